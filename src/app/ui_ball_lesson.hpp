// The ball game lesson's views: the pile and the two hands with the take
// animation, take buttons, the outcome strip over N with its period, the
// full-state heatmap, the huge-N query, and the set-up controls.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/automation.hpp"
#include "app/ball_lesson.hpp"
#include "app/ui_timeline.hpp"
#include "model/svg_export.hpp"

namespace gtl::app {

struct Settings;

class BallLessonView {
 public:
  explicit BallLessonView(Settings& settings);

  void register_automation(Automation& a);
  void update(double seconds);
  bool animating() const { return model_.animating() || timeline_ui_.autoplay; }
  void draw_controls();
  void draw_main();
  BallLesson& model() { return model_; }
  // Takes k balls for the player to move (animation per the settings).
  bool take(std::int64_t k, std::string& error);
  // The outcome strip as data for the SVG export (model/svg_export.hpp).
  model::StripDrawing strip_drawing();
  // The judge panel's output, byte-exact (File › Export… copies it).
  const std::string& judge_output() const { return judge_output_; }

 private:
  void draw_status_line();
  void draw_pile_and_hands();
  void draw_take_buttons();
  void draw_strip();
  void draw_strip_controls();
  void draw_heatmap();
  void draw_query();
  // judge_input_ -> judge_output_ / judge_error_ and the parsed takes and counts;
  // does nothing while the input is the one last judged (the panel asks each frame).
  void recompute_judge();
  void write_state(json::Writer& w);
  bool load(const std::vector<std::int64_t>& takes, std::int64_t n, std::string& error);

  Settings& settings_;
  BallLesson model_;
  TimelineUi timeline_ui_;
  std::string takes_text_ = "1 2 3";
  int new_n_ = 10;
  int strip_count_ = 1000;
  float strip_cell_ = 14;  // pixels per cell
  float strip_scroll_to_ = -1;  // pending horizontal scroll of the strip (pixels)
  std::string query_text_ = "1000000000000000000";
  std::string query_answer_;
  std::string judge_input_ = "1 2 3\n1 2 3 4 5\n";
  std::string judge_output_;
  std::string judge_error_;
  std::optional<std::string> judged_input_;
  std::vector<std::int64_t> judge_takes_;
  std::vector<std::uint64_t> judge_counts_;
  std::string message_;
};

}  // namespace gtl::app
