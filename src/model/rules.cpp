#include "model/rules.hpp"

#include "model/graph_paths.hpp"
#include "model/i18n.hpp"

namespace gtl::model {

using i18n::tr;
using i18n::tr_fmt;

Decision solved_decision(const PositionGraph& g, NodeId node) {
  return decide(g, node, [&](NodeId c) { return g.nodes[c].outcome; });
}

std::string rule_sentence(const PositionGraph& g, NodeId node, const Decision& d) {
  const auto move = [&] { return move_phrase(g.edges[g.nodes[node].first_edge + d.edge]); };
  switch (d.rule) {
    case Rule::TerminalLose: return tr("rule.terminal_lose");
    case Rule::TerminalWin: return tr("rule.terminal_win");
    case Rule::TerminalDraw: return tr("rule.terminal_draw");
    case Rule::MoveToLose: return tr_fmt("rule.move_to_lose", move());
    case Rule::AllMovesToWin: return tr(g.nodes[node].edge_count == 1 ? "rule.only_move_to_win" : "rule.all_moves_to_win");
    case Rule::DrawKept: return tr_fmt("rule.draw_kept", move());
    case Rule::MemoHit: return tr_fmt("rule.memo_hit", std::string(1, letter(d.outcome)));
    case Rule::Unexplored: return tr("rule.unexplored");
    case Rule::DependsOnUnknown: return tr("rule.depends_on_unknown");
    case Rule::KnownElsewhere: return tr_fmt("rule.known_elsewhere", std::string(1, letter(d.outcome)));
  }
  return {};
}

}  // namespace gtl::model
