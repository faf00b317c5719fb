// Look and feel: colour-blind-safe outcome colours (Okabe–Ito), fonts sized for
// a projector at 1280×720, and the style tweaks that go with them.
#pragma once

#include "core/outcome.hpp"
#include "imgui.h"

namespace gtl::app::theme {

// Okabe–Ito palette. Every use is paired with a second cue (a letter or symbol).
inline constexpr ImU32 kWin = IM_COL32(0x00, 0x72, 0xB2, 0xFF);       // blue
inline constexpr ImU32 kLose = IM_COL32(0xD5, 0x5E, 0x00, 0xFF);      // vermillion
inline constexpr ImU32 kDraw = IM_COL32(0xE6, 0x9F, 0x00, 0xFF);      // orange
inline constexpr ImU32 kUnknown = IM_COL32(0x99, 0x99, 0x99, 0xFF);   // grey
inline constexpr ImU32 kFirst = IM_COL32(0xCC, 0x79, 0xA7, 0xFF);     // reddish purple: Christine / first player
inline constexpr ImU32 kSecond = IM_COL32(0x00, 0x9E, 0x73, 0xFF);    // bluish green: Matt / second player
inline constexpr ImU32 kHighlight = IM_COL32(0xF0, 0xE4, 0x42, 0xFF); // yellow: current position / path

ImU32 outcome_color(Outcome o);
// Black or white, whichever has the higher WCAG contrast on `fill` (opaque).
ImU32 text_on(ImU32 fill);
ImVec4 outcome_color_vec(Outcome o);

// Loads the UI font (DejaVu Sans from Debian's fonts-dejavu-core; embedded in
// the web build) at `pixel_size` × `scale`, falling back to ImGui's built-in font.
void load_fonts(float pixel_size, float scale);
void apply_style(float scale);

// Large font for board tiles and captions (nullptr until fonts are loaded).
ImFont* big_font();

}  // namespace gtl::app::theme
