// Pan and zoom: the map between world coordinates (layout units: x in node
// widths, y in world units) and screen pixels. Uniform zoom, y down.
#pragma once

namespace gtl::model {

struct Vec2 {
  double x = 0, y = 0;
};

struct Rect {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // x0 <= x1, y0 <= y1

  double width() const { return x1 - x0; }
  double height() const { return y1 - y0; }
  Vec2 centre() const { return {(x0 + x1) / 2, (y0 + y1) / 2}; }
  // Closed intervals: touching counts, so nothing on the border is culled.
  bool intersects(const Rect& o) const {
    return x0 <= o.x1 && o.x0 <= x1 && y0 <= o.y1 && o.y0 <= y1;
  }
};

struct ZoomRange {
  double min = 1e-4;  // pixels per world unit
  double max = 400;
};

class Viewport {
 public:
  Viewport() = default;
  Viewport(Vec2 origin, double zoom) : origin_(origin), zoom_(zoom) {}

  Vec2 origin() const { return origin_; }  // world point at the screen's top-left
  double zoom() const { return zoom_; }     // pixels per world unit

  Vec2 world_to_screen(Vec2 w) const { return {(w.x - origin_.x) * zoom_, (w.y - origin_.y) * zoom_}; }
  Vec2 screen_to_world(Vec2 s) const { return {origin_.x + s.x / zoom_, origin_.y + s.y / zoom_}; }
  Rect world_to_screen(const Rect& r) const;
  // The part of the world a screen of this size shows.
  Rect visible_world(Vec2 screen_size) const;

  void pan_pixels(Vec2 delta);  // drag: the world moves with the mouse
  // Mouse wheel: multiply the zoom by `factor` (clamped to the range) while
  // the world point under `cursor` stays under it.
  void zoom_at(Vec2 cursor, double factor, ZoomRange range = {});
  // Fit `world` into the screen minus a margin (pixels), centred.
  void fit(const Rect& world, Vec2 screen_size, double margin_px = 20, ZoomRange range = {});
  // Keep the zoom, put `world_point` at the screen's centre.
  void centre_on(Vec2 world_point, Vec2 screen_size);
  // Fit that never makes the drawing unreadable: the zoom is the one that fits
  // `world`, but at least `range.min` (the smallest readable node) and at most
  // `range.max`. Along an axis where the drawing is then larger than the
  // screen, the view frames `focus` (centred on it, kept inside the drawing);
  // vertically it keeps the top row in view when the focus allows it.
  // Returns true when part of the drawing is outside the view (an overview
  // should show the rest).
  bool fit_readable(const Rect& world, const Rect& focus, Vec2 screen_size, double margin_px, ZoomRange range);

 private:
  Vec2 origin_{0, 0};
  double zoom_ = 1;
};

}  // namespace gtl::model
