// Builds the solved position graph (position_graph.hpp) of any gtl::Game.
//
// 1. Discover positions breadth-first from the start (node 0), one node per
//    distinct position, up to a cap. Edges go to a compact scratch adjacency.
// 2. Solve bottom-up in order of increasing measure: a position's children
//    always have a smaller measure, so they are solved before it. The same pass
//    counts the nodes of the unmerged tree (1 + the children's counts).
// 3. Emit each node's edges best-first (see preference() in solution.hpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "flat_map.hpp"
#include "game.hpp"
#include "position_graph.hpp"
#include "solution.hpp"

namespace gtl {

struct GraphOptions {
  // Expansion stops once this many positions are known. The graph may then hold
  // up to one node's worth of children more than the cap.
  std::size_t max_positions = 250'000;
  // Fill node labels, descriptions and edge labels. Views want them; solvers
  // and benchmarks of the bare graph do not.
  bool with_text = true;
};

// With complete == false: nodes never expanded have expanded == false, no edges
// and outcome Unknown; so does every node with such a node below it (its value
// is not known exactly). tree_nodes then counts only the explored part (a lower
// bound) and is marked inexact.
template <Game G>
PositionGraph build_graph(const G& game, typename G::Position start, GraphOptions options = {}) {
  using Position = typename G::Position;
  using Move = typename G::Move;

  // Scratch arrays are compact (the contract's nodes and edges carry strings):
  // discovery and solving touch only these, the contract is written once.
  std::vector<Position> positions{start};
  std::vector<std::uint32_t> first_edge;  // per discovered node; edges in move order
  std::vector<NodeId> edge_child;
  std::vector<Move> edge_move;
  FlatMap<NodeId> ids;
  ids.insert(start, 0);
  bool complete = true;

  // 1. Discovery. Nodes are expanded in id order, so each node's edges are one
  //    contiguous run appended at its turn.
  for (NodeId n = 0; n < positions.size(); ++n) {
    first_edge.push_back(static_cast<std::uint32_t>(edge_child.size()));
    if (positions.size() >= options.max_positions) {
      complete = false;
      break;
    }
    const Position p = positions[n];
    for (Move m : game.moves(p)) {
      const Position c = game.play(p, m);
      const NodeId id = ids.insert(c, static_cast<NodeId>(positions.size()));
      if (id == positions.size()) positions.push_back(c);
      edge_child.push_back(id);
      edge_move.push_back(m);
    }
  }
  const auto expanded = static_cast<NodeId>(first_edge.size() - (complete ? 0 : 1));
  first_edge.resize(positions.size() + 1, static_cast<std::uint32_t>(edge_child.size()));

  PositionGraph g;
  g.complete = complete;
  g.nodes.resize(positions.size());
  for (NodeId n = 0; n < positions.size(); ++n) {
    GraphNode& node = g.nodes[n];
    node.measure = static_cast<std::uint32_t>(game.measure(positions[n]));
    node.expanded = n < expanded;
    node.first_edge = first_edge[n];
    node.edge_count = first_edge[n + 1] - first_edge[n];
  }

  // 2. Bottom-up by measure; ids ride in the low bits of the sort key.
  std::vector<std::uint64_t> order(positions.size());
  for (NodeId n = 0; n < positions.size(); ++n)
    order[n] = std::uint64_t{g.nodes[n].measure} << 32 | n;
  std::sort(order.begin(), order.end());
  std::vector<Solution> value(positions.size());
  std::vector<TreeCount> tree(positions.size(), TreeCount::of(1));
  for (std::uint64_t key : order) {
    const auto n = static_cast<NodeId>(key);
    if (n >= expanded) continue;
    if (first_edge[n] == first_edge[n + 1]) {
      value[n] = {game.terminal_outcome(positions[n]), 0};
      continue;
    }
    BestChoice best;
    bool known = true;
    for (std::uint32_t e = first_edge[n]; e < first_edge[n + 1]; ++e) {
      known = known && value[edge_child[e]].outcome != Outcome::Unknown;
      best.add(value[edge_child[e]]);
      tree[n] += tree[edge_child[e]];
    }
    if (known) value[n] = best.result();
  }
  g.tree_nodes = tree[0];
  if (!complete) g.tree_nodes.exact = false;

  // 3. Best-first edges. Sort keys: preference, then the game's move order.
  g.edges.resize(edge_child.size());
  std::vector<std::uint64_t> keys;
  for (NodeId n = 0; n < positions.size(); ++n) {
    g.nodes[n].outcome = value[n].outcome;
    g.nodes[n].remoteness = value[n].remoteness;
    keys.clear();
    for (std::uint32_t e = first_edge[n]; e < first_edge[n + 1]; ++e)
      keys.push_back(std::uint64_t{preference(value[edge_child[e]])} << 32 | e);
    std::sort(keys.begin(), keys.end());
    std::uint32_t to = first_edge[n];
    for (std::uint64_t k : keys) {
      const auto from = static_cast<std::uint32_t>(k);
      GraphEdge& e = g.edges[to++];
      e.child = edge_child[from];
      e.move = static_cast<std::int64_t>(edge_move[from]);
      if (options.with_text) e.label = game.move_label(edge_move[from]);
    }
  }
  if (options.with_text) {
    for (NodeId n = 0; n < g.nodes.size(); ++n) {
      g.nodes[n].label = game.short_label(positions[n]);
      g.nodes[n].description = game.describe(positions[n]);
    }
  }
  return g;
}

}  // namespace gtl
