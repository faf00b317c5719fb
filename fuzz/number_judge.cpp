// libFuzzer target: the POJ 1143 reader (judge_io), the work estimate
// (budget) and the judge solver, on any bytes. The first byte picks max_n
// (2..64), the rest is the judge text. Checked on every input, besides no
// crash and no sanitizer report:
// - every case: its numbers distinct and in 2..max_n, `allowed` their set;
// - parse_number_judge returns what the reader returned, case by case;
// - every message names a line of the input and is safe to print;
// - the cases written back in the judge format read back the same, without
//   error or warning;
// - cases inside 2..20: the judge solver's winning moves agree with a plain
//   memoised recursion over the literal rule;
// - the estimate never claims more than 2^count positions when it counted them.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/budget.hpp"
#include "core/judge_io.hpp"
#include "core/number_game.hpp"
#include "core/number_game_solver.hpp"
#include "fuzz_checks.hpp"

namespace {

using namespace gtl;
using gtl::fuzz::check;

// Plain recursion, memo kept across inputs: bit y of a mask is number y.
bool plain_wins(std::uint64_t a) {
  static std::unordered_map<std::uint64_t, bool> memo;
  if (auto it = memo.find(a); it != memo.end()) return it->second;
  bool win = false;
  for (int x = 2; x <= 20 && !win; ++x) {
    if (!(a >> x & 1)) continue;
    std::uint64_t forbidden = ~a & 0x1FFFFD;  // 0 and every number not allowed, up to 20
    for (int y = x; y <= 20; ++y)
      if (forbidden >> (y - x) & 1) forbidden |= std::uint64_t{1} << y;
    win = !plain_wins(a & ~forbidden);
  }
  return memo[a] = win;
}

int lines_in(std::string_view text) {
  int n = 1;
  for (char c : text) n += c == '\n';
  return n;
}

void check_message(const std::string& message, int lines) {
  check(fuzz::terminal_safe(message), "a message is not safe to print");
  check(message.starts_with("line "), "a message does not start with its line");
  const int line = std::stoi(message.substr(5));
  check(line >= 1 && line <= lines, "a message names a line outside the input");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const int max_n = 2 + data[0] % 63;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const int lines = lines_in(text);
  static number_game::WinMemo memo;

  judge::NumberJudgeReader reader(text, max_n);
  const judge::NumberInput all = judge::parse_number_judge(text, max_n);
  std::string written;
  std::size_t k = 0;
  while (const judge::NumberCase* c = reader.next()) {
    check(k < all.cases.size() && all.cases[k].numbers == c->numbers && all.cases[k].line == c->line,
          "parse_number_judge differs from the reader");
    ++k;
    check(c->line >= 1 && c->line <= lines, "a case starts outside the input");
    number_game::Allowed set = 0;
    for (int y : c->numbers) {
      check(y >= 2 && y <= max_n, "a number out of range was accepted");
      check(!(set & number_game::bit(y)), "a repeated number was kept");
      set |= number_game::bit(y);
    }
    check(set == c->allowed && set != 0, "allowed is not the set of the numbers");
    written += std::to_string(c->numbers.size());
    for (int y : c->numbers) written += " " + std::to_string(y);
    written += '\n';

    if (number_game::highest(set) <= 20) {
      const number_game::Allowed winning = memo.winning_set(set);
      for (int x : number_game::NumberRange(set))
        check(((winning & number_game::bit(x)) != 0) == !plain_wins(number_game::after_naming(set, x) << 2),
              "the judge solver disagrees with the plain recursion");
    } else {
      const budget::Estimate e = budget::number_positions(set, 2048);
      const int count = number_game::count(set);
      if (!e.lower_bound && count < 63) check(e.work <= std::uint64_t{1} << count, "estimate above 2^count");
      check(fuzz::terminal_safe(budget::number_estimate_text(static_cast<int>(k), set, e, 2048)),
            "the estimate's text is not safe to print");
    }
  }
  check(k == all.cases.size(), "parse_number_judge has more cases than the reader");
  check(reader.error().has_value() == all.error.has_value(), "the reader and parse_number_judge disagree on errors");
  if (reader.error()) check_message(reader.error()->to_string(), lines);
  for (const std::string& w : reader.warnings()) check_message(w, lines);

  const judge::NumberInput again = judge::parse_number_judge(written + "0\n", max_n);
  check(!again.error && again.warnings.empty(), "the cases written back do not read back cleanly");
  check(again.cases.size() == all.cases.size(), "the cases written back read back as other cases");
  for (std::size_t i = 0; i < again.cases.size(); ++i)
    check(again.cases[i].numbers == all.cases[i].numbers, "a case written back reads back differently");
  return 0;
}
