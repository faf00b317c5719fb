#include "core/retrograde.hpp"

#include <stdexcept>

namespace gtl {

namespace {

void check(const ExplicitGraph& g) {
  if (g.first.empty() || g.first.front() != 0 || g.first.back() != g.next.size())
    throw std::invalid_argument("ExplicitGraph: offsets must run from 0 to the number of moves");
  for (std::size_t v = 0; v + 1 < g.first.size(); ++v)
    if (g.first[v] > g.first[v + 1]) throw std::invalid_argument("ExplicitGraph: offsets must not decrease");
  if (g.size() > kMaxRetrogradePositions)
    throw std::length_error("ExplicitGraph: too many positions for the loopy solver");
  for (const std::uint32_t c : g.next)
    if (c >= g.size()) throw std::invalid_argument("ExplicitGraph: a move leads outside the graph");
  if (!g.terminal.empty() && g.terminal.size() != g.size())
    throw std::invalid_argument("ExplicitGraph: one terminal value per position, or none");
}

}  // namespace

std::vector<Solution> solve_retrograde(const ExplicitGraph& g) {
  check(g);
  const auto n = static_cast<std::uint32_t>(g.size());

  // 1. Predecessors, compressed like the moves: count each child's parents,
  //    turn the counts into end offsets, then place each parent by stepping its
  //    child's offset back, which leaves every offset at its list's start.
  std::vector<std::uint32_t> pred_first(std::size_t{n} + 1, 0);
  std::vector<std::uint32_t> pred(g.next.size());
  for (const std::uint32_t c : g.next) ++pred_first[c];
  for (std::uint32_t v = 1; v <= n; ++v) pred_first[v] += pred_first[v - 1];
  for (std::uint32_t v = 0; v < n; ++v)
    for (const std::uint32_t c : g.moves(v)) pred[--pred_first[c]] = v;

  std::vector<Solution> value(n);  // Outcome::Unknown: not decided yet
  std::vector<std::uint32_t> undecided(n);  // moves not yet known to lead to a won child
  std::vector<std::uint32_t> queue(n);  // each position enters once
  std::size_t head = 0, tail = 0;

  // 2. Won and lost positions from the terminals up.
  for (std::uint32_t v = 0; v < n; ++v) {
    undecided[v] = g.first[v + 1] - g.first[v];
    if (undecided[v] != 0) continue;
    const Outcome t = g.terminal_outcome(v);
    value[v] = {t == Outcome::Win || t == Outcome::Draw ? t : Outcome::Lose, 0};
    if (value[v].outcome != Outcome::Draw) queue[tail++] = v;
  }
  while (head < tail) {
    const std::uint32_t c = queue[head++];
    const Solution vc = value[c];
    for (std::uint32_t i = pred_first[c]; i < pred_first[c + 1]; ++i) {
      const std::uint32_t p = pred[i];
      if (value[p].outcome != Outcome::Unknown) continue;
      if (vc.outcome == Outcome::Lose) {
        value[p] = {Outcome::Win, vc.remoteness + 1};
        queue[tail++] = p;
      } else if (--undecided[p] == 0) {
        value[p] = {Outcome::Lose, vc.remoteness + 1};
        queue[tail++] = p;
      }
    }
  }

  // 3. Ties: the shortest lines through undecided positions to a tie terminal.
  head = tail = 0;
  for (std::uint32_t v = 0; v < n; ++v)
    if (value[v].outcome == Outcome::Draw) queue[tail++] = v;
  while (head < tail) {
    const std::uint32_t c = queue[head++];
    const std::uint32_t r = value[c].remoteness + 1;
    for (std::uint32_t i = pred_first[c]; i < pred_first[c + 1]; ++i) {
      const std::uint32_t p = pred[i];
      if (value[p].outcome != Outcome::Unknown) continue;
      value[p] = {Outcome::Draw, r};
      queue[tail++] = p;
    }
  }

  // 4. The rest never ends.
  for (Solution& s : value)
    if (s.outcome == Outcome::Unknown) s = {Outcome::Draw, kInfinitePlay};
  return value;
}

}  // namespace gtl
