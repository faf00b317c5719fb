// The judge panel the Number Game and the ball game share: a programmer pastes
// a judge's input and reads the answers the game's CLI would print. It is a
// folded header (the class does not need it), the help, the input, the
// input's warnings, the answers — each one clickable, loading its case on the
// board, and hidden while outcomes are — and why the input stops where it
// does. The game says how an input is judged (Judge) and what a click loads
// (draw hands back the answer's index).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gtl::app {

class JudgePanel {
 public:
  struct Verdict {
    std::string output;                // every answer, as the CLI prints it
    std::vector<std::string> answers;  // what each clickable answer shows
    std::string warnings;              // what the judge skipped, a line each
    std::string error;                 // why the input stops where it does
  };
  using Judge = std::function<Verdict(const std::string& input)>;

  // How the panel is named and drawn. Its items are <game>.judge.panel,
  // <game>.judge.input and <game>.judge.<answer_item>.N (N from 1); its words
  // the keys <game>.judge_panel and <game>.judge_help.
  struct Look {
    std::string game;                 // "number", "balls"
    std::string answer_item;          // "case", "answer"
    bool answers_in_a_row = false;    // buttons on one row (a symbol each), else a row per answer
    const char* row_label_key = nullptr;  // before the row of answers ("Output:")
    const char* input_id = "##judge";     // the input box's ImGui id
    float input_height = 70;
    // An answer's hover text (0-based); none: "Click to load this position".
    std::function<std::string(std::size_t)> tip;
  };

  JudgePanel(Look look, std::string input, Judge judge)
      : look_(std::move(look)), input_(std::move(input)), judge_(std::move(judge)) {}

  // Judges the input if it is not the one last judged (cheap to call each frame).
  void refresh();
  // Draws the panel, refreshing it, also while folded (state() reads the
  // verdict). The 0-based answer clicked this frame, if any.
  std::optional<std::size_t> draw(bool outcomes_hidden);

  void set_input(std::string input) {
    input_ = std::move(input);
    refresh();
  }
  const std::string& input() const { return input_; }
  const Verdict& verdict() const { return verdict_; }

 private:
  std::optional<std::size_t> draw_answers();

  Look look_;
  std::string input_;
  Judge judge_;
  std::optional<std::string> judged_input_;
  Verdict verdict_;
};

}  // namespace gtl::app
