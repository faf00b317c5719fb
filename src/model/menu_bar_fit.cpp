#include "model/menu_bar_fit.hpp"

namespace gtl::model {

MenuBarFit fit_menu_bar(const MenuBarWidths& w) {
  const float room = w.room - w.margin;
  MenuBarFit f;
  if (w.start + w.menus + w.presentation + w.full_screen <= room) return f;
  f.full_screen = false;
  if (w.start + w.menus + w.presentation <= room) return f;
  f.menus_folded = true;
  // With the menus folded, Full screen comes back when there is room for it.
  f.full_screen = w.start + w.more + w.presentation + w.full_screen <= room;
  return f;
}

}  // namespace gtl::model
