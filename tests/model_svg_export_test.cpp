// The SVG exports (model/svg_export.hpp): well-formed XML checked by a small
// tokenizer (svg_check.hpp, not the writer's own code), one text element per
// shown node label, the theme's colours where the canvas uses them, escaping,
// and the strip and chart drawn from their data. (The Number Game's board:
// app_number_board_svg_test.cpp.)
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "model/game_view.hpp"
#include "model/i18n.hpp"
#include "model/scene_look.hpp"
#include "model/svg_export.hpp"
#include "svg_check.hpp"

namespace gtl::model {
namespace {

using namespace svg_check;

const PositionGraph& number_game(int max) {
  static std::map<int, PositionGraph> graphs;
  auto it = graphs.find(max);
  if (it == graphs.end())
    it = graphs.emplace(max, build_graph(number_game::NumberGame{max}, number_game::full(max))).first;
  return it->second;
}

// ------------------------------------------------------------------ tests

TEST(SvgWriter, EscapesTextAndAttributes) {
  EXPECT_EQ(svg::escape("a<b & \"c\" 'd'>"), "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;");
  EXPECT_EQ(svg::escape(std::string("x\x01y", 3)), "xy");  // not allowed in XML 1.0
  svg::Writer w(100, 50, 0x000000, "t<i>tle & co");
  w.open_group("g", "path", "\"quoted\"");
  w.text(1, 2, "<W> & \"D\"", 0xFFFFFF, 12, svg::Anchor::Start, "head");
  const std::string doc = w.finish();  // the group is closed for us
  const Xml x = parse_xml(doc);
  ASSERT_TRUE(x.ok) << x.error << "\n" << doc;
  const auto heads = with_class(x, "text", "head");
  ASSERT_EQ(heads.size(), 1u);
  EXPECT_EQ(heads[0]->text, "<W> & \"D\"");
  EXPECT_EQ(with_class(x, "g", "g")[0]->attrs.at("data-path"), "\"quoted\"");
  EXPECT_EQ(x.elements[0].name, "svg");
  EXPECT_EQ(x.elements[0].attrs.at("viewBox"), "0 0 100 50");
}

TEST(SvgWriter, TheCheckerRejectsBrokenXml) {
  // The checker must be able to fail, or the tests below prove nothing.
  EXPECT_FALSE(parse_xml("<svg><g></svg>").ok);
  EXPECT_FALSE(parse_xml("<svg><text>a < b</text></svg>").ok);
  EXPECT_FALSE(parse_xml("<svg><text>a & b</text></svg>").ok);
  EXPECT_FALSE(parse_xml("<svg a=\"1\" a=\"2\"/>").ok);
  EXPECT_FALSE(parse_xml("<svg/><svg/>").ok);
  EXPECT_TRUE(parse_xml("<svg><text>a &amp; b</text></svg>").ok);
}

TEST(SvgExport, TreeHasOneGroupAndOneLabelPerShownNodeInTheThemeColours) {
  // 2..6: every label ("{2,3,4,5,6}") fits its box whole.
  const PositionGraph& g = number_game(6);
  auto view = make_tree_view(g);
  view->set_grouping(false);
  ASSERT_TRUE(view->expand_to_depth(view->root(), 2).ok);
  view->layout();
  const Scene& s = view->scene();
  ASSERT_GT(s.nodes.size(), 5u);
  TreeDrawing d;
  d.scene = &s;
  d.graph = &g;
  d.title = "The Number Game 2..6 <tree>";
  d.key = [&](std::uint32_t id) {
    std::string k;
    for (auto m : view->path_of(id)) k += (k.empty() ? "" : ",") + std::to_string(m);
    return k;
  };
  const SvgPalette p = test_palette();
  const std::string doc = tree_svg(d, p);
  const Xml x = parse_xml(doc);
  ASSERT_TRUE(x.ok) << x.error;
  const auto nodes = with_class(x, "g", "node");
  ASSERT_EQ(nodes.size(), s.nodes.size());
  // One label per node, the position's own label, in the ink for its fill.
  std::multiset<std::string> want, got;
  for (const SceneNode& n : s.nodes) want.insert(g.nodes[n.position].label);
  for (const Element* node : nodes) {
    const auto parts = inside(x, node);
    int labels = 0;
    std::string fill, ink;
    for (const Element* e : parts) {
      if (e->name == "rect" && fill.empty()) fill = e->attrs.at("fill");
      if (e->name == "text" && has_class(*e, "label")) {
        ++labels;
        got.insert(e->text);
        ink = e->attrs.at("fill");
      }
    }
    EXPECT_EQ(labels, 1) << node->attrs.at("data-path");
    // The fill and the ink follow the node's outcome, from the palette.
    const std::string path = node->attrs.at("data-path");
    const auto it = std::find_if(s.nodes.begin(), s.nodes.end(), [&](const SceneNode& n) { return d.key(n.view_id) == path; });
    ASSERT_NE(it, s.nodes.end()) << path;
    const Outcome o = g.nodes[it->position].outcome;
    EXPECT_EQ(fill, svg::color(p.fill(o))) << path;
    EXPECT_EQ(ink, svg::color(p.ink(o))) << path;
  }
  EXPECT_EQ(got, want);
  // One edge per non-root node; winning moves in the win colour, the rest in the edge colour.
  std::size_t wins = 0, plain = 0;
  for (const Element& e : x.elements) {
    if (e.name != "line" || e.parent < 0 || !has_class(x.elements[static_cast<std::size_t>(e.parent)], "edges")) continue;
    wins += e.attrs.at("stroke") == svg::color(p.win);
    plain += e.attrs.at("stroke") == svg::color(p.edge);
  }
  std::size_t want_wins = 0;
  for (const SceneNode& n : s.nodes)
    want_wins += n.in_edge && g.nodes[n.in_edge->child].outcome == Outcome::Lose;
  EXPECT_EQ(wins, want_wins);
  EXPECT_EQ(wins + plain, s.nodes.size() - 1);
  // The title line, escaped and read back.
  const auto titles = with_class(x, "text", "title");
  ASSERT_EQ(titles.size(), 1u);
  EXPECT_EQ(titles[0]->text, d.title);
}

TEST(SvgExport, TreeWindowShowsOnlyWhatTheCanvasShows) {
  const PositionGraph& g = number_game(10);
  auto view = make_tree_view(g);
  view->set_grouping(false);
  ASSERT_TRUE(view->expand_to_depth(view->root(), 2).ok);
  view->layout();
  const Scene& s = view->scene();
  TreeDrawing d;
  d.scene = &s;
  d.graph = &g;
  const Xml whole = parse_xml(tree_svg(d, {}));
  ASSERT_TRUE(whole.ok) << whole.error;
  // The left third of the drawing, top to bottom.
  const Rect world = layout_world_bounds({s.rows, s.xs}, kTreeGeometry);
  d.window = Rect{world.x0, world.y0, world.x0 + world.width() / 3, world.y1};
  const Xml part = parse_xml(tree_svg(d, {}));
  ASSERT_TRUE(part.ok) << part.error;
  const std::size_t shown = with_class(part, "g", "node").size();
  EXPECT_EQ(with_class(whole, "g", "node").size(), s.nodes.size());
  EXPECT_GT(shown, 0u);
  EXPECT_LT(shown, s.nodes.size());
  EXPECT_EQ(part.elements[0].attrs.at("viewBox").rfind("0 0 1600 ", 0), 0u);  // slide width
}

TEST(SvgExport, GroupedTreeUsesTheCanvasHeads) {
  const PositionGraph& g = number_game(12);
  auto view = make_tree_view(g);
  view->set_grouping(true);
  ASSERT_TRUE(view->expand_to_depth(view->root(), 1).ok);
  view->layout();
  const Scene& s = view->scene();
  TreeDrawing d;
  d.scene = &s;
  d.graph = &g;
  const Xml x = parse_xml(tree_svg(d, {}));
  ASSERT_TRUE(x.ok) << x.error;
  const auto groups = with_class(x, "g", "group");
  std::size_t want = 0;
  for (const SceneNode& n : s.nodes) want += n.group > 0;
  ASSERT_GT(want, 0u);
  ASSERT_EQ(groups.size(), want);
  // Each group's head is one of the wordings the canvas would choose from.
  for (const Element* grp : groups) {
    bool found = false;
    for (const Element* e : inside(x, grp))
      if (e->name == "text" && has_class(*e, "head")) {
        found = true;
        EXPECT_NE(e->text.find("\xE2\x86\x92"), std::string::npos) << e->text;  // "13 moves → W"
      }
    EXPECT_TRUE(found);
  }
}

// Issue 43: the text in a group box ("13 moves → W") touched its edges. Each
// box now holds its head with a margin of at least kPad either side, measured
// in the export's own measure (bold, as heads are drawn), centred on the box,
// in the tree and the DAG views, in English and Chinese (wider ideographs),
// whole and at the canvas's window.
void expect_heads_inside_with_margin(const std::string& doc, const std::string& what, bool groups) {
  constexpr double kPad = 6;
  const Xml x = parse_xml(doc);
  ASSERT_TRUE(x.ok) << x.error;
  if (groups) {
    ASSERT_FALSE(with_class(x, "g", "group").empty()) << what << ": group boxes drawn";
  }
  for (const Element* grp : with_class(x, "g", "node")) {
    const Element* box = nullptr;  // the front card: the last filled rect before the head
    const Element* head = nullptr;
    for (const Element* e : inside(x, grp)) {
      if (e->name == "rect" && e->attrs.at("fill") != "none" && !head) box = e;
      if (e->name == "text" && has_class(*e, "head")) head = e;
    }
    if (!head) continue;
    ASSERT_NE(box, nullptr) << what;
    const double bx = std::stod(box->attrs.at("x")), bw = std::stod(box->attrs.at("width"));
    const double tw = estimated_text_width(head->text, 15, true);
    EXPECT_GE(bw + 0.01, tw + 2 * kPad) << what << ": \"" << head->text << "\" (" << tw << " px) in a box " << bw << " px wide";
    EXPECT_NEAR(std::stod(head->attrs.at("x")), bx + bw / 2, 0.05) << what << ": the head is centred";
  }
}

TEST(SvgExport, GroupBoxesHoldTheirTextWithAMargin) {
  const PositionGraph& g = number_game(12);
  for (const bool dag : {false, true})
    for (const i18n::Lang lang : {i18n::Lang::En, i18n::Lang::Zh}) {
      i18n::set_lang(lang);
      auto view = dag ? make_dag_view(g) : make_tree_view(g);
      view->set_grouping(true);
      ASSERT_TRUE(view->expand_to_depth(view->root(), 1).ok);
      view->layout();
      TreeDrawing d;
      d.scene = &view->scene();
      d.graph = &g;
      const std::string what = std::string(dag ? "dag" : "tree") + (lang == i18n::Lang::Zh ? " zh" : " en");
      const std::string whole = tree_svg(d, {});
      expect_heads_inside_with_margin(whole, what + " whole", !dag);  // the DAG does not group
      // The canvas's window: the first row, a slide wide.
      const Rect world = layout_world_bounds({d.scene->rows, d.scene->xs}, kTreeGeometry);
      const Rect part{world.x0, world.y0, world.x0 + std::min(world.width(), 8.0), world.y1};
      d.window = part;
      expect_heads_inside_with_margin(tree_svg(d, {}), what + " window", !dag);
    }
  i18n::set_lang(i18n::Lang::En);
}

TEST(SvgExport, StripMarksThePeriodAndWrapsRows) {
  StripDrawing d;
  // A made-up pattern: pre-period of 3, then period 4 (W W L D).
  for (int n = 1; n <= 120; ++n) {
    const Outcome cycle[] = {Outcome::Win, Outcome::Win, Outcome::Lose, Outcome::Draw};
    d.outcomes.push_back(n <= 3 ? Outcome::Lose : cycle[(n - 4) % 4]);
  }
  d.period_start = 3;
  d.period_length = 4;
  d.heading = "From N = 3 the pattern repeats every 4";
  const SvgPalette p = test_palette();
  const Xml x = parse_xml(strip_svg(d, p));
  ASSERT_TRUE(x.ok) << x.error;
  const auto cells = with_class(x, "g", "cells");
  ASSERT_EQ(cells.size(), 1u);
  std::size_t rects = 0, win = 0;
  for (const Element* e : inside(x, cells[0]))
    if (e->name == "rect") ++rects, win += e->attrs.at("fill") == svg::color(p.win);
  EXPECT_EQ(rects, 120u);
  EXPECT_EQ(win, static_cast<std::size_t>(std::count(d.outcomes.begin(), d.outcomes.end(), Outcome::Win)));
  // A tick per period start (3, 7, ..., 119) in the highlight colour: 30 periods.
  std::size_t ticks = 0;
  for (const Element* e : inside(x, with_class(x, "g", "period")[0]))
    ticks += e->name == "line" && e->attrs.at("stroke") == svg::color(p.highlight) && e->attrs.at("x1") == e->attrs.at("x2");
  EXPECT_EQ(ticks, 30u);
  EXPECT_EQ(with_class(x, "text", "row").size(), 3u);  // rows of 50: N = 1, 51, 101
}

// A strip that starts at N = 0 (a subtraction game's empty pile) marks its
// period at the same cells as the same strip counted from 1.
TEST(SvgExport, StripFromZeroMarksThePeriodAtTheSameCells) {
  StripDrawing from_one;
  for (int i = 0; i < 60; ++i) from_one.outcomes.push_back(i < 5 ? Outcome::Lose : i % 3 ? Outcome::Win : Outcome::Lose);
  from_one.period_start = 6;  // the cell at index 5
  from_one.period_length = 3;
  StripDrawing from_zero = from_one;
  from_zero.first = 0;
  from_zero.period_start = 5;
  const SvgPalette p = test_palette();
  auto period_lines = [&](const StripDrawing& d, std::vector<std::string>& rows) {
    const Xml x = parse_xml(strip_svg(d, p));
    EXPECT_TRUE(x.ok) << x.error;
    std::vector<std::string> lines;
    for (const Element* e : inside(x, with_class(x, "g", "period")[0]))
      if (e->name == "line") lines.push_back(e->attrs.at("x1") + "," + e->attrs.at("x2") + "," + e->attrs.at("y1"));
    for (const Element* e : with_class(x, "text", "row")) rows.push_back(e->text);
    return lines;
  };
  std::vector<std::string> rows_one, rows_zero;
  const auto one = period_lines(from_one, rows_one), zero = period_lines(from_zero, rows_zero);
  EXPECT_FALSE(one.empty());
  EXPECT_EQ(one, zero);
  EXPECT_EQ(rows_one, (std::vector<std::string>{"N = 1", "N = 51"}));
  EXPECT_EQ(rows_zero, (std::vector<std::string>{"N = 0", "N = 50"}));
}

TEST(SvgExport, ChartHasAPointPerPlyWithItsShapeAndColour) {
  const PositionGraph& g = number_game(8);
  const std::vector<std::int64_t> moves = {6, 5, 4};
  const auto values = value_history(g, moves);
  ASSERT_EQ(values.size(), 3u);
  ChartDrawing d;
  for (const PlyValue& v : values) d.values.push_back(&v), d.moves.push_back(v.move_name);
  d.cursor = 3;
  d.horizon = values[0].before.remoteness;
  const SvgPalette p = test_palette();
  const Xml x = parse_xml(chart_svg(d, p));
  ASSERT_TRUE(x.ok) << x.error;
  const auto points = with_class(x, "g", "point");
  ASSERT_EQ(points.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    const Element* marker = nullptr;
    for (const Element* e : inside(x, points[i]))
      if (e->name == "polygon" || (e->name == "circle" && !marker)) marker = e;
    ASSERT_NE(marker, nullptr);
    EXPECT_EQ(marker->name, "polygon");  // known values: ▲ ▼ ◆
    EXPECT_EQ(marker->attrs.at("fill"), svg::color(p.fill(values[i].after.outcome)));
  }
  // The shared layout puts a winning move above the middle line.
  const ChartLayout lay = value_chart_layout(d.values, d.horizon, {0, 100, 50, 40, 17});
  for (std::size_t i = 0; i < 3; ++i) {
    if (values[i].after.outcome == Outcome::Win) {
      EXPECT_LT(lay.points[i].y, 50);
    } else if (values[i].after.outcome == Outcome::Lose) {
      EXPECT_GT(lay.points[i].y, 50);
    }
  }
}

}  // namespace
}  // namespace gtl::model
