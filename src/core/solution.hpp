// The value of a solved position (outcome + remoteness) and the one rule that
// turns the values of a position's children into its own. Every solver (the
// generic one, the ball game's tables) and the move ordering of the position
// graph use these, so "perfect play" means the same thing everywhere.
//
// Perfect play, for the player to move:
// - win if some move leaves the opponent losing: take the fastest such win;
// - else draw if some move leaves the opponent drawing: take the *shortest*
//   drawing line (neither side gains by delaying a draw, and the shortest line is
//   the clearest one to show a student);
// - else lose: delay the loss as long as possible.
#pragma once

#include <algorithm>
#include <cstdint>

#include "outcome.hpp"

namespace gtl {

struct Solution {
  Outcome outcome = Outcome::Unknown;  // for the player to move
  std::uint32_t remoteness = 0;        // plies to the end under perfect play

  friend bool operator==(const Solution&, const Solution&) = default;

  // Packed into 32 bits for the memo; 0 is never a valid packing (Unknown).
  std::uint32_t pack() const { return remoteness << 2 | static_cast<std::uint32_t>(outcome); }
  static Solution unpack(std::uint32_t v) {
    return {static_cast<Outcome>(v & 3u), v >> 2};
  }
};

// A remoteness not known yet: the outcome came from a table that stores none
// (the Number Game's full table, number_game_table.hpp) while the exact solve
// still runs. A capped graph adds a ply per level on the way up from such a
// frontier, so every value from kRemotenessPending up to (not including)
// retrograde.hpp's kInfinitePlay = 2^30 - 1 means "pending"; views show no
// number for it.
inline constexpr std::uint32_t kRemotenessPending = 1u << 29;
constexpr bool remoteness_pending(std::uint32_t r) { return r >= kRemotenessPending && r < (1u << 30) - 1; }

// What the mover gets by playing into a child with value `child` (the child's
// value is for the opponent): the outcome flips and one ply is added.
constexpr Solution through(Solution child) {
  return {flip(child.outcome), child.remoteness + 1};
}

// How much the mover likes moving into a child with value `child`: smaller is
// better. Ranks: win (fastest first), draw (shortest first), lose (slowest
// first), unknown last. One integer, so move lists sort on a plain key.
constexpr std::uint32_t preference(Solution child) {
  constexpr std::uint32_t kMaxRemoteness = (1u << 30) - 1;
  const std::uint32_t r = std::min(child.remoteness, kMaxRemoteness);
  switch (child.outcome) {
    case Outcome::Lose: return 0u << 30 | r;  // the mover wins
    case Outcome::Draw: return 1u << 30 | r;
    case Outcome::Win: return 2u << 30 | (kMaxRemoteness - r);  // the mover loses
    default: return 3u << 30;
  }
}

// True if moving into child `a` is strictly better for the mover than into `b`.
constexpr bool better_child(Solution a, Solution b) { return preference(a) < preference(b); }

// Folds children's values into the parent's: add() each child, then result().
// With no children added, result() is Unknown: terminal positions are valued by
// the game's rules, not here.
class BestChoice {
 public:
  void add(Solution child) {
    if (!any_ || better_child(child, best_)) best_ = child;
    any_ = true;
  }
  bool empty() const { return !any_; }
  Solution result() const { return any_ ? through(best_) : Solution{}; }

 private:
  Solution best_;
  bool any_ = false;
};

}  // namespace gtl
