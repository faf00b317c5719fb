// The command-line tools end to end: the real executables, stdin from a file,
// stdout and stderr and the exit status checked.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "core/ball_game.hpp"
#include "core/ball_oracle.hpp"
#include "core/budget.hpp"
#include "core/json.hpp"
#include "core/judge_io.hpp"
#include "cli_run.hpp"
#include "core/number_game.hpp"
#include "core/number_game_big.hpp"
#include "core/number_game_solver.hpp"
#include "core/number_game_table.hpp"

namespace {

namespace fs = std::filesystem;

using gtl::cli_test::Result;
using gtl::cli_test::run_with;
using gtl::cli_test::temp_name;

// Runs `tool args < input`.
Result run(const char* tool, const std::string& args, const std::string& input, const std::string& redirects = "") {
  const fs::path in = temp_name("gtl_cli_in");
  std::ofstream(in, std::ios::binary) << input;
  Result r = run_with(tool, args, "< '" + in.string() + "' " + redirects);
  fs::remove(in);
  return r;
}

Result number_game(const std::string& input, const std::string& args = "") {
  return run(GTL_NUMBER_GAME_CLI, args, input);
}
Result ball_game(const std::string& input, const std::string& args = "") {
  return run(GTL_BALL_GAME_CLI, args, input);
}

TEST(NumberGameCli, JudgeSample) {
  const Result r = number_game("2 2 5\n2 2 3\n5 2 3 4 5 6\n0\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out,
            "Test Case #1\nThe winning moves are: 2\n\n"
            "Test Case #2\nThere's no winning move.\n\n"
            "Test Case #3\nThe winning moves are: 4 5 6\n\n");
  EXPECT_EQ(r.err, "");
}

TEST(NumberGameCli, FullStartPosition) {
  const Result r = number_game("19 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\n0\n");
  EXPECT_EQ(r.out, "Test Case #1\nThe winning moves are: 5 7 12 16 18 19\n\n");
}

TEST(NumberGameCli, BatchMatchesLibrary) {
  std::mt19937_64 rng(42);
  std::string input, expected;
  gtl::number_game::WinMemo memo;
  for (int k = 1; k <= 300; ++k) {
    const auto ys = gtl::number_game::numbers((rng() & gtl::number_game::full(20)) | gtl::number_game::bit(2 + k % 19));
    input += std::to_string(ys.size());
    for (int y : ys) input += " " + std::to_string(y);
    input += "\n";
    expected += gtl::judge::format_number_case(k, memo.winning_moves(gtl::number_game::from_numbers(ys)));
  }
  const Result r = number_game(input + "0\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, expected);
}

TEST(NumberGameCli, BadInputKeepsEarlierAnswers) {
  const Result r = number_game("2 2 5\n2 2 3\n4 2 3\n0\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "Test Case #1\nThe winning moves are: 2\n\nTest Case #2\nThere's no winning move.\n\n");
  EXPECT_EQ(r.err,
            "number-game: line 3: expected 4 numbers after the count 4, got 2 "
            "(then '0' on line 4 is not a number in 2..20)\n");
}

TEST(NumberGameCli, AbsurdCountFailsFast) {
  const Result r = number_game("1000000000000 2 3\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("line 1: count 1000000000000 is out of range"), std::string::npos);
}

TEST(NumberGameCli, MissingTerminatorAndRepeats) {
  const Result r = number_game("3 2 5 5\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "Test Case #1\nThe winning moves are: 2\n\n");
  EXPECT_NE(r.err.find("warning: line 1: number 5 is repeated in case 1; it counts once"), std::string::npos);
  EXPECT_NE(r.err.find("without the terminating 0"), std::string::npos);
}

TEST(NumberGameCli, MaxOption) {
  // 30 + 10 = 40 with 10 forbidden: naming 30 takes both.
  EXPECT_EQ(number_game("2 30 40\n0\n", "--max 40").out, "Test Case #1\nThe winning moves are: 30\n\n");
  EXPECT_EQ(number_game("1 30\n0\n").status, 2);
  const Result bad = number_game("", "--max 65");
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err, "number-game: --max must be in 2..64, got 65\n");
  EXPECT_EQ(number_game("", "--max=abc").status, 2);
  EXPECT_EQ(number_game("", "--frobnicate").status, 2);
}

TEST(NumberGameCli, Json) {
  const Result r = number_game("2 2 5\n5 2 3 4 5 6\n0\n", "--json");
  EXPECT_EQ(r.status, 0);
  std::istringstream lines(r.out);
  std::string line;
  std::vector<gtl::json::Value> docs;
  while (std::getline(lines, line)) docs.push_back(*gtl::json::parse(line).value);
  ASSERT_EQ(docs.size(), 2u);
  EXPECT_EQ(docs[0].find("outcome")->string, "win");
  EXPECT_EQ(docs[0].find("remoteness")->number, 1);
  EXPECT_EQ(docs[0].find("winning_moves")->array.size(), 1u);
  EXPECT_EQ(docs[0].find("reachable")->boolean, true);  // name 3, then 4
  const gtl::json::Value& moves = *docs[1].find("moves");
  ASSERT_EQ(moves.array.size(), 5u);
  EXPECT_EQ(moves.array[0].find("result")->string, "win");
  EXPECT_EQ(docs[1].find("winning_moves")->array.size(), 3u);
  EXPECT_FALSE(docs[1].find("best_moves")->array.empty());
}

TEST(NumberGameCli, Help) {
  const Result r = number_game("", "--help");
  EXPECT_EQ(r.status, 0);
  for (const char* word : {"--max", "--json", "Exit status", "winning moves"})
    EXPECT_NE(r.out.find(word), std::string::npos) << word;
}

TEST(BallGameCli, JudgeSamples) {
  EXPECT_EQ(ball_game("1 2 3\n1 2 3 4 5\n").out, "+ 0 + 0 -\n");
  EXPECT_EQ(ball_game("1 4 5\n10 11 12 13 15\n").out, "0 - 0 + +\n");
  EXPECT_EQ(ball_game("2 3 5\n7 8 9 10 11\n").out, "+ 0 0 0 0\n");
  const Result r = ball_game("1 2 3\n1 2 3 4 5\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.err, "");
}

TEST(BallGameCli, GeneralInput) {
  EXPECT_EQ(ball_game("3 3 1 2\n1000000000000000000 5 0\n").out, "0 - 0\n");
  EXPECT_EQ(ball_game("1 98 99\n1000000000000000000 999999999999999999\n").status, 0);
}

TEST(BallGameCli, BadInputs) {
  const Result zero = ball_game("1 0 3\n1 2\n");
  EXPECT_EQ(zero.status, 2);
  EXPECT_EQ(zero.out, "");
  EXPECT_EQ(zero.err, "ball-game: line 1: take size 0 is out of range: expected 1..1000000\n");
  const Result later = ball_game("1 2 3\n1 2 x\n");
  EXPECT_EQ(later.status, 2);
  EXPECT_EQ(later.out, "+ 0\n");  // the valid counts before the bad one
  EXPECT_NE(later.err.find("line 2: expected a ball count"), std::string::npos);
  EXPECT_EQ(ball_game("").status, 2);
  EXPECT_EQ(ball_game("1 2 3\n").status, 2);
  EXPECT_EQ(ball_game("1 99999999999999999999\n1\n").status, 2);
}

TEST(BallGameCli, Json) {
  const Result r = ball_game("1 2 3\n5 1000000000000000000\n", "--json");
  EXPECT_EQ(r.status, 0);
  std::istringstream lines(r.out);
  std::string first, second;
  std::getline(lines, first);
  std::getline(lines, second);
  const gtl::json::Value a = *gtl::json::parse(first).value, b = *gtl::json::parse(second).value;
  EXPECT_EQ(a.find("symbol")->string, "-");
  EXPECT_EQ(a.find("remoteness")->number, 3);
  EXPECT_EQ(a.find("method")->string, "table");
  EXPECT_EQ(a.find("period")->find("length")->number, 8);
  EXPECT_TRUE(b.find("remoteness")->is_null());
  EXPECT_EQ(b.find("method")->string, "period");
}

TEST(BallGameCli, Help) {
  const Result r = ball_game("", "--help");
  EXPECT_EQ(r.status, 0);
  for (const char* word : {"--json", "Exit status", "period"}) EXPECT_NE(r.out.find(word), std::string::npos) << word;
}

// ---- Read and write errors: one line on stderr and exit 3, never an abort ----

struct Tool {
  const char* path;
  std::string name;
  std::string input;  // a valid input with answers
};
const std::vector<Tool>& tools() {
  static const std::vector<Tool> t{{GTL_NUMBER_GAME_CLI, "number-game", "2 2 5\n0\n"},
                                   {GTL_BALL_GAME_CLI, "ball-game", "1 2 3\n1 2\n"}};
  return t;
}

bool one_line(const std::string& s) { return !s.empty() && std::count(s.begin(), s.end(), '\n') == 1 && s.back() == '\n'; }

TEST(CliErrors, UnreadableInputIsReportedInOneLine) {
  for (const Tool& t : tools()) {
    const Result dir = run_with(t.path, "", "< '" + fs::temp_directory_path().string() + "'");
    EXPECT_EQ(dir.status, 3) << t.name;
    EXPECT_EQ(dir.out, "");
    EXPECT_TRUE(dir.err.starts_with(t.name + ": cannot read the input: ")) << dir.err;
    EXPECT_TRUE(one_line(dir.err)) << dir.err;
    const Result closed = run_with(t.path, "", "<&-");
    EXPECT_EQ(closed.status, 3) << t.name;
    EXPECT_TRUE(closed.err.starts_with(t.name + ": cannot read the input: ")) << closed.err;
    EXPECT_TRUE(one_line(closed.err)) << closed.err;
  }
}

TEST(CliErrors, LostAnswersAreNeverExitZero) {
  for (const Tool& t : tools()) {
    for (const char* where : {"> /dev/full", ">&-"}) {
      const Result r = run(t.path, "", t.input, where);
      EXPECT_EQ(r.status, 3) << t.name << " " << where;
      EXPECT_TRUE(r.err.starts_with(t.name + ": cannot write the answers: ")) << r.err;
      EXPECT_TRUE(one_line(r.err)) << r.err;
    }
    EXPECT_EQ(run(t.path, "--help", "", "> /dev/full").status, 3) << t.name;
    EXPECT_EQ(run(t.path, "", t.input).status, 0) << t.name;  // the same input, written
  }
}

// ---- Work budgets ----------------------------------------------------------------

std::string numbers_line(int lo, int hi) {
  std::string s = std::to_string(hi - lo + 1);
  for (int y = lo; y <= hi; ++y) s += " " + std::to_string(y);
  return s + "\n";
}

TEST(NumberGameCli, OverBudgetIsRefusedAfterEarlierAnswers) {
  // Case 1 is small; case 2, the full 2..30, reaches more positions than 100,000.
  const std::string input = "2 2 5\n" + numbers_line(2, 30) + "0\n";
  gtl::number_game::WinMemo memo;
  const std::string first = gtl::judge::format_number_case(1, memo.winning_moves(gtl::number_game::from_numbers(std::vector<int>{2, 5})));
  const Result r = number_game(input, "--max 30 --budget 100000");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, first);
  const std::uint64_t positions = gtl::budget::number_full_start_positions(30);
  EXPECT_GT(positions, 100000u);
  EXPECT_EQ(r.err, "number-game: case 2 (29 numbers, the largest 30) reaches " + gtl::text::grouped(positions) +
                       " positions (about " + gtl::text::megabytes(positions * gtl::budget::kNumberBytesPerPosition) +
                       "), over the budget of 100,000 positions; ask about a position with fewer numbers, or raise "
                       "the budget with --budget " + std::to_string(positions) + ".\n");
  // Raised as the message says, the same input is answered.
  const Result raised = number_game(input, "--max 30 --budget " + std::to_string(positions));
  EXPECT_EQ(raised.status, 0);
  EXPECT_EQ(raised.err, "");
  EXPECT_EQ(raised.out, first + gtl::judge::format_number_case(2, memo.winning_moves(gtl::number_game::full(30))));
}

TEST(NumberGameCli, ARefusalNamesTheMemoryOfTheSolverThatWouldRun) {
  // The full 2..33 has 32 numbers: the judge's answer goes to the full table
  // of 2..33 (sooner than the big-position search there), one bit a slot;
  // --json keeps every position. Each refusal names its own figure.
  const std::string input = numbers_line(2, 33) + "0\n";
  const gtl::number_game::Allowed a = gtl::number_game::full(33);
  ASSERT_GE(gtl::number_game::count(a), gtl::number_game::kBigMinNumbers);
  const std::uint64_t positions = gtl::budget::number_full_start_positions(33);
  const std::string head = "number-game: case 1 (32 numbers, the largest 33) reaches " +
                           gtl::text::grouped(positions) + " positions (";
  const std::string tail = "), over the budget of 100,000 positions; ask about a position with fewer numbers, or "
                           "raise the budget with --budget " + std::to_string(positions) + ".\n";
  const Result judge = number_game(input, "--max 33 --budget 100000");
  EXPECT_EQ(judge.status, 1);
  ASSERT_TRUE(gtl::number_game::table_is_faster(a));
  EXPECT_EQ(judge.err, head + "the judge's answer builds the table of 2..33 in " +
                           gtl::text::megabytes(gtl::number_game::table_memory_bytes(33)) + tail);
  const Result json = number_game(input, "--max 33 --budget 100000 --json");
  EXPECT_EQ(json.status, 1);
  EXPECT_EQ(json.err, head + "about " + gtl::text::megabytes(positions * gtl::budget::kNumberBytesPerPosition) + tail);
  // Raised as the message says, the judge's answer comes (checked against WinMemo).
  const Result raised = number_game(input, "--max 33 --budget " + std::to_string(positions));
  EXPECT_EQ(raised.status, 0);
  EXPECT_EQ(raised.err, "");
  gtl::number_game::WinMemo memo;
  EXPECT_EQ(raised.out, gtl::judge::format_number_case(1, memo.winning_moves(a)));
}

// --method picks the solver of the judge's answer, -D names it on stderr;
// the answers are the same whichever answers.
TEST(NumberGameCli, MethodChoiceAndDebugLine) {
  using namespace gtl::number_game;
  const std::string full34 = numbers_line(2, 34);
  WinMemo memo;
  const std::string expected = gtl::judge::format_number_case(1, memo.winning_moves(full(34)));
  const std::string built34 = "number-game: case 1: table of 2..34 (built: " +
                              gtl::text::grouped(table_position_count(34)) + " positions, ";
  const Result automatic = number_game(full34 + "0\n", "--max 34 -D");
  EXPECT_EQ(automatic.status, 0);
  EXPECT_EQ(automatic.out, expected);
  EXPECT_EQ(automatic.err.rfind(built34, 0), 0u) << automatic.err;
  const Result quiet = number_game(full34 + "0\n", "--max 34");  // no -D: nothing on stderr
  EXPECT_EQ(quiet.out, expected);
  EXPECT_EQ(quiet.err, "");
  const Result search = number_game(full34 + "0\n", "--max 34 --method search -D");
  EXPECT_EQ(search.out, expected);
  EXPECT_EQ(search.err, "number-game: case 1: search\n");
  // --method table: a table for the first case it covers, a larger one when
  // a later case needs it, reused for the cases after it; a set whose
  // forbidden numbers are not closed under addition (2 forbidden, 4 allowed)
  // goes to the memo.
  const Result table = number_game("3 2 3 5\n" + full34 + numbers_line(2, 30) + "5 3 4 5 6 7\n0\n", "--max 34 --method table -D");
  EXPECT_EQ(table.status, 0);
  EXPECT_EQ(table.out, gtl::judge::format_number_case(1, memo.winning_moves(from_numbers(std::vector<int>{2, 3, 5}))) +
                           gtl::judge::format_number_case(2, memo.winning_moves(full(34))) +
                           gtl::judge::format_number_case(3, memo.winning_moves(full(30))) +
                           gtl::judge::format_number_case(4, memo.winning_moves(from_numbers(std::vector<int>{3, 4, 5, 6, 7}))));
  EXPECT_NE(table.err.find("number-game: case 1: table of 2..5 (built: 11 positions, "), std::string::npos) << table.err;
  EXPECT_NE(table.err.find("number-game: case 2: table of 2..34 (built: "), std::string::npos) << table.err;
  EXPECT_NE(table.err.find("number-game: case 3: table of 2..34 (built before)\n"), std::string::npos) << table.err;
  EXPECT_NE(table.err.find("number-game: case 4: memo\n"), std::string::npos) << table.err;
  const Result bad = number_game("0\n", "--method fastest");
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err, "number-game: --method expects auto, table or search, got 'fastest'\n");
}

TEST(NumberGameCli, HugePositionsAreRefusedQuickly) {
  // The case: 63 numbers with --max 64 used to run for ever. A small
  // budget keeps the counting short under the sanitizers; the default budget
  // is tried in the Release build only.
  const std::string input = numbers_line(2, 64) + "0\n";
  std::vector<std::string> budgets{"--budget 20000"};
#ifndef GTL_SANITIZED_BUILD
  budgets.push_back("");
#endif
  for (const std::string& b : budgets) {
    const Result r = number_game(input, "--max 64 " + b);
    EXPECT_EQ(r.status, 1) << b;
    EXPECT_EQ(r.out, "");
    EXPECT_TRUE(r.err.starts_with("number-game: case 1 (63 numbers, the largest 64) reaches more than ")) << r.err;
    EXPECT_NE(r.err.find("--budget " + std::to_string(gtl::budget::number_positions_bound(gtl::number_game::full(64)))),
              std::string::npos) << r.err;
    EXPECT_TRUE(one_line(r.err)) << r.err;
  }
}

TEST(BallGameCli, OverBudgetIsRefusedBeforeSolving) {
  // The input: take sizes 1..10000 and 1,048,576 balls.
  std::string takes;
  for (int t = 1; t <= 10000; ++t) takes += std::to_string(t) + " ";
  const Result json = ball_game(takes + "\n1048576\n", "--json");
  EXPECT_EQ(json.status, 1);
  EXPECT_EQ(json.out, "");
  EXPECT_TRUE(json.err.starts_with("ball-game: the take sizes 1..10000 (10,000 sizes) with details up to 1,048,576 "
                                   "balls need at least ")) << json.err;
  EXPECT_TRUE(json.err.ends_with(", over the budget of 1,073,741,824 steps; ask without --json for the outcomes only, "
                                 "ask about fewer balls, or raise the budget with --budget N.\n")) << json.err;
  const Result small = ball_game(takes + "\n1048576\n", "--budget 1000000");
  EXPECT_EQ(small.status, 1);
  EXPECT_TRUE(one_line(small.err)) << small.err;
}

TEST(BallGameCli, RaisedBudgetAnswers) {
  std::vector<gtl::ball_game::Take> takes;
  std::string line;
  for (gtl::ball_game::Take t = 1; t <= 100; ++t) {
    takes.push_back(t);
    line += std::to_string(t) + " ";
  }
  const std::string input = line + "\n5000 3\n";
  const std::uint64_t steps =
      gtl::budget::ball_steps(takes, std::max<std::uint64_t>(5000, gtl::ball_game::proof_stretch(takes)), 5000).work;
  EXPECT_EQ(ball_game(input, "--json --budget " + std::to_string(steps - 1)).status, 1);
  const Result r = ball_game(input, "--json --budget " + std::to_string(steps));
  ASSERT_EQ(r.status, 0) << r.err;
  const gtl::ball_game::BallTable table(takes, 5000);
  std::istringstream lines(r.out);
  for (std::uint64_t n : {5000u, 3u}) {
    std::getline(lines, line);
    const gtl::json::Value v = *gtl::json::parse(line).value;
    EXPECT_EQ(v.find("balls")->number, static_cast<double>(n));
    EXPECT_EQ(v.find("symbol")->string, std::string(1, gtl::judge_symbol(table.at({n, false, false}).outcome)));
    EXPECT_EQ(v.find("remoteness")->number, table.at({n, false, false}).remoteness);
  }
}

}  // namespace
