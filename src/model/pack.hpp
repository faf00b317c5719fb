// A small byte compressor for share links: a game's .efg text is several times
// longer than what it says (the same `p "" 1 1 "" { "Take" "Pass" } 0` shapes
// on every line), and a link has room for a few thousand characters, so the
// payoff lesson's efg= packs the text before base64url.
//
// The format is LZ77 in byte-aligned sequences (the shape of LZ4's block
// format; our own code):
//   header: the byte 1 (the format's version), then the unpacked size as a
//           LEB128 varint;
//   then sequences, each a token byte T: literal count L = T >> 4, match
//   length M = (T & 15) + 4; L == 15 and T & 15 == 15 are extended by the
//   bytes that follow (each added, the run ending at a byte below 255);
//   L literal bytes; then, unless the input ends there, a 2-byte little-endian
//   offset back into the output (1..65535) and the match's M bytes copied
//   from there (a copy may overlap what it writes: a run).
// Why not deflate: zlib is not in the page's build (nothing is downloaded),
// and for text of this kind this format is within a small factor of it with a
// decoder of forty lines whose every read is bounds-checked: a link is typed or
// pasted by anyone, so unpack refuses anything malformed, truncated, or
// unpacking past `max_size`, and never reads or writes outside its buffers.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace gtl::model {

// Packs `bytes` (any content, any size up to 4 GiB); unpack gives them back.
std::string pack(std::string_view bytes);

// The bytes `packed` holds, or nullopt when it is not a whole, well-formed
// packing of at most `max_size` bytes (a wrong version, a size that does not
// match, a truncated sequence, an offset before the start).
std::optional<std::string> unpack(std::string_view packed, std::size_t max_size);

}  // namespace gtl::model
