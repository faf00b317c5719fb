#include "model/value_history.hpp"

#include "model/graph_paths.hpp"

namespace gtl::model {

namespace {

int rank(Outcome o) {
  switch (o) {
    case Outcome::Win: return 2;
    case Outcome::Draw: return 1;
    case Outcome::Lose: return 0;
    default: return -1;
  }
}

// What moving into `child` is worth to the mover: the outcome flips, the
// remoteness is the child's own (plies left from the position reached).
Solution for_mover(const GraphNode& child) { return {flip(child.outcome), child.remoteness}; }

std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// What the move leaves the opponent, as the end of a sentence starting with the
// move: "lets Matt win in 3 plies", "ends the game: Matt wins".
std::string opponent_wins(const PlyValue& v, const std::string& opponent) {
  if (v.terminal) return "ends the game: " + opponent + " wins";
  return "lets " + opponent + " win in " + plies(v.after.remoteness);
}

}  // namespace

bool worse(Outcome now, Outcome was) {
  const int n = rank(now), w = rank(was);
  return n >= 0 && w >= 0 && n < w;
}

std::string plies(std::uint32_t n) { return std::to_string(n) + (n == 1 ? " ply" : " plies"); }

std::vector<PlyValue> value_history(const PositionGraph& g, std::span<const std::int64_t> moves) {
  std::vector<PlyValue> out(moves.size());
  NodeId at = g.nodes.empty() ? kNoNode : g.root();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    PlyValue& v = out[i];
    v.ply = i + 1;
    v.move = moves[i];
    v.move_name = std::to_string(moves[i]);
    if (at == kNoNode) continue;
    const GraphNode& n = g.nodes[at];
    const auto e = find_move(g, at, moves[i]);
    if (!e) {  // illegal here, or a node the build did not expand: stop valuing
      at = kNoNode;
      continue;
    }
    const GraphEdge& played = g.edges[n.first_edge + *e];
    const GraphEdge& best = g.edges[n.first_edge];  // edges are ranked best-first
    const GraphNode& child = g.nodes[played.child];
    v.move_name = move_name(played);
    v.before = {n.outcome, n.remoteness};
    v.after = for_mover(child);
    v.best_name = move_name(best);
    v.best = for_mover(g.nodes[best.child]);
    v.terminal = child.expanded && child.edge_count == 0;
    v.blunder = worse(v.after.outcome, v.before.outcome);
    at = played.child;
  }
  return out;
}

std::string move_verdict(const PlyValue& v, const std::string& mover, const std::string& opponent) {
  const std::string& p = v.move_name;
  const std::string& b = v.best_name;
  const bool best_play = v.after == v.best;
  switch (v.before.outcome) {
    case Outcome::Win:
      if (v.after.outcome == Outcome::Lose) return capitalised(b + " was winning; " + p + " " + opponent_wins(v, opponent) + ".");
      if (v.after.outcome == Outcome::Draw)
        return capitalised(b + " was winning; " + p + (v.terminal ? " ends the game in a draw." : " only draws."));
      if (v.after.outcome != Outcome::Win) break;
      if (v.terminal) return capitalised(p + " ends the game: " + mover + " wins.");
      if (best_play) return capitalised(p + " keeps the win: " + opponent + " loses in " + plies(v.after.remoteness) + ".");
      return capitalised(p + " still wins, but more slowly than " + b + ": " + opponent + " loses in " +
                         plies(v.after.remoteness) + " instead of " + std::to_string(v.best.remoteness) + ".");
    case Outcome::Draw:
      if (v.after.outcome == Outcome::Lose) return capitalised(b + " held the draw; " + p + " " + opponent_wins(v, opponent) + ".");
      if (v.after.outcome != Outcome::Draw) break;
      return capitalised(p + (v.terminal ? " ends the game in a draw." : " keeps the draw."));
    case Outcome::Lose:
      if (v.after.outcome != Outcome::Lose) break;
      return capitalised(mover + " was losing whatever the move; " + p + " " + opponent_wins(v, opponent) +
                         (best_play || v.terminal ? "."
                                                  : " (" + b + " would hold out for " + plies(v.best.remoteness) + ")."));
    default: break;
  }
  if (v.after.outcome == Outcome::Unknown || v.before.outcome == Outcome::Unknown)
    return capitalised(p + ": the value of this position is not known (the game is too large to solve in full here).");
  // Only an inconsistent graph gets here (a move cannot improve on its position's value).
  return capitalised(p + ": " + mover + " now " + (v.after.outcome == Outcome::Win ? "wins." : "draws."));
}

}  // namespace gtl::model
