// The subtraction game lesson (issue 13): one pile of n counters, a take set S
// edited in the panel, normal play (who cannot move loses) or misère (who
// cannot move wins). The main area shows the pile with take buttons, the
// verdict, and a strip of outcomes and Grundy values over n with the proven
// pre-period and period; the tree shows the positions from n down.
//
// SubtractionPlay (model.hpp) is the game so far with no ImGui;
// SubtractionLesson is the lesson the app registers (its panel and main area
// are drawn in board.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "app/kit/lesson.hpp"
#include "app/kit/ui_timeline.hpp"
#include "app/lessons/subtraction/model.hpp"

// The lesson's words (strings_en.cpp, strings_zh.cpp in this folder): the rows
// its Lesson::strings() hands the tables, keys prefixed "subtraction.".
namespace gtl::app::subtraction_words {
std::span<const i18n::Entry> en();
std::span<const i18n::Entry> zh();
}  // namespace gtl::app::subtraction_words

namespace gtl::app {

class SubtractionLesson final : public Lesson {
 public:
  explicit SubtractionLesson(const LessonContext& context);

  std::string_view id() const override { return "subtraction"; }
  const char* name_key() const override { return "subtraction.name"; }
  std::span<const i18n::Entry> strings(i18n::Lang lang) const override;

  void update(double seconds) override;
  bool animating() const override { return play_.animating() || timeline_ui_.autoplay; }
  bool in_motion() const override { return play_.animating(); }
  void draw_controls() override;  // board.cpp
  void draw_main() override;      // board.cpp

  void register_automation(Automation& a) override;

  Timeline& timeline() override { return play_.timeline(); }
  void timeline_moved() override { play_.on_timeline_moved(); }
  bool play(std::int64_t move, std::string& error) override;

  TreeSource tree_source() const override;
  LessonHooks hooks() override;

  std::string check_link(const LinkArgs& args) const override;
  bool open_link(const LinkArgs& args, std::string& error) override;
  LinkArgs link_args() const override;

  std::vector<LessonDrawing> drawings() override;
  std::string title() const override;
  TwinBoard twin_board() const override;  // a button per take size
  std::optional<ClassMoves> class_moves() const override;  // the live class's "which move wins?"

  SubtractionPlay& model() { return play_; }
  // New game from the rules editor, the automation or a strip cell.
  bool load(const std::vector<std::int64_t>& takes, std::int64_t n, bool misere, std::string& error);
  // The strip as data for the SVG export (outcomes over n = 0 .. count-1).
  model::StripDrawing strip_drawing() const;

 private:
  void write_state(json::Writer& w) const;
  // ---- board.cpp
  void draw_verdict();
  void draw_pile();
  void draw_take_buttons();
  void draw_strip();
  void draw_query();

  Settings& settings_;
  const ValueHistory* values_;  // the shown line's values, for the strip (LessonContext::values)
  SubtractionPlay play_;
  TimelineUi timeline_ui_;
  // The rules editor (applied by New game).
  std::string takes_text_ = "1, 3, 4";
  std::string n_text_ = "30";
  bool misere_edit_ = false;
  std::string message_;  // a refused New game, in words
  int strip_count_ = 60;
  std::string query_text_ = "1000000000000000000";
  std::string query_answer_;
};

}  // namespace gtl::app
