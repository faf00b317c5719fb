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

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "model/scene.hpp"
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

// Distance from p to the segment a-b (any point type with x and y).
template <class P>
double distance_to_segment(const P& p, const P& a, const P& b) {
  const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const double ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
  return std::sqrt(ex * ex + ey * ey);
}

// Drops, in place, the points of a polyline that would change its drawing by
// at most `tolerance` (pixels): every dropped point lies within `tolerance` of
// the segment that replaces it. The ends are always kept. Returns the number of
// points kept (the first ones of `pts`).
//
// A long DAG edge passes one bend point per layer it crosses, and the layout
// straightens such edges, so most of those points sit on a straight line. Each
// segment costs the rasterizer triangles (the whole 2..20 DAG drew 52,600 edge
// triangles a frame); an edge down ten layers is one segment, not ten.
// Greedy: O(points x dropped run), and runs are short.
template <class P>
std::size_t simplify_polyline(std::span<P> pts, double tolerance) {
  const std::size_t n = pts.size();
  if (n <= 2) return n;
  std::size_t kept = 1;    // pts[0, kept) is the result so far
  std::size_t anchor = 0;  // index (in the input) of the last kept point
  for (std::size_t i = 1; i + 1 < n; ++i) {
    // May pts[anchor+1 .. i] all be dropped for the segment anchor -> i+1?
    bool droppable = true;
    for (std::size_t j = anchor + 1; j <= i && droppable; ++j)
      droppable = distance_to_segment(pts[j], pts[anchor], pts[i + 1]) <= tolerance;
    if (droppable) continue;
    pts[kept++] = pts[i];
    anchor = i;
  }
  pts[kept++] = pts[n - 1];
  return kept;
}

}  // namespace gtl::model
