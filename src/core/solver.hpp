// The generic exact solver: outcome and remoteness of every position reachable
// from the ones asked about, for any type modelling gtl::Game.
//
// The memo is kept for the solver's lifetime, so a batch of questions about one
// game shares work. The search is iterative (an explicit stack), because a ball
// game with a large count is a very deep DAG and recursion would overflow.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "flat_map.hpp"
#include "game.hpp"
#include "solution.hpp"

namespace gtl {

template <Game G>
class Solver {
 public:
  using Position = typename G::Position;
  using Move = typename G::Move;

  struct RankedMove {
    Move move;
    Position child;
    Solution child_value;  // for the opponent, who moves in the child
    Solution value() const { return through(child_value); }  // for the mover
  };

  explicit Solver(G game) : game_(std::move(game)) {}

  const G& game() const { return game_; }

  Solution solve(Position p) {
    if (const std::uint32_t* v = memo_.find(p)) return Solution::unpack(*v);
    std::vector<Frame> stack{{p, false}};
    while (!stack.empty()) {
      const Frame top = stack.back();
      if (!top.expanded && memo_.find(top.pos)) {  // reached twice through the DAG
        stack.pop_back();
        continue;
      }
      // First visit: value p if its children are all known, else push the
      // unknown ones. Second visit (expanded): its children are all solved now.
      stack.back().expanded = true;
      load_children(top.pos);
      BestChoice best;
      bool all_known = true;
      for (Position c : children_) {
        if (const std::uint32_t* v = memo_.find(c)) {
          best.add(Solution::unpack(*v));
        } else {
          all_known = false;
          stack.push_back({c, false});
        }
      }
      if (all_known) {
        const Solution value = best.empty() ? Solution{game_.terminal_outcome(top.pos), 0} : best.result();
        memo_.insert(top.pos, value.pack());
        stack.pop_back();
      }
    }
    return Solution::unpack(*memo_.find(p));
  }

  // Every move of p with its result, best first (see better_child); ties keep
  // the game's move order.
  std::vector<RankedMove> ranked_moves(Position p) {
    solve(p);
    std::vector<RankedMove> out;
    for (Move m : game_.moves(p)) {
      const Position c = game_.play(p, m);
      out.push_back({m, c, Solution::unpack(*memo_.find(c))});
    }
    std::stable_sort(out.begin(), out.end(), [](const RankedMove& a, const RankedMove& b) {
      return better_child(a.child_value, b.child_value);
    });
    return out;
  }

  // The moves perfect play may choose: those reaching p's own value.
  std::vector<Move> best_moves(Position p) {
    const Solution v = solve(p);
    std::vector<Move> out;
    for (const RankedMove& r : ranked_moves(p))
      if (r.value() == v) out.push_back(r.move);
    return out;
  }

  std::size_t positions_solved() const { return memo_.size(); }
  std::size_t memory_bytes() const { return memo_.memory_bytes(); }

 private:
  struct Frame {
    Position pos;
    bool expanded;
  };

  // p's children into children_, their memo slots on their way into the cache.
  void load_children(Position p) {
    children_.clear();
    for (Move m : game_.moves(p)) {
      children_.push_back(game_.play(p, m));
      memo_.prefetch(children_.back());
    }
  }

  G game_;
  FlatMap<std::uint32_t> memo_;
  std::vector<Position> children_;  // scratch, reused
};

}  // namespace gtl
