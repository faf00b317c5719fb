// The subtraction game lesson, made directly (not through the registry): its
// actions and state against values computed here straight from the rules,
// bad input refused with a sentence, moves through the timeline, the tree
// source against the core solver, share links round trip, both languages,
// and the panel and main area driven by real mouse and keyboard events.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "app/kit/solve_job.hpp"
#include "app/lessons/subtraction/lesson.hpp"
#include "app_test_support.hpp"
#include "core/solver.hpp"
#include "imgui.h"
#include "model/svg_export.hpp"

namespace gtl::app {
namespace {

// Straight from the rules: the mover wins iff some take leaves a lost pile; with
// no take, normal play loses and misère wins.
std::vector<bool> brute_wins(const std::vector<int>& takes, bool misere, int count) {
  std::vector<bool> win(count);
  for (int n = 0; n < count; ++n) {
    bool any = false, w = false;
    for (int t : takes)
      if (t <= n) {
        any = true;
        w = w || !win[n - t];
      }
    win[n] = any ? w : misere;
  }
  return win;
}

// Grundy values by mex over the takes that fit (a pile with no move: 0, misère 1).
std::vector<int> mex_values(const std::vector<int>& takes, bool misere, int count) {
  std::vector<int> g(count);
  for (int n = 0; n < count; ++n) {
    std::set<int> seen;
    for (int t : takes)
      if (t <= n) seen.insert(g[n - t]);
    int m = 0;
    while (seen.contains(m)) ++m;
    g[n] = seen.empty() ? (misere ? 1 : 0) : m;
  }
  return g;
}

class SubtractionLessonTest : public ::testing::Test {
 protected:
  SubtractionLessonTest() : lesson(LessonContext{host.app().settings(), busy, &host.app().value_history()}) {
    for (auto l : {i18n::Lang::En, i18n::Lang::Zh}) i18n::add_strings(l, lesson.strings(l));
    lesson.register_automation(automation);
  }

  json::Value state() { return *json::parse(automation.state(0)).value; }
  const json::Value& sub() {
    last_ = state();
    return *last_.find("subtraction");
  }
  json::Value dispatch(const std::string& action) { return *json::parse(automation.dispatch(action)).value; }
  bool ok(const std::string& action) { return dispatch(action).find("ok")->boolean; }
  std::string error_of(const std::string& action) {
    const json::Value r = dispatch(action);
    EXPECT_FALSE(r.find("ok")->boolean) << action;
    const json::Value* e = r.find("error");
    return e ? e->string : std::string();
  }

  // One frame of the lesson alone: its panel and its main area in two windows.
  void frames(int n) {
    for (int i = 0; i < n; ++i) {
      ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
      ImGui::NewFrame();
      host.app().items().begin_frame();
      lesson.update(1.0 / 60.0);
      ImGui::SetNextWindowPos(ImVec2(0, 0));
      ImGui::SetNextWindowSize(ImVec2(320, 720));
      ImGui::Begin("panel", nullptr, ImGuiWindowFlags_NoDecoration);
      lesson.draw_controls();
      ImGui::End();
      ImGui::SetNextWindowPos(ImVec2(320, 0));
      ImGui::SetNextWindowSize(ImVec2(960, 720));
      ImGui::Begin("main", nullptr, ImGuiWindowFlags_NoDecoration);
      lesson.draw_main();
      ImGui::End();
      ImGui::Render();
    }
  }
  // A real click: move, press, release, in separate frames.
  bool click(const std::string& id) {
    frames(2);
    auto r = host.app().items().find(id);
    if (!r) return false;
    testing::click_at(*r, [this](int n) { frames(n); });
    return true;
  }
  void type(const std::string& text) {
    ImGuiIO& io = ImGui::GetIO();
    io.AddKeyEvent(ImGuiMod_Ctrl, true);
    io.AddKeyEvent(ImGuiKey_A, true);
    frames(1);
    io.AddKeyEvent(ImGuiKey_A, false);
    io.AddKeyEvent(ImGuiMod_Ctrl, false);
    frames(1);
    for (char c : text) {
      io.AddInputCharacter(static_cast<unsigned>(c));
      frames(1);
    }
  }

  testing::HeadlessApp host;  // an ImGui context and the item registry (use_item_registry)
  Busy busy;
  SubtractionLesson lesson;
  Automation automation;

 private:
  json::Value last_;
};

TEST_F(SubtractionLessonTest, StateAgreesWithTheRulesInNormalPlayAndMisere) {
  const std::vector<std::vector<int>> sets = {{1, 2, 3}, {1, 3, 4}, {2, 5, 7}, {3, 7, 11, 12}};
  for (const auto& takes : sets) {
    for (bool misere : {false, true}) {
      std::string list;
      for (int t : takes) list += (list.empty() ? "" : ",") + std::to_string(t);
      ASSERT_TRUE(ok("{\"type\":\"subtraction.new\",\"take\":[" + list + "],\"n\":40,\"misere\":" +
                     (misere ? "true" : "false") + "}"));
      const json::Value& s = sub();
      const json::Value& strip = *s.find("strip");
      const int count = static_cast<int>(*strip.find("count")->integer);
      const auto win = brute_wins(takes, misere, std::max(count, 41) + 400);
      const auto g = mex_values(takes, misere, std::max(count, 41) + 400);
      EXPECT_EQ(s.find("misere")->boolean, misere);
      EXPECT_EQ(s.find("left")->integer, 40);
      EXPECT_EQ(s.find("outcome")->string, win[40] ? "W" : "L");
      EXPECT_EQ(s.find("grundy")->integer, g[40]);
      const std::string& outcomes = strip.find("outcomes")->string;
      ASSERT_EQ(static_cast<int>(outcomes.size()), count);
      ASSERT_EQ(static_cast<int>(strip.find("grundy")->array.size()), count);
      for (int n = 0; n < count; ++n) {
        ASSERT_EQ(outcomes[n], win[n] ? 'W' : 'L') << list << " n=" << n << " misere=" << misere;
        ASSERT_EQ(strip.find("grundy")->array[n].integer, g[n]) << list << " n=" << n;
      }
      // The period the strip marks holds on the direct table, and the strip shows three of them.
      const auto pre = static_cast<int>(*strip.find("preperiod")->integer);
      const auto per = static_cast<int>(*strip.find("period")->integer);
      ASSERT_GT(per, 0);
      for (int n = pre; n + per < static_cast<int>(g.size()); ++n) ASSERT_EQ(g[n], g[n + per]) << list << " n=" << n;
      EXPECT_GE(count, std::min(pre + 3 * per, kSubtractionStripMax));
      // Winning moves are exactly the takes into lost piles.
      std::vector<std::int64_t> want;
      for (int t : takes)
        if (t <= 40 && !win[40 - t]) want.push_back(t);
      std::vector<std::int64_t> got;
      for (const auto& v : s.find("winningMoves")->array) got.push_back(*v.integer);
      EXPECT_EQ(got, want) << list;
    }
  }
}

TEST_F(SubtractionLessonTest, HugePilesAreAnsweredThroughThePeriod) {
  ASSERT_TRUE(ok(R"({"type":"subtraction.new","take":[2,5,7],"n":1000000000000000000,"misere":true})"));
  const json::Value& s = sub();
  const auto pre = static_cast<std::uint64_t>(*s.find("strip")->find("preperiod")->integer);
  const auto per = static_cast<std::uint64_t>(*s.find("strip")->find("period")->integer);
  const std::uint64_t huge = 1'000'000'000'000'000'000ull;
  const std::uint64_t same = pre + (huge - pre) % per;
  const auto win = brute_wins({2, 5, 7}, true, static_cast<int>(same) + 1);
  const auto g = mex_values({2, 5, 7}, true, static_cast<int>(same) + 1);
  EXPECT_EQ(s.find("outcome")->string, win[same] ? "W" : "L");
  EXPECT_EQ(s.find("grundy")->integer, g[same]);
  EXPECT_TRUE(s.find("treeCapped")->boolean);
  ASSERT_TRUE(ok(R"({"type":"subtraction.take","k":7})"));
  EXPECT_EQ(static_cast<std::uint64_t>(*sub().find("left")->integer), huge - 7);
  // The capped tree of a huge pile: the positions nearest n, no values invented.
  const PositionGraph graph = lesson.tree_source().build();
  EXPECT_FALSE(graph.complete);
  EXPECT_LE(graph.nodes.size(), kSubtractionTreePositions + 8);
  EXPECT_EQ(graph.nodes[0].label, std::to_string(huge));
  EXPECT_EQ(graph.nodes[0].outcome, Outcome::Unknown);
  frames(3);  // the panel says the tree is capped; the pile is a number
  EXPECT_TRUE(host.app().items().find("subtraction.pile"));
}

TEST_F(SubtractionLessonTest, BadInputIsRefusedWithASentenceAndChangesNothing) {
  ASSERT_TRUE(ok(R"({"type":"subtraction.new","take":[1,3,4],"n":30})"));
  EXPECT_NE(error_of(R"({"type":"subtraction.new","take":[],"n":30})").find("empty"), std::string::npos);
  EXPECT_NE(error_of(R"({"type":"subtraction.new","take":[0,3],"n":30})").find("1 to 100"), std::string::npos);
  EXPECT_NE(error_of(R"({"type":"subtraction.new","take":[101],"n":30})").find("101"), std::string::npos);
  EXPECT_NE(error_of(R"({"type":"subtraction.new","take":[1,2,3,4,5,6,7,8,9,10,11,12,13],"n":30})").find("12"),
            std::string::npos);
  EXPECT_NE(error_of(R"({"type":"subtraction.new","take":[1],"n":-1})").find("10^18"), std::string::npos);
  EXPECT_FALSE(error_of(R"({"type":"subtraction.new","take":[1],"n":1000000000000000001})").empty());
  EXPECT_FALSE(error_of(R"({"type":"subtraction.new","take":[1],"n":5,"misere":1})").empty());
  EXPECT_FALSE(error_of(R"({"type":"subtraction.new","take":[1],"n":5,"misery":true})").empty());
  EXPECT_NE(error_of(R"({"type":"subtraction.take","k":2})").find("not in the take set"), std::string::npos);
  ASSERT_TRUE(ok(R"({"type":"subtraction.new","take":[4],"n":3})"));
  EXPECT_NE(error_of(R"({"type":"subtraction.take","k":4})").find("only 3 left"), std::string::npos);
  const json::Value& s = sub();
  EXPECT_EQ(s.find("n")->integer, 3);
  EXPECT_EQ(s.find("left")->integer, 3);
  EXPECT_TRUE(s.find("gameOver")->boolean);
  EXPECT_NE(s.find("result")->string.find("loses"), std::string::npos);
}

TEST_F(SubtractionLessonTest, MovesThroughTheTimeline) {
  ASSERT_TRUE(ok(R"({"type":"subtraction.new","take":[1,3,4],"n":12})"));
  ASSERT_TRUE(ok(R"({"type":"subtraction.take","k":4})"));
  ASSERT_TRUE(ok(R"({"type":"subtraction.take","k":3})"));
  EXPECT_EQ(sub().find("left")->integer, 5);
  EXPECT_EQ(sub().find("toMove")->string, "first");
  lesson.timeline().step(-1);
  lesson.timeline_moved();
  EXPECT_EQ(sub().find("left")->integer, 8);
  EXPECT_EQ(sub().find("toMove")->string, "second");
  lesson.timeline().step(1);
  lesson.timeline_moved();
  EXPECT_EQ(sub().find("left")->integer, 5);
  lesson.timeline().go_to(0);
  lesson.timeline_moved();
  EXPECT_EQ(sub().find("left")->integer, 12);
  std::string err;
  ASSERT_TRUE(lesson.play(1, err)) << err;  // a new line from the start
  EXPECT_EQ(lesson.timeline().size(), 1u);
  EXPECT_EQ(sub().find("left")->integer, 11);
}

TEST_F(SubtractionLessonTest, TreeSourceAgreesWithTheSolverAndNamesTheRules) {
  for (bool misere : {false, true}) {
    std::string err;
    ASSERT_TRUE(lesson.load({2, 5, 7}, 60, misere, err)) << err;
    const auto source = lesson.tree_source();
    EXPECT_NE(source.key.find(misere ? "misere" : "normal"), std::string::npos) << source.key;
    const PositionGraph graph = source.build();
    EXPECT_TRUE(graph.complete);
    // One node per pile the takes can reach from 60 (sums of 2, 5 and 7 miss 1 and 3).
    std::vector<bool> reach(61, false);
    reach[0] = true;
    for (int d = 1; d <= 60; ++d)
      for (int t : {2, 5, 7}) reach[d] = reach[d] || (t <= d && reach[d - t]);
    EXPECT_EQ(graph.nodes.size(), static_cast<std::size_t>(std::count(reach.begin(), reach.end(), true)));
    subtraction::SubtractionGame game{{2, 5, 7}, 60, misere};
    Solver<subtraction::SubtractionGame> solver(game);
    EXPECT_EQ(graph.nodes[0].outcome, solver.solve(60).outcome);
    EXPECT_EQ(graph.nodes[0].remoteness, solver.solve(60).remoteness);
    EXPECT_EQ(lesson.model().exact(60), solver.solve(60));
  }
  // A pile past the tree's cap: the frontier takes exact values, so the root is right.
  std::string err;
  ASSERT_TRUE(lesson.load({1, 3, 4}, 100'000, false, err)) << err;
  const PositionGraph graph = lesson.tree_source().build();
  EXPECT_FALSE(graph.complete);
  EXPECT_LE(graph.nodes.size(), kSubtractionTreePositions + 8);
  const auto win = brute_wins({1, 3, 4}, false, 100'001);
  EXPECT_EQ(graph.nodes[0].outcome, win[100'000] ? Outcome::Win : Outcome::Lose);
  EXPECT_EQ(graph.nodes[0].remoteness, lesson.model().exact(100'000)->remoteness);
  // The key follows the language (the nodes' words do).
  const std::string en = lesson.tree_source().key;
  i18n::set_lang(i18n::Lang::Zh);
  EXPECT_NE(lesson.tree_source().key, en);
  EXPECT_EQ(lesson.tree_source().build().description(0).find("counters"), std::string::npos);
  i18n::set_lang(i18n::Lang::En);
}

TEST_F(SubtractionLessonTest, PerfectPlayKeepsTheStartsOutcome) {
  for (bool misere : {false, true}) {
    std::string err;
    ASSERT_TRUE(lesson.load({1, 3, 4}, 23, misere, err)) << err;
    const bool first_wins = brute_wins({1, 3, 4}, misere, 24)[23];
    LessonHooks h = lesson.hooks();
    EXPECT_FALSE(h.verdict().empty());
    int plies = 0;
    while (!h.game_over()) {
      const auto m = h.best_move();
      ASSERT_TRUE(m);
      ASSERT_TRUE(h.play(*m));
      ++plies;
    }
    EXPECT_EQ(static_cast<std::uint32_t>(plies), lesson.model().exact(23)->remoteness);
    // At the end the player to move cannot move: normal play loses, misère wins.
    const bool first_to_move = plies % 2 == 0;
    EXPECT_EQ(first_wins, first_to_move == misere) << "misere=" << misere;
    EXPECT_NE(h.verdict().find(misere ? "wins" : "loses"), std::string::npos) << h.verdict();
  }
}

TEST_F(SubtractionLessonTest, ShareLinksRoundTrip) {
  std::string err;
  ASSERT_TRUE(lesson.load({4, 1, 3}, 30, true, err)) << err;
  const LinkArgs args = lesson.link_args();
  ASSERT_EQ(args.pairs().size(), 3u);
  EXPECT_EQ(*args.find("take"), "1,3,4");
  EXPECT_EQ(*args.find("n"), "30");
  EXPECT_EQ(*args.find("misere"), "1");
  EXPECT_EQ(lesson.check_link(args), "");
  ASSERT_TRUE(lesson.load({2}, 5, false, err));
  ASSERT_TRUE(lesson.open_link(args, err)) << err;
  EXPECT_EQ(lesson.model().takes(), (std::vector<std::uint32_t>{1, 3, 4}));
  EXPECT_EQ(lesson.model().start(), 30u);
  EXPECT_TRUE(lesson.model().misere());
  // Normal play leaves misere out; a missing misere reads as normal play.
  ASSERT_TRUE(lesson.load({2, 5}, 1'000'000'000'000'000'000, false, err));
  EXPECT_FALSE(lesson.link_args().has("misere"));
  ASSERT_TRUE(lesson.open_link(lesson.link_args(), err)) << err;
  EXPECT_EQ(lesson.model().start(), 1'000'000'000'000'000'000u);
  // Broken links are named, and change nothing.
  const std::vector<std::vector<std::pair<std::string, std::string>>> broken = {
      {{"take", "0,3"}, {"n", "30"}},     {{"take", "1,3"}, {"n", "1000000000000000001"}},
      {{"take", "1"}, {"n", "5"}, {"misere", "2"}}, {{"take", "1"}, {"n", "5"}, {"max", "20"}},
      {{"take", "1,2,3,4,5,6,7,8,9,10,11,12,13"}, {"n", "5"}}};
  for (const auto& pairs : broken) {
    const LinkArgs bad(pairs);
    EXPECT_NE(lesson.check_link(bad), "") << pairs.front().second;
    EXPECT_FALSE(lesson.open_link(bad, err));
    EXPECT_FALSE(err.empty());
  }
  EXPECT_EQ(lesson.model().takes(), (std::vector<std::uint32_t>{2, 5}));
  // What a link leaves out is the first game's (issue 43): take 1, 3 or 4 from 30.
  ASSERT_TRUE(lesson.open_link(LinkArgs(std::vector<std::pair<std::string, std::string>>{{"take", "1,3"}}), err)) << err;
  EXPECT_EQ(lesson.model().takes(), (std::vector<std::uint32_t>{1, 3}));
  EXPECT_EQ(lesson.model().start(), 30u);
  ASSERT_TRUE(lesson.open_link(LinkArgs(std::vector<std::pair<std::string, std::string>>{{"n", "5"}}), err)) << err;
  EXPECT_EQ(lesson.model().takes(), (std::vector<std::uint32_t>{1, 3, 4}));
  EXPECT_EQ(lesson.model().start(), 5u);
}

TEST_F(SubtractionLessonTest, BothLanguagesHaveTheSameKeys) {
  std::set<std::string> en, zh;
  for (const auto& e : lesson.strings(i18n::Lang::En)) {
    EXPECT_EQ(std::string_view(e.key).substr(0, 12), "subtraction.");
    EXPECT_TRUE(en.insert(e.key).second) << "twice: " << e.key;
  }
  for (const auto& e : lesson.strings(i18n::Lang::Zh)) EXPECT_TRUE(zh.insert(e.key).second) << "twice: " << e.key;
  EXPECT_EQ(en, zh);
  EXPECT_STRNE(i18n::tr(lesson.name_key(), i18n::Lang::En), i18n::tr(lesson.name_key(), i18n::Lang::Zh));
}

TEST_F(SubtractionLessonTest, TheMouseAndKeyboardPlayAndEditTheRules) {
  ASSERT_TRUE(ok(R"({"type":"subtraction.new","take":[1,3,4],"n":10})"));
  host.app().settings().anim_speed = 0;
  ASSERT_TRUE(click("subtraction.take.3"));
  EXPECT_EQ(sub().find("left")->integer, 7);
  // A take that does not fit is greyed: clicking it does nothing.
  ASSERT_TRUE(ok(R"({"type":"subtraction.new","take":[1,3,4],"n":2})"));
  ASSERT_TRUE(click("subtraction.take.4"));
  EXPECT_EQ(sub().find("left")->integer, 2);
  // The rules editor: a bad take set gets a message naming the bad part.
  ASSERT_TRUE(click("subtraction.takes"));
  type("1, x3");
  ASSERT_TRUE(click("subtraction.new"));
  EXPECT_NE(sub().find("message")->string.find("x3"), std::string::npos) << sub().find("message")->string;
  // A good one, a huge pile and misère start a new game.
  ASSERT_TRUE(click("subtraction.takes"));
  type("{2, 5, 7}");
  ASSERT_TRUE(click("subtraction.n"));
  type("999999999999999999");
  ASSERT_TRUE(click("subtraction.misere"));
  ASSERT_TRUE(click("subtraction.new"));
  const json::Value& s = sub();
  EXPECT_EQ(s.find("message")->string, "");
  EXPECT_EQ(static_cast<std::uint64_t>(*s.find("n")->integer), 999'999'999'999'999'999u);
  EXPECT_TRUE(s.find("misere")->boolean);
  EXPECT_EQ(s.find("take")->array.size(), 3u);
  // A strip cell starts a game from its n.
  ASSERT_TRUE(click("subtraction.cell.9"));
  EXPECT_EQ(sub().find("n")->integer, 9);
  EXPECT_TRUE(sub().find("misere")->boolean);
  // A sample rule set.
  ASSERT_TRUE(click("subtraction.sample.1"));
  EXPECT_EQ(sub().find("take")->array.size(), 3u);
  EXPECT_EQ(sub().find("take")->array[2].integer, 3);
}

TEST_F(SubtractionLessonTest, HiddenOutcomesLeaveTheStripAndQueryBlank) {
  ASSERT_TRUE(ok(R"({"type":"subtraction.new","take":[1,3,4],"n":10})"));
  frames(2);
  EXPECT_NE(sub().find("query")->string.find("through the period"), std::string::npos) << sub().find("query")->string;
  host.app().settings().quiz_running = true;
  const model::StripDrawing d = lesson.strip_drawing();
  for (Outcome o : d.outcomes) EXPECT_EQ(o, Outcome::Unknown);
  EXPECT_FALSE(d.period_start);
  frames(2);
  host.app().settings().quiz_running = false;
}

TEST_F(SubtractionLessonTest, ExportsTheStripFromTheEmptyPile) {
  ASSERT_TRUE(ok(R"({"type":"subtraction.new","take":[2,5,7],"n":30})"));
  const auto drawings = lesson.drawings();
  ASSERT_EQ(drawings.size(), 1u);
  EXPECT_EQ(drawings[0].what, "strip");
  const model::StripDrawing d = lesson.strip_drawing();
  const auto win = brute_wins({2, 5, 7}, false, static_cast<int>(d.outcomes.size()));
  for (std::size_t n = 0; n < d.outcomes.size(); ++n) ASSERT_EQ(d.outcomes[n], win[n] ? Outcome::Win : Outcome::Lose);
  const std::string svg = drawings[0].svg(model::SvgPalette{});
  EXPECT_NE(svg.find("N = 0"), std::string::npos);
  EXPECT_NE(svg.find("<svg"), std::string::npos);
}

}  // namespace
}  // namespace gtl::app
