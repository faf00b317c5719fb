#include "app/lessons/judge_panel.hpp"

#include "app/kit/item_registry.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/ui_flow.hpp"
#include "imgui.h"
#include "imgui_stdlib.h"
#include "model/i18n.hpp"

namespace gtl::app {

using i18n::tr;

void JudgePanel::refresh() {
  if (judged_input_ == input_) return;
  judged_input_ = input_;
  verdict_ = judge_(input_);
}

std::optional<std::size_t> JudgePanel::draw(bool outcomes_hidden) {
  const std::string& g = look_.game;
  // Folded at first: the judge panel is for programmers, not the class.
  const bool open = collapsing_header_fit(i18n::tr_id(g + ".judge_panel"));
  track_item(g + ".judge.panel");
  refresh();  // keeps state().<game>.judge current while folded
  if (!open) return std::nullopt;
  ImGui::TextWrapped("%s", tr(g + ".judge_help"));
  ImGui::InputTextMultiline(look_.input_id, &input_, ImVec2(-1, look_.input_height));
  track_item(g + ".judge.input");
  refresh();
  std::optional<std::size_t> clicked;
  if (!verdict_.warnings.empty())
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Draw), "%s", verdict_.warnings.c_str());
  if (outcomes_hidden) ImGui::TextDisabled("%s", tr("judge.hidden"));
  else if (!verdict_.answers.empty()) clicked = draw_answers();
  if (!verdict_.error.empty())
    ImGui::TextColored(theme::outcome_color_vec(Outcome::Lose), "%s", verdict_.error.c_str());
  return clicked;
}

std::optional<std::size_t> JudgePanel::draw_answers() {
  std::optional<std::size_t> clicked;
  if (look_.row_label_key) ImGui::TextUnformatted(tr(look_.row_label_key));
  for (std::size_t i = 0; i < verdict_.answers.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    const std::string& label = verdict_.answers[i];
    if (look_.answers_in_a_row) {
      if (i > 0 || look_.row_label_key) ImGui::SameLine();
      if (ImGui::Button(label.c_str())) clicked = i;
    } else if (ImGui::Selectable(label.c_str(), false, 0, ImVec2(0, 0))) {
      clicked = i;
    }
    track_item(look_.game + ".judge." + look_.answer_item + "." + std::to_string(i + 1));
    if (ImGui::IsItemHovered()) {
      const std::string tip = look_.tip ? look_.tip(i) : std::string(tr("judge.load_tip"));
      ImGui::SetTooltip("%s", tip.c_str());
    }
    ImGui::PopID();
  }
  return clicked;
}

}  // namespace gtl::app
