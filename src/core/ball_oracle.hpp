// Ball game outcomes for any count up to 10^18: a compact direct table plus a
// proven, verified period.
//
// Why a period exists and how it is proven: once n >= m (the largest take), the
// four outcomes at n (one per pair of hand parities) are one fixed function of
// the four outcomes at n - t for each take t. So the window of outcome-vectors
// [j, j + m) determines the window [j + 1, j + m + 1): the windows follow a
// deterministic walk through finitely many states, which must cycle. If window
// j equals window j + p, the sequence is periodic with period p from j on: an
// induction, not a guess. The walk's cycle is found with Brent's algorithm (one
// stored window, hashes compared before bytes), then the answer sequence (both
// hands empty, the judge's question) gets its minimal period and pre-period.
// The period is additionally checked against the direct table over a long
// stretch before it is trusted; without a proven period, answers come from
// direct solving as far as the work budget reaches, and beyond that there is
// no answer (never a guess).
//
// The search runs when first needed (period(), or a count past the stretch the
// proof would build anyway), so a batch of small counts costs only their table.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "ball_game.hpp"
#include "outcome.hpp"

namespace gtl::ball_game {

struct Limits {
  std::uint64_t max_table = std::uint64_t{1} << 26;  // counts in the direct table (1 byte each)
  std::uint64_t max_work = std::uint64_t{1} << 30;   // table counts × take sizes (budget::kBallDefaultSteps)
  std::uint64_t min_verify = std::uint64_t{1} << 16; // shortest verified stretch
};

// The table the period proof builds at least (it verifies over a stretch of at
// least four window lengths and at least min_verify counts): counts below it
// are answered directly, without the search.
std::uint64_t proof_stretch(std::span<const Take> sorted_takes, const Limits& limits = {});

// The answer sequence's period: outcome(n) == outcome(n + length) for every
// n >= start, with start and length both minimal.
struct Period {
  std::uint64_t start = 0;   // the pre-period
  std::uint64_t length = 0;
  std::uint64_t verified_to = 0;  // checked against the direct table below this count
};

class BallOracle {
 public:
  // `takes` must be normalised (normalize_takes) and non-empty, each 1..kMaxTake.
  explicit BallOracle(std::span<const Take> takes, Limits limits = {});

  // The outcome of state s for its player to move; nullopt when s.balls is past
  // the direct-solving budget and no period was proven.
  std::optional<Outcome> outcome(State s);
  // The judge's question: first player, both hands empty.
  std::optional<Outcome> outcome(std::uint64_t balls) { return outcome(State{balls, false, false}); }

  // The proven period (searched for on the first call), or nullopt if none was
  // found within the budget.
  const std::optional<Period>& period() {
    if (!searched_) detect_period();
    return period_;
  }
  std::uint64_t table_size() const { return codes_.size(); }
  std::uint64_t direct_limit() const { return limit_; }  // counts below this can be solved directly
  std::span<const Take> takes() const { return takes_; }

 private:
  bool extend(std::uint64_t size);  // grow the table to `size` counts; false past the budget
  Outcome code_outcome(std::uint8_t code, int state) const;
  void detect_period();

  std::vector<Take> takes_;
  std::uint64_t limit_;
  std::vector<std::uint8_t> codes_;  // per count: lose mask (bits 0-3), draw mask (bits 4-7)
  // The proven period of the full outcome-vectors (all four states).
  std::uint64_t cycle_start_ = 0, cycle_length_ = 0;
  std::optional<Period> period_;
  bool searched_ = false;
  Limits limits_;
};

}  // namespace gtl::ball_game
