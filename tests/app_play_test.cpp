// Play against the perfect player and the move-value history in the real app,
// with no window: a human blunder gets a verdict that undo takes away, the
// computer waits for the human's move to be animated (and a pause) before it
// answers, and the value chart goes to the ply clicked.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "app_test_support.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

// An allowed number of the shown Number Game position that does not win.
int losing_number(const json::Value& s) {
  const json::Value& n = *s.find("number");
  for (const json::Value& a : n.find("allowed")->array) {
    const auto& w = n.find("winningMoves")->array;
    if (std::none_of(w.begin(), w.end(), [&](const json::Value& x) { return x.number == a.number; }))
      return static_cast<int>(a.number);
  }
  return 0;
}

TEST(AppPlay, AHumanBlunderGetsAVerdictAndUndoTakesItBack) {
  HeadlessApp h;
  ImGui::GetIO().DisplaySize = ImVec2(1280, 1600);  // the whole left panel in view, so every button can be clicked
  h.dispatch(R"({"type":"anim.speed","value":0})");
  h.frames(2);
  ASSERT_TRUE(h.click("teach.play.first"));
  json::Value s = h.state();
  ASSERT_EQ(s.find("teach")->find("mode")->string, "play");
  EXPECT_EQ(s.find("teach")->find("play")->find("verdict")->string, "You play Christine; the computer plays perfectly.");
  ASSERT_EQ(s.find("number")->find("outcome")->string, "win");
  const int x = losing_number(s);
  ASSERT_NE(x, 0);
  ASSERT_TRUE(h.click("tile." + std::to_string(x)));
  h.frames(2);
  s = h.state();
  EXPECT_EQ(s.find("history")->find("length")->number, 2) << "at speed 0 the computer answers at once";
  const auto& vs = s.find("teach")->find("play")->find("verdicts")->array;
  ASSERT_EQ(vs.size(), 1u) << "one verdict: the human's move only";
  EXPECT_EQ(vs[0].find("ply")->number, 1);
  EXPECT_EQ(vs[0].find("move")->number, x);
  EXPECT_EQ(vs[0].find("wasOutcome")->string, "W");
  EXPECT_EQ(vs[0].find("nowOutcome")->string, "L");
  EXPECT_TRUE(vs[0].find("blunder")->boolean);
  EXPECT_NE(vs[0].find("text")->string.find(std::to_string(x) + " lets Matt win in "), std::string::npos)
      << vs[0].find("text")->string;
  EXPECT_EQ(s.find("teach")->find("play")->find("verdict")->string, vs[0].find("text")->string);
  // The timeline's values agree: the human's move is a blunder, the computer's reply keeps its win.
  const auto& values = s.find("history")->find("values")->array;
  ASSERT_EQ(values.size(), 2u);
  EXPECT_TRUE(values[0].find("blunder")->boolean);
  EXPECT_EQ(values[0].find("outcome")->string, "L");
  EXPECT_EQ(values[1].find("outcome")->string, "W");
  EXPECT_FALSE(values[1].find("blunder")->boolean);
  EXPECT_EQ(values[1].find("remoteness")->number + 1, values[0].find("remoteness")->number)
      << "perfect play takes the fastest win: one ply nearer the end";

  ASSERT_TRUE(h.click("teach.undo"));
  s = h.state();
  EXPECT_EQ(s.find("history")->find("index")->number, 0);
  // Undo cuts the line there (issue 43): the blunder taken back is not left in
  // the timeline for > to replay.
  EXPECT_EQ(s.find("history")->find("length")->number, 0) << "the undone moves are gone from the timeline";
  EXPECT_TRUE(s.find("history")->find("values")->array.empty());
  h.dispatch(R"({"type":"history.step","delta":1})");
  EXPECT_EQ(h.state().find("history")->find("index")->number, 0) << "> has nothing to replay";
  EXPECT_TRUE(s.find("teach")->find("play")->find("verdicts")->array.empty());
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"play.undo"})"))) << "nothing of the human's is left to take back";
}

// Issue 43: switching lessons during play left the old game's words ("You
// play Christine") and its Undo on the new lesson's panel before any move.
TEST(AppPlay, SwitchingLessonsEndsThePlayOfTheLastOne) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"play.start","human":"second"})")));
  h.frames(3);
  ASSERT_EQ(h.state().find("teach")->find("mode")->string, "play");
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"view","view":"balls"})")));
  h.frames(3);
  const json::Value s = h.state();
  EXPECT_EQ(s.find("teach")->find("mode")->string, "off");
  EXPECT_FALSE(h.app().items().find("teach.undo")) << "no Undo before any move of the new game";
  EXPECT_EQ(s.find("history")->find("length")->number, 0);
  // Play starts afresh in the shown game when asked.
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"play.start","human":"first"})")));
  h.frames(2);
  EXPECT_EQ(h.state().find("teach")->find("mode")->string, "play");
}

TEST(AppPlay, TheComputerWaitsForTheAnimationAndAPauseThenAnimatesItsReply) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":1})");
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"play.start","human":"first"})")));
  h.frames(1);
  json::Value s = h.state();
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.pick","value":)" + std::to_string(losing_number(s)) + "}")));
  int animated_frames = 0;
  for (; animated_frames < 1200; ++animated_frames) {
    h.frames(1);
    s = h.state();
    if (!s.find("number")->find("animation")->find("playing")->boolean) break;
    ASSERT_EQ(s.find("history")->find("length")->number, 1) << "the computer waits while the human's move is animated";
    EXPECT_TRUE(s.find("teach")->find("play")->find("waiting")->boolean);
  }
  EXPECT_GT(animated_frames, 30) << "the naming of a number is animated for a while at speed 1";
  h.frames(30);  // half a second: still the pause
  EXPECT_EQ(h.state().find("history")->find("length")->number, 1);
  h.frames(30);  // the pause (0.8 s at speed 1) is over
  s = h.state();
  EXPECT_EQ(s.find("history")->find("length")->number, 2);
  EXPECT_TRUE(s.find("number")->find("animation")->find("playing")->boolean) << "the reply is animated like a click";
  EXPECT_FALSE(s.find("teach")->find("play")->find("waiting")->boolean);

  // The wait scales with the speed setting: the same opening (a winning move,
  // so the game goes on) answered about four times sooner at speed 4.
  const auto frames_to_reply = [&h](const char* speed) {
    h.dispatch(std::string(R"({"type":"anim.speed","value":)") + speed + "}");
    EXPECT_TRUE(ok(h.dispatch(R"({"type":"play.start","human":"first"})")));
    h.frames(1);
    const json::Value st = h.state();
    const auto good = static_cast<int>(st.find("number")->find("winningMoves")->array.at(0).number);
    EXPECT_TRUE(ok(h.dispatch(R"({"type":"number.pick","value":)" + std::to_string(good) + "}")));
    int frames = 0;
    while (h.state().find("history")->find("index")->number == 1 && frames < 2000) {
      h.frames(1);
      ++frames;
    }
    return frames;
  };
  const int slow = frames_to_reply("1"), fast = frames_to_reply("4");
  EXPECT_GT(fast, 12) << "at speed 4 the pause alone is 0.2 s";
  EXPECT_LT(fast * 3, slow) << fast << " frames at speed 4, " << slow << " at speed 1";
}

TEST(AppPlay, TheBallGameSaysWhoYouPlayAndJudgesTakes) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  h.dispatch(R"({"type":"view","view":"balls"})");
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"balls.new","take":[2,3],"n":9})")));
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"play.start","human":"second"})")));
  h.frames(2);
  json::Value s = h.state();
  EXPECT_EQ(s.find("teach")->find("play")->find("verdict")->string, "You play the second player; the computer plays perfectly.");
  ASSERT_EQ(s.find("history")->find("length")->number, 1) << "the computer opened";
  const int k = static_cast<int>(s.find("balls")->find("bestMoves")->array.front().number);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"balls.take","k":)" + std::to_string(k) + "}")));
  h.frames(2);
  s = h.state();
  const auto& vs = s.find("teach")->find("play")->find("verdicts")->array;
  ASSERT_EQ(vs.size(), 1u);
  EXPECT_EQ(vs[0].find("ply")->number, 2);
  EXPECT_FALSE(vs[0].find("blunder")->boolean) << "a best move is never a blunder";
  EXPECT_EQ(vs[0].find("wasOutcome")->string, vs[0].find("nowOutcome")->string);
}

TEST(AppTimeline, TheValueChartGoesToTheClickedPly) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.pick","value":2})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.pick","value":3})")));
  h.frames(3);
  ASSERT_TRUE(h.app().items().find("history.chart").has_value());
  ASSERT_TRUE(h.app().items().find("history.chart.point.2").has_value());
  EXPECT_FALSE(h.app().items().find("history.chart.point.3").has_value());
  ASSERT_TRUE(h.click("history.chart.point.1"));
  json::Value s = h.state();
  EXPECT_EQ(s.find("history")->find("index")->number, 1);
  EXPECT_EQ(s.find("history")->find("length")->number, 2) << "the later move is kept";
  ASSERT_TRUE(h.click("history.chart.point.2"));
  EXPECT_EQ(h.state().find("history")->find("index")->number, 2);

  // While the quiz hides outcomes, so do the move values; they come back after it.
  const std::string first = h.state().find("history")->find("values")->array.at(0).find("outcome")->string;
  ASSERT_NE(first, "?");
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.start","depth":1})")));
  h.frames(2);
  s = h.state();
  ASSERT_TRUE(s.find("settings")->find("quizRunning")->boolean);
  for (const json::Value& v : s.find("history")->find("values")->array) EXPECT_EQ(v.find("outcome")->string, "?");
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"teach.stop"})")));
  EXPECT_EQ(h.state().find("history")->find("values")->array.at(0).find("outcome")->string, first);
}

}  // namespace
}  // namespace gtl::app
