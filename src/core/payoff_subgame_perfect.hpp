// One subgame-perfect equilibrium of a two-player game of perfect recall with
// imperfect information, by backward induction over subgames (Selten): the
// subgames are solved from the smallest up, each by the sequence form and
// Lemke's algorithm (payoff_lemke.hpp), and each solved subgame is replaced
// in the subgames around it by a leaf with its equilibrium's expected payoffs.
// Every information set gets its behaviour from the smallest subgame that
// holds it, so the profile is a Nash equilibrium in every subgame. In a game
// of perfect information every inner node roots a subgame, and the result is
// one of the (mixed or pure) subgame-perfect equilibria.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "payoff_lemke.hpp"

namespace gtl::payoff {

struct SubgamePerfectResult {
  std::optional<BehaviourProfile> profile;
  std::optional<std::string> refusal;  // as solve_lcp's, naming the subgame's line when one fails
  bool over_budget = false;
  int subgames = 0;  // how many were solved
};

SubgamePerfectResult solve_by_subgames(const Game& g, Work& work, LcpPath path = LcpPath::Ones);

}  // namespace gtl::payoff
