// The Help windows: the table of keyboard shortcuts (F1) and the legend of what
// every colour, letter and mark on the board and in the tree means.
#pragma once

#include <functional>
#include <span>

namespace gtl::app {

class Lesson;

// Each draws its window while *open is true; the window's close button (and Esc,
// handled by the app) sets it to false.
void draw_shortcuts_window(bool* open);
// Help › Rules: the shown lesson's rules (Lesson::rules) under its name, the
// words the accessible twin reads too (twin_window_text), and a Close button.
void draw_rules_window(bool* open, const Lesson& lesson);
void draw_legend_window(bool* open, std::span<Lesson* const> lessons);  // the shown lesson first
// Help › About: the app's name, version and licence (MIT), and a button that
// opens the third-party notices (notices.txt beside the page: every shipped
// dependency with its licence text) through `open_page` when the platform has one.
void draw_about_window(bool* open, const std::function<void(const char*)>& open_page);

}  // namespace gtl::app
