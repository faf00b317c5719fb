// The Help windows: the table of keyboard shortcuts (F1) and the legend of what
// every colour, letter and mark on the board and in the tree means.
#pragma once

namespace gtl::app {

// Each draws its window while *open is true; the window's close button (and Esc,
// handled by the app) sets it to false.
void draw_shortcuts_window(bool* open);
void draw_legend_window(bool* open);

}  // namespace gtl::app
