// What to draw this frame: culling and level of detail as pure functions, so
// the ImGui view only draws the items and the tests can check them.
//
// Both layouts give rows of node ids sorted by x (tree rows = depths, DAG
// rows = layers). Culling picks the rows the view's y-range meets, then
// binary-searches each row for the x-range (Tracy's zone culling), so a frame
// costs O(rows * log n + items drawn), not O(n); folded runs are jumped over
// by binary search too.
//
// Level of detail by the node's width in pixels: a label, a W/L/D letter, a
// dot; below ~3 px, runs of adjacent nodes on a row are folded into one block
// so a zoomed-out 1e5-node tree is a few hundred rectangles, not 1e5.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "model/game_view.hpp"
#include "model/viewport.hpp"

namespace gtl::model {

struct NodeGeometry {  // world units
  double node_width = 1.0;
  double node_height = 0.6;
  double row_spacing = 2.0;  // row r is centred at y = r * row_spacing
};

struct LodThresholds {  // node width in pixels
  double label_px = 56;   // room for the position's label
  double letter_px = 14;  // room for W / L / D
  double fold_px = 3;     // narrower: fold runs into blocks
};

enum class Lod : std::uint8_t { Label, Letter, Dot, Block };

Lod lod_for_width(double node_px, const LodThresholds& t);

struct RowsView {
  std::span<const std::vector<std::uint32_t>> rows;  // ids per row, sorted by x
  std::span<const double> x;                         // x of each id (world units)
};

struct DrawItem {
  std::uint32_t node;   // the node; for a block, its leftmost node
  std::uint32_t count;  // 1, or the number of nodes folded into the block
  std::uint32_t row;
  Lod lod;
  Rect screen;          // pixels
};

Rect node_world_rect(double x, std::uint32_t row, const NodeGeometry& g);
// Bounding box of all nodes (for fit-to-view): O(rows), rows are sorted.
Rect layout_world_bounds(const RowsView& rv, const NodeGeometry& g);

// Nodes whose rectangle meets the visible part of the world, row by row,
// left to right; narrow ones folded into blocks.
std::vector<DrawItem> cull_nodes(const RowsView& rv, const Viewport& vp, Vec2 screen_size,
                                 const NodeGeometry& g, const LodThresholds& t = {});

// Tree edges, parent bottom to child top. The widest parent-child x distance
// per row (row_spans[r] for children on row r) bounds the search so edges
// whose ends are both off-screen but which cross the view are still found.
std::vector<double> tree_edge_spans(const RowsView& rv, std::span<const std::uint32_t> parent);
// Child ids whose edge's bounding box meets the view (conservative: a
// diagonal edge passing just beside a corner is drawn, harmlessly, off-screen).
std::vector<std::uint32_t> cull_tree_edges(const RowsView& rv, std::span<const std::uint32_t> parent,
                                           std::span<const double> row_spans, const Viewport& vp,
                                           Vec2 screen_size, const NodeGeometry& g);

// DAG edges that meet the visible part of the world `vis`, at most about
// `budget` of them. A whole 2..20 DAG has 42,519 edges, most of them long lines
// across the view: drawn all, they are an unreadable hairball that costs the
// page's software rasterizer 100+ ms a frame. So past the budget the edges are
// kept by class, most telling first:
//   0. on the line under discussion, or at node `keep` (the selected one): always;
//   1. both ends in view, no bend (one layer apart): the local structure;
//   2. both ends in view, bent;
//   3. one end in view;
//   4. passing through.
// The class that does not fit whole is thinned evenly (every k-th edge, in
// edge order), so the picture keeps its density pattern; later classes are left
// out. `shown` lists the kept edges (indices into s.edges, in edge order);
// `hidden` counts the visible ones left out.
struct DagEdgeCull {
  std::vector<std::uint32_t> shown;
  std::size_t hidden = 0;
};
DagEdgeCull cull_dag_edges(const Scene& s, const Rect& vis, const NodeGeometry& g, std::size_t budget,
                           std::uint32_t keep = kNone);

}  // namespace gtl::model
