// Tiny text helpers for messages shown to teachers and students.
#pragma once

#include <cstdint>
#include <string>

namespace gtl::model {

// 1234567 -> "1,234,567" (counts in messages are easier to read grouped).
std::string with_thousands(std::uint64_t v);

}  // namespace gtl::model
