// The Scene: the pure, drawable result of a tree or DAG view (world
// coordinates, rows sorted by x for culling), which the views build
// (game_view.hpp), the culling reads (draw_list.hpp) and the tests check.
// A header of its own so that neither of those includes the other.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/position_graph.hpp"
#include "model/layered_layout.hpp"
#include "model/view_common.hpp"

namespace gtl::model {

struct SceneNode {
  double x = 0;                        // world units (node widths)
  std::uint32_t row = 0;               // depth (tree) or layer (DAG)
  NodeId position = kNoNode;           // a group: its first member's position
  std::uint32_t view_id = 0;           // the view's id
  std::uint32_t parent = kNone;        // scene index of the tree parent (tree only)
  const GraphEdge* in_edge = nullptr;  // the move leading here (tree only; a group: its first)
  std::uint32_t group = 0;             // moves folded into this node (0: a position)
  bool on_path = false, repeat = false, expandable = false, expanded = false;
};

struct SceneEdge {
  std::uint32_t from = 0, to = 0;  // scene indices
  const GraphEdge* edge = nullptr;
  std::span<const LayoutPoint> bends;  // DAG: bend points between the ends (the view's layout holds them)
  double x_lo = 0, x_hi = 0;           // DAG: the x range of the whole polyline (for culling)
  bool on_path = false;
};

struct Scene {
  bool tree = true;
  std::vector<SceneNode> nodes;
  std::vector<SceneEdge> edges;                   // DAG only; tree edges are node -> parent
  std::vector<std::vector<std::uint32_t>> rows;   // scene indices per row, by x
  std::vector<double> xs;                         // x per scene index (for culling)
  std::vector<std::uint32_t> parents;             // tree parent per scene index, or kNone
  std::vector<double> edge_spans;                 // tree: per row, widest parent-child distance
  // Scene index of the view id (kNone when not shown).
  std::vector<std::uint32_t> index_of;
  std::uint32_t find(std::uint32_t view_id) const {
    return view_id < index_of.size() ? index_of[view_id] : kNone;
  }
};

}  // namespace gtl::model
