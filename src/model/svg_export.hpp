// The drawings a teacher puts on a slide, as SVG documents written by pure
// functions: the game tree or DAG as drawn, the outcome strip with the period
// marked (the ball and subtraction games), and the move-value history chart.
// A game's own drawing lives with the game and is written with the same
// document parts (svg_doc below): the Number Game's board is
// lessons/number/model.cpp's board_svg. Each is built from the same data
// and the same look rules (scene_look.hpp) the canvas draws with; colours come
// in as plain data from the app's theme table, words from the caller (already
// translated), so nothing here knows about ImGui or the theme code.
//
// Every document: a viewBox 1600 user units wide (the tree: its own aspect),
// a title line naming the game and the position, text as <text> elements.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/outcome.hpp"
#include "core/position_graph.hpp"
#include "model/game_view.hpp"
#include "model/label_fit.hpp"
#include "model/svg_writer.hpp"
#include "model/value_history.hpp"
#include "model/viewport.hpp"

namespace gtl::model {

// The app's colours (theme_colors.hpp), copied in by the app.
struct SvgPalette {
  svg::Rgb background = 0x121416, text = 0xF2F2F2, text_muted = 0xA9AEB5, panel = 0x2C3139;
  svg::Rgb win = 0x005C9C, lose = 0xD55E00, draw = 0xE69F00, unknown = 0x999999;
  // The text drawn on each fill (white or ink, whichever contrasts more).
  svg::Rgb win_ink = 0xFFFFFF, lose_ink = 0x101010, draw_ink = 0x101010, unknown_ink = 0x101010;
  svg::Rgb first = 0xCC79A7, second = 0x009E73, first_ink = 0x101010, second_ink = 0x101010;
  svg::Rgb highlight = 0xF0E442, highlight_text = 0xF0E442;
  // Tree edges and their move labels.
  svg::Rgb edge = 0x707478, move_bg = 0x121416, move_text = 0xDDDDDD, move_text_win = 0x8CC8F0;
  // Which theme the colours are: the light one (print) or the dark one. A
  // game's own colours (its lesson's) pick their table by it.
  bool light = false;

  svg::Rgb fill(Outcome o) const;
  svg::Rgb ink(Outcome o) const;  // text on fill(o)
};

// Width of a text in the export's font at `px`, on the wide side: each
// character by its class in DejaVu Sans (digits 0.64 em, "m" and "W" about
// 1 em, a space 0.32 em, an arrow 0.84 em, a CJK ideograph 1 em), bold about a
// tenth wider. A box sized by it holds its text wherever the SVG is shown;
// callers may pass a measured one instead.
double estimated_text_width(std::string_view s, double px, bool bold = false);

// ------------------------------------------------------------------ the document's parts
// Shared by every document, the games' own too (lessons/<game>/model.cpp).
namespace svg_doc {
inline constexpr double kWidth = 1600;  // every document but the tree's whole drawing
inline constexpr double kMargin = 40;
inline constexpr double kTitleH = 64;
inline constexpr double kTitlePx = 26;
// The title line, on a band across the top: drawn last, so a drawing that
// reaches under it (the tree's visible window) never covers it.
void title_band(svg::Writer& w, double width, const std::string& title, const SvgPalette& p);
// Greedy word wrap by estimated width (SVG text does not wrap by itself).
std::vector<std::string> wrap(const std::string& text, double max_w, double px);
}  // namespace svg_doc

// ------------------------------------------------------------------ the tree
struct TreeDrawing {
  const Scene* scene = nullptr;
  const PositionGraph* graph = nullptr;
  std::function<Outcome(NodeId)> shown;             // what the canvas shows (teaching modes hide); empty: solved
  std::function<std::string(NodeId)> badge;         // "Q1" on quiz questions; may be empty
  std::function<std::string(std::uint32_t)> key;    // a node's line of moves "5,2" (data-path); may be empty
  NodeId focus = kNoNode;                           // ringed in yellow
  std::uint32_t selected = kNone;                   // scene index, ringed in white
  std::optional<Rect> window;                       // the world part the canvas shows; empty: everything
  std::string title;
};
std::string tree_svg(const TreeDrawing& d, const SvgPalette& p);

// ------------------------------------------------------------------ the strip
struct StripDrawing {
  std::vector<Outcome> outcomes;  // N = first, first + 1, ...; Unknown where hidden or not known
  std::uint64_t first = 1;        // the ball game starts at N = 1, a subtraction game at the empty pile (0)
  std::optional<std::uint64_t> period_start, period_length;  // in N
  std::string heading;            // "From N = 4800 the pattern repeats every 200"
  std::string title;
};
// Cells wrap in rows of 50; the pre-period line and the period ticks follow
// the wrap.
std::string strip_svg(const StripDrawing& d, const SvgPalette& p);

// ------------------------------------------------------------------ the value chart
struct ChartDrawing {
  std::vector<const PlyValue*> values;  // per ply; nullptr where unknown or hidden
  std::vector<std::string> moves;       // per ply: its label under the column ("C 5", "take 3")
  std::size_t horizon = 0;              // perfect play's length from the start
  std::size_t cursor = 0;               // plies shown on the board now
  std::string axis_win = "W", axis_draw = "D", axis_lose = "L";
  std::string empty_text;               // when there are no moves (or values are hidden)
  std::string title;
};
std::string chart_svg(const ChartDrawing& d, const SvgPalette& p);

}  // namespace gtl::model
