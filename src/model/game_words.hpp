// The games' words in the UI's language: position labels, descriptions and move
// labels for the tree. Core's games describe themselves in English (the CLIs and
// solvers rely on that); the app builds its graphs from these wrappers, which
// inherit every rule and replace only the words (graph_builder.hpp asks the game
// for short_label / describe / move_label).
#pragma once

#include <string>

#include "core/ball_game.hpp"
#include "core/number_game.hpp"

namespace gtl::model {

struct WordedBallGame : ball_game::BallGame {
  std::string short_label(Position p) const;  // "7 · odd/even", "7 · 奇/偶"
  std::string describe(Position p) const;
  std::string move_label(Move t) const;  // "take 3", "取 3"
};

struct WordedNumberGame : number_game::NumberGame {
  std::string describe(Position p) const;
};

}  // namespace gtl::model
