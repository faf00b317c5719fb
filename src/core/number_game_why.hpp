// Why a number became forbidden: the Number Game's explanations for the
// animation and the proof panel, and the check that a position can arise in play.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "number_game.hpp"

namespace gtl::number_game {

struct Term {
  int coefficient;  // >= 1
  int number;
  friend bool operator==(const Term&, const Term&) = default;
};

struct ForbiddenNumber {
  enum class Kind {
    Named,     // the number just named
    Multiple,  // k·x of the number x just named
    Sum,       // k·x + (a sum of multiples of numbers named before)
  };
  int number = 0;
  Kind kind = Kind::Named;
  // number = Σ coefficient·number, the named number's term first.
  std::vector<Term> terms;
  // True when the last term is a number that was already forbidden but that
  // the history given cannot explain (a judge position has no history): then
  // the decomposition is number = k·x + f with f merely "already forbidden".
  bool uses_prior_forbidden = false;
  std::string why;  // "17 = 2·6 + 5", "12 = 2·6", "6 is the number named"
};

struct Naming {
  Allowed after = 0;
  std::vector<ForbiddenNumber> newly_forbidden;  // ascending: the judge's order
};

// Naming x (which must be allowed in `before`), with a reason for every number
// it forbids. `named_before` lists the numbers named so far in any order (empty
// for a position without history); decompositions use as few summands as
// possible.
Naming name_with_reasons(Allowed before, int x, std::span<const int> named_before);

// The board tiles a forbidding is built from, for the animation to highlight
// while the number is struck: each term k·n is the tile k·n (a multiple of a
// named number, so already forbidden, and smaller than the number), except that
// a multiple's own term points at the named number. 17 = 2·6 + 5 -> {12, 5};
// 12 = 2·6 -> {6}; a named number -> {}. In the order of `terms`.
std::vector<int> source_tiles(const ForbiddenNumber& f);

// The reason as short labels for a board tile, longest first, each without the
// leading "y =": {"2·6 + 5", "2·6+5", "12+5"} (the last one names the source
// tiles). A multiple gives {"2·6"}, a named number {}. The view shows the first
// that fits its tile; the full sentence (`why`) goes in the caption.
std::vector<std::string> reason_labels(const ForbiddenNumber& f);

// If `a` can arise in play from 2..n_max, the smallest set of numbers whose
// naming (in ascending order) produces it; nullopt otherwise. A judge case may
// be any subset, and most subsets cannot arise: the UI warns about those.
// Reachable means exactly: the forbidden set {0} ∪ (2..n_max \ a) is closed
// under addition within 0..n_max.
std::optional<std::vector<int>> history_of(Allowed a, int n_max);
inline bool is_reachable(Allowed a, int n_max) { return history_of(a, n_max).has_value(); }

}  // namespace gtl::number_game
