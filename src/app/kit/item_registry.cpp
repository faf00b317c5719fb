#include "app/kit/item_registry.hpp"

#include "imgui.h"

namespace gtl::app {

std::optional<Rect> ItemRegistry::find(std::string_view id) const {
  if (auto it = current_.find(id); it != current_.end()) return it->second.rect;
  if (auto it = previous_.find(id); it != previous_.end()) return it->second.rect;
  return std::nullopt;
}

namespace {
ItemRegistry* g_registry = nullptr;  // use_item_registry
}  // namespace

void use_item_registry(ItemRegistry* registry) { g_registry = registry; }

void track_item(std::string_view id) {
  if (!g_registry) return;
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  g_registry->record(id, {a.x, a.y, b.x - a.x, b.y - a.y}, ImGui::GetItemID(), true);
}

void record_item(std::string_view id, Rect r) {
  if (g_registry) g_registry->record(id, r);
}

}  // namespace gtl::app
