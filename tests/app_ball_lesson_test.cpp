// The ball game lesson's model: hands, parities and turns follow the takes, the
// shown outcome and best moves agree with the table, the end is called right.
#include <gtest/gtest.h>

#include <random>

#include "app/lessons/balls/model.hpp"

namespace gtl::app {
namespace {

TEST(BallModel, TakesMoveBallsToTheMoversHand) {
  BallModel l;
  std::string err;
  ASSERT_TRUE(l.new_game({1, 2, 3}, 10, err)) << err;
  ASSERT_TRUE(l.take(3, err));
  ASSERT_TRUE(l.take(2, err));
  ASSERT_TRUE(l.take(3, err));
  EXPECT_EQ(l.left(), 2u);
  EXPECT_EQ(l.held()[0], 6u);
  EXPECT_EQ(l.held()[1], 2u);
  EXPECT_EQ(l.to_move(), 1);
  EXPECT_FALSE(l.take(3, err)) << "does not fit";
  EXPECT_NE(err.find("only 2 left"), std::string::npos) << err;
  EXPECT_FALSE(l.take(4, err)) << "not a take size";
  EXPECT_NE(err.find("(1, 2, 3)"), std::string::npos) << "the refusal lists the take sizes: " << err;
}

TEST(BallModel, RejectsBadSetUps) {
  BallModel l;
  std::string err;
  EXPECT_FALSE(l.new_game({}, 5, err));
  EXPECT_FALSE(l.new_game({0, 1}, 5, err));
  EXPECT_FALSE(l.new_game({1, -2}, 5, err));
  EXPECT_FALSE(l.new_game({1}, -1, err));
  EXPECT_FALSE(l.new_game({1}, static_cast<std::int64_t>(kBallLessonMaxN) + 1, err));
  EXPECT_EQ(l.takes(), (std::vector<ball_game::Take>{1, 2, 3})) << "unchanged after failures";
}

TEST(BallModel, JudgeSamplesAsShownOutcomes) {
  // The judge's samples, read off the lesson's own position values.
  struct Sample { std::vector<std::int64_t> takes; std::vector<std::int64_t> ns; std::string want; };
  const Sample samples[] = {{{1, 2, 3}, {1, 2, 3, 4, 5}, "+0+0-"}, {{1, 4, 5}, {10, 11, 12, 13, 15}, "0-0++"},
                            {{2, 3, 5}, {7, 8, 9, 10, 11}, "+0000"}};
  for (const auto& s : samples) {
    std::string got;
    for (auto n : s.ns) {
      BallModel l;
      std::string err;
      ASSERT_TRUE(l.new_game(s.takes, n, err));
      got += judge_symbol(l.value().outcome);
      ASSERT_EQ(l.answer(static_cast<std::uint64_t>(n)), l.value().outcome);
    }
    EXPECT_EQ(got, s.want);
  }
}

TEST(BallModel, PerfectPlayReachesTheValueShownAtTheStart) {
  std::mt19937 rng(3);
  for (int g = 0; g < 40; ++g) {
    std::vector<std::int64_t> takes = {1 + static_cast<std::int64_t>(rng() % 5), 1 + static_cast<std::int64_t>(rng() % 9)};
    BallModel l;
    std::string err;
    ASSERT_TRUE(l.new_game(takes, static_cast<std::int64_t>(rng() % 60), err));
    const Outcome start = l.value().outcome;
    const std::uint32_t plies = l.value().remoteness;
    std::uint32_t played = 0;
    while (!l.game_over()) {
      ASSERT_TRUE(l.take(l.best_moves().front(), err));
      ++played;
    }
    EXPECT_EQ(played, plies);
    const bool first_odd = l.held()[0] % 2, second_odd = l.held()[1] % 2;
    const Outcome first_result = first_odd == second_odd ? Outcome::Draw : first_odd ? Outcome::Win : Outcome::Lose;
    EXPECT_EQ(first_result, start);
    EXPECT_NE(l.result_text().find(first_result == Outcome::Draw ? "draw" : "wins"), std::string::npos);
  }
}

}  // namespace
}  // namespace gtl::app
