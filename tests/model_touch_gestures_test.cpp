// Touch gesture recognition (model/touch_gestures.hpp) with explicit
// timestamps: nothing here depends on the machine's clock.
#include "model/touch_gestures.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace gtl::model {
namespace {

std::string kinds(const std::vector<Gesture>& gs) {
  std::string s;
  for (const Gesture& g : gs) s += std::string(s.empty() ? "" : " ") + gesture_name(g.kind);
  return s;
}

std::vector<Gesture> of(const std::vector<Gesture>& gs, GestureKind k) {
  std::vector<Gesture> r;
  for (const Gesture& g : gs)
    if (g.kind == k) r.push_back(g);
  return r;
}

TEST(TouchGestures, ShortStillTouchIsATap) {
  TouchGestures t;
  t.down(1, 100, 200, 0);
  EXPECT_EQ(t.fingers(), 1);
  EXPECT_STREQ(t.phase_name(), "press");
  t.move(1, 104, 203, 40);  // within the slop
  t.up(1, 104, 203, 90);
  const auto g = t.take();
  EXPECT_EQ(kinds(g), "begin tap end");
  EXPECT_DOUBLE_EQ(g[0].x, 100);
  EXPECT_DOUBLE_EQ(g[1].x, 104);
  EXPECT_DOUBLE_EQ(g[1].y, 203);
  EXPECT_EQ(t.fingers(), 0);
  EXPECT_STREQ(t.phase_name(), "idle");
  EXPECT_FALSE(t.pending());
}

TEST(TouchGestures, SecondTapSoonAndNearIsADoubleTap) {
  TouchGestures t;
  t.down(1, 100, 100, 0);
  t.up(1, 100, 100, 80);
  t.down(2, 110, 95, 250);  // 170 ms after the release, 11 px away
  t.up(2, 110, 95, 320);
  EXPECT_EQ(kinds(t.take()), "begin tap end begin doubleTap end");
  // A third tap right after starts afresh: a tap, and a fourth is a double tap again.
  t.down(3, 110, 95, 400);
  t.up(3, 110, 95, 450);
  t.down(4, 110, 95, 500);
  t.up(4, 110, 95, 550);
  EXPECT_EQ(kinds(t.take()), "begin tap end begin doubleTap end");
}

TEST(TouchGestures, LateOrFarSecondTapIsATap) {
  TouchGestures t;
  t.down(1, 100, 100, 0);
  t.up(1, 100, 100, 50);
  t.down(1, 100, 100, 351);  // 301 ms later
  t.up(1, 100, 100, 400);
  EXPECT_EQ(kinds(t.take()), "begin tap end begin tap end");
  t.down(1, 200, 100, 450);  // soon, but 100 px away
  t.up(1, 200, 100, 480);
  EXPECT_EQ(kinds(t.take()), "begin tap end");
}

TEST(TouchGestures, HeldStillIsALongPressOnTickWithNoTapAfter) {
  TouchGestures t;
  t.down(1, 50, 60, 1000);
  t.tick(1499);
  EXPECT_EQ(kinds(t.take()), "begin");
  t.move(1, 55, 62, 1450);  // a small wobble keeps it a press
  t.tick(1500);
  const auto g = t.take();
  ASSERT_EQ(kinds(g), "longPress");
  EXPECT_DOUBLE_EQ(g[0].x, 55);
  EXPECT_DOUBLE_EQ(g[0].y, 62);
  EXPECT_STREQ(t.phase_name(), "held");
  t.move(1, 90, 90, 1600);  // moving after a long press does not pan
  t.up(1, 90, 90, 1700);
  EXPECT_EQ(kinds(t.take()), "end");
  // Nor does it count towards a double tap.
  t.down(1, 90, 90, 1750);
  t.up(1, 90, 90, 1790);
  EXPECT_EQ(kinds(t.take()), "begin tap end");
}

TEST(TouchGestures, LongPressFiresOnALateEventWithoutTick) {
  TouchGestures t;
  t.down(1, 10, 10, 0);
  t.up(1, 10, 10, 800);  // no tick in between: the release is late, still a long press
  EXPECT_EQ(kinds(t.take()), "begin longPress end");
}

TEST(TouchGestures, MovingPastTheSlopPansByTheWholeDistance) {
  TouchGestures t;
  t.down(1, 100, 100, 0);
  t.move(1, 105, 100, 20);   // within the slop: nothing yet
  t.move(1, 115, 104, 40);   // past it: the pan carries everything from the press
  t.move(1, 140, 120, 60);
  t.tick(2000);              // a pan never turns into a long press
  t.up(1, 150, 130, 2100);   // the release's last move pans too
  const auto g = t.take();
  EXPECT_EQ(kinds(g), "begin pan pan pan end");
  double dx = 0, dy = 0;
  for (const Gesture& p : of(g, GestureKind::Pan)) dx += p.dx, dy += p.dy;
  EXPECT_DOUBLE_EQ(dx, 50);
  EXPECT_DOUBLE_EQ(dy, 30);
  EXPECT_DOUBLE_EQ(of(g, GestureKind::Pan)[0].dx, 15);
  // A pan does not make the next tap a double tap.
  t.down(1, 150, 130, 2150);
  t.up(1, 150, 130, 2200);
  EXPECT_EQ(kinds(t.take()), "begin tap end");
}

TEST(TouchGestures, JumpWithoutMovesIsAPanNotATap) {
  TouchGestures t;
  t.down(1, 0, 0, 0);
  t.up(1, 40, 0, 50);
  const auto g = t.take();
  EXPECT_EQ(kinds(g), "begin pan end");
  EXPECT_DOUBLE_EQ(g[1].dx, 40);
}

TEST(TouchGestures, TwoFingersPinchAboutTheirCentre) {
  TouchGestures t;
  t.down(1, 100, 100, 0);
  t.down(2, 200, 100, 30);  // centre (150, 100), 100 apart
  EXPECT_EQ(t.fingers(), 2);
  EXPECT_STREQ(t.phase_name(), "pinch");
  t.move(1, 75, 100, 60);   // 125 apart, centre 137.5
  t.move(2, 225, 100, 60);  // 150 apart, centre 150
  const auto g = t.take();
  ASSERT_EQ(kinds(g), "begin pinch pinch");
  EXPECT_DOUBLE_EQ(g[1].scale, 1.25);
  EXPECT_DOUBLE_EQ(g[1].x, 137.5);
  EXPECT_DOUBLE_EQ(g[1].dx, -12.5);
  EXPECT_DOUBLE_EQ(g[2].scale, 1.2);
  EXPECT_DOUBLE_EQ(g[2].x, 150);
  EXPECT_DOUBLE_EQ(g[2].dx, 12.5);
  EXPECT_DOUBLE_EQ(g[1].scale * g[2].scale, 1.5);  // the product is the total: 150 / 100
  // No long press while pinching, however long; no tap on release.
  t.tick(5000);
  t.up(2, 225, 100, 5100);
  EXPECT_STREQ(t.phase_name(), "pan");
  EXPECT_EQ(t.fingers(), 1);
  // The remaining finger pans on from where it is, without a jump.
  t.move(1, 85, 110, 5150);
  t.up(1, 85, 110, 5200);
  const auto h = t.take();
  ASSERT_EQ(kinds(h), "pan end");
  EXPECT_DOUBLE_EQ(h[0].dx, 10);
  EXPECT_DOUBLE_EQ(h[0].dy, 10);
}

TEST(TouchGestures, PinchingFingersMovingTogetherPanTheCentre) {
  TouchGestures t;
  t.down(7, 0, 0, 0);
  t.down(9, 100, 0, 0);
  t.move(7, 0, 40, 20);
  t.move(9, 100, 40, 20);
  const auto g = of(t.take(), GestureKind::Pinch);
  ASSERT_EQ(g.size(), 2u);
  EXPECT_NEAR(g[0].scale * g[1].scale, 100 / 100.0 * (100 / std::hypot(100.0, 40.0)) * (std::hypot(100.0, 40.0) / 100), 1e-12);
  EXPECT_DOUBLE_EQ(g[0].dy + g[1].dy, 40);
  EXPECT_DOUBLE_EQ(g[1].y, 40);
}

TEST(TouchGestures, ThirdFingerAndUnknownFingersAreIgnored) {
  TouchGestures t;
  t.down(1, 0, 0, 0);
  t.down(2, 100, 0, 0);
  t.down(3, 50, 50, 0);
  EXPECT_EQ(t.fingers(), 2);
  t.move(3, 500, 500, 10);
  t.up(3, 500, 500, 20);
  t.move(42, 1, 1, 20);
  EXPECT_EQ(kinds(t.take()), "begin");
  EXPECT_EQ(t.fingers(), 2);
}

TEST(TouchGestures, CancelEndsWithoutATapOrDoubleTap) {
  TouchGestures t;
  t.down(1, 10, 10, 0);
  t.up(1, 10, 10, 30);
  t.down(1, 10, 10, 100);
  t.cancel(120);
  EXPECT_EQ(kinds(t.take()), "begin tap end begin end");
  t.down(1, 10, 10, 150);
  t.up(1, 10, 10, 180);
  EXPECT_EQ(kinds(t.take()), "begin tap end");  // the cancelled press was not a double tap's first
  t.cancel(200);  // nothing down: nothing to end
  EXPECT_EQ(kinds(t.take()), "");
}

TEST(TouchGestures, SlopsAndTimesAreConfigurable) {
  TouchGestures t(TouchConfig{2, 100, 50, 5});
  t.down(1, 0, 0, 0);
  t.move(1, 3, 0, 10);  // past a 2 px slop
  t.up(1, 3, 0, 20);
  t.down(1, 0, 0, 30);
  t.tick(130);
  t.up(1, 0, 0, 140);
  EXPECT_EQ(kinds(t.take()), "begin pan end begin longPress end");
}

}  // namespace
}  // namespace gtl::model
