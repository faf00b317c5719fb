// Quantities as the tools and the page write them in messages: digit groups
// ("12,345,678"), rounded sizes ("403 MB") and lists of numbers ("3,4,5"). A unit of its own so that the
// solvers' progress lines and the budgets' refusals share it without either
// including the other.
#pragma once

#include <concepts>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gtl::text {

// 12345678 -> "12,345,678".
std::string grouped(std::uint64_t n);
// "under 1 MB", "403 MB", "63 GB", "3 TB" (powers of 1,000).
std::string megabytes(std::uint64_t bytes);

// {3, 4, 5} -> "3,4,5" (share links, tree paths) or, with sep ", ", "3, 4, 5"
// (titles and sentences). The one join of the code base.
template <std::integral Int>
std::string join(std::span<const Int> xs, std::string_view sep = ",") {
  std::string s;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    if (i) s += sep;
    s += std::to_string(xs[i]);
  }
  return s;
}
template <std::integral Int>
std::string join(const std::vector<Int>& xs, std::string_view sep = ",") {
  return join(std::span<const Int>(xs), sep);
}

}  // namespace gtl::text
