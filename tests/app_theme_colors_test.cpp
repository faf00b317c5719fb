// The theme table (src/app/kit/theme_colors.hpp): in both themes every text/fill pair
// the app draws meets WCAG AA, and the outcome fills stay apart in greyscale.
#include "app/kit/theme_colors.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace gtl::app::theme {
namespace {

std::string hex(Rgb c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%06X", static_cast<unsigned>(c));
  return buf;
}

TEST(ThemeColors, ContrastRatioMatchesWcagReferenceValues) {
  EXPECT_NEAR(contrast_ratio(0x000000, 0xFFFFFF), 21.0, 1e-9);
  EXPECT_NEAR(contrast_ratio(0xFFFFFF, 0xFFFFFF), 1.0, 1e-9);
  // Published values: Okabe–Ito blue on white 5.19, #767676 on white 4.54 (the AA grey).
  EXPECT_NEAR(contrast_ratio(0x0072B2, 0xFFFFFF), 5.19, 0.01);
  EXPECT_NEAR(contrast_ratio(0xFFFFFF, 0x767676), 4.54, 0.01);
  EXPECT_EQ(best_text_on(0xE69F00), kInk);   // orange: dark text
  EXPECT_EQ(best_text_on(0x005C9C), kWhite);  // dark blue: white text
}

class EachTheme : public ::testing::TestWithParam<ThemeName> {};

TEST_P(EachTheme, EveryDeclaredTextOnFillMeetsWcagAA) {
  const auto pairs = text_pairs(colors_of(GetParam()));
  // The pairs cover the panels, the controls and the outcome fills.
  for (std::string_view fill : {"window_bg", "canvas_bg", "popup_bg", "menubar_bg", "button", "button_hovered",
                                "button_active", "frame", "win", "lose", "draw", "first", "second"}) {
    bool found = false;
    for (const TextPair& p : pairs) found = found || p.fill_role == fill;
    EXPECT_TRUE(found) << "no text is declared on " << fill;
  }
  for (const TextPair& p : pairs) {
    const double r = contrast_ratio(p.text, p.fill);
    EXPECT_GE(r, 4.5) << theme_name(GetParam()) << ": " << p.text_role << " " << hex(p.text) << " on "
                      << p.fill_role << " " << hex(p.fill) << " has contrast " << r;
  }
}

// The letter (W / L / D, + / 0 / -) is the first cue; the fills themselves must
// still be told apart on a greyscale print or a washed-out projector.
TEST_P(EachTheme, OutcomeFillsDifferInLuminance) {
  const Colors& c = colors_of(GetParam());
  const std::pair<const char*, Rgb> fills[] = {{"win", c.win}, {"lose", c.lose}, {"draw", c.draw}};
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = i + 1; j < 3; ++j)
      EXPECT_GE(contrast_ratio(fills[i].second, fills[j].second), 1.5)
          << theme_name(GetParam()) << ": " << fills[i].first << " and " << fills[j].first
          << " are nearly the same grey";
}

// Outlines (current path, focus ring) are graphics: WCAG asks 3:1 against the background.
TEST_P(EachTheme, OutlinesStandOutFromTheBackground) {
  const Colors& c = colors_of(GetParam());
  EXPECT_GE(contrast_ratio(c.highlight, c.canvas_bg), 3.0);
  EXPECT_GE(contrast_ratio(c.focus, c.window_bg), 3.0);
  EXPECT_GE(contrast_ratio(c.focus, c.canvas_bg), 3.0);
}

TEST(ThemeColors, LightThemeIsLightAndDarkThemeIsDark) {
  EXPECT_GT(relative_luminance(kLight.canvas_bg), 0.8);
  EXPECT_GT(relative_luminance(kLight.window_bg), 0.8);
  EXPECT_LT(relative_luminance(kDark.canvas_bg), 0.05);
  EXPECT_LT(relative_luminance(kDark.window_bg), 0.05);
}

INSTANTIATE_TEST_SUITE_P(Themes, EachTheme, ::testing::Values(ThemeName::Dark, ThemeName::Light),
                         [](const auto& info) { return std::string(theme_name(info.param)); });

}  // namespace
}  // namespace gtl::app::theme
