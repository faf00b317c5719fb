// The game tree view: the position graph of the current game drawn as a tree
// (every path its own node) or a DAG (every position once), with outcome
// colours and letters, remoteness, position labels, move labels, pan and zoom
// with level of detail, lazy expansion with a cap, and an inspector.
//
// Game-agnostic: it only reads a gtl::PositionGraph. The lessons hand it a
// graph builder and the current line of moves; it never draws game pieces.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "app/automation.hpp"
#include "core/position_graph.hpp"
#include "model/game_dag.hpp"
#include "model/game_tree.hpp"
#include "model/draw_list.hpp"
#include "model/layered_layout.hpp"
#include "model/tree_layout.hpp"
#include "model/viewport.hpp"

namespace gtl::app {

enum class TreeMode { Tree, Dag };

// One drawable node of the current mode, in world units (x: node widths, row: layer).
struct SceneNode {
  double x = 0;
  std::uint32_t row = 0;
  NodeId position = kNoNode;
  std::uint32_t view_id = 0;     // GameTree id (tree mode) or graph node id (DAG mode)
  std::uint32_t parent = ~0u;    // scene index of the tree parent (tree mode)
  const GraphEdge* in_edge = nullptr;  // the move leading here (tree mode)
  bool on_path = false, repeat = false, expandable = false, expanded = false;
};

struct SceneEdge {
  std::uint32_t from = 0, to = 0;   // scene indices
  const GraphEdge* edge = nullptr;
  std::vector<model::LayoutPoint> bends;  // DAG: bend points between the ends
  bool on_path = false;
};

class TreePanel {
 public:
  TreePanel();
  ~TreePanel();

  // The graph to show: rebuilt when `key` changes (a new game or start position).
  // Returns true when it was rebuilt.
  bool set_source(const std::string& key, const std::function<PositionGraph()>& build);
  // The current game's line of moves from the graph's root (highlighted).
  void set_current_line(const std::vector<std::int64_t>& moves);
  // Called when the user asks to jump the game to a node: its line of moves.
  std::function<void(const std::vector<std::int64_t>&)> on_jump;

  // Teaching modes colour nodes by what is known so far (Unknown = "?", grey):
  // backward induction shows the decided nodes, the quiz hides every outcome.
  std::function<Outcome(NodeId)> outcome_view;
  NodeId focus = kNoNode;  // the position the lesson talks about now (ringed)
  std::string caption;     // a line over the canvas (the induction rule, the quiz question)
  const PositionGraph* graph() const { return graph_.get(); }
  NodeId selected() const { return selected_position(); }
  // Shows and selects the node at the end of a line of moves from the root.
  bool select(const std::vector<std::int64_t>& moves, std::string& error);

  // A touch-screen pinch: zoom by `factor` around a point in CSS pixels
  // (applied in the next frame if the point is over the tree).
  void pinch(float x, float y, float factor) { pinch_ = {x, y, pinch_.factor * factor}; }

  void register_automation(Automation& a);
  void draw(float width, float height);
  void draw_controls();
  double last_draw_ms() const { return last_draw_ms_; }

 private:
  void rebuild_scene();
  void relayout(std::uint32_t changed_tree_node);
  void apply(const model::ChangeResult& r, std::uint32_t changed);
  void fit(float w, float h);
  void centre_on_current(float w, float h);
  int hit_test(model::Vec2 world) const;  // scene index or -1
  bool select_path(const std::vector<std::int64_t>& moves, std::string& error);
  void write_state(json::Writer& w) const;
  void draw_inspector();
  NodeId selected_position() const;
  Outcome shown(NodeId p) const { return outcome_view ? outcome_view(p) : graph_->nodes[p].outcome; }
  std::vector<std::int64_t> selected_line() const;

  std::unique_ptr<PositionGraph> graph_;
  std::unique_ptr<model::GameTree> tree_;
  std::unique_ptr<model::GameDag> dag_;
  std::string key_;
  model::TidyTreeLayout tidy_;
  model::LayeredLayout layered_;
  model::Viewport viewport_;
  TreeMode mode_ = TreeMode::Tree;
  std::vector<SceneNode> nodes_;
  std::vector<SceneEdge> edges_;
  std::vector<std::vector<std::uint32_t>> rows_;  // scene indices per row, by x
  std::vector<double> xs_;                        // x per scene index (for culling)
  std::vector<std::uint32_t> parents_;            // tree parent per scene index, or kNone
  std::vector<double> edge_spans_;                // per row: widest parent-child x distance
  // Folded blocks are coloured by their majority outcome in O(1): per row,
  // prefix counts of W/L/D/unknown in x order, and each node's place in its row.
  std::vector<std::vector<std::array<std::uint32_t, 4>>> row_prefix_;
  std::vector<std::uint32_t> row_pos_;
  void count_outcomes();
  // The culled, level-of-detail draw list is reused while the view and the scene
  // are unchanged (hover and idle frames then cost almost nothing).
  std::vector<model::DrawItem> draw_items_;
  std::vector<std::uint32_t> edge_items_;
  struct CullKey {
    double zoom = -1, ox = 0, oy = 0, w = 0, h = 0;
    std::uint64_t scene = 0;
    bool operator==(const CullKey&) const = default;
  } cull_key_;
  std::uint64_t scene_version_ = 0;
  struct Pinch { float x = 0, y = 0, factor = 1; } pinch_;
  std::vector<std::int64_t> line_;
  std::vector<std::int64_t> selected_;  // path of moves of the selected node
  bool has_selection_ = false;
  std::string message_;                 // the last refusal (cap) or error
  bool want_fit_ = true;
  bool user_view_ = false;      // the user panned or zoomed since the last fit
  float fitted_w_ = 0, fitted_h_ = 0;
  int expand_depth_ = 2;
  double last_draw_ms_ = 0;
  std::uint64_t drawn_items_ = 0;
  float last_w_ = 0, last_h_ = 0;
};

}  // namespace gtl::app
