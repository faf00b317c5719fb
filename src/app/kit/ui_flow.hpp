// Line flow shared by the shell's views and the lessons: put the next item on
// the current line only when it fits, so headers and button rows wrap instead
// of running off the edge at large text sizes or in small windows.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>

#include "app/kit/imgui_item_hooks.hpp"
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

// Text that wraps at the window's right edge (a panel's sentence at large text).
inline void text_wrapped(const char* text) {
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
}

// A radio button or check box of this label: its box, the gap and its words.
inline float check_width(const char* label) {
  return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label, nullptr, true).x;
}

// A check box whose words wrap when the line is too narrow for them (ImGui's
// own label cannot wrap: at extra-large text on an 800 px screen it ran past
// the panel's edge): then the box alone, named for the accessible twin by its
// words, with the words wrapped beside it; the two are one group, so the
// caller's track_item names both. `label` may carry an id after "##".
inline bool checkbox_fit(const char* label, bool* value) {
  if (check_width(label) <= ImGui::GetContentRegionAvail().x) return ImGui::Checkbox(label, value);
  const char* end = label;
  while (*end && !(end[0] == '#' && end[1] == '#')) ++end;
  const std::string words(label, end);
  ImGui::BeginGroup();
  ImGui::PushID(label);
  const bool changed = ImGui::Checkbox("##box", value);
  ImGui::PopID();
  twin_name_last_item(words);
  ImGui::SameLine(0, ImGui::GetStyle().ItemInnerSpacing.x);
  ImGui::AlignTextToFramePadding();
  text_wrapped(words.c_str());
  ImGui::EndGroup();
  return changed;
}

// A selectable row whose words wrap inside the window (a long game's name at
// large text); `id` is its ImGui id ("##payoff.classic.entry"), the twin names
// it by its words.
inline bool selectable_wrapped(const char* text, const char* id, bool selected) {
  const float avail = ImGui::GetContentRegionAvail().x;
  const ImVec2 size = ImGui::CalcTextSize(text, nullptr, false, avail);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const bool pressed = ImGui::Selectable(id, selected, 0, ImVec2(0, size.y));
  twin_name_last_item(text);
  ImGui::GetWindowDrawList()->AddText(nullptr, 0.0f, at, ImGui::GetColorU32(ImGuiCol_Text), text, nullptr, avail);
  return pressed;
}

// A section's header whose words wrap onto a taller bar when the window is
// too narrow for them (ImGui's header cuts its label off at the edge: "Proof
// of the selected posi"); the same ImGui id either way when the label names
// one with "###", and the twin names it by its words.
inline bool collapsing_header_fit(const char* label, ImGuiTreeNodeFlags flags = 0) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float indent = ImGui::GetFontSize() + 3 * st.FramePadding.x;  // where ImGui puts a framed header's words
  const float room = std::max(ImGui::GetContentRegionAvail().x - indent - st.FramePadding.x, ImGui::GetFontSize());
  if (ImGui::CalcTextSize(label, nullptr, true).x <= room) return ImGui::CollapsingHeader(label, flags);
  const char* end = label;
  while (*end && !(end[0] == '#' && end[1] == '#')) ++end;
  const std::string words(label, end);
  const ImVec2 size = ImGui::CalcTextSize(words.c_str(), nullptr, false, room);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(st.FramePadding.x, st.FramePadding.y + (size.y - ImGui::GetFontSize()) / 2));
  const bool open = ImGui::CollapsingHeader(("##" + std::string(label)).c_str(), flags);
  ImGui::PopStyleVar();
  twin_name_last_item(words);
  ImGui::GetWindowDrawList()->AddText(nullptr, 0.0f, ImVec2(at.x + indent, at.y + ImGui::GetStyle().FramePadding.y),
                                      ImGui::GetColorU32(ImGuiCol_Text), words.c_str(), nullptr, room);
  return open;
}

}  // namespace gtl::app
