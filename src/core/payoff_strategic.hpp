// The reduced strategic form of an extensive game, its pure Nash equilibria
// and its Gambit NFG 1 R text.
//
// A reduced strategy (a plan) gives an action at each of the player's
// information sets the player's own earlier moves leave reachable, and `*`
// (-1) at the others. Plans come in Gambit's order: lexicographic over the
// player's sets in the order they first appear, the first set's action
// varying slowest. Profiles are numbered with player 1's plan varying fastest
// (the NFG payoff order). Needs perfect recall (Gambit refuses it too for
// enumpure); the payoff of a profile is the chance-weighted sum over the
// plays it reaches, exact.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "payoff_game.hpp"

namespace gtl::payoff {

struct StrategicForm {
  std::vector<std::vector<PurePlan>> plans;  // [player - 1][plan]
  std::vector<Rational> payoffs;             // [profile * players + player - 1]
  std::size_t profiles = 0;

  std::size_t players() const { return plans.size(); }
  // The profile of plan choice[i] for each player i.
  std::size_t profile(const std::vector<std::size_t>& choice) const;
  const Rational& payoff(std::size_t profile, std::size_t player_index) const {
    return payoffs[profile * plans.size() + player_index];
  }
};

struct StrategicResult {
  std::optional<StrategicForm> form;
  std::optional<std::string> refusal;  // imperfect recall, or over the budget
  bool over_budget = false;
};

StrategicResult reduced_strategic_form(const Game& g, Work& work);

// "12*": each set's action number (from 1), `*` where the plan leaves it open
// (Gambit's labels of reduced strategies). Two digits or more are separated
// by '.' when a set has ten actions or more.
std::string plan_label(const PurePlan& plan);

// Every pure Nash equilibrium, as each player's plan index, in profile order.
// nullopt when the check passes the work budget.
std::optional<std::vector<std::vector<std::size_t>>> pure_equilibria(const StrategicForm& f, Work& work);

// The strategic form as Gambit's NFG 1 R (its own writer's layout: one
// outcome per profile).
std::string write_nfg(const Game& g, const StrategicForm& f);

}  // namespace gtl::payoff
