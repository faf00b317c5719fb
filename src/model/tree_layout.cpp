#include "model/tree_layout.hpp"

#include <algorithm>

namespace gtl::model {

void TidyTreeLayout::ensure_capacity(std::size_t n) {
  if (rel_.size() >= n) return;
  rel_.resize(n, 0.0);
  x_.resize(n, 0.0);
  height_.resize(n, 0);
  left_.resize(n, kNone);
  right_.resize(n, kNone);
  depth_.resize(n, 0);
}

void TidyTreeLayout::layout(const TreeLinks& tree) {
  ensure_capacity(tree.capacity());
  arena_.clear();
  last_subtree_work_ = 0;
  if (tree.root != kNone) place_subtree(tree, tree.root);
  cells_after_full_ = arena_.size();
  assign_coordinates(tree);
}

void TidyTreeLayout::update(const TreeLinks& tree, std::uint32_t changed) {
  if (changed == kNone) return;
  // Re-placing a path leaves the old contour cells of that path behind. They
  // are few per update; once they outweigh the live ones, start afresh.
  if (arena_.size() > 2 * cells_after_full_ + 4096) {
    layout(tree);
    return;
  }
  ensure_capacity(tree.capacity());
  last_subtree_work_ = 0;
  place_subtree(tree, changed);
  for (std::uint32_t a = tree.parent[changed]; a != kNone; a = tree.parent[a]) {
    place_children(tree, a);
  }
  assign_coordinates(tree);
}

void TidyTreeLayout::place_subtree(const TreeLinks& t, std::uint32_t root) {
  // Reverse preorder visits every child before its parent.
  order_.clear();
  order_.push_back(root);
  for (std::size_t i = 0; i < order_.size(); ++i) {
    for (std::uint32_t c = t.first_child[order_[i]]; c != kNone; c = t.next_sibling[c]) {
      order_.push_back(c);
    }
  }
  for (std::size_t i = order_.size(); i-- > 0;) place_children(t, order_[i]);
}

void TidyTreeLayout::place_children(const TreeLinks& t, std::uint32_t v) {
  ++last_subtree_work_;
  kids_.clear();
  for (std::uint32_t c = t.first_child[v]; c != kNone; c = t.next_sibling[c]) kids_.push_back(c);
  const std::size_t m = kids_.size();
  if (m == 0) {
    height_[v] = 0;
    left_[v] = right_[v] = kNone;
    return;
  }
  const ContourArena::List forest = place_siblings();
  apply_spreads();
  store_parent_shape(v, forest);
}

ContourArena::List TidyTreeLayout::place_siblings() {
  const std::size_t m = kids_.size();
  const double sibling_distance = options_.node_width + options_.sibling_gap;

  // Children are placed left to right against the right contour of the ones
  // placed so far (the forest; x relative to child 0), each as far left as
  // the contours allow (Reingold–Tilford).
  pos_.assign(m, 0.0);
  ramp_.assign(m + 2, 0.0);
  spread_count_.assign(m + 1, 0);
  ContourArena::List forest{arena_.make(0.0, right_[kids_[0]]), height_[kids_[0]] + 1};
  owners_.assign(1, Owner{0, forest.height});

  for (std::uint32_t k = 1; k < m; ++k) {
    const std::uint32_t ck = kids_[k];
    const std::uint32_t k_levels = height_[ck] + 1;
    // Level 1 is the children row itself: k goes right of k-1.
    const double p = clear_of_forest(forest, k, arena_[forest.head].dx + sibling_distance);
    pos_[k] = p;
    forest = arena_.stack_over(p, {right_[ck], height_[ck]}, forest);
    while (!owners_.empty() && owners_.back().last_level <= k_levels) owners_.pop_back();
    owners_.push_back({k, k_levels});
  }
  return forest;
}

double TidyTreeLayout::clear_of_forest(const ContourArena::List& forest, std::uint32_t k, double p) {
  const double cousin_distance = options_.node_width + options_.subtree_gap;
  const std::uint32_t ck = kids_[k];
  const std::uint32_t k_levels = height_[ck] + 1;
  std::uint32_t fc = forest.head;
  double x_right = arena_[fc].dx;
  std::uint32_t lc = kNone;
  double x_left = 0.0;  // k's left contour, relative to k
  std::size_t owner = owners_.size() - 1;
  const std::uint32_t levels = std::min(forest.height, k_levels);
  for (std::uint32_t level = 2; level <= levels; ++level) {
    fc = arena_[fc].next;
    x_right += arena_[fc].dx;
    lc = level == 2 ? left_[ck] : arena_[lc].next;
    x_left += arena_[lc].dx;
    while (owners_[owner].last_level < level) --owner;
    const double need = x_right - x_left + cousin_distance;
    if (need > p) {
      // Walker: the subtrees between the two that collide share the push,
      // so small subtrees do not pile up against the left one.
      const std::uint32_t i = owners_[owner].child;
      if (k - i > 1) {
        const double s = need - p;
        const double a = s / static_cast<double>(k - i);
        ramp_[i + 1] += a;
        ramp_[k] -= s;
        ramp_[k + 1] += s - a;
        ++spread_count_[i + 1];
        --spread_count_[k];
      }
      p = need;
    }
  }
  return p;
}

void TidyTreeLayout::apply_spreads() {
  // Apply the spreads (double prefix sum of ramp_). Only the subtrees between
  // two colliding ones move; none of them is on a contour any more (the right
  // one covers their levels), so the contours built above stay exact.
  const std::size_t m = kids_.size();
  double slope = 0.0, shift = 0.0;
  int covered = 0;
  for (std::size_t j = 0; j < m; ++j) {
    slope += ramp_[j];
    shift += slope;
    covered += spread_count_[j];
    if (covered > 0) pos_[j] += shift;
  }
}

void TidyTreeLayout::store_parent_shape(std::uint32_t v, const ContourArena::List& forest) {
  const std::size_t m = kids_.size();
  // The parent sits midway over its first and last child.
  const double mid = (pos_[0] + pos_[m - 1]) / 2.0;
  for (std::size_t j = 0; j < m; ++j) rel_[kids_[j]] = pos_[j] - mid;
  height_[v] = forest.height;
  right_[v] = arena_.make(arena_[forest.head].dx - mid, arena_[forest.head].next);
  ContourArena::List left{arena_.make(rel_[kids_[m - 1]], left_[kids_[m - 1]]),
                          height_[kids_[m - 1]] + 1};
  for (std::size_t j = m - 1; j-- > 0;) {
    left = arena_.stack_over(rel_[kids_[j]], {left_[kids_[j]], height_[kids_[j]]}, left);
  }
  left_[v] = left.head;
}

void TidyTreeLayout::assign_coordinates(const TreeLinks& t) {
  // Row by row from the top: a row is its parents' children in order, which
  // is also left to right. Sequential over rows, no stack.
  node_count_ = 0;
  min_x_ = max_x_ = 0.0;
  if (t.root == kNone) {
    rows_.clear();
    return;
  }
  x_[t.root] = 0.0;
  depth_[t.root] = 0;
  if (rows_.empty()) rows_.resize(1);
  rows_[0].assign(1, t.root);
  std::size_t d = 0;
  for (; !rows_[d].empty(); ++d) {
    if (rows_.size() <= d + 1) rows_.resize(d + 2);
    std::vector<std::uint32_t>& next = rows_[d + 1];
    next.clear();
    for (std::uint32_t v : rows_[d]) {
      ++node_count_;
      min_x_ = std::min(min_x_, x_[v]);
      max_x_ = std::max(max_x_, x_[v]);
      for (std::uint32_t c = t.first_child[v]; c != kNone; c = t.next_sibling[c]) {
        x_[c] = x_[v] + rel_[c];
        depth_[c] = static_cast<std::uint32_t>(d + 1);
        next.push_back(c);
      }
    }
  }
  rows_.resize(d);  // drop the empty row (and any left from a deeper tree)
}

}  // namespace gtl::model
