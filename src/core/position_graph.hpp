// The position graph: every position reachable from a start, solved.
//
// This is the one data structure every view reads (tree view, lessons, teaching
// modes). It is game-agnostic: a game's rules fill it through the generic
// solver (solver.hpp), and the views never need game-specific drawing code.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "outcome.hpp"
#include "tree_count.hpp"

namespace gtl {

using NodeId = std::uint32_t;
inline constexpr NodeId kNoNode = 0xffffffffu;

struct GraphEdge {
  NodeId child = kNoNode;
  std::int64_t move = 0;     // the game's own move value (number named, balls taken)
  std::string label;         // short move label for drawing ("5", "take 3")
};

struct GraphNode {
  Outcome outcome = Outcome::Unknown;  // for the player to move at this node
  std::uint32_t remoteness = 0;        // plies to the end under perfect play
  std::uint32_t measure = 0;           // strictly decreases along every move (DAG layer)
  std::uint32_t first_edge = 0;        // edges [first_edge, first_edge + edge_count)
  std::uint32_t edge_count = 0;
  bool expanded = true;                // false: beyond the build's cap, moves not listed
  std::string label;                   // short label ("{3,5,7}", "7 left, odd/even")
};

struct PositionGraph {
  std::vector<GraphNode> nodes;  // nodes[0] is the start position
  std::vector<GraphEdge> edges;
  TreeCount tree_nodes;          // node count of the unmerged game tree from the start
  bool complete = true;          // false when the build hit its position cap
  // False for a game that ends in payoffs, not in win, lose or draw (the
  // payoff lesson's path navigator): every node's outcome is a placeholder,
  // so the views draw the node's label in a neutral colour and say no outcome.
  bool outcomes = true;
  // A node's full position in words (hover, inspector), made when asked: a
  // sentence for each of a 20,000-node graph's nodes was two thirds of its
  // build time, and only the node under the mouse ever shows one. Unset when
  // the graph was built without text.
  std::function<std::string(NodeId)> describe_node;
  std::string description(NodeId n) const { return describe_node ? describe_node(n) : std::string(); }

  NodeId root() const { return 0; }
  const GraphEdge* begin_edges(NodeId n) const { return edges.data() + nodes[n].first_edge; }
  const GraphEdge* end_edges(NodeId n) const {
    return edges.data() + nodes[n].first_edge + nodes[n].edge_count;
  }
};

}  // namespace gtl
