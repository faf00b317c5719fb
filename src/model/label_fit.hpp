// Text that fits: the tree never draws a label over another one or past its
// box. Pure functions over a text-width callback, so the rules are tested
// without a font:
//   * fit_first: the first of several wordings (long to short) that fits;
//   * elide: a label cut to fit with "…" — sets such as "{3,5,7,9}" are cut
//     at a comma ("{3,5,…}"), never inside a number;
//   * LabelPlacer: greedy placement that refuses a label overlapping one
//     already placed (the most important are placed first);
//   * count_overlaps: how many pairs of rectangles intersect — the check the
//     page reports as state().tree.overlaps.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/viewport.hpp"

namespace gtl::model {

using TextWidth = std::function<double(std::string_view)>;

// Index of the first text no wider than max_width, or -1 when none fits.
int fit_first(std::span<const std::string> texts, double max_width, const TextWidth& width);

// A box `width` wide that may grow to `most` to hold one of `heads` (long
// to short) with `pad` on each side: the first head that fits in `most` (-1:
// none), and the box's width then (its own, or what that head needs if more).
// The tree's canvas and its SVG export grow their boxes by this one rule.
struct GrownBox {
  int head = -1;
  double width = 0;
};
GrownBox grow_to_fit(std::span<const std::string> heads, double width, double most, double pad, const TextWidth& w);

// The whole text if it fits, else the longest cut of it ending in "…" that
// fits, else "" (nothing readable fits).
std::string elide(std::string_view text, double max_width, const TextWidth& width);

// Rectangles whose interiors intersect (touching edges do not count).
bool overlap(const Rect& a, const Rect& b);
// Pairs (i < j) of overlapping rectangles: a sweep over x, O(n log n + pairs).
std::uint64_t count_overlaps(std::vector<Rect> rects);

class LabelPlacer {
 public:
  // Places `r` unless it overlaps a placed rectangle; true when placed.
  bool place(const Rect& r);
  // Also blocks the area for later labels (node boxes, controls).
  void block(const Rect& r) { placed_.push_back(r); }
  void clear() { placed_.clear(); }
  const std::vector<Rect>& placed() const { return placed_; }

 private:
  std::vector<Rect> placed_;
};

}  // namespace gtl::model
