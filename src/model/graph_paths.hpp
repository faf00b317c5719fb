// Following moves through a PositionGraph, and naming positions and moves in
// messages. Every view selects nodes by "the list of moves from the start", so
// the one place that turns moves into positions (and illegal moves into a
// readable error) lives here.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/position_graph.hpp"

namespace gtl::model {

// The index (0-based, within `node`'s best-first edge list) of the edge whose
// move value is `move`, or nothing when the move is not legal there.
std::optional<std::uint32_t> find_move(const PositionGraph& g, NodeId node, std::int64_t move);

// A walk from the start along a list of moves.
struct GraphPath {
  std::vector<NodeId> nodes;          // nodes[0] = start, one more than the moves followed
  std::vector<std::uint32_t> edges;   // edge index taken at nodes[i]
  std::string error;                  // set when a move was illegal; the walk stops before it

  bool ok() const { return error.empty(); }
};
GraphPath follow_moves(const PositionGraph& g, std::span<const std::int64_t> moves);
// A shortest line of moves from the start to `target` (breadth-first, moves in
// best-first order), empty for the start or an unreachable node.
std::vector<std::int64_t> shortest_line(const PositionGraph& g, NodeId target);

// "{3,5,7}" or, for unlabelled test graphs, "#12".
std::string position_name(const PositionGraph& g, NodeId node);
// "5" / "take 3" or, when the edge has no label, the move value.
std::string move_name(const GraphEdge& e);
// How a sentence names the move: "move 5" for a bare number, the label itself
// when it is already a phrase ("take 3"); capitalised for a sentence's start.
std::string move_phrase(const GraphEdge& e, bool capitalised = false);

// "Move 7 is not legal in {3,5} (move 2 of the path)."
std::string illegal_move_message(const PositionGraph& g, NodeId at, std::int64_t move,
                                 std::size_t step_index);
// "{3,5} (after 2 moves) is not expanded: reveal the path to show move 7."
std::string not_expanded_message(const PositionGraph& g, NodeId at, std::size_t step_index,
                                 std::int64_t next_move);

}  // namespace gtl::model
