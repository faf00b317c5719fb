#include "model/child_groups.hpp"

namespace gtl::model {

namespace {

// Calls emit(begin, end) for each run, in order.
template <class Emit>
void for_each_run(const PositionGraph& g, NodeId p, bool grouping, Emit&& emit) {
  const GraphNode& n = g.nodes[p];
  const std::uint32_t count = n.edge_count;
  auto child_outcome = [&](std::uint32_t k) { return g.nodes[g.edges[n.first_edge + k].child].outcome; };
  std::uint32_t k = 0;
  if (grouping && n.outcome != Outcome::Unknown) {
    // The moves that realise the value, one by one.
    if (n.outcome == Outcome::Lose) {
      if (count > 0) emit(k, k + 1), ++k;
    } else {
      const Outcome best = n.outcome == Outcome::Win ? Outcome::Lose : Outcome::Draw;
      while (k < count && child_outcome(k) == best) emit(k, k + 1), ++k;
    }
    // The rest, folded by runs of equal child outcome.
    while (k < count) {
      const Outcome o = child_outcome(k);
      std::uint32_t e = k + 1;
      while (e < count && child_outcome(e) == o) ++e;
      if (o != Outcome::Unknown && e - k >= kMinGroup) {
        emit(k, e);
      } else {
        for (std::uint32_t j = k; j < e; ++j) emit(j, j + 1);
      }
      k = e;
    }
    return;
  }
  for (; k < count; ++k) emit(k, k + 1);
}

}  // namespace

std::vector<ChildRun> child_runs(const PositionGraph& g, NodeId p, bool grouping) {
  std::vector<ChildRun> runs;
  for_each_run(g, p, grouping, [&](std::uint32_t b, std::uint32_t e) { runs.push_back({b, e}); });
  return runs;
}

std::uint32_t child_run_count(const PositionGraph& g, NodeId p, bool grouping) {
  if (!grouping) return g.nodes[p].edge_count;
  std::uint32_t c = 0;
  for_each_run(g, p, grouping, [&](std::uint32_t, std::uint32_t) { ++c; });
  return c;
}

}  // namespace gtl::model
