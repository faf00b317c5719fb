// One frame of the App: input and shortcuts, the page's layout (page_layout),
// then the side panel, the scrim of a phone's drawer and the canvas (the
// lesson's area, the timeline and the tree). The menus are in app_menus.cpp,
// the status bar, toast and debug overlay in app_status.cpp.
#include <algorithm>
#include <cmath>

#include "app/kit/key_presses.hpp"
#include "app/kit/imgui_item_hooks.hpp"
#include "app/shell/app.hpp"
#include "app/kit/ui_flow.hpp"
#include "app/shell/app_panels.hpp"
#include "app/kit/theme.hpp"
#include "app/shell/ui_busy.hpp"
#include "app/shell/ui_help.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the input event queue, key locks and window focus (keyboard navigation)
#include "model/i18n.hpp"
#include "model/text_format.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

void App::frame() {
  ++loop_.frames;
  // The desktop systems' usual double-click time (ImGui's default is 0.30 s):
  // ImGui sees one button change per frame, so on a slow classroom machine two
  // quick clicks can land more than 0.3 s apart in frame time.
  ImGui::GetIO().MouseDoubleClickTime = 0.5f;
  count_key_holds_by_frames();
  items_.begin_frame();
  a11y_.begin_frame();
  tree_.reduced_motion = settings_.reduced_motion();
  tree_.single_keys = settings_.single_key_shortcuts;
  set_timeline_keys(settings_.single_key_shortcuts);
  lock_navigation_keys();
  lecture_.update();
  if (!loop_.runs_work) work();
  for (const auto& l : lessons_) l->update(ImGui::GetIO().DeltaTime);
  feed_tree();
  teach_.update(ImGui::GetIO().DeltaTime);
  handle_shortcuts();
  update_page();
  draw_menu_bar();
  const model::PageBox& c = screen_.layout.canvas;
  settings_.panel_shown = screen_.layout.panel_open;
  draw_canvas(c);
  lecture_.draw(c.x, c.y, c.w, c.h);
  // After the canvas, so the phone's drawer lies over it.
  if (screen_.layout.panel_open) draw_controls(screen_.layout.panel);
  if (screen_.layout.panel_overlay) draw_scrim(screen_.layout.scrim);
  if (screen_.layout.status_shown) draw_status_bar(screen_.layout.status);
  if (settings_.show_rules) draw_rules_window(&settings_.show_rules, lesson());
  if (settings_.show_shortcuts) draw_shortcuts_window(&settings_.show_shortcuts);
  if (settings_.show_legend) {
    const std::vector<Lesson*> lessons = lessons_shown_first();
    draw_legend_window(&settings_.show_legend, lessons);
  }
  if (settings_.show_about) draw_about_window(&settings_.show_about, open_page);
  export_.draw();
  draw_toast();
  if (settings_.debug_overlay) draw_debug_overlay();
}

// ImGui counts a held key's time in frame time: on a slow frame (a loaded
// classroom machine, a phone while a board is solved) one press whose release
// reaches the next frame counted as held for the whole 0.4 s frame, past the
// 0.275 s repeat delay. The app's own stepping keys do not use ImGui's repeat at
// all (app/kit/key_presses.hpp); for ImGui's widgets (keyboard navigation, a
// text field's arrows) a key's hold grows by at most kKeyHoldPerFrame a frame,
// so a press seen in two frames never repeats there.
void App::count_key_holds_by_frames() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  for (ImGuiKeyData& k : g.IO.KeysData)
    if (k.Down && k.DownDurationPrev >= 0.0f) k.DownDuration = std::min(k.DownDuration, k.DownDurationPrev + kKeyHoldPerFrame);
}

// ImGui's keyboard navigation shares Space, Enter and the arrows with the app's
// shortcuts: left on, after Home its focus sat on tile 2 and Space named 2 *and*
// started autoplay. So it is off until the user presses Tab, and off again after
// a mouse click or Esc. The switch happens here, before ImGui::NewFrame() reads
// the queued events, so the Tab that turns it on already moves the focus.
void App::before_new_frame() {
  a11y_.before_new_frame();
  keys::begin_frame();
  ImGuiContext& g = *ImGui::GetCurrentContext();
  ImGuiIO& io = g.IO;
  bool focus_panel = false;
  for (const ImGuiInputEvent& e : g.InputEventsQueue) {
    const bool nav = (io.ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) != 0;
    const bool key_down = e.Type == ImGuiInputEventType_Key && e.Key.Down;
    if (key_down && e.Key.Key == ImGuiKey_Tab && !nav && !io.WantTextInput) {
      io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
      focus_panel = true;
    } else if (nav && ((key_down && e.Key.Key == ImGuiKey_Escape) ||
                       (e.Type == ImGuiInputEventType_MouseButton && e.MouseButton.Down))) {
      io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
      g.NavDisableHighlight = true;  // no focus ring, and nothing left for Space to press
      focus_panel = false;
    }
  }
  // Tab moves into the side panel (the canvas in presentation mode), wherever
  // the mouse last left ImGui's focus.
  if (focus_panel)
    if (ImGuiWindow* w = ImGui::FindWindowByName(settings_.presentation ? "Canvas" : "Controls")) ImGui::FocusWindow(w);
}

// While the user navigates with Tab, the keys belong to the focused widget: the
// app's shortcuts (timeline arrows, Space for autoplay, PageUp/PageDown) are
// locked for the frame, so Space presses the focused widget and nothing else.
void App::lock_navigation_keys() {
  const ImGuiIO& io = ImGui::GetIO();
  if (!(io.ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) || io.WantTextInput) return;
  for (ImGuiKey k : kNavigationKeys) ImGui::SetKeyOwner(k, ImGuiKeyOwner_Any, ImGuiInputFlags_LockThisFrame);
}

void App::handle_shortcuts() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  const bool plain = !io.KeyCtrl && !io.KeyAlt && !io.KeySuper;
  if (ImGui::IsKeyPressed(ImGuiKey_F1, false) || (ImGui::IsKeyPressed(ImGuiKey_Slash, false) && io.KeyShift))
    settings_.show_shortcuts = !settings_.show_shortcuts;
  if (ImGui::IsKeyPressed(ImGuiKey_Escape, false)) {
    // Esc closes what is open on top (menus, popups, the help windows); with
    // nothing open it leaves presentation mode.
    bool closed = settings_.show_rules || settings_.show_shortcuts || settings_.show_legend || settings_.show_about;
    if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) {
      ImGui::ClosePopupsExceptModals();
      closed = true;
    }
    settings_.show_rules = settings_.show_shortcuts = settings_.show_legend = settings_.show_about = false;
    if (!closed) set_presentation(false);
  }
  if (plain && !io.KeyShift && settings_.single_key_shortcuts && ImGui::IsKeyPressed(ImGuiKey_P, false))
    set_presentation(!settings_.presentation);
  if (plain && io.KeyShift && ImGui::IsKeyPressed(ImGuiKey_F, false) && toggle_fullscreen) toggle_fullscreen();
  // A presenter's clicker sends PageDown / PageUp: with a lecture open they
  // step its slides (and it takes the keys), otherwise the timeline's moves.
  lecture_.handle_keys();
  // No lecture: while backward induction runs, the clicker, the arrows and
  // Space step it instead of the game.
  if (!lecture_.is_open()) {
    const bool arrows = settings_.single_key_shortcuts && !(io.ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard);
    if (teach_.handle_induction_keys(arrows)) return;
  }
  const int step = keys::steps(ImGuiKey_PageDown, ImGuiKey_PageUp);
  if (step != 0) {
    timeline().step(step);
    timeline_moved();
  }
}

float App::split() const {
  if (screen_.user_split) return *screen_.user_split;
  if (screen_.lesson_avail <= 0) return 0.45f;
  const bool phone = screen_.layout.form == model::PageForm::Phone;
  return std::clamp(lesson().preferred_height(screen_.lesson_avail, phone) / screen_.lesson_avail, 0.15f, 0.85f);
}

void App::update_page() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  model::PageInput in;
  in.work = {vp->WorkPos.x, vp->WorkPos.y, vp->WorkSize.x, vp->WorkSize.y};
  in.coarse_pointer = screen_.coarse_pointer || ImGui::GetIO().MouseSource == ImGuiMouseSource_TouchScreen;
  in.presentation = settings_.presentation;
  in.panel_open = screen_.panel_open;
  in.panel_width = controls_width();
  in.status_height = kStatusHeight;
  screen_.layout = model::page_layout(in);
  screen_.panel_text = {};  // measured again if the panel is drawn (draw_controls)
  settings_.touch_targets = screen_.layout.touch;
  // The tree's inspector column moves into the side panel unless the canvas is
  // wide enough to give it room and still leave the tree most of the screen.
  tree_.fold_inspector = screen_.layout.form != model::PageForm::Desktop || screen_.layout.canvas.w < kInspectorCanvasMin;
  theme::set_touch_sizes(screen_.layout.touch, settings_.font_px);
}

void App::draw_controls(const model::PageBox& box) {
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h));
  // Docked, the panel shows the frame's clear colour (the theme's window_bg); as
  // the phone's drawer over the canvas it draws that colour itself, in front.
  ImGuiWindowFlags flags = kPanelFlags | ImGuiWindowFlags_NoTitleBar;
  if (screen_.layout.panel_overlay) flags &= ~ImGuiWindowFlags_NoBackground;
  ImGui::Begin("Controls", nullptr, flags);
  if (screen_.layout.panel_overlay) ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  record_item("panel", {box.x, box.y, box.w, box.h});
  scroll_by_finger();
  ImGui::TextDisabled("%s", tr("panel.game"));
  // One row for any number of games (a list of five would push the lesson's
  // own controls down a projector's screen); each game is an item of its own.
  ImGui::SetNextItemWidth(-1);
  const bool chooser_open = ImGui::BeginCombo("##game", tr(lesson().name_key()), ImGuiComboFlags_HeightLargest);
  track_item("view.chooser");
  if (chooser_open) {
    for (std::size_t i = 0; i < lessons_.size(); ++i) {
      if (ImGui::Selectable(tr_id(lessons_[i]->name_key()), shown_ == i)) shown_ = i;
      track_item("view." + std::string(lessons_[i]->id()));
    }
    ImGui::EndCombo();
  }
  // The settings a class changes while playing sit right under the game, so they
  // are on the first screen whatever the lesson's controls below take.
  ImGui::Checkbox(tr_id("panel.hints"), &settings_.hints);
  track_item("settings.hints");
  // The value's words beside the slider, not on it: a label drawn on the slider
  // lies under its handle for half the range ("animation x1.0"). The slider
  // shows no text and rounds to a tenth, as its old "%.1f" format did.
  const std::string speed_label = settings_.anim_speed == 0
                                      ? std::string(tr("panel.anim_off"))
                                      : tr_fmt("panel.anim_speed", model::decimal(settings_.anim_speed, 1));
  same_line_if_fits(text_width(speed_label), ImGui::GetStyle().ItemSpacing.x);
  ImGui::TextUnformatted(speed_label.c_str());
  track_item("settings.speed.label");
  if (ImGui::GetContentRegionAvail().x - ImGui::GetItemRectSize().x - ImGui::GetStyle().ItemSpacing.x >= 4 * ImGui::GetFontSize())
    ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  if (ImGui::SliderFloat("##speed", &settings_.anim_speed, 0.0f, 4.0f, "", ImGuiSliderFlags_NoInput))
    settings_.anim_speed = std::round(settings_.anim_speed * 10.0f) / 10.0f;
  // For the twin: a slider with its value in words, stepped by tenths (anim.speed).
  twin_slider_last_item(settings_.anim_speed, 0.0, 4.0, 0.1, "anim.speed", speed_label);
  track_item("settings.speed");
  ImGui::Separator();
  lesson().draw_controls();
  ImGui::Separator();
  teach_.draw_controls();
  ImGui::Separator();
  tree_.draw_controls();
  tree_.draw_inspector_section();
  // The widest line laid out this frame against the width inside the panel:
  // more means something is cut at the right edge (state().layout.panelText).
  const ImGuiWindow* win = ImGui::GetCurrentWindow();
  screen_.panel_text = {win->DC.CursorMaxPos.x - win->DC.CursorStartPos.x, win->WorkRect.Max.x - win->DC.CursorStartPos.x};
  ImGui::End();
}

// A touch screen has no wheel: a finger's vertical swipe scrolls the panel,
// wherever it began (a button it began on is not pressed: the finger moved).
// A mostly sideways drag is left to the widget under it (a slider).
void App::scroll_by_finger() {
  if (!screen_.layout.touch || !ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows)) return;
  if (!ImGui::IsMouseDragging(ImGuiMouseButton_Left, 10)) return;
  const ImVec2 total = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left);
  if (std::abs(total.y) < 2 * std::abs(total.x)) return;
  ImGui::SetScrollY(ImGui::GetScrollY() - ImGui::GetIO().MouseDelta.y);
}

void App::draw_scrim(const model::PageBox& box) {
  if (box.w <= 0) return;
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h));
  ImGui::SetNextWindowBgAlpha(0.45f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 1));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("Scrim", nullptr, (kPanelFlags & ~ImGuiWindowFlags_NoBackground) | ImGuiWindowFlags_NoTitleBar |
                                     ImGuiWindowFlags_NoScrollbar);
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  if (ImGui::InvisibleButton("close-drawer", ImVec2(box.w, box.h))) screen_.panel_open = false;
  imgui_hooks::skip_last_item();  // the keyboard closes the drawer with the menu bar's ≡
  track_item("view.drawer.close");
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

void App::draw_canvas(const model::PageBox& box) {
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h));
  // A phone's column is narrow: the board and the tree take it to 4 px of its edges.
  const bool phone = screen_.layout.form == model::PageForm::Phone;
  if (phone) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(4, 4));
  ImGui::Begin("Canvas", nullptr, kPanelFlags | ImGuiWindowFlags_NoTitleBar);
  if (phone) ImGui::PopStyleVar();
  if (!said_.notice.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme::outcome_color_vec(Outcome::Draw));
    ImGui::TextWrapped("%s", said_.notice.c_str());
    ImGui::PopStyleColor();
    ImGui::SameLine();
    if (theme::small_button(tr_id("notice.dismiss"))) said_.notice.clear();
    track_item("notice.dismiss");
  }
  if (const std::optional<BusyProgress> p = busy(); p && draw_busy(*p)) busy_.cancel();
  // The lesson on top, the game tree below, with a draggable splitter between.
  const float avail = ImGui::GetContentRegionAvail().y;
  screen_.lesson_avail = avail;
  const float lesson_h = std::clamp(split() * avail, 120.0f, avail - 160.0f);
  ImGui::BeginChild("lesson", ImVec2(0, lesson_h), false);
  lesson().draw_main();
  ImGui::EndChild();
  // A finger needs a larger handle than a mouse (the line is drawn in its middle).
  // The handle is the gap between the lesson and the tree: no item spacing on
  // either side of it, so the tree keeps those pixels.
  const float grip = screen_.layout.touch ? 20.0f : 12.0f;
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() - spacing);
  ImGui::InvisibleButton("splitter", ImVec2(-1, grip));
  imgui_hooks::skip_last_item();  // a mouse and touch handle (layout.split sets it)
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() - spacing);
  track_item("canvas.splitter");
  if (ImGui::IsItemHovered() || ImGui::IsItemActive()) ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeNS);
  if (ImGui::IsItemActive() && avail > 0) screen_.user_split = std::clamp(split() + ImGui::GetIO().MouseDelta.y / avail, 0.15f, 0.85f);
  ImGui::GetWindowDrawList()->AddLine(ImVec2(ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y + grip / 2),
                                      ImVec2(ImGui::GetItemRectMax().x, ImGui::GetItemRectMin().y + grip / 2),
                                      theme::u32(theme::colors().border), 2);
  // On a phone, with the drawer closed, a running quiz asks its question in a
  // bar over the bottom of the tree (the drawer would cover the tree): the
  // tree keeps the question's node above it. Never on a tablet or desktop,
  // where the panel beside the canvas asks.
  // Presentation mode hides the side panel on every screen: the quiz asks in
  // the same bar, and a running induction gets its steps there (issue 43).
  const bool present = settings_.presentation;
  const bool quiz_bar = ((phone && !screen_.layout.panel_open) || present) && teach_.quiz_bar_wanted();
  const bool induction_bar = present && !quiz_bar && teach_.induction_bar_wanted();
  const float bar_h = quiz_bar        ? teach_.quiz_bar_height(ImGui::GetContentRegionAvail().x)
                      : induction_bar ? teach_.induction_bar_height()
                                      : 0.0f;
  // The page's own cover (view.covered), over the canvas's last drawn box.
  const TreePanel::Box last = tree_.canvas_box();
  const float page_cover =
      screen_.page_cover > 0 && last.h > 0
          ? std::max(0.0f, last.y + last.h - (ImGui::GetIO().DisplaySize.y - screen_.page_cover))
          : 0.0f;
  tree_.bottom_inset = std::max(bar_h, page_cover);
  tree_.draw(ImGui::GetContentRegionAvail().x, ImGui::GetContentRegionAvail().y);
  ImGui::End();
  const TreePanel::Box t = tree_.canvas_box();
  const bool fits = t.w > 0 && t.h > bar_h;
  if (quiz_bar && fits) teach_.draw_quiz_bar(t.x, t.y + t.h - bar_h, t.w, bar_h);
  else teach_.quiz_bar_hidden();
  if (induction_bar && fits) teach_.draw_induction_bar(t.x, t.y + t.h - bar_h, t.w, bar_h);
}

}  // namespace gtl::app
