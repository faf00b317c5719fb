#include "model/game_tree.hpp"

#include <algorithm>
#include <deque>

#include "model/graph_paths.hpp"
#include "model/i18n.hpp"

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
  return is_group(id) || (!expanded(id) && graph_->nodes[position_[id]].edge_count > 0);
}

std::uint32_t GameTree::child_with_edge(std::uint32_t id, std::uint32_t k) const {
  for (std::uint32_t c = first_child_[id]; c != kNone; c = next_sibling_[c])
    if (edge_index_[c] <= k && k < group_end_[c]) return c;
  return kNone;
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
                                 std::uint32_t depth, std::uint32_t edge_end) {
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
    group_end_.push_back(0);
    depth_.push_back(0);
    flags_.push_back(0);
  }
  position_[id] = pos;
  parent_[id] = parent;
  first_child_[id] = kNone;
  next_sibling_[id] = kNone;
  edge_index_[id] = edge_index;
  group_end_[id] = edge_end;
  depth_[id] = depth;
  flags_[id] = edge_end - edge_index > 1 ? kAlive | kGroup : kAlive;
  if (!is_group(id)) ++occurrences_[pos];
  ++visible_;
  return id;
}

void GameTree::release(std::uint32_t id) {
  if (flags_[id] & kExpanded) --expanded_count_;
  if (!is_group(id)) --occurrences_[position_[id]];
  --visible_;
  flags_[id] = 0;
  first_child_[id] = next_sibling_[id] = parent_[id] = kNone;
  free_ids_.push_back(id);
}

std::uint32_t GameTree::add_children(std::uint32_t id) {
  const GraphNode& n = graph_->nodes[position_[id]];
  const auto runs = child_runs(*graph_, position_[id], grouping_);
  insert_runs(id, kNone, kNone, runs);
  if (n.edge_count > 0) {
    flags_[id] |= kExpanded;
    ++expanded_count_;
  }
  return static_cast<std::uint32_t>(runs.size());
}

void GameTree::insert_runs(std::uint32_t parent, std::uint32_t after, std::uint32_t before,
                           const std::vector<ChildRun>& runs) {
  const GraphNode& n = graph_->nodes[position_[parent]];
  std::uint32_t prev = after;
  for (const ChildRun& run : runs) {
    const std::uint32_t c =
        allocate(graph_->edges[n.first_edge + run.begin].child, parent, run.begin, depth_[parent] + 1, run.end);
    (prev == kNone ? first_child_[parent] : next_sibling_[prev]) = c;
    prev = c;
  }
  if (prev == kNone) first_child_[parent] = before;
  else next_sibling_[prev] = before;
}

std::uint32_t GameTree::single_child(std::uint32_t v, std::uint32_t k) {
  const std::uint32_t g = child_with_edge(v, k);
  if (g == kNone || !is_group(g)) return g;
  // Split [b, e) into [b, k), k, [k + 1, e); a part of one move is a single node.
  const std::uint32_t b = edge_index_[g], e = group_end_[g];
  std::vector<ChildRun> runs;
  if (k > b) runs.push_back({b, k});
  runs.push_back({k, k + 1});
  if (k + 1 < e) runs.push_back({k + 1, e});
  std::uint32_t prev = kNone;
  for (std::uint32_t c = first_child_[v]; c != g; c = next_sibling_[c]) prev = c;
  const std::uint32_t next = next_sibling_[g];
  release(g);
  insert_runs(v, prev, next, runs);
  return child_with_edge(v, k);
}

ChangeResult GameTree::open_group(std::uint32_t id) {
  const std::uint32_t v = parent_[id];
  const std::uint32_t b = edge_index_[id], e = group_end_[id];
  ChangeResult r;
  if (visible_ + (e - b - 1) > limits_.max_visible_nodes) return refuse(visible_ + (e - b - 1), true);
  std::vector<ChildRun> runs;
  for (std::uint32_t k = b; k < e; ++k) runs.push_back({k, k + 1});
  std::uint32_t prev = kNone;
  for (std::uint32_t c = first_child_[v]; c != id; c = next_sibling_[c]) prev = c;
  const std::uint32_t next = next_sibling_[id];
  release(id);
  insert_runs(v, prev, next, runs);
  r.added_nodes = e - b - 1;
  changed(v);
  return r;
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
  if (is_group(id)) return open_group(id);
  const std::uint64_t add = child_run_count(*graph_, position_[id], grouping_);
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
    if (is_group(v)) continue;  // groups stay folded; open them by hand
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
      if (!grouping_) {
        const GraphNode& n = graph_->nodes[p];
        total += n.edge_count;
        if (total > budget) return total;
        if (left > 1) {
          for (const GraphEdge* e = graph_->begin_edges(p); e != graph_->end_edges(p); ++e) {
            unshown.push_back({e->child, left - 1});
          }
        }
        continue;
      }
      const auto runs = child_runs(*graph_, p, true);
      total += runs.size();
      if (total > budget) return total;
      if (left > 1) {
        for (const ChildRun& run : runs)
          if (!run.group()) unshown.push_back({graph_->begin_edges(p)[run.begin].child, left - 1});
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
    if (rel >= levels || is_group(v)) continue;
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
        add += child_run_count(*graph_, p, grouping_);
      }
      break;
    }
    v = child_with_edge(v, 0);  // the best move is never folded (child_groups.hpp)
  }
  if (visible_ + add > limits_.max_visible_nodes) return refuse(visible_ + add, true);
  ChangeResult r;
  if (top == kNone) {
    last_changed_ = kNone;
    return r;
  }
  for (std::uint32_t v = top; graph_->nodes[position_[v]].edge_count > 0; v = single_child(v, 0)) {
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
  group_end_.clear();
  depth_.clear();
  flags_.clear();
  free_ids_.clear();
  visible_ = expanded_count_ = 0;
  if (!graph_->nodes.empty()) allocate(graph_->root(), kNone, 0, 0, 1);
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
    v = child_with_edge(v, gp.edges[i]);
    if (is_group(v)) {
      r.error = i18n::tr_fmt("path.folded", moves[i], i + 1);
      return r;
    }
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
  // (A group on the path splits into at most two more boxes.)
  std::uint64_t add = 0;
  std::uint32_t v = root();
  std::size_t i = 0;
  std::uint32_t top = kNone;  // the highest node whose subtree changes
  for (; i < gp.edges.size() && expanded(v); ++i) {
    const std::uint32_t c = child_with_edge(v, gp.edges[i]);
    if (is_group(c)) {
      add += 2;
      if (top == kNone) top = v;
    }
    v = c;
  }
  for (std::size_t j = i; j < gp.edges.size(); ++j) add += child_run_count(*graph_, gp.nodes[j], grouping_) + 2;
  if (visible_ + add > limits_.max_visible_nodes) {
    r.error = refuse(visible_ + add, true).message;
    return r;
  }
  v = root();
  for (i = 0; i < gp.edges.size(); ++i) {
    if (!expanded(v)) {
      if (top == kNone) top = v;
      add_children(v);
    }
    v = single_child(v, gp.edges[i]);
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
    v = child_with_edge(v, *e);
    if (v == kNone || is_group(v)) break;
    flags_[v] |= kOnPath;
    highlighted_.push_back(v);
  }
}

bool GameTree::is_repeat(std::uint32_t id) const {
  if (is_group(id) || occurrences(id) < 2) return false;
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
    if (!is_group(v) && first_shown_[position_[v]] == kNone) first_shown_[position_[v]] = v;
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
