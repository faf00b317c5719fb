// Every registered lesson through the one Lesson interface: the same test body
// runs for each game in lessons/registry.cpp's registry (a new game gets these tests by
// its registry line): its words in both languages, a new game from its own
// share link, a move, the timeline back and forward, backward induction to the
// end agreeing with the solver, the quiz, and the perfect player never doing
// worse than the start's value.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "app/lessons/registry.hpp"
#include "app/kit/share_link.hpp"
#include "app_test_support.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

// The lesson ids, read from a registry made for the purpose (the parameter list).
std::vector<std::string> lesson_ids() {
  Settings settings;
  Busy busy;
  std::vector<std::string> ids;
  for (const auto& l : make_lessons(LessonContext{settings, busy})) ids.emplace_back(l->id());
  return ids;
}

// Placeholders {0}, {1}, ... of a text.
std::set<std::string> placeholders(std::string_view text) {
  std::set<std::string> out;
  for (std::size_t i = text.find('{'); i != std::string_view::npos; i = text.find('{', i + 1)) {
    const std::size_t end = text.find('}', i);
    if (end != std::string_view::npos && end - i <= 3) out.emplace(text.substr(i, end - i + 1));
  }
  return out;
}

// A printf conversion left in a row ("%zu", "%.1f", "%s"): every number is a {n}.
bool has_printf_conversion(const std::string& text) {
  static const std::regex conversion(R"(%[-+#0]*(\*|[0-9]+)?(\.(\*|[0-9]+))?(hh|h|ll|l|j|z|t|L)?[diouxXeEfFgGaAcspn%])");
  return std::regex_search(text, conversion);
}

// Follows `moves` from the root of the tree's graph; kNoNode if one is not a move there.
NodeId follow(const PositionGraph& g, const std::vector<std::int64_t>& moves) {
  NodeId n = g.root();
  for (std::int64_t m : moves) {
    NodeId next = kNoNode;
    for (const GraphEdge* e = g.begin_edges(n); e != g.end_edges(n); ++e)
      if (e->move == m) next = e->child;
    if (next == kNoNode) return kNoNode;
    n = next;
  }
  return n;
}

int rank(Outcome o) { return o == Outcome::Win ? 2 : o == Outcome::Draw ? 1 : 0; }

class EachLesson : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    h.frames(2);
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"anim.speed","value":0})")));
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"view","view":")" + GetParam() + "\"}")));
    ASSERT_EQ(h.state().find("view")->string, GetParam());
    lesson = &h.app().lesson();
    // A start small enough to work out by hand (the teaching modes' "small board").
    lesson->hooks().load_small();
    h.frames(2);
    graph = h.app().tree().graph();
    ASSERT_NE(graph, nullptr);
    ASSERT_TRUE(graph->complete) << "the small start's graph is whole";
  }
  HeadlessApp h;
  Lesson* lesson = nullptr;
  const PositionGraph* graph = nullptr;
};

TEST_P(EachLesson, SpeaksBothLanguagesWithTheSameKeysAndPlaceholders) {
  std::map<std::string, std::string> en, zh;
  for (const i18n::Entry& e : lesson->strings(i18n::Lang::En)) EXPECT_TRUE(en.emplace(e.key, e.text).second) << e.key;
  for (const i18n::Entry& e : lesson->strings(i18n::Lang::Zh)) EXPECT_TRUE(zh.emplace(e.key, e.text).second) << e.key;
  ASSERT_EQ(en.size(), zh.size());
  for (const auto& [key, text] : en) {
    EXPECT_EQ(key.rfind(GetParam() + ".", 0), 0u) << key << ": a lesson's keys start with its id";
    ASSERT_TRUE(zh.count(key)) << key;
    EXPECT_EQ(placeholders(text), placeholders(zh[key])) << key;
    EXPECT_FALSE(has_printf_conversion(text)) << key << ": " << text;
    EXPECT_FALSE(has_printf_conversion(zh[key])) << key << ": " << zh[key];
    EXPECT_NE(text, zh[key]) << key << " is not translated";
  }
  EXPECT_STRNE(i18n::tr(lesson->name_key(), i18n::Lang::En), lesson->name_key()) << "the game has a name";
  EXPECT_STRNE(i18n::tr(lesson->name_key(), i18n::Lang::Zh), i18n::tr(lesson->name_key(), i18n::Lang::En));
}

TEST_P(EachLesson, ItsShareLinkOpensTheSameGameAndPosition) {
  ASSERT_GT(graph->nodes[graph->root()].edge_count, 0u);
  std::string error;
  const std::int64_t move = graph->begin_edges(graph->root())->move;
  ASSERT_TRUE(lesson->play(move, error)) << error;
  const std::string link = h.app().share_link();
  EXPECT_NE(link.find("game=" + GetParam()), std::string::npos) << link;
  EXPECT_NE(link.find("moves=" + std::to_string(move)), std::string::npos) << link;
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"view","view":")" + (GetParam() == "number" ? "balls" : std::string("number")) + "\"}")));
  const ActionResult r = h.app().open_link(link);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(h.app().lesson().id(), GetParam());
  EXPECT_EQ(h.app().share_link(), link);
  // A key the lesson does not know is refused, and the game stays.
  EXPECT_FALSE(h.app().open_link(link + "&zzz=1").ok);
  EXPECT_EQ(h.app().share_link(), link);
}

TEST_P(EachLesson, TheTimelineStepsBackAndForward) {
  std::vector<std::int64_t> line;
  NodeId n = graph->root();
  for (int i = 0; i < 2 && graph->nodes[n].edge_count > 0; ++i) {
    const GraphEdge* e = graph->begin_edges(n);
    std::string error;
    ASSERT_TRUE(lesson->play(e->move, error)) << error;
    line.push_back(e->move);
    n = e->child;
  }
  ASSERT_FALSE(line.empty());
  EXPECT_EQ(lesson->timeline().line(), line);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"history.step","delta":-1})")));
  EXPECT_EQ(lesson->timeline().line(), std::vector<std::int64_t>(line.begin(), line.end() - 1));
  h.frames(1);
  EXPECT_EQ(h.state().find("tree")->find("focus")->array.size(), line.size() - 1);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"history.step","delta":1})")));
  EXPECT_EQ(lesson->timeline().line(), line);
  // An illegal move is refused with a sentence and changes nothing.
  std::string error;
  EXPECT_FALSE(lesson->play(999'999, error));
  EXPECT_FALSE(error.empty());
  EXPECT_EQ(lesson->timeline().line(), line);
}

TEST_P(EachLesson, InductionEndsWithTheSolversOutcomes) {
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"teach.induction","order":"memo"})")));
  const auto steps = static_cast<int>(h.state().find("teach")->find("steps")->number);
  ASSERT_GT(steps, 0);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"teach.step","to":)" + std::to_string(steps) + "}")));
  h.frames(1);
  const json::Value s = h.state();
  const json::Value& t = *s.find("teach");
  EXPECT_EQ(t.find("remaining")->number, 0);
  for (const auto& [label, letter] : t.find("solver")->object)
    EXPECT_EQ(t.find("decisions")->find(label)->string, letter.string) << label;
}

TEST_P(EachLesson, TheQuizGradesAnswersFromTheGraph) {
  const LessonHooks hooks = lesson->hooks();
  if (hooks.outcome_quiz && !hooks.outcome_quiz()) {  // win / lose / draw mean nothing here: its own quiz asks
    EXPECT_FALSE(ok(h.dispatch(R"({"type":"quiz.start","depth":1})")));
    return;
  }
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.start","depth":1})")));
  h.frames(2);
  graph = h.app().tree().graph();
  const json::Value s = h.state();
  const auto& qs = s.find("teach")->find("quiz")->find("questions")->array;
  ASSERT_FALSE(qs.empty());
  for (const json::Value& q : qs) {
    std::vector<std::int64_t> path;
    std::string text = "[";
    for (const json::Value& m : q.find("path")->array) {
      path.push_back(static_cast<std::int64_t>(m.number));
      text += (text.size() > 1 ? "," : "") + std::to_string(path.back());
    }
    const NodeId n = follow(*graph, path);
    ASSERT_NE(n, kNoNode);
    const char letter = graph->nodes[n].outcome == Outcome::Win ? 'W' : graph->nodes[n].outcome == Outcome::Draw ? 'D' : 'L';
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.answer","path":)" + text + R"(],"outcome":")" + letter + "\"}")));
  }
  const json::Value graded = h.state();
  for (const json::Value& q : graded.find("teach")->find("quiz")->find("questions")->array)
    EXPECT_TRUE(q.find("correct")->boolean);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.reveal"})")));
}

TEST_P(EachLesson, ThePerfectPlayerNeverDoesWorseThanTheStart) {
  const Outcome start = graph->nodes[graph->root()].outcome;
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"play.start","human":"second"})")));
  for (int guard = 0; guard < 200; ++guard) {
    h.frames(2);
    const auto line = lesson->timeline().line();
    const NodeId n = follow(*graph, line);
    ASSERT_NE(n, kNoNode);
    if (graph->nodes[n].edge_count == 0) break;
    if (line.size() % 2 == 1) {  // the human (second) plays its first move, good or not
      std::string error;
      ASSERT_TRUE(lesson->play(graph->begin_edges(n)->move, error)) << error;
    }
  }
  const auto line = lesson->timeline().line();
  const NodeId end = follow(*graph, line);
  ASSERT_NE(end, kNoNode);
  ASSERT_EQ(graph->nodes[end].edge_count, 0u) << "the game was played to its end";
  // The computer moved first: its result is the end's outcome for whoever is to move there.
  const Outcome at_end = graph->nodes[end].outcome;
  const int computer = line.size() % 2 == 0 ? rank(at_end) : 2 - rank(at_end);
  EXPECT_GE(computer, rank(start)) << "the perfect player kept at least the start's value";
}

// The accessible twin's board (Lesson::twin_board, state().board): every lesson
// here has a board, and web/page/a11y.js draws it with no knowledge of the game, so
// each cell must stand alone: a unique key, a name in words in both languages
// (not a key left untranslated), a drawn item to lay it over, and an action
// the lesson accepts.
TEST_P(EachLesson, ItsTwinBoardNamesEachDrawnControlOnce) {
  for (const char* lang : {"en", "zh"}) {
    ASSERT_TRUE(ok(h.dispatch(std::string(R"({"type":"lang","lang":")") + lang + "\"}")));
    h.frames(3);
    const TwinBoard board = lesson->twin_board();
    ASSERT_FALSE(board.cells.empty()) << lang << ": the board has controls";
    std::set<std::string> keys;
    for (const TwinCell& c : board.cells) {
      EXPECT_TRUE(keys.insert(c.key).second) << c.key << " twice";
      EXPECT_FALSE(c.name.empty()) << c.key;
      EXPECT_EQ(c.name.find(".a11y."), std::string::npos) << c.key << ": " << c.name << " is a key, not words";
      ASSERT_FALSE(c.item.empty()) << c.key;
      const auto r = h.app().items().find(c.item);
      ASSERT_TRUE(r) << c.item << " is drawn";
      EXPECT_GT(r->w, 0.f) << c.item;
      EXPECT_GT(r->h, 0.f) << c.item;
      const auto action = json::parse(c.action).value;
      ASSERT_TRUE(action && action->find("type")) << c.key << ": " << c.action;
      EXPECT_EQ(action->find("type")->string.rfind(GetParam() + ".", 0), 0u) << c.action;
      for (const auto& [key, act] : c.keys) EXPECT_TRUE(json::parse(act).value) << key << ": " << act;
    }
    // state().board is the same board.
    const json::Value st = h.state();
    const json::Value* cells = st.find("board")->find("cells");
    ASSERT_EQ(cells->array.size(), board.cells.size());
    EXPECT_EQ(cells->array.front().find("name")->string, board.cells.front().name);
  }
  // The first playable cell does what it says: its action is accepted.
  const TwinBoard board = lesson->twin_board();
  const auto playable = std::find_if(board.cells.begin(), board.cells.end(), [](const TwinCell& c) { return !c.disabled; });
  ASSERT_NE(playable, board.cells.end());
  EXPECT_TRUE(ok(h.dispatch(playable->action))) << playable->action;
}

// The moves played, in the lesson's words (TwinBoard::moves): one per move of
// the timeline, none of them a bare number where the lesson has words.
TEST_P(EachLesson, ItsTwinBoardSaysEachMovePlayed) {
  const NodeId root = graph->root();
  ASSERT_GT(graph->nodes[root].edge_count, 0u);
  std::string error;
  ASSERT_TRUE(lesson->play(graph->begin_edges(root)->move, error)) << error;
  h.frames(3);
  const TwinBoard board = lesson->twin_board();
  if (board.moves.empty()) {
    EXPECT_FALSE(board.caption.empty()) << "a lesson without move words says a caption";
    return;
  }
  ASSERT_EQ(board.moves.size(), lesson->timeline().moves().size());
  EXPECT_FALSE(board.moves.front().empty());
  EXPECT_NE(board.moves.front(), std::to_string(lesson->timeline().moves().front())) << "words, not a number";
}

// The live class's "which move wins?" (Lesson::class_moves, state().classMoves):
// web/page/live_page.js asks it in any game from what the lesson says, so each
// lesson offers one option per move of the shown position, named once each,
// and the right ones are those the solver's graph says win: a move to a lost
// position (none from a lost or drawn one). At the end there is nothing to ask.
TEST_P(EachLesson, OffersItsMovesToAClassQuestion) {
  const NodeId root = graph->root();
  const std::optional<ClassMoves> m = lesson->class_moves();
  ASSERT_TRUE(m) << "the small start has moves to ask about";
  EXPECT_EQ(m->options.size(), graph->nodes[root].edge_count) << "one option per move";
  EXPECT_EQ(std::set<std::string>(m->options.begin(), m->options.end()).size(), m->options.size()) << "each named once";
  for (const std::string& r : m->right)
    EXPECT_NE(std::find(m->options.begin(), m->options.end(), r), m->options.end()) << r << " is one of the options";
  std::size_t to_lost = 0;
  for (const GraphEdge* e = graph->begin_edges(root); e != graph->end_edges(root); ++e)
    to_lost += graph->nodes[e->child].outcome == Outcome::Lose ? 1 : 0;
  if (GetParam() == "payoff") {
    EXPECT_FALSE(m->right.empty()) << "a subgame-perfect equilibrium takes one action here";
    EXPECT_NE(m->prompt.find("Which action does Player"), std::string::npos) << m->prompt;
    EXPECT_NE(m->reason.find("Best for Player"), std::string::npos) << m->reason;
    EXPECT_FALSE(m->none) << "some action is always right";
  } else {
    EXPECT_TRUE(m->prompt.empty() && m->reason.empty() && m->none) << "the page's own words";
    EXPECT_EQ(m->right.size(), to_lost) << "the right moves are those to a lost position";
  }
  // state() says the same.
  const json::Value st = h.state();
  const json::Value* cm = st.find("classMoves");
  ASSERT_TRUE(cm && cm->find("options") && cm->find("right"));
  ASSERT_EQ(cm->find("options")->array.size(), m->options.size());
  EXPECT_EQ(cm->find("options")->array.front().string, m->options.front());
  EXPECT_EQ(cm->find("right")->array.size(), m->right.size());
  // Played to the end: no question.
  for (int guard = 0; guard < 200; ++guard) {
    const NodeId n = follow(*graph, lesson->timeline().line());
    ASSERT_NE(n, kNoNode);
    if (graph->nodes[n].edge_count == 0) break;
    std::string error;
    ASSERT_TRUE(lesson->play(graph->begin_edges(n)->move, error)) << error;
    h.frames(2);
  }
  EXPECT_FALSE(lesson->class_moves()) << "a finished game has no move to ask about";
  EXPECT_TRUE(h.state().find("classMoves")->is_null());
}

// Help › Rules (issue 43): every game states its rules in both languages, in
// a window titled with the game's name whose words reach the accessible twin;
// Esc closes it.
TEST_P(EachLesson, StatesItsRulesInHelpInBothLanguages) {
  std::string said[2];
  int k = 0;
  for (const char* lang : {"en", "zh"}) {
    ASSERT_TRUE(ok(h.dispatch(std::string(R"({"type":"lang","lang":")") + lang + "\"}")));
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"help.rules","open":true})")));
    h.frames(2);
    EXPECT_TRUE(h.state().find("settings")->find("rulesShown")->boolean);
    const std::string rules = lesson->rules();
    EXPECT_GT(rules.size(), 80u) << lang << ": the rules in a few sentences: " << rules;
    EXPECT_EQ(rules.find("\n\n\n"), std::string::npos) << "paragraphs are split by one blank line";
    EXPECT_TRUE(!rules.empty() && rules.front() != '\n' && rules.back() != '\n') << "no empty paragraph";
    const json::Value twin = *json::parse(h.app().twin_json()).value;
    const json::Value* window = nullptr;
    for (const json::Value& w : twin.find("windows")->array)
      if (const json::Value* t = w.find("text"); t && t->string == rules) window = &w;
    ASSERT_NE(window, nullptr) << lang << ": the window says the rules to the twin";
    EXPECT_NE(window->find("title")->string.find(i18n::tr(lesson->name_key())), std::string::npos)
        << window->find("title")->string << ": the title names the game";
    said[k++] = rules;
  }
  EXPECT_NE(said[0], said[1]) << "the rules are translated";
  EXPECT_TRUE(std::any_of(said[1].begin(), said[1].end(), [](char c) { return (static_cast<unsigned char>(c) & 0xF0) == 0xE0; }))
      << "the Chinese rules are written in Chinese (three-byte UTF-8 characters)";
  h.press(ImGuiKey_Escape);
  EXPECT_FALSE(h.state().find("settings")->find("rulesShown")->boolean) << "Esc closes the rules";
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"lang","lang":"en"})")));
}

INSTANTIATE_TEST_SUITE_P(Lessons, EachLesson, ::testing::ValuesIn(lesson_ids()),
                         [](const ::testing::TestParamInfo<std::string>& i) { return i.param; });

}  // namespace
}  // namespace gtl::app
