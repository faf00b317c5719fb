#include "model/layered_layout.hpp"

#include <algorithm>
#include <numeric>

namespace gtl::model {

void LayeredLayout::layout(const LayeredGraph& g) {
  real_count_ = g.rank.size();
  if (real_count_ == 0) {
    *this = LayeredLayout(options_);
    path_start_.assign(1, 0);
    return;
  }
  assign_layers(g);
  split_long_edges(g);
  initial_order();
  reduce_crossings();
  assign_x();
  emit(g);
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
  std::vector<std::pair<std::uint32_t, std::uint32_t>> segments;
  segments.reserve(g.edges.size());
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
      segments.push_back({prev, d});
      prev = d;
    }
    segments.push_back({prev, b});
  }
  // CSR adjacency in both directions, in edge order (deterministic).
  const std::size_t n = layer_all_.size();
  auto build = [&](bool down, std::vector<std::uint32_t>& start, std::vector<std::uint32_t>& adj) {
    start.assign(n + 1, 0);
    for (auto [u, v] : segments) ++start[(down ? u : v) + 1];
    std::partial_sum(start.begin(), start.end(), start.begin());
    adj.resize(segments.size());
    std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
    for (auto [u, v] : segments) adj[fill[down ? u : v]++] = down ? v : u;
  };
  build(true, down_start_, down_);
  build(false, up_start_, up_);
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

std::size_t LayeredLayout::count_crossings() const {
  // Two segments between layers l and l+1 cross when their ends are in
  // opposite orders: count inversions with a Fenwick tree, O(E log V).
  std::size_t total = 0;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> seg;
  std::vector<std::uint32_t> fenwick;
  for (std::size_t l = 0; l + 1 < order_.size(); ++l) {
    seg.clear();
    for (std::uint32_t u : order_[l]) {
      for (std::uint32_t k = down_start_[u]; k < down_start_[u + 1]; ++k) {
        seg.push_back({pos_[u], pos_[down_[k]]});
      }
    }
    std::sort(seg.begin(), seg.end());
    const std::size_t width = order_[l + 1].size();
    fenwick.assign(width + 1, 0);
    std::size_t inserted = 0;
    for (auto [a, b] : seg) {
      std::size_t not_greater = 0;  // inserted ends at positions <= b
      for (std::size_t i = b + 1; i > 0; i -= i & (~i + 1)) not_greater += fenwick[i];
      total += inserted - not_greater;
      for (std::size_t i = b + 1; i <= width; i += i & (~i + 1)) ++fenwick[i];
      ++inserted;
    }
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

void LayeredLayout::reduce_crossings() {
  crossings_before_ = crossings_ = count_crossings();
  auto best = order_;
  const auto layers = static_cast<std::uint32_t>(order_.size());
  const std::size_t per_round = layer_all_.size() + down_.size();
  const int rounds = static_cast<int>(std::clamp<std::size_t>(options_.order_work / std::max<std::size_t>(1, per_round), 1,
                                                              static_cast<std::size_t>(std::max(1, options_.order_sweeps))));
  for (int round = 0; round < rounds && crossings_ > 0; ++round) {
    for (std::uint32_t l = 1; l < layers; ++l) sort_layer_by_barycentre(l, true);
    for (std::uint32_t l = layers - 1; l-- > 0;) sort_layer_by_barycentre(l, false);
    const std::size_t c = count_crossings();
    if (c < crossings_) {
      crossings_ = c;
      best = order_;
    }
  }
  order_ = std::move(best);
  for (auto& row : order_) {
    for (std::uint32_t i = 0; i < row.size(); ++i) pos_[row[i]] = i;
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

void LayeredLayout::assign_x() {
  x_all_.assign(layer_all_.size(), 0.0);
  // Start packed and centred, then let neighbours pull.
  for (const auto& row : order_) {
    double at = 0;
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (i > 0) at += (width_of(row[i - 1]) + width_of(row[i])) / 2 + options_.gap;
      x_all_[row[i]] = at;
    }
    for (std::uint32_t v : row) x_all_[v] -= at / 2;
  }
  const auto layers = static_cast<std::uint32_t>(order_.size());
  for (int pass = 0; pass < options_.x_passes; ++pass) {
    for (std::uint32_t l = 1; l < layers; ++l) place_layer(l, true);
    for (std::uint32_t l = layers - 1; l-- > 0;) place_layer(l, false);
  }
}

void LayeredLayout::emit(const LayeredGraph& g) {
  x_.assign(x_all_.begin(), x_all_.begin() + static_cast<std::ptrdiff_t>(real_count_));
  layer_.assign(layer_all_.begin(), layer_all_.begin() + static_cast<std::ptrdiff_t>(real_count_));
  rows_.assign(order_.size(), {});
  for (std::size_t l = 0; l < order_.size(); ++l) {
    for (std::uint32_t v : order_[l]) {
      if (v < real_count_) rows_[l].push_back(v);
    }
  }
  path_points_.clear();
  path_start_.assign(1, 0);
  for (std::size_t e = 0; e < g.edges.size(); ++e) {
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
