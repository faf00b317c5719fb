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
#include <optional>
#include <utility>
#include <vector>

#include "flat_map.hpp"
#include "game.hpp"
#include "solution.hpp"
#include "solved_table.hpp"

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
    while (!solve_some(p, ~std::size_t{0})) {
    }
    return Solution::unpack(*lookup(p));
  }

  // Resumable solving, for callers that must not block (the app solves a large
  // board across frames): works on p for at most `budget` positions and returns
  // whether p is solved. The search stack is kept between calls, so asking for
  // the same p again resumes where it stopped; asking for another p starts over
  // (the memo keeps everything finished so far).
  bool solve_some(Position p, std::size_t budget) {
    if (lookup(p)) return true;
    // Frames finish in LIFO order, so each expanded frame's children are one
    // run of children_ that is still on top when the frame finishes: children
    // are generated once per position.
    if (stack_.empty() || stack_.front().pos != p) {
      stack_.assign(1, Frame{p, kNotExpanded});
      children_.clear();
      child_value_.clear();
    }
    std::vector<Frame>& stack = stack_;
    while (!stack.empty()) {
      if (budget-- == 0) return false;
      const Frame top = stack.back();
      if (top.first_child == kNotExpanded) {
        if (lookup(top.pos)) {  // reached twice through the DAG
          stack.pop_back();
          continue;
        }
        const auto first = static_cast<std::uint32_t>(children_.size());
        stack.back().first_child = first;
        load_children(top.pos);
        // Values already known are kept next to the child (0: not yet), so
        // finishing the frame looks up only the children solved meanwhile.
        child_value_.resize(children_.size());
        bool all_known = true;
        for (std::size_t i = first; i < children_.size(); ++i) {
          const std::uint32_t* v = lookup(children_[i]);
          child_value_[i] = v ? *v : 0;
          if (!v) {
            stack.push_back({children_[i], kNotExpanded});
            all_known = false;
          }
        }
        if (!all_known) continue;
      }
      // Every child is solved now.
      BestChoice best;
      for (std::size_t i = stack.back().first_child; i < children_.size(); ++i) {
        const std::uint32_t v = child_value_[i] ? child_value_[i] : *lookup(children_[i]);
        best.add(Solution::unpack(v));
      }
      const Solution value = best.empty() ? Solution{game_.terminal_outcome(top.pos), 0} : best.result();
      memo_.insert(top.pos, value.pack());
      children_.resize(stack.back().first_child);
      child_value_.resize(stack.back().first_child);
      stack.pop_back();
    }
    return true;
  }

  // p's value if it is solved already (never searches).
  std::optional<Solution> known(Position p) const {
    if (const std::uint32_t* v = lookup(p)) return Solution::unpack(*v);
    return std::nullopt;
  }

  // Every move of p with its result, best first (see better_child); ties keep
  // the game's move order.
  std::vector<RankedMove> ranked_moves(Position p) {
    solve(p);
    std::vector<RankedMove> out;
    for (Move m : game_.moves(p)) {
      const Position c = game_.play(p, m);
      out.push_back({m, c, Solution::unpack(*lookup(c))});
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

  std::size_t positions_solved() const { return memo_.size() + table_.size(); }
  std::size_t memory_bytes() const { return memo_.memory_bytes() + table_.memory_bytes(); }

  // Every position solved so far, as a compact sorted table (for handing a
  // solve to another module: the page's solve worker, solve_worker.cpp).
  SolvedTable export_table() const {
    if (table_.empty()) return SolvedTable::from(memo_);
    FlatMap<std::uint32_t> all(memo_.size() + table_.size());
    memo_.for_each([&](std::uint64_t k, std::uint32_t v) { all.insert(k, v); });
    for (std::size_t i = 0; i < table_.size(); ++i) all.insert(table_.keys()[i], table_.values()[i]);
    return SolvedTable::from(all);
  }
  // Takes positions solved elsewhere (values for this same game) as known.
  // Replaces an earlier adopted table; what this solver solved itself stays.
  void adopt(SolvedTable table) { table_ = std::move(table); }

 private:
  static constexpr std::uint32_t kNotExpanded = ~std::uint32_t{0};
  struct Frame {
    Position pos;
    std::uint32_t first_child;  // into children_, or kNotExpanded
  };

  // Appends p's children to children_. Once the memo outgrows the caches, their
  // slots are requested right away so the misses of the lookups overlap.
  void load_children(Position p) {
    const bool prefetch = memo_.memory_bytes() > kCacheResident;
    for (Move m : game_.moves(p)) {
      children_.push_back(game_.play(p, m));
      if (prefetch) memo_.prefetch(children_.back());
    }
  }
  static constexpr std::size_t kCacheResident = std::size_t{1} << 20;

  // A position's packed value from either memo (the adopted table is only
  // searched when there is one: the solvers' inner loop stays one probe).
  const std::uint32_t* lookup(Position p) const {
    if (const std::uint32_t* v = memo_.find(p)) return v;
    return table_.empty() ? nullptr : table_.find(p);
  }

  G game_;
  FlatMap<std::uint32_t> memo_;
  SolvedTable table_;  // adopted (adopt()), read-only
  std::vector<Frame> stack_;          // the search in progress (solve_some), bottom = the position asked
  std::vector<Position> children_;  // children of the expanded frames, a stack
  std::vector<std::uint32_t> child_value_;  // per child: its packed value if known when expanded, else 0
};

}  // namespace gtl
