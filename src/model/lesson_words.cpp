#include "model/lesson_words.hpp"

#include <algorithm>

#include "core/retrograde.hpp"

#include "model/i18n.hpp"
#include "model/label_fit.hpp"

namespace gtl::model {

std::string plies(std::uint64_t n) {
  // A draw by infinite play (core/retrograde.hpp) has no end to count plies to.
  if (n >= kInfinitePlay) return i18n::tr("vh.plies_forever");
  // Known only as an outcome so far (core/solution.hpp): no number to give yet.
  if (remoteness_pending(static_cast<std::uint32_t>(std::min<std::uint64_t>(n, kInfinitePlay)))) return i18n::tr("vh.plies_pending");
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

}  // namespace gtl::model
