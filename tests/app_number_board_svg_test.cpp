// The Number Game's board as SVG (lessons/number/model.hpp's board_svg): the
// tiles with their strikes, reasons and named players' initials, and the
// caption, read back with the test XML reader (svg_check.hpp).
#include <gtest/gtest.h>

#include <string>

#include "app/lessons/number/colors.hpp"
#include "app/lessons/number/model.hpp"
#include "svg_check.hpp"

namespace gtl::app {
namespace {

using namespace model::svg_check;
namespace svg = model::svg;

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
  const model::SvgPalette p = test_palette();
  const Xml x = parse_xml(board_svg(d, p));
  ASSERT_TRUE(x.ok) << x.error;
  ASSERT_EQ(with_class(x, "g", "tile").size(), 7u);
  for (const Element* tile : with_class(x, "g", "tile")) {
    const int y = std::stoi(tile->attrs.at("data-value"));
    std::size_t strikes = 0;
    std::string number, reason, initial;
    for (const Element* e : inside(x, tile)) {
      strikes += e->name == "line" && e->attrs.at("stroke") == svg::color(number_colors(p.light).strike);
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

}  // namespace
}  // namespace gtl::app
