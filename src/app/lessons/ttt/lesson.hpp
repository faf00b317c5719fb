// The tic-tac-toe lesson: a big 3×3 board to click (X and O, the winning line
// struck through), whose turn it is and the verdict (W / L / D with its
// remoteness), the best cells and each empty cell's move value as hints, the
// position graph with the option to merge positions equal up to the board's 8
// symmetries, and play against the perfect player through the teaching modes.
// The first game of the course with real draws: the start is a draw.
//
// Moves are cells 0..8, row by row, on the board as shown (the timeline,
// share links' moves=, ttt.play). A game starts from the empty board, or from
// a position a few moves in (the teaching modes' small start, share links'
// start=: the cells played to reach it). With symmetry merging on, the graph's nodes
// are the canonical boards and its moves are cells of those boards:
// graph_line() and game_line() translate between the two.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "app/kit/lesson.hpp"
#include "app/kit/timeline.hpp"
#include "app/kit/ui_timeline.hpp"
#include "core/solver.hpp"
#include "core/tictactoe.hpp"
#include "imgui.h"

// The lesson's words (strings_en.cpp, strings_zh.cpp in this folder): the rows
// its Lesson::strings() hands the tables, keys prefixed "ttt.".
namespace gtl::app::ttt_words {
std::span<const i18n::Entry> en();
std::span<const i18n::Entry> zh();
}  // namespace gtl::app::ttt_words

namespace gtl::app {

// Tic-tac-toe in the UI's language for the tree (node descriptions); every rule,
// the canonical form included, is the core's.
struct WordedTicTacToe : tictactoe::TicTacToe {
  std::string describe(Position p) const;  // "X../.O./..., X to move", "X../.O./...，轮到 X"
};

class TicTacToeLesson final : public Lesson {
 public:
  using Position = tictactoe::TicTacToe::Position;
  // The graph holds every position (5,478; 765 merged): the cap only guards
  // against a future start with more.
  static constexpr std::size_t kTreePositions = 20'000;

  explicit TicTacToeLesson(const LessonContext& context);

  // ---- Lesson
  std::string_view id() const override { return "ttt"; }
  const char* name_key() const override { return "ttt.name"; }
  std::span<const i18n::Entry> strings(i18n::Lang lang) const override;
  void update(double seconds) override;
  bool animating() const override { return anim_t_ < 1.0 || timeline_ui_.autoplay; }
  bool in_motion() const override { return anim_t_ < 1.0; }
  void draw_controls() override;
  void draw_main() override;
  void register_automation(Automation& a) override;
  Timeline& timeline() override { return timeline_; }
  void timeline_moved() override;
  bool play(std::int64_t cell, std::string& error) override;
  TreeSource tree_source() const override;
  bool has_symmetry() const override { return true; }
  void set_symmetry(bool on) override { symmetry_ = on; }
  LessonHooks hooks() override;
  std::string check_link(const LinkArgs& args) const override;
  bool open_link(const LinkArgs& args, std::string& error) override;
  LinkArgs link_args() const override;
  std::string title() const override;
  TwinBoard twin_board() const override;  // the nine cells
  std::optional<ClassMoves> class_moves() const override;  // the live class's "which move wins?"
  // File › Export…'s "board": the shown board as an SVG (marks, the struck line).
  std::vector<LessonDrawing> drawings() override;
  std::string board_svg(const model::SvgPalette& palette) const;

  // ---- the game (the view, the automation and the tests read these)
  void new_game();  // the empty board
  // A game from the position these cells reach (played alternately, X first);
  // false with a sentence if they break the rules or leave no move.
  bool new_game_from(std::span<const std::int64_t> start, std::string& error);
  // The small start of the teaching modes: five moves in, O to move, where
  // O can win at once, draw or lose (26 positions: induction by hand).
  static constexpr std::array<std::int64_t, 5> kSmallStart{0, 1, 2, 4, 3};
  Position start() const { return game_.begin; }
  Position position() const { return position_; }
  bool symmetry() const { return symmetry_; }
  bool game_over() const { return game_.moves(position_).empty(); }
  // The value of the shown position for the player to move.
  Solution value() const { return value_of(position_); }
  // What playing `cell` gives the player to move (nullopt if the cell cannot be played).
  std::optional<Solution> move_value(int cell) const;
  // The cells perfect play may choose (the best value; ascending).
  std::vector<int> best_cells() const;
  // The end of the game in words ("X wins: three in a row"), or "" while it runs.
  std::string result_text() const;

  // A line of cells on the shown board as the graph's moves (the same line
  // unless symmetry merging is on), and back. A line that leaves the game's
  // rules is cut where it does.
  std::vector<std::int64_t> graph_line(std::span<const std::int64_t> line) const override;
  std::vector<std::int64_t> game_line(std::span<const std::int64_t> tree_line) const override;

 private:
  Solution value_of(Position p) const;
  bool playable(std::int64_t cell, std::string& error) const;
  // The position after `cells` from the empty board; nullopt with a sentence if one breaks the rules.
  std::optional<Position> replay(std::span<const std::int64_t> cells, std::string& error) const;
  void place(int cell);  // plays at the cursor, animated per the settings
  void write_state(json::Writer& w) const;
  std::string verdict_text() const;
  std::string chip_label(std::size_t i) const;

  // Drawing (board.cpp).
  void draw_status(float wrap_width);
  void draw_board(float side);
  void draw_mark(ImDrawList* dl, ImVec2 centre, float half, tictactoe::Mark m, float grow) const;
  void draw_badge(ImDrawList* dl, ImVec2 corner, float size, Solution v) const;

  Settings& settings_;
  const ValueHistory* values_;  // the shown line's values, for the strip (LessonContext::values)
  tictactoe::TicTacToe game_;
  // Every position solved once at start-up (5,478 of them): values are then
  // looked up, never searched.
  Solver<tictactoe::TicTacToe> solver_;
  std::vector<std::int64_t> start_line_;  // the cells that reach game_.begin (link's start=)
  Timeline timeline_;
  TimelineUi timeline_ui_;
  Position position_ = 0;
  bool symmetry_ = false;
  double anim_t_ = 1.0;  // the last mark appearing: 0 .. 1
  std::string message_;  // the panel's last error
};

}  // namespace gtl::app
