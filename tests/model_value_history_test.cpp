// The value of each move of a line (model/value_history): checked against the
// generic Solver run on every position of the line, independently of the graph
// the function walks; blunders found on real Number Game and ball game lines.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>

#include "core/ball_game.hpp"
#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "core/solver.hpp"
#include "model/value_history.hpp"

namespace gtl::model {
namespace {

namespace ng = number_game;

const PositionGraph& number_game_20() {
  static const PositionGraph g = build_graph(ng::NumberGame{20}, ng::full(20));
  return g;
}

// The numbers that win from `a`, by the solver: naming x leaves the opponent losing.
std::vector<int> winning_numbers(Solver<ng::NumberGame>& s, ng::Allowed a) {
  std::vector<int> w;
  for (int x : ng::numbers(a))
    if (s.solve(ng::after_naming(a, x)).outcome == Outcome::Lose) w.push_back(x);
  return w;
}

TEST(ValueHistory, NamingANumberThatDoesNotWinFromTwoToTwentyIsABlunder) {
  Solver<ng::NumberGame> solver{ng::NumberGame{20}};
  const ng::Allowed start = ng::full(20);
  ASSERT_EQ(solver.solve(start).outcome, Outcome::Win);
  const std::vector<int> wins = winning_numbers(solver, start);
  ASSERT_FALSE(wins.empty());
  int losing = 0;
  for (int x : ng::numbers(start))
    if (std::find(wins.begin(), wins.end(), x) == wins.end()) { losing = x; break; }
  ASSERT_NE(losing, 0) << "some number of 2..20 must not win";

  const std::vector<std::int64_t> line{losing};
  const auto h = value_history(number_game_20(), line);
  ASSERT_EQ(h.size(), 1u);
  const Solution child = solver.solve(ng::after_naming(start, losing));
  EXPECT_EQ(h[0].ply, 1u);
  EXPECT_EQ(h[0].move, losing);
  EXPECT_EQ(h[0].before.outcome, Outcome::Win);
  EXPECT_EQ(h[0].after.outcome, Outcome::Lose);
  EXPECT_EQ(h[0].after.remoteness, child.remoteness);
  EXPECT_TRUE(h[0].blunder);
  EXPECT_NE(std::find(wins.begin(), wins.end(), std::stoi(h[0].best_name)), wins.end())
      << "the best move named is one of the solver's winning moves";
  const std::string text = move_verdict(h[0], "Christine", "Matt");
  EXPECT_EQ(text, h[0].best_name + " was winning; " + std::to_string(losing) + " lets Matt win in " +
                      plies(child.remoteness) + ".");

  // Each winning move instead keeps the win and is no blunder.
  for (int x : wins) {
    const std::vector<std::int64_t> good{x};
    const auto g = value_history(number_game_20(), good);
    EXPECT_EQ(g[0].after.outcome, Outcome::Win) << x;
    EXPECT_FALSE(g[0].blunder) << x;
    EXPECT_NE(move_verdict(g[0], "Christine", "Matt").find("win"), std::string::npos);
  }
}

// A line that mixes good and bad moves: at every ply the lowest allowed number
// (often a blunder), except every third ply the solver's first winning move.
TEST(ValueHistory, EveryPlyMatchesTheSolverOnThePositionsOfALine) {
  Solver<ng::NumberGame> solver{ng::NumberGame{20}};
  ng::Allowed a = ng::full(20);
  std::vector<std::int64_t> line;
  std::vector<ng::Allowed> positions{a};
  for (int ply = 0; a != 0; ++ply) {
    const auto w = winning_numbers(solver, a);
    const int x = ply % 3 == 2 && !w.empty() ? w.front() : ng::numbers(a).front();
    line.push_back(x);
    a = ng::after_naming(a, x);
    positions.push_back(a);
  }
  const auto h = value_history(number_game_20(), line);
  ASSERT_EQ(h.size(), line.size());
  int blunders = 0;
  for (std::size_t i = 0; i < h.size(); ++i) {
    const Solution was = solver.solve(positions[i]);
    const Solution next = solver.solve(positions[i + 1]);
    EXPECT_EQ(h[i].before, was) << "ply " << i + 1;
    EXPECT_EQ(h[i].after.outcome, flip(next.outcome)) << "ply " << i + 1;
    EXPECT_EQ(h[i].after.remoteness, next.remoteness) << "ply " << i + 1;
    const bool threw = was.outcome == Outcome::Win && next.outcome == Outcome::Win;
    EXPECT_EQ(h[i].blunder, threw) << "ply " << i + 1;
    blunders += threw;
  }
  EXPECT_GT(blunders, 0) << "the line was chosen to contain blunders";
  EXPECT_TRUE(h.back().terminal);
  EXPECT_EQ(h.back().after.remoteness, 0u);
}

TEST(ValueHistory, TheBallGameHasDrawsAndBlundersIntoThem) {
  // Takes {2, 3}: a game can end with one ball left, so equal parities (a draw) happen.
  const ball_game::BallGame game{{2, 3}, 9};
  const PositionGraph g = build_graph(game, game.start());
  Solver<ball_game::BallGame> solver{game};
  // Every line of two moves, valued both ways.
  bool saw_draw = false, saw_blunder = false;
  for (ball_game::Take t1 : game.moves(game.start())) {
    const auto p1 = game.play(game.start(), t1);
    for (ball_game::Take t2 : game.moves(p1)) {
      const auto p2 = game.play(p1, t2);
      const std::vector<std::int64_t> line{t1, t2};
      const auto h = value_history(g, line);
      ASSERT_EQ(h.size(), 2u);
      EXPECT_EQ(h[0].move_name, "take " + std::to_string(t1));
      EXPECT_EQ(h[1].before, solver.solve(p1));
      EXPECT_EQ(h[1].after.outcome, flip(solver.solve(p2).outcome));
      EXPECT_EQ(h[1].blunder, worse(flip(solver.solve(p2).outcome), solver.solve(p1).outcome));
      saw_draw |= h[1].after.outcome == Outcome::Draw || h[0].after.outcome == Outcome::Draw;
      saw_blunder |= h[1].blunder;
      const std::string text = move_verdict(h[1], "the second player", "the first player");
      EXPECT_FALSE(text.empty());
      EXPECT_TRUE(std::isupper(static_cast<unsigned char>(text[0]))) << text;
      EXPECT_EQ(text.find("plys"), std::string::npos);
    }
  }
  EXPECT_TRUE(saw_draw);
  EXPECT_TRUE(saw_blunder);
}

TEST(ValueHistory, AnIllegalMoveStopsTheValuesWithoutGuessing) {
  const std::vector<std::int64_t> line{2, 2, 5};  // 2 cannot be named twice
  const auto h = value_history(number_game_20(), line);
  ASSERT_EQ(h.size(), 3u);
  EXPECT_NE(h[0].after.outcome, Outcome::Unknown);
  for (std::size_t i = 1; i < 3; ++i) {
    EXPECT_EQ(h[i].after.outcome, Outcome::Unknown);
    EXPECT_FALSE(h[i].blunder);
    EXPECT_EQ(h[i].move_name, std::to_string(line[i]));
  }
  EXPECT_NE(move_verdict(h[1], "Matt", "Christine").find("not known"), std::string::npos);
  EXPECT_TRUE(value_history(PositionGraph{}, line)[0].after.outcome == Outcome::Unknown);
}

TEST(ValueHistory, WordsAndOrder) {
  EXPECT_EQ(plies(1), "1 ply");
  EXPECT_EQ(plies(0), "0 plies");
  EXPECT_EQ(plies(3), "3 plies");
  EXPECT_TRUE(worse(Outcome::Lose, Outcome::Win));
  EXPECT_TRUE(worse(Outcome::Draw, Outcome::Win));
  EXPECT_TRUE(worse(Outcome::Lose, Outcome::Draw));
  EXPECT_FALSE(worse(Outcome::Win, Outcome::Win));
  EXPECT_FALSE(worse(Outcome::Win, Outcome::Lose));
  EXPECT_FALSE(worse(Outcome::Unknown, Outcome::Win));
  PlyValue v;
  v.move_name = "7";
  v.best_name = "7";
  v.before = {Outcome::Win, 1};
  v.after = {Outcome::Win, 0};
  v.best = v.after;
  v.terminal = true;
  EXPECT_EQ(move_verdict(v, "Matt", "Christine"), "7 ends the game: Matt wins.");
  v.before = {Outcome::Lose, 2};
  v.after = {Outcome::Lose, 1};
  v.best = v.after;
  v.terminal = false;
  EXPECT_EQ(move_verdict(v, "Matt", "Christine"), "Matt was losing whatever the move; 7 lets Christine win in 1 ply.");
}

}  // namespace
}  // namespace gtl::model
