// The moves of a game so far, with a cursor: step back and forward, jump to any
// move, restart. Branching keeps the old line: after stepping back, playing the
// move that was played there before just steps forward; playing another move
// replaces the old continuation from that point on. Every lesson has one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace gtl::app {

class Timeline {
 public:
  using Move = std::int64_t;

  const std::vector<Move>& moves() const { return moves_; }
  // Number of moves applied to reach the shown position (0 = start).
  std::size_t cursor() const { return cursor_; }
  std::size_t size() const { return moves_.size(); }
  bool at_start() const { return cursor_ == 0; }
  bool at_end() const { return cursor_ == moves_.size(); }
  // Moves up to the cursor: the line that leads to the shown position.
  std::vector<Move> line() const { return {moves_.begin(), moves_.begin() + static_cast<std::ptrdiff_t>(cursor_)}; }

  // Plays `m` at the cursor (keeping the old line if it is the same move).
  void play(Move m);
  // Moves the cursor by delta, clamped to [0, size]; returns the new cursor.
  std::size_t step(std::ptrdiff_t delta);
  // Jumps to index i (0..size); false if out of range.
  bool go_to(std::size_t i);
  // Forgets the moves after the cursor (Undo: a move taken back is not replayed by >).
  void cut() { moves_.resize(cursor_); }
  void clear() { moves_.clear(); cursor_ = 0; }

 private:
  std::vector<Move> moves_;
  std::size_t cursor_ = 0;
};

// "the start" / "after 6, 5": the position a title names (export, lessons' drawings).
std::string position_words(const Timeline& t);

}  // namespace gtl::app
