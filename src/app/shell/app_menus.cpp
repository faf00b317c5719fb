// The menu bar: ≡ (the side panel), File, Game, View, Share, Lecture, Help,
// and on its right Presentation and Full screen; buttons a finger can hit on
// touch screens.
#include <algorithm>
#include <cmath>

#include "app/shell/app.hpp"
#include "app/kit/share_link.hpp"
#include "app/kit/theme.hpp"
#include "app/shell/ui_help.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the menu bar's height
#include "model/i18n.hpp"
#include "model/text_format.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

// A menu bar control a finger can hit: a button as tall as the bar, at least
// 44 px wide on touch screens (WCAG 2.5.5) and 24 × 24 px with a mouse (WCAG
// 2.5.8: a menu item there was 23 px high).
bool App::menu_bar_button(const char* label, bool selected) {
  const float least = screen_.layout.touch ? model::kTouchTargetPx : 24.0f;
  ImGui::PushStyleColor(ImGuiCol_Button, selected ? ImGui::GetColorU32(ImGuiCol_Header) : 0u);
  const float w = std::max(least, ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x);
  const float h = std::max(least, ImGui::GetCurrentWindow()->MenuBarHeight());
  ImGui::SetCursorPosY(0);
  const bool pressed = ImGui::Button(label, ImVec2(w, h));
  ImGui::PopStyleColor();
  return pressed;
}

void App::draw_menu_bar() {
  if (!ImGui::BeginMainMenuBar()) return;
  // A menu's title in the bar and an item in an open menu are as tall as the
  // text and the item spacing: 17 + 6 = 23 px at the normal text size. One
  // more pixel of spacing makes each at least 24 px high (WCAG 2.5.8).
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                      ImVec2(style.ItemSpacing.x, std::max(style.ItemSpacing.y, 24.0f - ImGui::GetFontSize())));
  // ≡ opens and folds the side panel (on a phone: the drawer of controls).
  if (!settings_.presentation) {
    if (menu_bar_button(tr_id("view.panel_toggle"), screen_.layout.panel_open)) screen_.panel_open = !screen_.layout.panel_open;
    track_item("view.drawer");
    if (ImGui::IsItemHovered() && !screen_.layout.touch) ImGui::SetTooltip("%s", tr(screen_.layout.panel_open ? "view.panel_fold" : "view.panel_open"));
  }
  if (screen_.layout.form == model::PageForm::Phone) {
    // Six menus and the right-end buttons do not fit a phone's width: one
    // button opens a popup that holds them.
    draw_more_menus();
  } else {
    // Whole words or nothing (800 px at extra-large text, presentation's 25 px):
    // Full screen goes first (View › Full screen has it), then the menus fold
    // into one button, as on a phone; Presentation stays on the bar.
    const model::MenuBarFit fit = model::fit_menu_bar(menu_bar_widths());
    if (fit.menus_folded) draw_more_menus();
    else draw_menus();
    draw_menu_bar_right(fit.full_screen);
  }
  ImGuiWindow* bar = ImGui::GetCurrentWindow();
  screen_.menu_bar = {bar->DC.CursorMaxPos.x - bar->Pos.x, bar->Size.x};
  ImGui::PopStyleVar();
  ImGui::EndMainMenuBar();
}

void App::draw_more_menus() {
  if (menu_bar_button(tr_id("menu.more"), ImGui::IsPopupOpen("more-menus"))) ImGui::OpenPopup("more-menus");
  track_item("menu.more");
  if (ImGui::BeginPopup("more-menus")) {
    draw_menus();
    if (screen_.layout.form == model::PageForm::Phone) {
      ImGui::Separator();
      if (ImGui::MenuItem(tr(settings_.presentation ? "view.leave_presentation" : "view.presentation_mode")))
        set_presentation(!settings_.presentation);
      track_item("view.presentation");
    }
    ImGui::EndPopup();
  }
}

// What the bar's parts take at the current text size (CSS px), as ImGui lays
// them out: a menu is its label and an item spacing each side.
model::MenuBarWidths App::menu_bar_widths() const {
  const ImGuiStyle& st = ImGui::GetStyle();
  auto label = [](const char* t) { return ImGui::CalcTextSize(t, nullptr, true).x; };
  model::MenuBarWidths w;
  w.room = ImGui::GetWindowWidth();
  w.start = ImGui::GetCursorPosX();
  for (const char* key : {"export.menu.file", "menu.game", "menu.view", "menu.share", "lecture.menu", "menu.help"})
    w.menus += label(tr_id(key)) + 2 * st.ItemSpacing.x;
  w.more = std::max(screen_.layout.touch ? model::kTouchTargetPx : 24.0f, label(tr_id("menu.more")) + 2 * st.FramePadding.x) +
           st.ItemSpacing.x;
  w.presentation = label(tr_id(settings_.presentation ? "view.leave_presentation" : "view.presentation_p")) + 2 * st.ItemSpacing.x;
  w.full_screen = label(tr_id("view.full_screen")) + 2 * st.ItemSpacing.x;
  w.margin = 8;
  return w;
}

void App::draw_menus() {
  const bool file_open = ImGui::BeginMenu(tr_id("export.menu.file"));
  track_item("menu.file");
  if (file_open) {
    if (ImGui::MenuItem(tr("export.menu.export"))) export_.open();
    track_item("file.export");
    ImGui::EndMenu();
  }
  const bool game_open = ImGui::BeginMenu(tr_id("menu.game"));
  track_item("menu.game");
  if (game_open) {
    for (std::size_t i = 0; i < lessons_.size(); ++i) {
      if (ImGui::MenuItem(tr(lessons_[i]->name_key()), nullptr, shown_ == i)) shown_ = i;
      track_item("game." + std::string(lessons_[i]->id()));  // game.number, game.payoff, ...
    }
    ImGui::EndMenu();
  }
  draw_view_menu();
  const bool share_open = ImGui::BeginMenu(tr_id("menu.share"));
  track_item("menu.share");
  if (share_open) {
    if (ImGui::MenuItem(tr("share.copy"))) copy_link();
    track_item("share.copy");
    // The link as it will be copied, wrapped (a tree's expansion makes it long).
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.0f);
    ImGui::TextDisabled("%s", view_link().c_str());
    ImGui::PopTextWrapPos();
    if (live_class) {
      ImGui::Separator();
      if (ImGui::MenuItem(tr("share.live"))) live_class("start");
      track_item("share.live");
      if (ImGui::MenuItem(tr("share.join"))) live_class("join");
      track_item("share.join");
    }
    ImGui::EndMenu();
  }
  lecture_.draw_menu();
  const bool help_open = ImGui::BeginMenu(tr_id("menu.help"));
  track_item("menu.help");
  if (help_open) {
    // The shown game's rules first: what a teacher opens in front of the class.
    ImGui::MenuItem(tr("help.rules_menu"), nullptr, &settings_.show_rules);
    track_item("help.rules");
    ImGui::MenuItem(tr("help.shortcuts_menu"), "F1", &settings_.show_shortcuts);
    ImGui::MenuItem(tr("help.legend_menu"), nullptr, &settings_.show_legend);
    track_item("help.legend");
    ImGui::MenuItem(tr("help.about_menu"), nullptr, &settings_.show_about);
    track_item("help.about");
    ImGui::EndMenu();
  }
}

void App::draw_view_menu() {
  const bool view_open = ImGui::BeginMenu(tr_id("menu.view"));
  track_item("menu.view");
  if (view_open) {
    ImGui::MenuItem(tr("view.hints_menu"), nullptr, &settings_.hints);
    if (ImGui::MenuItem(tr("view.plain_words"), nullptr, &settings_.plain_words))
      i18n::set_plain_words(settings_.plain_words);
    track_item("view.plain_words");
    bool anim = settings_.anim_speed > 0;
    if (ImGui::MenuItem(tr("view.animations"), nullptr, &anim)) settings_.anim_speed = anim ? 1.0f : 0.0f;
    // Motion › follow the system / always / never, and the single-key
    // shortcuts: the keyboard and motion needs of docs/accessibility.md.
    const bool motion_open = ImGui::BeginMenu(tr_id("view.motion"));
    track_item("view.motion");
    if (motion_open) {
      const std::pair<Motion, const char*> modes[] = {
          {Motion::System, "view.motion_system"}, {Motion::Full, "view.motion_full"}, {Motion::Reduced, "view.motion_reduced"}};
      for (const auto& [m, key] : modes) {
        if (ImGui::MenuItem(tr(key), nullptr, settings_.motion == m)) settings_.motion = m;
        track_item(std::string("view.motion.") + (m == Motion::System ? "system" : m == Motion::Full ? "full" : "reduced"));
      }
      ImGui::EndMenu();
    }
    ImGui::MenuItem(tr("view.single_keys"), nullptr, &settings_.single_key_shortcuts);
    track_item("view.singleKeys");
    if (ImGui::BeginMenu(tr_id("view.text_size"))) {
      for (float px : {17.0f, 21.0f, 25.0f})
        if (ImGui::MenuItem(tr(px == 17 ? "view.size_normal" : px == 21 ? "view.size_large" : "view.size_xl"), nullptr,
                            settings_.font_px == px))
          settings_.font_px = px;
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem(tr("view.theme_dark"), nullptr, settings_.theme == theme::ThemeName::Dark)) set_theme(theme::ThemeName::Dark);
    track_item("view.theme.dark");
    if (ImGui::MenuItem(tr("view.theme_light"), nullptr, settings_.theme == theme::ThemeName::Light))
      set_theme(theme::ThemeName::Light);
    track_item("view.theme.light");
    // Language › English / 简体中文: each language named in itself.
    const bool lang_open = ImGui::BeginMenu(tr_id("lang.menu"));
    track_item("view.lang");
    if (lang_open) {
      for (i18n::Lang l : {i18n::Lang::En, i18n::Lang::Zh}) {
        if (ImGui::MenuItem(tr("lang.name", l), nullptr, settings_.lang == l)) set_lang(l);
        track_item(std::string("view.lang.") + i18n::code(l));
      }
      ImGui::EndMenu();
    }
    ImGui::Separator();
    if (ImGui::MenuItem(tr("view.presentation_mode"), "P", settings_.presentation)) set_presentation(!settings_.presentation);
    if (ImGui::MenuItem(tr("view.full_screen"), "Shift+F") && toggle_fullscreen) toggle_fullscreen();
    ImGui::MenuItem(tr("view.debug_overlay"), nullptr, &settings_.debug_overlay);
    track_item("view.debug");
    ImGui::EndMenu();
  }
}

void App::draw_menu_bar_right(bool full_screen) {
  // Right end: presentation mode and full screen, one click away (on the web the
  // full-screen request itself is made by the page, inside the click's handler).
  const char* present = tr_id(settings_.presentation ? "view.leave_presentation" : "view.presentation_p");
  const char* full = tr_id("view.full_screen");
  const float right = ImGui::CalcTextSize(present, nullptr, true).x +
                      (full_screen ? ImGui::CalcTextSize(full, nullptr, true).x : 0.0f) +
                      (full_screen ? 4 : 2) * ImGui::GetStyle().ItemSpacing.x + 8;
  ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowWidth() - right));
  if (ImGui::MenuItem(present, nullptr, settings_.presentation)) set_presentation(!settings_.presentation);
  track_item("view.presentation");
  if (!full_screen) return;
  if (ImGui::MenuItem(full) && toggle_fullscreen) toggle_fullscreen();
  track_item("view.fullscreen");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("view.full_screen_tip"));
}

}  // namespace gtl::app
