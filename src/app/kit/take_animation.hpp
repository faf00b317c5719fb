// A take's animation, shared by the lessons that take from a pile (the ball
// game's balls fly to a hand, the subtraction game's counters leave the pile):
// its progress runs from 0 (the move was just made) to 1 (its end state shown),
// in `seconds` at animation speed 1. Speed 0 (reduced motion, or animations
// off) shows the end state at once.
#pragma once

#include <algorithm>

namespace gtl::app {

class TakeAnimation {
 public:
  explicit constexpr TakeAnimation(double seconds) : seconds_(seconds) {}

  void start() { t_ = 0; }
  void skip() { t_ = 1; }
  void advance(double seconds, float speed) {
    if (!running()) return;
    t_ = speed <= 0 ? 1.0 : std::min(1.0, t_ + seconds * speed / seconds_);
  }
  bool running() const { return t_ < 1.0; }
  double progress() const { return t_; }

 private:
  double seconds_;
  double t_ = 1.0;
};

}  // namespace gtl::app
