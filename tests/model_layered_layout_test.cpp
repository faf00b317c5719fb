// The layered DAG layout (layered_layout.hpp).
#include <gtest/gtest.h>

#include "model/game_dag.hpp"
#include "model/layered_layout.hpp"
#include "model_test_games.hpp"

namespace gtl::model {
namespace {

constexpr double kLayerEps = 1e-9;

void expect_valid(const LayeredGraph& g, const LayeredLayout& lay) {
  const LayeredOptions& o = lay.options();
  // Edges point down; higher rank never on a lower layer.
  for (std::size_t e = 0; e < g.edges.size(); ++e) {
    const auto [a, b] = g.edges[e];
    ASSERT_LT(lay.layer(a), lay.layer(b));
    const auto path = lay.edge_path(e);
    ASSERT_EQ(path.size(), lay.layer(b) - lay.layer(a) + 1);
    EXPECT_EQ(path.front().x, lay.x(a));
    EXPECT_EQ(path.back().x, lay.x(b));
    for (std::size_t k = 0; k < path.size(); ++k) EXPECT_EQ(path[k].y, lay.layer(a) + k);
  }
  for (std::size_t v = 0; v < g.rank.size(); ++v) {
    for (std::size_t w = 0; w < g.rank.size(); ++w) {
      if (g.rank[v] > g.rank[w]) {
        ASSERT_LT(lay.layer(v), lay.layer(w));
      } else if (g.rank[v] == g.rank[w]) {
        ASSERT_EQ(lay.layer(v), lay.layer(w));
      }
    }
  }
  // Rows: sorted by x and separated by at least a node width plus the gap.
  std::size_t total = 0;
  for (std::size_t l = 0; l < lay.rows().size(); ++l) {
    const auto& row = lay.rows()[l];
    EXPECT_FALSE(row.empty()) << "layers are compressed";
    total += row.size();
    for (std::size_t i = 0; i < row.size(); ++i) {
      EXPECT_EQ(lay.layer(row[i]), l);
      if (i > 0) {
        ASSERT_GE(lay.x(row[i]) - lay.x(row[i - 1]), o.node_width + o.gap - kLayerEps);
      }
    }
  }
  EXPECT_EQ(total, g.rank.size());
}

TEST(LayeredLayout, EmptyAndSingle) {
  LayeredLayout lay;
  lay.layout({});
  EXPECT_TRUE(lay.rows().empty());
  lay.layout({{7}, {}});
  EXPECT_EQ(lay.rows().size(), 1u);
  EXPECT_EQ(lay.layer(0), 0u);
}

TEST(LayeredLayout, GapsInTheMeasureAreCompressed) {
  // Ranks 10, 7, 3 -> layers 0, 1, 2; the long edge 10 -> 3 bends once.
  const LayeredGraph g{{10, 7, 3}, {{0, 1}, {1, 2}, {0, 2}}};
  LayeredLayout lay;
  lay.layout(g);
  EXPECT_EQ(lay.layer(0), 0u);
  EXPECT_EQ(lay.layer(1), 1u);
  EXPECT_EQ(lay.layer(2), 2u);
  EXPECT_EQ(lay.dummy_count(), 1u);
  EXPECT_EQ(lay.edge_path(2).size(), 3u);
  expect_valid(g, lay);
}

TEST(LayeredLayout, BarycentreSweepsUntangleCrossings) {
  // Top a, b, c; bottom x, y. a -> x, b -> y, c -> x: in the input order the
  // edges b-y and c-x cross; moving c next to a removes the crossing.
  const LayeredGraph g{{2, 2, 2, 1, 1}, {{0, 3}, {1, 4}, {2, 3}}};
  LayeredLayout lay;
  lay.layout(g);
  EXPECT_EQ(lay.crossings_before(), 1u);
  EXPECT_EQ(lay.crossings(), 0u);
  EXPECT_EQ(lay.rows()[0], (std::vector<std::uint32_t>{0, 2, 1}));
  expect_valid(g, lay);
  // x sits under its two parents, y under b.
  EXPECT_NEAR(lay.x(3), (lay.x(0) + lay.x(2)) / 2, 1e-6);
}

TEST(LayeredLayout, GameDagsAreLaidOutValidlyAndDeterministically) {
  const PositionGraph games[] = {testgames::subtraction_game(15, 3), testgames::score_race(9),
                                 testgames::random_dag(11, 120, 4), testgames::random_dag(12, 300, 3)};
  for (const PositionGraph& pg : games) {
    GameDag d(pg);
    ASSERT_TRUE(d.expand_to_depth(0, 1000));
    const auto in = d.layout_input();
    ASSERT_EQ(in.graph.edges.size(), pg.edges.size());
    LayeredLayout a, b;
    a.layout(in.graph);
    expect_valid(in.graph, a);
    EXPECT_LE(a.crossings(), a.crossings_before());
    b.layout(in.graph);
    b.layout(in.graph);
    for (std::size_t v = 0; v < in.graph.rank.size(); ++v) ASSERT_EQ(a.x(v), b.x(v));
    EXPECT_EQ(a.rows(), b.rows());
  }
}

// The crossing-reduction work is capped: past the cap a layout does exactly
// one round (the same as order_sweeps = 1), under it every round it is given.
TEST(LayeredLayout, CrossingReductionStopsAtTheWorkCap) {
  const PositionGraph pg = testgames::random_dag(12, 300, 3);
  GameDag d(pg);
  ASSERT_TRUE(d.expand_to_depth(0, 1000));
  const auto in = d.layout_input();
  const auto layout_with = [&](int sweeps, std::size_t work) {
    LayeredLayout lay(LayeredOptions{.order_sweeps = sweeps, .order_work = work});
    lay.layout(in.graph);
    return lay;
  };
  const LayeredLayout capped = layout_with(4, 1), one = layout_with(1, 1'000'000'000), full = layout_with(4, 1'000'000'000);
  EXPECT_EQ(capped.rows(), one.rows());
  EXPECT_EQ(capped.crossings(), one.crossings());
  EXPECT_LE(full.crossings(), one.crossings());
  ASSERT_GT(one.crossings(), full.crossings()) << "this DAG must gain from more rounds for the test to mean anything";
}

TEST(LayeredLayout, SubtractionGameIsOnePositionPerLayer) {
  // n counters -> measure n: a chain of layers, drawn as a straight column.
  const PositionGraph pg = testgames::subtraction_game(10, 3);
  GameDag d(pg);
  ASSERT_TRUE(d.expand_to_depth(0, 100));
  LayeredLayout lay;
  lay.layout(d.layout_input().graph);
  EXPECT_EQ(lay.rows().size(), 11u);
  for (const auto& row : lay.rows()) EXPECT_EQ(row.size(), 1u);
}

}  // namespace
}  // namespace gtl::model
