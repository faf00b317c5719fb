// The subtraction game lesson's model (no ImGui): the take set S, the pile,
// normal play or misère, the takes so far on a Timeline, and what the view
// shows derived from them — the pile left, whose turn it is, the outcomes and
// Grundy values from the rules' period table, exact remoteness for piles up to
// a million, the winning and the perfect takes — plus the take animation.
// What every pile game has — the take sizes, the pile, the timeline, the
// take's refusals and animation — is its base PilePlay's (app/kit/pile_play.hpp),
// shared with the ball game's BallModel (balls/model.hpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/kit/pile_play.hpp"
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

class SubtractionPlay : public PilePlay {
 public:
  SubtractionPlay();

  // New game; false (and unchanged) with a sentence in `error` for bad input.
  bool new_game(const std::vector<std::int64_t>& takes, std::int64_t n, bool misere, std::string& error);
  // take(k): the player to move takes k; refused if k is not in S or more than
  // the pile (PilePlay). takes(), start(), left(), to_move(), the timeline
  // and the animation are PilePlay's too.

  // "First player" / "Second player": the subtraction game's sides have no names.
  static std::string side_name(int side);

  bool misere() const { return misere_; }
  bool fits(std::uint32_t k) const { return k <= left(); }
  bool game_over() const { return takes().empty() || takes().front() > left(); }

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

 private:
  bool misere_ = false;
  std::unique_ptr<subtraction::SubtractionTable> table_;
  std::vector<Solution> exact_;  // piles 0..n when n <= kSubtractionExactPiles, else empty
};

}  // namespace gtl::app
