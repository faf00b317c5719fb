// Named UI element rectangles, so automation (browser tests, lesson scripts) can
// find a widget and click it with the real mouse: window.gtl.itemRect(id).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace gtl::app {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;  // in ImGui coordinates == CSS pixels on the web
};

class ItemRegistry {
 public:
  // Called at the start of a frame: rects of items not drawn this frame disappear.
  void begin_frame() { previous_.swap(current_); current_.clear(); }
  void record(std::string_view id, Rect r) { current_[std::string(id)] = r; }
  // The rect from the latest complete frame (or the current one if already drawn).
  std::optional<Rect> find(std::string_view id) const;

 private:
  std::map<std::string, Rect, std::less<>> current_, previous_;
};

// Records the rect of the last ImGui item under `id` in the app's registry.
void track_item(std::string_view id);
// Records a rect drawn by hand (nodes of the tree canvas) under `id`.
void record_item(std::string_view id, Rect r);

}  // namespace gtl::app
