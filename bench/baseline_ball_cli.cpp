// The plain ball game program the ball-game CLI is measured against
// (bench/cli_instructions.sh): iostream in and out, one direct table per query
// (the baselines' plain_ball), as the judge's sample solutions do.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "baselines.hpp"

int main() {
  std::string line;
  std::vector<gtl::ball_game::Take> takes;
  if (!std::getline(std::cin, line)) return 1;
  std::istringstream first(line);
  for (gtl::ball_game::Take t; first >> t;) takes.push_back(t);
  bool space = false;
  for (std::uint64_t n; std::cin >> n; space = true)
    std::cout << (space ? " " : "") << gtl::judge_symbol(gtl::bench::plain_ball(takes, n));
  std::cout << '\n';
}
