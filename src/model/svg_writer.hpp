// A small SVG builder: the exports (svg_export.hpp) are strings built by pure
// functions, so they are unit-tested with no window, the way SamplinSafari
// writes its SVG. Text stays text (<text>, XML-escaped), so a slide tool can
// edit it and a screen reader can read it; colours are plain 0xRRGGBB.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace gtl::model::svg {

using Rgb = std::uint32_t;  // 0xRRGGBB

struct Point {
  double x = 0, y = 0;
};

// & < > " ' as entities; bytes below 0x20 other than tab and newline (not
// allowed in XML 1.0) are dropped.
std::string escape(std::string_view text);
std::string color(Rgb c);  // "#RRGGBB"

enum class Anchor { Start, Middle, End };

struct Stroke {
  Rgb color = 0;
  double width = 1;
  double opacity = 1;
};

class Writer {
 public:
  // The document with a viewBox of width × height user units (CSS pixels at
  // 100 %; rounded up to whole units), a <title> and the background filling it.
  Writer(double width, double height, Rgb background, std::string_view title);

  void rect(double x, double y, double w, double h, Rgb fill, double radius = 0, double opacity = 1);
  void frame(double x, double y, double w, double h, const Stroke& s, double radius = 0);  // outline only
  void line(double x0, double y0, double x1, double y1, const Stroke& s);
  void polyline(std::span<const Point> points, const Stroke& s);
  void polygon(std::span<const Point> points, Rgb fill, double opacity = 1);
  void circle(double cx, double cy, double r, Rgb fill, double opacity = 1);
  void ring(double cx, double cy, double r, const Stroke& s);
  // One <text> whose line box is vertically centred on cy (DejaVu Sans, the
  // app's font, with generic fallbacks); `cls` names what it is for scripts
  // and tests ("label", "head", "move", "title").
  void text(double x, double cy, std::string_view s, Rgb fill, double px, Anchor anchor = Anchor::Start,
            std::string_view cls = {}, bool bold = false);
  // <g class="cls" data-key="value"> ... </g>; groups nest.
  void open_group(std::string_view cls, std::string_view data_key = {}, std::string_view data_value = {});
  void close_group();

  // Closes the document (and any group left open) and returns it.
  std::string finish();

 private:
  std::string out_;
  int open_groups_ = 0;
};

// Plain decimal with at most two fractional digits ("12", "3.5", "-0.25").
std::string number(double v);

}  // namespace gtl::model::svg
