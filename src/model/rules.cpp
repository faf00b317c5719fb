#include "model/rules.hpp"

#include "model/graph_paths.hpp"

namespace gtl::model {

Decision solved_decision(const PositionGraph& g, NodeId node) {
  return decide(g, node, [&](NodeId c) { return g.nodes[c].outcome; });
}

std::string rule_sentence(const PositionGraph& g, NodeId node, const Decision& d) {
  const auto move = [&] { return move_phrase(g.edges[g.nodes[node].first_edge + d.edge]); };
  switch (d.rule) {
    case Rule::TerminalLose: return "terminal: the player to move cannot move and loses";
    case Rule::TerminalWin: return "terminal: the game is over and the player to move has won";
    case Rule::TerminalDraw: return "terminal: the game is over and ends level → D";
    case Rule::MoveToLose: return move() + " leads to L → W";
    case Rule::AllMovesToWin:
      return g.nodes[node].edge_count == 1 ? "the only move leads to W → L"
                                           : "every move leads to W → L";
    case Rule::DrawKept: return "no move leads to L, " + move() + " leads to D → D";
    case Rule::MemoHit:
      return std::string("already decided: ") + letter(d.outcome) + " (remembered, not searched again)";
    case Rule::Unexplored: return "not explored (the solver stopped here): outcome unknown";
    case Rule::DependsOnUnknown:
      return "no move is known to lead to L and some lead to unexplored positions → ?";
  }
  return {};
}

}  // namespace gtl::model
