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

#include <string>
#include <string_view>

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
  // What the twin needs to know of an item beyond ImGui's report (the
  // twin_*_last_item functions below); a sink that mirrors nothing ignores it.
  virtual void radio(ImGuiID, bool /*checked*/) {}
  virtual void slider(ImGuiID, double /*value*/, double /*min*/, double /*max*/, double /*step*/,
                      std::string_view /*action*/, std::string /*text*/) {}
  virtual void name(ImGuiID, std::string /*name*/, int /*pressed*/) {}
  virtual void window_text(ImGuiContext&, std::string /*text*/) {}
  virtual void text(ImGuiContext&, std::string /*text*/) {}
  virtual void value(ImGuiID, std::string /*value*/) {}
};

// Installs the sink (nullptr: none) and turns ImGui's hooks on or off for `ctx`.
void install(ImGuiContext* ctx, Sink* sink);

// The last ImGui item is a drawn region that the accessible twin leaves out (a
// splitter, the value chart, the tree canvas's input area, a lesson's strip):
// something else in the twin stands for it. Nothing happens with no sink.
void skip_last_item();

}  // namespace gtl::app::imgui_hooks

namespace gtl::app {

// What the accessible twin (shell/a11y.hpp) cannot read from ImGui's report,
// said by the code that draws the item, right after it (nothing happens when
// no twin listens):
// the last item is a radio button (ImGui reports a plain button): checked or not;
void twin_radio_last_item(bool checked);
// the last item is a slider over [min, max] at `value` (`text`: the value in
// words, "x1.5"); the twin's arrows, Home and End set it through the
// automation action `action` ({type: action, value}), by `step`;
void twin_slider_last_item(double value, double min, double max, double step, std::string_view action,
                           std::string text);
// the last item's name when its label says too little ("W" of a quiz question),
// and whether it is pressed (-1: not a toggle);
void twin_name_last_item(std::string name, int pressed = -1);
// the current window's text (a dialog's question): the twin names the dialog by it.
void twin_window_text(std::string text);
// the last item is text that a reader needs as text in its place (a quiz's
// score): the twin holds it as a paragraph of the current window, after the
// controls drawn before it (plain ImGui text is not in the twin otherwise).
void twin_text_last_item(std::string text);
// the last item is an input field (InputText, InputInt: for a field with - and
// + buttons, the field before them) and `value` what it holds now: the twin's
// field shows it, whatever the field is (no page script knows it by name).
void twin_value_last_item(std::string value);

}  // namespace gtl::app
