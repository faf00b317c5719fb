// Lists of whole numbers as a class types them into a lesson's panel ("3 4 5",
// "1, 3, 4", "{2 5 7}"): shared by the lessons' set-up boxes.
#pragma once

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gtl::app {

// Whole numbers between any of the `separators`. Every token must be a whole
// number and nothing else ("2x3" is refused, not read as 2); on a bad token,
// nullopt and the token (at most 20 characters) in `bad`. Empty text gives an
// empty list.
inline std::optional<std::vector<std::int64_t>> parse_number_list(std::string_view text, std::string_view separators,
                                                                  std::string& bad) {
  std::vector<std::int64_t> out;
  const char* p = text.data();
  const char* end = p + text.size();
  auto sep = [separators](char c) { return separators.find(c) != std::string_view::npos; };
  while (p < end) {
    while (p < end && sep(*p)) ++p;
    if (p >= end) break;
    const char* q = p;
    while (q < end && !sep(*q)) ++q;
    std::int64_t v = 0;
    auto [r, ec] = std::from_chars(p, q, v);
    if (ec != std::errc() || r != q) {
      bad.assign(p, std::min<std::size_t>(static_cast<std::size_t>(q - p), 20));
      return std::nullopt;
    }
    out.push_back(v);
    p = q;
  }
  return out;
}

}  // namespace gtl::app
