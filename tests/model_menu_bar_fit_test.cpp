// The menu bar shows whole words or nothing (model/menu_bar_fit.hpp): Full
// screen goes first, then the menus fold into one button; Presentation stays.
#include "model/menu_bar_fit.hpp"

#include <gtest/gtest.h>

namespace gtl::model {
namespace {

// Widths of the parts at extra-large text (25 px), about as the app measures them.
MenuBarWidths bar(float room, float start = 0) {
  MenuBarWidths w;
  w.room = room;
  w.start = start;
  w.menus = 440;
  w.more = 80;
  w.presentation = 260;
  w.full_screen = 140;
  return w;
}

TEST(MenuBarFit, EverythingShowsWhenItFits) {
  const MenuBarFit f = fit_menu_bar(bar(1280, 40));
  EXPECT_TRUE(f.full_screen);
  EXPECT_FALSE(f.menus_folded);
}

TEST(MenuBarFit, FullScreenGoesFirst) {
  // 800 px in presentation mode (no ≡): 440 + 260 + 140 > 792, without Full screen 700 fits.
  const MenuBarFit f = fit_menu_bar(bar(800));
  EXPECT_FALSE(f.full_screen);
  EXPECT_FALSE(f.menus_folded);
}

TEST(MenuBarFit, ThenTheMenusFoldAndFullScreenComesBackIfItFits) {
  MenuBarWidths w = bar(700, 40);  // 40 + 440 + 260 > 692
  MenuBarFit f = fit_menu_bar(w);
  EXPECT_TRUE(f.menus_folded);
  EXPECT_TRUE(f.full_screen) << "40 + 80 + 260 + 140 = 520 fits in 692";
  w.room = 460;
  f = fit_menu_bar(w);
  EXPECT_TRUE(f.menus_folded);
  EXPECT_FALSE(f.full_screen) << "520 does not fit in 452";
}

TEST(MenuBarFit, WhatIsShownFitsWheneverAnythingCan) {
  for (float room = 300; room <= 2000; room += 7) {
    for (float start : {0.0f, 44.0f}) {
      const MenuBarWidths w = bar(room, start);
      const MenuBarFit f = fit_menu_bar(w);
      const float used = w.start + (f.menus_folded ? w.more : w.menus) + w.presentation + (f.full_screen ? w.full_screen : 0);
      if (w.start + w.more + w.presentation <= room - w.margin) EXPECT_LE(used, room - w.margin) << room;
      // Nothing is dropped that had room.
      if (!f.full_screen && !f.menus_folded) EXPECT_GT(w.start + w.menus + w.presentation + w.full_screen, room - w.margin);
      if (f.menus_folded) EXPECT_GT(w.start + w.menus + w.presentation, room - w.margin);
    }
  }
}

}  // namespace
}  // namespace gtl::model
