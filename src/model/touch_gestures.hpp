// Touch gestures from raw finger events: one finger taps, double-taps,
// long-presses or drags (pan); two fingers pinch (zoom about their centre,
// and pan as the centre moves). Pure: the caller passes every event's time in
// milliseconds (and calls tick() as time passes, for the long press), so the
// recognition never depends on the machine's clock and is tested natively.
//
// Coordinates are whatever the caller uses (the tree canvas passes CSS pixels
// of the page); the slops in TouchConfig are in the same unit.
#pragma once

#include <cstdint>
#include <vector>

namespace gtl::model {

struct TouchConfig {
  double tap_slop = 10;         // a finger that moved less still taps or long-presses
  double long_press_ms = 500;   // held this long without moving: a long press
  double double_tap_ms = 300;   // from the first tap's release to the second press
  double double_tap_slop = 30;  // the two taps of a double tap at most this far apart
};

enum class GestureKind {
  Begin,      // the first finger went down (x, y): a new gesture starts
  Tap,        // a short touch that did not move (x, y: where it was released)
  DoubleTap,  // a second tap soon after a tap, near it (instead of a second Tap)
  LongPress,  // held still for long_press_ms (x, y); no tap follows on release
  Pan,        // one finger moved: (dx, dy) since the last Pan, (x, y) the finger now
  Pinch,      // two fingers: (x, y) their centre now, (dx, dy) the centre's move,
              // scale the ratio of their distances (new / old)
  End,        // the last finger went up, or the touch was cancelled
};

const char* gesture_name(GestureKind k);  // "begin", "tap", "doubleTap", ...

struct Gesture {
  GestureKind kind = GestureKind::Begin;
  double x = 0, y = 0;
  double dx = 0, dy = 0;
  double scale = 1;
};

class TouchGestures {
 public:
  explicit TouchGestures(TouchConfig c = {}) : config_(c) {}

  void down(std::int64_t finger, double x, double y, double t_ms);
  void move(std::int64_t finger, double x, double y, double t_ms);
  void up(std::int64_t finger, double x, double y, double t_ms);
  // The browser took the touch away (touchcancel): no tap, no long press.
  void cancel(double t_ms);
  // Time passes with the fingers still: fires a due long press.
  void tick(double t_ms);

  // The gestures recognised since the last take(), oldest first.
  std::vector<Gesture> take();
  bool pending() const { return !out_.empty(); }
  std::size_t queued() const { return out_.size(); }
  // Fingers down that the recognizer follows (at most two).
  int fingers() const { return static_cast<int>(count_); }
  // What the fingers do now: "idle", "press" (not yet moved), "pan", "pinch", "held" (after a long press).
  const char* phase_name() const;

 private:
  enum class Phase { Idle, Press, Pan, Pinch, Held };
  struct Finger {
    std::int64_t id = -1;
    double x = 0, y = 0;  // now
  };
  Finger* find(std::int64_t id);
  void emit(GestureKind k, double x, double y, double dx = 0, double dy = 0, double scale = 1);
  void check_long_press(double t_ms);
  void pinch_measure(double& cx, double& cy, double& dist) const;

  TouchConfig config_;
  Phase phase_ = Phase::Idle;
  Finger f_[2];
  std::size_t count_ = 0;
  double start_x_ = 0, start_y_ = 0;  // the first finger's press
  double start_t_ = 0;
  double pan_x_ = 0, pan_y_ = 0;      // where the last Pan left the finger
  double pinch_cx_ = 0, pinch_cy_ = 0, pinch_dist_ = 0;
  // The last tap (for a double tap): where and when it was released.
  bool last_tap_ = false;
  double tap_x_ = 0, tap_y_ = 0, tap_t_ = 0;
  bool second_ = false;               // this press may be a double tap's second
  std::vector<Gesture> out_;
};

}  // namespace gtl::model
