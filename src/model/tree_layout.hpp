// Tidy drawing of the tree view (Reingold–Tilford, with Walker's spreading of
// small subtrees between big ones, in linear time as in Buchheim–Jünger–
// Leipert). Guarantees, checked by the tests:
//   * nodes on one row never overlap: neighbours are at least node_width +
//     sibling_gap apart (siblings) or node_width + subtree_gap (cousins);
//   * every parent is centred over its first and last child;
//   * identical subtrees are drawn identically, wherever they are;
//   * the result depends only on the tree (deterministic);
//   * update() after one change gives exactly what layout() would.
//
// Coordinates: x in node-width units, root at x = 0; y = depth (row index).
// Each subtree's shape is cached as child offsets plus persistent contour
// lists (contour_arena.hpp), so update() redoes only the changed subtree and
// the path from it to the root; absolute x for all nodes is then one O(n)
// additive pass.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "model/contour_arena.hpp"
#include "model/tree_links.hpp"

namespace gtl::model {

struct TidyOptions {
  double node_width = 1.0;   // the unit of x
  double sibling_gap = 0.5;  // free space between two children of one parent
  double subtree_gap = 1.0;  // free space between neighbours with different parents
};

class TidyTreeLayout {
 public:
  explicit TidyTreeLayout(TidyOptions options = {}) : options_(options) {}

  const TidyOptions& options() const { return options_; }

  // Lays out the whole tree from scratch.
  void layout(const TreeLinks& tree);
  // The subtree at `changed` differs from the last layout/update (children
  // added or removed anywhere below it); the rest of the tree is unchanged.
  // Same result as layout(tree), but the subtree work is only the changed
  // subtree plus its ancestors. kNone: nothing changed.
  void update(const TreeLinks& tree, std::uint32_t changed);

  double x(std::uint32_t id) const { return x_[id]; }
  std::span<const double> xs() const { return x_; }  // indexed by tree id
  std::uint32_t depth(std::uint32_t id) const { return depth_[id]; }
  // x relative to the parent (the cached, context-free part of the layout).
  double offset_from_parent(std::uint32_t id) const { return rel_[id]; }
  // Node ids per row, left to right (sorted by x): what culling searches.
  const std::vector<std::vector<std::uint32_t>>& rows() const { return rows_; }
  double min_x() const { return min_x_; }
  double max_x() const { return max_x_; }
  std::size_t node_count() const { return node_count_; }

  // Work and memory, for benchmarks and the debug panel.
  std::size_t last_subtree_work() const { return last_subtree_work_; }  // nodes re-placed
  std::size_t contour_cells() const { return arena_.size(); }
  static constexpr std::size_t bytes_per_node() {
    return sizeof(double) * 2 + sizeof(std::uint32_t) * 4;  // rel_, x_, height_, left_, right_, depth_
  }
  static constexpr std::size_t bytes_per_contour_cell() { return sizeof(ContourArena::Cell); }

 private:
  void ensure_capacity(std::size_t n);
  // Recomputes the cached shape of every node in the subtree at `root`.
  void place_subtree(const TreeLinks& t, std::uint32_t root);
  // Places v's children next to each other from their cached shapes and
  // stores v's offsets, height and contours.
  void place_children(const TreeLinks& t, std::uint32_t v);
  // place_children's steps, on v's children in kids_ (at least one).
  // Places the children left to right, each as far left as the contours allow
  // (pos_; the pushes to share out go to ramp_ and spread_count_); returns the
  // right contour of them all (the forest).
  ContourArena::List place_siblings();
  // Child k's offset from child 0: at least `p`, and pushed right until its
  // left contour clears the forest's right contour by the cousin distance on
  // every level; a push is recorded as a spread of the subtrees in between.
  double clear_of_forest(const ContourArena::List& forest, std::uint32_t k, double p);
  // Moves the subtrees between colliding ones by their share of the push.
  void apply_spreads();
  // v's children's offsets from v (centred under it), v's height and contours.
  void store_parent_shape(std::uint32_t v, const ContourArena::List& forest);
  // Absolute x, depth and rows from the cached offsets: one preorder pass.
  void assign_coordinates(const TreeLinks& t);

  TidyOptions options_;
  ContourArena arena_;
  std::size_t cells_after_full_ = 0;

  // Per node (indexed by tree id).
  std::vector<double> rel_, x_;
  std::vector<std::uint32_t> height_;  // levels below the node (0 = leaf)
  std::vector<std::uint32_t> left_, right_;  // contour list heads, relative to the node
  std::vector<std::uint32_t> depth_;

  std::vector<std::vector<std::uint32_t>> rows_;
  double min_x_ = 0, max_x_ = 0;
  std::size_t node_count_ = 0, last_subtree_work_ = 0;

  // Scratch reused across calls.
  std::vector<std::uint32_t> kids_, order_;
  std::vector<double> pos_, ramp_;
  std::vector<int> spread_count_;
  struct Owner {
    std::uint32_t child;      // index among the siblings
    std::uint32_t last_level; // deepest level of the forest contour it owns
  };
  std::vector<Owner> owners_;
};

}  // namespace gtl::model
