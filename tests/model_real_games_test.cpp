// The view-model on the real games from src/core (Number Game, ball game).
#include <gtest/gtest.h>

#include "core/ball_game.hpp"
#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "model/game_dag.hpp"
#include "model/game_tree.hpp"
#include "model/induction.hpp"
#include "model/layered_layout.hpp"
#include "model/proof.hpp"
#include "model/quiz.hpp"
#include "model/tree_layout.hpp"

namespace gtl::model {
namespace {

const PositionGraph& number_game_20() {
  static const PositionGraph g =
      build_graph(number_game::NumberGame{20}, number_game::full(20));
  return g;
}

PositionGraph ball_game(std::uint64_t balls) {
  const ball_game::BallGame game{{1, 4, 5}, balls};
  return build_graph(game, game.start());
}

void expect_matches_solver(const PositionGraph& g, const InductionRun& run) {
  std::size_t decided = 0;
  for (const InductionStep& s : run.steps) {
    if (s.decision.rule == Rule::MemoHit) continue;
    ++decided;
    ASSERT_EQ(s.decision.outcome, g.nodes[s.node].outcome) << s.sentence(g);
  }
  EXPECT_EQ(decided, g.nodes.size());
}

TEST(RealGames, NumberGameTreeModeRefusesTheFullTreeAndDagModeShowsIt) {
  const PositionGraph& g = number_game_20();
  GameTree tree(g);
  const ChangeResult r = tree.expand_to_depth(tree.root(), 100);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.message.find("DAG mode"), std::string::npos);
  EXPECT_EQ(tree.counters().visible_nodes, 1u);
  EXPECT_EQ(tree.counters().tree_nodes.to_string(), g.tree_nodes.to_string());
  // Perfect play fits easily.
  EXPECT_TRUE(tree.expand_principal_variation(tree.root()));

  GameDag dag(g);
  ASSERT_TRUE(dag.expand_to_depth(0, 100));
  EXPECT_EQ(dag.counters().visible_nodes, 3515u);
  LayeredLayout lay;
  lay.layout(dag.layout_input().graph);
  EXPECT_EQ(lay.rows().size(), 20u);  // 19 numbers .. 0 numbers left
  EXPECT_LE(lay.crossings(), lay.crossings_before());
}

TEST(RealGames, SmallNumberGameTreeFullyExpandedIsItsTreeCount) {
  const PositionGraph g = build_graph(number_game::NumberGame{9}, number_game::full(9));
  GameTree tree(g);
  ASSERT_TRUE(tree.expand_to_depth(tree.root(), 100));
  EXPECT_EQ(tree.counters().visible_nodes, g.tree_nodes.value);
  TidyTreeLayout lay;
  lay.layout(tree.links());
  EXPECT_EQ(lay.node_count(), g.tree_nodes.value);
}

TEST(RealGames, InductionDecidesLikeTheSolver) {
  const PositionGraph& g = number_game_20();
  const InductionRun rec = recursive_induction(g);
  expect_matches_solver(g, rec);
  EXPECT_EQ(rec.visits_with_memo, g.edges.size() + 1);
  EXPECT_EQ(rec.visits_without_memo.value, g.tree_nodes.value);  // ~3.6e12 calls saved
  expect_matches_solver(g, retrograde_induction(g));
  for (std::uint64_t balls : {7u, 20u, 41u}) {
    const PositionGraph b = ball_game(balls);
    expect_matches_solver(b, recursive_induction(b));
    expect_matches_solver(b, retrograde_induction(b));
  }
}

TEST(RealGames, CappedGraphsNeverContradictTheSolver) {
  const PositionGraph g =
      build_graph(number_game::NumberGame{20}, number_game::full(20), {.max_positions = 200});
  ASSERT_FALSE(g.complete);
  for (const InductionRun& run : {recursive_induction(g), retrograde_induction(g)}) {
    for (const InductionStep& s : run.steps) {
      if (s.decision.rule == Rule::MemoHit) continue;
      const Outcome solver = g.nodes[s.node].outcome;
      if (solver != Outcome::Unknown) {
        EXPECT_EQ(s.decision.outcome, solver);
      } else if (s.decision.outcome != Outcome::Unknown) {
        // The solver is cautious above unexplored positions; one L child is
        // still enough for W, and the lesson says so.
        EXPECT_EQ(s.decision.rule, Rule::MoveToLose);
      }
    }
  }
}

TEST(RealGames, ProofAndQuizReadTheRealLabels) {
  const PositionGraph& g = number_game_20();
  const std::string p = proof_text(g, 0, {3, 50});
  EXPECT_EQ(p.rfind("{2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20} is W: move ", 0), 0u) << p;
  EXPECT_NE(explain(g, 0).find("leaves the opponent in a losing position"), std::string::npos);
  Quiz quiz(g, 2, 4, 7);
  EXPECT_EQ(quiz.questions().size(), 4u);
  const PositionGraph b = ball_game(12);
  EXPECT_NE(proof_text(b, 0).find("take "), std::string::npos);
}

}  // namespace
}  // namespace gtl::model
