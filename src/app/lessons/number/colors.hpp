// The Number Game's own colours, one table per theme: the board's tiles
// (allowed and forbidden, each with its text), the strikes over forbidden
// tiles and the ring round the tiles a struck sum is built from. The lesson
// owns them, not the shell's theme: the board (board.cpp) draws with the shown
// theme's table, the SVG export (model.cpp's board_svg) with the table of the
// style it is asked for (SvgPalette::light), so a slide has the colours the
// class saw. tests/app_number_colors_test.cpp checks their contrast.
#pragma once

#include <cstdint>

namespace gtl::app {

struct NumberColors {
  using Rgb = std::uint32_t;  // 0xRRGGBB, opaque
  Rgb tile, tile_text;                         // an allowed tile, its number
  Rgb forbidden, forbidden_text, reason_text;  // a forbidden tile, its number, its reason
  Rgb strike;                                  // strikes over forbidden tiles (vermillion, as "lose")
  Rgb source;                                  // Okabe–Ito sky blue: the tiles a struck sum is built from
};

inline constexpr NumberColors kNumberDark{
    .tile = 0xE8E8E8, .tile_text = 0x101010,
    .forbidden = 0x2A2D31, .forbidden_text = 0xB0B4B8, .reason_text = 0xE0E0E0,
    .strike = 0xD55E00, .source = 0x56B4E9,
};
// On the light theme's white canvas: a forbidden tile a mid grey with dark
// text (a dark tile read as a hole in the page), the sum's sources in
// Okabe–Ito blue (sky blue is 2.2:1 on white).
inline constexpr NumberColors kNumberLight{
    .tile = 0xE3E6EA, .tile_text = 0x101010,
    .forbidden = 0xB4B9BF, .forbidden_text = 0x26292C, .reason_text = 0x101010,
    .strike = 0xB84E00, .source = 0x0072B2,
};

constexpr const NumberColors& number_colors(bool light) { return light ? kNumberLight : kNumberDark; }

}  // namespace gtl::app
