// The straightforward baselines every benchmark compares against: what one
// writes first, straight from the rules (the seed programs' approach), with
// std::unordered_map as the memo. Correct, and deliberately unoptimised.
#pragma once

#include <array>
#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/ball_game.hpp"
#include "core/solution.hpp"

namespace gtl::bench {

// Number Game positions as masks with bit y set while y (2..n) is allowed.
// Naming x applies the judge rule literally: for y = x, x+1, ..., n, forbid y
// if y - x is forbidden.
inline std::uint64_t plain_name(std::uint64_t allowed, int n, int x) {
  std::uint64_t forbidden = ~allowed & ((std::uint64_t{2} << n) - 1) & ~std::uint64_t{2};  // 1 is not in play
  for (int y = x; y <= n; ++y)
    if (forbidden >> (y - x) & 1) forbidden |= std::uint64_t{1} << y;
  return allowed & ~forbidden;
}

inline std::uint64_t plain_full(int n) { return ((std::uint64_t{2} << n) - 1) & ~std::uint64_t{3}; }

// Outcome only, stopping at the first winning move: the judge solution.
class PlainNumberMemo {
 public:
  explicit PlainNumberMemo(int n) : n_(n) {}

  bool wins(std::uint64_t a) {
    if (a == 0) return false;
    if (auto it = memo_.find(a); it != memo_.end()) return it->second;
    bool win = false;
    for (int x = 2; x <= n_ && !win; ++x)
      if (a >> x & 1) win = !wins(plain_name(a, n_, x));
    memo_.emplace(a, win);
    return win;
  }

  std::vector<int> winning_moves(std::uint64_t a) {
    std::vector<int> out;
    for (int x = 2; x <= n_; ++x)
      if ((a >> x & 1) && !wins(plain_name(a, n_, x))) out.push_back(x);
    return out;
  }

  std::size_t positions() const { return memo_.size(); }

 private:
  int n_;
  std::unordered_map<std::uint64_t, bool> memo_;
};

// Outcome and remoteness of every reachable position: the full graph's values.
class PlainNumberExact {
 public:
  explicit PlainNumberExact(int n) : n_(n) {}

  Solution solve(std::uint64_t a) {
    if (auto it = memo_.find(a); it != memo_.end()) return it->second;
    BestChoice best;
    for (int x = 2; x <= n_; ++x)
      if (a >> x & 1) best.add(solve(plain_name(a, n_, x)));
    const Solution v = best.empty() ? Solution{Outcome::Lose, 0} : best.result();
    memo_.emplace(a, v);
    return v;
  }

  std::size_t positions() const { return memo_.size(); }

 private:
  int n_;
  std::unordered_map<std::uint64_t, Solution> memo_;
};

// The ball game's direct table up to n (the values a memoised recursion over
// (balls, my parity, your parity) computes, filled bottom-up so that large n
// cannot overflow the stack). Returns the first player's outcome at n.
inline Outcome plain_ball(const std::vector<ball_game::Take>& takes, std::uint64_t n) {
  std::vector<std::array<Outcome, 4>> table(n + 1);
  for (std::uint64_t b = 0; b <= n; ++b)
    for (int i = 0; i < 4; ++i) {
      const bool mine = i & 2, theirs = i & 1;
      bool can_move = false, win = false, draw = false;
      for (ball_game::Take t : takes) {
        if (t > b) continue;
        can_move = true;
        const Outcome child = table[b - t][(theirs ? 2 : 0) | ((mine != (t & 1)) ? 1 : 0)];
        win = win || child == Outcome::Lose;
        draw = draw || child == Outcome::Draw;
      }
      table[b][i] = !can_move ? ball_game::ending(mine, theirs)
                    : win     ? Outcome::Win
                    : draw    ? Outcome::Draw
                              : Outcome::Lose;
    }
  return table[n][0];
}

}  // namespace gtl::bench
