// Hand-made and random ordered trees (TreeLinks) for the layout tests.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "model/tree_layout.hpp"
#include "model/tree_links.hpp"

namespace gtl::testtrees {

using model::kNone;

struct OwnedTree {
  std::vector<std::uint32_t> parent, first_child, next_sibling, last_child;

  std::uint32_t add(std::uint32_t p) {
    const auto id = static_cast<std::uint32_t>(parent.size());
    parent.push_back(p);
    first_child.push_back(kNone);
    next_sibling.push_back(kNone);
    last_child.push_back(kNone);
    if (p != kNone) {
      (last_child[p] == kNone ? first_child[p] : next_sibling[last_child[p]]) = id;
      last_child[p] = id;
    }
    return id;
  }
  model::TreeLinks links() const { return {0, parent, first_child, next_sibling}; }
  std::size_t size() const { return parent.size(); }
};

// Random tree of n nodes; `skew` makes it deep and ragged (attach to recent
// nodes) rather than bushy, which is where contours get interesting.
inline OwnedTree random_tree(std::uint32_t seed, std::uint32_t n, bool skew) {
  std::mt19937 rng(seed);
  OwnedTree t;
  t.add(kNone);
  for (std::uint32_t i = 1; i < n; ++i) {
    std::uint32_t p;
    if (skew) {
      const std::uint32_t window = std::min<std::uint32_t>(i, 8);
      p = i - 1 - rng() % window;
    } else {
      p = rng() % i;
    }
    t.add(p);
  }
  return t;
}

// Preorder-ordered children as a canonical string: equal strings = identical subtrees.
inline std::string shape(const OwnedTree& t, std::uint32_t v) {
  std::string s = "(";
  for (std::uint32_t c = t.first_child[v]; c != kNone; c = t.next_sibling[c]) s += shape(t, c);
  return s + ")";
}

}  // namespace gtl::testtrees
