#include "core/number_game_solver.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

namespace gtl::number_game {

namespace {

constexpr std::size_t kSmallEntries = std::size_t{1} << 19;  // sets inside 2..20
constexpr Allowed kSmallMask = kSmallEntries - 1;
// WinMemo::Known, as bytes; 0 (unknown) is what a zeroed table holds.
constexpr std::uint8_t kLostEntry = 1, kWonEntry = 2;

std::uint8_t* zeroed_table() {
  // calloc, not new + memset: a fresh block this large comes from the system
  // already zeroed, so the parts of the table never touched cost nothing.
  void* p = std::calloc(kSmallEntries, 1);
  if (p == nullptr) throw std::bad_alloc();
  return static_cast<std::uint8_t*>(p);
}

// ---- Naming inside 2..20 by table look-up -----------------------------------
//
// For a set a inside 2..20, the numbers forbidden after naming x are
// F + {0, x, 2x, ...} together with x, 2x, ..., where F is every number of
// 2..20 not in a. (Forbidden numbers above max(a) only forbid numbers above
// max(a), which a does not hold, so taking all of 2..20 gives after_naming's
// answer exactly; the tests check it against the rules.) The sum is OR-linear
// in F: F's 19 bits are split into chunks of 7, 7 and 5, and each chunk's sum
// is looked up, already shifted into place. This replaces after_naming's loop
// of up to four doubling shifts, the largest cost per child.
//
// The tables are indexed [chunk][x - 2], not [x - 2][chunk]: a position's
// chunks are fixed, so it picks its three rows once (Rows) and each child
// then costs three loads indexed by x, with no index arithmetic. Built at
// compile time: (128 + 128 + 32) rows of 32 words (19 used), 36 KB.
constexpr int kMoves = 19;  // the numbers 2..20
constexpr int kRow = 32;    // a row's stride: finding a row is a shift, not a multiply

struct SmallNaming {
  // chunk bits 0..6 (numbers 2..8); also holds x, 2x, ... (the sums with 0,
  // which has no bit)
  std::uint32_t lo[128][kRow];
  std::uint32_t mid[128][kRow];  // chunk bits 7..13, shifted into place
  std::uint32_t hi[32][kRow];    // chunk bits 14..18, shifted into place
};

constexpr SmallNaming make_small_naming() {
  SmallNaming t{};
  for (int x = kMinNumber; x <= 20; ++x) {
    const int i = x - kMinNumber;
    Allowed multiples = 0;
    for (int y = x; y <= 20; y += x) multiples |= bit(y);
    // chunk + {0, x, 2x, ...}, for a chunk placed at bit `shift`
    const auto sums = [x](Allowed chunk, int shift) {
      Allowed sum = 0;
      for (int k = 0; shift + k * x < kMoves; ++k) sum |= chunk << (shift + k * x);
      return static_cast<std::uint32_t>(sum & kSmallMask);
    };
    for (Allowed c = 0; c < 128; ++c) {
      t.lo[c][i] = sums(c, 0) | static_cast<std::uint32_t>(multiples);
      t.mid[c][i] = sums(c, 7);
    }
    for (Allowed c = 0; c < 32; ++c) t.hi[c][i] = sums(c, 14);
  }
  return t;
}

constexpr SmallNaming kSmallNaming = make_small_naming();

// The table rows for the numbers of 2..20 not in a.
struct Rows {
  explicit Rows(Allowed a)
      : lo(kSmallNaming.lo[~a & 127]), mid(kSmallNaming.mid[~a >> 7 & 127]), hi(kSmallNaming.hi[~a >> 14 & 31]) {}
  // after_naming(a, x) for the a these rows were made from, with i = x - 2.
  Allowed after_naming(Allowed a, unsigned i) const { return a & ~Allowed{lo[i] | mid[i] | hi[i]}; }
  const std::uint32_t *lo, *mid, *hi;
};

// Move order (any order gives the same answer; this one finds a winning move
// sooner): ascending, except that the second smallest number comes last. In
// the positions a judge batch visits, the smallest number is the first
// winning move in a third of the won ones, and the second smallest never
// showed up as a winning move; trying it last saves ~13% of the children
// looked at. The second smallest number's bit is moved up by 32, so one
// ascending scan of the word gives this order; the move's index is the bit's
// position modulo 32.
constexpr int kLast = 32;
inline Allowed move_order(Allowed a) {
  const Allowed rest = a & (a - 1);
  const Allowed second = rest & (~rest + 1);
  return (a ^ second) | second << kLast;
}
inline unsigned next_move(Allowed order) { return static_cast<unsigned>(std::countr_zero(order)) & (kLast - 1); }

// Decides a set inside 2..20 that the table does not know yet, records it and
// every position it had to decide on the way, and returns whether the player
// to move wins. Depth-first with early exit, each child's entry read before
// descending; everything stays in the cache-resident byte table.
//
// The recursion runs on an explicit stack, and the function is inlined into
// its callers (winning_set calls it once per unknown child of a case, ~6,500
// times in a 1,000-case batch): a call saves and restores callee-saved
// registers and spills around itself, a frame here is two stores. Together
// ~4% fewer instructions for the judge batch than the same search written
// recursively. A frame is only the set and the moves still to try; the rows
// are rebuilt when a parent resumes. A position cannot be more than 19 moves
// deep (each move removes at least the number named).
[[gnu::always_inline]] inline bool search_small(std::uint8_t* table, Allowed a) {
  struct Frame {
    Allowed a, moves;
  };
  Frame stack[kMoves];
  Frame* top = stack;  // the frames of a's ancestors are below top

  Allowed moves = move_order(a);  // not empty: a is not (empty sets are in the table from the start)
  Rows rows(a);
  for (;;) {
    // Look for a child the opponent loses; descend into unknown ones.
    bool won = false;
    while (moves != 0) {
      const Allowed c = rows.after_naming(a, next_move(moves));
      const std::uint8_t k = table[c];
      // Most children (about two thirds in a judge batch) are already known
      // to be won: that case is tested first, with a single branch.
      if (k != kWonEntry) {
        if (k == kLostEntry) {
          won = true;
          break;
        }
        *top++ = {a, moves};
        a = c;
        moves = move_order(a);
        rows = Rows(a);
        continue;
      }
      moves &= moves - 1;
    }
    // a is decided. Unwind: a won child makes its parent try its next move;
    // a lost child makes its parent won, which is decided in turn.
    for (;;) {
      table[a] = won ? kWonEntry : kLostEntry;
      if (top == stack) return won;
      --top;
      a = top->a;
      moves = top->moves;
      if (won) break;  // the parent keeps looking
      won = true;      // the child is lost: the parent wins
    }
    moves &= moves - 1;
    rows = Rows(a);
  }
}

}  // namespace

void WinMemo::FreeTable::operator()(std::uint8_t* p) const { std::free(p); }

WinMemo::WinMemo() : small_(zeroed_table()), large_(16) {
  small_[0] = kLostEntry;  // nothing left to name
}

WinMemo::WinMemo(const WinMemo& other) : small_(zeroed_table()), large_(other.large_) {
  std::memcpy(small_.get(), other.small_.get(), kSmallEntries);
}

WinMemo& WinMemo::operator=(const WinMemo& other) {
  if (this != &other) {
    std::memcpy(small_.get(), other.small_.get(), kSmallEntries);
    large_ = other.large_;
  }
  return *this;
}

std::size_t WinMemo::positions() const {
  const auto unknown = static_cast<std::size_t>(std::count(small_.get(), small_.get() + kSmallEntries, 0));
  return (kSmallEntries - unknown) + large_.size();
}

std::size_t WinMemo::memory_bytes() const { return kSmallEntries + large_.memory_bytes(); }

WinMemo::Known WinMemo::known(Allowed a) const {
  if (is_small(a)) return static_cast<Known>(small_[a]);
  const bool* win = large_.find(a);
  return win ? (*win ? kWon : kLost) : kUnknown;
}

bool WinMemo::remember(Allowed a, bool win) {
  if (is_small(a)) {
    small_[a] = win ? kWonEntry : kLostEntry;
  } else {
    large_.insert(a, win);
  }
  return win;
}

bool WinMemo::wins(Allowed a) {
  if (is_small(a)) {
    const std::uint8_t k = small_[a];
    return k != kUnknown ? k == kWonEntry : search_small(small_.get(), a);
  }
  if (const bool* win = large_.find(a)) return *win;
  return solve_large(a);
}

bool WinMemo::solve_large(Allowed a) {
  // Children fit in a fixed array: at most 63 allowed numbers. All their memo
  // slots are requested before any is read, so the cache misses of the large
  // table overlap.
  Allowed children[64];
  int n = 0;
  for (int x : NumberRange(a)) {
    const Allowed c = after_naming(a, x);
    if (c == 0) return remember(a, true);  // naming x leaves nothing to name
    if (!is_small(c)) large_.prefetch(c);
    children[n++] = c;
  }
  // Cheap pass first: a child the memo already knows to be lost decides it.
  int unknown = 0;
  for (int i = 0; i < n; ++i) {
    const Known k = known(children[i]);
    if (k == kLost) return remember(a, true);
    if (k == kUnknown) children[unknown++] = children[i];
  }
  // Smallest children first: they are the cheapest to solve, and a move that
  // leaves few numbers is the likelier win. This visits ~10% fewer positions
  // on 2..40 than taking the numbers in order.
  std::sort(children, children + unknown, [](Allowed x, Allowed y) { return count(x) < count(y); });
  for (int i = 0; i < unknown; ++i) {
    const Allowed c = children[i];
    if (!(is_small(c) ? search_small(small_.get(), c) : solve_large(c))) return remember(a, true);
  }
  return remember(a, false);
}

Allowed WinMemo::winning_set(Allowed a) {
  Allowed winning = 0;
  if (is_small(a)) {
    // A set inside 2..20 has only such children: their entries are read
    // straight from the table.
    std::uint8_t* const table = small_.get();
    const Rows rows(a);
    for (Allowed rest = a; rest != 0; rest &= rest - 1) {
      const Allowed c = rows.after_naming(a, static_cast<unsigned>(std::countr_zero(rest)));
      const std::uint8_t k = table[c];
      if (k == kLostEntry || (k == kUnknown && !search_small(table, c))) winning |= rest & (~rest + 1);
    }
  } else {
    for (Allowed rest = a; rest != 0; rest &= rest - 1)
      if (!wins(after_naming(a, std::countr_zero(rest) + kMinNumber))) winning |= rest & (~rest + 1);
  }
  return winning;
}

std::vector<int> WinMemo::winning_moves(Allowed a) { return numbers(winning_set(a)); }

}  // namespace gtl::number_game
