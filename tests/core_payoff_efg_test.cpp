// Payoff games: exact rationals, the .efg reader's whole grammar, its
// refusals (one sentence naming line and column), and write/read round trips.
#include <gtest/gtest.h>

#include <string>

#include "core/payoff_efg.hpp"
#include "core/payoff_rational.hpp"
#include "core/payoff_spe.hpp"
#include "payoff_test_games.hpp"

namespace gtl::payoff {
namespace {
namespace games = gtl::payoff_test;

Rational num(const char* s) { return *parse_rational(s); }

TEST(PayoffRational, DecimalsFractionsAndIntegersAreExact) {
  EXPECT_EQ(num("0.1"), Rational::fraction(1, 10));
  EXPECT_EQ(num("1/10"), num(".1"));
  EXPECT_EQ(num("-3."), Rational(-3));
  EXPECT_EQ(num("2.5E+2"), Rational(250));
  EXPECT_EQ(num("1e-3"), Rational::fraction(1, 1000));
  EXPECT_EQ(num("+19/20").str(), "19/20");
  EXPECT_EQ(num("-4/6").str(), "-2/3");
  EXPECT_EQ((num("0.1") + num("0.2")), num("0.3"));
  EXPECT_LT(num("1/3"), num("0.3334"));
  EXPECT_FALSE(parse_rational("1/0"));
  EXPECT_FALSE(parse_rational("abc"));
  EXPECT_FALSE(parse_rational("1.2.3"));
  EXPECT_FALSE(parse_rational("e5"));
}

TEST(PayoffRational, OverflowTurnsInvalidAndStaysSo) {
  Rational big = num("100000000000000000000");  // 10^20
  const Rational square = big * big;            // 10^40: past 128 bits
  EXPECT_FALSE(square.ok());
  EXPECT_FALSE((square + Rational(1)).ok());
  EXPECT_FALSE((Rational(1) / Rational(0)).ok());
  EXPECT_TRUE((big * Rational(1000)).ok());
  EXPECT_FALSE(parse_rational("1000000000000000000000000000000000000000000"));
}

TEST(PayoffRational, ComparesValuesTooLargeToCrossMultiply) {
  const Rational big = num("170000000000000000000000000000000000001");  // near 2^127
  const Rational a = big / num("170000000000000000000000000000000000000");
  const Rational b = num("170000000000000000000000000000000000000") / num("169999999999999999999999999999999999999");
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_LT(a, b);  // 1 + 1/(1.7e38) < 1 + 1/(1.7e38 - 1)
  EXPECT_GT(b, a);
  EXPECT_LT(-b, -a);
  EXPECT_EQ(a <=> a, std::strong_ordering::equal);
  EXPECT_LT(-a, b);
}

TEST(PayoffEfg, ReadsTheShortFormAndOutcomesOnInnerNodes) {
  const EfgRead r = read_efg(games::kPennies);
  ASSERT_TRUE(r.game) << r.error->text();
  const Game& g = *r.game;
  EXPECT_EQ(g.players.size(), 2u);
  EXPECT_EQ(g.infosets[2].size(), 1u);  // both of player 2's nodes in one set
  EXPECT_EQ(g.nodes.size(), 7u);
  EXPECT_EQ(g.nodes[4].infoset, 0);
  EXPECT_EQ(g.outcomes.size(), 2u);
  const EfgRead c = read_efg(games::kChanceTie);
  ASSERT_TRUE(c.game) << c.error->text();
  EXPECT_EQ(c.game->infosets[0][0].probs[0], Rational::fraction(1, 2));
  const auto totals = path_totals(*c.game);
  // The Bad branch's Left leaf: the fee {0 -1} on the chance node plus {-1 1}.
  const std::size_t leaf = 5;
  EXPECT_EQ(totals[leaf * 2], Rational(-1));
  EXPECT_EQ(totals[leaf * 2 + 1], Rational(0));
}

TEST(PayoffEfg, LabelsWithEscapedQuotesAndUtf8) {
  const char* text = "EFG 2 R \"Say \\\"hi\\\"\" { \"甲\" \"乙\" }\n"
                     "p \"根\" 1 1 \"信息\" { \"左\" \"右 \\\\ x\" } 0\n"
                     "t \"\" 1 \"赢\" { 1 -1 }\nt \"\" 2 \"输\" { -1 1 }\n";
  const EfgRead r = read_efg(text);
  ASSERT_TRUE(r.game) << r.error->text();
  EXPECT_EQ(r.game->title, "Say \"hi\"");
  EXPECT_EQ(r.game->players[0], "甲");
  EXPECT_EQ(r.game->infosets[1][0].actions[1], "右 \\ x");
  const EfgRead back = read_efg(write_efg(*r.game));
  ASSERT_TRUE(back.game);
  EXPECT_EQ(*back.game, *r.game);
}

TEST(PayoffEfg, WritingReadsBackToTheSameGame) {
  for (const char* text : {games::kEntry, games::kCentipede, games::kPennies, games::kBattle, games::kTie,
                           games::kChanceTie, games::kOneCardPoker, games::kThree, games::kKuhn}) {
    const EfgRead r = read_efg(text);
    ASSERT_TRUE(r.game) << r.error->text();
    const std::string written = write_efg(*r.game);
    const EfgRead back = read_efg(written);
    ASSERT_TRUE(back.game) << back.error->text() << "\n" << written;
    EXPECT_EQ(*back.game, *r.game) << written;
    EXPECT_EQ(write_efg(*back.game), written);
  }
}

// The refusal of `text`: its full sentence.
std::string refusal(const std::string& text) {
  const EfgRead r = read_efg(text);
  EXPECT_FALSE(r.game);
  return r.error ? r.error->text() : "";
}

const std::string kHead = "EFG 2 R \"g\" { \"A\" \"B\" }\n";

TEST(PayoffEfg, EachRefusalNamesLineAndColumn) {
  EXPECT_EQ(refusal("EFG 3 R \"g\" { \"A\" }\nt \"\" 0\n"),
            "line 1, column 5: only version 2 of the EFG format exists (EFG 2 R).");
  EXPECT_EQ(refusal(kHead + "p \"\" 1 1 \"\" { \"x\" \"y\" } 0\nt \"\" 0\n"),
            "line 4, column 1: the file ends while the node of line 2 still needs 1 more child node(s), one per "
            "action of { \"x\" \"y\" }.");
  EXPECT_EQ(refusal(kHead + "p \"\" 1 1 \"\" { \"x\" } 0\nt \"\" 0\nt \"\" 0\n"),
            "line 4, column 1: the tree is complete before 't': a node has more children than its set has actions.");
  EXPECT_EQ(refusal(kHead + "t \"\" 1 \"o\" { 1 2 3 }\n"),
            "line 2, column 12: outcome 1 gives 3 payoff(s), but the game has 2 player(s).");
  EXPECT_EQ(refusal(kHead + "c \"\" 1 \"\" { \"a\" 1/2 \"b\" 0.4 } 0\nt \"\" 0\nt \"\" 0\n"),
            "line 2, column 11: the chance probabilities sum to 9/10, not exactly 1.");
  EXPECT_EQ(refusal(kHead + "p \"\" 1 1 \"\" { \"x\" \"y\" } 0\np \"\" 2 1 \"\" { \"u\" \"v\" } 0\nt \"\" 0\nt \"\" 0\n"
                            "p \"\" 2 1 \"\" { \"u\" \"w\" } 0\nt \"\" 0\nt \"\" 0\n"),
            "line 6, column 10: information set 1 of player 2 (B) was described at line 3 as \"\" { \"u\" \"v\" }; "
            "here it differs.");
  EXPECT_EQ(refusal(kHead + "p \"\" 1 1 \"\" { \"x\" } 0\np \"\" 2 7 0\n"),
            "line 3, column 8: information set 7 of player 2 (B) is used before it is described: its first node "
            "gives its label and actions.");
  EXPECT_EQ(refusal(kHead + "p \"\" 3 1 \"\" { \"x\" } 0\nt \"\" 0\n"),
            "line 2, column 6: player 3 does not exist: the game has 2 player(s).");
  EXPECT_EQ(refusal(kHead + "t \"open\n"), "line 2, column 3: the label that starts here is never closed with a quote.");
  EXPECT_EQ(refusal(kHead + "t \"\" 1 \"o\" { 1 x2 }\n"),
            "line 2, column 16: 'x2' is not a number here (not a number).");
  EXPECT_EQ(refusal(kHead + "t \"\" 4\n"), "line 2, column 6: outcome 4 is used before its payoffs are given.");
  EXPECT_EQ(refusal(kHead + "q \"\" 0\n"),
            "line 2, column 1: expected a node (p personal, c chance or t terminal), found 'q'.");
  EXPECT_EQ(refusal("EFG 2 R \"g\" { }\nt \"\" 0\n"), "line 1, column 15: the game declares no players.");
  // Columns count characters, not bytes: the error after a Chinese label.
  EXPECT_EQ(refusal(kHead + "p \"根节点\" 1 1 \"\" { } 0\n"),
            "line 2, column 18: an information set needs at least one action.");
}

TEST(PayoffEfg, ManyNodesDeepTreeNeedsNoRecursion) {
  std::string text = "EFG 2 R \"long centipede\" { \"A\" \"B\" }\n\"\"\n";
#ifdef GTL_SANITIZED_BUILD
  const int depth = 10000;  // deep enough for recursion to show under the sanitizers' large frames
#else
  const int depth = 50000;
#endif
  for (int k = 0; k < depth; ++k) {
    text += "p \"\" " + std::to_string(k % 2 + 1) + " " + std::to_string(k / 2 + 1) + " \"\" { \"T\" \"P\" } 0\n";
    text += "t \"\" " + std::to_string(k + 1) + " \"\" { " + std::to_string(k) + " " + std::to_string(k + 1) + " }\n";
  }
  text += "t \"\" 0\n";
  const EfgRead r = read_efg(text);
  ASSERT_TRUE(r.game) << r.error->text();
  EXPECT_EQ(r.game->nodes.size(), static_cast<std::size_t>(2 * depth + 1));
  EXPECT_EQ(read_efg(write_efg(*r.game)).game, r.game);
  gtl::payoff::Work work;
  const SpeResult spe = solve_spe(*r.game, work, 1);  // backward induction without recursion too
  ASSERT_FALSE(spe.refusal) << *spe.refusal;
  EXPECT_EQ(spe.count, 1u);
}

}  // namespace
}  // namespace gtl::payoff
