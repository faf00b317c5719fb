// Layered drawing of the DAG view.
//   1. Layers: the distinct ranks, highest first, compressed to 0, 1, 2, ...
//   2. Edges spanning several layers get a dummy vertex on each layer between,
//      so they bend around vertices and take part in crossing reduction.
//   3. Crossing reduction: barycentre sweeps (down, then up, a few times);
//      the order with the fewest crossings seen is kept.
//   4. x: each vertex pulled towards the mean x of its neighbours in the
//      layer above (down pass) or below (up pass), then each layer solved
//      exactly for "as close to that as possible while keeping the order and
//      the separations" (isotonic regression by pool-adjacent-violators).
// Deterministic: ties keep the previous order; no randomness.
//
// A large graph can be laid out in steps (begin(), then step() until it says
// done), so the page can spread a whole 2..20 DAG (~150 ms of wasm) over frames
// and show its progress; the result is the same as layout()'s.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "model/layered_graph.hpp"

namespace gtl::model {

struct LayeredOptions {
  double node_width = 1.0;
  double gap = 0.5;          // free space between neighbours on a layer
  double dummy_width = 0.2;  // a bend point of a long edge is narrower than a node
  int order_sweeps = 4;      // down+up barycentre rounds, at most
  // Rounds after the first stop once they would pass this many vertex and
  // segment visits in all (a round visits each once or twice): a whole 2..20
  // DAG (85 K vertices and bends, 125 K segments) then gets one round instead
  // of four, which took ~150 ms of the page's main thread for a drawing with
  // tens of millions of crossings either way; graphs a class can read get all.
  std::size_t order_work = 250'000;
  int x_passes = 4;          // down+up coordinate rounds
};

struct LayoutPoint {
  double x;
  double y;  // layer index
};

class LayeredLayout {
 public:
  explicit LayeredLayout(LayeredOptions options = {}) : options_(options) {}
  const LayeredOptions& options() const { return options_; }

  void layout(const LayeredGraph& g);

  // Stepwise layout of `g`, which must stay alive and unchanged until done().
  // The first step assigns the layers and plans the rest; every later step is
  // one layer of one sweep or count, one pass of the preparation, or a chunk of
  // the output (a whole 2..20 DAG: ~200 steps, none over ~10% of the work).
  void begin(const LayeredGraph& g);
  bool step();  // true once the layout is complete (then further steps do nothing)
  bool done() const { return graph_ == nullptr; }
  // Steps taken and planned (the plan is known after the first step: 1 of 1 before).
  std::size_t steps_done() const { return started_ ? 1 + next_op_ : 0; }
  std::size_t steps_total() const { return started_ ? ops_.size() + 1 : 1; }

  double x(std::uint32_t v) const { return x_[v]; }
  std::span<const double> xs() const { return x_; }  // indexed by vertex
  std::uint32_t layer(std::uint32_t v) const { return layer_[v]; }
  // Real vertices per layer, left to right (sorted by x).
  const std::vector<std::vector<std::uint32_t>>& rows() const { return rows_; }
  // The polyline of input edge e: its source, one bend per layer crossed, its target.
  std::span<const LayoutPoint> edge_path(std::size_t e) const {
    return {path_points_.data() + path_start_[e], path_points_.data() + path_start_[e + 1]};
  }
  std::size_t crossings_before() const { return crossings_before_; }  // initial order
  std::size_t crossings() const { return crossings_; }                // final order
  std::size_t dummy_count() const { return layer_all_.size() - x_.size(); }

 private:
  // One unit of the stepwise layout, planned by plan_steps().
  struct Op {
    enum class Kind : std::uint8_t {
      Split, Adjacency, InitialOrder,     // long edges into segments; up/down adjacency; first order
      CountLayer, CountFirst,             // crossings between two layers; their sum, before any sweep
      Sort, EndRound, UseBest,            // a layer by barycentres; keep a better order; the best
      InitX, Place, EmitRows, EmitPaths,  // packed x; a layer pulled; rows; kEmitChunk edges' paths
    } kind;
    bool up = false;
    std::uint32_t layer = 0;
  };
  void plan_steps();
  void run(const Op& op);

  void assign_layers(const LayeredGraph& g);
  void split_long_edges(const LayeredGraph& g);
  void build_adjacency(bool down);
  void initial_order();
  void init_x();
  void emit_rows();
  void emit_paths(const LayeredGraph& g, std::size_t first);
  static constexpr std::size_t kEmitChunk = 8192;  // edges a step

  std::size_t count_crossings_below(std::uint32_t l) const;  // between layers l and l+1
  void sort_layer_by_barycentre(std::uint32_t l, bool use_up);
  void place_layer(std::uint32_t l, bool use_up);
  double width_of(std::uint32_t v) const;

  LayeredOptions options_;
  const LayeredGraph* graph_ = nullptr;  // while a stepwise layout runs
  bool started_ = false;
  std::vector<Op> ops_;
  std::size_t next_op_ = 0;
  std::vector<std::vector<std::uint32_t>> best_;  // the order with the fewest crossings so far
  std::size_t counted_ = 0;                       // crossings of the layers counted in this count
  std::vector<std::pair<std::uint32_t, std::uint32_t>> segments_;  // until the adjacency is built
  std::size_t real_count_ = 0;
  std::vector<std::uint32_t> layer_all_;  // per vertex (real then dummies)
  std::vector<std::uint32_t> up_start_, up_, down_start_, down_;
  std::vector<std::vector<std::uint32_t>> order_;  // per layer, all vertices left to right
  std::vector<std::uint32_t> pos_;                 // index within its layer's order
  std::vector<double> x_all_;
  std::vector<std::uint32_t> chain_start_;  // per input edge: first dummy id, or count
  std::vector<std::uint32_t> chain_len_;

  std::vector<double> x_;
  std::vector<std::uint32_t> layer_;
  std::vector<std::vector<std::uint32_t>> rows_;
  std::vector<LayoutPoint> path_points_;
  std::vector<std::size_t> path_start_{0};
  std::size_t crossings_before_ = 0, crossings_ = 0;
};

}  // namespace gtl::model
