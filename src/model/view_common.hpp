// Small types shared by the two expandable views (GameTree: every path its own
// node; GameDag: every position once) so the UI can drive either the same way.
#pragma once

#include <cstdint>
#include <string>

#include "core/outcome.hpp"
#include "core/tree_count.hpp"

namespace gtl::model {

inline constexpr std::uint32_t kNone = 0xffffffffu;

// "win" / "lose" / "draw" / "unknown" in the UI's language, for the views' words
// (state() keeps core's word(): a machine value).
const char* outcome_word(Outcome o);

// Caps that keep the UI responsive. The full 2..20 Number Game tree has about
// 3.6e12 nodes: nothing may ever try to build it, so every expansion is
// counted first and refused when it would pass the cap.
struct ViewLimits {
  std::uint32_t max_visible_nodes = 200'000;
  // DAG: moves drawn. The whole 2..20 DAG has 42,519; a whole capped 2..26
  // graph (20,000 positions) would be ~10x that: seconds of layout for a
  // drawing no one can read, so it is refused with advice instead.
  std::uint64_t max_visible_edges = 60'000;
  // DAG: a shown graph with at least this many edges is laid out in steps
  // (GameView::layout_step), so the page can spread it over frames. The whole
  // 2..20 DAG (42,519 edges) takes ~150 ms of wasm at once.
  std::uint64_t layout_steps_from_edges = UINT64_MAX;
};

// The answer of an operation that changes what is shown. When `ok` is false the
// view is exactly as before and `message` says why and what to do instead.
struct ChangeResult {
  bool ok = true;
  std::uint64_t added_nodes = 0;    // newly shown nodes (0 for collapses)
  std::uint64_t removed_nodes = 0;  // nodes no longer shown
  std::string message;

  explicit operator bool() const { return ok; }
};

// The answer of selecting a node by a path of moves from the start.
struct PathResult {
  std::uint32_t node = kNone;  // the view's id of the node the path ends at
  std::string error;           // empty on success

  bool ok() const { return node != kNone; }
};

// What the status bar shows: the view's size next to the game's real size, so
// a class sees how much merging transpositions saves.
struct ViewCounters {
  std::uint64_t visible_nodes = 0;
  std::uint64_t visible_edges = 0;
  std::uint64_t expanded_nodes = 0;
  std::uint64_t graph_positions = 0;  // distinct positions reachable from the start
  std::uint64_t graph_edges = 0;
  TreeCount tree_nodes;               // nodes of the unmerged game tree (may be approximate)
};

// "This would show N nodes, over the limit of M." plus the way out; shared by
// both views so the wording stays the same. Counting stops early on huge
// requests, so N may be a lower bound (exact = false: "at least N").
std::string over_limit_message(std::uint64_t would_show, std::uint32_t limit, bool dag_mode,
                               bool exact);
// The DAG's refusal past max_visible_edges (at least `would_draw` moves).
std::string over_edge_limit_message(std::uint64_t would_draw, std::uint64_t limit);

}  // namespace gtl::model
