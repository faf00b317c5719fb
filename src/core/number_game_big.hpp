// The Number Game solver for large positions, such as the full start 2..50
// (tens of millions of positions searched): outcome only, the winning moves of one
// position, on every core, in bounded memory.
//
// How it differs from WinMemo (number_game_solver.hpp), which stays the solver
// for judge batches:
// - the memo is two fixed-size, set-associative transposition tables of
//   64-bit words (key, outcome and a work estimate packed together; 8 words
//   to a cache line, no probing beyond the line), one for lost positions (15%
//   of the memory) and one for won ones. When a line is full the entry that
//   cost the least work to prove gives way, so memory stays within the budget
//   whatever the position, and a position that needs more entries than fit is
//   still solved (some cheap positions get searched again);
// - the search is bound by memory latency, not arithmetic: each position
//   reads a random line for each of its ~26 children. So the tables are sized
//   to about one entry per position searched, not more (on 2..48, 2 threads,
//   a 1 GiB table took 17.7 s and 256 MB 10.4 s: every probe into a bigger
//   table costs more TLB and cache misses), and the pass that looks for a
//   child already known to be lost, which decides four positions in five,
//   reads only the small table of lost positions (on 2..46, 1 thread, 5.8 s
//   against 6.7 s with one table);
// - every word is written and read whole (relaxed atomics), so threads share
//   the tables without locks: a word is either an older or a newer proven
//   fact, never a torn one, and a lost race only loses an entry;
// - the root's children are solved in parallel (a shared work counter, the
//   largest children first), each thread with its own 2..20 table (WinMemo)
//   for the small sets near the leaves; a thread that finds no child left to
//   start helps with one still running, trying each position's children from
//   the second on, and whoever finishes the child first stops the other
//   (before, one core idled through the last large child: 47 s of CPU in
//   26 s on 2..50);
// - the tables live in 2 MiB pages where Linux allows (madvise), which halves
//   the time spent waiting on their random lines;
// - children are tried fewest numbers first, then the larger number named
//   first (see number_game_big.cpp for the figures).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>

#include "number_game.hpp"

namespace gtl::number_game {

// Keys take the numbers 2..kBigMaxN (56 bits); the rest of the word holds the
// outcome and the work estimate.
inline constexpr int kBigMaxN = 57;
constexpr bool big_supports(Allowed a) { return highest(a) <= kBigMaxN; }

struct BigProgress {
  std::uint64_t positions = 0;  // positions searched so far (every thread)
  double seconds = 0;           // since the solve began
};

struct BigOptions {
  int threads = 0;             // 0: one per core
  std::size_t memo_bytes = 0;  // both tables; 0: sized from the position, at most kBigDefaultMemoBytes
  // Called from the calling thread about every `progress_interval` seconds
  // while the solve runs, and once with the final figures at the end (not at
  // all when empty).
  std::function<void(const BigProgress&)> on_progress;
  double progress_interval = 1.0;  // > 0
};

// 1 GiB: 134 M entries of 8 bytes, a cap the default size reaches from about
// 2..53 on (2..50 gets 360 MB: it searches about 45 M positions, and each +2
// about doubles that).
inline constexpr std::size_t kBigDefaultMemoBytes = std::size_t{1} << 30;

struct BigResult {
  Allowed winning = 0;          // the judge's answer: bit(x) for every winning x
  std::uint64_t positions = 0;  // positions searched (each counted once per search)
  std::size_t memo_bytes = 0;   // both transposition tables' size
  int threads = 1;
};

// The size of both tables when BigOptions::memo_bytes is 0: grows with the
// position's count of numbers, from 1 MiB to kBigDefaultMemoBytes.
std::size_t big_memo_bytes(Allowed a);

// The winning moves of `a` (big_supports(a) must hold).
BigResult big_winning_set(Allowed a, const BigOptions& options = {});

// For a command-line tool: big_winning_set with a progress line on stderr,
// "<tool>: 12,345,678 positions, 12.0 s", redrawn in place each second, when
// stderr is a terminal (nothing otherwise), and cleared at the end.
Allowed big_winning_set_with_progress(Allowed a, std::string_view tool);

class WinMemo;
// The CLI's choice of solver: big_winning_set_with_progress for positions of
// at least kBigMinNumbers numbers that it supports, else `memo` (kept across
// a batch's cases; a judge batch inside 2..20 always goes there). Below about
// 30 numbers both solve a position in milliseconds, and WinMemo needs no
// table to be set up.
inline constexpr int kBigMinNumbers = 32;
Allowed judge_winning_set(WinMemo& memo, Allowed a, std::string_view tool);

}  // namespace gtl::number_game
