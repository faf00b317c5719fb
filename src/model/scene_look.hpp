// How the drawings look, as rules both the canvas (src/app) and the SVG export
// (svg_export.hpp) call, so a slide shows what the class saw and the two never
// drift: the tree's geometry, the wordings in a node's head, which edges are
// winning moves and in what order move labels are placed, the strip's cell
// heights and period marks, and where the value chart puts its points.
// Colours stay out of here: callers bring them (the app's theme table).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "core/outcome.hpp"
#include "core/position_graph.hpp"
#include "model/draw_list.hpp"
#include "model/game_view.hpp"
#include "model/value_history.hpp"

namespace gtl::model {

// ------------------------------------------------------------------ the tree
// Node boxes are one layout unit wide and about half as tall; rows leave a gap
// for the expander under a parent and the move labels above its children.
inline constexpr NodeGeometry kTreeGeometry{1.0, 0.56, 1.5};
inline constexpr double kTreeSlot = 1.35;  // closest x distance of two nodes on a row (width + sibling gap)
inline constexpr double kTreeBoxMost = kTreeSlot - 0.15;  // the widest a box grows to hold its head (a gap stays)

// A node's head, from the longest wording to the shortest (the drawer keeps
// the first that fits its box): "Q1 W 3  R" … "W"; a group "13 moves → W" …
// "×13"; an undecided node "?".
std::vector<std::string> node_head_texts(const SceneNode& n, Outcome shown, std::uint32_t remoteness,
                                         const std::string& badge);
// The same for a node of `g`: node_head_texts, or where the graph's game ends
// in payoffs (PositionGraph::outcomes false) the position's label ("P2",
// "(0.4, 0.1)", then "0.4,0.1"), a group "×13". `label_in_head` says which: then the drawer
// has no label line to add under the head.
std::vector<std::string> graph_head_texts(const PositionGraph& g, const SceneNode& n, Outcome shown,
                                          const std::string& badge);
inline bool label_in_head(const PositionGraph& g) { return !g.outcomes; }

enum class EdgeLook : std::uint8_t { Plain, Winning, Path };
// Path: on the line under discussion; Winning: a single move to a position the
// opponent loses (thick, blue).
EdgeLook edge_look(bool on_path, const GraphEdge* edge, std::uint32_t group, Outcome child_shown);
// The move label before fitting: "5", or a group's moves "5, 7, 9".
std::string edge_text(const GraphEdge* edge, std::uint32_t group);
// Tree children (scene indices) in the order their move labels are placed:
// the line under discussion, then winning moves, then the rest (stable).
void order_tree_edges(const Scene& s, std::vector<std::uint32_t>& children,
                      const std::function<Outcome(NodeId)>& shown);

// ------------------------------------------------------------------ the strip
// A second cue besides hue: + cells are full height, 0 cells three quarters,
// − cells half (bottom-aligned), readable at any zoom and in greyscale.
float strip_cell_share(Outcome o);
// The period marks under the strip in cell units (cell of N spans [N−1, N)):
// the pre-period is a line over [0, preperiod_end); each period is a tick at
// `from` and a line to `to`.
struct CellSpan {
  double from = 0, to = 0;
};
double preperiod_end(std::uint64_t start);
CellSpan period_span(std::uint64_t period_start, std::uint64_t length, std::uint64_t count);

// ------------------------------------------------------------------ the value chart
// One point per ply: above the middle line when the mover was winning after
// the move, below when losing, on it for a draw; the farther from the middle,
// the nearer the end. Columns are sized for a game as long as perfect play from
// the start (`horizon` plies), narrower if the game is longer.
struct ChartBox {
  double x0 = 0, x1 = 0;  // the points' columns
  double mid = 0;         // the middle line
  double half = 0;        // from the middle line to an edge
  double font = 17;       // the text size (caps the column width and the marker)
};
struct ChartPoint {
  double x = 0, y = 0;  // the marker's centre (an unknown value sits on the middle line)
  bool known = false;
  Outcome outcome = Outcome::Unknown;
  std::uint32_t remoteness = 0;
  bool blunder = false;
};
struct ChartLayout {
  double dx = 0;  // column width
  double r = 0;   // marker radius
  std::vector<ChartPoint> points;
};
// values[i]: ply i+1's value, or nullptr where it is not known.
ChartLayout value_chart_layout(std::span<const PlyValue* const> values, std::size_t horizon, const ChartBox& box);

}  // namespace gtl::model
