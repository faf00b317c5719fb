#include "model/view_common.hpp"

#include "model/i18n.hpp"
#include "model/text_format.hpp"

namespace gtl::model {

const char* outcome_word(Outcome o) {
  switch (o) {
    case Outcome::Win: return i18n::tr("outcome.win");
    case Outcome::Lose: return i18n::tr("outcome.lose");
    case Outcome::Draw: return i18n::tr("outcome.draw");
    default: return i18n::tr("outcome.unknown");
  }
}

std::string over_limit_message(std::uint64_t would_show, std::uint32_t limit, bool dag_mode,
                               bool exact) {
  return i18n::tr_fmt(exact ? "limit.would_show" : "limit.would_show_at_least", with_thousands(would_show),
                      with_thousands(limit)) +
         " " + i18n::tr(dag_mode ? "limit.dag_advice" : "limit.tree_advice") + " " + i18n::tr("limit.unchanged");
}

std::string over_edge_limit_message(std::uint64_t would_draw, std::uint64_t limit) {
  return i18n::tr_fmt("limit.would_draw_moves", with_thousands(would_draw), with_thousands(limit)) + " " +
         i18n::tr("limit.dag_advice") + " " + i18n::tr("limit.unchanged");
}

}  // namespace gtl::model
