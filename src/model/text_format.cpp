#include "model/text_format.hpp"

#include "core/budget.hpp"

namespace gtl::model {

// One thousands formatter for the whole project: the core's (the CLIs' budget
// messages use it too).
std::string with_thousands(std::uint64_t v) { return text::grouped(v); }

}  // namespace gtl::model
