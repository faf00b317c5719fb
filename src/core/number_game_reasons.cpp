#include "number_game_reasons.hpp"

#include <algorithm>
#include <climits>

namespace gtl::number_game {

namespace {

std::string term_text(const Term& t) {
  return t.coefficient == 1 ? std::to_string(t.number)
                            : std::to_string(t.coefficient) + "\u00b7" + std::to_string(t.number);
}

// The forbidden set of a position as a bool table over 0..max (0 is forbidden).
std::vector<bool> forbidden_table(Allowed a, int max) {
  std::vector<bool> f(static_cast<std::size_t>(max) + 1, false);
  f[0] = true;
  for (int y = kMinNumber; y <= max; ++y) f[static_cast<std::size_t>(y)] = !contains(a, y);
  return f;
}

}  // namespace

std::string Forbidding::text() const {
  if (kind == ForbidKind::Named) return std::to_string(value) + " (named)";
  std::string s = std::to_string(value) + " =";
  for (std::size_t i = 0; i < why.size(); ++i) s += (i ? " + " : " ") + term_text(why[i]);
  if (kind == ForbidKind::Chain && why.size() > 1)
    s += " (" + std::to_string(why.back().number) + " was already forbidden)";
  return s;
}

std::vector<Term> decompose(int y, std::span<const int> numbers) {
  if (y < 1) return {};
  std::vector<int> nums(numbers.begin(), numbers.end());
  std::sort(nums.begin(), nums.end(), std::greater<>());
  nums.erase(std::unique(nums.begin(), nums.end()), nums.end());
  // terms[v]: fewest distinct numbers whose multiples sum to v; built one number
  // at a time (unbounded knapsack per number keeps "distinct terms" exact).
  const std::size_t n = static_cast<std::size_t>(y);
  std::vector<int> best(n + 1, INT_MAX);
  std::vector<std::vector<Term>> how(n + 1);
  best[0] = 0;
  for (int x : nums) {
    if (x < 1 || x > y) continue;
    std::vector<int> next = best;
    std::vector<std::vector<Term>> next_how = how;
    for (std::size_t v = 0; v <= n; ++v) {
      if (best[v] == INT_MAX) continue;
      for (std::size_t k = 1; v + k * static_cast<std::size_t>(x) <= n; ++k) {
        const std::size_t w = v + k * static_cast<std::size_t>(x);
        if (best[v] + 1 < next[w]) {
          next[w] = best[v] + 1;
          next_how[w] = how[v];
          next_how[w].push_back({static_cast<int>(k), x});
        }
      }
    }
    best.swap(next);
    how.swap(next_how);
  }
  return best[n] == INT_MAX ? std::vector<Term>{} : how[n];
}

Naming name(Allowed before, int x, std::span<const int> named_before) {
  Naming out;
  out.after = after_naming(before, x);
  std::vector<int> named(named_before.begin(), named_before.end());
  named.push_back(x);
  const int max = highest(before);
  const std::vector<bool> was_forbidden = forbidden_table(before, max);
  for (int y : NumberRange(before & ~out.after)) {
    Forbidding f;
    f.value = y;
    if (y == x) {
      f.kind = ForbidKind::Named;
      f.why = {{1, x}};
    } else if (y % x == 0) {
      f.kind = ForbidKind::Multiple;
      f.why = {{y / x, x}};
    } else if (auto d = decompose(y, named); !d.empty()) {
      f.kind = ForbidKind::Sum;
      f.why = std::move(d);
    } else {
      // No history explains it: the judges' rule y = k·x + f with f forbidden.
      f.kind = ForbidKind::Chain;
      for (int k = 1; k * x < y; ++k) {
        if (was_forbidden[static_cast<std::size_t>(y - k * x)]) {
          f.why = {{k, x}, {1, y - k * x}};
          break;
        }
      }
    }
    out.newly.push_back(std::move(f));
  }
  return out;
}

bool reachable(Allowed allowed, int max) {
  if (max < kMinNumber || max > kMaxN || (allowed & ~full(max)) != 0) return false;
  const std::vector<bool> f = forbidden_table(allowed, max);
  for (int a = kMinNumber; a <= max; ++a) {
    if (!f[static_cast<std::size_t>(a)]) continue;
    for (int b = a; a + b <= max; ++b)
      if (f[static_cast<std::size_t>(b)] && !f[static_cast<std::size_t>(a + b)]) return false;
  }
  return true;
}

std::vector<int> generators(Allowed allowed, int max) {
  std::vector<int> gens;
  Allowed a = full(max);
  for (int y = kMinNumber; y <= max; ++y) {
    if (!contains(allowed, y) && contains(a, y)) {  // forbidden in the target, not yet explained
      gens.push_back(y);
      a = after_naming(a, y);
    }
  }
  return gens;
}

}  // namespace gtl::number_game
