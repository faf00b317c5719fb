// Words every lesson uses, as pure functions so they can be tested without a
// window: plurals, lists in every language, labels shortened to fit. (Each
// game's own layout is in its folder: lessons/<game>/model.hpp.)
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gtl::model {

// "1 ply", "3 plies".
std::string plies(std::uint64_t n);

// The one rule for lists, in every language: "a", "a or b", "a, b or c"
// (Chinese "a、b 或 c": the separator is the table's list.sep, the last join
// its `last_key`, "list.or" or "list.and").
std::string word_list(std::span<const std::string> items, std::string_view last_key);

// "5", "5 and 7", "4, 6 and 8" (word_list; "list.or": "1, 3 or 7"); more than
// `max_shown` numbers are elided: "4, 6, 8, 10, 12, …, 20".
std::string number_list(std::span<const int> xs, std::size_t max_shown, std::string_view last_key = "list.and");

// The first candidate whose width fits `max_width` (label_fit's fit_first);
// if none does, the last one cut short with "…" (label_fit's elide); "" when
// nothing readable fits. Shortening is the caller's job (longest, most telling
// candidate first); cutting is the last resort.
std::string fit_label(std::span<const std::string> candidates, float max_width,
                      const std::function<float(std::string_view)>& width);

}  // namespace gtl::model
