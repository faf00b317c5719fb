#include "model/text_format.hpp"

#include <cstdio>

#include "core/budget.hpp"

namespace gtl::model {

// One thousands formatter for the whole project: the core's (the CLIs' budget
// messages use it too).
std::string with_thousands(std::uint64_t v) { return text::grouped(v); }

std::string decimal(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

}  // namespace gtl::model
