// Payoff-game solvers checked against their definitions on random games:
// every listed SPE is subgame perfect and their count equals a brute-force
// count over all pure profiles; lcp's profiles (both paths) and every extreme equilibrium
// of enummixed admit no profitable pure deviation; pure equilibria are
// exactly the profiles without one.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <random>
#include <string>

#include "core/payoff_efg.hpp"
#include "core/payoff_lemke.hpp"
#include "core/payoff_mixed.hpp"
#include "core/payoff_spe.hpp"
#include "core/payoff_strategic.hpp"
#include "core/payoff_subgame_perfect.hpp"

namespace gtl::payoff {
namespace {

// A random 2-player game as .efg text. With `hidden`, nodes of a player with
// the same own history and the same number of actions may share a set (so
// recall stays perfect); otherwise every set has one node.
std::string random_game(std::mt19937& rng, bool hidden) {
  std::string text = "EFG 2 R \"random\" { \"A\" \"B\" }\n\"\"\n";
  int outcomes = 0, chance_sets = 0;
  std::map<std::string, int> sets;  // key -> set id
  int next_set[3] = {1, 1, 1};
  std::map<int, int> set_actions;
  std::function<void(int, std::string, std::string)> node = [&](int depth, std::string own1, std::string own2) {
    const int kind = depth >= 3 ? 3 : static_cast<int>(rng() % (depth == 0 ? 3 : 5));
    if (kind >= 3) {
      text += "t \"\" " + std::to_string(++outcomes) + " \"\" { " + std::to_string(static_cast<int>(rng() % 7) - 3) +
              " " + std::to_string(static_cast<int>(rng() % 7) - 3) + " }\n";
      return;
    }
    const int k = 2 + static_cast<int>(rng() % 2);
    if (kind == 2) {
      text += "c \"\" " + std::to_string(++chance_sets) + " \"\" {";
      for (int a = 0; a < k; ++a) text += " \"c" + std::to_string(a) + "\" " + (a == 0 ? "1/2" : k == 2 ? "1/2" : "1/4");
      text += " } 0\n";
      for (int a = 0; a < k; ++a) node(depth + 1, own1, own2);
      return;
    }
    const int p = kind + 1;
    const std::string key = std::to_string(p) + "|" + (p == 1 ? own1 : own2) + "|" + std::to_string(k) + "|" +
                            (hidden ? std::to_string(rng() % 2) : std::to_string(rng()));
    auto [it, fresh] = sets.emplace(key, next_set[p]);
    if (fresh) ++next_set[p];
    const int id = it->second;
    text += "p \"\" " + std::to_string(p) + " " + std::to_string(id);
    if (fresh) {
      text += " \"\" {";
      for (int a = 0; a < k; ++a) text += " \"a" + std::to_string(a) + "\"";
      text += " }";
    }
    text += " 0\n";
    for (int a = 0; a < k; ++a) {
      const std::string step = std::to_string(id) + ":" + std::to_string(a) + ";";
      node(depth + 1, p == 1 ? own1 + step : own1, p == 2 ? own2 + step : own2);
    }
  };
  node(0, "", "");
  return text;
}

// Player i's behaviour replaced by a pure plan ('*' sets: uniform, never reached).
BehaviourProfile with_plan(const Game& g, BehaviourProfile p, std::size_t i, const PurePlan& plan) {
  for (std::size_t h = 0; h < plan.size(); ++h) {
    const std::size_t k = g.infosets[i + 1][h].actions.size();
    for (std::size_t a = 0; a < k; ++a)
      p[i][h][a] = plan[h] < 0 ? Rational::fraction(1, static_cast<Int128>(k)) : Rational(plan[h] == static_cast<int>(a));
  }
  return p;
}

bool no_profitable_deviation(const Game& g, const StrategicForm& f, const BehaviourProfile& p) {
  const std::vector<Rational> u = behaviour_payoffs(g, p);
  for (std::size_t i = 0; i < 2; ++i)
    for (const PurePlan& plan : f.plans[i])
      if (behaviour_payoffs(g, with_plan(g, p, i, plan))[i] > u[i]) return false;
  return true;
}

TEST(PayoffRandom, LcpAndEnummixedGiveEquilibria) {
  std::mt19937 rng(44);
  int solved = 0;
  for (int round = 0; round < 60; ++round) {
    const EfgRead r = read_efg(random_game(rng, true));
    ASSERT_TRUE(r.game) << r.error->text();
    const Game& g = *r.game;
    Work work;
    const StrategicResult sf = reduced_strategic_form(g, work);
    ASSERT_TRUE(sf.form) << *sf.refusal;
    const LcpResult lcp = solve_lcp(g, work);
    ASSERT_TRUE(lcp.profile) << *lcp.refusal << "\n" << write_efg(g);
    EXPECT_TRUE(no_profitable_deviation(g, *sf.form, *lcp.profile)) << write_efg(g);
    const LcpResult tracing = solve_lcp(g, work, LcpPath::Tracing);
    ASSERT_TRUE(tracing.profile) << *tracing.refusal << "\n" << write_efg(g);
    EXPECT_TRUE(no_profitable_deviation(g, *sf.form, *tracing.profile)) << write_efg(g);
    Work small{.limit = std::uint64_t{1} << 20};
    const MixedResult m = extreme_equilibria(*sf.form, small);
    if (m.refusal) continue;  // too large for vertex enumeration within the budget
    ++solved;
    EXPECT_FALSE(m.equilibria.empty());
    for (const MixedProfile& e : m.equilibria) {
      const std::vector<Rational> u = mixed_payoffs(*sf.form, e);
      for (std::size_t i = 0; i < 2; ++i)
        for (std::size_t s = 0; s < sf.form->plans[i].size(); ++s) {
          MixedProfile d = e;
          for (std::size_t t = 0; t < d[i].size(); ++t) d[i][t] = Rational(t == s);
          EXPECT_LE(mixed_payoffs(*sf.form, d)[i], u[i]) << write_efg(g);
        }
    }
  }
  EXPECT_GT(solved, 30) << solved;
}

// Brute force: every pure profile of the full strategy space, checked for
// subgame perfection node by node (each choice best given the profile below).
std::uint64_t brute_force_spe(const Game& g) {
  std::vector<int> personal;
  for (std::size_t v = 0; v < g.nodes.size(); ++v)
    if (g.nodes[v].kind == NodeKind::Personal) personal.push_back(static_cast<int>(v));
  std::vector<int> choice(g.nodes.size(), 0);
  const std::vector<Rational> totals = path_totals(g);
  std::uint64_t count = 0;
  for (;;) {
    std::vector<std::vector<Rational>> value(g.nodes.size());
    bool perfect = true;
    for (std::size_t v = g.nodes.size(); v-- > 0 && perfect;) {
      const Node& n = g.nodes[v];
      if (n.kind == NodeKind::Terminal) {
        value[v].assign(totals.begin() + v * 2, totals.begin() + v * 2 + 2);
      } else if (n.kind == NodeKind::Chance) {
        value[v].assign(2, Rational(0));
        for (std::size_t a = 0; a < n.children.size(); ++a)
          for (int i = 0; i < 2; ++i) value[v][i] += g.infoset_of(n).probs[a] * value[n.children[a]][i];
      } else {
        value[v] = value[n.children[choice[v]]];
        for (int c : n.children) perfect = perfect && value[c][n.player - 1] <= value[v][n.player - 1];
      }
    }
    count += perfect;
    std::size_t k = personal.size();
    while (k > 0 && ++choice[personal[k - 1]] == static_cast<int>(g.nodes[personal[k - 1]].children.size()))
      choice[personal[--k]] = 0;
    if (k == 0) return count;
  }
}

TEST(PayoffRandom, SpeCountMatchesBruteForceAndEachIsSubgamePerfect) {
  std::mt19937 rng(4444);
  int with_ties = 0;
  for (int round = 0; round < 80; ++round) {
    const EfgRead r = read_efg(random_game(rng, false));
    ASSERT_TRUE(r.game);
    const Game& g = *r.game;
    Work work;
    const SpeResult spe = solve_spe(g, work, 1000000);
    ASSERT_FALSE(spe.refusal) << *spe.refusal;
    EXPECT_EQ(spe.count, brute_force_spe(g)) << write_efg(g);
    EXPECT_EQ(spe.listed.size(), spe.count);
    with_ties += spe.count > 1;
    // Each listed profile is a pure Nash equilibrium of the strategic form too.
    const StrategicResult sf = reduced_strategic_form(g, work);
    ASSERT_TRUE(sf.form);
    for (const PureProfile& p : spe.listed) {
      BehaviourProfile b;
      for (std::size_t i = 0; i < 2; ++i) {
        b.emplace_back();
        for (std::size_t h = 0; h < p[i].size(); ++h) {
          b[i].emplace_back(g.infosets[i + 1][h].actions.size(), Rational(0));
          b[i][h][p[i][h]] = Rational(1);
        }
      }
      EXPECT_TRUE(no_profitable_deviation(g, *sf.form, b)) << write_efg(g);
    }
  }
  EXPECT_GT(with_ties, 10);
}

// Perfect information: the profile solve_by_subgames gives is subgame perfect
// when at every node each action played with positive probability is best
// for the mover given the profile below (values computed bottom-up).
TEST(PayoffRandom, SubgameBySubgameIsSubgamePerfect) {
  std::mt19937 rng(444);
  for (int round = 0; round < 60; ++round) {
    const EfgRead r = read_efg(random_game(rng, round % 2 == 0));
    ASSERT_TRUE(r.game);
    const Game& g = *r.game;
    Work work;
    const SubgamePerfectResult sp = solve_by_subgames(g, work);
    ASSERT_TRUE(sp.profile) << *sp.refusal;
    Work more;
    const StrategicResult sf = reduced_strategic_form(g, more);
    ASSERT_TRUE(sf.form);
    EXPECT_TRUE(no_profitable_deviation(g, *sf.form, *sp.profile)) << write_efg(g);
    if (round % 2 == 0) continue;  // the node-by-node check needs perfect information
    const std::vector<Rational> totals = path_totals(g);
    std::vector<std::vector<Rational>> value(g.nodes.size(), std::vector<Rational>(2, Rational(0)));
    for (std::size_t v = g.nodes.size(); v-- > 0;) {
      const Node& n = g.nodes[v];
      if (n.kind == NodeKind::Terminal) {
        value[v] = {totals[v * 2], totals[v * 2 + 1]};
        continue;
      }
      const std::vector<Rational>& p =
          n.kind == NodeKind::Chance ? g.infoset_of(n).probs : (*sp.profile)[n.player - 1][n.infoset];
      for (std::size_t a = 0; a < n.children.size(); ++a)
        for (int i = 0; i < 2; ++i) value[v][i] += p[a] * value[n.children[a]][i];
      if (n.kind != NodeKind::Personal) continue;
      for (std::size_t a = 0; a < n.children.size(); ++a)
        for (int c : n.children)
          if (!p[a].is_zero()) {
            EXPECT_GE(value[n.children[a]][n.player - 1], value[c][n.player - 1]) << write_efg(g);
          }
    }
    EXPECT_EQ(sp.subgames, static_cast<int>(subgame_roots(g).size()));
  }
}

}  // namespace
}  // namespace gtl::payoff
