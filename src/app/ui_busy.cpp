#include "app/ui_busy.hpp"

#include <algorithm>

#include "app/item_registry.hpp"
#include "core/budget.hpp"
#include "imgui.h"
#include "model/i18n.hpp"

namespace gtl::app {

bool draw_busy(const BusyProgress& p) {
  const float fraction = p.total ? std::min(1.0f, static_cast<float>(p.done) / static_cast<float>(p.total)) : 0.0f;
  // Grouped digits: "1,234,567 of about 4,855,550" reads from the back of a classroom.
  const bool solve = p.cancellable();
  const std::string text = i18n::tr_fmt(solve ? "worker.progress" : "worker.layout_progress", budget::grouped(p.done),
                                        budget::grouped(p.total));
  ImGui::TextWrapped("%s", i18n::tr(solve ? "worker.solving" : "worker.laying_out"));
  const char* cancel = i18n::tr("worker.cancel");
  const ImGuiStyle& style = ImGui::GetStyle();
  const float button_w = solve ? ImGui::CalcTextSize(cancel).x + 2 * style.FramePadding.x + style.ItemSpacing.x : 0.0f;
  ImGui::ProgressBar(fraction, ImVec2(std::max(80.0f, ImGui::GetContentRegionAvail().x - button_w), 0), text.c_str());
  track_item("busy.bar");
  if (!solve) return false;
  ImGui::SameLine();
  const bool pressed = ImGui::Button(cancel);
  track_item("busy.cancel");
  return pressed;
}

}  // namespace gtl::app
