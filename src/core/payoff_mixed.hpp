// Every extreme Nash equilibrium of a two-player strategic form, exactly, by
// vertex enumeration of the best-response polytopes (the method Gambit's
// enummixed follows; our own code, from von Stengel's survey "Computing
// equilibria for two-person games", 2002):
//   P = { x >= 0 : B'^T x <= 1 },  Q = { y >= 0 : A' y <= 1 }
// with A', B' the payoffs made positive. Label k < m is "x_k = 0" in P and
// "row k is a best response" in Q; label m + j is "column j is a best
// response" in P and "y_j = 0" in Q. A vertex pair other than (0, 0) that
// carries every label, normalised, is an extreme equilibrium, and every
// extreme equilibrium is one (degenerate games included).
//
// The vertices are found by trying every set of tight constraints, which is
// exponential in the number of strategies: the work budget refuses what is
// too large (fine for the 2x2 to about 8x8 games of a course).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "payoff_strategic.hpp"

namespace gtl::payoff {

// A mixed profile of the strategic form: [player - 1][plan] probabilities.
using MixedProfile = std::vector<std::vector<Rational>>;

struct MixedResult {
  std::vector<MixedProfile> equilibria;  // sorted, largest probabilities on the first strategies first
  std::optional<std::string> refusal;    // not 2 players, over the budget, too large numbers
  bool over_budget = false;
};

MixedResult extreme_equilibria(const StrategicForm& f, Work& work);

// The expected payoff of each player under a mixed profile.
std::vector<Rational> mixed_payoffs(const StrategicForm& f, const MixedProfile& p);

}  // namespace gtl::payoff
