#include "app/kit/legend.hpp"

#include <algorithm>

#include "app/kit/theme.hpp"

namespace gtl::app::legend {

void heading(const char* text) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TableNextColumn();
  ImGui::SeparatorText(text);
}

void row(const std::function<void()>& sample, const char* words) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  sample();
  ImGui::TableNextColumn();
  ImGui::TextWrapped("%s", words);
}

void swatch(ImU32 fill, const char* letter) {
  const float h = ImGui::GetTextLineHeight() + 6;
  const ImVec2 ts = ImGui::CalcTextSize(letter);
  const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + std::max(h * 1.4f, ts.x + 10), a.y + h);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(a, b, fill, 4);
  dl->AddText(ImVec2((a.x + b.x - ts.x) * 0.5f, (a.y + b.y - ts.y) * 0.5f), theme::text_on(fill), letter);
  ImGui::Dummy(ImVec2(b.x - a.x, h));
}

void outline(ImU32 colour) {
  const float h = ImGui::GetTextLineHeight() + 6;
  const ImVec2 a = ImGui::GetCursorScreenPos(), b(a.x + h * 1.4f, a.y + h);
  ImGui::GetWindowDrawList()->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(b.x - 2, b.y - 2), colour, 4, 0, 3.0f);
  ImGui::Dummy(ImVec2(b.x - a.x, h));
}

}  // namespace gtl::app::legend
