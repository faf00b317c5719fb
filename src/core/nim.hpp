// Nim: k piles of counters (1 <= k <= 6, each pile 0..15); a move takes any
// positive number of counters from one pile; who cannot move (every pile empty)
// loses. Bouton's theorem: the player to move loses exactly when the nim-sum
// (the XOR of the pile sizes) is 0, and a winning move makes it 0 again.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "fixed_list.hpp"
#include "outcome.hpp"

namespace gtl::nim {

inline constexpr int kMaxPiles = 6;
inline constexpr int kMaxPile = 15;

// A move: `count` counters from pile `pile` (0-based).
struct Take {
  int pile = 0;
  int count = 0;
  friend bool operator==(const Take&, const Take&) = default;
};

// The rules as a gtl::Game (see game.hpp). A position packs pile i into bits
// 4i..4i+3; a move packs (pile << 4 | count).
struct NimGame {
  using Position = std::uint32_t;
  using Move = std::uint8_t;

  std::vector<int> piles;  // at the start; size 1..kMaxPiles, each 0..kMaxPile

  static int pile(Position p, int i) { return static_cast<int>(p >> (4 * i) & 15u); }
  static Move move(Take t) { return static_cast<Move>(t.pile << 4 | t.count); }
  static Take take(Move m) { return {m >> 4, m & 15}; }
  static Position pack(std::span<const int> sizes);
  std::vector<int> unpack(Position p) const;

  Position start() const { return pack(piles); }
  FixedList<Move, kMaxPiles * kMaxPile> moves(Position p) const;
  Position play(Position p, Move m) const { return p - (static_cast<Position>(m & 15) << (4 * (m >> 4))); }
  Outcome terminal_outcome(Position) const { return Outcome::Lose; }
  std::uint32_t measure(Position p) const;  // counters left
  std::string short_label(Position p) const;  // "3 4 5"
  std::string describe(Position p) const;
  std::string move_label(Move m) const;  // "take 2 from pile 1" (piles numbered from 1 for people)
};

// The XOR of the pile sizes.
int nim_sum(std::span<const int> piles);

// Bouton's winning moves: every take that leaves a nim-sum of 0 (none when the
// nim-sum is already 0), ordered by pile.
std::vector<Take> winning_moves(std::span<const int> piles);

// Checks a start given by a person or a link; empty when valid, else why not.
std::string validate(std::span<const std::int64_t> piles);

}  // namespace gtl::nim
