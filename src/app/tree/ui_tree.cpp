// The tree panel's model side: which graph, which mode, what is revealed and
// selected, and following the lesson. Drawing lives in ui_tree_canvas.cpp.
#include "app/tree/ui_tree.hpp"

#include <algorithm>
#include <chrono>

#include "app/kit/item_registry.hpp"
#include "app/kit/ui_flow.hpp"
#include "core/budget.hpp"
#include "core/solution.hpp"
#include "model/graph_paths.hpp"
#include "model/i18n.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_id;

TreePanel::TreePanel() = default;
TreePanel::~TreePanel() = default;

bool TreePanel::set_source(const std::string& key, const std::function<PositionGraph()>& build,
                           const std::string& empty) {
  if (key == key_ && (graph_ || !build)) return false;
  key_ = key;
  tree_view_.reset();
  dag_view_.reset();
  // A teaching mode's hooks read the old graph's nodes: drop them before it is
  // freed (the teaching panel stops that mode right after, in graph_changed).
  outcome_view = nullptr;
  badge = nullptr;
  has_selection_ = false;
  selected_.clear();
  line_.clear();
  empty_ = build ? std::string() : empty;
  if (!build) {  // nothing to draw: the canvas says so (draw_canvas)
    graph_.reset();
    message_.clear();
    cache_.row_prefix.clear();
    cache_.row_pos.clear();
    ++cache_.scene_version;
    return true;
  }
  graph_ = std::make_unique<PositionGraph>(build());
  tree_view_ = model::make_tree_view(*graph_);
  model::ViewLimits dag_limits;
  dag_limits.layout_steps_from_edges = kLayoutStepsFromEdges;
  dag_view_ = model::make_dag_view(*graph_, dag_limits);
  grouped_now_ = grouping_ && !hiding();
  tree_view_->set_grouping(grouped_now_);
  tree_view_->expand_to_depth(tree_view_->root(), 1);
  dag_view_->expand_to_depth(dag_view_->root(), 1);
  tree_view_->layout();
  dag_view_->layout();
  has_selection_ = false;
  selected_.clear();
  // A capped graph of a solved game (the Number Game board) knows every outcome it shows.
  if (graph_->complete) message_.clear();
  else if (graph_->nodes[0].outcome != Outcome::Unknown) message_ = i18n::tr_fmt("worker.tree.capped", text::grouped(graph_->nodes.size()));
  else message_ = tr("tree.too_large");
  line_.clear();
  ++cache_.scene_version;
  count_outcomes();
  auto_view_.fit = true;
  return true;
}

void TreePanel::set_current_line(const std::vector<std::int64_t>& moves) {
  if (moves == line_ || !graph_) return;
  line_ = moves;
  // The line under discussion is always drawn: reveal it in both views (a
  // refusal at the cap leaves the view as it was, highlighted as far as shown).
  // The current position's moves are shown too.
  for (model::GameView* v : {tree_view_.get(), dag_view_.get()}) {
    const model::PathResult at = v->reveal_path(line_);
    if (at.ok()) v->expand(at.node);
  }
  tree_view_->set_highlight(line_);
  dag_view_->set_highlight(line_);
  view().layout();  // the other view is laid out when it is shown (set_mode)
  // A move in the lesson selects the new current node.
  select_line(line_);
  ++cache_.scene_version;
  count_outcomes();
  auto_view_.glide = true;
}

void TreePanel::set_mode(TreeMode m) {
  if (m == mode_) return;
  mode_ = m;
  view().reveal_path(focus_line());
  layout_changed();
  auto_view_.fit = true;
}

void TreePanel::step_layout(double ms) {
  if (!layout_pending()) return;
  const auto t0 = std::chrono::steady_clock::now();
  bool done = false;
  do {
    done = view().layout_step();
  } while (!done && std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count() < ms);
  if (!done) return;
  // The new drawing: as after a layout done at once (a fit or glide asked for
  // meanwhile waited for it, see draw_canvas).
  ++cache_.scene_version;
  count_outcomes();
}

bool TreePanel::apply(const model::ChangeResult& r) {
  if (!r.ok) {
    message_ = r.message;
    return false;
  }
  message_.clear();
  layout_changed();
  return true;
}

void TreePanel::set_grouping(bool on) {
  grouping_ = on;
  regroup();
}

void TreePanel::outcomes_changed() {
  regroup();
  count_outcomes();
}

void TreePanel::set_hide_outcomes(bool on) {
  if (hide_outcomes_ == on) return;
  hide_outcomes_ = on;
  outcomes_changed();
}

// Grouping folds moves by their outcome, so it is off while a teaching mode
// hides outcomes. Changing it rebuilds the tree around the lines in use.
void TreePanel::regroup() {
  const bool want = grouping_ && !hiding();
  if (!graph_ || want == grouped_now_) return;
  grouped_now_ = want;
  tree_view_->set_grouping(want);
  tree_view_->collapse_all();
  tree_view_->expand_to_depth(tree_view_->root(), 1);
  tree_view_->reveal_path(line_);
  if (has_selection_) tree_view_->reveal_path(selected_);
  tree_view_->set_highlight(line_);
  tree_view_->layout();
  ++cache_.scene_version;
  count_outcomes();
  auto_view_.fit = true;
}

NodeId TreePanel::selected() const {
  if (!graph_) return kNoNode;
  // The inspector and the proof panel speak of the focus: the selected node,
  // else the current position.
  const model::GraphPath p = model::follow_moves(*graph_, focus_line());
  return p.ok() ? p.nodes.back() : kNoNode;
}

void TreePanel::layout_changed() {
  view().layout();
  ++cache_.scene_version;
  count_outcomes();
}

void TreePanel::select_line(const std::vector<std::int64_t>& moves) {
  selected_ = moves;
  has_selection_ = true;
}

bool TreePanel::select(const std::vector<std::int64_t>& moves, std::string& error) {
  if (!graph_) {
    error = tr("tree.err_no_game");
    return false;
  }
  const model::PathResult r = view().reveal_path(moves);
  if (!r.ok()) {
    error = r.error;
    return false;
  }
  layout_changed();
  select_line(moves);
  auto_view_.glide = true;
  return true;
}

bool TreePanel::show_line(const std::vector<std::int64_t>& moves, std::string& error) {
  if (!graph_) {
    error = tr("tree.err_no_game");
    return false;
  }
  model::PathResult r = view().reveal_path(moves);
  if (!r.ok() && model::follow_moves(*graph_, moves).ok()) {
    // Over the cap: keep only the start and this line.
    view().collapse_all();
    view().expand_to_depth(view().root(), 1);
    r = view().reveal_path(moves);
  }
  if (!r.ok()) {
    error = r.error;
    return false;
  }
  view().set_highlight(line_);
  layout_changed();
  select_line(moves);
  auto_view_.glide = auto_view_.force_glide = true;
  return true;
}

bool TreePanel::show_below(const std::vector<std::int64_t>& moves, std::string& error) {
  if (!graph_) {
    error = tr("tree.err_no_game");
    return false;
  }
  const model::PathResult r = view().reveal_path(moves);
  if (!r.ok()) {
    error = r.error;
    return false;
  }
  const model::ChangeResult c = view().expand_to_depth(r.node, 1);
  if (!c.ok) error = c.message;
  layout_changed();
  return c.ok;
}

std::optional<std::vector<std::vector<std::int64_t>>> TreePanel::expansion_lines(std::size_t cap) const {
  std::vector<std::vector<std::int64_t>> lines;
  if (!graph_) return lines;
  const bool tree = mode_ == TreeMode::Tree;
  for (const auto& row : view().scene().rows)  // by row: a parent's line before its children's
    for (std::uint32_t i : row) {
      const model::SceneNode& n = view().scene().nodes[i];
      // Tree: a folded group stays folded on replay (its members are not
      // leaves), and the start alone needs no line.
      const bool wanted = tree ? n.group == 0 && !n.expanded && n.view_id != view().root() : n.expanded;
      if (!wanted) continue;
      if (lines.size() == cap) return std::nullopt;
      lines.push_back(view().path_of(n.view_id));
    }
  return lines;
}

bool TreePanel::restore_lines(const std::vector<std::vector<std::int64_t>>& lines, std::string& error) {
  if (!graph_) {
    error = tr("tree.err_no_game");
    return false;
  }
  bool ok = true;
  for (std::size_t i = 0; ok && i < lines.size(); ++i) {
    std::string why;
    if (mode_ == TreeMode::Tree) {
      const model::PathResult r = view().reveal_path(lines[i]);
      why = r.error;
    } else {
      const model::GraphPath p = model::follow_moves(*graph_, lines[i]);
      why = p.ok() ? view().expand(p.nodes.back()).message : p.error;
    }
    if (!why.empty()) {
      error = "line " + std::to_string(i + 1) + ": " + why;
      ok = false;
    }
  }
  view().set_highlight(line_);
  layout_changed();
  auto_view_.fit = true;
  return ok;
}

bool TreePanel::restore_expansion(const std::vector<std::vector<std::int64_t>>& lines, std::string& error) {
  if (!graph_) {
    error = tr("tree.err_no_game");
    return false;
  }
  view().collapse_all();
  return restore_lines(lines, error);
}

model::TwinTree TreePanel::twin(std::size_t cap) const {
  if (!graph_) return {};
  return model::twin_tree(view(), [this](NodeId p) { return shown(p); }, focus_scene_index(), cap);
}

std::uint32_t TreePanel::focus_scene_index() const {
  if (!graph_) return model::kNone;
  const model::PathResult r = view().select_path(focus_line());
  return r.ok() ? view().scene().find(r.node) : model::kNone;
}

std::uint32_t TreePanel::command_root() const {
  if (has_selection_) {
    const model::PathResult r = view().select_path(selected_);
    if (r.ok()) return r.node;
  }
  return view().root();
}

bool TreePanel::expand_node(std::uint32_t scene_index) {
  const model::SceneNode& n = view().scene().nodes[scene_index];
  const std::uint32_t id = n.view_id;
  const bool was_group = n.group > 0;
  const auto line = view().path_of(id);
  const bool ok = apply(n.expanded ? view().collapse(id) : view().expand(id));
  if (ok && !was_group) select_line(line);
  return ok;
}

void TreePanel::count_outcomes() {
  const model::Scene& s = view().scene();
  cache_.row_prefix.resize(s.rows.size());
  cache_.row_pos.assign(s.nodes.size(), 0);
  for (std::size_t r = 0; r < s.rows.size(); ++r) {
    auto& pre = cache_.row_prefix[r];
    pre.assign(s.rows[r].size() + 1, {0, 0, 0, 0});
    for (std::size_t i = 0; i < s.rows[r].size(); ++i) {
      cache_.row_pos[s.rows[r][i]] = static_cast<std::uint32_t>(i);
      pre[i + 1] = pre[i];
      ++pre[i + 1][static_cast<std::size_t>(shown(s.nodes[s.rows[r][i]].position))];
    }
  }
}

void TreePanel::write_state(json::Writer& w) const {
  w.begin_object();
  w.key("mode").value(mode_ == TreeMode::Tree ? "tree" : "dag");
  w.key("group").value(grouping_);
  if (graph_) {
    const model::ViewCounters c = view().counters();
    w.key("nodes").value(c.visible_nodes).key("edges").value(c.visible_edges);
    w.key("expanded").value(c.expanded_nodes);
    w.key("positions").value(c.graph_positions).key("graphEdges").value(c.graph_edges);
    w.key("treeNodes").value(c.tree_nodes.to_string()).key("treeNodesExact").value(c.tree_nodes.exact);
    w.key("complete").value(graph_->complete);
  }
  w.key("visible").value(drawn_.items);
  // The nodes whose whole box lay inside the canvas in the last frame (after
  // Fit, every shown node when they fit at a readable size).
  std::uint64_t in_view = 0;
  for (const model::DrawItem& item : cache_.items) {
    const model::Rect& b = item.screen;
    if (b.x0 >= 0 && b.y0 >= 0 && b.x1 <= canvas_size_.x && b.y1 <= canvas_size_.y) in_view += item.count;
  }
  w.key("nodesInView").value(in_view);
  w.key("edgesHidden").value(static_cast<std::uint64_t>(drawn_.edges_hidden));
  auto line = [&](const std::vector<std::int64_t>& l) {
    w.begin_array();
    for (auto m : l) w.value(m);
    w.end_array();
  };
  w.key("selected");
  if (has_selection_) line(selected_);
  else w.null();
  w.key("focus");
  line(focus_line());
  const NodeId p = selected();
  if (p != kNoNode) {
    const GraphNode& g = graph_->nodes[p];
    const Outcome o = shown(p);
    w.key("selectedNode").begin_object().key("outcome").value(word(o));
    if (o != Outcome::Unknown && !remoteness_pending(g.remoteness)) w.key("remoteness").value(g.remoteness);
    w.key("label").value(g.label).end_object();
  }
  // The lines that re-create the expansion (tree.restore), or null past the cap.
  w.key("restore");
  if (const auto lines = expansion_lines(kMaxExpansionLines)) {
    w.begin_array();
    for (const auto& l : *lines) line(l);
    w.end_array();
  } else {
    w.null();
  }
  // Touch (handle_touch): the fingers down, what they do, the last gesture the
  // canvas applied and how many; the node whose tooltip a tap shows; the node
  // whose context menu is open (a long press or a right-click opened it).
  w.key("touch").begin_object().key("fingers").value(static_cast<std::int64_t>(touch_.gestures.fingers()));
  w.key("phase").value(touch_.gestures.phase_name()).key("last").value(touch_.last);
  w.key("gestures").value(touch_.count).end_object();
  w.key("tip");
  if (tip_.shown) line(tip_.line);
  else w.null();
  w.key("tipHelp");
  if (tip_.help) w.value(tip_.help);
  else w.null();
  w.key("menu");
  if (menu_.open) line(menu_.line);
  else w.null();
  w.key("zoom").value(viewport_.zoom());
  w.key("origin").begin_array().value(viewport_.origin().x).value(viewport_.origin().y).end_array();
  w.key("nodePx").value(drawn_.node_px);
  w.key("overlaps").value(drawn_.overlaps);
  w.key("overview").value(overview_.shown);
  w.key("overviewHidden").value(overview_.hidden);
  w.key("lod").value(drawn_.lod);
  w.key("message").value(message_);
  w.key("empty").value(empty_);
  w.key("frameMs").value(drawn_.ms);
  w.key("nodeTexts").begin_array();
  for (const std::string& t : drawn_.node_texts) w.value(t);
  w.end_array();
  w.end_object();
}

void TreePanel::draw_inspector_section() {
  if (!fold_inspector) return;
  if (collapsing_header_fit(tr_id("tree.inspector_section"))) draw_inspector();
  track_item("tree.inspectorSection");
}

}  // namespace gtl::app
