// Look and feel: the current theme (dark or light, theme_colors.hpp), colour-blind-
// safe outcome colours (Okabe–Ito), fonts sized for a projector at 1280×720, and
// the style tweaks that go with them.
#pragma once

#include "app/kit/theme_colors.hpp"
#include "core/outcome.hpp"
#include "imgui.h"

#include <string_view>

namespace gtl::app::theme {

namespace detail {
// The current theme's colours as ImU32, rewritten by set_theme().
struct Live {
  ImU32 win, lose, draw, unknown, first, second, highlight;
};
extern Live g_live;
extern CanvasColors g_canvas;
}  // namespace detail

// The current theme's colours. These are references into the live table, so code
// that draws with theme::kWin follows a theme change with no branch of its own.
// Every use is paired with a second cue (a letter or symbol).
inline const ImU32& kWin = detail::g_live.win;              // blue
inline const ImU32& kLose = detail::g_live.lose;            // vermillion
inline const ImU32& kDraw = detail::g_live.draw;            // orange
inline const ImU32& kUnknown = detail::g_live.unknown;      // grey
inline const ImU32& kFirst = detail::g_live.first;          // reddish purple: Christine / first player
inline const ImU32& kSecond = detail::g_live.second;        // bluish green: Matt / second player
inline const ImU32& kHighlight = detail::g_live.highlight;  // yellow (dark gold in the light theme): current path
inline const CanvasColors& kCanvas = detail::g_canvas;        // the shown theme's canvas colours

// Switches every colour (the k* names above, the functions below and ImGui's
// style when a context exists).
void set_theme(ThemeName t);
ThemeName current_theme();
const Colors& colors();  // the current theme's table
ImU32 u32(Rgb c, float alpha = 1.0f);
// c with its alpha multiplied by a (0..1): a faded colour of the palette.
ImU32 fade(ImU32 c, float a);

// Outcome fill (nodes, cells); draw its letter in text_on(fill).
ImU32 outcome_color(Outcome o);
// Outcome colour for text on the panels (ImGui::TextColored).
ImVec4 outcome_color_vec(Outcome o);
// Black or white, whichever has the higher WCAG contrast on `fill` (opaque).
ImU32 text_on(ImU32 fill);
// Text and backgrounds of the current theme, for views that draw their own.
ImU32 ink();        // body text
ImU32 muted_ink();  // secondary text (still 4.5:1 on every panel)
ImU32 canvas_bg();  // the lesson's and the tree's background
ImVec4 highlight_text();  // yellow (dark gold in the light theme) for text on the panels

// Loads the UI font (DejaVu Sans from Debian's fonts-dejavu-core; embedded in
// the web build) at `pixel_size` × `scale`, falling back to ImGui's built-in font.
// While Chinese is shown and the CJK font is at hand, its glyphs for the Chinese
// string table are merged in (MergeMode on top of DejaVu).
void load_fonts(float pixel_size, float scale);
// True when the atlas no longer matches the language (Chinese shown but not
// merged, or the CJK font arrived since): the platform loop rebuilds between frames.
bool fonts_stale();

// The CJK font (WenQuanYi Micro Hei from Debian's fonts-wqy-microhei, cut at build
// time to the Chinese table's characters) is not in the first download: the web
// build fetches fonts/cjk-sc.ttf the first time Chinese is shown, and with it the
// Chinese words (words-zh.txt, model/i18n.hpp): Ready means both are in. Native
// builds read the system file. `on_ready` (kept from the last call that gave one)
// runs when they arrive or fail (the app then switches, App::set_lang).
enum class CjkFont { None, Loading, Ready, Failed };
void request_cjk_font(void (*on_ready)());
CjkFont cjk_font();
const char* cjk_font_name(CjkFont f);  // "none" | "loading" | "ready" | "failed"
// How many distinct characters of `text` the UI font has no glyph for (they
// would be drawn as boxes). Counts nothing before fonts are loaded.
int missing_glyphs(std::string_view text);
// Text beyond the string tables whose characters the Chinese glyphs must hold:
// the built-in lectures' slides (App registers them before fonts are built
// in Chinese; the web's font file is cut to the same characters at build time).
void add_chinese_text(std::string_view text);
// Sizes and spacing, then the current theme's colours.
void apply_style(float scale);
// Controls sized for fingers (a touch form, model/page_layout.hpp): buttons,
// check boxes, sliders and menu items at least kTouchTargetPx tall, small
// buttons ("-", "+") as wide, more space between them; off: the desktop sizes.
// Cheap to call every frame (it changes the style only when asked for other sizes).
void set_touch_sizes(bool touch, float font_px);
// Whether controls are sized for fingers now (the last set_touch_sizes).
bool touch_sizes();
// ImGui's Button; on a touch screen at least 44 px wide too (WCAG 2.5.5).
bool button(const char* label);
// ImGui's SmallButton (no vertical padding) with a mouse; a full-height Button
// on a touch screen, where every target is at least 44 px (WCAG 2.5.5).
bool small_button(const char* label);
// The width for ImGui::InputInt with its - and + buttons that shows `digits`
// digits: on touch screens the buttons are 44 px, so a fixed width would leave
// the number no room. `least` is the width the field had before (the larger wins).
float int_field_width(int digits, float least = 0);

// Large font for board tiles and captions (nullptr until fonts are loaded).
ImFont* big_font();

}  // namespace gtl::app::theme
