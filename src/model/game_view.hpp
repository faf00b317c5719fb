// One interface over the two drawings of a position graph, so the tree panel
// drives either without asking "which one?":
//   * the tree (GameTree + tidy layout): every path its own node, runs of
//     same-outcome moves optionally folded into group nodes;
//   * the DAG (GameDag + layered layout): every position once.
// Ids are the view's own (tree ids or graph node ids); lines of moves from the
// start are what stays valid across changes and modes. After changes, layout()
// re-places what changed and rebuilds the Scene: the pure, drawable result
// (world coordinates, rows sorted by x for culling) that the panel draws and
// the tests check.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "core/position_graph.hpp"
#include "model/layered_layout.hpp"
#include "model/scene.hpp"
#include "model/view_common.hpp"

namespace gtl::model {

class GameView {
 public:
  virtual ~GameView() = default;
  virtual bool is_tree() const = 0;
  virtual const PositionGraph& graph() const = 0;
  virtual std::uint32_t root() const = 0;
  virtual void set_limits(ViewLimits l) = 0;

  // Changes: each happens completely or not at all (ChangeResult says why).
  virtual ChangeResult expand(std::uint32_t id) = 0;  // a group: opens it
  virtual ChangeResult collapse(std::uint32_t id) = 0;
  virtual ChangeResult expand_to_depth(std::uint32_t id, std::uint32_t levels) = 0;
  virtual ChangeResult expand_principal_variation(std::uint32_t id) = 0;
  virtual ChangeResult collapse_all() = 0;
  // Tree only: fold runs of same-outcome moves in later expansions.
  virtual void set_grouping(bool on) = 0;

  // Lines of moves from the start.
  virtual PathResult select_path(std::span<const std::int64_t> moves) const = 0;
  virtual PathResult reveal_path(std::span<const std::int64_t> moves) = 0;
  // The line that reaches a shown node (DAG: a shortest one; a group: its first move's).
  virtual std::vector<std::int64_t> path_of(std::uint32_t id) const = 0;
  virtual std::size_t set_highlight(std::span<const std::int64_t> moves) = 0;
  virtual ViewCounters counters() const = 0;

  // Re-places what changed since the last call and rebuilds the scene. After
  // changes (highlight included) the scene is stale until this is called.
  // A DAG past ViewLimits::layout_steps_from_edges is laid out in steps:
  // layout() then only begins, and the scene stays the last finished one
  // (still valid to draw and hit-test) until layout_step() completes it.
  virtual void layout() = 0;
  virtual bool layout_pending() const { return false; }
  // One step of a pending layout (a layer of one sweep); true once none is
  // pending, the scene then being new.
  virtual bool layout_step() { return true; }
  // Steps done and planned of the pending layout ({0, 0} when none is).
  virtual std::pair<std::size_t, std::size_t> layout_progress() const { return {0, 0}; }
  const Scene& scene() const { return scene_; }

 protected:
  Scene scene_;
};

std::unique_ptr<GameView> make_tree_view(const PositionGraph& g, ViewLimits limits = {});
std::unique_ptr<GameView> make_dag_view(const PositionGraph& g, ViewLimits limits = {});

}  // namespace gtl::model
