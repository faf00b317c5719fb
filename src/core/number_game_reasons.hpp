// Why a number is forbidden in the Number Game: the explanations the board's
// animation, its hover tips and the proof panel show ("17 = 2·6 + 5").
//
// On every position reachable by play, the forbidden numbers are exactly the
// sums of multiples of the numbers named so far, so each newly forbidden number
// has such a decomposition, and it must use the number just named. On an
// arbitrary judge position (numbers forbidden from the start, no history) the
// judges' ascending rule still applies: y is forbidden because y = k·x + f for an
// already forbidden f, and that is what is shown then.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "number_game.hpp"

namespace gtl::number_game {

enum class ForbidKind {
  Named,     // the number just named
  Multiple,  // k·x for the number x just named
  Sum,       // a sum of multiples of named numbers, using x
  Chain,     // judge rule on a position with no history: y = k·x + f, f forbidden before
};

struct Term {
  int coefficient;
  int number;
  friend bool operator==(const Term&, const Term&) = default;
};

struct Forbidding {
  int value = 0;
  ForbidKind kind = ForbidKind::Named;
  // value == sum of coefficient·number (Named: {1·x}; Chain: {k·x, 1·f}).
  std::vector<Term> why;
  // "17 = 2·6 + 5", "12 = 2·6", "6 (named)", "9 = 1·4 + 5 (5 was already forbidden)".
  std::string text() const;
};

struct Naming {
  Allowed after = 0;
  std::vector<Forbidding> newly;  // ascending by value; the first is x itself
};

// Names x in position `before` (x must be allowed there). `named_before` are the
// numbers named earlier in this game (empty for a position given without history).
Naming name(Allowed before, int x, std::span<const int> named_before);

// A decomposition of y as a sum of multiples of `numbers` with the fewest terms
// (ties: larger numbers first), or empty if there is none. y >= 1.
std::vector<Term> decompose(int y, std::span<const int> numbers);

// True if `allowed` can arise by play from 2..max: the forbidden numbers (with 0)
// must be closed under addition within 0..max. Then naming the minimal
// generators in ascending order reaches it. O(max²).
bool reachable(Allowed allowed, int max);

// The numbers to name, in order, to reach a reachable `allowed` from 2..max.
std::vector<int> generators(Allowed allowed, int max);

}  // namespace gtl::number_game
