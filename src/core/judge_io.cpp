#include "core/judge_io.hpp"

#include <algorithm>
#include <charconv>
#include <type_traits>

#include "core/number_game.hpp"

namespace gtl::judge {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

struct Token {
  std::string_view text;
  int line = 0;
};

// Whitespace-separated tokens with their line numbers.
class Scanner {
 public:
  explicit Scanner(std::string_view s) : s_(s) {}

  std::optional<Token> next() {
    skip_space(true);
    if (pos_ == s_.size()) return std::nullopt;
    const std::size_t begin = pos_;
    while (pos_ < s_.size() && !is_space(s_[pos_])) ++pos_;
    return Token{s_.substr(begin, pos_ - begin), line_};
  }
  // Tokens left before the end of the current line (consumes nothing).
  int left_on_line() const {
    Scanner copy = *this;
    int n = 0;
    for (copy.skip_space(false); copy.pos_ < copy.s_.size() && copy.s_[copy.pos_] != '\n';
         copy.skip_space(false)) {
      while (copy.pos_ < copy.s_.size() && !is_space(copy.s_[copy.pos_])) ++copy.pos_;
      ++n;
    }
    return n;
  }
  int line() const { return line_; }

 private:
  void skip_space(bool across_lines) {
    while (pos_ < s_.size() && is_space(s_[pos_]) && (across_lines || s_[pos_] != '\n')) {
      if (s_[pos_] == '\n') ++line_;
      ++pos_;
    }
  }
  std::string_view s_;
  std::size_t pos_ = 0;
  int line_ = 1;
};

struct Number {
  enum class Kind { Ok, NotNumber, TooLarge } kind = Kind::NotNumber;
  std::int64_t value = 0;
};

// A whole number with an optional sign; anything else is not a number.
Number read_number(std::string_view t) {
  std::string_view digits = t;
  if (!digits.empty() && (digits[0] == '+' || digits[0] == '-')) digits.remove_prefix(1);
  if (digits.empty()) return {};
  for (char c : digits)
    if (c < '0' || c > '9') return {};
  if (t[0] == '+') t.remove_prefix(1);
  Number n;
  const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), n.value);
  n.kind = ec == std::errc::result_out_of_range ? Number::Kind::TooLarge : Number::Kind::Ok;
  return n;
}

// A token as shown in a message: quoted, long ones cut short.
std::string quoted(std::string_view t) {
  constexpr std::size_t kShown = 24;
  std::string q(1, '\'');
  q += t.substr(0, kShown);
  q += t.size() > kShown ? "...'" : "'";
  return q;
}

bool in_range(const Number& n, std::int64_t lo, std::int64_t hi) {
  return n.kind == Number::Kind::Ok && n.value >= lo && n.value <= hi;
}

std::string range_text(std::int64_t lo, std::int64_t hi) {
  return std::to_string(lo) + ".." + std::to_string(hi);
}

std::string plural(std::int64_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

}  // namespace

NumberInput parse_number_judge(std::string_view text, int max_n) {
  NumberInput in;
  Scanner sc(text);
  auto fail = [&](int line, std::string message) {
    in.error = InputError{line, std::move(message)};
    return in;
  };
  const std::int64_t max_count = max_n - 1;  // how many numbers 2..max_n has
  for (int case_number = 1;; ++case_number) {
    const std::optional<Token> count_token = sc.next();
    if (!count_token) {
      in.warnings.push_back("line " + std::to_string(sc.line()) +
                            ": input ended without the terminating 0");
      return in;
    }
    const int line = count_token->line;
    const Number count = read_number(count_token->text);
    if (count.kind == Number::Kind::NotNumber)
      return fail(line, "expected the count of numbers of case " + std::to_string(case_number) +
                            " (or 0 to end), got " + quoted(count_token->text));
    if (!in_range(count, 0, max_count))
      return fail(line, "count " + std::string(count_token->text) + " is out of range: expected " +
                            range_text(0, max_count) + " (2.." + std::to_string(max_n) + " has " +
                            std::to_string(max_count) + " numbers)");
    if (count.value == 0) return in;

    NumberCase c{{}, line};
    number_game::Allowed seen = 0;
    int on_count_line = 0;
    for (std::int64_t i = 0; i < count.value; ++i) {
      const std::optional<Token> t = sc.next();
      const std::string expected = "expected " + plural(count.value, "number") +
                                   " after the count " + std::to_string(count.value);
      if (!t) return fail(line, expected + ", got " + std::to_string(i) + " before the end of input");
      const Number v = read_number(t->text);
      // A bad token past the count's line most likely means the count line
      // was short (the judge's "0" read as a number): say that first.
      if (t->line != line && !in_range(v, 2, max_n))
        return fail(line, expected + ", got " + std::to_string(on_count_line) + " (then " +
                              quoted(t->text) + " on line " + std::to_string(t->line) +
                              " is not a number in " + range_text(2, max_n) + ")");
      if (v.kind == Number::Kind::NotNumber)
        return fail(t->line, "expected a number in " + range_text(2, max_n) + " (number " +
                                 std::to_string(i + 1) + " of case " + std::to_string(case_number) +
                                 "), got " + quoted(t->text));
      if (!in_range(v, 2, max_n))
        return fail(t->line, "number " + std::string(t->text) + " is out of range: expected " +
                                 range_text(2, max_n));
      if (t->line == line) ++on_count_line;
      const int y = static_cast<int>(v.value);
      if (seen & number_game::bit(y)) {
        in.warnings.push_back("line " + std::to_string(t->line) + ": number " + std::to_string(y) +
                              " is repeated in case " + std::to_string(case_number) +
                              "; it counts once");
        continue;
      }
      seen |= number_game::bit(y);
      c.numbers.push_back(y);
    }
    // A case ending mid-line has more numbers than its count (when it started
    // on that line) or fewer (when it had to borrow from the lines after it).
    if (const int extra = sc.left_on_line(); extra > 0) {
      const int got = sc.line() == line ? on_count_line + extra : on_count_line;
      return fail(line, "expected " + plural(count.value, "number") + " after the count " +
                            std::to_string(count.value) + ", got " + std::to_string(got));
    }
    in.cases.push_back(std::move(c));
  }
}

std::string format_number_case(int case_number, std::span<const int> winning_moves) {
  std::string s = "Test Case #";
  s += std::to_string(case_number);
  s += '\n';
  if (winning_moves.empty()) return s + "There's no winning move.\n\n";
  s += "The winning moves are:";
  for (int x : winning_moves) {
    s += ' ';
    s += std::to_string(x);
  }
  return s + "\n\n";
}

BallInput parse_ball_judge(std::string_view text) {
  BallInput in;
  auto fail = [&](int line, std::string message) {
    in.error = InputError{line, std::move(message)};
    return in;
  };
  // Split into lines; the judge format is exactly two.
  std::vector<std::string_view> lines;
  for (std::size_t begin = 0; begin < text.size();) {
    const std::size_t end = std::min(text.find('\n', begin), text.size());
    lines.push_back(text.substr(begin, end - begin));
    begin = end + 1;
  }

  // Reads one line of numbers in lo..hi into out; false (with the error set) on a bad one.
  auto read_line = [&](int line, const char* what, std::int64_t lo, std::int64_t hi, auto& out) {
    if (static_cast<std::size_t>(line) > lines.size()) {
      fail(line, std::string("expected the ") + what + "s, got the end of input");
      return false;
    }
    Scanner sc(lines[line - 1]);
    while (const std::optional<Token> t = sc.next()) {
      const Number v = read_number(t->text);
      if (v.kind == Number::Kind::NotNumber) {
        fail(line, std::string("expected a ") + what + " (a whole number " + range_text(lo, hi) +
                       "), got " + quoted(t->text));
        return false;
      }
      if (!in_range(v, lo, hi)) {
        fail(line, std::string(what) + " " + std::string(t->text) + " is out of range: expected " +
                       range_text(lo, hi));
        return false;
      }
      out.push_back(static_cast<typename std::decay_t<decltype(out)>::value_type>(v.value));
    }
    if (out.empty()) {
      fail(line, std::string("expected at least one ") + what + ", got an empty line");
      return false;
    }
    return true;
  };
  if (!read_line(1, "take size", 1, ball_game::kMaxTake, in.takes)) return in;
  if (!read_line(2, "ball count", 0, static_cast<std::int64_t>(ball_game::kMaxBalls), in.counts))
    return in;
  for (std::size_t i = 2; i < lines.size(); ++i)
    if (Scanner(lines[i]).next())
      return fail(static_cast<int>(i + 1), "unexpected input after the ball counts of line 2");
  return in;
}

std::string format_ball_answers(std::span<const Outcome> outcomes) {
  std::string s;
  for (Outcome o : outcomes) {
    if (!s.empty()) s += ' ';
    s += judge_symbol(o);
  }
  return s + '\n';
}

}  // namespace gtl::judge
