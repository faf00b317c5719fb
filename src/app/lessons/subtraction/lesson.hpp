// The subtraction game lesson (issue 13): one pile of n counters, a take set S
// edited in the panel, normal play (who cannot move loses) or misère (who
// cannot move wins). The main area shows the pile with take buttons, the
// verdict, and a strip of outcomes and Grundy values over n with the proven
// pre-period and period; the tree shows the positions from n down.
//
// SubtractionPlay is the game so far with no ImGui (the pile, whose turn, the
// values from the rules' tables); SubtractionLesson is the lesson the app
// registers (its panel and main area are drawn in board.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "app/kit/lesson.hpp"
#include "app/kit/timeline.hpp"
#include "app/kit/ui_timeline.hpp"
#include "core/solution.hpp"
#include "core/subtraction.hpp"

// The lesson's words (strings_en.cpp, strings_zh.cpp in this folder): the rows
// its Lesson::strings() hands the tables, keys prefixed "subtraction.".
namespace gtl::app::subtraction_words {
std::span<const i18n::Entry> en();
std::span<const i18n::Entry> zh();
}  // namespace gtl::app::subtraction_words

namespace gtl::app {

// Piles up to this size get exact remoteness (plies to the end under perfect
// play) from a direct table, 8 bytes a pile: the tree's frontier and the
// perfect player's fastest win / slowest loss. Larger piles are answered
// through the period (outcome and Grundy value), which knows no remoteness.
inline constexpr std::uint64_t kSubtractionExactPiles = 1'000'000;
// The tree draws at most this many positions; a larger pile's graph stops
// there and its frontier takes its values from the exact table.
inline constexpr std::size_t kSubtractionTreePositions = 20'000;
// The strip: n = 0 .. count-1.
inline constexpr int kSubtractionStripMin = 10, kSubtractionStripMax = 5'000;

class SubtractionPlay {
 public:
  SubtractionPlay();

  // New game; false (and unchanged) with a sentence in `error` for bad input.
  bool new_game(const std::vector<std::int64_t>& takes, std::int64_t n, bool misere, std::string& error);
  // The player to move takes k; error if k is not in S or more than the pile.
  bool take(std::int64_t k, std::string& error);

  Timeline& timeline() { return timeline_; }
  const Timeline& timeline() const { return timeline_; }
  void on_timeline_moved();

  const std::vector<std::uint32_t>& takes() const { return takes_; }
  std::uint64_t start() const { return n_; }
  bool misere() const { return misere_; }
  std::uint64_t left() const { return left_; }
  int to_move() const { return static_cast<int>(timeline_.cursor() % 2); }  // 0 first, 1 second
  bool fits(std::uint32_t k) const { return k <= left_; }
  bool game_over() const { return takes_.empty() || takes_.front() > left_; }

  const subtraction::SubtractionTable& table() const { return *table_; }
  // For the player to move at a pile of `pile`: from the period table.
  Outcome outcome(std::uint64_t pile) const { return table_->outcome(pile).value_or(Outcome::Unknown); }
  int grundy(std::uint64_t pile) const { return table_->grundy(pile).value_or(-1); }
  // Outcome and remoteness, when `pile` is within the exact table.
  std::optional<Solution> exact(std::uint64_t pile) const;
  // Takes that leave the opponent a lost pile (g = 0).
  std::vector<std::uint32_t> winning_takes() const;
  // Perfect play: the fastest win / the slowest loss where the remoteness is
  // known, else the smallest winning take / the smallest take.
  std::optional<std::uint32_t> best_take() const;
  // The end of the game in words ("The first player cannot move and loses.").
  std::string result_text() const;

  // Take animation: the taken counters leave the pile.
  void advance(double seconds, float speed);
  bool animating() const { return anim_t_ < 1.0; }
  double anim_progress() const { return anim_t_; }
  void skip_animation() { anim_t_ = 1.0; }

 private:
  void rebuild();

  std::vector<std::uint32_t> takes_;
  std::uint64_t n_ = 0;
  bool misere_ = false;
  std::uint64_t left_ = 0;
  Timeline timeline_;
  std::unique_ptr<subtraction::SubtractionTable> table_;
  std::vector<Solution> exact_;  // piles 0..n when n <= kSubtractionExactPiles, else empty
  double anim_t_ = 1.0;
};

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
  std::string rules() const override { return i18n::tr("subtraction.help_rules"); }  // Help › Rules (strings_*.cpp)
  TwinBoard twin_board() const override;  // a button per take size

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
