// The two judge formats as pure string functions: the CLI tools and the app's
// judge panels parse and print through here, so both are byte-exact alike and
// unit-testable without processes.
//
// Parsing never throws and never allocates in proportion to a number it read
// (a count of 10^12 is an error, not a reservation). It stops at the first
// error and returns everything valid before it, so callers can still print
// the answers to the earlier cases.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ball_game.hpp"
#include "outcome.hpp"

namespace gtl::judge {

// Text from the user as it may be echoed in a message: control characters
// (C0, DEL and C1, which a terminal would obey) and bytes that are not valid
// UTF-8 become '?', and text longer than max_bytes is cut with "..." (never
// inside a character).
std::string printable(std::string_view text, std::size_t max_bytes = std::string_view::npos);

struct InputError {
  int line = 0;  // 1-based
  std::string message;
  std::string to_string() const { return "line " + std::to_string(line) + ": " + message; }
};

// ---- The Number Game (POJ 1143) --------------------------------------------
// Cases "n a1 .. an", ended by "0". A case may continue onto following lines
// but must end its line. A missing "0" ends at end of input (with a warning);
// a repeated number counts once (with a warning).

struct NumberCase {
  std::vector<int> numbers;  // as given, repeats removed
  int line = 0;              // where its count is
  std::uint64_t allowed = 0; // the same numbers as a number_game::Allowed set
};

struct NumberInput {
  std::vector<NumberCase> cases;
  std::optional<InputError> error;
  std::vector<std::string> warnings;  // "line 2: ..." each
};

// Reads the cases one at a time: the CLI's batch path. Nothing is allocated
// per case (the one NumberCase is reused) and message text is built only when
// something is wrong, so a 1,000-case judge file costs a few hundred thousand
// instructions to read.
class NumberJudgeReader {
 public:
  // Numbers must lie in 2..max_n (the judge: 20; at most number_game::kMaxN).
  explicit NumberJudgeReader(std::string_view text, int max_n = 20);

  // The next case (valid until the next call), or nullptr when the cases end:
  // at the final 0, at the end of input (with a warning) or at the first error.
  const NumberCase* next();

  const std::optional<InputError>& error() const { return error_; }
  const std::vector<std::string>& warnings() const { return warnings_; }  // "line 2: ..." each

 private:
  const NumberCase* fail(int line, std::string message);

  std::string_view text_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int max_n_;
  int case_number_ = 0;
  bool done_ = false;
  NumberCase case_;
  std::optional<InputError> error_;
  std::vector<std::string> warnings_;
};

// All cases at once (the app's judge panel).
NumberInput parse_number_judge(std::string_view text, int max_n = 20);

// "Test Case #k\nThe winning moves are: a b c\n\n" or "...There's no winning move.\n\n".
std::string format_number_case(int case_number, std::span<const int> winning_moves);
// The same, appended to `out` (the CLI writes one buffer for the whole batch).
void append_number_case(std::string& out, int case_number, std::span<const int> winning_moves);

// ---- The ball game -----------------------------------------------------------
// Line 1: the take sizes (the judge: three, possibly equal). Line 2: the starting
// ball counts (the judge: five). Any number of each is accepted.

struct BallInput {
  std::vector<ball_game::Take> takes;  // as given (normalize_takes before solving)
  std::vector<std::uint64_t> counts;
  std::optional<InputError> error;
  std::vector<std::string> warnings;
};

BallInput parse_ball_judge(std::string_view text);

// "+ 0 -\n": one symbol per count, single spaces, newline.
std::string format_ball_answers(std::span<const Outcome> outcomes);
void append_ball_answers(std::string& out, std::span<const Outcome> outcomes);

}  // namespace gtl::judge
