// The whole app, frame by frame, with no window: views draw, items are
// registered, real (simulated) mouse clicks reach the widgets, the automation
// API validates its input.
#include <gtest/gtest.h>

#include "app_test_support.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

TEST(AppFrames, RunsFramesAndReportsState) {
  HeadlessApp h;
  h.frames(3);
  auto s = h.state();
  EXPECT_EQ(s.find("view")->string, "number");
  EXPECT_GE(s.find("frame")->number, 3);
  ASSERT_NE(s.find("number"), nullptr);
  EXPECT_EQ(s.find("number")->find("max")->number, 20);
  EXPECT_TRUE(h.app().items().find("tile.5").has_value());
  EXPECT_TRUE(h.app().items().find("view.chooser").has_value());
}

TEST(AppFrames, MouseClickOnAnItemSwitchesTheView) {
  HeadlessApp h;
  h.frames(3);
  ASSERT_TRUE(h.click("view.chooser"));
  ASSERT_TRUE(h.click("view.balls")) << "the chooser lists every game";
  EXPECT_EQ(h.state().find("view")->string, "balls");
  h.frames(2);
  EXPECT_TRUE(h.app().items().find("take.1").has_value());
  EXPECT_FALSE(h.app().items().find("tile.5").has_value()) << "items of a hidden view are forgotten";
}

TEST(AppFrames, ClickingATileNamesTheNumber) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  h.frames(3);
  ASSERT_TRUE(h.click("tile.6"));
  auto n = *h.state().find("number");
  ASSERT_EQ(n.find("named")->array.size(), 1u);
  EXPECT_EQ(n.find("named")->array[0].find("value")->number, 6);
  EXPECT_EQ(n.find("toMove")->string, "second");
}

TEST(AppFrames, BadActionsAreRejectedWithReasons) {
  HeadlessApp h;
  h.frames(2);
  for (const char* bad : {"not json", "[]", "{}", R"({"type":7})", R"({"type":"nope"})",
                          R"({"type":"number.pick","value":"five"})", R"({"type":"number.pick","value":1})",
                          R"({"type":"number.new","max":100})", R"({"type":"balls.take","k":4})",
                          R"({"type":"history.goto","index":5})", R"({"type":"balls.new","take":[],"n":5})"}) {
    auto r = h.dispatch(bad);
    EXPECT_FALSE(r.find("ok")->boolean) << bad;
    ASSERT_NE(r.find("error"), nullptr) << bad;
    EXPECT_FALSE(r.find("error")->string.empty()) << bad;
  }
  h.frames(2);  // still alive and drawing
  EXPECT_EQ(h.state().find("view")->string, "number");
}

TEST(AppFrames, AnimationRunsThroughItsPhasesAndEnds) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(h.dispatch(R"({"type":"number.pick","value":5})").find("ok")->boolean);
  h.frames(1);
  auto anim = *h.state().find("number")->find("animation");
  EXPECT_TRUE(anim.find("playing")->boolean);
  EXPECT_EQ(anim.find("phase")->string, "named");
  EXPECT_TRUE(h.app().animating()) << "the platform loop must keep drawing";
  bool saw_multiples = false, saw_sums = false;
  for (int i = 0; i < 600 && h.app().animating(); ++i) {
    h.frames(1, 1.0f / 30.0f);
    const std::string phase = h.state().find("number")->find("animation")->find("phase")->string;
    saw_multiples |= phase == "multiples";
    saw_sums |= phase == "sums";
  }
  EXPECT_TRUE(saw_multiples);
  EXPECT_FALSE(saw_sums) << "naming 5 first forbids only multiples";
  EXPECT_EQ(h.state().find("number")->find("animation")->find("phase")->string, "done");
}

}  // namespace
}  // namespace gtl::app
