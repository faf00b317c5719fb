#include "core/number_game_solver.hpp"

#include <algorithm>

namespace gtl::number_game {

bool WinMemo::wins(Allowed a) {
  if (a == 0) return false;
  if (const bool* known = memo_.find(a)) return *known;

  // Children fit in a fixed array: at most 63 allowed numbers. All their memo
  // slots are requested before any is read, so the cache misses overlap.
  Allowed children[64];
  int n = 0;
  for (int x : NumberRange(a)) {
    const Allowed c = after_naming(a, x);
    if (c == 0) return memo_.insert(a, true);  // naming x leaves nothing to name
    memo_.prefetch(c);
    children[n++] = c;
  }
  // Cheap pass first: a child the memo already knows to be lost decides it.
  int unknown = 0;
  for (int i = 0; i < n; ++i) {
    const bool* known = memo_.find(children[i]);
    if (known && !*known) return memo_.insert(a, true);
    if (!known) children[unknown++] = children[i];
  }
  // Smallest children first: they are the cheapest to solve, and a move that
  // leaves few numbers is the likelier win. This visits ~10% fewer positions
  // on 2..40 than taking the numbers in order.
  std::sort(children, children + unknown, [](Allowed x, Allowed y) { return count(x) < count(y); });
  bool result = false;
  for (int i = 0; i < unknown && !result; ++i) result = !wins(children[i]);
  return memo_.insert(a, result);
}

std::vector<int> WinMemo::winning_moves(Allowed a) {
  std::vector<int> out;
  for (int x : NumberRange(a))
    if (!wins(after_naming(a, x))) out.push_back(x);
  return out;
}

}  // namespace gtl::number_game
