#include "model/label_fit.hpp"

#include <algorithm>

namespace gtl::model {

int fit_first(std::span<const std::string> texts, double max_width, const TextWidth& width) {
  for (std::size_t i = 0; i < texts.size(); ++i)
    if (!texts[i].empty() && width(texts[i]) <= max_width) return static_cast<int>(i);
  return -1;
}

GrownBox grow_to_fit(std::span<const std::string> heads, double width, double most, double pad, const TextWidth& w) {
  GrownBox b{fit_first(heads, std::max(most, width) - 2 * pad, w), width};
  if (b.head >= 0) b.width = std::max(width, w(heads[static_cast<std::size_t>(b.head)]) + 2 * pad);
  return b;
}

std::string elide(std::string_view text, double max_width, const TextWidth& width) {
  if (width(text) <= max_width) return std::string(text);
  static constexpr std::string_view kEllipsis = "\xE2\x80\xA6";  // …
  const bool set = text.size() > 2 && text.front() == '{' && text.back() == '}';
  // Cut points, longest first: after a comma for sets, else at any character
  // boundary (not inside a UTF-8 sequence).
  for (std::size_t cut = text.size() - 1; cut > 0; --cut) {
    std::string candidate;
    if (set) {
      if (text[cut] != ',') continue;
      candidate = std::string(text.substr(0, cut + 1)) + std::string(kEllipsis) + "}";
    } else {
      if ((static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) continue;
      std::string_view head = text.substr(0, cut);
      while (!head.empty() && head.back() == ' ') head.remove_suffix(1);
      if (head.empty()) continue;
      candidate = std::string(head) + std::string(kEllipsis);
    }
    if (width(candidate) <= max_width) return candidate;
  }
  return "";
}

bool overlap(const Rect& a, const Rect& b) { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1; }

std::uint64_t count_overlaps(std::vector<Rect> rects) {
  std::sort(rects.begin(), rects.end(), [](const Rect& a, const Rect& b) { return a.x0 < b.x0; });
  std::uint64_t pairs = 0;
  for (std::size_t i = 0; i < rects.size(); ++i)
    for (std::size_t j = i + 1; j < rects.size() && rects[j].x0 < rects[i].x1; ++j)
      if (overlap(rects[i], rects[j])) ++pairs;
  return pairs;
}

bool LabelPlacer::place(const Rect& r) {
  for (const Rect& p : placed_)
    if (overlap(p, r)) return false;
  placed_.push_back(r);
  return true;
}

}  // namespace gtl::model
