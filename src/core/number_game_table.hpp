// The Number Game's full table: the outcome of EVERY position of 2..N, solved
// bottom-up with one bit per slot, no search and no hashing (issue 45).
//
// Why every position, and how few they are:
// - a position of 2..N is its forbidden set F. F with 0 is closed under
//   addition (cut at N), because naming x forbids F + {0, x, 2x, ...}; so the
//   positions are the numerical semigroups with Frobenius number <= N:
//   3,515 for 2..20, 130,502 for 2..30, 4,601,655 for 2..40, ~156.5 M for
//   2..50. A search of 2..50 visits ~48 M of them with ~16 random memo reads
//   each; solving all of them in a fixed order needs no memo at all.
//
// The layout (h = floor(N/2), so two numbers above h never sum to <= N):
// - a position splits into its low part L = F & 2..h, itself a position of
//   2..h (a "block": 23,203 for 2..50), and its high part H = F & h+1..N, which
//   holds the high numbers L's sums reach (the block's "forced" numbers) and
//   is closed under adding L's elements;
// - a block's slots are indexed by its free high numbers (those not forced),
//   the largest number on index bit 0: every subset is a slot, and the slots
//   whose H is not closed under + L are never read (2..50: 595 M slots for
//   156.5 M positions, 74 MB at one bit each). A superset has a larger index.
// - naming a high number y keeps the block and ORs y + (L and 0) into H: in
//   index terms `index | M_y`, done for 64 slots at once on a machine word;
// - naming a low number x moves to the block closure(L + x), and H's image is
//   OR-linear in H's bits: per block and move, small tables map index chunks
//   straight to the child's index. The 64 slots of a word have their children
//   in one word of the child block, whose lost slots are few (2..50: 2.6 a
//   word), so each low move is done for a whole word at once, backwards from
//   those lost slots.
// - blocks are solved from the most forbidden low numbers to the fewest (a low
//   move's child block has more), each block from its highest index down (a
//   high move's child is a superset): every child is final before its parent.
// - threads: blocks with as many low numbers are independent; large blocks
//   are cut into sub-cubes on their top index bits, and sub-cubes whose
//   top-bit patterns have as many ones are independent too.
// - two exact facts prune: naming 2 or 3 while both are allowed loses (the
//   opponent names the other, and <2, 3> forbids everything), so those moves
//   are never tried; and a word whose valid slots are all won by high moves
//   (64 at a time) never reads a low move's child.
// Figures (docs/performance.md): 2..50 in 1.9 s and 74 MB as a whole CLI
// process, 35x the c762bc4 solver (WinMemo) and 14x the search.
//
// Beyond kTableMaxN the table is refused (2..52 needs ~150 MB, and each +2
// roughly doubles it); the search (number_game_big.hpp) is the solver there.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "number_game.hpp"

namespace gtl::number_game {

inline constexpr int kTableMaxN = 52;

// Empty when a table of 2..n can be built, else why not (one sentence).
std::string table_refusal(int n);

struct TableOptions {
  int threads = 0;  // 0: one per core (std::thread::hardware_concurrency); 1: no thread is started
};

class NumberTable;

struct TableBuild {
  std::unique_ptr<NumberTable> table;  // null when refused
  std::string error;                   // table_refusal(n) when refused
};

// Builds the table of 2..n, or refuses (n outside 2..kTableMaxN).
TableBuild build_number_table(int n, const TableOptions& options = {});

// A table built elsewhere (the page's solve worker) from its words
// (NumberTable::words(), in order) and counts: the layout is made again (cheap:
// 2..40's 3,515 blocks), the bits are taken as they are. Refused (null table,
// one sentence) when n is out of range or the word count is not 2..n's.
TableBuild adopt_number_table(int n, const std::uint64_t* words, std::size_t count, std::uint64_t positions,
                              std::uint64_t lost);

// The number of positions of 2..n (n in 2..kTableMaxN) from the table's
// layout alone, without solving: what NumberTable::positions() will say.
std::uint64_t table_position_count(int n);

// The memory the table of 2..n takes (n in 2..kTableMaxN), from its layout.
std::size_t table_memory_bytes(int n);

class NumberTable {
 public:
  struct Block;  // one low part's layout (number_game_table.cpp)

  ~NumberTable();
  NumberTable(const NumberTable&) = delete;
  NumberTable& operator=(const NumberTable&) = delete;

  int max() const { return n_; }
  // Positions of 2..N (the start and the empty end included), and how many
  // of them are lost for the player to move.
  std::uint64_t positions() const { return positions_; }
  std::uint64_t lost_positions() const { return lost_; }
  std::uint64_t slots() const { return words_ * 64; }
  std::size_t memory_bytes() const;
  int threads() const { return threads_; }
  // The solved bits themselves (slots(): 64 a word), for adopt_number_table.
  const std::uint64_t* words() const { return lost_bits_.get(); }
  std::size_t word_count() const { return words_; }

  // Whether `a` is a position of 2..N: its numbers lie in 2..N and its
  // forbidden set (2..N minus a, with 0) is closed under addition. Every
  // position reachable in play from a full start 2..M, M <= N, is one; an
  // arbitrary judge set may not be.
  bool covers(Allowed a) const;
  // The outcome for the player to move; nullopt when !covers(a).
  std::optional<bool> wins(Allowed a) const;
  // The judge's answer, bit(x) for each x whose naming leaves the opponent
  // lost; nullopt when !covers(a).
  std::optional<Allowed> winning_set(Allowed a) const;
  // The same as numbers in ascending order (empty when !covers(a)).
  std::vector<int> winning_moves(Allowed a) const;

 private:
  friend TableBuild build_number_table(int, const TableOptions&);
  friend TableBuild adopt_number_table(int, const std::uint64_t*, std::size_t, std::uint64_t, std::uint64_t);
  NumberTable();
  bool lost_at(Allowed a) const;  // a is covered

  int n_ = 0, h_ = 0, threads_ = 1;
  std::vector<Block> blocks_;
  std::vector<std::pair<std::uint64_t, std::uint32_t>> by_low_;  // (low part, block), sorted
  struct FreeWords {
    void operator()(std::uint64_t* p) const;
  };
  std::unique_ptr<std::uint64_t[], FreeWords> lost_bits_;  // bit set: lost for the player to move
  std::size_t words_ = 0;
  std::uint64_t positions_ = 0, lost_ = 0;
};

// ---- The judge's choice of solver ------------------------------------------------
//
// The CLI answers each case with one of three solvers: WinMemo (fewer than
// kBigMinNumbers numbers: milliseconds), the big-position search, or the
// table of 2..M (M the case's largest number; a table already built for a
// larger board answers too). The table is chosen when it covers the case and
// is expected to be done sooner than the search: the table's time grows with
// M (2..40: 0.1 s, x1.4 per number; 2..50: 1.5 s on 2 cores), the search's
// with the case's count of numbers (a full 2..40: 0.5 s, x1.4 per number;
// 2..50: 9.5 s), so full starts from 2..33 on go to the table, a 40-number
// position of 2..50 to the search.
enum class JudgeMethod { memo, search, table };
const char* method_name(JudgeMethod m);  // "memo", "search", "table"

// Whether building the table of 2..highest(a) is expected to answer `a`
// sooner than the big search (false when the table cannot cover a).
bool table_is_faster(Allowed a);

class WinMemo;

class JudgeSolver {
 public:
  enum class Choice { automatic, table, search };  // table: whenever it covers; search: never the table
  explicit JudgeSolver(Choice choice = Choice::automatic);
  ~JudgeSolver();
  JudgeSolver(const JudgeSolver&) = delete;
  JudgeSolver& operator=(const JudgeSolver&) = delete;

  struct Answer {
    Allowed winning = 0;  // the judge's answer: bit(x) for every winning x
    JudgeMethod method = JudgeMethod::memo;
    bool built = false;      // the table was built for this case
    double build_seconds = 0;  // when built
  };
  // `tool` names the big search's progress line on a terminal.
  Answer winning_set(Allowed a, std::string_view tool);
  // The method winning_set would use for `a` now (without solving).
  JudgeMethod method_for(Allowed a) const;
  const NumberTable* table() const { return table_.get(); }

 private:
  Choice choice_;
  std::unique_ptr<WinMemo> memo_;  // kept across cases: its key means the same in every case
  std::unique_ptr<NumberTable> table_;
};

}  // namespace gtl::number_game
