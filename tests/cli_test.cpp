// The command-line tools end to end: the real executables, stdin from a file,
// stdout and stderr and the exit status checked.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "core/json.hpp"
#include "core/judge_io.hpp"
#include "core/number_game.hpp"
#include "core/number_game_solver.hpp"

namespace {

namespace fs = std::filesystem;

struct Result {
  std::string out, err;
  int status = -1;
};

std::string slurp(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// Runs `tool args < input`; stderr is captured through a temporary file.
Result run(const char* tool, const std::string& args, const std::string& input) {
  const fs::path dir = fs::temp_directory_path();
  const std::string tag = std::to_string(::getpid()) + "_" + std::to_string(std::random_device{}());
  const fs::path in = dir / ("gtl_cli_in_" + tag), err = dir / ("gtl_cli_err_" + tag);
  std::ofstream(in, std::ios::binary) << input;
  const std::string cmd = std::string("'") + tool + "' " + args + " < '" + in.string() + "' 2> '" + err.string() + "'";
  Result r;
  FILE* pipe = ::popen(cmd.c_str(), "r");
  if (!pipe) return r;
  char buf[4096];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, pipe)) > 0;) r.out.append(buf, n);
  const int raw = ::pclose(pipe);
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.err = slurp(err);
  fs::remove(in);
  fs::remove(err);
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

}  // namespace
