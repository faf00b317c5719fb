// The user's settings (View menu, keys, share links' lang=) and the modes
// that hide outcomes (quiz, induction): one object the App owns and hands by
// reference to the views and the lessons (LessonContext). Its own header so a
// lesson or a view can read it without including the App (app/shell/app.hpp).
#pragma once

#include "app/kit/theme_colors.hpp"
#include "model/i18n.hpp"

namespace gtl::app {

// Motion: whether things on screen animate (the naming of a number, a ball's
// fall, the tree gliding to a node). `System` follows the browser's
// prefers-reduced-motion; View › Motion overrides it either way.
enum class Motion { System, Full, Reduced };

struct Settings {
  float anim_speed = 1.0f;  // 0 = no animation; 1 = normal; up to 4
  Motion motion = Motion::System;
  bool system_reduced_motion = false;  // the page's prefers-reduced-motion: reduce (App::set_system_reduced_motion)
  bool reduced_motion() const {
    return motion == Motion::Reduced || (motion == Motion::System && system_reduced_motion);
  }
  // The speed animations run at: 0 (the end state shows at once) under reduced motion.
  // Pacing that is not motion (autoplay's pause between moves) reads anim_speed.
  float anim() const { return reduced_motion() ? 0.0f : anim_speed; }
  // Shortcuts on a single key (P, Space, the arrows on the canvas): they never
  // fire while a text field has focus, and View › Single-key shortcuts turns
  // them off (WCAG 2.1.4).
  bool single_key_shortcuts = true;
  bool hints = true;        // show winning moves / best moves
  // View › Plain words: "12 moves to the end" for "12 plies" (i18n's "~plain"
  // rows), for a school class. The App keeps i18n's switch in step with it.
  bool plain_words = false;
  // Set by the quiz: outcomes and hints are hidden everywhere but in the answers.
  bool quiz_running = false;
  // Set while backward induction runs: the class is working the outcomes out,
  // so no part of the screen may show one before its step decides it.
  bool induction_running = false;
  // Set on a student's page in a live class (web/page/live_page.js, action
  // class.hide): the teacher's question is open, or the teacher keeps the
  // answers hidden. Nothing on the page may answer it until the reveal.
  bool class_hidden = false;
  // Set by the App while the shown lesson steps through an analysis of its own
  // (the graph editor's retrograde steps, Lesson::steps_hide_outcomes): the tree
  // below must not show what the steps have not decided (issue 43: "D ∞").
  bool lesson_stepping = false;
  // Set by the App each frame: whether the side panel is on screen. It is not
  // on a phone with the drawer closed, nor in presentation mode; a lesson whose
  // running quiz is answered in the panel then answers it in its own area.
  bool panel_shown = true;
  bool outcomes_hidden() const { return quiz_running || induction_running || class_hidden || lesson_stepping; }
  // What a header says in place of the outcome while it is hidden.
  const char* hidden_outcome_text() const {
    return i18n::tr(quiz_running       ? "settings.hidden_quiz"
                    : induction_running || lesson_stepping ? "settings.hidden_induction"
                                        : "settings.hidden_class");
  }
  bool show_hints() const { return hints && !outcomes_hidden(); }
  bool show_rules = false;      // Help › Rules: the shown lesson's rules
  bool show_shortcuts = false;  // Help › Keyboard shortcuts (F1)
  bool show_legend = false;     // Help › Legend
  bool show_about = false;      // Help › About: the licence and the third-party notices
  bool debug_overlay = false;   // View › Debug overlay: frame timings for developers
  float font_px = 17.0f;    // UI text size in CSS pixels; 21+ for projectors
  // Presentation mode: no side panel or status bar, the lesson and the tree fill
  // the screen, and the text is at least kPresentationPx (restored on leaving).
  bool presentation = false;
  // Controls sized for fingers this frame (the page's touch forms, App::update_page).
  bool touch_targets = false;
  theme::ThemeName theme = theme::ThemeName::Dark;
  i18n::Lang lang = i18n::Lang::En;  // View › Language, lang= in share links, the browser's language
};

}  // namespace gtl::app
