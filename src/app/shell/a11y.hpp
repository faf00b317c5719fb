// The accessible twin's app side: what the page's DOM mirror (web/page/a11y.js)
// cannot read from gtl.state().
//
//  * Every ImGui item drawn this frame (menu bar, menus, side panel, dialogs,
//    the canvas's buttons), reported by ImGui's item hooks
//    (imgui_item_hooks.hpp): id, window, label, checkable / checked, openable
//    / open, inputable, disabled, rectangle, and the automation name
//    (gtl.itemRect's) when the item has one.
//  * The game tree as an ARIA tree (model/a11y_tree.hpp).
//  * Commands from the twin, applied before the next frame through ImGui's own
//    input paths, so a twin control does exactly what the drawn one does:
//    activate an item (ImGui's keyboard activation: a button is pressed, a
//    checkbox toggles, a menu opens), type text into a field (activate it for
//    input, type the characters, press Enter), and bring an item into view
//    (its window scrolls so that the focused item is never hidden, WCAG 2.4.11),
//    and close a submenu (← or Esc in it) leaving its parent menu open.
//
// The page asks for twin_json() only after frames were drawn, at most a few
// times a second (web/page/a11y.js), so its cost is a diff, not a frame's work.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/item_registry.hpp"

namespace gtl::app {

class TreePanel;

class A11y final : public imgui_hooks::Sink {
 public:
  struct Widget {
    ImGuiID id = 0;
    int window = 0;         // index into windows()
    std::string label;      // the visible label ("##..." parts removed); may be empty
    bool checkable = false, checked = false, openable = false, open = false, inputable = false, disabled = false;
    Rect rect;
    int radio = -1;  // -1 not a radio, else checked (1) or not (0)
    std::string named;  // the twin's name for it, when given (twin_name_last_item)
    int pressed = -1;   // -1 not a toggle, else pressed (1) or not (0)
    struct Slider {
      double value = 0, min = 0, max = 0, step = 0;
      std::string action, text;
    };
    std::optional<Slider> slider;
    bool text = false;  // a paragraph of text (twin_text_last_item), not a control
    std::optional<std::string> value;  // an input field's current value (twin_value_last_item)
  };
  struct Window {
    std::string name;   // ImGui's window name ("Controls", "##MainMenuBar", "##Menu_00", "Export###export")
    std::string title;  // the visible part of the name
    const char* kind = "window";  // "menubar", "menu", "popup", "panel", "canvas", "dialog", "window"
    std::string text;   // what the window says (twin_window_text), "" if not given
  };

  A11y();
  ~A11y() override;
  A11y(const A11y&) = delete;
  A11y& operator=(const A11y&) = delete;

  // Frame hooks (App): before ImGui::NewFrame (apply queued commands), and at the
  // start of the frame (forget last frame's items). Between frames, when the
  // page asks, the items are those of the frame just drawn.
  void before_new_frame();
  void begin_frame();

  // Commands (web_api: gtl._twin). False when no item of that id was drawn in
  // the last frame. They are carried out in the order given, one at a time: a
  // button pressed while a typed value is still being entered (Enter in a
  // field, Tab, Enter on "New game", faster than frames are drawn) waits for
  // the value, as it would for a sighted user's typing.
  bool activate(ImGuiID id);
  bool type_into(ImGuiID id, std::string text);
  bool reveal(ImGuiID id);
  // Closes the menu that item opened (a submenu: its menu stays open). False
  // when no openable item of that id was drawn in the last frame.
  bool close_menu(ImGuiID id);

  // {"windows": [...], "widgets": [...], "items": {name: [x,y,w,h]},
  //  "tree": {drawn, more, items: [...]}}
  std::string twin_json(const ItemRegistry& items, const TreePanel& tree) const;

  const std::vector<Widget>& widgets() const { return current_; }
  const std::vector<Window>& windows() const { return current_windows_; }
  const Widget* find(ImGuiID id) const;

  void item_add(ImGuiContext& g, ImGuiID id, const ImRect& bb, const ImGuiLastItemData* data) override;
  void item_info(ImGuiContext& g, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) override;
  void skip(ImGuiID id) override;
  void radio(ImGuiID id, bool checked) override;
  void slider(ImGuiID id, double value, double min, double max, double step, std::string_view action,
              std::string text) override;
  void name(ImGuiID id, std::string name, int pressed) override;
  void window_text(ImGuiContext& g, std::string text) override;
  void text(ImGuiContext& g, std::string text) override;
  void value(ImGuiID id, std::string value) override;

  // Tree items the twin holds at most (the rest are counted as "more").
  static constexpr std::size_t kTreeCap = 400;

 private:
  int window_index(ImGuiContext& g);

  std::vector<Widget> current_, last_;
  std::vector<Window> current_windows_, last_windows_;
  std::vector<const void*> window_keys_;  // ImGuiWindow* of current_windows_ (this frame only)
  int texts_ = 0;                         // text paragraphs this frame (their ids)
  // Typing into a field: activate it for input, then (once it is active) send
  // the characters and Enter.
  struct Typing {
    ImGuiID id = 0;
    std::string text;
    int phase = 0;  // 0 idle, 1 activation asked, 2 characters sent
    int frames = 0;
  } typing_;
  ImGuiID activate_ = 0;
  ImGuiID reveal_ = 0;
  ImGuiID close_ = 0;
  // Commands given while another is still in flight, oldest first.
  struct Pending {
    ImGuiID id = 0;
    bool type = false;
    std::string text;
  };
  std::deque<Pending> pending_;
  bool busy() const { return activate_ != 0 || typing_.phase != 0 || !pending_.empty(); }
  void start(Pending p);

  Widget* last(ImGuiID id);  // this frame's widget of that id, among the last few
};

}  // namespace gtl::app
