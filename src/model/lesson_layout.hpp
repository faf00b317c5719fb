// Sizes and words for the two lesson views, as pure functions so they can be
// tested without a window: board tiles that grow with the text size, the ball
// scene's boxes that never overlap, label shortening, plurals.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gtl::model {

// "1 ply", "3 plies".
std::string plies(std::uint64_t n);

// The one rule for lists, in every language: "a", "a or b", "a, b or c"
// (Chinese "a、b 或 c": the separator is the table's list.sep, the last join
// its `last_key`, "list.or" or "list.and").
std::string word_list(std::span<const std::string> items, std::string_view last_key);

// "5", "5 and 7", "4, 6 and 8" (word_list; "list.or": "1, 3 or 7"); more than
// `max_shown` numbers are elided: "4, 6, 8, 10, 12, …, 20".
std::string number_list(std::span<const int> xs, std::size_t max_shown, std::string_view last_key = "list.and");

// The first candidate whose width fits `max_width` (label_fit's fit_first);
// if none does, the last one cut short with "…" (label_fit's elide); "" when
// nothing readable fits. Shortening is the caller's job (longest, most telling
// candidate first); cutting is the last resort.
std::string fit_label(std::span<const std::string> candidates, float max_width,
                      const std::function<float(std::string_view)>& width);

// ------------------------------------------------------------------ the board
// A tile holds one line of small text (the player's initial and the W badge on
// top, or the reason under a struck number) and the number in a larger font.
struct BoardFit {
  float avail_w = 0;  // width for the columns
  float avail_h = 0;  // height for the rows (what is left after header, caption, timeline)
  int columns = 10;
  int rows = 3;
  float text_px = 17;  // the UI text size (Settings::font_px)
};

struct TileSize {
  float w = 0, h = 0;    // cell pitch; the drawn tile leaves `gap` free on the right and bottom
  float gap = 0;
  float text_px = 0;     // font size of the tile's small line (the UI text size unless cramped)
  float number_px = 0;   // font size of the tile's number
  float pad = 0;         // inner padding
};

// Tiles scale with the text: never narrower than the badge line needs ("C"
// and "W" apart, about two text heights, which also holds a two-digit number),
// never lower than two text lines (badge or reason line + number), and they
// fill the region up to 4.2 text heights wide and 3.6 high (never taller than wide). When the region is
// too low the tiles keep their minimum and the lesson scrolls; when it is too
// narrow for even the narrowest tiles, the tile text shrinks with the width
// (down to 8 px). Either way numbers never run into each other.
TileSize board_tile_size(const BoardFit& fit);

// How many columns the board of tiles 2..max takes (with the legend in the
// cells of 0 and 1): ten, a hundred-square where multiples line up, when its
// rows fit the height; else one row of max + 1 cells when the region is wide
// and low (a desktop that gives the tree most of the screen), or two rows
// when one would make the tiles narrower than `least`, else five (a
// phone, where multiples of 5 still line up). A column narrower than `least`
// (a finger's width on touch screens) is never chosen, nor one whose tiles
// would need a smaller text than `text_px` (but five), and rows count at least
// `least` high; when nothing fits the
// height, the layout that overflows it least (the lesson then scrolls).
int board_columns(float avail_w, float avail_h, int max, float least, float text_px);

// ------------------------------------------------------------------ the ball scene
struct Box {
  float x = 0, y = 0, w = 0, h = 0;
  bool intersects(const Box& o) const { return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h; }
};

struct BallScene {
  float radius = 0, pitch = 0;  // ball radius and centre-to-centre distance
  float title_h = 0;            // the title line of each box ("Pile: 10 left", "First: 3 (odd)")
  float pad = 0;                // inner padding of each box
  Box pile, hands[2];           // whole boxes, titles included; relative to the scene's origin
  int pile_per_row = 1, hand_per_row = 1;
  int hand_rows = 1;            // balls beyond hand_rows * hand_per_row are summed up as "+N"
  bool stacked = false;         // too narrow for three columns: the pile above, the hands below
  float height = 0;             // total height of the scene
};

// The pile between the two hands when the width allows three columns, else the
// pile on top and the hands side by side under it. `pile_balls` is how many
// balls the pile draws (bars of 100 count as rows of balls), `hand_balls` the
// larger hand. Boxes never overlap and never leave the width.
BallScene ball_scene(float width, float text_px, std::uint64_t pile_balls, std::uint64_t hand_balls);

}  // namespace gtl::model
