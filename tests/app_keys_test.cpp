// Keys, presentation mode and themes in the whole app with no window: ImGui's
// keyboard navigation never turns Space into a press of a board tile unless the
// user moved into the panel with Tab; Esc closes dialogs; P and PageDown work.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "app_test_support.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

// A real click at the centre of a named item, through the same frames.
bool click(HeadlessApp& h, const char* id) {
  auto r = h.app().items().find(id);
  if (!r) return false;
  testing::click_at(*r, [&h](int n) { h.platform_frames(n); });
  return true;
}

std::vector<double> numbers(const json::Value& array) {
  std::vector<double> out;
  for (const auto& v : array.array) out.push_back(v.number);
  return out;
}

bool keyboard_nav(HeadlessApp& h) { return h.state().find("settings")->find("keyboardNav")->boolean; }

TEST(AppKeys, HomeThenSpacePlaysOnlyPerfectPlay) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  h.platform_frames(3);
  const auto winning = numbers(*h.state().find("number")->find("winningMoves"));
  ASSERT_FALSE(winning.empty());
  // The line 5, 2 with the mouse, so ImGui's focus sits on the board.
  ASSERT_TRUE(click(h, "tile.5"));
  ASSERT_TRUE(click(h, "tile.2"));
  ASSERT_EQ(numbers(*h.state().find("history")->find("moves")), (std::vector<double>{5, 2}));
  h.press(ImGuiKey_LeftArrow);
  h.press(ImGuiKey_RightArrow);  // arrows and Home used to leave ImGui's focus on tile 2
  h.press(ImGuiKey_Home);
  EXPECT_EQ(h.state().find("history")->find("index")->number, 0);
  EXPECT_FALSE(keyboard_nav(h));
  h.press(ImGuiKey_Space);
  h.platform_frames(30);
  const auto moves = numbers(*h.state().find("history")->find("moves"));
  ASSERT_FALSE(moves.empty());
  EXPECT_NE(std::find(winning.begin(), winning.end(), moves[0]), winning.end())
      << "the first move after Home, Space is " << moves[0] << ", not a winning move";
}

TEST(AppKeys, TabTurnsNavigationOnAndThenSpacePressesOnlyTheFocusedWidget) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  h.platform_frames(3);
  h.press(ImGuiKey_Tab);
  EXPECT_TRUE(keyboard_nav(h));
  h.press(ImGuiKey_Space);  // presses the focused panel widget; autoplay must not start
  h.platform_frames(5);
  EXPECT_TRUE(h.state().find("history")->find("moves")->array.empty()) << "Space also started autoplay";
  EXPECT_FALSE(h.state().find("number")->find("animation")->find("autoplay")->boolean);
  h.press(ImGuiKey_Escape);
  EXPECT_FALSE(keyboard_nav(h));
  h.press(ImGuiKey_Tab);
  ASSERT_TRUE(keyboard_nav(h));
  ASSERT_TRUE(click(h, "tile.7"));  // a click ends keyboard navigation (and names 7)
  EXPECT_FALSE(keyboard_nav(h));
  h.platform_frames(2);
  EXPECT_EQ(numbers(*h.state().find("history")->find("moves")), std::vector<double>{7});
}

TEST(AppKeys, EscClosesTheHelpWindowsThenLeavesPresentation) {
  HeadlessApp h;
  h.platform_frames(2);
  h.press(ImGuiKey_F1);
  EXPECT_TRUE(h.state().find("settings")->find("shortcutsShown")->boolean);
  h.press(ImGuiKey_Escape);
  EXPECT_FALSE(h.state().find("settings")->find("shortcutsShown")->boolean);
  h.press(ImGuiKey_P);
  EXPECT_TRUE(h.state().find("settings")->find("presentation")->boolean);
  h.app().settings().show_legend = true;
  h.press(ImGuiKey_Escape);
  EXPECT_FALSE(h.state().find("settings")->find("legendShown")->boolean);
  EXPECT_TRUE(h.state().find("settings")->find("presentation")->boolean) << "the first Esc only closes the legend";
  h.press(ImGuiKey_Escape);
  EXPECT_FALSE(h.state().find("settings")->find("presentation")->boolean);
}

TEST(AppKeys, PresentationModeGivesTheTreeTheRoomAndRestoresTheLayout) {
  HeadlessApp h;
  h.platform_frames(3);
  const auto before = h.app().items().find("tree.canvas");
  ASSERT_TRUE(before);
  EXPECT_TRUE(h.app().items().find("settings.hints"));
  ASSERT_TRUE(h.dispatch(R"({"type":"view.presentation","on":true})").find("ok")->boolean);
  h.platform_frames(3);
  const auto during = h.app().items().find("tree.canvas");
  ASSERT_TRUE(during);
  EXPECT_GT(during->w, before->w + 200);
  EXPECT_GE(during->h, before->h);
  EXPECT_FALSE(h.app().items().find("settings.hints")) << "the side panel is hidden";
  EXPECT_GE(h.state().find("settings")->find("fontPx")->number, 25);
  ASSERT_TRUE(h.dispatch(R"({"type":"view.presentation","on":false})").find("ok")->boolean);
  h.platform_frames(3);
  EXPECT_EQ(h.state().find("settings")->find("fontPx")->number, 17);
  EXPECT_FLOAT_EQ(h.app().items().find("tree.canvas")->w, before->w);
  EXPECT_FALSE(h.dispatch(R"({"type":"view.presentation","on":"yes"})").find("ok")->boolean);
}

TEST(AppKeys, PageDownAndPageUpStepTheTimeline) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  h.dispatch(R"({"type":"number.pick","value":5})");
  h.dispatch(R"({"type":"number.pick","value":2})");
  h.platform_frames(2);
  h.press(ImGuiKey_PageUp);
  EXPECT_EQ(h.state().find("history")->find("index")->number, 1);
  h.press(ImGuiKey_PageUp);
  h.press(ImGuiKey_PageDown);
  EXPECT_EQ(h.state().find("history")->find("index")->number, 1);
  EXPECT_EQ(h.state().find("history")->find("length")->number, 2);
}

// A slow frame (0.4 s, a loaded machine) between a key's press and its
// release used to count as 0.4 s of holding, past ImGui's 0.275 s repeat
// delay: one press of Right stepped twice. Now a step is a key going down or
// the system's auto-repeat of a held key (app/kit/key_presses.hpp), never the
// frames' timing: a second of slow frames with the key down is one step, and
// each repeat the system sends is one more.
TEST(AppKeys, OnePressOfRightStepsOnceEvenAcrossSlowFrames) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  for (int v : {5, 2, 3}) h.dispatch(R"({"type":"number.pick","value":)" + std::to_string(v) + "}");
  h.press(ImGuiKey_Home);
  ASSERT_EQ(h.state().find("history")->find("index")->number, 0);
  ImGuiIO& io = ImGui::GetIO();
  io.AddKeyEvent(ImGuiKey_RightArrow, true);
  h.platform_frames(1);
  h.platform_frames(10, 0.4f);  // four seconds before the release arrives
  io.AddKeyEvent(ImGuiKey_RightArrow, false);
  h.platform_frames(2);
  EXPECT_EQ(h.state().find("history")->find("index")->number, 1) << "one press, one step";

  io.AddKeyEvent(ImGuiKey_RightArrow, true);  // held: the system repeats it twice
  h.platform_frames(1);
  for (int i = 0; i < 2; ++i) {
    h.repeat(ImGuiKey_RightArrow);
    h.platform_frames(3, 0.1f);
  }
  io.AddKeyEvent(ImGuiKey_RightArrow, false);
  h.platform_frames(2);
  EXPECT_EQ(h.state().find("history")->find("index")->number, 3) << "a held key steps on each repeat, to the end";
  h.repeat(ImGuiKey_RightArrow);  // a repeat that came after the key is up
  h.press(ImGuiKey_LeftArrow);
  EXPECT_EQ(h.state().find("history")->find("index")->number, 2) << "a repeat for a key no longer down is dropped";
}

// A presenter's clicker during backward induction (issue 43): PageDown / PageUp,
// the arrows and Space step the induction, pause its autoplay, and never play
// a move of the game under the tree of "?".
// Issue 43: presentation mode hides the side panel, and with it the induction's
// and the quiz's controls. A bar over the tree's foot holds them there, and the
// mouse works on it.
TEST(AppKeys, PresentationModeKeepsTheInductionsStepsAndTheQuizOnScreen) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.set","allowed":[2,3,4,5,6,7,8]})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"teach.induction","order":"memo"})")));
  h.platform_frames(2);
  EXPECT_FALSE(h.app().items().find("induction.bar")) << "no bar while the side panel shows the controls";
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"view.presentation","on":true})")));
  h.platform_frames(3);
  EXPECT_FALSE(h.app().items().find("teach.forward")) << "the side panel is hidden";
  auto step = [&h] { return h.state().find("teach")->find("step")->number; };
  ASSERT_TRUE(h.app().items().find("induction.bar.forward"));
  ASSERT_TRUE(h.click("induction.bar.forward"));
  EXPECT_EQ(step(), 1);
  ASSERT_TRUE(h.click("induction.bar.forward"));
  ASSERT_TRUE(h.click("induction.bar.back"));
  EXPECT_EQ(step(), 1);
  ASSERT_TRUE(h.click("induction.bar.last"));
  const double last = step();
  EXPECT_GT(last, 1);
  ASSERT_TRUE(h.click("induction.bar.first"));
  EXPECT_EQ(step(), 0);
  h.dispatch(R"({"type":"anim.speed","value":1})");  // at speed 0, Play runs to the end at once
  ASSERT_TRUE(h.click("induction.bar.play"));
  EXPECT_TRUE(h.state().find("teach")->find("playing")->boolean);
  ASSERT_TRUE(h.click("induction.bar.play"));
  EXPECT_FALSE(h.state().find("teach")->find("playing")->boolean);
  // The bar lies over the tree's foot, inside the canvas, and the tree keeps room above it.
  const auto bar = *h.app().items().find("induction.bar");
  const json::Value s = h.state();
  const json::Value& canvas = *s.find("layout")->find("canvas");
  EXPECT_GE(bar.y, canvas.find("y")->number);
  EXPECT_LE(bar.y + bar.h, canvas.find("y")->number + canvas.find("h")->number + 1);
  // The quiz asks in the same place, its answers a click away.
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.start","movesLeft":2})")));
  h.platform_frames(3);
  EXPECT_FALSE(h.app().items().find("induction.bar"));
  ASSERT_TRUE(h.app().items().find("quiz.bar.W"));
  const double answered = h.state().find("teach")->find("quiz")->find("score")->find("answered")->number;
  ASSERT_TRUE(h.click("quiz.bar.W"));
  EXPECT_EQ(h.state().find("teach")->find("quiz")->find("score")->find("answered")->number, answered + 1);
}

TEST(AppKeys, ClickerArrowsAndSpaceStepARunningInduction) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  ASSERT_TRUE(h.dispatch(R"({"type":"number.set","allowed":[2,3,4,5,6,7,8]})").find("ok")->boolean);
  ASSERT_TRUE(h.dispatch(R"({"type":"teach.induction","order":"memo"})").find("ok")->boolean);
  h.platform_frames(2);
  auto step = [&h] { return h.state().find("teach")->find("step")->number; };
  auto moves = [&h] { return h.state().find("history")->find("length")->number; };
  ASSERT_EQ(step(), 0);
  h.press(ImGuiKey_PageDown);
  EXPECT_EQ(step(), 1);
  h.press(ImGuiKey_RightArrow);
  EXPECT_EQ(step(), 2);
  h.press(ImGuiKey_Space);
  EXPECT_EQ(step(), 3);
  h.press(ImGuiKey_PageUp);
  EXPECT_EQ(step(), 2);
  h.press(ImGuiKey_LeftArrow);
  EXPECT_EQ(step(), 1);
  h.platform_frames(20);
  EXPECT_EQ(step(), 1) << "Space stepped the induction, it did not start an autoplay";
  EXPECT_EQ(moves(), 0) << "no move of the game was played while the induction ran";
  // Autoplay of the induction pauses at a clicker's press.
  ASSERT_TRUE(h.dispatch(R"({"type":"teach.play","playing":true})").find("ok")->boolean);
  h.platform_frames(3);
  h.press(ImGuiKey_PageDown);
  EXPECT_FALSE(h.state().find("teach")->find("playing")->boolean);
  const double paused_at = step();
  h.platform_frames(20);
  EXPECT_EQ(step(), paused_at);
  // Once the induction stops, the same keys step the game's timeline again.
  ASSERT_TRUE(h.dispatch(R"({"type":"teach.stop"})").find("ok")->boolean);
  h.dispatch(R"({"type":"number.pick","value":5})");
  h.platform_frames(2);
  h.press(ImGuiKey_PageUp);
  EXPECT_EQ(h.state().find("history")->find("index")->number, 0);
}

TEST(AppKeys, ThemeActionSwitchesEveryColour) {
  HeadlessApp h;
  h.platform_frames(2);
  EXPECT_EQ(h.state().find("settings")->find("theme")->string, "dark");
  ASSERT_TRUE(h.dispatch(R"({"type":"theme","name":"light"})").find("ok")->boolean);
  h.platform_frames(2);
  EXPECT_EQ(h.state().find("settings")->find("theme")->string, "light");
  const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  EXPECT_GT(bg.x + bg.y + bg.z, 2.7f);
  EXPECT_EQ(theme::kHighlight, theme::u32(theme::kLight.highlight)) << "theme::k* follow the theme";
  EXPECT_FALSE(h.dispatch(R"({"type":"theme","name":"sepia"})").find("ok")->boolean);
  ASSERT_TRUE(h.dispatch(R"({"type":"theme","name":"dark"})").find("ok")->boolean);
  EXPECT_EQ(theme::kHighlight, theme::u32(theme::kDark.highlight));
}

}  // namespace
}  // namespace gtl::app
