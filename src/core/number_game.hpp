// The Number Game (POJ 1143 "Number Game", seed 000): the rules.
//
// Players alternately name a number that is still allowed; a player who cannot
// name one loses. A position is the set of still-allowed numbers inside 2..N.
// Everything else in 2..N, and 0, is forbidden. Naming x forbids every y with
// y = x + f for a forbidden f, applied in ascending order of y, so the newly
// forbidden numbers chain: x, 2x, ..., x + f, 2x + f, ...
//
// Representation: bit (y - 2) of a 64-bit word is set while y is allowed, so
// N goes up to 64. The game from an allowed set A does not depend on N as long
// as N >= max(A) (numbers above max(A) can never matter again), so one memo
// keyed by the allowed set serves every N and every judge case.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include "outcome.hpp"

namespace gtl::number_game {

using Allowed = std::uint64_t;

inline constexpr int kMinNumber = 2;
inline constexpr int kMaxN = 64;

constexpr Allowed bit(int y) { return Allowed{1} << (y - kMinNumber); }
// All of 2..n (empty when n < 2).
constexpr Allowed full(int n) { return n < kMinNumber ? 0 : (Allowed{1} << (n - 1)) - 1; }
constexpr bool contains(Allowed a, int y) {
  return y >= kMinNumber && y <= kMaxN && (a & bit(y)) != 0;
}
// Largest allowed number, or 1 when a is empty (so full(highest(a)) is a's span).
constexpr int highest(Allowed a) { return std::bit_width(a) + 1; }
constexpr int count(Allowed a) { return std::popcount(a); }

std::vector<int> numbers(Allowed a);  // ascending
// Numbers outside 2..kMaxN are ignored; callers validate ranges first.
Allowed from_numbers(std::span<const int> ys);

// The allowed set after naming x (x must be allowed). Bit-parallel form of the
// judge rule: the forbidden set grows to F + {0, x, 2x, ...}, built by doubling
// shifts (F |= F << x; F |= F << 2x; F |= F << 4x; ...). Inline: it is the
// solvers' innermost step.
constexpr Allowed after_naming(Allowed a, int x) {
  // Only numbers up to hi = max(a) can still matter, and a forbidden f can only
  // reach y = kx + f <= hi if f <= hi too: work inside 2..hi. Zero (always
  // forbidden) has no bit; its contribution, the multiples of x, comes from
  // seeding with x itself.
  const int hi = highest(a);
  Allowed forbidden = (full(hi) & ~a) | bit(x);
  // Shifts stay below 64: s <= hi - 2 <= 62. After the shifts x, 2x, ..., s the
  // offsets 0..(2s - x) in steps of x are covered, which reaches hi - 2.
  for (int s = x; s <= hi - kMinNumber; s <<= 1) forbidden |= forbidden << s;
  return a & ~forbidden;
}

// The allowed numbers as a range of ints (no allocation): the moves.
class NumberRange {
 public:
  class iterator {
   public:
    using value_type = int;
    using difference_type = std::ptrdiff_t;
    iterator() = default;
    explicit iterator(Allowed rest) : rest_(rest) {}
    int operator*() const { return std::countr_zero(rest_) + kMinNumber; }
    iterator& operator++() { rest_ &= rest_ - 1; return *this; }
    iterator operator++(int) { iterator old = *this; ++*this; return old; }
    friend bool operator==(iterator, iterator) = default;

   private:
    Allowed rest_ = 0;
  };
  explicit NumberRange(Allowed a) : a_(a) {}
  iterator begin() const { return iterator(a_); }
  iterator end() const { return iterator(0); }

 private:
  Allowed a_;
};

// The rules as a gtl::Game (see game.hpp).
struct NumberGame {
  using Position = Allowed;
  using Move = int;

  int max = 20;  // the start position is 2..max

  Position start() const { return full(max); }
  NumberRange moves(Position p) const { return NumberRange(p); }
  Position play(Position p, Move x) const { return after_naming(p, x); }
  // No number left to name: the player to move loses.
  Outcome terminal_outcome(Position) const { return Outcome::Lose; }
  std::uint32_t measure(Position p) const { return static_cast<std::uint32_t>(count(p)); }
  // Optional hook (graph_builder.hpp, DensePositions): positions are subsets of
  // 2..max, so all are below 2^(max - 1). 0 when that does not fit a size_t.
  std::size_t dense_positions() const {
    if (max < kMinNumber) return 1;
    const int bits = max - 1;
    return bits < std::numeric_limits<std::size_t>::digits ? std::size_t{1} << bits : 0;
  }
  std::string short_label(Position p) const;  // "{3,5,7}", "{}"
  std::string describe(Position p) const;     // in words, with what is forbidden
  std::string move_label(Move x) const { return std::to_string(x); }
};

}  // namespace gtl::number_game
