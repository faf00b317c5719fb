// The ball game lesson's model (no ImGui): the take sizes, the starting count,
// the takes so far on a Timeline, and what the view shows derived from them —
// the pile, both hands, whose turn it is, the outcome and the best moves — plus
// the outcome strip over N with its proven period, and the take animation.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/kit/take_animation.hpp"
#include "app/kit/timeline.hpp"
#include "core/ball_game.hpp"
#include "core/ball_oracle.hpp"

namespace gtl::app {

// The largest pile the lesson plays (the full-state table costs 32 bytes a count).
inline constexpr std::uint64_t kBallLessonMaxN = 100'000;
// The largest take size the lesson accepts (the judge's bound is < 100).
inline constexpr std::uint64_t kBallLessonMaxTake = 1'000;
// The most take sizes a lesson game has: the same for a share link, balls.new and
// the panel's text box (the judge's input has at most 10).
inline constexpr std::size_t kBallLessonMaxTakeCount = 64;
// The lesson's work budget in steps (a count times a take size: the tree's
// position graph has up to 4 positions a count, each with a move per take size).
// 64 take sizes with 100,000 balls took 3.3 s and 695 MB on the page; the budget
// keeps a new game near a tenth of that (README, "Limits").
inline constexpr std::uint64_t kBallLessonMaxSteps = 2'000'000;
// One take's flight at speed 1: the balls go from the pile to the mover's hand.
inline constexpr double kBallTakeSeconds = 0.7;

class BallModel {
 public:
  BallModel();

  // New game; false (and unchanged) with a sentence in `error` for bad input.
  bool new_game(const std::vector<std::int64_t>& takes, std::int64_t n, std::string& error);
  // The player to move takes k balls; error if k is not a take size or does not fit.
  bool take(std::int64_t k, std::string& error);

  Timeline& timeline() { return timeline_; }
  const Timeline& timeline() const { return timeline_; }
  void on_timeline_moved();

  const std::vector<ball_game::Take>& takes() const { return takes_; }
  std::uint64_t start_balls() const { return n_; }
  std::uint64_t left() const { return state_.balls; }
  // Balls held by the first and the second player.
  const std::array<std::uint64_t, 2>& held() const { return held_; }
  int to_move() const { return static_cast<int>(timeline_.cursor() % 2); }  // 0 first, 1 second
  bool game_over() const { return ball_game::fitting(takes_, state_.balls).empty(); }
  bool fits(ball_game::Take k) const;

  Solution value() const;  // for the player to move
  // Takes that reach the best value (fastest win, shortest draw, slowest loss).
  std::vector<ball_game::Take> best_moves() const;
  std::vector<ball_game::BallTable::RankedTake> ranked_moves() const { return table_->ranked_takes(state_); }
  // The full state table (balls × mover's parity × other's parity).
  const ball_game::BallTable& table() const { return *table_; }
  ball_game::BallOracle& oracle() { return *oracle_; }
  // The judge's answer for n (first player, empty hands), via the oracle.
  std::optional<Outcome> answer(std::uint64_t n) { return oracle_->outcome(n); }
  std::string result_text() const;  // the end of the game in words

  // Take animation: balls fly from the pile to the mover's hand.
  void advance(double seconds, float speed) { anim_.advance(seconds, speed); }
  bool animating() const { return anim_.running(); }
  double anim_progress() const { return anim_.progress(); }
  void skip_animation() { anim_.skip(); }

 private:
  void rebuild();

  std::vector<ball_game::Take> takes_{1, 2, 3};
  std::uint64_t n_ = 10;
  Timeline timeline_;
  ball_game::State state_;
  std::array<std::uint64_t, 2> held_{0, 0};
  std::unique_ptr<ball_game::BallTable> table_;
  std::unique_ptr<ball_game::BallOracle> oracle_;
  TakeAnimation anim_{kBallTakeSeconds};
};

// ------------------------------------------------------------------ the tree's words
// The ball game in the UI's language for the tree (labels, descriptions and
// move labels); every rule is core's (graph_builder.hpp asks the game for
// short_label / describe / move_label).
struct WordedBallGame : ball_game::BallGame {
  std::string short_label(Position p) const;  // "7 · odd/even", "7 · 奇/偶"
  std::string describe(Position p) const;
  std::string move_label(Move t) const;  // "take 3", "取 3"
};

// ------------------------------------------------------------------ the scene's layout
struct Box {
  float x = 0, y = 0, w = 0, h = 0;
  bool intersects(const Box& o) const { return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h; }
};

struct BallScene {
  float radius = 0, pitch = 0;  // ball radius and centre-to-centre distance
  float title_h = 0;            // the title line of each box ("Pile: 10 left", "First: 3 (odd)")
  float pad = 0;                // inner padding of each box
  Box pile, hands[2];           // whole boxes, titles included; relative to the scene's origin
  int pile_per_row = 1, hand_per_row = 1;
  int hand_rows = 1;            // balls beyond hand_rows * hand_per_row are summed up as "+N"
  bool stacked = false;         // too narrow for three columns: the pile above, the hands below
  float height = 0;             // total height of the scene
};

// The pile between the two hands when the width allows three columns, else the
// pile on top and the hands side by side under it. `pile_balls` is how many
// balls the pile draws (bars of 100 count as rows of balls), `hand_balls` the
// larger hand. Boxes never overlap and never leave the width.
BallScene ball_scene(float width, float text_px, std::uint64_t pile_balls, std::uint64_t hand_balls);

}  // namespace gtl::app
