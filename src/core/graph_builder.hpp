// Builds the solved position graph (position_graph.hpp) of any gtl::Game.
//
// 1. Discover positions breadth-first from the start (node 0), one node per
//    distinct position, up to a cap. Each node's children are generated once
//    (moves + play), into a compact scratch adjacency that the later passes
//    reuse.
// 2. Solve bottom-up in order of increasing measure (a counting sort when the
//    measures are a small range): a position's children always have a smaller
//    measure, so they are solved before it. The same pass ranks each node's
//    edges best-first (an insertion sort of one 64-bit key per edge: the
//    child's preference, then the game's move order) and counts the nodes of
//    the unmerged tree (1 + the children's counts).
// 3. Emit the nodes and the ranked edges into the contract, each edge built
//    once in place.
//
// A game may declare that all its positions are below some bound
// (`std::size_t dense_positions() const`, 0 for "no bound"; see
// DensePositions). When that range is small, position → node id is a direct
// index instead of a hash lookup.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "flat_map.hpp"
#include "game.hpp"
#include "position_graph.hpp"
#include "solution.hpp"

namespace gtl {

struct GraphOptions {
  // Expansion stops once this many positions are known. The graph may then hold
  // up to one node's worth of children more than the cap.
  std::size_t max_positions = 250'000;
  // Fill node labels, descriptions and edge labels. Views want them; solvers
  // and benchmarks of the bare graph do not.
  bool with_text = true;
  // For games with a canonical form (see CanonicalForm): one node per class of
  // equal positions (tic-tac-toe's 8 board symmetries), and of the moves from a
  // position into one class only the first in move order is kept.
  bool merge_symmetric = false;
};

// Optional for a gtl::Game: canonical(p) picks one representative of the
// positions equal to p up to the game's symmetries (same outcome, same
// remoteness, same moves up to renaming). The graph builder can then merge them.
template <class G>
concept CanonicalForm = requires(const G& g, typename G::Position p) {
  { g.canonical(p) } -> std::same_as<typename G::Position>;
};

// Optional for a gtl::Game: every position p of this game satisfies
// p < g.dense_positions() (0: no such bound is known). Positions outside the
// range are still handled (by hashing), so the bound is a hint, not a promise
// the builder relies on for correctness.
template <class G>
concept DensePositions = requires(const G& g) {
  { g.dense_positions() } -> std::convertible_to<std::size_t>;
};

namespace detail {

// Position → node id for the graph builder. A direct index when the game's
// dense range is at most kDenseLimit positions: a bit per possible position
// saying "seen", and an id array that is only read where the bit was set (so
// it never needs initialising). A FlatMap otherwise, and for any position
// outside the range.
//
// The id array is kept per thread between builds (at most 4 MB): freeing and
// re-allocating it made glibc return the pages to the system and fault them
// in again on every build, which cost more than the lookups saved.
template <class Position>
class NodeIndex {
 public:
  static constexpr std::size_t kDenseLimit = std::size_t{1} << 20;

  explicit NodeIndex(std::size_t dense)
      : dense_(dense <= kDenseLimit && !scratch_in_use() ? dense : 0), hashed_(dense_ ? 16 : 1024) {
    if (dense_) {
      scratch_in_use() = true;
      seen_.assign((dense_ + 63) / 64, 0);
      std::unique_ptr<NodeId[]>& ids = scratch();
      if (scratch_size() < dense_) {
        ids.reset();
        ids.reset(new NodeId[dense_]);
        scratch_size() = dense_;
      }
      ids_ = ids.get();
    }
  }
  ~NodeIndex() {
    if (dense_) scratch_in_use() = false;
  }
  NodeIndex(const NodeIndex&) = delete;
  NodeIndex& operator=(const NodeIndex&) = delete;

  // The id of p, inserting next_id when p is new.
  NodeId insert(Position p, NodeId next_id) {
    if (p < dense_) {
      const auto i = static_cast<std::size_t>(p);
      std::uint64_t& word = seen_[i / 64];
      const std::uint64_t bit = std::uint64_t{1} << (i % 64);
      if (word & bit) return ids_[i];
      word |= bit;
      ids_[i] = next_id;
      return next_id;
    }
    return hashed_.insert(p, next_id);
  }

 private:
  static std::unique_ptr<NodeId[]>& scratch() {
    static thread_local std::unique_ptr<NodeId[]> ids;
    return ids;
  }
  static std::size_t& scratch_size() {
    static thread_local std::size_t size = 0;
    return size;
  }
  static bool& scratch_in_use() {  // a build inside a build (from a game's callback) hashes
    static thread_local bool in_use = false;
    return in_use;
  }

  std::size_t dense_;
  std::vector<std::uint64_t> seen_;
  NodeId* ids_ = nullptr;
  FlatMap<NodeId> hashed_;
};

template <class G>
std::size_t dense_positions(const G& game) {
  if constexpr (DensePositions<G>) {
    return static_cast<std::size_t>(game.dense_positions());
  } else {
    return 0;
  }
}

// Sorts [first, last) ascending; the runs are a node's edges (about a dozen),
// where this beats std::sort's set-up.
inline void insertion_sort(std::uint64_t* first, std::uint64_t* last) {
  for (std::uint64_t* i = first + 1; i < last; ++i) {
    const std::uint64_t k = *i;
    std::uint64_t* j = i;
    for (; j > first && j[-1] > k; --j) *j = j[-1];
    *j = k;
  }
}

// Orders every node's edges [first_edge[n], first_edge[n + 1]) by the
// preference of their child (pref[child(e)]), ties by edge index, into ranked.
//
// Preferences take few distinct values (an outcome class and a remoteness, and
// remoteness is below the node count), so they are first mapped to dense ranks
// and the edges are put in order by two stable counting sorts over all edges:
// by rank, then by node. No comparisons, no per-node branches. When the ranks
// are not dense (remoteness spread far apart), each node's run is sorted on
// its own.
template <class ChildOf>
void rank_edges(const std::vector<std::uint32_t>& pref, const std::vector<std::uint32_t>& first_edge,
                NodeId expanded, ChildOf child_of, std::vector<std::uint32_t>& ranked) {
  const std::size_t nodes = pref.size(), edge_count = ranked.size();
  // A preference is a class (top two bits) and a 30-bit position in it.
  constexpr std::uint32_t kLow = (1u << 30) - 1;
  std::uint32_t lo[4] = {kLow, kLow, kLow, kLow}, hi[4] = {0, 0, 0, 0};
  for (const std::uint32_t p : pref) {
    lo[p >> 30] = std::min(lo[p >> 30], p & kLow);
    hi[p >> 30] = std::max(hi[p >> 30], p & kLow);
  }
  std::uint32_t base[4];
  std::size_t buckets = 0;
  for (int k = 0; k < 4; ++k) {
    base[k] = static_cast<std::uint32_t>(buckets);
    if (lo[k] <= hi[k]) buckets += std::size_t{hi[k] - lo[k]} + 1;
  }
  if (buckets > 4 * nodes + 1024) {
    std::vector<std::uint64_t> keys(edge_count);
    for (NodeId n = 0; n < expanded; ++n) {
      const std::uint32_t first = first_edge[n], last = first_edge[n + 1];
      for (std::uint32_t e = first; e < last; ++e) keys[e] = std::uint64_t{pref[child_of(e)]} << 32 | e;
      insertion_sort(keys.data() + first, keys.data() + last);
      for (std::uint32_t e = first; e < last; ++e) ranked[e] = static_cast<std::uint32_t>(keys[e]);
    }
    return;
  }
  std::vector<std::uint32_t> rank(nodes);
  for (std::size_t n = 0; n < nodes; ++n) {
    const std::uint32_t p = pref[n];
    rank[n] = base[p >> 30] + ((p & kLow) - lo[p >> 30]);
  }
  // Pass 1: all edges by their child's rank (stable, so ties stay in edge order).
  std::vector<std::uint32_t> slot(buckets + 1, 0);
  std::vector<std::uint32_t> edge_rank(edge_count);
  for (std::size_t e = 0; e < edge_count; ++e) {
    edge_rank[e] = rank[child_of(static_cast<std::uint32_t>(e))];
    ++slot[edge_rank[e] + 1];
  }
  for (std::size_t b = 1; b <= buckets; ++b) slot[b] += slot[b - 1];
  std::vector<std::uint32_t> by_rank(edge_count);
  for (std::size_t e = 0; e < edge_count; ++e) by_rank[slot[edge_rank[e]]++] = static_cast<std::uint32_t>(e);
  // Pass 2: back into each node's run (stable again). owner[e] is e's node.
  std::vector<NodeId>& owner = rank;  // rank is no longer needed
  owner.resize(edge_count);
  for (NodeId n = 0; n < expanded; ++n)
    std::fill(owner.begin() + first_edge[n], owner.begin() + first_edge[n + 1], n);
  std::vector<std::uint32_t> next(first_edge.begin(), first_edge.begin() + expanded);
  for (const std::uint32_t e : by_rank) ranked[next[owner[e]]++] = e;
}

}  // namespace detail

// With complete == false: nodes never expanded have expanded == false, no edges
// and outcome Unknown; so does every node with such a node below it (its value
// is not known exactly). tree_nodes then counts only the explored part (a lower
// bound) and is marked inexact.
//
// `frontier(p)` (an std::optional<Solution>) may give the value of a position
// the build did not expand, when the caller solved the game already (the app
// solves a large board first, then draws only a capped graph of it): such
// nodes, and the nodes above them, then carry their exact values.
//
// GraphBuilder is build_graph in resumable steps, for a caller that must not
// hold its thread for the whole build: the app builds a large board's capped
// 20,000-position tree across frames (~60 ms of wasm at once, with labels).
// step(work) does about `work` units (a unit is one position or one edge
// through one pass) and returns true when the graph is done; take() then hands
// it over. build_graph is the same builder run in one step, so the two cannot
// differ. The game and the frontier are copied in (and must stay valid: a
// frontier that reads a solver reads it at every step).
template <Game G, class Frontier>
class GraphBuilder {
 public:
  using Position = typename G::Position;
  using Move = typename G::Move;

  GraphBuilder(const G& game, Position start, GraphOptions options, Frontier frontier)
      : game_(game), options_(options), frontier_(std::move(frontier)) {
    positions_.push_back(normal(start));
    positions_.reserve(std::min<std::size_t>(options_.max_positions, 4096));
    first_edge_.reserve(positions_.capacity() + 1);
    edges_.reserve(positions_.capacity() * 8);
    ids_.emplace(detail::dense_positions(game_));
    ids_->insert(positions_[0], 0);
  }
  GraphBuilder(const GraphBuilder&) = delete;
  GraphBuilder& operator=(const GraphBuilder&) = delete;

  // True once the graph is built (then take() it).
  bool step(std::size_t work) {
    std::size_t spent = 0;
    while (phase_ != Phase::Done && spent < work) spent += run_phase(work - spent);
    return phase_ == Phase::Done;
  }
  bool done() const { return phase_ == Phase::Done; }
  PositionGraph take() { return std::move(g_); }

  // How far the build is, in positions times passes (discovery, solving,
  // writing the contract, the labels): `done` of `total`. Until discovery ends
  // the total assumes the cap is reached; it is never below `done`.
  std::uint64_t work_done() const { return work_done_; }
  std::uint64_t work_total() const {
    const std::uint64_t nodes = phase_ == Phase::Discover ? options_.max_positions : positions_.size();
    return std::max<std::uint64_t>(work_done_ + 1, nodes * kPasses) - (phase_ == Phase::Done ? 1 : 0);
  }

 private:
  struct Edge {
    NodeId child;
    Move move;
  };
  enum class Phase { Discover, Solve, Contract, Labels, Done };
  static constexpr std::uint64_t kPasses = 4;

  Position normal(Position p) const {
    if constexpr (CanonicalForm<G>) {
      if (options_.merge_symmetric) return game_.canonical(p);
    }
    return p;
  }

  // Runs the current phase for about `work` units; the units it spent (>= 1).
  std::size_t run_phase(std::size_t work) {
    switch (phase_) {
      case Phase::Discover: return discover(work);
      case Phase::Solve: return solve(work);
      case Phase::Contract: return contract(work);
      case Phase::Labels: return labels(work);
      case Phase::Done: break;
    }
    return 1;
  }

  // 1. Discovery. Nodes are expanded in id order, so each node's edges are one
  //    contiguous run appended at its turn.
  std::size_t discover(std::size_t work) {
    std::size_t spent = 0;
    for (; next_ < positions_.size() && spent < work; ++next_) {
      const NodeId n = next_;
      first_edge_.push_back(static_cast<std::uint32_t>(edges_.size()));
      if (positions_.size() >= options_.max_positions) {
        complete_ = false;
        break;
      }
      const Position p = positions_[n];
      const auto first = edges_.size();
      const std::size_t known = positions_.size();
      for (Move m : game_.moves(p)) {
        const Position c = normal(game_.play(p, m));
        const auto fresh = static_cast<NodeId>(positions_.size());
        const NodeId id = ids_->insert(c, fresh);
        if (id == fresh) positions_.push_back(c);
        // Merged moves: symmetric moves reach the same class; keep the first.
        if (options_.merge_symmetric &&
            std::any_of(edges_.begin() + first, edges_.end(), [&](const Edge& e) { return e.child == id; }))
          continue;
        edges_.push_back({id, m});
      }
      spent += 1 + (edges_.size() - first);
      work_done_ += positions_.size() - known + (n == 0 ? 1 : 0);
    }
    if (!complete_ || next_ >= positions_.size()) end_discovery();
    return std::max<std::size_t>(spent, 1);
  }

  void end_discovery() {
    ids_.reset();  // the index lives only while positions are discovered
    node_count_ = static_cast<NodeId>(positions_.size());
    expanded_ = static_cast<NodeId>(first_edge_.size() - (complete_ ? 0 : 1));
    first_edge_.resize(node_count_ + 1, static_cast<std::uint32_t>(edges_.size()));
    work_done_ = node_count_;

    // 2. Bottom-up by measure: a position's children always have a smaller
    //    measure. The order is one pass over the nodes (a counting sort).
    measure_.resize(node_count_);
    std::uint32_t lo = ~std::uint32_t{0}, hi = 0;
    for (NodeId n = 0; n < node_count_; ++n) {
      measure_[n] = static_cast<std::uint32_t>(game_.measure(positions_[n]));
      lo = std::min(lo, measure_[n]);
      hi = std::max(hi, measure_[n]);
    }
    order_.resize(node_count_);
    if (std::size_t{hi - lo} <= 2 * std::size_t{node_count_} + 1024) {
      // Counting sort (stable: ids ascend within a measure).
      std::vector<std::uint32_t> start_of(std::size_t{hi - lo} + 2, 0);
      for (NodeId n = 0; n < node_count_; ++n) ++start_of[measure_[n] - lo + 1];
      for (std::size_t i = 1; i < start_of.size(); ++i) start_of[i] += start_of[i - 1];
      for (NodeId n = 0; n < node_count_; ++n) order_[start_of[measure_[n] - lo]++] = n;
    } else {
      std::vector<std::uint64_t> keys(node_count_);
      for (NodeId n = 0; n < node_count_; ++n) keys[n] = std::uint64_t{measure_[n]} << 32 | n;
      std::sort(keys.begin(), keys.end());
      for (NodeId n = 0; n < node_count_; ++n) order_[n] = static_cast<NodeId>(keys[n]);
    }
    value_.resize(node_count_);
    pref_.assign(node_count_, kUnknownPreference);
    tree_.assign(node_count_, 1);
    next_ = 0;
    phase_ = Phase::Solve;
  }

  // Per node: its value, its preference as a child (see preference()), and its
  // tree count. Tree counts are added as plain 64-bit integers; if any sum
  // overflows or the start's count passes 2^53 (where double sums could round
  // differently), they are recounted with TreeCount's exact/approximate rules.
  // The frontier's values are looked up here (a solver's memo: the costly part).
  std::size_t solve(std::size_t work) {
    std::size_t spent = 0;
    for (; next_ < node_count_ && spent < work; ++next_, ++work_done_) {
      const NodeId n = order_[next_];
      ++spent;
      if (n >= expanded_) {
        if (const std::optional<Solution> v = frontier_(positions_[n])) {
          value_[n] = *v;
          pref_[n] = preference(*v);
        }
        continue;
      }
      const std::uint32_t first = first_edge_[n], last = first_edge_[n + 1];
      if (first == last) {
        value_[n] = {game_.terminal_outcome(positions_[n]), 0};
        pref_[n] = preference(value_[n]);
        continue;
      }
      std::uint64_t count = 1;
      std::uint64_t best = ~std::uint64_t{0};  // preference << 32 | edge: the first best in move order
      std::uint32_t worst = 0;
      for (std::uint32_t e = first; e < last; ++e) {
        const NodeId c = edges_[e].child;
        const std::uint32_t p = pref_[c];
        worst = std::max(worst, p);
        best = std::min(best, std::uint64_t{p} << 32 | e);
        overflow_ |= __builtin_add_overflow(count, tree_[c], &count);
      }
      spent += last - first;
      tree_[n] = count;
      if (worst != kUnknownPreference) {  // what BestChoice gives
        value_[n] = through(value_[edges_[static_cast<std::uint32_t>(best)].child]);
        pref_[n] = preference(value_[n]);
      }
    }
    if (next_ >= node_count_) end_solve();
    return std::max<std::size_t>(spent, 1);
  }

  void end_solve() {
    // Each node's edges best-first: by the child's preference, ties in the
    // game's move order. ranked_[i] is the scratch edge placed at i.
    ranked_.resize(edges_.size());
    detail::rank_edges(pref_, first_edge_, expanded_, [&](std::uint32_t e) { return edges_[e].child; }, ranked_);
    g_.complete = complete_;
    if (!overflow_ && tree_[0] <= (std::uint64_t{1} << 53)) {
      g_.tree_nodes = TreeCount::of(tree_[0]);
    } else {
      std::vector<TreeCount> counts(node_count_, TreeCount::of(1));
      for (const NodeId n : order_) {
        if (n >= expanded_) continue;
        for (std::uint32_t e = first_edge_[n]; e < first_edge_[n + 1]; ++e) counts[n] += counts[edges_[e].child];
      }
      g_.tree_nodes = counts[0];
    }
    if (!complete_) g_.tree_nodes.exact = false;
    // Room only: the contract's nodes and edges (with their strings) are
    // made in the next phase's slices, a node at a time (making 300,000
    // empty edges at once was ~50 ms of wasm).
    g_.nodes.reserve(node_count_);
    g_.edges.reserve(edges_.size());
    std::vector<NodeId>().swap(order_);
    std::vector<std::uint64_t>().swap(tree_);
    std::vector<std::uint32_t>().swap(pref_);
    next_ = 0;
    phase_ = Phase::Contract;
  }

  // 3. The contract: nodes, then every node's edges best-first (a node's edge
  //    run is written with the node).
  std::size_t contract(std::size_t work) {
    std::size_t spent = 0;
    for (; next_ < node_count_ && spent < work; ++next_, ++work_done_) {
      const NodeId n = next_;
      GraphNode& node = g_.nodes.emplace_back();
      node.outcome = value_[n].outcome;
      node.remoteness = value_[n].remoteness;
      node.measure = measure_[n];
      node.expanded = n < expanded_;
      node.first_edge = first_edge_[n];
      node.edge_count = first_edge_[n + 1] - first_edge_[n];
      for (std::uint32_t i = first_edge_[n]; i < first_edge_[n + 1]; ++i) {
        const Edge& from = edges_[ranked_[i]];
        GraphEdge& e = g_.edges.emplace_back();  // at i: nodes come in id order, edges in runs
        e.child = from.child;
        e.move = static_cast<std::int64_t>(from.move);
      }
      spent += 1 + node.edge_count;
    }
    if (next_ >= node_count_) {
      next_ = 0;
      phase_ = options_.with_text ? Phase::Labels : Phase::Done;
      if (!options_.with_text) work_done_ += node_count_;
    }
    return std::max<std::size_t>(spent, 1);
  }

  // 4. The words: each node's short label and its edges' labels; a node's
  //    full description is made only when asked (describe_node).
  std::size_t labels(std::size_t work) {
    std::size_t spent = 0;
    for (; next_ < node_count_ && spent < work; ++next_, ++work_done_) {
      const NodeId n = next_;
      g_.nodes[n].label = game_.short_label(positions_[n]);
      for (std::uint32_t i = first_edge_[n]; i < first_edge_[n + 1]; ++i)
        g_.edges[i].label = game_.move_label(static_cast<Move>(g_.edges[i].move));
      spent += 1 + (first_edge_[n + 1] - first_edge_[n]);
    }
    if (next_ >= node_count_) {
      // The game is copied: the graph outlives the build (games are small rule objects).
      positions_.resize(node_count_);
      g_.describe_node = [game = game_, shown = std::make_shared<const std::vector<Position>>(std::move(positions_))](
                             NodeId n) { return n < shown->size() ? game.describe((*shown)[n]) : std::string(); };
      phase_ = Phase::Done;
    }
    return std::max<std::size_t>(spent, 1);
  }

  static constexpr std::uint32_t kUnknownPreference = preference(Solution{});

  G game_;
  GraphOptions options_;
  Frontier frontier_;
  Phase phase_ = Phase::Discover;
  std::size_t next_ = 0;  // the phase's next node (id, or index into order_ while solving)
  std::uint64_t work_done_ = 0;
  // Scratch arrays are compact (the contract's nodes and edges carry strings):
  // discovery and solving touch only these, the contract is written once.
  std::vector<Position> positions_;
  std::vector<std::uint32_t> first_edge_;  // per discovered node; edges in move order
  std::vector<Edge> edges_;
  std::optional<detail::NodeIndex<Position>> ids_;
  bool complete_ = true;
  NodeId node_count_ = 0, expanded_ = 0;
  std::vector<std::uint32_t> measure_;
  std::vector<NodeId> order_;
  std::vector<Solution> value_;
  std::vector<std::uint32_t> pref_;
  std::vector<std::uint64_t> tree_;
  bool overflow_ = false;
  std::vector<std::uint32_t> ranked_;
  PositionGraph g_;
};

template <Game G, class Frontier>
PositionGraph build_graph(const G& game, typename G::Position start, GraphOptions options, Frontier frontier) {
  GraphBuilder<G, Frontier> builder(game, start, options, std::move(frontier));
  builder.step(~std::size_t{0});
  return builder.take();
}

template <Game G>
PositionGraph build_graph(const G& game, typename G::Position start, GraphOptions options = {}) {
  return build_graph(game, start, options, [](typename G::Position) { return std::optional<Solution>{}; });
}

}  // namespace gtl
