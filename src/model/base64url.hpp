// base64url (RFC 4648 §5: '-' and '_' for '+' and '/'), unpadded: the text
// that share links carry (a graph in `graph=`, a lecture in `lecture=`).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gtl::model {

// Bytes -> base64url without '=' padding (3 bytes -> 4 characters; a last
// 1 or 2 bytes -> 2 or 3 characters).
std::string base64url_encode(std::string_view bytes);

// base64url without padding -> bytes; nullopt for a length that leaves one
// character over (4k + 1: no whole byte in it) or any character outside the
// alphabet ('=' included). The spare low bits of a last 2 or 3 characters
// are not checked.
std::optional<std::string> base64url_decode(std::string_view text);

// Whether `c` is in the base64url alphabet: A-Z, a-z, 0-9, '-', '_'.
bool is_base64url_char(char c);

}  // namespace gtl::model
