// Subtraction games: one pile of n counters; a move takes exactly one of the
// sizes in the take set S (no more than remain). Normal play: who cannot move
// loses. Misère: who cannot move wins.
//
// Values by Grundy's rule, g(n) = mex { g(n - s) : s in S, s <= n }, where a
// pile with no move has value 0 under normal play and 1 under misère (the g⁻ of
// Conway's genus theory). Either way the player to move loses exactly when
// g(n) == 0, so one sequence answers both questions.
//
// Why the sequence is periodic, and how it is proven: once n >= m (the largest
// take) every take fits, so g(n) is one fixed function of the window
// g(n-m .. n-1). Windows therefore follow a deterministic walk through finitely
// many states and must cycle; when window j equals window j + c, the sequence
// repeats with period c from j on (an induction, not a guess). The cycle is
// found with Brent's algorithm; the minimal period divides c and the minimal
// pre-period is found by walking back. Piles up to 10^18 are then answered by
// reduction into the table.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "outcome.hpp"

namespace gtl::subtraction {

inline constexpr std::uint32_t kMaxTake = 100;       // each take size 1..100
inline constexpr std::size_t kMaxTakeSizes = 12;     // at most 12 sizes in S
inline constexpr std::uint64_t kMaxPile = 1'000'000'000'000'000'000ull;  // 10^18
// Table cells (one byte each) spent looking for the period before giving up.
inline constexpr std::uint64_t kMaxTable = std::uint64_t{1} << 22;

// Sorted, without repeats; empty when the set is invalid (see validate).
std::vector<std::uint32_t> normalize_takes(std::span<const std::int64_t> takes);
// Empty when valid, else one sentence saying what is wrong.
std::string validate(std::span<const std::int64_t> takes, std::int64_t n);

// The rules as a gtl::Game (see game.hpp): a position is the pile size.
struct SubtractionGame {
  using Position = std::uint64_t;
  using Move = std::uint32_t;

  std::vector<std::uint32_t> takes;  // normalised
  std::uint64_t pile = 0;            // at the start
  bool misere = false;

  Position start() const { return pile; }
  std::span<const std::uint32_t> moves(Position p) const;  // the takes that fit: a prefix
  Position play(Position p, Move t) const { return p - t; }
  Outcome terminal_outcome(Position) const { return misere ? Outcome::Win : Outcome::Lose; }
  std::uint64_t measure(Position p) const { return p; }
  std::string short_label(Position p) const { return std::to_string(p); }
  std::string describe(Position p) const;
  std::string move_label(Move t) const { return "take " + std::to_string(t); }
};

struct Period {
  std::uint64_t start = 0;   // the pre-period: g(n) == g(n + length) for every n >= start
  std::uint64_t length = 0;  // minimal
};

// g(n) for every pile, with the proven period of the sequence.
class SubtractionTable {
 public:
  // `takes` normalised and non-empty.
  SubtractionTable(std::span<const std::uint32_t> takes, bool misere);

  // nullopt only when no period was found within kMaxTable and n is past the table.
  std::optional<int> grundy(std::uint64_t n) const;
  std::optional<Outcome> outcome(std::uint64_t n) const {
    const auto g = grundy(n);
    if (!g) return std::nullopt;
    return *g == 0 ? Outcome::Lose : Outcome::Win;
  }
  const std::optional<Period>& period() const { return period_; }
  std::uint64_t table_size() const { return g_.size(); }
  bool misere() const { return misere_; }

 private:
  void grow(std::uint64_t size);
  std::vector<std::uint32_t> takes_;
  bool misere_;
  std::vector<std::uint8_t> g_;
  std::optional<Period> period_;
};

}  // namespace gtl::subtraction
