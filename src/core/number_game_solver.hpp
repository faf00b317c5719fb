// The fast specialised Number Game solver: outcome only, for judge batches and
// for large starts such as 2..40.
//
// Why it is fast, compared with a plain memoised recursion:
// - a position is one 64-bit word and naming is a handful of shifts (inside
//   2..20: three look-ups in 36 KB of compile-time tables, whose rows are
//   picked once per position);
// - the memo is kept across cases (its key, the allowed set, means the same
//   thing in every case and every N). Sets inside 2..20, the judge's whole
//   range, are looked up directly in a 512 KB table of 1-byte entries
//   (calloc'd: untouched pages cost nothing); larger ones go to a flat
//   open-addressing table (flat_map.hpp);
// - the search stops at the first winning move it finds, trying the second
//   smallest number last (it is rarely a winning move). For large sets, where
//   memory latency dominates, it first requests all children's memo slots,
//   looks for a child already known to be lost, then tries the smallest
//   children first;
// - inside 2..20 the search runs on an explicit stack, and a judge batch
//   needs no allocation: winning_set returns the answer as a bit set.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "flat_map.hpp"
#include "number_game.hpp"

namespace gtl::number_game {

class WinMemo {
 public:
  WinMemo();
  WinMemo(const WinMemo& other);  // copies the tables (moves copy too: never left empty)
  WinMemo& operator=(const WinMemo& other);

  // True if the player to move at `a` wins under perfect play.
  bool wins(Allowed a);
  // The judge's answer: every x whose naming leaves the opponent lost, as a
  // set (bit(x) for each such x). Allocates nothing: for judge batches.
  Allowed winning_set(Allowed a);
  // The same, as the numbers in ascending order.
  std::vector<int> winning_moves(Allowed a);

  // Positions decided so far (counts the small table's entries: a 512 KB scan).
  std::size_t positions() const;
  std::size_t memory_bytes() const;

 private:
  enum Known : unsigned { kUnknown = 0, kLost = 1, kWon = 2 };
  static constexpr int kSmallBits = 19;  // sets inside 2..20
  static bool is_small(Allowed a) { return a >> kSmallBits == 0; }

  Known known(Allowed a) const;
  bool remember(Allowed a, bool win);
  // Search an unknown position outside 2..20 (those inside are searched by a
  // free function over the small table, number_game_solver.cpp).
  bool solve_large(Allowed a);

  struct FreeTable {
    void operator()(std::uint8_t* p) const;
  };
  // The direct table: one byte (a Known) per set inside 2..20, indexed by the set.
  std::unique_ptr<std::uint8_t[], FreeTable> small_;
  FlatMap<bool> large_;
};

}  // namespace gtl::number_game
