#include "core/tictactoe.hpp"

#include <algorithm>

namespace gtl::tictactoe {
namespace {

constexpr int kLines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                              {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

// kSym[k][i]: the cell that cell i moves to under symmetry k.
constexpr std::array<std::array<int, 9>, 8> make_symmetries() {
  std::array<std::array<int, 9>, 8> s{};
  for (int k = 0; k < 8; ++k) {
    for (int cell = 0; cell < 9; ++cell) {
      int r = cell / 3, c = cell % 3;
      if (k >= 4) c = 2 - c;  // reflect first, then rotate
      for (int t = 0; t < k % 4; ++t) {
        const int nr = c, nc = 2 - r;  // a quarter turn clockwise
        r = nr;
        c = nc;
      }
      s[k][cell] = r * 3 + c;
    }
  }
  return s;
}
constexpr auto kSym = make_symmetries();

char mark_char(Mark m) { return m == Mark::X ? 'X' : m == Mark::O ? 'O' : '.'; }

}  // namespace

int TicTacToe::filled(Position p) {
  int n = 0;
  for (int i = 0; i < 9; ++i) n += at(p, i) != Mark::Empty;
  return n;
}

std::optional<std::array<int, 3>> TicTacToe::winning_line(Position p) {
  for (const auto& line : kLines) {
    const Mark a = at(p, line[0]);
    if (a != Mark::Empty && a == at(p, line[1]) && a == at(p, line[2])) return std::array{line[0], line[1], line[2]};
  }
  return std::nullopt;
}

Mark TicTacToe::winner(Position p) {
  const auto line = winning_line(p);
  return line ? at(p, (*line)[0]) : Mark::Empty;
}

FixedList<TicTacToe::Move, 9> TicTacToe::moves(Position p) const {
  FixedList<Move, 9> out;
  if (winner(p) != Mark::Empty) return out;
  for (int i = 0; i < 9; ++i)
    if (at(p, i) == Mark::Empty) out.push_back(static_cast<Move>(i));
  return out;
}

std::string board_string(TicTacToe::Position p) {
  std::string s(9, '.');
  for (int i = 0; i < 9; ++i) s[i] = mark_char(TicTacToe::at(p, i));
  return s;
}

std::string TicTacToe::short_label(Position p) const {
  const std::string b = board_string(p);
  return b.substr(0, 3) + "/" + b.substr(3, 3) + "/" + b.substr(6, 3);
}

std::string TicTacToe::describe(Position p) const {
  const Mark w = winner(p);
  if (w != Mark::Empty) return short_label(p) + std::string(", ") + mark_char(w) + " has three in a row";
  if (filled(p) == 9) return short_label(p) + ", full board";
  return short_label(p) + std::string(", ") + mark_char(to_move(p)) + " to move";
}

std::string TicTacToe::move_label(Move cell) const {
  // Columns a..c, rows 1..3 from the top, as on a chess-like diagram.
  return std::string(1, static_cast<char>('a' + cell % 3)) + std::to_string(cell / 3 + 1);
}

TicTacToe::Position TicTacToe::transform(Position p, int k) {
  Position out = 0;
  for (int i = 0; i < 9; ++i) out |= static_cast<Position>(at(p, i)) << (2 * kSym[k][i]);
  return out;
}

int TicTacToe::transform_cell(int cell, int k) { return kSym[k][cell]; }

int TicTacToe::to_canonical(Position p) {
  int best = 0;
  Position least = p;
  for (int k = 1; k < 8; ++k)
    if (const Position image = transform(p, k); image < least) {
      least = image;
      best = k;
    }
  return best;
}

TicTacToe::Position TicTacToe::canonical(Position p) { return transform(p, to_canonical(p)); }

}  // namespace gtl::tictactoe
