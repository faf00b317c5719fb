// Lectures in the whole app with no window: every slide of both built-in
// lectures applies through the automation path and leaves the app where the
// slide says (the game, the position, the tree mode, the teaching mode); what
// the slides' texts claim is read back from the solved state; a lecture written
// in the app survives export and open; broken lectures give a notice; the
// clicker keys step slides instead of moves.
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "app/kit/share_link.hpp"
#include "app_test_support.hpp"
#include "model/lecture.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;

std::vector<std::string> action_types(App& app) {
  std::vector<std::string> out;
  for (auto& [type, help] : app.automation().actions()) out.push_back(type);
  return out;
}

std::vector<std::int64_t> ints(const json::Value& array) {
  std::vector<std::int64_t> out;
  for (const auto& v : array.array) out.push_back(static_cast<std::int64_t>(v.number));
  return out;
}

// The moves the timeline shows after a slide: the link's moves, then the
// moves its entry actions make.
std::vector<std::int64_t> expected_moves(const model::Slide& s, const ShareLink& link) {
  std::vector<std::int64_t> moves = link.moves;
  for (const auto& a : s.enter) {
    const std::string& type = a.find("type")->string;
    if (type == "number.pick") moves.push_back(static_cast<std::int64_t>(a.find("value")->number));
    if (type == "balls.take") moves.push_back(static_cast<std::int64_t>(a.find("k")->number));
    if (type == "move") moves.push_back(static_cast<std::int64_t>(a.find("value")->number));
  }
  return moves;
}

std::string expected_teach_mode(const model::Slide& s) {
  std::string mode = "off";
  for (const auto& a : s.enter) {
    const std::string& type = a.find("type")->string;
    if (type == "teach.induction") mode = "induction";
    if (type == "quiz.start") mode = "quiz";
    if (type == "play.start") mode = "play";
  }
  return mode;
}

// Opens the built-in lecture `id` and shows each slide in turn, as a class
// would. Every slide has its Chinese text, applies, and leaves no notice; the
// lecture then says it is on that slide. `check` looks at the rest of the
// app's state there.
using SlideCheck = std::function<void(std::size_t, const model::Slide&, const json::Value&)>;
void walk_lecture(HeadlessApp& h, const std::string& id, model::Lecture& lec, const SlideCheck& check) {
  h.frames(2);
  const model::LectureParse parsed = model::parse_lecture(builtin_lecture_json(id), action_types(h.app()));
  ASSERT_TRUE(parsed.lecture) << parsed.error;
  lec = *parsed.lecture;
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.open","id":")" + id + "\"}").find("ok")->boolean);
  for (std::size_t i = 0; i < lec.slides.size(); ++i) {
    SCOPED_TRACE("slide " + std::to_string(i + 1));
    const model::Slide& s = lec.slides[i];
    EXPECT_FALSE(s.text.zh.empty()) << "every built-in slide has Chinese text";
    const json::Value r = h.dispatch(R"({"type":"lecture.go","index":)" + std::to_string(i) + "}");
    ASSERT_TRUE(r.find("ok")->boolean) << r.find("error")->string;
    h.settle();
    h.frames(3);
    const json::Value st = h.state();
    EXPECT_EQ(st.find("notice")->string, "");
    EXPECT_EQ(st.find("lecture")->find("index")->number, static_cast<double>(i));
    check(i, s, st);
  }
}

class EachBuiltinLecture : public ::testing::TestWithParam<std::string> {};

TEST_P(EachBuiltinLecture, EverySlideAppliesAndShowsWhatItSays) {
  HeadlessApp h;
  model::Lecture lec;
  walk_lecture(h, GetParam(), lec, [&](std::size_t, const model::Slide& s, const json::Value& st) {
    const json::Value& l = *st.find("lecture");
    EXPECT_EQ(l.find("count")->number, static_cast<double>(lec.slides.size()));
    EXPECT_EQ(l.find("text")->string, s.text.en);
    const LinkParse link = parse_share_link(s.link);
    ASSERT_TRUE(link.link) << link.error;
    EXPECT_EQ(st.find("view")->string, link.link->game);
    // The slide's start is the link's: the lesson's keys read back the same.
    EXPECT_EQ(h.app().lesson().link_args().pairs(), link.link->args.pairs()) << s.link;
    EXPECT_EQ(ints(*st.find("history")->find("moves")), expected_moves(s, *link.link));
    for (const auto& a : s.view) {
      if (a.find("type")->string == "tree.mode") {
        EXPECT_EQ(st.find("tree")->find("mode")->string, a.find("mode")->string);
      }
    }
    EXPECT_EQ(st.find("teach")->find("mode")->string, expected_teach_mode(s));
  });
  EXPECT_GE(lec.slides.size(), 6u);
  EXPECT_LE(lec.slides.size(), 10u);
}

// The lecture list is the lessons' folders: every lecture.json there is built
// in under its folder's name, and a refusal names them all.
TEST(BuiltinLectures, AreEveryLessonFoldersLectureJsonInTheLessonsOrder) {
  std::set<std::string> on_disk;
  for (const auto& dir : std::filesystem::directory_iterator(std::filesystem::path(GTL_SOURCE_DIR) / "src/app/lessons"))
    if (std::filesystem::exists(dir.path() / "lecture.json")) on_disk.insert(dir.path().filename().string());
  std::set<std::string> built;
  for (const BuiltinLecture& l : builtin_lectures()) {
    built.emplace(l.id);
    const model::LectureParse p = model::parse_lecture(l.json, {});
    EXPECT_TRUE(p.lecture || !p.error.empty()) << l.id;
  }
  EXPECT_EQ(built, on_disk);
  ASSERT_GE(built.size(), 3u);
  HeadlessApp h;
  h.frames(2);
  // An unknown id is refused with the list of those there are.
  const std::string refused = h.dispatch(R"({"type":"lecture.open","id":"nope"})").find("error")->string;
  for (const std::string& id : built) EXPECT_NE(refused.find("\"" + id + "\""), std::string::npos) << refused;
}

// The two lectures of the first games keep to the 6-10 slide rule, and each
// slide's link names its start (the loopy lecture opens its lesson's default
// graph: LoopyLecture checks it).
INSTANTIATE_TEST_SUITE_P(Lectures, EachBuiltinLecture, ::testing::Values("number", "balls"));

TEST(LoopyLecture, EverySlideAppliesInTheLoopyLessonWithoutANotice) {
  HeadlessApp h;
  model::Lecture lec;
  walk_lecture(h, "loopy", lec, [&](std::size_t, const model::Slide& s, const json::Value& st) {
    const LinkParse link = parse_share_link(s.link);
    ASSERT_TRUE(link.link) << link.error;
    EXPECT_EQ(st.find("view")->string, link.link->game);
    // The add-back game on 0..5: six positions, whatever the slide shows of it.
    EXPECT_EQ(st.find(link.link->game)->find("positions")->number, 6.0);
  });
  EXPECT_GE(lec.slides.size(), 3u);
}

// The facts the slides state are the solver's, read back from the app.
TEST(Lecture, NumberSlidesStateTheSolvedFacts) {
  HeadlessApp h;
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.open","id":"number"})").find("ok")->boolean);
  const model::Lecture lec = *model::parse_lecture(builtin_lecture_json("number"), action_types(h.app())).lecture;
  bool saw_winning = false, saw_memo = false;
  for (std::size_t i = 0; i < lec.slides.size(); ++i) {
    h.dispatch(R"({"type":"lecture.go","index":)" + std::to_string(i) + "}");
    h.settle();
    const json::Value st = h.state();
    const std::string& text = lec.slides[i].text.en;
    if (text.find("winning moves of 2..20") != std::string::npos) {
      saw_winning = true;
      const auto wins = ints(*st.find("number")->find("winningMoves"));
      ASSERT_FALSE(wins.empty());
      std::string list;
      for (std::size_t k = 0; k < wins.size(); ++k)
        list += (k == 0 ? "" : k + 1 == wins.size() ? " and " : ", ") + std::to_string(wins[k]);
      EXPECT_NE(text.find(list), std::string::npos) << list;
      EXPECT_NE(text.find("wins in " + std::to_string(static_cast<int>(st.find("number")->find("remoteness")->number)) +
                          " plies"),
                std::string::npos);
    }
    if (text.find("Why the memo matters") != std::string::npos) {
      saw_memo = true;
      const json::Value& t = *st.find("teach");
      // The unmerged tree's size comes as text (it can pass 64 bits); 2..8's fits a double.
      EXPECT_GT(std::stod(t.find("visitsWithoutMemo")->string), t.find("visitsWithMemo")->number);
    }
    if (text.find("only **3** is left") != std::string::npos) {
      h.dispatch(R"({"type":"anim.skip"})");
      EXPECT_EQ(ints(*h.state().find("number")->find("allowed")), (std::vector<std::int64_t>{3}));
    }
  }
  EXPECT_TRUE(saw_winning);
  EXPECT_TRUE(saw_memo);
}

TEST(Lecture, BallSlidesStateTheSolvedFacts) {
  HeadlessApp h;
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.open","id":"balls"})").find("ok")->boolean);
  const model::Lecture lec = *model::parse_lecture(builtin_lecture_json("balls"), action_types(h.app())).lecture;
  int parity_slides = 0;
  bool saw_period = false;
  for (std::size_t i = 0; i < lec.slides.size(); ++i) {
    h.dispatch(R"({"type":"lecture.go","index":)" + std::to_string(i) + "}");
    const json::Value st = h.state();
    const std::string& text = lec.slides[i].text.en;
    const json::Value& b = *st.find("balls");
    if (text.find("**1** ball") != std::string::npos || text.find("pile of **1**") != std::string::npos) {
      ++parity_slides;
      EXPECT_EQ(b.find("left")->number, 1);
      const std::string outcome = b.find("outcome")->string;  // for the player to move
      EXPECT_EQ(outcome, text.find("**wins**") != std::string::npos ? "+" : "-") << text;
    }
    if (text.find("repeats every") != std::string::npos) {
      saw_period = true;
      const json::Value& strip = *b.find("strip");
      EXPECT_NE(text.find("N = **" + std::to_string(static_cast<int>(strip.find("preperiod")->number)) + "**"),
                std::string::npos);
      EXPECT_NE(text.find("every **" + std::to_string(static_cast<int>(strip.find("period")->number)) + "**"),
                std::string::npos);
    }
    if (text.find("**N = 10^18.**") != std::string::npos) {
      // The judge panel answered both counts; the text names the answer.
      const std::string out = b.find("judge")->find("output")->string;
      EXPECT_EQ(out.substr(0, 3), "0 0");
      EXPECT_NE(text.find("answers **0**"), std::string::npos);
    }
  }
  EXPECT_EQ(parity_slides, 2);
  EXPECT_TRUE(saw_period);
}

TEST(Lecture, WrittenLectureSurvivesExportAndOpen) {
  HeadlessApp h;
  h.dispatch(R"({"type":"number.new","max":12})");
  h.dispatch(R"({"type":"number.pick","value":5})");
  h.dispatch(R"({"type":"tree.mode","mode":"dag"})");
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.addSlide","text":"First **slide**"})").find("ok")->boolean);
  h.dispatch(R"({"type":"view","view":"balls"})");
  h.dispatch(R"({"type":"balls.new","take":[1,2],"n":7})");
  h.dispatch(R"({"type":"tree.mode","mode":"tree"})");
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.addSlide","text":"Second"})").find("ok")->boolean);
  h.frames(2);
  const json::Value l = *h.state().find("lecture");
  EXPECT_EQ(l.find("count")->number, 2);
  EXPECT_EQ(l.find("index")->number, 1);

  const json::Value ex = h.dispatch(R"({"type":"lecture.export"})");
  ASSERT_TRUE(ex.find("ok")->boolean);
  const std::string json = ex.find("json")->string;
  EXPECT_EQ(ex.find("link")->string, "");  // made by the browser; none without one

  h.dispatch(R"({"type":"lecture.close"})");
  EXPECT_TRUE(h.state().find("lecture")->is_null());
  json::Writer w;
  w.begin_object().key("type").value("lecture.open").key("json").value(json).end_object();
  ASSERT_TRUE(h.dispatch(w.str()).find("ok")->boolean);
  json::Value st = h.state();
  EXPECT_EQ(st.find("lecture")->find("text")->string, "First **slide**");
  EXPECT_EQ(st.find("view")->string, "number");
  EXPECT_EQ(st.find("number")->find("max")->number, 12);
  EXPECT_EQ(ints(*st.find("history")->find("moves")), (std::vector<std::int64_t>{5}));
  EXPECT_EQ(st.find("tree")->find("mode")->string, "dag");
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.go","index":1})").find("ok")->boolean);
  st = h.state();
  EXPECT_EQ(st.find("view")->string, "balls");
  EXPECT_EQ(st.find("balls")->find("n")->number, 7);
  EXPECT_EQ(st.find("tree")->find("mode")->string, "tree");
  // Exporting again gives the same text.
  EXPECT_EQ(h.dispatch(R"({"type":"lecture.export"})").find("json")->string, json);
}

// A slide keeps the tree as the teacher opened it: every expanded node (an
// opened group too), not only the current line, in both drawings.
TEST(Lecture, ASlideRestoresTheExpandedTree) {
  for (const char* mode : {"tree", "dag"}) {
    HeadlessApp h;
    h.frames(2);
    ASSERT_TRUE(h.dispatch(R"({"type":"number.new","max":12})").find("ok")->boolean);
    h.dispatch(std::string(R"({"type":"tree.mode","mode":")") + mode + "\"}");
    ASSERT_TRUE(h.dispatch(R"({"type":"tree.expand","depth":2})").find("ok")->boolean);
    ASSERT_TRUE(h.dispatch(R"({"type":"tree.expandPV"})").find("ok")->boolean);
    h.frames(2);
    const json::Value before = *h.state().find("tree");
    ASSERT_TRUE(before.find("restore")->is_array());
    ASSERT_GT(before.find("restore")->array.size(), 5u);
    ASSERT_TRUE(h.dispatch(R"({"type":"lecture.addSlide","text":"Opened"})").find("ok")->boolean);
    ASSERT_TRUE(h.dispatch(R"({"type":"tree.collapseAll"})").find("ok")->boolean);
    h.frames(1);
    ASSERT_LT(h.state().find("tree")->find("nodes")->number, before.find("nodes")->number);
    ASSERT_TRUE(h.dispatch(R"({"type":"lecture.go","index":0})").find("ok")->boolean);
    h.frames(2);
    const json::Value after = *h.state().find("tree");
    EXPECT_EQ(after.find("nodes")->number, before.find("nodes")->number) << mode;
    EXPECT_EQ(after.find("expanded")->number, before.find("expanded")->number) << mode;
    EXPECT_EQ(after.find("restore")->array.size(), before.find("restore")->array.size()) << mode;
  }
  HeadlessApp h;
  EXPECT_FALSE(h.dispatch(R"({"type":"tree.restore","lines":[[2,99]]})").find("ok")->boolean);
  EXPECT_FALSE(h.dispatch(R"({"type":"tree.restore","lines":[2]})").find("ok")->boolean);
  EXPECT_FALSE(h.dispatch(R"({"type":"tree.restore"})").find("ok")->boolean);
}

TEST(Lecture, BrokenLecturesGiveANoticeAndLeaveTheAppUsable) {
  HeadlessApp h;
  h.dispatch(R"({"type":"number.pick","value":5})");
  const json::Value r = h.dispatch(
      R"({"type":"lecture.open","json":"{\"title\":\"T\",\"slides\":[{\"text\":\"a\",\"link\":\"?game=number&max=99\"}]}"})");
  EXPECT_FALSE(r.find("ok")->boolean);
  EXPECT_NE(r.find("error")->string.find("slide 1, field \"link\""), std::string::npos) << r.find("error")->string;
  const json::Value st = h.state();
  EXPECT_NE(st.find("notice")->string.find("Could not open the lecture"), std::string::npos);
  EXPECT_TRUE(st.find("lecture")->is_null());
  EXPECT_EQ(ints(*st.find("history")->find("moves")), (std::vector<std::int64_t>{5}));
  EXPECT_FALSE(h.dispatch(R"({"type":"lecture.open","json":"not json"})").find("ok")->boolean);
  EXPECT_FALSE(h.dispatch(R"({"type":"lecture.open","id":"chess"})").find("ok")->boolean);
  EXPECT_FALSE(h.dispatch(R"({"type":"lecture.go","index":0})").find("ok")->boolean);
  EXPECT_FALSE(h.dispatch(R"({"type":"lecture.export"})").find("ok")->boolean);
  // A broken lecture link is refused before anything is decompressed.
  EXPECT_FALSE(h.dispatch(R"({"type":"lecture.open","link":"?lecture=%%%"})").find("ok")->boolean);
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.open","id":"number"})").find("ok")->boolean);
  EXPECT_FALSE(h.dispatch(R"({"type":"lecture.go","index":99})").find("ok")->boolean);
}

// A key press and release in separate frames (no Tab involved, so the frames
// need not pass through App::before_new_frame).
void press(HeadlessApp& h, ImGuiKey key) {
  ImGui::GetIO().AddKeyEvent(key, true);
  h.frames(1);
  ImGui::GetIO().AddKeyEvent(key, false);
  h.frames(2);
}

double slide(HeadlessApp& h) { return h.state().find("lecture")->find("index")->number; }
double moves_shown(HeadlessApp& h) { return h.state().find("history")->find("index")->number; }

TEST(Lecture, ClickerKeysStepSlidesNotMoves) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.open","id":"number"})").find("ok")->boolean);
  h.frames(2);
  press(h, ImGuiKey_PageDown);
  h.settle();
  EXPECT_EQ(slide(h), 1);
  EXPECT_EQ(moves_shown(h), 2);  // slide 2: the position after 5, then 2 named (animated)
  h.dispatch(R"({"type":"anim.skip"})");
  press(h, ImGuiKey_PageDown);
  EXPECT_EQ(slide(h), 2);
  press(h, ImGuiKey_PageUp);
  EXPECT_EQ(slide(h), 1);
  press(h, ImGuiKey_RightArrow);
  EXPECT_EQ(slide(h), 2);
  press(h, ImGuiKey_LeftArrow);
  EXPECT_EQ(slide(h), 1);
  h.dispatch(R"({"type":"anim.skip"})");
  // While writing, the arrows step the game again (PageDown still steps slides).
  ASSERT_TRUE(h.click("lecture.write"));
  EXPECT_TRUE(h.state().find("lecture")->find("writing")->boolean);
  const double before = moves_shown(h);
  press(h, ImGuiKey_LeftArrow);
  EXPECT_EQ(slide(h), 1);
  EXPECT_EQ(moves_shown(h), before - 1);
  // The buttons, with the mouse.
  ASSERT_TRUE(h.click("lecture.write"));
  ASSERT_TRUE(h.click("lecture.next"));
  EXPECT_EQ(slide(h), 2);
  ASSERT_TRUE(h.click("lecture.prev"));
  EXPECT_EQ(slide(h), 1);
  // Back to the slide after exploring.
  h.dispatch(R"({"type":"anim.skip"})");
  h.dispatch(R"({"type":"history.goto","index":0})");
  ASSERT_TRUE(h.click("lecture.back"));
  EXPECT_EQ(ints(*h.state().find("history")->find("moves")), (std::vector<std::int64_t>{5, 2}));
  ASSERT_TRUE(h.click("lecture.close"));
  EXPECT_TRUE(h.state().find("lecture")->is_null());
  // With no lecture, PageDown steps the timeline as before.
  h.dispatch(R"({"type":"history.goto","index":0})");
  press(h, ImGuiKey_PageDown);
  EXPECT_EQ(moves_shown(h), 1);
}

TEST(Lecture, WriterButtonsAddReorderDuplicateDelete) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.addSlide","text":"A"})").find("ok")->boolean);
  h.frames(2);
  ASSERT_TRUE(h.click("lecture.write"));
  h.dispatch(R"({"type":"number.pick","value":7})");
  h.dispatch(R"({"type":"anim.skip"})");
  ASSERT_TRUE(h.click("lecture.add"));  // captures the position after 7
  auto texts = [&] {
    const json::Value ex = h.dispatch(R"({"type":"lecture.export"})");
    const auto lec = model::parse_lecture(ex.find("json")->string, action_types(h.app())).lecture;
    std::vector<std::string> out;
    for (const auto& s : lec->slides) out.push_back(s.link);
    return out;
  };
  EXPECT_EQ(texts(), (std::vector<std::string>{"?game=number&max=20", "?game=number&max=20&moves=7"}));
  ASSERT_TRUE(h.click("lecture.up"));
  EXPECT_EQ(texts(), (std::vector<std::string>{"?game=number&max=20&moves=7", "?game=number&max=20"}));
  ASSERT_TRUE(h.click("lecture.duplicate"));
  EXPECT_EQ(texts().size(), 3u);
  EXPECT_EQ(slide(h), 1);
  ASSERT_TRUE(h.click("lecture.delete"));
  EXPECT_EQ(texts(), (std::vector<std::string>{"?game=number&max=20&moves=7", "?game=number&max=20"}));
  // An entry action chosen from the list (the first one offered: play a move).
  ASSERT_TRUE(h.click("lecture.entry.add"));
  const json::Value ex = h.dispatch(R"({"type":"lecture.export"})");
  const auto lec = model::parse_lecture(ex.find("json")->string, action_types(h.app())).lecture;
  ASSERT_TRUE(lec);
  ASSERT_EQ(lec->slides[1].enter.size(), 1u);
  EXPECT_EQ(lec->slides[1].enter[0].find("type")->string, "move");
}

}  // namespace
}  // namespace gtl::app
