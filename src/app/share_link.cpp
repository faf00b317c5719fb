#include "app/share_link.hpp"

#include <algorithm>
#include <charconv>

#include "model/i18n.hpp"

namespace gtl::app {

namespace {

constexpr std::size_t kMaxLinkLength = 4096;

std::string join(std::span<const std::int64_t> xs) {
  std::string s;
  for (std::size_t i = 0; i < xs.size(); ++i) s += (i ? "," : "") + std::to_string(xs[i]);
  return s;
}

}  // namespace

using i18n::tr;
using i18n::tr_fmt;

std::optional<std::int64_t> link_whole(std::string_view s, std::int64_t lo, std::int64_t hi) {
  std::int64_t v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < lo || v > hi) return std::nullopt;
  return v;
}

// "6,5,19" (empty allowed) -> at most max_count numbers, each in [lo, hi].
std::optional<std::vector<std::int64_t>> link_list(std::string_view s, std::int64_t lo, std::int64_t hi,
                                                   std::size_t max_count) {
  std::vector<std::int64_t> out;
  while (!s.empty()) {
    const auto comma = s.find(',');
    auto v = link_whole(s.substr(0, comma), lo, hi);
    if (!v || out.size() >= max_count) return std::nullopt;
    out.push_back(*v);
    if (comma == std::string_view::npos) break;
    s.remove_prefix(comma + 1);
    if (s.empty()) return std::nullopt;  // a trailing comma
  }
  return out;
}

std::string link_quoted(std::string_view v) {
  std::string s(v.substr(0, 40));
  if (v.size() > 40) s += "...";
  return "\"" + s + "\"";
}

// ---- LinkArgs (lesson.hpp): the lesson's keys and their readers

const std::string* LinkArgs::find(std::string_view key) const {
  for (const auto& [k, v] : pairs_)
    if (k == key) return &v;
  return nullptr;
}

void LinkArgs::add(std::string key, std::span<const std::int64_t> values) { add(std::move(key), join(values)); }

std::optional<std::int64_t> LinkArgs::whole(std::string_view key, std::int64_t lo, std::int64_t hi,
                                            std::string& error, std::optional<std::int64_t> fallback) const {
  const std::string* v = find(key);
  if (!v) {
    if (!fallback) error = tr_fmt("link.err.missing", key);
    return fallback;
  }
  auto x = link_whole(*v, lo, hi);
  if (!x) error = tr_fmt("link.err.whole", key, lo, hi, link_quoted(*v));
  return x;
}

std::optional<std::vector<std::int64_t>> LinkArgs::list(std::string_view key, std::int64_t lo, std::int64_t hi,
                                                        std::size_t min_count, std::size_t max_count,
                                                        std::string& error) const {
  const std::string* v = find(key);
  if (!v) {
    error = tr_fmt("link.err.missing", key);
    return std::nullopt;
  }
  auto xs = link_list(*v, lo, hi, max_count);
  if (!xs || xs->size() < min_count) {
    error = tr_fmt("link.err.list", key, min_count, max_count, lo, hi, link_quoted(*v));
    return std::nullopt;
  }
  return xs;
}

std::optional<std::string> LinkArgs::unknown_key(std::initializer_list<std::string_view> known) const {
  for (const auto& [k, v] : pairs_)
    if (std::find(known.begin(), known.end(), k) == known.end()) {
      std::string names;
      for (std::string_view n : known) names += (names.empty() ? "" : ", ") + std::string(n);
      return tr_fmt("link.err.unknown_key", std::string_view(k).substr(0, 40), names);
    }
  return std::nullopt;
}

// ---- the link

LinkParse parse_share_link(std::string_view q) {
  LinkParse r;
  if (q.size() > kMaxLinkLength) {
    r.error = tr_fmt("link.err.too_long", kMaxLinkLength);
    return r;
  }
  if (!q.empty() && q.front() == '?') q.remove_prefix(1);
  ShareLink link;
  bool has_game = false;
  std::vector<std::string_view> seen;  // keys so far: a repeated key is an error, not "the last one wins"
  auto fail = [&r](std::string m) {
    r.error = tr_fmt("link.err.broken", m);
    return r;
  };
  while (!q.empty()) {
    const auto amp = q.find('&');
    const std::string_view pair = q.substr(0, amp);
    q = amp == std::string_view::npos ? std::string_view{} : q.substr(amp + 1);
    if (pair.empty()) continue;
    const auto eq = pair.find('=');
    if (eq == std::string_view::npos) return fail(tr_fmt("link.err.no_value", pair.substr(0, 40)));
    const std::string_view key = pair.substr(0, eq), value = pair.substr(eq + 1);
    if (std::find(seen.begin(), seen.end(), key) != seen.end())
      return fail(tr_fmt("link.err.twice", key.substr(0, 40)));
    seen.push_back(key);
    if (key == "game") {
      // A lesson id: letters only (which lessons exist is the app's business).
      if (value.empty() || value.size() > 20 ||
          !std::all_of(value.begin(), value.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
        return fail(tr_fmt("link.err.game_syntax", link_quoted(value)));
      link.game = value;
      has_game = true;
    } else if (key == "moves") {
      auto v = link_list(value, 0, kMaxLinkMove, kMaxLinkMoves);
      if (!v) return fail(tr_fmt("link.err.moves", link_quoted(value)));
      link.moves = *v;
    } else if (key == "lang") {
      if (value != "en" && value != "zh") return fail(tr_fmt("link.err.lang", link_quoted(value)));
      link.lang = i18n::parse_lang(value);
    } else {
      if (key.empty() || key.size() > 20) return fail(tr_fmt("link.err.key_syntax", link_quoted(key)));
      link.args.add(std::string(key), std::string(value));
    }
  }
  if (!has_game) return fail(tr("link.err.no_game"));
  r.link = std::move(link);
  return r;
}

std::string make_share_link(const ShareLink& link) {
  std::string s = "?game=" + link.game;
  for (const auto& [k, v] : link.args.pairs()) s += "&" + k + "=" + v;
  if (!link.moves.empty()) s += "&moves=" + join(link.moves);
  if (link.lang && *link.lang != i18n::Lang::En) s += std::string("&lang=") + i18n::code(*link.lang);
  return s;
}

}  // namespace gtl::app
