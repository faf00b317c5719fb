#include "app/share_link.hpp"

#include <algorithm>
#include <charconv>

#include "app/ball_lesson.hpp"
#include "app/number_lesson.hpp"
#include "model/i18n.hpp"

namespace gtl::app {

namespace {

constexpr std::size_t kMaxLinkLength = 4096;
constexpr std::size_t kMaxMoves = 1000;

std::optional<std::int64_t> whole(std::string_view s, std::int64_t lo, std::int64_t hi) {
  std::int64_t v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < lo || v > hi) return std::nullopt;
  return v;
}

// "6,5,19" (empty allowed) -> at most max_count numbers, each in [lo, hi].
std::optional<std::vector<std::int64_t>> list(std::string_view s, std::int64_t lo, std::int64_t hi,
                                              std::size_t max_count) {
  std::vector<std::int64_t> out;
  while (!s.empty()) {
    const auto comma = s.find(',');
    auto v = whole(s.substr(0, comma), lo, hi);
    if (!v || out.size() >= max_count) return std::nullopt;
    out.push_back(*v);
    if (comma == std::string_view::npos) break;
    s.remove_prefix(comma + 1);
    if (s.empty()) return std::nullopt;  // a trailing comma
  }
  return out;
}

std::string quoted(std::string_view v) {
  std::string s(v.substr(0, 40));
  if (v.size() > 40) s += "...";
  return "\"" + s + "\"";
}

std::string join(const std::vector<std::int64_t>& xs) {
  std::string s;
  for (std::size_t i = 0; i < xs.size(); ++i) s += (i ? "," : "") + std::to_string(xs[i]);
  return s;
}

}  // namespace

using i18n::tr;
using i18n::tr_fmt;

LinkParse parse_share_link(std::string_view q) {
  LinkParse r;
  if (q.size() > kMaxLinkLength) {
    r.error = tr_fmt("link.err.too_long", kMaxLinkLength);
    return r;
  }
  if (!q.empty() && q.front() == '?') q.remove_prefix(1);
  ShareLink link;
  bool has_game = false, has_max = false, has_take = false, has_n = false;
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
      if (value == "number") link.game = ShareLink::Game::Number;
      else if (value == "balls") link.game = ShareLink::Game::Balls;
      else return fail(tr_fmt("link.err.game", quoted(value)));
      has_game = true;
    } else if (key == "max") {
      auto v = whole(value, 2, kNumberLessonMaxN);
      if (!v) return fail(tr_fmt("link.err.max", kNumberLessonMaxN, quoted(value)));
      link.max = static_cast<int>(*v);
      has_max = true;
    } else if (key == "allowed") {
      auto v = list(value, 2, kNumberLessonMaxN, static_cast<std::size_t>(kNumberLessonMaxN));
      if (!v) return fail(tr_fmt("link.err.allowed", kNumberLessonMaxN, quoted(value)));
      link.allowed.emplace(v->begin(), v->end());
    } else if (key == "take") {
      auto v = list(value, 1, static_cast<std::int64_t>(kBallLessonMaxTake), kBallLessonMaxTakeCount);
      if (!v || v->empty())
        return fail(tr_fmt("link.err.take", kBallLessonMaxTakeCount, kBallLessonMaxTake, quoted(value)));
      link.take = *v;
      has_take = true;
    } else if (key == "n") {
      auto v = whole(value, 0, static_cast<std::int64_t>(kBallLessonMaxN));
      if (!v) return fail(tr_fmt("link.err.n", kBallLessonMaxN, quoted(value)));
      link.n = *v;
      has_n = true;
    } else if (key == "moves") {
      auto v = list(value, 1, 1'000'000, kMaxMoves);
      if (!v) return fail(tr_fmt("link.err.moves", quoted(value)));
      link.moves = *v;
    } else if (key == "lang") {
      if (value != "en" && value != "zh") return fail(tr_fmt("link.err.lang", quoted(value)));
      link.lang = i18n::parse_lang(value);
    } else {
      return fail(tr_fmt("link.err.unknown_key", key.substr(0, 40)));
    }
  }
  if (!has_game) return fail(tr("link.err.no_game"));
  if (link.allowed) {
    // With max given, every allowed number must be on that board (max=20&allowed=2,25
    // is a mistake, not a request for 2..25); without it the board is as large as
    // the position needs, as the lesson does.
    for (int y : *link.allowed) {
      if (has_max && y > link.max)
        return fail(tr_fmt("link.err.off_board", y, link.max));
      if (!has_max) link.max = std::max(link.max, y);
    }
  }
  if (link.game == ShareLink::Game::Balls && (!has_take || !has_n)) return fail(tr("link.err.ball_needs"));
  r.link = std::move(link);
  return r;
}

std::string make_share_link(const ShareLink& link) {
  std::string s = "?game=";
  if (link.game == ShareLink::Game::Number) {
    s += "number&max=" + std::to_string(link.max);
    if (link.allowed) s += "&allowed=" + join({link.allowed->begin(), link.allowed->end()});
  } else {
    s += "balls&take=" + join(link.take) + "&n=" + std::to_string(link.n);
  }
  if (!link.moves.empty()) s += "&moves=" + join(link.moves);
  if (link.lang && *link.lang != i18n::Lang::En) s += std::string("&lang=") + i18n::code(*link.lang);
  return s;
}

}  // namespace gtl::app
