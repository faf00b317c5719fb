// The big-position Number Game solver (number_game_big.hpp) against the
// existing WinMemo solver: every full start 2..N up to 30, random positions
// reachable from a full start, random subsets, with one and two threads, and
// with a table so small that entries keep giving way.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/number_game.hpp"
#include "core/number_game_big.hpp"
#include "core/number_game_solver.hpp"

namespace {

using namespace gtl::number_game;

BigResult solve(Allowed a, int threads, std::size_t memo_bytes = 0) {
  BigOptions options;
  options.threads = threads;
  options.memo_bytes = memo_bytes;
  return big_winning_set(a, options);
}

TEST(FullStartSolver, EveryFullStartUpTo30MatchesWinMemo) {
  WinMemo memo;
  for (int n = 2; n <= 30; ++n) {
    const Allowed expected = memo.winning_set(full(n));
    for (int threads : {1, 2}) EXPECT_EQ(solve(full(n), threads).winning, expected) << "2.." << n << ", " << threads << " threads";
  }
}

// Positions reachable from a full start: a random game of random length.
TEST(FullStartSolver, RandomReachablePositionsMatchWinMemo) {
  std::mt19937_64 rng(50);
  WinMemo memo;
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 21 + static_cast<int>(rng() % 14);  // 2..21 to 2..34
    Allowed a = full(n);
    for (int plies = static_cast<int>(rng() % 4); plies > 0 && a != 0; --plies) {
      const std::vector<int> moves = numbers(a);
      a = after_naming(a, moves[rng() % moves.size()]);
    }
    EXPECT_EQ(solve(a, 1 + trial % 2).winning, memo.winning_set(a)) << "2.." << n << ", position " << a;
  }
}

// The solver does not rely on reachability: any set of numbers.
TEST(FullStartSolver, RandomSubsetsMatchWinMemo) {
  std::mt19937_64 rng(1143);
  WinMemo memo;
  for (int trial = 0; trial < 60; ++trial) {
    const Allowed a = rng() & rng() & full(36);  // about a quarter of 2..36
    EXPECT_EQ(solve(a, 2).winning, memo.winning_set(a)) << "position " << a;
  }
}

// With more threads than jobs left, idle threads help with running jobs in
// their own order and the first to finish stops the others: every answer
// must be the one thread's, whoever finished each job.
TEST(FullStartSolver, HelpingThreadsAnswerRight) {
  WinMemo memo;
  for (int n = 21; n <= 30; ++n) {
    const Allowed expected = memo.winning_set(full(n));
    for (int threads : {3, 4, 8}) EXPECT_EQ(solve(full(n), threads).winning, expected) << "2.." << n << ", " << threads << " threads";
  }
  std::mt19937_64 rng(14);
  for (int trial = 0; trial < 20; ++trial) {
    const Allowed a = (rng() & rng() & full(34)) | bit(34);
    EXPECT_EQ(solve(a, 6, 64 * 64).winning, memo.winning_set(a)) << "position " << a;
  }
}

// A table of 64 lines holds far fewer positions than 2..28 searches: entries
// give way all the time, and every answer must stay right.
TEST(FullStartSolver, TinyTableStillAnswersRight) {
  WinMemo memo;
  for (int n : {22, 25, 28}) {
    const BigResult r = solve(full(n), 2, 64 * 64);
    EXPECT_EQ(r.memo_bytes, 64u * 64u);
    EXPECT_EQ(r.winning, memo.winning_set(full(n))) << "2.." << n;
  }
}

TEST(FullStartSolver, ProgressEndsOnTheFinalCount) {
  std::vector<BigProgress> reports;
  BigOptions options;
  options.threads = 2;
  options.on_progress = [&](const BigProgress& p) { reports.push_back(p); };
  const BigResult r = big_winning_set(full(32), options);
  ASSERT_FALSE(reports.empty());
  EXPECT_EQ(reports.back().positions, r.positions);
  EXPECT_GT(r.positions, 0u);
  for (std::size_t i = 1; i < reports.size(); ++i) {
    EXPECT_GE(reports[i].positions, reports[i - 1].positions);
    EXPECT_GE(reports[i].seconds, reports[i - 1].seconds);
  }
}

// The CLI's dispatch gives the same answers on both sides of its threshold.
TEST(FullStartSolver, JudgeDispatchMatchesWinMemo) {
  WinMemo memo, reference;
  for (int n : {20, kBigMinNumbers, kBigMinNumbers + 1, kBigMinNumbers + 2}) {
    EXPECT_EQ(judge_winning_set(memo, full(n), "test"), reference.winning_set(full(n))) << "2.." << n;
  }
}

}  // namespace
