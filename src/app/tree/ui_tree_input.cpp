// The tree panel canvas's input from the mouse and the keys: select,
// double-click, expanders, the context menu, pan and zoom (wheel, drag,
// pinch), the view keys, and a drag in the overview. Touch gestures are
// ui_tree_touch.cpp's; the drawing is ui_tree_canvas.cpp's.
#include <algorithm>
#include <cmath>

#include "app/kit/key_presses.hpp"
#include "app/kit/item_registry.hpp"
#include "app/tree/ui_tree.hpp"
#include "app/tree/ui_tree_frame.hpp"
#include "imgui.h"
#include "model/i18n.hpp"

namespace gtl::app {

using namespace tree_frame;

void TreePanel::handle_input(const CanvasFrame& f) {
  const ImGuiIO& io = ImGui::GetIO();
  handle_touch(f);
  // SDL turns the first finger into a mouse too: with touch, the gestures above
  // pan, select and open menus, and the mouse's drag and clicks are left alone.
  const bool touch = io.MouseSource == ImGuiMouseSource_TouchScreen;
  if (drag_overview(f)) return;
  pan_and_zoom(f, touch);
  if (f.hovered && !io.WantTextInput) handle_view_keys(f);
  if (!f.hovered || touch) return;
  handle_clicks(f);
}

// The overview: press or drag in it to move the view there. True while such a
// drag goes on (the canvas then takes no other input).
bool TreePanel::drag_overview(const CanvasFrame& f) {
  const bool over_overview = overview_.shown && f.mouse.x >= overview_.rect.x0 && f.mouse.x <= overview_.rect.x1 &&
                             f.mouse.y >= overview_.rect.y0 && f.mouse.y <= overview_.rect.y1;
  if (f.hovered && over_overview && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) overview_.drag = true;
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) overview_.drag = false;
  if (!overview_.drag) return false;
  const model::Scene& sc = view().scene();
  const model::Rect world = model::layout_world_bounds({sc.rows, sc.xs}, kGeometry);
  model::Viewport mini;
  mini.fit(world, {overview_.rect.width(), overview_.rect.height()}, 4);
  const model::Vec2 w = mini.screen_to_world({f.mouse.x - overview_.rect.x0, f.mouse.y - overview_.rect.y0});
  viewport_.centre_on(w, {f.size.x, f.size.y});
  auto_view_.user_moved = true;
  glide_.active = false;
  return true;
}

// Drag pans; wheel (or trackpad pinch, which browsers send as wheel) zooms at the cursor.
void TreePanel::pan_and_zoom(const CanvasFrame& f, bool touch) {
  const ImGuiIO& io = ImGui::GetIO();
  if (!touch && ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 3)) {
    viewport_.pan_pixels({io.MouseDelta.x, io.MouseDelta.y});
    auto_view_.user_moved = true;
    glide_.active = false;
  }
  if (pinch_.factor != 1) {
    if (pinch_.x >= f.origin.x && pinch_.y >= f.origin.y && pinch_.x < f.origin.x + f.size.x &&
        pinch_.y < f.origin.y + f.size.y) {
      viewport_.zoom_at({pinch_.x - f.origin.x, pinch_.y - f.origin.y}, pinch_.factor, kZoom);
      auto_view_.user_moved = true;
    }
    pinch_.factor = 1;
  }
  if (f.hovered && io.MouseWheel != 0) {
    viewport_.zoom_at(f.mouse, std::pow(1.15, io.MouseWheel), kZoom);
    auto_view_.user_moved = true;
    glide_.active = false;
  }
}

// The hovered canvas's keys: + and - zoom about its middle; F fits and C
// centres on the focus when single-key shortcuts are on.
void TreePanel::handle_view_keys(const CanvasFrame& f) {
  for (int i = keys::presses(ImGuiKey_Equal) + keys::presses(ImGuiKey_KeypadAdd); i > 0; --i) {
    viewport_.zoom_at({f.size.x / 2, f.size.y / 2}, 1.25, kZoom);
    auto_view_.user_moved = true;
  }
  for (int i = keys::presses(ImGuiKey_Minus) + keys::presses(ImGuiKey_KeypadSubtract); i > 0; --i) {
    viewport_.zoom_at({f.size.x / 2, f.size.y / 2}, 0.8, kZoom);
    auto_view_.user_moved = true;
  }
  if (single_keys && ImGui::IsKeyPressed(ImGuiKey_F, false)) auto_view_.fit = true;
  if (single_keys && ImGui::IsKeyPressed(ImGuiKey_C, false)) {
    auto_view_.user_moved = false;
    glide_to_focus(f.size.x, f.size.y, true);
  }
}

// The mouse's clicks on the hovered canvas: an expander opens or closes its
// node, a click selects a node (or opens a group), a double-click opens or
// closes it, a right click opens its menu.
void TreePanel::handle_clicks(const CanvasFrame& f) {
  const ImGuiIO& io = ImGui::GetIO();
  const model::Scene& s = view().scene();
  // Expanders (last frame's) take the click before the node under them.
  int expander = -1;
  for (const Expander& e : drawn_.expanders)
    if (f.mouse.x >= e.rect.x0 && f.mouse.x <= e.rect.x1 && f.mouse.y >= e.rect.y0 && f.mouse.y <= e.rect.y1)
      expander = static_cast<int>(e.node);
  const bool click = ImGui::IsMouseReleased(ImGuiMouseButton_Left) &&
                     io.MouseDragMaxDistanceSqr[ImGuiMouseButton_Left] < 9.0f;
  if (expander >= 0) {
    if (click && static_cast<std::size_t>(expander) < s.nodes.size()) expand_node(static_cast<std::uint32_t>(expander));
    return;
  }
  const int hit = hit_test(viewport_.screen_to_world(f.mouse));
  if (hit < 0) return;
  const model::SceneNode& n = s.nodes[static_cast<std::size_t>(hit)];
  // ImGui reports a double-click on the frame of the second press. Presses
  // that follow quickly count on (3, 4, ...): every second one toggles again,
  // so two double-clicks in a row open and close a node.
  const int presses = io.MouseClickedCount[ImGuiMouseButton_Left];
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && presses >= 2 && presses % 2 == 0) {
    expand_node(static_cast<std::uint32_t>(hit));
    return;
  }
  if (click) {
    if (n.group > 0) expand_node(static_cast<std::uint32_t>(hit));  // a group opens on click
    else select_line(view().path_of(n.view_id));
  }
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Right)) {
    menu_.node = n.view_id;
    menu_.line = view().path_of(n.view_id);
    if (n.group == 0) select_line(menu_.line);
    ImGui::OpenPopup("tree-node-menu");
  }
}

}  // namespace gtl::app
