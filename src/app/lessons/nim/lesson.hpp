// The Nim lesson: piles drawn as rows of counters (click a counter to take it
// and every counter to its right), the nim-sum as the column table a teacher
// writes on the board (each pile in binary, the XOR row under it, the columns
// with an odd count of ones highlighted), Bouton's winning moves ("make the
// nim-sum 0"), and the tree with every position's Grundy value in its label.
//
// lesson.cpp holds the game state, automation, share link, tree, teaching
// hooks and the lesson's words; board.cpp draws the panel and the board.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "app/kit/lesson.hpp"
#include "app/kit/take_animation.hpp"
#include "app/kit/ui_timeline.hpp"
#include "core/nim.hpp"
#include "core/solver.hpp"

struct ImFont;
struct ImVec2;

// The lesson's words (strings_en.cpp, strings_zh.cpp in this folder): the rows
// its Lesson::strings() hands the tables, keys prefixed "nim.".
namespace gtl::app::nim_words {
std::span<const i18n::Entry> en();
std::span<const i18n::Entry> zh();
}  // namespace gtl::app::nim_words

namespace gtl::app {

// The tree draws at most this many positions: 8^5, so five piles of 7 or
// 15 15 15 7 fit whole. Nim is dense in moves (a position of four 15s has 60),
// so edges, not positions, set the cost: 15 15 15 15 (65,536 positions, 2 M
// edges) took 1.2 s to build natively before the views were made, 32,768
// positions of five 7s 0.37 s. A larger start is shown capped and the panel
// says so; the lesson's own outcomes come from the nim-sum, never from the
// tree, so they stay exact.
inline constexpr std::size_t kNimTreePositions = 32'768;
// The taken counters fade out in this long at animation speed 1.
inline constexpr double kNimTakeSeconds = 0.45;

// Nim in the UI's words, with the Grundy value (the nim-sum, by Bouton and
// Sprague–Grundy) in every tree label: "3 4 5 · g 2".
struct WordedNimGame : nim::NimGame {
  std::string short_label(Position p) const;
  std::string describe(Position p) const;
  std::string move_label(Move m) const;  // "take 2 from pile 3", "从第 3 堆取 2 枚"
  // Positions pack 4 bits a pile: a direct index for the graph builder.
  std::size_t dense_positions() const { return std::size_t{1} << (4 * piles.size()); }
};

class NimLesson final : public Lesson {
 public:
  explicit NimLesson(const LessonContext& context);
  ~NimLesson() override;

  // ---- Lesson
  std::string_view id() const override { return "nim"; }
  const char* name_key() const override { return "nim.name"; }
  std::span<const i18n::Entry> strings(i18n::Lang lang) const override;
  void update(double seconds) override;
  bool animating() const override { return anim_.running() || timeline_ui_.autoplay; }
  bool in_motion() const override { return anim_.running(); }
  void draw_controls() override;
  void draw_main() override;
  void register_automation(Automation& a) override;
  Timeline& timeline() override { return timeline_; }
  void timeline_moved() override;
  bool play(std::int64_t move, std::string& error) override;
  TreeSource tree_source() const override;
  LessonHooks hooks() override;
  std::string check_link(const LinkArgs& args) const override;
  bool open_link(const LinkArgs& args, std::string& error) override;
  LinkArgs link_args() const override;
  std::vector<LessonDrawing> drawings() override;  // "board": the piles and the nim-sum table
  std::string title() const override;
  TwinBoard twin_board() const override;  // a cell per counter: take it and those to its right
  std::optional<ClassMoves> class_moves() const override;  // the live class's "which move wins?"

  // ---- the game (the view, automation and tests)
  // A new game on these piles; false (and unchanged) with a sentence in the
  // UI's language for bad input.
  bool new_game(std::span<const std::int64_t> piles, std::string& error);
  // The player to move takes `count` counters from pile `pile` (0-based).
  bool take(int pile, int count, std::string& error);
  const std::vector<int>& start_piles() const { return game_.piles; }
  const std::vector<int>& piles() const { return piles_; }  // at the timeline's cursor
  int to_move() const { return static_cast<int>(timeline_.cursor() % 2); }  // 0 first, 1 second
  bool game_over() const;
  int nim_sum() const { return nim::nim_sum(piles_); }
  // Every position the start reaches (the product of pile + 1), and whether
  // that is more than the tree draws.
  std::uint64_t position_count() const;
  bool tree_capped() const { return position_count() > kNimTreePositions; }
  // Perfect play for the player to move (fastest win, slowest loss, as the
  // tree ranks moves), or nothing when the game is over.
  std::optional<nim::Take> best_move();
  // The board for File › Export… (SVG, in the palette).
  std::string board_svg(const model::SvgPalette& palette) const;
  // The panel's message after New game (empty when fine).
  const std::string& message() const { return message_; }

 private:
  void rebuild();  // piles_ from the start and the timeline's line
  void write_state(json::Writer& w) const;
  std::string verdict_line() const;  // the board's "make the nim-sum 0: ..." line
  // Drawing (board.cpp).
  void draw_status();
  // The rows of counters in the box (x, y, w, h); returns the size drawn.
  ImVec2 draw_piles(float x, float y, float w, float h);
  float table_width(ImFont* font) const;
  float table_height(ImFont* font) const;
  void draw_table(float x, float y, ImFont* font);

  Settings& settings_;
  const ValueHistory* values_;  // the shown line's values, for the strip (LessonContext::values)
  WordedNimGame game_;
  std::vector<int> piles_;
  Timeline timeline_;
  TimelineUi timeline_ui_;
  // Exact perfect play (with remoteness) when the whole game fits the tree's
  // cap; beyond it Bouton's rule picks the moves.
  std::unique_ptr<Solver<nim::NimGame>> solver_;
  TakeAnimation anim_{kNimTakeSeconds};  // the last take's counters fading out
  std::string piles_text_ = "3 4 5";
  std::string message_;
};

}  // namespace gtl::app
