#include "model/base64url.hpp"

#include <cstdint>

namespace gtl::model {

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

// A character's 6-bit value, or -1 outside the alphabet.
int sextet(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

}  // namespace

bool is_base64url_char(char c) { return sextet(c) >= 0; }

std::string base64url_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() * 4 + 2) / 3);
  std::uint32_t acc = 0;
  int bits = 0;
  for (unsigned char c : bytes) {
    acc = (acc << 8 | c) & 0xFFFF;
    bits += 8;
    while (bits >= 6) out += kAlphabet[(acc >> (bits -= 6)) & 63];
  }
  if (bits > 0) out += kAlphabet[(acc << (6 - bits)) & 63];
  return out;
}

std::optional<std::string> base64url_decode(std::string_view text) {
  if (text.size() % 4 == 1) return std::nullopt;
  std::string out;
  out.reserve(text.size() * 3 / 4);
  std::uint32_t acc = 0;
  int bits = 0;
  for (char c : text) {
    const int v = sextet(c);
    if (v < 0) return std::nullopt;
    acc = (acc << 6 | static_cast<std::uint32_t>(v)) & 0xFFFF;
    bits += 6;
    if (bits >= 8) out += static_cast<char>((acc >> (bits -= 8)) & 0xFF);
  }
  return out;
}

}  // namespace gtl::model
