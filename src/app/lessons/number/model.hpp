// The Number Game lesson's model (no ImGui): the start position, the moves so
// far on a Timeline, and everything the board shows derived from them — who
// named what, why each number is forbidden, whose turn it is, the outcome and
// the winning moves — plus the animation of the last naming.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/kit/timeline.hpp"
#include "core/number_game.hpp"
#include "core/number_game_table.hpp"
#include "core/number_game_why.hpp"
#include "core/outcome.hpp"
#include "core/solver.hpp"
#include "model/i18n.hpp"
#include "model/svg_export.hpp"

namespace gtl::app {

// The largest board the lesson solves exactly (outcome and remoteness of every
// position). Boards that take more than a frame are solved away from the
// drawing, with a progress bar (solve_jobs.hpp): on the web in the solve worker,
// which hands the page a compact table (2..40: 4.6 M positions, ~10 s of wasm,
// 55 MB in the page); natively in slices (2..40: ~4.5 s). Above 2..40 the
// exact memo no longer fits the worker's 1 GB; the CLI's outcome-only solvers
// go further (README).
inline constexpr int kNumberLessonMaxN = 40;

enum class Player { First = 0, Second = 1 };  // Christine, Matt
const char* player_name(Player p);           // "Christine" / "Matt" (克里斯汀 / 马特 in Chinese)
const char* player_name(Player p, i18n::Lang lang);  // state() uses English: a machine value
const char* player_initial(Player p);        // "C" / "M" (克 / 马): badges and timeline chips

struct NamedNumber {
  int value;
  Player by;
};

struct ForbiddenNumber {
  int value;
  number_game::ForbiddenNumber::Kind kind;  // Multiple / Sum; named numbers are in named()
  std::string why;               // "17 = 2·6 + 5"; "not allowed in the given position"
  int move_index;                // which move forbade it (-1: forbidden from the start)
  // The structure behind `why`, so views need not parse it: the tiles the
  // number is built from (number_game::source_tiles) and its reason as tile
  // labels, longest first (number_game::reason_labels). Empty when given.
  std::vector<int> sources = {};
  std::vector<std::string> labels = {};
};

// Phases of the naming animation, in order.
enum class AnimPhase { Idle, Named, Multiples, Sums, Done };
const char* anim_phase_name(AnimPhase p);  // "idle", "named", "multiples", "sums", "done"

class NumberModel {
 public:
  NumberModel();

  // New game on 2..max. False (and unchanged) if max is outside 2..kNumberLessonMaxN.
  bool new_game(int max, std::string& error);
  // A judge-style position: the allowed numbers (each within 2..kNumberLessonMaxN).
  bool set_position(const std::vector<int>& allowed, std::string& error);
  // Names x for the player to move; error if x is not allowed now.
  bool pick(int x, std::string& error);

  // The board size set_position(allowed) would use (it grows to fit the numbers).
  int max_for(const std::vector<int>& allowed) const;
  // Whether the position `start` on 2..max is solved already: showing it then
  // costs no search. Otherwise the app solves it first (NumberSolveJob) and
  // hands the solver over with adopt_solver before changing the board.
  bool knows(int max, number_game::Allowed start) const;
  void adopt_solver(std::unique_ptr<Solver<number_game::NumberGame>> solver) { solver_ = std::move(solver); }
  // The full outcome table of a board (number_game_table.hpp), adopted before
  // the exact solve of its start is done (the page's worker builds the table
  // first). Until the solver knows the shown board's start, every outcome,
  // winning move and hint comes from the table at once, and every remoteness
  // is pending (kRemotenessPending: views show no number). A table of another
  // board size is ignored.
  void adopt_table(std::shared_ptr<const number_game::NumberTable> table) { table_ = std::move(table); }
  // True while the shown board's values come from the table (remoteness pending).
  bool remoteness_pending() const;
  // Which solver answers the shown board: "table" while remoteness_pending(), else "search".
  const char* method() const { return remoteness_pending() ? "table" : "search"; }
  // The value of a position if the solver has it (never searches): the tree's
  // capped graph takes its frontier's values from here.
  std::optional<Solution> known_value(number_game::Allowed a) const;
  // The values of the solved positions of 2..max, for a tree built in slices
  // after this call: it holds the solver itself, so a board changed meanwhile
  // (another lesson's game, a new size) cannot turn its values into unknowns.
  // Empty unless knows(max, start).
  std::function<std::optional<Solution>(number_game::Allowed)> known_frontier(int max, number_game::Allowed start) const;

  Timeline& timeline() { return timeline_; }
  const Timeline& timeline() const { return timeline_; }
  // Call after the cursor moved: one step forward replays that move's
  // animation (a class steps through a game and sees each naming again); any
  // other jump, and every step back, shows its position at once.
  void on_timeline_moved();
  // Whether stepping forward animates (the view sets it from the speed setting).
  void set_step_animation(bool on) { step_animation_ = on; }

  int max() const { return max_; }
  number_game::Allowed start() const { return start_; }
  bool start_reachable() const { return start_reachable_; }
  number_game::Allowed allowed() const { return current_; }
  const std::vector<NamedNumber>& named() const { return named_; }
  const std::vector<ForbiddenNumber>& forbidden() const { return forbidden_; }
  Player to_move() const { return timeline_.cursor() % 2 == 0 ? Player::First : Player::Second; }
  Outcome outcome();                  // for the player to move
  std::uint32_t remoteness();
  std::vector<int> winning_moves();   // ascending
  // What the header describes: while the last naming is animated, the position
  // before it (the board has not shown that move's consequences yet, so the
  // header must not announce them); otherwise the shown position.
  number_game::Allowed header_position() const { return animating() ? before_last_ : current_; }
  Player header_to_move() const;
  Solution value_of(number_game::Allowed a);
  std::vector<int> winning_moves_of(number_game::Allowed a);  // ascending
  // What naming x would forbid now (for the hover preview) and whether it wins.
  number_game::Naming preview(int x) const;
  bool move_wins(int x);
  // Tile lookup helpers.
  const ForbiddenNumber* forbidden_entry(int y) const;
  const NamedNumber* named_entry(int y) const;
  // The forbidding steps of the last move (for the animation), ascending.
  const std::vector<number_game::ForbiddenNumber>& last_naming() const { return last_naming_; }

  // Animation of the last naming; `speed` 0 = instant.
  void advance(double seconds, float speed);
  bool animating() const { return anim_phase_ != AnimPhase::Idle && anim_phase_ != AnimPhase::Done; }
  AnimPhase anim_phase() const { return anim_phase_; }
  void skip_animation() { if (animating()) anim_phase_ = AnimPhase::Done; }
  // A paused animation holds its phase until resumed (or skipped).
  void set_paused(bool p) { paused_ = p; }
  bool paused() const { return paused_; }
  // True while tile y's forbidding by the last move is not shown yet.
  bool hidden_by_animation(int y) const;
  // The step currently revealed (the named number itself in the first phase,
  // then each multiple and sum), or nullptr; its source_tiles() are lit.
  const number_game::ForbiddenNumber* anim_current() const;
  std::string caption() const;  // narrates the current phase in words

  // Perfect play for the player to move: the best move, or nullopt at the end.
  std::optional<int> best_move();

 private:
  void rebuild();  // replays the timeline from the start
  void start_animation();
  Solver<number_game::NumberGame>& solver();
  // The value of a from the table when remoteness_pending() (outcome, pending
  // remoteness; 0 plies at the end), else nullopt.
  std::optional<Solution> pending_value(number_game::Allowed a) const;

  int max_ = 20;
  number_game::Allowed start_ = number_game::full(20);
  bool start_reachable_ = true;
  Timeline timeline_;
  number_game::Allowed current_ = start_;
  number_game::Allowed before_last_ = start_;  // the position before the last move shown
  std::size_t shown_cursor_ = 0;               // the cursor rebuild() last showed
  bool step_animation_ = true;
  std::vector<NamedNumber> named_;
  std::vector<ForbiddenNumber> forbidden_;
  std::vector<number_game::ForbiddenNumber> last_naming_;
  // Shared with the frontiers of trees still being built (known_frontier).
  std::shared_ptr<Solver<number_game::NumberGame>> solver_;
  std::shared_ptr<const number_game::NumberTable> table_;  // adopt_table

  AnimPhase anim_phase_ = AnimPhase::Idle;
  double anim_time_ = 0;  // seconds into the animation (at speed 1)
  bool paused_ = false;
};

// ------------------------------------------------------------------ the tree's words
// The Number Game in the UI's language for the tree (node descriptions); every
// rule is core's (graph_builder.hpp asks the game for describe).
struct WordedNumberGame : number_game::NumberGame {
  std::string describe(Position p) const;
};

// ------------------------------------------------------------------ the board's layout
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

// ------------------------------------------------------------------ the board as SVG (the export)
struct BoardTile {
  enum class State : std::uint8_t { Allowed, Named, Forbidden };
  int value = 0;
  State state = State::Allowed;
  bool by_first = true;              // Named: the first player named it
  int strikes = 0;                   // Forbidden: 1 a multiple, 2 a sum
  std::vector<std::string> reasons;  // Forbidden: the reason, longest wording first ("5+2·2")
  bool wins = false;                 // hints on: naming it wins
};
struct BoardDrawing {
  int columns = 10;                  // tile y sits in column y % columns, row y / columns
  std::vector<BoardTile> tiles;      // 2..max
  std::string initial_first, initial_second, win_badge = "W";
  std::string legend_multiple, legend_sum;
  std::string caption;               // under the board
  std::string title;
};
std::string board_svg(const BoardDrawing& d, const model::SvgPalette& p);

}  // namespace gtl::app
