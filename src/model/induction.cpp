#include "model/induction.hpp"

#include <algorithm>
#include <deque>

#include "model/graph_paths.hpp"

namespace gtl::model {

namespace {

// Decided outcomes so far plus the step list and its running counters.
class Recorder {
 public:
  Recorder(const PositionGraph& g, std::uint32_t total)
      : outcome_(g.nodes.size(), Outcome::Unknown), decided_flag_(g.nodes.size(), 0), total_(total) {}

  bool decided(NodeId n) const { return decided_flag_[n] != 0; }
  Outcome outcome(NodeId n) const { return outcome_[n]; }

  void decide(NodeId n, const Decision& d, std::uint32_t depth, NodeId via = kNone, std::uint32_t via_edge = kNone) {
    decided_flag_[n] = 1;
    outcome_[n] = d.outcome;
    ++decided_;
    push(n, d, depth, via, via_edge);
  }
  void memo_hit(NodeId n, std::uint32_t depth, NodeId via, std::uint32_t via_edge) {
    ++memo_hits_;
    push(n, {outcome_[n], Rule::MemoHit, kNone}, depth, via, via_edge);
  }
  InductionRun& run() { return run_; }

 private:
  void push(NodeId n, const Decision& d, std::uint32_t depth, NodeId via, std::uint32_t via_edge) {
    InductionStep s;
    s.node = n;
    s.via = via;
    s.via_edge = via_edge;
    s.decision = d;
    s.depth = depth;
    s.decided = decided_;
    s.remaining = total_ - decided_;
    s.memo_hits = memo_hits_;
    run_.steps.push_back(std::move(s));
  }

  std::vector<Outcome> outcome_;
  std::vector<std::uint8_t> decided_flag_;
  std::uint32_t decided_ = 0, memo_hits_ = 0, total_ = 0;
  InductionRun run_;
};

// Positions reachable from `root` (1) and how many there are.
std::vector<std::uint8_t> reachable(const PositionGraph& g, NodeId root, std::uint32_t& count) {
  std::vector<std::uint8_t> seen(g.nodes.size(), 0);
  std::vector<NodeId> stack{root};
  seen[root] = 1;
  count = 1;
  while (!stack.empty()) {
    const NodeId v = stack.back();
    stack.pop_back();
    for (const GraphEdge* e = g.begin_edges(v); e != g.end_edges(v); ++e)
      if (!seen[e->child]) {
        seen[e->child] = 1;
        ++count;
        stack.push_back(e->child);
      }
  }
  return seen;
}

}  // namespace

InductionRun recursive_induction(const PositionGraph& g, NodeId root) {
  if (g.nodes.empty() || root >= g.nodes.size()) return {};
  std::uint32_t total = 0;
  reachable(g, root, total);
  Recorder rec(g, total);
  rec.run().root = root;
  // One step per visit: at most one per edge, plus the root (42,520 for the
  // whole 2..20 DAG); reserved so the list is never copied while it grows.
  rec.run().steps.reserve(g.edges.size() + 1);
  // Explicit stack: game graphs can be deeper than the call stack likes.
  struct Frame {
    NodeId node;
    std::uint32_t next_edge;
    NodeId via;
    std::uint32_t via_edge;
  };
  std::vector<Frame> stack;
  std::uint64_t visits = 0;
  std::vector<TreeCount> tree_size(g.nodes.size());  // of decided nodes, for the no-memo count
  TreeCount without_memo;

  auto visit = [&](NodeId n, NodeId via, std::uint32_t via_edge) {
    ++visits;
    const auto depth = static_cast<std::uint32_t>(stack.size());
    if (rec.decided(n)) {
      rec.memo_hit(n, depth, via, via_edge);
      without_memo += tree_size[n];  // the search that memo saved
      return;
    }
    stack.push_back({n, 0, via, via_edge});
  };

  visit(root, kNone, kNone);
  while (!stack.empty()) {
    Frame& f = stack.back();
    const GraphNode& n = g.nodes[f.node];
    if (f.next_edge < n.edge_count) {
      const std::uint32_t k = f.next_edge++;
      visit(g.edges[n.first_edge + k].child, f.node, k);
      continue;
    }
    const Frame done = f;
    const NodeId v = f.node;
    stack.pop_back();
    const Decision d = decide(g, v, [&](NodeId c) { return rec.outcome(c); });
    rec.decide(v, d, static_cast<std::uint32_t>(stack.size()), done.via, done.via_edge);
    tree_size[v] = TreeCount::of(1);
    for (const GraphEdge* e = g.begin_edges(v); e != g.end_edges(v); ++e) tree_size[v] += tree_size[e->child];
    without_memo += TreeCount::of(1);
  }
  InductionRun run = std::move(rec.run());
  run.visits_with_memo = visits;
  run.visits_without_memo = without_memo;
  return run;
}

InductionRun retrograde_induction(const PositionGraph& g, NodeId root) {
  const std::size_t n = g.nodes.size();
  if (n == 0 || root >= n) return {};
  std::uint32_t total = 0;
  const auto reach = reachable(g, root, total);
  Recorder rec(g, total);
  rec.run().root = root;
  // Who moves into each position, and along which of their edges.
  std::vector<std::uint32_t> in_start(n + 1, 0);
  for (const GraphEdge& e : g.edges) ++in_start[e.child + 1];
  for (std::size_t i = 0; i < n; ++i) in_start[i + 1] += in_start[i];
  std::vector<std::pair<NodeId, std::uint32_t>> in(g.edges.size());
  {
    std::vector<std::uint32_t> fill(in_start.begin(), in_start.end() - 1);
    for (NodeId p = 0; p < n; ++p) {
      for (std::uint32_t k = 0; k < g.nodes[p].edge_count; ++k) {
        in[fill[g.edges[g.nodes[p].first_edge + k].child]++] = {p, k};
      }
    }
  }
  std::vector<std::uint32_t> undecided_children(n);
  std::vector<std::uint32_t> draw_edge(n, kNone);
  std::deque<NodeId> wave;
  for (NodeId v = 0; v < n; ++v) {
    undecided_children[v] = g.nodes[v].edge_count;
    if (!reach[v] || g.nodes[v].edge_count > 0) continue;
    const Decision d = decide(g, v, [](NodeId) { return Outcome::Unknown; });
    rec.decide(v, d, 0);
    if (d.outcome != Outcome::Unknown) wave.push_back(v);  // unknowns decide nobody
  }
  while (!wave.empty()) {
    const NodeId c = wave.front();
    wave.pop_front();
    const Outcome oc = rec.outcome(c);
    for (std::uint32_t k = in_start[c]; k < in_start[c + 1]; ++k) {
      const auto [p, edge] = in[k];
      if (!reach[p] || rec.decided(p)) continue;
      if (oc == Outcome::Lose) {
        // One losing child is enough: the player to move goes there.
        rec.decide(p, {Outcome::Win, Rule::MoveToLose, edge}, 0);
        wave.push_back(p);
        continue;
      }
      if (oc == Outcome::Draw && (draw_edge[p] == kNone || edge < draw_edge[p])) draw_edge[p] = edge;
      if (--undecided_children[p] > 0) continue;
      // Every child is decided and none is L.
      rec.decide(p, draw_edge[p] != kNone ? Decision{Outcome::Draw, Rule::DrawKept, draw_edge[p]}
                                          : Decision{Outcome::Lose, Rule::AllMovesToWin, kNone},
                 0);
      wave.push_back(p);
    }
  }
  // Left over: positions that depend on unexplored ones (or, in a graph with
  // cycles, which the contract excludes, positions that can go on forever).
  for (NodeId v = 0; v < n; ++v) {
    if (reach[v] && !rec.decided(v)) rec.decide(v, {Outcome::Unknown, Rule::DependsOnUnknown, kNone}, 0);
  }
  return std::move(rec.run());
}

std::vector<std::int64_t> induction_line(const PositionGraph& g, const InductionRun& run, std::size_t step) {
  if (step >= run.steps.size()) return {};
  const InductionStep& st = run.steps[step];
  if (st.via == kNone && st.node != run.root) return shortest_line(g, st.node);  // retrograde
  // The search reached each position first through the `via` of its decision
  // (a position is decided once, when its search returns).
  std::vector<NodeId> first_via(g.nodes.size(), kNone);
  std::vector<std::uint32_t> first_edge(g.nodes.size(), kNone);
  for (const InductionStep& s : run.steps)
    if (s.decision.rule != Rule::MemoHit && first_via[s.node] == kNone && s.via != kNone) {
      first_via[s.node] = s.via;
      first_edge[s.node] = s.via_edge;
    }
  std::vector<std::int64_t> line;
  NodeId at = st.via;
  std::uint32_t edge = st.via_edge;
  for (std::size_t guard = 0; at != kNone && guard <= g.nodes.size(); ++guard) {
    line.push_back(g.edges[g.nodes[at].first_edge + edge].move);
    edge = first_edge[at];
    at = first_via[at];
  }
  std::reverse(line.begin(), line.end());
  return line;
}

}  // namespace gtl::model
