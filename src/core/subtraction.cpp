#include "core/subtraction.hpp"

#include <algorithm>
#include <cstring>

namespace gtl::subtraction {

std::vector<std::uint32_t> normalize_takes(std::span<const std::int64_t> takes) {
  if (!validate(takes, 0).empty()) return {};
  std::vector<std::uint32_t> out(takes.begin(), takes.end());
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string validate(std::span<const std::int64_t> takes, std::int64_t n) {
  if (takes.empty()) return "the take set is empty: give at least one size, e.g. 1,3,4";
  if (takes.size() > kMaxTakeSizes)
    return "at most " + std::to_string(kMaxTakeSizes) + " take sizes, got " + std::to_string(takes.size());
  for (std::int64_t t : takes)
    if (t < 1 || t > kMaxTake)
      return "take sizes are 1 to " + std::to_string(kMaxTake) + ", got " + std::to_string(t);
  if (n < 0 || static_cast<std::uint64_t>(n) > kMaxPile)
    return "the pile holds 0 to 10^18 counters, got " + std::to_string(n);
  return {};
}

std::span<const std::uint32_t> SubtractionGame::moves(Position p) const {
  const auto fit = std::upper_bound(takes.begin(), takes.end(), p,
                                    [](std::uint64_t v, std::uint32_t t) { return v < t; });
  return {takes.data(), static_cast<std::size_t>(fit - takes.begin())};
}

std::string SubtractionGame::describe(Position p) const {
  return std::to_string(p) + (p == 1 ? " counter" : " counters") + (misere ? " (misère)" : "");
}

SubtractionTable::SubtractionTable(std::span<const std::uint32_t> takes, bool misere)
    : takes_(takes.begin(), takes.end()), misere_(misere) {
  const std::uint64_t m = takes_.back();
  auto ensure = [&](std::uint64_t size) {
    if (size > g_.size() && size <= kMaxTable) grow(std::min<std::uint64_t>(std::max(size, 2 * g_.size()), kMaxTable));
    return size <= g_.size();
  };
  ensure(std::max<std::uint64_t>(m + 1, 64));
  // Window j is g[j .. j+m). Brent: the tortoise waits at powers of two.
  auto same = [&](std::uint64_t a, std::uint64_t b) { return std::memcmp(&g_[a], &g_[b], m) == 0; };
  std::uint64_t tortoise = 0, hare = 1, power = 1, cycle = 1;
  while (true) {
    if (!ensure(hare + m)) return;  // no period within the budget: answers stop at the table
    if (same(tortoise, hare)) break;
    if (power == cycle) {
      tortoise = hare;
      power *= 2;
      cycle = 0;
    }
    ++hare;
    ++cycle;
  }
  // The first window that recurs `cycle` later starts the periodic part.
  std::uint64_t start = 0;
  while (!same(start, start + cycle)) ++start;
  ensure(start + 2 * cycle + m);
  // The minimal period divides `cycle`; the minimal pre-period is at most `start`.
  std::uint64_t length = cycle;
  for (std::uint64_t d = 1; d < cycle; ++d) {
    if (cycle % d != 0) continue;
    bool ok = true;
    for (std::uint64_t j = start; j < start + cycle && ok; ++j) ok = g_[j] == g_[j + d];
    if (ok) {
      length = d;
      break;
    }
  }
  std::uint64_t pre = start;
  while (pre > 0 && g_[pre - 1] == g_[pre - 1 + length]) --pre;
  period_ = Period{pre, length};
}

void SubtractionTable::grow(std::uint64_t size) {
  std::uint64_t n = g_.size();
  g_.resize(size);
  std::vector<bool> seen(takes_.size() + 2);
  for (; n < size; ++n) {
    std::fill(seen.begin(), seen.end(), false);
    bool any = false;
    for (std::uint32_t t : takes_) {
      if (t > n) break;
      any = true;
      seen[g_[n - t]] = true;  // values never exceed |S|, so they index `seen`
    }
    std::uint8_t mex = 0;
    while (seen[mex]) ++mex;
    g_[n] = any ? mex : (misere_ ? 1 : 0);
  }
}

std::optional<int> SubtractionTable::grundy(std::uint64_t n) const {
  if (n >= g_.size()) {
    if (!period_) return std::nullopt;
    n = period_->start + (n - period_->start) % period_->length;
  }
  return g_[n];
}

}  // namespace gtl::subtraction
