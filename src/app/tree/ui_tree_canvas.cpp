// The tree panel's canvas: the frame (fit, glide, settle the view) and the
// drawing (edges with their moves, nodes with letters and labels that always
// fit). The mouse's and keys' input is in ui_tree_input.cpp, touch in
// ui_tree_touch.cpp, the overview in ui_tree_overview.cpp, what they share in
// ui_tree_frame.hpp.
//
// Readability rules, each enforced here and reported in the state:
//   * Fit never shrinks a node below a readable box (the W / L / D letter and
//     the remoteness fit, and the box is at least 18 px tall); a larger
//     drawing is framed on the focus and an overview shows the rest.
//   * Text is chosen from long to short wordings (model/label_fit.hpp) so it
//     stays inside its box; edge labels are placed greedily and dropped when
//     they would touch another text. `overlaps` counts intersecting text
//     rectangles of the frame independently, as a check (0 expected).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/item_registry.hpp"
#include "core/retrograde.hpp"
#include "core/budget.hpp"
#include "app/kit/theme.hpp"
#include "app/tree/ui_tree.hpp"
#include "app/kit/ui_flow.hpp"  // centred_text
#include "app/tree/ui_tree_frame.hpp"
#include "imgui.h"
#include "model/draw_list.hpp"
#include "model/i18n.hpp"
#include "model/scene_look.hpp"
#include "model/view_common.hpp"  // outcome_word

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;
using namespace tree_frame;

std::string TreePanel::item_name(const char* kind, std::uint32_t scene_index) const {
  const model::SceneNode& n = view().scene().nodes[scene_index];
  return std::string(kind) + ":" + join_line(view().path_of(n.view_id));
}

int TreePanel::hit_test(model::Vec2 w) const {
  const model::Scene& s = view().scene();
  const double r = std::round(w.y / kGeometry.row_spacing);
  if (r < 0 || r >= static_cast<double>(s.rows.size())) return -1;
  if (std::abs(w.y - r * kGeometry.row_spacing) > kGeometry.node_height / 2) return -1;
  const auto& row = s.rows[static_cast<std::size_t>(r)];
  auto it = std::lower_bound(row.begin(), row.end(), w.x - kGeometry.node_width / 2,
                             [&](std::uint32_t i, double x) { return s.nodes[i].x < x; });
  if (it != row.end() && std::abs(s.nodes[*it].x - w.x) <= kGeometry.node_width / 2) return static_cast<int>(*it);
  return -1;
}

void TreePanel::fit(float w, float h) {
  const model::Scene& s = view().scene();
  if (s.nodes.empty()) return;
  const model::Rect world = model::layout_world_bounds({s.rows, s.xs}, kGeometry);
  // The focus region: the focus node with its parent and its shown children.
  model::Rect focus = world;
  if (const std::uint32_t f = focus_scene_index(); f != model::kNone) {
    const model::SceneNode& n = s.nodes[f];
    focus = model::node_world_rect(n.x, n.row, kGeometry);
    auto add = [&](const model::SceneNode& m) {
      const model::Rect r = model::node_world_rect(m.x, m.row, kGeometry);
      focus = {std::min(focus.x0, r.x0), std::min(focus.y0, r.y0), std::max(focus.x1, r.x1), std::max(focus.y1, r.y1)};
    };
    if (n.parent != model::kNone) add(s.nodes[n.parent]);
    if (s.tree)
      for (std::size_t i = f + 1; i < s.nodes.size() && s.nodes[i].row > n.row; ++i)
        if (s.nodes[i].parent == f) add(s.nodes[i]);
  }
  const double readable = labels_wanted ? std::max(readable_zoom(), label_zoom()) : readable_zoom();
  h = std::max(h - std::max(bottom_inset, 0.0f), std::min(h, 60.0f));  // the phone's quiz bar, as in glide_to_focus
  viewport_.fit_readable(world, focus, {w, h}, 24, {readable, std::max(readable, 3.2 * readable)});
  glide_.active = false;
}

void TreePanel::glide_to_focus(float w, float h, bool force) {
  if (auto_view_.user_moved && !force) return;
  // What lies over the canvas's bottom (the phone's quiz bar) is not in view.
  h = std::max(h - std::max(bottom_inset, 0.0f), std::min(h, 60.0f));
  const std::uint32_t f = focus_scene_index();
  if (f == model::kNone) return;
  const model::Scene& s = view().scene();
  const model::SceneNode& n = s.nodes[f];
  // Readable first: a view zoomed out below the readable size comes back to it.
  // (A quiz wants the positions' labels: at least the zoom that shows them.)
  const double least = labels_wanted ? std::max(readable_zoom(), label_zoom()) : readable_zoom();
  if (viewport_.zoom() < least) viewport_.zoom_at({w / 2, h / 2}, least / viewport_.zoom(), kZoom);
  const double z = viewport_.zoom(), margin = 40, edge = 8;
  // What should be seen: the focus, then as much of the line above it as fits
  // (the start first), then its shown moves below if there is still room.
  model::Rect want = model::node_world_rect(n.x, n.row, kGeometry);
  const double room = (h - 2 * edge) / z;
  // A quiz's question: the moves below it first (their outcomes are what the
  // class applies the rules to), then the line above.
  if (labels_wanted && s.tree && n.expanded && want.y1 + kGeometry.row_spacing - want.y0 <= room) want.y1 += kGeometry.row_spacing;
  for (std::uint32_t a = n.parent; a != model::kNone; a = s.nodes[a].parent) {
    const model::Rect r = model::node_world_rect(s.nodes[a].x, s.nodes[a].row, kGeometry);
    if (want.y1 - r.y0 > room) break;
    want.y0 = r.y0;
  }
  if (!labels_wanted && s.tree && n.expanded && want.y1 + kGeometry.row_spacing - want.y0 <= room) want.y1 += kGeometry.row_spacing;
  const model::Rect box = viewport_.world_to_screen(want);
  const model::Rect node = viewport_.world_to_screen(model::node_world_rect(n.x, n.row, kGeometry));
  const bool node_in = node.x0 >= margin && node.x1 <= w - margin && node.y0 >= edge && node.y1 <= h - edge;
  if (node_in && box.y0 >= edge && box.y1 <= h - edge) return;  // already in view
  model::Viewport target = viewport_;
  target.centre_on({n.x, (want.y0 + want.y1) / 2}, {w, h});
  glide_ = {true, viewport_.origin(), target.origin(), 0};
}

void TreePanel::step_glide(double seconds) {
  if (!glide_.active) return;
  glide_.t = reduced_motion ? 1.0 : std::min(1.0, glide_.t + seconds / kGlideSeconds);
  const double e = 1 - (1 - glide_.t) * (1 - glide_.t) * (1 - glide_.t);  // ease out
  const model::Vec2 o{glide_.from.x + (glide_.to.x - glide_.from.x) * e, glide_.from.y + (glide_.to.y - glide_.from.y) * e};
  viewport_ = model::Viewport(o, viewport_.zoom());
  if (glide_.t >= 1) glide_.active = false;
}

model::TreeDrawing TreePanel::export_drawing(bool visible) const {
  model::TreeDrawing d;
  if (!graph_) return d;
  const model::Scene& s = view().scene();
  d.scene = &s;
  d.graph = graph_.get();
  d.shown = [this](NodeId p) { return shown(p); };
  d.badge = badge;
  d.key = [this](std::uint32_t id) { return join_line(view().path_of(id)); };
  d.focus = focus;
  if (has_selection_) {
    const model::PathResult sel = view().select_path(selected_);
    if (sel.ok()) d.selected = s.find(sel.node);
  }
  if (visible && canvas_size_.x > 10 && canvas_size_.y > 10) d.window = viewport_.visible_world(canvas_size_);
  return d;
}

// ------------------------------------------------------------------ frame

void TreePanel::draw(float width, float height) {
  const auto t0 = std::chrono::steady_clock::now();
  if (!caption.empty()) {
    // The teaching caption sits above the drawing, never over nodes.
    const float before = ImGui::GetCursorPosY();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ImGui::TextColored(theme::highlight_text(), "%s", caption.c_str());
    ImGui::PopTextWrapPos();
    height -= ImGui::GetCursorPosY() - before;
  }
  const float inspector = fold_inspector ? 0.0f : inspector_width(width);
  draw_canvas(width - inspector, height);
  if (inspector > 0) {
    ImGui::SameLine();
    ImGui::BeginChild("tree-inspector", ImVec2(inspector - 8, height), true);
    draw_inspector();
    ImGui::EndChild();
  }
  drawn_.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

void TreePanel::draw_canvas(float width, float height) {
  ImGui::BeginChild("tree-canvas", ImVec2(width, height), true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  CanvasFrame f;
  f.origin = ImGui::GetCursorScreenPos();
  f.size = ImGui::GetContentRegionAvail();
  canvas_size_ = {f.size.x, f.size.y};
  canvas_origin_ = f.origin;
  ImGui::InvisibleButton("tree-input", ImVec2(std::max(f.size.x, 1.0f), std::max(f.size.y, 1.0f)),
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  imgui_hooks::skip_last_item();  // the twin's ARIA tree stands for the canvas
  track_item("tree.canvas");
  f.hovered = ImGui::IsItemHovered();
  const ImGuiIO& io = ImGui::GetIO();
  f.mouse = {io.MousePos.x - f.origin.x, io.MousePos.y - f.origin.y};
  // Touch gestures wait here for the frame that applies them (handle_touch).
  for (const model::Gesture& g : touch_.gestures.take()) touch_.queue.push_back(g);
  if (!graph_) {
    touch_.queue.clear();
    draw_empty(f);
    ImGui::EndChild();
    return;
  }
  settle_view(f);
  step_glide(io.DeltaTime);
  handle_input(f);
  draw_scene(f);
  draw_tooltip(f);
  draw_context_menu();
  menu_.open = ImGui::IsPopupOpen("tree-node-menu");
  draw_message(f);
  ImGui::EndChild();
}

// No game to draw (an empty game graph): what to do, in the middle.
void TreePanel::draw_empty(const CanvasFrame& f) {
  if (empty_.empty()) return;
  const CentredText t = centred_text(empty_.c_str(), f.origin, f.size, 30);
  ImGui::SetCursorScreenPos(t.at);
  ImGui::PushTextWrapPos(ImGui::GetCursorPos().x + t.wrap);
  ImGui::TextDisabled("%s", empty_.c_str());
  ImGui::PopTextWrapPos();
  track_item("tree.empty");
}

// Fit on request, and again when the canvas is resized (window, splitter, text
// size) as long as the user has not moved the view by hand since; then a glide
// asked for.
void TreePanel::settle_view(const CanvasFrame& f) {
  if (!auto_view_.user_moved && (f.size.x != auto_view_.fitted_w || f.size.y != auto_view_.fitted_h)) auto_view_.fit = true;
  // Something laid over the canvas's bottom (a quiz bar, the page's live
  // question) may cover the focused node: it glides back into view.
  if (bottom_inset > auto_view_.inset + 0.5f) auto_view_.glide = true;
  auto_view_.inset = bottom_inset;
  // A fit or glide asked for with a layout still pending waits for the new drawing.
  const bool settled = !view().layout_pending();
  if (auto_view_.fit && settled && f.size.x > 10) {
    fit(f.size.x, f.size.y);
    auto_view_.fit = false;
    // A glide asked for in the same frame still runs after the fit: the
    // focused node must end in view (a student's page hides outcomes, which
    // lays the tree out again, and asks for its question's node at once).
    auto_view_.user_moved = false;
    auto_view_.fitted_w = f.size.x;
    auto_view_.fitted_h = f.size.y;
  }
  if (auto_view_.glide && settled && f.size.x > 10) {
    glide_to_focus(f.size.x, f.size.y, auto_view_.force_glide);
    auto_view_.glide = auto_view_.force_glide = false;
  }
}

// The nodes and edges in view (culled once per view change), the overview and
// the note on thinned edges.
void TreePanel::draw_scene(CanvasFrame& f) {
  if (hiding()) count_outcomes();  // teaching modes reveal outcomes step by step
  f.dl = ImGui::GetWindowDrawList();
  f.dl->PushClipRect(f.origin, ImVec2(f.origin.x + f.size.x, f.origin.y + f.size.y), true);
  f.zoom = viewport_.zoom();
  const model::LodThresholds lod = lod_thresholds();
  f.lod = model::lod_for_width(f.zoom * kGeometry.node_width, lod);
  f.gap_px = (kGeometry.row_spacing - kGeometry.node_height) * f.zoom;
  drawn_.lod = lod_name(f.lod);
  drawn_.node_px = f.lod == model::Lod::Block ? 0 : f.zoom * kGeometry.node_height;
  const model::Scene& s = view().scene();
  const model::RowsView rv{s.rows, s.xs};
  const model::Vec2 screen{f.size.x, f.size.y};
  const CullKey key{f.zoom, viewport_.origin().x, viewport_.origin().y, screen.x, screen.y, &s, cache_.scene_version};
  if (!(key == cache_.key)) {
    cache_.key = key;
    cache_.items = model::cull_nodes(rv, viewport_, screen, kGeometry, lod);
    cache_.edge_items.clear();
    if (s.tree && f.zoom * kGeometry.node_width >= lod.fold_px)
      cache_.edge_items = model::cull_tree_edges(rv, s.parents, s.edge_spans, viewport_, screen, kGeometry);
  }
  std::vector<model::Rect> texts;
  model::LabelPlacer placer;
  f.texts = &texts;
  f.placer = &placer;
  drawn_.items = 0;
  drawn_.expanders.clear();
  drawn_.node_texts.clear();
  // Nodes first into the placer (their texts and boxes block edge labels), then
  // the edges, drawn under them through draw-list channels.
  // Channels: 0 edge lines, 1 move labels (never crossed by a later line), 2 nodes.
  f.dl->ChannelsSplit(3);
  f.dl->ChannelsSetCurrent(2);
  draw_nodes(f);
  f.dl->ChannelsSetCurrent(0);
  draw_edges(f);
  f.dl->ChannelsMerge();
  drawn_.overlaps = model::count_overlaps(texts);
  draw_overview(f);
  draw_edges_note(f);
  f.dl->PopClipRect();
}

// Hover: the full position in words. A touch screen has no hover: there a
// tap on a node shows the same tooltip until the next touch.
void TreePanel::draw_tooltip(const CanvasFrame& f) {
  const ImGuiIO& io = ImGui::GetIO();
  const model::Scene& s = view().scene();
  int hit = -1;
  if (io.MouseSource == ImGuiMouseSource_TouchScreen) {
    if (tip_.shown && tip_.mode == mode_) {
      const model::PathResult at = view().select_path(tip_.line);
      const std::uint32_t i = at.ok() ? s.find(at.node) : model::kNone;
      if (i != model::kNone) hit = static_cast<int>(i);
      else tip_.shown = false;
    } else {
      tip_.shown = false;
    }
  } else {
    tip_.shown = false;
    if (f.hovered && !overview_.drag && !ImGui::IsMouseDragging(ImGuiMouseButton_Left))
      hit = hit_test(viewport_.screen_to_world(f.mouse));
  }
  tip_.help = nullptr;
  if (hit >= 0 && !ImGui::IsPopupOpen("tree-node-menu")) {
    const model::SceneNode& n = s.nodes[static_cast<std::size_t>(hit)];
    const GraphNode& g = graph_->nodes[n.position];
    ImGui::BeginTooltip();
    // At most 26 characters wide, and never wider than the page (a phone's is narrower).
    const float room = io.DisplaySize.x - 2 * ImGui::GetStyle().WindowPadding.x - 8;
    ImGui::PushTextWrapPos(std::max(ImGui::GetFontSize() * 8, std::min(ImGui::GetFontSize() * 26, room)));
    const Outcome o = shown(n.position);
    if (n.group > 0) {
      ImGui::TextUnformatted(
          tr_fmt("tree.group_tip", n.group, o == Outcome::Unknown ? tr("tree.group_undecided") : model::outcome_word(o)).c_str());
      ImGui::TextDisabled("%s", tr("tree.group_click"));
    } else {
      if (!graph_->outcomes) {}  // a payoff game: no outcome to say, the description says the payoffs
      else if (o == Outcome::Unknown) ImGui::TextDisabled("%s", tr("tree.undecided"));
      else ImGui::TextColored(theme::outcome_color_vec(o), "%s",
                              tr_fmt("tree.node_outcome", model::outcome_word(o), std::string(1, letter(o)),
                                     g.remoteness >= kInfinitePlay        ? std::string("\xE2\x88\x9E")
                                     : remoteness_pending(g.remoteness) ? std::string("?")
                                                                        : std::to_string(g.remoteness)).c_str());
      ImGui::TextUnformatted(graph_->description(n.position).c_str());
      if (n.repeat) ImGui::TextDisabled("%s", tr("tree.repeat_tip"));
      // A finger's gestures on touch screens (double tap, long press), the mouse's elsewhere.
      const bool finger = io.MouseSource == ImGuiMouseSource_TouchScreen;
      tip_.help = tr(n.expanded     ? (finger ? "tree.tip_collapse_touch" : "tree.tip_collapse")
                     : n.expandable ? (finger ? "tree.tip_expand_touch" : "tree.tip_expand")
                                    : "tree.tip_end");
      ImGui::TextDisabled("%s", tip_.help);
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

// A notice over the canvas (a capped tree, a refused expansion) until dismissed.
void TreePanel::draw_message(const CanvasFrame& f) {
  if (message_.empty()) return;
  ImGui::SetCursorScreenPos(ImVec2(f.origin.x + 8, f.origin.y + 8));
  // A notice box in the theme's popup colour (the theme's text is 4.5:1 or more on it).
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::ColorConvertU32ToFloat4(theme::u32(theme::colors().popup_bg, 0.96f)));
  ImGui::BeginChild("tree-message", ImVec2(std::min(f.size.x - 16, 640.0f), 0),
                    ImGuiChildFlags_Border | ImGuiChildFlags_AutoResizeY);
  ImGui::TextWrapped("%s", message_.c_str());
  if (theme::small_button(tr_id("tree.dismiss"))) message_.clear();
  track_item("tree.dismiss");
  ImGui::EndChild();
  ImGui::PopStyleColor();
}

// ------------------------------------------------------------------ drawing

// A folded run's colour: its majority outcome, in O(1) from the row's prefix counts.
Outcome TreePanel::block_outcome(const model::DrawItem& item) const {
  const auto& pre = cache_.row_prefix[item.row];
  const std::uint32_t a = cache_.row_pos[item.node];
  const std::uint32_t b = std::min<std::uint32_t>(a + item.count, static_cast<std::uint32_t>(pre.size() - 1));
  std::size_t best = 0;
  for (std::size_t k = 1; k < 4; ++k)
    if (pre[b][k] - pre[a][k] > pre[b][best] - pre[a][best]) best = k;
  return static_cast<Outcome>(best);
}

void TreePanel::draw_edges(const CanvasFrame& f) {
  const model::Scene& s = view().scene();
  drawn_.edges_hidden = 0;
  if (f.zoom * kGeometry.node_width < 3) return;  // folded rows show the shape; edges would cost O(n)
  // Whole-pixel widths: ImGui draws those anti-aliased lines from its font
  // texture, 2 triangles a segment; a width like 2.2 costs 6 (and the page's
  // software rasterizer pays for every one).
  const float thin = std::round(static_cast<float>(std::clamp(f.zoom * 0.04, 1.0, 2.0)));
  const double line_h = ImGui::GetTextLineHeight();
  // Move labels sit just above the child's box, where siblings are spread out;
  // only when the row gap has room for them besides the expander.
  const bool labels = f.lod != model::Lod::Dot && f.gap_px >= line_h + 24;
  const double slot = kSlot * f.zoom - 8;
  const double half = kGeometry.node_height / 2;
  // Square label chips when zoomed out, like the boxes (draw_nodes): hundreds
  // of labels can show, and a rounded chip is ~34 anti-aliased triangles, a square one 2.
  const float chip_rounding = f.lod == model::Lod::Label ? 3.0f : 0.0f;
  std::size_t named = 0;  // move labels named for gtl.itemRect ("tree.move:5,2": the move into that node)
  auto draw_one = [&](std::uint32_t from, std::uint32_t to, const GraphEdge* edge, std::uint32_t group,
                      std::span<const model::LayoutPoint> bends, bool on_path) {
    const model::SceneNode& a = s.nodes[from];
    const model::SceneNode& b = s.nodes[to];
    const Outcome child = edge ? shown(edge->child) : Outcome::Unknown;
    const bool winning = model::edge_look(false, edge, group, child) == model::EdgeLook::Winning;
    const ImU32 col = on_path ? theme::kHighlight : winning ? theme::kWin : theme::u32(theme::kCanvas.edge);
    const float th = on_path ? thin * 3 : winning ? std::round(thin * 2.2f) : thin;
    // One polyline through the bends, the points on straight runs dropped.
    cache_.edge_points.clear();
    cache_.edge_points.push_back(f.to_screen(a.x, a.row * kGeometry.row_spacing + half, viewport_));
    for (const auto& bend : bends) cache_.edge_points.push_back(f.to_screen(bend.x, bend.y * kGeometry.row_spacing, viewport_));
    cache_.edge_points.push_back(f.to_screen(b.x, b.row * kGeometry.row_spacing - half, viewport_));
    const std::size_t n = model::simplify_polyline(std::span<ImVec2>(cache_.edge_points), 0.5);
    f.dl->AddPolyline(cache_.edge_points.data(), static_cast<int>(n), col, ImDrawFlags_None, th);
    const ImVec2 p = cache_.edge_points[n - 2], q = cache_.edge_points[n - 1];  // the last segment carries the label
    ++drawn_.items;
    if (!labels || !edge) return;
    // The move, or a group's moves, as many as fit.
    const std::string text = model::elide(model::edge_text(edge, group), slot, text_width);
    if (text.empty()) return;
    const double tw = text_width(text);
    // On the edge, one text line above the child's box.
    const double y1 = q.y - 3, y0 = y1 - line_h;
    const double t = std::abs(q.y - p.y) > 1e-6 ? std::clamp((q.y - (y0 + y1) / 2) / (q.y - p.y), 0.0, 1.0) : 0.0;
    const double cx = q.x + (p.x - q.x) * t;
    const model::Rect r{cx - tw / 2 - 3, y0, cx + tw / 2 + 3, y1};
    const model::Rect rel{r.x0 - f.origin.x, r.y0 - f.origin.y, r.x1 - f.origin.x, r.y1 - f.origin.y};
    if (!f.placer->place(rel)) return;
    f.texts->push_back(rel);
    if (s.tree && named++ < 4000)
      record_item(item_name("tree.move", to), {static_cast<float>(r.x0), static_cast<float>(r.y0),
                                               static_cast<float>(r.width()), static_cast<float>(r.height())});
    f.dl->ChannelsSetCurrent(1);
    f.dl->AddRectFilled(ImVec2(static_cast<float>(r.x0), static_cast<float>(r.y0)),
                        ImVec2(static_cast<float>(r.x1), static_cast<float>(r.y1)), theme::u32(theme::kCanvas.move_bg, 0xE8 / 255.0f),
                        chip_rounding);
    const ImU32 tc = theme::u32(winning ? theme::kCanvas.move_text_win : theme::kCanvas.move_text);
    f.dl->AddText(ImVec2(static_cast<float>(cx - tw / 2), static_cast<float>(y0)), tc, text.c_str());
    f.dl->ChannelsSetCurrent(0);
  };
  // The line under discussion first, then winning moves, then the rest: when
  // labels compete for room, the important ones are placed.
  if (s.tree) {
    std::vector<std::uint32_t> order(cache_.edge_items.begin(), cache_.edge_items.end());
    model::order_tree_edges(s, order, [this](NodeId p) { return shown(p); });
    for (std::uint32_t child : order) {
      const model::SceneNode& n = s.nodes[child];
      draw_one(n.parent, child, n.in_edge, n.group, {}, n.on_path && s.nodes[n.parent].on_path);
    }
  } else {
    const model::DagEdgeCull cull = model::cull_dag_edges(s, viewport_.visible_world({f.size.x, f.size.y}), kGeometry,
                                                          kDagEdgeBudget, focus_scene_index());
    for (std::uint32_t i : cull.shown) {
      const model::SceneEdge& e = s.edges[i];
      draw_one(e.from, e.to, e.edge, 0, e.bends, e.on_path);
    }
    drawn_.edges_hidden = cull.hidden;
    drawn_.edges_in_view = cull.shown.size() + cull.hidden;
  }
}

namespace {

// A node's box in its fill: a group's folded moves as a stack of cards behind
// it, and a ring when it is on the line under discussion.
void draw_node_box(const CanvasFrame& f, const model::SceneNode& n, ImVec2 p0, ImVec2 p1, ImU32 fill, float rounding) {
  if (n.group > 0) {
    // A stack of cards: the folded moves.
    for (int k = 2; k >= 1; --k) {
      const float d = static_cast<float>(k) * 3.0f;
      f.dl->AddRectFilled(ImVec2(p0.x + d, p0.y - d), ImVec2(p1.x + d, p1.y - d), (fill & 0x00FFFFFFu) | 0x70000000u,
                          rounding);
    }
  }
  f.dl->AddRectFilled(p0, p1, fill, rounding);
  if (n.on_path)
    f.dl->AddRect(p0, p1, theme::kHighlight, rounding, 0, static_cast<float>(std::clamp(f.zoom * 0.06, 2.0, 4.0)));
}

}  // namespace

void TreePanel::draw_nodes(const CanvasFrame& f) {
  const model::Scene& s = view().scene();
  // Rounded corners only on boxes big enough for a label: a rounded box is an
  // anti-aliased polygon of ~46 triangles, a square one 2, and a zoomed-out DAG
  // shows a thousand boxes whose corners no one can see.
  const float rounding = f.lod == model::Lod::Label ? static_cast<float>(std::min(f.zoom * 0.1, 8.0)) : 0.0f;
  const NodeId sel_pos = has_selection_ ? selected() : kNoNode;
  const model::PathResult sel = has_selection_ ? view().select_path(selected_) : model::PathResult{};
  const std::uint32_t sel_id = sel.ok() ? sel.node : model::kNone;
  const bool name_items = f.lod == model::Lod::Label || f.lod == model::Lod::Letter;
  std::size_t named = 0;
  for (const model::DrawItem& item : cache_.items) {
    const model::SceneNode& n = s.nodes[item.node];
    ImVec2 p0(f.origin.x + static_cast<float>(item.screen.x0), f.origin.y + static_cast<float>(item.screen.y0));
    ImVec2 p1(f.origin.x + static_cast<float>(item.screen.x1), f.origin.y + static_cast<float>(item.screen.y1));
    ++drawn_.items;
    if (item.lod == model::Lod::Block) {
      f.dl->AddRectFilled(p0, ImVec2(std::max(p1.x, p0.x + 1.5f), std::max(p1.y, p0.y + 2)),
                          theme::outcome_color(block_outcome(item)));
      continue;
    }
    const Outcome o = shown(n.position);
    ImU32 fill = theme::outcome_color(o);
    if (n.repeat) fill = (fill & 0x00FFFFFFu) | 0xA0000000u;  // repeats are drawn faded
    // The head's wordings, long to short: once a node and frame, for the box's width and its texts.
    std::vector<std::string> heads;
    if (item.lod != model::Lod::Dot) heads = model::graph_head_texts(*graph_, n, o, badge ? badge(n.position) : std::string());
    if (model::label_in_head(*graph_)) widen_to_label(f, heads, p0, p1);
    draw_node_box(f, n, p0, p1, fill, rounding);
    const bool selected = s.tree ? n.view_id == sel_id && sel_id != model::kNone
                                 : has_selection_ && n.position == sel_pos;
    if (selected && n.group == 0) {
      f.dl->AddRect(ImVec2(p0.x - 3, p0.y - 3), ImVec2(p1.x + 3, p1.y + 3), theme::ink(), rounding, 0, 2.5f);  // the theme's text colour: white on dark, ink on white
      record_item("tree.selected", {p0.x, p0.y, p1.x - p0.x, p1.y - p0.y});  // the selected box, by its role (a slide's "about")
    }
    if (n.position == focus && n.group == 0)
      f.dl->AddRect(ImVec2(p0.x - 6, p0.y - 6), ImVec2(p1.x + 6, p1.y + 6), theme::kHighlight, rounding + 4, 0, 4.0f);
    // Boxes block edge labels.
    f.placer->block({p0.x - f.origin.x, p0.y - f.origin.y, p1.x - f.origin.x, p1.y - f.origin.y});
    if (name_items && named < 4000) {
      ++named;
      record_item(item_name(n.group > 0 ? "tree.group" : "tree.node", item.node),
                  {p0.x, p0.y, p1.x - p0.x, p1.y - p0.y});
    }
    draw_expander(f, n, item.node, p0, p1, name_items && named < 4000);
    if (item.lod == model::Lod::Dot) continue;
    const std::string texts = draw_node_texts(f, item, std::move(heads), fill, p0, p1);
    const bool inside = item.screen.x0 >= 0 && item.screen.y0 >= 0 && item.screen.x1 <= f.size.x && item.screen.y1 <= f.size.y;
    if (inside && !texts.empty() && drawn_.node_texts.size() < kNodeTextsReported) drawn_.node_texts.push_back(texts);
  }
}

// The expander under the box: + shows the moves, − hides them. The last
// frame's expanders take clicks (handle_clicks) and block edge labels; `name`:
// recorded as an item for the automation too.
void TreePanel::draw_expander(const CanvasFrame& f, const model::SceneNode& n, std::uint32_t scene_index, ImVec2 p0,
                              ImVec2 p1, bool name) {
  const double line_h = ImGui::GetTextLineHeight();
  const float radius = static_cast<float>(std::clamp(line_h * 0.42, 6.0, 11.0));
  if (!((n.expandable || n.expanded) && n.group == 0 && f.gap_px >= 2 * radius + 8)) return;
  const ImVec2 c((p0.x + p1.x) / 2, p1.y + radius + 3);
  const ImU32 ring = IM_COL32(0xB0, 0xB4, 0xB8, 0xFF);
  f.dl->AddCircleFilled(c, radius, IM_COL32(0x30, 0x33, 0x37, 0xFF));
  f.dl->AddCircle(c, radius, ring, 0, 1.5f);
  const float a = radius * 0.55f;
  f.dl->AddLine(ImVec2(c.x - a, c.y), ImVec2(c.x + a + 1, c.y), IM_COL32_WHITE, 2);
  if (!n.expanded) f.dl->AddLine(ImVec2(c.x, c.y - a), ImVec2(c.x, c.y + a + 1), IM_COL32_WHITE, 2);
  const model::Rect r{c.x - radius - 2 - f.origin.x, c.y - radius - 2 - f.origin.y, c.x + radius + 2 - f.origin.x,
                      c.y + radius + 2 - f.origin.y};
  drawn_.expanders.push_back({r, scene_index});
  f.placer->block(r);
  if (name)
    record_item(item_name("tree.expander", scene_index),
                {static_cast<float>(r.x0 + f.origin.x), static_cast<float>(r.y0 + f.origin.y),
                 static_cast<float>(r.width()), static_cast<float>(r.height())});
}

void TreePanel::widen_to_label(const CanvasFrame& f, std::span<const std::string> heads, ImVec2& p0, ImVec2& p1) const {
  // Padding: the texts' 2 px a side (draw_node_texts), and half a pixel of slack.
  const model::GrownBox grown = model::grow_to_fit(heads, p1.x - p0.x, model::kTreeBoxMost * f.zoom, 2.5, text_width);
  if (grown.width <= p1.x - p0.x) return;
  const float cx = (p0.x + p1.x) / 2, half = static_cast<float>(grown.width / 2);
  p0.x = cx - half;
  p1.x = cx + half;
}

// Texts, from long to short wordings; nothing is drawn past the box. The head
// (letter, remoteness, badge), and the position's label under it when the box
// has room for two lines.
std::string TreePanel::draw_node_texts(const CanvasFrame& f, const model::DrawItem& item, std::vector<std::string> heads,
                                       ImU32 fill, ImVec2 p0, ImVec2 p1) const {
  const model::SceneNode& n = view().scene().nodes[item.node];
  const GraphNode& g = graph_->nodes[n.position];
  const double line_h = ImGui::GetTextLineHeight();
  const ImU32 ink = theme::text_on(fill | 0xFF000000u);
  const double room = (p1.x - p0.x) - (model::label_in_head(*graph_) ? 4 : 8);  // a label-in-head box is widened to it
  if (model::label_in_head(*graph_) && !heads.empty()) heads.push_back(model::elide(heads[0], room, text_width));
  const int h = model::fit_first(heads, room, text_width);
  const bool two_lines = item.lod == model::Lod::Label && n.group == 0 && (p1.y - p0.y) >= 2 * line_h + 4 &&
                         !model::label_in_head(*graph_);
  std::string label = two_lines ? model::elide(g.label, room, text_width) : std::string();
  const double block_h = line_h * (label.empty() ? 1 : 2);
  double y = (p0.y + p1.y - block_h) / 2;
  const float cx = (p0.x + p1.x) / 2;
  std::string drawn;
  auto put = [&](const std::string& t) {
    drawn += (drawn.empty() ? "" : "\n") + t;
    const double w = text_width(t);
    const ImVec2 at(static_cast<float>(cx - w / 2), static_cast<float>(y));
    f.dl->AddText(at, ink, t.c_str());
    f.texts->push_back({at.x - f.origin.x, at.y - f.origin.y, at.x + w - f.origin.x, at.y + line_h - f.origin.y});
    y += line_h;
  };
  if (h >= 0 && (p1.y - p0.y) >= line_h) put(heads[static_cast<std::size_t>(h)]);
  if (!label.empty()) put(label);
  return drawn;
}

// Says so when the DAG's edges were thinned (cull_dag_edges), top left.
void TreePanel::draw_edges_note(const CanvasFrame& f) {
  if (drawn_.edges_hidden == 0) return;
  const std::string text = i18n::tr_fmt("tree.edges_thinned", text::grouped(drawn_.edges_in_view - drawn_.edges_hidden),
                                        text::grouped(drawn_.edges_in_view));
  const float pad = 6;
  const float wrap = std::max(120.0f, f.size.x * 0.6f);
  const ImVec2 ts = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap);
  const ImVec2 p0(f.origin.x + 8, f.origin.y + 8);
  const ImVec2 p1(p0.x + ts.x + 2 * pad, p0.y + ts.y + 2 * pad);
  f.dl->AddRectFilled(p0, p1, theme::u32(theme::colors().popup_bg, 0.91f), 4);
  f.dl->AddText(nullptr, 0.0f, ImVec2(p0.x + pad, p0.y + pad), theme::ink(), text.c_str(), nullptr, wrap);
  record_item("tree.edgesNote", {p0.x, p0.y, p1.x - p0.x, p1.y - p0.y});
}

}  // namespace gtl::app
