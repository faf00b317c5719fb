#include "app/lessons/graph/model_steps.hpp"

#include <algorithm>
#include <deque>
#include <numeric>

namespace gtl::model {

namespace {

// Predecessor lists (one entry per move, repeats kept) in compressed rows.
struct Preds {
  std::vector<std::uint32_t> first, from;
  explicit Preds(const ExplicitGraph& g) : first(g.size() + 1, 0), from(g.next.size()) {
    for (std::uint32_t c : g.next) ++first[c + 1];
    std::partial_sum(first.begin(), first.end(), first.begin());
    std::vector<std::uint32_t> at(first.begin(), first.end() - 1);
    for (std::uint32_t v = 0; v < g.size(); ++v)
      for (std::uint32_t c : g.moves(v)) from[at[c]++] = v;
  }
  std::span<const std::uint32_t> of(std::uint32_t c) const { return {from.data() + first[c], from.data() + first[c + 1]}; }
};

}  // namespace

std::vector<RetroStep> retrograde_steps(const ExplicitGraph& g) {
  const auto n = static_cast<std::uint32_t>(g.size());
  const Preds preds(g);
  std::vector<Solution> value(n);
  std::vector<std::uint32_t> left(n);
  std::vector<RetroStep> steps;
  steps.reserve(n);
  std::deque<std::uint32_t> queue;
  const auto decide = [&](std::uint32_t v, Solution s, RetroRule rule, std::uint32_t via) {
    value[v] = s;
    steps.push_back({v, s, rule, via});
  };
  for (std::uint32_t v = 0; v < n; ++v) {
    left[v] = static_cast<std::uint32_t>(g.moves(v).size());
    if (left[v] != 0) continue;
    const Outcome t = g.terminal_outcome(v);
    const Outcome o = t == Outcome::Win || t == Outcome::Draw ? t : Outcome::Lose;
    decide(v, {o, 0}, RetroRule::Terminal, kNoPosition);
    if (o != Outcome::Draw) queue.push_back(v);
  }
  while (!queue.empty()) {
    const std::uint32_t c = queue.front();
    queue.pop_front();
    const Solution s = value[c];
    for (std::uint32_t p : preds.of(c)) {
      if (value[p].outcome != Outcome::Unknown) continue;
      if (s.outcome == Outcome::Lose) {
        decide(p, {Outcome::Win, s.remoteness + 1}, RetroRule::MoveToLose, c);
        queue.push_back(p);
      } else if (--left[p] == 0) {
        decide(p, {Outcome::Lose, s.remoteness + 1}, RetroRule::AllMovesWin, c);
        queue.push_back(p);
      }
    }
  }
  // Ties: breadth-first backwards from the tie terminals through the undecided.
  for (std::size_t i = 0; i < steps.size(); ++i)
    if (steps[i].value.outcome == Outcome::Draw) queue.push_back(steps[i].position);
  while (!queue.empty()) {
    const std::uint32_t c = queue.front();
    queue.pop_front();
    for (std::uint32_t p : preds.of(c)) {
      if (value[p].outcome != Outcome::Unknown) continue;
      decide(p, {Outcome::Draw, value[c].remoteness + 1}, RetroRule::TieReached, c);
      queue.push_back(p);
    }
  }
  for (std::uint32_t v = 0; v < n; ++v)
    if (value[v].outcome == Outcome::Unknown) decide(v, {Outcome::Draw, kInfinitePlay}, RetroRule::InfinitePlay, kNoPosition);
  return steps;
}

std::vector<std::uint32_t> undecided_counts(const ExplicitGraph& g, std::span<const RetroStep> steps, std::size_t done) {
  const auto n = static_cast<std::uint32_t>(g.size());
  std::vector<Outcome> known(n, Outcome::Unknown);
  for (std::size_t i = 0; i < std::min(done, steps.size()); ++i) known[steps[i].position] = steps[i].value.outcome;
  std::vector<std::uint32_t> out(n, 0);
  for (std::uint32_t v = 0; v < n; ++v) {
    if (known[v] != Outcome::Unknown) continue;
    for (std::uint32_t c : g.moves(v))
      if (known[c] != Outcome::Win) ++out[v];
  }
  return out;
}

bool reaches_cycle(const ExplicitGraph& g, std::uint32_t start) {
  if (start >= g.size()) return false;  // the empty graph
  // Iterative depth-first search with colours: grey on the stack, black done.
  std::vector<std::uint8_t> colour(g.size(), 0);
  std::vector<std::pair<std::uint32_t, std::uint32_t>> stack{{start, 0}};
  colour[start] = 1;
  while (!stack.empty()) {
    auto& [v, i] = stack.back();
    const auto moves = g.moves(v);
    if (i == moves.size()) {
      colour[v] = 2;
      stack.pop_back();
      continue;
    }
    const std::uint32_t c = moves[i++];
    if (colour[c] == 1) return true;
    if (colour[c] == 0) {
      colour[c] = 1;
      stack.emplace_back(c, 0);
    }
  }
  return false;
}

namespace {

// v's moves, best first for the player to move (ties: the graph's order).
std::vector<std::uint32_t> ranked_moves(const ExplicitGraph& g, std::uint32_t v, std::span<const Solution> values) {
  const auto m = g.moves(v);
  std::vector<std::uint32_t> out(m.begin(), m.end());
  std::stable_sort(out.begin(), out.end(),
                   [&](std::uint32_t a, std::uint32_t b) { return preference(values[a]) < preference(values[b]); });
  return out;
}

GraphNode node_for(std::uint32_t v, std::span<const Solution> values, std::string label) {
  GraphNode n;
  n.outcome = values[v].outcome;
  n.remoteness = values[v].remoteness;
  n.label = std::move(label);
  return n;
}

// The acyclic graph itself: the positions reachable from start, start first.
GraphTree as_dag(const ExplicitGraph& g, std::uint32_t start, std::span<const Solution> values,
                 const GraphTreeOptions& o) {
  GraphTree t;
  std::vector<NodeId> id(g.size(), kNoNode);
  t.position.push_back(start);
  id[start] = 0;
  for (std::size_t i = 0; i < t.position.size(); ++i)
    for (std::uint32_t c : g.moves(t.position[i]))
      if (id[c] == kNoNode) {
        id[c] = static_cast<NodeId>(t.position.size());
        t.position.push_back(c);
      }
  // Heights and tree sizes in post order (children first).
  const std::size_t n = t.position.size();
  std::vector<std::uint32_t> height(n, 0);
  std::vector<TreeCount> count(n);
  std::vector<std::uint8_t> done(n, 0);
  std::vector<std::pair<NodeId, bool>> stack{{0, false}};
  while (!stack.empty()) {
    const auto [u, expanded] = stack.back();
    stack.pop_back();
    if (done[u]) continue;
    const std::uint32_t v = t.position[u];
    if (!expanded) {
      stack.emplace_back(u, true);
      for (std::uint32_t c : g.moves(v))
        if (!done[id[c]]) stack.emplace_back(id[c], false);
      continue;
    }
    count[u] = TreeCount::of(1);
    for (std::uint32_t c : g.moves(v)) {
      height[u] = std::max(height[u], height[id[c]] + 1);
      count[u] += count[id[c]];
    }
    done[u] = 1;
  }
  for (NodeId u = 0; u < n; ++u) {
    const std::uint32_t v = t.position[u];
    GraphNode node = node_for(v, values, o.label ? o.label(v) : std::to_string(v));
    node.measure = height[u];
    node.first_edge = static_cast<std::uint32_t>(t.graph.edges.size());
    for (std::uint32_t c : ranked_moves(g, v, values))
      t.graph.edges.push_back({id[c], static_cast<std::int64_t>(c), o.label ? o.label(c) : std::to_string(c)});
    node.edge_count = static_cast<std::uint32_t>(t.graph.edges.size()) - node.first_edge;
    t.graph.nodes.push_back(std::move(node));
  }
  t.repeat.assign(n, 0);
  t.graph.tree_nodes = count[0];
  return t;
}

// The tree of lines from start, breadth-first, to a depth.
GraphTree unrolled(const ExplicitGraph& g, std::uint32_t start, std::span<const Solution> values,
                   const GraphTreeOptions& o) {
  GraphTree t;
  t.unrolled = true;
  std::vector<NodeId> parent{kNoNode};
  std::vector<std::uint32_t> depth{0};
  t.position.push_back(start);
  t.repeat.push_back(0);
  t.graph.nodes.push_back(node_for(start, values, o.label ? o.label(start) : std::to_string(start)));
  for (NodeId u = 0; u < t.graph.nodes.size(); ++u) {
    GraphNode& node = t.graph.nodes[u];
    node.measure = o.depth - depth[u];
    node.first_edge = static_cast<std::uint32_t>(t.graph.edges.size());
    const std::uint32_t v = t.position[u];
    const auto moves = g.moves(v);
    if (moves.empty()) continue;
    if (t.repeat[u]) {
      t.graph.nodes[u].expanded = false;
      continue;
    }
    if (depth[u] >= o.depth || t.graph.nodes.size() + moves.size() > o.max_nodes) {
      t.graph.nodes[u].expanded = false;
      t.graph.complete = false;
      continue;
    }
    for (std::uint32_t c : ranked_moves(g, v, values)) {
      bool on_line = false;
      for (NodeId a = u; a != kNoNode && !on_line; a = parent[a]) on_line = t.position[a] == c;
      const auto child = static_cast<NodeId>(t.graph.nodes.size());
      std::string label = on_line && o.repeat_label ? o.repeat_label(c) : o.label ? o.label(c) : std::to_string(c);
      t.graph.edges.push_back({child, static_cast<std::int64_t>(c), o.label ? o.label(c) : std::to_string(c)});
      t.graph.nodes.push_back(node_for(c, values, std::move(label)));  // may move `node`
      t.position.push_back(c);
      t.repeat.push_back(on_line ? 1 : 0);
      parent.push_back(u);
      depth.push_back(depth[u] + 1);
    }
    t.graph.nodes[u].edge_count = static_cast<std::uint32_t>(t.graph.edges.size()) - t.graph.nodes[u].first_edge;
  }
  t.graph.tree_nodes = TreeCount::of(t.graph.nodes.size());
  return t;
}

}  // namespace

GraphTree graph_tree(const ExplicitGraph& g, std::uint32_t start, std::span<const Solution> values,
                     const GraphTreeOptions& options) {
  if (g.size() == 0 || start >= g.size()) return {};
  return reaches_cycle(g, start) ? unrolled(g, start, values, options) : as_dag(g, start, values, options);
}

}  // namespace gtl::model
