#include "app/lessons/balls/model.hpp"

#include <algorithm>
#include <cmath>

#include "model/i18n.hpp"
#include "model/view_common.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;

namespace bg = ball_game;

BallModel::BallModel() : PilePlay(kBallTakeSeconds, {"balls.err_not_take", "balls.err_too_few"}) {
  std::string ignored;
  new_game({1, 2, 3}, 10, ignored);
}

bool BallModel::new_game(const std::vector<std::int64_t>& takes, std::int64_t n, std::string& error) {
  if (takes.empty()) {
    error = tr("balls.err_no_take");
    return false;
  }
  if (takes.size() > kBallLessonMaxTakeCount) {
    error = tr_fmt("harden.too_many_takes", kBallLessonMaxTakeCount, takes.size());
    return false;
  }
  std::vector<bg::Take> raw;
  for (std::int64_t t : takes) {
    if (t < 1 || static_cast<std::uint64_t>(t) > kBallLessonMaxTake) {
      error = tr_fmt("balls.err_take_range", kBallLessonMaxTake, t);
      return false;
    }
    raw.push_back(static_cast<bg::Take>(t));
  }
  if (n < 0 || static_cast<std::uint64_t>(n) > kBallLessonMaxN) {
    error = tr_fmt("balls.err_pile", kBallLessonMaxN, n);
    return false;
  }
  const auto normal = bg::normalize_takes(raw);
  if (const std::uint64_t steps = normal.size() * static_cast<std::uint64_t>(n); steps > kBallLessonMaxSteps) {
    error = i18n::tr_fmt("harden.budget.balls", normal.size(), n, steps, kBallLessonMaxSteps,
                         kBallLessonMaxSteps / normal.size());
    return false;
  }
  if (normal != this->takes() || !oracle_) oracle_ = std::make_unique<bg::BallOracle>(normal);
  if (normal != this->takes() || !table_ || table_->max_balls() < static_cast<std::uint64_t>(n))
    table_ = std::make_unique<bg::BallTable>(normal, std::max<std::uint64_t>(static_cast<std::uint64_t>(n), 256));
  restart(normal, static_cast<std::uint64_t>(n));
  return true;
}

bool BallModel::fits(bg::Take k) const {
  return std::find(takes().begin(), takes().end(), k) != takes().end() && k <= state_.balls;
}

void BallModel::replayed() {
  state_ = {start(), false, false};
  held_ = {0, 0};
  const auto& moves = timeline().moves();
  for (std::size_t i = 0; i < timeline().cursor(); ++i) {
    const auto t = static_cast<bg::Take>(moves[i]);
    held_[i % 2] += t;
    state_ = bg::after_take(state_, t);
  }
}

Solution BallModel::value() const { return table_->at(state_); }

std::vector<bg::Take> BallModel::best_moves() const {
  std::vector<bg::Take> out;
  const Solution v = value();
  for (const auto& r : table_->ranked_takes(state_))
    if (r.value == v) out.push_back(r.take);
  return out;
}

std::string BallModel::result_text() const {
  const bool first_odd = held_[0] % 2 == 1, second_odd = held_[1] % 2 == 1;
  const auto parity = [](bool odd) { return tr(odd ? "balls.odd" : "balls.even"); };
  const std::string s = tr_fmt(state_.balls == 1 ? "balls.result_one" : "balls.result", state_.balls, held_[0],
                               parity(first_odd), held_[1], parity(second_odd));
  if (first_odd == second_odd) return s + tr("balls.result_draw");
  return s + tr(first_odd ? "balls.result_first" : "balls.result_second");
}

// ------------------------------------------------------------------ the tree's words

std::string WordedBallGame::short_label(Position p) const {
  const ball_game::State s = unpack(p);
  const auto word = [](bool odd) { return tr(odd ? "balls.odd_short" : "balls.even_short"); };
  // "7 · odd/even": the same marks in every language, only the words change.
  return std::to_string(s.balls) + " \u00B7 " + word(s.mover_odd) + "/" + word(s.other_odd);
}

std::string WordedBallGame::describe(Position p) const {
  const ball_game::State s = unpack(p);
  const auto word = [](bool odd) { return tr(odd ? "balls.odd" : "balls.even"); };
  std::string d = tr_fmt(s.balls == 1 ? "balls.tree_one" : "balls.tree_many", s.balls, word(s.mover_odd), word(s.other_odd));
  if (moves(p).empty()) d += tr_fmt("balls.tree_over", model::outcome_word(terminal_outcome(p)));
  return d;
}

std::string WordedBallGame::move_label(Move t) const { return tr_fmt("words.take", t); }

// ------------------------------------------------------------------ the scene's layout

BallScene ball_scene(float width, float text_px, std::uint64_t pile_balls, std::uint64_t hand_balls) {
  const float s = std::max(text_px, 1.0f);
  BallScene b;
  b.radius = std::round(std::clamp(0.3f * s, 4.0f, 10.0f));
  b.pitch = std::round(2.3f * b.radius);
  b.title_h = std::round(1.4f * s);
  const float gap = std::round(0.8f * s);
  const float pad = b.pad = std::round(0.25f * s);
  // A column must hold its title, shortened if need be ("2nd: 10 even"), and a few balls.
  const float col_min = std::max(7.0f * s, 5 * b.pitch + 2 * pad);
  b.stacked = width < 3 * col_min + 2 * gap;
  const float hand_w = b.stacked ? std::max((width - gap) / 2, 1.0f) : std::max((width - 2 * gap) / 3, 1.0f);
  const float pile_w = b.stacked ? std::max(width, 1.0f) : hand_w;
  auto per_row = [&](float w) { return std::max(1, static_cast<int>((w - 2 * pad) / b.pitch)); };
  b.pile_per_row = per_row(pile_w);
  b.hand_per_row = per_row(hand_w);
  auto rows_for = [](std::uint64_t n, int per) {
    return std::max<std::uint64_t>(1, (n + static_cast<std::uint64_t>(per) - 1) / static_cast<std::uint64_t>(per));
  };
  b.hand_rows = static_cast<int>(std::min<std::uint64_t>(4, rows_for(hand_balls, b.hand_per_row)));
  const float pile_h = b.title_h + static_cast<float>(rows_for(pile_balls, b.pile_per_row)) * b.pitch + 2 * pad;
  const float hands_h = b.title_h + static_cast<float>(b.hand_rows) * b.pitch + 2 * pad;
  if (b.stacked) {
    b.pile = {0, 0, pile_w, pile_h};
    b.hands[0] = {0, pile_h + gap, hand_w, hands_h};
    b.hands[1] = {hand_w + gap, pile_h + gap, hand_w, hands_h};
    b.height = pile_h + gap + hands_h;
  } else {
    const float h = std::max(pile_h, hands_h);
    b.hands[0] = {0, 0, hand_w, h};
    b.pile = {hand_w + gap, 0, pile_w, h};
    b.hands[1] = {2 * (hand_w + gap), 0, hand_w, h};
    b.height = h;
  }
  return b;
}

}  // namespace gtl::app
