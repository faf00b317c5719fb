// The DAG view of a PositionGraph: every position is drawn once, with all the
// ways into it (transpositions merged), layered by `measure`. What is shown is
// everything reachable from the start through expanded positions; an edge is
// shown when its source is expanded. Node ids are the graph's NodeIds, so they
// never change. Like GameTree, every change is checked against the visible-
// node limit first and refused whole.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/position_graph.hpp"
#include "model/layered_graph.hpp"
#include "model/view_common.hpp"

namespace gtl::model {

class GameDag {
 public:
  explicit GameDag(const PositionGraph& graph, ViewLimits limits = {});

  const PositionGraph& graph() const { return *graph_; }
  void set_limits(ViewLimits l) { limits_ = l; }

  bool shown(NodeId n) const { return shown_flag_[n] != 0; }
  bool expanded(NodeId n) const { return expanded_[n] != 0; }
  bool expandable(NodeId n) const { return !expanded(n) && graph_->nodes[n].edge_count > 0; }
  bool on_path(NodeId n) const { return on_path_[n] != 0; }
  // True when the move from `from` along its edge `edge_index` is on the game path.
  bool edge_on_path(NodeId from, std::uint32_t edge_index) const;
  // Shown positions in breadth-first order from the start (deterministic).
  const std::vector<NodeId>& shown_nodes() const { return shown_list_; }

  ChangeResult expand(NodeId n);
  ChangeResult collapse(NodeId n);  // positions only reachable through n disappear
  // Expand every position fewer than `levels` moves from `n` (shortest path).
  ChangeResult expand_to_depth(NodeId n, std::uint32_t levels);
  ChangeResult expand_principal_variation(NodeId n);
  ChangeResult collapse_all();

  PathResult select_path(std::span<const std::int64_t> moves) const;
  PathResult reveal_path(std::span<const std::int64_t> moves);
  std::size_t set_highlight(std::span<const std::int64_t> moves);

  ViewCounters counters() const;

  // What the layered layout draws: vertex i is shown_nodes()[i] with its
  // measure as rank; edge k is the move edge_moves[k] = (position, edge index).
  struct LayoutInput {
    LayeredGraph graph;
    std::vector<std::pair<NodeId, std::uint32_t>> edge_moves;
  };
  LayoutInput layout_input() const;

 private:
  // Applies `to_expand` on top of the current expansions if the result stays
  // within the limit; otherwise changes nothing and says why.
  ChangeResult try_expand(const std::vector<NodeId>& to_expand);
  // Recomputes what is shown; stops and returns false past `limit` nodes or
  // `edge_limit` edges.
  bool recompute(std::uint64_t limit, std::uint64_t edge_limit = UINT64_MAX);
  void apply_highlight();

  const PositionGraph* graph_;
  ViewLimits limits_;
  std::vector<std::uint8_t> expanded_, shown_flag_, on_path_;
  std::vector<NodeId> shown_list_;
  std::uint64_t shown_edges_ = 0, expanded_count_ = 0;
  std::vector<std::int64_t> highlight_moves_;
  std::vector<std::pair<NodeId, std::uint32_t>> path_edges_;
};

}  // namespace gtl::model
