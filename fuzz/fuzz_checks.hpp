// What every fuzz target checks besides "no crash, no sanitizer report": a
// failed check prints what was wrong and aborts, which libFuzzer reports as a
// crash with the input saved.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace gtl::fuzz {

inline void check(bool ok, const char* what) {
  if (ok) return;
  std::fprintf(stderr, "fuzz check failed: %s\n", what);
  std::abort();
}

// Text that may reach a terminal: valid UTF-8 without C0, DEL or C1 controls.
// Written here independently of judge::printable, which it checks.
inline bool terminal_safe(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      if (c < 0x20 || c == 0x7F) return false;
      ++i;
      continue;
    }
    std::size_t n = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    unsigned long cp = c & (0x7F >> n);
    for (std::size_t k = 1; k < n; ++k) {
      const auto b = static_cast<unsigned char>(s[i + k]);
      if ((b & 0xC0) != 0x80) return false;
      cp = cp << 6 | (b & 0x3F);
    }
    const unsigned long least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < least[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) || cp <= 0x9F) return false;
    i += n;
  }
  return true;
}

}  // namespace gtl::fuzz
