// The tracing path of von Stengel, van den Elzen and Talman ("Computing
// normal form perfect equilibria for extensive two-person games",
// Econometrica 70, 2002) on the sequence form, with u and v free. Our own
// code, from the paper.
//
// The players start from a completely mixed prior (x0, y0) (prior() below).
// For z0 going from 1 down to 0, each player's plan x (of mass 1 - z0) is a
// best response to the other's y + z0 y0:
//   E x + e z0 = e,                      F y + f z0 = f,
//   s = E^T u - A y - (A y0) z0 >= 0,    t = F^T v - B^T x - (B^T x0) z0 >= 0,
//   x, y >= 0,  x.s = 0,  y.t = 0,  u, v free.
// At z0 = 1, x = y = 0, and u, v are the values of the best responses to
// the prior (found backward, set by set). Complementary pivoting from there
// ends when z0 leaves the basis: at z0 = 0, (x, y) is an equilibrium,
// normal-form perfect when the payoffs are generic (the paper's theorem).
//
// Against solve_lcp's other path (Lemke from the covering vector of ones,
// each free variable split in two) the tableau has half the dual rows, and
// the pivots grow about linearly on poker-like games: N-card Kuhn poker
// takes 107 / 271 / 563 pivots for N = 12 / 25 / 50 here, against 495 /
// 16,653 / (past any budget) there (docs/performance.md). Degenerate steps
// are resolved lexicographically against the starting basis, so the path
// cannot cycle.
#include <algorithm>
#include <optional>
#include <string>

#include "payoff_sequence_form.hpp"

namespace gtl::payoff {
namespace {

using seqform::Mat;
using seqform::Vec;

// A fixed hash of (set, move) (splitmix64's finaliser).
std::uint64_t mix(std::uint64_t set, std::uint64_t move) {
  std::uint64_t z = set * 0x9E3779B97F4A7C15ull + move + 0x632BE59BD9B4E019ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// The prior's realisation plan: at set h, move a has weight 1 + mix(h, a) % 4
// of the set's total. Completely mixed, as the tracing path needs; unequal,
// so that the symmetric sets of a card game do not tie the best responses
// (the centroid, every move equally likely, took 3,077 pivots on 25-card
// Kuhn poker, this prior 271); weights of 1 to 4 keep the fractions short.
Vec prior(const Sequences& s, const std::vector<Infoset>& sets) {
  Vec x(s.count, Rational(0));
  x[0] = Rational(1);
  for (std::size_t h = 0; h < sets.size(); ++h) {
    const std::size_t k = sets[h].actions.size();
    std::vector<Int128> weight(k);
    Int128 total = 0;
    for (std::size_t a = 0; a < k; ++a) total += weight[a] = 1 + static_cast<Int128>(mix(h, a) % 4);
    for (std::size_t a = 0; a < k; ++a) x[s.base[h] + a] = x[s.of_set[h]] * Rational::fraction(weight[a], total);
  }
  return x;
}

// The best response to `against` at every set (reached or not), backward:
// one sequence per set, the first of the best. m is indexed [mine][theirs]
// when `rows`, else [theirs][mine].
std::vector<int> best_response(const Sequences& s, const std::vector<Infoset>& sets, const Mat& m, bool rows,
                               const Vec& against) {
  Vec value(s.count, Rational(0));
  for (int i = 0; i < s.count; ++i)
    for (std::size_t j = 0; j < against.size(); ++j) {
      const Rational& p = rows ? m[i][j] : m[j][i];
      if (!p.is_zero() && !against[j].is_zero()) value[i] += p * against[j];
    }
  std::vector<int> chosen(sets.size());
  for (std::size_t h = sets.size(); h-- > 0;) {
    int b = s.base[h];
    for (std::size_t a = 1; a < sets[h].actions.size(); ++a)
      if (value[s.base[h] + a] > value[b]) b = s.base[h] + static_cast<int>(a);
    chosen[h] = b;
    value[s.of_set[h]] += value[b];
  }
  return chosen;
}

class Tracing {
 public:
  Tracing(const Game& g, const std::vector<Sequences>& s);
  std::size_t rows() const { return rows_; }
  std::size_t columns() const { return cols_; }
  // The starting basis (false: a value outgrew 128 bits), then the path.
  bool start(const Game& g, const std::vector<Sequences>& s);
  std::optional<Vec> run(Work& work, int& pivots, std::string& why, bool& over_budget);

 private:
  bool pivot(std::size_t r, std::size_t c);
  bool free(std::size_t row) const { return basis_[row] >= u_ && basis_[row] < s_; }
  std::size_t complement(std::size_t c) const {
    return c < y_ ? s_ + c : c < u_ ? t_ + (c - y_) : c < t_ ? c - s_ : y_ + (c - t_);
  }
  // Whether row i's (rhs, perturbation) / column c is lexicographically below row j's.
  bool smaller(std::size_t i, std::size_t j, std::size_t c) const;

  std::size_t n1_, n2_, k1_, k2_;
  // Columns: x, y, u, v, s, t, z0, one perturbation column per row, rhs.
  std::size_t y_, u_, v_, s_, t_, z0_, q_, rhs_, rows_, cols_;
  Mat a_, b_;
  Mat m_;
  std::vector<std::size_t> basis_;
  std::vector<std::size_t> nonzero_;
};

Tracing::Tracing(const Game& g, const std::vector<Sequences>& s)
    : n1_(s[1].count), n2_(s[2].count), k1_(1 + g.infosets[1].size()), k2_(1 + g.infosets[2].size()) {
  y_ = n1_;
  u_ = y_ + n2_;
  v_ = u_ + k1_;
  s_ = v_ + k2_;
  t_ = s_ + n1_;
  z0_ = t_ + n2_;
  q_ = z0_ + 1;
  rows_ = k1_ + k2_ + n1_ + n2_;
  rhs_ = q_ + rows_;
  cols_ = rhs_ + 1;
}

bool Tracing::pivot(std::size_t r, std::size_t c) {
  if (!seqform::pivot(m_, r, c, nonzero_)) return false;
  basis_[r] = c;
  return true;
}

bool Tracing::smaller(std::size_t i, std::size_t j, std::size_t c) const {
  for (std::size_t k = 0; k <= rows_; ++k) {
    const std::size_t col = k == 0 ? rhs_ : q_ + k - 1;
    const Rational ri = m_[i][col] / m_[i][c], rj = m_[j][col] / m_[j][c];
    if (ri != rj) return ri < rj;
  }
  return false;
}


// The equations, then the starting basis by elimination: z0, u and v; for
// player 1 x(empty) and the best response's sequences (the others' s), for
// player 2 the best response's sequences (the others' t). y(empty) and
// t(empty) are both out: y(empty) enters first, and z0 falls from 1.
bool Tracing::start(const Game& g, const std::vector<Sequences>& s) {
  seqform::payoff_matrices(g, s, a_, b_);
  const Vec x0 = prior(s[1], g.infosets[1]), y0 = prior(s[2], g.infosets[2]);
  const Mat e = seqform::constraints(s[1], g.infosets[1]), f = seqform::constraints(s[2], g.infosets[2]);
  m_.assign(rows_, Vec(cols_, Rational(0)));
  const std::size_t rs = k1_ + k2_, rt = rs + n1_;
  m_[0][z0_] = m_[0][rhs_] = m_[k1_][z0_] = m_[k1_][rhs_] = Rational(1);
  for (std::size_t r = 0; r < k1_; ++r)
    for (std::size_t i = 0; i < n1_; ++i)
      if (!e[r][i].is_zero()) m_[r][i] = e[r][i], m_[rs + i][u_ + r] = -e[r][i];
  for (std::size_t r = 0; r < k2_; ++r)
    for (std::size_t j = 0; j < n2_; ++j)
      if (!f[r][j].is_zero()) m_[k1_ + r][y_ + j] = f[r][j], m_[rt + j][v_ + r] = -f[r][j];
  for (std::size_t i = 0; i < n1_; ++i) {
    m_[rs + i][s_ + i] = Rational(1);
    for (std::size_t j = 0; j < n2_; ++j) {
      if (!a_[i][j].is_zero()) {
        m_[rs + i][y_ + j] = a_[i][j];
        m_[rs + i][z0_] += a_[i][j] * y0[j];
      }
      if (!b_[i][j].is_zero()) {
        m_[rt + j][i] = b_[i][j];
        m_[rt + j][z0_] += b_[i][j] * x0[i];
      }
    }
  }
  for (std::size_t j = 0; j < n2_; ++j) m_[rt + j][t_ + j] = Rational(1);
  std::vector<char> in(z0_ + 1, 0), br1(n1_, 0), br2(n2_, 0);
  br1[0] = 1;
  for (int c : best_response(s[1], g.infosets[1], a_, true, y0)) br1[c] = 1;
  for (int c : best_response(s[2], g.infosets[2], b_, false, x0)) br2[c] = 1;
  in[z0_] = 1;
  std::fill(in.begin() + static_cast<std::ptrdiff_t>(u_), in.begin() + static_cast<std::ptrdiff_t>(s_), 1);
  for (std::size_t i = 0; i < n1_; ++i) in[br1[i] ? i : s_ + i] = 1;
  for (std::size_t j = 1; j < n2_; ++j) in[br2[j] ? y_ + j : t_ + j] = 1;
  basis_.assign(rows_, cols_);
  for (std::size_t c = 0; c <= z0_; ++c) {
    if (!in[c]) continue;
    std::size_t r = 0;
    while (r < rows_ && (basis_[r] != cols_ || m_[r][c].is_zero())) ++r;
    if (r == rows_ || !pivot(r, c)) return false;  // r == rows_: cannot happen, the basis is regular
  }
  for (std::size_t i = 0; i < rows_; ++i) {
    if (!free(i) && m_[i][rhs_] < Rational(0)) return false;  // cannot happen: best responses start feasible
    m_[i][q_ + i] = Rational(1);
  }
  return true;
}

std::optional<Vec> Tracing::run(Work& work, int& pivots, std::string& why, bool& over_budget) {
  std::size_t entering = y_;  // y(empty)
  for (;;) {
    if (!work.spend(rows_ * cols_)) {
      over_budget = true;
      why = "the tracing path passes the work budget of " + std::to_string(work.limit) + " steps after " +
            std::to_string(pivots) + " pivots";
      return std::nullopt;
    }
    std::optional<std::size_t> r;
    for (std::size_t i = 0; i < rows_; ++i)
      if (!free(i) && m_[i][entering] > Rational(0) && (!r || smaller(i, *r, entering))) r = i;
    if (!r) {
      why = "the tracing path ended on a ray";
      return std::nullopt;
    }
    const std::size_t leaving = basis_[*r];
    if (!pivot(*r, entering)) {
      why = "the pivoting's numbers grow past exact 128-bit arithmetic";
      return std::nullopt;
    }
    ++pivots;
    if (leaving == z0_) break;
    entering = complement(leaving);
  }
  Vec z(n1_ + n2_, Rational(0));
  for (std::size_t i = 0; i < rows_; ++i)
    if (basis_[i] < u_) z[basis_[i]] = m_[i][rhs_];
  return z;
}

}  // namespace

LcpResult seqform::solve_by_tracing(const Game& g, const std::vector<Sequences>& s, Work& work) {
  LcpResult r;
  Tracing path(g, s);
  // The tableau, allocated in full: rows x columns numbers.
  if (!work.spend(static_cast<std::uint64_t>(path.rows()) * path.columns() * kBytesPerValue)) {
    r.over_budget = true;
    r.refusal = "the sequence form's " + std::to_string(s[1].count) + " + " + std::to_string(s[2].count) +
                " sequences make a tableau past the work budget of " + std::to_string(work.limit) + " steps";
    return r;
  }
  std::string why;
  if (!path.start(g, s)) {
    r.refusal = "the pivoting's numbers grow past exact 128-bit arithmetic";
    return r;
  }
  const std::optional<Vec> z = path.run(work, r.pivots, why, r.over_budget);
  if (!z) {
    r.refusal = why;
    return r;
  }
  r.profile = BehaviourProfile{seqform::behaviour(*z, 0, s[1], g.infosets[1]),
                               seqform::behaviour(*z, s[1].count, s[2], g.infosets[2])};
  return r;
}

}  // namespace gtl::payoff
