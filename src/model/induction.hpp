// Backward induction as a sequence of steps, for an animated lesson: press
// "next" and one position gets its W / L / D, with the rule and the sentence.
//
// Two orders:
//  * recursive: the depth-first search a person does by hand ("to know this
//    position, first work out every move's position"), remembering answers:
//    reaching a position already decided is a memo-hit step.
//  * retrograde: the way solvers work on big games: the terminal positions
//    first, then every position as soon as its children allow it (W when one
//    child is L; L / D when the last child is decided).
// Both decide every position exactly as the solver did (the tests check it).
//
// Visits, i.e. calls of "solve this position", for the recursive order:
//   with memo:    visits = decided + memo_hits = 1 + (edges of the graph)
//   without memo: visits = tree size (TreeCount) = decided + sum over memo
//                 hits h of tree_size(h)  — every skipped call stands for the
//                 whole subtree it would have searched again.
// The lesson shows both numbers: memo turns the tree into the graph.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/position_graph.hpp"
#include "model/rules.hpp"

namespace gtl::model {

struct InductionStep {
  NodeId node = kNone;
  Decision decision;          // outcome, rule, cited edge
  // The step in words (rule_sentence), made when shown: a whole 2..20 DAG
  // plans 42,520 steps, and their sentences were half of planning in the page.
  std::string sentence(const PositionGraph& g) const { return rule_sentence(g, node, decision); }
  std::uint32_t depth = 0;    // recursive order: plies below the start (0 in retrograde)
  // Recursive order: the position the search came from (kNone for the start,
  // and in retrograde) and the index of the move it took. With the first
  // visit's `via` of every position this gives the line the search followed
  // (induction_line), which the tree view reveals step by step.
  NodeId via = kNone;
  std::uint32_t via_edge = kNone;
  // Counters after this step.
  std::uint32_t decided = 0;
  std::uint32_t remaining = 0;
  std::uint32_t memo_hits = 0;
};

struct InductionRun {
  NodeId root = 0;  // where the induction starts (the start, or a position in the game)
  std::vector<InductionStep> steps;
  std::uint64_t visits_with_memo = 0;  // recursive order only
  TreeCount visits_without_memo;       // recursive order only: the unmerged tree's size
};

// Depth-first from the start, moves in the graph's order (best first).
// From `root` (the start by default): only the positions reachable from it.
InductionRun recursive_induction(const PositionGraph& g, NodeId root = 0);
// Terminals (in id order) first, then a first-in-first-out wave upwards.
InductionRun retrograde_induction(const PositionGraph& g, NodeId root = 0);

// The line of moves from the start to the position step `step` (0-based)
// is about: in the recursive order the search's own line (memo hits included);
// in retrograde, a shortest line.
std::vector<std::int64_t> induction_line(const PositionGraph& g, const InductionRun& run, std::size_t step);

}  // namespace gtl::model
