#include "model/page_layout.hpp"

#include <algorithm>
#include <cmath>

namespace gtl::model {

std::string_view page_form_name(PageForm f) {
  switch (f) {
    case PageForm::Phone: return "phone";
    case PageForm::Tablet: return "tablet";
    default: return "desktop";
  }
}

PageForm page_form(float width, float /*height*/, bool coarse_pointer) {
  if (width < kPhoneMaxWidth) return PageForm::Phone;
  if (coarse_pointer && width <= kTabletMaxWidth) return PageForm::Tablet;
  return PageForm::Desktop;
}

bool default_panel_open(PageForm f) { return f == PageForm::Desktop; }

PageLayout page_layout(const PageInput& in) {
  PageLayout out;
  const PageBox& w = in.work;
  out.form = page_form(w.w, w.h, in.coarse_pointer);
  out.touch = in.coarse_pointer || out.form != PageForm::Desktop;
  // The status bar's hints are keyboard hints: none on touch forms.
  out.status_shown = !in.presentation && out.form == PageForm::Desktop;
  const float body_h = std::max(0.0f, w.h - (out.status_shown ? in.status_height : 0.0f));
  if (out.status_shown) out.status = {w.x, w.y + body_h, w.w, in.status_height};
  out.panel_open = !in.presentation && in.panel_open.value_or(default_panel_open(out.form));
  out.canvas = {w.x, w.y, w.w, body_h};
  if (!out.panel_open) return out;
  if (out.form == PageForm::Phone) {
    // The drawer: all the width but a finger's, over the canvas; that strip
    // closes it.
    out.panel_overlay = true;
    const float drawer_w = std::clamp(w.w - kTouchTargetPx, std::min(w.w, 240.0f), 440.0f);
    out.panel = {w.x, w.y, drawer_w, body_h};
    out.scrim = {w.x + drawer_w, w.y, w.w - drawer_w, body_h};
    return out;
  }
  // Docked: never more than 45 % of the width, so the canvas keeps the rest.
  // The status bar then lies under the panel only (its text
  // wraps to three lines), and the canvas takes the whole height beside them: the tree gets
  // the rows a full-width status bar would take.
  const float panel_w = std::min(in.panel_width, 0.45f * w.w);
  const float status_h = out.status_shown ? std::round(2.7f * in.status_height) : 0.0f;  // three lines
  out.panel = {w.x, w.y, panel_w, std::max(0.0f, w.h - status_h)};
  if (out.status_shown) out.status = {w.x, w.y + out.panel.h, panel_w, status_h};
  out.canvas = {w.x + panel_w, w.y, w.w - panel_w, w.h};
  return out;
}

}  // namespace gtl::model
