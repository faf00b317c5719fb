// The picture of a game graph as the editor draws it and File › Export… writes
// it: positions as discs coloured by outcome with their value ("W 3", "D ∞"),
// moves as arrows with arrowheads, winning moves and the moves inside draws by
// infinite play picked out. One description, read by the ImGui canvas and by
// graph_svg(), so a slide shows what the class saw.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/solution.hpp"
#include "app/lessons/graph/model_doc.hpp"
#include "model/svg_export.hpp"

namespace gtl::model {

enum class MoveStyle : std::uint8_t {
  Plain,
  Winning,    // from a won position to a lost one: a move that keeps the win
  DrawCycle,  // on a cycle of draws by infinite play: the loop play goes round
};

struct PictureNode {
  Point at;
  std::string text;   // the label (or id)
  std::string badge;  // "W 3", "L 0", "D ∞", "?" while hidden
  Outcome shown = Outcome::Unknown;
  bool start = false;
};

struct PictureMove {
  std::uint32_t from = 0, to = 0;
  MoveStyle style = MoveStyle::Plain;
  bool two_way = false;  // the reverse move exists too: both are drawn bent apart
};

struct GraphPicture {
  std::vector<PictureNode> nodes;
  std::vector<PictureMove> moves;
};

// `shown[v]` is what position v shows (Outcome::Unknown: not decided yet, "?"),
// one per position.
GraphPicture graph_picture(const GraphDocument& doc, std::span<const Point> points, std::span<const Solution> shown);

// An arrow from the disc at `a` to the disc at `b` (both of radius r): the
// segment between the rims, bent sideways by `bend` at its middle (a two-way
// pair bends apart), and the arrowhead's three corners (the tip on b's rim).
struct ArrowShape {
  Point from, mid, to;
  std::array<Point, 3> head;
};
ArrowShape arrow_shape(Point a, Point b, double r, double bend, double head);
// A move from a position to itself: a loop above the disc, as a polyline, and its head.
struct LoopShape {
  std::vector<Point> line;
  std::array<Point, 3> head;
};
LoopShape loop_shape(Point at, double r, double head);

// Distance from p to the arrow's two segments (for clicking on a move).
double distance_to_arrow(const ArrowShape& a, Point p);

// The picture as a standalone SVG: the title on top, then the graph in a box
// fitted around the discs.
std::string graph_svg(const GraphPicture& pic, const SvgPalette& palette, std::string_view title, double radius);

}  // namespace gtl::model
