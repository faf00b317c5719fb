// The subtraction game's model (lessons/subtraction/model.hpp) with no ImGui
// and no lesson around it: its outcomes, exact remoteness and winning takes
// against values computed here from the rules alone, perfect play, refusals
// that change nothing, the timeline, and the take animation it shares with the
// ball game (app/kit/take_animation.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "app/kit/take_animation.hpp"
#include "app/lessons/subtraction/model.hpp"

namespace gtl::app {
namespace {

// Straight from the rules: the outcome for the player to move and the plies
// to the end under perfect play (a win as fast, a loss as slow as possible);
// with no take that fits, normal play loses and misère wins, at 0 plies.
struct Brute {
  std::vector<bool> win;
  std::vector<int> plies;
};
Brute brute(const std::vector<int>& takes, bool misere, int count) {
  Brute b{std::vector<bool>(count), std::vector<int>(count)};
  for (int n = 0; n < count; ++n) {
    int fastest_win = -1, slowest_loss = -1;
    for (int t : takes) {
      if (t > n) continue;
      const int p = b.plies[n - t] + 1;
      if (!b.win[n - t]) fastest_win = fastest_win < 0 ? p : std::min(fastest_win, p);
      else slowest_loss = std::max(slowest_loss, p);
    }
    if (fastest_win >= 0) b.win[n] = true, b.plies[n] = fastest_win;
    else if (slowest_loss >= 0) b.win[n] = false, b.plies[n] = slowest_loss;
    else b.win[n] = misere, b.plies[n] = 0;
  }
  return b;
}

struct Rules {
  std::vector<int> takes;
  bool misere;
};
const Rules kRules[] = {{{1, 3, 4}, false}, {{2, 5, 7}, false}, {{1, 2}, true}, {{3, 4, 9}, true}, {{1}, false}};

TEST(SubtractionPlay, OutcomesRemotenessAndWinningTakesFollowTheRules) {
  constexpr int kCount = 80;
  for (const Rules& r : kRules) {
    SubtractionPlay play;
    std::string error;
    ASSERT_TRUE(play.new_game({r.takes.begin(), r.takes.end()}, kCount - 1, r.misere, error)) << error;
    const Brute b = brute(r.takes, r.misere, kCount);
    for (int n = 0; n < kCount; ++n) {
      const Outcome want = b.win[n] ? Outcome::Win : Outcome::Lose;
      EXPECT_EQ(play.outcome(n), want) << "pile " << n;
      ASSERT_TRUE(play.exact(n)) << n;
      EXPECT_EQ(play.exact(n)->outcome, want) << "pile " << n;
      EXPECT_EQ(static_cast<int>(play.exact(n)->remoteness), b.plies[n]) << "pile " << n;
    }
    // At the start: the winning takes are exactly those that leave a lost pile.
    std::vector<std::uint32_t> want;
    for (int t : r.takes)
      if (t < kCount && !b.win[kCount - 1 - t]) want.push_back(static_cast<std::uint32_t>(t));
    EXPECT_EQ(play.winning_takes(), want) << "takes " << r.takes.front() << ".. misere " << r.misere;
  }
}

TEST(SubtractionPlay, PerfectPlayEndsWhenTheRulesSayAndTheStartsWinnerWins) {
  for (const Rules& r : kRules) {
    const int start = 57;
    const Brute b = brute(r.takes, r.misere, start + 1);
    SubtractionPlay play;
    std::string error;
    ASSERT_TRUE(play.new_game({r.takes.begin(), r.takes.end()}, start, r.misere, error)) << error;
    int plies = 0;
    while (const auto t = play.best_take()) {
      const int before = static_cast<int>(play.left());
      ASSERT_TRUE(play.take(*t, error)) << error;
      // The remoteness falls by one each ply: nobody strays from the rules' answer.
      EXPECT_EQ(b.plies[play.left()], b.plies[before] - 1);
      ++plies;
    }
    EXPECT_TRUE(play.game_over());
    EXPECT_EQ(plies, b.plies[start]);
    // The player to move at the end is the loser in normal play, the winner in misère.
    const int mover_at_end = play.to_move();
    const int winner = b.win[start] ? 0 : 1;
    EXPECT_EQ(mover_at_end == winner, r.misere) << r.takes.front();
  }
}

TEST(SubtractionPlay, RefusalsSayWhyAndChangeNothing) {
  SubtractionPlay play;
  std::string error;
  ASSERT_TRUE(play.new_game({1, 3, 4}, 10, false, error));
  ASSERT_TRUE(play.take(3, error));
  for (auto bad : {std::vector<std::int64_t>{}, std::vector<std::int64_t>{0}, std::vector<std::int64_t>{1'000'000}}) {
    error.clear();
    EXPECT_FALSE(play.new_game(bad, 10, false, error));
    EXPECT_FALSE(error.empty());
  }
  error.clear();
  EXPECT_FALSE(play.new_game({1, 2}, -1, false, error));
  EXPECT_FALSE(error.empty());
  error.clear();
  EXPECT_FALSE(play.take(2, error)) << "2 is not in S";
  EXPECT_NE(error.find('2'), std::string::npos) << error;
  ASSERT_TRUE(play.take(4, error));
  ASSERT_TRUE(play.take(1, error));
  error.clear();
  EXPECT_FALSE(play.take(4, error)) << "2 left: 4 does not fit";
  EXPECT_FALSE(error.empty());
  EXPECT_EQ(play.left(), 2u);
  EXPECT_EQ(play.takes(), (std::vector<std::uint32_t>{1, 3, 4}));
  EXPECT_EQ(play.timeline().size(), 3u);
}

TEST(SubtractionPlay, TheTimelineStepsBackAndForward) {
  SubtractionPlay play;
  std::string error;
  ASSERT_TRUE(play.new_game({1, 3, 4}, 20, false, error));
  for (int k : {4, 3, 1}) ASSERT_TRUE(play.take(k, error));
  EXPECT_EQ(play.left(), 12u);
  EXPECT_EQ(play.to_move(), 1);
  play.timeline().step(-2);
  play.on_timeline_moved();
  EXPECT_EQ(play.left(), 16u);
  EXPECT_EQ(play.to_move(), 1);
  EXPECT_FALSE(play.animating());
  play.timeline().step(+5);
  play.on_timeline_moved();
  EXPECT_EQ(play.left(), 12u);
}

TEST(TakeAnimation, RunsInItsTimeAtSpeedOneAndEndsAtOnceAtSpeedZero) {
  TakeAnimation a(0.6);
  EXPECT_FALSE(a.running());
  a.start();
  EXPECT_TRUE(a.running());
  a.advance(0.3, 1.0f);
  EXPECT_NEAR(a.progress(), 0.5, 1e-9);
  a.advance(0.15, 2.0f);  // twice as fast: 0.3 s worth
  EXPECT_FALSE(a.running());
  EXPECT_EQ(a.progress(), 1.0);
  a.start();
  a.advance(0.01, 0.0f);  // reduced motion: the end state at once
  EXPECT_FALSE(a.running());

  SubtractionPlay play;
  std::string error;
  ASSERT_TRUE(play.new_game({1, 2}, 5, false, error));
  ASSERT_TRUE(play.take(2, error));
  EXPECT_TRUE(play.animating());
  play.advance(kSubtractionTakeSeconds / 2, 1.0f);
  EXPECT_NEAR(play.anim_progress(), 0.5, 1e-9);
  play.skip_animation();
  EXPECT_FALSE(play.animating());
}

}  // namespace
}  // namespace gtl::app
