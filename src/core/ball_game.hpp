// The ball game (Lanqiao "取球博弈", seed 001): the rules, and the direct table
// of exact values.
//
// N balls; players alternately take exactly one of the take sizes (no more than
// remain). When no take size fits, the game ends: a player holding an odd number
// of balls while the other holds an even number wins; both odd or both even is
// a draw (a tie). Only parities of the hands matter, so a position is
// (balls left, mover's hand odd?, other's hand odd?).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "outcome.hpp"
#include "solution.hpp"

namespace gtl::ball_game {

using Take = std::uint32_t;

inline constexpr Take kMaxTake = 1'000'000;
inline constexpr std::uint64_t kMaxBalls = 1'000'000'000'000'000'000ull;  // 10^18

struct State {
  std::uint64_t balls = 0;
  bool mover_odd = false;  // parity of the hand of the player to move
  bool other_odd = false;
  friend bool operator==(const State&, const State&) = default;
};

// The end of the game, for the player to move.
constexpr Outcome ending(bool mover_odd, bool other_odd) {
  if (mover_odd == other_odd) return Outcome::Draw;
  return mover_odd ? Outcome::Win : Outcome::Lose;
}

// After taking t: the other player moves, and the taker's hand changed parity.
constexpr State after_take(State s, Take t) {
  return {s.balls - t, s.other_odd, s.mover_odd != ((t & 1) != 0)};
}

// Ascending, without repeats (the judge allows equal take sizes).
std::vector<Take> normalize_takes(std::span<const Take> takes);

// The take sizes that fit when `balls` remain: a prefix of the sorted takes.
std::span<const Take> fitting(std::span<const Take> sorted_takes, std::uint64_t balls);

// The rules as a gtl::Game (see game.hpp). Positions pack a State into 64 bits.
struct BallGame {
  using Position = std::uint64_t;
  using Move = Take;

  std::vector<Take> takes;  // normalised
  std::uint64_t balls = 0;  // at the start

  static Position pack(State s) {
    return s.balls << 2 | std::uint64_t{s.mover_odd} << 1 | std::uint64_t{s.other_odd};
  }
  static State unpack(Position p) { return {p >> 2, (p & 2) != 0, (p & 1) != 0}; }

  Position start() const { return pack({balls, false, false}); }
  std::span<const Take> moves(Position p) const { return fitting(takes, p >> 2); }
  Position play(Position p, Move t) const { return pack(after_take(unpack(p), t)); }
  Outcome terminal_outcome(Position p) const { return ending((p & 2) != 0, (p & 1) != 0); }
  std::uint64_t measure(Position p) const { return p >> 2; }
  std::string short_label(Position p) const;  // "7 · odd/even"
  std::string describe(Position p) const;
  std::string move_label(Move t) const { return "take " + std::to_string(t); }
};

// Exact values of every state with 0..max_balls balls, bottom-up: the direct
// solver, and the source of remoteness and ranked moves. 32 bytes per count.
class BallTable {
 public:
  BallTable(std::span<const Take> sorted_takes, std::uint64_t max_balls);

  std::uint64_t max_balls() const { return cells_.size() - 1; }
  Solution at(State s) const { return cells_[s.balls][index(s)]; }

  struct RankedTake {
    Take take;
    Solution value;  // for the mover, after this take
  };
  // The takes that fit, best first (see preference() in solution.hpp).
  std::vector<RankedTake> ranked_takes(State s) const;

 private:
  static int index(State s) { return (s.mover_odd ? 2 : 0) | (s.other_odd ? 1 : 0); }
  std::vector<Take> takes_;
  std::vector<std::array<Solution, 4>> cells_;
};

}  // namespace gtl::ball_game
