// The sequence form's pieces that both of solve_lcp's paths build on
// (payoff_lemke.cpp: Lemke from the covering vector of ones, as Gambit's
// lcp; payoff_tracing.cpp: the tracing path from a prior), and the result
// they share. Koller,
// Megiddo and von Stengel, GEB 14 (1996); von Stengel's survey (2002), 4.2.
#pragma once

#include <cstddef>
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

}  // namespace gtl::payoff

namespace gtl::payoff::seqform {

using Vec = std::vector<Rational>;
using Mat = std::vector<Vec>;

// E for one player: row 0 is x(empty) = 1, row 1 + h is
// -x(sequence to h) + sum_a x(h a) = 0.
Mat constraints(const Sequences& s, const std::vector<Infoset>& sets);

// A and B, negative: each leaf's payoffs minus (the player's largest + 1),
// weighted by the chance to reach it, added at its pair of sequences (a
// strategically equivalent game whose payoffs are all below zero).
void payoff_matrices(const Game& g, const std::vector<Sequences>& s, Mat& a, Mat& b);

// Behaviour probabilities from a realisation plan found at z[offset ..]:
// x(h a) / x(sequence to h) at each set; uniform where that is 0.
std::vector<std::vector<Rational>> behaviour(const Vec& z, std::size_t offset, const Sequences& s,
                                             const std::vector<Infoset>& sets);

// One Gauss-Jordan pivot of a tableau on (r, c), both paths' step: row r is
// divided by m[r][c], then subtracted from every other row with a nonzero in
// column c (only row r's nonzero columns are touched: the tableau is mostly
// zeros; `nonzero` is the caller's scratch). False once a number outgrows
// 128 bits.
bool pivot(Mat& m, std::size_t r, std::size_t c, std::vector<std::size_t>& nonzero);

// solve_lcp's tracing path (payoff_tracing.cpp), once the game is known to
// have 2 players and perfect recall; s is player_sequences(g).
LcpResult solve_by_tracing(const Game& g, const std::vector<Sequences>& s, Work& work);

}  // namespace gtl::payoff::seqform
