#include "payoff_mixed.hpp"

#include <algorithm>
#include <functional>
#include <map>

namespace gtl::payoff {
namespace {

using Vec = std::vector<Rational>;
using Mat = std::vector<Vec>;

// Solves the square system m z = b exactly; nullopt when singular.
std::optional<Vec> solve(Mat m, Vec b) {
  const std::size_t n = b.size();
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t p = c;
    while (p < n && m[p][c].is_zero()) ++p;
    if (p == n) return std::nullopt;
    std::swap(m[p], m[c]);
    std::swap(b[p], b[c]);
    for (std::size_t r = 0; r < n; ++r) {
      if (r == c || m[r][c].is_zero()) continue;
      const Rational f = m[r][c] / m[c][c];
      for (std::size_t k = c; k < n; ++k) m[r][k] -= f * m[c][k];
      b[r] -= f * b[c];
    }
  }
  Vec z(n);
  for (std::size_t r = 0; r < n; ++r) z[r] = b[r] / m[r][r];
  return z;
}

struct Vertex {
  Vec point;
  std::vector<bool> tight;  // per constraint (label)
};

// The vertices of { z : a_k . z <= b_k for all k } other than 0, each once.
// false when the work passes the budget or the numbers grow too large.
bool vertices(const Mat& a, const Vec& b, std::size_t dim, Work& work, std::vector<Vertex>& out) {
  const std::size_t k = a.size();
  std::vector<std::size_t> pick(dim);
  for (std::size_t i = 0; i < dim; ++i) pick[i] = i;
  std::map<Vec, std::size_t> seen;
  for (;;) {
    if (!work.spend(dim * dim * dim + k * dim)) return false;
    Mat m;
    Vec rhs;
    for (std::size_t i : pick) {
      m.push_back(a[i]);
      rhs.push_back(b[i]);
    }
    if (auto z = solve(std::move(m), std::move(rhs))) {
      if (!std::all_of(z->begin(), z->end(), [](const Rational& x) { return x.ok(); })) return false;
      Vertex v{*z, std::vector<bool>(k)};
      bool feasible = true, zero = true;
      for (std::size_t c = 0; c < k && feasible; ++c) {
        Rational s(0);
        for (std::size_t d = 0; d < dim; ++d) s += a[c][d] * (*z)[d];
        feasible = s <= b[c];
        v.tight[c] = s == b[c];
      }
      for (const Rational& x : *z) zero = zero && x.is_zero();
      if (feasible && !zero && seen.emplace(*z, out.size()).second) out.push_back(std::move(v));
    }
    std::size_t i = dim;
    while (i > 0 && pick[i - 1] == k - dim + i - 1) --i;
    if (i == 0) return true;
    ++pick[i - 1];
    for (std::size_t j = i; j < dim; ++j) pick[j] = pick[j - 1] + 1;
  }
}

Vec normalised(const Vec& z) {
  Rational s(0);
  for (const Rational& x : z) s += x;
  Vec p;
  for (const Rational& x : z) p.push_back(x / s);
  return p;
}

}  // namespace

MixedResult extreme_equilibria(const StrategicForm& f, Work& work) {
  MixedResult r;
  if (f.players() != 2) {
    r.refusal = "mixed equilibria are enumerated for 2 players, and this game has " + std::to_string(f.players());
    return r;
  }
  const std::size_t m = f.plans[0].size(), n = f.plans[1].size();
  Rational low(0);
  for (const Rational& x : f.payoffs) low = std::min(low, x);
  const Rational shift = Rational(1) - low;  // payoffs + shift >= 1
  if (!work.spend((m + n) * (m + n) * kBytesPerValue)) {
    r.over_budget = true;
    r.refusal = "the best-response polytopes of " + std::to_string(m) + " x " + std::to_string(n) +
                " strategies pass the work budget of " + std::to_string(work.limit) + " steps";
    return r;
  }
  Mat ap(m + n, Vec(m, Rational(0))), aq(m + n, Vec(n, Rational(0)));
  Vec bp(m + n, Rational(0)), bq(m + n, Rational(0));
  for (std::size_t i = 0; i < m; ++i) {
    ap[i][i] = Rational(-1);
    bq[i] = Rational(1);
    for (std::size_t j = 0; j < n; ++j) aq[i][j] = f.payoff(f.profile({i, j}), 0) + shift;
  }
  for (std::size_t j = 0; j < n; ++j) {
    aq[m + j][j] = Rational(-1);
    bp[m + j] = Rational(1);
    for (std::size_t i = 0; i < m; ++i) ap[m + j][i] = f.payoff(f.profile({i, j}), 1) + shift;
  }
  std::vector<Vertex> vp, vq;
  if (!vertices(ap, bp, m, work, vp) || !vertices(aq, bq, n, work, vq)) {
    r.over_budget = work.used > work.limit;
    r.refusal = r.over_budget ? "enumerating the vertices of the best-response polytopes passes the work budget of " +
                                    std::to_string(work.limit) + " steps"
                              : std::string("the numbers grow past exact 128-bit arithmetic");
    return r;
  }
  for (const Vertex& x : vp)
    for (const Vertex& y : vq) {
      bool all = true;
      for (std::size_t k = 0; k < m + n && all; ++k) all = x.tight[k] || y.tight[k];
      if (all) r.equilibria.push_back({normalised(x.point), normalised(y.point)});
    }
  std::sort(r.equilibria.begin(), r.equilibria.end(), std::greater<>());
  return r;
}

std::vector<Rational> mixed_payoffs(const StrategicForm& f, const MixedProfile& p) {
  std::vector<Rational> u(f.players(), Rational(0));
  std::vector<std::size_t> choice(f.players());
  for (std::size_t k = 0; k < f.profiles; ++k) {
    Rational prob(1);
    for (std::size_t i = 0, rest = k; i < f.players(); rest /= f.plans[i].size(), ++i) {
      choice[i] = rest % f.plans[i].size();
      prob *= p[i][choice[i]];
    }
    if (prob.is_zero()) continue;
    for (std::size_t i = 0; i < f.players(); ++i) u[i] += prob * f.payoff(k, i);
  }
  return u;
}

}  // namespace gtl::payoff
