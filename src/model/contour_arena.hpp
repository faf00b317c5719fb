// Persistent contour lists for the tidy tree layout.
//
// The contour of a subtree is, per level below its root, the x of its leftmost
// (or rightmost) node. Reingold–Tilford needs contours to push sibling subtrees
// apart; Walker / Buchheim–Jünger–Leipert keep that linear with "threads" that
// they write into the subtrees. Threads mutate a subtree on behalf of its
// ancestors, which defeats caching a subtree's layout across edits. Here a
// contour is instead an immutable singly linked list of cells, delta-encoded
// (each cell stores its x minus the previous level's x), so a parent's contour
// can *share the tail* of a child's contour: combining two contours copies only
// the shorter one — the same min(height, height) work the threads save — and a
// subtree's cached contours stay valid while its ancestors change.
#pragma once

#include <cstdint>
#include <vector>

#include "model/view_common.hpp"

namespace gtl::model {

class ContourArena {
 public:
  struct Cell {
    double dx;           // x at this level minus x at the level above
    std::uint32_t next;  // next level down, kNone at the bottom
  };

  // A list of `height` levels; the head cell's dx is relative to an origin the
  // holder knows (a subtree root, or the parent's children row).
  struct List {
    std::uint32_t head = kNone;
    std::uint32_t height = 0;
  };

  void clear() { cells_.clear(); }
  std::size_t size() const { return cells_.size(); }
  const Cell& operator[](std::uint32_t i) const { return cells_[i]; }

  std::uint32_t make(double dx, std::uint32_t next) {
    cells_.push_back({dx, next});
    return static_cast<std::uint32_t>(cells_.size() - 1);
  }

  // The contour of a node at x `front_x` on level 1 followed by its subtree's
  // contour `front_below` (relative to the node) — and, below the bottom of
  // that, `back` (head relative to the same origin as front_x). The front
  // shadows the back on the levels both have. Costs O(1) when the front is
  // at least as tall, else O(front height): the copied prefix plus one
  // junction cell, after which the back's cells are shared.
  List stack_over(double front_x, List front_below, List back) {
    const std::uint32_t front_height = front_below.height + 1;
    if (front_height >= back.height) {
      return {make(front_x, front_below.head), front_height};
    }
    // Copy the front's cells, remembering the absolute x of its last level.
    const std::uint32_t head = make(front_x, kNone);
    std::uint32_t tail = head;
    double x_front = front_x;
    for (std::uint32_t c = front_below.head; c != kNone; c = cells_[c].next) {
      const double dx = cells_[c].dx;  // copy before make() may reallocate
      x_front += dx;
      const std::uint32_t copy = make(dx, kNone);
      cells_[tail].next = copy;
      tail = copy;
    }
    // Walk the back down to the first level the front does not reach.
    std::uint32_t b = back.head;
    double x_back = cells_[b].dx;
    for (std::uint32_t level = 1; level <= front_height; ++level) {
      b = cells_[b].next;
      x_back += cells_[b].dx;
    }
    const std::uint32_t junction = make(x_back - x_front, cells_[b].next);
    cells_[tail].next = junction;
    return {head, back.height};
  }

 private:
  std::vector<Cell> cells_;
};

}  // namespace gtl::model
