// One Nash equilibrium of a two-player extensive game with perfect recall, by
// the sequence form and Lemke's algorithm (Koller, Megiddo and von Stengel,
// "Efficient computation of equilibria for extensive two-person games", GEB
// 14, 1996; von Stengel's survey of 2002, section 4.2). Our own code, from the
// papers.
//
// The sequence form: player i's realisation plan gives each of i's sequences
// (own actions on a path) its probability, with E x = e (the empty sequence
// has 1; each set's sequences sum to the one leading to it). The payoff
// matrices A, B are indexed by pairs of sequences and sum the chance-weighted
// payoffs of the leaves they lead to, made negative by a constant shift (a
// strategically equivalent game). The equilibrium conditions
//   x >= 0  _|_  E^T u - A y >= 0,   y >= 0  _|_  F^T v - B^T x >= 0,
//   E x = e, F y = f  (u = u1 - u2, v = v1 - v2 free: each equality is two
//   inequalities, each complementary to one half)
// form a linear complementarity problem, which Lemke's algorithm with the
// covering vector of ones solves by complementary pivoting on an exact
// rational tableau, with the lexicographic ratio test against cycling. The
// behaviour strategies are x(sa) / x(s); a set the plan never reaches gets
// uniform probabilities.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "payoff_game.hpp"

namespace gtl::payoff {

// [player - 1][set][action] probabilities.
using BehaviourProfile = std::vector<std::vector<std::vector<Rational>>>;

struct LcpResult {
  std::optional<BehaviourProfile> profile;
  std::optional<std::string> refusal;  // not 2 players, imperfect recall, over the budget, numbers too large
  bool over_budget = false;
  int pivots = 0;
};

LcpResult solve_lcp(const Game& g, Work& work);

// The expected payoff of each player under a behaviour profile, exactly.
std::vector<Rational> behaviour_payoffs(const Game& g, const BehaviourProfile& p);

}  // namespace gtl::payoff
