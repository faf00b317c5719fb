// Payoff-game solvers against published answers: subgame-perfect equilibria
// with ties and chance, the reduced strategic form in Gambit's order, pure
// equilibria for 2 and 3 players, every extreme mixed equilibrium, and the
// sequence form with Lemke's algorithm on the poker games.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "core/payoff_efg.hpp"
#include "core/payoff_lemke.hpp"
#include "core/payoff_mixed.hpp"
#include "core/payoff_spe.hpp"
#include "core/payoff_strategic.hpp"
#include "payoff_test_games.hpp"

namespace gtl::payoff {
namespace {
namespace games = gtl::payoff_test;

using payoff_test::load;

using payoff_test::q;

TEST(PayoffSpe, EntryDeterrenceHasOneSpe) {
  Work work;
  const SpeResult r = solve_spe(load(games::kEntry), work, 100);
  ASSERT_FALSE(r.refusal) << *r.refusal;
  EXPECT_EQ(r.count, 1u);
  ASSERT_EQ(r.listed.size(), 1u);
  EXPECT_EQ(r.listed[0], (PureProfile{{0}, {1}}));  // Enter, Accommodate
  EXPECT_EQ(r.payoffs[0], (std::vector<Rational>{1, 1}));
}

TEST(PayoffSpe, CentipedeTakesAtEveryNode) {
  Work work;
  const SpeResult r = solve_spe(load(games::kCentipede), work, 100);
  EXPECT_EQ(r.count, 1u);
  ASSERT_EQ(r.listed.size(), 1u);
  EXPECT_EQ(r.listed[0], (PureProfile{{0, 0}, {0, 0}}));
  EXPECT_EQ(r.payoffs[0], (std::vector<Rational>{1, 0}));
}

// Marking every best action would let Ann pick either side with either of
// Bob's choices; the set-valued induction gives exactly the two SPE.
TEST(PayoffSpe, ATieBelowChangesWhatIsBestAbove) {
  Work work;
  const SpeResult r = solve_spe(load(games::kTie), work, 100);
  EXPECT_EQ(r.count, 2u);
  ASSERT_EQ(r.listed.size(), 2u);
  std::vector<PureProfile> got = r.listed;
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got[0], (PureProfile{{0}, {1}}));  // L, b: (3, 0)
  EXPECT_EQ(got[1], (PureProfile{{1}, {0}}));  // R, a: (2, 0)
}

// The upward pass alone: Bob's node can give either of his tied results, and
// the root only those that some equilibrium reaches: (3, 0) by L then b, and
// (2, 0) by R (with a below); L then a's (1, 0) is no equilibrium's.
TEST(PayoffSpe, ValuesOfEverySubgame) {
  Work work;
  const SpeValues v = spe_values(load(games::kTie), work);
  ASSERT_FALSE(v.refusal) << *v.refusal;
  ASSERT_EQ(v.at.size(), 5u);
  using V = std::vector<Rational>;
  EXPECT_EQ(v.at[1], (std::vector<V>{{1, 0}, {3, 0}}));
  std::vector<V> root = v.at[0];
  std::sort(root.begin(), root.end());
  EXPECT_EQ(root, (std::vector<V>{{2, 0}, {3, 0}}));
  EXPECT_EQ(v.count[0], (std::vector<std::uint64_t>{1, 1}));
  EXPECT_EQ(v.at[2], (std::vector<V>{{1, 0}}));
  Work w2;
  EXPECT_TRUE(spe_values(load(games::kPennies), w2).refusal);
}

TEST(PayoffSpe, ChanceTiesAreExact) {
  Work work;
  const SpeResult r = solve_spe(load(games::kChanceTie), work, 100);
  ASSERT_FALSE(r.refusal) << *r.refusal;
  EXPECT_EQ(r.count, 2u);
  ASSERT_EQ(r.listed.size(), 2u);
  for (std::size_t k = 0; k < 2; ++k) {
    EXPECT_EQ(r.listed[k][1], (PurePlan{0}));  // Bob: Left, on the path or off it
    EXPECT_EQ(r.payoffs[k][0], Rational(1));
  }
  EXPECT_NE(r.listed[0][0], r.listed[1][0]);
}

TEST(PayoffSpe, CountIsExactAndTheListCapped) {
  // Eight independent ties below a chance node: 2^8 SPE.
  std::string text = "EFG 2 R \"ties\" { \"A\" }\n\"\"\nc \"\" 1 \"\" {";
  for (int k = 0; k < 8; ++k) text += " \"" + std::to_string(k) + "\" 1/8";
  text += " } 0\n";
  for (int k = 0; k < 8; ++k) text += "p \"\" 1 " + std::to_string(k + 1) + " \"\" { \"x\" \"y\" } 0\nt \"\" 0\nt \"\" 0\n";
  Work work;
  const SpeResult r = solve_spe(load(text.c_str()), work, 10);
  EXPECT_EQ(r.count, 256u);
  EXPECT_EQ(r.listed.size(), 10u);
}

TEST(PayoffSpe, RefusesImperfectInformationAndTheBudget) {
  Work work;
  const SpeResult r = solve_spe(load(games::kPennies), work, 10);
  ASSERT_TRUE(r.refusal);
  EXPECT_NE(r.refusal->find("need perfect information"), std::string::npos);
  Work tiny{.limit = 3};
  const SpeResult b = solve_spe(load(games::kCentipede), tiny, 10);
  ASSERT_TRUE(b.refusal);
  EXPECT_TRUE(b.over_budget);
}

TEST(PayoffStrategic, ReducedPlansInGambitsOrder) {
  Work work;
  const StrategicResult r = reduced_strategic_form(load(games::kCentipede), work);
  ASSERT_TRUE(r.form);
  std::vector<std::string> ann;
  for (const PurePlan& p : r.form->plans[0]) ann.push_back(plan_label(p));
  EXPECT_EQ(ann, (std::vector<std::string>{"1*", "21", "22"}));  // 3x3, not 4x4
  EXPECT_EQ(r.form->profiles, 9u);
  const std::string nfg = write_nfg(load(games::kCentipede), *r.form);
  EXPECT_EQ(nfg.substr(0, nfg.find('\n')), "NFG 1 R \"Centipede\" { \"Ann\" \"Bob\" }");
  EXPECT_NE(nfg.find("{ \"1*\" \"21\" \"22\" }"), std::string::npos);
}

std::vector<std::vector<std::size_t>> pure(const char* text) {
  Work work;
  const StrategicResult r = reduced_strategic_form(load(text), work);
  EXPECT_TRUE(r.form);
  return r.form ? *pure_equilibria(*r.form, work) : std::vector<std::vector<std::size_t>>{};
}

TEST(PayoffStrategic, PureEquilibriaIncludingTheNonCredibleThreat) {
  // (Stay out, Fight) first: player 1's plan varies fastest.
  EXPECT_EQ(pure(games::kEntry), (std::vector<std::vector<std::size_t>>{{1, 0}, {0, 1}}));
  EXPECT_EQ(pure(games::kCentipede), (std::vector<std::vector<std::size_t>>{{0, 0}}));
  EXPECT_TRUE(pure(games::kPennies).empty());
  EXPECT_EQ(pure(games::kBattle), (std::vector<std::vector<std::size_t>>{{0, 0}, {1, 1}}));
  EXPECT_EQ(pure(games::kThree), (std::vector<std::vector<std::size_t>>{{0, 0, 0}, {0, 1, 0}, {0, 0, 1}}));
}

std::vector<MixedProfile> mixed(const char* text) {
  Work work;
  const StrategicResult r = reduced_strategic_form(load(text), work);
  EXPECT_TRUE(r.form);
  MixedResult m = extreme_equilibria(*r.form, work);
  EXPECT_FALSE(m.refusal);
  std::sort(m.equilibria.begin(), m.equilibria.end());
  return m.equilibria;
}

TEST(PayoffStrategic, TooManyPlansAreRefusedBeforeAnyIsListed) {
  // 12-card Kuhn poker: player 1 has 3 plans a card (check then fold, check
  // then call, bet): 3^12; player 2 has 2 x 2 a card: 4^12, each listed in
  // 25 steps, past the default budget.
  const Game g = load(payoff_test::kuhn_text(12).c_str());
  Work work;
  const StrategicResult r = reduced_strategic_form(g, work);
  ASSERT_TRUE(r.refusal);
  EXPECT_TRUE(r.over_budget);
  EXPECT_NE(r.refusal->find("listing the 16777216 reduced strategies of player 2 (P2)"), std::string::npos) << *r.refusal;
  EXPECT_EQ(work.used, 0u);  // counted, not listed
  // Within the budget the same counts are listed: Kuhn's 3 cards, 27 and 64.
  Work enough;
  const StrategicResult k = reduced_strategic_form(load(games::kKuhn), enough);
  ASSERT_TRUE(k.form) << *k.refusal;
  EXPECT_EQ(k.form->plans[0].size(), 27u);
  EXPECT_EQ(k.form->plans[1].size(), 64u);
}

TEST(PayoffMixed, ExtremeEquilibriaOfTheClassics) {
  EXPECT_EQ(mixed(games::kPennies), (std::vector<MixedProfile>{{{q(1, 2), q(1, 2)}, {q(1, 2), q(1, 2)}}}));
  EXPECT_EQ(mixed(games::kBattle), (std::vector<MixedProfile>{{{q(0), q(1)}, {q(0), q(1)}},
                                                              {{q(2, 3), q(1, 3)}, {q(1, 3), q(2, 3)}},
                                                              {{q(1), q(0)}, {q(1), q(0)}}}));
  // Entry: (Enter, Accommodate), and the component (Stay out, Fight >= 1/2)'s two ends.
  EXPECT_EQ(mixed(games::kEntry), (std::vector<MixedProfile>{{{q(0), q(1)}, {q(1, 2), q(1, 2)}},
                                                             {{q(0), q(1)}, {q(1), q(0)}},
                                                             {{q(1), q(0)}, {q(0), q(1)}}}));
  // One-card poker: plans 11, 12, 21, 22 (red set, then black set).
  EXPECT_EQ(mixed(games::kOneCardPoker), (std::vector<MixedProfile>{{{q(1, 3), q(2, 3), q(0), q(0)},
                                                                     {q(2, 3), q(1, 3)}}}));
}

TEST(PayoffMixed, RefusesMoreThanTwoPlayers) {
  Work work;
  const StrategicResult r = reduced_strategic_form(load(games::kThree), work);
  const MixedResult m = extreme_equilibria(*r.form, work);
  ASSERT_TRUE(m.refusal);
}

TEST(PayoffLemke, MatchingPenniesAndOneCardPoker) {
  Work work;
  const Game pennies = load(games::kPennies);
  const LcpResult p = solve_lcp(pennies, work);
  ASSERT_TRUE(p.profile) << *p.refusal;
  EXPECT_EQ(*p.profile, (BehaviourProfile{{{q(1, 2), q(1, 2)}}, {{q(1, 2), q(1, 2)}}}));
  const Game poker = load(games::kOneCardPoker);
  const LcpResult r = solve_lcp(poker, work);
  ASSERT_TRUE(r.profile) << *r.refusal;
  EXPECT_EQ(*r.profile, (BehaviourProfile{{{q(1), q(0)}, {q(1, 3), q(2, 3)}}, {{q(2, 3), q(1, 3)}}}));
  EXPECT_EQ(behaviour_payoffs(poker, *r.profile), (std::vector<Rational>{q(1, 3), q(-1, 3)}));
}

TEST(PayoffLemke, KuhnPokerValueIsMinusOneEighteenth) {
  Work work;
  const Game kuhn = load(games::kKuhn);
  const LcpResult r = solve_lcp(kuhn, work);
  ASSERT_TRUE(r.profile) << *r.refusal;
  EXPECT_EQ(behaviour_payoffs(kuhn, *r.profile), (std::vector<Rational>{q(-1, 18), q(1, 18)}));
  for (const auto& sets : *r.profile)
    for (const auto& probs : sets) {
      Rational sum(0);
      for (const Rational& x : probs) sum += x;
      EXPECT_EQ(sum, Rational(1));
    }
  // Player 1 never bets a queen first; with a king, player 2 always calls a bet.
  EXPECT_EQ(r.profile->at(0)[2], (std::vector<Rational>{q(1), q(0)}));
}

TEST(PayoffSubgames, RootsOfSubgames) {
  // Perfect information: every inner node roots a subgame.
  EXPECT_EQ(subgame_roots(load(games::kCentipede)), (std::vector<int>{0, 2, 4, 6}));
  // Matching pennies: player 2's set spans both of player 1's branches.
  EXPECT_EQ(subgame_roots(load(games::kPennies)), (std::vector<int>{0}));
  // One-card poker: Alice's set joins the red and black branches.
  EXPECT_EQ(subgame_roots(load(games::kOneCardPoker)), (std::vector<int>{0}));
  // Entry followed by a simultaneous pricing game: the root and the post-entry game.
  const char* entry_then_pricing = R"(EFG 2 R "Entry, then a simultaneous game" { "Entrant" "Incumbent" }
""
p "" 1 1 "" { "In" "Out" } 0
p "" 1 2 "" { "High" "Low" } 0
p "" 2 1 "" { "High" "Low" } 0
t "" 1 "" { 3 1 }
t "" 2 "" { 0 2 }
p "" 2 1 0
t "" 3 "" { 2 0 }
t "" 4 "" { 1 1 }
t "" 5 "" { 0 4 }
)";
  EXPECT_EQ(subgame_roots(load(entry_then_pricing)), (std::vector<int>{0, 1}));
}

TEST(PayoffLemke, RefusesThreePlayersAndImperfectRecall) {
  Work work;
  EXPECT_TRUE(solve_lcp(load(games::kThree), work).refusal);
  // Player 1 forgets their first move: both of set 2's nodes follow different own actions.
  const char* forgetful = R"(EFG 2 R "forgetful" { "A" "B" }
p "" 1 1 "" { "x" "y" } 0
p "" 1 2 "" { "u" "v" } 0
t "" 1 "" { 1 0 }
t "" 2 "" { 0 1 }
p "" 1 2 0
t "" 2
t "" 1
)";
  const LcpResult r = solve_lcp(load(forgetful), work);
  ASSERT_TRUE(r.refusal);
  EXPECT_NE(r.refusal->find("imperfect recall"), std::string::npos);
}

}  // namespace
}  // namespace gtl::payoff
