// What the teaching panel's files share (ui_teach.cpp, teach_induction.cpp,
// teach_play.cpp, teach_quiz.cpp): their timings and sizes, and how a
// control is brought into the panel's view.
#pragma once

#include <cstddef>
#include <cstdint>

namespace gtl::app::teach {

inline constexpr double kStepSeconds = 0.7;  // one induction step at speed 1
// The bars over the tree's foot: the phone's quiz bar, and presentation mode's
// quiz and induction bars (the side panel is hidden there).
inline constexpr float kBarPad = 6;
inline constexpr float kBarButton = 48;  // at least 44 CSS px each way: a finger's (or a projector's) target
inline constexpr std::uint32_t kQuizQuestions = 6;
// The computer's pause after the human's move has been animated, at speed 1:
// long enough for a class to look at the result before the answer moves.
inline constexpr double kReplyPauseSeconds = 0.8;
// Induction runs longer than this many steps ask first (at one step a second,
// 400 steps fill a lesson).
inline constexpr std::size_t kManySteps = 400;

// The last item, or the rows from `top` down to it, scrolled into the window's
// view if any of it is outside (at the panel's bottom edge the status bar begins).
void keep_in_view(float top);

}  // namespace gtl::app::teach
