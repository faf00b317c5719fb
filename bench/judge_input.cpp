// Random judge input files for the whole-process CLI benchmark
// (bench/cli_instructions.sh), written from the rules on their own (the
// baselines' literal naming loop), so the file does not depend on the code it
// measures.
//
//   gtl_judge_input number CASES SEED   CASES positions reachable in play from 2..20
//                                       (0..8 random moves from the start), then "0"
//   gtl_judge_input balls COUNTS SEED   the Lanqiao limits: three take sizes 1..99
//                                       (possibly equal), COUNTS ball counts 1..999
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include "baselines.hpp"

namespace {

void number_cases(long cases, std::mt19937_64& rng) {
  constexpr int kN = 20;
  for (long k = 0; k < cases;) {
    std::uint64_t a = gtl::bench::plain_full(kN);
    // A random number of random moves (0..8; a game from 2..20 lasts about 5 to 9).
    for (int d = static_cast<int>(rng() % 9); d > 0; --d) {
      std::vector<int> moves;
      for (int x = 2; x <= kN; ++x)
        if (a >> x & 1) moves.push_back(x);
      const std::uint64_t next = gtl::bench::plain_name(a, kN, moves[rng() % moves.size()]);
      if (next == 0) break;  // a case needs at least one number
      a = next;
    }
    std::vector<int> ys;
    for (int x = 2; x <= kN; ++x)
      if (a >> x & 1) ys.push_back(x);
    std::printf("%zu", ys.size());
    for (int y : ys) std::printf(" %d", y);
    std::printf("\n");
    ++k;
  }
  std::printf("0\n");
}

void ball_counts(long counts, std::mt19937_64& rng) {
  std::printf("%d %d %d\n", static_cast<int>(1 + rng() % 99), static_cast<int>(1 + rng() % 99),
              static_cast<int>(1 + rng() % 99));
  for (long i = 0; i < counts; ++i) std::printf(i == 0 ? "%d" : " %d", static_cast<int>(1 + rng() % 999));
  std::printf("\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4 || (std::strcmp(argv[1], "number") != 0 && std::strcmp(argv[1], "balls") != 0)) {
    std::fprintf(stderr, "usage: gtl_judge_input number|balls COUNT SEED\n");
    return 2;
  }
  const long count = std::strtol(argv[2], nullptr, 10);
  std::mt19937_64 rng(std::strtoull(argv[3], nullptr, 10));
  if (std::strcmp(argv[1], "number") == 0)
    number_cases(count, rng);
  else
    ball_counts(count, rng);
  return 0;
}
