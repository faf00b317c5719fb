// Gambit's extensive-form file format, EFG 2 R: read and write.
//
// The reader takes the whole grammar of Gambit's format documentation:
//   EFG 2 R "title" { "Player 1" "Player 2" } "optional description"
//   p "node" 1 1 "set" { "A" "B" } 1 "outcome" { 2 -1 }   personal node
//   c "node" 1 "" { "H" 1/2 "T" 0.5 } 0                    chance node
//   t "node" 2 "outcome" { 0, 1 }                          terminal node
// nodes in preorder, one child per action; a set or outcome used again may
// be given by its number alone (`p "" 2 1 0`), or described again exactly as
// before; outcome 0 is "none"; outcomes on inner nodes add up along a play;
// numbers are integers, decimals (with an exponent) or a/b, all exact; labels
// are UTF-8 with \" for a quote. R or D is accepted after the version.
//
// A malformed file is refused with one sentence naming the line and column
// where it goes wrong, and nothing of it is kept.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "payoff_game.hpp"

namespace gtl::payoff {

struct EfgError {
  int line = 0, column = 0;  // 1-based; the column counts UTF-8 characters
  std::string message;       // without the position
  // "line 3, column 14: <message>.", control characters and invalid UTF-8
  // of the echoed labels shown as '?'.
  std::string text() const;
};

struct EfgRead {
  std::optional<Game> game;
  std::optional<EfgError> error;  // set exactly when game is not
};

EfgRead read_efg(std::string_view text);

// The game as EFG 2 R, in Gambit's writer's layout: each set's description
// and each outcome's payoffs written in full at every node, numbers as
// integers or a/b. read_efg of the result gives back an equal Game.
std::string write_efg(const Game& g);

// A label quoted for the file: "..." with \" and \\ escaped.
std::string quoted(std::string_view label);

}  // namespace gtl::payoff
