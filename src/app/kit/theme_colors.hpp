// The colours of the two themes as plain data, with no ImGui: the one place that
// says which text is drawn on which fill, so tests/app_theme_colors_test.cpp can
// check the WCAG contrast of every pair for both themes. theme.hpp turns the
// current table into ImGui colours.
#pragma once

#include <cmath>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace gtl::app::theme {

using Rgb = std::uint32_t;  // 0xRRGGBB, opaque

enum class ThemeName { Dark, Light };

struct Colors {
  // Outcome fills (tree nodes, strip cells); a letter or symbol is always drawn on
  // them, in best_text_on(fill). Win is a darker Okabe–Ito blue than #0072B2, so
  // win and lose also differ in greyscale (checked by the test).
  Rgb win, lose, draw, unknown;
  // Outcome words drawn as text on the panels ("winning (W)"): the fills above
  // are too dark (dark theme) or too light (light theme) to be read as text.
  Rgb win_text, lose_text, draw_text;
  // The players (Christine / first player, Matt / second player): fills of named
  // tiles and hands, and their names as text on the panels.
  Rgb first, second;
  Rgb highlight;       // outline of the current position and the current game's path
  Rgb highlight_text;  // the same yellow as text on the panels (captions, the proven period)
  Rgb focus;      // keyboard focus ring (only while the user navigates with Tab)
  // The ImGui chrome.
  Rgb text, text_muted;
  Rgb window_bg;  // side panel, status bar
  Rgb canvas_bg;  // the lesson and the tree
  Rgb popup_bg, menubar_bg, title_bg, title_active;
  Rgb frame, frame_hovered, frame_active;     // input fields, sliders, check boxes
  Rgb button, button_hovered, button_active;  // also headers and selected rows
  Rgb row_alt, border, accent;                // accent: check marks, slider grabs
};

inline constexpr Colors kDark{
    .win = 0x005C9C, .lose = 0xD55E00, .draw = 0xE69F00, .unknown = 0x999999,
    .win_text = 0x56B4E9, .lose_text = 0xF08040, .draw_text = 0xE69F00,
    .first = 0xCC79A7, .second = 0x009E73,
    .highlight = 0xF0E442, .highlight_text = 0xF0E442, .focus = 0x7FD1FF,
    .text = 0xF2F2F2, .text_muted = 0xA9AEB5,
    .window_bg = 0x17191E, .canvas_bg = 0x121416,
    .popup_bg = 0x1E2127, .menubar_bg = 0x23262C, .title_bg = 0x23262C, .title_active = 0x2E4A6B,
    .frame = 0x2C3139, .frame_hovered = 0x373E48, .frame_active = 0x424B57,
    .button = 0x2E4A6B, .button_hovered = 0x3B5E87, .button_active = 0x3F6692,
    .row_alt = 0x1E2126, .border = 0x4A4F57, .accent = 0x56B4E9,
};

// High contrast for bright rooms: near-black text on white, darker shades of the
// same hues for everything drawn as text or as a thin line.
inline constexpr Colors kLight{
    .win = 0x005C9C, .lose = 0xD55E00, .draw = 0xE69F00, .unknown = 0x999999,
    .win_text = 0x005C9C, .lose_text = 0xA84300, .draw_text = 0x8A5A00,
    .first = 0xA3487E, .second = 0x00765A,
    .highlight = 0xA67C00, .highlight_text = 0x7A5C00, .focus = 0x00407A,
    .text = 0x111111, .text_muted = 0x4D4D4D,
    .window_bg = 0xF5F6F7, .canvas_bg = 0xFFFFFF,
    .popup_bg = 0xFFFFFF, .menubar_bg = 0xE6E9ED, .title_bg = 0xE6E9ED, .title_active = 0xC0CDDC,
    .frame = 0xE3E7EC, .frame_hovered = 0xD3DAE2, .frame_active = 0xC3CCD7,
    .button = 0xD6DEE8, .button_hovered = 0xC0CDDC, .button_active = 0xA9BBD0,
    .row_alt = 0xEEF0F3, .border = 0x8A9099, .accent = 0x005C9C,
};

// Colours the canvases draw with (the tree's edges and move labels), one table
// per theme. Read by the canvas code through theme::kCanvas (the shown theme's)
// and handed to the SVG export (ui_export.cpp), so a slide has the colours the
// class saw. A game's own colours (its tiles, pieces, marks) are its lesson's,
// in its folder.
struct CanvasColors {
  Rgb edge;                      // a tree edge that is neither winning nor on the current line
  Rgb move_bg;                   // under a move label (drawn at 91 % opacity)
  Rgb move_text, move_text_win;  // a move label; a winning move's
};
inline constexpr CanvasColors kCanvasDark{
    .edge = 0x707478, .move_bg = 0x121416, .move_text = 0xDDDDDD, .move_text_win = 0x8CC8F0,
};
// On the light theme's white canvas: white move labels with dark text.
inline constexpr CanvasColors kCanvasLight{
    .edge = 0x707478, .move_bg = 0xFFFFFF, .move_text = 0x222222, .move_text_win = 0x005C9C,
};

constexpr const Colors& colors_of(ThemeName t) { return t == ThemeName::Light ? kLight : kDark; }
constexpr const CanvasColors& canvas_colors_of(ThemeName t) { return t == ThemeName::Light ? kCanvasLight : kCanvasDark; }
constexpr std::string_view theme_name(ThemeName t) { return t == ThemeName::Light ? "light" : "dark"; }

// The two text colours drawn on fills: white, and a near-black ink.
inline constexpr Rgb kWhite = 0xFFFFFF;
inline constexpr Rgb kInk = 0x101010;

// WCAG 2 relative luminance of an sRGB colour (0 = black, 1 = white).
inline double relative_luminance(Rgb c) {
  auto lin = [](unsigned v) {
    const double s = v / 255.0;
    return s <= 0.03928 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * lin((c >> 16) & 0xFF) + 0.7152 * lin((c >> 8) & 0xFF) + 0.0722 * lin(c & 0xFF);
}

// WCAG 2 contrast ratio, 1..21, in either order. AA for body text needs 4.5.
inline double contrast_ratio(Rgb a, Rgb b) {
  double la = relative_luminance(a), lb = relative_luminance(b);
  if (la < lb) std::swap(la, lb);
  return (la + 0.05) / (lb + 0.05);
}

// White or ink, whichever reads better on `fill`.
inline Rgb best_text_on(Rgb fill) {
  return contrast_ratio(kWhite, fill) >= contrast_ratio(kInk, fill) ? kWhite : kInk;
}

struct TextPair {
  std::string_view text_role, fill_role;
  Rgb text, fill;
};

// Every text/fill pair the app draws from this table.
inline std::vector<TextPair> text_pairs(const Colors& c) {
  std::vector<TextPair> out;
  // Panels carry coloured words (outcomes, player names); tooltips are popups.
  const std::pair<std::string_view, Rgb> panels[] = {
      {"window_bg", c.window_bg}, {"canvas_bg", c.canvas_bg}, {"popup_bg", c.popup_bg}};
  // Plain and secondary text on the menu bar and table rows; plain text on
  // controls (a disabled control's faded text is exempt from WCAG's minimum).
  const std::pair<std::string_view, Rgb> bars[] = {{"menubar_bg", c.menubar_bg}, {"row_alt", c.row_alt}};
  const std::pair<std::string_view, Rgb> controls[] = {
      {"title_bg", c.title_bg}, {"title_active", c.title_active}, {"frame", c.frame},
      {"frame_hovered", c.frame_hovered}, {"frame_active", c.frame_active}, {"button", c.button},
      {"button_hovered", c.button_hovered}, {"button_active", c.button_active}};
  for (auto [name, fill] : panels) {
    out.push_back({"text", name, c.text, fill});
    out.push_back({"text_muted", name, c.text_muted, fill});
    out.push_back({"win_text", name, c.win_text, fill});
    out.push_back({"lose_text", name, c.lose_text, fill});
    out.push_back({"draw_text", name, c.draw_text, fill});
    out.push_back({"first", name, c.first, fill});
    out.push_back({"second", name, c.second, fill});
    out.push_back({"highlight_text", name, c.highlight_text, fill});
  }
  for (auto [name, fill] : bars) {
    out.push_back({"text", name, c.text, fill});
    out.push_back({"text_muted", name, c.text_muted, fill});
  }
  for (auto [name, fill] : controls) out.push_back({"text", name, c.text, fill});
  const std::pair<std::string_view, Rgb> fills[] = {{"win", c.win}, {"lose", c.lose}, {"draw", c.draw},
                                                     {"unknown", c.unknown}, {"first", c.first},
                                                     {"second", c.second}};
  for (auto [name, fill] : fills) out.push_back({"best_text_on", name, best_text_on(fill), fill});
  return out;
}

}  // namespace gtl::app::theme
