// The ball game lesson's views: the pile and the two hands with the take
// animation, take buttons, the outcome strip over N with its period, the
// full-state heatmap, the huge-N query, and the set-up controls.
#pragma once

#include <array>
#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "app/kit/automation.hpp"
#include "app/lessons/judge_panel.hpp"
#include "app/lessons/balls/model.hpp"
#include "app/kit/lesson.hpp"
#include "app/kit/ui_timeline.hpp"
#include "model/svg_export.hpp"

// The lesson's words (strings_en.cpp, strings_zh.cpp in this folder): the rows
// its Lesson::strings() hands the tables, keys prefixed "balls.".
namespace gtl::app::balls_words {
std::span<const i18n::Entry> en();
std::span<const i18n::Entry> zh();
}  // namespace gtl::app::balls_words

namespace gtl::app {

struct Settings;

class BallLesson final : public Lesson {
 public:
  explicit BallLesson(const LessonContext& context);

  // ---- Lesson
  std::string_view id() const override { return "balls"; }
  const char* name_key() const override { return "game.balls"; }
  std::span<const i18n::Entry> strings(i18n::Lang lang) const override {
    return lang == i18n::Lang::Zh ? balls_words::zh() : balls_words::en();
  }
  void register_automation(Automation& a) override;
  void update(double seconds) override;
  bool animating() const override { return model_.animating() || timeline_ui_.autoplay; }
  bool in_motion() const override { return model_.animating(); }
  void draw_controls() override;
  void draw_main() override;
  void legend() const override;  // the judge's + 0 - (board.cpp)
  // The first screen (header, rule, pile and hands, takes and timeline, the
  // strip and its controls), as measured when drawn: the splitter then falls
  // between two rows, never through the query's answer or the table's header,
  // which follow and scroll. Whatever the first screen takes, the Take buttons
  // are never cut (800 px at extra-large text): the lesson then takes up to
  // 85 % (App::split's limit), the tree the rest.
  float preferred_height(float avail, bool phone) const override {
    if (first_screen_h_ <= 0) return 0.5f * avail;
    const float first = std::min(std::ceil(first_screen_h_) + 1, (phone ? 0.66f : 0.6f) * avail);
    return std::max(first, std::min(std::ceil(takes_bottom_) + 2, 0.85f * avail));
  }
  Timeline& timeline() override { return model_.timeline(); }
  void timeline_moved() override { model_.on_timeline_moved(); }
  bool play(std::int64_t move, std::string& error) override { return take(move, error); }
  TreeSource tree_source() const override;
  LessonHooks hooks() override;
  std::string check_link(const LinkArgs& args) const override;
  bool open_link(const LinkArgs& args, std::string& error) override;
  LinkArgs link_args() const override;
  std::vector<LessonDrawing> drawings() override;
  const std::string* judge_output() const override { return &judge_.verdict().output; }
  std::string title() const override;
  TwinBoard twin_board() const override;  // a button per take size
  std::optional<ClassMoves> class_moves() const override;  // the live class's "which move wins?"

  BallModel& model() { return model_; }
  // Takes k balls for the player to move (animation per the settings).
  bool take(std::int64_t k, std::string& error);
  // The outcome strip as data for the SVG export (model/svg_export.hpp).
  model::StripDrawing strip_drawing();

 private:
  void draw_status_line();
  void draw_pile_and_hands();
  void draw_take_buttons();
  void draw_strip();
  void draw_strip_controls();
  void draw_heatmap();
  void draw_query();
  // Two lines of judge input judged for the panel: the answers, and the takes
  // and counts a click loads (judge_takes_, judge_counts_).
  JudgePanel::Verdict judge(const std::string& input);
  void write_state(json::Writer& w);
  bool load(const std::vector<std::int64_t>& takes, std::int64_t n, std::string& error);
  // The take sizes and the start a link asks for, checked.
  std::optional<std::pair<std::vector<std::int64_t>, std::int64_t>> link_start(const LinkArgs& args,
                                                                               std::string& error) const;

  Settings& settings_;
  const ValueHistory* values_;  // the shown line's values, for the strip (LessonContext::values)
  BallModel model_;
  TimelineUi timeline_ui_;
  // The first game (BallModel's model starts with it): a link with only game=balls opens it.
  static constexpr std::array<std::int64_t, 3> kDefaultTakes{1, 2, 3};
  static constexpr std::int64_t kDefaultBalls = 10;
  float first_screen_h_ = 0;  // draw_main: the first screen's height (preferred_height)
  float takes_bottom_ = 0;    // draw_take_buttons: the bottom of the last Take button, in the lesson's coordinates
  std::string takes_text_ = "1 2 3";
  std::vector<std::int64_t> field_takes_;  // the game the fields last followed
  std::int64_t field_n_ = -1;
  int new_n_ = 10;
  int strip_count_ = 1000;
  float strip_cell_ = 14;  // pixels per cell
  float strip_scroll_to_ = -1;  // pending horizontal scroll of the strip (pixels)
  std::string query_text_ = "1000000000000000000";
  std::string query_answer_;
  std::vector<std::int64_t> judge_takes_;    // the judged input's takes and counts, a click's to load
  std::vector<std::uint64_t> judge_counts_;
  JudgePanel judge_;
  std::string message_;
};

}  // namespace gtl::app
