// The lecture model: parsing with errors named by slide and field, the JSON and
// link forms read back to the same lecture, stepping, and the Markdown subset.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/lecture.hpp"

namespace gtl::model {
namespace {

const std::vector<std::string> kActions = {"tree.mode", "tree.focus", "number.pick", "quiz.start", "hints"};

std::string two_slides() {
  return R"({"version":1,"id":"t","title":{"en":"Test","zh":"测试"},"slides":[
    {"text":{"en":"**One** 2..20","zh":"一"},"link":"?game=number&max=20",
     "view":[{"type":"tree.mode","mode":"dag"},{"type":"tree.focus","path":[5,2]}],"enter":[]},
    {"text":"Two","link":"?game=number&max=20&moves=5","enter":[{"type":"number.pick","value":2}]}]})";
}

std::string error_of(const std::string& json) {
  const LectureParse p = parse_lecture(json, kActions);
  EXPECT_FALSE(p.lecture) << json;
  return p.error;
}

TEST(Lecture, ParsesSlidesWithTextLinkAndActions) {
  const LectureParse p = parse_lecture(two_slides(), kActions);
  ASSERT_TRUE(p.lecture) << p.error;
  const Lecture& l = *p.lecture;
  EXPECT_EQ(l.id, "t");
  EXPECT_EQ(l.title.in(i18n::Lang::Zh), "测试");
  ASSERT_EQ(l.slides.size(), 2u);
  EXPECT_EQ(l.slides[0].view.size(), 2u);
  EXPECT_EQ(l.slides[0].view[1].find("path")->array.size(), 2u);
  // A plain string is English; Chinese falls back to it.
  EXPECT_EQ(l.slides[1].text.in(i18n::Lang::Zh), "Two");
  EXPECT_EQ(l.slides[1].enter[0].find("value")->number, 2);
}

TEST(Lecture, JsonRoundTripGivesTheSameLectureAndText) {
  const LectureParse first = parse_lecture(two_slides(), kActions);
  ASSERT_TRUE(first.lecture);
  const std::string text = lecture_to_json(*first.lecture);
  const LectureParse again = parse_lecture(text, kActions);
  ASSERT_TRUE(again.lecture) << again.error;
  EXPECT_EQ(lecture_to_json(*again.lecture), text);  // a fixed point
  const Slide& s = again.lecture->slides[0];
  EXPECT_EQ(s.text.en, "**One** 2..20");
  EXPECT_EQ(s.text.zh, "一");
  EXPECT_EQ(s.link, "?game=number&max=20");
  EXPECT_EQ(s.view[0].find("mode")->string, "dag");
  EXPECT_EQ(again.lecture->slides[1].enter[0].find("type")->string, "number.pick");
  // Whole numbers stay whole: a move is written 2, not 2.0 or 2e0.
  EXPECT_NE(text.find("\"value\":2}"), std::string::npos) << text;
}

TEST(Lecture, LinkFormFramesAndChecksThePayload) {
  // The browser compresses; the app frames and checks what goes in the address.
  std::string payload;
  for (int i = 0; i < 300; ++i) payload += "AZaz09-_"[i % 8];
  const std::string q = lecture_query(payload);
  EXPECT_EQ(q.rfind("?lecture=", 0), 0u);
  const PayloadParse back = lecture_payload(q);
  ASSERT_TRUE(back.payload) << back.error;
  EXPECT_EQ(*back.payload, payload);
  // Also among other keys, without the '?'.
  EXPECT_EQ(*lecture_payload("x=1&lecture=" + payload + "&y=2").payload, payload);

  EXPECT_NE(lecture_payload("?lecture=").error.find("empty"), std::string::npos);
  EXPECT_NE(lecture_payload("?lecture=ab+c/d=").error.find("damaged"), std::string::npos);
  EXPECT_NE(lecture_payload("?game=number").error.find("no lecture"), std::string::npos);
  const std::string too_long(kLectureMaxLinkPayload + 1, 'A');
  EXPECT_NE(lecture_payload("?lecture=" + too_long).error.find("longer than"), std::string::npos);
  EXPECT_TRUE(lecture_payload("?lecture=" + too_long.substr(1)).payload);
}

TEST(Lecture, ValidationNamesTheSlideAndTheField) {
  EXPECT_EQ(error_of(R"({"title":"T","slides":[{"text":"a","link":"?game=number"},{"text":"b"}]})"),
            "slide 2, field \"link\": must be a share-link query such as \"?game=number&max=20\"");
  EXPECT_EQ(error_of(R"({"title":"T","slides":[{"link":"?game=number"}]})"), "slide 1, field \"text\": is missing");
  EXPECT_EQ(error_of(R"({"title":"T","slides":[{"text":{"fr":"x"},"link":"?g"}]})"),
            "slide 1, field \"text\": has an unknown language \"fr\" (\"en\" or \"zh\")");
  EXPECT_EQ(error_of(R"({"title":"T","slides":[{"text":"a","link":"?g","view":{"type":"hints"}}]})"),
            "slide 1, field \"view\": must be a list of actions");
  EXPECT_EQ(error_of(R"({"title":"T","slides":[{"text":"a","link":"?g","notes":1}]})"),
            "slide 1: unknown field \"notes\"");
  EXPECT_EQ(error_of(R"({"slides":[{"text":"a","link":"?g"}]})"), "field \"title\": is missing");
  EXPECT_EQ(error_of(R"({"title":"T","slides":[]})"), "field \"slides\": must be a list of at least one slide");
  EXPECT_EQ(error_of(R"({"version":2,"title":"T","slides":[]})"),
            "field \"version\": this app reads lectures of version 1");
  EXPECT_NE(error_of("{\"title\":").find("not valid JSON"), std::string::npos);
  EXPECT_NE(error_of(std::string(kLectureMaxJsonBytes + 1, ' ')).find("larger than"), std::string::npos);
  const std::string long_text(kLectureMaxTextBytes + 1, 'x');
  EXPECT_EQ(error_of(R"({"title":"T","slides":[{"text":")" + long_text + R"(","link":"?g"}]})"),
            "slide 1, field \"text\": is longer than " + std::to_string(kLectureMaxTextBytes) + " bytes");
}

TEST(Lecture, UnknownAndLectureActionsAreRefused) {
  EXPECT_EQ(error_of(R"({"title":"T","slides":[{"text":"a","link":"?g"},
             {"text":"b","link":"?g","enter":[{"type":"hints","on":true},{"type":"tree.bogus"}]}]})"),
            "slide 2, field \"enter\" (action 2): unknown action type \"tree.bogus\"");
  // A slide must not open or step lectures (it would replay itself).
  EXPECT_EQ(error_of(R"({"title":"T","slides":[{"text":"a","link":"?g","view":[{"type":"lecture.go","index":0}]}]})"),
            "slide 1, field \"view\" (action 1): \"lecture.go\" cannot run inside a slide");
  EXPECT_EQ(error_of(R"({"title":"T","slides":[{"text":"a","link":"?g","view":[{"mode":"dag"}]}]})"),
            "slide 1, field \"view\" (action 1): must be an object with a string \"type\"");
  // The same action is fine once the app has it.
  std::vector<std::string> more = kActions;
  more.push_back("tree.bogus");
  EXPECT_TRUE(parse_lecture(R"({"title":"T","slides":[{"text":"a","link":"?g","enter":[{"type":"tree.bogus"}]}]})", more)
                  .lecture);
}

TEST(Lecture, StepStaysInsideTheSlides) {
  EXPECT_EQ(lecture_step(0, 1, 3), 1u);
  EXPECT_EQ(lecture_step(2, 1, 3), 2u);
  EXPECT_EQ(lecture_step(0, -1, 3), 0u);
  EXPECT_EQ(lecture_step(1, -5, 3), 0u);
  EXPECT_EQ(lecture_step(0, 9, 0), 0u);
}

TEST(Lecture, DropQueryKeyKeepsTheOtherKeys) {
  EXPECT_EQ(drop_query_key("?game=number&lang=zh&max=20", "lang"), "?game=number&max=20");
  EXPECT_EQ(drop_query_key("?lang=zh", "lang"), "?");
  EXPECT_EQ(drop_query_key("game=balls&n=5", "lang"), "game=balls&n=5");
  EXPECT_EQ(drop_query_key("?language=x", "lang"), "?language=x");
}

std::string joined(const TextLine& l) {
  std::string s;
  for (const auto& r : l.runs) s += r.text;
  return s;
}

TEST(Lecture, MarkdownSubsetGivesStyledRuns) {
  const auto lines = parse_slide_text("Plain **bold** and *it* or _it2_.\n\n- first 2..20\n* second\n12. twelfth\n  \n\n");
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_EQ(lines[0].kind, TextLine::Kind::Paragraph);
  EXPECT_EQ(joined(lines[0]), "Plain bold and it or it2.");
  bool saw_bold = false, saw_italic = false;
  for (const auto& r : lines[0].runs) {
    if (r.text == "bold") saw_bold = r.bold && !r.italic;
    if (r.text == "it" || r.text == "it2") saw_italic = r.italic && !r.bold;
  }
  EXPECT_TRUE(saw_bold);
  EXPECT_TRUE(saw_italic);
  EXPECT_EQ(lines[1].kind, TextLine::Kind::Blank);
  EXPECT_EQ(lines[2].kind, TextLine::Kind::Bullet);
  EXPECT_EQ(joined(lines[2]), "first 2..20");
  EXPECT_EQ(lines[3].kind, TextLine::Kind::Bullet);
  EXPECT_EQ(lines[4].kind, TextLine::Kind::Numbered);
  EXPECT_EQ(lines[4].ordinal, 12);
  EXPECT_EQ(joined(lines[4]), "twelfth");  // trailing blank lines are dropped
}

TEST(Lecture, NumbersAreMarkedAsWholeTokens) {
  auto numbers = [](std::string_view text) {
    std::vector<std::string> out;
    for (const auto& l : parse_slide_text(text))
      for (const auto& r : l.runs)
        if (r.number) out.push_back(r.text);
    return out;
  };
  EXPECT_EQ(numbers("from 2..20, N = 10^18 and 3,569,239 or 4800."),
            (std::vector<std::string>{"2..20", "10^18", "3,569,239", "4800"}));
  EXPECT_TRUE(numbers("x2 and h2o").empty());  // digits inside words are not numbers
  // A lone star between spaces is multiplication, not italics.
  const auto l = parse_slide_text("2 * 3 = 6");
  for (const auto& r : l[0].runs) EXPECT_FALSE(r.italic);
  EXPECT_EQ(joined(l[0]), "2 * 3 = 6");
}

// "about" names the drawn items a slide talks about; it reads back, is left out
// of the JSON when empty, and a slide without it is about the tree's start node.
TEST(Lecture, AboutNamesItemsAndDefaultsToTheTreesStart) {
  const std::string json = R"({"title":"T","slides":[
    {"text":"a","link":"?game=number","about":["tile.12","tree.node:*"]},
    {"text":"b","link":"?game=number"}]})";
  const LectureParse p = parse_lecture(json, kActions);
  ASSERT_TRUE(p.lecture) << p.error;
  EXPECT_EQ(p.lecture->slides[0].about, (std::vector<std::string>{"tile.12", "tree.node:*"}));
  EXPECT_EQ(slide_about(p.lecture->slides[1]), (std::vector<std::string>{"tree.node:"}));
  const std::string text = lecture_to_json(*p.lecture);
  EXPECT_NE(text.find(R"("about":["tile.12","tree.node:*"])"), std::string::npos) << text;
  EXPECT_EQ(text.find("about", text.find("\"b\"")), std::string::npos) << "no empty list is written";
  EXPECT_EQ(parse_lecture(text, kActions).lecture->slides[0].about, p.lecture->slides[0].about);
  EXPECT_TRUE(item_matches("tree.node:*", "tree.node:5,2"));
  EXPECT_TRUE(item_matches("tree.node:", "tree.node:"));
  EXPECT_FALSE(item_matches("tree.node:", "tree.node:5"));
  EXPECT_FALSE(item_matches("tile.1", "tile.12"));
  EXPECT_EQ(error_of(R"({"title":"T","slides":[{"text":"a","link":"?game=number","about":"tile.2"}]})"),
            "slide 1, field \"about\": must be a list of item names such as \"tile.12\" or \"tree.node:\"");
  EXPECT_EQ(error_of(R"({"title":"T","slides":[{"text":"a","link":"?game=number","about":["tile.2",""]}]})"),
            "slide 1, field \"about\" (name 2): must be an item name of 1 to 80 characters without spaces");
  EXPECT_NE(error_of(R"({"title":"T","slides":[{"text":"a","link":"?game=number","about":["a b"]}]})"), "");
}

// The slide window's corner: the first of top right, top left, bottom right,
// bottom left clear of the items (its present corner first while it is clear);
// shorter where room is short; the fewest covered when nothing is clear.
TEST(Lecture, SlideWindowGoesWhereItCoversNoItem) {
  const PageBox area{0, 0, 1000, 600};
  const auto box = [&](const SlidePlacement& p) { return slide_window_box(area, 300, p.max_h, p.corner); };
  const auto clear = [&](const SlidePlacement& p, const std::vector<PageBox>& items) {
    const PageBox b = box(p);
    for (const PageBox& it : items)
      if (b.x < it.right() && it.x < b.right() && b.y < it.bottom() && it.y < b.bottom()) return false;
    return true;
  };
  // Nothing to avoid: top right.
  EXPECT_EQ(place_slide_window(area, 300, 250, 100, {}, std::nullopt).corner, SlideCorner::TopRight);
  // An item at the top right: top left.
  std::vector<PageBox> items = {{900, 20, 40, 40}};
  SlidePlacement p = place_slide_window(area, 300, 250, 100, items, std::nullopt);
  EXPECT_EQ(p.corner, SlideCorner::TopLeft);
  EXPECT_EQ(p.covered, 0u);
  EXPECT_TRUE(clear(p, items));
  // A row of tiles across the top: a bottom corner, full height.
  items = {{0, 10, 1000, 60}};
  p = place_slide_window(area, 300, 250, 100, items, std::nullopt);
  EXPECT_EQ(p.corner, SlideCorner::BottomRight);
  EXPECT_EQ(p.max_h, 250);
  EXPECT_TRUE(clear(p, items));
  // Kept in its corner while that stays clear.
  EXPECT_EQ(place_slide_window(area, 300, 250, 100, items, SlideCorner::BottomLeft).corner, SlideCorner::BottomLeft);
  // Tiles at the top, a node low in the middle of each column: no corner has
  // 250 px, the roomiest one gets a shorter window.
  items = {{0, 10, 1000, 60}, {100, 400, 40, 40}, {850, 300, 40, 40}};
  p = place_slide_window(area, 300, 250, 100, items, std::nullopt);
  EXPECT_EQ(p.corner, SlideCorner::BottomRight);
  EXPECT_FLOAT_EQ(p.max_h, 600 - kSlideMargin - 340 - kSlideGap);
  EXPECT_EQ(p.covered, 0u);
  EXPECT_TRUE(clear(p, items));
  // Items everywhere: the corner that covers the fewest.
  items = {{0, 0, 1000, 600}, {10, 10, 20, 20}, {10, 500, 20, 20}, {970, 500, 20, 20}};
  p = place_slide_window(area, 300, 250, 100, items, std::nullopt);
  EXPECT_EQ(p.corner, SlideCorner::TopRight);
  EXPECT_EQ(p.covered, 1u);
}

}  // namespace
}  // namespace gtl::model
