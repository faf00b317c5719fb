// The tree panel's overview: the whole drawing in miniature in a corner that
// covers no node, with the view's frame; dragging it moves the view.
#include <algorithm>
#include <cmath>
#include <optional>

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

std::optional<model::Rect> TreePanel::overview_place(const CanvasFrame& f, double w, double h) const {
  const auto covers = [&](const model::Rect& r) {
    const auto meets = [&r](const model::Rect& b) { return b.x0 < r.x1 + 4 && r.x0 - 4 < b.x1 && b.y0 < r.y1 + 4 && r.y0 - 4 < b.y1; };
    // The placer holds this frame's node boxes, expanders and move labels (canvas pixels).
    return std::any_of(cache_.items.begin(), cache_.items.end(), [&](const model::DrawItem& i) { return meets(i.screen); }) ||
           (f.placer && std::any_of(f.placer->placed().begin(), f.placer->placed().end(), meets));
  };
  const double W = f.size.x, H = f.size.y, m = 10;
  for (const double k : {1.0, 0.6}) {
    const double cw = w * k, ch = std::max(h * k, 30.0);
    const model::Rect corners[] = {{W - cw - m, H - ch - m, W - m, H - m},
                                   {m, H - ch - m, m + cw, H - m},
                                   {W - cw - m, m, W - m, m + ch},
                                   {m, m, m + cw, m + ch}};
    for (const model::Rect& c : corners)
      if (!covers(c)) return c;
  }
  return std::nullopt;
}

void TreePanel::draw_overview(const CanvasFrame& f) {
  const model::Scene& s = view().scene();
  overview_.shown = false;
  overview_.hidden = false;
  if (s.nodes.size() < 2) return;
  const model::Rect world = model::layout_world_bounds({s.rows, s.xs}, kGeometry);
  const model::Rect seen = viewport_.visible_world({f.size.x, f.size.y});
  const bool inside = world.x0 >= seen.x0 && world.x1 <= seen.x1 && world.y0 >= seen.y0 && world.y1 <= seen.y1;
  if (inside || f.size.x < 240 || f.size.y < 160) return;
  // Bottom right, the drawing's aspect inside at most 30% × 40% of the canvas.
  const double max_w = std::min(300.0, f.size.x * 0.3), max_h = std::min(170.0, f.size.y * 0.4);
  const double aspect = std::max(world.width(), 1e-9) / std::max(world.height(), 1e-9);
  double w = max_w, h = max_w / aspect;
  if (h > max_h) h = max_h, w = std::max(max_h * aspect, 60.0);
  h = std::max(h, 40.0);
  // Bottom right, else the first other corner where it covers nothing drawn
  // this frame: no node, no move label (tic-tac-toe's lie under its corner at
  // 1280×720), no expander; then the same at 60 %. Where every place would
  // cover something, it is not drawn at all.
  const std::optional<model::Rect> free = overview_place(f, w, h);
  overview_.hidden = !free;
  if (!free) return;
  w = free->width();
  h = free->height();
  overview_.rect = *free;
  overview_.shown = true;
  const ImVec2 o0(f.origin.x + static_cast<float>(overview_.rect.x0), f.origin.y + static_cast<float>(overview_.rect.y0));
  const ImVec2 o1(f.origin.x + static_cast<float>(overview_.rect.x1), f.origin.y + static_cast<float>(overview_.rect.y1));
  record_item("tree.overview", {o0.x, o0.y, o1.x - o0.x, o1.y - o0.y});
  f.dl->AddRectFilled(o0, o1, theme::u32(theme::colors().popup_bg, 0.91f), 4);
  f.dl->AddRect(o0, o1, theme::u32(theme::colors().border), 4, 0, 1.5f);
  model::Viewport mini;
  mini.fit(world, {w, h}, 4);
  // The whole drawing folded to its shape (blocks), coloured by outcome.
  const auto items = model::cull_nodes({s.rows, s.xs}, mini, {w, h}, kGeometry, {1e9, 1e9, 1e9});
  for (const model::DrawItem& item : items) {
    const ImVec2 p0(o0.x + static_cast<float>(item.screen.x0), o0.y + static_cast<float>(item.screen.y0));
    const ImVec2 p1(o0.x + static_cast<float>(item.screen.x1), o0.y + static_cast<float>(item.screen.y1));
    f.dl->AddRectFilled(p0, ImVec2(std::max(p1.x, p0.x + 1.5f), std::max(p1.y, p0.y + 2)),
                        theme::outcome_color(block_outcome(item)));
  }
  // The line under discussion, and the window the canvas shows.
  for (const model::SceneNode& n : s.nodes) {
    if (!n.on_path) continue;
    const model::Vec2 c = mini.world_to_screen(model::Vec2{n.x, n.row * kGeometry.row_spacing});
    f.dl->AddCircleFilled(ImVec2(o0.x + static_cast<float>(c.x), o0.y + static_cast<float>(c.y)), 3, theme::kHighlight);
  }
  const model::Rect v = mini.world_to_screen(seen);
  f.dl->PushClipRect(o0, o1, true);
  f.dl->AddRect(ImVec2(o0.x + static_cast<float>(v.x0), o0.y + static_cast<float>(v.y0)),
                ImVec2(o0.x + static_cast<float>(v.x1), o0.y + static_cast<float>(v.y1)), theme::ink(), 0, 0, 2);
  f.dl->PopClipRect();
}

}  // namespace gtl::app
