// The tree panel's widgets: the inspector column beside the canvas, the
// "Game tree" section of the controls panel, and the node context menu.
#include <algorithm>
#include <string>

#include "core/retrograde.hpp"
#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/ui_flow.hpp"
#include "app/kit/item_registry.hpp"
#include "app/kit/theme.hpp"
#include "app/tree/ui_tree.hpp"

#include "imgui.h"
#include "model/i18n.hpp"
#include "model/lesson_words.hpp"  // plies
#include "model/proof.hpp"
#include "model/view_common.hpp"  // outcome_word

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

void TreePanel::draw_inspector() {
  if (!graph_) return;
  const model::ViewCounters c = view().counters();
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s", tr("tree.sizes"));
  ImGui::TextUnformatted(tr_fmt("tree.shown", static_cast<unsigned long long>(c.visible_nodes),
                                static_cast<unsigned long long>(c.visible_edges)).c_str());
  ImGui::TextUnformatted(tr_fmt("tree.positions", static_cast<unsigned long long>(c.graph_positions),
                                static_cast<unsigned long long>(c.graph_edges)).c_str());
  ImGui::TextUnformatted(
      tr_fmt("tree.tree_nodes", c.tree_nodes.to_string(), c.tree_nodes.exact ? "" : tr("tree.approx")).c_str());
  ImGui::Separator();
  ImGui::TextDisabled("%s", tr(has_selection_ ? "tree.selected" : "tree.current"));
  const NodeId p = selected();
  if (p == kNoNode) {
    ImGui::TextWrapped("%s", tr("tree.inspect_help"));
    ImGui::PopTextWrapPos();
    return;
  }
  const GraphNode& g = graph_->nodes[p];
  ImGui::TextWrapped("%s", graph_->description(p).c_str());
  const bool outcomes = graph_->outcomes;  // false: a payoff game, whose description says its payoffs
  if (outcomes && hiding() && shown(p) == Outcome::Unknown) {
    ImGui::TextDisabled("%s", tr("tree.hidden"));
    ImGui::PopTextWrapPos();
    return;
  }
  if (outcomes) {
    ImGui::TextColored(theme::outcome_color_vec(g.outcome), "%s",
                       tr_fmt("tree.outcome_line", model::outcome_word(g.outcome), std::string(1, letter(g.outcome)),
                              model::plies(g.remoteness))
                           .c_str());
    // The proof in one sentence; the whole proof in the teaching panel.
    ImGui::TextWrapped("%s", model::explain(*graph_, p).c_str());
  }
  ImGui::Separator();
  ImGui::TextDisabled("%s", tr(outcomes ? "tree.moves_best" : "tree.moves"));
  // The values start after the widest move name ("take 2 from pile 1"), but no
  // further than 60 % of the panel (a longer name is then overlapped, not the value).
  const float x0 = ImGui::GetCursorPosX();
  float column = ImGui::GetFontSize() * 4.5f;
  for (const GraphEdge* e = graph_->begin_edges(p); e != graph_->end_edges(p); ++e)
    column = std::max(column, ImGui::CalcTextSize(e->label.c_str()).x + ImGui::GetFontSize() * 0.6f);
  column = std::min(column, 0.6f * ImGui::GetContentRegionAvail().x);
  for (const GraphEdge* e = graph_->begin_edges(p); e != graph_->end_edges(p); ++e) {
    const Outcome co = shown(e->child);
    ImGui::PushID(static_cast<int>(e - graph_->edges.data()));
    if (!outcomes) {  // the move, and the position it leads to
      ImGui::TextUnformatted(e->label.c_str());
      ImGui::SameLine(x0 + column);
      ImGui::TextUnformatted(("-> " + graph_->nodes[e->child].label).c_str());
      ImGui::PopID();
      continue;
    }
    ImGui::TextColored(theme::outcome_color_vec(flip(co)), "%s", e->label.c_str());
    ImGui::SameLine(x0 + column);
    if (co == Outcome::Unknown) ImGui::TextDisabled("%s", tr("tree.move_undecided"));
    else if (graph_->nodes[e->child].remoteness >= kInfinitePlay) ImGui::Text("-> %c \u221e", letter(co));
    else if (remoteness_pending(graph_->nodes[e->child].remoteness)) ImGui::Text("-> %c", letter(co));
    else ImGui::TextUnformatted(tr_fmt("tree.move_opponent", std::string(1, letter(co)), graph_->nodes[e->child].remoteness).c_str());
    ImGui::PopID();
  }
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  if (ImGui::Button(tr_id("tree.jump")) && on_jump) on_jump(focus_line());
  track_item("tree.jump");
}

void TreePanel::draw_context_menu() {
  if (!ImGui::BeginPopup("tree-node-menu")) return;
  const model::PathResult at = view().select_path(menu_.line);
  const bool ok = graph_ && at.ok();
  if (!ok) {
    ImGui::TextDisabled("%s", tr("tree.node_gone"));
  } else {
    const model::SceneNode* n = nullptr;
    if (const std::uint32_t i = view().scene().find(at.node); i != model::kNone) n = &view().scene().nodes[i];
    ImGui::TextDisabled("%s", graph_->nodes[n ? n->position : graph_->root()].label.c_str());
    if (ImGui::MenuItem(tr("tree.expand_one"), nullptr, false, n && n->expandable)) apply(view().expand(at.node));
    track_item("tree.menu.expand");
    if (ImGui::MenuItem(tr("tree.collapse"), nullptr, false, n && n->expanded)) apply(view().collapse(at.node));
    track_item("tree.menu.collapse");
    const std::string depth = tr_fmt(expand_depth_ == 1 ? "tree.expand_level" : "tree.expand_levels", expand_depth_);
    // Levels opened at once are fitted into view, as the panel's Expand to depth
    // does (else the new rows lie past the canvas's bottom edge).
    if (ImGui::MenuItem(depth.c_str()) && apply(view().expand_to_depth(at.node, static_cast<std::uint32_t>(expand_depth_))))
      auto_view_.fit = true;
    track_item("tree.menu.depth");
    if (ImGui::MenuItem(tr("tree.pv_here")) && apply(view().expand_principal_variation(at.node))) auto_view_.fit = true;
    track_item("tree.menu.pv");
    if (ImGui::MenuItem(tr("tree.jump")) && on_jump) on_jump(menu_.line);
    track_item("tree.menu.jump");
  }
  ImGui::EndPopup();
}

void TreePanel::draw_controls() {
  if (!collapsing_header_fit(tr_id("tree.header"), ImGuiTreeNodeFlags_DefaultOpen)) return;
  int m = mode_ == TreeMode::Tree ? 0 : 1;
  if (ImGui::RadioButton(tr_id("tree.mode_tree"), m == 0)) m = 0;
  twin_radio_last_item(m == 0);
  track_item("tree.mode.tree");
  same_line_if_fits(check_width(tr_id("tree.mode_dag")), ImGui::GetStyle().ItemSpacing.x);
  if (ImGui::RadioButton(tr_id("tree.mode_dag"), m == 1)) m = 1;
  twin_radio_last_item(m == 1);
  track_item("tree.mode.dag");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("tree.dag_tip"));
  set_mode(m == 0 ? TreeMode::Tree : TreeMode::Dag);
  bool group = grouping_;
  if (checkbox_fit(tr_id("tree.group_moves"), &group)) set_grouping(group);
  track_item("tree.group");
  // Expansion works from the selected node when there is one.
  ImGui::SetNextItemWidth(theme::int_field_width(2, ImGui::GetFontSize() * 5.5f));
  ImGui::InputInt("##depth", &expand_depth_);
  track_item("tree.depth");
  expand_depth_ = std::clamp(expand_depth_, 1, 64);
  twin_value_last_item(std::to_string(expand_depth_));
  const char* expand_label = tr_id(has_selection_ && !selected_.empty() ? "tree.expand_here" : "tree.expand_depth");
  same_line_for_button(expand_label);
  if (ImGui::Button(expand_label)) {
    if (apply(view().expand_to_depth(command_root(), static_cast<std::uint32_t>(expand_depth_)))) auto_view_.fit = true;
  }
  track_item("tree.expand");
  if (ImGui::Button(tr_id("tree.perfect_play"))) {
    if (apply(view().expand_principal_variation(command_root()))) auto_view_.fit = true;
  }
  track_item("tree.expandPV");
  same_line_for_button(tr_id("tree.collapse_all"));
  if (ImGui::Button(tr_id("tree.collapse_all"))) {
    view().collapse_all();
    view().reveal_path(line_);
    if (apply({})) auto_view_.fit = true;
  }
  track_item("tree.collapseAll");
  if (ImGui::Button(tr_id("tree.fit"))) auto_view_.fit = true;
  track_item("tree.fit");
  same_line_for_button(tr_id("tree.centre"));
  if (ImGui::Button(tr_id("tree.centre"))) {
    auto_view_.user_moved = false;
    auto_view_.glide = auto_view_.force_glide = true;
  }
  track_item("tree.centre");
}

}  // namespace gtl::app
