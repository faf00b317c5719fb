// Help › Legend: a table of two columns, a sample drawn as the views draw it
// and what it means. The shell writes the rows every game shares (outcomes,
// the tree); each lesson adds its own section (Lesson::legend), so a new game
// brings its marks and their words with it. Call only inside the legend's
// table (ui_help.cpp opens it).
#pragma once

#include <functional>

#include "imgui.h"

namespace gtl::app::legend {

// A section's title, across the table.
void heading(const char* text);
// One row: `sample` draws in the first column, `words` wrap in the second.
void row(const std::function<void()>& sample, const char* words);

// Samples the views share.
void swatch(ImU32 fill, const char* letter);  // a filled rounded box with its letter (a node, a strip cell)
void outline(ImU32 colour);                   // a frame (a hint's, the current path's)

}  // namespace gtl::app::legend
