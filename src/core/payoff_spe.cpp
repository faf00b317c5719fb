#include "payoff_spe.hpp"

#include <algorithm>

namespace gtl::payoff {
namespace {

constexpr std::uint64_t kMax = ~std::uint64_t{0};

std::uint64_t sat_mul(std::uint64_t a, std::uint64_t b) {
  std::uint64_t r;
  return __builtin_mul_overflow(a, b, &r) ? kMax : r;
}
std::uint64_t sat_add(std::uint64_t a, std::uint64_t b) { return a > kMax - b ? kMax : a + b; }

const char* const kTooLarge = "the expected payoffs grow past exact 128-bit arithmetic";

// The set of payoff vectors of every node's subgame equilibria, with counts,
// in one pool: node v's entries are first[v] .. first[v] + size[v] - 1.
class Sets {
 public:
  Sets(const Game& g, Work& work) : g_(g), n_(g.players.size()), work_(work) {}

  // The upward pass; false with `refusal` set.
  bool build(std::optional<std::string>& refusal, bool& over_budget);

  std::size_t players() const { return n_; }
  const Rational* vec(std::uint32_t e) const { return &vals_[static_cast<std::size_t>(e) * n_]; }
  std::uint64_t count(std::uint32_t e) const { return counts_[e]; }
  std::uint32_t first(int v) const { return first_[v]; }
  std::uint32_t size(int v) const { return size_[v]; }
  bool same(const Rational* a, const Rational* b) const { return std::equal(a, a + n_, b); }

 private:
  // Adds u to v's set (or its count to an equal vector's); false past the
  // budget, which a new entry's bytes are charged to.
  bool add(int v, const std::vector<Rational>& u, std::uint64_t count);
  bool personal(int v);
  bool chance(int v);
  // Equilibria of child c's subgame giving player index i at most t.
  std::uint64_t at_most(int c, std::size_t i, const Rational& t) const {
    std::uint64_t s = 0;
    for (std::uint32_t e = first_[c]; e < first_[c] + size_[c]; ++e)
      if (vec(e)[i] <= t) s = sat_add(s, counts_[e]);
    return s;
  }

  const Game& g_;
  std::size_t n_;
  Work& work_;
  std::vector<Rational> vals_;
  std::vector<std::uint64_t> counts_;
  std::vector<std::uint32_t> first_, size_;
};

bool Sets::add(int v, const std::vector<Rational>& u, std::uint64_t count) {
  for (std::uint32_t e = first_[v]; e < first_[v] + size_[v]; ++e)
    if (same(vec(e), u.data())) {
      counts_[e] = sat_add(counts_[e], count);
      return true;
    }
  if (size_[v] > 0 && !work_.spend(n_ * kBytesPerValue)) return false;  // a node's first entry is paid by the node
  vals_.insert(vals_.end(), u.begin(), u.end());
  counts_.push_back(count);
  ++size_[v];
  return true;
}

bool Sets::personal(int v) {
  const Node& node = g_.nodes[v];
  const std::size_t i = static_cast<std::size_t>(node.player) - 1;
  std::vector<Rational> u(n_);
  for (int c : node.children) {
    for (std::uint32_t e = first_[c]; e < first_[c] + size_[c]; ++e) {
      std::uint64_t count = counts_[e];
      for (int other : node.children) {
        if (other == c) continue;
        if (!work_.spend(size_[other])) return false;
        count = sat_mul(count, at_most(other, i, vec(e)[i]));
      }
      if (count == 0) continue;
      std::copy(vec(e), vec(e) + n_, u.begin());
      if (!work_.spend(size_[v] + 1) || !add(v, u, count)) return false;
    }
  }
  return true;
}

// Every combination of the children's vectors, by an odometer.
bool Sets::chance(int v) {
  const Node& node = g_.nodes[v];
  const Infoset& h = g_.infoset_of(node);
  const std::size_t k = node.children.size();
  std::vector<std::uint32_t> pos(k, 0);
  std::vector<Rational> u(n_);
  for (;;) {
    std::fill(u.begin(), u.end(), Rational(0));
    std::uint64_t count = 1;
    for (std::size_t j = 0; j < k; ++j) {
      const std::uint32_t e = first_[node.children[j]] + pos[j];
      for (std::size_t i = 0; i < n_; ++i) u[i] += h.probs[j] * vec(e)[i];
      count = sat_mul(count, counts_[e]);
    }
    if (!work_.spend(k * n_ + size_[v])) return false;
    if (!std::all_of(u.begin(), u.end(), [](const Rational& x) { return x.ok(); })) return false;
    if (!add(v, u, count)) return false;
    std::size_t j = k;
    while (j > 0 && ++pos[j - 1] == size_[node.children[j - 1]]) pos[--j] = 0;
    if (j == 0) return true;
  }
}

bool Sets::build(std::optional<std::string>& refusal, bool& over_budget) {
  const std::size_t count = g_.nodes.size();
  first_.assign(count, 0);
  size_.assign(count, 0);
  const std::vector<Rational> totals = path_totals(g_);
  for (std::size_t v = count; v-- > 0;) {
    const Node& node = g_.nodes[v];
    first_[v] = static_cast<std::uint32_t>(counts_.size());
    bool ok = true;
    if (node.kind == NodeKind::Terminal) {
      add(static_cast<int>(v), std::vector<Rational>(totals.begin() + v * n_, totals.begin() + (v + 1) * n_), 1);
      if (!std::all_of(vec(first_[v]), vec(first_[v]) + n_, [](const Rational& x) { return x.ok(); })) {
        refusal = "the payoffs summed along a play grow past exact 128-bit arithmetic";
        return false;
      }
    } else {
      ok = node.kind == NodeKind::Personal ? personal(static_cast<int>(v)) : chance(static_cast<int>(v));
    }
    if (!ok) {
      over_budget = work_.used > work_.limit;
      refusal = over_budget ? std::string("the backward induction passes the work budget of ") +
                                  std::to_string(work_.limit) + " steps at the node of line " +
                                  std::to_string(node.line)
                            : std::string(kTooLarge);
      return false;
    }
  }
  return true;
}

// The listing: a backtracking walk over the nodes in preorder. Each node gets
// an entry (a payoff vector of its set) from its parent; a "way" at a node is
// a choice of entries for all its children that yields the node's entry (and,
// at a personal node, the action taken). Every way leads to equilibria below
// (each entry is some subgame equilibrium's), so the walk never dead-ends.
class Lister {
 public:
  Lister(const Game& g, const Sets& sets) : g_(g), s_(sets), ways_(g.nodes.size()), entry_(g.nodes.size()) {}

  void list(SpeResult& r, Work& work, std::size_t max_listed);

 private:
  struct Ways {
    int choice = -1;
    std::vector<std::vector<std::uint32_t>> cand;  // per child: the entries it may take
    std::vector<std::uint32_t> pos;                // an odometer over cand
  };
  bool first_way(int v);
  bool next_way(int v);
  bool setup_personal(int v, int from_choice);
  bool chance_matches(int v) const;
  bool advance(Ways& w) const {
    std::size_t j = w.pos.size();
    while (j > 0 && ++w.pos[j - 1] == w.cand[j - 1].size()) w.pos[--j] = 0;
    return j > 0;
  }
  void apply(int v) {
    const Ways& w = ways_[v];
    for (std::size_t j = 0; j < w.pos.size(); ++j) entry_[g_.nodes[v].children[j]] = w.cand[j][w.pos[j]];
  }
  void emit(SpeResult& r) const;

  const Game& g_;
  const Sets& s_;
  std::vector<Ways> ways_;
  std::vector<std::uint32_t> entry_;
};

bool Lister::setup_personal(int v, int from_choice) {
  const Node& node = g_.nodes[v];
  const std::size_t i = static_cast<std::size_t>(node.player) - 1;
  const Rational* u = s_.vec(entry_[v]);
  Ways& w = ways_[v];
  const std::size_t k = node.children.size();
  for (int c = from_choice; c < static_cast<int>(k); ++c) {
    w.cand.assign(k, {});
    bool possible = true;
    for (std::size_t j = 0; j < k && possible; ++j) {
      const int child = node.children[j];
      for (std::uint32_t e = s_.first(child); e < s_.first(child) + s_.size(child); ++e)
        if (static_cast<int>(j) == c ? s_.same(s_.vec(e), u) : s_.vec(e)[i] <= u[i]) w.cand[j].push_back(e);
      possible = !w.cand[j].empty();
    }
    if (!possible) continue;
    w.choice = c;
    w.pos.assign(k, 0);
    apply(v);
    return true;
  }
  return false;
}

bool Lister::chance_matches(int v) const {
  const Node& node = g_.nodes[v];
  const Infoset& h = g_.infoset_of(node);
  const Ways& w = ways_[v];
  const Rational* u = s_.vec(entry_[v]);
  for (std::size_t i = 0; i < s_.players(); ++i) {
    Rational x(0);
    for (std::size_t j = 0; j < w.pos.size(); ++j) x += h.probs[j] * s_.vec(w.cand[j][w.pos[j]])[i];
    if (x != u[i]) return false;
  }
  return true;
}

bool Lister::first_way(int v) {
  const Node& node = g_.nodes[v];
  if (node.kind == NodeKind::Terminal) return true;
  if (node.kind == NodeKind::Personal) return setup_personal(v, 0);
  Ways& w = ways_[v];
  w.cand.assign(node.children.size(), {});
  for (std::size_t j = 0; j < node.children.size(); ++j) {
    const int child = node.children[j];
    for (std::uint32_t e = s_.first(child); e < s_.first(child) + s_.size(child); ++e) w.cand[j].push_back(e);
  }
  w.pos.assign(node.children.size(), 0);
  while (!chance_matches(v))
    if (!advance(w)) return false;
  apply(v);
  return true;
}

bool Lister::next_way(int v) {
  const Node& node = g_.nodes[v];
  if (node.kind == NodeKind::Terminal) return false;
  Ways& w = ways_[v];
  if (node.kind == NodeKind::Personal) {
    if (advance(w)) {
      apply(v);
      return true;
    }
    return setup_personal(v, w.choice + 1);
  }
  do {
    if (!advance(w)) return false;
  } while (!chance_matches(v));
  apply(v);
  return true;
}

void Lister::emit(SpeResult& r) const {
  PureProfile p(g_.players.size());
  for (std::size_t i = 0; i < p.size(); ++i) p[i].assign(g_.infosets[i + 1].size(), -1);
  for (std::size_t v = 0; v < g_.nodes.size(); ++v)
    if (g_.nodes[v].kind == NodeKind::Personal) p[g_.nodes[v].player - 1][g_.nodes[v].infoset] = ways_[v].choice;
  r.listed.push_back(std::move(p));
  const Rational* u = s_.vec(entry_[0]);
  r.payoffs.emplace_back(u, u + s_.players());
}

void Lister::list(SpeResult& r, Work& work, std::size_t max_listed) {
  const int n = static_cast<int>(g_.nodes.size());
  for (std::uint32_t root = s_.first(0); root < s_.first(0) + s_.size(0); ++root) {
    entry_[0] = root;
    int v = 0;
    bool forward = true;
    for (;;) {
      if (r.listed.size() >= max_listed) return;
      if (!work.spend(1)) {
        r.list_cut_by_budget = true;
        return;
      }
      if (forward) {
        if (v == n) {
          emit(r);
          forward = false;
          v = n - 1;
        } else if (first_way(v)) {
          ++v;
        } else {
          forward = false;
          --v;
        }
      } else {
        if (v < 0) break;
        if (next_way(v)) {
          forward = true;
          ++v;
        } else {
          --v;
        }
      }
    }
  }
}

}  // namespace

SpeResult solve_spe(const Game& g, Work& work, std::size_t max_listed) {
  SpeResult r;
  if (auto why = imperfect_information(g)) {
    r.refusal = "subgame-perfect equilibria by backward induction need perfect information, but " + *why;
    return r;
  }
  Sets sets(g, work);
  if (!sets.build(r.refusal, r.over_budget)) return r;
  for (std::uint32_t e = sets.first(0); e < sets.first(0) + sets.size(0); ++e) r.count = sat_add(r.count, sets.count(e));
  r.count_saturated = r.count == kMax;
  Lister(g, sets).list(r, work, max_listed);
  return r;
}

}  // namespace gtl::payoff
