// TEMPORARY (phase A only): LinkArgs's readers until the lead's port lands on
// main (share_link.cpp there defines them); deleted at the merge.
#include <algorithm>
#include <charconv>

#include "app/lesson.hpp"

namespace gtl::app {

namespace {
std::optional<std::int64_t> tmp_whole(std::string_view s, std::int64_t lo, std::int64_t hi) {
  std::int64_t v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < lo || v > hi) return std::nullopt;
  return v;
}
}  // namespace

const std::string* LinkArgs::find(std::string_view key) const {
  for (const auto& [k, v] : pairs_)
    if (k == key) return &v;
  return nullptr;
}

void LinkArgs::add(std::string key, std::span<const std::int64_t> values) {
  std::string s;
  for (std::size_t i = 0; i < values.size(); ++i) s += (i ? "," : "") + std::to_string(values[i]);
  add(std::move(key), s);
}

std::optional<std::int64_t> LinkArgs::whole(std::string_view key, std::int64_t lo, std::int64_t hi,
                                            std::string& error, std::optional<std::int64_t> fallback) const {
  const std::string* v = find(key);
  if (!v) {
    if (!fallback) error = "the share link has no \"" + std::string(key) + "\"";
    return fallback;
  }
  auto x = tmp_whole(*v, lo, hi);
  if (!x) error = "the share link's \"" + std::string(key) + "\" is out of range";
  return x;
}

std::optional<std::vector<std::int64_t>> LinkArgs::list(std::string_view key, std::int64_t lo, std::int64_t hi,
                                                        std::size_t min_count, std::size_t max_count,
                                                        std::string& error) const {
  const std::string* v = find(key);
  if (!v) {
    error = "the share link has no \"" + std::string(key) + "\"";
    return std::nullopt;
  }
  std::vector<std::int64_t> out;
  std::string_view s = *v;
  while (!s.empty()) {
    const auto comma = s.find(',');
    auto x = tmp_whole(s.substr(0, comma), lo, hi);
    if (!x || out.size() >= max_count) {
      error = "the share link's \"" + std::string(key) + "\" is broken";
      return std::nullopt;
    }
    out.push_back(*x);
    if (comma == std::string_view::npos) break;
    s.remove_prefix(comma + 1);
  }
  if (out.size() < min_count) {
    error = "the share link's \"" + std::string(key) + "\" is too short";
    return std::nullopt;
  }
  return out;
}

std::optional<std::string> LinkArgs::unknown_key(std::initializer_list<std::string_view> known) const {
  for (const auto& [k, v] : pairs_)
    if (std::find(known.begin(), known.end(), k) == known.end()) return "unknown key \"" + k + "\"";
  return std::nullopt;
}

}  // namespace gtl::app
