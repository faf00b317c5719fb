// Share links: the shown game as a URL query, so a teacher can send a position
// to a class ("?game=number&max=20&moves=6,5"). The same text works as native
// command-line arguments (--link "game=balls&take=1,2,3&n=10"). Parsing is
// strict and never throws: a broken link gives a sentence saying what is wrong.
//
// This file knows the link's syntax and its common keys (game, moves, lang);
// every other key belongs to the game's lesson (Lesson::check_link /
// open_link / link_args), which the app asks once it knows the game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/kit/lesson.hpp"
#include "model/i18n.hpp"

namespace gtl::app {

inline constexpr std::size_t kMaxLinkMoves = 1000;
inline constexpr std::int64_t kMaxLinkMove = 1'000'000;
// A link is at most this long (docs/limits.md): longer queries are refused, and
// App::view_link leaves the tree's expansion out rather than pass it.
inline constexpr std::size_t kMaxLinkLength = 4096;
// tree= holds at most this many lines (TreePanel::kMaxExpansionLines, the
// cap of state().tree.restore).
inline constexpr std::size_t kMaxLinkTreeLines = 256;

// ind=: backward induction as the teacher runs it ("memo.12", "retro.5.here").
struct LinkInduction {
  bool retrograde = false;
  bool from_current = false;  // from the position the moves reach (else from the start)
  std::int64_t step = 0;      // steps applied (0..kMaxLinkStep)
  bool operator==(const LinkInduction&) const = default;
};
inline constexpr std::int64_t kMaxLinkStep = 100'000'000;

struct ShareLink {
  std::string game;                 // a lesson id: "number", "balls", "nim", ...
  LinkArgs args;                    // the lesson's keys, in the order written
  std::vector<std::int64_t> moves;  // the lesson's moves (0..kMaxLinkMove), in order
  // What the teacher shows beyond the position (App::view_link; all optional,
  // so older links open as they did):
  //  tree=  the tree's expansion: the lines of state().tree.restore as a trie
  //         (encode_link_lines); dag=1 when the DAG is shown;
  //  sel=   the selected node's line of moves from the start ("" = the start);
  //  ind=   the backward induction running and its step.
  std::optional<std::vector<std::vector<std::int64_t>>> tree;
  bool dag = false;
  std::optional<std::vector<std::int64_t>> selected;
  std::optional<LinkInduction> induction;
  // The UI language (lang=en|zh); written only for Chinese, so English links stay as they were.
  std::optional<i18n::Lang> lang;
  // Hints (hints=0|1): written only when they are off, so a teacher who starts
  // without them hands the class a link that keeps them off.
  std::optional<bool> hints;
};

// The lines of moves of a tree's expansion as one compact, URL-safe value: a
// trie in which a move is followed by its continuations in parentheses, and a
// '*' after a move marks a line that also goes on ("6(5,7(2)),9": the lines
// 6 5, 6 7 2 and 9; "*" first: the empty line, the start itself). Each move is
// written once, so the 22 nodes of an expanded tree take ~60 characters.
std::string encode_link_lines(const std::vector<std::vector<std::int64_t>>& lines);
// Reads encode_link_lines back (lines in the order written: a line before its
// continuations); nullopt when malformed, a move is outside 0..kMaxLinkMove,
// a line is longer than kMaxLinkMoves or there are more than kMaxLinkTreeLines.
std::optional<std::vector<std::vector<std::int64_t>>> decode_link_lines(std::string_view value);

struct LinkParse {
  std::optional<ShareLink> link;
  std::string error;  // "the share link is broken: "moves" must list ..."
};

// Accepts "?a=b&c=d" or "a=b&c=d". Refuses a missing game, a key given twice,
// a key with no value and bad common keys; the game's own keys are checked by
// its lesson.
LinkParse parse_share_link(std::string_view query);
// The query (with its leading '?') that parse_share_link reads back to `link`.
std::string make_share_link(const ShareLink& link);

// The value readers links use ("3,4,5", "20"), for lessons that word their own errors.
std::optional<std::int64_t> link_whole(std::string_view s, std::int64_t lo, std::int64_t hi);
std::optional<std::vector<std::int64_t>> link_list(std::string_view s, std::int64_t lo, std::int64_t hi,
                                                   std::size_t max_count);
// A value as quoted in an error: at most 40 characters.
std::string link_quoted(std::string_view value);

}  // namespace gtl::app
