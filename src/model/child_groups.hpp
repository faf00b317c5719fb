// Which children of a position the tree shows one by one, and which it folds
// into one "13 moves → W" group node. A class reads a winning position by its
// winning moves and a losing one by its best try; nineteen sibling boxes that
// all say the same thing only crowd those out. The rule, on the graph's
// best-first edge order:
//   * the moves that realise the position's value are shown one by one
//     (a W position: every move to an L child; a D position: every move to a
//     D child; an L position: its first move, the slowest loss);
//   * the rest are folded into groups of consecutive moves with the same
//     child outcome, when there are at least kMinGroup of them (shorter runs
//     stay single: a group of two saves little and hides a move).
// Grouping needs known outcomes: a position whose outcome is unknown, or a
// view that hides outcomes (induction, quiz), shows every move.
#pragma once

#include <cstdint>
#include <vector>

#include "core/position_graph.hpp"

namespace gtl::model {

inline constexpr std::uint32_t kMinGroup = 3;

// Edge indices [begin, end) of one shown child: a single move or a group.
struct ChildRun {
  std::uint32_t begin = 0, end = 0;
  bool group() const { return end - begin > 1; }
  std::uint32_t size() const { return end - begin; }
  bool contains(std::uint32_t k) const { return begin <= k && k < end; }
};

// The runs covering all of `p`'s edges in order. `grouping` false: all single.
std::vector<ChildRun> child_runs(const PositionGraph& g, NodeId p, bool grouping);
// How many boxes child_runs gives, without building the list.
std::uint32_t child_run_count(const PositionGraph& g, NodeId p, bool grouping);

}  // namespace gtl::model
