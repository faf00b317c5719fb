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
#include "payoff_sequence_form.hpp"  // BehaviourProfile, LcpResult

namespace gtl::payoff {

// Which complementary path solve_lcp follows. Both find one equilibrium,
// exactly; where a game has several, they may find different ones.
enum class LcpPath {
  // Lemke from the covering vector of ones, each free variable split in two:
  // the equilibrium Gambit's gambit-lcp prints for the games checked
  // (tests/cli_game_solve_test.cpp).
  Ones,
  // The tracing path of von Stengel, van den Elzen and Talman (2002) from
  // the centroid (payoff_tracing.cpp): far fewer pivots on larger games,
  // and a normal-form perfect equilibrium when the payoffs are generic.
  Tracing,
};

LcpResult solve_lcp(const Game& g, Work& work, LcpPath path = LcpPath::Ones);

// The expected payoff of each player under a behaviour profile, exactly.
std::vector<Rational> behaviour_payoffs(const Game& g, const BehaviourProfile& p);

}  // namespace gtl::payoff
