// Parsing and formatting of both judge formats, including every kind of bad input.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "core/judge_io.hpp"
#include "core/number_game.hpp"

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

TEST(NumberJudge, ReaderGivesTheCasesOneAtATime) {
  // Numbers of one and two digits, signs, leading zeros, tabs and continued
  // lines: the reader's quick path and its general path must agree.
  const std::string text = "3 2 13 20\n2 +7\t05\n4 9\n 10\r\n 11 12\n1 3\n0\n";
  const NumberInput all = parse_number_judge(text);
  ASSERT_FALSE(all.error) << error_of(all);
  const std::vector<std::vector<int>> expected{{2, 13, 20}, {7, 5}, {9, 10, 11, 12}, {3}};
  NumberJudgeReader reader(text);
  std::size_t k = 0;
  while (const NumberCase* c = reader.next()) {
    ASSERT_LT(k, expected.size());
    EXPECT_EQ(c->numbers, expected[k]);
    EXPECT_EQ(c->numbers, all.cases[k].numbers);
    number_game::Allowed set = 0;
    for (int y : expected[k]) set |= number_game::Allowed{1} << (y - 2);
    EXPECT_EQ(c->allowed, set);
    ++k;
  }
  EXPECT_EQ(k, expected.size());
  EXPECT_EQ(reader.next(), nullptr);  // stays at the end
  EXPECT_FALSE(reader.error());
  EXPECT_TRUE(reader.warnings().empty());
}

TEST(NumberJudge, RandomCasesReadBackAsWritten) {
  std::mt19937 rng(16);
  for (int trial = 0; trial < 200; ++trial) {
    const int max_n = 2 + static_cast<int>(rng() % 63);
    std::vector<std::vector<int>> cases;
    std::string text;
    for (int k = 0; k < 5; ++k) {
      std::vector<int> ys;
      for (int y = 2; y <= max_n; ++y)
        if (rng() % 3 == 0) ys.push_back(y);
      if (ys.empty()) ys.push_back(max_n);
      std::shuffle(ys.begin(), ys.end(), rng);
      text += std::to_string(ys.size());
      for (int y : ys) text += (rng() % 5 == 0 ? "\n " : " ") + std::to_string(y);
      text += "\n";
      cases.push_back(ys);
    }
    const NumberInput in = parse_number_judge(text + "0\n", max_n);
    ASSERT_FALSE(in.error) << error_of(in) << "\n" << text;
    ASSERT_EQ(in.cases.size(), cases.size());
    for (std::size_t k = 0; k < cases.size(); ++k) EXPECT_EQ(in.cases[k].numbers, cases[k]) << text;
  }
}

TEST(NumberJudge, ExtremeNumbers) {
  EXPECT_EQ(error_of(parse_number_judge("1 -9223372036854775808\n")),
            "line 1: number -9223372036854775808 is out of range: expected 2..20");
  EXPECT_EQ(error_of(parse_number_judge("1 9223372036854775808\n")),
            "line 1: number 9223372036854775808 is out of range: expected 2..20");
  EXPECT_EQ(error_of(parse_number_judge("1 99999999999999999999x\n")),
            "line 1: expected a number in 2..20 (number 1 of case 1), got '99999999999999999999x'");
  EXPECT_EQ(error_of(parse_number_judge("1 +\n")), "line 1: expected a number in 2..20 (number 1 of case 1), got '+'");
}

TEST(NumberJudge, MessagesNeverCarryControlCharacters) {
  // An escape sequence in the input must not reach the terminal.
  EXPECT_EQ(error_of(parse_number_judge("1 \x1b[31m\n")),
            "line 1: expected a number in 2..20 (number 1 of case 1), got '?[31m'");
}

TEST(Printable, ReplacesControlsAndInvalidUtf8) {
  EXPECT_EQ(printable("plain text"), "plain text");
  EXPECT_EQ(printable("a\tb\x1b[2Jc\x7f"), "a?b?[2Jc?");
  EXPECT_EQ(printable("\xc2\x9b" "31m"), "?31m");                // C1 CSI, UTF-8 encoded
  EXPECT_EQ(printable("caf\xc3\xa9 \xe6\x95\xb0"), "caf\xc3\xa9 \xe6\x95\xb0");  // kept whole
  EXPECT_EQ(printable("\xff\x80\xc3"), "???");                     // not UTF-8
  EXPECT_EQ(printable("\xed\xa0\x80"), "???");                     // a surrogate
  EXPECT_EQ(printable("\xc0\xaf"), "??");                           // overlong '/'
  EXPECT_EQ(printable("\xfc\x80\x80\x80"), "????");               // no 5- or 6-byte forms
  EXPECT_EQ(printable("abcdef", 3), "abc...");
  EXPECT_EQ(printable("ab\xe6\x95\xb0", 3), "ab\xe6\x95\xb0");  // never cut inside a character
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
