// The ball game lesson's model (no ImGui): the take sizes, the starting count,
// the takes so far on a Timeline, and what the view shows derived from them —
// the pile, both hands, whose turn it is, the outcome and the best moves — plus
// the outcome strip over N with its proven period, and the take animation.
// What every pile game has — the take sizes, the pile, the timeline, the
// take's refusals and animation — is its base PilePlay's (app/kit/pile_play.hpp),
// shared with the subtraction game's SubtractionPlay.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/kit/pile_play.hpp"
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

class BallModel : public PilePlay {
 public:
  BallModel();

  // New game; false (and unchanged) with a sentence in `error` for bad input.
  bool new_game(const std::vector<std::int64_t>& takes, std::int64_t n, std::string& error);
  // take(k): the player to move takes k balls; refused if k is not a take size
  // or more than the pile (PilePlay). takes(), start(), left(), to_move(), the
  // timeline and the animation are PilePlay's too.

  // Balls held by the first and the second player.
  const std::array<std::uint64_t, 2>& held() const { return held_; }
  bool game_over() const { return ball_game::fitting(takes(), state_.balls).empty(); }
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

 private:
  void replayed() override;

  ball_game::State state_;
  std::array<std::uint64_t, 2> held_{0, 0};
  std::unique_ptr<ball_game::BallTable> table_;
  std::unique_ptr<ball_game::BallOracle> oracle_;
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
