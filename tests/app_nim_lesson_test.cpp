// The Nim lesson, driven directly: its automation actions and state against a
// brute force written from the rules, bad input refused with a message, the
// timeline, the tree's graph (outcomes and the Grundy value in every label
// against a direct mex), share-link keys, the teaching hooks, both languages,
// and the board by real mouse clicks at 1280×720 and 800×600.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "app/lessons/nim/lesson.hpp"
#include "app/kit/solve_job.hpp"
#include "app_test_support.hpp"
#include "core/solver.hpp"
#include "imgui.h"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

// ---- the rules, straight: who is to move wins iff some move leaves a lost position.
bool brute_wins(const std::vector<int>& piles, std::map<std::vector<int>, bool>& memo) {
  if (auto it = memo.find(piles); it != memo.end()) return it->second;
  bool win = false;
  for (std::size_t i = 0; i < piles.size() && !win; ++i)
    for (int c = 1; c <= piles[i] && !win; ++c) {
      std::vector<int> next = piles;
      next[i] -= c;
      win = !brute_wins(next, memo);
    }
  return memo[piles] = win;
}

// The Grundy value by its definition: the least value no move reaches.
int brute_grundy(const std::vector<int>& piles, std::map<std::vector<int>, int>& memo) {
  if (auto it = memo.find(piles); it != memo.end()) return it->second;
  std::set<int> seen;
  for (std::size_t i = 0; i < piles.size(); ++i)
    for (int c = 1; c <= piles[i]; ++c) {
      std::vector<int> next = piles;
      next[i] -= c;
      seen.insert(brute_grundy(next, memo));
    }
  int mex = 0;
  while (seen.count(mex)) ++mex;
  return memo[piles] = mex;
}

// One NimLesson on its own (the app gives the ImGui context, the item registry
// track_item writes to, the settings and the value history), with its own automation.
struct Harness {
  HeadlessApp h;
  Busy busy;
  Automation automation;
  std::unique_ptr<NimLesson> lesson;
  ImVec2 panel_size{300, 720}, lesson_size{980, 380};

  Harness() {
    lesson = std::make_unique<NimLesson>(LessonContext{h.app().settings(), busy, &h.app().value_history()});
    for (i18n::Lang l : {i18n::Lang::En, i18n::Lang::Zh}) i18n::add_strings(l, lesson->strings(l));
    lesson->register_automation(automation);
  }
  ~Harness() { i18n::set_lang(i18n::Lang::En); }

  void frames(int n) {
    for (int i = 0; i < n; ++i) {
      ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
      ImGui::NewFrame();
      h.app().items().begin_frame();
      lesson->update(1.0 / 60.0);
      ImGui::SetNextWindowPos(ImVec2(0, 0));
      ImGui::SetNextWindowSize(panel_size);
      ImGui::Begin("nim panel", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings);
      lesson->draw_controls();
      ImGui::End();
      ImGui::SetNextWindowPos(ImVec2(panel_size.x, 0));
      ImGui::SetNextWindowSize(lesson_size);
      ImGui::Begin("nim lesson", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings);
      lesson->draw_main();
      ImGui::End();
      ImGui::Render();
    }
  }
  std::optional<Rect> rect(const std::string& id) { return h.app().items().find(id); }
  bool click(const std::string& id) {
    frames(2);
    const auto r = rect(id);
    if (!r) return false;
    testing::click_at(*r, [this](int n) { frames(n); });
    return true;
  }
  // Clicks a text box, selects all, types `text` and presses Enter.
  void type_into(const std::string& id, const std::string& text) {
    ASSERT_TRUE(click(id));
    ImGuiIO& io = ImGui::GetIO();
    io.AddKeyEvent(ImGuiMod_Ctrl, true);
    io.AddKeyEvent(ImGuiKey_A, true);
    frames(1);
    io.AddKeyEvent(ImGuiKey_A, false);
    io.AddKeyEvent(ImGuiMod_Ctrl, false);
    frames(1);
    io.AddInputCharactersUTF8(text.c_str());
    frames(1);
    io.AddKeyEvent(ImGuiKey_Enter, true);
    frames(1);
    io.AddKeyEvent(ImGuiKey_Enter, false);
    frames(2);
  }
  json::Value dispatch(const std::string& action) {
    return *json::parse(automation.dispatch(action)).value;
  }
  json::Value state() { return *json::parse(automation.state(0)).value->find("nim"); }
};

std::vector<int> ints(const json::Value& array) {
  std::vector<int> out;
  for (const json::Value& v : array.array) out.push_back(static_cast<int>(v.number));
  return out;
}

std::string new_action(const std::vector<int>& piles) {
  std::string s = "{\"type\":\"nim.new\",\"piles\":[";
  for (std::size_t i = 0; i < piles.size(); ++i) s += (i ? "," : "") + std::to_string(piles[i]);
  return s + "]}";
}

TEST(NimLesson, StateAgreesWithTheRulesOnEveryPositionOfSmallGames) {
  Harness t;
  std::map<std::vector<int>, bool> wins;
  std::map<std::vector<int>, int> grundy;
  // Every start of up to 3 piles of up to 4, where the state must match the
  // brute force: outcome, nim-sum = Grundy value, and exactly the moves into
  // lost positions as the winning moves.
  for (int a = 0; a <= 4; ++a)
    for (int b = 0; b <= 4; ++b)
      for (int c = 0; c <= 4; ++c) {
        const std::vector<int> piles{a, b, c};
        ASSERT_TRUE(t.dispatch(new_action(piles)).find("ok")->boolean);
        const json::Value s = t.state();
        ASSERT_EQ(ints(*s.find("piles")), piles);
        EXPECT_EQ(s.find("toMove")->string, "first");
        EXPECT_EQ(s.find("outcome")->string, brute_wins(piles, wins) ? "W" : "L");
        EXPECT_EQ(static_cast<int>(s.find("grundy")->number), brute_grundy(piles, grundy));
        EXPECT_EQ(static_cast<int>(s.find("nimSum")->number), a ^ b ^ c);
        std::set<std::pair<int, int>> expected, listed;
        for (int i = 0; i < 3; ++i)
          for (int n = 1; n <= piles[static_cast<std::size_t>(i)]; ++n) {
            std::vector<int> next = piles;
            next[static_cast<std::size_t>(i)] -= n;
            if (!brute_wins(next, wins)) expected.insert({i, n});
          }
        for (const json::Value& m : s.find("winningMoves")->array)
          listed.insert({static_cast<int>(m.find("pile")->number), static_cast<int>(m.find("count")->number)});
        EXPECT_EQ(listed, expected) << a << " " << b << " " << c;
      }
}

TEST(NimLesson, TakeMovesThroughTheTimeline) {
  Harness t;
  ASSERT_TRUE(t.dispatch(new_action({3, 4, 5})).find("ok")->boolean);
  ASSERT_TRUE(t.dispatch(R"({"type":"nim.take","pile":2,"count":4})").find("ok")->boolean);
  EXPECT_EQ(ints(*t.state().find("piles")), (std::vector<int>{3, 4, 1}));
  EXPECT_EQ(t.state().find("toMove")->string, "second");
  ASSERT_TRUE(t.dispatch(R"({"type":"nim.take","pile":0,"count":3})").find("ok")->boolean);
  EXPECT_EQ(ints(*t.state().find("piles")), (std::vector<int>{0, 4, 1}));
  // The timeline holds the packed moves (pile << 4 | count), as links and the tree do.
  EXPECT_EQ(t.lesson->timeline().moves(), (std::vector<std::int64_t>{2 << 4 | 4, 0 << 4 | 3}));
  t.lesson->timeline().step(-1);
  t.lesson->timeline_moved();
  EXPECT_EQ(ints(*t.state().find("piles")), (std::vector<int>{3, 4, 1}));
  t.lesson->timeline().step(-1);
  t.lesson->timeline_moved();
  EXPECT_EQ(t.lesson->piles(), (std::vector<int>{3, 4, 5}));
  t.lesson->timeline().go_to(2);
  t.lesson->timeline_moved();
  EXPECT_EQ(t.lesson->piles(), (std::vector<int>{0, 4, 1}));
  // Another move after stepping back replaces the rest of the line.
  t.lesson->timeline().go_to(1);
  t.lesson->timeline_moved();
  std::string err;
  ASSERT_TRUE(t.lesson->play(1 << 4 | 4, err)) << err;
  EXPECT_EQ(t.lesson->piles(), (std::vector<int>{3, 0, 1}));
  EXPECT_EQ(t.lesson->timeline().size(), 2u);
}

TEST(NimLesson, BadInputIsRefusedWithAMessageAndChangesNothing) {
  Harness t;
  ASSERT_TRUE(t.dispatch(new_action({3, 4, 5})).find("ok")->boolean);
  ASSERT_TRUE(t.dispatch(R"({"type":"nim.take","pile":1,"count":1})").find("ok")->boolean);
  const std::string before = t.automation.state(0);
  const std::pair<const char*, const char*> bad[] = {
      {R"({"type":"nim.new","piles":[]})", "1 to 6 piles"},
      {R"({"type":"nim.new","piles":[1,1,1,1,1,1,1]})", "not 7"},
      {R"({"type":"nim.new","piles":[3,16]})", "not 16"},
      {R"({"type":"nim.new","piles":[-1]})", "not -1"},
      {R"({"type":"nim.new","piles":"3 4 5"})", "piles"},
      {R"({"type":"nim.new"})", "piles"},
      {R"({"type":"nim.new","piles":[3],"pile":1})", "unknown field"},
      {R"({"type":"nim.take","pile":3,"count":1})", "no pile index 3"},
      {R"({"type":"nim.take","pile":-1,"count":1})", "no pile index -1"},
      {R"({"type":"nim.take","pile":0,"count":0})", "at least one"},
      {R"({"type":"nim.take","pile":1,"count":4})", "holds 3"},
      {R"({"type":"nim.take","pile":1.5,"count":1})", "whole number"},
      {R"({"type":"nim.take","pile":1})", "count"},
  };
  for (const auto& [action, words] : bad) {
    const json::Value r = t.dispatch(action);
    EXPECT_FALSE(r.find("ok")->boolean) << action;
    ASSERT_NE(r.find("error"), nullptr) << action;
    EXPECT_NE(r.find("error")->string.find(words), std::string::npos) << action << " -> " << r.find("error")->string;
  }
  std::string err;
  EXPECT_FALSE(t.lesson->play(-1, err));
  EXPECT_FALSE(t.lesson->play(256, err));
  EXPECT_NE(err.find("not a Nim move"), std::string::npos) << err;
  EXPECT_FALSE(t.lesson->play(0x20, err)) << "take 0 from pile 2";
  EXPECT_EQ(t.automation.state(0), before) << "a refused action changes nothing";
}

// The Grundy value of each node by the definition, from the graph's own edges.
int graph_mex(const PositionGraph& g, NodeId n, std::vector<int>& memo) {
  if (memo[n] >= 0) return memo[n];
  std::set<int> seen;
  for (std::uint32_t e = g.nodes[n].first_edge; e < g.nodes[n].first_edge + g.nodes[n].edge_count; ++e)
    seen.insert(graph_mex(g, g.edges[e].child, memo));
  int mex = 0;
  while (seen.count(mex)) ++mex;
  return memo[n] = mex;
}

TEST(NimLesson, TreeLabelsCarryEachPositionsGrundyValueAndTheRootMatchesTheSolver) {
  Harness t;
  for (const std::vector<int>& piles : {std::vector<int>{1, 2, 3}, {3, 4, 5}, {1, 3, 5, 7}, {2, 2}}) {
    ASSERT_TRUE(t.dispatch(new_action(piles)).find("ok")->boolean);
    const Lesson::TreeSource src = t.lesson->tree_source();
    const PositionGraph g = src.build();
    ASSERT_TRUE(g.complete);
    std::uint64_t positions = 1;
    for (int p : piles) positions *= static_cast<std::uint64_t>(p + 1);
    EXPECT_EQ(g.nodes.size(), positions);
    EXPECT_EQ(t.lesson->position_count(), positions);
    EXPECT_FALSE(t.lesson->tree_capped());
    Solver<nim::NimGame> solver(nim::NimGame{piles});
    EXPECT_EQ(g.nodes[0].outcome, solver.solve(nim::NimGame::pack(piles)).outcome);
    std::vector<int> memo(g.nodes.size(), -1);
    for (NodeId n = 0; n < g.nodes.size(); ++n) {
      const std::string& label = g.nodes[n].label;
      const auto at = label.rfind("· g ");
      ASSERT_NE(at, std::string::npos) << label;
      EXPECT_EQ(std::stoi(label.substr(at + std::string("· g ").size())), graph_mex(g, n, memo)) << label;
      EXPECT_EQ(g.nodes[n].outcome, graph_mex(g, n, memo) == 0 ? Outcome::Lose : Outcome::Win) << label;
    }
  }
  // The key names the start and the language (the labels' words follow it).
  const std::string en = t.lesson->tree_source().key;
  i18n::set_lang(i18n::Lang::Zh);
  EXPECT_NE(t.lesson->tree_source().key, en);
  EXPECT_NE(t.lesson->tree_source().build().edges[0].label.find("从第"), std::string::npos);
}

TEST(NimLesson, LargeStartsCapTheTreeAndSaySo) {
  Harness t;
  // Exactly the cap: whole.
  ASSERT_TRUE(t.dispatch(new_action({7, 7, 7, 7, 7})).find("ok")->boolean);
  ASSERT_EQ(t.lesson->position_count(), kNimTreePositions);
  EXPECT_FALSE(t.lesson->tree_capped());
  EXPECT_TRUE(t.lesson->tree_source().build().complete);
  // Past it: capped.
  ASSERT_TRUE(t.dispatch(new_action({15, 15, 15, 15, 15})).find("ok")->boolean);
  EXPECT_TRUE(t.lesson->tree_capped());
  EXPECT_TRUE(t.state().find("treeCapped")->boolean);
  const PositionGraph g = t.lesson->tree_source().build();
  EXPECT_FALSE(g.complete);
  EXPECT_LE(g.nodes.size(), kNimTreePositions + 1 + nim::kMaxPiles * nim::kMaxPile);
  // The lesson's own answers stay exact past the cap (Bouton), and perfect play
  // still wins from a winning position.
  ASSERT_TRUE(t.dispatch(R"({"type":"nim.take","pile":0,"count":4})").find("ok")->boolean);
  EXPECT_EQ(t.state().find("outcome")->string, "W");
  const std::optional<nim::Take> best = t.lesson->best_move();
  ASSERT_TRUE(best);
  std::vector<int> after = t.lesson->piles();
  after[static_cast<std::size_t>(best->pile)] -= best->count;
  EXPECT_EQ(nim::nim_sum(after), 0);
  t.frames(2);
  EXPECT_TRUE(t.rect("nim.tree_note"));
}

TEST(NimLesson, ShareLinkKeysRoundTrip) {
  Harness t;
  ASSERT_TRUE(t.dispatch(new_action({1, 3, 5, 7})).find("ok")->boolean);
  const LinkArgs args = t.lesson->link_args();
  ASSERT_EQ(args.pairs().size(), 1u);
  EXPECT_EQ(args.pairs()[0], (std::pair<std::string, std::string>{"piles", "1,3,5,7"}));
  ASSERT_TRUE(t.dispatch(R"({"type":"nim.take","pile":3,"count":1})").find("ok")->boolean);
  NimLesson other(LessonContext{t.h.app().settings(), t.busy, &t.h.app().value_history()});
  EXPECT_EQ(other.check_link(args), "");
  std::string err;
  ASSERT_TRUE(other.open_link(args, err)) << err;
  EXPECT_EQ(other.start_piles(), (std::vector<int>{1, 3, 5, 7}));
  EXPECT_EQ(other.piles(), (std::vector<int>{1, 3, 5, 7}));
  EXPECT_EQ(other.timeline().size(), 0u) << "a link opens the start; the app replays moves=";
  for (const auto& pairs : std::vector<std::vector<std::pair<std::string, std::string>>>{
           {{"piles", "1,16"}}, {{"piles", ""}}, {{"piles", "1,2,3,4,5,6,7"}}, {{"piles", "a"}}, {{"piles", "3"}, {"take", "1"}}}) {
    const LinkArgs bad(pairs);
    EXPECT_NE(other.check_link(bad), "") << (pairs.empty() ? "(none)" : pairs[0].second);
  }
  // No piles: the lesson's first game (issue 43: a link opens the default for what it leaves out).
  EXPECT_EQ(other.check_link(LinkArgs{}), "");
  ASSERT_TRUE(other.open_link(LinkArgs{}, err)) << err;
  EXPECT_EQ(other.start_piles(), (std::vector<int>{3, 4, 5}));
}

TEST(NimLesson, HooksPlayPerfectlyToTheEndAndName) {
  Harness t;
  t.h.app().settings().anim_speed = 0;
  LessonHooks hooks = t.lesson->hooks();
  hooks.load_small();
  EXPECT_EQ(t.lesson->start_piles(), (std::vector<int>{1, 2, 3}));
  ASSERT_TRUE(t.dispatch(new_action({2, 5, 6})).find("ok")->boolean);
  // The first player wins (nim-sum 1); perfect play on both sides keeps it so,
  // and the player left to move at the end (no counters) is the second.
  Solver<nim::NimGame> solver(nim::NimGame{{2, 5, 6}});
  const Solution start = solver.solve(nim::NimGame::pack(std::vector<int>{2, 5, 6}));
  ASSERT_EQ(start.outcome, Outcome::Win);
  EXPECT_NE(hooks.verdict().find("winning"), std::string::npos) << hooks.verdict();
  std::size_t plies = 0;
  while (!hooks.game_over()) {
    const std::optional<std::int64_t> m = hooks.best_move();
    ASSERT_TRUE(m);
    ASSERT_TRUE(hooks.play(*m));
    ++plies;
  }
  EXPECT_EQ(plies, start.remoteness) << "perfect play takes as long as the solver says";
  EXPECT_EQ(t.lesson->to_move(), static_cast<int>(plies % 2));
  EXPECT_FALSE(hooks.best_move());
  EXPECT_NE(hooks.verdict().find(hooks.side_name(t.lesson->to_move())), std::string::npos);
}

TEST(NimLesson, BothLanguagesHaveTheSameKeys) {
  Harness t;
  std::set<std::string> en, zh;
  for (const i18n::Entry& e : t.lesson->strings(i18n::Lang::En)) EXPECT_TRUE(en.insert(e.key).second) << e.key;
  for (const i18n::Entry& e : t.lesson->strings(i18n::Lang::Zh)) EXPECT_TRUE(zh.insert(e.key).second) << e.key;
  EXPECT_EQ(en, zh);
  for (const std::string& k : en) EXPECT_EQ(k.rfind("nim.", 0), 0u) << k;
  EXPECT_TRUE(en.count(t.lesson->name_key()));
}

TEST(NimLesson, ClickingACounterTakesItAndEveryCounterToItsRight) {
  Harness t;
  t.h.app().settings().anim_speed = 0;
  t.frames(2);
  // 3 4 5: the fourth counter of pile 3 (index 2, counter 3) takes 2.
  ASSERT_TRUE(t.click("nim.counter.2.3"));
  EXPECT_EQ(t.lesson->piles(), (std::vector<int>{3, 4, 3}));
  ASSERT_TRUE(t.click("nim.counter.0.0"));
  EXPECT_EQ(t.lesson->piles(), (std::vector<int>{0, 4, 3}));
  t.frames(1);  // the registry answers from the last complete frame too
  EXPECT_FALSE(t.rect("nim.counter.0.0")) << "an empty pile has no counters to click";
  // Back and forward with the timeline's buttons.
  ASSERT_TRUE(t.click("history.back"));
  EXPECT_EQ(t.lesson->piles(), (std::vector<int>{3, 4, 3}));
  ASSERT_TRUE(t.click("history.forward"));
  EXPECT_EQ(t.lesson->piles(), (std::vector<int>{0, 4, 3}));
  ASSERT_TRUE(t.click("nim.sample.3"));
  EXPECT_EQ(t.lesson->start_piles(), (std::vector<int>{1, 3, 5, 7}));
}

TEST(NimLesson, ThePilesBoxStartsGamesAndExplainsBadInput) {
  Harness t;
  t.frames(2);
  t.type_into("nim.piles", "2 7 9");
  EXPECT_EQ(t.lesson->start_piles(), (std::vector<int>{2, 7, 9}));
  EXPECT_EQ(t.lesson->message(), "");
  t.type_into("nim.piles", "2 x");
  EXPECT_NE(t.lesson->message().find("whole numbers"), std::string::npos) << t.lesson->message();
  t.type_into("nim.piles", "4 20");
  EXPECT_NE(t.lesson->message().find("not 20"), std::string::npos) << t.lesson->message();
  EXPECT_EQ(t.lesson->start_piles(), (std::vector<int>{2, 7, 9})) << "bad input keeps the game";
  ASSERT_TRUE(t.click("nim.new"));
  EXPECT_FALSE(t.lesson->message().empty()) << "the box still holds the bad text";
}

TEST(NimLesson, VerdictAndTableHideWhileOutcomesAreHidden) {
  Harness t;
  t.frames(3);
  EXPECT_TRUE(t.rect("nim.verdict"));
  t.h.app().settings().quiz_running = true;
  t.frames(3);
  EXPECT_FALSE(t.rect("nim.verdict"));
  EXPECT_TRUE(t.rect("nim.table")) << "the piles' binary rows stay; the sum row shows ?";
}

TEST(NimLesson, BoardFitsTheLessonAreaAtProjectorAndSmallSizes) {
  for (const auto& [panel, area] : {std::pair{ImVec2(300, 720), ImVec2(980, 330)}, std::pair{ImVec2(280, 600), ImVec2(520, 260)}}) {
    Harness t;
    t.panel_size = panel;
    t.lesson_size = area;
    for (const std::vector<int>& piles : {std::vector<int>{3, 4, 5}, std::vector<int>(6, 15)}) {
      ASSERT_TRUE(t.dispatch(new_action(piles)).find("ok")->boolean);
      t.frames(3);
      const auto table = t.rect("nim.table");
      ASSERT_TRUE(table);
      EXPECT_LE(table->x + table->w, panel.x + area.x) << "the table stays inside the width";
      for (std::size_t i = 0; i < piles.size(); ++i)
        for (int j = 0; j < piles[i]; ++j) {
          const auto c = t.rect("nim.counter." + std::to_string(i) + "." + std::to_string(j));
          ASSERT_TRUE(c);
          EXPECT_GE(c->w, 12.0f) << "counters stay large enough to click";
          const bool beside = c->x + c->w <= table->x + 0.5f, below = c->y + c->h <= table->y + 0.5f;
          EXPECT_TRUE(beside || below) << "counter " << i << "." << j << " overlaps the table";
        }
    }
  }
}

TEST(NimLesson, ExportsTheBoardWithItsTableAndHidesTheSumWhileOutcomesAreHidden) {
  Harness t;
  ASSERT_TRUE(t.dispatch(new_action({1, 3, 5, 7})).find("ok")->boolean);
  ASSERT_TRUE(t.dispatch(R"({"type":"nim.take","pile":3,"count":1})").find("ok")->boolean);
  const std::vector<LessonDrawing> d = t.lesson->drawings();
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].what, "board");
  const std::string svg = d[0].svg(model::SvgPalette{});
  // One counter a circle: 1 + 3 + 5 + 6 left.
  std::size_t circles = 0;
  for (std::size_t at = svg.find("<circle"); at != std::string::npos; at = svg.find("<circle", at + 1)) ++circles;
  EXPECT_EQ(circles, 15u);
  EXPECT_NE(svg.find("nim-sum"), std::string::npos);
  EXPECT_NE(svg.find("make the nim-sum 0"), std::string::npos) << "1 3 5 6 has nim-sum 1: a winning move exists";
  t.h.app().settings().induction_running = true;
  const std::string hidden = d[0].svg(model::SvgPalette{});
  EXPECT_EQ(hidden.find("make the nim-sum 0"), std::string::npos);
  EXPECT_NE(hidden.find(">?<"), std::string::npos);
}

}  // namespace
}  // namespace gtl::app
