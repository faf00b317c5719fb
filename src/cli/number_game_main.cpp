// number-game: the POJ 1143 judge, byte-exact, plus JSON lines and larger N.
#include <iostream>
#include <span>
#include <string>

#include "cli_common.hpp"
#include "core/json.hpp"
#include "core/number_game.hpp"
#include "core/number_game_big.hpp"
#include "core/number_game_solver.hpp"
#include "core/number_game_why.hpp"
#include "core/solver.hpp"

namespace {

constexpr std::string_view kTool = "number-game";

constexpr std::string_view kHelp = R"(Usage: number-game [--max N] [--json] [--help]

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
case counts once (with a warning). Warnings and errors go to stderr.

Options:
  --max N   Numbers range over 2..N (default 20, the judge; 2 <= N <= 64).
            Cost grows steeply with the number of allowed numbers: a full
            2..40 takes well under a second, much larger sets may not finish.
  --json    Instead of the judge's text, one JSON object per line and case:
              {"case":1,"numbers":[2,5],"outcome":"win","remoteness":1,
               "winning_moves":[2],"best_moves":[2],
               "moves":[{"move":2,"result":"win","remoteness":1},...],
               "reachable":true}
            outcome: for the player to move (win or lose; this game has no
            draws). remoteness: plies to the end under perfect play (fastest
            win, slowest loss). winning_moves: the judge's answer. moves: every
            move, best first, with the result for the mover and its remoteness;
            best_moves: the moves perfect play may choose. reachable: whether the
            position can arise in play from 2..N. Remoteness needs every
            position below solved exactly: a full 2..30 is instant, a full
            2..40 takes about 5 s and 400 MB.
  --help    This text.

Exit status: 0 success; 2 bad input or options (one message on stderr naming
the line; the answers to the cases before it are printed first).
)";

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

}  // namespace

int main(int argc, char** argv) {
  using namespace gtl;
  const auto options = cli::parse_options(kTool, std::span<char* const>(argv + 1, argc - 1), true);
  if (!options) return cli::kExitBadInput;
  if (options->help) {
    std::cout << kHelp;
    return cli::kExitOk;
  }
  const std::int64_t max_n = options->max.value_or(20);
  if (max_n < 2 || max_n > number_game::kMaxN) {
    cli::complain(kTool, "--max must be in 2.." + std::to_string(number_game::kMaxN) + ", got " +
                             std::to_string(max_n));
    return cli::kExitBadInput;
  }

  const judge::NumberInput input = judge::parse_number_judge(cli::read_stdin(), static_cast<int>(max_n));
  cli::print_warnings(kTool, input.warnings);
  // One memo for the whole batch: its key, the allowed set, means the same in every case.
  number_game::WinMemo fast;
  Solver<number_game::NumberGame> exact(number_game::NumberGame{static_cast<int>(max_n)});
  int case_number = 0;
  for (const judge::NumberCase& c : input.cases) {
    ++case_number;
    if (options->json) {
      std::cout << json_case(exact, case_number, c, static_cast<int>(max_n)) << '\n';
    } else {
      // The winning moves as a bit set, listed into a fixed array: no vector per case.
      int moves[number_game::kMaxN];
      std::size_t n = 0;
      for (int x : number_game::NumberRange(number_game::judge_winning_set(fast, number_game::from_numbers(c.numbers), kTool)))
        moves[n++] = x;
      std::cout << judge::format_number_case(case_number, std::span<const int>(moves, n));
    }
  }
  if (input.error) return cli::bad_input(kTool, *input.error);
  return cli::kExitOk;
}
