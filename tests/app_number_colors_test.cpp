// The Number Game's own colours (lessons/number/colors.hpp), one table per
// theme: the text on each tile reads (WCAG AA), the ring round a sum's sources
// stands out from the canvas, and the real app draws the shown theme's table on
// the canvas and the asked-for style's table in the board's SVG export.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "app/kit/theme_colors.hpp"
#include "app/lessons/number/colors.hpp"
#include "app_test_support.hpp"
#include "svg_check.hpp"

namespace gtl::app {
namespace {

using testing::HeadlessApp;
using namespace model::svg_check;
namespace svg = model::svg;
using theme::ThemeName;

const NumberColors& table_of(ThemeName t) { return number_colors(t == ThemeName::Light); }

TEST(NumberColors, TextOnEveryTileReadsAndTheSourceRingStandsOutInBothThemes) {
  for (const ThemeName t : {ThemeName::Dark, ThemeName::Light}) {
    const NumberColors& c = table_of(t);
    const std::string name(theme::theme_name(t));
    EXPECT_GE(theme::contrast_ratio(c.tile_text, c.tile), 4.5) << name;
    EXPECT_GE(theme::contrast_ratio(c.forbidden_text, c.forbidden), 4.5) << name;
    EXPECT_GE(theme::contrast_ratio(c.reason_text, c.forbidden), 4.5) << name;
    // A graphical object next to the canvas (WCAG 1.4.11: 3:1).
    EXPECT_GE(theme::contrast_ratio(c.source, theme::colors_of(t).canvas_bg), 3.0) << name;
  }
  EXPECT_NE(kNumberDark.forbidden, kNumberLight.forbidden) << "a dark tile would read as a hole in a white page";
}

// A board of 2..12 with 4 named: 8 and 12 forbidden, the rest allowed.
void name_four(HeadlessApp& h) {
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"anim.speed","value":0})")));  // the naming's end at once
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.new","max":12})")));
  h.settle();
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.pick","value":4})")));
  h.settle();
}

// The fill of the tile group's rectangle, and the stroke of its strikes ("" if none).
struct TileInk {
  std::string fill, strike;
};
TileInk ink_of(const Xml& x, const Element* tile) {
  TileInk out;
  for (const Element* e : inside(x, tile)) {
    if (e->name == "rect" && out.fill.empty()) out.fill = e->attrs.at("fill");
    if (e->name == "line" && out.strike.empty()) out.strike = e->attrs.at("stroke");
  }
  return out;
}

TEST(NumberColors, TheBoardExportDrawsTheTableOfItsStyle) {
  HeadlessApp h;
  ASSERT_NO_FATAL_FAILURE(name_four(h));
  h.frames(2);
  for (const ThemeName style : {ThemeName::Light, ThemeName::Dark}) {
    const NumberColors& c = table_of(style);
    const std::string name(theme::theme_name(style));
    const json::Value r = h.dispatch(R"({"type":"export","what":"board","style":")" + name + "\"}");
    ASSERT_TRUE(ok(r)) << name;
    std::filesystem::remove(r.find("path")->string);
    const Xml x = parse_xml(r.find("text")->string);
    ASSERT_TRUE(x.ok) << x.error;
    int allowed = 0, forbidden = 0;
    for (const Element* tile : with_class(x, "g", "tile")) {
      const TileInk ink = ink_of(x, tile);
      if (has_class(*tile, "forbidden")) {
        ++forbidden;
        EXPECT_EQ(ink.fill, svg::color(c.forbidden)) << name;
        EXPECT_EQ(ink.strike, svg::color(c.strike)) << name;
      } else if (!has_class(*tile, "named")) {
        ++allowed;
        EXPECT_EQ(ink.fill, svg::color(c.tile)) << name;
      }
    }
    EXPECT_GE(forbidden, 2) << name;
    EXPECT_GE(allowed, 2) << name;
  }
}

// Whether any vertex ImGui drew in the last frame has colour `rgb` (opaque).
bool drawn_in(std::uint32_t rgb) {
  const ImU32 col = theme::u32(rgb);
  const ImDrawData* d = ImGui::GetDrawData();
  for (int l = 0; l < d->CmdListsCount; ++l)
    for (const ImDrawVert& v : d->CmdLists[l]->VtxBuffer)
      if (v.col == col) return true;
  return false;
}

TEST(NumberColors, TheCanvasDrawsTheShownThemesTable) {
  HeadlessApp h;
  ASSERT_NO_FATAL_FAILURE(name_four(h));
  for (const ThemeName t : {ThemeName::Light, ThemeName::Dark}) {
    const std::string name(theme::theme_name(t));
    ASSERT_TRUE(ok(h.dispatch(R"({"type":"theme","name":")" + name + "\"}")));
    h.frames(3);
    const NumberColors& shown = table_of(t);
    const NumberColors& other = table_of(t == ThemeName::Light ? ThemeName::Dark : ThemeName::Light);
    EXPECT_TRUE(drawn_in(shown.forbidden)) << name;
    EXPECT_TRUE(drawn_in(shown.tile)) << name;
    EXPECT_FALSE(drawn_in(other.forbidden)) << name;
    EXPECT_FALSE(drawn_in(other.tile)) << name;
  }
}

}  // namespace
}  // namespace gtl::app
