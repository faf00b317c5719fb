// What the menu bar can show in its width, as a pure function of the widths
// of its parts, so the rule is tested without a font: whole words or nothing.
// When the bar is too narrow (800 px at extra-large text, presentation mode's
// 25 px text), the lower-priority parts go first:
//   1. the Full screen button (View › Full screen keeps it);
//   2. the six menus, folded into one button whose popup holds them (as on a
//      phone), so Presentation stays one click away.
#pragma once

namespace gtl::model {

struct MenuBarWidths {  // CSS px
  float room = 0;          // the bar's width
  float start = 0;         // where the menus begin (after ≡, when shown)
  float menus = 0;         // File … Help, laid out in a row
  float more = 0;          // the one button that holds them instead
  float presentation = 0;  // Presentation (P) / Leave presentation (P)
  float full_screen = 0;   // Full screen
  float margin = 8;        // kept free at the right end
};

struct MenuBarFit {
  bool full_screen = true;    // the Full screen button is on the bar
  bool menus_folded = false;  // the menus sit in the one button's popup
};

MenuBarFit fit_menu_bar(const MenuBarWidths& w);

}  // namespace gtl::model
