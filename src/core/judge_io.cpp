#include "core/judge_io.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <type_traits>

#include "core/number_game.hpp"

namespace gtl::judge {
namespace {

// Whitespace as the judges read it (scanf's): one table look-up per character.
constexpr std::array<bool, 256> kSpace = [] {
  std::array<bool, 256> t{};
  for (unsigned char c : {' ', '\t', '\r', '\n', '\v', '\f'}) t[c] = true;
  return t;
}();
bool is_space(char c) { return kSpace[static_cast<unsigned char>(c)]; }

struct Token {
  std::string_view text;
  int line = 0;
};

// Whitespace-separated tokens with their line numbers. The position lives in
// the caller (a reader keeps it between cases).
class Scanner {
 public:
  Scanner(std::string_view s, std::size_t& pos, int& line) : s_(s), pos_(pos), line_(line) {}

  [[gnu::always_inline]] std::optional<Token> next() {
    skip_space(pos_, true);
    if (pos_ == s_.size()) return std::nullopt;
    const std::size_t begin = pos_;
    while (pos_ < s_.size() && !is_space(s_[pos_])) ++pos_;
    return Token{s_.substr(begin, pos_ - begin), line_};
  }
  // After skipping white space: the token if it is one or two digits (no
  // leading zero), else -1. Consumes only the white space.
  int peek_two_digits() {
    skip_space(pos_, true);
    const std::size_t n = s_.size() - pos_;
    const char* p = s_.data() + pos_;
    auto digit = [](char c) { return static_cast<unsigned>(c - '0') < 10; };
    if (n == 0 || !digit(p[0]) || p[0] == '0') return -1;
    if (n == 1 || is_space(p[1])) return p[0] - '0';
    if (digit(p[1]) && (n == 2 || is_space(p[2]))) return (p[0] - '0') * 10 + (p[1] - '0');
    return -1;
  }
  void skip(std::size_t chars) { pos_ += chars; }
  // Tokens left before the end of the current line (consumes nothing).
  int left_on_line() const {
    std::size_t p = pos_;
    int n = 0;
    for (skip_space(p, false); p < s_.size() && s_[p] != '\n'; skip_space(p, false)) {
      while (p < s_.size() && !is_space(s_[p])) ++p;
      ++n;
    }
    return n;
  }
  int line() const { return line_; }

 private:
  // Lines are counted only across lines, which only next() does.
  void skip_space(std::size_t& p, bool across_lines) const {
    while (p < s_.size() && is_space(s_[p]) && (across_lines || s_[p] != '\n')) {
      if (s_[p] == '\n') ++line_;
      ++p;
    }
  }
  std::string_view s_;
  std::size_t& pos_;
  int& line_;
};

struct Number {
  enum class Kind { Ok, NotNumber, TooLarge } kind = Kind::NotNumber;
  std::int64_t value = 0;
};

// A whole number with an optional sign; anything else is not a number. One
// pass, no library call: the judge files are mostly small numbers.
[[gnu::always_inline]] inline Number read_number(std::string_view t) {
  std::size_t i = 0;
  const bool negative = !t.empty() && t[0] == '-';
  if (!t.empty() && (t[0] == '+' || t[0] == '-')) i = 1;
  if (i == t.size()) return {};
  constexpr std::uint64_t kLimit = std::uint64_t{1} << 63;  // |INT64_MIN|
  std::uint64_t v = 0;
  bool too_large = false;
  for (; i < t.size(); ++i) {
    const unsigned d = static_cast<unsigned char>(t[i]) - '0';
    if (d > 9) return {};
    if (v > (kLimit - d) / 10) too_large = true;  // keep reading: a later letter makes it no number
    else v = v * 10 + d;
  }
  if (too_large || (!negative && v == kLimit)) return {Number::Kind::TooLarge, 0};
  return {Number::Kind::Ok, negative ? static_cast<std::int64_t>(0 - v) : static_cast<std::int64_t>(v)};
}

// A token as shown in a message: quoted, long ones cut short.
std::string quoted(std::string_view t) { return "'" + printable(t, 24) + "'"; }

bool in_range(const Number& n, std::int64_t lo, std::int64_t hi) {
  return n.kind == Number::Kind::Ok && n.value >= lo && n.value <= hi;
}

std::string range_text(std::int64_t lo, std::int64_t hi) {
  return std::to_string(lo) + ".." + std::to_string(hi);
}

std::string plural(std::int64_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

std::string expected_numbers(std::int64_t count) {
  return "expected " + plural(count, "number") + " after the count " + std::to_string(count);
}

void append_int(std::string& out, std::int64_t v) {
  char buf[24];
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, end);
}

}  // namespace

std::string printable(std::string_view text, std::size_t max_bytes) {
  std::string s;
  std::size_t i = 0;
  while (i < text.size() && i < max_bytes) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      s += c < 0x20 || c == 0x7F ? '?' : text[i];
      ++i;
      continue;
    }
    // A UTF-8 sequence is kept whole when it is valid (shortest form, no
    // surrogate, at most U+10FFFF) and not a C1 control (U+0080..U+009F);
    // anything else becomes '?' byte by byte.
    const int length = c >= 0xF8 ? 0 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
    char32_t cp = length == 4 ? c & 0x07 : length == 3 ? c & 0x0F : c & 0x1F;
    bool valid = length > 0 && i + length <= text.size();
    for (int k = 1; valid && k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      valid = (next & 0xC0) == 0x80;
      cp = cp << 6 | (next & 0x3F);
    }
    constexpr char32_t kShortest[] = {0, 0, 0x80, 0x800, 0x10000};
    valid = valid && cp >= kShortest[length] && cp <= 0x10FFFF && (cp < 0xD800 || cp > 0xDFFF);
    if (valid && cp > 0x9F) s.append(text.substr(i, length));
    else s += '?';  // one for a C1 control, one per byte of anything malformed
    i += valid ? length : 1;
  }
  if (i < text.size()) s += "...";
  return s;
}

NumberJudgeReader::NumberJudgeReader(std::string_view text, int max_n) : text_(text), max_n_(max_n) {}

const NumberCase* NumberJudgeReader::fail(int line, std::string message) {
  error_ = InputError{line, std::move(message)};
  done_ = true;
  return nullptr;
}

const NumberCase* NumberJudgeReader::next() {
  if (done_) return nullptr;
  Scanner sc(text_, pos_, line_);
  const int max_n = max_n_;
  const std::int64_t max_count = max_n - 1;  // how many numbers 2..max_n has
  const int case_number = ++case_number_;
  const std::optional<Token> count_token = sc.next();
  if (!count_token) {
    warnings_.push_back("line " + std::to_string(sc.line()) + ": input ended without the terminating 0");
    done_ = true;
    return nullptr;
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
  if (count.value == 0) {
    done_ = true;
    return nullptr;
  }

  case_.numbers.clear();
  case_.line = line;
  number_game::Allowed seen = 0;
  int on_count_line = 0;
  for (std::int64_t i = 0; i < count.value; ++i) {
    // Nearly every token of a judge file is a new number of one or two digits
    // in range on the count's line: taken here in a few instructions. Anything
    // else goes the general way below, which checks and words everything.
    if (const int y = sc.peek_two_digits(); y >= 2 && y <= max_n && sc.line() == line && !(seen & number_game::bit(y))) {
      sc.skip(y < 10 ? 1 : 2);
      ++on_count_line;
      seen |= number_game::bit(y);
      case_.numbers.push_back(y);
      continue;
    }
    const std::optional<Token> t = sc.next();
    if (!t)
      return fail(line, expected_numbers(count.value) + ", got " + std::to_string(i) + " before the end of input");
    const Number v = read_number(t->text);
    // A bad token past the count's line most likely means the count line
    // was short (the judge's "0" read as a number): say that first.
    if (t->line != line && !in_range(v, 2, max_n))
      return fail(line, expected_numbers(count.value) + ", got " + std::to_string(on_count_line) + " (then " +
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
      warnings_.push_back("line " + std::to_string(t->line) + ": number " + std::to_string(y) +
                          " is repeated in case " + std::to_string(case_number) + "; it counts once");
      continue;
    }
    seen |= number_game::bit(y);
    case_.numbers.push_back(y);
  }
  // A case ending mid-line has more numbers than its count (when it started
  // on that line) or fewer (when it had to borrow from the lines after it).
  if (const int extra = sc.left_on_line(); extra > 0) {
    const int got = sc.line() == line ? on_count_line + extra : on_count_line;
    return fail(line, expected_numbers(count.value) + ", got " + std::to_string(got));
  }
  case_.allowed = seen;
  return &case_;
}

NumberInput parse_number_judge(std::string_view text, int max_n) {
  NumberInput in;
  NumberJudgeReader reader(text, max_n);
  while (const NumberCase* c = reader.next()) in.cases.push_back(*c);
  in.error = reader.error();
  in.warnings = reader.warnings();
  return in;
}

void append_number_case(std::string& out, int case_number, std::span<const int> winning_moves) {
  out += "Test Case #";
  append_int(out, case_number);
  if (winning_moves.empty()) {
    out += "\nThere's no winning move.\n\n";
    return;
  }
  out += "\nThe winning moves are:";
  for (int x : winning_moves) {
    out += ' ';
    append_int(out, x);
  }
  out += "\n\n";
}

std::string format_number_case(int case_number, std::span<const int> winning_moves) {
  std::string s;
  append_number_case(s, case_number, winning_moves);
  return s;
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
    std::size_t pos = 0;
    int ignored_line = 1;
    Scanner sc(lines[line - 1], pos, ignored_line);
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
    if (lines[i].find_first_not_of(" \t\r\v\f") != std::string_view::npos)
      return fail(static_cast<int>(i + 1), "unexpected input after the ball counts of line 2");
  return in;
}

void append_ball_answers(std::string& out, std::span<const Outcome> outcomes) {
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    if (i > 0) out += ' ';
    out += judge_symbol(outcomes[i]);
  }
  out += '\n';
}

std::string format_ball_answers(std::span<const Outcome> outcomes) {
  std::string s;
  append_ball_answers(s, outcomes);
  return s;
}

}  // namespace gtl::judge
