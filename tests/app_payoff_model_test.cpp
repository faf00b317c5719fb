// The payoff-games lesson's model: the classics against the results their
// textbooks publish (worked out by hand in the comments), the tidy layout,
// the induction steps with their ties, the strategic form's best responses,
// and the words a course writes.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "app/lessons/payoff/model.hpp"
#include "core/payoff_efg.hpp"
#include "core/payoff_subgame_perfect.hpp"
#include "payoff_test_games.hpp"

namespace gtl::app::payoff_view {
namespace {

Game classic(std::string_view id) {
  std::optional<Game> g = classic_game(id);
  EXPECT_TRUE(g.has_value()) << id;
  return g ? std::move(*g) : Game{};
}

using payoff_test::q;

TEST(PayoffClassics, EachIsAWellFormedGameThatGambitsFormatReadsBack) {
  for (std::string_view id : classic_ids()) {
    const Game g = classic(id);
    const payoff::EfgRead back = payoff::read_efg(payoff::write_efg(g));
    ASSERT_TRUE(back.game.has_value()) << id << ": " << (back.error ? back.error->text() : "");
    EXPECT_EQ(payoff::write_efg(*back.game), payoff::write_efg(g)) << id;
  }
  EXPECT_FALSE(classic_game("chess").has_value());
}

// Centipede: taking at once is the unique subgame-perfect equilibrium
// (every mover takes: passing hands the other a larger pile to take), and
// the only Nash equilibrium of the reduced strategic form too.
TEST(PayoffClassics, CentipedeTakesAtOnce) {
  const Game g = classic("centipede");
  const Analysis a = analyse(g);
  ASSERT_FALSE(a.imperfect);
  ASSERT_EQ(a.spe.count, 1u);
  EXPECT_EQ(a.spe.listed[0], (PureProfile{{0, 0}, {0, 0}}));
  EXPECT_EQ(a.spe.payoffs[0], (Vec{q(2, 5), q(1, 10)}));
  ASSERT_TRUE(a.form);
  EXPECT_EQ(a.form->plans[0].size(), 3u) << "reduced: Take/*, Pass/Take, Pass/Pass";
  ASSERT_EQ(a.nash.size(), 1u);
  EXPECT_TRUE(a.nash_spe[0]);
  EXPECT_EQ(plan_words(g, 1, a.form->plans[0][a.nash[0][0]]), "Take / *");
}

// Ultimatum with 3 coins: the responder accepts every positive offer and is
// indifferent at 0, so two SPE: offer 0 (accepted) or offer 1 (0 rejected).
TEST(PayoffClassics, UltimatumHasTwoEquilibriaFromTheResponderTie) {
  const Game g = classic("ultimatum");
  const Analysis a = analyse(g);
  ASSERT_EQ(a.spe.count, 2u);
  std::set<Vec> pays(a.spe.payoffs.begin(), a.spe.payoffs.end());
  EXPECT_EQ(pays, (std::set<Vec>{{3, 0}, {2, 1}}));
  const TreeLayout t = layout_tree(g);
  int ties = 0;
  for (const PureProfile& spe : a.spe.listed)
    for (const InductionStep& s : induction_steps(g, t, spe)) {
      if (s.best.size() < 2) continue;
      ++ties;
      EXPECT_EQ(g.nodes[static_cast<std::size_t>(s.node)].player, 2);
      EXPECT_EQ(g.nodes[static_cast<std::size_t>(s.node)].action, 0) << "the tie is at the offer of 0";
    }
  EXPECT_EQ(ties, 2) << "each equilibrium meets the tie once";
}

// Entry deterrence: (In, Accommodate) and (Out, Fight) are Nash; only the
// first is subgame perfect; Fight is the threat that is not credible.
TEST(PayoffClassics, EntryDeterrenceHasANonCredibleThreat) {
  const Game g = classic("entry");
  const Analysis a = analyse(g);
  ASSERT_EQ(a.spe.count, 1u);
  EXPECT_EQ(a.spe.listed[0], (PureProfile{{0}, {1}}));
  ASSERT_EQ(a.nash.size(), 2u);
  int not_spe = 0;
  for (std::size_t i = 0; i < a.nash.size(); ++i) {
    if (a.nash_spe[i]) continue;
    ++not_spe;
    const PureProfile p = profile_of(*a.form, a.nash[i]);
    EXPECT_EQ(p, (PureProfile{{1}, {0}})) << "Out, Fight";
    const std::vector<int> threats = noncredible_nodes(g, p);
    ASSERT_EQ(threats.size(), 1u);
    EXPECT_EQ(g.nodes[static_cast<std::size_t>(threats[0])].player, 2);
    EXPECT_FALSE(reached(g, p)[static_cast<std::size_t>(threats[0])]) << "the threat is off the path";
  }
  EXPECT_EQ(not_spe, 1);
}

// Trust: the seller abuses, so the buyer does not trust: (0, 0), the only equilibrium.
TEST(PayoffClassics, TrustIsNotGiven) {
  const Analysis a = analyse(classic("trust"));
  ASSERT_EQ(a.spe.count, 1u);
  EXPECT_EQ(a.spe.payoffs[0], (Vec{0, 0}));
  EXPECT_EQ(a.nash.size(), 1u);
}

// Sequential battle of the sexes: the first mover gets the opera (2, 1);
// three pure Nash equilibria, two of them resting on threats.
TEST(PayoffClassics, SequentialBattleOfTheSexesFavoursTheFirstMover) {
  const Game g = classic("bos");
  const Analysis a = analyse(g);
  ASSERT_EQ(a.spe.count, 1u);
  EXPECT_EQ(a.spe.payoffs[0], (Vec{2, 1}));
  ASSERT_EQ(a.nash.size(), 3u);
  EXPECT_EQ(std::count(a.nash_spe.begin(), a.nash_spe.end(), false), 2);
}

// One-card poker (Myerson): raise with the King, bluff with the Queen 1/3 of
// the time, meet 2/3 of the time; the game is worth 1/3 to player 1. Both
// solvers find it: the strategic form's (unique) equilibrium and the tree's.
TEST(PayoffClassics, OneCardPokerBluffsAThirdOfTheTime) {
  const Game g = classic("poker");
  const Analysis a = analyse(g);
  ASSERT_TRUE(a.imperfect) << "player 2 does not see the card";
  EXPECT_EQ(a.spe.count, 0u);
  EXPECT_TRUE(a.nash.empty()) << "no pure equilibrium";
  ASSERT_EQ(a.mixed.size(), 1u);
  EXPECT_EQ(a.mixed[0][0], (std::vector<Rational>{q(1, 3), q(2, 3), 0, 0})) << "Raise/Raise, Raise/Fold";
  EXPECT_EQ(a.mixed[0][1], (std::vector<Rational>{q(2, 3), q(1, 3)}));
  ASSERT_TRUE(a.behaviour);
  const payoff::BehaviourProfile& b = *a.behaviour;
  EXPECT_EQ(b[0][0], (std::vector<Rational>{1, 0}));
  EXPECT_EQ(b[0][1], (std::vector<Rational>{q(1, 3), q(2, 3)}));
  EXPECT_EQ(b[1][0], (std::vector<Rational>{q(2, 3), q(1, 3)}));
  EXPECT_EQ(payoff::behaviour_payoffs(g, b), (Vec{q(1, 3), q(-1, 3)}));
}

// Selten's horse: three players, player 3 not knowing who moved; the pure
// equilibria are (A, a, R) and (D, a, L), and the root is its only subgame.
TEST(PayoffClassics, SeltensHorseHasTwoPureEquilibria) {
  const Game g = classic("horse");
  const Analysis a = analyse(g);
  ASSERT_TRUE(a.imperfect);
  EXPECT_EQ(payoff::subgame_roots(g), std::vector<int>{0});
  ASSERT_TRUE(a.form);
  std::set<std::vector<std::size_t>> ne(a.nash.begin(), a.nash.end());
  EXPECT_EQ(ne, (std::set<std::vector<std::size_t>>{{0, 0, 1}, {1, 0, 0}}));
  EXPECT_TRUE(a.mixed_refusal.has_value()) << "three players";
}

// A poker too big for Lemke's path within the page's budget still gets its
// equilibrium in behaviour strategies, from the tracing path.
TEST(PayoffAnalysis, ALargerPokerStillGetsItsEquilibrium) {
  const Game g = payoff_test::load(payoff_test::kuhn_text(16).c_str());
  payoff::Work work;
  ASSERT_TRUE(payoff::solve_by_subgames(g, work).over_budget);
  const Analysis a = analyse(g);
  ASSERT_TRUE(a.behaviour.has_value()) << a.mixed_refusal.value_or("");
  const std::vector<Rational> u = payoff::behaviour_payoffs(g, *a.behaviour);
  EXPECT_EQ(u[0], -u[1]);  // zero-sum
  EXPECT_LT(u[0], Rational(0));  // the first to act loses a little, as in Kuhn's 3 cards
}

TEST(PayoffLayout, RowsNeverOverlapAndParentsSitOverTheirChildren) {
  for (std::string_view id : classic_ids()) {
    const Game g = classic(id);
    const TreeLayout t = layout_tree(g);
    std::map<int, std::vector<float>> rows;
    for (std::size_t v = 0; v < g.nodes.size(); ++v) {
      rows[t.depth[v]].push_back(t.x[v]);
      EXPECT_GE(t.x[v], 0.0f);
      EXPECT_LE(t.x[v], static_cast<float>(t.leaves - 1));
      const auto& kids = g.nodes[v].children;
      if (kids.empty()) continue;
      EXPECT_GE(t.x[v], t.x[static_cast<std::size_t>(kids.front())]) << id;
      EXPECT_LE(t.x[v], t.x[static_cast<std::size_t>(kids.back())]) << id;
      for (int c : kids) EXPECT_EQ(t.depth[static_cast<std::size_t>(c)], t.depth[v] + 1);
    }
    for (auto& [depth, xs] : rows) {
      std::sort(xs.begin(), xs.end());
      for (std::size_t i = 1; i < xs.size(); ++i) EXPECT_GE(xs[i] - xs[i - 1], 1.0f) << id << " row " << depth;
    }
  }
}

TEST(PayoffInduction, StepsGoFromTheLowestNodesUpAndEndAtTheRootWithTheEquilibriumPayoff) {
  for (std::string_view id : {"centipede", "ultimatum", "entry", "trust", "bos"}) {
    const Game g = classic(id);
    const Analysis a = analyse(g);
    const TreeLayout t = layout_tree(g);
    for (std::size_t k = 0; k < a.spe.listed.size(); ++k) {
      const auto steps = induction_steps(g, t, a.spe.listed[k]);
      ASSERT_FALSE(steps.empty());
      EXPECT_EQ(steps.back().node, 0) << id;
      EXPECT_EQ(steps.back().value, a.spe.payoffs[k]) << id;
      std::set<int> solved;
      for (const InductionStep& s : steps) {
        for (int c : g.nodes[static_cast<std::size_t>(s.node)].children) {
          const bool inner = !g.nodes[static_cast<std::size_t>(c)].children.empty();
          EXPECT_TRUE(!inner || solved.count(c)) << id << ": a child is solved before its parent";
        }
        solved.insert(s.node);
        if (s.action >= 0) {
          EXPECT_NE(std::find(s.best.begin(), s.best.end(), s.action), s.best.end()) << id;
        }
      }
    }
  }
}

TEST(PayoffMatrix, MarksBestResponsesAndFramesTheEquilibria) {
  const Analysis a = analyse(classic("entry"));
  const Matrix m = matrix_of(*a.form);
  ASSERT_EQ(m.rows, 2u);
  ASSERT_EQ(m.cols, 2u);
  int framed = 0;
  for (std::size_t r = 0; r < m.rows; ++r)
    for (std::size_t c = 0; c < m.cols; ++c) framed += m.at(r, c).nash();
  EXPECT_EQ(framed, 2);
  EXPECT_TRUE(m.at(0, 1).nash()) << "In, Accommodate";
  EXPECT_TRUE(m.at(1, 0).nash()) << "Out, Fight";
  EXPECT_TRUE(m.at(1, 1).best2) << "against Out the incumbent is indifferent";
  EXPECT_FALSE(m.at(1, 1).best1) << "against Accommodate entering is better";
}

TEST(PayoffWords, NumbersAreWrittenAsACourseWritesThem) {
  EXPECT_EQ(number_text(q(3)), "3");
  EXPECT_EQ(number_text(q(-2)), "-2");
  EXPECT_EQ(number_text(q(2, 5)), "0.4");
  EXPECT_EQ(number_text(q(-1, 8)), "-0.125");
  EXPECT_EQ(number_text(q(32, 5)), "6.4");
  EXPECT_EQ(number_text(q(1, 3)), "1/3");
  EXPECT_EQ(number_text(q(1, 32)), "1/32") << "more than four places";
  EXPECT_EQ(vector_text({q(1), q(-1, 2)}), "(1, -0.5)");
}

// Payoffs are drawn as text in their player's colour on the canvas, and a
// node's number on its player's fill: both at WCAG AA (4.5:1) in each theme,
// and the players told apart (no two the same colour).
TEST(PayoffColours, PlayersReadOnTheCanvasAndTheirNumbersOnTheirNodes) {
  for (theme::ThemeName t : {theme::ThemeName::Dark, theme::ThemeName::Light}) {
    const theme::Colors& c = theme::colors_of(t);
    std::set<theme::Rgb> seen;
    for (int p = 1; p <= 5; ++p) {
      const theme::Rgb fill = player_rgb(c, p);
      EXPECT_TRUE(seen.insert(fill).second) << theme::theme_name(t) << " player " << p;
      EXPECT_GE(theme::contrast_ratio(fill, c.canvas_bg), 4.5) << theme::theme_name(t) << " player " << p;
      EXPECT_GE(theme::contrast_ratio(theme::best_text_on(fill), fill), 4.5) << theme::theme_name(t) << " player " << p;
    }
    EXPECT_GE(theme::contrast_ratio(theme::best_text_on(c.unknown), c.unknown), 4.5) << "chance's C on its grey";
  }
}

}  // namespace
}  // namespace gtl::app::payoff_view
