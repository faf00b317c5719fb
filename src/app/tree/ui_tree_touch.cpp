// The tree panel on touch screens: the gestures of model::TouchGestures
// (pan, pinch, tap, double tap, press and hold) applied to the canvas, and a
// tap's target grown to at least 44×44 px.
#include <algorithm>
#include <cmath>

#include "app/kit/item_registry.hpp"
#include "app/kit/theme.hpp"
#include "app/tree/ui_tree.hpp"
#include "app/tree/ui_tree_frame.hpp"
#include "imgui.h"
#include "model/i18n.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;
using namespace tree_frame;

// Touch: the gestures of model::TouchGestures, applied in order. A gesture
// belongs to the canvas when it began over it, with nothing (a popup, the
// overview, another window) in between: ImGui's hover says so in the frame the
// first finger's press arrives, as SDL moves ImGui's mouse to that finger then
// (and ImGui's backend holds the press itself back a frame, so hover comes first).
void TreePanel::handle_touch(const CanvasFrame& f) {
  const ImGuiIO& io = ImGui::GetIO();
  std::size_t done = 0;
  for (; done < touch_.queue.size(); ++done) {
    const model::Gesture& g = touch_.queue[done];
    const model::Vec2 at{g.x - f.origin.x, g.y - f.origin.y};
    if (g.kind == model::GestureKind::Begin) {
      const bool caught_up = std::abs(io.MousePos.x - g.x) <= 2 && std::abs(io.MousePos.y - g.y) <= 2;
      if (!caught_up && touch_.wait < 3) {  // ImGui still trickles older input: decide in a later frame
        ++touch_.wait;
        break;
      }
      touch_.wait = 0;
      const bool inside = at.x >= 0 && at.y >= 0 && at.x < f.size.x && at.y < f.size.y;
      const bool over_overview = overview_.shown && at.x >= overview_.rect.x0 && at.x <= overview_.rect.x1 &&
                                 at.y >= overview_.rect.y0 && at.y <= overview_.rect.y1;
      touch_.owned = inside && f.hovered && !over_overview;
      tip_.shown = false;  // a tap's tooltip stays until the next touch
      continue;
    }
    if (g.kind == model::GestureKind::End || !touch_.owned) continue;
    switch (g.kind) {
      case model::GestureKind::Tap: touch_tap(f, at, false); break;
      case model::GestureKind::DoubleTap: touch_tap(f, at, true); break;
      case model::GestureKind::LongPress: touch_menu(at); break;
      case model::GestureKind::Pan:
        viewport_.pan_pixels({g.dx, g.dy});
        break;
      case model::GestureKind::Pinch:
        // The centre's move pans, then the zoom keeps the world point under the centre.
        viewport_.pan_pixels({g.dx, g.dy});
        viewport_.zoom_at(at, g.scale, kZoom);
        break;
      default: break;
    }
    if (g.kind == model::GestureKind::Pan || g.kind == model::GestureKind::Pinch) {
      auto_view_.user_moved = true;
      glide_.active = false;
    }
    touch_.last = model::gesture_name(g.kind);
    ++touch_.count;
  }
  touch_.queue.erase(touch_.queue.begin(), touch_.queue.begin() + static_cast<std::ptrdiff_t>(done));
}

// A tap does what a click does (an expander toggles, a group opens, a node is
// selected) and shows the node's tooltip; a double tap toggles the node as a
// double-click does (on an expander it is one more tap, as two clicks are).
void TreePanel::touch_tap(const CanvasFrame& f, model::Vec2 at, bool twice) {
  (void)f;
  const model::Scene& s = view().scene();
  for (const Expander& e : drawn_.expanders)
    if (at.x >= e.rect.x0 && at.x <= e.rect.x1 && at.y >= e.rect.y0 && at.y <= e.rect.y1) {
      if (e.node < s.nodes.size()) expand_node(e.node);
      return;
    }
  int hit = hit_test(viewport_.screen_to_world(at));
  if (hit < 0) {
    // No shape under the finger: the nearest node or expander whose hit area
    // (its drawn shape grown to kTouchTarget px each way) holds the tap.
    const auto grown = [](model::Rect r) {
      const double gx = std::max(0.0, (kTouchTarget - r.width()) / 2), gy = std::max(0.0, (kTouchTarget - r.height()) / 2);
      return model::Rect{r.x0 - gx, r.y0 - gy, r.x1 + gx, r.y1 + gy};
    };
    double best = 1e300;
    int node = -1, expander = -1;
    const auto consider = [&](model::Rect r, int n, bool is_expander) {
      const model::Rect g = grown(r);
      if (at.x < g.x0 || at.x > g.x1 || at.y < g.y0 || at.y > g.y1) return;
      const double dx = at.x - (r.x0 + r.x1) / 2, dy = at.y - (r.y0 + r.y1) / 2, d = dx * dx + dy * dy;
      if (d >= best) return;
      best = d;
      node = is_expander ? -1 : n;
      expander = is_expander ? n : -1;
    };
    for (const Expander& e : drawn_.expanders) consider(e.rect, static_cast<int>(e.node), true);
    for (const model::DrawItem& item : cache_.items)
      if (item.lod != model::Lod::Block && item.count == 1) consider(item.screen, static_cast<int>(item.node), false);
    if (expander >= 0) {
      if (static_cast<std::size_t>(expander) < s.nodes.size()) expand_node(static_cast<std::uint32_t>(expander));
      return;
    }
    if (node < 0 || static_cast<std::size_t>(node) >= s.nodes.size()) return;
    hit = node;
  }
  const std::uint32_t i = static_cast<std::uint32_t>(hit);
  const bool group = s.nodes[i].group > 0;
  std::vector<std::int64_t> line = view().path_of(s.nodes[i].view_id);
  if (twice || group) expand_node(i);
  else select_line(line);
  if (!group) {
    tip_.shown = true;
    tip_.mode = mode_;
    tip_.line = std::move(line);
  }
}

// A long press opens the node's menu, as a right-click does.
void TreePanel::touch_menu(model::Vec2 at) {
  const int hit = hit_test(viewport_.screen_to_world(at));
  if (hit < 0) return;
  const model::SceneNode& n = view().scene().nodes[static_cast<std::size_t>(hit)];
  menu_.node = n.view_id;
  menu_.line = view().path_of(n.view_id);
  if (n.group == 0) select_line(menu_.line);
  ImGui::OpenPopup("tree-node-menu");
}

}  // namespace gtl::app
