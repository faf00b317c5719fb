// What the games that take from one pile share (the subtraction game's
// SubtractionPlay, the ball game's BallModel): the take sizes, the starting
// pile and the pile left, the takes so far on a Timeline, the player to move,
// a take with its two refusals ("not a take size", "more than the pile") in the
// game's own words, and the take's animation. A game derives from it, keeps
// its own rules, state and words, and rebuilds what it derives from the line
// of takes in replayed().
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/kit/take_animation.hpp"
#include "app/kit/timeline.hpp"

namespace gtl::app {

class PilePlay {
 public:
  using Take = std::uint32_t;
  // The game's string keys for the refusals of take(): "{0} is not a take size
  // ({1})" with k and the sizes, "cannot take {0}: only {1} left" with k and the pile.
  struct RefusalKeys {
    const char* not_a_take;
    const char* too_few;
  };

  PilePlay(double take_seconds, RefusalKeys refusals) : refusals_(refusals), anim_(take_seconds) {}
  PilePlay(const PilePlay&) = delete;
  PilePlay& operator=(const PilePlay&) = delete;
  virtual ~PilePlay() = default;

  // The player to move takes k; false (and unchanged) with a sentence in
  // `error` if k is not a take size or more than the pile.
  bool take(std::int64_t k, std::string& error);

  Timeline& timeline() { return timeline_; }
  const Timeline& timeline() const { return timeline_; }
  // After the timeline's cursor moved (step, jump, restart): the position at
  // the cursor, shown at once.
  void on_timeline_moved();

  const std::vector<Take>& takes() const { return takes_; }  // ascending, no repeats
  std::uint64_t start() const { return start_; }
  std::uint64_t left() const { return left_; }
  int to_move() const { return static_cast<int>(timeline_.cursor() % 2); }  // 0 first, 1 second

  // The take animation: progress 0 (the take was just made) to 1 (its end shown).
  void advance(double seconds, float speed) { anim_.advance(seconds, speed); }
  bool animating() const { return anim_.running(); }
  double anim_progress() const { return anim_.progress(); }
  void skip_animation() { anim_.skip(); }

 protected:
  // A new game from checked input: `takes` ascending with no repeats, all >= 1.
  // Clears the timeline, stops the animation and replays.
  void restart(std::vector<Take> takes, std::uint64_t start);
  // Called after the pile left is recomputed from the line up to the cursor
  // (a new game, a take, a timeline move): the game's own derived state.
  virtual void replayed() {}

 private:
  void rebuild();

  RefusalKeys refusals_;
  std::vector<Take> takes_;
  std::uint64_t start_ = 0;
  std::uint64_t left_ = 0;
  Timeline timeline_;
  TakeAnimation anim_;
};

}  // namespace gtl::app
