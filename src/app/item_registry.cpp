#include "app/item_registry.hpp"

#include "app/app.hpp"
#include "imgui.h"

namespace gtl::app {

std::optional<Rect> ItemRegistry::find(std::string_view id) const {
  if (auto it = current_.find(id); it != current_.end()) return it->second.rect;
  if (auto it = previous_.find(id); it != previous_.end()) return it->second.rect;
  return std::nullopt;
}

void track_item(std::string_view id) {
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  App::current().items().record(id, {a.x, a.y, b.x - a.x, b.y - a.y}, ImGui::GetItemID(), true);
}

void record_item(std::string_view id, Rect r) { App::current().items().record(id, r); }

}  // namespace gtl::app
