// Viewport maths, culling, level of detail and folding (viewport.hpp, draw_list.hpp).
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "model/draw_list.hpp"
#include "model/tree_layout.hpp"
#include "model/viewport.hpp"
#include "model_test_trees.hpp"

namespace gtl::model {
namespace {

constexpr double kViewEps = 1e-9;

TEST(Viewport, WorldAndScreenAreInverse) {
  const Viewport vp({3.5, -2}, 12.5);
  const Vec2 w{7.25, 4.0};
  const Vec2 back = vp.screen_to_world(vp.world_to_screen(w));
  EXPECT_NEAR(back.x, w.x, kViewEps);
  EXPECT_NEAR(back.y, w.y, kViewEps);
  EXPECT_NEAR(vp.world_to_screen(Vec2{3.5, -2}).x, 0.0, kViewEps);
}

TEST(Viewport, ZoomAroundTheCursorKeepsTheWorldPointUnderIt) {
  std::mt19937 rng(1);
  std::uniform_real_distribution<double> u(0, 1);
  for (int i = 0; i < 200; ++i) {
    Viewport vp({u(rng) * 100 - 50, u(rng) * 100 - 50}, 0.01 + u(rng) * 50);
    const Vec2 cursor{u(rng) * 1280, u(rng) * 720};
    const Vec2 before = vp.screen_to_world(cursor);
    vp.zoom_at(cursor, 0.25 + u(rng) * 4);
    const Vec2 after = vp.screen_to_world(cursor);
    ASSERT_NEAR(after.x, before.x, 1e-9 * (1 + std::abs(before.x)));
    ASSERT_NEAR(after.y, before.y, 1e-9 * (1 + std::abs(before.y)));
  }
  // Clamped at the range, the point still stays.
  Viewport vp({0, 0}, 100);
  const Vec2 c{640, 360};
  const Vec2 w = vp.screen_to_world(c);
  vp.zoom_at(c, 1000, ZoomRange{0.1, 200});
  EXPECT_EQ(vp.zoom(), 200);
  EXPECT_NEAR(vp.screen_to_world(c).x, w.x, kViewEps);
}

TEST(Viewport, PanMovesTheWorldWithTheMouse) {
  Viewport vp({10, 10}, 4);
  const Vec2 w = vp.screen_to_world({100, 100});
  vp.pan_pixels({40, -20});
  const Vec2 s = vp.world_to_screen(w);
  EXPECT_NEAR(s.x, 140, kViewEps);
  EXPECT_NEAR(s.y, 80, kViewEps);
}

TEST(Viewport, FitShowsTheWholeBoxCentredAndCentreOnCentres) {
  Viewport vp;
  const Rect box{-50, 0, 150, 20};
  const Vec2 screen{1000, 500};
  vp.fit(box, screen, 20);
  const Rect s = vp.world_to_screen(box);
  EXPECT_GE(s.x0, 20 - kViewEps);
  EXPECT_LE(s.x1, 980 + kViewEps);
  EXPECT_GE(s.y0, 20 - kViewEps);
  EXPECT_LE(s.y1, 480 + kViewEps);
  EXPECT_NEAR(s.x1 - s.x0, 960, kViewEps);  // the wide box is limited by the width
  EXPECT_NEAR((s.y0 + s.y1) / 2, 250, kViewEps);
  vp.centre_on({7, 3}, screen);
  const Vec2 c = vp.world_to_screen(Vec2{7, 3});
  EXPECT_NEAR(c.x, 500, kViewEps);
  EXPECT_NEAR(c.y, 250, kViewEps);
  // A single point fits without dividing by zero.
  vp.fit(Rect{1, 1, 1, 1}, screen);
  EXPECT_TRUE(std::isfinite(vp.zoom()));
}

TEST(DrawList, LodByPixelWidth) {
  const LodThresholds t;
  EXPECT_EQ(lod_for_width(80, t), Lod::Label);
  EXPECT_EQ(lod_for_width(20, t), Lod::Letter);
  EXPECT_EQ(lod_for_width(5, t), Lod::Dot);
  EXPECT_EQ(lod_for_width(1, t), Lod::Block);
}

// All nodes whose world rectangle meets the view, by looking at every node.
std::set<std::uint32_t> brute_force(const TidyTreeLayout& lay, const Viewport& vp, Vec2 screen,
                                    const NodeGeometry& g) {
  std::set<std::uint32_t> out;
  const Rect view = vp.visible_world(screen);
  for (std::uint32_t r = 0; r < lay.rows().size(); ++r) {
    for (std::uint32_t id : lay.rows()[r]) {
      if (node_world_rect(lay.x(id), r, g).intersects(view)) out.insert(id);
    }
  }
  return out;
}

TEST(DrawList, CullingReturnsExactlyTheNodesInView) {
  const auto t = testtrees::random_tree(5, 20000, false);
  TidyTreeLayout lay;
  lay.layout(t.links());
  const RowsView rv{lay.rows(), lay.xs()};
  const NodeGeometry g;
  const Rect all = layout_world_bounds(rv, g);
  std::mt19937 rng(2);
  std::uniform_real_distribution<double> u(0, 1);
  const Vec2 screen{1280, 720};
  for (int i = 0; i < 300; ++i) {
    // Zoomed in enough that nothing folds (>= 3 px per node).
    const Viewport vp({all.x0 + u(rng) * all.width(), all.y0 - 5 + u(rng) * (all.height() + 5)},
                      3 + u(rng) * 60);
    const auto items = cull_nodes(rv, vp, screen, g);
    std::set<std::uint32_t> got;
    for (const DrawItem& it : items) {
      ASSERT_EQ(it.count, 1u);
      ASSERT_NE(it.lod, Lod::Block);
      got.insert(it.node);
      const Rect s = vp.world_to_screen(node_world_rect(lay.x(it.node), it.row, g));
      ASSERT_NEAR(s.x0, it.screen.x0, 1e-6);
    }
    ASSERT_EQ(got.size(), items.size());
    ASSERT_EQ(got, brute_force(lay, vp, screen, g)) << "viewport " << i;
  }
}

TEST(DrawList, ZoomedOutRowsFoldIntoBlocks) {
  const auto t = testtrees::random_tree(6, 50000, false);
  TidyTreeLayout lay;
  lay.layout(t.links());
  const RowsView rv{lay.rows(), lay.xs()};
  const NodeGeometry g;
  const Vec2 screen{1280, 720};
  Viewport vp;
  vp.fit(layout_world_bounds(rv, g), screen);
  ASSERT_LT(g.node_width * vp.zoom(), 3.0);
  const auto items = cull_nodes(rv, vp, screen, g);
  std::size_t folded = 0;
  std::set<std::uint32_t> rows_seen;
  for (std::size_t i = 0; i < items.size(); ++i) {
    EXPECT_EQ(items[i].lod, Lod::Block);
    folded += items[i].count;
    rows_seen.insert(items[i].row);
    // Blocks on a row are separated by a visible gap, never overlap.
    if (i > 0 && items[i - 1].row == items[i].row) {
      EXPECT_GE(items[i].screen.x0 - items[i - 1].screen.x1, LodThresholds{}.fold_px);
    }
  }
  EXPECT_EQ(folded, brute_force(lay, vp, screen, g).size());  // every node is in some block
  EXPECT_LT(items.size(), folded / 10);                        // and far fewer items to draw
  EXPECT_EQ(rows_seen.size(), lay.rows().size());
}

TEST(DrawList, EdgeCullingFindsEdgesCrossingTheView) {
  // A wide fan: the root's edges to far children cross a view that contains
  // neither end.
  testtrees::OwnedTree t;
  t.add(kNone);
  for (int i = 0; i < 40; ++i) t.add(0);
  TidyTreeLayout lay;
  lay.layout(t.links());
  const RowsView rv{lay.rows(), lay.xs()};
  const NodeGeometry g;
  const auto spans = tree_edge_spans(rv, t.parent);
  // View: a thin strip between the rows, right of the root.
  const Viewport vp({5, 0.5}, 10);
  const Vec2 screen{100, 5};
  const auto edges = cull_tree_edges(rv, t.parent, spans, vp, screen, g);
  std::set<std::uint32_t> expect;
  const Rect view = vp.visible_world(screen);
  for (std::uint32_t c = 1; c < t.size(); ++c) {
    if (std::min(lay.x(c), 0.0) <= view.x1 && std::max(lay.x(c), 0.0) >= view.x0) expect.insert(c);
  }
  EXPECT_FALSE(expect.empty());
  EXPECT_EQ(std::set<std::uint32_t>(edges.begin(), edges.end()), expect);
  EXPECT_TRUE(cull_nodes(rv, vp, screen, g).empty());
}

}  // namespace
}  // namespace gtl::model
