// Small solved PositionGraphs for the model tests, built here so the model's
// tests do not depend on the real solvers (src/core) being ready. A game is
// given as explicit positions and moves; solve_spec() fills outcomes,
// remoteness, measure, best-first edge order and the unmerged tree size the
// way the PositionGraph contract describes.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "core/position_graph.hpp"

namespace gtl::testgames {

struct Spec {
  // moves[i] = (move value, child position) for position i; position 0 is the start.
  std::vector<std::vector<std::pair<std::int64_t, NodeId>>> moves;
  // Outcome of each position without moves, for the player to move there.
  std::vector<Outcome> terminal;
  std::vector<std::string> labels;
};

inline PositionGraph solve_spec(const Spec& s) {
  const std::size_t n = s.moves.size();
  // Children before parents: iterative DFS post-order from every node.
  std::vector<NodeId> post;
  std::vector<std::uint8_t> state(n, 0);
  for (NodeId r = 0; r < n; ++r) {
    if (state[r]) continue;
    std::vector<std::pair<NodeId, std::size_t>> st{{r, 0}};
    state[r] = 1;
    while (!st.empty()) {
      auto& [v, i] = st.back();
      if (i < s.moves[v].size()) {
        const NodeId c = s.moves[v][i++].second;
        if (!state[c]) {
          state[c] = 1;
          st.push_back({c, 0});
        }
      } else {
        post.push_back(v);
        st.pop_back();
      }
    }
  }
  PositionGraph g;
  g.nodes.resize(n);
  std::vector<TreeCount> tree(n);
  for (NodeId v : post) {
    GraphNode& node = g.nodes[v];
    const auto& mv = s.moves[v];
    tree[v] = TreeCount::of(1);
    if (mv.empty()) {
      node.outcome = s.terminal[v];
      node.remoteness = 0;
      node.measure = 0;
      continue;
    }
    bool has_l = false, has_d = false;
    std::uint32_t height = 0;
    for (auto [m, c] : mv) {
      has_l |= g.nodes[c].outcome == Outcome::Lose;
      has_d |= g.nodes[c].outcome == Outcome::Draw;
      height = std::max(height, g.nodes[c].measure + 1);
      tree[v] += tree[c];
    }
    node.measure = height;
    node.outcome = has_l ? Outcome::Win : has_d ? Outcome::Draw : Outcome::Lose;
    std::uint32_t rem = node.outcome == Outcome::Win ? UINT32_MAX : 0;
    for (auto [m, c] : mv) {
      const GraphNode& ch = g.nodes[c];
      if (node.outcome == Outcome::Win && ch.outcome == Outcome::Lose) rem = std::min(rem, ch.remoteness + 1);
      if (node.outcome == Outcome::Lose) rem = std::max(rem, ch.remoteness + 1);
      if (node.outcome == Outcome::Draw && ch.outcome == Outcome::Draw) rem = std::max(rem, ch.remoteness + 1);
    }
    node.remoteness = rem;
  }
  // Edges best-first: moves to L (fastest win first), then D, then W (slowest loss first).
  auto rank = [&](NodeId c) {
    const GraphNode& ch = g.nodes[c];
    const int cls = ch.outcome == Outcome::Lose ? 0 : ch.outcome == Outcome::Draw ? 1 : 2;
    const std::int64_t r = ch.remoteness;
    return std::pair<int, std::int64_t>{cls, cls == 0 ? r : -r};
  };
  for (NodeId v = 0; v < n; ++v) {
    auto mv = s.moves[v];
    std::stable_sort(mv.begin(), mv.end(), [&](auto& a, auto& b) {
      const auto ra = rank(a.second), rb = rank(b.second);
      return ra != rb ? ra < rb : a.first < b.first;
    });
    GraphNode& node = g.nodes[v];
    node.first_edge = static_cast<std::uint32_t>(g.edges.size());
    node.edge_count = static_cast<std::uint32_t>(mv.size());
    node.label = v < s.labels.size() ? s.labels[v] : "";
    for (auto [m, c] : mv) g.edges.push_back({c, m, std::to_string(m)});
  }
  g.tree_nodes = n ? tree[0] : TreeCount{};
  g.describe_node = [](NodeId v) { return "position " + std::to_string(v); };
  return g;
}

// Subtraction game: `start` counters, a move takes 1..max_take, the player who
// cannot move loses. Position i holds start - i counters (so 0 is the start).
inline PositionGraph subtraction_game(int start, int max_take) {
  Spec s;
  s.moves.resize(start + 1);
  s.terminal.assign(start + 1, Outcome::Lose);
  for (int i = 0; i <= start; ++i) {
    const int left = start - i;
    s.labels.push_back(std::to_string(left));
    for (int t = 1; t <= max_take && t <= left; ++t) s.moves[i].push_back({t, static_cast<NodeId>(i + t)});
  }
  return solve_spec(s);
}

// A race with scores, so draws happen at the end: take 1 or 2 tokens from a
// pile and score what you take; when the pile is empty, the higher score wins
// and equal scores draw. State = (pile, score difference for the player to move).
inline PositionGraph score_race(int pile) {
  Spec s;
  std::map<std::pair<int, int>, NodeId> id;
  std::vector<std::pair<int, int>> states;
  std::function<NodeId(int, int)> visit = [&](int p, int diff) -> NodeId {
    auto it = id.find({p, diff});
    if (it != id.end()) return it->second;
    const NodeId me = static_cast<NodeId>(states.size());
    id[{p, diff}] = me;
    states.push_back({p, diff});
    s.moves.emplace_back();
    s.terminal.push_back(diff > 0 ? Outcome::Win : diff < 0 ? Outcome::Lose : Outcome::Draw);
    s.labels.push_back(std::to_string(p) + "/" + std::to_string(diff));
    for (int t = 1; t <= 2 && t <= p; ++t) {
      const NodeId c = visit(p - t, -(diff + t));
      s.moves[me].push_back({t, c});
    }
    return me;
  };
  visit(pile, 0);
  return solve_spec(s);
}

// A random DAG (moves only go to higher ids, every position reachable), with
// random terminal outcomes including draws and wins for the player to move.
inline PositionGraph random_dag(std::uint32_t seed, int positions, int max_moves) {
  std::mt19937 rng(seed);
  Spec s;
  s.moves.resize(positions);
  s.terminal.resize(positions);
  for (int j = 1; j < positions; ++j) {
    const int from = static_cast<int>(rng() % j);  // guarantees reachability
    s.moves[from].push_back({j, static_cast<NodeId>(j)});
  }
  for (int i = 0; i + 1 < positions; ++i) {
    const int extra = static_cast<int>(rng() % (max_moves + 1));
    for (int k = 0; k < extra && static_cast<int>(s.moves[i].size()) < max_moves; ++k) {
      const int c = i + 1 + static_cast<int>(rng() % (positions - i - 1));
      bool dup = false;
      for (auto& [m, ch] : s.moves[i]) dup |= static_cast<int>(ch) == c;
      if (!dup) s.moves[i].push_back({c, static_cast<NodeId>(c)});
    }
  }
  const Outcome outs[] = {Outcome::Lose, Outcome::Lose, Outcome::Draw, Outcome::Win};
  for (int i = 0; i < positions; ++i) s.terminal[i] = outs[rng() % 4];
  return solve_spec(s);
}

}  // namespace gtl::testgames
