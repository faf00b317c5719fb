#include "app/shell/a11y.hpp"

#include <algorithm>
#include <unordered_map>

#include "app/tree/ui_tree.hpp"
#include "core/json.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "model/a11y_tree.hpp"

namespace gtl::app {

namespace {

// What an item said of itself the last time it was not clipped: ImGui reports
// a scrolled-out item's rectangle but not its label (the widget returns before
// describing itself), so the twin keeps the last words it heard.
struct Known {
  std::string label;
  ImGuiItemStatusFlags flags = 0;
};
std::unordered_map<ImGuiID, Known>& known() {
  static std::unordered_map<ImGuiID, Known> k;
  return k;
}

std::string visible_label(const char* label) {
  if (!label) return {};
  const char* end = ImGui::FindRenderedTextEnd(label);
  std::string s(label, end);
  // Trim the padding some buttons carry (" Save ").
  const auto b = s.find_first_not_of(' ');
  if (b == std::string::npos) return {};
  return s.substr(b, s.find_last_not_of(' ') - b + 1);
}

void apply_flags(A11y::Widget& w, ImGuiItemStatusFlags f) {
  w.checkable = (f & ImGuiItemStatusFlags_Checkable) != 0;
  w.checked = (f & ImGuiItemStatusFlags_Checked) != 0;
  w.openable = (f & ImGuiItemStatusFlags_Openable) != 0;
  w.open = (f & ImGuiItemStatusFlags_Opened) != 0;
  w.inputable = (f & ImGuiItemStatusFlags_Inputable) != 0;
}

const char* letter_of(Outcome o) {
  switch (o) {
    case Outcome::Win: return "W";
    case Outcome::Lose: return "L";
    case Outcome::Draw: return "D";
    case Outcome::Unknown: break;
  }
  return "?";
}

}  // namespace

A11y::A11y() { imgui_hooks::install(ImGui::GetCurrentContext(), this); }

A11y::~A11y() { imgui_hooks::install(ImGui::GetCurrentContext(), nullptr); }

A11y::Widget* A11y::last(ImGuiID id) {
  for (std::size_t k = current_.size(), seen = 0; k-- > 0 && seen < 4; ++seen)
    if (current_[k].id == id) return &current_[k];
  return nullptr;
}

void A11y::radio(ImGuiID id, bool checked) {
  if (Widget* w = last(id)) w->radio = checked ? 1 : 0;
}

void A11y::slider(ImGuiID id, double value, double min, double max, double step, std::string_view action,
                  std::string text) {
  if (Widget* w = last(id)) w->slider = Widget::Slider{value, min, max, step, std::string(action), std::move(text)};
}

void A11y::name(ImGuiID id, std::string name, int pressed) {
  if (Widget* w = last(id)) w->named = std::move(name), w->pressed = pressed;
}

void A11y::window_text(ImGuiContext& g, std::string text) {
  const int wi = window_index(g);
  if (wi >= 0) current_windows_[static_cast<std::size_t>(wi)].text = std::move(text);
}

void A11y::text(ImGuiContext& g, std::string text) {
  const int wi = window_index(g);
  if (wi < 0 || text.empty()) return;
  Widget w;
  // An id of its own, stable from frame to frame while the same texts are
  // drawn in the same order (the page keys its elements by id).
  const int n = texts_++;
  w.id = ImHashData(&n, sizeof n, ImHashStr("##twin.text"));
  w.window = wi;
  const ImRect& bb = g.LastItemData.Rect;
  w.rect = {bb.Min.x, bb.Min.y, bb.Max.x - bb.Min.x, bb.Max.y - bb.Min.y};
  w.label = std::move(text);
  w.text = true;
  current_.push_back(std::move(w));
}

void A11y::value(ImGuiID id, std::string value) {
  // The field itself, or (InputInt: ImGui's last item is the group of the
  // field and its - and + buttons, under another id) the field drawn just before.
  Widget* w = last(id);
  if (!w || !w->inputable) {
    w = nullptr;
    for (std::size_t k = current_.size(), seen = 0; k-- > 0 && seen < 4; ++seen)
      if (current_[k].inputable) {
        w = &current_[k];
        break;
      }
  }
  if (w) w->value = std::move(value);
}

void A11y::skip(ImGuiID id) {
  for (std::size_t k = current_.size(), seen = 0; k-- > 0 && seen < 4; ++seen)
    if (current_[k].id == id) {
      current_.erase(current_.begin() + static_cast<std::ptrdiff_t>(k));
      return;
    }
}

void A11y::begin_frame() {
  last_.swap(current_);
  last_windows_.swap(current_windows_);
  current_.clear();
  current_windows_.clear();
  window_keys_.clear();
  texts_ = 0;
  // Another context may have been made since (tests make one per app).
  if (ImGuiContext* g = ImGui::GetCurrentContext()) g->TestEngineHookItems = true;
}

const A11y::Widget* A11y::find(ImGuiID id) const {
  for (const Widget& w : current_)
    if (w.id == id) return &w;
  return nullptr;
}

bool A11y::activate(ImGuiID id) {
  if (!find(id)) return false;
  if (busy()) pending_.push_back({id, false, {}});
  else activate_ = id;
  return true;
}

bool A11y::close_menu(ImGuiID id) {
  const Widget* w = find(id);
  if (!w || !w->openable) return false;
  close_ = id;
  return true;
}

bool A11y::reveal(ImGuiID id) {
  if (!find(id)) return false;
  reveal_ = id;
  return true;
}

bool A11y::type_into(ImGuiID id, std::string text) {
  const Widget* w = find(id);
  if (!w || !w->inputable) return false;
  Pending p{id, true, std::move(text)};
  if (busy()) pending_.push_back(std::move(p));
  else start(std::move(p));
  return true;
}

void A11y::start(Pending p) {
  if (p.type) typing_ = {p.id, std::move(p.text), 1, 0};
  else activate_ = p.id;
}

void A11y::before_new_frame() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (activate_ == 0 && typing_.phase == 0 && !pending_.empty()) {
    start(std::move(pending_.front()));
    pending_.pop_front();
  }
  if (close_ != 0) {
    // The menu this item opened (its popup has the item's id), and any opened
    // from it, close; the menus before it stay open (← or Esc in a submenu).
    for (int i = 0; i < g.OpenPopupStack.Size; ++i)
      if (g.OpenPopupStack[i].PopupId == close_) {
        ImGui::ClosePopupToLevel(i, true);
        break;
      }
    close_ = 0;
  }
  if (activate_ != 0) {
    // ImGui's keyboard activation: the same path as Space or Enter on a
    // focused widget (a button presses, a checkbox toggles, a menu opens).
    ImGui::ActivateItemByID(activate_);
    activate_ = 0;
  }
  switch (typing_.phase) {
    case 1:
      // Ask the field for text input (a slider or a number field opens its
      // text box); ImGui selects the old text, so what is typed replaces it.
      g.NavNextActivateId = typing_.id;
      g.NavNextActivateFlags = ImGuiActivateFlags_PreferInput;
      typing_.phase = 2;
      typing_.frames = 0;
      break;
    case 2:
      if (g.ActiveId == typing_.id) {
        g.IO.AddInputCharactersUTF8(typing_.text.c_str());
        g.IO.AddKeyEvent(ImGuiKey_Enter, true);
        g.IO.AddKeyEvent(ImGuiKey_Enter, false);
        typing_ = {};
      } else if (++typing_.frames > 10) {
        typing_ = {};  // the field was not drawn again: nothing is typed anywhere else
      }
      break;
    default: break;
  }
}

int A11y::window_index(ImGuiContext& g) {
  // The window an item belongs to: its root window, except that a submenu
  // (View › Language) is a child window of its menu in ImGui, and a menu of
  // its own to a reader: its items are not mixed into the parent's list.
  ImGuiWindow* root = g.CurrentWindow;
  while (root && root->ParentWindow && (root->Flags & ImGuiWindowFlags_ChildWindow) &&
         !(root->Flags & ImGuiWindowFlags_ChildMenu))
    root = root->ParentWindow;
  if (!root) return -1;
  // A window ImGui hides this frame is not on screen: a popup's first frame,
  // measuring itself, submits its items clipped, with no labels yet.
  if (root->Hidden) return -1;
  for (std::size_t i = 0; i < window_keys_.size(); ++i)
    if (window_keys_[i] == root) return static_cast<int>(i);
  Window w;
  w.name = root->Name;
  w.title = visible_label(root->Name);
  const ImGuiWindowFlags f = root->Flags;
  if (f & ImGuiWindowFlags_Tooltip) return -1;  // tooltips repeat what the item says
  if (w.name == "Debug##Default") return -1;     // ImGui's implicit window: nothing of the app's
  if (w.name == "##MainMenuBar") w.kind = "menubar";
  else if (f & ImGuiWindowFlags_ChildMenu || w.name.starts_with("##Menu_")) w.kind = "menu";
  else if (f & ImGuiWindowFlags_Modal) w.kind = "dialog";
  else if (f & ImGuiWindowFlags_Popup) w.kind = "popup";
  else if (w.name == "Controls") w.kind = "panel";
  else if (w.name == "Canvas") w.kind = "canvas";
  window_keys_.push_back(root);
  current_windows_.push_back(std::move(w));
  return static_cast<int>(current_windows_.size() - 1);
}

void A11y::item_add(ImGuiContext& g, ImGuiID id, const ImRect& bb, const ImGuiLastItemData* data) {
  if (id == 0) return;
  // A window's own title bar reports itself too: not a control.
  if (g.CurrentWindow && id == g.CurrentWindow->MoveId) return;
  // Nor is a window reporting itself (its title bar, a child window's frame).
  if (ImGui::FindWindowByID(id)) return;
  const int wi = window_index(g);
  if (wi < 0) return;
  if (!current_.empty() && current_.back().id == id) return;  // reported twice (ButtonBehavior's spot)
  Widget w;
  w.id = id;
  w.window = wi;
  w.rect = {bb.Min.x, bb.Min.y, bb.Max.x - bb.Min.x, bb.Max.y - bb.Min.y};
  w.disabled = data && (data->InFlags & ImGuiItemFlags_Disabled) != 0;
  if (auto it = known().find(id); it != known().end()) {
    w.label = it->second.label;
    apply_flags(w, it->second.flags);
  }
  current_.push_back(std::move(w));
  if (id == reveal_ && g.CurrentWindow) {
    // Scroll the item's window so the focused item shows whole.
    ImGui::ScrollToRectEx(g.CurrentWindow, bb, ImGuiScrollFlags_KeepVisibleEdgeY | ImGuiScrollFlags_KeepVisibleEdgeX);
    reveal_ = 0;
  }
}

void A11y::item_info(ImGuiContext&, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
  if (id == 0) return;
  for (std::size_t k = current_.size(), seen = 0; k-- > 0 && seen < 4; ++seen) {
    Widget& w = current_[k];
    if (w.id != id) continue;
    w.label = visible_label(label);
    apply_flags(w, flags);
    known()[id] = {w.label, flags};
    return;
  }
}

std::string A11y::twin_json(const ItemRegistry& items, const TreePanel& tree) const {
  json::Writer w;
  // No frame counter: an unchanged twin is the same text (the page compares it).
  w.begin_object().key("windows").begin_array();
  for (const Window& win : current_windows_) {
    w.begin_object().key("name").value(win.name).key("title").value(win.title).key("kind").value(win.kind);
    if (!win.text.empty()) w.key("text").value(win.text);
    w.end_object();
  }
  w.end_array();
  // The automation names of items, by ImGui id (only items that have both).
  std::unordered_map<ImGuiID, std::string_view> names;
  std::unordered_map<ImGuiID, char> drawn;
  for (const Widget& x : current_) drawn.emplace(x.id, 0);
  items.for_each([&](std::string_view name, const Rect& r, unsigned imgui_id, bool widget) {
    if (!widget) return;  // a shape drawn by hand (a tile, a tree node): the twin's board and tree name it
    // A name given to a group (a number field with its - and + buttons: ImGui
    // reports the group under another id) goes to the field inside it.
    for (const Widget& x : current_)
      if (x.inputable && x.label.empty() && x.rect.x >= r.x - 1 && x.rect.y >= r.y - 1 &&
          x.rect.x + x.rect.w <= r.x + r.w + 1 && x.rect.y + x.rect.h <= r.y + r.h + 1) {
        names.emplace(x.id, name);
        return;
      }
    if (imgui_id != 0 && drawn.contains(imgui_id)) names.emplace(imgui_id, name);
  });
  w.key("widgets").begin_array();
  for (const Widget& x : current_) {
    auto n = names.find(x.id);
    if (x.label.empty() && n == names.end()) continue;  // nothing to call it
    // Ids as whole numbers: a double with six significant digits would name another item.
    w.begin_object().key("id").value(static_cast<std::uint64_t>(x.id)).key("win").value(x.window);
    w.key("label").value(x.label);
    if (n != names.end()) w.key("name").value(n->second);
    if (x.checkable) w.key("checked").value(x.checked);
    if (x.openable) w.key("open").value(x.open);
    if (x.inputable) w.key("input").value(true);
    if (x.value) w.key("value").value(*x.value);
    if (x.disabled) w.key("disabled").value(true);
    if (x.radio >= 0) w.key("radio").value(x.radio == 1);
    if (!x.named.empty()) w.key("named").value(x.named);
    if (x.pressed >= 0) w.key("pressed").value(x.pressed == 1);
    if (x.text) w.key("text").value(true);
    if (x.slider) {
      w.key("slider").begin_object().key("value").value(x.slider->value).key("min").value(x.slider->min);
      w.key("max").value(x.slider->max).key("step").value(x.slider->step).key("action").value(x.slider->action);
      w.key("text").value(x.slider->text).end_object();
    }
    w.key("r").begin_array().value(double(x.rect.x)).value(double(x.rect.y)).value(double(x.rect.w)).value(double(x.rect.h));
    w.end_array().end_object();
  }
  w.end_array();
  // Every named item's rectangle (board tiles, tree nodes, timeline chips...):
  // the twin lays its controls over them, so the focus ring is drawn there.
  w.key("items").begin_object();
  items.for_each([&](std::string_view name, const Rect& r, unsigned, bool) {
    w.key(name).begin_array().value(double(r.x)).value(double(r.y)).value(double(r.w)).value(double(r.h)).end_array();
  });
  w.end_object();
  const model::TwinTree t = tree.twin(kTreeCap);
  w.key("tree").begin_object().key("drawn").value(static_cast<double>(t.drawn));
  w.key("more").value(static_cast<double>(t.more)).key("empty").value(tree.empty_text()).key("items").begin_array();
  for (const model::TwinTreeItem& it : t.items) {
    w.begin_object().key("path").value(it.path).key("level").value(it.level).key("pos").value(it.posinset);
    w.key("size").value(it.setsize).key("name").value(it.name).key("outcome").value(letter_of(it.outcome));
    if (it.expandable) w.key("expanded").value(it.expanded);
    if (it.selected) w.key("selected").value(true);
    if (it.on_path) w.key("current").value(true);
    if (it.group > 0) w.key("group").value(it.group);
    w.end_object();
  }
  w.end_array().end_object();
  w.end_object();
  return w.str();
}

}  // namespace gtl::app
