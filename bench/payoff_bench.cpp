// Payoff-game solvers (issue 44 §5), each against a plain baseline measured
// in the same run:
//   spe_1e6      every pure SPE of a 2^20 - 1 node perfect-information tree,
//                counted, one listed (solve_spe) vs a plain backward induction
//                of the same tree that finds one SPE (no sets, no count);
//   kuhn, one_card  `lcp` (sequence form + Lemke) vs the strategic-form route
//                (reduced strategic form, then every extreme equilibrium when
//                the form is small enough: one-card poker; for Kuhn poker's
//                27 x 64 form, building the form alone);
//   seqform_N    an N-card Kuhn-like poker (4N + 1 sequences a player) by the
//                sequence form vs one plain pass over its tree (the sequences
//                and the chance-weighted payoffs every method must gather);
//   efg_10MB     read_efg of a ~10 MB file vs a plain tokenizer of the bytes.
// The games are written here from their rules. `--write-files DIR` writes the
// .efg files for timing the game-solve CLI as whole processes.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "core/payoff_efg.hpp"
#include "core/payoff_game.hpp"
#include "core/payoff_lemke.hpp"
#include "core/payoff_mixed.hpp"
#include "core/payoff_spe.hpp"
#include "core/payoff_strategic.hpp"
#include "ratio_reporter.hpp"

namespace {

using namespace gtl::payoff;

// Builds a game in preorder: a node is added before its children.
struct Builder {
  Game g;
  explicit Builder(int players) {
    for (int i = 1; i <= players; ++i) g.players.push_back("Player " + std::to_string(i));
    g.infosets.resize(players + 1);
  }
  int node(NodeKind kind, int player, int infoset, int parent, int action) {
    Node n;
    n.kind = kind;
    n.player = kind == NodeKind::Terminal ? -1 : player;
    n.infoset = infoset;
    n.parent = parent;
    n.action = action;
    const int v = static_cast<int>(g.nodes.size());
    g.nodes.push_back(std::move(n));
    if (parent >= 0) g.nodes[parent].children.push_back(v);
    return v;
  }
  int set(int player, std::string label, std::vector<std::string> actions, std::vector<Rational> probs = {}) {
    g.infosets[player].push_back(Infoset{std::move(label), std::move(actions), std::move(probs)});
    return static_cast<int>(g.infosets[player].size()) - 1;
  }
  // A leaf with outcome (a, -a) for two players, or the given payoffs.
  void leaf(int parent, int action, std::vector<Rational> payoffs) {
    const int v = node(NodeKind::Terminal, -1, -1, parent, action);
    g.outcomes.push_back(Outcome{"", std::move(payoffs)});
    g.nodes[v].outcome = static_cast<int>(g.outcomes.size()) - 1;
  }
};

// A binary perfect-information tree of the given depth, players alternating,
// each leaf's payoffs drawn from 0..range-1 (fixed seed): small ranges tie
// often, so the equilibria number far past 2^64. Range 0: each leaf its own
// outcome with payoffs from 0..2^31-1, so ties are rare and the count small.
Game spe_tree(int depth, int range) {
  Builder b(2);
  std::mt19937 rng(4404);
  std::uniform_int_distribution<int> pay(0, range > 0 ? range - 1 : 0x7fffffff);
  // Shared outcomes, one per payoff pair, as a file would number them.
  for (int x = 0; x < range; ++x)
    for (int y = 0; y < range; ++y) b.g.outcomes.push_back(Outcome{"", {Rational(x), Rational(y)}});
  struct Frame { int parent, action, level; };
  std::vector<Frame> stack{{-1, -1, 0}};
  while (!stack.empty()) {
    const Frame f = stack.back();
    stack.pop_back();
    if (f.level == depth) {
      if (range == 0) {
        b.leaf(f.parent, f.action, {Rational(pay(rng)), Rational(pay(rng))});
        continue;
      }
      const int v = b.node(NodeKind::Terminal, -1, -1, f.parent, f.action);
      b.g.nodes[v].outcome = pay(rng) * range + pay(rng);
      continue;
    }
    const int player = 1 + f.level % 2;
    const int h = b.set(player, "", {"L", "R"});
    const int v = b.node(NodeKind::Personal, player, h, f.parent, f.action);
    stack.push_back({v, 1, f.level + 1});  // popped second: R after L's subtree
    stack.push_back({v, 0, f.level + 1});
  }
  number_outcomes_by_use(b.g);
  return std::move(b.g);
}

// Kuhn-like poker with `cards` cards (Kuhn poker: 3), ante 1, one bet of 1:
// chance deals each ordered pair of different cards; player 1 checks or bets;
// after a check player 2 checks (showdown for 1) or bets, and player 1 folds
// or calls (showdown for 2); after a bet player 2 folds or calls. Each player
// sees only their own card: player 1's sets are (card) and (card, check-bet),
// player 2's (card, check) and (card, bet).
Game kuhn(int cards) {
  Builder b(2);
  b.g.title = std::to_string(cards) + "-card Kuhn poker";
  std::vector<std::string> deals;
  for (int i = 0; i < cards; ++i)
    for (int j = 0; j < cards; ++j)
      if (i != j) deals.push_back(std::to_string(i) + "," + std::to_string(j));
  const int nd = static_cast<int>(deals.size());
  const int deal = b.set(0, "deal", deals, std::vector<Rational>(nd, Rational::fraction(1, nd)));
  std::vector<int> p1(cards), p1cb(cards), p2c(cards), p2b(cards);
  const int root = b.node(NodeKind::Chance, 0, deal, -1, -1);
  int k = 0;
  for (int i = 0; i < cards; ++i)
    for (int j = 0; j < cards; ++j) {
      if (i == j) continue;
      const std::string c1 = std::to_string(i), c2 = std::to_string(j);
      // A set is created the first time its node is met, so sets come in the file's order.
      auto get = [&](std::vector<int>& ids, int player, int card, const std::string& label,
                     std::vector<std::string> acts) {
        if (ids[card] == 0) ids[card] = b.set(player, label, std::move(acts)) + 1;
        return ids[card] - 1;
      };
      const int win = i > j ? 1 : -1;
      const int a = b.node(NodeKind::Personal, 1, get(p1, 1, i, c1, {"check", "bet"}), root, k++);
      const int ac = b.node(NodeKind::Personal, 2, get(p2c, 2, j, c2 + " check", {"check", "bet"}), a, 0);
      b.leaf(ac, 0, {Rational(win), Rational(-win)});
      const int acb = b.node(NodeKind::Personal, 1, get(p1cb, 1, i, c1 + " check bet", {"fold", "call"}), ac, 1);
      b.leaf(acb, 0, {Rational(-1), Rational(1)});
      b.leaf(acb, 1, {Rational(2 * win), Rational(-2 * win)});
      const int ab = b.node(NodeKind::Personal, 2, get(p2b, 2, j, c2 + " bet", {"fold", "call"}), a, 1);
      b.leaf(ab, 0, {Rational(1), Rational(-1)});
      b.leaf(ab, 1, {Rational(2 * win), Rational(-2 * win)});
    }
  number_outcomes_by_use(b.g);
  return std::move(b.g);
}

// One-card poker (Myerson's, as von Stengel's Game Theory Basics tells it):
// ante 1 each; chance deals player 1 a high or a low card, 1/2 each, which
// player 1 sees; player 1 folds (showdown at the ante: +1 high, -1 low) or
// raises by 1; player 2, not seeing the card, passes (player 1 wins 1) or
// meets (showdown for 2).
Game one_card() {
  Builder b(2);
  b.g.title = "One-card poker";
  const int deal = b.set(0, "deal", {"high", "low"}, {Rational::fraction(1, 2), Rational::fraction(1, 2)});
  const int root = b.node(NodeKind::Chance, 0, deal, -1, -1);
  const int hi = b.set(1, "high", {"fold", "raise"}), lo = b.set(1, "low", {"fold", "raise"});
  const int p2 = b.set(2, "raised", {"pass", "meet"});
  for (int card = 0; card < 2; ++card) {
    const int win = card == 0 ? 1 : -1;
    const int a = b.node(NodeKind::Personal, 1, card == 0 ? hi : lo, root, card);
    b.leaf(a, 0, {Rational(win), Rational(-win)});
    const int r = b.node(NodeKind::Personal, 2, p2, a, 1);
    b.leaf(r, 0, {Rational(1), Rational(-1)});
    b.leaf(r, 1, {Rational(2 * win), Rational(-2 * win)});
  }
  number_outcomes_by_use(b.g);
  return std::move(b.g);
}

Work big_budget() {
  Work w;
  w.limit = std::uint64_t{1} << 40;
  return w;
}

const Game& spe_game(int range) {
  static Game ties = spe_tree(19, 4), few = spe_tree(19, 0);
  return range == 4 ? ties : few;
}

void spe_ours(benchmark::State& state) {
  const Game& g = spe_game(static_cast<int>(state.range(0)));
  std::uint64_t count = 0;
  bool saturated = false;
  for (auto _ : state) {
    Work w = big_budget();
    const SpeResult r = solve_spe(g, w, 1);
    if (r.refusal || r.listed.size() != 1) state.SkipWithError(r.refusal ? r.refusal->c_str() : "none listed");
    count = r.count;
    saturated = r.count_saturated;
    benchmark::DoNotOptimize(r.listed.data());
  }
  state.counters["nodes"] = static_cast<double>(g.nodes.size());
  state.counters["count"] = static_cast<double>(count);
  state.counters["saturated"] = saturated;
}

// One SPE by the first best action at each node, payoffs summed along the path.
void spe_baseline(benchmark::State& state) {
  const Game& g = spe_game(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    const std::vector<Rational> totals = path_totals(g);
    std::vector<int> best(g.nodes.size(), -1);
    std::vector<const Rational*> value(g.nodes.size());
    for (std::size_t v = g.nodes.size(); v-- > 0;) {
      const Node& n = g.nodes[v];
      if (n.kind == NodeKind::Terminal) {
        value[v] = &totals[v * 2];
        continue;
      }
      const int i = n.player - 1;
      int c = 0;
      for (int a = 1; a < static_cast<int>(n.children.size()); ++a)
        if (value[n.children[a]][i] > value[n.children[c]][i]) c = a;
      best[v] = c;
      value[v] = value[n.children[c]];
    }
    benchmark::DoNotOptimize(best.data());
  }
  state.counters["nodes"] = static_cast<double>(g.nodes.size());
}

const Game& poker(int cards) {
  static Game k3 = kuhn(3), oc = one_card();
  return cards == 0 ? oc : k3;
}

void poker_lcp(benchmark::State& state) {
  const Game& g = poker(static_cast<int>(state.range(0)));
  int pivots = 0;
  for (auto _ : state) {
    Work w = big_budget();
    const LcpResult r = solve_lcp(g, w);
    if (!r.profile) state.SkipWithError(r.refusal ? r.refusal->c_str() : "no profile");
    pivots = r.pivots;
    benchmark::DoNotOptimize(r.profile);
  }
  state.counters["pivots"] = pivots;
}

// The strategic-form route: the reduced form, then (one-card poker) every
// extreme equilibrium; Kuhn poker's 27 x 64 form is past vertex enumeration,
// so its row times building the form only.
void poker_strategic(benchmark::State& state) {
  const bool small = state.range(0) == 0;
  const Game& g = poker(static_cast<int>(state.range(0)));
  std::size_t equilibria = 0, profiles = 0;
  for (auto _ : state) {
    Work w = big_budget();
    const StrategicResult f = reduced_strategic_form(g, w);
    if (!f.form) state.SkipWithError("no form");
    profiles = f.form->profiles;
    if (small) {
      const MixedResult m = extreme_equilibria(*f.form, w);
      if (m.refusal) state.SkipWithError(m.refusal->c_str());
      equilibria = m.equilibria.size();
    }
    benchmark::DoNotOptimize(f.form);
  }
  state.counters["profiles"] = static_cast<double>(profiles);
  if (small) state.counters["equilibria"] = static_cast<double>(equilibria);
}

const Game& kuhn_n(int cards) {
  static std::vector<std::pair<int, Game>> made;
  for (const auto& [n, g] : made)
    if (n == cards) return g;
  made.emplace_back(cards, kuhn(cards));
  return made.back().second;
}

void seqform_ours(benchmark::State& state) {
  const Game& g = kuhn_n(static_cast<int>(state.range(0)));
  int pivots = 0;
  for (auto _ : state) {
    Work w = big_budget();
    const LcpResult r = solve_lcp(g, w);
    if (!r.profile) {
      state.SkipWithError(r.refusal ? r.refusal->c_str() : "no profile");
      break;
    }
    pivots = r.pivots;
  }
  const auto s = player_sequences(g);
  state.counters["seq1"] = s[1].count;
  state.counters["seq2"] = s[2].count;
  state.counters["nodes"] = static_cast<double>(g.nodes.size());
  state.counters["pivots"] = pivots;
}

// The two paths of solve_lcp on the same game: the tracing path ("ours")
// against Lemke's from the vector of ones (the default, Gambit's; "baseline").
void seqform_path(benchmark::State& state, LcpPath path) {
  const Game& g = kuhn_n(static_cast<int>(state.range(0)));
  int pivots = 0;
  for (auto _ : state) {
    Work w = big_budget();
    const LcpResult r = solve_lcp(g, w, path);
    if (!r.profile) {
      state.SkipWithError(r.refusal ? r.refusal->c_str() : "no profile");
      break;
    }
    pivots = r.pivots;
  }
  state.counters["seq1"] = player_sequences(g)[1].count;
  state.counters["pivots"] = pivots;
}

// The gathering every method needs: sequences, path payoffs, chance reach,
// and each leaf's weighted payoffs summed at its pair of sequences (sparse).
void seqform_baseline(benchmark::State& state) {
  const Game& g = kuhn_n(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    const auto s = player_sequences(g);
    const std::vector<Rational> totals = path_totals(g), reach = chance_reach(g);
    std::vector<std::pair<std::uint64_t, Rational>> a;
    for (std::size_t v = 0; v < g.nodes.size(); ++v)
      if (g.nodes[v].kind == NodeKind::Terminal)
        a.emplace_back(std::uint64_t(s[1].at_node[v]) << 32 | unsigned(s[2].at_node[v]), reach[v] * totals[v * 2]);
    benchmark::DoNotOptimize(a.data());
  }
}

// A ~10 MB file: the SPE benchmark's kind of tree (one set per personal
// node, 16 shared outcomes), 2^18 - 1 nodes, each labelled, written by
// write_efg (each outcome's payoffs in full at every leaf).
const std::string& efg_text() {
  static const std::string text = [] {
    Game g = spe_tree(17, 4);
    for (std::size_t v = 0; v < g.nodes.size(); ++v) g.nodes[v].label = "node no. " + std::to_string(v);
    for (std::size_t o = 0; o < g.outcomes.size(); ++o) g.outcomes[o].label = "o" + std::to_string(o);
    return write_efg(g);
  }();
  return text;
}

void efg_ours(benchmark::State& state) {
  const std::string& text = efg_text();
  for (auto _ : state) {
    const EfgRead r = read_efg(text);
    if (!r.game) state.SkipWithError(r.error->text().c_str());
    benchmark::DoNotOptimize(r.game);
  }
  state.counters["MB"] = static_cast<double>(text.size()) / 1e6;
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}

// Tokens only: quoted labels (with \ escapes), braces, and runs of other
// characters; no numbers read, no tree built.
std::size_t plain_tokens(const std::string& t) {
  std::size_t count = 0, i = 0;
  while (i < t.size()) {
    const char c = t[i];
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
      ++i;
      continue;
    }
    ++count;
    if (c == '"') {
      for (++i; i < t.size() && t[i] != '"'; ++i)
        if (t[i] == '\\') ++i;
      ++i;
    } else if (c == '{' || c == '}') {
      ++i;
    } else {
      while (i < t.size() && t[i] != ' ' && t[i] != '\n' && t[i] != '\t' && t[i] != '\r' && t[i] != '"') ++i;
    }
  }
  return count;
}

void efg_baseline(benchmark::State& state) {
  const std::string& text = efg_text();
  std::size_t tokens = 0;
  for (auto _ : state) benchmark::DoNotOptimize(tokens = plain_tokens(text));
  state.counters["tokens"] = static_cast<double>(tokens);
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}

bool write_files(const std::string& dir) {
  const std::pair<std::string, std::string> files[] = {
      {"spe_1e6_ties.efg", write_efg(spe_game(4))},   {"spe_1e6_few_ties.efg", write_efg(spe_game(0))},
      {"kuhn.efg", write_efg(kuhn(3))},               {"one_card.efg", write_efg(one_card())},
      {"kuhn_6.efg", write_efg(kuhn(6))},             {"kuhn_12.efg", write_efg(kuhn(12))},
      {"efg_10MB.efg", efg_text()},
  };
  for (const auto& [name, text] : files) {
    std::ofstream out(dir + "/" + name, std::ios::binary);
    out << text;
    if (!out) return false;
    std::printf("%s/%s %zu bytes\n", dir.c_str(), name.c_str(), text.size());
  }
  return true;
}

void register_all(const std::vector<int>& seqform_cards) {
  using benchmark::kMillisecond;
  for (int range : {4, 0}) {
    benchmark::RegisterBenchmark("spe_1e6/ours", spe_ours)->Arg(range)->Unit(kMillisecond);
    benchmark::RegisterBenchmark("spe_1e6/baseline", spe_baseline)->Arg(range)->Unit(kMillisecond);
  }
  // Arg 3: Kuhn poker; 0: one-card poker.
  for (int cards : {3, 0}) {
    benchmark::RegisterBenchmark("poker/ours_lcp", poker_lcp)->Arg(cards)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("poker/baseline", poker_strategic)->Arg(cards)->Unit(benchmark::kMicrosecond);
  }
  for (int cards : seqform_cards) {
    benchmark::RegisterBenchmark("seqform_cards/ours_lcp", seqform_ours)->Arg(cards)->Unit(kMillisecond);
    benchmark::RegisterBenchmark("seqform_cards/baseline", seqform_baseline)->Arg(cards)->Unit(kMillisecond);
  }
  for (int cards : seqform_cards) {
    benchmark::RegisterBenchmark("seqform_paths/ours", seqform_path, LcpPath::Tracing)
        ->Arg(cards)->Unit(kMillisecond);
    if (cards <= 25)  // 16,653 pivots at 25 cards, 8.7 s; past any budget soon after
      benchmark::RegisterBenchmark("seqform_paths/baseline", seqform_path, LcpPath::Ones)
          ->Arg(cards)->Unit(kMillisecond);
  }
  benchmark::RegisterBenchmark("efg_10MB/ours_read", efg_ours)->Unit(kMillisecond);
  benchmark::RegisterBenchmark("efg_10MB/baseline", efg_baseline)->Unit(kMillisecond);
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<int> cards = {3, 6, 12, 18};
  std::vector<char*> rest{argv[0]};
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], "--write-files=", 14) == 0) return write_files(argv[i] + 14) ? 0 : 1;
    if (std::strncmp(argv[i], "--seqform-cards=", 16) != 0) {
      rest.push_back(argv[i]);
      continue;
    }
    cards.clear();
    for (const char* p = argv[i] + 16; *p;) {
      cards.push_back(std::atoi(p));
      while (*p && *p != ',') ++p;
      if (*p) ++p;
    }
  }
  register_all(cards);
  int n = static_cast<int>(rest.size());
  benchmark::Initialize(&n, rest.data());
  if (benchmark::ReportUnrecognizedArguments(n, rest.data())) return 1;
  gtl::bench::RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
