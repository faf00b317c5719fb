// The fast specialised Number Game solver: outcome only, for judge batches and
// for large starts such as 2..40.
//
// Why it is fast, compared with a plain memoised recursion:
// - a position is one 64-bit word and naming is a handful of shifts;
// - the memo is a flat open-addressing table (flat_map.hpp), kept across cases:
//   its key, the allowed set, means the same thing in every case and every N;
// - the search stops at the first winning move it finds; before recursing it
//   looks for a child the memo already knows to be lost, then tries the
//   smallest children first.
#pragma once

#include <cstddef>
#include <vector>

#include "flat_map.hpp"
#include "number_game.hpp"

namespace gtl::number_game {

class WinMemo {
 public:
  // True if the player to move at `a` wins under perfect play.
  bool wins(Allowed a);
  // The judge's answer: every x whose naming leaves the opponent lost, ascending.
  std::vector<int> winning_moves(Allowed a);

  std::size_t positions() const { return memo_.size(); }
  std::size_t memory_bytes() const { return memo_.memory_bytes(); }

 private:
  FlatMap<bool> memo_{1 << 16};
};

}  // namespace gtl::number_game
