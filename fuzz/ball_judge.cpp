// libFuzzer target: the ball game reader (judge_io), the work estimate
// (budget) and the outcome oracle with its period, on any bytes. Checked on
// every input, besides no crash and no sanitizer report:
// - take sizes in 1..10^6, counts in 0..10^18; every message names a line and
//   is safe to print; the two lines written back read back the same;
// - for small take sets (largest <= 200, at most 12 sizes): the oracle, built
//   with a small verification stretch so that most counts go through the
//   proven period, answers every state up to 2,500 balls as the direct table
//   does, and its claimed period holds on that table;
// - the estimate and its text never overflow into nonsense.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/ball_game.hpp"
#include "core/ball_oracle.hpp"
#include "core/budget.hpp"
#include "core/judge_io.hpp"
#include "fuzz_checks.hpp"

namespace {

using namespace gtl;
using namespace gtl::ball_game;
using gtl::fuzz::check;

constexpr std::uint64_t kDirect = 2500;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  int lines = 1;
  for (char c : text) lines += c == '\n';

  const judge::BallInput in = judge::parse_ball_judge(text);
  for (Take t : in.takes) check(t >= 1 && t <= kMaxTake, "a take size out of range was accepted");
  for (std::uint64_t n : in.counts) check(n <= kMaxBalls, "a count out of range was accepted");
  if (in.error) {
    const std::string m = in.error->to_string();
    check(fuzz::terminal_safe(m), "the message is not safe to print");
    check(in.error->line >= 1 && in.error->line <= lines + 1, "the message names a line outside the input");
    if (in.takes.empty()) return 0;
  } else {
    check(!in.takes.empty() && !in.counts.empty(), "no error, yet nothing was read");
    std::string written;
    for (Take t : in.takes) written += std::to_string(t) + " ";
    written += "\n";
    for (std::uint64_t n : in.counts) written += std::to_string(n) + " ";
    const judge::BallInput again = judge::parse_ball_judge(written + "\n");
    check(!again.error && again.takes == in.takes && again.counts == in.counts, "the lines written back read back differently");
  }

  const std::vector<Take> takes = normalize_takes(in.takes);
  const std::uint64_t max_count = in.counts.empty() ? 0 : *std::max_element(in.counts.begin(), in.counts.end());
  const budget::Estimate e = budget::ball_steps(takes, max_count, max_count);
  check(e.work >= takes.size(), "the estimate is below one step per take size");
  check(fuzz::terminal_safe(budget::ball_estimate_text(takes, max_count, true, e, 1000)), "the estimate's text is not safe to print");

  if (takes.back() > 200 || takes.size() > 12) return 0;
  BallOracle oracle(takes, Limits{.max_table = 1 << 16, .max_work = 1 << 22, .min_verify = 256});
  const BallTable table(takes, kDirect);
  // The given counts first: they decide how far the table is built before the search.
  for (std::uint64_t n : in.counts)
    if (n <= kDirect) check(oracle.outcome(n) == table.at({n, false, false}).outcome, "a given count is answered wrongly");
  for (std::uint64_t n = 0; n <= kDirect; ++n)
    for (int hands = 0; hands < 4; ++hands) {
      const State s{n, (hands & 2) != 0, (hands & 1) != 0};
      check(oracle.outcome(s) == table.at(s).outcome, "the oracle disagrees with the direct table");
    }
  if (const auto& p = oracle.period()) {
    check(p->length >= 1 && p->start + p->length <= p->verified_to, "the period is not inside what was verified");
    for (std::uint64_t n = p->start; n + p->length <= kDirect; ++n)
      check(table.at({n, false, false}).outcome == table.at({n + p->length, false, false}).outcome,
            "the claimed period does not hold on the direct table");
  }
  return 0;
}
