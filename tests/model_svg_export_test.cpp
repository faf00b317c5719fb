// The SVG exports (model/svg_export.hpp): well-formed XML checked by a small
// tokenizer written here (not the writer's own code), one text element per
// shown node label, the theme's colours where the canvas uses them, escaping,
// and the board, strip and chart drawn from their data.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "model/game_view.hpp"
#include "model/scene_look.hpp"
#include "model/svg_export.hpp"

namespace gtl::model {
namespace {

// ------------------------------------------------------------------ a minimal XML reader
struct Element {
  std::string name;
  std::map<std::string, std::string> attrs;
  std::string text;  // character data directly inside, entities decoded
  int parent = -1;
};

struct Xml {
  bool ok = false;
  std::string error;
  std::vector<Element> elements;
};

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == ':' || c == '.';
}

// Decodes the five named entities and numeric ones; false on a bare '&' or '<'.
bool decode(std::string_view s, std::string& out) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '<') return false;
    if (s[i] != '&') {
      out += s[i];
      continue;
    }
    const std::size_t semi = s.find(';', i);
    if (semi == std::string_view::npos) return false;
    const std::string_view ent = s.substr(i + 1, semi - i - 1);
    static const std::map<std::string_view, char> named{{"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'}, {"apos", '\''}};
    if (auto it = named.find(ent); it != named.end()) out += it->second;
    else if (ent.size() > 1 && ent[0] == '#') out += '?';
    else return false;
    i = semi;
  }
  return true;
}

Xml parse_xml(const std::string& doc) {
  Xml x;
  std::vector<int> open;
  std::size_t i = 0;
  auto fail = [&](const std::string& why) {
    x.error = why + " at byte " + std::to_string(i);
    return x;
  };
  if (doc.rfind("<?xml", 0) == 0) i = doc.find("?>") + 2;
  bool root_seen = false;
  while (i < doc.size()) {
    if (doc[i] != '<') {
      const std::size_t end = doc.find('<', i);
      const std::string_view chunk(doc.data() + i, (end == std::string::npos ? doc.size() : end) - i);
      std::string text;
      if (!decode(chunk, text)) return fail("bad character data");
      if (open.empty()) {
        if (text.find_first_not_of(" \n\t\r") != std::string::npos) return fail("text outside the root");
      } else {
        x.elements[static_cast<std::size_t>(open.back())].text += text;
      }
      i += chunk.size();
      continue;
    }
    if (doc.compare(i, 4, "<!--") == 0) {
      const std::size_t end = doc.find("-->", i);
      if (end == std::string::npos) return fail("unclosed comment");
      i = end + 3;
      continue;
    }
    if (doc.compare(i, 2, "</") == 0) {
      std::size_t j = i + 2;
      while (j < doc.size() && is_name_char(doc[j])) ++j;
      const std::string name = doc.substr(i + 2, j - i - 2);
      if (j >= doc.size() || doc[j] != '>') return fail("bad end tag");
      if (open.empty() || x.elements[static_cast<std::size_t>(open.back())].name != name)
        return fail("end tag </" + name + "> does not match");
      open.pop_back();
      i = j + 1;
      continue;
    }
    std::size_t j = i + 1;
    while (j < doc.size() && is_name_char(doc[j])) ++j;
    Element e;
    e.name = doc.substr(i + 1, j - i - 1);
    if (e.name.empty()) return fail("empty tag name");
    if (open.empty() && root_seen) return fail("a second root element");
    root_seen = true;
    e.parent = open.empty() ? -1 : open.back();
    bool self_closing = false;
    while (true) {
      while (j < doc.size() && std::isspace(static_cast<unsigned char>(doc[j]))) ++j;
      if (j >= doc.size()) return fail("unclosed tag");
      if (doc[j] == '>') { ++j; break; }
      if (doc.compare(j, 2, "/>") == 0) { j += 2; self_closing = true; break; }
      const std::size_t a = j;
      while (j < doc.size() && is_name_char(doc[j])) ++j;
      const std::string key = doc.substr(a, j - a);
      if (key.empty() || j + 1 >= doc.size() || doc[j] != '=' || doc[j + 1] != '"') return fail("bad attribute");
      const std::size_t close = doc.find('"', j + 2);
      if (close == std::string::npos) return fail("unclosed attribute");
      std::string value;
      if (!decode(std::string_view(doc).substr(j + 2, close - j - 2), value)) return fail("bad attribute value");
      if (!e.attrs.emplace(key, value).second) return fail("attribute " + key + " twice");
      j = close + 1;
    }
    x.elements.push_back(std::move(e));
    if (!self_closing) open.push_back(static_cast<int>(x.elements.size() - 1));
    i = j;
  }
  if (!open.empty()) return fail("unclosed element <" + x.elements[static_cast<std::size_t>(open.back())].name + ">");
  if (!root_seen) return fail("no root element");
  x.ok = true;
  return x;
}

bool has_class(const Element& e, std::string_view cls) {
  auto it = e.attrs.find("class");
  if (it == e.attrs.end()) return false;
  const std::string& c = it->second;
  std::size_t p = 0;
  while (p <= c.size()) {
    const std::size_t q = std::min(c.find(' ', p), c.size());
    if (std::string_view(c).substr(p, q - p) == cls) return true;
    p = q + 1;
  }
  return false;
}

std::vector<const Element*> with_class(const Xml& x, std::string_view name, std::string_view cls) {
  std::vector<const Element*> out;
  for (const Element& e : x.elements)
    if (e.name == name && has_class(e, cls)) out.push_back(&e);
  return out;
}

// Elements below the one at index `g` (any depth).
std::vector<const Element*> inside(const Xml& x, const Element* g) {
  std::vector<const Element*> out;
  const auto gi = static_cast<int>(g - x.elements.data());
  for (const Element& e : x.elements)
    for (int p = e.parent; p >= 0; p = x.elements[static_cast<std::size_t>(p)].parent)
      if (p == gi) {
        out.push_back(&e);
        break;
      }
  return out;
}

// A palette whose every colour is distinct, so a test can tell which was used.
SvgPalette test_palette() {
  SvgPalette p;
  p.win = 0x0000A1, p.lose = 0x0000A2, p.draw = 0x0000A3, p.unknown = 0x0000A4;
  p.win_ink = 0x0000B1, p.lose_ink = 0x0000B2, p.draw_ink = 0x0000B3, p.unknown_ink = 0x0000B4;
  p.highlight = 0x0000C1, p.edge = 0x0000C2, p.strike = 0x0000C3, p.forbidden = 0x0000C4, p.first = 0x0000C5;
  p.second = 0x0000C6;
  return p;
}

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

TEST(SvgExport, BoardShowsStrikesReasonsAndNamedTiles) {
  BoardDrawing d;
  d.initial_first = "C";
  d.initial_second = "M";
  d.legend_multiple = "a multiple";
  d.legend_sum = "a sum of multiples";
  d.caption = "Christine named 4: 8 is a multiple & 6 < 8.";
  d.title = "The Number Game 2..8";
  for (int y = 2; y <= 8; ++y) {
    BoardTile t;
    t.value = y;
    if (y == 4) t.state = BoardTile::State::Named;
    if (y == 8) t.state = BoardTile::State::Forbidden, t.strikes = 1, t.reasons = {"2\xC2\xB7" "4", "mult"};
    if (y == 6) t.state = BoardTile::State::Forbidden, t.strikes = 2, t.reasons = {"4+2"};
    t.wins = y == 5;
    d.tiles.push_back(t);
  }
  const SvgPalette p = test_palette();
  const Xml x = parse_xml(board_svg(d, p));
  ASSERT_TRUE(x.ok) << x.error;
  ASSERT_EQ(with_class(x, "g", "tile").size(), 7u);
  for (const Element* tile : with_class(x, "g", "tile")) {
    const int y = std::stoi(tile->attrs.at("data-value"));
    std::size_t strikes = 0;
    std::string number, reason, initial;
    for (const Element* e : inside(x, tile)) {
      strikes += e->name == "line" && e->attrs.at("stroke") == svg::color(p.strike);
      if (e->name == "text" && has_class(*e, "number")) number = e->text;
      if (e->name == "text" && has_class(*e, "reason")) reason = e->text;
      if (e->name == "text" && has_class(*e, "initial")) initial = e->text;
    }
    EXPECT_EQ(number, std::to_string(y));
    EXPECT_EQ(strikes, y == 8 ? 1u : y == 6 ? 2u : 0u) << y;
    EXPECT_EQ(reason, y == 8 ? "2\xC2\xB7" "4" : y == 6 ? "4+2" : "") << y;
    EXPECT_EQ(initial, y == 4 ? "C" : "") << y;
  }
  const auto caption = with_class(x, "text", "caption");
  ASSERT_FALSE(caption.empty());
  EXPECT_EQ(caption[0]->text, d.caption);
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
