#include "core/ball_solver.hpp"

#include <algorithm>

namespace gtl::ball_game {

BallSolver::BallSolver(std::span<const Take> takes, Limits limits)
    : takes_(normalize_takes(takes)), oracle_(takes_, limits) {}

void BallSolver::prepare_details(std::uint64_t balls) {
  balls = std::min(balls, kDetailMax);
  if (!table_ || table_->max_balls() < balls) table_.emplace(takes_, balls);
}

std::optional<BallAnswer> BallSolver::answer(std::uint64_t balls) {
  BallAnswer a;
  a.balls = balls;
  const std::optional<Outcome> outcome = oracle_.outcome(balls);
  if (!outcome) return std::nullopt;
  a.outcome = *outcome;
  a.from_period = balls >= oracle_.table_size();  // answered, yet past the table
  const State start{balls, false, false};

  if (balls <= kDetailMax) {
    // Rebuilt with room to spare, so a batch of growing counts stays linear.
    if (!table_ || table_->max_balls() < balls)
      table_.emplace(takes_, std::min(kDetailMax, std::max<std::uint64_t>(balls, 2 * (table_ ? table_->max_balls() : 0))));
    const Solution best = table_->at(start);
    a.remoteness = best.remoteness;
    for (const BallTable::RankedTake& r : table_->ranked_takes(start))
      if (r.value == best) a.best_moves.push_back(r.take);
    return a;
  }
  for (Take t : fitting(takes_, balls))
    if (flip(oracle_.outcome(after_take(start, t)).value_or(Outcome::Unknown)) == a.outcome)
      a.best_moves.push_back(t);
  return a;
}

}  // namespace gtl::ball_game
