// The accessible twin's app side (app/shell/a11y.hpp, model/a11y_tree.hpp): what the
// page mirrors into its DOM for screen readers and the keyboard.
#include <gtest/gtest.h>

#include <set>

#include "app_test_support.hpp"
#include "model/a11y_tree.hpp"
#include "model/game_tree.hpp"
#include "model_test_games.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

json::Value twin(HeadlessApp& h) { return *json::parse(h.app().twin_json()).value; }

const json::Value* widget_named(const json::Value& t, std::string_view name) {
  for (const json::Value& w : t.find("widgets")->array)
    if (const json::Value* n = w.find("name"); n && n->string == name) return &w;
  return nullptr;
}
// A pointer into a temporary twin would dangle (ASan caught it): look up
// widgets only in a twin that outlives the pointer.
const json::Value* widget_named(json::Value&& t, std::string_view name) = delete;

TEST(A11yTwin, MirrorsTheMenuBarAndThePanelWithLabelsAndStates) {
  HeadlessApp h;
  h.platform_frames(3);
  const json::Value t = twin(h);
  std::set<std::string> kinds;
  for (const json::Value& w : t.find("windows")->array) kinds.insert(w.find("kind")->string);
  EXPECT_TRUE(kinds.contains("menubar"));
  EXPECT_TRUE(kinds.contains("panel"));
  EXPECT_TRUE(kinds.contains("canvas"));
  const json::Value* hints = widget_named(t, "settings.hints");
  ASSERT_NE(hints, nullptr) << "the Hints checkbox is mirrored with its automation name";
  EXPECT_EQ(hints->find("label")->string, "Hints");
  ASSERT_NE(hints->find("checked"), nullptr);
  EXPECT_TRUE(hints->find("checked")->boolean);
  const json::Value* file = widget_named(t, "menu.file");
  ASSERT_NE(file, nullptr);
  ASSERT_NE(file->find("open"), nullptr) << "a menu says whether it is open";
  EXPECT_FALSE(file->find("open")->boolean);
  // Every mirrored widget has a name a screen reader can say.
  for (const json::Value& w : t.find("widgets")->array) {
    const json::Value* n = w.find("name");
    EXPECT_FALSE(w.find("label")->string.empty() && (!n || n->string.empty()));
  }
}

TEST(A11yTwin, ActivatingAWidgetDoesWhatItsClickDoes) {
  HeadlessApp h;
  h.platform_frames(3);
  const json::Value before = twin(h);
  const json::Value* hints = widget_named(before, "settings.hints");
  ASSERT_NE(hints, nullptr);
  const auto id = static_cast<ImGuiID>(hints->find("id")->number);
  ASSERT_TRUE(h.app().a11y().activate(id));
  h.platform_frames(3);
  EXPECT_FALSE(h.state().find("settings")->find("hints")->boolean) << "activation toggles the checkbox";
  const json::Value after = twin(h);
  const json::Value* again = widget_named(after, "settings.hints");
  ASSERT_NE(again, nullptr);
  EXPECT_FALSE(again->find("checked")->boolean) << "the twin follows";
  EXPECT_FALSE(h.app().a11y().activate(12345)) << "an id not drawn is refused";

  // A menu opens by activation, and its items appear in a menu window.
  const json::Value* view = widget_named(after, "menu.view");
  ASSERT_NE(view, nullptr);
  ASSERT_TRUE(h.app().a11y().activate(static_cast<ImGuiID>(view->find("id")->number)));
  h.platform_frames(3);
  const json::Value t = twin(h);
  bool menu = false;
  for (const json::Value& w : t.find("windows")->array) menu |= w.find("kind")->string == "menu";
  EXPECT_TRUE(menu) << "the View menu is open";
  EXPECT_NE(widget_named(t, "view.theme.light"), nullptr);
}

// The window (index into "windows") a named widget was drawn in, or -1.
int window_of(const json::Value& t, std::string_view name) {
  const json::Value* w = widget_named(t, name);
  return w ? static_cast<int>(w->find("win")->number) : -1;
}
ImGuiID id_of(const json::Value& t, std::string_view name) {
  const json::Value* w = widget_named(t, name);
  return w ? static_cast<ImGuiID>(w->find("id")->number) : 0;
}

// View › Language and View › Motion: a submenu is a child window of its menu
// in ImGui, and a menu of its own in the twin (its items are not listed with
// View's); closing it leaves View open.
TEST(A11yTwin, ASubmenuIsAMenuOfItsOwnAndClosesAlone) {
  HeadlessApp h;
  h.platform_frames(3);
  const json::Value bar = twin(h);
  ASSERT_TRUE(h.app().a11y().activate(id_of(bar, "menu.view")));
  h.platform_frames(3);
  for (const char* sub : {"view.lang", "view.motion"}) {
    const json::Value view = twin(h);
    const int view_win = window_of(view, sub);
    ASSERT_GE(view_win, 0) << sub << " is drawn in the View menu";
    ASSERT_TRUE(h.app().a11y().activate(id_of(view, sub))) << sub;
    h.platform_frames(3);
    const json::Value open = twin(h);
    const std::string first = std::string(sub) + (std::string(sub) == "view.lang" ? ".zh" : ".reduced");
    const int sub_win = window_of(open, first);
    ASSERT_GE(sub_win, 0) << first << " is drawn once " << sub << " opens";
    EXPECT_NE(sub_win, window_of(open, sub)) << first << " is in a window of its own, not in View's";
    EXPECT_EQ(open.find("windows")->array[static_cast<std::size_t>(sub_win)].find("kind")->string, "menu");
    EXPECT_EQ(window_of(open, "view.theme.light"), window_of(open, sub)) << "View's own items stay in View's window";
    EXPECT_FALSE(h.app().a11y().close_menu(id_of(open, "view.theme.light"))) << "only an item that opens a menu closes one";
    ASSERT_TRUE(h.app().a11y().close_menu(id_of(open, sub)));
    h.platform_frames(3);
    const json::Value closed = twin(h);
    EXPECT_LT(window_of(closed, first), 0) << sub << "'s menu closed";
    EXPECT_GE(window_of(closed, sub), 0) << "the View menu stays open";
  }
}

TEST(A11yTwin, TypingIntoANumberFieldSetsItsValue) {
  HeadlessApp h;
  h.platform_frames(3);
  const json::Value first = twin(h);
  const json::Value* max = widget_named(first, "number.max");
  ASSERT_NE(max, nullptr);
  ASSERT_NE(max->find("input"), nullptr) << "the field takes text";
  ASSERT_TRUE(h.app().a11y().type_into(static_cast<ImGuiID>(max->find("id")->number), "10"));
  h.platform_frames(12);
  const json::Value typed = twin(h);
  const json::Value* nw = widget_named(typed, "number.new");
  ASSERT_NE(nw, nullptr);
  ASSERT_TRUE(h.app().a11y().activate(static_cast<ImGuiID>(nw->find("id")->number)));
  h.platform_frames(4);
  h.settle();
  EXPECT_EQ(h.state().find("number")->find("max")->number, 10);
}

// Every drawn input field tells the twin what it holds (twin_value_last_item):
// the page's field shows it with no script that knows the field by name. A
// number field with - and + reports through its group, to the field itself.
TEST(A11yTwin, EveryInputFieldReportsItsValue) {
  HeadlessApp h;
  h.dispatch(R"({"type":"number.new","max":9})");
  h.platform_frames(3);
  const json::Value first = twin(h);
  const json::Value* max = widget_named(first, "number.max");
  ASSERT_NE(max, nullptr);
  ASSERT_NE(max->find("value"), nullptr) << "the number field reports its value";
  EXPECT_EQ(max->find("value")->string, "9");
  const json::Value* depth = widget_named(first, "tree.depth");
  ASSERT_NE(depth, nullptr);
  ASSERT_NE(depth->find("value"), nullptr) << "so does the tree's depth field";
  for (const json::Value& w : first.find("widgets")->array)
    if (w.find("value")) {
      EXPECT_TRUE(w.find("input")) << "only fields have values: " << w.find("label")->string;
    }
  // Typed, not yet applied: the field shows what was typed.
  ASSERT_TRUE(h.app().a11y().type_into(static_cast<ImGuiID>(max->find("id")->number), "14"));
  h.platform_frames(12);
  const json::Value typed = twin(h);
  ASSERT_NE(widget_named(typed, "number.max"), nullptr);
  EXPECT_EQ(widget_named(typed, "number.max")->find("value")->string, "14");
  // Another lesson's fields, text fields too.
  ASSERT_TRUE(h.dispatch(R"({"type":"view","view":"balls"})").find("ok")->boolean);
  ASSERT_TRUE(h.dispatch(R"({"type":"balls.new","take":[1,3,4],"n":17})").find("ok")->boolean);
  h.platform_frames(4);
  const json::Value balls = twin(h);
  const json::Value* n = widget_named(balls, "balls.n");
  ASSERT_NE(n, nullptr);
  ASSERT_NE(n->find("value"), nullptr);
  EXPECT_EQ(n->find("value")->string, "17");
  const json::Value* takes = widget_named(balls, "balls.takes");
  ASSERT_NE(takes, nullptr);
  ASSERT_NE(takes->find("value"), nullptr);
  EXPECT_NE(takes->find("value")->string.find('4'), std::string::npos) << takes->find("value")->string;
}

// A keyboard user faster than the frames: Enter in the field, Tab, Enter on
// "New game" all arrive before the next frame (a loaded machine, a phone).
// The button waits for the typed value; neither command is lost.
TEST(A11yTwin, AButtonPressedWhileAValueIsTypedWaitsForIt) {
  HeadlessApp h;
  h.platform_frames(3);
  const json::Value first = twin(h);
  const json::Value* max = widget_named(first, "number.max");
  const json::Value* nw = widget_named(first, "number.new");
  ASSERT_NE(max, nullptr);
  ASSERT_NE(nw, nullptr);
  ASSERT_TRUE(h.app().a11y().type_into(static_cast<ImGuiID>(max->find("id")->number), "10"));
  ASSERT_TRUE(h.app().a11y().activate(static_cast<ImGuiID>(nw->find("id")->number)));
  h.platform_frames(16);
  h.settle();
  EXPECT_EQ(h.state().find("number")->find("max")->number, 10) << "the new game is on the typed board";
  EXPECT_TRUE(h.state().find("number")->find("named")->array.empty());
}

TEST(A11yTwin, TheTreeIsAnAriaTreeOfTheDrawnNodesWithOneSelected) {
  HeadlessApp h;
  h.dispatch(R"({"type":"number.new","max":8})");
  h.dispatch(R"({"type":"tree.expand","depth":2})");
  h.platform_frames(3);
  const json::Value t = twin(h);
  const json::Value& tree = *t.find("tree");
  const auto& items = tree.find("items")->array;
  const json::Value s = h.state();
  EXPECT_EQ(static_cast<double>(items.size()), s.find("tree")->find("nodes")->number);
  EXPECT_EQ(tree.find("more")->number, 0);
  int selected = 0;
  for (const json::Value& it : items) {
    EXPECT_FALSE(it.find("name")->string.empty());
    selected += it.find("selected") ? 1 : 0;
    EXPECT_LE(it.find("pos")->number, it.find("size")->number);
  }
  EXPECT_EQ(selected, 1);
  EXPECT_EQ(items.front().find("level")->number, 1);
  EXPECT_EQ(items.front().find("path")->string, "");
}

TEST(A11yTwin, TheQuizHidesOutcomesInTheTwinToo) {
  HeadlessApp h;
  h.dispatch(R"({"type":"number.new","max":8})");
  h.platform_frames(2);
  ASSERT_TRUE(h.dispatch(R"({"type":"quiz.start","depth":1})").find("ok")->boolean);
  h.platform_frames(3);
  const json::Value t = twin(h);
  // The start and every question are hidden, as the canvas hides them
  // (positions the quiz does not ask about keep their outcomes, as drawn).
  const auto& items = t.find("tree")->find("items")->array;
  auto item = [&](const std::string& path) -> const json::Value* {
    for (const json::Value& it : items)
      if (it.find("path")->string == path) return &it;
    return nullptr;
  };
  std::vector<std::string> paths{""};
  const json::Value quiz = h.state();
  for (const json::Value& q : quiz.find("teach")->find("quiz")->find("questions")->array) {
    std::string p;
    for (const json::Value& m : q.find("path")->array) p += (p.empty() ? "" : ",") + std::to_string(m.integer.value_or(-1));
    paths.push_back(p);
  }
  ASSERT_GT(paths.size(), 2u);
  for (const std::string& p : paths) {
    const json::Value* it = item(p);
    ASSERT_NE(it, nullptr) << "question " << p << " is listed";
    EXPECT_EQ(it->find("outcome")->string, "?") << it->find("name")->string;
    EXPECT_EQ(it->find("name")->string.find("win"), std::string::npos) << it->find("name")->string;
    EXPECT_EQ(it->find("name")->string.find("loss"), std::string::npos) << it->find("name")->string;
  }
}

// The quiz's score and an answered question's feedback are text in the
// twin's panel, in their place after the answers (issue 42 §4): a reader
// in browse mode finds them there, not only in the announcement.
TEST(A11yTwin, TheQuizsScoreAndFeedbackAreTextInThePanel) {
  HeadlessApp h;
  h.dispatch(R"({"type":"number.new","max":8})");
  h.platform_frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.start","depth":1})")));
  h.platform_frames(3);
  auto texts = [&] {
    std::vector<std::string> out;
    const json::Value t = twin(h);
    for (const json::Value& w : t.find("widgets")->array)
      if (w.find("text") && w.find("text")->boolean) out.push_back(w.find("label")->string);
    return out;
  };
  const json::Value s = h.state();
  const json::Value& q1 = s.find("teach")->find("quiz")->find("questions")->array.at(0);
  const std::vector<std::string> before = texts();
  ASSERT_FALSE(before.empty());
  EXPECT_NE(before.back().find("0 / 0"), std::string::npos) << "the score, last: " << before.back();
  json::Writer path;
  path.begin_array();
  for (const json::Value& m : q1.find("path")->array) path.value(static_cast<std::int64_t>(m.integer.value_or(-1)));
  path.end_array();
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"quiz.answer","outcome":"W","path":)" + path.str() + "}")));
  h.platform_frames(3);
  const std::vector<std::string> after = texts();
  EXPECT_NE(after.back().find("/ 1"), std::string::npos) << "one answered: " << after.back();
  const std::string feedback = h.state().find("teach")->find("quiz")->find("questions")->array.at(0).find("feedback")->string;
  ASSERT_FALSE(feedback.empty());
  EXPECT_NE(std::find(after.begin(), after.end(), feedback), after.end()) << "the feedback is in the twin: " << feedback;
}

// A live class's open question on a student's page (class.hide, issue 43):
// nothing on the page answers it, the tree, the header, the hints and the
// twin alike; the reveal brings everything back.
TEST(A11yTwin, AClassQuestionHidesEveryOutcomeUntilTheReveal) {
  HeadlessApp h;
  h.dispatch(R"({"type":"number.new","max":10})");
  ASSERT_TRUE(h.dispatch(R"({"type":"hints","on":true})").find("ok")->boolean);
  h.platform_frames(2);
  const json::Value before = h.state();
  ASSERT_NE(before.find("number")->find("header")->find("outcome")->string, "hidden");
  ASSERT_FALSE(before.find("number")->find("header")->find("winningMoves")->array.empty());

  ASSERT_TRUE(h.dispatch(R"({"type":"class.hide","on":true})").find("ok")->boolean);
  h.platform_frames(3);
  const json::Value s = h.state();
  EXPECT_TRUE(s.find("settings")->find("classHidden")->boolean);
  EXPECT_EQ(s.find("number")->find("header")->find("outcome")->string, "hidden");
  EXPECT_TRUE(s.find("number")->find("header")->find("winningMoves")->is_null());
  const json::Value t = twin(h);
  const auto& items = t.find("tree")->find("items")->array;
  ASSERT_GT(items.size(), 1u) << "the tree is still drawn, only its outcomes go";
  for (const json::Value& it : items) {
    EXPECT_EQ(it.find("outcome")->string, "?") << it.find("name")->string;
    for (const char* word : {"win", "loss", "lose"})
      EXPECT_EQ(it.find("name")->string.find(word), std::string::npos) << it.find("name")->string;
  }

  ASSERT_TRUE(h.dispatch(R"({"type":"class.hide","on":false})").find("ok")->boolean);
  h.platform_frames(3);
  const json::Value after = h.state();
  EXPECT_EQ(after.find("number")->find("header")->find("outcome")->string,
            before.find("number")->find("header")->find("outcome")->string);
  const json::Value t2 = twin(h);
  bool any_known = false;
  for (const json::Value& it : t2.find("tree")->find("items")->array) any_known |= it.find("outcome")->string != "?";
  EXPECT_TRUE(any_known) << "the reveal shows the outcomes again";
}

// The graph editor's retrograde steps grey every disc to "?" until a step
// decides it; the tree below showed "D ∞" for the start meanwhile (issue 43).
// Nothing the step-through hides may show elsewhere: the tree's items, the
// value chart's history.
TEST(A11yTwin, TheGraphEditorsRetrogradeStepsHideTheTreesOutcomesToo) {
  HeadlessApp h;
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"view","view":"loopy"})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"loopy.example","which":"cycle"})")));
  h.platform_frames(3);
  auto known = [&h] {
    std::size_t n = 0;
    const json::Value t = twin(h);  // kept: the loop reads into it
    for (const json::Value& it : t.find("tree")->find("items")->array) n += it.find("outcome")->string != "?";
    return n;
  };
  ASSERT_GT(known(), 0u) << "before the steps, the tree shows outcomes";
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"loopy.induction","step":0})")));
  h.platform_frames(3);
  EXPECT_EQ(known(), 0u) << "while the steps run, the tree shows none";
  EXPECT_TRUE(h.state().find("settings")->find("outcomesHidden")->boolean);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"loopy.induction","step":-1})")));
  h.platform_frames(3);
  EXPECT_GT(known(), 0u) << "the steps closed, the tree shows them again";
}

// A dialog is mirrored only once ImGui shows it: in a popup's first frame its
// window is hidden while it measures itself, and its buttons are clipped, so
// they carry no label yet (a look in that frame named the induction dialog's
// buttons by their automation names and left Cancel out: CI, stop 52).
TEST(A11yTwin, ADialogIsMirroredWithEveryButtonsLabelFromItsFirstLook) {
  HeadlessApp h;
  h.dispatch(R"({"type":"number.new","max":20})");
  h.settle();
  h.platform_frames(3);
  const json::Value t0 = twin(h);
  ASSERT_TRUE(h.app().a11y().activate(id_of(t0, "teach.induction.memo")));
  int seen = 0;
  for (int frame = 0; frame < 6; ++frame) {
    h.platform_frames(1);
    const json::Value t = twin(h);
    const auto& windows = t.find("windows")->array;
    for (const json::Value& w : t.find("widgets")->array) {
      if (windows[static_cast<std::size_t>(w.find("win")->number)].find("kind")->string != "popup") continue;
      EXPECT_FALSE(w.find("label")->string.empty()) << "frame " << frame << ": a button of the dialog with no label";
    }
    std::set<std::string> labels;
    for (const json::Value& w : t.find("widgets")->array) labels.insert(w.find("label")->string);
    if (widget_named(t, "teach.induction.anyway")) {
      ++seen;
      EXPECT_TRUE(labels.contains("Cancel")) << "frame " << frame << ": the dialog shows with its Cancel";
    }
  }
  EXPECT_GT(seen, 0) << "the dialog opened";
}

TEST(A11yTwin, ReducedMotionShowsTheEndStateAtOnce) {
  HeadlessApp h;
  h.platform_frames(2);
  h.app().set_system_reduced_motion(true);
  h.platform_frames(1);
  json::Value s = h.state();
  EXPECT_TRUE(s.find("settings")->find("reducedMotion")->boolean);
  EXPECT_EQ(s.find("settings")->find("motion")->string, "system");
  ASSERT_TRUE(h.dispatch(R"({"type":"number.pick","value":5})").find("ok")->boolean);
  h.platform_frames(1);
  EXPECT_FALSE(h.state().find("number")->find("animation")->find("playing")->boolean);
  // View › Motion › Always animate overrides the preference.
  ASSERT_TRUE(h.dispatch(R"({"type":"motion","mode":"full"})").find("ok")->boolean);
  EXPECT_FALSE(h.state().find("settings")->find("reducedMotion")->boolean);
  ASSERT_TRUE(h.dispatch(R"({"type":"number.pick","value":7})").find("ok")->boolean);
  h.platform_frames(1);
  EXPECT_TRUE(h.state().find("number")->find("animation")->find("playing")->boolean);
  EXPECT_FALSE(h.dispatch(R"({"type":"motion","mode":"slow"})").find("ok")->boolean);
}

TEST(A11yTwin, SingleKeyShortcutsCanBeTurnedOff) {
  HeadlessApp h;
  h.platform_frames(2);
  ASSERT_TRUE(h.dispatch(R"({"type":"shortcuts.singleKey","on":false})").find("ok")->boolean);
  h.press(ImGuiKey_P);
  EXPECT_FALSE(h.state().find("settings")->find("presentation")->boolean);
  ASSERT_TRUE(h.dispatch(R"({"type":"shortcuts.singleKey","on":true})").find("ok")->boolean);
  h.press(ImGuiKey_P);
  EXPECT_TRUE(h.state().find("settings")->find("presentation")->boolean);
}

}  // namespace
}  // namespace gtl::app

namespace gtl::model {
namespace {

TEST(A11yTree, LevelsPositionsAndSetSizesFollowTheDrawnTree) {
  const PositionGraph g = testgames::subtraction_game(4, 2);
  auto view = make_tree_view(g);
  view->set_grouping(false);
  view->expand_to_depth(view->root(), 2);
  view->layout();
  const TwinTree t = twin_tree(*view, nullptr, 0, 100);
  ASSERT_EQ(t.items.size(), view->scene().nodes.size());
  EXPECT_EQ(t.more, 0u);
  // Depth-first: each item's parent comes before it, one level up; siblings
  // number 1..setsize.
  std::map<std::uint32_t, std::set<std::uint32_t>> positions;
  for (std::size_t i = 0; i < t.items.size(); ++i) {
    const TwinTreeItem& it = t.items[i];
    if (i == 0) {
      EXPECT_EQ(it.level, 1u);
      continue;
    }
    ASSERT_LT(it.parent, i);
    EXPECT_EQ(t.items[it.parent].level + 1, it.level);
    EXPECT_TRUE(t.items[it.parent].expanded);
    positions[it.parent].insert(it.posinset);
    EXPECT_LE(it.posinset, it.setsize);
  }
  for (const auto& [parent, pos] : positions) {
    EXPECT_EQ(pos.size(), t.items[parent + 0].expanded ? pos.size() : 0u);
    EXPECT_EQ(*pos.rbegin(), pos.size()) << "posinset runs 1..setsize";
  }
  EXPECT_TRUE(t.items[0].selected);
  EXPECT_NE(t.items[1].name.find("\u2192"), std::string::npos) << t.items[1].name;
}

TEST(A11yTree, PastTheCapTheSelectionsLineStaysListed) {
  const PositionGraph g = testgames::subtraction_game(9, 3);
  auto view = make_tree_view(g);
  view->set_grouping(false);
  view->expand_to_depth(view->root(), 4);
  view->layout();
  const std::size_t n = view->scene().nodes.size();
  ASSERT_GT(n, 30u);
  const std::uint32_t last = static_cast<std::uint32_t>(n - 1);
  const TwinTree t = twin_tree(*view, nullptr, last, 10);
  EXPECT_EQ(t.items.size() + t.more, n);
  bool found = false;
  for (const TwinTreeItem& it : t.items) found |= it.selected && it.scene_index == last;
  EXPECT_TRUE(found) << "the selected node is listed although it lies past the cap";
  // Hidden outcomes say so.
  const TwinTree hidden = twin_tree(*view, [](NodeId) { return Outcome::Unknown; }, 0, 5);
  for (const TwinTreeItem& it : hidden.items) EXPECT_EQ(it.outcome, Outcome::Unknown);
}

}  // namespace
}  // namespace gtl::model
