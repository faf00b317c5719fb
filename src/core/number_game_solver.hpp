// The fast specialised Number Game solver: outcome only, for judge batches and
// for large starts such as 2..40.
//
// Why it is fast, compared with a plain memoised recursion:
// - a position is one 64-bit word and naming is a handful of shifts;
// - the memo is kept across cases (its key, the allowed set, means the same
//   thing in every case and every N). Sets inside 2..20, the judge's whole
//   range, are looked up directly in a 128 KB table of 2-bit entries; larger
//   ones go to a flat open-addressing table (flat_map.hpp);
// - the search stops at the first winning move it finds. For large sets, where
//   memory latency dominates, it first requests all children's memo slots,
//   looks for a child already known to be lost, then tries the smallest
//   children first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "flat_map.hpp"
#include "number_game.hpp"

namespace gtl::number_game {

class WinMemo {
 public:
  WinMemo();

  // True if the player to move at `a` wins under perfect play.
  bool wins(Allowed a);
  // The judge's answer: every x whose naming leaves the opponent lost, ascending.
  std::vector<int> winning_moves(Allowed a);

  std::size_t positions() const { return small_positions_ + large_.size(); }
  std::size_t memory_bytes() const { return small_.size() * sizeof(std::uint64_t) + large_.memory_bytes(); }

 private:
  enum Known : unsigned { kUnknown = 0, kLost = 1, kWon = 2 };
  static constexpr int kSmallBits = 19;  // sets inside 2..20
  static bool is_small(Allowed a) { return a >> kSmallBits == 0; }

  Known known(Allowed a) const;
  bool remember(Allowed a, bool win);
  // The direct table: entry a (a set inside 2..20) in bits 2(a mod 32) of word a / 32.
  Known small(Allowed a) const { return static_cast<Known>(small_[a >> 5] >> (2 * (a & 31)) & 3); }
  void set_small(Allowed a, Known k) {
    small_[a >> 5] |= std::uint64_t{k} << (2 * (a & 31));
    ++small_positions_;
  }
  // Search an unknown position.
  bool solve_small(Allowed a);
  bool solve_large(Allowed a);

  std::vector<std::uint64_t> small_;  // 32 entries of 2 bits per word
  std::size_t small_positions_ = 0;
  FlatMap<bool> large_;
};

}  // namespace gtl::number_game
