#include "core/number_game_solver.hpp"

namespace gtl::number_game {

bool WinMemo::wins(Allowed a) {
  if (a == 0) return false;
  if (const bool* known = memo_.find(a)) return *known;

  // Children fit in a fixed array: at most 63 allowed numbers.
  Allowed children[64];
  int n = 0;
  for (int x : NumberRange(a)) {
    const Allowed c = after_naming(a, x);
    if (c == 0) return memo_.insert(a, true);  // naming x leaves nothing to name
    const bool* known = memo_.find(c);
    if (known && !*known) return memo_.insert(a, true);
    if (!known) children[n++] = c;
  }
  bool result = false;
  for (int i = 0; i < n && !result; ++i) result = !wins(children[i]);
  return memo_.insert(a, result);
}

std::vector<int> WinMemo::winning_moves(Allowed a) {
  std::vector<int> out;
  for (int x : NumberRange(a))
    if (!wins(after_naming(a, x))) out.push_back(x);
  return out;
}

}  // namespace gtl::number_game
