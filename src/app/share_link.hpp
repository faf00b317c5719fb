// Share links: the shown game as a URL query, so a teacher can send a position
// to a class ("?game=number&max=20&moves=6,5"). The same text works as native
// command-line arguments (--link "game=balls&take=1,2,3&n=10"). Parsing is
// strict and never throws: a broken link gives a sentence saying what is wrong.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/i18n.hpp"

namespace gtl::app {

struct ShareLink {
  enum class Game { Number, Balls } game = Game::Number;
  // Number Game: the board 2..max, optionally a judge position, then the moves.
  int max = 20;
  std::optional<std::vector<int>> allowed;
  // Ball game: take sizes and the starting count.
  std::vector<std::int64_t> take;
  std::int64_t n = 0;
  std::vector<std::int64_t> moves;  // numbers named / balls taken, in order
  // The UI language (lang=en|zh); written only for Chinese, so English links stay as they were.
  std::optional<i18n::Lang> lang;
};

struct LinkParse {
  std::optional<ShareLink> link;
  std::string error;  // "the share link's "max" must be a whole number from 2 to 40, not "abc""
};

// Accepts "?a=b&c=d" or "a=b&c=d"; unknown keys are errors (a typo must not be silently ignored).
LinkParse parse_share_link(std::string_view query);
// The query (with its leading '?') that parse_share_link reads back to `link`.
std::string make_share_link(const ShareLink& link);

}  // namespace gtl::app
