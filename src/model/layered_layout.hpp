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
  void assign_layers(const LayeredGraph& g);
  void split_long_edges(const LayeredGraph& g);
  void initial_order();
  void reduce_crossings();
  void assign_x();
  void emit(const LayeredGraph& g);

  // Segments between adjacent layers, as CSR over all vertices (real + dummy).
  std::size_t count_crossings() const;
  void sort_layer_by_barycentre(std::uint32_t l, bool use_up);
  void place_layer(std::uint32_t l, bool use_up);
  double width_of(std::uint32_t v) const;

  LayeredOptions options_;
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
