// number-game: the POJ 1143 judge, byte-exact, plus JSON lines and larger N.
#include <cstdio>
#include <optional>
#include <span>
#include <string>

#include "cli_common.hpp"
#include "core/budget.hpp"
#include "core/json.hpp"
#include "core/number_game.hpp"
#include "core/number_game_big.hpp"
#include "core/number_game_solver.hpp"
#include "core/number_game_table.hpp"
#include "core/number_game_why.hpp"
#include "core/quantity_text.hpp"
#include "core/solver.hpp"

namespace {

constexpr std::string_view kTool = "number-game";

constexpr std::string_view kHelp = R"(Usage: number-game [--max N] [--budget N] [--json] [--method M] [-D] [--help]

The Number Game (POJ 1143). Reads cases from stdin, each a count n followed by
n distinct numbers (the allowed numbers of a position), ended by a line "0":

  2 2 5
  2 2 3
  5 2 3 4 5 6
  0

and prints, byte-exact with the judge, for each case:

  Test Case #k
  The winning moves are: a b c        (ascending), or
  There's no winning move.
  <blank line>

A case may continue onto following lines but must end its line. Without the
final 0, input ends at end of file (with a warning). A number given twice in a
case counts once (with a warning). Warnings and errors go to stderr. The input
may be up to 64 MiB.

Options:
  --max N     Numbers range over 2..N (default 20, the judge; 2 <= N <= 64).
  --budget N  The most positions a case may reach (default 8388608: a full
              2..40 fits, 2..42 does not). Cases with numbers above 20 are
              estimated first (at most 2^count, and at most the positions of
              the full start up to their largest number; counted when that
              is over the budget) and a case over the budget is refused with
              a message, the cases before it answered. Memory is about 48
              bytes a position, except for the judge's answer to a position
              of 32 numbers or more (largest at most 57): its solver searches
              in tables of a size fixed in advance, 1 MiB to 1 GiB, or builds
              the table of every position of 2..M (M its largest number, at
              most 52; one bit a position: 2..50 in 74 MB) when that is
              expected to be sooner (see --method).
  --json      Instead of the judge's text, one JSON object per line and case:
                {"case":1,"numbers":[2,5],"outcome":"win","remoteness":1,
                 "winning_moves":[2],"best_moves":[2],
                 "moves":[{"move":2,"result":"win","remoteness":1},...],
                 "reachable":true}
              outcome: for the player to move (win or lose; this game has no
              draws). remoteness: plies to the end under perfect play (fastest
              win, slowest loss). winning_moves: the judge's answer. moves:
              every move, best first, with the result for the mover and its
              remoteness; best_moves: the moves perfect play may choose.
              reachable: whether the position can arise in play from 2..N.
              Remoteness needs every position below solved exactly: a full
              2..30 is instant, a full 2..40 takes about 5 s and 400 MB.
  --method M  Which solver answers the judge (not --json): auto (default)
              answers positions of fewer than 32 numbers with a memoised
              search and larger ones with the big search or, when expected
              sooner, the full table of 2..M (full starts from 2..33 to 2..52
              go to the table); table uses the table for every case it covers
              (positions reachable in play, largest number at most 52; a
              table built for one case answers the later ones it covers);
              search never uses the table.
  -D, --debug One line per case on stderr naming the solver that answered it
              (memo, search, table; for a table built for the case: its
              positions, memory, threads and build time).
  --help      This text.

While a long case runs, a progress line is shown on stderr if it is a terminal.

Exit status: 0 success; 1 a case over the budget (the answers before it are
printed); 2 bad input or options (one message on stderr naming the line; the
answers to the cases before it are printed first); 3 the input could not be
read or the answers could not be written.
)";

// Cases whose bound from cheap facts passes this get a progress line.
constexpr std::uint64_t kProgressFrom = std::uint64_t{1} << 18;

std::string json_case(gtl::Solver<gtl::number_game::NumberGame>& solver, int case_number,
                      const gtl::judge::NumberCase& c, int max_n) {
  using namespace gtl::number_game;
  const Allowed a = from_numbers(c.numbers);
  const gtl::Solution value = solver.solve(a);
  gtl::json::Writer w;
  w.begin_object();
  w.key("case").value(case_number);
  w.key("numbers").begin_array();
  for (int y : c.numbers) w.value(y);
  w.end_array();
  w.key("outcome").value(gtl::word(value.outcome));
  w.key("remoteness").value(value.remoteness);
  const auto ranked = solver.ranked_moves(a);
  w.key("winning_moves").begin_array();
  for (int x : numbers(a))
    if (solver.solve(after_naming(a, x)).outcome == gtl::Outcome::Lose) w.value(x);
  w.end_array();
  w.key("best_moves").begin_array();
  for (const auto& r : ranked)
    if (r.value() == value) w.value(r.move);
  w.end_array();
  w.key("moves").begin_array();
  for (const auto& r : ranked) {
    w.begin_object();
    w.key("move").value(r.move);
    w.key("result").value(gtl::word(r.value().outcome));
    w.key("remoteness").value(r.value().remoteness);
    w.end_object();
  }
  w.end_array();
  w.key("reachable").value(is_reachable(a, max_n));
  w.end_object();
  return w.str();
}

// -D: which solver answered a case, and what a table built for it cost.
std::string debug_line(int case_number, const gtl::number_game::JudgeSolver::Answer& answer,
                       const gtl::number_game::JudgeSolver& judge) {
  using namespace gtl;
  std::string s = "case " + std::to_string(case_number) + ": " + number_game::method_name(answer.method);
  if (answer.method == number_game::JudgeMethod::table) {
    const number_game::NumberTable& t = *judge.table();
    s += " of 2.." + std::to_string(t.max());
    if (answer.built) {
      char seconds[32];
      std::snprintf(seconds, sizeof seconds, "%.2f s", answer.build_seconds);
      s += " (built: " + text::grouped(t.positions()) + " positions, " + text::megabytes(t.memory_bytes()) + ", " +
           std::to_string(t.threads()) + (t.threads() == 1 ? " thread, " : " threads, ") + seconds + ")";
    } else {
      s += " (built before)";
    }
  }
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace gtl;
  cli::Io io(kTool);
  int exit = cli::kExitOk;
  const auto options = cli::start(io, kTool, argc, argv, true, kHelp, exit);
  if (!options) return exit;
  const std::int64_t max_n = options->max.value_or(budget::kNumberJudgeMaxN);
  if (max_n < 2 || max_n > budget::kNumberMaxN) {
    io.complain("--max must be in 2.." + std::to_string(budget::kNumberMaxN) + ", got " + std::to_string(max_n));
    return cli::kExitBadInput;
  }
  const std::uint64_t position_budget = options->budget.value_or(budget::kNumberDefaultPositions);

  int status = cli::kExitOk;
  const std::optional<std::string_view> text = io.read_input(status);
  if (!text) return status;
  judge::NumberJudgeReader reader(*text, static_cast<int>(max_n));
  // One solver state for the whole batch: the memo (its key, the allowed set,
  // means the same in every case) and the table, once built.
  using Choice = number_game::JudgeSolver::Choice;
  number_game::JudgeSolver judge(options->method == "table"    ? Choice::table
                                 : options->method == "search" ? Choice::search
                                                               : Choice::automatic);
  std::optional<Solver<number_game::NumberGame>> exact;  // --json only
  int case_number = 0;
  while (const judge::NumberCase* c = reader.next()) {
    ++case_number;
    std::optional<cli::Progress> progress;
    // Inside 2..20 a case reaches at most 3,515 positions: nothing to estimate.
    if (number_game::highest(c->allowed) > budget::kNumberJudgeMaxN) {
      // From kBigMinNumbers numbers on, the big solver shows its own progress
      // while it solves; this line covers the estimate (and the solve below that).
      if (budget::number_positions_bound(c->allowed) > kProgressFrom)
        progress.emplace(kTool, "case " + std::to_string(case_number) + ": estimating and solving");
      const budget::Estimate e = budget::number_positions(c->allowed, position_budget);
      if (!e.within(position_budget)) {
        progress.reset();
        io.warn(reader.warnings());
        // Past the count, only the bound is known: name the budget that admits it.
        io.complain(budget::number_estimate_text(case_number, c->allowed, e, position_budget, options->json) +
                    "; ask about a position with fewer numbers, or raise the budget with --budget " +
                    std::to_string(e.lower_bound ? e.upper : e.work) + ".");
        return io.finish(cli::kExitUnsolved);
      }
      if (options->json ? number_game::count(c->allowed) >= number_game::kBigMinNumbers
                        : judge.method_for(c->allowed) == number_game::JudgeMethod::search)
        progress.reset();
    }
    if (options->json) {
      if (!exact) exact.emplace(number_game::NumberGame{static_cast<int>(max_n)});
      io.out() += json_case(*exact, case_number, *c, static_cast<int>(max_n));
      io.out() += '\n';
      if (options->debug) io.complain("case " + std::to_string(case_number) + ": exact (outcome and remoteness of every position below)");
    } else {
      // The winning moves as a bit set, listed into a fixed array: no vector per case.
      const number_game::JudgeSolver::Answer answer = judge.winning_set(c->allowed, kTool);
      progress.reset();
      int moves[number_game::kMaxN];
      std::size_t n = 0;
      for (int x : number_game::NumberRange(answer.winning)) moves[n++] = x;
      judge::append_number_case(io.out(), case_number, std::span<const int>(moves, n));
      if (options->debug) io.complain(debug_line(case_number, answer, judge));
    }
    io.flush_if_large();
  }
  io.warn(reader.warnings());
  return io.finish(reader.error() ? io.bad_input(*reader.error()) : cli::kExitOk);
}
