// Every pure subgame-perfect equilibrium of a perfect-information game with
// chance, by set-valued backward induction.
//
// Why sets: with ties, different choices below give different payoff vectors
// above, and what is best for a player higher up depends on which one it is;
// marking "all best actions" at each node alone lists profiles that are not
// equilibria. So each node carries the set of payoff vectors its subgame's
// equilibria can give, each with how many equilibria give it:
//   a leaf: its payoffs, once;
//   a personal node of player i: choosing child c with vector u is an
//     equilibrium when every other child's equilibrium gives i at most u_i, so
//     u counts count_c(u) * prod over other children of their equilibria
//     giving i at most u_i;
//   a chance node: every combination of its children's vectors, weighted by
//     the probabilities (exact), counts multiplied.
// The equilibria themselves are then listed top-down from these sets by a
// backtracking walk over the nodes in preorder, up to a cap, and the count is
// exact (or "at least 2^64 - 1").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "payoff_game.hpp"

namespace gtl::payoff {

struct SpeResult {
  // Set when there is no answer: the game has imperfect information, the work
  // passed the budget (over_budget), or the numbers grew past exact 128-bit
  // arithmetic.
  std::optional<std::string> refusal;
  bool over_budget = false;
  std::uint64_t count = 0;  // how many pure subgame-perfect equilibria
  bool count_saturated = false;  // count is 2^64 - 1 and there are at least so many
  std::vector<PureProfile> listed;  // the first ones, at most max_listed
  std::vector<std::vector<Rational>> payoffs;  // each listed one's payoffs
  bool list_cut_by_budget = false;  // fewer listed than the cap because of the budget
};

SpeResult solve_spe(const Game& g, Work& work, std::size_t max_listed);

// The upward pass alone: for every node, the distinct payoff vectors its
// subgame's pure subgame-perfect equilibria give (at[v], in the order they are
// found), each with how many equilibria of that subgame give it. What a quiz
// asks ("what does player 2 choose here?": an action is right when some
// equilibrium of the node's subgame takes it) and what it grades with.
struct SpeValues {
  std::optional<std::string> refusal;  // as SpeResult's
  std::vector<std::vector<std::vector<Rational>>> at;
  std::vector<std::vector<std::uint64_t>> count;  // count[v][k]: of at[v][k] (saturating)
};
SpeValues spe_values(const Game& g, Work& work);

}  // namespace gtl::payoff
