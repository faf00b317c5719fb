#include "model/proof.hpp"

#include <vector>

#include "model/graph_paths.hpp"
#include "model/i18n.hpp"
#include "model/rules.hpp"

namespace gtl::model {

using i18n::tr;
using i18n::tr_fmt;

namespace {

class ProofWriter {
 public:
  ProofWriter(const PositionGraph& g, const ProofOptions& o)
      : g_(g), o_(o), proven_(g.nodes.size(), 0) {}

  void prove(NodeId n, std::uint32_t level) {
    if (stopped_) return;
    const Decision d = solved_decision(g_, n);
    const std::string head = tr_fmt("proof.is", name(n), std::string(1, letter(d.outcome)));
    if (proven_[n]) {
      line(level, tr_fmt("proof.shown_above", head));
      return;
    }
    if (level >= o_.max_depth) {
      line(level, tr_fmt("proof.left_out", head));
      return;
    }
    proven_[n] = 1;
    switch (d.rule) {
      case Rule::TerminalLose: line(level, tr_fmt("proof.terminal_lose", head)); return;
      case Rule::TerminalWin: line(level, tr_fmt("proof.terminal_win", head)); return;
      case Rule::TerminalDraw: line(level, tr_fmt("proof.terminal_draw", head)); return;
      case Rule::KnownElsewhere: line(level, tr_fmt("proof.known_elsewhere", head)); return;
      case Rule::MoveToLose: {
        const GraphEdge& e = edge(n, d.edge);
        line(level, tr_fmt("proof.move_to_lose", head, move(e), name(e.child)));
        prove(e.child, level + 1);
        return;
      }
      case Rule::AllMovesToWin: {
        line(level, tr_fmt("proof.all_moves_win", head));
        for (const GraphEdge* e = g_.begin_edges(n); e != g_.end_edges(n) && !stopped_; ++e) {
          const GraphEdge& reply = edge(e->child, solved_decision(g_, e->child).edge);
          line(level + 1, tr_fmt("proof.reply", move(*e), name(e->child), move_name(reply), name(reply.child)));
          prove(reply.child, level + 2);
        }
        return;
      }
      case Rule::DrawKept: {
        line(level, tr_fmt("proof.draw_kept", head, move(edge(n, d.edge))));
        for (const GraphEdge* e = g_.begin_edges(n); e != g_.end_edges(n) && !stopped_; ++e) {
          const Decision cd = solved_decision(g_, e->child);
          if (cd.outcome == Outcome::Win) {
            const GraphEdge& reply = edge(e->child, cd.edge);
            line(level + 1, tr_fmt("proof.reply", move(*e), name(e->child), move_name(reply), name(reply.child)));
          } else {
            line(level + 1, tr_fmt("proof.to_draw", move(*e), name(e->child)));
          }
        }
        prove(edge(n, d.edge).child, level + 1);
        return;
      }
      default:
        line(level, tr_fmt("proof.not_solved", name(n)));
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
      out_ += tr_fmt("proof.cut", o_.max_lines) + "\n";
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
    case Rule::TerminalLose: return tr("explain.terminal_lose");
    case Rule::TerminalWin: return tr("explain.terminal_win");
    case Rule::TerminalDraw: return tr("explain.terminal_draw");
    case Rule::KnownElsewhere: return tr("explain.known_elsewhere");
    case Rule::MoveToLose: return tr_fmt("explain.move_to_lose", move_phrase(cited(), true));
    case Rule::AllMovesToWin: return tr(g.nodes[node].edge_count == 1 ? "explain.only_move" : "explain.every_move");
    case Rule::DrawKept: return tr_fmt("explain.draw_kept", move_phrase(cited()));
    default: return tr("explain.not_solved");
  }
}

}  // namespace gtl::model
