#include "model/viewport.hpp"

#include <algorithm>

namespace gtl::model {

Rect Viewport::world_to_screen(const Rect& r) const {
  const Vec2 a = world_to_screen(Vec2{r.x0, r.y0});
  const Vec2 b = world_to_screen(Vec2{r.x1, r.y1});
  return {a.x, a.y, b.x, b.y};
}

Rect Viewport::visible_world(Vec2 screen_size) const {
  const Vec2 b = screen_to_world(screen_size);
  return {origin_.x, origin_.y, b.x, b.y};
}

void Viewport::pan_pixels(Vec2 delta) {
  origin_.x -= delta.x / zoom_;
  origin_.y -= delta.y / zoom_;
}

void Viewport::zoom_at(Vec2 cursor, double factor, ZoomRange range) {
  const Vec2 anchor = screen_to_world(cursor);
  zoom_ = std::clamp(zoom_ * factor, range.min, range.max);
  // Solve origin so that world_to_screen(anchor) == cursor again.
  origin_ = {anchor.x - cursor.x / zoom_, anchor.y - cursor.y / zoom_};
}

void Viewport::fit(const Rect& world, Vec2 screen_size, double margin_px, ZoomRange range) {
  const double w = std::max(screen_size.x - 2 * margin_px, 1.0);
  const double h = std::max(screen_size.y - 2 * margin_px, 1.0);
  // A single node has no extent: give it a unit so the zoom stays finite.
  const double ww = std::max(world.width(), 1e-9);
  const double wh = std::max(world.height(), 1e-9);
  zoom_ = std::clamp(std::min(w / ww, h / wh), range.min, range.max);
  centre_on(world.centre(), screen_size);
}

void Viewport::centre_on(Vec2 world_point, Vec2 screen_size) {
  origin_ = {world_point.x - screen_size.x / 2 / zoom_, world_point.y - screen_size.y / 2 / zoom_};
}

bool Viewport::fit_readable(const Rect& world, const Rect& focus, Vec2 screen_size, double margin_px,
                            ZoomRange range) {
  const double w = std::max(screen_size.x - 2 * margin_px, 1.0);
  const double h = std::max(screen_size.y - 2 * margin_px, 1.0);
  const double ww = std::max(world.width(), 1e-9);
  const double wh = std::max(world.height(), 1e-9);
  zoom_ = std::clamp(std::min(w / ww, h / wh), range.min, range.max);
  const double m = margin_px / zoom_;
  bool clipped = false;
  // One axis: centre the drawing when it fits, else frame the focus inside it.
  auto axis = [&](double lo, double hi, double flo, double fhi, double screen, bool top_first) {
    const double span = screen / zoom_;
    if (hi - lo + 2 * m <= span) return (lo + hi) / 2 - span / 2;
    clipped = true;
    double o = (flo + fhi) / 2 - span / 2;
    // Prefer the top of the drawing (the start) while the focus stays in view.
    if (top_first && fhi + m <= lo - m + span) o = lo - m;
    return std::clamp(o, lo - m, hi + m - span);
  };
  origin_.x = axis(world.x0, world.x1, focus.x0, focus.x1, screen_size.x, false);
  origin_.y = axis(world.y0, world.y1, focus.y0, focus.y1, screen_size.y, true);
  return clipped;
}

}  // namespace gtl::model
