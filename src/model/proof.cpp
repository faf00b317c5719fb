#include "model/proof.hpp"

#include <vector>

#include "model/graph_paths.hpp"
#include "model/rules.hpp"

namespace gtl::model {

namespace {

class ProofWriter {
 public:
  ProofWriter(const PositionGraph& g, const ProofOptions& o)
      : g_(g), o_(o), proven_(g.nodes.size(), 0) {}

  void prove(NodeId n, std::uint32_t level) {
    if (stopped_) return;
    const Decision d = solved_decision(g_, n);
    const std::string head = name(n) + " is " + letter(d.outcome);
    if (proven_[n]) {
      line(level, head + " (shown above).");
      return;
    }
    if (level >= o_.max_depth) {
      line(level, head + ": … (deeper proof left out)");
      return;
    }
    proven_[n] = 1;
    switch (d.rule) {
      case Rule::TerminalLose: line(level, head + ": no move is possible, the player to move loses."); return;
      case Rule::TerminalWin: line(level, head + ": the game is over and the player to move has won."); return;
      case Rule::TerminalDraw: line(level, head + ": the game is over and ends level."); return;
      case Rule::MoveToLose: {
        const GraphEdge& e = edge(n, d.edge);
        line(level, head + ": " + move(e) + " → " + name(e.child) + ", which is L.");
        prove(e.child, level + 1);
        return;
      }
      case Rule::AllMovesToWin: {
        line(level, head + ": every move leaves the opponent winning:");
        for (const GraphEdge* e = g_.begin_edges(n); e != g_.end_edges(n) && !stopped_; ++e) {
          const GraphEdge& reply = edge(e->child, solved_decision(g_, e->child).edge);
          line(level + 1, move(*e) + " → " + name(e->child) + " (W): the reply " + move_name(reply) +
                              " → " + name(reply.child) + " (L).");
          prove(reply.child, level + 2);
        }
        return;
      }
      case Rule::DrawKept: {
        line(level, head + ": no move leads to L, and " + move(edge(n, d.edge)) + " keeps the draw:");
        for (const GraphEdge* e = g_.begin_edges(n); e != g_.end_edges(n) && !stopped_; ++e) {
          const Decision cd = solved_decision(g_, e->child);
          if (cd.outcome == Outcome::Win) {
            const GraphEdge& reply = edge(e->child, cd.edge);
            line(level + 1, move(*e) + " → " + name(e->child) + " (W): the reply " + move_name(reply) +
                                " → " + name(reply.child) + " (L).");
          } else {
            line(level + 1, move(*e) + " → " + name(e->child) + " (D).");
          }
        }
        prove(edge(n, d.edge).child, level + 1);
        return;
      }
      default:
        line(level, name(n) + " is not solved (the solver stopped before it).");
    }
  }

  std::string text() && { return std::move(out_); }

 private:
  const GraphEdge& edge(NodeId n, std::uint32_t i) const { return g_.begin_edges(n)[i]; }
  std::string name(NodeId n) const { return position_name(g_, n); }
  static std::string move(const GraphEdge& e) { return move_phrase(e); }

  void line(std::uint32_t level, const std::string& s) {
    if (stopped_) return;
    if (lines_ == o_.max_lines) {
      out_ += "… (proof cut at " + std::to_string(o_.max_lines) + " lines)\n";
      stopped_ = true;
      return;
    }
    out_.append(2 * level, ' ');
    out_ += s;
    out_ += '\n';
    ++lines_;
  }

  const PositionGraph& g_;
  const ProofOptions& o_;
  std::vector<std::uint8_t> proven_;
  std::string out_;
  std::uint32_t lines_ = 0;
  bool stopped_ = false;
};

}  // namespace

std::string proof_text(const PositionGraph& g, NodeId node, const ProofOptions& options) {
  ProofWriter w(g, options);
  w.prove(node, 0);
  return std::move(w).text();
}

std::string explain(const PositionGraph& g, NodeId node) {
  const Decision d = solved_decision(g, node);
  const auto& cited = [&]() -> const GraphEdge& { return g.begin_edges(node)[d.edge]; };
  switch (d.rule) {
    case Rule::TerminalLose: return "No move is possible: the player to move loses.";
    case Rule::TerminalWin: return "The game is over: the player to move has won.";
    case Rule::TerminalDraw: return "The game is over and ends level.";
    case Rule::MoveToLose: return move_phrase(cited(), true) + " leaves the opponent in a losing position.";
    case Rule::AllMovesToWin:
      return g.nodes[node].edge_count == 1 ? "The only move leaves the opponent winning."
                                           : "Every move leaves the opponent winning.";
    case Rule::DrawKept: return "No move wins; " + move_phrase(cited()) + " keeps the draw.";
    default: return "Not solved: the solver stopped before this position.";
  }
}

}  // namespace gtl::model
