// The full start 2..N as the c762bc4 solver answers it: WinMemo (number_game_solver.hpp),
// unchanged in what it does since that commit (the memoised search that keeps
// every position it decides: 3.1 GB for 2..50), as one process, for the
// whole-process comparison of bench/table_full_start.sh. Prints the winning
// moves, ascending, on one line.
//   baseline_number_start N      (2 <= N <= 64)
#include <cstdio>
#include <cstdlib>

#include "core/number_game.hpp"
#include "core/number_game_solver.hpp"

int main(int argc, char** argv) {
  using namespace gtl::number_game;
  const int n = argc == 2 ? std::atoi(argv[1]) : 0;
  if (n < kMinNumber || n > kMaxN) {
    std::fputs("usage: baseline_number_start N   (2 <= N <= 64)\n", stderr);
    return 2;
  }
  WinMemo memo;
  const Allowed winning = memo.winning_set(full(n));
  bool first = true;
  for (int x : NumberRange(winning)) {
    std::printf(first ? "%d" : " %d", x);
    first = false;
  }
  std::printf("\n");
}
