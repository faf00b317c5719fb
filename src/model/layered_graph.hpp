// Input of the layered (Sugiyama-style) layout: vertices with a rank and
// edges that go from a higher rank to a strictly lower one. For the DAG view
// the rank is the position's `measure`, which strictly decreases along every
// move, so the start is on top and every move points downwards.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace gtl::model {

struct LayeredGraph {
  std::vector<std::uint32_t> rank;  // per vertex
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;  // (from, to), rank[from] > rank[to]
};

}  // namespace gtl::model
