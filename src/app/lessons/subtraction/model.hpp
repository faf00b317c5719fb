// The subtraction game lesson's model (no ImGui): the take set S, the pile,
// normal play or misère, the takes so far on a Timeline, and what the view
// shows derived from them — the pile left, whose turn it is, the outcomes and
// Grundy values from the rules' period table, exact remoteness for piles up to
// a million, the winning and the perfect takes — plus the take animation.
// It plays the same part as the ball game's BallModel (balls/model.hpp); the
// two share the Timeline and the TakeAnimation (app/kit/).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/kit/take_animation.hpp"
#include "app/kit/timeline.hpp"
#include "core/solution.hpp"
#include "core/subtraction.hpp"

namespace gtl::app {

// Piles up to this size get exact remoteness (plies to the end under perfect
// play) from a direct table, 8 bytes a pile: the tree's frontier and the
// perfect player's fastest win / slowest loss. Larger piles are answered
// through the period (outcome and Grundy value), which knows no remoteness.
inline constexpr std::uint64_t kSubtractionExactPiles = 1'000'000;
// The tree draws at most this many positions; a larger pile's graph stops
// there and its frontier takes its values from the exact table.
inline constexpr std::size_t kSubtractionTreePositions = 20'000;
// The strip: n = 0 .. count-1.
inline constexpr int kSubtractionStripMin = 10, kSubtractionStripMax = 5'000;
// One take's animation at speed 1: the taken counters leave the pile.
inline constexpr double kSubtractionTakeSeconds = 0.6;

class SubtractionPlay {
 public:
  SubtractionPlay();

  // New game; false (and unchanged) with a sentence in `error` for bad input.
  bool new_game(const std::vector<std::int64_t>& takes, std::int64_t n, bool misere, std::string& error);
  // The player to move takes k; error if k is not in S or more than the pile.
  bool take(std::int64_t k, std::string& error);

  Timeline& timeline() { return timeline_; }
  const Timeline& timeline() const { return timeline_; }
  void on_timeline_moved();

  const std::vector<std::uint32_t>& takes() const { return takes_; }
  std::uint64_t start() const { return n_; }
  bool misere() const { return misere_; }
  std::uint64_t left() const { return left_; }
  int to_move() const { return static_cast<int>(timeline_.cursor() % 2); }  // 0 first, 1 second
  bool fits(std::uint32_t k) const { return k <= left_; }
  bool game_over() const { return takes_.empty() || takes_.front() > left_; }

  const subtraction::SubtractionTable& table() const { return *table_; }
  // For the player to move at a pile of `pile`: from the period table.
  Outcome outcome(std::uint64_t pile) const { return table_->outcome(pile).value_or(Outcome::Unknown); }
  int grundy(std::uint64_t pile) const { return table_->grundy(pile).value_or(-1); }
  // Outcome and remoteness, when `pile` is within the exact table.
  std::optional<Solution> exact(std::uint64_t pile) const;
  // Takes that leave the opponent a lost pile (g = 0).
  std::vector<std::uint32_t> winning_takes() const;
  // Perfect play: the fastest win / the slowest loss where the remoteness is
  // known, else the smallest winning take / the smallest take.
  std::optional<std::uint32_t> best_take() const;
  // The end of the game in words ("The first player cannot move and loses.").
  std::string result_text() const;

  // Take animation: the taken counters leave the pile.
  void advance(double seconds, float speed) { anim_.advance(seconds, speed); }
  bool animating() const { return anim_.running(); }
  double anim_progress() const { return anim_.progress(); }
  void skip_animation() { anim_.skip(); }

 private:
  void rebuild();

  std::vector<std::uint32_t> takes_;
  std::uint64_t n_ = 0;
  bool misere_ = false;
  std::uint64_t left_ = 0;
  Timeline timeline_;
  std::unique_ptr<subtraction::SubtractionTable> table_;
  std::vector<Solution> exact_;  // piles 0..n when n <= kSubtractionExactPiles, else empty
  TakeAnimation anim_{kSubtractionTakeSeconds};
};

}  // namespace gtl::app
