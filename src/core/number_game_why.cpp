#include "core/number_game_why.hpp"

#include <array>
#include <climits>
#include <functional>
#include <map>

namespace gtl::number_game {
namespace {

// Fewest-summands decompositions of 0..hi as sums of the given numbers (a
// coin-change table): summands[v] == INT_MAX when v has none.
struct SumTable {
  std::array<int, kMaxN + 1> summands{};
  std::array<int, kMaxN + 1> last{};  // one summand of an optimal decomposition

  SumTable(std::span<const int> parts, int hi) {
    summands.fill(INT_MAX);
    summands[0] = 0;
    for (int v = 1; v <= hi; ++v)
      for (int g : parts)
        if (g >= kMinNumber && g <= v && summands[v - g] != INT_MAX &&
            summands[v - g] + 1 < summands[v]) {
          summands[v] = summands[v - g] + 1;
          last[v] = g;
        }
  }

  // v's parts grouped as coefficient·number, largest number first.
  std::vector<Term> terms(int v) const {
    std::map<int, int, std::greater<>> times;
    for (; v > 0; v -= last[v]) ++times[last[v]];
    std::vector<Term> out;
    for (auto [number, k] : times) out.push_back({k, number});
    return out;
  }
};

std::string term_text(Term t) {
  return t.coefficient == 1 ? std::to_string(t.number)
                            : std::to_string(t.coefficient) + "\u00b7" + std::to_string(t.number);
}

std::string equation(int y, const std::vector<Term>& terms) {
  std::string s = std::to_string(y) + " =";
  for (std::size_t i = 0; i < terms.size(); ++i) s += (i ? " + " : " ") + term_text(terms[i]);
  return s;
}

// Reason for y, newly forbidden by naming x: y = k·x + f with f forbidden
// before. Prefer an f the history explains, then the fewest summands, then the
// largest k (the number just named is the point of the animation).
ForbiddenNumber reason(int y, int x, Allowed before, const SumTable& history) {
  ForbiddenNumber r;
  r.number = y;
  if (y == x) {
    r.kind = ForbiddenNumber::Kind::Named;
    r.terms = {{1, x}};
    r.why = std::to_string(x) + " is the number named";
    return r;
  }
  int best_k = 0, best_cost = INT_MAX;
  bool best_explained = false;
  for (int k = y / x; k >= 1; --k) {
    const int f = y - k * x;
    if (f != 0 && (f < kMinNumber || contains(before, f))) continue;  // f not forbidden
    const bool explained = history.summands[f] != INT_MAX;
    const int cost = k + (explained ? history.summands[f] : 1);
    if ((explained && !best_explained) || (explained == best_explained && cost < best_cost)) {
      best_k = k;
      best_cost = cost;
      best_explained = explained;
    }
  }
  const int f = y - best_k * x;
  r.terms = {{best_k, x}};
  if (f == 0) {
    r.kind = ForbiddenNumber::Kind::Multiple;
  } else {
    r.kind = ForbiddenNumber::Kind::Sum;
    r.uses_prior_forbidden = !best_explained;
    const std::vector<Term> rest = best_explained ? history.terms(f) : std::vector<Term>{{1, f}};
    r.terms.insert(r.terms.end(), rest.begin(), rest.end());
  }
  r.why = equation(y, r.terms);
  if (r.uses_prior_forbidden) r.why += ", and " + std::to_string(f) + " was already forbidden";
  return r;
}

}  // namespace

Naming name_with_reasons(Allowed before, int x, std::span<const int> named_before) {
  Naming out;
  out.after = after_naming(before, x);
  const SumTable history(named_before, highest(before));
  for (int y : NumberRange(before & ~out.after)) out.newly_forbidden.push_back(reason(y, x, before, history));
  return out;
}

std::vector<int> source_tiles(const ForbiddenNumber& f) {
  std::vector<int> out;
  if (f.kind == ForbiddenNumber::Kind::Named) return out;
  for (const Term& t : f.terms) {
    const int tile = t.coefficient * t.number;
    out.push_back(tile == f.number ? t.number : tile);
  }
  return out;
}

std::vector<std::string> reason_labels(const ForbiddenNumber& f) {
  if (f.kind == ForbiddenNumber::Kind::Named || f.terms.empty()) return {};
  std::string spaced, tight, tiles;
  const std::vector<int> sources = source_tiles(f);
  for (std::size_t i = 0; i < f.terms.size(); ++i) {
    spaced += (i ? " + " : "") + term_text(f.terms[i]);
    tight += (i ? "+" : "") + term_text(f.terms[i]);
    tiles += (i ? "+" : "") + std::to_string(sources[i]);
  }
  std::vector<std::string> out{spaced};
  if (tight != spaced) out.push_back(tight);
  // A multiple's only source is the named number itself: "6" alone explains nothing.
  if (f.kind == ForbiddenNumber::Kind::Sum && tiles != tight) out.push_back(tiles);
  return out;
}

std::optional<std::vector<int>> history_of(Allowed a, int n_max) {
  if (n_max > kMaxN || (a & ~full(n_max)) != 0) return std::nullopt;
  auto forbidden = [&](int v) { return v >= kMinNumber && !contains(a, v); };
  std::vector<int> generators;
  for (int v = kMinNumber; v <= n_max; ++v) {
    bool is_sum = false;
    for (int f = kMinNumber; 2 * f <= v; ++f) {
      if (!forbidden(f) || !forbidden(v - f)) continue;
      if (!forbidden(v)) return std::nullopt;  // f + (v - f) allowed: not closed
      is_sum = true;
    }
    if (forbidden(v) && !is_sum) generators.push_back(v);
  }
  return generators;
}

}  // namespace gtl::number_game
