#include "app/shell/ui_help.hpp"

#include <string>

#include <algorithm>

#include "app/kit/imgui_item_hooks.hpp"
#include "app/kit/item_registry.hpp"
#include "app/kit/legend.hpp"
#include "app/kit/lesson.hpp"
#include "app/kit/theme.hpp"
#include "imgui.h"
#include "model/i18n.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

namespace {

void centre_next_window() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
                          ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
}

}  // namespace

void draw_shortcuts_window(bool* open) {
  centre_next_window();
  if (ImGui::Begin(tr_id("help.shortcuts_title"), open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize)) {
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      // Key names that are words are translated too ("keys.*.key").
      const char* rows[][2] = {
          {"F1", tr("keys.f1")},
          {"Esc", tr("keys.esc")},
          {tr("keys.left_right.key"), tr("keys.left_right")},
          {"Home / End", tr("keys.home_end")},
          {"Space", tr("keys.space")},
          {"PageDown / PageUp", tr("keys.page")},
          {"PageDown / PageUp", tr("keys.page_induction")},
          {"P", tr("keys.p")},
          {"Shift+F", tr("keys.shift_f")},
          {"Tab", tr("keys.tab")},
          {tr("keys.drag.key"), tr("keys.drag")},
          {"+ / -", tr("keys.zoom")},
          {"F", tr("keys.fit")},
          {"C", tr("keys.centre")},
          {tr("keys.click.key"), tr("keys.click")},
      };
      for (auto& r : rows) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn(); ImGui::TextUnformatted(r[0]);
        ImGui::TableNextColumn(); ImGui::TextUnformatted(r[1]);
      }
      ImGui::EndTable();
    }
    // The keys of the accessible controls (web/page/a11y.js, docs/accessibility.md):
    // the page's twin lists the same rows for a screen reader.
    ImGui::SeparatorText(tr("a11y.keys_title"));
    if (ImGui::BeginTable("twin-keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      for (const char* k : {"a11y.key.tab", "a11y.key.f10", "a11y.key.arrows", "a11y.key.enter", "a11y.key.digits",
                            "a11y.key.tree", "a11y.key.tree_enter", "a11y.key.graph", "a11y.key.esc"}) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn(); ImGui::TextUnformatted(tr(std::string(k) + ".key"));
        ImGui::TableNextColumn(); ImGui::TextUnformatted(tr(k));
      }
      ImGui::EndTable();
    }
  }
  const ImVec2 p = ImGui::GetWindowPos(), sz = ImGui::GetWindowSize();
  record_item("help.shortcuts", {p.x, p.y, sz.x, sz.y});  // the window, for tests and tools
  ImGui::End();
}

// The rules as a teacher reads them out: the game's name as the heading, then
// its paragraphs wrapped to the window, which fits a projector's line length.
void draw_rules_window(bool* open, const Lesson& lesson) {
  centre_next_window();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowSize(ImVec2(std::min(vp->WorkSize.x - 40, ImGui::GetFontSize() * 30), 0), ImGuiCond_Always);
  const std::string name = tr(lesson.name_key());
  // One window per game and language (ImGui keeps a window's first title, and
  // the twin names the window by it): its title names the game shown.
  const std::string title = tr_fmt("help.rules_title", name) + "###help.rules.window:" + std::string(lesson.id()) + ":" +
                            i18n::code(i18n::lang());
  if (ImGui::Begin(title.c_str(), open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
    if (ImFont* big = theme::big_font()) ImGui::PushFont(big);
    ImGui::TextWrapped("%s", name.c_str());
    if (theme::big_font()) ImGui::PopFont();
    ImGui::Separator();
    const std::string rules = lesson.rules();
    for (std::size_t at = 0; at <= rules.size();) {
      const std::size_t end = std::min(rules.find("\n\n", at), rules.size());
      if (at > 0) ImGui::Spacing();
      ImGui::TextWrapped("%s", rules.substr(at, end - at).c_str());
      at = end + 2;
    }
    twin_window_text(rules);  // the twin reads the same paragraphs
    ImGui::Spacing();
    if (ImGui::Button(tr_id("help.rules_close"))) *open = false;
    track_item("help.rules.close");
  }
  const ImVec2 p = ImGui::GetWindowPos(), sz = ImGui::GetWindowSize();
  record_item("help.rules.window", {p.x, p.y, sz.x, sz.y});  // the window, for tests and tools
  ImGui::End();
}

void draw_about_window(bool* open, const std::function<void(const char*)>& open_page) {
  centre_next_window();
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 26, 0), ImGuiCond_Appearing);
  if (ImGui::Begin(tr_id("help.about_title"), open, ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::TextWrapped("%s", tr_fmt("help.about_text", GTL_VERSION).c_str());
    ImGui::Spacing();
    ImGui::TextWrapped("%s", tr("help.about_licence"));
    ImGui::TextWrapped("%s", tr("help.about_parts"));
    if (open_page) {
      if (ImGui::Button(tr_id("help.notices"))) open_page("notices.txt");
      track_item("help.notices");
    }
  }
  ImGui::End();
}

void draw_legend_window(bool* open, std::span<Lesson* const> lessons) {
  using namespace legend;
  centre_next_window();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowSize(ImVec2(std::min(vp->WorkSize.x - 40, ImGui::GetFontSize() * 34),
                                  std::min(vp->WorkSize.y - 40, ImGui::GetFontSize() * 30)),
                           ImGuiCond_Appearing);
  if (ImGui::Begin(tr_id("help.legend_title"), open, ImGuiWindowFlags_NoSavedSettings)) {
    if (ImGui::BeginTable("legend", 2, ImGuiTableFlags_SizingFixedFit)) {
      ImGui::TableSetupColumn("sample", ImGuiTableColumnFlags_WidthFixed);
      ImGui::TableSetupColumn("meaning", ImGuiTableColumnFlags_WidthStretch);
      heading(tr("legend.outcomes"));
      row([] { swatch(theme::kWin, "W"); }, tr("legend.win"));
      row([] { swatch(theme::kLose, "L"); }, tr("legend.lose"));
      row([] { swatch(theme::kDraw, "D"); }, tr("legend.draw"));
      row([] { swatch(theme::kUnknown, "?"); }, tr("legend.unknown"));
      row([] { ImGui::TextUnformatted("W 3"); }, tr("legend.remoteness"));
      heading(tr("legend.tree"));
      row([] { outline(theme::kHighlight); }, tr("legend.path"));
      row([] { swatch(theme::kUnknown, "R"); }, tr("legend.repeated"));
      row([] { swatch(theme::kWin, "\xC3\x97" "13"); }, tr("legend.grouped"));
      row([] { outline(theme::kWin); }, tr("legend.edges"));
      // Each game's own marks, the shown game's first (Lesson::legend).
      for (const Lesson* l : lessons) l->legend();
      ImGui::EndTable();
    }
    ImGui::TextDisabled("%s", tr("legend.esc"));
  }
  ImGui::End();
}

}  // namespace gtl::app
