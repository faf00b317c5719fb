// The tree panel's widgets: the inspector column beside the canvas, the
// "Game tree" section of the controls panel, and the node context menu.
#include <algorithm>
#include <string>

#include "app/item_registry.hpp"
#include "app/theme.hpp"
#include "app/ui_tree.hpp"
#include "imgui.h"
#include "model/proof.hpp"

namespace gtl::app {

void TreePanel::draw_inspector() {
  if (!graph_) return;
  const model::ViewCounters c = view().counters();
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("SIZES");
  ImGui::Text("shown: %llu nodes, %llu edges", static_cast<unsigned long long>(c.visible_nodes),
              static_cast<unsigned long long>(c.visible_edges));
  ImGui::Text("positions (DAG): %llu, moves %llu", static_cast<unsigned long long>(c.graph_positions),
              static_cast<unsigned long long>(c.graph_edges));
  ImGui::Text("game tree nodes: %s%s", c.tree_nodes.to_string().c_str(), c.tree_nodes.exact ? "" : " (approx.)");
  ImGui::Separator();
  ImGui::TextDisabled(has_selection_ ? "SELECTED" : "CURRENT POSITION");
  const NodeId p = selected();
  if (p == kNoNode) {
    ImGui::TextWrapped("Click a node to inspect it; double-click or use + / − under it to expand or collapse; "
                       "right-click for more. Drag to pan, wheel to zoom, F to fit, C to centre on the focus.");
    ImGui::PopTextWrapPos();
    return;
  }
  const GraphNode& g = graph_->nodes[p];
  ImGui::TextWrapped("%s", g.description.c_str());
  if (outcome_view && shown(p) == Outcome::Unknown) {
    ImGui::TextDisabled("The outcome is hidden until it is decided.");
    ImGui::PopTextWrapPos();
    return;
  }
  ImGui::TextColored(theme::outcome_color_vec(g.outcome), "%s (%c) for the player to move; %u %s to the end",
                     std::string(word(g.outcome)).c_str(), letter(g.outcome), g.remoteness,
                     g.remoteness == 1 ? "ply" : "plies");
  // The proof in one sentence; the whole proof in the teaching panel.
  ImGui::TextWrapped("%s", model::explain(*graph_, p).c_str());
  ImGui::Separator();
  ImGui::TextDisabled("MOVES (best first)");
  for (const GraphEdge* e = graph_->begin_edges(p); e != graph_->end_edges(p); ++e) {
    const Outcome co = shown(e->child);
    ImGui::PushID(static_cast<int>(e - graph_->edges.data()));
    ImGui::TextColored(theme::outcome_color_vec(flip(co)), "%s", e->label.c_str());
    ImGui::SameLine(ImGui::GetFontSize() * 4.5f);
    if (co == Outcome::Unknown) ImGui::TextDisabled("-> not decided yet");
    else ImGui::Text("-> opponent %c in %u", letter(co), graph_->nodes[e->child].remoteness);
    ImGui::PopID();
  }
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  if (ImGui::Button("Jump the game here") && on_jump) on_jump(focus_line());
  track_item("tree.jump");
}

void TreePanel::draw_context_menu() {
  if (!ImGui::BeginPopup("tree-node-menu")) return;
  const model::PathResult at = view().select_path(menu_line_);
  const bool ok = graph_ && at.ok();
  if (!ok) {
    ImGui::TextDisabled("This node is no longer shown.");
  } else {
    const model::SceneNode* n = nullptr;
    if (const std::uint32_t i = view().scene().find(at.node); i != model::kNone) n = &view().scene().nodes[i];
    ImGui::TextDisabled("%s", graph_->nodes[n ? n->position : graph_->root()].label.c_str());
    if (ImGui::MenuItem("Expand one level", nullptr, false, n && n->expandable)) apply(view().expand(at.node));
    track_item("tree.menu.expand");
    if (ImGui::MenuItem("Collapse", nullptr, false, n && n->expanded)) apply(view().collapse(at.node));
    track_item("tree.menu.collapse");
    const std::string depth = "Expand " + std::to_string(expand_depth_) + (expand_depth_ == 1 ? " level" : " levels");
    if (ImGui::MenuItem(depth.c_str()))
      apply(view().expand_to_depth(at.node, static_cast<std::uint32_t>(expand_depth_)));
    track_item("tree.menu.depth");
    if (ImGui::MenuItem("Perfect-play line from here")) apply(view().expand_principal_variation(at.node));
    track_item("tree.menu.pv");
    if (ImGui::MenuItem("Jump the game here") && on_jump) on_jump(menu_line_);
    track_item("tree.menu.jump");
  }
  ImGui::EndPopup();
}

void TreePanel::draw_controls() {
  if (!ImGui::CollapsingHeader("Game tree", ImGuiTreeNodeFlags_DefaultOpen)) return;
  int m = mode_ == TreeMode::Tree ? 0 : 1;
  if (ImGui::RadioButton("Tree", m == 0)) m = 0;
  track_item("tree.mode.tree");
  ImGui::SameLine();
  if (ImGui::RadioButton("DAG", m == 1)) m = 1;
  track_item("tree.mode.dag");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Every position once: transpositions merged.");
  set_mode(m == 0 ? TreeMode::Tree : TreeMode::Dag);
  bool group = grouping_;
  if (ImGui::Checkbox("Group same-outcome moves", &group)) set_grouping(group);
  track_item("tree.group");
  // Expansion works from the selected node when there is one.
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.5f);
  ImGui::InputInt("##depth", &expand_depth_);
  expand_depth_ = std::clamp(expand_depth_, 1, 64);
  ImGui::SameLine();
  if (ImGui::Button(has_selection_ && !selected_.empty() ? "Expand here" : "Expand to depth")) {
    if (apply(view().expand_to_depth(command_root(), static_cast<std::uint32_t>(expand_depth_)))) want_fit_ = true;
  }
  track_item("tree.expand");
  if (ImGui::Button("Perfect play")) {
    if (apply(view().expand_principal_variation(command_root()))) want_fit_ = true;
  }
  track_item("tree.expandPV");
  ImGui::SameLine();
  if (ImGui::Button("Collapse all")) {
    view().collapse_all();
    view().reveal_path(line_);
    if (apply({})) want_fit_ = true;
  }
  track_item("tree.collapseAll");
  if (ImGui::Button("Fit")) want_fit_ = true;
  track_item("tree.fit");
  ImGui::SameLine();
  if (ImGui::Button("Centre")) {
    user_view_ = false;
    want_glide_ = force_glide_ = true;
  }
  track_item("tree.centre");
}

}  // namespace gtl::app
