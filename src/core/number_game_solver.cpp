#include "core/number_game_solver.hpp"

#include <algorithm>

namespace gtl::number_game {

WinMemo::WinMemo() : small_(std::size_t{1} << (kSmallBits - 5)), large_(1 << 12) {
  set_small(0, kLost);  // nothing left to name
}

WinMemo::Known WinMemo::known(Allowed a) const {
  if (is_small(a)) return small(a);
  const bool* win = large_.find(a);
  return win ? (*win ? kWon : kLost) : kUnknown;
}

bool WinMemo::remember(Allowed a, bool win) {
  if (is_small(a)) {
    set_small(a, win ? kWon : kLost);
  } else {
    large_.insert(a, win);
  }
  return win;
}

bool WinMemo::wins(Allowed a) {
  if (const Known k = known(a); k != kUnknown) return k == kWon;
  return is_small(a) ? solve_small(a) : solve_large(a);
}

// Everything here is in the cache-resident table: plain depth-first order with
// early exit, each child's entry read before any call, does the fewest
// instructions.
bool WinMemo::solve_small(Allowed a) {
  for (int x : NumberRange(a)) {
    const Allowed c = after_naming(a, x);
    const Known k = small(c);
    if (k == kLost || (k == kUnknown && !solve_small(c))) {
      set_small(a, kWon);
      return true;
    }
  }
  set_small(a, kLost);
  return false;
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
  for (int i = 0; i < unknown; ++i)
    if (!(is_small(children[i]) ? solve_small(children[i]) : solve_large(children[i]))) return remember(a, true);
  return remember(a, false);
}

std::vector<int> WinMemo::winning_moves(Allowed a) {
  std::vector<int> out;
  for (int x : NumberRange(a))
    if (!wins(after_naming(a, x))) out.push_back(x);
  return out;
}

}  // namespace gtl::number_game
