// Lectures: a list of slides, each one a piece of text (English and Chinese)
// plus the words the app already understands — a share-link query for the
// position and window.gtl actions for the view and the slide's entry effects.
// A lecture is replayed through the one automation path; this model only
// parses, validates, serialises and steps it (pure: no ImGui, no app).
//
// The JSON form (version 1):
//   {"version":1, "id":"number", "title":{"en":"...","zh":"..."},
//    "slides":[{"text":{"en":"...","zh":"..."}, "link":"?game=number&max=20&moves=5",
//               "view":[{"type":"tree.mode","mode":"tree"}, ...],
//               "enter":[{"type":"number.pick","value":2}],
//               "about":["tile.12","tree.node:"]}]}
// "zh" may be left out (English is shown); "view" and "enter" may be empty;
// "about" (optional) names the drawn items the slide talks about, as
// window.gtl.itemRect names them (a trailing * stands for any ending: "tree.node:*",
// every tree box on the canvas):
// the slide window keeps clear of them. Without it a slide is about the tree's
// start node ("tree.node:").
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/json.hpp"
#include "model/i18n.hpp"
#include "model/page_layout.hpp"

namespace gtl::model {

// Sizes a lecture may have: a hostile file or link must not make the page
// allocate or replay without bound.
inline constexpr std::size_t kLectureMaxJsonBytes = 256 * 1024;
inline constexpr std::size_t kLectureMaxSlides = 100;
inline constexpr std::size_t kLectureMaxTextBytes = 8 * 1024;   // one slide's text in one language
inline constexpr std::size_t kLectureMaxActions = 24;           // per list ("view" or "enter") of a slide
inline constexpr std::size_t kLectureMaxLinkBytes = 2 * 1024;   // a slide's share-link query
inline constexpr std::size_t kLectureMaxAbout = 64;             // item names in a slide's "about"
inline constexpr std::size_t kLectureMaxItemName = 80;          // bytes of one item name
// The compressed lecture in a page address (?lecture=...): browsers and chat
// programs cut long addresses, 8 KB of base64url is still safe everywhere.
inline constexpr std::size_t kLectureMaxLinkPayload = 8 * 1024;

struct LocalText {
  std::string en, zh;
  // The text in `lang`; Chinese falls back to English when it is not written.
  const std::string& in(i18n::Lang lang) const { return lang == i18n::Lang::Zh && !zh.empty() ? zh : en; }
  std::string& in(i18n::Lang lang) { return lang == i18n::Lang::Zh ? zh : en; }
};

struct Slide {
  LocalText text;
  std::string link;                // share-link query: the game and position
  std::vector<json::Value> view;   // actions that set the view (tree mode, focus, hints, ...)
  std::vector<json::Value> enter;  // actions run on entering the slide (animate a move, start the quiz, ...)
  std::vector<std::string> about;  // item names the slide talks about (empty: the tree's start node)
};

// The items a slide is about: its "about", or the tree's start node when it names none.
std::vector<std::string> slide_about(const Slide& slide);
// Whether item `name` is meant by `pattern` ("tile.12"; "tree.node:*" any name starting "tree.node:").
bool item_matches(std::string_view pattern, std::string_view name);

struct Lecture {
  std::string id;  // "number", "balls" for the built-in ones; "" for a written one
  LocalText title;
  std::vector<Slide> slides;
};

struct LectureParse {
  std::optional<Lecture> lecture;
  std::string error;  // "slide 3, field \"enter\" (action 2): unknown action type \"tree.bogus\""
};

// Parses and validates a lecture. `actions` are the action types a slide may
// use (the app's registered list); "lecture.*" actions are always refused, a
// slide must not open or step lectures.
LectureParse parse_lecture(std::string_view json_text, std::span<const std::string> actions);
LectureParse lecture_from_value(const json::Value& v, std::span<const std::string> actions);
// The JSON form that parse_lecture reads back to an equal lecture.
std::string lecture_to_json(const Lecture& lecture);
// Writes any parsed JSON value back as text (objects' keys in sorted order).
void write_value(json::Writer& w, const json::Value& v);

// The next slide index after a step of `delta`, kept inside 0..count-1.
std::size_t lecture_step(std::size_t index, std::ptrdiff_t delta, std::size_t count);

// ---- where the slide window goes: into the corner of the canvas where it
// covers none of the items its slide is about. Preference: the corner it is in
// now while that stays clear, then top right, top left, bottom right, bottom
// left. When no corner has room for the whole window, the one with the most
// room (its text region scrolls in a shorter window), and when none has even
// `min_h`, the corner that covers the fewest items.
enum class SlideCorner : std::uint8_t { TopRight, TopLeft, BottomRight, BottomLeft };
std::string_view slide_corner_name(SlideCorner c);  // "top-right", ... (state().lecture.corner)
struct SlidePlacement {
  SlideCorner corner = SlideCorner::TopRight;
  float max_h = 0;          // the window's height there: at most want_h, less where room is short
  std::size_t covered = 0;  // the items it still covers (0: every one is clear)
};
inline constexpr float kSlideMargin = 8;  // from the canvas's edges
inline constexpr float kSlideGap = 4;     // from the items kept clear
// area: the canvas; w, want_h: the window's width and natural height; min_h:
// the shortest it may be (its buttons and two lines of text); keep: its corner now.
SlidePlacement place_slide_window(const PageBox& area, float w, float want_h, float min_h,
                                  std::span<const PageBox> items, std::optional<SlideCorner> keep);
// The window's box at corner `c` of `area` (kSlideMargin from its edges).
PageBox slide_window_box(const PageBox& area, float w, float h, SlideCorner c);

// ---- link form: "?lecture=<payload>" where payload = base64url(deflate-raw(json)).
// The compression itself is the browser's (CompressionStream); these check and
// frame the payload so a broken or oversized address is refused with a reason
// before anything is decompressed.
std::string lecture_query(std::string_view payload);
struct PayloadParse {
  std::optional<std::string> payload;
  std::string error;
};
// Reads "lecture" out of a query ("?lecture=..." or "a=b&lecture=..."):
// present, not empty, base64url characters only, at most kLectureMaxLinkPayload.
PayloadParse lecture_payload(std::string_view query);
// A share-link query without its "key=..." parameter (a slide does not force
// the viewer's language: its text carries both).
std::string drop_query_key(std::string_view query, std::string_view key);

// ---- slide text: a small Markdown subset rendered as styled runs.
//   **bold**, *italic* (or _italic_), lines starting "- " or "* " are bullets,
//   "1. " numbered items, a blank line separates paragraphs, and numbers
//   inside the text ("2..20", "10^18", "42") are marked so the panel can
//   give them the number colour.
struct TextRun {
  std::string text;
  bool bold = false;
  bool italic = false;
  bool number = false;
};
struct TextLine {
  enum class Kind { Paragraph, Bullet, Numbered, Blank } kind = Kind::Paragraph;
  int ordinal = 0;  // Numbered: the item's number as written
  std::vector<TextRun> runs;
};
std::vector<TextLine> parse_slide_text(std::string_view text);

}  // namespace gtl::model
