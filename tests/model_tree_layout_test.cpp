// Properties of the tidy tree layout (tree_layout.hpp).
#include <gtest/gtest.h>

#include <map>

#include "model/game_tree.hpp"
#include "model/tree_layout.hpp"
#include "model_test_games.hpp"
#include "model_test_trees.hpp"

namespace gtl::model {
namespace {

using testtrees::OwnedTree;
constexpr double kTreeEps = 1e-9;

// Neighbours on a row are at least a node width plus the right gap apart.
void expect_separated(const TidyTreeLayout& lay, std::span<const std::uint32_t> parent) {
  const TidyOptions& o = lay.options();
  for (const auto& row : lay.rows()) {
    for (std::size_t i = 1; i < row.size(); ++i) {
      const std::uint32_t a = row[i - 1], b = row[i];
      const double gap = parent[a] == parent[b] ? o.sibling_gap : o.subtree_gap;
      ASSERT_GE(lay.x(b) - lay.x(a), o.node_width + gap - kTreeEps) << "nodes " << a << " and " << b;
    }
  }
}

void expect_centred(const TidyTreeLayout& lay, const TreeLinks& t) {
  for (const auto& row : lay.rows()) {
    for (std::uint32_t v : row) {
      const std::uint32_t first = t.first_child[v];
      if (first == kNone) continue;
      std::uint32_t last = first;
      while (t.next_sibling[last] != kNone) last = t.next_sibling[last];
      ASSERT_NEAR(lay.x(v), (lay.x(first) + lay.x(last)) / 2, kTreeEps);
    }
  }
}

void relative_shape(const OwnedTree& t, const TidyTreeLayout& lay, std::uint32_t root,
                    std::uint32_t v, std::vector<double>& out) {
  out.push_back(lay.x(v) - lay.x(root));
  for (std::uint32_t c = t.first_child[v]; c != kNone; c = t.next_sibling[c]) {
    relative_shape(t, lay, root, c, out);
  }
}

TEST(TidyLayout, SingleNodeAndChain) {
  OwnedTree t;
  t.add(kNone);
  TidyTreeLayout lay;
  lay.layout(t.links());
  EXPECT_EQ(lay.x(0), 0.0);
  EXPECT_EQ(lay.rows().size(), 1u);
  t.add(0);
  t.add(1);
  lay.layout(t.links());
  EXPECT_EQ(lay.x(2), 0.0);
  EXPECT_EQ(lay.depth(2), 2u);
  EXPECT_EQ(lay.node_count(), 3u);
}

TEST(TidyLayout, SiblingsUseSiblingGapAndParentIsCentred) {
  OwnedTree t;
  t.add(kNone);
  for (int i = 0; i < 3; ++i) t.add(0);
  TidyTreeLayout lay({1.0, 0.5, 2.0});
  lay.layout(t.links());
  EXPECT_NEAR(lay.x(1), -1.5, kTreeEps);
  EXPECT_NEAR(lay.x(2), 0.0, kTreeEps);
  EXPECT_NEAR(lay.x(3), 1.5, kTreeEps);
}

TEST(TidyLayout, RandomTreesKeepTheInvariants) {
  for (std::uint32_t seed = 1; seed <= 40; ++seed) {
    const OwnedTree t = testtrees::random_tree(seed, 50 + seed * 37, seed % 2 == 0);
    TidyTreeLayout lay({1.0, 0.5, 1.25});
    lay.layout(t.links());
    ASSERT_EQ(lay.node_count(), t.size());
    expect_separated(lay, t.parent);
    expect_centred(lay, t.links());
  }
}

TEST(TidyLayout, IdenticalSubtreesAreDrawnIdentically) {
  for (std::uint32_t seed = 1; seed <= 10; ++seed) {
    const OwnedTree t = testtrees::random_tree(seed, 400, seed % 2 == 1);
    TidyTreeLayout lay;
    lay.layout(t.links());
    std::map<std::string, std::vector<double>> seen;
    std::size_t compared = 0;
    for (std::uint32_t v = 0; v < t.size(); ++v) {
      if (t.first_child[v] == kNone) continue;
      std::vector<double> rel;
      relative_shape(t, lay, v, v, rel);
      auto [it, fresh] = seen.emplace(testtrees::shape(t, v), rel);
      if (fresh) continue;
      ++compared;
      ASSERT_EQ(it->second.size(), rel.size());
      for (std::size_t i = 0; i < rel.size(); ++i) ASSERT_NEAR(it->second[i], rel[i], kTreeEps);
    }
    EXPECT_GT(compared, 0u);
  }
}

TEST(TidyLayout, SmallSubtreesBetweenBigOnesAreSpreadEvenly) {
  // Two wide subtrees with three leaves between them: Reingold–Tilford alone
  // piles the leaves against the left one; Walker spreads them evenly.
  OwnedTree t;
  t.add(kNone);
  const auto wide = [&](std::uint32_t p) {
    const std::uint32_t a = t.add(p);
    const std::uint32_t b = t.add(a);
    for (int i = 0; i < 6; ++i) t.add(b);
    return a;
  };
  const std::uint32_t left = wide(0);
  const std::uint32_t l1 = t.add(0), l2 = t.add(0), l3 = t.add(0);
  const std::uint32_t right = wide(0);
  TidyTreeLayout lay;
  lay.layout(t.links());
  const double step = (lay.x(right) - lay.x(left)) / 4;
  EXPECT_GT(step, 1.5);  // the wide subtrees forced extra room
  EXPECT_NEAR(lay.x(l1) - lay.x(left), step, kTreeEps);
  EXPECT_NEAR(lay.x(l2) - lay.x(left), 2 * step, kTreeEps);
  EXPECT_NEAR(lay.x(l3) - lay.x(left), 3 * step, kTreeEps);
  expect_separated(lay, t.parent);
}

TEST(TidyLayout, IsDeterministic) {
  const OwnedTree t = testtrees::random_tree(7, 3000, false);
  TidyTreeLayout a, b;
  a.layout(t.links());
  b.layout(t.links());
  b.layout(t.links());  // a second run on a used object changes nothing
  for (std::uint32_t v = 0; v < t.size(); ++v) ASSERT_EQ(a.x(v), b.x(v));
  EXPECT_EQ(a.rows(), b.rows());
}

TEST(TidyLayout, IncrementalUpdateEqualsFullLayout) {
  const PositionGraph g = testgames::subtraction_game(14, 3);
  GameTree tree(g);
  TidyTreeLayout inc;
  inc.layout(tree.links());
  std::mt19937 rng(42);
  for (int step = 0; step < 300; ++step) {
    const std::vector<std::uint32_t> shown = tree.preorder();
    const std::uint32_t v = shown[rng() % shown.size()];
    switch (rng() % 5) {
      case 0: case 1: tree.expand(v); break;
      case 2: tree.collapse(v); break;
      case 3: tree.expand_to_depth(v, 2); break;
      case 4: tree.expand_principal_variation(v); break;
    }
    inc.update(tree.links(), tree.last_changed());
    TidyTreeLayout full;
    full.layout(tree.links());
    ASSERT_EQ(inc.rows(), full.rows()) << "step " << step;
    for (std::uint32_t id : tree.preorder()) ASSERT_EQ(inc.x(id), full.x(id)) << "step " << step;
  }
}

TEST(TidyLayout, IncrementalUpdateTouchesOnlyThePathAndTheChangedSubtree) {
  const PositionGraph g = testgames::subtraction_game(16, 3);
  GameTree tree(g);
  ASSERT_TRUE(tree.expand_to_depth(tree.root(), 7));
  TidyTreeLayout lay;
  lay.layout(tree.links());
  EXPECT_EQ(lay.last_subtree_work(), tree.counters().visible_nodes);
  // Expand one leaf at depth 7: its new children, itself and 7 ancestors.
  const std::uint32_t leaf = lay.rows()[7][0];
  ASSERT_TRUE(tree.expand(leaf));
  lay.update(tree.links(), tree.last_changed());
  EXPECT_EQ(lay.last_subtree_work(), 1 + 3 + 7u);
}

}  // namespace
}  // namespace gtl::model
