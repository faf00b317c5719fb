// Teaching modes over the current game's position graph, shown in the tree view:
//  * backward induction, step by step, in the recursive (memo) or retrograde
//    order, each step with the rule that decides it;
//  * the proof panel for the selected position (copyable text);
//  * play against the perfect player, who answers once the human's move has
//    been animated, with a verdict on each human move (kept in a list);
//  * a W/L/D quiz over positions at a chosen depth, graded with the rule.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/kit/automation.hpp"
#include "app/kit/lesson.hpp"
#include "app/kit/ui_timeline.hpp"
#include "model/induction.hpp"
#include "model/quiz.hpp"

namespace gtl::app {

class TreePanel;
struct Settings;

enum class TeachMode { Off, Induction, Play, Quiz };

class TeachPanel {
 public:
  TeachPanel(TreePanel& tree, Settings& settings);
  ~TeachPanel();

  // Another lesson is shown: a teaching mode of the last one ends with it (its
  // words, "You play Christine", and its Undo belong to that game; issue 43).
  void set_lesson(LessonHooks hooks);
  // The tree's graph changed (new game): stop what depends on the old one.
  void graph_changed();
  void register_automation(Automation& a);
  void update(double seconds);
  // Induction playing, or the computer waiting to answer: the platform loop keeps drawing.
  bool animating() const { return (mode_ == TeachMode::Induction && playing_) || computer_to_move(); }
  void draw_controls();
  // While backward induction runs: a presenter's clicker (PageDown / PageUp)
  // and, when `arrows` (no focus ring, single-key shortcuts on), → / ← and
  // Space step it, pausing its autoplay. Takes the keys for this frame, so the
  // timeline does not play the game under a tree of "?". True if it took them.
  bool handle_induction_keys(bool arrows);
  TeachMode mode() const { return mode_; }
  // A share link's ind= (App::view_link): the running induction's order, where
  // it started (the start, or the current position) and its step; false when
  // no induction runs.
  bool induction_view(bool& retrograde, bool& from_current, std::int64_t& step) const;
  // Starts that induction again, paused at `step`; false with a reason (the
  // game too large to draw whole, a step past the last).
  bool open_induction(bool retrograde, bool from_current, std::int64_t step, std::string& error);
  // The phone's quiz bar (App::draw_canvas draws it over the bottom of the tree
  // while the drawer is closed): the current question (the first unanswered
  // one) with W / L / D buttons a finger can hit, answering as the panel's do.
  bool quiz_bar_wanted() const { return mode_ == TeachMode::Quiz && quiz_ != nullptr; }
  // Its height at that width (CSS px), so the tree keeps the question above it.
  float quiz_bar_height(float width) const;
  // Draws it as a window of its own over the page box; the first time it is
  // drawn and whenever the question changes, the tree brings the question's
  // node into view.
  void draw_quiz_bar(float x, float y, float w, float h);
  // Not drawn this frame: the next time it is, the question is brought into view again.
  void quiz_bar_hidden() { bar_question_ = -1; }
  // Presentation mode hides the side panel: a running induction gets a bar over
  // the tree's foot with its steps (|< < Play > >|), as the quiz gets its bar.
  bool induction_bar_wanted() const { return mode_ == TeachMode::Induction && run_ != nullptr; }
  float induction_bar_height() const;
  void draw_induction_bar(float x, float y, float w, float h);

 private:
  // register_automation's parts.
  void register_induction_actions(Automation& a);
  void register_play_actions(Automation& a);
  void register_quiz_actions(Automation& a);
  // The induction from the start or from the current position (error set when impossible).
  model::InductionRun plan_induction(bool retrograde, bool from_current, std::string& error) const;
  bool start_induction(bool retrograde, bool from_current, std::string& error);
  void set_step(std::int64_t step);
  void apply_tree_view();
  bool start_play(int human, std::string& error);  // 0 first, 1 second, 2 both
  bool computer_to_move() const;
  // The computer's answer, once the lesson has animated the last move and the
  // pause (scaled by the animation speed) has passed; at once at speed 0.
  void computer_reply(double seconds);
  // Back to the position before the human's last move; false if there is none.
  bool undo();
  // The human's moves of the shown line, valued (the verdicts).
  std::vector<const model::PlyValue*> verdicts() const;
  std::string verdict_text(const model::PlyValue& v) const;
  // draw_controls' parts: induction (teach_induction.cpp), play (teach_play.cpp),
  // quiz (teach_quiz.cpp), the proof.
  void draw_induction_controls();
  void draw_induction_popup();
  void draw_induction_steps();
  void draw_play_controls();
  void draw_quiz_controls();
  void draw_quiz_questions();
  void draw_proof();
  bool start_quiz(std::uint32_t n, bool by_moves_left, std::string& error);
  // The one path every W / L / D answer takes (the panel's buttons, the
  // phone's quiz bar, the quiz.answer action).
  void answer_question(std::size_t i, Outcome o);
  // The first unanswered question; none once all are answered or revealed.
  std::optional<std::size_t> current_question() const;
  std::string quiz_bar_text() const;
  void stop();
  void write_state(json::Writer& w) const;

  TreePanel& tree_;
  Settings& settings_;
  LessonHooks hooks_;
  TeachMode mode_ = TeachMode::Off;

  // Induction.
  bool retrograde_ = false;
  std::unique_ptr<model::InductionRun> run_;
  std::vector<std::int64_t> decided_at_;  // per graph node: step that decided it, -1 if none
  std::int64_t step_ = 0;                 // steps applied (0 = nothing decided)
  bool playing_ = false;
  double clock_ = 0;
  std::vector<std::int64_t> start_line_;      // the line to the induction's root
  std::vector<std::int64_t> induction_line_;  // the line to the last step's position
  bool pending_retrograde_ = false;           // the "this takes long" question
  bool pending_current_differs_ = false;      // the game has left the start: "from the current position" is offered
  bool start_small_ = false;                  // "on a small board instead": start once its tree is shown
  int small_frames_ = 0;
  std::size_t pending_steps_ = 0, pending_current_steps_ = 0;

  // Play against the perfect player.
  int human_ = 0;
  std::string intro_;        // "You play Christine; the computer plays perfectly."
  std::size_t seen_line_ = 0;
  double reply_wait_ = 0;    // seconds (at speed 1) since the last move's animation ended
  // Values of the shown line's moves: a cache, refreshed whenever the verdicts are read.
  mutable ValueHistory play_values_;
  std::size_t seen_verdicts_ = 0;  // the list scrolls to a new verdict once

  // Quiz.
  std::unique_ptr<model::Quiz> quiz_;
  int quiz_depth_ = 2;
  int quiz_left_ = 2;
  bool quiz_by_left_ = true;               // difficulty by moves left (default) or by depth
  std::vector<std::uint32_t> moves_left_;  // per position, for hiding outcomes
  bool revealed_ = false;
  std::int64_t bar_question_ = -1;  // the question the quiz bar last brought into view (-1: none)
  // The tree follows the quiz: the current question's node is brought into
  // view when the quiz starts and each time an answer moves it on (on every
  // screen; the phone's bar also when it appears).
  void follow_question();
  std::int64_t view_question_ = -1;  // the question the tree last brought into view (-1: none yet, -2: all done)

  std::string proof_;
  // A mode's controls are brought into the panel's view when it starts and,
  // in play, after every move (the Undo button grows down the panel with the
  // verdicts): never left under the status bar, out of reach.
  bool reveal_controls_ = false;
};

}  // namespace gtl::app
