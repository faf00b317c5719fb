// The tree view of a PositionGraph: every path from the start is its own node,
// exactly as a class draws a game tree on the board. Nodes are created lazily
// (the full 2..20 tree would have ~3.6e12 of them) by expanding and collapsing;
// every expansion is counted before it happens and refused when it would pass
// the visible-node limit, leaving the view unchanged.
//
// A tree node is (position, parent tree node, edge index). The same position
// reached along different paths shows up several times; all but the first in
// reading order (row by row, left to right) are marked as repeats so the
// teacher can point at the transpositions that DAG mode merges.
//
// With grouping on (child_groups.hpp), an expanded node shows the moves that
// realise its value one by one and folds the other moves into group nodes
// ("13 moves → W"). A group is a leaf holding a run of edge indices; opening
// it puts its moves in its place, and revealing a path through it splits it
// around the move on the path, so the line under discussion is always single.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/position_graph.hpp"
#include "model/child_groups.hpp"
#include "model/tree_links.hpp"
#include "model/view_common.hpp"

namespace gtl::model {

class GameTree {
 public:
  explicit GameTree(const PositionGraph& graph, ViewLimits limits = {});

  const PositionGraph& graph() const { return *graph_; }
  const ViewLimits& limits() const { return limits_; }
  void set_limits(ViewLimits l) { limits_ = l; }

  // --- Structure. Ids stay valid while a node is shown; collapsing frees the
  // ids below, and later expansions may reuse them (re-find a node by its path).
  std::uint32_t root() const { return 0; }
  std::size_t capacity() const { return position_.size(); }
  bool alive(std::uint32_t id) const;
  NodeId position(std::uint32_t id) const { return position_[id]; }
  std::uint32_t parent(std::uint32_t id) const { return parent_[id]; }
  std::uint32_t first_child(std::uint32_t id) const { return first_child_[id]; }
  std::uint32_t next_sibling(std::uint32_t id) const { return next_sibling_[id]; }
  std::uint32_t depth(std::uint32_t id) const { return depth_[id]; }
  // The move that leads here from the parent (nullptr for the root).
  const GraphEdge* edge(std::uint32_t id) const;
  bool expanded(std::uint32_t id) const { return (flags_[id] & kExpanded) != 0; }
  // True when the position has moves but they are not shown (draw a "+").
  bool expandable(std::uint32_t id) const;
  bool on_path(std::uint32_t id) const { return (flags_[id] & kOnPath) != 0; }
  // Group nodes: a run of the parent's moves folded into one box. position()
  // is the first member's (all members share the child outcome).
  bool is_group(std::uint32_t id) const { return (flags_[id] & kGroup) != 0; }
  // The parent's edge indices [first, end) this node stands for (one for a single node).
  std::uint32_t edge_begin(std::uint32_t id) const { return edge_index_[id]; }
  std::uint32_t edge_end(std::uint32_t id) const { return group_end_[id]; }
  bool grouping() const { return grouping_; }
  // Later expansions fold (or stop folding) runs of moves; what is shown now
  // stays as it is (the panel re-reveals its lines to regroup them).
  void set_grouping(bool on) { grouping_ = on; }
  // The shown child of `id` that holds edge `k` (a single node or a group), or kNone.
  std::uint32_t child_with_edge(std::uint32_t id, std::uint32_t k) const;
  // How many shown nodes hold this node's position (1 = no transposition shown).
  std::uint32_t occurrences(std::uint32_t id) const { return occurrences_[position_[id]]; }
  // The position was already shown earlier in reading order (row by row,
  // left to right). Computed on demand after a change, O(visible nodes).
  bool is_repeat(std::uint32_t id) const;
  TreeLinks links() const;
  // Shown nodes in preorder (parents before children, left to right).
  std::vector<std::uint32_t> preorder() const;

  // --- Changes. Each either happens completely or not at all.
  // On a group node: open it (its moves take its place, one by one).
  ChangeResult expand(std::uint32_t id);
  ChangeResult collapse(std::uint32_t id);
  // Expand every node less than `levels` below `id` (keeps deeper expansions).
  ChangeResult expand_to_depth(std::uint32_t id, std::uint32_t levels);
  // Perfect play from `id`: expand along the first (best) move until the game ends.
  ChangeResult expand_principal_variation(std::uint32_t id);
  // Back to the start position alone.
  ChangeResult collapse_all();
  // The subtree whose shape the last successful change altered (its root), so
  // a layout can redo just that subtree and its ancestors; kNone if nothing.
  std::uint32_t last_changed() const { return last_changed_; }

  // --- Paths.
  // The shown node at the end of `moves` (from the start), or an error saying
  // which move is illegal or which node would have to be expanded first.
  PathResult select_path(std::span<const std::int64_t> moves) const;
  // Like select_path, but expands the nodes along the path (limit-checked).
  PathResult reveal_path(std::span<const std::int64_t> moves);
  std::vector<std::int64_t> path_to(std::uint32_t id) const;
  // Marks the shown nodes on the current game path; kept up to date through
  // later changes. Returns how many shown nodes are marked.
  std::size_t set_highlight(std::span<const std::int64_t> moves);

  ViewCounters counters() const;

 private:
  static constexpr std::uint8_t kAlive = 1, kExpanded = 2, kOnPath = 4, kGroup = 8;

  std::uint32_t allocate(NodeId pos, std::uint32_t parent, std::uint32_t edge_index,
                         std::uint32_t depth, std::uint32_t edge_end);
  // Puts new nodes for the runs in place of `old` (kNone: as `id`'s only children).
  void insert_runs(std::uint32_t parent, std::uint32_t after, std::uint32_t before,
                   const std::vector<ChildRun>& runs);
  // Makes the child holding edge k of expanded `v` a single node (splits a group).
  std::uint32_t single_child(std::uint32_t v, std::uint32_t k);
  ChangeResult open_group(std::uint32_t id);
  void release(std::uint32_t id);
  std::uint32_t add_children(std::uint32_t id);  // returns how many were added
  std::uint64_t remove_descendants(std::uint32_t id);
  // Tree nodes that expanding everything less than `levels` below `id` would
  // add; stops counting once past `budget` (the answer is then > budget).
  std::uint64_t count_new_to_depth(std::uint32_t id, std::uint32_t levels,
                                   std::uint64_t budget) const;
  ChangeResult refuse(std::uint64_t would_show, bool exact) const;
  void changed(std::uint32_t subtree_root);
  void apply_highlight();
  void compute_repeats() const;

  const PositionGraph* graph_;
  ViewLimits limits_;

  // Structure of arrays: the layout walks first_child/next_sibling only.
  std::vector<NodeId> position_;
  std::vector<std::uint32_t> parent_, first_child_, next_sibling_;
  std::vector<std::uint32_t> edge_index_;  // which edge of the parent's position
  std::vector<std::uint32_t> group_end_;   // one past the last edge it stands for
  bool grouping_ = false;
  std::vector<std::uint32_t> depth_;
  std::vector<std::uint8_t> flags_;
  std::vector<std::uint32_t> free_ids_;

  std::vector<std::uint32_t> occurrences_;  // per position: shown tree nodes holding it
  std::uint64_t visible_ = 0, expanded_count_ = 0;
  std::uint32_t last_changed_ = kNone;

  std::vector<std::int64_t> highlight_moves_;
  std::vector<std::uint32_t> highlighted_;

  mutable bool repeats_dirty_ = true;
  mutable std::vector<std::uint32_t> first_shown_;  // per position: first tree node in reading order
};

}  // namespace gtl::model
