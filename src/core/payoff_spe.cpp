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
  std::vector<Rational> vals_, scratch_;
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
  std::vector<Rational>& u = scratch_;
  u.resize(n_);
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
  vals_.reserve(count * n_);  // every node has at least one entry
  counts_.reserve(count);
  for (std::size_t v = count; v-- > 0;) {
    const Node& node = g_.nodes[v];
    first_[v] = static_cast<std::uint32_t>(counts_.size());
    bool ok = true;
    if (node.kind == NodeKind::Terminal) {
      scratch_.assign(totals.begin() + v * n_, totals.begin() + (v + 1) * n_);
      add(static_cast<int>(v), scratch_, 1);
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
//
// The ways' candidates live in one arena used as a stack: node v's data
// starts where node v - 1's ends, because when the walk (re)builds v's ways,
// every node after v is stale and will be built again before it is read. (A
// vector per child and node was most of listing a million-node tree.)
class Lister {
 public:
  Lister(const Game& g, const Sets& sets) : g_(g), s_(sets), ways_(g.nodes.size()), entry_(g.nodes.size()) {}

  void list(SpeResult& r, Work& work, std::size_t max_listed);

 private:
  // Node v's arena_[at .. end): k odometer positions, k + 1 bounds of the
  // children's candidate runs (relative to at), then the candidates.
  struct Ways {
    int choice = -1;
    std::size_t at = 0, end = 0;
  };
  std::size_t kids(int v) const { return g_.nodes[v].children.size(); }
  std::uint32_t& pos(int v, std::size_t j) { return arena_[ways_[v].at + j]; }
  std::uint32_t pos(int v, std::size_t j) const { return arena_[ways_[v].at + j]; }
  std::size_t lo(int v, std::size_t j) const { return ways_[v].at + arena_[ways_[v].at + kids(v) + j]; }
  std::size_t cand_count(int v, std::size_t j) const { return lo(v, j + 1) - lo(v, j); }
  std::uint32_t cand(int v, std::size_t j) const { return arena_[lo(v, j) + pos(v, j)]; }
  // Starts v's data after v - 1's, zeroed positions; the bounds follow.
  void open(int v) {
    Ways& w = ways_[v];
    w.at = v == 0 ? 0 : ways_[v - 1].end;
    arena_.resize(w.at);
    arena_.resize(w.at + 2 * kids(v) + 1, 0);
  }
  void bound(int v, std::size_t j) { arena_[ways_[v].at + kids(v) + j] = static_cast<std::uint32_t>(arena_.size() - ways_[v].at); }
  bool first_way(int v);
  bool next_way(int v);
  bool setup_personal(int v, int from_choice);
  bool chance_matches(int v) const;
  bool advance(int v) {
    std::size_t j = kids(v);
    while (j > 0 && ++pos(v, j - 1) == cand_count(v, j - 1)) pos(v, --j) = 0;
    return j > 0;
  }
  void apply(int v) {
    for (std::size_t j = 0; j < kids(v); ++j) entry_[g_.nodes[v].children[j]] = cand(v, j);
  }
  void emit(SpeResult& r) const;

  const Game& g_;
  const Sets& s_;
  std::vector<Ways> ways_;
  std::vector<std::uint32_t> entry_;
  std::vector<std::uint32_t> arena_;
};

bool Lister::setup_personal(int v, int from_choice) {
  const Node& node = g_.nodes[v];
  const std::size_t i = static_cast<std::size_t>(node.player) - 1;
  const Rational* u = s_.vec(entry_[v]);
  const std::size_t k = node.children.size();
  for (int c = from_choice; c < static_cast<int>(k); ++c) {
    const std::size_t at = ways_[v].at;
    arena_.resize(at);
    arena_.resize(at + 2 * k + 1, 0);
    bool possible = true;
    for (std::size_t j = 0; j < k && possible; ++j) {
      bound(v, j);
      const int child = node.children[j];
      const std::size_t before = arena_.size();
      for (std::uint32_t e = s_.first(child); e < s_.first(child) + s_.size(child); ++e)
        if (static_cast<int>(j) == c ? s_.same(s_.vec(e), u) : s_.vec(e)[i] <= u[i]) arena_.push_back(e);
      possible = arena_.size() > before;
    }
    if (!possible) continue;
    bound(v, k);
    ways_[v].choice = c;
    ways_[v].end = arena_.size();
    apply(v);
    return true;
  }
  return false;
}

bool Lister::chance_matches(int v) const {
  const Node& node = g_.nodes[v];
  const Infoset& h = g_.infoset_of(node);
  const Rational* u = s_.vec(entry_[v]);
  for (std::size_t i = 0; i < s_.players(); ++i) {
    Rational x(0);
    for (std::size_t j = 0; j < node.children.size(); ++j) x += h.probs[j] * s_.vec(cand(v, j))[i];
    if (x != u[i]) return false;
  }
  return true;
}

bool Lister::first_way(int v) {
  const Node& node = g_.nodes[v];
  open(v);
  if (node.kind == NodeKind::Terminal) {
    ways_[v].end = arena_.size();
    return true;
  }
  if (node.kind == NodeKind::Personal) return setup_personal(v, 0);
  for (std::size_t j = 0; j < node.children.size(); ++j) {
    bound(v, j);
    const int child = node.children[j];
    for (std::uint32_t e = s_.first(child); e < s_.first(child) + s_.size(child); ++e) arena_.push_back(e);
  }
  bound(v, node.children.size());
  ways_[v].end = arena_.size();
  while (!chance_matches(v))
    if (!advance(v)) return false;
  apply(v);
  return true;
}

bool Lister::next_way(int v) {
  const Node& node = g_.nodes[v];
  if (node.kind == NodeKind::Terminal) return false;
  if (node.kind == NodeKind::Personal) {
    if (advance(v)) {
      apply(v);
      return true;
    }
    return setup_personal(v, ways_[v].choice + 1);
  }
  do {
    if (!advance(v)) return false;
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

SpeValues spe_values(const Game& g, Work& work) {
  SpeValues r;
  if (auto why = imperfect_information(g)) {
    r.refusal = "subgame-perfect equilibria by backward induction need perfect information, but " + *why;
    return r;
  }
  Sets sets(g, work);
  bool over_budget = false;
  if (!sets.build(r.refusal, over_budget)) return r;
  r.at.resize(g.nodes.size());
  r.count.resize(g.nodes.size());
  for (std::size_t v = 0; v < g.nodes.size(); ++v) {
    const int node = static_cast<int>(v);
    for (std::uint32_t e = sets.first(node); e < sets.first(node) + sets.size(node); ++e) {
      r.at[v].emplace_back(sets.vec(e), sets.vec(e) + sets.players());
      r.count[v].push_back(sets.count(e));
    }
  }
  return r;
}

}  // namespace gtl::payoff
