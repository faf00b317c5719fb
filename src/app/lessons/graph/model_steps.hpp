// Teaching views of a loopy game graph (core/retrograde.hpp's ExplicitGraph):
//
// 1. Retrograde analysis as steps: the order in which the classic algorithm
//    decides positions (won and lost terminals first, then each position as the
//    queue reaches it: won when a move leads to a lost position, lost when its
//    count of undecided moves falls to 0), then ties, then what is left: draws
//    by infinite play. Each step names the position, its value and the move
//    that decided it; undecided_counts() gives the counts a teacher draws
//    beside each position at any step.
// 2. The graph as the tree view's PositionGraph: an acyclic graph as itself (a
//    DAG, one node per position reachable from the start); a graph with a
//    reachable cycle unrolled into its tree of lines to a depth, where a line
//    that returns to a position already on it ends in a "repeat" leaf.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "core/position_graph.hpp"
#include "core/retrograde.hpp"
#include "core/solution.hpp"

namespace gtl::model {

inline constexpr std::uint32_t kNoPosition = 0xffffffffu;

enum class RetroRule : std::uint8_t {
  Terminal,      // no moves: the game's rule decides (win, lose, or a tie)
  MoveToLose,    // a move leads to a lost position: won
  AllMovesWin,   // the last undecided move was found to lead to a won position: lost
  TieReached,    // no move wins, a move leads to a tie: a tie
  InfinitePlay,  // left undecided when nothing more can be decided: a draw by infinite play
};

struct RetroStep {
  std::uint32_t position = 0;
  Solution value;
  RetroRule rule = RetroRule::Terminal;
  std::uint32_t via = kNoPosition;  // the child whose value decided it (kNoPosition: none)
};

// Every position of g, in the order decided. Its values equal
// solve_retrograde(g)'s, position by position (tests check it).
std::vector<RetroStep> retrograde_steps(const ExplicitGraph& g);

// After the first `done` steps: for each position still undecided, how many of
// its moves are not yet known to lead to a won position (when that reaches 0
// the position is lost); 0 for decided ones.
std::vector<std::uint32_t> undecided_counts(const ExplicitGraph& g, std::span<const RetroStep> steps,
                                            std::size_t done);

struct GraphTree {
  PositionGraph graph;
  std::vector<std::uint32_t> position;  // per node: the graph position it stands for
  std::vector<std::uint8_t> repeat;     // per node: 1 when its line already passed this position
  bool unrolled = false;                // false: the acyclic graph itself (a DAG)
};

struct GraphTreeOptions {
  std::uint32_t depth = 8;          // unrolling stops below this many moves
  std::size_t max_nodes = 20'000;   // and at this many nodes (complete is then false)
  // Words: a position's label, and a repeat leaf's label for it ("↺ b").
  std::function<std::string(std::uint32_t)> label;
  std::function<std::string(std::uint32_t)> repeat_label;
};

// Moves are the graph's target positions (GraphEdge::move = the child's
// position index), ranked best first for the player to move; node outcomes are
// `values` (from solve_retrograde), so every node shows its true value, repeat
// and cut-off leaves included (those are marked not expanded).
GraphTree graph_tree(const ExplicitGraph& g, std::uint32_t start, std::span<const Solution> values,
                     const GraphTreeOptions& options);

// Whether a cycle can be reached from `start`.
bool reaches_cycle(const ExplicitGraph& g, std::uint32_t start);

}  // namespace gtl::model
