// Quantities as the tools and the page write them in messages: digit groups
// ("12,345,678") and rounded sizes ("403 MB"). A unit of its own so that the
// solvers' progress lines and the budgets' refusals share it without either
// including the other.
#pragma once

#include <cstdint>
#include <string>

namespace gtl::text {

// 12345678 -> "12,345,678".
std::string grouped(std::uint64_t n);
// "under 1 MB", "403 MB", "63 GB", "3 TB" (powers of 1,000).
std::string megabytes(std::uint64_t bytes);

}  // namespace gtl::text
