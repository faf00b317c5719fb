#include "core/retrograde.hpp"
#include "model/lesson_layout.hpp"

#include <limits>

#include <algorithm>
#include <cmath>

#include "model/i18n.hpp"
#include "model/label_fit.hpp"

namespace gtl::model {

std::string plies(std::uint64_t n) {
  // A draw by infinite play (core/retrograde.hpp) has no end to count plies to.
  if (n >= kInfinitePlay) return i18n::tr("vh.plies_forever");
  return i18n::tr_fmt(n == 1 ? "vh.plies_one" : "vh.plies", n);
}

std::string word_list(std::span<const std::string> items, std::string_view last_key) {
  if (items.empty()) return {};
  if (items.size() == 1) return items[0];
  const char* sep = i18n::tr("list.sep");
  std::string head;
  for (std::size_t i = 0; i + 1 < items.size(); ++i) head += (i ? sep : "") + items[i];
  return i18n::tr_fmt(last_key, head, items.back());
}

std::string number_list(std::span<const int> xs, std::size_t max_shown, std::string_view last_key) {
  if (xs.size() > max_shown && max_shown >= 2) {
    const char* sep = i18n::tr("list.sep");
    std::string s;
    for (std::size_t i = 0; i + 1 < max_shown; ++i) s += std::to_string(xs[i]) + sep;
    return s + "\u2026" + sep + std::to_string(xs.back());
  }
  std::vector<std::string> items;
  for (int x : xs) items.push_back(std::to_string(x));
  return word_list(items, last_key);
}

std::string fit_label(std::span<const std::string> candidates, float max_width,
                      const std::function<float(std::string_view)>& width) {
  const TextWidth w = [&](std::string_view t) { return static_cast<double>(width(t)); };
  const int i = fit_first(candidates, max_width, w);
  if (i >= 0) return candidates[static_cast<std::size_t>(i)];
  return candidates.empty() ? std::string() : elide(candidates.back(), max_width, w);
}

namespace {
float tile_gap(float s) { return std::round(std::max(4.0f, 0.3f * s)); }
float tile_pad(float s) { return std::round(std::max(2.0f, 0.12f * s)); }
// Narrowest: the badge line ("C" left, "W" right: about 1.8 em) with room
// between, which also holds a two-digit number of the text size (1.3 em).
float tile_w_min(float s) { return std::ceil(1.95f * s + tile_gap(s) + 2 * tile_pad(s)); }
}  // namespace

TileSize board_tile_size(const BoardFit& fit) {
  const int cols = std::max(fit.columns, 1), rows = std::max(fit.rows, 1);
  const float per_col = fit.avail_w / static_cast<float>(cols);
  // The tile text is the UI text, unless not even the narrowest tiles fit the
  // width (800 px at 25 px text): then the tile text shrinks with the width,
  // keeping every proportion, rather than running off the side.
  float s = std::max(fit.text_px, 1.0f);
  while (s > 8 && tile_w_min(s) > per_col) s -= 0.5f;
  TileSize t;
  t.text_px = s;
  t.gap = tile_gap(s);
  t.pad = tile_pad(s);
  const float w_min = tile_w_min(s), w_max = std::max(w_min, 4.2f * s);
  t.w = std::floor(std::clamp(per_col, w_min, w_max));
  // Lowest: the gap, the padding, the small line and a number of the text size.
  const float h_min = std::ceil(2 * s + t.gap + 2 * t.pad);
  // Highest: 3.6 text heights (room for the number at 1.6), and never taller
  // than wide. So a tile at a larger text size is never lower than any tile at
  // a smaller one (3.6 · 17 < 2 · 25 + gap + padding).
  t.h = std::floor(std::clamp(fit.avail_h / static_cast<float>(rows), h_min, std::max(std::min(t.w, 3.6f * s), h_min)));
  // The number gets what the small line and the padding leave, and no more
  // than the width holds, between the text size and 1.6 times it (the size of
  // the app's large font).
  const float inner_w = t.w - t.gap - 2 * t.pad, inner_h = t.h - t.gap - 2 * t.pad;
  t.number_px = std::floor(std::clamp(std::min(inner_h - s, inner_w / 1.35f), s, 1.6f * s));
  return t;
}

int board_columns(float avail_w, float avail_h, int max, float least, float text_px) {
  const int cells = std::max(max, 1) + 1;
  int best = 5;
  float best_over = std::numeric_limits<float>::infinity();
  for (int columns : {10, cells, (cells + 1) / 2, 5}) {
    if (columns > 32 || (columns != 5 && avail_w < static_cast<float>(columns) * least)) continue;
    const int rows = (cells + columns - 1) / columns;
    const TileSize t = board_tile_size({avail_w, avail_h, columns, rows, text_px});
    // Only five columns may shrink the tile text (the last resort, a phone's).
    if (columns != 5 && t.text_px < std::max(text_px, 1.0f)) continue;
    const float over = static_cast<float>(rows) * std::max(t.h, least) - avail_h;  // a tile is never lower than `least` either
    if (over <= 0) return columns;
    if (over < best_over) best_over = over, best = columns;
  }
  return best;
}

BallScene ball_scene(float width, float text_px, std::uint64_t pile_balls, std::uint64_t hand_balls) {
  const float s = std::max(text_px, 1.0f);
  BallScene b;
  b.radius = std::round(std::clamp(0.3f * s, 4.0f, 10.0f));
  b.pitch = std::round(2.3f * b.radius);
  b.title_h = std::round(1.4f * s);
  const float gap = std::round(0.8f * s);
  const float pad = b.pad = std::round(0.25f * s);
  // A column must hold its title, shortened if need be ("2nd: 10 even"), and a few balls.
  const float col_min = std::max(7.0f * s, 5 * b.pitch + 2 * pad);
  b.stacked = width < 3 * col_min + 2 * gap;
  const float hand_w = b.stacked ? std::max((width - gap) / 2, 1.0f) : std::max((width - 2 * gap) / 3, 1.0f);
  const float pile_w = b.stacked ? std::max(width, 1.0f) : hand_w;
  auto per_row = [&](float w) { return std::max(1, static_cast<int>((w - 2 * pad) / b.pitch)); };
  b.pile_per_row = per_row(pile_w);
  b.hand_per_row = per_row(hand_w);
  auto rows_for = [](std::uint64_t n, int per) {
    return std::max<std::uint64_t>(1, (n + static_cast<std::uint64_t>(per) - 1) / static_cast<std::uint64_t>(per));
  };
  b.hand_rows = static_cast<int>(std::min<std::uint64_t>(4, rows_for(hand_balls, b.hand_per_row)));
  const float pile_h = b.title_h + static_cast<float>(rows_for(pile_balls, b.pile_per_row)) * b.pitch + 2 * pad;
  const float hands_h = b.title_h + static_cast<float>(b.hand_rows) * b.pitch + 2 * pad;
  if (b.stacked) {
    b.pile = {0, 0, pile_w, pile_h};
    b.hands[0] = {0, pile_h + gap, hand_w, hands_h};
    b.hands[1] = {hand_w + gap, pile_h + gap, hand_w, hands_h};
    b.height = pile_h + gap + hands_h;
  } else {
    const float h = std::max(pile_h, hands_h);
    b.hands[0] = {0, 0, hand_w, h};
    b.pile = {hand_w + gap, 0, pile_w, h};
    b.hands[1] = {2 * (hand_w + gap), 0, hand_w, h};
    b.height = h;
  }
  return b;
}

}  // namespace gtl::model
