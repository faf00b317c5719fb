// Stand-in for the lead's LinkArgs readers (phase A only: replaced by main's
// version at the merge).
#include "app/lesson.hpp"

#include <algorithm>
#include <charconv>

namespace gtl::app {

const std::string* LinkArgs::find(std::string_view key) const {
  for (const auto& [k, v] : pairs_)
    if (k == key) return &v;
  return nullptr;
}

void LinkArgs::add(std::string key, std::span<const std::int64_t> values) {
  std::string text;
  for (std::int64_t v : values) text += (text.empty() ? "" : ",") + std::to_string(v);
  add(std::move(key), std::move(text));
}

std::optional<std::int64_t> LinkArgs::whole(std::string_view key, std::int64_t lo, std::int64_t hi,
                                            std::string& error, std::optional<std::int64_t> fallback) const {
  const std::string* v = find(key);
  if (!v) {
    if (!fallback) error = "the share link has no \"" + std::string(key) + "\"";
    return fallback;
  }
  std::int64_t x = 0;
  auto [p, ec] = std::from_chars(v->data(), v->data() + v->size(), x);
  if (ec != std::errc() || p != v->data() + v->size() || x < lo || x > hi) {
    error = "the share link's \"" + std::string(key) + "\" must be a whole number from " + std::to_string(lo) +
            " to " + std::to_string(hi);
    return std::nullopt;
  }
  return x;
}

std::optional<std::vector<std::int64_t>> LinkArgs::list(std::string_view key, std::int64_t lo, std::int64_t hi,
                                                        std::size_t min_count, std::size_t max_count,
                                                        std::string& error) const {
  const std::string* v = find(key);
  const std::string what = "the share link's \"" + std::string(key) + "\" must list " + std::to_string(min_count) +
                           " to " + std::to_string(max_count) + " whole numbers from " + std::to_string(lo) +
                           " to " + std::to_string(hi) + ", comma-separated";
  if (!v) {
    error = what;
    return std::nullopt;
  }
  std::vector<std::int64_t> out;
  const char* p = v->data();
  const char* end = p + v->size();
  while (p <= end) {
    std::int64_t x = 0;
    auto [q, ec] = std::from_chars(p, end, x);
    if (ec != std::errc() || x < lo || x > hi || (q != end && *q != ',')) {
      error = what;
      return std::nullopt;
    }
    out.push_back(x);
    p = q + 1;
  }
  if (out.size() < min_count || out.size() > max_count) {
    error = what;
    return std::nullopt;
  }
  return out;
}

std::optional<std::string> LinkArgs::unknown_key(std::initializer_list<std::string_view> known) const {
  for (const auto& [k, v] : pairs_)
    if (std::find(known.begin(), known.end(), k) == known.end()) return k;
  return std::nullopt;
}

}  // namespace gtl::app
