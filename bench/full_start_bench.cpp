// 2..N from the start: the big-position solver (number_game_big.hpp, both
// cores) and the full table (number_game_table.hpp, both cores: every
// position of 2..N, then the start's children read from it) against WinMemo,
// the c762bc4 solver (what `number-game --max N` used before), all answering
// the winning moves, in the same run; a closing table gives the ratios. 2..50
// and 2..52 are measured as whole processes by bench/table_full_start.sh
// (peak memory; the baseline needs ~3 GB for 2..50):
//
//   gtl_full_start_bench                      2..44, 2..46, 2..48 (~2 min on a quiet machine)
//   gtl_full_start_bench --benchmark_filter=/44
//   gtl_full_start_bench --with-50 --benchmark_filter=baseline/50   (and ours/50, ours_table/50, ours_table/52)
//
// Each run's label is the answer, the winning moves.
#include <benchmark/benchmark.h>

#include <cstring>
#include <optional>
#include <string>

#include "core/number_game.hpp"
#include "core/number_game_big.hpp"
#include "core/number_game_solver.hpp"
#include "core/number_game_table.hpp"
#include "ratio_reporter.hpp"

namespace {

using namespace gtl::number_game;

// The first side to finish 2..n records its answer; the other must agree.
void check(benchmark::State& state, int n, Allowed winning) {
  static std::optional<Allowed> answers[kMaxN + 1];
  if (!answers[n]) answers[n] = winning;
  if (*answers[n] != winning) state.SkipWithError("the two solvers disagree");
  std::string moves;
  for (int x : NumberRange(winning)) moves += (moves.empty() ? "" : " ") + std::to_string(x);
  state.SetLabel(moves);
}

void full_start_ours(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  BigResult r;
  for (auto _ : state) r = big_winning_set(full(n));
  check(state, n, r.winning);
  state.counters["positions"] = static_cast<double>(r.positions);
  state.counters["bytes/position"] = static_cast<double>(r.memo_bytes) / static_cast<double>(r.positions);
  state.counters["threads"] = r.threads;
}

void full_start_table(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  Allowed winning = 0;
  std::uint64_t positions = 0, bytes = 0;
  int threads = 0;
  for (auto _ : state) {
    const TableBuild b = build_number_table(n);
    winning = *b.table->winning_set(full(n));
    positions = b.table->positions();
    bytes = b.table->memory_bytes();
    threads = b.table->threads();
  }
  check(state, n, winning);
  state.counters["positions"] = static_cast<double>(positions);
  state.counters["bytes/position"] = static_cast<double>(bytes) / static_cast<double>(positions);
  state.counters["threads"] = threads;
}

void full_start_baseline(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  Allowed winning = 0;
  std::size_t positions = 0, bytes = 0;
  for (auto _ : state) {
    WinMemo memo;
    winning = memo.winning_set(full(n));
    positions = memo.positions();
    bytes = memo.memory_bytes();
  }
  check(state, n, winning);
  state.counters["positions"] = static_cast<double>(positions);
  state.counters["bytes/position"] = static_cast<double>(bytes) / static_cast<double>(positions);
}

// One iteration each: a 2..48 baseline alone takes tens of seconds.
BENCHMARK(full_start_baseline)->Name("full_start/baseline")->Arg(44)->Arg(46)->Arg(48)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();
BENCHMARK(full_start_ours)->Name("full_start/ours")->Arg(44)->Arg(46)->Arg(48)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();
BENCHMARK(full_start_table)->Name("full_start/ours_table")->Arg(40)->Arg(44)->Arg(46)->Arg(48)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

}  // namespace

int main(int argc, char** argv) {
  // --with-50 (ours): also register 2..50, left out by default for its ~3 GB baseline.
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--with-50") != 0) continue;
    BENCHMARK(full_start_baseline)->Name("full_start/baseline")->Arg(50)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();
    BENCHMARK(full_start_ours)->Name("full_start/ours")->Arg(50)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();
    BENCHMARK(full_start_table)->Name("full_start/ours_table")->Arg(50)->Arg(52)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();
    for (int j = i; j + 1 < argc; ++j) argv[j] = argv[j + 1];
    --argc;
    break;
  }
  benchmark::Initialize(&argc, argv);
  gtl::bench::RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
}
