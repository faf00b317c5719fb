#include "core/quantity_text.hpp"

namespace gtl::text {

std::string grouped(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string megabytes(std::uint64_t bytes) {
  constexpr std::uint64_t kMB = 1'000'000, kGB = 1'000 * kMB, kTB = 1'000 * kGB;
  if (bytes < kMB) return "under 1 MB";
  if (bytes < 10 * kGB) return grouped((bytes + kMB / 2) / kMB) + " MB";
  if (bytes < 10 * kTB) return grouped((bytes + kGB / 2) / kGB) + " GB";
  return grouped((bytes + kTB / 2) / kTB) + " TB";
}

}  // namespace gtl::text
