// The Number Game lesson's model: the board derived from the timeline agrees
// with the rules, reasons name only named numbers, branching keeps old lines,
// autoplay plays perfectly to the end.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "app/lessons/number/model.hpp"
#include "core/number_game.hpp"
#include "core/solver.hpp"

namespace gtl::app {
namespace {

namespace ng = number_game;

TEST(NumberModel, StartsOnTheClassicBoard) {
  NumberModel l;
  EXPECT_EQ(l.max(), 20);
  EXPECT_EQ(l.allowed(), ng::full(20));
  EXPECT_EQ(l.to_move(), Player::First);
  EXPECT_EQ(l.outcome(), Outcome::Win);
  EXPECT_EQ(l.winning_moves(), (std::vector<int>{5, 7, 12, 16, 18, 19}));
}

TEST(NumberModel, BoardFollowsTheRulesThroughRandomGames) {
  std::mt19937 rng(7);
  for (int game = 0; game < 50; ++game) {
    NumberModel l;
    std::string err;
    const int max = 8 + static_cast<int>(rng() % 17);
    ASSERT_TRUE(l.new_game(max, err));
    ng::Allowed expect = ng::full(max);
    std::vector<int> named;
    while (l.allowed() != 0) {
      auto moves = ng::numbers(l.allowed());
      const int x = moves[rng() % moves.size()];
      ASSERT_TRUE(l.pick(x, err)) << err;
      expect = ng::after_naming(expect, x);
      named.push_back(x);
      ASSERT_EQ(l.allowed(), expect);
      // Every board number is exactly one of: allowed, named, forbidden.
      for (int y = 2; y <= max; ++y) {
        const int kinds = ng::contains(l.allowed(), y) + (l.named_entry(y) != nullptr) + (l.forbidden_entry(y) != nullptr);
        ASSERT_EQ(kinds, 1) << "number " << y;
      }
      // Every forbidden number is a sum of multiples of the named numbers.
      for (const ForbiddenNumber& f : l.forbidden()) {
        ASSERT_GE(f.move_index, 0);
        ASSERT_NE(f.why.find(std::to_string(f.value) + " ="), std::string::npos) << f.why;
      }
      // The winning moves are exactly the moves leaving a lost position.
      for (int y : ng::numbers(l.allowed())) {
        const bool listed = std::ranges::count(l.winning_moves(), y) == 1;
        ASSERT_EQ(listed, l.move_wins(y));
      }
    }
    EXPECT_EQ(static_cast<int>(l.named().size()), static_cast<int>(named.size()));
    EXPECT_EQ(l.outcome(), Outcome::Lose) << "no move left: the player to move loses";
  }
}

TEST(NumberModel, RejectsForbiddenAndOutOfRangePicks) {
  NumberModel l;
  std::string err;
  ASSERT_TRUE(l.pick(6, err));
  EXPECT_FALSE(l.pick(12, err));
  EXPECT_NE(err.find("forbidden"), std::string::npos) << err;
  EXPECT_FALSE(l.pick(6, err));
  EXPECT_NE(err.find("already named"), std::string::npos) << err;
  EXPECT_FALSE(l.pick(21, err));
  EXPECT_FALSE(l.pick(-3, err));
  EXPECT_FALSE(l.new_game(1, err));
  EXPECT_FALSE(l.new_game(kNumberLessonMaxN + 1, err));
  EXPECT_EQ(l.timeline().size(), 1u) << "failed actions change nothing";
}

TEST(NumberModel, BranchingKeepsTheOldLineUntilReplaced) {
  NumberModel l;
  std::string err;
  ASSERT_TRUE(l.pick(6, err));
  ASSERT_TRUE(l.pick(5, err));
  ASSERT_TRUE(l.pick(19, err));
  l.timeline().step(-2);
  l.on_timeline_moved();
  EXPECT_EQ(l.allowed(), ng::after_naming(ng::full(20), 6));
  EXPECT_EQ(l.timeline().size(), 3u);
  ASSERT_TRUE(l.pick(5, err));  // the same move: follows the old line
  EXPECT_EQ(l.timeline().size(), 3u);
  l.timeline().step(-1);
  l.on_timeline_moved();
  ASSERT_TRUE(l.pick(4, err));  // another move: the old continuation is replaced
  EXPECT_EQ(l.timeline().size(), 2u);
  EXPECT_EQ(l.timeline().moves().back(), 4);
}

TEST(NumberModel, UnreachableJudgePositionsAreFlagged) {
  NumberModel l;
  std::string err;
  ASSERT_TRUE(l.new_game(10, err));
  // Forbidden {3,6,7,8,9,10}: closed under addition within 0..10 (3+3=6, 3+6=9, 3+7=10).
  ASSERT_TRUE(l.set_position({2, 4, 5}, err));
  EXPECT_TRUE(l.start_reachable());
  // Forbidden {2,4,5,8,9,10} but 2+4 = 6 is allowed: no game reaches this.
  ASSERT_TRUE(l.set_position({3, 6, 7}, err));
  EXPECT_FALSE(l.start_reachable());
  EXPECT_EQ(l.forbidden_entry(2)->move_index, -1) << "given as forbidden, not by a move";
  EXPECT_FALSE(l.set_position({1, 2}, err));
  EXPECT_FALSE(l.set_position({2, kNumberLessonMaxN + 1}, err));
}

TEST(NumberModel, AnimationRevealsMultiplesThenSums) {
  NumberModel l;
  std::string err;
  ASSERT_TRUE(l.pick(6, err));
  ASSERT_TRUE(l.pick(5, err));  // forbids 10, 15, 20 (multiples) and 11, 16, 17 (sums)
  EXPECT_EQ(l.anim_phase(), AnimPhase::Named);
  EXPECT_TRUE(l.hidden_by_animation(10));
  EXPECT_TRUE(l.hidden_by_animation(11));
  std::vector<int> order;
  for (int i = 0; i < 1000 && l.animating(); ++i) {
    l.advance(0.05, 1.0f);
    if (const auto* cur = l.anim_current(); cur && (order.empty() || order.back() != cur->number)) order.push_back(cur->number);
  }
  EXPECT_EQ(order, (std::vector<int>{5, 10, 15, 20, 11, 16, 17})) << "the named number first";
  EXPECT_EQ(l.anim_phase(), AnimPhase::Done);
  EXPECT_FALSE(l.hidden_by_animation(11));
}

TEST(NumberModel, HeaderShowsThePositionBeforeTheMoveUntilTheAnimationEnds) {
  NumberModel l;
  std::string err;
  const ng::Allowed start = l.allowed();
  ASSERT_TRUE(l.pick(6, err));
  EXPECT_TRUE(l.animating());
  EXPECT_EQ(l.header_position(), start);
  EXPECT_EQ(l.header_to_move(), Player::First) << "Christine's move is still being shown";
  EXPECT_EQ(l.value_of(l.header_position()).outcome, Outcome::Win);
  EXPECT_EQ(l.winning_moves_of(l.header_position()), (std::vector<int>{5, 7, 12, 16, 18, 19}));
  l.skip_animation();
  EXPECT_EQ(l.header_position(), l.allowed());
  EXPECT_EQ(l.header_to_move(), Player::Second);
}

TEST(NumberModel, SteppingForwardReplaysTheMoveButSteppingBackDoesNot) {
  NumberModel l;
  std::string err;
  ASSERT_TRUE(l.pick(6, err));
  ASSERT_TRUE(l.pick(5, err));
  l.skip_animation();
  l.timeline().step(-1);
  l.on_timeline_moved();
  EXPECT_FALSE(l.animating()) << "stepping back shows the earlier position at once";
  l.timeline().step(1);
  l.on_timeline_moved();
  ASSERT_TRUE(l.animating()) << "stepping forward replays the naming of 5";
  EXPECT_EQ(l.anim_current()->number, 5);
  EXPECT_TRUE(l.hidden_by_animation(17));
  // Jumps of more than one move, and steps with animations off, show the end at once.
  l.timeline().go_to(0);
  l.on_timeline_moved();
  l.timeline().go_to(2);
  l.on_timeline_moved();
  EXPECT_FALSE(l.animating());
  l.set_step_animation(false);
  l.timeline().step(-1);
  l.on_timeline_moved();
  l.timeline().step(1);
  l.on_timeline_moved();
  EXPECT_FALSE(l.animating());
}

TEST(NumberModel, PerfectPlayEndsWithTheWinnerTheSolverNamed) {
  NumberModel l;
  const Player first = l.to_move();
  const Outcome o = l.outcome();
  std::string err;
  while (auto m = l.best_move()) ASSERT_TRUE(l.pick(*m, err));
  const Player loser = l.to_move();
  EXPECT_EQ(o == Outcome::Win, loser != first);
  l.skip_animation();
  EXPECT_NE(l.caption().find("loses"), std::string::npos) << l.caption();
}

// A tree built in slices takes its values from a frontier made before it
// starts; a board changed meanwhile (another game loaded, a new size) must not
// turn them into unknowns (it once did: the frontier asked the lesson).
TEST(NumberModel, AKnownFrontierKeepsItsValuesWhenTheBoardChanges) {
  NumberModel l;
  std::string err;
  ASSERT_TRUE(l.new_game(16, err));
  l.outcome();  // the board is solved when it is shown
  const ng::Allowed start = ng::full(16);
  ASSERT_TRUE(l.knows(16, start));
  const auto frontier = l.known_frontier(16, start);
  ASSERT_TRUE(frontier);
  EXPECT_FALSE(l.known_frontier(17, start)) << "a board the solver does not hold has no frontier";
  std::vector<ng::Allowed> checked{start};
  for (int x : ng::numbers(start)) checked.push_back(ng::after_naming(start, x));
  std::vector<std::optional<Solution>> before;
  for (ng::Allowed p : checked) before.push_back(l.known_value(p));
  ASSERT_TRUE(before[0].has_value());
  ASSERT_TRUE(l.new_game(9, err));  // another board: the lesson's solver is replaced
  EXPECT_FALSE(l.known_value(start).has_value()) << "the lesson no longer holds 2..16";
  Solver<ng::NumberGame> fresh(ng::NumberGame{16});
  for (std::size_t i = 0; i < checked.size(); ++i) {
    EXPECT_EQ(frontier(checked[i]), before[i]) << "position " << checked[i];
    if (before[i]) {
      EXPECT_EQ(*before[i], fresh.solve(checked[i])) << "position " << checked[i];
    }
  }
}

}  // namespace
}  // namespace gtl::app
