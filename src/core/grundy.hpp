// Grundy values (Sprague–Grundy theory) of any gtl::Game, by the definition:
// g(p) = mex { g(c) : c a child of p }, the least value no child has.
//
// Under normal play (who cannot move loses) g(p) == 0 exactly when the player
// to move loses, and a sum of games is lost exactly when the XOR of the parts'
// values is 0: the reason Nim's nim-sum rule works. `terminal` sets the value of
// positions with no moves: 0 for normal play; 1 gives the misère value g⁻ of
// Conway's genus theory (for one game on its own, the misère mover loses
// exactly when g⁻ == 0).
#pragma once

#include <cstdint>
#include <vector>

#include "flat_map.hpp"
#include "game.hpp"

namespace gtl {

template <Game G>
class GrundySolver {
 public:
  using Position = typename G::Position;

  explicit GrundySolver(G game, std::uint32_t terminal = 0) : game_(std::move(game)), terminal_(terminal) {}

  // Iterative (an explicit stack), like Solver: deep games must not overflow.
  std::uint32_t value(Position p) {
    if (const std::uint32_t* v = memo_.find(p)) return *v - 1;
    std::vector<Frame> stack{{p, false}};
    while (!stack.empty()) {
      Frame& top = stack.back();
      if (memo_.find(top.pos)) {
        stack.pop_back();
        continue;
      }
      if (!top.expanded) {
        top.expanded = true;
        const Position pos = top.pos;
        for (auto m : game_.moves(pos)) {
          const Position c = game_.play(pos, m);
          if (!memo_.find(c)) stack.push_back({c, false});
        }
        continue;
      }
      // Every child is known: take the mex.
      std::vector<bool> seen;
      bool any = false;
      for (auto m : game_.moves(top.pos)) {
        any = true;
        const std::uint32_t g = *memo_.find(game_.play(top.pos, m)) - 1;
        if (g >= seen.size()) seen.resize(g + 1, false);
        seen[g] = true;
      }
      std::uint32_t mex = 0;
      while (mex < seen.size() && seen[mex]) ++mex;
      memo_.insert(top.pos, (any ? mex : terminal_) + 1);  // +1: 0 is not a stored value
      stack.pop_back();
    }
    return *memo_.find(p) - 1;
  }

  std::size_t positions_solved() const { return memo_.size(); }

 private:
  struct Frame {
    Position pos;
    bool expanded;
  };
  G game_;
  std::uint32_t terminal_;
  FlatMap<std::uint32_t> memo_;
};

}  // namespace gtl
