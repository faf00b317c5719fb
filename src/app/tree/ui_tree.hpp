// The game tree panel: the position graph of the current game drawn as a tree
// (every path its own node, same-outcome moves optionally grouped) or a DAG
// (every position once), with outcome colours and letters, remoteness, labels
// and moves that always fit, pan and zoom with level of detail, an overview
// when the drawing is larger than the canvas, lazy expansion with a cap, a
// context menu and an inspector.
//
// The panel follows the lesson: the line under discussion (the current game,
// or the selected node) is always revealed, and the view pans to it unless
// the user moved the view by hand. Game-agnostic: it reads a PositionGraph
// through model::GameView and never draws game pieces.
//
// Split by job, as Tracy splits its views:
//   ui_tree.cpp            source, focus, following the game, changes, state
//   ui_tree_canvas.cpp     canvas input and drawing (nodes, edges, overview)
//   ui_tree_inspector.cpp  the inspector column, the controls and the context menu
//   ui_tree_actions.cpp    window.gtl actions
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "app/kit/automation.hpp"
#include "core/position_graph.hpp"
#include "imgui.h"
#include "model/a11y_tree.hpp"
#include "model/draw_list.hpp"
#include "model/game_view.hpp"
#include "model/label_fit.hpp"
#include "model/svg_export.hpp"
#include "model/touch_gestures.hpp"
#include "model/viewport.hpp"

struct ImDrawList;

namespace gtl::app {

enum class TreeMode { Tree, Dag };
struct CanvasFrame;  // one frame's canvas geometry (ui_tree_canvas.cpp)

class TreePanel {
 public:
  TreePanel();
  ~TreePanel();

  // The graph to show: rebuilt when `key` changes (a new game or start position).
  // Returns true when it was rebuilt. A null `build` means there is no game to
  // draw (the graph editor's empty graph): the canvas says `empty` instead.
  bool set_source(const std::string& key, const std::function<PositionGraph()>& build,
                  const std::string& empty = {});
  // The current game's line of moves from the graph's root: highlighted,
  // revealed, selected and brought into view (unless the user moved the view).
  void set_current_line(const std::vector<std::int64_t>& moves);
  // Called when the user asks to jump the game to a node: its line of moves.
  std::function<void(const std::vector<std::int64_t>&)> on_jump;

  // Teaching modes colour nodes by what is known so far (Unknown = "?", grey):
  // backward induction shows the decided nodes, the quiz hides every outcome.
  // While set, runs of moves are not grouped (a group would tell outcomes).
  std::function<Outcome(NodeId)> outcome_view;
  // Every outcome shown as "?", whatever the mode (a live class's open
  // question on a student's page, Settings::class_hidden); groups unfold.
  void set_hide_outcomes(bool on);
  // A short badge drawn in a node's head ("Q1" for quiz questions), or "".
  std::function<std::string(NodeId)> badge;
  NodeId focus = kNoNode;  // the position the lesson talks about now (ringed)
  std::string caption;     // a line over the canvas (the induction rule, the quiz question)
  const PositionGraph* graph() const { return graph_.get(); }
  // What the canvas says when there is no game to draw (set_source's `empty`), else "".
  const std::string& empty_text() const { return empty_; }
  NodeId selected() const;
  // Shows and selects the node at the end of a line of moves from the root.
  bool select(const std::vector<std::int64_t>& moves, std::string& error);
  // Teaching modes: reveal the line (in tree mode; when the view would pass
  // its cap, everything else is collapsed first), select it and bring it into
  // view even if the user moved the view. False with a reason when impossible.
  bool show_line(const std::vector<std::int64_t>& moves, std::string& error);
  // Lines of moves that re-create the current expansion through restore_lines
  // (a lecture slide stores them): in the tree, the lines to the shown positions
  // that are not expanded (revealing them opens their ancestors and any opened
  // group again); in the DAG, the lines to the expanded positions (what is shown
  // there is what the expanded positions reach). nullopt when more than `cap`.
  std::optional<std::vector<std::vector<std::int64_t>>> expansion_lines(std::size_t cap) const;
  static constexpr std::size_t kMaxExpansionLines = 256;  // tree.restore's and state().tree.restore's cap
  // Re-creates an expansion from expansion_lines() (tree.restore); false with a reason.
  bool restore_lines(const std::vector<std::vector<std::int64_t>>& lines, std::string& error);
  // The same from nothing: everything collapsed first, so exactly the lines'
  // expansion is shown (a share link's tree=, App::view_link).
  bool restore_expansion(const std::vector<std::vector<std::int64_t>>& lines, std::string& error);
  // What a share link carries of the tree besides its expansion: the selected
  // node's line (nullptr when nothing is selected), the current game's line
  // (which the lesson sets), and the mode.
  const std::vector<std::int64_t>* selection() const { return has_selection_ ? &selected_ : nullptr; }
  const std::vector<std::int64_t>& current_line() const { return line_; }
  void show_dag(bool on) { set_mode(on ? TreeMode::Dag : TreeMode::Tree); }
  // Outcomes changed without the graph changing (teaching steps): regroup.
  void outcomes_changed();

  // A touch-screen pinch: zoom by `factor` around a point in CSS pixels
  // (applied in the next frame if the point is over the tree).
  // (Superseded by the touch_* calls below; App::pinch still forwards here.)
  void pinch(float x, float y, float factor) { pinch_ = {x, y, pinch_.factor * factor}; }
  // Touch: the platform loop feeds every finger event (page CSS pixels, the
  // event's time in ms); model::TouchGestures recognises taps, double taps,
  // long presses, pans and pinches, and the canvas applies them in its next
  // frame when the gesture began over it (one finger pans, two pinch-zoom about
  // their centre, a tap selects and shows the node's tooltip, a double tap
  // expands or collapses, a long press opens the node's menu).
  void touch_down(std::int64_t finger, float x, float y, double ms) { touch_.gestures.down(finger, x, y, ms); trim_touch(); }
  void touch_move(std::int64_t finger, float x, float y, double ms) { touch_.gestures.move(finger, x, y, ms); trim_touch(); }
  void touch_up(std::int64_t finger, float x, float y, double ms) { touch_.gestures.up(finger, x, y, ms); trim_touch(); }
  void touch_cancel(double ms) { touch_.gestures.cancel(ms); }
  // Time passes (every loop iteration): true when a gesture became due (a
  // long press), so the loop draws a frame for it.
  bool touch_tick(double ms) {
    const std::size_t before = touch_.gestures.queued();
    touch_.gestures.tick(ms);
    return touch_.gestures.queued() > before;
  }
  // True while the view glides to a node (the platform loop keeps drawing).
  bool animating() const { return glide_.active || layout_pending(); }
  // A large DAG is laid out in steps (ViewLimits::layout_steps_from_edges):
  // the app gives it about `ms` a frame; the last finished drawing stays shown
  // meanwhile. Progress: steps done and planned, {0, 0} when none is pending.
  void step_layout(double ms);
  std::pair<std::size_t, std::size_t> layout_progress() const {
    return graph_ ? view().layout_progress() : std::pair<std::size_t, std::size_t>{0, 0};
  }
  // Edges of a whole 2..20 DAG (42,519) take ~150 ms to lay out in the page; a
  // fifth of that fits in a frame.
  static constexpr std::uint64_t kLayoutStepsFromEdges = 8'000;

  void register_automation(Automation& a);
  // The drawing as data for the SVG export (model/svg_export.hpp): the scene
  // the canvas draws, with the outcomes it shows; `visible`: only the part in
  // the canvas's window (else the whole expanded drawing).
  model::TreeDrawing export_drawing(bool visible) const;
  // The drawn tree as the accessible twin's ARIA tree (model/a11y_tree.hpp):
  // outcomes as shown (hidden ones hidden), the focus node selected.
  model::TwinTree twin(std::size_t cap) const;
  bool dag_mode() const { return mode_ == TreeMode::Dag; }
  void draw(float width, float height);
  void draw_controls();
  // The inspector (the selected position's details) sits beside the canvas,
  // unless the page's form folds it (phones and tablets, App::update_page):
  // then the side panel draws it (draw_inspector_section), and the tree's
  // canvas keeps the whole width.
  bool fold_inspector = false;
  // CSS px at the bottom of the canvas that something lies over (the phone's
  // quiz bar, App::draw_canvas): bringing a node into view keeps it above them.
  // 0 (the default, and always on a desktop) changes nothing.
  float bottom_inset = 0;
  // A quiz asks about positions: while set, bringing a node into view (and a
  // fit) zooms in at least to where the boxes show their positions' labels
  // under the head (lod "labels"), so a hidden node reads "Q1 ?" over "{2,4}".
  bool labels_wanted = false;
  // Shows the moves of the node at the end of `moves` (revealed first), one
  // level; false with the reason when the line is not in the game.
  bool show_below(const std::vector<std::int64_t>& moves, std::string& error);
  // A finger's smallest target (WCAG 2.5.5, 44 CSS px): on touch, a tap that
  // hits no node or expander exactly takes the nearest one whose hit area, the
  // drawn shape grown to at least this each way, holds it. The mouse hits the
  // drawn shapes only.
  static constexpr double kTouchTarget = 44;
  // The drawing area of the last frame, in page CSS px.
  struct Box { float x = 0, y = 0, w = 0, h = 0; };
  Box canvas_box() const { return {canvas_origin_.x, canvas_origin_.y, static_cast<float>(canvas_size_.x), static_cast<float>(canvas_size_.y)}; }
  bool reduced_motion = false;  // the view jumps to the focus instead of gliding (Settings::reduced_motion)
  bool single_keys = true;      // F (fit) and C (centre) on the hovered canvas (Settings::single_key_shortcuts)
  void draw_inspector_section();
  double last_draw_ms() const { return drawn_.ms; }

 private:
  // register_automation's parts (ui_tree_actions.cpp).
  void register_shape_actions(Automation& a);
  void register_select_actions(Automation& a);
  // --- ui_tree.cpp
  bool layout_pending() const { return graph_ && view().layout_pending(); }
  model::GameView& view() { return mode_ == TreeMode::Tree ? *tree_view_ : *dag_view_; }
  const model::GameView& view() const { return mode_ == TreeMode::Tree ? *tree_view_ : *dag_view_; }
  void set_mode(TreeMode m);
  // Applies the result of a change: on success re-lays out; on refusal keeps the message.
  bool apply(const model::ChangeResult& r);
  void set_grouping(bool on);
  void regroup();
  // The line the view is about: the selection, else the current game.
  const std::vector<std::int64_t>& focus_line() const { return has_selection_ ? selected_ : line_; }
  std::uint32_t focus_scene_index() const;
  void select_line(const std::vector<std::int64_t>& moves);
  // Expansion commands that work from the selected node when there is one.
  std::uint32_t command_root() const;
  bool expand_node(std::uint32_t scene_index);   // toggle one level (a group: open it)
  void write_state(json::Writer& w) const;
  Outcome shown(NodeId p) const {
    if (hide_outcomes_ || !graph_->outcomes) return Outcome::Unknown;  // hidden, or a payoff game's
    return outcome_view ? outcome_view(p) : graph_->nodes[p].outcome;
  }
  // Outcomes are hidden in part (a teaching mode) or wholly (a class question).
  bool hiding() const { return outcome_view != nullptr || hide_outcomes_; }
  bool hide_outcomes_ = false;
  void count_outcomes();
  // After the shown view's nodes changed: lays it out again, marks the drawn
  // scene stale (its cull cache) and recounts the outcomes shown.
  void layout_changed();

  // --- ui_tree_canvas.cpp
  void draw_canvas(float width, float height);
  void handle_input(const CanvasFrame& f);
  // handle_input's parts, in order.
  bool drag_overview(const CanvasFrame& f);
  void pan_and_zoom(const CanvasFrame& f, bool touch);
  void handle_view_keys(const CanvasFrame& f);
  void handle_clicks(const CanvasFrame& f);
  // draw_canvas's parts, in order.
  void draw_empty(const CanvasFrame& f);
  void settle_view(const CanvasFrame& f);
  void draw_scene(CanvasFrame& f);
  void draw_tooltip(const CanvasFrame& f);
  void draw_message(const CanvasFrame& f);
  void draw_edges(const CanvasFrame& f);
  void draw_nodes(const CanvasFrame& f);
  // draw_nodes' parts for one node (besides its box).
  void draw_expander(const CanvasFrame& f, const model::SceneNode& n, std::uint32_t scene_index, ImVec2 p0, ImVec2 p1,
                     bool name);
  // Draws the first of `heads` (model::graph_head_texts, long to short) that
  // fits, and the label on a second line; returns what it drew ("Q1 ?\n{2,4}").
  std::string draw_node_texts(const CanvasFrame& f, const model::DrawItem& item, std::vector<std::string> heads,
                              ImU32 fill, ImVec2 p0, ImVec2 p1) const;
  void draw_edges_note(const CanvasFrame& f);
  Outcome block_outcome(const model::DrawItem& item) const;
  // A graph whose boxes hold their labels (a payoff game's): the box widened,
  // up to model::kTreeBoxMost, to the first of `heads` that fits there (the
  // SVG export's rule, model::grow_to_fit).
  void widen_to_label(const CanvasFrame& f, std::span<const std::string> heads, ImVec2& p0, ImVec2& p1) const;
  void fit(float w, float h);
  void glide_to_focus(float w, float h, bool force);
  void step_glide(double seconds);
  int hit_test(model::Vec2 world) const;  // scene index or -1
  std::string item_name(const char* kind, std::uint32_t scene_index) const;

  // --- ui_tree_touch.cpp
  // Applies the recognised touch gestures; true when touch drives the canvas
  // this frame (the mouse code then leaves clicks, drags and menus to it).
  void handle_touch(const CanvasFrame& f);
  void trim_touch() {
    if (touch_.gestures.queued() > 512) touch_.gestures.take();  // the canvas is not drawn: drop stale gestures
  }
  void touch_tap(const CanvasFrame& f, model::Vec2 at, bool twice);
  void touch_menu(model::Vec2 at);

  // --- ui_tree_overview.cpp
  void draw_overview(const CanvasFrame& f);
  // Where the overview of w × h goes: a corner that covers nothing drawn this frame.
  std::optional<model::Rect> overview_place(const CanvasFrame& f, double w, double h) const;

  // --- ui_tree_inspector.cpp
  void draw_inspector();
  void draw_context_menu();

  std::unique_ptr<PositionGraph> graph_;
  std::unique_ptr<model::GameView> tree_view_, dag_view_;
  std::string key_;
  std::string empty_;  // what the canvas says when the source has no game
  model::Viewport viewport_;
  TreeMode mode_ = TreeMode::Tree;
  bool grouping_ = true;       // the user's choice; off while outcomes are hidden
  bool grouped_now_ = true;    // what the tree view does now

  struct Pinch { float x = 0, y = 0, factor = 1; } pinch_;
  struct Glide {
    bool active = false;
    model::Vec2 from, to;  // viewport origins
    double t = 0;
  } glide_;

  std::vector<std::int64_t> line_;      // the current game
  std::vector<std::int64_t> selected_;  // path of moves of the selected node
  bool has_selection_ = false;
  std::string message_;                 // the last refusal (cap) or error
  // When the view moves by itself (settle_view): a fit asked for, and redone
  // when the canvas is resized until the user moves the view; or a glide that
  // brings the focus into view.
  struct AutoView {
    bool fit = true;
    bool glide = false;        // bring the focus into view in the next frame
    bool force_glide = false;  // ... even if the user moved the view
    bool user_moved = false;   // the user panned or zoomed since the last fit
    float fitted_w = 0, fitted_h = 0;  // the canvas size of the last fit
    float inset = 0;                   // the bottom_inset of the last frame
  } auto_view_;
  int expand_depth_ = 2;
  model::Vec2 canvas_size_;  // the drawing area of the last frame (the export's visible window)
  ImVec2 canvas_origin_;     // ... and its top left corner on the page

  // The culled, level-of-detail draw list and what it is drawn from, reused
  // while the view and the scene are unchanged (hover and idle frames then
  // cost almost nothing).
  struct CullKey {
    double zoom = -1, ox = 0, oy = 0, w = 0, h = 0;
    const void* scene = nullptr;
    std::uint64_t version = 0;
    bool operator==(const CullKey&) const = default;
  };
  struct DrawCache {
    // Folded blocks are coloured by their majority outcome in O(1): per row,
    // prefix counts of W/L/D/unknown in x order, and each node's place in its row.
    std::vector<std::vector<std::array<std::uint32_t, 4>>> row_prefix;
    std::vector<std::uint32_t> row_pos;
    std::vector<model::DrawItem> items;
    std::vector<ImVec2> edge_points;  // one edge's screen polyline (reused)
    std::vector<std::uint32_t> edge_items;
    CullKey key;
    std::uint64_t scene_version = 0;
  } cache_;

  // What the last frame drew, for the state and the real mouse.
  struct Expander {
    model::Rect rect;  // screen pixels, canvas-relative
    std::uint32_t node;
  };
  struct FrameReport {
    double ms = 0;
    std::uint64_t items = 0;
    // DAG edges meeting the view, and how many of them were left out (cull_dag_edges).
    std::size_t edges_in_view = 0, edges_hidden = 0;
    std::vector<Expander> expanders;
    std::uint64_t overlaps = 0;
    double node_px = 0;          // node box height on screen, CSS px
    const char* lod = "labels";  // level of detail
    std::vector<std::string> node_texts;  // the texts of the boxes drawn inside the canvas (state().tree.nodeTexts)
  } drawn_;
  static constexpr std::size_t kNodeTextsReported = 200;
  static constexpr std::size_t kDagEdgeBudget = 3'000;  // DAG edges drawn at most per frame

  // The overview in a corner (ui_tree_overview.cpp), as last drawn.
  struct Overview {
    bool shown = false;
    bool hidden = false;  // it would cover a node in every corner, so it is not drawn
    model::Rect rect;     // canvas-relative
    bool drag = false;
  } overview_;
  // The context menu: the node it is for, and whether it was drawn last frame.
  struct ContextMenu {
    std::vector<std::int64_t> line;
    std::uint32_t node = model::kNone;
    bool open = false;
  } menu_;

  // Touch (handle_touch): the recogniser, the gestures not applied yet, and
  // whether the current gesture began on the canvas (not on a popup, the
  // overview or another window over it).
  struct Touch {
    model::TouchGestures gestures;
    std::vector<model::Gesture> queue;
    int wait = 0;  // frames a Begin waited for ImGui's mouse to reach the finger
    bool owned = false;
    const char* last = "";   // the last gesture applied (state().tree.touch.last)
    std::uint64_t count = 0;  // gestures applied (taps, pans, ...; not begin/end)
  } touch_;
  // The tooltip a tap shows, until the next touch: the node's path in this mode.
  struct TapTip {
    bool shown = false;
    TreeMode mode = TreeMode::Tree;
    std::vector<std::int64_t> line;
    const char* help = nullptr;  // the tooltip's last line (how to open a node), while one is shown
  } tip_;
};

}  // namespace gtl::app
