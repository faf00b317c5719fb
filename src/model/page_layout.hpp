// How the page divides the screen, as a pure function of its size and input
// device, so the app only draws what this decides and tests can check every
// screen size a class opens the page on without a window.
//
// Three forms:
//   * Phone (narrower than 600 CSS px: a portrait phone): one column. The
//     lesson and the tree take the whole width; the side panel's controls are a
//     drawer that slides over the canvas from the left when opened (the menu
//     bar's "≡"), with a strip on the right that closes it when tapped. The
//     status bar is dropped (its hints are keyboard hints).
//   * Tablet (a coarse pointer: touch, up to 1366 px wide): the side panel is
//     folded away by default so the canvas takes the whole width; unfolded it
//     sits beside the canvas as on a desktop. No status bar (its hints are
//     keyboard hints).
//   * Desktop: the side panel beside the canvas, foldable too; the status bar
//     under the panel, so the canvas has the whole height.
// Presentation mode has no panel or status bar in any form.
// Touch forms ask for controls of at least kTouchTargetPx (WCAG 2.5.5).
#pragma once

#include <optional>
#include <string_view>

namespace gtl::model {

enum class PageForm { Desktop, Tablet, Phone };

std::string_view page_form_name(PageForm f);  // "desktop", "tablet", "phone" (state().layout.form)

inline constexpr float kPhoneMaxWidth = 600;    // narrower: the phone form
inline constexpr float kTabletMaxWidth = 1366;  // a coarse pointer up to this width: the tablet form
inline constexpr float kTouchTargetPx = 44;     // WCAG 2.5.5: the least size of a touch target

PageForm page_form(float width, float height, bool coarse_pointer);

struct PageBox {
  float x = 0, y = 0, w = 0, h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  bool contains(float px, float py) const { return px >= x && px < x + w && py >= y && py < y + h; }
};

struct PageInput {
  PageBox work;                     // the screen below the menu bar (CSS px)
  bool coarse_pointer = false;      // the page's primary pointer is a finger
  bool presentation = false;        // presentation mode: the lesson and the tree only
  std::optional<bool> panel_open;   // the user's choice (≡ or view.drawer); unset: the form's default
  float panel_width = 300;          // the side panel's width the text size asks for (docked)
  float status_height = 26;
};

struct PageLayout {
  PageForm form = PageForm::Desktop;
  bool panel_open = true;     // the side panel (or the phone's drawer) is shown
  bool panel_overlay = false; // it lies over the canvas (the phone's drawer) instead of beside it
  PageBox panel;              // where the panel is drawn (empty when closed)
  PageBox scrim;              // phone drawer: the uncovered strip whose tap closes it (else empty)
  PageBox canvas;             // the lesson and the tree
  bool status_shown = true;
  PageBox status;
  bool touch = false;         // controls are sized for fingers (kTouchTargetPx)
};

// The panel's default in each form: open on a desktop, folded on a tablet and a phone.
bool default_panel_open(PageForm f);

PageLayout page_layout(const PageInput& in);

}  // namespace gtl::model
