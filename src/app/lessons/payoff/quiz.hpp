// The payoff lesson's quiz (no ImGui): the two questions a game-theory course
// asks of a tree, "What does Player 2 choose here?" and "What is the
// subgame-perfect payoff here?", drawn reproducibly from a seed and graded
// exactly by the set-valued backward induction (payoff::spe_values).
//
// Why sets, not the one equilibrium the induction animates: with a tie below,
// several equilibria exist and give the nodes above different payoffs, so an
// action is right when *some* subgame-perfect equilibrium of the node's
// subgame takes it, and a payoff is right when some equilibrium gives it. A
// student who breaks a tie the other way than the animation did is not wrong.
//
// The options are what a student weighs at the board: a node's actions, or
// the payoffs its subgame's equilibria give beside the payoffs its actions
// lead to and the plays below it (the natural slips: the wrong child, a leaf
// read off without working upward, a chance branch not weighted). The
// questions go from the leaves up, as the class solves the tree, and the last
// asks for the whole game's payoff.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "app/lessons/payoff/model.hpp"

namespace gtl::app::payoff_view {

enum class QuizAsk { Choice, Payoff };

struct QuizQuestion {
  QuizAsk ask = QuizAsk::Choice;
  int node = 0;
  int player = 0;            // the mover at the node (0: chance; Payoff questions only)
  std::vector<int> actions;  // Choice: the options, the node's actions in order
  std::vector<Vec> payoffs;  // Payoff: the options, sorted
  std::vector<bool> right;   // per option
  int answer = -1;           // the option given, -1 before
  std::size_t options() const { return ask == QuizAsk::Choice ? actions.size() : payoffs.size(); }
  bool correct() const { return answer >= 0 && right[static_cast<std::size_t>(answer)]; }
};

struct QuizScore {
  int correct = 0, answered = 0, total = 0;
};

inline constexpr std::size_t kQuizOptions = 4;  // a payoff question's options at most

class PayoffQuiz {
 public:
  PayoffQuiz() = default;
  // Up to `count` questions on a game of perfect information (values from
  // payoff::spe_values of the same game; empty for any other game).
  static PayoffQuiz make(const Game& g, const TreeLayout& layout, const payoff::SpeValues& values,
                         std::size_t count, std::uint32_t seed);

  const std::vector<QuizQuestion>& questions() const { return questions_; }
  bool empty() const { return questions_.empty(); }
  // Gives an answer; false (nothing changes) for a question out of range, an
  // option out of range, or a question already answered.
  bool answer(std::size_t question, int option);
  // The first question not answered yet; -1 when every one is.
  int current() const;
  QuizScore score() const;

 private:
  std::vector<QuizQuestion> questions_;
};

// What each action of a personal node leads to under subgame-perfect play
// below it (the reason a grade gives): the distinct payoff vectors of each
// child's set, in the node's action order.
std::vector<std::vector<Vec>> action_values(const Game& g, const payoff::SpeValues& values, int node);

// Whether action `a` of personal node `v` is taken by some subgame-perfect
// equilibrium of v's subgame.
bool action_is_subgame_perfect(const Game& g, const payoff::SpeValues& values, int v, int a);

}  // namespace gtl::app::payoff_view
