// The ball game: the direct table against a brute force from the rules, the
// oracle's period against direct tables, and the judge's samples.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/ball_game.hpp"
#include "core/ball_oracle.hpp"
#include "core/ball_solver.hpp"
#include "core/solver.hpp"

namespace {

using namespace gtl;
using namespace gtl::ball_game;

// Brute force from the rules: real hand sizes, no memo, no parity trick.
Solution brute(const std::vector<Take>& takes, std::uint64_t left, std::uint64_t mine, std::uint64_t theirs) {
  BestChoice best;
  for (Take t : takes)
    if (t <= left) best.add(brute(takes, left - t, theirs, mine + t));
  if (!best.empty()) return best.result();
  const bool me_odd = mine % 2 == 1, them_odd = theirs % 2 == 1;
  if (me_odd && !them_odd) return {Outcome::Win, 0};
  if (!me_odd && them_odd) return {Outcome::Lose, 0};
  return {Outcome::Draw, 0};
}

std::vector<Take> random_takes(std::mt19937_64& rng, Take max_take, int max_count) {
  std::vector<Take> t(1 + rng() % max_count);
  for (Take& x : t) x = 1 + static_cast<Take>(rng() % max_take);
  return normalize_takes(t);
}

std::vector<char> judge(std::vector<Take> takes, const std::vector<std::uint64_t>& counts) {
  BallSolver solver(takes);
  std::vector<char> out;
  for (std::uint64_t n : counts) out.push_back(judge_symbol(solver.answer(n)->outcome));
  return out;
}

TEST(BallGame, JudgeSamples) {
  EXPECT_EQ(judge({1, 2, 3}, {1, 2, 3, 4, 5}), (std::vector<char>{'+', '0', '+', '0', '-'}));
  EXPECT_EQ(judge({1, 4, 5}, {10, 11, 12, 13, 15}), (std::vector<char>{'0', '-', '0', '+', '+'}));
  EXPECT_EQ(judge({2, 3, 5}, {7, 8, 9, 10, 11}), (std::vector<char>{'+', '0', '0', '0', '0'}));
}

TEST(BallGame, Rules) {
  EXPECT_EQ(ending(true, false), Outcome::Win);
  EXPECT_EQ(ending(false, true), Outcome::Lose);
  EXPECT_EQ(ending(true, true), Outcome::Draw);
  EXPECT_EQ(ending(false, false), Outcome::Draw);
  EXPECT_EQ(after_take({10, false, true}, 3), (State{7, true, true}));
  const std::vector<Take> raw{5, 1, 5, 3};
  EXPECT_EQ(normalize_takes(raw), (std::vector<Take>{1, 3, 5}));
  const std::vector<Take> t{1, 3, 5};
  EXPECT_EQ(fitting(t, 4).size(), 2u);
  EXPECT_EQ(fitting(t, 0).size(), 0u);
  EXPECT_EQ(fitting(t, kMaxBalls).size(), 3u);
  const BallGame g{{1, 3}, 7};
  EXPECT_EQ(BallGame::unpack(g.start()), (State{7, false, false}));
  EXPECT_EQ(g.move_label(3), "take 3");
  EXPECT_EQ(g.short_label(BallGame::pack({7, true, false})), "7 \u00b7 odd/even");
}

TEST(BallGame, TableMatchesBruteForce) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 150; ++trial) {
    const std::vector<Take> takes = random_takes(rng, 9, 4);
    const BallTable table(takes, 22);
    for (std::uint64_t n = 0; n <= 22; ++n)
      for (int hands = 0; hands < 4; ++hands) {
        const State s{n, (hands & 2) != 0, (hands & 1) != 0};
        ASSERT_EQ(table.at(s), brute(takes, n, s.mover_odd, s.other_odd)) << "n=" << n;
      }
  }
}

TEST(BallGame, GenericSolverMatchesTable) {
  std::mt19937_64 rng(6);
  for (int trial = 0; trial < 100; ++trial) {
    const std::vector<Take> takes = random_takes(rng, 40, 5);
    const BallTable table(takes, 600);
    Solver<BallGame> solver(BallGame{takes, 600});
    for (std::uint64_t n = 0; n <= 600; n += 7)
      ASSERT_EQ(solver.solve(BallGame::pack({n, false, true})), table.at({n, false, true}));
  }
}

TEST(BallGame, RankedTakesBestFirst) {
  const std::vector<Take> takes{1, 2, 3};
  const BallTable table(takes, 10);
  const State s{5, false, false};
  const auto ranked = table.ranked_takes(s);
  ASSERT_EQ(ranked.size(), 3u);
  for (std::size_t i = 0; i < ranked.size(); ++i) {
    EXPECT_EQ(ranked[i].value, through(table.at(after_take(s, ranked[i].take))));
    if (i > 0) {
      EXPECT_FALSE(better_child(table.at(after_take(s, ranked[i].take)),
                                table.at(after_take(s, ranked[i - 1].take))));
    }
  }
  EXPECT_EQ(table.at({5, false, false}).outcome, Outcome::Lose);
}

TEST(BallGame, KnownPeriods) {
  const std::vector<Take> a{1, 2, 3};
  BallOracle small(a);
  ASSERT_TRUE(small.period());
  EXPECT_EQ(small.period()->start, 0u);
  EXPECT_EQ(small.period()->length, 8u);
  const std::vector<Take> b{1, 98, 99};
  BallOracle large(b);
  ASSERT_TRUE(large.period());
  EXPECT_EQ(large.period()->start, 4800u);
  EXPECT_EQ(large.period()->length, 200u);
  EXPECT_GE(large.period()->verified_to, 65536u);
}

TEST(BallGame, PeriodAnswersMatchDirectTables) {
  std::mt19937_64 rng(8);
  constexpr std::uint64_t kDirect = 90'000;
  for (int trial = 0; trial < 40; ++trial) {
    const std::vector<Take> takes = random_takes(rng, 60, 4);
    BallOracle oracle(takes, Limits{.min_verify = 1024});
    ASSERT_TRUE(oracle.period()) << "takes up to 60 always cycle early";
    const std::uint64_t first_by_period = oracle.table_size();
    ASSERT_LT(first_by_period, kDirect);
    const BallTable table(takes, kDirect);
    for (std::uint64_t n = first_by_period; n < kDirect; ++n)
      for (int hands = 0; hands < 4; ++hands) {
        const State s{n, (hands & 2) != 0, (hands & 1) != 0};
        ASSERT_EQ(oracle.outcome(s), table.at(s).outcome) << "n=" << n;
      }
    // The minimal period and pre-period really are minimal on the direct table.
    const Period p = *oracle.period();
    auto answer = [&](std::uint64_t n) { return table.at({n, false, false}).outcome; };
    if (p.start > 0) {
      EXPECT_NE(answer(p.start - 1), answer(p.start - 1 + p.length));
    }
    for (std::uint64_t d = 1; d < p.length; ++d) {
      if (p.length % d) continue;
      bool periodic = true;
      for (std::uint64_t n = p.start; n + d < kDirect && periodic; ++n) periodic = answer(n) == answer(n + d);
      EXPECT_FALSE(periodic) << "smaller period " << d;
    }
  }
}

TEST(BallGame, HugeCounts) {
  BallSolver solver(std::vector<Take>{1, 2, 3});
  const BallTable table(std::vector<Take>{1, 2, 3}, 16);
  const auto a = solver.answer(kMaxBalls);  // 10^18 = 0 (mod 8)
  ASSERT_TRUE(a);
  EXPECT_TRUE(a->from_period);
  EXPECT_EQ(a->outcome, table.at({0, false, false}).outcome);
  EXPECT_FALSE(a->remoteness);
  EXPECT_EQ(solver.answer(kMaxBalls - 3)->outcome, table.at({5, false, false}).outcome);
}

TEST(BallGame, DetailedAnswers) {
  BallSolver solver(std::vector<Take>{3, 1, 2, 2});
  const auto a = solver.answer(5);
  ASSERT_TRUE(a);
  EXPECT_FALSE(a->from_period);
  EXPECT_EQ(a->outcome, Outcome::Lose);
  ASSERT_TRUE(a->remoteness);
  const BallTable table(std::vector<Take>{1, 2, 3}, 5);
  EXPECT_EQ(*a->remoteness, table.at({5, false, false}).remoteness);
  ASSERT_FALSE(a->best_moves.empty());
  for (Take t : a->best_moves)
    EXPECT_EQ(through(table.at(after_take({5, false, false}, t))), table.at({5, false, false}));
}

TEST(BallGame, WithoutPeriodFallsBackToDirectSolvingThenRefuses) {
  const std::vector<Take> takes{1, 98, 99};
  BallOracle oracle(takes, Limits{.max_table = 3000});  // the cycle needs ~5000 counts
  EXPECT_FALSE(oracle.period());
  const BallTable table(takes, 2999);
  EXPECT_EQ(oracle.outcome(2999), table.at({2999, false, false}).outcome);
  EXPECT_FALSE(oracle.outcome(3000));
  EXPECT_FALSE(oracle.outcome(kMaxBalls));
}

TEST(BallGame, LargeTakesStillFindPeriods) {
  const std::vector<Take> takes{3, 999'999, 1'000'000};
  BallOracle oracle(takes);
  ASSERT_TRUE(oracle.period());
  EXPECT_TRUE(oracle.outcome(kMaxBalls));
}

}  // namespace
