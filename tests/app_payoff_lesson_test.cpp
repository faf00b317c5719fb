// The payoff-games lesson in the whole app: its actions through the
// automation layer and the state they leave, its buttons, cells and keys by
// real mouse and keyboard at 1280×720, files in (refusals with a line and a
// column) and out, share links, the accessible twin's board, and what it says.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "app_payoff_fixture.hpp"
#include "payoff_test_games.hpp"

namespace gtl::app {
namespace {

using PayoffLessonTest = testing::PayoffAppTest;

TEST_F(PayoffLessonTest, CentipedeIsSolvedStepByStepFromTheLastMoveUp) {
  json::Value s = payoff();
  EXPECT_EQ(s.find("name")->string, "centipede");
  ASSERT_EQ(s.find("steps")->number, 4);
  EXPECT_EQ(s.find("step")->number, 0);
  for (int k = 1; k <= 4; ++k) {
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.step","delta":1})")));
    s = payoff();
    EXPECT_EQ(s.find("step")->number, k);
    // The node solved last holds its value and its choice: Take (action 0).
    int solved = 0;
    for (const json::Value& n : s.find("nodes")->array)
      if (n.find("value")) {
        ++solved;
        EXPECT_EQ(n.find("chosen")->number, 0) << "every mover takes";
      }
    EXPECT_EQ(solved, k);
  }
  const json::Value& root = s.find("nodes")->array[0];
  ASSERT_EQ(root.find("value")->array.size(), 2u);
  EXPECT_EQ(root.find("value")->array[0].string, "2/5");
  EXPECT_EQ(root.find("value")->array[1].string, "1/10");
  EXPECT_NE(s.find("caption")->string.find("(0.4, 0.1)"), std::string::npos) << s.find("caption")->string;
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.step","delta":-1})")));
  EXPECT_EQ(payoff().find("step")->number, 3);
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"payoff.induction","to":5})"))) << "past the last step";
}

TEST_F(PayoffLessonTest, TheUltimatumTieIsShownAndSaidWithTheCountOfEquilibria) {
  ASSERT_TRUE(open("ultimatum"));
  json::Value s = payoff();
  ASSERT_EQ(s.find("spe")->find("count")->number, 2);
  bool tie_seen = false;
  for (int k = 1; k <= static_cast<int>(s.find("steps")->number); ++k) {
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.induction","to":)" + std::to_string(k) + "}")));
    const std::string caption = payoff().find("caption")->string;
    if (caption.find("indifferent") == std::string::npos) continue;
    tie_seen = true;
    EXPECT_NE(caption.find("Player 2 (Responder) is indifferent between Accept and Reject: 2 subgame-perfect equilibria"),
              std::string::npos) << caption;
  }
  EXPECT_TRUE(tie_seen);
  const std::string first = payoff().find("caption")->string;
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.spe","index":1})")));
  s = payoff();
  EXPECT_EQ(s.find("spe")->find("index")->number, 1);
  EXPECT_NE(s.find("caption")->string, first) << "the other equilibrium ends elsewhere";
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"payoff.spe","index":2})")));
}

TEST_F(PayoffLessonTest, EntryDeterrenceShowsTheNashEquilibriumThatRestsOnAThreat) {
  ASSERT_TRUE(open("entry"));
  const json::Value s = payoff();
  const auto& nash = s.find("nash")->array;
  ASSERT_EQ(nash.size(), 2u);
  int threat_index = -1;
  for (std::size_t i = 0; i < nash.size(); ++i)
    if (!nash[i].find("subgamePerfect")->boolean) threat_index = static_cast<int>(i);
  ASSERT_GE(threat_index, 0);
  ASSERT_EQ(nash[static_cast<std::size_t>(threat_index)].find("threats")->array.size(), 1u);
  EXPECT_EQ(nash[static_cast<std::size_t>(threat_index)].find("threats")->array[0].number, 1) << "the incumbent's node";
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.nash","index":)" + std::to_string(threat_index) + "}")));
  const json::Value t = payoff();
  EXPECT_EQ(t.find("showing")->string, "nash");
  EXPECT_NE(t.find("caption")->string.find("not credible"), std::string::npos);
  EXPECT_EQ(t.find("nodes")->array[1].find("plan")->number, 0) << "Fight";
}

TEST_F(PayoffLessonTest, TheMatrixMarksBestResponsesAndACellShowsItsPlansOnTheTree) {
  ASSERT_TRUE(open("bos"));
  const json::Value s = payoff();
  const auto& matrix = s.find("strategic")->find("matrix")->array;
  ASSERT_EQ(matrix.size(), 2u);
  ASSERT_EQ(matrix[0].array.size(), 4u);
  int framed = 0;
  for (const auto& row : matrix)
    for (const auto& cell : row.array) framed += cell.find("nash")->boolean;
  EXPECT_EQ(framed, 3);
  ASSERT_TRUE(h.click("payoff.cell.1.3"));  // Football against Football / Football
  const json::Value t = payoff();
  EXPECT_EQ(t.find("showing")->string, "cell");
  ASSERT_EQ(t.find("strategic")->find("cell")->array.size(), 2u);
  EXPECT_EQ(t.find("strategic")->find("cell")->array[1].number, 3);
  EXPECT_NE(t.find("caption")->string.find("not credible"), std::string::npos) << "player 2's Football after Opera";
}

TEST_F(PayoffLessonTest, OneCardPokerFromAFileShowsItsMixedEquilibrium) {
  json::Writer w;
  w.begin_object().key("type").value("payoff.load").key("text").value(payoff_test::kOneCardPoker).key("file").value("poker.efg").end_object();
  ASSERT_TRUE(ok(h.dispatch(w.str())));
  const json::Value s = payoff();
  EXPECT_EQ(s.find("name")->string, "file");
  EXPECT_FALSE(s.find("perfectInformation")->boolean);
  EXPECT_EQ(s.find("showing")->string, "mixed");
  const auto& b = s.find("behaviour")->array;
  ASSERT_EQ(b.size(), 2u);
  EXPECT_EQ(b[0].array[1].array[0].string, "1/3") << "bluff with the black (low) card a third of the time";
  EXPECT_EQ(b[1].array[0].array[0].string, "2/3") << "meet two thirds of the time";
  // On the tree: player 2's Meet carries its probability.
  bool seen = false;
  for (const json::Value& n : s.find("nodes")->array)
    if (n.find("player")->number == 2) {
      EXPECT_EQ(n.find("actions")->array[0].find("probability")->string, "2/3");
      seen = true;
    }
  EXPECT_TRUE(seen);
  EXPECT_EQ(h.state().find("toast")->find("text")->string, "Opened poker.efg: 11 nodes, 2 players.");
}

TEST_F(PayoffLessonTest, AMalformedFileIsRefusedWithItsLineAndColumnAndNothingChanges) {
  ASSERT_TRUE(open("trust"));
  json::Writer w;
  w.begin_object().key("type").value("payoff.load").key("text").value("EFG 2 R \"x\" { \"A\" }\n\"\"\np \"\" 1 1 \"\" { \"a\" \"b\" } 0\nt \"\" 1 \"\" { 1 }\n").end_object();
  const json::Value r = h.dispatch(w.str());
  ASSERT_FALSE(ok(r));
  const std::string error = r.find("error")->string;
  EXPECT_EQ(error.rfind("This file cannot be opened: line ", 0), 0u) << error;
  EXPECT_NE(error.find("column"), std::string::npos) << error;
  EXPECT_EQ(payoff().find("name")->string, "trust");
  EXPECT_EQ(payoff().find("message")->string, error);
}

TEST_F(PayoffLessonTest, TheGameGoesOutAsAnEfgThatReadsBackToTheSameGame) {
  ASSERT_TRUE(open("horse"));
  const json::Value r = h.dispatch(R"({"type":"payoff.efg"})");
  ASSERT_TRUE(ok(r));
  const payoff::EfgRead back = payoff::read_efg(r.find("text")->string);
  ASSERT_TRUE(back.game);
  EXPECT_EQ(back.game->player_count(), 3);
  EXPECT_EQ(payoff::write_efg(*back.game), payoff::write_efg(lesson().game()));
}

TEST_F(PayoffLessonTest, ButtonsAndKeysStepTheInductionAndTheStepIsSaid) {
  ASSERT_TRUE(open("trust"));
  ASSERT_TRUE(h.click("payoff.step"));
  EXPECT_EQ(payoff().find("step")->number, 1);
  // Said (the twin's board, which the live region reads), not shown again in
  // a toast: the caption already shows it, and a toast covered the tree's foot.
  EXPECT_EQ(h.state().find("board")->find("said")->string, payoff().find("caption")->string);
  EXPECT_EQ(h.state().find("toast")->find("text")->string, "");
  h.press(ImGuiKey_Period);
  EXPECT_EQ(payoff().find("step")->number, 2);
  h.press(ImGuiKey_Comma);
  EXPECT_EQ(payoff().find("step")->number, 1);
  ASSERT_TRUE(h.click("payoff.back"));
  EXPECT_EQ(payoff().find("step")->number, 0);
  ASSERT_TRUE(h.click("payoff.classic.entry"));
  EXPECT_EQ(payoff().find("name")->string, "entry");
}

TEST_F(PayoffLessonTest, PlayRunsTheInductionToItsEnd) {
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.play","on":true})")));
  for (int i = 0; i < 2000 && payoff().find("playing")->boolean; ++i) h.frames(5, 0.1f);
  const json::Value s = payoff();
  EXPECT_FALSE(s.find("playing")->boolean);
  EXPECT_EQ(s.find("step")->number, s.find("steps")->number);
}

TEST_F(PayoffLessonTest, ShareLinksNameTheClassic) {
  ASSERT_TRUE(open("bos"));
  const std::string link = h.app().share_link();
  EXPECT_NE(link.find("game=payoff"), std::string::npos) << link;
  EXPECT_NE(link.find("name=bos"), std::string::npos) << link;
  ASSERT_TRUE(open("centipede"));
  ASSERT_TRUE(h.app().open_link(link).ok);
  EXPECT_EQ(payoff().find("name")->string, "bos");
  EXPECT_FALSE(h.app().open_link("?game=payoff&name=chess").ok);
  EXPECT_FALSE(open("chess"));
}

TEST_F(PayoffLessonTest, TheTwinHasACellPerNodeAndPerMatrixCell) {
  ASSERT_TRUE(open("entry"));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.induction","to":2})")));
  h.frames(2);
  const TwinBoard b = lesson().twin_board();
  EXPECT_EQ(b.label, "Game tree and strategic form");
  ASSERT_EQ(b.cells.size(), 5u + 4u);
  EXPECT_EQ(b.cells[0].name, "Player 1 (Entrant) to move: In or Out value (2, 2), chooses In");
  EXPECT_EQ(b.cells[1].name, "Player 2 (Incumbent) to move: Fight or Accommodate value (2, 2), chooses Accommodate");
  EXPECT_EQ(b.cells[2].name, "End: payoffs (0, 0)");
  for (const TwinCell& c : b.cells) {
    EXPECT_TRUE(h.app().items().find(c.item).has_value()) << c.item << " is drawn";
  }
  const TwinCell& cell = b.cells[5 + 1];  // In against Accommodate
  EXPECT_EQ(cell.name, "In against Accommodate: (2, 2) a Nash equilibrium");
  ASSERT_TRUE(ok(h.dispatch(cell.action)));
  EXPECT_EQ(lesson().twin_board().cells[5 + 1].pressed, 1);
}

// The tree panel under a payoff game is a path navigator of the same tree:
// its boxes hold the player to move ("1", "2", "C") or the leaf's payoffs, in
// a neutral colour, never the win / lose / draw letters of the other lessons;
// and the twin's tree items, the slide's SVG say the same.
TEST_F(PayoffLessonTest, TheTreePanelShowsPlayersAndPayoffsNotOutcomes) {
  ASSERT_TRUE(open("centipede"));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.expand","depth":2})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"tree.fit"})")));
  h.frames(3);
  const json::Value s = h.state();
  std::vector<std::string> texts;
  for (const json::Value& t : s.find("tree")->find("nodeTexts")->array) texts.push_back(t.string);
  const auto drawn = [&texts](const std::string& t) { return std::find(texts.begin(), texts.end(), t) != texts.end(); };
  std::string all;
  for (const std::string& t : texts) all += t + " | ";
  EXPECT_TRUE(drawn("P1")) << "the start: player 1 moves; " << all;
  EXPECT_TRUE(drawn("P2")) << "after Pass: player 2 moves; " << all;
  EXPECT_TRUE(drawn("(0.4, 0.1)") || drawn("0.4,0.1")) << "Take at once: its payoffs; " << all;
  for (const std::string& t : texts) {
    EXPECT_FALSE(t.starts_with("D ") || t.starts_with("W ") || t.starts_with("L ") || t == "D") << t;
  }
  const json::Value twin = *json::parse(h.app().twin_json()).value;
  const auto& items = twin.find("tree")->find("items")->array;
  ASSERT_GE(items.size(), 3u);
  EXPECT_EQ(items[0].find("name")->string, "start Player 1 to move: Take or Pass") << "the start, in the lesson's words";
  for (const json::Value& it : items)
    for (const char* w : {"win", "loss", "draw", "not decided"})
      EXPECT_EQ(it.find("name")->string.find(w), std::string::npos) << it.find("name")->string;
  const json::Value r = h.dispatch(R"({"type":"export","what":"tree","format":"svg"})");
  ASSERT_TRUE(ok(r));
  const std::string& svg = r.find("text")->string;
  EXPECT_NE(svg.find(">(0.4, 0.1)<"), std::string::npos) << "the leaf's payoffs are in the slide";
  EXPECT_EQ(svg.find(">D 1<"), std::string::npos);
  EXPECT_EQ(svg.find(">D 0<"), std::string::npos);
}

// The quiz by real clicks on the centipede: while it asks, nothing on the
// screen, in the twin or in state() gives an answer (no solved node, no
// equilibrium, no best-response mark), and the induction is refused; each
// answer is graded with its reason and said. In this centipede every mover
// takes (the test above), so each "what does ... choose" has Take (action 0)
// as its only right option, and the game's payoff is (0.4, 0.1).
TEST_F(PayoffLessonTest, TheQuizHidesTheAnswersAndGradesEachWithItsReason) {
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.induction","to":2})")));
  ASSERT_TRUE(h.click("payoff.quiz.start"));
  json::Value s = payoff();
  ASSERT_TRUE(s.find("quiz")->find("total"));
  const int total = static_cast<int>(s.find("quiz")->find("total")->number);
  EXPECT_EQ(total, 6);
  EXPECT_EQ(s.find("step")->number, 0);
  EXPECT_TRUE(s.find("spe")->find("payoffs")->array.empty());
  EXPECT_TRUE(s.find("nash")->array.empty());
  for (const json::Value& row : s.find("strategic")->find("matrix")->array)
    for (const json::Value& cell : row.array) EXPECT_FALSE(cell.find("best1")->boolean || cell.find("best2")->boolean);
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"payoff.induction","to":4})")));
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"payoff.step","delta":1})")));
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"payoff.nash","index":0})")));
  EXPECT_FALSE(h.app().items().find("payoff.step").has_value()) << "the induction's buttons are gone";
  int right_answers = 0;
  for (int k = 0; k < total; ++k) {
    const json::Value q = *payoff().find("quiz");
    EXPECT_EQ(q.find("index")->number, k);
    EXPECT_FALSE(q.find("right")) << "no answer is given away before it is answered";
    for (const TwinCell& c : lesson().twin_board().cells) {
      EXPECT_EQ(c.name.find("chooses"), std::string::npos) << c.name;
      EXPECT_EQ(c.name.find("Nash"), std::string::npos) << c.name;
      EXPECT_EQ(c.action.find("payoff.induction"), std::string::npos) << c.action;
    }
    const TwinBoard b = lesson().twin_board();
    const int node = static_cast<int>(q.find("node")->number);
    EXPECT_NE(b.cells[static_cast<std::size_t>(node)].name.find("the quiz asks about this node"), std::string::npos);
    // Answer the last option (Pass where the question is a choice): a real click.
    const std::size_t last = q.find("options")->array.size() - 1;
    ASSERT_TRUE(h.click("payoff.quiz.option." + std::to_string(last)));
    const json::Value a = *payoff().find("quiz");
    EXPECT_EQ(a.find("answer")->number, static_cast<double>(last));
    const std::string feedback = a.find("feedback")->string;
    EXPECT_EQ(h.state().find("board")->find("said")->string, feedback) << "the grade is said; it is drawn under the options";
    ASSERT_EQ(a.find("right")->array.size(), 1u) << "the centipede's equilibrium is unique";
    const std::size_t right = static_cast<std::size_t>(a.find("right")->array[0].number);
    if (a.find("ask")->string == "choice") {
      EXPECT_EQ(right, 0u) << "Take";
      EXPECT_NE(feedback.find("Best for"), std::string::npos) << feedback;
    } else if (node == 0) {
      EXPECT_EQ(a.find("options")->array[right].string, "(0.4, 0.1)");
    }
    EXPECT_EQ(a.find("correct")->boolean, right == last);
    EXPECT_EQ(feedback.rfind(right == last ? "Right." : "Not quite.", 0), 0u) << feedback;
    right_answers += right == last;
    EXPECT_FALSE(ok(h.dispatch(R"({"type":"payoff.quiz.answer","option":0})"))) << "answered once";
    ASSERT_TRUE(h.click("payoff.quiz.next"));
  }
  s = payoff();
  EXPECT_TRUE(s.find("quiz")->find("done")->boolean);
  EXPECT_EQ(s.find("quiz")->find("score")->find("correct")->number, right_answers);
  EXPECT_EQ(h.state().find("board")->find("said")->string,
            "Quiz done: " + std::to_string(right_answers) + " of " + std::to_string(total) + " right.");
  ASSERT_TRUE(h.click("payoff.quiz.stop"));
  EXPECT_TRUE(payoff().find("quiz")->is_null());
  EXPECT_TRUE(ok(h.dispatch(R"({"type":"payoff.induction","to":4})"))) << "the induction is back";
  EXPECT_FALSE(payoff().find("spe")->find("payoffs")->array.empty());
}

// A change of game ends the quiz; a game of imperfect information has none,
// and the teaching panel's win / lose / draw quiz points to the lesson's.
// With the side panel off screen (presentation mode here; a phone's closed
// drawer likewise), the quiz's answers are drawn in the lesson's own area,
// under the question, and answered there with the mouse; with the panel back,
// they are the panel's again.
TEST_F(PayoffLessonTest, WithThePanelOffScreenTheQuizIsAnsweredOverTheTree) {
  ASSERT_TRUE(h.click("payoff.quiz.start"));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"view.presentation","on":true})")));
  h.frames(2);
  const auto option = h.app().items().find("payoff.quiz.option.0");
  const auto caption = h.app().items().find("payoff.caption");
  ASSERT_TRUE(option.has_value()) << "the answers are on screen without the panel";
  ASSERT_TRUE(caption.has_value());
  EXPECT_GE(option->y, caption->y + caption->h - 1) << "under the question";
  ASSERT_TRUE(h.click("payoff.quiz.option.0"));
  EXPECT_EQ(payoff().find("quiz")->find("answer")->number, 0);
  EXPECT_TRUE(h.app().items().find("payoff.quiz.next").has_value());
  ASSERT_TRUE(h.click("payoff.quiz.next"));
  EXPECT_EQ(payoff().find("quiz")->find("index")->number, 1);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"view.presentation","on":false})")));
  h.frames(2);
  const auto in_panel = h.app().items().find("payoff.quiz.option.0");
  const auto panel = h.app().items().find("panel");
  ASSERT_TRUE(in_panel.has_value());
  ASSERT_TRUE(panel.has_value());
  EXPECT_GE(in_panel->x, panel->x) << "back in the side panel";
}

TEST_F(PayoffLessonTest, TheQuizEndsWithItsGameAndNeedsPerfectInformation) {
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.quiz.start","count":3})")));
  EXPECT_EQ(payoff().find("quiz")->find("total")->number, 3);
  EXPECT_FALSE(ok(h.dispatch(R"({"type":"payoff.quiz.next"})"))) << "answer first";
  ASSERT_TRUE(open("entry"));
  EXPECT_TRUE(payoff().find("quiz")->is_null());
  ASSERT_TRUE(open("poker"));
  const json::Value r = h.dispatch(R"({"type":"payoff.quiz.start"})");
  EXPECT_FALSE(ok(r));
  EXPECT_NE(r.find("error")->string.find("perfect information"), std::string::npos);
  const json::Value t = h.dispatch(R"({"type":"quiz.start","movesLeft":2})");
  EXPECT_FALSE(ok(t));
  EXPECT_NE(t.find("error")->string.find("its own quiz"), std::string::npos);
}

TEST_F(PayoffLessonTest, AClassicsActionsFollowTheLanguageAndTheStepIsKept) {
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.induction","to":2})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"lang","lang":"zh"})")));
  h.frames(2);
  json::Value s = payoff();
  EXPECT_EQ(s.find("nodes")->array[0].find("actions")->array[0].find("label")->string, "拿走");
  EXPECT_EQ(s.find("step")->number, 2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"lang","lang":"en"})")));
  h.frames(2);
  s = payoff();
  EXPECT_EQ(s.find("nodes")->array[0].find("actions")->array[0].find("label")->string, "Take");
}

// No branch label covers another, on a projector, at 800x600 and on a phone:
// where a row's labels would overlap at halfway (the ultimatum game's four
// offers, Accept and Reject of neighbouring responders), they part in height.
TEST_F(PayoffLessonTest, NoBranchLabelCoversAnotherAtAnySize) {
  for (const ImVec2 size : {ImVec2(1280, 720), ImVec2(800, 600), ImVec2(390, 844)}) {
    ImGui::GetIO().DisplaySize = size;
    for (std::string_view id : payoff_view::classic_ids()) {
      ASSERT_TRUE(open(std::string(id)));
      h.frames(3);
      std::vector<std::pair<std::string, Rect>> plates;
      for (std::size_t v = 1; v < lesson().game().nodes.size(); ++v)
        if (auto r = h.app().items().find("payoff.branch." + std::to_string(v))) plates.emplace_back(std::to_string(v), *r);
      EXPECT_EQ(plates.size(), lesson().game().nodes.size() - 1) << id << ": every branch is labelled";
      std::size_t leaves = 0, vectors = 0;
      for (std::size_t v = 0; v < lesson().game().nodes.size(); ++v)
        if (lesson().game().nodes[v].kind == payoff::NodeKind::Terminal) {
          ++leaves;
          vectors += h.app().items().find("payoff.payoffs." + std::to_string(v)).has_value();
        }
      EXPECT_EQ(vectors, leaves) << id << " at " << size.x << "x" << size.y << ": every leaf shows its payoffs";
      for (std::size_t i = 0; i < plates.size(); ++i)
        for (std::size_t j = i + 1; j < plates.size(); ++j) {
          const Rect& a = plates[i].second;
          const Rect& b = plates[j].second;
          const bool overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
          EXPECT_FALSE(overlap) << id << " at " << size.x << "x" << size.y << ": the labels into nodes "
                                << plates[i].first << " and " << plates[j].first << " overlap";
        }
    }
  }
}

// A wider tree than the classics (N-card Kuhn poker: N(N - 1) deals under
// one chance node): labels that would still meet after parting are left out,
// left to right, so the drawn ones never cover each other; every row keeps
// some, and zooming in brings the others back. So with the leaves' payoffs.
TEST_F(PayoffLessonTest, AWideTreeLeavesOutTheLabelsThatWouldCoverOthers) {
  for (int cards : {4, 6}) {
    json::Writer w;
    w.begin_object().key("type").value("payoff.load").key("text").value(payoff_test::kuhn_text(cards)).end_object();
    ASSERT_TRUE(ok(h.dispatch(w.str())));
    for (const ImVec2 size : {ImVec2(1280, 720), ImVec2(800, 600)}) {
      ImGui::GetIO().DisplaySize = size;
      ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.zoom","value":1})")));
      h.frames(3);
      const std::size_t nodes = lesson().game().nodes.size();
      const auto plates = [&] {
        std::vector<std::pair<std::size_t, Rect>> out;
        for (std::size_t v = 1; v < nodes; ++v)
          if (auto r = h.app().items().find("payoff.branch." + std::to_string(v))) out.emplace_back(v, *r);
        return out;
      };
      const auto shown = plates();
      SCOPED_TRACE(std::to_string(cards) + " cards at " + std::to_string(int(size.x)) + "x" + std::to_string(int(size.y)));
      EXPECT_LT(shown.size(), nodes - 1) << "the fitted tree is too wide for every label";
      std::vector<bool> row(static_cast<std::size_t>(lesson().layout().depths), false);
      for (const auto& [v, r] : shown) row[static_cast<std::size_t>(lesson().layout().depth[v] - 1)] = true;
      for (std::size_t d = 0; d + 1 < row.size(); ++d) EXPECT_TRUE(row[d]) << "row " << d << " keeps a label";
      for (std::size_t i = 0; i < shown.size(); ++i)
        for (std::size_t j = i + 1; j < shown.size(); ++j) {
          const Rect& a = shown[i].second;
          const Rect& b = shown[j].second;
          EXPECT_FALSE(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
              << "the labels into nodes " << shown[i].first << " and " << shown[j].first << " overlap: " << a.x << "," << a.y << " " << a.w << "x" << a.h << " / " << b.x << "," << b.y << " " << b.w << "x" << b.h;
        }
      // The leaves' payoff vectors: those drawn never touch ("-1" beside "2" would read "-12").
      std::vector<Rect> vectors;
      for (std::size_t v = 1; v < nodes; ++v)
        if (auto r = h.app().items().find("payoff.payoffs." + std::to_string(v))) vectors.push_back(*r);
      EXPECT_FALSE(vectors.empty());
      for (std::size_t i = 0; i < vectors.size(); ++i)
        for (std::size_t j = i + 1; j < vectors.size(); ++j) {
          const Rect& a = vectors[i];
          const Rect& b = vectors[j];
          EXPECT_FALSE(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
              << "two payoff vectors overlap: " << a.x << "," << a.y << " / " << b.x << "," << b.y;
        }
      ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.zoom","value":8})")));
      h.frames(3);
      std::size_t zoomed = 0, zoomed_vectors = 0;  // drawn anywhere, on the canvas or past its edge
      for (std::size_t v = 1; v < nodes; ++v) {
        zoomed += h.app().items().find("payoff.branch." + std::to_string(v)).has_value();
        zoomed_vectors += h.app().items().find("payoff.payoffs." + std::to_string(v)).has_value();
      }
      EXPECT_GT(zoomed, shown.size()) << "zooming in brings labels back";
      EXPECT_GT(zoomed_vectors, vectors.size()) << "and payoffs";
    }
  }
}

TEST_F(PayoffLessonTest, EveryClassicDrawsInBothThemesAndLanguagesOnAPhone) {
  ImGui::GetIO().DisplaySize = ImVec2(390, 844);
  for (const char* theme : {"dark", "light"})
    for (const char* lang : {"en", "zh"}) {
      ASSERT_TRUE(ok(h.dispatch(std::string(R"({"type":"theme","name":")") + theme + "\"}")));
      ASSERT_TRUE(ok(h.dispatch(std::string(R"({"type":"lang","lang":")") + lang + "\"}")));
      for (std::string_view id : payoff_view::classic_ids()) {
        ASSERT_TRUE(open(std::string(id)));
        ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.induction","to":0})")) || payoff().find("steps")->number == 0);
        h.frames(2);
        const auto root = h.app().items().find("payoff.node.0");
        ASSERT_TRUE(root.has_value()) << id;
        EXPECT_GE(root->x, 0.0f);
        EXPECT_LE(root->x + root->w, 390.0f) << id << " fits the phone's width";
      }
    }
}

}  // namespace
}  // namespace gtl::app
