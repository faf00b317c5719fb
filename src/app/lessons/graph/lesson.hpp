// The game-graph editor lesson ("your own game, loops allowed"): a teacher
// draws positions and moves on a canvas, and every edit is solved at once by
// retrograde analysis (core/retrograde.hpp), so each position shows W, L or D
// (a draw by infinite play: neither side can force a win) with its
// remoteness. Cycles are allowed. The same class, opened on the add-back game
// (game_graph::add_back_game), is the built-in loopy lesson ("loopy").
//
// lesson.cpp holds the document, automation, share link, tree, teaching hooks,
// export and the words; board.cpp draws the side panel and the canvas and
// handles the mouse and keys.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "app/kit/lesson.hpp"
#include "app/kit/ui_timeline.hpp"
#include "app/lessons/graph/model_doc.hpp"
#include "app/lessons/graph/model_picture.hpp"
#include "app/lessons/graph/model_steps.hpp"

struct ImVec2;

// The lesson's words (strings_en.cpp, strings_zh.cpp in this folder): the rows
// its Lesson::strings() hands the tables, keys prefixed "graph.".
namespace gtl::app::graph_words {
std::span<const i18n::Entry> en();
std::span<const i18n::Entry> zh();
// The loopy lesson's own rows (the same editor, another example).
std::span<const i18n::Entry> loopy_en();
std::span<const i18n::Entry> loopy_zh();
}  // namespace gtl::app::graph_words

namespace gtl::app {

// How deep the tree view unrolls a loopy graph (moves from the start).
inline constexpr std::uint32_t kGraphTreeDepth = 8;

class GraphLesson final : public Lesson {
 public:
  // The two lessons this class makes.
  enum class Flavour { Editor, Loopy };
  GraphLesson(const LessonContext& context, Flavour flavour);
  ~GraphLesson() override;

  // ---- Lesson
  std::string_view id() const override { return flavour_ == Flavour::Loopy ? "loopy" : "graph"; }
  const char* name_key() const override { return flavour_ == Flavour::Loopy ? "loopy.name" : "graph.name"; }
  std::span<const i18n::Entry> strings(i18n::Lang lang) const override;
  void update(double seconds) override;
  bool animating() const override { return drag_.active || timeline_ui_.autoplay; }
  bool in_motion() const override { return drag_.active; }
  // The editor is where the lesson is made: it takes 60 % of the height on a
  // desktop (the tree the rest), and 55 % on a phone, where the legend wraps
  // to three lines and the timeline's buttons are finger-sized.
  float preferred_height(float avail, bool phone) const override { return (phone ? 0.55f : 0.6f) * avail; }
  void draw_controls() override;
  void draw_main() override;
  void register_automation(Automation& a) override;
  Timeline& timeline() override { return timeline_; }
  void timeline_moved() override {}
  bool play(std::int64_t move, std::string& error) override;
  TreeSource tree_source() const override;
  LessonHooks hooks() override;
  std::string check_link(const LinkArgs& args) const override;
  bool open_link(const LinkArgs& args, std::string& error) override;
  LinkArgs link_args() const override;
  std::vector<LessonDrawing> drawings() override;  // "graph": the editor's picture
  std::string title() const override;
  // Help › Rules: a graph's game in general, or the add-back game (strings_*.cpp).
  std::string rules() const override { return i18n::tr(flavour_ == Flavour::Loopy ? "loopy.help_rules" : "graph.help_rules"); }
  // A cell per position (selected or not, its value as shown); N, M and
  // Delete on a cell add a position, a move from the selected one, delete it.
  TwinBoard twin_board() const override;
  std::optional<ClassMoves> class_moves() const override;  // the positions one move away; right: lost ones

  // The editor's box on the screen (board.cpp).
  struct Canvas {
    float x = 0, y = 0, w = 0, h = 0, r = 24;
    // Graph points to the screen: screen = o + s * point (the graph shrinks to fit).
    float ox = 0, oy = 0, s = 1;
    ImVec2 screen(model::Point p) const;
    model::Point logical(ImVec2 q) const;
  };

  // ---- the document (views, automation, tests)
  const model::GraphDocument& doc() const { return doc_; }
  // Runs an edit: on success the game restarts at the start (the old line may
  // no longer exist) and the error is cleared; on refusal `error_` is the
  // sentence and the function returns false.
  bool edit(const model::EditResult& r);
  const std::string& error() const { return error_; }
  std::uint32_t current() const;  // the position at the timeline's cursor
  bool game_over() const;
  // draw_main's parts (board.cpp): the position's row, or the empty graph's.
  void draw_verdict_row();
  bool draw_empty_rows();
  void add_in_middle(const Canvas& c);
  void draw_empty_hint(const Canvas& c);
  std::optional<std::uint32_t> best_move() const;  // the target of a perfect move
  std::string picture_svg(const model::SvgPalette& palette) const;

  // The retrograde steps on the canvas: -1 off, else how many are shown decided.
  void set_induction(std::int64_t step);
  std::int64_t induction_step() const { return induction_; }
  bool steps_hide_outcomes() const override { return induction_ >= 0; }
  const std::vector<model::RetroStep>& retro_steps() const;

 private:
  void load_example(int which);  // 0 the five-node cycle, 1 the add-back game, 2 a small DAG, 3 empty (no position)
  std::string sentence(const model::Refusal& r) const;
  std::vector<Solution> shown_values() const;  // what each position shows now ("?" while hidden)
  std::vector<model::Point> points() const;
  std::string text_of(std::uint32_t v) const { return doc_.graph().positions[v].text(); }
  void write_state(json::Writer& w) const;
  void register_edits(Automation& a, const std::string& p);  // the two parts below
  void register_shape_edits(Automation& a, const std::string& p);
  void register_value_edits(Automation& a, const std::string& p);
  std::string induction_caption() const;
  // The board's last change in words, for the accessible twin (TwinBoard::said).
  void say(std::string sentence) { said_ = std::move(sentence), ++said_id_; }
  std::string moves_words(std::uint32_t v) const;  // "its moves lead to A, B."

  // board.cpp
  void draw_selection_panel();
  void draw_move_buttons();
  void draw_induction_panel();
  void draw_json_panel();
  void draw_canvas(const Canvas& c);
  void canvas_input(const Canvas& c, const model::GraphPicture& pic, const std::vector<model::Point>& pts);
  void context_menu();
  void rename_popup();
  void keys();
  std::optional<std::uint32_t> node_at(const Canvas& c, const std::vector<model::Point>& pts, ImVec2 p) const;
  std::optional<std::pair<std::uint32_t, std::uint32_t>> move_at(const Canvas& c, const model::GraphPicture& pic,
                                                                 ImVec2 p) const;
  void remove_selected();

  Settings& settings_;
  const ValueHistory* values_;  // the shown line's values, for the strip (LessonContext::values)
  Flavour flavour_;
  model::GraphDocument doc_;
  Timeline timeline_;
  TimelineUi timeline_ui_;
  // The height the timeline took when last drawn (it is one row at 1280 px,
  // two on a narrow page): the canvas gets the rest. 0 until drawn once.
  float timeline_h_ = 0;
  std::string error_, warning_;
  std::string said_;
  std::uint64_t said_id_ = 0;
  std::int64_t induction_ = -1;
  mutable std::uint64_t steps_rev_ = ~std::uint64_t{0};
  mutable std::vector<model::RetroStep> steps_;
  mutable ExplicitGraph steps_graph_;

  // Editor state.
  std::optional<std::uint32_t> selected_;
  std::optional<std::pair<std::uint32_t, std::uint32_t>> selected_move_;
  struct Drag {
    bool active = false;
    std::uint32_t from = 0;
    float sx = 0, sy = 0;  // where it started (screen)
  } drag_;
  // How graph points map to the editor's box, kept between frames: fitted when
  // a graph is loaded (an example, a file, a link) or the box changes size,
  // never by an edit, so a disc stays where the user put it and adding one
  // near the edge moves no other (draw_canvas).
  struct ViewFit {
    bool valid = false;
    float w = 0, h = 0;     // the box it was fitted to
    float s = 1, dx = 0, dy = 0;  // scale, and the origin relative to the box
  } view_fit_;
  std::string rename_text_, label_text_, json_text_;
  bool open_rename_ = false;
  std::uint64_t panel_rev_ = ~std::uint64_t{0};
};

}  // namespace gtl::app
