// The tree view and the teaching modes inside the real app, with no window:
// the tree follows the lesson, expansions respect the cap, induction ends with
// the solver's outcomes, the perfect player answers, the quiz grades. These run
// under ASan/UBSan with the rest of the native tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app_test_support.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

const json::Value& tree(HeadlessApp& h, json::Value& keep) {
  keep = h.state();
  return *keep.find("tree");
}

TEST(AppTree, FollowsTheLessonAndCountsMatchTheGraph) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.set","allowed":[2,3,4,5,6,7,8]})")));
  json::Value s;
  EXPECT_EQ(tree(h, s).find("mode")->string, "tree");
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.mode","mode":"dag"})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.expand","depth":30})")));
  h.frames(3);
  const json::Value& t = tree(h, s);
  EXPECT_EQ(t.find("nodes")->number, t.find("positions")->number);
  EXPECT_EQ(t.find("edges")->number, t.find("graphEdges")->number);
  EXPECT_GT(std::stod(t.find("treeNodes")->string), t.find("positions")->number);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.select","path":[2]})")));
  EXPECT_EQ(tree(h, s).find("selectedNode")->find("label")->string, "{3,5,7}");
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"tree.select","path":[2,4]})")));
  // Jumping the game to the selected node moves the lesson there.
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.jump"})")));
  s = h.state();
  EXPECT_EQ(s.find("history")->find("moves")->array.size(), 1u);
  EXPECT_EQ(s.find("number")->find("allowed")->array.size(), 3u);
}

TEST(AppTree, RefusesExpansionsOverTheCapAndStaysUsable) {
  HeadlessApp h;
  h.frames(2);
  json::Value s;
  // Every move shown one by one: the full 2..20 tree to depth 19 is ~3.6e12 nodes.
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.group","on":false})")));
  const double before = tree(h, s).find("nodes")->number;
  const json::Value r = h.dispatch(R"({"type":"tree.expand","depth":19})");
  ASSERT_FALSE(ok(r));
  ASSERT_NE(r.find("error"), nullptr);
  EXPECT_FALSE(r.find("error")->string.empty());
  EXPECT_EQ(tree(h, s).find("nodes")->number, before);
  EXPECT_EQ(tree(h, s).find("treeNodes")->string, "3569239088090");
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.expandPV"})")));
  h.frames(3);  // draws the expanded line at every level of detail reached by fit
  EXPECT_GT(tree(h, s).find("nodes")->number, before);
}

TEST(AppTeach, InductionEndsWithTheSolversOutcomes) {
  for (const char* order : {"memo", "retrograde"}) {
    HeadlessApp h;
    h.frames(2);
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.set","allowed":[2,3,4,5,6]})")));
    ASSERT_TRUE(ok(h.dispatch(std::string(R"({"type":"teach.induction","order":")") + order + "\"}")));
    json::Value s = h.state();
    const auto steps = static_cast<int>(s.find("teach")->find("steps")->number);
    for (int i = 0; i < steps; ++i) {
      ASSERT_TRUE(ok(h.dispatch(R"({"type":"teach.step","delta":1})")));
      if (i % 7 == 0) h.frames(1);  // draw mid-induction too
    }
    s = h.state();
    const json::Value& t = *s.find("teach");
    EXPECT_EQ(t.find("remaining")->number, 0) << order;
    for (const auto& [label, letter] : t.find("solver")->object)
      EXPECT_EQ(t.find("decisions")->find(label)->string, letter.string) << order << " " << label;
    EXPECT_FALSE(ok(h.dispatch(R"({"type":"teach.step","delta":"x"})")));
  }
}

TEST(AppTeach, ThePerfectPlayerAnswersAndWinsFromAWinningStart) {
  HeadlessApp h;
  h.dispatch(R"({"type":"anim.speed","value":0})");
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.new","max":10})")));
  json::Value s = h.state();
  ASSERT_EQ(s.find("number")->find("outcome")->string, "win");
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"play.start","human":"second"})")));
  // The computer (first) has moved at once; the human answers with any allowed number.
  for (int guard = 0; guard < 20; ++guard) {
    h.frames(1);
    s = h.state();
    if (s.find("number")->find("gameOver")->boolean) break;
    ASSERT_EQ(s.find("number")->find("toMove")->string, "second");
    const int x = static_cast<int>(s.find("number")->find("allowed")->array.front().number);
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.pick","value":)" + std::to_string(x) + "}")));
  }
  h.frames(2);
  s = h.state();
  EXPECT_TRUE(s.find("number")->find("gameOver")->boolean);
  EXPECT_EQ(s.find("number")->find("toMove")->string, "second") << "the human is left without a move";
  EXPECT_FALSE(s.find("teach")->find("play")->find("verdict")->string.empty());
}

TEST(AppTeach, QuizHidesOutcomesAndGrades) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.set","allowed":[2,3,4,5,6,7]})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.start","depth":1})")));
  h.frames(2);
  json::Value s = h.state();
  EXPECT_TRUE(s.find("settings")->find("quizRunning")->boolean);
  const auto& qs = s.find("teach")->find("quiz")->find("questions")->array;
  ASSERT_FALSE(qs.empty());
  std::string path = "[";
  for (std::size_t i = 0; i < qs[0].find("path")->array.size(); ++i)
    path += (i ? "," : "") + std::to_string(static_cast<int>(qs[0].find("path")->array[i].number));
  path += "]";
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.answer","path":)" + path + R"(,"outcome":"D"})")));
  s = h.state();
  EXPECT_FALSE(s.find("teach")->find("quiz")->find("questions")->array[0].find("correct")->boolean)
      << "the Number Game has no draws";
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"quiz.answer","path":[99],"outcome":"W"})")));
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"quiz.answer","path":)" + path + R"(,"outcome":"maybe"})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.reveal"})")));
  EXPECT_FALSE(h.state().find("settings")->find("quizRunning")->boolean);
  h.frames(2);
}

// Issue 43 §7: the quiz tree names each position it asks about ("Q1 ?" over
// its label), the view is on the question being asked (and follows it when an
// answer moves it on), the positions below each question are drawn (as the
// caption says), and no drawn text or twin item of a question has its letter.
std::string quiz_line(const json::Value& path) {
  std::string out;
  for (const json::Value& m : path.array) out += (out.empty() ? "" : ",") + std::to_string(static_cast<long long>(m.number));
  return out;
}

bool has_outcome_letter(const std::string& text) {
  return text.find_first_of("WLD") != std::string::npos;
}

TEST(AppTeach, QuizTreeShowsPositionsFollowsTheQuestionAndHidesAnswers) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"anim.speed","value":0})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.start","movesLeft":2})")));
  h.frames(90);  // the glide to the first question
  json::Value s = h.state();
  const std::vector<json::Value> qs = s.find("teach")->find("quiz")->find("questions")->array;
  ASSERT_GE(qs.size(), 2u);
  const json::Value& tree = *s.find("tree");
  EXPECT_EQ(tree.find("lod")->string, "labels") << "the boxes have room for their positions' labels";
  EXPECT_EQ(quiz_line(*tree.find("selected")), quiz_line(*qs[0].find("path"))) << "the view is about Q1";
  std::vector<std::string> texts;
  for (const json::Value& t : tree.find("nodeTexts")->array) texts.push_back(t.string);
  const std::string q1 = "Q1 ?\n" + qs[0].find("label")->string;
  EXPECT_NE(std::find(texts.begin(), texts.end(), q1), texts.end()) << "Q1 is drawn in view with its position";
  for (const std::string& t : texts)
    if (t.starts_with("Q")) EXPECT_FALSE(has_outcome_letter(t.substr(0, t.find('\n')))) << "a question's head leaks: " << t;
  // The twin: each question's item it holds (the nodes in view: Q1 at least)
  // names no outcome; and the tree shows the moves below every question.
  const json::Value twin = *json::parse(h.app().twin_json()).value;
  std::vector<std::string> restore;
  ASSERT_TRUE(tree.find("restore")->is_array());
  for (const json::Value& l : tree.find("restore")->array) restore.push_back(quiz_line(l));
  for (std::size_t i = 0; i < qs.size(); ++i) {
    const std::string path = quiz_line(*qs[i].find("path"));
    bool found = false;
    for (const json::Value& it : twin.find("tree")->find("items")->array) {
      if (it.find("path")->string != path) continue;
      found = true;
      EXPECT_EQ(it.find("outcome")->string, "?") << path;
      for (const char* w : {"win", "los", "draw"}) EXPECT_EQ(it.find("name")->string.find(w), std::string::npos) << it.find("name")->string;
    }
    if (i == 0) EXPECT_TRUE(found) << "Q1 at " << path << " is in the twin's tree";
    const bool below = std::any_of(restore.begin(), restore.end(), [&](const std::string& l) {
      return l.starts_with(path + ",") && l.find(',', path.size() + 1) == std::string::npos;
    });
    EXPECT_TRUE(below) << "the moves below the question at " << path << " are shown";
  }
  // Answering Q1 moves the view on to Q2.
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.answer","path":[)" + quiz_line(*qs[0].find("path")) + R"(],"outcome":"W"})")));
  h.frames(90);
  s = h.state();
  EXPECT_EQ(quiz_line(*s.find("tree")->find("selected")), quiz_line(*qs[1].find("path"))) << "the view follows to Q2";
  texts.clear();
  for (const json::Value& t : s.find("tree")->find("nodeTexts")->array) texts.push_back(t.string);
  EXPECT_NE(std::find(texts.begin(), texts.end(), "Q2 ?\n" + qs[1].find("label")->string), texts.end()) << "Q2 is drawn in view";
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"teach.stop"})")));
  h.frames(2);
}

}  // namespace
}  // namespace gtl::app

namespace gtl::app {
namespace {

TEST(AppTree, PinchZoomsAroundTheFingersOnlyOverTheTree) {
  testing::HeadlessApp h;
  h.frames(3);
  const auto canvas = h.app().items().find("tree.canvas");
  ASSERT_TRUE(canvas.has_value());
  const double zoom0 = h.state().find("tree")->find("zoom")->number;
  h.app().pinch(canvas->x + canvas->w / 2, canvas->y + canvas->h / 2, 1.5f);
  h.frames(1);
  const double zoom1 = h.state().find("tree")->find("zoom")->number;
  EXPECT_NEAR(zoom1, zoom0 * 1.5, zoom0 * 0.01);
  h.app().pinch(5, 5, 2.0f);  // over the menu bar, not the tree
  h.frames(1);
  EXPECT_NEAR(h.state().find("tree")->find("zoom")->number, zoom1, zoom1 * 0.01);
}

TEST(AppFrames, LargerTextWidensThePanels) {
  testing::HeadlessApp h;
  h.frames(2);
  const float narrow = h.app().items().find("tree.canvas")->x;
  ASSERT_TRUE(h.dispatch(R"({"type":"text.size","px":25})").find("ok")->boolean);
  h.frames(2);
  EXPECT_GT(h.app().items().find("tree.canvas")->x, narrow) << "the controls panel grew with the text";
  EXPECT_FALSE(h.dispatch(R"({"type":"text.size","px":99})").find("ok")->boolean);
}

std::string line_of(const json::Value& a) {
  std::string s;
  for (const json::Value& v : a.array) s += (s.empty() ? "" : ",") + std::to_string(static_cast<long long>(v.number));
  return s;
}

TEST(AppTree, EveryLessonMoveRevealsAndFocusesTheCurrentNode) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"anim.speed","value":0})")));
  std::string line;
  json::Value s = h.state();
  for (int i = 0; i < 3; ++i) {
    // The largest number still allowed, whatever it is.
    const auto& allowed = s.find("number")->find("allowed")->array;
    ASSERT_FALSE(allowed.empty());
    const auto x = static_cast<long long>(allowed.back().number);
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.pick","value":)" + std::to_string(x) + "}")));
    line += (line.empty() ? "" : ",") + std::to_string(x);
    h.frames(2);
    s = h.state();
    const json::Value& t = *s.find("tree");
    EXPECT_EQ(line_of(*t.find("focus")), line);
    EXPECT_EQ(line_of(*t.find("selected")), line);
    EXPECT_EQ(t.find("overlaps")->number, 0);
    // The node is shown: selecting it by its path works without revealing.
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.select","path":[)" + line + "]}")));
  }
}

TEST(AppTeach, InductionStepsRevealTheirNodeAndHideUndecidedOutcomes) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.set","allowed":[2,3,4,5,6,7,8,9,10]})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"teach.induction","order":"memo"})")));
  json::Value s = h.state();
  EXPECT_EQ(s.find("tree")->find("group")->boolean, true) << "the user's choice is kept";
  const auto steps = static_cast<int>(s.find("teach")->find("steps")->number);
  for (int i = 1; i <= steps; i += std::max(1, steps / 25)) {
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"teach.step","to":)" + std::to_string(i) + "}")));
    h.frames(1);
    s = h.state();
    const json::Value& t = *s.find("teach");
    const std::string path = line_of(*t.find("path"));
    // The step's node is shown in the tree at that path, and it is the node the step names.
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.select","path":[)" + path + "]}"))) << "step " << i;
    json::Value after = h.state();
    EXPECT_EQ(after.find("tree")->find("selectedNode")->find("label")->string, t.find("node")->string);
    // An undecided position shows no outcome anywhere: the start stays "?" until the last step.
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.select","path":[]})")));
    after = h.state();
    if (i < steps) {
      EXPECT_EQ(after.find("tree")->find("selectedNode")->find("outcome")->string, "unknown");
    }
  }
}

TEST(AppTeach, QuizByMovesLeftNumbersItsQuestionsAndShowsThemInTheTree) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.start","movesLeft":2})")));
  h.frames(2);
  json::Value s = h.state();
  const auto& qs = s.find("teach")->find("quiz")->find("questions")->array;
  ASSERT_FALSE(qs.empty());
  EXPECT_EQ(s.find("teach")->find("quiz")->find("movesLeft")->number, 2);
  for (std::size_t i = 0; i < qs.size(); ++i) {
    EXPECT_EQ(qs[i].find("number")->number, static_cast<double>(i + 1));
    const std::string path = line_of(*qs[i].find("path"));
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.select","path":[)" + path + "]}")));
  }
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"quiz.start","movesLeft":0})")));
}

}  // namespace
}  // namespace gtl::app
