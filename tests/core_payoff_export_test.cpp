// Win/lose/draw games exported as payoff games: the value backward induction
// gives for player 1 matches the existing solver's outcome, the .efg text
// reads back to the same game, and a game graph with a loop is refused or
// unrolled to a depth.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/game_graph.hpp"
#include "core/payoff_efg.hpp"
#include "core/payoff_export.hpp"
#include "core/payoff_spe.hpp"
#include "core/solver.hpp"
#include "core/subtraction.hpp"
#include "core/tictactoe.hpp"

namespace gtl::payoff {
namespace {

// Player 1's payoff in every SPE: +1 win, -1 loss, 0 draw.
gtl::payoff::Rational spe_value(const Game& g) {
  Work work{.limit = std::uint64_t{1} << 32};
  const SpeResult r = solve_spe(g, work, 1);
  EXPECT_FALSE(r.refusal) << *r.refusal;
  EXPECT_GE(r.count, 1u);
  return r.listed.empty() ? Rational(99) : r.payoffs[0][0];
}

TEST(PayoffExport, SubtractionGamesMatchTheSolver) {
  for (std::uint64_t pile = 0; pile <= 9; ++pile) {
    gtl::subtraction::SubtractionGame rules{{1, 2}, pile, false};
    const ExportResult r = export_game_tree(rules, rules.start(), "take 1 or 2");
    ASSERT_TRUE(r.game) << *r.refusal;
    gtl::Solver<gtl::subtraction::SubtractionGame> solver(rules);
    const gtl::Outcome o = solver.solve(rules.start()).outcome;
    EXPECT_EQ(spe_value(*r.game), Rational(o == gtl::Outcome::Win ? 1 : -1)) << pile;
    const EfgRead back = read_efg(write_efg(*r.game));
    ASSERT_TRUE(back.game);
    EXPECT_EQ(*back.game, *r.game);
  }
}

TEST(PayoffExport, NodeCapIsARefusal) {
  gtl::subtraction::SubtractionGame rules{{1, 2}, 30, false};
  const ExportResult r = export_game_tree(rules, rules.start(), "big", 1000);
  ASSERT_TRUE(r.refusal);
  EXPECT_EQ(*r.refusal, "the game tree has more than 1000 nodes");
}

#ifndef GTL_SANITIZED_BUILD
TEST(PayoffExport, TicTacToeIsADraw) {
  const gtl::tictactoe::TicTacToe rules;
  const ExportResult r = export_game_tree(rules, rules.start(), "Tic-tac-toe");
  ASSERT_TRUE(r.game) << *r.refusal;
  EXPECT_EQ(r.game->nodes.size(), 549946u);  // the unmerged game tree
  Work work{.limit = std::uint64_t{1} << 32};
  const SpeResult spe = solve_spe(*r.game, work, 1);
  ASSERT_EQ(spe.listed.size(), 1u);
  EXPECT_EQ(spe.payoffs[0], (std::vector<Rational>{0, 0}));
  // Off the path, ties multiply: more pure SPE than 64 bits count.
  EXPECT_TRUE(spe.count_saturated);
}
#endif

TEST(PayoffExport, AGraphWithALoopIsRefusedOrUnrolled) {
  const gtl::game_graph::GameGraph graph = gtl::game_graph::add_back_game(4);
  const ExportResult refused = export_game_graph(graph);
  ASSERT_TRUE(refused.refusal);
  EXPECT_NE(refused.refusal->find("has a loop ("), std::string::npos) << *refused.refusal;
  EXPECT_NE(refused.refusal->find("give a depth to unroll it to"), std::string::npos);
  const ExportResult unrolled = export_game_graph(graph, 6);
  ASSERT_TRUE(unrolled.game) << *unrolled.refusal;
  const auto& outcomes = unrolled.game->outcomes;
  EXPECT_TRUE(std::any_of(outcomes.begin(), outcomes.end(), [](const Outcome& o) { return o.label == "cut at depth 6"; }));
  Work work;
  EXPECT_FALSE(solve_spe(*unrolled.game, work, 1).refusal);
  EXPECT_EQ(read_efg(write_efg(*unrolled.game)).game, unrolled.game);
}

}  // namespace
}  // namespace gtl::payoff
