#include "model/game_dag.hpp"

#include <algorithm>

#include "model/graph_paths.hpp"

namespace gtl::model {

GameDag::GameDag(const PositionGraph& graph, ViewLimits limits)
    : graph_(&graph),
      limits_(limits),
      expanded_(graph.nodes.size(), 0),
      shown_flag_(graph.nodes.size(), 0),
      on_path_(graph.nodes.size(), 0) {
  collapse_all();
}

bool GameDag::edge_on_path(NodeId from, std::uint32_t edge_index) const {
  return std::find(path_edges_.begin(), path_edges_.end(), std::pair{from, edge_index}) !=
         path_edges_.end();
}

bool GameDag::recompute(std::uint64_t limit, std::uint64_t edge_limit) {
  for (NodeId n : shown_list_) shown_flag_[n] = 0;
  shown_list_.clear();
  shown_edges_ = expanded_count_ = 0;
  if (graph_->nodes.empty()) return true;
  shown_list_.push_back(graph_->root());
  shown_flag_[graph_->root()] = 1;
  for (std::size_t i = 0; i < shown_list_.size(); ++i) {
    const NodeId v = shown_list_[i];
    if (!expanded_[v]) continue;
    ++expanded_count_;
    for (const GraphEdge* e = graph_->begin_edges(v); e != graph_->end_edges(v); ++e) {
      if (++shown_edges_ > edge_limit) return false;
      if (shown_flag_[e->child]) continue;
      shown_flag_[e->child] = 1;
      shown_list_.push_back(e->child);
      if (shown_list_.size() > limit) return false;
    }
  }
  // An expansion hidden behind a collapse is forgotten, as in the tree view.
  for (NodeId v = 0; v < expanded_.size(); ++v) {
    if (expanded_[v] && !shown_flag_[v]) expanded_[v] = 0;
  }
  return true;
}

ChangeResult GameDag::try_expand(const std::vector<NodeId>& to_expand) {
  const std::uint64_t before = shown_list_.size();
  std::vector<NodeId> newly;
  for (NodeId n : to_expand) {
    if (expandable(n)) {
      expanded_[n] = 1;
      newly.push_back(n);
    }
  }
  ChangeResult r;
  if (newly.empty()) return r;
  if (!recompute(limits_.max_visible_nodes, limits_.max_visible_edges)) {
    for (NodeId n : newly) expanded_[n] = 0;
    const std::uint64_t reached = shown_list_.size(), reached_edges = shown_edges_;
    recompute(UINT64_MAX);
    r.ok = false;
    r.message = reached_edges > limits_.max_visible_edges
                    ? over_edge_limit_message(reached_edges, limits_.max_visible_edges)
                    : over_limit_message(reached, limits_.max_visible_nodes, true, /*exact=*/false);
    return r;
  }
  r.added_nodes = shown_list_.size() - before;
  apply_highlight();
  return r;
}

ChangeResult GameDag::expand(NodeId n) { return try_expand({n}); }

ChangeResult GameDag::collapse(NodeId n) {
  ChangeResult r;
  if (!expanded(n)) return r;
  const std::uint64_t before = shown_list_.size();
  expanded_[n] = 0;
  recompute(UINT64_MAX);
  r.removed_nodes = before - shown_list_.size();
  apply_highlight();
  return r;
}

ChangeResult GameDag::expand_to_depth(NodeId n, std::uint32_t levels) {
  // Breadth-first from n over the graph: positions closer than `levels` moves.
  // Bounded by the limit: more positions than that could never be accepted.
  std::vector<NodeId> frontier{n}, within;
  std::vector<std::uint8_t> seen(graph_->nodes.size(), 0);
  seen[n] = 1;
  for (std::uint32_t d = 0; d < levels && !frontier.empty(); ++d) {
    std::vector<NodeId> next;
    for (NodeId v : frontier) {
      within.push_back(v);
      for (const GraphEdge* e = graph_->begin_edges(v); e != graph_->end_edges(v); ++e) {
        if (!seen[e->child]) {
          seen[e->child] = 1;
          next.push_back(e->child);
        }
      }
    }
    if (within.size() > limits_.max_visible_nodes) break;  // refused below anyway
    frontier.swap(next);
  }
  return try_expand(within);
}

ChangeResult GameDag::expand_principal_variation(NodeId n) {
  std::vector<NodeId> line;
  for (NodeId v = n; graph_->nodes[v].edge_count > 0; v = graph_->begin_edges(v)->child) {
    line.push_back(v);
  }
  return try_expand(line);
}

ChangeResult GameDag::collapse_all() {
  ChangeResult r;
  const std::uint64_t before = shown_list_.size();
  std::fill(expanded_.begin(), expanded_.end(), 0);
  recompute(UINT64_MAX);
  r.removed_nodes = before > 1 ? before - 1 : 0;
  apply_highlight();
  return r;
}

PathResult GameDag::select_path(std::span<const std::int64_t> moves) const {
  PathResult r;
  const GraphPath gp = follow_moves(*graph_, moves);
  if (!gp.ok()) {
    r.error = gp.error;
    return r;
  }
  for (std::size_t i = 0; i + 1 < gp.nodes.size(); ++i) {
    if (!expanded(gp.nodes[i])) {
      r.error = not_expanded_message(*graph_, gp.nodes[i], i, moves[i]);
      return r;
    }
  }
  r.node = gp.nodes.back();
  return r;
}

PathResult GameDag::reveal_path(std::span<const std::int64_t> moves) {
  PathResult r;
  const GraphPath gp = follow_moves(*graph_, moves);
  if (!gp.ok()) {
    r.error = gp.error;
    return r;
  }
  const std::vector<NodeId> along(gp.nodes.begin(), gp.nodes.end() - 1);
  const ChangeResult c = try_expand(along);
  if (!c.ok) {
    r.error = c.message;
    return r;
  }
  r.node = gp.nodes.back();
  return r;
}

std::size_t GameDag::set_highlight(std::span<const std::int64_t> moves) {
  highlight_moves_.assign(moves.begin(), moves.end());
  apply_highlight();
  return static_cast<std::size_t>(std::count(on_path_.begin(), on_path_.end(), 1));
}

void GameDag::apply_highlight() {
  for (auto [from, e] : path_edges_) {
    on_path_[from] = 0;
    on_path_[graph_->begin_edges(from)[e].child] = 0;
  }
  path_edges_.clear();
  if (graph_->nodes.empty()) return;
  on_path_[graph_->root()] = 1;
  NodeId v = graph_->root();
  for (std::int64_t move : highlight_moves_) {
    if (!expanded(v)) break;
    const auto e = find_move(*graph_, v, move);
    if (!e) break;
    path_edges_.push_back({v, *e});
    v = graph_->begin_edges(v)[*e].child;
    on_path_[v] = 1;
  }
}

GameDag::LayoutInput GameDag::layout_input() const {
  LayoutInput in;
  std::vector<std::uint32_t> index(graph_->nodes.size(), kNone);
  for (std::uint32_t i = 0; i < shown_list_.size(); ++i) {
    index[shown_list_[i]] = i;
    in.graph.rank.push_back(graph_->nodes[shown_list_[i]].measure);
  }
  for (NodeId v : shown_list_) {
    if (!expanded_[v]) continue;
    const GraphNode& n = graph_->nodes[v];
    for (std::uint32_t k = 0; k < n.edge_count; ++k) {
      in.graph.edges.push_back({index[v], index[graph_->edges[n.first_edge + k].child]});
      in.edge_moves.push_back({v, k});
    }
  }
  return in;
}

ViewCounters GameDag::counters() const {
  ViewCounters c;
  c.visible_nodes = shown_list_.size();
  c.visible_edges = shown_edges_;
  c.expanded_nodes = expanded_count_;
  c.graph_positions = graph_->nodes.size();
  c.graph_edges = graph_->edges.size();
  c.tree_nodes = graph_->tree_nodes;
  return c;
}

}  // namespace gtl::model
