// Line flow shared by the shell's views and the lessons: put the next item on
// the current line only when it fits, so headers and button rows wrap instead
// of running off the edge at large text sizes or in small windows.
#pragma once

#include <algorithm>
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

// Where a hint sits in the middle of an empty box (at `origin`, `size`):
// wrapped to at most `max_em` font sizes per line and 16 px inside each side,
// never closer than 8 px to the top. The tree's and the graph editor's empty
// states use it.
struct CentredText {
  ImVec2 at;    // the text's top-left corner
  ImVec2 size;  // its wrapped size
  float wrap;   // the wrap width to draw it with
};
inline CentredText centred_text(const char* text, ImVec2 origin, ImVec2 size, float max_em) {
  const float wrap = std::min(size.x - 32, max_em * ImGui::GetFontSize());
  const ImVec2 ts = ImGui::CalcTextSize(text, nullptr, false, wrap);
  return {ImVec2(origin.x + (size.x - ts.x) / 2, origin.y + std::max(8.0f, (size.y - ts.y) / 2)), ts, wrap};
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
