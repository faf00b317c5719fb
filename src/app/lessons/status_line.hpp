// The pieces a board's status line is made of ("First to move · winning in 3
// plies · winning moves: 4 6"): the player in their colour, then the
// position's value, each after the previous item and on its line when it fits
// (never cut off at large text sizes or on a phone).
#pragma once

#include <string>

#include "app/kit/settings.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/ui_flow.hpp"
#include "imgui.h"

namespace gtl::app {

// Text in the colour of the first (side 0) or the second player.
inline void player_text(int side, const char* text) {
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(side == 0 ? theme::kFirst : theme::kSecond), "%s", text);
}

// While a quiz or an induction runs, the value is the class's to find: the
// line says so in its place and this returns true. The caller stops there, as
// nothing after the value (best moves, hints) may tell it either.
inline bool outcome_hidden_text(const Settings& settings, float gap) {
  if (!settings.outcomes_hidden()) return false;
  const char* h = settings.hidden_outcome_text();
  same_line_if_fits(h, gap);
  ImGui::TextDisabled("%s", h);
  return true;
}

// Words about the value, in the outcome's colour.
inline void outcome_text(Outcome o, const std::string& text, float gap) {
  same_line_if_fits(text.c_str(), gap);
  ImGui::TextColored(theme::outcome_color_vec(o), "%s", text.c_str());
}

}  // namespace gtl::app
