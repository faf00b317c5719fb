// Line flow shared by the shell's views and the lessons: put the next item on
// the current line only when it fits, so headers and button rows wrap instead
// of running off the edge at large text sizes or in small windows.
#pragma once

#include <string_view>

#include "imgui.h"

namespace gtl::app {

// The width of this text in the current font (a string_view need not end in NUL).
inline float text_width(std::string_view t) {
  return ImGui::CalcTextSize(t.data(), t.data() + t.size()).x;
}

// Call after an item, before the next one of width `next_w`: continues the
// line (with `gap`) when the next item fits before the window's right edge.
inline void same_line_if_fits(float next_w, float gap) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + gap + next_w <= right) ImGui::SameLine(0, gap);
}

inline void same_line_if_fits(const char* next_text, float gap) {
  same_line_if_fits(ImGui::CalcTextSize(next_text).x, gap);
}

// The width of a button with this label.
inline float button_width(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
}

// Before a button labelled `label`: on this line at the usual spacing when it
// fits, else on the next (a phone's drawer is narrow; a cut button cannot be
// read or hit).
inline void same_line_for_button(const char* label) {
  same_line_if_fits(button_width(label), ImGui::GetStyle().ItemSpacing.x);
}

}  // namespace gtl::app
