#include "app/ui_busy.hpp"

#include <algorithm>

#include "app/item_registry.hpp"
#include "core/budget.hpp"
#include "imgui.h"
#include "model/i18n.hpp"

namespace gtl::app {

bool draw_busy(const BusyProgress& p) {
  const float fraction = p.total ? std::min(1.0f, static_cast<float>(p.done) / static_cast<float>(p.total)) : 0.0f;
  // Grouped digits: "1,234,567 of about 4,855,550" reads from the back of a
  // classroom. The tree's steps mean nothing to a class: a percentage.
  const bool tree = p.what == "tree";
  const std::string text =
      tree ? i18n::tr_fmt("worker.tree.progress", static_cast<int>(100 * fraction))
           : i18n::tr_fmt("worker.progress", budget::grouped(p.done), budget::grouped(p.total));
  ImGui::TextWrapped("%s", i18n::tr(tree ? "worker.tree.building" : "worker.solving"));
  const char* cancel = i18n::tr("worker.cancel");
  const ImGuiStyle& style = ImGui::GetStyle();
  const float button_w = ImGui::CalcTextSize(cancel).x + 2 * style.FramePadding.x;
  ImGui::ProgressBar(fraction, ImVec2(std::max(80.0f, ImGui::GetContentRegionAvail().x - button_w - style.ItemSpacing.x), 0),
                     text.c_str());
  track_item("busy.bar");
  ImGui::SameLine();
  const bool pressed = ImGui::Button(cancel);
  track_item("busy.cancel");
  return pressed;
}

}  // namespace gtl::app
