// The readable tree's model: which moves are grouped, group nodes in the tree
// view, text fitting, the readable fit, the induction's lines and the quiz by
// moves left. Facts are checked against the graph's own outcomes and against
// brute force written here from the definitions.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <random>
#include <string_view>

#include "core/ball_game.hpp"
#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "model/child_groups.hpp"
#include "model/game_tree.hpp"
#include "model/game_view.hpp"
#include "model/graph_paths.hpp"
#include "model/induction.hpp"
#include "model/label_fit.hpp"
#include "model/quiz.hpp"
#include "model/viewport.hpp"

namespace gtl::model {
namespace {

const PositionGraph& number_game(int max) {
  static std::map<int, PositionGraph> cache;
  auto it = cache.find(max);
  if (it == cache.end()) it = cache.emplace(max, build_graph(number_game::NumberGame{max}, number_game::full(max))).first;
  return it->second;
}

Outcome child_outcome(const PositionGraph& g, NodeId p, std::uint32_t k) {
  return g.nodes[g.begin_edges(p)[k].child].outcome;
}

// ------------------------------------------------------------ child groups

TEST(ChildGroups, RunsCoverEveryMoveAndKeepTheMovesThatRealiseTheValue) {
  for (int max : {8, 12, 20}) {
    const PositionGraph& g = number_game(max);
    for (NodeId p = 0; p < g.nodes.size(); ++p) {
      const auto runs = child_runs(g, p, true);
      EXPECT_EQ(runs.size(), child_run_count(g, p, true));
      std::uint32_t next = 0;
      for (const ChildRun& r : runs) {
        ASSERT_EQ(r.begin, next) << "runs are consecutive";
        ASSERT_GT(r.end, r.begin);
        next = r.end;
        if (r.group()) {
          EXPECT_GE(r.size(), kMinGroup);
          for (std::uint32_t k = r.begin; k < r.end; ++k)
            EXPECT_EQ(child_outcome(g, p, k), child_outcome(g, p, r.begin)) << "a group shares one outcome";
        }
      }
      EXPECT_EQ(next, g.nodes[p].edge_count);
      // Every winning move (a move to an L child) of a W position is its own node.
      for (const ChildRun& r : runs)
        for (std::uint32_t k = r.begin; k < r.end; ++k)
          if (g.nodes[p].outcome == Outcome::Win && child_outcome(g, p, k) == Outcome::Lose) {
            EXPECT_FALSE(r.group());
          }
      // A losing position shows its first (slowest-losing) move on its own.
      if (g.nodes[p].outcome == Outcome::Lose && !runs.empty()) {
        EXPECT_FALSE(runs.front().group());
      }
      EXPECT_EQ(child_runs(g, p, false).size(), g.nodes[p].edge_count);
    }
  }
}

TEST(ChildGroups, TheStartOf2To20ShowsItsWinningMovesAndOneGroup) {
  const PositionGraph& g = number_game(20);
  std::uint32_t winning = 0;
  for (std::uint32_t k = 0; k < g.nodes[0].edge_count; ++k) winning += child_outcome(g, 0, k) == Outcome::Lose;
  const auto runs = child_runs(g, 0, true);
  ASSERT_EQ(runs.size(), winning + 1);
  EXPECT_EQ(runs.back().size(), g.nodes[0].edge_count - winning);  // "13 moves → W"
}

// ------------------------------------------------------------ group nodes

std::uint64_t count_shown(const GameTree& t) { return t.preorder().size(); }

TEST(GameTreeGroups, ExpandGroupsRevealSplitsAndOpenShowsEveryMove) {
  const PositionGraph& g = number_game(20);
  GameTree t(g);
  t.set_grouping(true);
  ASSERT_TRUE(t.expand(t.root()));
  const auto runs = child_runs(g, 0, true);
  EXPECT_EQ(count_shown(t), 1 + runs.size());
  EXPECT_EQ(t.counters().visible_nodes, count_shown(t));
  // The group: a move inside it is not selectable until revealed.
  const ChildRun group = runs.back();
  ASSERT_TRUE(group.group());
  const std::int64_t inside = g.begin_edges(0)[group.begin + 1].move;
  const std::vector<std::int64_t> line{inside};
  EXPECT_FALSE(t.select_path(line).ok());
  // Reveal splits it around the move: [b, k) stays one node only if it is 2+ long.
  const PathResult r = t.reveal_path(line);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_FALSE(t.is_group(r.node));
  EXPECT_EQ(t.path_to(r.node), line);
  EXPECT_EQ(t.counters().visible_nodes, count_shown(t));
  // Every move of the start is still shown exactly once, single or in a group.
  std::vector<int> seen(g.nodes[0].edge_count, 0);
  for (std::uint32_t c = t.first_child(t.root()); c != kNone; c = t.next_sibling(c))
    for (std::uint32_t k = t.edge_begin(c); k < t.edge_end(c); ++k) ++seen[k];
  for (int s : seen) EXPECT_EQ(s, 1);
  // Open every group: the start shows all its moves one by one.
  for (bool again = true; again;) {
    again = false;
    for (std::uint32_t c = t.first_child(t.root()); c != kNone; c = t.next_sibling(c))
      if (t.is_group(c)) {
        ASSERT_TRUE(t.expand(c));
        again = true;
        break;
      }
  }
  std::uint32_t children = 0;
  for (std::uint32_t c = t.first_child(t.root()); c != kNone; c = t.next_sibling(c)) ++children;
  EXPECT_EQ(children, g.nodes[0].edge_count);
  EXPECT_EQ(t.counters().visible_nodes, count_shown(t));
}

TEST(GameTreeGroups, ExpandToDepthCountsExactlyWhatItAdds) {
  const PositionGraph& g = number_game(12);
  for (bool grouping : {true, false}) {
    GameTree t(g);
    t.set_grouping(grouping);
    for (std::uint32_t d = 1; d <= 4; ++d) {
      const std::uint64_t before = count_shown(t);
      const ChangeResult r = t.expand_to_depth(t.root(), d);
      ASSERT_TRUE(r.ok) << r.message;
      EXPECT_EQ(count_shown(t), before + r.added_nodes);
      EXPECT_EQ(t.counters().visible_nodes, count_shown(t));
    }
  }
  // Grouping shows far fewer nodes at the same depth.
  GameTree a(g), b(g);
  a.set_grouping(true);
  ASSERT_TRUE(a.expand_to_depth(a.root(), 3));
  ASSERT_TRUE(b.expand_to_depth(b.root(), 3));
  EXPECT_LT(count_shown(a) * 2, count_shown(b));
}

TEST(GameView, ScenesAreSortedRowsWithConsistentIndices) {
  const PositionGraph& g = number_game(10);
  for (bool tree : {true, false}) {
    const std::unique_ptr<GameView> view = tree ? make_tree_view(g) : make_dag_view(g);
    ASSERT_TRUE(view->expand_to_depth(view->root(), 3));
    const std::vector<std::int64_t> line{g.begin_edges(0)[1].move};
    ASSERT_TRUE(view->reveal_path(line).ok());
    view->set_highlight(line);
    view->layout();
    const Scene& s = view->scene();
    EXPECT_EQ(s.nodes.size(), view->counters().visible_nodes);
    std::size_t in_rows = 0;
    for (const auto& row : s.rows) {
      in_rows += row.size();
      for (std::size_t i = 1; i < row.size(); ++i) EXPECT_LT(s.nodes[row[i - 1]].x, s.nodes[row[i]].x);
    }
    EXPECT_EQ(in_rows, s.nodes.size());
    for (std::uint32_t i = 0; i < s.nodes.size(); ++i) EXPECT_EQ(s.find(s.nodes[i].view_id), i);
    std::size_t on_path = 0;
    for (const SceneNode& n : s.nodes) on_path += n.on_path;
    EXPECT_EQ(on_path, 2u) << "the start and the move's node";
    const PathResult at = view->select_path(line);
    ASSERT_TRUE(at.ok());
    EXPECT_EQ(view->path_of(at.node), line);
  }
}

// ------------------------------------------------------------ text fitting

double mono(std::string_view s) {
  // 10 px a character; "…" (3 bytes) counts as one.
  double w = 0;
  for (unsigned char c : s) w += (c & 0xC0) == 0x80 ? 0 : 10;
  return w;
}

TEST(LabelFit, ElideCutsSetsAtCommasAndNeverOverflows) {
  EXPECT_EQ(elide("{3,5,7,9}", 200, mono), "{3,5,7,9}");
  EXPECT_EQ(elide("{3,5,7,9}", 70, mono), "{3,5,…}");
  EXPECT_EQ(elide("{3,5,7,9}", 50, mono), "{3,…}");
  EXPECT_EQ(elide("{3,5,7,9}", 20, mono), "");
  EXPECT_EQ(elide("7 left, odd/even", 60, mono), "7 lef…");
  for (double w = 0; w < 200; w += 7) {
    const std::string s = elide("{12,13,14,15,16,17,18,19}", w, mono);
    EXPECT_LE(mono(s), w);
    const std::string full = "{12,13,14,15,16,17,18,19}";
    if (!s.empty() && s != full) {  // cut after a whole number: "{12,13,…}"
      const std::string head = s.substr(0, s.size() - 4);
      EXPECT_EQ(full.compare(0, head.size(), head), 0) << s;
      EXPECT_EQ(head.back(), ',') << s;
    }
  }
  const std::vector<std::string> heads{"Q1 W 12  R", "Q1 W 12", "W"};
  EXPECT_EQ(fit_first(heads, 100, mono), 0);
  EXPECT_EQ(fit_first(heads, 70, mono), 1);
  EXPECT_EQ(fit_first(heads, 15, mono), 2);
  EXPECT_EQ(fit_first(heads, 5, mono), -1);
}

// A box grows (up to `most`) to the first head that fits there, never shrinks.
TEST(LabelFit, ABoxGrowsToTheFirstHeadThatFitsItsMost) {
  const std::vector<std::string> heads{"(0.4, 0.1)", "0.4,0.1"};  // 100 and 70 px
  GrownBox b = grow_to_fit(heads, 48, 120, 2.5, mono);
  EXPECT_EQ(b.head, 0);
  EXPECT_EQ(b.width, 105);
  b = grow_to_fit(heads, 48, 80, 2.5, mono);
  EXPECT_EQ(b.head, 1) << "the whole payoffs need 105 px";
  EXPECT_EQ(b.width, 75);
  b = grow_to_fit(heads, 48, 60, 2.5, mono);
  EXPECT_EQ(b.head, -1);
  EXPECT_EQ(b.width, 48) << "nothing fits: the box stays";
  b = grow_to_fit(heads, 110, 60, 2.5, mono);
  EXPECT_EQ(b.head, 0) << "a box already wider than `most` keeps its width";
  EXPECT_EQ(b.width, 110);
}

TEST(LabelFit, OverlapCountMatchesBruteForceAndThePlacerNeverOverlaps) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> pos(0, 500), size(1, 60);
  for (int round = 0; round < 20; ++round) {
    std::vector<Rect> rs;
    for (int i = 0; i < 120; ++i) {
      const double x = pos(rng), y = pos(rng);
      rs.push_back({x, y, x + size(rng), y + size(rng) / 3});
    }
    std::uint64_t brute = 0;
    for (std::size_t i = 0; i < rs.size(); ++i)
      for (std::size_t j = i + 1; j < rs.size(); ++j) brute += overlap(rs[i], rs[j]);
    EXPECT_EQ(count_overlaps(rs), brute);
    LabelPlacer placer;
    for (const Rect& r : rs) placer.place(r);
    EXPECT_EQ(count_overlaps(placer.placed()), 0u);
    EXPECT_GT(placer.placed().size(), 0u);
  }
  EXPECT_FALSE(overlap({0, 0, 10, 10}, {10, 0, 20, 10})) << "touching is not overlapping";
}

// ------------------------------------------------------------ readable fit

TEST(Viewport, FitReadableKeepsTheMinimumZoomAndFramesTheFocus) {
  Viewport v;
  const Rect world{-200, 0, 200, 10};
  const Rect focus{150, 4, 151, 5};
  EXPECT_TRUE(v.fit_readable(world, focus, {800, 400}, 20, {40, 120}));
  EXPECT_DOUBLE_EQ(v.zoom(), 40);
  const Rect seen = v.visible_world({800, 400});
  EXPECT_LE(seen.x0, focus.x0);
  EXPECT_GE(seen.x1, focus.x1);
  EXPECT_LE(seen.x1, world.x1 + 20 / 40.0 + 1e-9) << "kept inside the drawing";
  // A small drawing is centred at a zoom that fits it.
  const Rect small{0, 0, 4, 2};
  EXPECT_FALSE(v.fit_readable(small, small, {800, 400}, 20, {40, 120}));
  EXPECT_GE(v.zoom(), 40);
  const Rect s2 = v.visible_world({800, 400});
  EXPECT_NEAR((s2.x0 + s2.x1) / 2, 2, 1e-9);
}

// ------------------------------------------------------------ induction lines

TEST(InductionLine, EveryStepsLineReachesItsPosition) {
  const PositionGraph& g = number_game(10);
  for (NodeId root : {g.root(), g.begin_edges(0)[2].child}) {
    for (const InductionRun& run : {recursive_induction(g, root), retrograde_induction(g, root)}) {
      ASSERT_FALSE(run.steps.empty());
      EXPECT_EQ(run.root, root);
      const std::vector<std::int64_t> to_root = shortest_line(g, root);
      for (std::size_t i = 0; i < run.steps.size(); ++i) {
        std::vector<std::int64_t> line = induction_line(g, run, i);
        const bool recursive = run.steps[i].via != kNone || run.steps[i].node == root;
        if (recursive && root != g.root()) line.insert(line.begin(), to_root.begin(), to_root.end());
        const GraphPath p = follow_moves(g, line);
        ASSERT_TRUE(p.ok()) << p.error;
        EXPECT_EQ(p.nodes.back(), run.steps[i].node) << "step " << i;
      }
      EXPECT_EQ(run.steps.back().remaining, 0u);
    }
  }
}

// ------------------------------------------------------------ quiz by moves left

TEST(Quiz, ByMovesLeftPicksPositionsWithThatManyMovesLeft) {
  const PositionGraph& g = number_game(12);
  // Brute force: the longest line from a position, by plain recursion.
  std::function<std::uint32_t(NodeId)> longest = [&](NodeId v) {
    std::uint32_t best = 0;
    for (const GraphEdge* e = g.begin_edges(v); e != g.end_edges(v); ++e) best = std::max(best, 1 + longest(e->child));
    return best;
  };
  const auto left = Quiz::moves_left(g);
  for (NodeId v = 0; v < g.nodes.size(); v += 7) EXPECT_EQ(left[v], longest(v));
  for (std::uint32_t k : {1u, 2u, 3u}) {
    const Quiz q = Quiz::by_moves_left(g, k, 6, 11);
    ASSERT_FALSE(q.questions().empty());
    for (const QuizQuestion& question : q.questions()) {
      EXPECT_EQ(longest(question.node), k);
      const GraphPath p = follow_moves(g, question.path);
      ASSERT_TRUE(p.ok());
      EXPECT_EQ(p.nodes.back(), question.node);
    }
  }
  EXPECT_TRUE(Quiz::by_moves_left(g, 200, 6, 1).questions().empty());
}

}  // namespace
}  // namespace gtl::model
