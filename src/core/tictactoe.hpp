// Tic-tac-toe: X and O alternately mark an empty cell of a 3×3 board (X first);
// three in a row wins; a full board with no line is a draw. The first game of
// the course with real draws: under perfect play the start is a draw.
//
// Cells are numbered 0..8 row by row. The rules offer a canonical form: the
// board's 8 symmetries (rotations and reflections) give equal positions, and
// canonical(p) picks one representative, so views can merge them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "fixed_list.hpp"
#include "outcome.hpp"

namespace gtl::tictactoe {

enum class Mark : std::uint8_t { Empty = 0, X = 1, O = 2 };

// The rules as a gtl::Game (see game.hpp). Cell i is bits 2i..2i+1 of the position.
struct TicTacToe {
  using Position = std::uint32_t;
  using Move = std::uint8_t;  // the cell

  Position begin = 0;  // the start (empty board unless a lesson starts elsewhere)

  static Mark at(Position p, int cell) { return static_cast<Mark>(p >> (2 * cell) & 3u); }
  static int filled(Position p);
  static Mark to_move(Position p) { return filled(p) % 2 == 0 ? Mark::X : Mark::O; }
  // The player who has three in a row, or Empty.
  static Mark winner(Position p);
  // The cells of a three in a row (the first of the 8 lines made), if any: the
  // line a view strikes through.
  static std::optional<std::array<int, 3>> winning_line(Position p);

  Position start() const { return begin; }
  FixedList<Move, 9> moves(Position p) const;
  Position play(Position p, Move cell) const {
    return p | static_cast<Position>(to_move(p)) << (2 * cell);
  }
  // Asked only without moves: a line was made by the player who just moved.
  Outcome terminal_outcome(Position p) const { return winner(p) == Mark::Empty ? Outcome::Draw : Outcome::Lose; }
  std::uint32_t measure(Position p) const { return static_cast<std::uint32_t>(9 - filled(p)); }
  std::string short_label(Position p) const;  // "X.O/.X./..O"
  std::string describe(Position p) const;
  std::string move_label(Move cell) const;     // "b2": column a..c, row 1..3 from the top

  // The least of the 8 symmetric images of p (as packed integers).
  static Position canonical(Position p);
  // Image of p under symmetry k (0 = identity, 1..3 rotations, 4..7 reflections).
  static Position transform(Position p, int k);
  // The cell that `cell` moves to under symmetry k.
  static int transform_cell(int cell, int k);
  // A symmetry k with transform(p, k) == canonical(p): how a view that shows
  // the real board finds, in a merged graph, the moves of its position.
  static int to_canonical(Position p);
};

// The board as 9 characters of X, O and '.', row by row (state().ttt.board).
std::string board_string(TicTacToe::Position p);

}  // namespace gtl::tictactoe
