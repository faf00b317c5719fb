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
  // `imgui_id`: the ImGui item's id when the name is an ImGui widget's (the
  // accessible twin pairs ImGui's items with their names), 0 for drawn shapes.
  // `widget`: the name is an ImGui item's (track_item), even when ImGui
  // reports a group's id as 0.
  void record(std::string_view id, Rect r, unsigned imgui_id = 0, bool widget = false) {
    current_[std::string(id)] = {r, imgui_id, widget};
  }
  // The rect from the latest complete frame (or the current one if already drawn).
  std::optional<Rect> find(std::string_view id) const;
  // Every item of the latest complete frame (those drawn since in this one
  // included), in name order: fn(name, rect, imgui_id, widget).
  template <class Fn>
  void for_each(Fn&& fn) const {
    for (const auto& [name, e] : previous_)
      if (!current_.contains(name)) fn(std::string_view(name), e.rect, e.imgui_id, e.widget);
    for (const auto& [name, e] : current_) fn(std::string_view(name), e.rect, e.imgui_id, e.widget);
  }

 private:
  struct Entry {
    Rect rect;
    unsigned imgui_id = 0;
    bool widget = false;
  };
  std::map<std::string, Entry, std::less<>> current_, previous_;
};

// The registry track_item and record_item write to: the App sets its own when
// it is made and clears it when it goes (nullptr: the two record nothing). The
// views and the lessons record through these, never through the App.
void use_item_registry(ItemRegistry* registry);
// Records the rect of the last ImGui item under `id` in the app's registry.
void track_item(std::string_view id);
// Records a rect drawn by hand (nodes of the tree canvas, a lesson's shapes) under `id`.
void record_item(std::string_view id, Rect r);

}  // namespace gtl::app
