// Compiled into gtl_imgui (cmake/ThirdParty.cmake), not into the app library:
// ImGui's own sources call these four functions.
#include "app/kit/imgui_item_hooks.hpp"

#include "imgui.h"
#include "imgui_internal.h"

namespace gtl::app::imgui_hooks {
namespace {
Sink* g_sink = nullptr;
}

void install(ImGuiContext* ctx, Sink* sink) {
  g_sink = sink;
  if (ctx) ctx->TestEngineHookItems = sink != nullptr;
}

void skip_last_item() {
  if (g_sink) g_sink->skip(ImGui::GetItemID());
}

}  // namespace gtl::app::imgui_hooks

namespace gtl::app {

using imgui_hooks::g_sink;

void twin_radio_last_item(bool checked) {
  if (g_sink) g_sink->radio(ImGui::GetItemID(), checked);
}

void twin_slider_last_item(double value, double min, double max, double step, std::string_view action,
                           std::string text) {
  if (g_sink) g_sink->slider(ImGui::GetItemID(), value, min, max, step, action, std::move(text));
}

void twin_name_last_item(std::string name, int pressed) {
  if (g_sink) g_sink->name(ImGui::GetItemID(), std::move(name), pressed);
}

void twin_window_text(std::string text) {
  if (g_sink && ImGui::GetCurrentContext()) g_sink->window_text(*ImGui::GetCurrentContext(), std::move(text));
}

void twin_text_last_item(std::string text) {
  if (g_sink && ImGui::GetCurrentContext()) g_sink->text(*ImGui::GetCurrentContext(), std::move(text));
}

void twin_value_last_item(std::string value) {
  if (g_sink && ImGui::GetCurrentContext()) g_sink->value(ImGui::GetItemID(), std::move(value));
}

}  // namespace gtl::app

void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, ImGuiID id, const ImRect& bb, const ImGuiLastItemData* data) {
  if (gtl::app::imgui_hooks::g_sink && ctx) gtl::app::imgui_hooks::g_sink->item_add(*ctx, id, bb, data);
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
  if (gtl::app::imgui_hooks::g_sink && ctx) gtl::app::imgui_hooks::g_sink->item_info(*ctx, id, label, flags);
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
