// Tiny text helpers for messages shown to teachers and students.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace gtl::model {

// 1234567 -> "1,234,567" (counts in messages are easier to read grouped).
std::string with_thousands(std::uint64_t v);
// 1.25, 1 -> "1.3" (fixed, `digits` after the point; 0: "1"): numbers for the
// string tables' {0} placeholders, which take text (i18n::tr_fmt).
std::string decimal(double v, int digits);

}  // namespace gtl::model
