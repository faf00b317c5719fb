// A large DAG without long frames: the layered layout in steps (one layer of
// one sweep each), the DAG view that keeps its last drawing while a layout is
// pending, and the edge budget that keeps a hairball from costing the page's
// rasterizer a frame's worth of lines. Expected facts come from the one-shot
// layout and from brute-force classification written here.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <random>

#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "model/draw_list.hpp"
#include "model/game_dag.hpp"
#include "model/game_view.hpp"
#include "model/layered_layout.hpp"
#include "model_test_games.hpp"

namespace gtl::model {
namespace {

void expect_same_layout(const LayeredGraph& g, const LayeredLayout& a, const LayeredLayout& b) {
  ASSERT_EQ(a.rows(), b.rows());
  for (std::size_t v = 0; v < g.rank.size(); ++v) ASSERT_EQ(a.x(v), b.x(v)) << v;
  for (std::size_t e = 0; e < g.edges.size(); ++e) {
    const auto pa = a.edge_path(e), pb = b.edge_path(e);
    ASSERT_EQ(pa.size(), pb.size());
    for (std::size_t k = 0; k < pa.size(); ++k) ASSERT_EQ(pa[k].x, pb[k].x);
  }
  EXPECT_EQ(a.crossings(), b.crossings());
  EXPECT_EQ(a.crossings_before(), b.crossings_before());
}

TEST(LayeredLayoutSteps, OneStepAtATimeEndsWhereOneCallDoesAndCountsItsSteps) {
  const PositionGraph games[] = {testgames::random_dag(12, 300, 3), testgames::random_dag(5, 80, 5),
                                 testgames::subtraction_game(12, 3)};
  for (const PositionGraph& pg : games) {
    GameDag d(pg);
    ASSERT_TRUE(d.expand_to_depth(0, 1000));
    const auto in = d.layout_input();
    LayeredLayout once;
    once.layout(in.graph);
    LayeredLayout stepped;
    stepped.begin(in.graph);
    EXPECT_FALSE(stepped.done());
    EXPECT_EQ(stepped.steps_done(), 0u);
    std::size_t steps = 0, total = 0;
    while (!stepped.step()) {
      ++steps;
      EXPECT_EQ(stepped.steps_done(), steps);
      if (total == 0) total = stepped.steps_total();
      EXPECT_EQ(stepped.steps_total(), total) << "the plan is fixed after the first step";
      EXPECT_LT(stepped.steps_done(), stepped.steps_total());
    }
    ++steps;
    EXPECT_TRUE(stepped.done());
    EXPECT_EQ(steps, total);
    EXPECT_EQ(stepped.steps_done(), stepped.steps_total());
    // Layers: at least a sort and a placement per layer per sweep, so no step is the whole work.
    EXPECT_GE(total, 2 * once.rows().size());
    expect_same_layout(in.graph, once, stepped);
    EXPECT_TRUE(stepped.step()) << "stepping a finished layout does nothing";
    expect_same_layout(in.graph, once, stepped);
  }
}

TEST(LayeredLayoutSteps, BeginStartsOverAndAnEmptyGraphIsDoneAtOnce) {
  const PositionGraph pg = testgames::random_dag(7, 150, 4);
  GameDag d(pg);
  ASSERT_TRUE(d.expand_to_depth(0, 1000));
  const auto in = d.layout_input();
  LayeredLayout once, lay;
  once.layout(in.graph);
  lay.begin(in.graph);
  for (int i = 0; i < 5; ++i) lay.step();
  lay.begin(in.graph);  // a change in the middle: start again
  while (!lay.step()) {
  }
  expect_same_layout(in.graph, once, lay);
  const LayeredGraph empty;
  lay.begin(empty);
  EXPECT_TRUE(lay.done());
  EXPECT_TRUE(lay.step());
  EXPECT_TRUE(lay.rows().empty());
}

const PositionGraph& number_game(int max) {
  static const PositionGraph g = build_graph(number_game::NumberGame{max}, number_game::full(max));
  return g;
}

// The scene's drawable facts, for comparing two views.
struct SceneFacts {
  std::vector<double> xs;
  std::vector<std::uint32_t> rows_flat;
  std::vector<double> bends;
  std::vector<bool> on_path;
  bool operator==(const SceneFacts&) const = default;
};
SceneFacts facts(const Scene& s) {
  SceneFacts f;
  f.xs = s.xs;
  for (const auto& r : s.rows) f.rows_flat.insert(f.rows_flat.end(), r.begin(), r.end());
  for (const SceneEdge& e : s.edges) {
    for (const LayoutPoint& p : e.bends) f.bends.push_back(p.x);
    f.on_path.push_back(e.on_path);
  }
  for (const SceneNode& n : s.nodes) f.on_path.push_back(n.on_path);
  return f;
}

// A DAG view that lays out in steps from 50 shown edges.
std::unique_ptr<GameView> stepwise_view(const PositionGraph& g) {
  ViewLimits stepwise;
  stepwise.layout_steps_from_edges = 50;
  return make_dag_view(g, stepwise);
}

TEST(DagViewSteps, ALargeDagKeepsItsLastDrawingUntilTheStepsAreDone) {
  const PositionGraph& g = number_game(12);
  const auto steps = stepwise_view(g);
  const auto at_once = make_dag_view(g);
  for (auto* v : {steps.get(), at_once.get()}) {
    ASSERT_TRUE(v->expand_to_depth(v->root(), 1));
    v->layout();
  }
  // Depth 1 is under 50 edges: laid out at once in both.
  EXPECT_FALSE(steps->layout_pending());
  EXPECT_EQ(facts(steps->scene()), facts(at_once->scene()));
  const std::size_t small = steps->scene().nodes.size();

  const std::vector<std::int64_t> line{g.begin_edges(0)[2].move};
  for (auto* v : {steps.get(), at_once.get()}) {
    ASSERT_TRUE(v->expand_to_depth(v->root(), 20));
    v->set_highlight(line);
    v->layout();
  }
  ASSERT_TRUE(steps->layout_pending());
  EXPECT_EQ(steps->scene().nodes.size(), small) << "the last finished drawing stays shown";
  EXPECT_EQ(steps->counters().visible_nodes, at_once->counters().visible_nodes) << "what is shown changed at once";
  // A highlight while pending waits for the new drawing too.
  steps->set_highlight(line);
  EXPECT_EQ(steps->scene().nodes.size(), small);
  std::size_t taken = 0;
  auto [done, total] = steps->layout_progress();
  EXPECT_EQ(done, 0u);
  while (!steps->layout_step()) {
    ++taken;
    const auto p = steps->layout_progress();
    EXPECT_EQ(p.first, taken);
    if (taken > 1) {
      EXPECT_EQ(p.second, total);
    }
    total = p.second;
  }
  EXPECT_EQ(taken + 1, total);
  EXPECT_FALSE(steps->layout_pending());
  EXPECT_EQ(steps->layout_progress(), (std::pair<std::size_t, std::size_t>{0, 0}));
  EXPECT_EQ(facts(steps->scene()), facts(at_once->scene()));
  EXPECT_GT(steps->scene().nodes.size(), small);
}

TEST(DagViewSteps, AChangeWhilePendingStartsTheLayoutAgain) {
  const PositionGraph& g = number_game(12);
  const auto steps = stepwise_view(g);
  const auto at_once = make_dag_view(g);
  ASSERT_TRUE(steps->expand_to_depth(steps->root(), 20));
  steps->layout();
  for (int i = 0; i < 3; ++i) ASSERT_FALSE(steps->layout_step());
  // Collapse back to depth 2 (over 50 edges still) and lay out: the first
  // layout is dropped, the new one matches a view that never had the other.
  ASSERT_TRUE(steps->collapse_all());
  ASSERT_TRUE(steps->expand_to_depth(steps->root(), 2));
  steps->layout();
  ASSERT_TRUE(at_once->expand_to_depth(at_once->root(), 2));
  at_once->layout();
  ASSERT_GE(at_once->scene().edges.size(), 50u) << "depth 2 must be laid out in steps for the test to mean anything";
  while (!steps->layout_step()) {
  }
  EXPECT_EQ(facts(steps->scene()), facts(at_once->scene()));
}

// Past max_visible_edges an expansion is refused whole, with the number of
// moves it would draw at least, and the view is as before.
TEST(DagViewSteps, AnExpansionPastTheMoveLimitIsRefusedAndChangesNothing) {
  const PositionGraph& g = number_game(12);
  GameDag whole(g);
  ASSERT_TRUE(whole.expand_to_depth(0, 20));
  const std::uint64_t all_edges = whole.counters().visible_edges;
  ASSERT_EQ(all_edges, g.edges.size());
  ViewLimits limits;
  limits.max_visible_edges = all_edges - 1;
  GameDag d(g, limits);
  ASSERT_TRUE(d.expand_to_depth(0, 1));
  const ViewCounters before = d.counters();
  const ChangeResult r = d.expand_to_depth(0, 20);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.message.find("moves"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find(std::to_string(all_edges - 1).substr(0, 1)), std::string::npos) << r.message;
  EXPECT_EQ(d.counters().visible_nodes, before.visible_nodes);
  EXPECT_EQ(d.counters().visible_edges, before.visible_edges);
  limits.max_visible_edges = all_edges;
  GameDag exact(g, limits);
  EXPECT_TRUE(exact.expand_to_depth(0, 20)) << "the limit itself is allowed";
}

// ------------------------------------------------------------ edge budget

int edge_class(const Scene& s, const SceneEdge& e, const Rect& vis, const NodeGeometry& g, std::uint32_t keep) {
  auto in_view = [&](const SceneNode& n) {
    const double y = n.row * g.row_spacing;
    return n.x + g.node_width / 2 >= vis.x0 && n.x - g.node_width / 2 <= vis.x1 && y + g.node_height / 2 >= vis.y0 &&
           y - g.node_height / 2 <= vis.y1;
  };
  if (e.on_path || e.from == keep || e.to == keep) return 0;
  const int ends = in_view(s.nodes[e.from]) + in_view(s.nodes[e.to]);
  if (ends == 2) return e.bends.empty() ? 1 : 2;
  return ends == 1 ? 3 : 4;
}

// Does the polyline of e come near `vis` (the part of the world in view)?
bool meets(const Scene& s, const SceneEdge& e, const Rect& vis, const NodeGeometry& g) {
  double lo = s.nodes[e.from].x, hi = lo;
  for (const LayoutPoint& p : e.bends) lo = std::min(lo, p.x), hi = std::max(hi, p.x);
  lo = std::min(lo, s.nodes[e.to].x), hi = std::max(hi, s.nodes[e.to].x);
  const double top = s.nodes[e.from].row * g.row_spacing, bottom = s.nodes[e.to].row * g.row_spacing;
  return hi >= vis.x0 - g.node_width / 2 && lo <= vis.x1 + g.node_width / 2 && bottom >= vis.y0 - g.node_height &&
         top <= vis.y1 + g.node_height;
}

TEST(DagEdgeCull, UnderTheBudgetEveryEdgeInViewIsDrawn) {
  const PositionGraph& g = number_game(12);
  const auto view = make_dag_view(g);
  ASSERT_TRUE(view->expand_to_depth(view->root(), 20));
  view->layout();
  const Scene& s = view->scene();
  const NodeGeometry geo;
  const Rect everything = layout_world_bounds({s.rows, s.xs}, geo);
  const DagEdgeCull all = cull_dag_edges(s, everything, geo, s.edges.size());
  EXPECT_EQ(all.shown.size(), s.edges.size());
  EXPECT_EQ(all.hidden, 0u);
  // A window: exactly the edges that come near it.
  const Rect window{everything.x0, everything.y0 + 3 * geo.row_spacing, everything.x0 + everything.width() / 3,
                    everything.y0 + 5 * geo.row_spacing};
  const DagEdgeCull part = cull_dag_edges(s, window, geo, s.edges.size());
  std::vector<std::uint32_t> expected;
  for (std::uint32_t i = 0; i < s.edges.size(); ++i)
    if (meets(s, s.edges[i], window, geo)) expected.push_back(i);
  EXPECT_EQ(part.shown, expected);
  EXPECT_EQ(part.hidden, 0u);
  EXPECT_LT(part.shown.size(), s.edges.size());
}

TEST(DagEdgeCull, PastTheBudgetTheMostTellingClassesAreKeptAndTheRestThinnedEvenly) {
  const PositionGraph& g = number_game(12);
  const auto view = make_dag_view(g);
  ASSERT_TRUE(view->expand_to_depth(view->root(), 20));
  // A line of two moves: its edges are on the path.
  const NodeId first = g.begin_edges(0)[0].child;
  const std::vector<std::int64_t> line{g.begin_edges(0)[0].move, g.begin_edges(first)[0].move};
  view->set_highlight(line);
  view->layout();
  const Scene& s = view->scene();
  const NodeGeometry geo;
  const Rect all = layout_world_bounds({s.rows, s.xs}, geo);
  const Rect vis{all.x0 + all.width() / 4, all.y0, all.x0 + all.width() / 2, all.y1};
  const std::uint32_t keep = s.find(g.begin_edges(0)[1].child);
  ASSERT_NE(keep, kNone);
  std::array<std::size_t, 5> per_class{};
  std::size_t in_view = 0;
  for (const SceneEdge& e : s.edges)
    if (meets(s, e, vis, geo)) ++per_class[static_cast<std::size_t>(edge_class(s, e, vis, geo, keep))], ++in_view;
  ASSERT_GT(per_class[0], 0u);
  ASSERT_GT(per_class[2] + per_class[3] + per_class[4], 10u) << "the window must cut some edges for the test to mean anything";
  // A budget that ends inside class 2 (or the next non-empty one).
  const std::size_t budget = per_class[0] + per_class[1] + per_class[2] / 2;
  const DagEdgeCull cull = cull_dag_edges(s, vis, geo, budget, keep);
  EXPECT_TRUE(std::is_sorted(cull.shown.begin(), cull.shown.end()));
  std::array<std::size_t, 5> shown{};
  for (std::uint32_t i : cull.shown) ++shown[static_cast<std::size_t>(edge_class(s, s.edges[i], vis, geo, keep))];
  EXPECT_EQ(shown[0], per_class[0]) << "the line and the selected node's moves are always drawn";
  EXPECT_EQ(shown[1], per_class[1]);
  EXPECT_EQ(cull.shown.size(), std::max(budget, per_class[0]));
  EXPECT_EQ(cull.shown.size() + cull.hidden, in_view);
  EXPECT_EQ(shown[3] + shown[4], 0u) << "later classes wait for the earlier ones";
  // Thinned evenly: the kept class-2 edges are spread over the class, not its first ones.
  std::vector<std::uint32_t> c2;
  for (std::uint32_t i = 0; i < s.edges.size(); ++i)
    if (meets(s, s.edges[i], vis, geo) && edge_class(s, s.edges[i], vis, geo, keep) == 2) c2.push_back(i);
  std::uint32_t last_kept = 0;
  for (std::uint32_t i : cull.shown)
    if (edge_class(s, s.edges[i], vis, geo, keep) == 2) last_kept = i;
  if (shown[2] > 1) {
    EXPECT_GT(last_kept, c2[c2.size() / 2]);
  }
  // A budget of nothing still draws the line and the selected node's moves.
  EXPECT_EQ(cull_dag_edges(s, vis, geo, 0, keep).shown.size(), per_class[0]);
}

// The edges' polylines: what is dropped changes the drawing by at most the tolerance.
TEST(EdgePolyline, PointsOnAStraightRunAreDroppedAndTheEndsKept) {
  // An edge down ten layers, straightened by the layout: one segment.
  std::vector<Vec2> down;
  for (int k = 0; k <= 11; ++k) down.push_back({40.0 + (k % 2) * 0.2, 10.0 * k});
  down.push_back({40.0, 115.0});
  const std::size_t n = simplify_polyline(std::span<Vec2>(down), 0.5);
  ASSERT_EQ(n, 2u);
  EXPECT_EQ(down[0].y, 0.0);
  EXPECT_EQ(down[1].y, 115.0);
  // A zigzag wider than the tolerance keeps every point; two points and fewer are left alone.
  std::vector<Vec2> zig;
  for (int k = 0; k < 9; ++k) zig.push_back({(k % 2) * 3.0, 10.0 * k});
  EXPECT_EQ(simplify_polyline(std::span<Vec2>(zig), 0.5), zig.size());
  std::vector<Vec2> two{{0, 0}, {0, 0}};
  EXPECT_EQ(simplify_polyline(std::span<Vec2>(two), 0.5), 2u);
}

TEST(EdgePolyline, EveryDroppedPointLiesWithinTheToleranceOfTheKeptLine) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> jitter(-0.6, 0.6), step(0, 12);
  std::bernoulli_distribution turn(0.2);
  for (int trial = 0; trial < 500; ++trial) {
    // Mostly straight runs with jitter near the tolerance, and some turns.
    std::vector<Vec2> in;
    Vec2 p{0, 0}, dir{step(rng) - 6, 10};
    const int n = 2 + trial % 25;
    for (int k = 0; k < n; ++k) {
      in.push_back({p.x + jitter(rng), p.y + jitter(rng)});
      if (turn(rng)) dir = {step(rng) - 6, step(rng)};
      p = {p.x + dir.x, p.y + dir.y};
    }
    std::vector<Vec2> out = in;
    const double tol = 0.5;
    out.resize(simplify_polyline(std::span<Vec2>(out), tol));
    ASSERT_GE(out.size(), 2u);
    EXPECT_EQ(out.front().x, in.front().x);
    EXPECT_EQ(out.back().y, in.back().y);
    // The kept points are a subsequence of the input, and each input point is
    // within the tolerance of the kept segment that spans it.
    std::size_t at = 0;
    for (std::size_t k = 0; k + 1 < out.size(); ++k) {
      while (at < in.size() && (in[at].x != out[k].x || in[at].y != out[k].y)) ++at;
      ASSERT_LT(at, in.size()) << "trial " << trial << ": kept point " << k << " is not an input point in order";
      std::size_t next = at + 1;
      while (next < in.size() && (in[next].x != out[k + 1].x || in[next].y != out[k + 1].y)) {
        EXPECT_LE(distance_to_segment(in[next], out[k], out[k + 1]), tol + 1e-9) << "trial " << trial;
        ++next;
      }
      ASSERT_LT(next, in.size());
      at = next;
    }
  }
}

}  // namespace
}  // namespace gtl::model
