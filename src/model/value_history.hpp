// The value of every move of a line, for the player who made it: what the
// position was worth to them before the move, what it is worth after it, and
// how far the end is. The timeline reads it for its chip colours and the
// value-history chart (as GamesmanUni's visual value history: a class sees
// where a game was won or thrown away); play against the perfect player reads
// it for a verdict after each human move.
//
// Game-agnostic: it only walks a solved PositionGraph along the moves, so a
// new game gets the chart and the verdicts with no code here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/position_graph.hpp"
#include "core/solution.hpp"

namespace gtl::model {

struct PlyValue {
  std::size_t ply = 0;        // 1-based: the ply-th move of the line
  std::int64_t move = 0;
  std::string move_name;      // "16", "take 3"
  // For the player who moved. `before`: the position moved from (its outcome and
  // remoteness). `after`: the position reached — outcome flipped to the mover's
  // side, remoteness that position's own (plies left to the end from there).
  Solution before;
  Solution after;
  // Perfect play in the position moved from: its move and what it gives the
  // mover (same convention as `after`).
  std::string best_name;
  Solution best;
  bool terminal = false;  // the move ended the game
  bool blunder = false;   // the mover's outcome got worse: W → D or L, D → L
};

// The values of moves[0..n) from g's root, one per move. When a move is illegal
// or leads past the part of the graph the build reached, that ply and the ones
// after it keep Unknown values (and are never blunders): nothing is guessed.
std::vector<PlyValue> value_history(const PositionGraph& g, std::span<const std::int64_t> moves);

// True when `now` is strictly worse for a player than `was` (W > D > L);
// false whenever either is Unknown.
bool worse(Outcome now, Outcome was);

// "1 ply", "3 plies".
std::string plies(std::uint32_t n);

// One sentence on a move for a class, naming the mover and the opponent:
// "16 was winning; 2 lets Matt win in 3 plies.", "5 keeps the win: Christine
// loses in 4 plies.", "Matt was losing whatever the move; …".
std::string move_verdict(const PlyValue& v, const std::string& mover, const std::string& opponent);

}  // namespace gtl::model
