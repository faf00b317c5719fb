#include "model/induction.hpp"

#include <deque>

namespace gtl::model {

namespace {

// Decided outcomes so far plus the step list and its running counters.
class Recorder {
 public:
  explicit Recorder(const PositionGraph& g)
      : g_(g), outcome_(g.nodes.size(), Outcome::Unknown), decided_flag_(g.nodes.size(), 0) {}

  bool decided(NodeId n) const { return decided_flag_[n] != 0; }
  Outcome outcome(NodeId n) const { return outcome_[n]; }

  void decide(NodeId n, const Decision& d, std::uint32_t depth) {
    decided_flag_[n] = 1;
    outcome_[n] = d.outcome;
    ++decided_;
    push(n, d, depth);
  }
  void memo_hit(NodeId n, std::uint32_t depth) {
    ++memo_hits_;
    push(n, {outcome_[n], Rule::MemoHit, kNone}, depth);
  }
  InductionRun& run() { return run_; }

 private:
  void push(NodeId n, const Decision& d, std::uint32_t depth) {
    InductionStep s;
    s.node = n;
    s.decision = d;
    s.sentence = rule_sentence(g_, n, d);
    s.depth = depth;
    s.decided = decided_;
    s.remaining = static_cast<std::uint32_t>(g_.nodes.size()) - decided_;
    s.memo_hits = memo_hits_;
    run_.steps.push_back(std::move(s));
  }

  const PositionGraph& g_;
  std::vector<Outcome> outcome_;
  std::vector<std::uint8_t> decided_flag_;
  std::uint32_t decided_ = 0, memo_hits_ = 0;
  InductionRun run_;
};

}  // namespace

InductionRun recursive_induction(const PositionGraph& g) {
  Recorder rec(g);
  if (g.nodes.empty()) return std::move(rec.run());
  // Explicit stack: game graphs can be deeper than the call stack likes.
  struct Frame {
    NodeId node;
    std::uint32_t next_edge;
  };
  std::vector<Frame> stack;
  std::uint64_t visits = 0;
  std::vector<TreeCount> tree_size(g.nodes.size());  // of decided nodes, for the no-memo count
  TreeCount without_memo;

  auto visit = [&](NodeId n) {
    ++visits;
    const auto depth = static_cast<std::uint32_t>(stack.size());
    if (rec.decided(n)) {
      rec.memo_hit(n, depth);
      without_memo += tree_size[n];  // the search that memo saved
      return;
    }
    stack.push_back({n, 0});
  };

  visit(g.root());
  while (!stack.empty()) {
    Frame& f = stack.back();
    const GraphNode& n = g.nodes[f.node];
    if (f.next_edge < n.edge_count) {
      visit(g.edges[n.first_edge + f.next_edge++].child);
      continue;
    }
    const NodeId v = f.node;
    stack.pop_back();
    const Decision d = decide(g, v, [&](NodeId c) { return rec.outcome(c); });
    rec.decide(v, d, static_cast<std::uint32_t>(stack.size()));
    tree_size[v] = TreeCount::of(1);
    for (const GraphEdge* e = g.begin_edges(v); e != g.end_edges(v); ++e) tree_size[v] += tree_size[e->child];
    without_memo += TreeCount::of(1);
  }
  InductionRun run = std::move(rec.run());
  run.visits_with_memo = visits;
  run.visits_without_memo = without_memo;
  return run;
}

InductionRun retrograde_induction(const PositionGraph& g) {
  const std::size_t n = g.nodes.size();
  Recorder rec(g);
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
    if (g.nodes[v].edge_count > 0) continue;
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
      if (rec.decided(p)) continue;
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
    if (!rec.decided(v)) rec.decide(v, {Outcome::Unknown, Rule::DependsOnUnknown, kNone}, 0);
  }
  return std::move(rec.run());
}

}  // namespace gtl::model
