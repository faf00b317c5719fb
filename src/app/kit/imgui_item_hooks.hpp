// Dear ImGui reports every item it lays out (its id, rectangle, label and
// status: checkable, checked, openable, open, inputable) to "test engine"
// hooks when it is compiled with IMGUI_ENABLE_TEST_ENGINE (cmake/ThirdParty.cmake
// does). This is the one place those hooks are defined: they are compiled into
// the ImGui library itself and forward to whatever sink the app installs, so
// any binary that links ImGui links, whether or not it has an app.
//
// The app's sink is the accessible twin (app/shell/a11y.hpp): what ImGui draws is
// mirrored into the page's DOM, the way AccessKit mirrors egui's widgets.
#pragma once

struct ImGuiContext;
struct ImRect;
struct ImGuiLastItemData;
typedef unsigned int ImGuiID;
typedef int ImGuiItemStatusFlags;

namespace gtl::app::imgui_hooks {

struct Sink {
  virtual ~Sink() = default;
  virtual void item_add(ImGuiContext& g, ImGuiID id, const ImRect& bb, const ImGuiLastItemData* data) = 0;
  virtual void item_info(ImGuiContext& g, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) = 0;
  // Forget the item `id` reported this frame (see skip_last_item).
  virtual void skip(ImGuiID id) = 0;
};

// Installs the sink (nullptr: none) and turns ImGui's hooks on or off for `ctx`.
void install(ImGuiContext* ctx, Sink* sink);

// The last ImGui item is a drawn region that the accessible twin leaves out (a
// splitter, the value chart, the tree canvas's input area, a lesson's strip):
// something else in the twin stands for it. Nothing happens with no sink.
void skip_last_item();

}  // namespace gtl::app::imgui_hooks
