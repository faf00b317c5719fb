// The shape of a rooted, ordered tree as three parallel arrays. This is all the
// tidy layout needs, so the layout works on the GameTree view, on proof trees
// and on hand-made trees in tests alike. Ids that are not reachable from the
// root (freed slots) are simply never visited.
#pragma once

#include <cstdint>
#include <span>

#include "model/view_common.hpp"

namespace gtl::model {

struct TreeLinks {
  std::uint32_t root = kNone;
  std::span<const std::uint32_t> parent;        // kNone for the root
  std::span<const std::uint32_t> first_child;   // kNone for a leaf (or a collapsed node)
  std::span<const std::uint32_t> next_sibling;  // kNone for the last child

  std::size_t capacity() const { return parent.size(); }
};

}  // namespace gtl::model
