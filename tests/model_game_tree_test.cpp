// The lazily expanded tree view (game_tree.hpp).
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <set>

#include "model/game_tree.hpp"
#include "model/graph_paths.hpp"
#include "model_test_games.hpp"

namespace gtl::model {
namespace {

struct Snapshot {
  std::vector<std::uint32_t> order;
  std::vector<NodeId> positions;
  std::uint64_t visible, expanded;
  bool operator==(const Snapshot&) const = default;
};
Snapshot snapshot(const GameTree& t) {
  Snapshot s{t.preorder(), {}, t.counters().visible_nodes, t.counters().expanded_nodes};
  for (auto id : s.order) s.positions.push_back(t.position(id));
  return s;
}

TEST(GameTree, StartsWithTheStartPositionOnly) {
  const PositionGraph g = testgames::subtraction_game(5, 2);
  GameTree t(g);
  const ViewCounters c = t.counters();
  EXPECT_EQ(c.visible_nodes, 1u);
  EXPECT_EQ(c.visible_edges, 0u);
  EXPECT_EQ(c.expanded_nodes, 0u);
  EXPECT_EQ(c.graph_positions, 6u);
  EXPECT_EQ(c.graph_edges, g.edges.size());
  EXPECT_TRUE(t.expandable(t.root()));
  EXPECT_EQ(t.position(t.root()), g.root());
}

TEST(GameTree, FullyExpandedTreeHasTreeCountNodes) {
  const PositionGraph games[] = {testgames::subtraction_game(10, 3), testgames::score_race(7),
                                 testgames::random_dag(3, 25, 3)};
  for (const PositionGraph& g : games) {
    ASSERT_TRUE(g.tree_nodes.exact);
    GameTree t(g);
    ASSERT_TRUE(t.expand_to_depth(t.root(), 1000));
    const ViewCounters c = t.counters();
    EXPECT_EQ(c.visible_nodes, g.tree_nodes.value);
    EXPECT_EQ(c.visible_edges, g.tree_nodes.value - 1);
    EXPECT_EQ(c.tree_nodes.value, g.tree_nodes.value);
    // Every internal position is expanded, every node's children follow its edges.
    for (std::uint32_t id : t.preorder()) {
      EXPECT_FALSE(t.expandable(id));
      std::uint32_t i = 0;
      for (std::uint32_t ch = t.first_child(id); ch != kNone; ch = t.next_sibling(ch), ++i) {
        EXPECT_EQ(t.parent(ch), id);
        EXPECT_EQ(t.depth(ch), t.depth(id) + 1);
        EXPECT_EQ(t.position(ch), g.begin_edges(t.position(id))[i].child);
        EXPECT_EQ(t.edge(ch), g.begin_edges(t.position(id)) + i);
      }
      EXPECT_EQ(i, g.nodes[t.position(id)].edge_count);
    }
  }
}

TEST(GameTree, RepeatsAreAllButTheFirstInReadingOrder) {
  const PositionGraph g = testgames::subtraction_game(8, 3);
  GameTree t(g);
  ASSERT_TRUE(t.expand_to_depth(t.root(), 4));
  // Reading order: by depth, then left to right (preorder restricted to a row).
  std::map<std::uint32_t, std::vector<std::uint32_t>> rows;
  for (std::uint32_t id : t.preorder()) rows[t.depth(id)].push_back(id);
  std::set<NodeId> seen;
  std::size_t repeats = 0;
  for (auto& [d, row] : rows) {
    for (std::uint32_t id : row) {
      const bool first = seen.insert(t.position(id)).second;
      EXPECT_EQ(t.is_repeat(id), !first) << "node " << id;
      repeats += !first;
      if (!first) {
        EXPECT_GE(t.occurrences(id), 2u);
      }
    }
  }
  EXPECT_EQ(repeats, t.counters().visible_nodes - seen.size());
  EXPECT_GT(repeats, 0u);
  // Collapsing the root removes every repeat.
  t.collapse(t.root());
  EXPECT_FALSE(t.is_repeat(t.root()));
  EXPECT_EQ(t.occurrences(t.root()), 1u);
}

TEST(GameTree, ExpansionOverTheLimitIsRefusedAndChangesNothing) {
  const PositionGraph g = testgames::subtraction_game(12, 3);
  GameTree t(g, ViewLimits{100});
  ASSERT_TRUE(t.expand_to_depth(t.root(), 2));
  const Snapshot before = snapshot(t);
  const ChangeResult r = t.expand_to_depth(t.root(), 6);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.message.find("limit of 100"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("DAG mode"), std::string::npos) << r.message;
  EXPECT_EQ(snapshot(t), before);
  // One more level fits (1 + 3 + 9 + 27 = 40 nodes).
  EXPECT_TRUE(t.expand_to_depth(t.root(), 3));
  EXPECT_EQ(t.counters().visible_nodes, 40u);
  // Single expansions stop at the limit too: 3 more would make 43.
  t.set_limits(ViewLimits{42});
  const Snapshot full = snapshot(t);
  const std::uint32_t leaf = t.preorder().back();
  ASSERT_TRUE(t.expandable(leaf));
  EXPECT_FALSE(t.expand(leaf).ok);
  EXPECT_EQ(snapshot(t), full);
}

TEST(GameTree, HugeTreesAreRefusedQuickly) {
  // ~1e16 tree nodes: counting must stop at the limit, not walk the tree.
  const PositionGraph g = testgames::subtraction_game(70, 3);
  EXPECT_FALSE(g.tree_nodes.exact && g.tree_nodes.value < 1'000'000'000'000ull);
  GameTree t(g);
  const auto t0 = std::chrono::steady_clock::now();
  EXPECT_FALSE(t.expand_to_depth(t.root(), 1000).ok);
  const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0);
  EXPECT_LT(ms.count(), 500.0);
  EXPECT_EQ(t.counters().visible_nodes, 1u);
}

TEST(GameTree, PrincipalVariationFollowsTheBestMoves) {
  const PositionGraph g = testgames::subtraction_game(11, 3);
  GameTree t(g);
  ASSERT_TRUE(t.expand_principal_variation(t.root()));
  std::uint64_t expect_visible = 1;
  std::uint32_t v = t.root();
  NodeId p = g.root();
  while (g.nodes[p].edge_count > 0) {
    expect_visible += g.nodes[p].edge_count;
    EXPECT_TRUE(t.expanded(v));
    v = t.first_child(v);
    p = g.begin_edges(p)->child;
    EXPECT_EQ(t.position(v), p);
  }
  EXPECT_EQ(t.counters().visible_nodes, expect_visible);
  EXPECT_EQ(t.last_changed(), t.root());
  // Again: nothing new.
  EXPECT_EQ(t.expand_principal_variation(t.root()).added_nodes, 0u);
  EXPECT_EQ(t.last_changed(), kNone);
}

TEST(GameTree, SelectByPath) {
  const PositionGraph g = testgames::subtraction_game(9, 3);
  GameTree t(g);
  ASSERT_TRUE(t.expand_to_depth(t.root(), 2));
  const std::int64_t ok_moves[] = {2, 3};
  const PathResult r = t.select_path(ok_moves);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(g.nodes[t.position(r.node)].label, "4");
  EXPECT_EQ(t.path_to(r.node), std::vector<std::int64_t>(ok_moves, ok_moves + 2));
  EXPECT_EQ(t.select_path({}).node, t.root());

  const std::int64_t illegal[] = {2, 4};
  const PathResult bad = t.select_path(illegal);
  EXPECT_FALSE(bad.ok());
  EXPECT_NE(bad.error.find("Move 4 is not legal in 7"), std::string::npos) << bad.error;

  const std::int64_t deep[] = {1, 1, 1};
  const PathResult hidden = t.select_path(deep);
  EXPECT_FALSE(hidden.ok());
  EXPECT_NE(hidden.error.find("not expanded"), std::string::npos) << hidden.error;

  const std::uint64_t before = t.counters().visible_nodes;
  const std::int64_t deeper[] = {1, 1, 1, 3};
  const PathResult revealed = t.reveal_path(deeper);
  ASSERT_TRUE(revealed.ok()) << revealed.error;
  EXPECT_EQ(g.nodes[t.position(revealed.node)].label, "3");
  EXPECT_EQ(t.counters().visible_nodes, before + 3 + 3);
  EXPECT_EQ(t.select_path(deeper).node, revealed.node);
}

TEST(GameTree, HighlightFollowsTheGamePathThroughChanges) {
  const PositionGraph g = testgames::subtraction_game(9, 3);
  GameTree t(g);
  const std::int64_t moves[] = {1, 2, 3};
  EXPECT_EQ(t.set_highlight(moves), 1u);  // only the root is shown
  ASSERT_TRUE(t.expand_to_depth(t.root(), 2));
  auto marked = [&] {
    std::vector<std::uint32_t> m;
    for (std::uint32_t id : t.preorder()) if (t.on_path(id)) m.push_back(id);
    return m;
  };
  EXPECT_EQ(marked().size(), 3u);
  ASSERT_TRUE(t.reveal_path(moves).ok());
  const auto on = marked();
  ASSERT_EQ(on.size(), 4u);
  EXPECT_EQ(t.path_to(on.back()), std::vector<std::int64_t>(moves, moves + 3));
  t.collapse(t.select_path(std::vector<std::int64_t>{1}).node);
  EXPECT_EQ(marked().size(), 2u);
}

TEST(GameTree, CollapseFreesNodesAndIdsAreReused) {
  const PositionGraph g = testgames::subtraction_game(9, 3);
  GameTree t(g);
  ASSERT_TRUE(t.expand_to_depth(t.root(), 3));
  const std::uint64_t full = t.counters().visible_nodes;
  const std::size_t cap = t.capacity();
  const std::uint32_t first = t.first_child(t.root());
  const ChangeResult r = t.collapse(first);
  EXPECT_EQ(r.removed_nodes, 3u + 9u);  // the best move leaves 8: 3 children, 9 grandchildren
  EXPECT_EQ(t.counters().visible_nodes, full - r.removed_nodes);
  EXPECT_TRUE(t.expandable(first));
  ASSERT_TRUE(t.expand_to_depth(first, 2));
  EXPECT_EQ(t.counters().visible_nodes, full);
  EXPECT_EQ(t.capacity(), cap);  // freed ids were reused
  t.collapse_all();
  EXPECT_EQ(t.counters().visible_nodes, 1u);
  EXPECT_EQ(t.counters().expanded_nodes, 0u);
}

}  // namespace
}  // namespace gtl::model
