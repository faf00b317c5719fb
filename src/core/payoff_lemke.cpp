#include "payoff_lemke.hpp"

#include "payoff_sequence_form.hpp"

namespace gtl::payoff {
namespace {

using seqform::behaviour;
using seqform::constraints;
using seqform::Mat;
using seqform::payoff_matrices;
using seqform::Vec;

// The LCP  w = q + M z >= 0, z >= 0, w.z = 0  of the sequence form.
struct Lcp {
  Mat m;
  Vec q;
  std::size_t n1 = 0, n2 = 0;  // the players' sequence counts: z starts with x, then y
};

// Places `block` (or its negation / transpose) at (row, col) of m.
void put(Mat& m, std::size_t row, std::size_t col, const Mat& block, bool transpose, int sign) {
  for (std::size_t i = 0; i < block.size(); ++i)
    for (std::size_t j = 0; j < block[i].size(); ++j) {
      if (block[i][j].is_zero()) continue;
      const Rational x = sign > 0 ? block[i][j] : -block[i][j];
      if (transpose) m[row + j][col + i] = x; else m[row + i][col + j] = x;
    }
}

Lcp sequence_form_lcp(const Game& g, const std::vector<Sequences>& s) {
  Mat a, b;
  payoff_matrices(g, s, a, b);
  const Mat e = constraints(s[1], g.infosets[1]), f = constraints(s[2], g.infosets[2]);
  Lcp l;
  l.n1 = s[1].count;
  l.n2 = s[2].count;
  const std::size_t k1 = e.size(), k2 = f.size(), n = l.n1 + l.n2 + 2 * k1 + 2 * k2;
  const std::size_t y0 = l.n1, u1 = y0 + l.n2, u2 = u1 + k1, v1 = u2 + k1, v2 = v1 + k2;
  l.m.assign(n, Vec(n, Rational(0)));
  l.q.assign(n, Rational(0));
  put(l.m, 0, y0, a, false, -1);   // -A y
  put(l.m, 0, u1, e, true, 1);     // + E^T u1
  put(l.m, 0, u2, e, true, -1);    // - E^T u2
  put(l.m, y0, 0, b, true, -1);    // -B^T x
  put(l.m, y0, v1, f, true, 1);
  put(l.m, y0, v2, f, true, -1);
  put(l.m, u1, 0, e, false, -1);   // e - E x >= 0
  put(l.m, u2, 0, e, false, 1);    // E x - e >= 0
  put(l.m, v1, y0, f, false, -1);
  put(l.m, v2, y0, f, false, 1);
  l.q[u1] = Rational(1);
  l.q[u2] = Rational(-1);
  l.q[v1] = Rational(1);
  l.q[v2] = Rational(-1);
  return l;
}

// Lemke's algorithm on the tableau [I | -M | -d | q]: columns 0..n-1 are w,
// n..2n-1 are z, 2n is z0, 2n+1 the right-hand side.
class Lemke {
 public:
  explicit Lemke(const Lcp& l) : n_(l.q.size()), t_(n_, Vec(2 * n_ + 2, Rational(0))), basis_(n_) {
    for (std::size_t i = 0; i < n_; ++i) {
      t_[i][i] = Rational(1);
      for (std::size_t j = 0; j < n_; ++j)
        if (!l.m[i][j].is_zero()) t_[i][n_ + j] = -l.m[i][j];
      t_[i][2 * n_] = Rational(-1);
      t_[i][2 * n_ + 1] = l.q[i];
      basis_[i] = i;
    }
  }

  // Runs to the end; the z part of the solution, or nullopt with `why`.
  std::optional<Vec> run(Work& work, int& pivots, std::string& why, bool& over_budget);

 private:
  // Row i's ratio entries for the lexicographic test: rhs, then the w columns.
  const Rational& lex(std::size_t i, std::size_t k) const { return k == 0 ? t_[i][2 * n_ + 1] : t_[i][k - 1]; }
  // Whether row i's ratio is lexicographically smaller than row j's, for column c.
  bool smaller(std::size_t i, std::size_t j, std::size_t c) const {
    for (std::size_t k = 0; k <= n_; ++k) {
      const Rational ri = lex(i, k) / t_[i][c], rj = lex(j, k) / t_[j][c];
      if (ri != rj) return ri < rj;
    }
    return false;
  }
  bool pivot(std::size_t r, std::size_t c);

  std::size_t n_;
  Mat t_;
  std::vector<std::size_t> basis_;
  std::vector<std::size_t> nonzero_;  // pivot's scratch
};

// The pivot (seqform::pivot), and c enters the basis in row r.
bool Lemke::pivot(std::size_t r, std::size_t c) {
  if (!seqform::pivot(t_, r, c, nonzero_)) return false;
  basis_[r] = c;
  return true;
}

std::optional<Vec> Lemke::run(Work& work, int& pivots, std::string& why, bool& over_budget) {
  const std::size_t z0 = 2 * n_;
  // First pivot: z0 enters where q / d is lexicographically least (d = 1,
  // and the column holds -1, so compare the negated rows).
  std::size_t r = 0;
  for (std::size_t i = 1; i < n_; ++i)
    if (smaller(r, i, z0)) r = i;  // ratios with -1: the largest -row is the least row
  if (!(t_[r][2 * n_ + 1] < Rational(0))) return Vec(n_, Rational(0));  // q >= 0: z = 0 solves it
  std::size_t entering = z0;
  for (;;) {
    if (!work.spend(n_ * (2 * n_ + 2))) {
      over_budget = true;
      why = "Lemke's algorithm passes the work budget of " + std::to_string(work.limit) + " steps after " +
            std::to_string(pivots) + " pivots";
      return std::nullopt;
    }
    const std::size_t leaving = basis_[r];
    if (!pivot(r, entering)) {
      why = "the pivoting's numbers grow past exact 128-bit arithmetic";
      return std::nullopt;
    }
    ++pivots;
    if (leaving == z0) break;
    entering = leaving < n_ ? leaving + n_ : leaving - n_;  // the complement
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < n_; ++i)
      if (t_[i][entering] > Rational(0) && (!best || smaller(i, *best, entering))) best = i;
    if (!best) {
      why = "Lemke's algorithm ended on a ray";
      return std::nullopt;
    }
    r = *best;
  }
  Vec z(n_, Rational(0));
  for (std::size_t i = 0; i < n_; ++i)
    if (basis_[i] >= n_ && basis_[i] < 2 * n_) z[basis_[i] - n_] = t_[i][2 * n_ + 1];
  return z;
}

}  // namespace

LcpResult solve_lcp(const Game& g, Work& work, LcpPath path) {
  LcpResult r;
  if (g.player_count() != 2) {
    r.refusal = "the sequence form solves 2-player games, and this game has " + std::to_string(g.player_count()) +
                " player(s)";
    return r;
  }
  std::optional<std::string> recall;
  const std::vector<Sequences> s = player_sequences(g, &recall);
  if (recall) {
    r.refusal = "the sequence form needs perfect recall, but this game has " + *recall;
    return r;
  }
  if (path == LcpPath::Tracing) return seqform::solve_by_tracing(g, s, work);
  // The LCP's matrix and Lemke's tableau, allocated in full: n^2 + n (2n + 2) numbers.
  std::uint64_t n = s[1].count + s[2].count + 2 * (g.infosets[1].size() + g.infosets[2].size() + 2);
  if (!work.spend((3 * n * n + 2 * n) * kBytesPerValue)) {
    r.over_budget = true;
    r.refusal = "the sequence form's " + std::to_string(s[1].count) + " + " + std::to_string(s[2].count) +
                " sequences make a tableau past the work budget of " + std::to_string(work.limit) + " steps";
    return r;
  }
  const Lcp l = sequence_form_lcp(g, s);
  std::string why;
  const std::optional<Vec> z = Lemke(l).run(work, r.pivots, why, r.over_budget);
  if (!z) {
    r.refusal = why;
    return r;
  }
  r.profile = BehaviourProfile{behaviour(*z, 0, s[1], g.infosets[1]), behaviour(*z, l.n1, s[2], g.infosets[2])};
  return r;
}

std::vector<Rational> behaviour_payoffs(const Game& g, const BehaviourProfile& p) {
  const std::size_t n = g.players.size();
  const std::vector<Rational> totals = path_totals(g);
  std::vector<Rational> reach(g.nodes.size(), Rational(1)), u(n, Rational(0));
  for (std::size_t v = 0; v < g.nodes.size(); ++v) {
    const Node& node = g.nodes[v];
    if (node.parent >= 0) {
      const Node& up = g.nodes[node.parent];
      reach[v] = reach[node.parent] * (up.kind == NodeKind::Chance ? g.infoset_of(up).probs[node.action]
                                                                   : p[up.player - 1][up.infoset][node.action]);
    }
    if (node.kind == NodeKind::Terminal)
      for (std::size_t i = 0; i < n; ++i) u[i] += reach[v] * totals[v * n + i];
  }
  return u;
}

}  // namespace gtl::payoff
