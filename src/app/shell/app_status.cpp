// What the App says besides the panels: the status bar, the toast over the
// canvas ("Link copied") and the developers' debug overlay.
#include <algorithm>

#include "app/shell/app.hpp"
#include "app/shell/app_panels.hpp"
#include "app/kit/theme.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the toast brought to the front
#include "model/i18n.hpp"
#include "model/text_format.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using i18n::tr_id;

void App::show_toast(std::string text) {
  said_.toast.text = std::move(text);
  said_.toast.seconds = kToastSeconds;
  ++said_.toast.id;
  wake();
}

// At the foot of the canvas, in the middle, over the status bar where there is
// one, in front of everything but menus: where it covers nothing in use (at the
// top it lay over the Number Game's tiles for its five seconds; issue 43). The
// tree's overview map and zoom buttons keep the corners.
void App::draw_toast() {
  if (said_.toast.seconds <= 0) return;
  said_.toast.seconds -= ImGui::GetIO().DeltaTime;
  const model::PageBox& c = screen_.layout.canvas;
  const float wrap = std::min(std::max(120.0f, c.w - 32.0f), ImGui::GetFontSize() * 28.0f);
  const model::PageBox& bar = screen_.layout.status;
  const bool over_bar = screen_.layout.status_shown && bar.h > 0;
  const float foot = over_bar ? bar.y + bar.h - 2.0f : c.y + c.h - 6.0f;
  ImGui::SetNextWindowPos(ImVec2(c.x + c.w * 0.5f, foot), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::GetStyleColorVec4(ImGuiCol_PopupBg));
  ImGui::PushStyleColor(ImGuiCol_Border, theme::outcome_color_vec(Outcome::Win));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f);
  ImGui::Begin("Toast", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs);
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  ImGui::PushTextWrapPos(wrap);
  ImGui::TextUnformatted(said_.toast.text.c_str());
  ImGui::PopTextWrapPos();
  const ImVec2 p = ImGui::GetWindowPos(), s = ImGui::GetWindowSize();
  record_item("share.copied", {p.x, p.y, s.x, s.y});
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(2);
}

void App::draw_status_bar(const model::PageBox& box) {
  ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 4));
  ImGui::Begin("Status", nullptr, kPanelFlags | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar);
  ImGui::TextWrapped("%s", tr_fmt("status.line", tr(lesson().name_key())).c_str());
  ImGui::End();
  ImGui::PopStyleVar();
}

// Frame timings are for developers, not for the class: off unless View › Debug overlay.
void App::draw_debug_overlay() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x - 10, vp->WorkPos.y + 10), ImGuiCond_Always,
                          ImVec2(1, 0));
  ImGui::SetNextWindowBgAlpha(0.85f);
  ImGui::Begin("Debug", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs);
  ImGui::TextUnformatted(tr_fmt("debug.frame", model::decimal(loop_.frame_ms, 2)).c_str());
  ImGui::TextUnformatted(tr_fmt("debug.frames", static_cast<unsigned long long>(loop_.frames)).c_str());
  ImGui::TextUnformatted(tr_fmt("debug.tree", model::decimal(tree_.last_draw_ms(), 2)).c_str());
  ImGui::End();
}

}  // namespace gtl::app
