// The DAG view (game_dag.hpp): every position once.
#include <gtest/gtest.h>

#include "model/game_dag.hpp"
#include "model_test_games.hpp"

namespace gtl::model {
namespace {

TEST(GameDag, FullyExpandedShowsEveryPositionAndEdgeOnce) {
  const PositionGraph games[] = {testgames::subtraction_game(12, 3), testgames::score_race(8),
                                 testgames::random_dag(5, 60, 4)};
  for (const PositionGraph& g : games) {
    GameDag d(g);
    ASSERT_TRUE(d.expand_to_depth(g.root(), 1000));
    const ViewCounters c = d.counters();
    EXPECT_EQ(c.visible_nodes, g.nodes.size());
    EXPECT_EQ(c.visible_edges, g.edges.size());
    EXPECT_EQ(d.shown_nodes().front(), g.root());
    // Tree mode would need far more nodes for the same game.
    EXPECT_GE(c.tree_nodes.value, c.visible_nodes);
  }
}

TEST(GameDag, CollapseHidesOnlyWhatIsNoLongerReachable) {
  const PositionGraph g = testgames::subtraction_game(6, 2);  // positions: 6..0 left
  GameDag d(g);
  ASSERT_TRUE(d.expand(0));  // 6 -> 5, 4
  ASSERT_TRUE(d.expand(1));  // 5 -> 4, 3
  ASSERT_TRUE(d.expand(2));  // 4 -> 3, 2
  EXPECT_EQ(d.counters().visible_nodes, 5u);
  EXPECT_EQ(d.counters().visible_edges, 6u);
  // 4 stays: it is also a child of the start. 3 stays: 4 is still expanded.
  EXPECT_EQ(d.collapse(1).removed_nodes, 0u);
  EXPECT_TRUE(d.shown(3));
  EXPECT_EQ(d.collapse(2).removed_nodes, 2u);  // 3 and 2 go
  EXPECT_FALSE(d.shown(3));
  EXPECT_EQ(d.counters().visible_nodes, 3u);
}

TEST(GameDag, LimitRefusesAndLeavesTheViewUnchanged) {
  const PositionGraph g = testgames::random_dag(9, 300, 4);
  GameDag d(g, ViewLimits{50});
  ASSERT_TRUE(d.expand(0));
  const auto before = d.shown_nodes();
  const ViewCounters cb = d.counters();
  const ChangeResult r = d.expand_to_depth(0, 1000);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.message.find("at least"), std::string::npos) << r.message;
  EXPECT_EQ(d.shown_nodes(), before);
  EXPECT_EQ(d.counters().visible_edges, cb.visible_edges);
  EXPECT_EQ(d.counters().expanded_nodes, cb.expanded_nodes);
}

TEST(GameDag, PathsSelectRevealAndHighlight) {
  const PositionGraph g = testgames::subtraction_game(9, 3);
  GameDag d(g);
  const std::int64_t moves[] = {2, 2, 1};
  EXPECT_FALSE(d.select_path(moves).ok());
  const PathResult r = d.reveal_path(moves);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(g.nodes[r.node].label, "4");
  EXPECT_EQ(d.select_path(moves).node, r.node);
  const std::int64_t bad[] = {2, 9};
  EXPECT_NE(d.select_path(bad).error.find("not legal"), std::string::npos);

  EXPECT_EQ(d.set_highlight(moves), 4u);
  EXPECT_TRUE(d.on_path(r.node));
  const std::uint32_t e = g.nodes[0].first_edge;
  std::uint32_t idx = 0;
  while (g.edges[e + idx].move != 2) ++idx;
  EXPECT_TRUE(d.edge_on_path(0, idx));
  d.collapse_all();
  EXPECT_FALSE(d.on_path(r.node));
  EXPECT_TRUE(d.on_path(0));
}

TEST(GameDag, PrincipalVariationExpandsTheBestLine) {
  const PositionGraph g = testgames::score_race(6);
  GameDag d(g);
  ASSERT_TRUE(d.expand_principal_variation(0));
  for (NodeId v = 0; g.nodes[v].edge_count > 0; v = g.begin_edges(v)->child) {
    EXPECT_TRUE(d.expanded(v));
  }
}

}  // namespace
}  // namespace gtl::model
