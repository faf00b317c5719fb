// Proof texts, inspector sentences and the quiz (proof.hpp, quiz.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "model/graph_paths.hpp"
#include "model/proof.hpp"
#include "model/quiz.hpp"
#include "model/view_common.hpp"
#include "model_test_games.hpp"

namespace gtl::model {
namespace {

TEST(Proof, WinShowsTheWitnessThenTheLoss) {
  const PositionGraph g = testgames::subtraction_game(5, 3);  // 5 left: take 1 leaves 4 (L)
  const std::string p = proof_text(g, 0, {10, 100});
  EXPECT_EQ(p.rfind("5 is W: move 1 → 4, which is L.\n", 0), 0u) << p;
  EXPECT_NE(p.find("  4 is L: every move leaves the opponent winning:\n"), std::string::npos) << p;
  EXPECT_NE(p.find("    move 1 → 3 (W): the reply 3 → 0 (L).\n"), std::string::npos) << p;
  EXPECT_NE(p.find("      0 is L: no move is possible, the player to move loses.\n"), std::string::npos) << p;
  EXPECT_NE(p.find("0 is L (shown above)."), std::string::npos) << p;
}

TEST(Proof, DepthAndLineLimitsCutTheText) {
  const PositionGraph g = testgames::subtraction_game(40, 3);
  const std::string shallow = proof_text(g, 0, {2, 400});
  EXPECT_NE(shallow.find("… (deeper proof left out)"), std::string::npos) << shallow;
  const std::string cut = proof_text(g, 0, {100, 5});
  EXPECT_NE(cut.find("… (proof cut at 5 lines)"), std::string::npos) << cut;
  EXPECT_EQ(std::count(cut.begin(), cut.end(), '\n'), 6);
}

TEST(Proof, DrawsSayWhyNothingWinsAndWhichMoveKeepsTheDraw) {
  const PositionGraph g = testgames::score_race(2);
  // 1 token left, one behind: the only move ends level.
  NodeId drawn = kNone;
  for (NodeId v = 0; v < g.nodes.size(); ++v) {
    if (g.nodes[v].outcome == Outcome::Draw && g.nodes[v].edge_count > 0) drawn = v;
  }
  ASSERT_NE(drawn, kNone);
  const std::string p = proof_text(g, drawn);
  EXPECT_NE(p.find("is D: no move leads to L, and move 1 keeps the draw:"), std::string::npos) << p;
  EXPECT_NE(p.find("the game is over and ends level."), std::string::npos) << p;
  EXPECT_EQ(explain(g, drawn), "No move wins; move 1 keeps the draw.");
}

TEST(Proof, InspectorSentences) {
  const PositionGraph g = testgames::subtraction_game(9, 3);  // 9: take 1 -> 8 (L)
  EXPECT_EQ(explain(g, 0), "Move 1 leaves the opponent in a losing position.");
  EXPECT_EQ(explain(g, 1), "Every move leaves the opponent winning.");  // 8 left
  EXPECT_EQ(explain(g, 9), "No move is possible: the player to move loses.");
}

TEST(Quiz, PicksPositionsAtTheDepthWithPathsAndGradesThem) {
  const PositionGraph g = testgames::random_dag(4, 80, 4);
  Quiz quiz(g, 3, 5, 123);
  ASSERT_FALSE(quiz.questions().empty());
  std::set<NodeId> distinct;
  for (const QuizQuestion& q : quiz.questions()) {
    EXPECT_EQ(q.path.size(), 3u);
    const GraphPath gp = follow_moves(g, q.path);
    ASSERT_TRUE(gp.ok()) << gp.error;
    EXPECT_EQ(gp.nodes.back(), q.node);
    distinct.insert(q.node);
  }
  EXPECT_EQ(distinct.size(), quiz.questions().size());
  // Same seed, same quiz.
  Quiz again(g, 3, 5, 123);
  for (std::size_t i = 0; i < quiz.questions().size(); ++i) {
    EXPECT_EQ(again.questions()[i].node, quiz.questions()[i].node);
  }
  // Answer: the first right, the second wrong, the rest not at all.
  const NodeId n0 = quiz.questions()[0].node;
  quiz.answer(0, g.nodes[n0].outcome);
  const QuizGrade right = quiz.grade(0);
  EXPECT_TRUE(right.correct);
  EXPECT_EQ(right.feedback.rfind("Right: ", 0), 0u);
  EXPECT_FALSE(right.rule.empty());
  if (quiz.questions().size() > 1) {
    const NodeId n1 = quiz.questions()[1].node;
    quiz.answer(1, g.nodes[n1].outcome == Outcome::Win ? Outcome::Lose : Outcome::Win);
    const QuizGrade wrong = quiz.grade(1);
    EXPECT_FALSE(wrong.correct);
    EXPECT_EQ(wrong.expected, g.nodes[n1].outcome);
    EXPECT_EQ(wrong.feedback.rfind("Not quite: it is ", 0), 0u) << wrong.feedback;
  }
  const QuizScore s = quiz.score();
  EXPECT_EQ(s.total, quiz.questions().size());
  EXPECT_EQ(s.answered, std::min<std::uint32_t>(2, s.total));
  EXPECT_EQ(s.correct, 1u);
  EXPECT_FALSE(quiz.grade(s.total - 1).answered || s.total <= 2);
}

TEST(Quiz, DeeperThanTheGameGivesNoQuestions) {
  const PositionGraph g = testgames::subtraction_game(3, 1);
  EXPECT_TRUE(Quiz(g, 10, 5, 1).questions().empty());
  EXPECT_EQ(Quiz(g, 3, 5, 1).questions().size(), 1u);
}

}  // namespace
}  // namespace gtl::model
