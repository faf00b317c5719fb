#include "app/ui_timeline.hpp"

#include <algorithm>

#include "app/item_registry.hpp"
#include "app/theme.hpp"
#include "imgui.h"

namespace gtl::app {

bool TimelineUi::autoplay_due(double seconds, float speed, bool animating, double pause) {
  if (!autoplay || animating) return false;
  autoplay_wait += seconds * std::max(speed, 0.25f);
  if (autoplay_wait < pause && speed > 0) return false;
  autoplay_wait = 0;
  return true;
}

bool draw_timeline(const char* id, Timeline& t, TimelineUi& ui, const std::function<std::string(std::size_t)>& label,
                   bool game_over) {
  ImGui::PushID(id);
  bool moved = false;
  auto button = [&](const char* text, const char* item, bool enabled) {
    ImGui::BeginDisabled(!enabled);
    bool pressed = ImGui::Button(text);
    ImGui::EndDisabled();
    track_item(item);
    ImGui::SameLine();
    return pressed;
  };
  if (button("|<", "history.start", !t.at_start())) { t.go_to(0); moved = true; }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Restart (Home)");
  if (button("<", "history.back", !t.at_start())) { t.step(-1); moved = true; }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Step back (Left arrow)");
  if (button(">", "history.forward", !t.at_end())) { t.step(1); moved = true; }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Step forward (Right arrow)");
  if (button(">|", "history.end", !t.at_end())) { t.go_to(t.size()); moved = true; }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Jump to the last move (End)");
  const char* play_text = ui.autoplay ? "Pause" : "Autoplay";
  ImGui::BeginDisabled(game_over && !ui.autoplay);
  if (ImGui::Button(play_text)) ui.autoplay = !ui.autoplay;
  ImGui::EndDisabled();
  track_item("history.autoplay");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Perfect play for both sides (Space)");

  // The moves as chips; the ones past the cursor are the kept old line.
  ImGui::SameLine(0, 20);
  ImGui::BeginChild("moves", ImVec2(0, ImGui::GetFrameHeightWithSpacing() + 14), false,
                    ImGuiWindowFlags_HorizontalScrollbar);
  ImGui::TextDisabled("start");
  for (std::size_t i = 0; i < t.size(); ++i) {
    ImGui::SameLine();
    const bool past = i >= t.cursor();
    const bool current = i + 1 == t.cursor();
    ImGui::PushStyleColor(ImGuiCol_Button, current ? ImVec4(0.55f, 0.50f, 0.15f, 1) : past ? ImVec4(0.16f, 0.17f, 0.19f, 1)
                                                                                         : ImVec4(0.22f, 0.30f, 0.40f, 1));
    ImGui::PushStyleColor(ImGuiCol_Text, past ? ImVec4(0.6f, 0.6f, 0.6f, 1) : ImVec4(1, 1, 1, 1));
    std::string text = std::to_string(i + 1) + ". " + label(i) + "##m" + std::to_string(i);
    if (ImGui::SmallButton(text.c_str())) { t.go_to(i + 1); moved = true; }
    track_item("history.move." + std::to_string(i + 1));
    if (current) ImGui::SetScrollHereX(1.0f);
    ImGui::PopStyleColor(2);
  }
  ImGui::EndChild();

  // Keyboard: arrows, Home/End, Space, unless a text field has focus.
  if (!ImGui::GetIO().WantTextInput) {
    if (ImGui::IsKeyPressed(ImGuiKey_LeftArrow) && !t.at_start()) { t.step(-1); moved = true; }
    if (ImGui::IsKeyPressed(ImGuiKey_RightArrow) && !t.at_end()) { t.step(1); moved = true; }
    if (ImGui::IsKeyPressed(ImGuiKey_Home, false) && !t.at_start()) { t.go_to(0); moved = true; }
    if (ImGui::IsKeyPressed(ImGuiKey_End, false) && !t.at_end()) { t.go_to(t.size()); moved = true; }
    if (ImGui::IsKeyPressed(ImGuiKey_Space, false)) ui.autoplay = !ui.autoplay && !game_over;
  }
  if (moved) ui.autoplay = false;
  ImGui::PopID();
  return moved;
}

}  // namespace gtl::app
