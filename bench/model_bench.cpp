// Benchmarks of the view-model (src/model): tidy layout of ~1e5 tree nodes,
// full vs incremental re-layout after one expand, and memory per node.
// Run: build/bench/gtl_model_bench --benchmark_counters_tabular=true
#include <benchmark/benchmark.h>

#include <chrono>

#include "../tests/model_test_games.hpp"  // the small solved games the tests use
#include "../tests/model_test_trees.hpp"  // random ordered trees
#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "model/draw_list.hpp"
#include "model/game_dag.hpp"
#include "model/game_tree.hpp"
#include "model/induction.hpp"
#include "model/layered_layout.hpp"
#include "model/tree_layout.hpp"

namespace {

using namespace gtl;
using namespace gtl::model;

// Subtraction game (take 1..3 of 40): expanded to depth 10 the tree view has
// 88,573 nodes, a full ternary tree like a real game tree's upper levels.
struct BigTree {
  PositionGraph graph = testgames::subtraction_game(40, 3);
  GameTree tree{graph, ViewLimits{1'000'000}};
  BigTree() { tree.expand_to_depth(tree.root(), 10); }
};

BigTree& big_tree() {
  static BigTree b;
  return b;
}

void BM_TidyLayoutFull(benchmark::State& state) {
  BigTree& b = big_tree();
  TidyTreeLayout lay;
  for (auto _ : state) {
    lay.layout(b.tree.links());
    benchmark::DoNotOptimize(lay.x(b.tree.root()));
  }
  state.counters["nodes"] = static_cast<double>(lay.node_count());
  state.counters["layout_bytes_per_node"] = static_cast<double>(TidyTreeLayout::bytes_per_node());
  state.counters["contour_bytes_per_node"] = static_cast<double>(
      lay.contour_cells() * TidyTreeLayout::bytes_per_contour_cell()) / lay.node_count();
  state.counters["tree_bytes_per_node"] = static_cast<double>(
      sizeof(NodeId) + 5 * sizeof(std::uint32_t) + sizeof(std::uint8_t));
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(lay.node_count()));
}
BENCHMARK(BM_TidyLayoutFull)->Unit(benchmark::kMillisecond);

// Random ragged trees of 1e5 and 1e6 nodes (deep, uneven contours).
void BM_TidyLayoutRandom(benchmark::State& state) {
  const auto t = testtrees::random_tree(1, static_cast<std::uint32_t>(state.range(0)), true);
  TidyTreeLayout lay;
  for (auto _ : state) {
    lay.layout(t.links());
    benchmark::DoNotOptimize(lay.x(0));
  }
  state.counters["depth"] = static_cast<double>(lay.rows().size());
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_TidyLayoutRandom)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

// One expand (or collapse) of a deep leaf and the re-layout that follows;
// the "ratio" counter is the full layout's time over the incremental one,
// both measured in this run.
void BM_TidyLayoutIncremental(benchmark::State& state) {
  BigTree& b = big_tree();
  TidyTreeLayout lay;
  lay.layout(b.tree.links());
  const std::uint32_t leaf = lay.rows()[10][lay.rows()[10].size() / 2];
  using clock = std::chrono::steady_clock;
  double full_seconds = 0;
  {
    const int reps = 5;
    TidyTreeLayout full;
    const auto t0 = clock::now();
    for (int i = 0; i < reps; ++i) full.layout(b.tree.links());
    full_seconds = std::chrono::duration<double>(clock::now() - t0).count() / reps;
  }
  bool open = false;
  std::size_t work = 0;
  for (auto _ : state) {
    open ? b.tree.collapse(leaf) : b.tree.expand(leaf);
    open = !open;
    lay.update(b.tree.links(), b.tree.last_changed());
    work = lay.last_subtree_work();
    benchmark::DoNotOptimize(lay.x(leaf));
  }
  if (open) b.tree.collapse(leaf);
  state.counters["full_ms"] = full_seconds * 1e3;
  state.counters["ratio"] = benchmark::Counter(full_seconds * static_cast<double>(state.iterations()),
                                               benchmark::Counter::kIsRate);
  state.counters["subtree_nodes_redone"] = static_cast<double>(work);
}
BENCHMARK(BM_TidyLayoutIncremental)->Unit(benchmark::kMillisecond);

const PositionGraph& number_game_20() {
  static const PositionGraph g = build_graph(number_game::NumberGame{20}, number_game::full(20));
  return g;
}

// The whole Number Game 2..20 DAG (3,515 positions) in the layered layout.
void BM_LayeredNumberGame20(benchmark::State& state) {
  GameDag dag(number_game_20());
  dag.expand_to_depth(0, 100);
  const auto in = dag.layout_input();
  LayeredLayout lay;
  for (auto _ : state) {
    lay.layout(in.graph);
    benchmark::DoNotOptimize(lay.x(0));
  }
  state.counters["vertices"] = static_cast<double>(in.graph.rank.size());
  state.counters["edges"] = static_cast<double>(in.graph.edges.size());
  state.counters["dummies"] = static_cast<double>(lay.dummy_count());
  state.counters["crossings_before"] = static_cast<double>(lay.crossings_before());
  state.counters["crossings_after"] = static_cast<double>(lay.crossings());
}
BENCHMARK(BM_LayeredNumberGame20)->Unit(benchmark::kMillisecond);

// One frame's culling of the 88,573-node tree: zoomed in, and zoomed out (folding).
void BM_CullFrame(benchmark::State& state) {
  BigTree& b = big_tree();
  TidyTreeLayout lay;
  lay.layout(b.tree.links());
  const RowsView rv{lay.rows(), lay.xs()};
  const NodeGeometry geom;
  const Vec2 screen{1920, 1080};
  Viewport vp;
  vp.fit(layout_world_bounds(rv, geom), screen);
  if (state.range(0) == 1) {  // close-up on the middle of the bottom row
    const auto& bottom = lay.rows().back();
    vp = Viewport({0, 0}, 40);
    vp.centre_on({lay.x(bottom[bottom.size() / 2]), (lay.rows().size() - 1) * geom.row_spacing}, screen);
  }
  std::size_t items = 0;
  for (auto _ : state) {
    const auto list = cull_nodes(rv, vp, screen, geom);
    items = list.size();
    benchmark::DoNotOptimize(list.data());
  }
  state.counters["items"] = static_cast<double>(items);
  state.counters["node_px"] = geom.node_width * vp.zoom();
}
BENCHMARK(BM_CullFrame)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// Both lesson orders over the Number Game 2..20 graph.
void BM_Induction(benchmark::State& state) {
  const PositionGraph& g = number_game_20();
  std::size_t steps = 0;
  for (auto _ : state) {
    const InductionRun run = state.range(0) == 0 ? recursive_induction(g) : retrograde_induction(g);
    steps = run.steps.size();
    benchmark::DoNotOptimize(run.steps.data());
  }
  state.counters["steps"] = static_cast<double>(steps);
  state.SetLabel(state.range(0) == 0 ? "recursive" : "retrograde");
}
BENCHMARK(BM_Induction)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace
