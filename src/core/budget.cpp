#include "core/budget.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "core/ball_oracle.hpp"
#include "core/ball_solver.hpp"
#include "core/number_game_big.hpp"
#include "core/number_game_table.hpp"

namespace gtl::budget {

using text::grouped;
using text::megabytes;
namespace {

// Positions reachable from the full start 2..n, n = 0..44 (counted once by a
// depth-first search over after_naming; 2..20: 3,515, 2..40: 4,601,655).
constexpr std::array<std::uint64_t, 45> kFullStartPositions{
    1, 1, 2, 4, 6, 11, 15, 26, 36, 57, 79, 130, 170, 276, 379,
    579, 784, 1249, 1654, 2615, 3515, 5343, 7256, 11352, 14930, 23203, 31378, 47510, 63777, 98680,
    130502, 201356, 270037, 407428, 548089, 840170, 1110428, 1701871, 2284324, 3440336, 4601655,
    7027366, 9314569, 14204003, 18989674};

// A set of 64-bit keys for counting positions: open addressing, load <= 1/2,
// 8 bytes a slot (half of a memo's), freed when the count is done.
class KeySet {
 public:
  bool insert(std::uint64_t key) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    for (std::size_t i = home(key);; i = (i + 1) & (slots_.size() - 1)) {
      if (slots_[i] == key) return false;
      if (slots_[i] == kEmpty) {
        slots_[i] = key;
        ++size_;
        return true;
      }
    }
  }
  std::size_t size() const { return size_; }
  std::size_t bytes() const { return slots_.size() * sizeof(std::uint64_t); }

 private:
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};  // never a position: bit 63 is 65, not a number
  std::size_t home(std::uint64_t key) const {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - std::countr_zero(slots_.size())));
  }
  void grow() {
    std::vector<std::uint64_t> old(std::max<std::size_t>(1024, 2 * slots_.size()), kEmpty);
    old.swap(slots_);
    size_ = 0;
    for (std::uint64_t k : old)
      if (k != kEmpty) insert(k);
  }
  std::vector<std::uint64_t> slots_;
  std::size_t size_ = 0;
};

// Positions reachable from a (a included), or cap + 1 once more than cap were found.
std::uint64_t count_positions(number_game::Allowed a, std::uint64_t cap) {
  KeySet seen;
  std::vector<number_game::Allowed> stack{a};
  seen.insert(a);
  while (!stack.empty()) {
    const number_game::Allowed p = stack.back();
    stack.pop_back();
    for (int x : number_game::NumberRange(p)) {
      const number_game::Allowed child = number_game::after_naming(p, x);
      if (!seen.insert(child)) continue;
      if (seen.size() > cap) return cap + 1;
      stack.push_back(child);
    }
  }
  return seen.size();
}

std::string with_unit(std::uint64_t n, const char* unit) {
  return grouped(n) + " " + unit + (n == 1 ? "" : "s");
}

// "1..10000" for a run, "1, 98, 99" for a few, "1, 5, 9, ... 400" for many.
std::string takes_text(std::span<const ball_game::Take> takes) {
  if (takes.empty()) return "none";
  if (takes.size() > 2 && takes.back() - takes.front() + 1 == takes.size())
    return std::to_string(takes.front()) + ".." + std::to_string(takes.back());
  constexpr std::size_t kShown = 4;
  std::string s;
  for (std::size_t i = 0; i < takes.size() && i < kShown; ++i) s += (i ? ", " : "") + std::to_string(takes[i]);
  if (takes.size() > kShown) s += ", ... " + std::to_string(takes.back());
  return s;
}

}  // namespace

std::uint64_t number_full_start_positions(int n) {
  if (n < 0) return 1;
  if (static_cast<std::size_t>(n) < kFullStartPositions.size()) return kFullStartPositions[n];
  std::uint64_t c = kFullStartPositions.back();
  for (int k = static_cast<int>(kFullStartPositions.size()); k <= n; ++k) c += c / 2;
  return c;
}

std::uint64_t number_positions_bound(number_game::Allowed a) {
  const int k = number_game::count(a);
  const std::uint64_t bound = number_full_start_positions(number_game::highest(a));
  return k < 63 ? std::min(bound, std::uint64_t{1} << k) : bound;
}

Estimate number_positions(number_game::Allowed a, std::uint64_t budget) {
  const std::uint64_t bound = number_positions_bound(a);
  Estimate e{bound, false, bound * kNumberBytesPerPosition};
  // A full start 2..n reaches exactly its stored count (up to 44): nothing to count.
  const int hi = number_game::highest(a);
  if (bound <= budget || (a == number_game::full(hi) && hi < static_cast<int>(kFullStartPositions.size()))) return e;
  const std::uint64_t cap = std::min(budget, kNumberCountedPositions);
  const std::uint64_t counted = count_positions(a, cap);
  if (counted <= cap) return {counted, false, counted * kNumberBytesPerPosition};
  return {counted, true, bound * kNumberBytesPerPosition, bound};
}

std::string number_estimate_text(int case_number, number_game::Allowed a, const Estimate& e, std::uint64_t budget,
                                 bool exact) {
  std::string s = "case " + std::to_string(case_number) + " (" +
                  with_unit(static_cast<std::uint64_t>(number_game::count(a)), "number") + ", the largest " +
                  std::to_string(number_game::highest(a)) + ") ";
  const bool big = !exact && number_game::count(a) >= number_game::kBigMinNumbers && number_game::big_supports(a);
  // The judge's answer to such a case comes from the search or, when that is
  // expected sooner (number-game's default --method auto), the full table.
  const bool table = big && number_game::table_is_faster(a);
  const std::string memory =
      table ? "the judge's answer builds the table of 2.." + std::to_string(number_game::highest(a)) + " in " +
                  megabytes(number_game::table_memory_bytes(number_game::highest(a)))
      : big ? "the judge's answer searches in " + megabytes(number_game::big_memo_bytes(a)) + " of tables"
            : std::string(e.lower_bound ? "" : "about ") + megabytes(e.bytes);
  if (e.lower_bound)
    s += "reaches more than " + grouped(e.work - 1) + " positions (counting stopped there) and up to " +
         with_unit(e.upper, "position") + " (" + memory + ")";
  else
    s += "reaches " + with_unit(e.work, "position") + " (" + memory + ")";
  return s + ", over the budget of " + with_unit(budget, "position");
}

Estimate ball_steps(std::span<const ball_game::Take> takes, std::uint64_t max_count, std::uint64_t detail_to) {
  const std::uint64_t t = takes.size();
  const std::uint64_t stretch = ball_game::proof_stretch(takes);
  Estimate e;
  // Saturating: counts up to 10^18 times a million take sizes pass 2^64.
  auto times = [](std::uint64_t a, std::uint64_t b) { return b != 0 && a > ~std::uint64_t{0} / b ? ~std::uint64_t{0} : a * b; };
  if (max_count < stretch) {
    e.work = times(max_count + 1, t);
    e.bytes = max_count + 1;
  } else {
    e.work = times(stretch, t);
    e.bytes = stretch;
  }
  if (detail_to > 0) {
    const std::uint64_t d = std::min(detail_to, ball_game::BallSolver::kDetailMax) + 1;
    e.work += times(4 * d, t);
    e.bytes += 32 * d;
  }
  return e;
}

std::string ball_estimate_text(std::span<const ball_game::Take> takes, std::uint64_t max_count, bool detail,
                               const Estimate& e, std::uint64_t budget) {
  return "the take sizes " + takes_text(takes) + " (" + with_unit(takes.size(), "size") + ")" +
         (detail ? " with details" : "") + " up to " + with_unit(max_count, "ball") + " need " +
         (max_count >= ball_game::proof_stretch(takes) ? "at least " : "about ") + with_unit(e.work, "step") +
         ", over the budget of " +
         with_unit(budget, "step");
}

}  // namespace gtl::budget
