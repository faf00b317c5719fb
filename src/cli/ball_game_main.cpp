// ball-game: the Lanqiao ball game judge, byte-exact, plus JSON lines and huge counts.
#include <iostream>
#include <span>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "core/ball_solver.hpp"
#include "core/json.hpp"

namespace {

constexpr std::string_view kTool = "ball-game";

constexpr std::string_view kHelp = R"(Usage: ball-game [--json] [--help]

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

Exit status: 0 success; 1 a count too large to solve directly for a take set
whose period was not found within the budget; 2 bad input or options (one
message on stderr naming the line; answers before it are printed first).
)";

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
  const auto options = cli::parse_options(kTool, std::span<char* const>(argv + 1, argc - 1), false);
  if (!options) return cli::kExitBadInput;
  if (options->help) {
    std::cout << kHelp;
    return cli::kExitOk;
  }

  const judge::BallInput input = judge::parse_ball_judge(cli::read_stdin());
  cli::print_warnings(kTool, input.warnings);
  if (input.takes.empty()) return cli::bad_input(kTool, *input.error);

  ball_game::BallSolver solver(input.takes);
  std::vector<Outcome> outcomes;
  std::size_t answered = 0;
  for (; answered < input.counts.size(); ++answered) {
    const auto answer = solver.answer(input.counts[answered]);
    if (!answer) break;
    if (options->json)
      std::cout << json_answer(*answer, solver.oracle().period()) << '\n';
    else
      outcomes.push_back(answer->outcome);
  }
  if (!options->json && !outcomes.empty()) std::cout << judge::format_ball_answers(outcomes);
  if (answered < input.counts.size()) {
    cli::complain(kTool, "line 2: ball count " + std::to_string(input.counts[answered]) +
                             " is beyond direct solving (below " +
                             std::to_string(solver.oracle().direct_limit()) +
                             " balls for this take set) and no period was proven within the budget");
    return cli::kExitUnsolved;
  }
  if (input.error) return cli::bad_input(kTool, *input.error);
  return cli::kExitOk;
}
