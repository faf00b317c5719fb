// Lectures in the whole app with no window: every slide of both built-in
// lectures applies through the automation path and leaves the app where the
// slide says (the game, the position, the tree mode, the teaching mode); what
// the slides' texts claim is read back from the solved state; a lecture written
// in the app survives export and open; broken lectures give a notice; the
// clicker keys step slides instead of moves. At a projector, a laptop and a
// phone (and in presentation mode) the slide window covers none of the items
// its slide is about, and the counts a slide's words state are what it sets up.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <iterator>
#include <regex>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "app/kit/share_link.hpp"
#include "app/kit/theme.hpp"
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
// in under its folder's name, every lecture-<name>.json as "<folder>-<name>",
// each with the title its file gives; a refusal names them all.
TEST(BuiltinLectures, AreEveryLessonFoldersLectureJsonInTheLessonsOrder) {
  std::set<std::string> on_disk;
  for (const auto& dir : std::filesystem::directory_iterator(std::filesystem::path(GTL_SOURCE_DIR) / "src/app/lessons")) {
    if (!dir.is_directory()) continue;
    const std::string game = dir.path().filename().string();
    for (const auto& f : std::filesystem::directory_iterator(dir.path())) {
      const std::string name = f.path().filename().string();
      if (name == "lecture.json") on_disk.insert(game);
      else if (name.starts_with("lecture-") && name.ends_with(".json"))
        on_disk.insert(game + "-" + name.substr(8, name.size() - 8 - 5));
    }
  }
  std::set<std::string> built;
  for (const BuiltinLecture& l : builtin_lectures()) {
    built.emplace(l.id);
    const model::LectureParse p = model::parse_lecture(l.json, {});
    EXPECT_TRUE(p.lecture || !p.error.empty()) << l.id;
    if (p.lecture) {
      EXPECT_EQ(l.title_en, p.lecture->title.en) << l.id;
      EXPECT_EQ(l.title_zh, p.lecture->title.zh) << l.id;
    }
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

// ---- Lectures at the projector: the slide window keeps clear of what its
// slide talks about, and the counts its words state are what it sets up.

// The screens a class opens the app on: a projector, a small laptop, a phone
// (the phone form: one column, under 600 px), and presentation mode.
struct Screen {
  float w, h;
  bool presentation;
  const char* name;
};
const Screen kScreens[] = {{1280, 720, false, "1280x720"},
                           {800, 600, false, "800x600"},
                           {390, 844, false, "phone390x844"},
                           {1280, 720, true, "presentation1280x720"},
                           {800, 600, true, "presentation800x600"}};

bool intersects(const Rect& a, const Rect& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// Every drawn item the slide's name stands for ("tree.node:*" is a prefix).
std::vector<std::pair<std::string, Rect>> drawn_items(App& app, const std::string& pattern) {
  std::vector<std::pair<std::string, Rect>> out;
  app.items().for_each([&](std::string_view name, const Rect& r, unsigned, bool) {
    if (model::item_matches(pattern, name)) out.emplace_back(std::string(name), r);
  });
  return out;
}

std::string show(const Rect& r) {
  return "{" + std::to_string(r.x) + ", " + std::to_string(r.y) + ", " + std::to_string(r.w) + "x" +
         std::to_string(r.h) + "}";
}

class LectureOnScreen : public ::testing::TestWithParam<std::tuple<std::string, int>> {};

// Each slide, once its moves have played and its tree settled: every item the
// slide is about is drawn on the canvas, and the slide window lies over none of them.
TEST_P(LectureOnScreen, TheSlideWindowCoversNoneOfTheItemsItsSlideIsAbout) {
  const auto& [id, which] = GetParam();
  const Screen& screen = kScreens[which];
  HeadlessApp h;
  ImGui::GetIO().DisplaySize = ImVec2(screen.w, screen.h);
  h.frames(2);
  if (screen.presentation) ASSERT_TRUE(ok(h.dispatch(R"({"type":"view.presentation","on":true})")));
  model::Lecture lec;
  walk_lecture(h, id, lec, [&](std::size_t, const model::Slide& s, const json::Value&) {
    h.frames(40, 0.05f);  // two seconds: a move's animation ends, the tree settles
    const json::Value st = h.state();
    const json::Value& c = *st.find("layout")->find("canvas");
    const Rect canvas{static_cast<float>(c.find("x")->number), static_cast<float>(c.find("y")->number),
                      static_cast<float>(c.find("w")->number), static_cast<float>(c.find("h")->number)};
    const auto panel = h.app().items().find("lecture.panel");
    ASSERT_TRUE(panel);
    EXPECT_TRUE(panel->x >= canvas.x - 0.5f && panel->x + panel->w <= canvas.x + canvas.w + 0.5f &&
                panel->y >= canvas.y - 0.5f && panel->y + panel->h <= canvas.y + canvas.h + 0.5f)
        << "the slide window " << show(*panel) << " lies on the canvas " << show(canvas);
    for (const std::string& name : model::slide_about(s)) {
      // A name is drawn wholly on the canvas; a pattern stands for its items on the canvas.
      const bool pattern = name.ends_with('*');
      auto items = drawn_items(h.app(), name);
      if (pattern) std::erase_if(items, [&](const auto& item) { return !intersects(item.second, canvas); });
      EXPECT_FALSE(items.empty()) << name << " is drawn";
      for (const auto& [item, r] : items) {
        if (!pattern)
          EXPECT_TRUE(r.x >= canvas.x - 0.5f && r.x + r.w <= canvas.x + canvas.w + 0.5f && r.y >= canvas.y - 0.5f &&
                      r.y + r.h <= canvas.y + canvas.h + 0.5f)
              << item << " " << show(r) << " lies on the canvas " << show(canvas);
        EXPECT_FALSE(intersects(*panel, r)) << "the slide window " << show(*panel) << " covers " << item << " "
                                            << show(r);
      }
    }
    EXPECT_EQ(st.find("lecture")->find("covered")->number, 0.0);
  });
}

INSTANTIATE_TEST_SUITE_P(Lectures, LectureOnScreen,
                         ::testing::Combine(::testing::Values("number", "balls", "loopy", "payoff-centipede",
                                                              "payoff-ultimatum", "payoff-entry", "payoff-trust",
                                                              "payoff-bos", "payoff-poker", "payoff-horse"),
                                            ::testing::Range(0, static_cast<int>(std::size(kScreens)))),
                         [](const auto& info) {
                           std::string id = std::get<0>(info.param);  // "payoff-entry": a test name has no '-'
                           std::replace(id.begin(), id.end(), '-', '_');
                           return id + "_" + kScreens[std::get<1>(info.param)].name;
                         });

// "Six positions", "6 个局面", "2 questions": the counts a slide's text states.
struct CountClaim {
  std::uint64_t n = 0;
  std::string noun;  // "positions" or "questions"
};

std::uint64_t count_word(const std::string& w) {
  static const std::vector<std::pair<std::string, std::uint64_t>> words = {
      {"one", 1},   {"two", 2},   {"three", 3},  {"four", 4},  {"five", 5},   {"six", 6},    {"seven", 7},
      {"eight", 8}, {"nine", 9},  {"ten", 10},   {"eleven", 11}, {"twelve", 12}, {"一", 1},  {"二", 2},
      {"两", 2},    {"三", 3},    {"四", 4},     {"五", 5},    {"六", 6},     {"七", 7},     {"八", 8},
      {"九", 9},    {"十", 10},   {"十一", 11},  {"十二", 12}};
  std::string lower = w;
  for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  for (const auto& [word, n] : words)
    if (lower == word) return n;
  std::string digits;
  for (char ch : w)
    if (ch != ',') digits += ch;
  return std::stoull(digits);
}

std::vector<CountClaim> count_claims(std::string text) {
  std::erase(text, '*');  // **3,515** positions
  static const std::regex en(
      R"(\b([0-9][0-9,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (positions|questions)\b)",
      std::regex::icase);
  static const std::regex zh("([0-9][0-9,]*|十一|十二|一|二|两|三|四|五|六|七|八|九|十) ?(个局面|道题|个问题)");
  // A Chinese count starts a word: after a space, an ASCII sign or punctuation
  // ("同一个局面", "the same position", counts nothing).
  const auto starts_word = [&](std::size_t at) {
    if (at == 0 || static_cast<unsigned char>(text[at - 1]) < 0x80) return true;
    for (std::string_view p : {"：", "，", "。", "；", "、", "（"})
      if (at >= p.size() && text.compare(at - p.size(), p.size(), p) == 0) return true;
    return false;
  };
  std::vector<CountClaim> out;
  for (const auto* re : {&en, &zh}) {
    for (auto it = std::sregex_iterator(text.begin(), text.end(), *re); it != std::sregex_iterator(); ++it) {
      if (re == &zh && !starts_word(static_cast<std::size_t>(it->position(0)))) continue;
      const std::string noun = (*it)[2];
      out.push_back({count_word((*it)[1]), noun == "个局面" || noun == "positions" ? "positions" : "questions"});
    }
  }
  return out;
}

TEST(Lecture, CountClaimsAreReadInBothLanguages) {
  const auto en = count_claims("**Quiz.** Six positions with exactly **1** move left; 2..20 has only **3,515** positions.");
  ASSERT_EQ(en.size(), 2u);
  EXPECT_EQ(en[0].n, 6u);
  EXPECT_EQ(en[1].n, 3515u);
  const auto zh = count_claims("**测验。** 六个局面，2..20 只有 **3,515** 个局面，共 2 道题；同一个局面。");
  ASSERT_EQ(zh.size(), 3u) << "同一个局面 is \"the same position\", no count";
  EXPECT_EQ(zh[0].n, 6u);
  EXPECT_EQ(zh[1].n, 3515u);
  EXPECT_EQ(zh[2].noun, "questions");
  EXPECT_TRUE(count_claims("a position is W if some move leads to an L position").empty());
}

class EveryLecture : public ::testing::TestWithParam<std::string> {};

// What a slide's words count is what it sets up, in English and in Chinese:
// "N questions" (and "N positions" while a quiz runs) are the quiz's questions,
// other "N positions" the shown game's positions (the lesson's count where it
// keeps one, else the solved graph's). And the tree shows what the
// slide talks about: more than one box on a slide about the tree, and in DAG
// mode a position reached by two moves (more edges than a tree of its boxes has).
TEST_P(EveryLecture, CountsInTheTextAreWhatTheSlideSetsUp) {
  HeadlessApp h;
  model::Lecture lec;
  walk_lecture(h, GetParam(), lec, [&](std::size_t, const model::Slide& s, const json::Value& st) {
    const json::Value& tree = *st.find("tree");
    const json::Value* quiz = st.find("teach")->find("quiz");
    const bool quizzing = st.find("teach")->find("mode")->string == "quiz";
    const auto questions = quizzing ? quiz->find("questions")->array.size() : 0u;
    const auto en = count_claims(s.text.en), zh = count_claims(s.text.zh);
    ASSERT_EQ(en.size(), zh.size()) << "both languages state the same counts:\n" << s.text.en << "\n" << s.text.zh;
    for (std::size_t k = 0; k < en.size(); ++k) {
      EXPECT_EQ(en[k].n, zh[k].n) << s.text.en << "\n" << s.text.zh;
      // Positions: the lesson's own count where it keeps one (the graph editor's), else the solved graph's.
      const json::Value* lesson = st.find(st.find("view")->string);
      const json::Value* positions = lesson && lesson->find("positions") ? lesson->find("positions") : tree.find("positions");
      const bool asks = en[k].noun == "questions" || quizzing;
      const auto counted = asks ? static_cast<std::uint64_t>(questions) : static_cast<std::uint64_t>(positions->number);
      EXPECT_EQ(en[k].n, counted) << "\"" << en[k].n << " " << en[k].noun << "\" in: " << s.text.en;
    }
    const auto about = model::slide_about(s);
    if (std::any_of(about.begin(), about.end(), [](const std::string& n) { return n.starts_with("tree."); }))
      EXPECT_GE(tree.find("nodes")->number, 2.0) << "a slide about the tree shows more than one box: " << s.text.en;
    if (tree.find("mode")->string == "dag") {
      EXPECT_GE(tree.find("nodes")->number, 2.0) << s.text.en;
      EXPECT_GE(tree.find("edges")->number, tree.find("nodes")->number)
          << "the DAG shows a position reached by two moves: " << s.text.en;
    }
  });
}

INSTANTIATE_TEST_SUITE_P(Lectures, EveryLecture,
                         ::testing::Values("number", "balls", "loopy", "payoff-centipede", "payoff-ultimatum",
                                           "payoff-entry", "payoff-trust", "payoff-bos", "payoff-poker", "payoff-horse"));

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

// A slide written while a position is selected is about that position (its
// window keeps clear of it, issue 43 §4); one written at the start names
// nothing and so keeps clear of the start. Both survive export and open.
TEST(Lecture, TheWriterCapturesWhatTheSlideIsAbout) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(h.dispatch(R"({"type":"number.new","max":12})").find("ok")->boolean);
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.addSlide","text":"The start"})").find("ok")->boolean);
  ASSERT_TRUE(h.dispatch(R"({"type":"tree.expand","depth":1})").find("ok")->boolean);
  ASSERT_TRUE(h.dispatch(R"({"type":"tree.select","path":[5]})").find("ok")->boolean);
  h.frames(2);
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.addSlide","text":"After 5"})").find("ok")->boolean);
  h.frames(2);
  auto about = [&] {
    std::vector<std::string> names;
    const json::Value state = h.state();  // held: the loop reads into it
    for (const json::Value& v : state.find("lecture")->find("about")->array) names.push_back(v.string);
    return names;
  };
  EXPECT_EQ(about(), (std::vector<std::string>{"tree.selected"}));
  // The item it names is the drawn node of 5, and the window keeps clear of it.
  const json::Value items = *h.state().find("lecture")->find("aboutItems");
  ASSERT_EQ(items.array.size(), 1u);
  EXPECT_EQ(items.array[0].string, "tree.selected");
  EXPECT_EQ(h.state().find("lecture")->find("covered")->number, 0);

  const std::string json = h.dispatch(R"({"type":"lecture.export"})").find("json")->string;
  h.dispatch(R"({"type":"lecture.close"})");
  json::Writer w;
  w.begin_object().key("type").value("lecture.open").key("json").value(json).end_object();
  ASSERT_TRUE(h.dispatch(w.str()).find("ok")->boolean);
  h.frames(2);
  EXPECT_EQ(about(), (std::vector<std::string>{"tree.node:"})) << "the first slide names nothing: the start";
  ASSERT_TRUE(h.dispatch(R"({"type":"lecture.go","index":1})").find("ok")->boolean);
  h.frames(2);
  EXPECT_EQ(about(), (std::vector<std::string>{"tree.selected"}));
  EXPECT_EQ(ints(*h.state().find("tree")->find("selected")), (std::vector<std::int64_t>{5}));
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


// ---- The payoff lectures: what their words state is the payoff lesson's own
// solver's answer, read back from the app on each slide.

const std::string kPayoffClassics[] = {"centipede", "ultimatum", "entry", "trust", "bos", "poker", "horse"};

double number_of(const std::string& text) {  // "0.4", "-1", "32/5"
  const auto slash = text.find('/');
  return slash == std::string::npos ? std::stod(text) : std::stod(text.substr(0, slash)) / std::stod(text.substr(slash + 1));
}

// The payoff vectors a text writes: "(0.4, 0.1)", "(-1, 2)", "(1, 1, 1)", "(1/3, -1/3)".
std::vector<std::vector<double>> payoff_vectors(const std::string& text) {
  static const std::regex vec(R"(\((-?[0-9]+([./][0-9]+)?(, -?[0-9]+([./][0-9]+)?)+)\))");
  std::vector<std::vector<double>> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), vec); it != std::sregex_iterator(); ++it) {
    const std::string inner = (*it)[1];
    std::vector<double> v;
    for (std::size_t at = 0; at < inner.size();) {
      const std::size_t comma = std::min(inner.find(", ", at), inner.size());
      v.push_back(number_of(inner.substr(at, comma - at)));
      at = comma + 2;
    }
    out.push_back(std::move(v));
  }
  return out;
}

// "2 subgame-perfect equilibria", "two pure Nash equilibria", "the only pure
// Nash equilibrium", "唯一的子博弈完美均衡", "三个纳什均衡": how many equilibria
// of which kind ("spe" or "nash") a text says the game has.
struct EquilibriumClaim {
  std::uint64_t n = 0;
  std::string kind;
};
std::vector<EquilibriumClaim> equilibrium_claims(const std::string& text) {
  static const std::regex en(R"(\b(one|single|only|two|three|four|[0-9]+)\** (pure )?(subgame-perfect|Nash) equilibri)",
                             std::regex::icase);
  static const std::regex zh("(唯一的|一|两|二|三|四|[0-9]+) ?(?:个)?(纯策略)?(子博弈完美|纳什)均衡");  // (?:个)?: a byte-wise ? would take 个's last byte only
  std::vector<EquilibriumClaim> out;
  for (const auto* re : {&en, &zh}) {
    for (auto it = std::sregex_iterator(text.begin(), text.end(), *re); it != std::sregex_iterator(); ++it) {
      const std::string n = (*it)[1];
      const auto at = static_cast<std::size_t>(it->position(0));
      // "每一个", "另一个", "同一个" (every, another, the same) count nothing.
      bool counts = true;
      for (std::string_view p : {"每", "另", "同", "某"})
        if (at >= p.size() && text.compare(at - p.size(), p.size(), p) == 0) counts = false;
      if (!counts) continue;
      const std::uint64_t k = n == "唯一的" || n == "single" || n == "only" || n == "Only" ? 1 : count_word(n);
      out.push_back({k, (*it)[3] == "Nash" || (*it)[3] == "nash" || (*it)[3] == "纳什" ? "nash" : "spe"});
    }
  }
  return out;
}

TEST(Lecture, PayoffVectorsAndEquilibriumCountsAreReadInBothLanguages) {
  EXPECT_EQ(payoff_vectors("Take, (0.8, 3.2), and (1, 1, 1) at 1975 (2003) or (-1, 2), (1/4, -1/4)"),
            (std::vector<std::vector<double>>{{0.8, 3.2}, {1, 1, 1}, {-1, 2}, {0.25, -0.25}}));
  const auto en = equilibrium_claims("finds **2 subgame-perfect equilibria**; the only pure Nash equilibrium; "
                                     "Three Nash equilibria; in every Nash equilibrium");
  ASSERT_EQ(en.size(), 3u);
  EXPECT_EQ(en[0].n, 2u);
  EXPECT_EQ(en[0].kind, "spe");
  EXPECT_EQ(en[1].n, 1u);
  EXPECT_EQ(en[1].kind, "nash");
  EXPECT_EQ(en[2].n, 3u);
  const auto zh = equilibrium_claims("得到 **2 个子博弈完美均衡**；唯一的纯策略纳什均衡；**两个纳什均衡。**；另一个纳什均衡；每一个纳什均衡");
  ASSERT_EQ(zh.size(), 3u);
  EXPECT_EQ(zh[0].n, 2u);
  EXPECT_EQ(zh[1].kind, "nash");
  EXPECT_EQ(zh[2].n, 2u);
}

class PayoffLecture : public ::testing::TestWithParam<std::string> {};

// Each slide opens its classic at its link's moves; every payoff vector its
// text writes (in both languages alike) is one of the game's outcomes; every
// count of equilibria it states is the solver's (subgame-perfect equilibria,
// pure Nash equilibria of the reduced strategic form).
TEST_P(PayoffLecture, StatesTheSolversOutcomesAndEquilibria) {
  HeadlessApp h;
  model::Lecture lec;
  std::size_t vectors = 0;
  walk_lecture(h, "payoff-" + GetParam(), lec, [&](std::size_t, const model::Slide& s, const json::Value& st) {
    const LinkParse link = parse_share_link(s.link);
    ASSERT_TRUE(link.link) << link.error;
    ASSERT_EQ(st.find("view")->string, "payoff");
    const json::Value& pay = *st.find("payoff");
    EXPECT_EQ(pay.find("name")->string, GetParam());
    EXPECT_EQ(ints(*st.find("history")->find("moves")), link.link->moves);
    std::vector<std::vector<double>> leaves;
    for (const auto& n : pay.find("nodes")->array) {
      if (n.find("kind")->string != "leaf") continue;
      std::vector<double> v;
      for (const auto& x : n.find("payoffs")->array) v.push_back(number_of(x.string));
      leaves.push_back(std::move(v));
    }
    const auto en = payoff_vectors(s.text.en);
    EXPECT_EQ(en, payoff_vectors(s.text.zh)) << "both languages write the same payoffs:\n" << s.text.en << "\n" << s.text.zh;
    for (const auto& v : en) {
      ++vectors;
      EXPECT_NE(std::find(leaves.begin(), leaves.end(), v), leaves.end()) << "a payoff vector of the game: " << s.text.en;
    }
    const auto claims = equilibrium_claims(s.text.en), zh = equilibrium_claims(s.text.zh);
    ASSERT_EQ(claims.size(), zh.size()) << "both languages count the same equilibria:\n" << s.text.en << "\n" << s.text.zh;
    for (std::size_t k = 0; k < claims.size(); ++k) {
      EXPECT_EQ(claims[k].n, zh[k].n) << s.text.zh;
      const double solved = claims[k].kind == "spe" ? pay.find("spe")->find("count")->number
                                                    : static_cast<double>(pay.find("nash")->array.size());
      EXPECT_EQ(static_cast<double>(claims[k].n), solved) << claims[k].n << " " << claims[k].kind << " in: " << s.text.en;
    }
  });
  EXPECT_GE(lec.slides.size(), 3u);
  EXPECT_LE(lec.slides.size(), 5u);
  EXPECT_GE(vectors, 1u) << "the lecture names the game's payoffs";
}

INSTANTIATE_TEST_SUITE_P(Lectures, PayoffLecture, ::testing::ValuesIn(kPayoffClassics));

// One-card poker's slide on its mixed equilibrium states the solver's
// behaviour strategies and the game's value to player 1.
TEST(Lecture, PokerSlideStatesTheSolvedBluffAndValue) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"lecture.open","id":"payoff-poker"})")));
  const model::Lecture lec = *model::parse_lecture(builtin_lecture_json("payoff-poker"), action_types(h.app())).lecture;
  bool saw = false;
  for (std::size_t i = 0; i < lec.slides.size(); ++i) {
    const std::string& text = lec.slides[i].text.en;
    if (text.find("**The equilibrium mixes.**") == std::string::npos) continue;
    saw = true;
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"lecture.go","index":)" + std::to_string(i) + "}")));
    h.settle();
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"payoff.mixed","index":-1})")));
    const json::Value st = h.state();
    const json::Value& b = *st.find("payoff")->find("behaviour");
    ASSERT_EQ(b.array.size(), 2u);
    // Player 1's sets: the King's, then the Queen's; player 2's one set. Action 0 raises / meets.
    const std::string king = b.array[0].array[0].array[0].string, queen = b.array[0].array[1].array[0].string;
    const std::string meet = b.array[1].array[0].array[0].string;
    EXPECT_EQ(king, "1");
    EXPECT_NE(text.find("with the Queen " + queen + " of the time"), std::string::npos) << queen;
    EXPECT_NE(text.find("meets " + meet + " of the time"), std::string::npos) << meet;
    const std::string caption = st.find("payoff")->find("caption")->string;
    const auto value = payoff_vectors(caption);
    ASSERT_EQ(value.size(), 1u) << caption;
    EXPECT_DOUBLE_EQ(value[0][0], 1.0 / 3);
    EXPECT_NE(text.find("worth 1/3 to player 1"), std::string::npos);
  }
  EXPECT_TRUE(saw);
}


// Every character of the built-in lectures' Chinese is in the glyphs the app
// builds for Chinese (beyond the string tables' own): no slide shows a box.
TEST(BuiltinLectures, TheirChineseIsInTheChineseGlyphs) {
  HeadlessApp h;
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"lang","lang":"zh"})")));
  theme::load_fonts(17.0f, 1.0f);  // what the platform loop does once fonts_stale()
  unsigned char* pixels = nullptr;
  int w = 0, ht = 0;
  ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &w, &ht);
  ASSERT_EQ(theme::missing_glyphs("简体中文"), 0) << "the Chinese glyphs are loaded";
  std::size_t lectures = 0;
  for (const BuiltinLecture& l : builtin_lectures()) {
    const model::LectureParse p = model::parse_lecture(l.json, action_types(h.app()));
    ASSERT_TRUE(p.lecture) << l.id << ": " << p.error;
    ++lectures;
    EXPECT_EQ(theme::missing_glyphs(p.lecture->title.zh), 0) << l.id << ": " << p.lecture->title.zh;
    for (const model::Slide& s : p.lecture->slides) EXPECT_EQ(theme::missing_glyphs(s.text.zh), 0) << l.id << ": " << s.text.zh;
  }
  EXPECT_GE(lectures, 10u);
  h.frames(1);
  EXPECT_EQ(h.state().find("font")->find("missingGlyphs")->number, 0.0);
  h.dispatch(R"({"type":"lang","lang":"en"})");
}

}  // namespace
}  // namespace gtl::app
