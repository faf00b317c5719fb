#include "payoff_sequence_form.hpp"

#include <algorithm>

namespace gtl::payoff::seqform {

Mat constraints(const Sequences& s, const std::vector<Infoset>& sets) {
  Mat e(1 + sets.size(), Vec(s.count, Rational(0)));
  e[0][0] = Rational(1);
  for (std::size_t h = 0; h < sets.size(); ++h) {
    e[1 + h][s.of_set[h]] = Rational(-1);
    for (std::size_t a = 0; a < sets[h].actions.size(); ++a) e[1 + h][s.base[h] + a] = Rational(1);
  }
  return e;
}

void payoff_matrices(const Game& g, const std::vector<Sequences>& s, Mat& a, Mat& b) {
  const std::vector<Rational> totals = path_totals(g), reach = chance_reach(g);
  Rational top[2] = {Rational(0), Rational(0)};
  bool first = true;
  for (std::size_t v = 0; v < g.nodes.size(); ++v) {
    if (g.nodes[v].kind != NodeKind::Terminal) continue;
    for (int i = 0; i < 2; ++i) top[i] = first ? totals[v * 2 + i] : std::max(top[i], totals[v * 2 + i]);
    first = false;
  }
  a.assign(s[1].count, Vec(s[2].count, Rational(0)));
  b = a;
  for (std::size_t v = 0; v < g.nodes.size(); ++v) {
    if (g.nodes[v].kind != NodeKind::Terminal || reach[v].is_zero()) continue;
    const int s1 = s[1].at_node[v], s2 = s[2].at_node[v];
    a[s1][s2] += reach[v] * (totals[v * 2] - top[0] - Rational(1));
    b[s1][s2] += reach[v] * (totals[v * 2 + 1] - top[1] - Rational(1));
  }
}

std::vector<std::vector<Rational>> behaviour(const Vec& z, std::size_t offset, const Sequences& s,
                                             const std::vector<Infoset>& sets) {
  std::vector<std::vector<Rational>> b(sets.size());
  for (std::size_t h = 0; h < sets.size(); ++h) {
    const std::size_t k = sets[h].actions.size();
    const Rational reach = z[offset + s.of_set[h]];
    for (std::size_t a = 0; a < k; ++a)
      b[h].push_back(reach.is_zero() ? Rational::fraction(1, static_cast<Int128>(k))
                                     : z[offset + s.base[h] + a] / reach);
  }
  return b;
}

bool pivot(Mat& m, std::size_t r, std::size_t c, std::vector<std::size_t>& nonzero) {
  const Rational p = m[r][c];
  nonzero.clear();
  for (std::size_t k = 0; k < m[r].size(); ++k)
    if (!m[r][k].is_zero()) {
      m[r][k] = m[r][k] / p;
      if (!m[r][k].ok()) return false;
      nonzero.push_back(k);
    }
  for (std::size_t i = 0; i < m.size(); ++i) {
    if (i == r || m[i][c].is_zero()) continue;
    const Rational f = m[i][c];
    for (std::size_t k : nonzero) {
      m[i][k] -= f * m[r][k];
      if (!m[i][k].ok()) return false;
    }
  }
  return true;
}

}  // namespace gtl::payoff::seqform
