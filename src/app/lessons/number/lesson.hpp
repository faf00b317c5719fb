// The Number Game lesson's views: the board of tiles with the naming animation,
// the caption, the timeline, and the set-up controls (new game, edit the allowed
// set, paste judge input). The model is NumberModel; this file only draws it
// and turns clicks and automation actions into model calls.
#pragma once

#include <algorithm>
#include <cmath>
#include <span>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "imgui.h"

#include "app/kit/automation.hpp"
#include "app/kit/lesson.hpp"
#include "app/lessons/judge_panel.hpp"
#include "app/lessons/number/model.hpp"
#include "app/lessons/number/solve_jobs.hpp"
#include "app/kit/ui_timeline.hpp"
#include "core/number_game_solver.hpp"
#include "model/lesson_words.hpp"
#include "model/svg_export.hpp"

// The lesson's words (strings_en.cpp, strings_zh.cpp in this folder): the rows
// its Lesson::strings() hands the tables, keys prefixed "number.".
namespace gtl::app::number_words {
std::span<const i18n::Entry> en();
std::span<const i18n::Entry> zh();
}  // namespace gtl::app::number_words

namespace gtl::app {

struct Settings;

class NumberLesson final : public Lesson {
 public:
  explicit NumberLesson(const LessonContext& context);

  // ---- Lesson
  std::string_view id() const override { return "number"; }
  const char* name_key() const override { return "game.number"; }
  std::span<const i18n::Entry> strings(i18n::Lang lang) const override {
    return lang == i18n::Lang::Zh ? number_words::zh() : number_words::en();
  }
  void register_automation(Automation& a) override;
  void update(double seconds) override;  // animation and autoplay clock
  bool animating() const override { return model_.animating() || timeline_ui_.autoplay || exact_arriving(); }
  bool in_motion() const override { return model_.animating(); }
  void draw_controls() override;  // left panel
  void draw_main() override { draw_board(); }
  void legend() const override;  // the board's strikes, named tiles and hints (board.cpp)
  // The board folds to one row in a low region (board_columns), so it
  // asks for what it needs then (measured as it is drawn): at 1280×720 the tree
  // gets 55 % of the screen. Presentation's 25 px text needs two rows of tiles,
  // about 0.4 of the height (more under a notice), a phone's five rows of
  // finger-sized tiles about 0.65; the cap only keeps a tall board from taking
  // the tree's room.
  float preferred_height(float avail, bool phone) const override {
    // (Rounded up: the region's height is whole pixels, the tiles' are not.)
    return needed_h_ > 0 ? std::min(std::ceil(needed_h_) + 1, (phone ? 0.66f : 0.5f) * avail) : 0.3f * avail;
  }
  Timeline& timeline() override { return model_.timeline(); }
  void timeline_moved() override { model_.on_timeline_moved(); }
  bool play(std::int64_t move, std::string& error) override;
  TreeSource tree_source() const override;
  LessonHooks hooks() override;
  std::string check_link(const LinkArgs& args) const override;
  void when_link_ready(const LinkArgs& args, std::function<void()> ready) override;
  bool open_link(const LinkArgs& args, std::string& error) override;
  LinkArgs link_args() const override;
  std::vector<LessonDrawing> drawings() override;
  const std::string* judge_output() const override { return &judge_.verdict().output; }
  std::string title() const override;
  TwinBoard twin_board() const override;  // a tile per number, said with its state and why
  std::optional<ClassMoves> class_moves() const override;  // the live class's "which move wins?"

  void draw_board();  // main area (fills the current window region)
  NumberModel& model() { return model_; }
  // Names x as the player to move would by clicking (animation per the settings).
  bool pick(int x, std::string& error);
  // The board as data for the SVG export (model/svg_export.hpp): the tiles draw_tile draws.
  BoardDrawing board_drawing();
  // Runs `show` (which changes the board to `start` on 2..max) once that
  // position is solved: at once if it is known or solves within the first
  // slice, else when the busy job finishes (never, if it is cancelled).
  void when_solved(int max, number_game::Allowed start, std::function<void()> show);

 private:
  // What one tile shows this frame (derived from the model and the animation).
  struct TileLook;
  TileLook look_of(int y) const;
  void draw_tile(int y, ImVec2 a, bool hovered);
  // draw_board's parts: the grid's layout, the tiles' buttons (the click and
  // the hovered tile), the caption, the animation's buttons and the timeline.
  struct BoardGrid;
  BoardGrid lay_out_board(ImVec2 avail);
  std::optional<int> handle_tiles(const BoardGrid& g);
  void draw_caption(const BoardGrid& g, std::optional<int> hovered);
  void draw_board_timeline();
  void draw_status_line();
  void draw_legend(ImVec2 a, ImVec2 b);
  std::string hover_text(int y);
  void draw_judge_panel();
  // POJ 1143 input judged for the panel: the answers, and the cases a click loads (judge_cases_).
  JudgePanel::Verdict judge(const std::string& input);
  void write_state(json::Writer& w);
  // write_state's parts: the animation, the header as shown, the board as last drawn.
  void write_animation(json::Writer& w);
  void write_header(json::Writer& w);
  void write_board(json::Writer& w);
  void new_game(int max);                           // through when_solved
  void set_position(const std::vector<int>& allowed);  // through when_solved

  // The board 2..max and start a (checked) link asks for.
  struct LinkStart {
    int max;
    std::optional<std::vector<int>> allowed;
  };
  std::optional<LinkStart> link_start(const LinkArgs& args, std::string& error) const;

  Settings& settings_;
  const ValueHistory* values_;  // the shown line's values, for the strip (LessonContext::values)
  Busy* busy_ = nullptr;
  NumberModel model_;
  // The exact solve of a board shown from its outcome table (TableFirstSolve):
  // run a slice a frame in update() until its values arrive, then adopted.
  std::unique_ptr<BusyJob> exact_;
  void run_exact();
  // The exact values being copied in on the page: frames keep coming until done.
  bool exact_arriving() const { return exact_ && exact_->progress().where == "page"; }
  // The tree's graph a board job built in slices, until the tree takes it
  // (tree_source's build, on the frame the board appears); keyed like the tree.
  struct PreparedTree {
    std::string key;
    PositionGraph graph;
  };
  mutable std::optional<PreparedTree> prepared_tree_;
  // The board as last drawn: tile size, the tile under the mouse and what
  // naming it would forbid (drawn faintly), and the text check the state reports.
  TileSize tile_;
  float needed_h_ = 0;  // the board's height at its lowest (draw_board measures it)
  float strip_h_ = 0;   // the animation's buttons and the timeline below the board, as last drawn
  std::optional<int> hovered_;
  std::string hover_text_;  // shown in place of the caption while a tile is hovered
  std::vector<number_game::ForbiddenNumber> preview_;
  std::vector<int> lit_;  // the struck number's source tiles, lit during its step
  float widest_text_ = 0;
  int text_overflows_ = 0;
  TimelineUi timeline_ui_;
  int new_max_ = 20;
  int field_board_max_ = 0;  // the board's max when new_max_ last followed it
  bool editing_ = false;
  std::vector<std::vector<int>> judge_cases_;  // the judged input's positions, a click's to load
  number_game::WinMemo judge_memo_;            // kept across inputs: the key is the allowed set
  JudgePanel judge_;
  std::string edit_message_;
};

}  // namespace gtl::app
