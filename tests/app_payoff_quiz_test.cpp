// The payoff lesson's quiz: its questions come from the tree from the leaves
// up and end with the whole game's payoff; a tie makes every tied answer
// right (each is some subgame-perfect equilibrium's); chance is weighted
// exactly; the questions are the same for a seed; a game of imperfect
// information gets none. Answers worked out by hand in the comments.
#include <gtest/gtest.h>

#include <algorithm>

#include "app/lessons/payoff/quiz.hpp"
#include "core/payoff_efg.hpp"
#include "payoff_test_games.hpp"

namespace gtl::app::payoff_view {
namespace {

namespace games = gtl::payoff_test;

Game load(const char* text) {
  payoff::EfgRead r = payoff::read_efg(text);
  EXPECT_TRUE(r.game) << (r.error ? r.error->text() : "");
  return r.game ? std::move(*r.game) : Game{};
}

using payoff_test::q;

PayoffQuiz quiz_of(const Game& g, std::size_t count = 6, std::uint32_t seed = 7) {
  payoff::Work work;
  return PayoffQuiz::make(g, layout_tree(g), payoff::spe_values(g, work), count, seed);
}

// Centipede of four moves (nodes 0, 2, 4, 6 personal): every mover takes,
// so each choice question's only right option is Take, and the game's
// subgame-perfect payoff is (1, 0), Ann's first take.
TEST(PayoffQuiz, CentipedeFromTheLeavesUpEndingWithTheGame) {
  const Game g = load(games::kCentipede);
  const TreeLayout layout = layout_tree(g);
  const PayoffQuiz quiz = quiz_of(g);
  ASSERT_EQ(quiz.questions().size(), 6u);
  const QuizQuestion& last = quiz.questions().back();
  EXPECT_EQ(last.ask, QuizAsk::Payoff);
  EXPECT_EQ(last.node, 0);
  for (std::size_t k = 0; k < last.payoffs.size(); ++k)
    EXPECT_EQ(last.right[k], last.payoffs[k] == (Vec{1, 0})) << k;
  EXPECT_EQ(std::count(last.right.begin(), last.right.end(), true), 1);
  for (std::size_t k = 0; k + 1 < quiz.questions().size(); ++k) {
    const QuizQuestion& qq = quiz.questions()[k];
    if (k > 0) {
      EXPECT_LE(layout.height[quiz.questions()[k - 1].node], layout.height[qq.node]);
    }
    if (qq.ask != QuizAsk::Choice) continue;
    EXPECT_EQ(qq.player, g.nodes[qq.node].player);
    EXPECT_EQ(qq.right, (std::vector<bool>{true, false})) << "node " << qq.node;  // Take, not Pass
  }
}

// Bob is indifferent (a: (1, 0), b: (3, 0)): no choice question asks him (both
// are right), nor Ann, since L (after b) and R are each some equilibrium's.
// The game's payoff is (3, 0) or (2, 0); (1, 0), L after a, is no equilibrium's.
TEST(PayoffQuiz, ATieMakesEachTiedAnswerRight) {
  const Game g = load(games::kTie);
  const PayoffQuiz quiz = quiz_of(g);
  ASSERT_EQ(quiz.questions().size(), 1u);
  const QuizQuestion& root = quiz.questions()[0];
  EXPECT_EQ(root.payoffs, (std::vector<Vec>{{1, 0}, {2, 0}, {3, 0}}));
  EXPECT_EQ(root.right, (std::vector<bool>{false, true, true}));
  payoff::Work work;
  const payoff::SpeValues values = payoff::spe_values(g, work);
  EXPECT_TRUE(action_is_subgame_perfect(g, values, 0, 0));
  EXPECT_TRUE(action_is_subgame_perfect(g, values, 0, 1));
  EXPECT_EQ(action_values(g, values, 0), (std::vector<std::vector<Vec>>{{{1, 0}, {3, 0}}, {{2, 0}}}));
}

// Gamble: Good (1/2) gives (3, 0) plus the fee (0, -1); Bad (1/2) leaves Bob
// Left (-1, 1) + fee = (-1, 0) over Right (-2, 0) + fee = (-2, -1). The chance
// node is worth 1/2 (3, -1) + 1/2 (-1, 0) = (1, -1/2): neither branch's payoff.
TEST(PayoffQuiz, ChanceIsWeightedExactly) {
  const Game g = load(games::kChanceTie);
  const PayoffQuiz quiz = quiz_of(g);
  bool asked_chance = false, asked_bob = false;
  for (const QuizQuestion& qq : quiz.questions()) {
    if (qq.ask == QuizAsk::Payoff && g.nodes[qq.node].kind == payoff::NodeKind::Chance) {
      asked_chance = true;
      EXPECT_EQ(qq.player, 0);
      EXPECT_EQ(qq.payoffs, (std::vector<Vec>{{-2, -1}, {-1, 0}, {1, q(-1, 2)}, {3, -1}}));
      EXPECT_EQ(qq.right, (std::vector<bool>{false, false, true, false}));
    }
    if (qq.ask == QuizAsk::Choice) {
      asked_bob = true;
      EXPECT_EQ(qq.player, 2);
      EXPECT_EQ(qq.right, (std::vector<bool>{true, false}));  // Left
    }
  }
  EXPECT_TRUE(asked_chance);
  EXPECT_TRUE(asked_bob);
  // Ann ties exactly (Safe 1, Gamble 1): both payoffs are right at the root.
  const QuizQuestion& root = quiz.questions().back();
  ASSERT_EQ(root.node, 0);
  EXPECT_EQ(std::count(root.right.begin(), root.right.end(), true), 2);
  EXPECT_LE(root.payoffs.size(), kQuizOptions);
}

TEST(PayoffQuiz, AnswersScoreOnceAndTheSeedRepeats) {
  const Game g = load(games::kCentipede);
  PayoffQuiz quiz = quiz_of(g, 6, 3);
  const PayoffQuiz again = quiz_of(g, 6, 3);
  ASSERT_EQ(quiz.questions().size(), again.questions().size());
  for (std::size_t k = 0; k < quiz.questions().size(); ++k) {
    EXPECT_EQ(quiz.questions()[k].node, again.questions()[k].node);
    EXPECT_EQ(quiz.questions()[k].ask, again.questions()[k].ask);
  }
  EXPECT_EQ(quiz.current(), 0);
  const QuizQuestion first = quiz.questions()[0];
  const auto right = std::find(first.right.begin(), first.right.end(), true) - first.right.begin();
  EXPECT_FALSE(quiz.answer(0, static_cast<int>(first.options())));  // no such option
  EXPECT_TRUE(quiz.answer(0, static_cast<int>(right)));
  EXPECT_FALSE(quiz.answer(0, 0));  // answered already
  EXPECT_FALSE(quiz.answer(99, 0));
  EXPECT_EQ(quiz.current(), 1);
  const QuizQuestion second = quiz.questions()[1];
  const auto wrong = std::find(second.right.begin(), second.right.end(), false) - second.right.begin();
  EXPECT_TRUE(quiz.answer(1, static_cast<int>(wrong)));
  const QuizScore s = quiz.score();
  EXPECT_EQ(s.total, 6);
  EXPECT_EQ(s.answered, 2);
  EXPECT_EQ(s.correct, 1);
  EXPECT_EQ(quiz_of(g, 3).questions().size(), 3u);
  EXPECT_EQ(quiz_of(g, 3).questions().back().node, 0);  // the game's payoff is always asked
}

TEST(PayoffQuiz, ImperfectInformationGetsNoQuestions) {
  EXPECT_TRUE(quiz_of(load(games::kPennies)).empty());
  EXPECT_TRUE(quiz_of(load(games::kOneCardPoker)).empty());
}

}  // namespace
}  // namespace gtl::app::payoff_view
