// Parsing and formatting of both judge formats, including every kind of bad input.
#include <gtest/gtest.h>

#include <vector>

#include "core/judge_io.hpp"

namespace {

using namespace gtl;
using namespace gtl::judge;

std::string error_of(const NumberInput& in) { return in.error ? in.error->to_string() : "no error"; }
std::string error_of(const BallInput& in) { return in.error ? in.error->to_string() : "no error"; }

TEST(NumberJudge, Sample) {
  const NumberInput in = parse_number_judge("2 2 5\n2 2 3\n5 2 3 4 5 6\n0\n");
  EXPECT_FALSE(in.error);
  EXPECT_TRUE(in.warnings.empty());
  ASSERT_EQ(in.cases.size(), 3u);
  EXPECT_EQ(in.cases[2].numbers, (std::vector<int>{2, 3, 4, 5, 6}));
  EXPECT_EQ(in.cases[2].line, 3);
}

TEST(NumberJudge, Format) {
  const std::vector<int> moves{4, 5, 6};
  EXPECT_EQ(format_number_case(3, moves), "Test Case #3\nThe winning moves are: 4 5 6\n\n");
  EXPECT_EQ(format_number_case(2, {}), "Test Case #2\nThere's no winning move.\n\n");
}

TEST(NumberJudge, LenientWhereTheJudgeIs) {
  // CRLF, tabs, a case continued on the next line, text after the final 0.
  const NumberInput in = parse_number_judge("2 2\r\n 5\r\n1\t7\n0\ngarbage");
  EXPECT_FALSE(in.error) << error_of(in);
  ASSERT_EQ(in.cases.size(), 2u);
  EXPECT_EQ(in.cases[0].numbers, (std::vector<int>{2, 5}));
  EXPECT_EQ(in.cases[1].numbers, (std::vector<int>{7}));
}

TEST(NumberJudge, MissingTerminatorEndsAtEndOfInput) {
  const NumberInput in = parse_number_judge("1 2\n1 3\n");
  EXPECT_FALSE(in.error);
  EXPECT_EQ(in.cases.size(), 2u);
  ASSERT_EQ(in.warnings.size(), 1u);
  EXPECT_NE(in.warnings[0].find("without the terminating 0"), std::string::npos);
  EXPECT_TRUE(parse_number_judge("").cases.empty());
}

TEST(NumberJudge, RepeatedNumberCountsOnceWithWarning) {
  const NumberInput in = parse_number_judge("3 2 5 2\n0\n");
  EXPECT_FALSE(in.error);
  ASSERT_EQ(in.cases.size(), 1u);
  EXPECT_EQ(in.cases[0].numbers, (std::vector<int>{2, 5}));
  ASSERT_EQ(in.warnings.size(), 1u);
  EXPECT_EQ(in.warnings[0], "line 1: number 2 is repeated in case 1; it counts once");
}

struct BadNumberInput {
  const char* text;
  const char* error;
  std::size_t valid_cases;
};

TEST(NumberJudge, BadInputs) {
  const std::vector<BadNumberInput> cases{
      {"2 2 5\nx\n", "line 2: expected the count of numbers of case 2 (or 0 to end), got 'x'", 1},
      {"2 2 5\n4 2 3\n0\n",
       "line 2: expected 4 numbers after the count 4, got 2 (then '0' on line 3 is not a number in 2..20)", 1},
      {"4 2 3", "line 1: expected 4 numbers after the count 4, got 2 before the end of input", 0},
      {"2 2 3 4\n0\n", "line 1: expected 2 numbers after the count 2, got 3", 0},
      {"1 21\n0\n", "line 1: number 21 is out of range: expected 2..20", 0},
      {"1 1\n", "line 1: number 1 is out of range: expected 2..20", 0},
      {"1 -3\n", "line 1: number -3 is out of range: expected 2..20", 0},
      {"2 2 five\n", "line 1: expected a number in 2..20 (number 2 of case 1), got 'five'", 0},
      {"1000000000000 2 3\n",
       "line 1: count 1000000000000 is out of range: expected 0..19 (2..20 has 19 numbers)", 0},
      {"-1\n", "line 1: count -1 is out of range: expected 0..19 (2..20 has 19 numbers)", 0},
      {"99999999999999999999999 2\n",
       "line 1: count 99999999999999999999999 is out of range: expected 0..19 (2..20 has 19 numbers)", 0},
      {"1 2.5\n", "line 1: expected a number in 2..20 (number 1 of case 1), got '2.5'", 0},
      {"1 2\n\n\n1 0x3\n",
       "line 4: expected a number in 2..20 (number 1 of case 2), got '0x3'", 1},
      {"1 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n",
       "line 1: expected a number in 2..20 (number 1 of case 1), got 'aaaaaaaaaaaaaaaaaaaaaaaa...'", 0},
  };
  for (const BadNumberInput& c : cases) {
    const NumberInput in = parse_number_judge(c.text);
    EXPECT_EQ(error_of(in), c.error) << c.text;
    EXPECT_EQ(in.cases.size(), c.valid_cases) << c.text;
  }
}

TEST(NumberJudge, LargerRange) {
  const NumberInput in = parse_number_judge("2 40 64\n0\n", 64);
  EXPECT_FALSE(in.error);
  EXPECT_EQ(in.cases[0].numbers, (std::vector<int>{40, 64}));
  EXPECT_EQ(error_of(parse_number_judge("1 65\n0\n", 64)), "line 1: number 65 is out of range: expected 2..64");
}

TEST(BallJudge, Samples) {
  const BallInput in = parse_ball_judge("1 2 3\n1 2 3 4 5\n");
  EXPECT_FALSE(in.error);
  EXPECT_EQ(in.takes, (std::vector<ball_game::Take>{1, 2, 3}));
  EXPECT_EQ(in.counts, (std::vector<std::uint64_t>{1, 2, 3, 4, 5}));
  const std::vector<Outcome> o{Outcome::Win, Outcome::Draw, Outcome::Win, Outcome::Draw, Outcome::Lose};
  EXPECT_EQ(format_ball_answers(o), "+ 0 + 0 -\n");
}

TEST(BallJudge, GeneralForms) {
  const BallInput in = parse_ball_judge("7 7\r\n0 1000000000000000000\r\n\n");
  EXPECT_FALSE(in.error) << error_of(in);
  EXPECT_EQ(in.takes, (std::vector<ball_game::Take>{7, 7}));  // repeats are legal; solvers dedupe
  EXPECT_EQ(in.counts, (std::vector<std::uint64_t>{0, 1'000'000'000'000'000'000ull}));
  EXPECT_FALSE(parse_ball_judge("1 2 3\n4").error);  // no final newline
}

struct BadBallInput {
  const char* text;
  const char* error;
  std::size_t valid_counts;
};

TEST(BallJudge, BadInputs) {
  const std::vector<BadBallInput> cases{
      {"", "line 1: expected the take sizes, got the end of input", 0},
      {"\n1 2\n", "line 1: expected at least one take size, got an empty line", 0},
      {"1 2 3\n", "line 2: expected the ball counts, got the end of input", 0},
      {"1 2 3\n   \n", "line 2: expected at least one ball count, got an empty line", 0},
      {"1 0 3\n1\n", "line 1: take size 0 is out of range: expected 1..1000000", 0},
      {"1 -2 3\n1\n", "line 1: take size -2 is out of range: expected 1..1000000", 0},
      {"1 2000000 3\n1\n", "line 1: take size 2000000 is out of range: expected 1..1000000", 0},
      {"1 two 3\n1\n", "line 1: expected a take size (a whole number 1..1000000), got 'two'", 0},
      {"1 2 3\n4 5 x 6\n",
       "line 2: expected a ball count (a whole number 0..1000000000000000000), got 'x'", 2},
      {"1 2 3\n4 1000000000000000001\n",
       "line 2: ball count 1000000000000000001 is out of range: expected 0..1000000000000000000", 1},
      {"1 2 3\n4 -1\n", "line 2: ball count -1 is out of range: expected 0..1000000000000000000", 1},
      {"1 2 3\n4 5\n6\n", "line 3: unexpected input after the ball counts of line 2", 2},
  };
  for (const BadBallInput& c : cases) {
    const BallInput in = parse_ball_judge(c.text);
    EXPECT_EQ(error_of(in), c.error) << c.text;
    EXPECT_EQ(in.counts.size(), c.valid_counts) << c.text;
  }
}

}  // namespace
