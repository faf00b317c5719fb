#include "model/view_common.hpp"

#include "model/text_format.hpp"

namespace gtl::model {

std::string over_limit_message(std::uint64_t would_show, std::uint32_t limit, bool dag_mode,
                               bool exact) {
  std::string m = "This would show ";
  if (!exact) m += "at least ";
  m += with_thousands(would_show) + " nodes, over the limit of " + with_thousands(limit) + ". ";
  if (dag_mode) {
    m += "Expand fewer levels at a time, or expand a single position.";
  } else {
    m += "Switch to DAG mode (each position drawn once), expand to a smaller depth, "
         "or expand only the principal variation.";
  }
  m += " Nothing was changed.";
  return m;
}

}  // namespace gtl::model
