// The solvers against the straightforward baselines (baselines.hpp), measured
// in the same run; a closing table gives the speed-ups. How to run and the
// recorded figures: bench/RESULTS.md.
//
//   gtl_bench                       all benchmarks (the 2..40 baseline takes ~15 s)
//   gtl_bench --once=batch-ours     one 1,000-case judge batch and exit, for
//   gtl_bench --once=batch-baseline   instruction counts (bench/instructions.sh)
#include <benchmark/benchmark.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "baselines.hpp"
#include "core/ball_oracle.hpp"
#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "core/number_game_solver.hpp"
#include "core/retrograde.hpp"
#include "core/solver.hpp"
#include "ratio_reporter.hpp"

namespace {

using namespace gtl;
using namespace gtl::number_game;

// ---- The full 2..20 graph ----------------------------------------------------

void graph_ours_build_graph(benchmark::State& state, bool text) {
  std::size_t bytes = 0, nodes = 0;
  for (auto _ : state) {
    const PositionGraph g = build_graph(NumberGame{20}, full(20), {.with_text = text});
    benchmark::DoNotOptimize(g.nodes.data());
    nodes = g.nodes.size();
    bytes = g.nodes.capacity() * sizeof(GraphNode) + g.edges.capacity() * sizeof(GraphEdge);
    for (const GraphNode& n : g.nodes) bytes += n.label.capacity();  // descriptions are made on demand
  }
  state.counters["positions"] = static_cast<double>(nodes);
  state.counters["bytes/position"] = static_cast<double>(bytes) / static_cast<double>(nodes);
}

void graph_ours_solver(benchmark::State& state) {
  std::size_t positions = 0, bytes = 0;
  for (auto _ : state) {
    Solver<NumberGame> solver(NumberGame{20});
    benchmark::DoNotOptimize(solver.solve(full(20)));
    positions = solver.positions_solved();
    bytes = solver.memory_bytes();
  }
  state.counters["positions"] = static_cast<double>(positions);
  state.counters["bytes/position"] = static_cast<double>(bytes) / static_cast<double>(positions);
}

// The loopy solver (retrograde analysis) on the same 2..20 graph, explored once
// outside the loop: its speed against the acyclic Solver above (same run).
void graph_ours_retrograde(benchmark::State& state) {
  const auto explored = explore(NumberGame{20}, full(20));
  if (!explored) {
    state.SkipWithError("2..20 did not fit the explorer");
    return;
  }
  for (auto _ : state) {
    const std::vector<Solution> values = solve_retrograde(explored->graph);
    benchmark::DoNotOptimize(values.data());
  }
  state.counters["positions"] = static_cast<double>(explored->graph.size());
  state.counters["moves"] = static_cast<double>(explored->graph.next.size());
}

// The fair pair to ours_solver: exploring the game's positions is part of it.
void graph_ours_explore_retrograde(benchmark::State& state) {
  std::size_t positions = 0;
  for (auto _ : state) {
    const auto explored = explore(NumberGame{20}, full(20));
    const std::vector<Solution> values = solve_retrograde(explored->graph);
    benchmark::DoNotOptimize(values.data());
    positions = values.size();
  }
  state.counters["positions"] = static_cast<double>(positions);
}

// A random graph with cycles: n positions, 3 moves each to random positions,
// a tenth of them terminal (no moves). The scale: 10^6 positions.
void loopy_random(benchmark::State& state) {
  const auto n = static_cast<std::uint32_t>(state.range(0));
  ExplicitGraph g;
  g.first.reserve(n + 1);
  std::mt19937 rng(42);
  std::uniform_int_distribution<std::uint32_t> pick(0, n - 1);
  for (std::uint32_t v = 0; v < n; ++v) {
    if (rng() % 10 != 0)
      for (int k = 0; k < 3; ++k) g.next.push_back(pick(rng));
    g.first.push_back(static_cast<std::uint32_t>(g.next.size()));
  }
  std::size_t draws = 0;
  for (auto _ : state) {
    const std::vector<Solution> values = solve_retrograde(g);
    benchmark::DoNotOptimize(values.data());
    draws = 0;
    for (const Solution& x : values) draws += x.outcome == Outcome::Draw;
  }
  state.counters["positions"] = static_cast<double>(n);
  state.counters["moves"] = static_cast<double>(g.next.size());
  state.counters["draws"] = static_cast<double>(draws);
}

void graph_baseline(benchmark::State& state) {
  std::size_t positions = 0;
  for (auto _ : state) {
    bench::PlainNumberExact plain(20);
    benchmark::DoNotOptimize(plain.solve(bench::plain_full(20)));
    positions = plain.positions();
  }
  state.counters["positions"] = static_cast<double>(positions);
}

// ---- A 1,000-case judge batch --------------------------------------------------

// Random POJ 1143 cases (fixed seed): each a random non-empty subset of 2..20.
const std::vector<std::vector<int>>& judge_cases() {
  static const std::vector<std::vector<int>> cases = [] {
    std::mt19937_64 rng(1143);
    std::vector<std::vector<int>> out;
    while (out.size() < 1000) {
      const Allowed a = rng() & full(20);
      if (a != 0) out.push_back(numbers(a));
    }
    return out;
  }();
  return cases;
}

// Both batches answer every case (the winning moves: ours as a bit set, from
// WinMemo::winning_set as the CLI uses it; the baseline as its vector); the
// memo lives for the whole batch. Printing is left out: it costs both the same.
// Kept out of line: bench/instructions.sh counts this function by name.
[[gnu::noinline]] std::size_t batch_ours() {
  WinMemo memo;
  std::size_t moves = 0;
  for (const std::vector<int>& c : judge_cases())
    moves += static_cast<std::size_t>(count(memo.winning_set(from_numbers(c))));
  return moves;
}

std::size_t batch_baseline() {
  bench::PlainNumberMemo memo(20);
  std::size_t moves = 0;
  for (const std::vector<int>& c : judge_cases()) {
    std::uint64_t a = 0;
    for (int y : c) a |= std::uint64_t{1} << y;
    moves += memo.winning_moves(a).size();
  }
  return moves;
}

void batch_ours_bench(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(batch_ours());
}
void batch_baseline_bench(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(batch_baseline());
}

// ---- 2..N from the start ---------------------------------------------------------

void start_ours(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  std::size_t positions = 0, bytes = 0;
  for (auto _ : state) {
    WinMemo memo;
    benchmark::DoNotOptimize(memo.winning_moves(full(n)));
    positions = memo.positions();
    bytes = memo.memory_bytes();
  }
  state.counters["positions"] = static_cast<double>(positions);
  state.counters["bytes/position"] = static_cast<double>(bytes) / static_cast<double>(positions);
}

void start_baseline(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  std::size_t positions = 0;
  for (auto _ : state) {
    bench::PlainNumberMemo memo(n);
    benchmark::DoNotOptimize(memo.winning_moves(bench::plain_full(n)));
    positions = memo.positions();
  }
  state.counters["positions"] = static_cast<double>(positions);
}

// ---- The ball game at 10^18 ------------------------------------------------------

const std::vector<ball_game::Take> kTakes{1, 98, 99};

void ball_ours(benchmark::State& state) {
  const std::uint64_t n = static_cast<std::uint64_t>(state.range(0)) == 0 ? ball_game::kMaxBalls
                                                                          : static_cast<std::uint64_t>(state.range(0));
  for (auto _ : state) {
    ball_game::BallOracle oracle(kTakes);  // detects, proves and verifies the period
    benchmark::DoNotOptimize(oracle.outcome(n));
  }
}

// The direct table cannot reach 10^18 (it would need 10^18 entries); it is
// measured at 10^6 and 10^7, and RESULTS.md extrapolates.
void ball_baseline(benchmark::State& state) {
  const auto n = static_cast<std::uint64_t>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(bench::plain_ball(kTakes, n));
}

void register_all() {
  using benchmark::kMillisecond;
  benchmark::RegisterBenchmark("graph_2..20/ours_build_graph", graph_ours_build_graph, false)->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("graph_2..20/ours_build_graph_with_text", graph_ours_build_graph, true)->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("graph_2..20/ours_solver", graph_ours_solver)->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("graph_2..20/ours_retrograde", graph_ours_retrograde)->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("graph_2..20/ours_explore_retrograde", graph_ours_explore_retrograde)->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("graph_2..20/baseline", graph_baseline)->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("loopy_random/retrograde", loopy_random)->Arg(1'000'000)->Unit(kMillisecond);
  benchmark::RegisterBenchmark("judge_batch_1000/ours", batch_ours_bench)->Unit(kMillisecond);
  benchmark::RegisterBenchmark("judge_batch_1000/baseline", batch_baseline_bench)->Unit(kMillisecond);
  for (int n : {30, 36, 40}) {
    benchmark::RegisterBenchmark("start_2..N/ours", start_ours)->Arg(n)->Unit(kMillisecond);
    auto* base = benchmark::RegisterBenchmark("start_2..N/baseline", start_baseline)->Arg(n)->Unit(kMillisecond);
    if (n >= 36) base->Iterations(1);  // seconds each
  }
  // Arg 0 stands for 10^18 (benchmark arguments are int64).
  benchmark::RegisterBenchmark("ball_1_98_99/ours_to_1e18", ball_ours)->Arg(0)->Unit(kMillisecond);
  for (std::int64_t n : {1'000'000, 10'000'000}) {
    benchmark::RegisterBenchmark("ball_1_98_99/ours", ball_ours)->Arg(n)->Unit(kMillisecond);
    benchmark::RegisterBenchmark("ball_1_98_99/baseline", ball_baseline)->Arg(n)->Unit(kMillisecond);
  }
}

}  // namespace

int main(int argc, char** argv) {
  judge_cases();  // generated before, so instruction counts cover only the solving
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--once=batch-ours") == 0) return batch_ours() == 0;
    if (std::strcmp(argv[i], "--once=batch-baseline") == 0) return batch_baseline() == 0;
  }
  register_all();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  gtl::bench::RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
