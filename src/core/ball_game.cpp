#include "core/ball_game.hpp"

#include <algorithm>

namespace gtl::ball_game {

std::vector<Take> normalize_takes(std::span<const Take> takes) {
  std::vector<Take> out(takes.begin(), takes.end());
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::span<const Take> fitting(std::span<const Take> sorted_takes, std::uint64_t balls) {
  const auto end = std::upper_bound(sorted_takes.begin(), sorted_takes.end(), balls,
                                    [](std::uint64_t b, Take t) { return b < t; });
  return sorted_takes.first(static_cast<std::size_t>(end - sorted_takes.begin()));
}

namespace {
const char* parity(bool odd) { return odd ? "odd" : "even"; }
}  // namespace

std::string BallGame::short_label(Position p) const {
  const State s = unpack(p);
  return std::to_string(s.balls) + " \u00b7 " + parity(s.mover_odd) + "/" + parity(s.other_odd);
}

std::string BallGame::describe(Position p) const {
  const State s = unpack(p);
  std::string d = std::to_string(s.balls) + (s.balls == 1 ? " ball" : " balls") +
                  " left. The player to move holds an " + parity(s.mover_odd) +
                  " number of balls, the other player an " + parity(s.other_odd) + " number.";
  if (moves(p).empty()) d += std::string(" No take size fits: the game is over, a ") +
                             std::string(word(terminal_outcome(p))) + " for the player to move.";
  return d;
}

BallTable::BallTable(std::span<const Take> sorted_takes, std::uint64_t max_balls)
    : takes_(sorted_takes.begin(), sorted_takes.end()), cells_(max_balls + 1) {
  for (std::uint64_t n = 0; n <= max_balls; ++n) {
    for (int i = 0; i < 4; ++i) {
      const State s{n, (i & 2) != 0, (i & 1) != 0};
      BestChoice best;
      for (Take t : fitting(takes_, n)) best.add(at(after_take(s, t)));
      cells_[n][i] = best.empty() ? Solution{ending(s.mover_odd, s.other_odd), 0} : best.result();
    }
  }
}

std::vector<BallTable::RankedTake> BallTable::ranked_takes(State s) const {
  std::vector<RankedTake> out;
  for (Take t : fitting(takes_, s.balls)) out.push_back({t, through(at(after_take(s, t)))});
  // Ranked on the child's value (the mover's value flips it); ties keep take order.
  std::stable_sort(out.begin(), out.end(), [&](const RankedTake& a, const RankedTake& b) {
    return better_child(at(after_take(s, a.take)), at(after_take(s, b.take)));
  });
  return out;
}

}  // namespace gtl::ball_game
