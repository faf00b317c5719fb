#include "model/layered_layout.hpp"

#include <algorithm>
#include <limits>
#include <numeric>

namespace gtl::model {

void LayeredLayout::layout(const LayeredGraph& g) {
  begin(g);
  while (!step()) {
  }
}

void LayeredLayout::begin(const LayeredGraph& g) {
  *this = LayeredLayout(options_);
  real_count_ = g.rank.size();
  if (real_count_ > 0) graph_ = &g;  // an empty graph is laid out already
}

bool LayeredLayout::step() {
  if (!graph_) return true;
  if (!started_) {
    started_ = true;
    assign_layers(*graph_);
    plan_steps();
  } else {
    run(ops_[next_op_++]);
  }
  if (next_op_ < ops_.size()) return false;
  graph_ = nullptr;
  return true;
}

void LayeredLayout::plan_steps() {
  using K = Op::Kind;
  const auto layers = static_cast<std::uint32_t>(order_.size());
  // The work of a crossing-reduction round: vertices and bends, and segments.
  std::size_t segments = 0;
  for (const auto& [a, b] : graph_->edges) segments += layer_all_[b] - layer_all_[a];
  const std::size_t per_round = real_count_ + 2 * segments - graph_->edges.size();
  const auto rounds = std::clamp<std::size_t>(options_.order_work / std::max<std::size_t>(1, per_round), 1,
                                              static_cast<std::size_t>(std::max(1, options_.order_sweeps)));
  // Each sweep: down the layers ordering each by its parents, then up by its children.
  auto sweep = [&](K kind) {
    for (std::uint32_t l = 1; l < layers; ++l) ops_.push_back({kind, true, l});
    for (std::uint32_t l = layers - 1; l-- > 0;) ops_.push_back({kind, false, l});
  };
  auto count = [&](K end) {
    for (std::uint32_t l = 0; l + 1 < layers; ++l) ops_.push_back({K::CountLayer, false, l});
    ops_.push_back({end});
  };
  ops_.push_back({K::Split});
  ops_.push_back({K::Adjacency, true});
  ops_.push_back({K::Adjacency, false});
  ops_.push_back({K::InitialOrder});
  count(K::CountFirst);
  for (std::size_t r = 0; r < rounds; ++r) {
    sweep(K::Sort);
    count(K::EndRound);
  }
  ops_.push_back({K::UseBest});
  ops_.push_back({K::InitX});
  for (int pass = 0; pass < options_.x_passes; ++pass) sweep(K::Place);
  ops_.push_back({K::EmitRows});
  for (std::uint32_t c = 0; c * kEmitChunk < graph_->edges.size(); ++c) ops_.push_back({K::EmitPaths, false, c});
  crossings_ = std::numeric_limits<std::size_t>::max();  // nothing counted yet: no sweep is skipped
}

void LayeredLayout::run(const Op& op) {
  // Crossing reduction stops once a round reaches no crossings: crossings_
  // (the best so far) only changes at the end of a round, so skipping every
  // later sort and count is the same as leaving the loop of rounds.
  const bool untangled = crossings_ == 0;
  switch (op.kind) {
    case Op::Kind::Split:
      split_long_edges(*graph_);
      break;
    case Op::Kind::Adjacency:
      build_adjacency(op.up);
      break;
    case Op::Kind::InitialOrder:
      segments_ = {};
      initial_order();
      break;
    case Op::Kind::CountLayer:
      if (!untangled) counted_ += count_crossings_below(op.layer);
      break;
    case Op::Kind::CountFirst:
      crossings_before_ = crossings_ = counted_;
      counted_ = 0;
      best_ = order_;
      break;
    case Op::Kind::Sort:
      if (!untangled) sort_layer_by_barycentre(op.layer, op.up);
      break;
    case Op::Kind::EndRound:
      if (!untangled && counted_ < crossings_) {
        crossings_ = counted_;
        best_ = order_;
      }
      counted_ = 0;
      break;
    case Op::Kind::UseBest:
      order_ = std::move(best_);
      best_.clear();
      for (auto& row : order_) {
        for (std::uint32_t i = 0; i < row.size(); ++i) pos_[row[i]] = i;
      }
      break;
    case Op::Kind::InitX:
      init_x();
      break;
    case Op::Kind::Place:
      place_layer(op.layer, op.up);
      break;
    case Op::Kind::EmitRows:
      emit_rows();
      break;
    case Op::Kind::EmitPaths:
      emit_paths(*graph_, op.layer * kEmitChunk);
      break;
  }
}

void LayeredLayout::assign_layers(const LayeredGraph& g) {
  // Distinct ranks, highest first; a vertex's layer is its rank's index, so
  // gaps in the measure do not leave empty layers.
  std::vector<std::uint32_t> ranks = g.rank;
  std::sort(ranks.begin(), ranks.end(), std::greater<>());
  ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
  layer_all_.resize(real_count_);
  for (std::size_t v = 0; v < real_count_; ++v) {
    layer_all_[v] = static_cast<std::uint32_t>(
        std::lower_bound(ranks.begin(), ranks.end(), g.rank[v], std::greater<>()) - ranks.begin());
  }
  order_.assign(ranks.size(), {});
}

void LayeredLayout::split_long_edges(const LayeredGraph& g) {
  segments_.clear();
  segments_.reserve(g.edges.size());
  chain_start_.resize(g.edges.size());
  chain_len_.resize(g.edges.size());
  for (std::size_t e = 0; e < g.edges.size(); ++e) {
    const auto [a, b] = g.edges[e];
    const std::uint32_t span = layer_all_[b] - layer_all_[a];
    chain_start_[e] = static_cast<std::uint32_t>(layer_all_.size());
    chain_len_[e] = span - 1;
    std::uint32_t prev = a;
    for (std::uint32_t k = 1; k < span; ++k) {
      const auto d = static_cast<std::uint32_t>(layer_all_.size());
      layer_all_.push_back(layer_all_[a] + k);
      segments_.push_back({prev, d});
      prev = d;
    }
    segments_.push_back({prev, b});
  }
}

void LayeredLayout::build_adjacency(bool down) {
  // CSR adjacency over all vertices, in edge order (deterministic).
  const std::size_t n = layer_all_.size();
  std::vector<std::uint32_t>& start = down ? down_start_ : up_start_;
  std::vector<std::uint32_t>& adj = down ? down_ : up_;
  start.assign(n + 1, 0);
  for (auto [u, v] : segments_) ++start[(down ? u : v) + 1];
  std::partial_sum(start.begin(), start.end(), start.begin());
  adj.resize(segments_.size());
  std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
  for (auto [u, v] : segments_) adj[fill[down ? u : v]++] = down ? v : u;
}

void LayeredLayout::initial_order() {
  // Breadth-first discovery from the top: vertices reached early sit left,
  // which already keeps a parent's children together.
  const std::size_t n = layer_all_.size();
  std::vector<std::uint8_t> seen(n, 0);
  std::vector<std::uint32_t> queue;
  queue.reserve(n);
  auto visit_from = [&](std::uint32_t s) {
    if (seen[s]) return;
    seen[s] = 1;
    queue.push_back(s);
    for (std::size_t i = queue.size() - 1; i < queue.size(); ++i) {
      const std::uint32_t v = queue[i];
      order_[layer_all_[v]].push_back(v);
      for (std::uint32_t k = down_start_[v]; k < down_start_[v + 1]; ++k) {
        if (!seen[down_[k]]) {
          seen[down_[k]] = 1;
          queue.push_back(down_[k]);
        }
      }
    }
  };
  for (std::uint32_t v = 0; v < real_count_; ++v) {
    if (layer_all_[v] == 0) visit_from(v);
  }
  for (std::uint32_t v = 0; v < real_count_; ++v) visit_from(v);
  pos_.assign(n, 0);
  for (auto& row : order_) {
    for (std::uint32_t i = 0; i < row.size(); ++i) pos_[row[i]] = i;
  }
}

std::size_t LayeredLayout::count_crossings_below(std::uint32_t l) const {
  // Two segments between layers l and l+1 cross when their ends are in
  // opposite orders: count inversions with a Fenwick tree, O(E log V).
  std::vector<std::pair<std::uint32_t, std::uint32_t>> seg;
  for (std::uint32_t u : order_[l]) {
    for (std::uint32_t k = down_start_[u]; k < down_start_[u + 1]; ++k) seg.push_back({pos_[u], pos_[down_[k]]});
  }
  std::sort(seg.begin(), seg.end());
  const std::size_t width = order_[l + 1].size();
  std::vector<std::uint32_t> fenwick(width + 1, 0);
  std::size_t total = 0, inserted = 0;
  for (auto [a, b] : seg) {
    std::size_t not_greater = 0;  // inserted ends at positions <= b
    for (std::size_t i = b + 1; i > 0; i -= i & (~i + 1)) not_greater += fenwick[i];
    total += inserted - not_greater;
    for (std::size_t i = b + 1; i <= width; i += i & (~i + 1)) ++fenwick[i];
    ++inserted;
  }
  return total;
}

void LayeredLayout::sort_layer_by_barycentre(std::uint32_t l, bool use_up) {
  std::vector<std::uint32_t>& row = order_[l];
  const auto& start = use_up ? up_start_ : down_start_;
  const auto& adj = use_up ? up_ : down_;
  // (barycentre, place in the row): ties keep the previous order because the
  // place breaks them, so an unstable sort gives the stable order without
  // stable_sort's merge buffer (in the page's libc++ the stable sort was a
  // third of the layout of a whole 2..20 DAG: 85 K vertices and bends).
  std::vector<std::pair<double, std::uint32_t>> keyed;
  keyed.reserve(row.size());
  for (std::uint32_t i = 0; i < row.size(); ++i) {
    const std::uint32_t v = row[i];
    const std::uint32_t deg = start[v + 1] - start[v];
    double key = pos_[v];  // no neighbours there: stay put
    if (deg > 0) {
      double sum = 0;
      for (std::uint32_t k = start[v]; k < start[v + 1]; ++k) sum += pos_[adj[k]];
      key = sum / deg;
    }
    keyed.push_back({key, i});
  }
  std::sort(keyed.begin(), keyed.end());
  for (auto& k : keyed) k.second = row[k.second];  // row is still the old order here
  for (std::uint32_t i = 0; i < row.size(); ++i) {
    row[i] = keyed[i].second;
    pos_[row[i]] = i;
  }
}

double LayeredLayout::width_of(std::uint32_t v) const {
  return v < real_count_ ? options_.node_width : options_.dummy_width;
}

void LayeredLayout::place_layer(std::uint32_t l, bool use_up) {
  // Wanted x: the mean of the neighbours on the other layer. Keeping order
  // and separation, x[i+1] - x[i] >= sep(i, i+1), becomes "y non-decreasing"
  // for y[i] = x[i] - offset[i]; the closest such y (least squares) is the
  // isotonic regression, found by pooling adjacent violators in O(n).
  const std::vector<std::uint32_t>& row = order_[l];
  if (row.empty()) return;
  const auto& start = use_up ? up_start_ : down_start_;
  const auto& adj = use_up ? up_ : down_;
  struct Block {
    double sum;
    std::uint32_t count;
    double mean() const { return sum / count; }
  };
  std::vector<Block> blocks;
  std::vector<double> offset(row.size(), 0.0);
  for (std::size_t i = 0; i < row.size(); ++i) {
    const std::uint32_t v = row[i];
    if (i > 0) {
      offset[i] = offset[i - 1] + (width_of(row[i - 1]) + width_of(v)) / 2 + options_.gap;
    }
    double want = x_all_[v];
    if (start[v + 1] > start[v]) {
      double sum = 0;
      for (std::uint32_t k = start[v]; k < start[v + 1]; ++k) sum += x_all_[adj[k]];
      want = sum / (start[v + 1] - start[v]);
    }
    blocks.push_back({want - offset[i], 1});
    while (blocks.size() > 1 && blocks[blocks.size() - 2].mean() > blocks.back().mean()) {
      blocks[blocks.size() - 2].sum += blocks.back().sum;
      blocks[blocks.size() - 2].count += blocks.back().count;
      blocks.pop_back();
    }
  }
  std::size_t i = 0;
  for (const Block& b : blocks) {
    for (std::uint32_t k = 0; k < b.count; ++k, ++i) x_all_[row[i]] = b.mean() + offset[i];
  }
}

void LayeredLayout::init_x() {
  // Start packed and centred; the Place sweeps then let neighbours pull.
  x_all_.assign(layer_all_.size(), 0.0);
  for (const auto& row : order_) {
    double at = 0;
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (i > 0) at += (width_of(row[i - 1]) + width_of(row[i])) / 2 + options_.gap;
      x_all_[row[i]] = at;
    }
    for (std::uint32_t v : row) x_all_[v] -= at / 2;
  }
}

void LayeredLayout::emit_rows() {
  x_.assign(x_all_.begin(), x_all_.begin() + static_cast<std::ptrdiff_t>(real_count_));
  layer_.assign(layer_all_.begin(), layer_all_.begin() + static_cast<std::ptrdiff_t>(real_count_));
  rows_.assign(order_.size(), {});
  for (std::size_t l = 0; l < order_.size(); ++l) {
    for (std::uint32_t v : order_[l]) {
      if (v < real_count_) rows_[l].push_back(v);
    }
  }
  path_points_.clear();
  path_points_.reserve(layer_all_.size() - real_count_ + 2 * graph_->edges.size());
  path_start_.assign(1, 0);
  path_start_.reserve(graph_->edges.size() + 1);
}

void LayeredLayout::emit_paths(const LayeredGraph& g, std::size_t first) {
  const std::size_t end = std::min(g.edges.size(), first + kEmitChunk);
  for (std::size_t e = first; e < end; ++e) {
    const auto [a, b] = g.edges[e];
    path_points_.push_back({x_all_[a], static_cast<double>(layer_all_[a])});
    for (std::uint32_t k = 0; k < chain_len_[e]; ++k) {
      const std::uint32_t d = chain_start_[e] + k;
      path_points_.push_back({x_all_[d], static_cast<double>(layer_all_[d])});
    }
    path_points_.push_back({x_all_[b], static_cast<double>(layer_all_[b])});
    path_start_.push_back(path_points_.size());
  }
}

}  // namespace gtl::model
