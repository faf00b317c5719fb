#include "core/retrograde.hpp"
#include "model/value_history.hpp"

#include "model/graph_paths.hpp"
#include "model/i18n.hpp"

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


}  // namespace

bool worse(Outcome now, Outcome was) {
  const int n = rank(now), w = rank(was);
  return n >= 0 && w >= 0 && n < w;
}

std::string plies(std::uint32_t n) {
  // A draw by infinite play (core/retrograde.hpp) has no end to count plies to.
  if (n >= kInfinitePlay) return i18n::tr("vh.plies_forever");
  // Known only as an outcome so far (core/solution.hpp): no number to give yet.
  if (remoteness_pending(static_cast<std::uint32_t>(std::min<std::uint64_t>(n, kInfinitePlay)))) return i18n::tr("vh.plies_pending");
  return i18n::tr_fmt(n == 1 ? "vh.plies_one" : "vh.plies", n);
}

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
  const std::string after_plies = plies(v.after.remoteness);
  // One sentence per case, so each language orders its words its own way.
  const auto say = [](std::string_view key, const auto&... args) { return capitalised(i18n::tr_fmt(key, args...)); };
  switch (v.before.outcome) {
    case Outcome::Win:
      if (v.after.outcome == Outcome::Lose)
        return v.terminal ? say("vh.win_to_lose_end", b, p, opponent) : say("vh.win_to_lose", b, p, opponent, after_plies);
      if (v.after.outcome == Outcome::Draw) return say(v.terminal ? "vh.win_to_draw_end" : "vh.win_to_draw", b, p);
      if (v.after.outcome != Outcome::Win) break;
      if (v.terminal) return say("vh.win_end", p, mover);
      if (best_play) return say("vh.win_kept", p, opponent, after_plies);
      return say("vh.win_slower", p, b, opponent, after_plies, v.best.remoteness);
    case Outcome::Draw:
      if (v.after.outcome == Outcome::Lose)
        return v.terminal ? say("vh.draw_to_lose_end", b, p, opponent) : say("vh.draw_to_lose", b, p, opponent, after_plies);
      if (v.after.outcome != Outcome::Draw) break;
      return say(v.terminal ? "vh.draw_end" : "vh.draw_kept", p);
    case Outcome::Lose:
      if (v.after.outcome != Outcome::Lose) break;
      if (v.terminal) return say("vh.lose_end", mover, p, opponent);
      if (best_play) return say("vh.lose", mover, p, opponent, after_plies);
      return say("vh.lose_slow", mover, p, opponent, after_plies, b, plies(v.best.remoteness));
    default: break;
  }
  if (v.after.outcome == Outcome::Unknown || v.before.outcome == Outcome::Unknown)
    return say("vh.unknown", p);
  // Only an inconsistent graph gets here (a move cannot improve on its position's value).
  return say(v.after.outcome == Outcome::Win ? "vh.now_wins" : "vh.now_draws", p, mover);
}

}  // namespace gtl::model
