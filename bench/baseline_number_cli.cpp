// The plain memoised POJ 1143 program the number-game CLI is measured against
// (bench/cli_instructions.sh): iostream in and out, the baselines' memo kept
// across cases. What one writes first; correct, and deliberately unoptimised.
#include <cstdint>
#include <iostream>

#include "baselines.hpp"

int main() {
  gtl::bench::PlainNumberMemo memo(20);
  int n = 0;
  for (int k = 1; std::cin >> n && n != 0; ++k) {
    std::uint64_t a = 0;
    for (int i = 0, y = 0; i < n && std::cin >> y; ++i) a |= std::uint64_t{1} << y;
    std::cout << "Test Case #" << k << '\n';
    const auto moves = memo.winning_moves(a);
    if (moves.empty()) {
      std::cout << "There's no winning move.\n";
    } else {
      std::cout << "The winning moves are:";
      for (int x : moves) std::cout << ' ' << x;
      std::cout << '\n';
    }
    std::cout << '\n';
  }
}
