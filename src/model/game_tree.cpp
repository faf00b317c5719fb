#include "model/game_tree.hpp"

#include <algorithm>
#include <deque>

#include "model/graph_paths.hpp"

namespace gtl::model {

GameTree::GameTree(const PositionGraph& graph, ViewLimits limits)
    : graph_(&graph), limits_(limits), occurrences_(graph.nodes.size(), 0) {
  collapse_all();
}

bool GameTree::alive(std::uint32_t id) const {
  return id < flags_.size() && (flags_[id] & kAlive) != 0;
}

const GraphEdge* GameTree::edge(std::uint32_t id) const {
  const std::uint32_t p = parent_[id];
  if (p == kNone) return nullptr;
  return graph_->begin_edges(position_[p]) + edge_index_[id];
}

bool GameTree::expandable(std::uint32_t id) const {
  return !expanded(id) && graph_->nodes[position_[id]].edge_count > 0;
}

TreeLinks GameTree::links() const { return {root(), parent_, first_child_, next_sibling_}; }

std::vector<std::uint32_t> GameTree::preorder() const {
  std::vector<std::uint32_t> order, stack{root()};
  order.reserve(visible_);
  while (!stack.empty()) {
    const std::uint32_t v = stack.back();
    stack.pop_back();
    order.push_back(v);
    // Push children right to left so the leftmost is visited first.
    const std::size_t mark = stack.size();
    for (std::uint32_t c = first_child_[v]; c != kNone; c = next_sibling_[c]) stack.push_back(c);
    std::reverse(stack.begin() + static_cast<std::ptrdiff_t>(mark), stack.end());
  }
  return order;
}

std::uint32_t GameTree::allocate(NodeId pos, std::uint32_t parent, std::uint32_t edge_index,
                                 std::uint32_t depth) {
  std::uint32_t id;
  if (!free_ids_.empty()) {
    id = free_ids_.back();
    free_ids_.pop_back();
  } else {
    id = static_cast<std::uint32_t>(position_.size());
    position_.push_back(0);
    parent_.push_back(kNone);
    first_child_.push_back(kNone);
    next_sibling_.push_back(kNone);
    edge_index_.push_back(0);
    depth_.push_back(0);
    flags_.push_back(0);
  }
  position_[id] = pos;
  parent_[id] = parent;
  first_child_[id] = kNone;
  next_sibling_[id] = kNone;
  edge_index_[id] = edge_index;
  depth_[id] = depth;
  flags_[id] = kAlive;
  ++occurrences_[pos];
  ++visible_;
  return id;
}

void GameTree::release(std::uint32_t id) {
  if (flags_[id] & kExpanded) --expanded_count_;
  --occurrences_[position_[id]];
  --visible_;
  flags_[id] = 0;
  first_child_[id] = next_sibling_[id] = parent_[id] = kNone;
  free_ids_.push_back(id);
}

std::uint32_t GameTree::add_children(std::uint32_t id) {
  const GraphNode& n = graph_->nodes[position_[id]];
  std::uint32_t prev = kNone;
  for (std::uint32_t i = 0; i < n.edge_count; ++i) {
    const std::uint32_t c = allocate(graph_->edges[n.first_edge + i].child, id, i, depth_[id] + 1);
    (prev == kNone ? first_child_[id] : next_sibling_[prev]) = c;
    prev = c;
  }
  if (n.edge_count > 0) {
    flags_[id] |= kExpanded;
    ++expanded_count_;
  }
  return n.edge_count;
}

std::uint64_t GameTree::remove_descendants(std::uint32_t id) {
  std::uint64_t removed = 0;
  std::vector<std::uint32_t> stack;
  for (std::uint32_t c = first_child_[id]; c != kNone; c = next_sibling_[c]) stack.push_back(c);
  while (!stack.empty()) {
    const std::uint32_t v = stack.back();
    stack.pop_back();
    for (std::uint32_t c = first_child_[v]; c != kNone; c = next_sibling_[c]) stack.push_back(c);
    release(v);
    ++removed;
  }
  first_child_[id] = kNone;
  if (flags_[id] & kExpanded) {
    flags_[id] &= static_cast<std::uint8_t>(~kExpanded);
    --expanded_count_;
  }
  return removed;
}

ChangeResult GameTree::refuse(std::uint64_t would_show, bool exact) const {
  ChangeResult r;
  r.ok = false;
  r.message = over_limit_message(would_show, limits_.max_visible_nodes, false, exact);
  return r;
}

void GameTree::changed(std::uint32_t subtree_root) {
  last_changed_ = subtree_root;
  repeats_dirty_ = true;
  apply_highlight();
}

ChangeResult GameTree::expand(std::uint32_t id) {
  if (!expandable(id)) {
    last_changed_ = kNone;
    return {};
  }
  const std::uint64_t add = graph_->nodes[position_[id]].edge_count;
  if (visible_ + add > limits_.max_visible_nodes) return refuse(visible_ + add, true);
  ChangeResult r;
  r.added_nodes = add_children(id);
  changed(id);
  return r;
}

ChangeResult GameTree::collapse(std::uint32_t id) {
  if (!expanded(id)) {
    last_changed_ = kNone;
    return {};
  }
  ChangeResult r;
  r.removed_nodes = remove_descendants(id);
  changed(id);
  return r;
}

std::uint64_t GameTree::count_new_to_depth(std::uint32_t id, std::uint32_t levels,
                                           std::uint64_t budget) const {
  // Shown part: walk it; each collapsed node within reach adds its unshown
  // game subtree, counted on the graph with an explicit stack. Counting stops
  // past the budget, so refusing a 1e12-node request costs O(budget).
  std::uint64_t total = 0;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> shown{{id, 0}};
  std::vector<std::pair<NodeId, std::uint32_t>> unshown;  // (position, levels left)
  while (!shown.empty()) {
    const auto [v, rel] = shown.back();
    shown.pop_back();
    if (rel >= levels) continue;
    if (expanded(v)) {
      for (std::uint32_t c = first_child_[v]; c != kNone; c = next_sibling_[c]) {
        shown.push_back({c, rel + 1});
      }
      continue;
    }
    unshown.push_back({position_[v], levels - rel});
    while (!unshown.empty()) {
      const auto [p, left] = unshown.back();
      unshown.pop_back();
      const GraphNode& n = graph_->nodes[p];
      total += n.edge_count;
      if (total > budget) return total;
      if (left > 1) {
        for (const GraphEdge* e = graph_->begin_edges(p); e != graph_->end_edges(p); ++e) {
          unshown.push_back({e->child, left - 1});
        }
      }
    }
  }
  return total;
}

ChangeResult GameTree::expand_to_depth(std::uint32_t id, std::uint32_t levels) {
  const std::uint64_t room =
      limits_.max_visible_nodes > visible_ ? limits_.max_visible_nodes - visible_ : 0;
  const std::uint64_t add = count_new_to_depth(id, levels, room);
  if (add > room) return refuse(visible_ + add, /*exact=*/false);  // counting stopped early
  ChangeResult r;
  if (add == 0) {
    last_changed_ = kNone;
    return r;
  }
  std::vector<std::pair<std::uint32_t, std::uint32_t>> stack{{id, 0}};
  while (!stack.empty()) {
    const auto [v, rel] = stack.back();
    stack.pop_back();
    if (rel >= levels) continue;
    if (!expanded(v)) r.added_nodes += add_children(v);
    for (std::uint32_t c = first_child_[v]; c != kNone; c = next_sibling_[c]) {
      stack.push_back({c, rel + 1});
    }
  }
  changed(id);
  return r;
}

ChangeResult GameTree::expand_principal_variation(std::uint32_t id) {
  // First pass: how many nodes the path adds, and where the first new one is.
  std::uint64_t add = 0;
  std::uint32_t top = kNone;
  for (std::uint32_t v = id;;) {
    const GraphNode& n = graph_->nodes[position_[v]];
    if (n.edge_count == 0) break;
    if (!expanded(v)) {
      if (top == kNone) top = v;
      // Below the first collapsed node nothing is shown: count along the graph.
      for (NodeId p = position_[v]; graph_->nodes[p].edge_count > 0;
           p = graph_->begin_edges(p)->child) {
        add += graph_->nodes[p].edge_count;
      }
      break;
    }
    v = first_child_[v];
  }
  if (visible_ + add > limits_.max_visible_nodes) return refuse(visible_ + add, true);
  ChangeResult r;
  if (top == kNone) {
    last_changed_ = kNone;
    return r;
  }
  for (std::uint32_t v = top; graph_->nodes[position_[v]].edge_count > 0; v = first_child_[v]) {
    r.added_nodes += add_children(v);
  }
  changed(top);
  return r;
}

ChangeResult GameTree::collapse_all() {
  ChangeResult r;
  r.removed_nodes = visible_ > 0 ? visible_ - 1 : 0;
  for (NodeId p : position_) occurrences_[p] = 0;
  position_.clear();
  parent_.clear();
  first_child_.clear();
  next_sibling_.clear();
  edge_index_.clear();
  depth_.clear();
  flags_.clear();
  free_ids_.clear();
  visible_ = expanded_count_ = 0;
  if (!graph_->nodes.empty()) allocate(graph_->root(), kNone, 0, 0);
  changed(root());
  return r;
}

PathResult GameTree::select_path(std::span<const std::int64_t> moves) const {
  PathResult r;
  const GraphPath gp = follow_moves(*graph_, moves);
  if (!gp.ok()) {
    r.error = gp.error;
    return r;
  }
  std::uint32_t v = root();
  for (std::size_t i = 0; i < gp.edges.size(); ++i) {
    if (!expanded(v)) {
      r.error = not_expanded_message(*graph_, position_[v], i, moves[i]);
      return r;
    }
    v = first_child_[v];
    for (std::uint32_t k = 0; k < gp.edges[i]; ++k) v = next_sibling_[v];
  }
  r.node = v;
  return r;
}

PathResult GameTree::reveal_path(std::span<const std::int64_t> moves) {
  PathResult r;
  const GraphPath gp = follow_moves(*graph_, moves);
  if (!gp.ok()) {
    r.error = gp.error;
    return r;
  }
  // Count first: the nodes along the path that are collapsed, or not shown yet.
  std::uint64_t add = 0;
  std::uint32_t v = root();
  std::size_t i = 0;
  for (; i < gp.edges.size() && expanded(v); ++i) {
    v = first_child_[v];
    for (std::uint32_t k = 0; k < gp.edges[i]; ++k) v = next_sibling_[v];
  }
  for (std::size_t j = i; j < gp.edges.size(); ++j) add += graph_->nodes[gp.nodes[j]].edge_count;
  if (visible_ + add > limits_.max_visible_nodes) {
    r.error = refuse(visible_ + add, true).message;
    return r;
  }
  const std::uint32_t top = i < gp.edges.size() ? v : kNone;
  for (; i < gp.edges.size(); ++i) {
    add_children(v);
    v = first_child_[v];
    for (std::uint32_t k = 0; k < gp.edges[i]; ++k) v = next_sibling_[v];
  }
  if (top != kNone) {
    changed(top);
  } else {
    last_changed_ = kNone;
  }
  r.node = v;
  return r;
}

std::vector<std::int64_t> GameTree::path_to(std::uint32_t id) const {
  std::vector<std::int64_t> moves;
  for (std::uint32_t v = id; parent_[v] != kNone; v = parent_[v]) moves.push_back(edge(v)->move);
  std::reverse(moves.begin(), moves.end());
  return moves;
}

std::size_t GameTree::set_highlight(std::span<const std::int64_t> moves) {
  highlight_moves_.assign(moves.begin(), moves.end());
  apply_highlight();
  return highlighted_.size();
}

void GameTree::apply_highlight() {
  for (std::uint32_t id : highlighted_) {
    if (alive(id)) flags_[id] &= static_cast<std::uint8_t>(~kOnPath);
  }
  highlighted_.clear();
  if (position_.empty()) return;
  // Mark as far along the path as it is shown (and legal).
  std::uint32_t v = root();
  flags_[v] |= kOnPath;
  highlighted_.push_back(v);
  for (std::int64_t move : highlight_moves_) {
    if (!expanded(v)) break;
    const auto e = find_move(*graph_, position_[v], move);
    if (!e) break;
    v = first_child_[v];
    for (std::uint32_t k = 0; k < *e; ++k) v = next_sibling_[v];
    flags_[v] |= kOnPath;
    highlighted_.push_back(v);
  }
}

bool GameTree::is_repeat(std::uint32_t id) const {
  if (occurrences(id) < 2) return false;
  if (repeats_dirty_) compute_repeats();
  return first_shown_[position_[id]] != id;
}

void GameTree::compute_repeats() const {
  // Breadth-first = reading order of the drawing: row by row, left to right.
  first_shown_.assign(graph_->nodes.size(), kNone);
  std::deque<std::uint32_t> queue{root()};
  while (!queue.empty()) {
    const std::uint32_t v = queue.front();
    queue.pop_front();
    if (first_shown_[position_[v]] == kNone) first_shown_[position_[v]] = v;
    for (std::uint32_t c = first_child_[v]; c != kNone; c = next_sibling_[c]) queue.push_back(c);
  }
  repeats_dirty_ = false;
}

ViewCounters GameTree::counters() const {
  ViewCounters c;
  c.visible_nodes = visible_;
  c.visible_edges = visible_ > 0 ? visible_ - 1 : 0;
  c.expanded_nodes = expanded_count_;
  c.graph_positions = graph_->nodes.size();
  c.graph_edges = graph_->edges.size();
  c.tree_nodes = graph_->tree_nodes;
  return c;
}

}  // namespace gtl::model
