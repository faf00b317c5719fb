// The UI's words in English. Keys are grouped in sections by the part of
// the app that owns them; every key here must also be in the other language's
// table (tests/model_i18n_test.cpp checks both ways, and that placeholders
// {0}, {1}, ... match).
#include "model/i18n.hpp"

namespace gtl::i18n {
namespace {

constexpr Entry kTable[] = {
    // ==== common ====
    {"lang.name", "English"},
    {"lang.menu", "Language"},



    // ==== views ====






    // ==== export ====






    // ==== harden ====






    // ==== worker ====






    // ==== lectures ====
    {"lecture.menu", "Lecture"},
    {"lecture.menu.new", "Write a new lecture from this view"},
    {"lecture.menu.openFile", "Open a lecture file…"},
    {"lecture.menu.close", "Close the lecture"},
    {"lecture.untitled", "My lecture"},
    {"lecture.newSlideText", "Write what this slide shows. **Bold**, *italics*, lists with \"- \"."},
    {"lecture.notice.broken", "Could not open the lecture: {0}."},
    {"lecture.prev", "← Previous"},
    {"lecture.next", "Next →"},
    {"lecture.progress", "Slide {0} of {1}"},
    {"lecture.back", "Back to the slide"},
    {"lecture.back.tip", "Set the app to this slide's state again (PageDown / PageUp step slides)"},
    {"lecture.write", "Write"},
    {"lecture.write.done", "Done writing"},
    {"lecture.close", "Close"},
    {"lecture.writer", "WRITE THE LECTURE"},
    {"lecture.add", "Add the current view as a slide"},
    {"lecture.recapture", "Use the current view here"},
    {"lecture.text.help", "**bold**, *italics*, \"- \" bullets, \"1. \" numbered; a blank line starts a paragraph"},
    {"lecture.up", "Move up"},
    {"lecture.down", "Move down"},
    {"lecture.duplicate", "Duplicate"},
    {"lecture.delete", "Delete"},
    {"lecture.entry", "On entering the slide:"},
    {"lecture.entry.add", "Add"},
    {"lecture.entry.pick", "Name a number (animated)"},
    {"lecture.entry.take", "Take balls"},
    {"lecture.entry.expand", "Expand the tree to depth"},
    {"lecture.entry.pv", "Show the perfect-play line"},
    {"lecture.entry.fit", "Fit the tree into view"},
    {"lecture.entry.inductionMemo", "Backward induction (memo) from here"},
    {"lecture.entry.inductionRetro", "Backward induction (retrograde) from here"},
    {"lecture.entry.inductionStep", "Induction: go to step"},
    {"lecture.entry.quizLeft", "Quiz: moves left"},
    {"lecture.entry.quizDepth", "Quiz: depth"},
    {"lecture.entry.play", "Play against the perfect player (class first)"},
    {"lecture.entry.hintsOff", "Hide the hints"},
    {"lecture.entry.presentation", "Presentation mode"},
    {"lecture.entry.langEn", "Switch to English"},
    {"lecture.entry.langZh", "Switch to Chinese"},
    {"lecture.save", "Save as a file"},
    {"lecture.openFile", "Open a file"},
    {"lecture.copyLink", "Copy the lecture link"},
    {"lecture.link.size", "Link: {0} characters (at most {1})"},
    {"lecture.link.tooLong", "Too long for a link (over {0} characters): share it as a file."},






    // ==== cli ====



};

}  // namespace

std::span<const Entry> english_table() { return kTable; }

}  // namespace gtl::i18n
