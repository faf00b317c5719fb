// Work estimates and budgets (core/budget): the bounds are checked against
// position counts made here from the judge's literal rule, and the ball game's
// against the work its oracle really does.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "core/ball_oracle.hpp"
#include "core/budget.hpp"
#include "core/number_game.hpp"
#include "core/number_game_big.hpp"
#include "core/number_game_table.hpp"

namespace {

using namespace gtl;

// Bit y set while y is allowed; naming x by the judge's rule, one y at a time.
std::uint64_t literal_name(std::uint64_t allowed, int n, int x) {
  std::uint64_t forbidden = ~allowed & ((std::uint64_t{2} << n) - 1) & ~std::uint64_t{2};
  for (int y = x; y <= n; ++y)
    if (forbidden >> (y - x) & 1) forbidden |= std::uint64_t{1} << y;
  return allowed & ~forbidden;
}

// Positions reachable from `allowed` (itself and the empty position included).
std::size_t reachable(std::uint64_t allowed, int n) {
  std::set<std::uint64_t> seen{allowed};
  std::vector<std::uint64_t> todo{allowed};
  while (!todo.empty()) {
    const std::uint64_t p = todo.back();
    todo.pop_back();
    for (int x = 2; x <= n; ++x)
      if (p >> x & 1)
        if (const std::uint64_t c = literal_name(p, n, x); seen.insert(c).second) todo.push_back(c);
  }
  return seen.size();
}

std::uint64_t literal_mask(number_game::Allowed a) { return a << 2; }

TEST(Budget, FullStartCountsAreTheReachablePositions) {
  for (int n = 2; n <= 22; ++n)
    EXPECT_EQ(budget::number_full_start_positions(n), reachable(literal_mask(number_game::full(n)), n)) << n;
  // Beyond the stored counts the estimate keeps growing, never shrinking.
  for (int n = 40; n < 64; ++n)
    EXPECT_LT(budget::number_full_start_positions(n), budget::number_full_start_positions(n + 1)) << n;
}

TEST(Budget, NumberBoundIsAnUpperBoundAndCountingIsExact) {
  std::mt19937_64 rng(14);
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 21 + static_cast<int>(rng() % 6);
    const number_game::Allowed a = rng() & number_game::full(n);
    if (a == 0) continue;
    const std::size_t truth = reachable(literal_mask(a), n);
    EXPECT_GE(budget::number_positions_bound(a), truth);
    // A budget below the bound makes it count: exact while the count fits the budget.
    const budget::Estimate e = budget::number_positions(a, truth);
    EXPECT_TRUE(e.within(truth));
    EXPECT_LE(e.work, truth);  // the bound when it fits, else the count
    if (budget::number_positions_bound(a) > truth) {
      EXPECT_EQ(e.work, truth);
    }
    const budget::Estimate over = budget::number_positions(a, truth - 1);
    EXPECT_FALSE(over.within(truth - 1));
    EXPECT_TRUE(over.lower_bound || over.work > truth - 1);
  }
}

TEST(Budget, RefusalNamesTheCaseTheEstimateAndTheBudget) {
  const number_game::Allowed a = number_game::full(64);
  const budget::Estimate e = budget::number_positions(a, 1000);
  EXPECT_TRUE(e.lower_bound);
  EXPECT_EQ(e.upper, budget::number_positions_bound(a));
  const std::string text = budget::number_estimate_text(3, a, e, 1000);
  EXPECT_EQ(text, "case 3 (63 numbers, the largest 64) reaches more than 1,000 positions (counting stopped there) "
                  "and up to " + text::grouped(e.upper) + " positions (" +
                  text::megabytes(e.upper * budget::kNumberBytesPerPosition) +
                  "), over the budget of 1,000 positions");
}

// The memory a refusal names is what the answer would take: every position
// for an exact answer, the big-position solver's tables for the judge's answer
// of a position it takes (and not a per-position figure it never uses).
TEST(Budget, RefusalNamesTheMemoryOfTheSolverThatWouldRun) {
  const number_game::Allowed a = number_game::full(50);  // 49 numbers: the big solver's or the table's
  ASSERT_GE(number_game::count(a), number_game::kBigMinNumbers);
  ASSERT_TRUE(number_game::big_supports(a));
  const budget::Estimate e = budget::number_positions(a, 1000);
  ASSERT_TRUE(e.lower_bound);
  // The full start goes to the full table of 2..50 (sooner than the search there).
  ASSERT_TRUE(number_game::table_is_faster(a));
  const std::string judge = budget::number_estimate_text(1, a, e, 1000, false);
  EXPECT_NE(judge.find("(the judge's answer builds the table of 2..50 in " +
                       text::megabytes(number_game::table_memory_bytes(50)) + ")"),
            std::string::npos)
      << judge;
  EXPECT_EQ(judge.find(text::megabytes(e.upper * budget::kNumberBytesPerPosition)), std::string::npos) << judge;
  // 2..50 without 3 is no position of the table (6 = 3 + 3 is allowed): the search's tables.
  const number_game::Allowed unclosed = a & ~number_game::bit(3);
  ASSERT_FALSE(number_game::table_is_faster(unclosed));
  const budget::Estimate eu = budget::number_positions(unclosed, 1000);
  const std::string search = budget::number_estimate_text(1, unclosed, eu, 1000, false);
  const std::string tables = text::megabytes(number_game::big_memo_bytes(unclosed));
  EXPECT_NE(search.find("(the judge's answer searches in " + tables + " of tables)"), std::string::npos) << search;
  // Tables of a size fixed in advance, under the cap, far under 48 bytes a position.
  EXPECT_LE(number_game::big_memo_bytes(a), number_game::kBigDefaultMemoBytes);
  EXPECT_LT(number_game::big_memo_bytes(a), e.upper * budget::kNumberBytesPerPosition / 10);
  const std::string exact = budget::number_estimate_text(1, a, e, 1000, true);
  EXPECT_NE(exact.find("(" + text::megabytes(e.upper * budget::kNumberBytesPerPosition) + ")"), std::string::npos)
      << exact;
  // Fewer numbers than the big solver takes: the judge's answer keeps its positions too.
  const number_game::Allowed small = number_game::full(30) & ~number_game::full(3);  // 4..30: 27 numbers
  ASSERT_LT(number_game::count(small), number_game::kBigMinNumbers);
  const budget::Estimate es = budget::number_positions(small, 1000);
  EXPECT_EQ(budget::number_estimate_text(2, small, es, 1000, false), budget::number_estimate_text(2, small, es, 1000, true));
}

TEST(Budget, Grouping) {
  EXPECT_EQ(text::grouped(0), "0");
  EXPECT_EQ(text::grouped(999), "999");
  EXPECT_EQ(text::grouped(1000), "1,000");
  EXPECT_EQ(text::grouped(1234567), "1,234,567");
  EXPECT_EQ(text::megabytes(999'999), "under 1 MB");
  EXPECT_EQ(text::megabytes(403'000'000), "403 MB");
  EXPECT_EQ(text::megabytes(63'000'000'000), "63 GB");
}

TEST(Budget, BallStepsFollowTheOracle) {
  const std::vector<ball_game::Take> takes{1, 98, 99};
  const std::uint64_t stretch = ball_game::proof_stretch(takes);
  EXPECT_EQ(stretch, ball_game::Limits{}.min_verify);
  // Below the stretch, the table up to the count and no period search.
  EXPECT_EQ(budget::ball_steps(takes, 999).work, 1000u * 3);
  ball_game::BallOracle small(takes);
  ASSERT_TRUE(small.outcome(999));
  EXPECT_EQ(small.table_size(), 1000u);
  // At the stretch and beyond, the period search, which builds at least the stretch.
  EXPECT_EQ(budget::ball_steps(takes, ball_game::kMaxBalls).work, stretch * 3);
  ball_game::BallOracle large(takes);
  ASSERT_TRUE(large.outcome(ball_game::kMaxBalls));
  EXPECT_GE(large.table_size(), stretch);
  ASSERT_TRUE(large.period());
  // Details add four steps per count and take size.
  EXPECT_EQ(budget::ball_steps(takes, 999, 999).work, 1000u * 3 + 4 * 1000u * 3);
  // A million take sizes and 10^18 balls do not overflow into a small number.
  std::vector<ball_game::Take> many(1'000'000);
  for (std::size_t i = 0; i < many.size(); ++i) many[i] = static_cast<ball_game::Take>(i + 1);
  EXPECT_GT(budget::ball_steps(many, ball_game::kMaxBalls, ball_game::kMaxBalls).work, budget::kBallDefaultSteps);
}

TEST(Budget, BallRefusalText) {
  std::vector<ball_game::Take> takes(10'000);
  for (std::size_t i = 0; i < takes.size(); ++i) takes[i] = static_cast<ball_game::Take>(i + 1);
  const budget::Estimate e = budget::ball_steps(takes, 1'048'576, 1'048'576);
  EXPECT_FALSE(e.within(budget::kBallDefaultSteps));
  EXPECT_EQ(budget::ball_estimate_text(takes, 1'048'576, true, e, budget::kBallDefaultSteps),
            "the take sizes 1..10000 (10,000 sizes) with details up to 1,048,576 balls need at least " +
                text::grouped(e.work) + " steps, over the budget of 1,073,741,824 steps");
  const std::vector<ball_game::Take> few{1, 98, 99};
  EXPECT_NE(budget::ball_estimate_text(few, 5, false, budget::ball_steps(few, 5), 1).find("the take sizes 1, 98, 99 (3 sizes) up to 5 balls need about 18 steps"),
            std::string::npos);
}

}  // namespace
