#include "model/draw_list.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "model/view_common.hpp"

namespace gtl::model {

Lod lod_for_width(double node_px, const LodThresholds& t) {
  if (node_px >= t.label_px) return Lod::Label;
  if (node_px >= t.letter_px) return Lod::Letter;
  if (node_px >= t.fold_px) return Lod::Dot;
  return Lod::Block;
}

Rect node_world_rect(double x, std::uint32_t row, const NodeGeometry& g) {
  const double y = row * g.row_spacing;
  return {x - g.node_width / 2, y - g.node_height / 2, x + g.node_width / 2, y + g.node_height / 2};
}

Rect layout_world_bounds(const RowsView& rv, const NodeGeometry& g) {
  Rect b{0, 0, 0, 0};
  bool any = false;
  for (std::uint32_t r = 0; r < rv.rows.size(); ++r) {
    const auto& row = rv.rows[r];
    if (row.empty()) continue;
    const Rect a = node_world_rect(rv.x[row.front()], r, g);
    const Rect z = node_world_rect(rv.x[row.back()], r, g);
    if (!any) b = a;
    any = true;
    b = {std::min({b.x0, a.x0, z.x0}), std::min(b.y0, a.y0), std::max({b.x1, a.x1, z.x1}),
         std::max(b.y1, a.y1)};
  }
  return b;
}

namespace {

// Rows whose band [r*s - h/2, r*s + h/2] meets [y0, y1].
std::pair<std::uint32_t, std::uint32_t> rows_in(const Rect& view, std::size_t row_count,
                                                double spacing, double half_height) {
  if (row_count == 0 || view.y1 < -half_height) return {0, 0};
  const double lo = std::ceil((view.y0 - half_height) / spacing);
  const double hi = std::floor((view.y1 + half_height) / spacing);
  const auto first = static_cast<std::uint32_t>(std::max(0.0, lo));
  if (hi < first) return {0, 0};
  const auto last = static_cast<std::uint32_t>(std::min<double>(hi, static_cast<double>(row_count - 1)));
  return {first, last + 1};
}

// The index range of a row whose x lies in [x0, x1].
std::pair<std::size_t, std::size_t> x_range(const std::vector<std::uint32_t>& row,
                                            std::span<const double> x, double x0, double x1) {
  const auto lo = std::partition_point(row.begin(), row.end(), [&](std::uint32_t id) { return x[id] < x0; });
  const auto hi = std::partition_point(lo, row.end(), [&](std::uint32_t id) { return x[id] <= x1; });
  return {static_cast<std::size_t>(lo - row.begin()), static_cast<std::size_t>(hi - row.begin())};
}

}  // namespace

std::vector<DrawItem> cull_nodes(const RowsView& rv, const Viewport& vp, Vec2 screen_size,
                                 const NodeGeometry& g, const LodThresholds& t) {
  std::vector<DrawItem> items;
  const Rect view = vp.visible_world(screen_size);
  const double half_w = g.node_width / 2;
  const Lod lod = lod_for_width(g.node_width * vp.zoom(), t);
  const auto screen_rect = [&](std::uint32_t id, std::uint32_t r) {
    return vp.world_to_screen(node_world_rect(rv.x[id], r, g));
  };
  const auto [r0, r1] = rows_in(view, rv.rows.size(), g.row_spacing, g.node_height / 2);
  for (std::uint32_t r = r0; r < r1; ++r) {
    const auto& row = rv.rows[r];
    const auto [i0, i1] = x_range(row, rv.x, view.x0 - half_w, view.x1 + half_w);
    if (lod != Lod::Block) {
      for (std::size_t i = i0; i < i1; ++i) items.push_back({row[i], 1, r, lod, screen_rect(row[i], r)});
      continue;
    }
    // Folding: a block swallows every following node that starts less than
    // fold_px right of its end. Binary search jumps over the swallowed run,
    // so a row costs O(screen width / fold_px * log n), not O(nodes on it).
    for (std::size_t i = i0; i < i1;) {
      DrawItem block{row[i], 1, r, Lod::Block, screen_rect(row[i], r)};
      std::size_t next = i + 1;
      for (;;) {
        const double end = block.screen.x1;
        const auto it = std::partition_point(
            row.begin() + static_cast<std::ptrdiff_t>(next), row.begin() + static_cast<std::ptrdiff_t>(i1),
            [&](std::uint32_t id) { return screen_rect(id, r).x0 - end < t.fold_px; });
        const auto k = static_cast<std::size_t>(it - row.begin());
        if (k == next) break;
        block.screen.x1 = screen_rect(row[k - 1], r).x1;
        next = k;
      }
      block.count = static_cast<std::uint32_t>(next - i);
      items.push_back(block);
      i = next;
    }
  }
  return items;
}

std::vector<double> tree_edge_spans(const RowsView& rv, std::span<const std::uint32_t> parent) {
  std::vector<double> spans(rv.rows.size(), 0.0);
  for (std::size_t r = 1; r < rv.rows.size(); ++r) {
    for (std::uint32_t c : rv.rows[r]) spans[r] = std::max(spans[r], std::abs(rv.x[c] - rv.x[parent[c]]));
  }
  return spans;
}

std::vector<std::uint32_t> cull_tree_edges(const RowsView& rv, std::span<const std::uint32_t> parent,
                                           std::span<const double> row_spans, const Viewport& vp,
                                           Vec2 screen_size, const NodeGeometry& g) {
  std::vector<std::uint32_t> out;
  const Rect view = vp.visible_world(screen_size);
  const double h = g.node_height / 2;
  // The edge into row r spans y from (r-1)*s + h to r*s - h.
  for (std::uint32_t r = 1; r < rv.rows.size(); ++r) {
    const double y0 = (r - 1) * g.row_spacing + h, y1 = r * g.row_spacing - h;
    if (y1 < view.y0 || y0 > view.y1) continue;
    const auto& row = rv.rows[r];
    const auto [i0, i1] = x_range(row, rv.x, view.x0 - row_spans[r], view.x1 + row_spans[r]);
    for (std::size_t i = i0; i < i1; ++i) {
      const std::uint32_t c = row[i];
      const double xc = rv.x[c], xp = rv.x[parent[c]];
      if (std::min(xc, xp) <= view.x1 && std::max(xc, xp) >= view.x0) out.push_back(c);
    }
  }
  return out;
}

DagEdgeCull cull_dag_edges(const Scene& s, const Rect& vis, const NodeGeometry& g, std::size_t budget,
                           std::uint32_t keep) {
  constexpr int kClasses = 5;
  std::array<std::vector<std::uint32_t>, kClasses> by_class;
  auto in_view = [&](const SceneNode& n) { return node_world_rect(n.x, n.row, g).intersects(vis); };
  for (std::uint32_t i = 0; i < s.edges.size(); ++i) {
    const SceneEdge& e = s.edges[i];
    const SceneNode& a = s.nodes[e.from];
    const SceneNode& b = s.nodes[e.to];
    if (e.x_hi < vis.x0 - g.node_width / 2 || e.x_lo > vis.x1 + g.node_width / 2) continue;
    if (b.row * g.row_spacing < vis.y0 - g.node_height || a.row * g.row_spacing > vis.y1 + g.node_height) continue;
    const int ends = int{in_view(a)} + int{in_view(b)};
    const int c = e.on_path || e.from == keep || e.to == keep ? 0
                  : ends == 2                                 ? (e.bends.empty() ? 1 : 2)
                  : ends == 1                                 ? 3
                                                              : 4;
    by_class[static_cast<std::size_t>(c)].push_back(i);
  }
  DagEdgeCull out;
  std::size_t room = budget;
  for (int c = 0; c < kClasses; ++c) {
    const auto& in = by_class[static_cast<std::size_t>(c)];
    if (c == 0 || in.size() <= room) {
      out.shown.insert(out.shown.end(), in.begin(), in.end());
      room -= std::min(room, in.size());
      continue;
    }
    // Every k-th edge with k = size / room (fractional, so exactly `room` are kept).
    for (std::size_t j = 0; j < room; ++j) out.shown.push_back(in[j * in.size() / room]);
    out.hidden += in.size() - room;
    room = 0;
  }
  std::sort(out.shown.begin(), out.shown.end());
  return out;
}

}  // namespace gtl::model
