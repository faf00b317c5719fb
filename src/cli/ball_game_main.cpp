// ball-game: the Lanqiao ball game judge, byte-exact, plus JSON lines and huge counts.
#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "core/ball_solver.hpp"
#include "core/budget.hpp"
#include "core/json.hpp"

namespace {

constexpr std::string_view kTool = "ball-game";

constexpr std::string_view kHelp = R"(Usage: ball-game [--budget N] [--json] [--help]

The ball game (Lanqiao). Reads two lines from stdin:

  line 1: the take sizes (the judge gives three, possibly equal), e.g. 1 2 3
  line 2: the starting ball counts (the judge gives five), e.g. 1 2 3 4 5

A move takes exactly one of the take sizes (no more than remain). When no take
size fits, the game ends: a player holding an odd number of balls while the
other holds an even number wins; both odd or both even is a draw (a tie).
For each count, prints what the first player gets under perfect play, byte-
exact with the judge: + (win), 0 (draw), - (lose), separated by single spaces:

  + 0 + 0 -

Any number of take sizes (each 1..1000000; repeats count once) and of counts
(each 0..1000000000000000000) is accepted. Large counts are answered through
the outcome sequence's period, which is proven from the solved table (and
checked against direct solving over a long stretch) before it is used.

Options:
  --budget N  The most steps (a count of the outcome table times a take size)
            the answers may take (default 1073741824, about a second). The
            work is estimated from the take sizes and the largest count
            before solving, and input over the budget is refused with a
            message; the period search stops at the budget by itself.
  --json    Instead of the judge's line, one JSON object per line and count:
              {"balls":5,"outcome":"lose","symbol":"-","remoteness":3,
               "best_moves":[1],"method":"table",
               "period":{"start":0,"length":8}}
            outcome: for the first player (win, draw or lose). remoteness:
            plies to the end under perfect play (fastest win, slowest loss,
            shortest draw); null above 1048576 balls. best_moves: the takes
            perfect play may choose (above 1048576 balls: those keeping the
            outcome). method: "table" (direct solving) or "period". period:
            the answer sequence's minimal pre-period and period, or null if
            none was proven within the budget.
  --help    This text.

While long work runs, a progress line is shown on stderr if it is a terminal.

Exit status: 0 success; 1 the work is over the budget, or a count too large
to solve directly for a take set whose period was not found within the
budget; 2 bad input or options (one message on stderr naming the line;
answers before it are printed first); 3 the input could not be read or the
answers could not be written.
)";

// Work past this gets a progress line (about a tenth of a second).
constexpr std::uint64_t kProgressFrom = std::uint64_t{1} << 26;

std::string json_answer(const gtl::ball_game::BallAnswer& a, const std::optional<gtl::ball_game::Period>& period) {
  gtl::json::Writer w;
  w.begin_object();
  w.key("balls").value(a.balls);
  w.key("outcome").value(gtl::word(a.outcome));
  w.key("symbol").value(std::string(1, gtl::judge_symbol(a.outcome)));
  w.key("remoteness");
  if (a.remoteness) w.value(*a.remoteness); else w.null();
  w.key("best_moves").begin_array();
  for (auto t : a.best_moves) w.value(t);
  w.end_array();
  w.key("method").value(a.from_period ? "period" : "table");
  w.key("period");
  if (period) {
    w.begin_object();
    w.key("start").value(period->start);
    w.key("length").value(period->length);
    w.end_object();
  } else {
    w.null();
  }
  w.end_object();
  return w.str();
}

}  // namespace

int main(int argc, char** argv) {
  using namespace gtl;
  cli::Io io(kTool);
  int exit = cli::kExitOk;
  const auto options = cli::start(io, kTool, argc, argv, false, kHelp, exit);
  if (!options) return exit;
  const std::uint64_t step_budget = options->budget.value_or(budget::kBallDefaultSteps);

  int status = cli::kExitOk;
  const std::optional<std::string_view> text = io.read_input(status);
  if (!text) return status;
  const judge::BallInput input = judge::parse_ball_judge(*text);
  if (input.takes.empty()) {
    io.warn(input.warnings);
    return io.finish(io.bad_input(*input.error));
  }

  // Estimate before solving. --json reports the period, so it always searches
  // for it, and it builds the detailed table up to the largest count it covers.
  const std::vector<ball_game::Take> takes = ball_game::normalize_takes(input.takes);
  const std::uint64_t max_count = input.counts.empty() ? 0 : *std::ranges::max_element(input.counts);
  std::uint64_t detail_to = 0;
  if (options->json)
    for (std::uint64_t n : input.counts)
      if (n <= ball_game::BallSolver::kDetailMax) detail_to = std::max(detail_to, n);
  const std::uint64_t searched_to =
      options->json ? std::max(max_count, ball_game::proof_stretch(takes)) : max_count;
  const budget::Estimate e = budget::ball_steps(takes, searched_to, detail_to);
  if (!e.within(step_budget)) {
    io.warn(input.warnings);
    io.complain(budget::ball_estimate_text(takes, max_count, options->json, e, step_budget) +
                (options->json ? "; ask without --json for the outcomes only, ask about fewer balls,"
                               : "; ask about fewer balls or fewer take sizes,") +
                " or raise the budget with --budget N.");
    return io.finish(cli::kExitUnsolved);
  }
  std::optional<cli::Progress> progress;
  if (e.work > kProgressFrom || max_count >= ball_game::proof_stretch(takes)) progress.emplace(kTool, "solving");

  ball_game::BallSolver solver(takes, ball_game::Limits{.max_work = step_budget});
  std::vector<Outcome> outcomes;
  std::size_t answered = 0;
  if (options->json) {
    solver.prepare_details(detail_to);
    for (; answered < input.counts.size(); ++answered) {
      const auto answer = solver.answer(input.counts[answered]);
      if (!answer) break;
      io.out() += json_answer(*answer, solver.oracle().period());
      io.out() += '\n';
      io.flush_if_large();
    }
  } else {
    outcomes.reserve(input.counts.size());
    for (; answered < input.counts.size(); ++answered) {
      const std::optional<Outcome> o = solver.oracle().outcome(input.counts[answered]);
      if (!o) break;
      outcomes.push_back(*o);
    }
    if (!outcomes.empty()) judge::append_ball_answers(io.out(), outcomes);
  }
  progress.reset();
  io.warn(input.warnings);
  if (answered < input.counts.size()) {
    io.complain("line 2: ball count " + std::to_string(input.counts[answered]) +
                " is beyond direct solving (below " + text::grouped(solver.oracle().direct_limit()) +
                " balls for this take set) and no period was proven within the budget of " +
                text::grouped(step_budget) + " steps; raise it with --budget N.");
    return io.finish(cli::kExitUnsolved);
  }
  return io.finish(input.error ? io.bad_input(*input.error) : cli::kExitOk);
}
