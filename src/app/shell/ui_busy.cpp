#include "app/shell/ui_busy.hpp"

#include <algorithm>

#include "app/kit/item_registry.hpp"
#include "core/budget.hpp"
#include "imgui.h"
#include "model/i18n.hpp"

namespace gtl::app {

bool draw_busy(const BusyProgress& p) {
  const float fraction = p.total ? std::min(1.0f, static_cast<float>(p.done) / static_cast<float>(p.total)) : 0.0f;
  // Grouped digits: "1,234,567 of about 4,855,550" reads from the back of a
  // classroom. A board's tree steps mean nothing to a class: a percentage.
  const bool solve = p.cancellable();  // a board's solve or its tree; a DAG's layout has no Cancel
  const bool tree = p.what == "tree";
  const std::string text =
      tree    ? i18n::tr_fmt("worker.tree.progress", static_cast<int>(100 * fraction))
      : solve ? i18n::tr_fmt("worker.progress", text::grouped(p.done), text::grouped(p.total))
              : i18n::tr_fmt("worker.layout_progress", text::grouped(p.done), text::grouped(p.total));
  ImGui::TextWrapped("%s", i18n::tr(tree ? "worker.tree.building" : solve ? "worker.solving" : "worker.laying_out"));
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
