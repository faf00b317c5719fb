// Everything a caller asks about one ball game take set: the CLI's answers and
// the app's judge panel. Small counts get exact remoteness and ranked best moves
// from the direct table; any count up to 10^18 gets its outcome from the oracle.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "ball_game.hpp"
#include "ball_oracle.hpp"

namespace gtl::ball_game {

struct BallAnswer {
  std::uint64_t balls = 0;
  Outcome outcome = Outcome::Unknown;      // for the first player, both hands empty
  std::optional<std::uint32_t> remoteness;  // known up to BallSolver::kDetailMax balls
  // The takes perfect play may choose. Up to kDetailMax: those reaching the exact
  // value (outcome and remoteness); beyond: those reaching the outcome.
  std::vector<Take> best_moves;
  bool from_period = false;  // the outcome came from the proven period
};

class BallSolver {
 public:
  // The detailed table costs 32 bytes per count.
  static constexpr std::uint64_t kDetailMax = std::uint64_t{1} << 20;

  // `takes` as given: repeats and order do not matter; must be non-empty.
  explicit BallSolver(std::span<const Take> takes, Limits limits = {});

  // nullopt when `balls` is beyond direct solving and no period was proven.
  std::optional<BallAnswer> answer(std::uint64_t balls);
  // Builds the detailed table up to `balls` (at most kDetailMax) at once, so a
  // batch whose largest count is known builds it once (answer() alone grows it
  // by doubling, rebuilding each time).
  void prepare_details(std::uint64_t balls);

  BallOracle& oracle() { return oracle_; }
  std::span<const Take> takes() const { return takes_; }

 private:
  std::vector<Take> takes_;
  BallOracle oracle_;
  std::optional<BallTable> table_;
};

}  // namespace gtl::ball_game
