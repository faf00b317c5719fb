#include "model/pack.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

namespace gtl::model {
namespace {

constexpr char kVersion = 1;
constexpr std::size_t kMinMatch = 4;
constexpr std::size_t kMaxOffset = 65535;
constexpr int kHashBits = 13;
constexpr std::size_t kNone = SIZE_MAX;

std::uint32_t read4(const char* p) {
  std::uint32_t v;
  std::memcpy(&v, p, 4);
  return v;
}

std::size_t hash4(std::uint32_t v) { return (v * 2654435761u) >> (32 - kHashBits); }

// A count past the token's 15: runs of 255 and a last byte below 255.
void put_extra(std::string& out, std::size_t n) {
  for (; n >= 255; n -= 255) out += static_cast<char>(255);
  out += static_cast<char>(n);
}

// One sequence: `literals`, then (when `match` > 0) `match` bytes from `offset` back.
void put_sequence(std::string& out, std::string_view literals, std::size_t offset, std::size_t match) {
  const std::size_t l = literals.size(), m = match ? match - kMinMatch : 0;
  out += static_cast<char>((std::min<std::size_t>(l, 15) << 4) | std::min<std::size_t>(m, 15));
  if (l >= 15) put_extra(out, l - 15);
  out.append(literals);
  if (match == 0) return;
  out += static_cast<char>(offset & 255);
  out += static_cast<char>(offset >> 8);
  if (m >= 15) put_extra(out, m - 15);
}

// Reads the packed bytes in order, each read checked against the end.
struct Reader {
  std::string_view p;
  std::size_t at = 0;
  bool byte(std::uint8_t& b) {
    if (at >= p.size()) return false;
    b = static_cast<std::uint8_t>(p[at++]);
    return true;
  }
  // Adds a count's extension to n; false when truncated or past `most`.
  bool extra(std::size_t& n, std::size_t most) {
    std::uint8_t e = 255;
    while (e == 255) {
      if (!byte(e)) return false;
      n += e;
      if (n > most) return false;
    }
    return true;
  }
};

}  // namespace

std::string pack(std::string_view in) {
  std::string out(1, kVersion);
  for (std::uint64_t n = in.size();;) {  // the size, LEB128
    const auto low = static_cast<std::uint8_t>(n & 127);
    n >>= 7;
    out += static_cast<char>(low | (n ? 128 : 0));
    if (!n) break;
  }
  // Greedy: at each position, the last earlier one with the same 4 bytes (by
  // hash), extended as far as the bytes agree.
  std::vector<std::size_t> last(std::size_t{1} << kHashBits, kNone);
  std::size_t anchor = 0, i = 0;
  while (i + kMinMatch <= in.size()) {
    const std::uint32_t v = read4(in.data() + i);
    std::size_t& slot = last[hash4(v)];
    const std::size_t from = slot;
    slot = i;
    if (from == kNone || i - from > kMaxOffset || read4(in.data() + from) != v) {
      ++i;
      continue;
    }
    std::size_t len = kMinMatch;
    while (i + len < in.size() && in[from + len] == in[i + len]) ++len;
    put_sequence(out, in.substr(anchor, i - anchor), i - from, len);
    for (std::size_t k = i + 1; k < i + len && k + kMinMatch <= in.size(); ++k) last[hash4(read4(in.data() + k))] = k;
    i += len;
    anchor = i;
  }
  if (anchor < in.size()) put_sequence(out, in.substr(anchor), 0, 0);
  return out;
}

std::optional<std::string> unpack(std::string_view packed, std::size_t max_size) {
  Reader r{packed};
  std::uint8_t b = 0;
  if (!r.byte(b) || b != kVersion) return std::nullopt;
  std::uint64_t size = 0;
  for (int shift = 0;; shift += 7) {
    if (shift > 56 || !r.byte(b)) return std::nullopt;
    size |= static_cast<std::uint64_t>(b & 127) << shift;
    if (!(b & 128)) break;
  }
  if (size > max_size) return std::nullopt;
  const auto total = static_cast<std::size_t>(size);
  std::string out;
  out.reserve(total);
  while (r.at < packed.size()) {
    std::uint8_t t = 0;
    r.byte(t);
    std::size_t lit = t >> 4, m = t & 15;
    if (lit == 15 && !r.extra(lit, total)) return std::nullopt;
    if (lit > packed.size() - r.at || lit > total - out.size()) return std::nullopt;
    out.append(packed.substr(r.at, lit));
    r.at += lit;
    if (r.at == packed.size()) break;  // the last sequence: literals only
    std::uint8_t lo = 0, hi = 0;
    if (!r.byte(lo) || !r.byte(hi)) return std::nullopt;
    const std::size_t offset = lo | (static_cast<std::size_t>(hi) << 8);
    if (m == 15 && !r.extra(m, total)) return std::nullopt;
    m += kMinMatch;
    if (offset == 0 || offset > out.size() || m > total - out.size()) return std::nullopt;
    for (std::size_t k = 0; k < m; ++k) out += out[out.size() - offset];  // may overlap: a run
  }
  if (out.size() != total) return std::nullopt;
  return out;
}

}  // namespace gtl::model
