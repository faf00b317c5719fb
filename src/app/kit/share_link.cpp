#include "app/kit/share_link.hpp"

#include <algorithm>
#include <charconv>

#include "model/i18n.hpp"
#include "core/quantity_text.hpp"

namespace gtl::app {

namespace {


}  // namespace

// ---- tree=: lines of moves as a trie

std::string encode_link_lines(const std::vector<std::vector<std::int64_t>>& lines) {
  struct Node {
    std::int64_t move = 0;
    bool line = false;
    std::vector<std::size_t> kids;
  };
  std::vector<Node> trie(1);
  for (const auto& l : lines) {
    std::size_t at = 0;
    for (std::int64_t m : l) {
      std::size_t next = 0;
      for (std::size_t k : trie[at].kids)
        if (trie[k].move == m) next = k;
      if (next == 0) {
        next = trie.size();
        trie.push_back(Node{m, false, {}});
        trie[at].kids.push_back(next);
      }
      at = next;
    }
    trie[at].line = true;
  }
  std::string out = trie[0].line ? "*" : "";
  // Depth first, without recursion (a line may be long): a frame per open node.
  struct Frame {
    std::size_t node, next_kid;
  };
  std::vector<Frame> stack{{0, 0}};
  while (!stack.empty()) {
    Frame& f = stack.back();
    const Node& n = trie[f.node];
    if (f.next_kid == n.kids.size()) {
      stack.pop_back();
      if (!stack.empty()) out += ')';
      continue;
    }
    if (f.next_kid > 0) out += ',';
    const std::size_t k = n.kids[f.next_kid++];
    out += std::to_string(trie[k].move);
    if (trie[k].kids.empty()) continue;
    if (trie[k].line) out += '*';
    out += '(';
    stack.push_back({k, 0});
  }
  return out;
}

std::optional<std::vector<std::vector<std::int64_t>>> decode_link_lines(std::string_view s) {
  std::vector<std::vector<std::int64_t>> lines;
  auto add = [&lines](std::vector<std::int64_t> l) {
    if (lines.size() >= kMaxLinkTreeLines) return false;
    lines.push_back(std::move(l));
    return true;
  };
  std::size_t i = 0;
  if (!s.empty() && s[0] == '*') {
    if (!add({})) return std::nullopt;
    i = 1;
  }
  if (i == s.size()) return lines;
  std::vector<std::int64_t> prefix;  // the moves of the open parentheses
  std::optional<std::int64_t> cur;   // the move just read
  bool marked = false;               // ... followed by '*'
  bool closed = false;               // a ')' just closed an item
  auto finish = [&]() {  // the item before ',' or ')' or the end
    if (cur && !marked) {
      std::vector<std::int64_t> l = prefix;
      l.push_back(*cur);
      if (!add(std::move(l))) return false;
    }
    const bool had_item = cur.has_value() || closed;
    cur.reset();
    marked = closed = false;
    return had_item;
  };
  while (i < s.size()) {
    const char c = s[i];
    if (c >= '0' && c <= '9') {
      if (cur || closed) return std::nullopt;
      std::size_t j = i;
      while (j < s.size() && s[j] >= '0' && s[j] <= '9') ++j;
      cur = link_whole(s.substr(i, j - i), 0, kMaxLinkMove);
      if (!cur || prefix.size() + 1 > kMaxLinkMoves) return std::nullopt;
      i = j;
      continue;
    }
    if (c == '*') {
      if (!cur || marked) return std::nullopt;
      marked = true;
      std::vector<std::int64_t> l = prefix;
      l.push_back(*cur);
      if (!add(std::move(l))) return std::nullopt;
    } else if (c == '(') {
      if (!cur) return std::nullopt;
      prefix.push_back(*cur);
      cur.reset();
      marked = false;
    } else if (c == ',') {
      if (!finish()) return std::nullopt;
    } else if (c == ')') {
      if (prefix.empty() || !finish()) return std::nullopt;
      prefix.pop_back();
      closed = true;
    } else {
      return std::nullopt;
    }
    ++i;
  }
  if (!prefix.empty() || !finish()) return std::nullopt;
  return lines;
}

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

void LinkArgs::add(std::string key, std::span<const std::int64_t> values) { add(std::move(key), text::join(values)); }

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

std::optional<std::int64_t> LinkArgs::whole(std::string_view key, std::int64_t lo, std::int64_t hi) const {
  const std::string* v = find(key);
  return v ? link_whole(*v, lo, hi) : std::nullopt;
}

std::optional<std::vector<std::int64_t>> LinkArgs::list(std::string_view key, std::int64_t lo, std::int64_t hi,
                                                        std::size_t max_count) const {
  const std::string* v = find(key);
  if (!v) return std::nullopt;
  return link_list(*v, lo, hi, max_count);
}

std::string LinkArgs::quoted(std::string_view key) const {
  const std::string* v = find(key);
  return v ? link_quoted(*v) : std::string();
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

namespace {

// "memo.12", "retro.0", "memo.40.here".
std::optional<LinkInduction> parse_link_induction(std::string_view v) {
  LinkInduction ind;
  if (v.starts_with("memo.")) v.remove_prefix(5);
  else if (v.starts_with("retro.")) {
    ind.retrograde = true;
    v.remove_prefix(6);
  } else {
    return std::nullopt;
  }
  if (v.ends_with(".here")) {
    ind.from_current = true;
    v.remove_suffix(5);
  }
  const auto step = link_whole(v, 0, kMaxLinkStep);
  if (!step) return std::nullopt;
  ind.step = *step;
  return ind;
}

}  // namespace

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
    } else if (key == "tree") {
      link.tree = decode_link_lines(value);
      if (!link.tree) return fail(tr_fmt("link.err.tree", kMaxLinkTreeLines, link_quoted(value)));
    } else if (key == "dag") {
      if (value != "1") return fail(tr_fmt("link.err.dag", link_quoted(value)));
      link.dag = true;
    } else if (key == "sel") {
      link.selected = link_list(value, 0, kMaxLinkMove, kMaxLinkMoves);
      if (!link.selected) return fail(tr_fmt("link.err.sel", link_quoted(value)));
    } else if (key == "ind") {
      link.induction = parse_link_induction(value);
      if (!link.induction) return fail(tr_fmt("link.err.ind", link_quoted(value)));
    } else if (key == "hints") {
      if (value != "0" && value != "1") return fail(tr_fmt("link.err.hints", link_quoted(value)));
      link.hints = value == "1";
    } else if (key == "lang") {
      if (value != "en" && value != "zh") return fail(tr_fmt("link.err.lang", link_quoted(value)));
      link.lang = i18n::parse_lang(value);
    } else {
      if (key.empty() || key.size() > 20) return fail(tr_fmt("link.err.key_syntax", link_quoted(key)));
      link.args.add(std::string(key), std::string(value));
    }
  }
  // A link with any subset of the known fields opens the default for what is
  // missing: with no game named (?lang=zh alone), the first lesson's. A link
  // with no field at all says nothing to open.
  if (seen.empty()) return fail(tr("link.err.no_game"));
  if (!has_game) link.game = "number";
  r.link = std::move(link);
  return r;
}

std::string make_share_link(const ShareLink& link) {
  std::string s = "?game=" + link.game;
  for (const auto& [k, v] : link.args.pairs()) s += "&" + k + "=" + v;
  if (!link.moves.empty()) s += "&moves=" + text::join(link.moves);
  if (link.tree) s += "&tree=" + encode_link_lines(*link.tree);
  if (link.dag) s += "&dag=1";
  if (link.selected) s += "&sel=" + text::join(*link.selected);
  if (link.induction) {
    s += std::string("&ind=") + (link.induction->retrograde ? "retro." : "memo.") + std::to_string(link.induction->step);
    if (link.induction->from_current) s += ".here";
  }
  if (link.hints && !*link.hints) s += "&hints=0";
  if (link.lang && *link.lang != i18n::Lang::En) s += std::string("&lang=") + i18n::code(*link.lang);
  return s;
}

}  // namespace gtl::app
