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

#include "app/lesson.hpp"
#include "model/i18n.hpp"

namespace gtl::app {

inline constexpr std::size_t kMaxLinkMoves = 1000;
inline constexpr std::int64_t kMaxLinkMove = 1'000'000;

struct ShareLink {
  std::string game;                 // a lesson id: "number", "balls", "nim", ...
  LinkArgs args;                    // the lesson's keys, in the order written
  std::vector<std::int64_t> moves;  // the lesson's moves (0..kMaxLinkMove), in order
  // The UI language (lang=en|zh); written only for Chinese, so English links stay as they were.
  std::optional<i18n::Lang> lang;
};

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
