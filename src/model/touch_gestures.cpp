#include "model/touch_gestures.hpp"

#include <cmath>

namespace gtl::model {

namespace {
double dist(double ax, double ay, double bx, double by) { return std::hypot(ax - bx, ay - by); }
}  // namespace

const char* gesture_name(GestureKind k) {
  switch (k) {
    case GestureKind::Begin: return "begin";
    case GestureKind::Tap: return "tap";
    case GestureKind::DoubleTap: return "doubleTap";
    case GestureKind::LongPress: return "longPress";
    case GestureKind::Pan: return "pan";
    case GestureKind::Pinch: return "pinch";
    case GestureKind::End: return "end";
  }
  return "";
}

const char* TouchGestures::phase_name() const {
  switch (phase_) {
    case Phase::Idle: return "idle";
    case Phase::Press: return "press";
    case Phase::Pan: return "pan";
    case Phase::Pinch: return "pinch";
    case Phase::Held: return "held";
  }
  return "";
}

TouchGestures::Finger* TouchGestures::find(std::int64_t id) {
  for (std::size_t i = 0; i < count_; ++i)
    if (f_[i].id == id) return &f_[i];
  return nullptr;
}

void TouchGestures::emit(GestureKind k, double x, double y, double dx, double dy, double scale) {
  out_.push_back(Gesture{k, x, y, dx, dy, scale});
}

std::vector<Gesture> TouchGestures::take() {
  std::vector<Gesture> g;
  g.swap(out_);
  return g;
}

void TouchGestures::pinch_measure(double& cx, double& cy, double& d) const {
  cx = (f_[0].x + f_[1].x) / 2;
  cy = (f_[0].y + f_[1].y) / 2;
  d = dist(f_[0].x, f_[0].y, f_[1].x, f_[1].y);
}

void TouchGestures::check_long_press(double t) {
  if (phase_ != Phase::Press || t - start_t_ < config_.long_press_ms) return;
  phase_ = Phase::Held;
  second_ = false;
  last_tap_ = false;
  emit(GestureKind::LongPress, f_[0].x, f_[0].y);
}

void TouchGestures::tick(double t) { check_long_press(t); }

void TouchGestures::down(std::int64_t id, double x, double y, double t) {
  check_long_press(t);
  if (count_ >= 2 || find(id)) return;  // a third finger (or a repeated press) is ignored
  if (count_ == 0) {
    f_[0] = {id, x, y};
    count_ = 1;
    phase_ = Phase::Press;
    start_x_ = x;
    start_y_ = y;
    start_t_ = t;
    second_ = last_tap_ && t - tap_t_ <= config_.double_tap_ms &&
              dist(x, y, tap_x_, tap_y_) <= config_.double_tap_slop;
    last_tap_ = false;
    emit(GestureKind::Begin, x, y);
    return;
  }
  // A second finger: whatever the first was doing, this is a pinch now.
  f_[1] = {id, x, y};
  count_ = 2;
  phase_ = Phase::Pinch;
  second_ = false;
  pinch_measure(pinch_cx_, pinch_cy_, pinch_dist_);
}

void TouchGestures::move(std::int64_t id, double x, double y, double t) {
  check_long_press(t);
  Finger* f = find(id);
  if (!f) return;
  f->x = x;
  f->y = y;
  switch (phase_) {
    case Phase::Press:
      if (dist(x, y, start_x_, start_y_) <= config_.tap_slop) return;
      phase_ = Phase::Pan;
      second_ = false;
      // The first Pan carries the whole way from the press: the view follows the finger exactly.
      emit(GestureKind::Pan, x, y, x - start_x_, y - start_y_);
      pan_x_ = x;
      pan_y_ = y;
      return;
    case Phase::Pan:
      emit(GestureKind::Pan, x, y, x - pan_x_, y - pan_y_);
      pan_x_ = x;
      pan_y_ = y;
      return;
    case Phase::Pinch: {
      double cx = 0, cy = 0, d = 0;
      pinch_measure(cx, cy, d);
      const double scale = pinch_dist_ > 1e-6 && d > 1e-6 ? d / pinch_dist_ : 1.0;
      emit(GestureKind::Pinch, cx, cy, cx - pinch_cx_, cy - pinch_cy_, scale);
      pinch_cx_ = cx;
      pinch_cy_ = cy;
      if (d > 1e-6) pinch_dist_ = d;
      return;
    }
    case Phase::Idle:
    case Phase::Held:
      return;
  }
}

void TouchGestures::up(std::int64_t id, double x, double y, double t) {
  check_long_press(t);
  Finger* f = find(id);
  if (!f) return;
  if (count_ == 2) {
    // One finger of a pinch lifted: the other pans on from where it is.
    if (f == &f_[0]) f_[0] = f_[1];
    count_ = 1;
    phase_ = Phase::Pan;
    pan_x_ = f_[0].x;
    pan_y_ = f_[0].y;
    return;
  }
  if (phase_ == Phase::Press && dist(x, y, start_x_, start_y_) > config_.tap_slop) {
    // Moved without move events: a pan after all.
    emit(GestureKind::Pan, x, y, x - start_x_, y - start_y_);
    phase_ = Phase::Pan;
    pan_x_ = x;
    pan_y_ = y;
  }
  if (phase_ == Phase::Press) {
    if (second_) {
      emit(GestureKind::DoubleTap, x, y);
    } else {
      emit(GestureKind::Tap, x, y);
      last_tap_ = true;
      tap_x_ = x;
      tap_y_ = y;
      tap_t_ = t;
    }
  } else if (phase_ == Phase::Pan && (x != pan_x_ || y != pan_y_)) {
    emit(GestureKind::Pan, x, y, x - pan_x_, y - pan_y_);  // the release's own last move
  }
  second_ = false;
  count_ = 0;
  phase_ = Phase::Idle;
  emit(GestureKind::End, x, y);
}

void TouchGestures::cancel(double t) {
  (void)t;
  const bool active = count_ > 0;
  count_ = 0;
  phase_ = Phase::Idle;
  second_ = false;
  last_tap_ = false;
  if (active) emit(GestureKind::End, f_[0].x, f_[0].y);
}

}  // namespace gtl::model
