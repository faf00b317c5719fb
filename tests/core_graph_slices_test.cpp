// The graph builder in resumable steps (GraphBuilder, core/graph_builder.hpp):
// stopped and resumed after every few units of work, on games of every shape
// (a complete board, a capped board whose frontier comes from a solve, merged
// symmetries, hashed and dense position indexes), it builds exactly the graph
// build_graph builds in one call, and its progress only grows and ends full.
#include <gtest/gtest.h>

#include <cstddef>
#include <optional>
#include <vector>

#include "core/ball_game.hpp"
#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "core/solver.hpp"
#include "core/tictactoe.hpp"

namespace gtl {
namespace {

namespace ng = number_game;

void expect_same_graph(const PositionGraph& a, const PositionGraph& b) {
  ASSERT_EQ(a.nodes.size(), b.nodes.size());
  ASSERT_EQ(a.edges.size(), b.edges.size());
  EXPECT_EQ(a.complete, b.complete);
  EXPECT_EQ(a.tree_nodes.exact, b.tree_nodes.exact);
  EXPECT_EQ(a.tree_nodes.value, b.tree_nodes.value);
  for (std::size_t n = 0; n < a.nodes.size(); ++n) {
    const GraphNode &x = a.nodes[n], &y = b.nodes[n];
    ASSERT_EQ(x.outcome, y.outcome) << n;
    ASSERT_EQ(x.remoteness, y.remoteness) << n;
    ASSERT_EQ(x.measure, y.measure) << n;
    ASSERT_EQ(x.first_edge, y.first_edge) << n;
    ASSERT_EQ(x.edge_count, y.edge_count) << n;
    ASSERT_EQ(x.expanded, y.expanded) << n;
    ASSERT_EQ(x.label, y.label) << n;
    ASSERT_EQ(a.description(static_cast<NodeId>(n)), b.description(static_cast<NodeId>(n))) << n;
  }
  for (std::size_t e = 0; e < a.edges.size(); ++e) {
    ASSERT_EQ(a.edges[e].child, b.edges[e].child) << e;
    ASSERT_EQ(a.edges[e].move, b.edges[e].move) << e;
    ASSERT_EQ(a.edges[e].label, b.edges[e].label) << e;
  }
}

// Builds in steps of `work` units; checks the progress on the way.
template <class G, class Frontier>
PositionGraph build_in_steps(const G& game, typename G::Position start, GraphOptions options, Frontier frontier,
                             std::size_t work, int& steps) {
  GraphBuilder<G, Frontier> b(game, start, options, frontier);
  std::uint64_t last = 0;
  steps = 0;
  for (bool done = false; !done; ++steps) {
    done = b.step(work);
    EXPECT_GE(b.work_done(), last);
    EXPECT_LE(b.work_done(), b.work_total());
    if (!done) {
      EXPECT_LT(b.work_done(), b.work_total());
    }
    last = b.work_done();
  }
  EXPECT_TRUE(b.done());
  EXPECT_EQ(b.work_done(), b.work_total());
  return b.take();
}

template <class G, class Frontier>
void expect_steps_agree(const G& game, typename G::Position start, GraphOptions options, Frontier frontier) {
  const PositionGraph whole = build_graph(game, start, options, frontier);
  for (const std::size_t work : {std::size_t{1}, std::size_t{7}, std::size_t{1000}}) {
    SCOPED_TRACE(work);
    int steps = 0;
    const PositionGraph sliced = build_in_steps(game, start, options, frontier, work, steps);
    // It really stopped and resumed: at least one step per node for work 1.
    if (work == 1) {
      EXPECT_GE(steps, static_cast<int>(whole.nodes.size()));
    }
    expect_same_graph(sliced, whole);
  }
}

const auto kNoFrontier = [](auto) { return std::optional<Solution>{}; };

TEST(GraphSlices, CompleteNumberBoardMatchesTheOneCallBuild) {
  expect_steps_agree(ng::NumberGame{16}, ng::full(16), GraphOptions{}, kNoFrontier);
  expect_steps_agree(ng::NumberGame{14}, ng::from_numbers(std::vector<int>{3, 5, 7, 8, 11, 13}), GraphOptions{.with_text = false},
                     kNoFrontier);
}

TEST(GraphSlices, CappedBoardWithSolvedFrontierMatchesTheOneCallBuild) {
  const ng::NumberGame game{24};
  Solver<ng::NumberGame> solver(game);
  solver.solve(ng::full(24));
  const auto frontier = [&solver](ng::Allowed p) { return solver.known(p); };
  expect_steps_agree(game, ng::full(24), GraphOptions{3000, true}, frontier);
  // The capped graph is decided at its start, as the lesson's tree needs.
  const PositionGraph g = build_graph(game, ng::full(24), GraphOptions{3000, true}, frontier);
  EXPECT_FALSE(g.complete);
  EXPECT_EQ(g.nodes[0].outcome, solver.solve(ng::full(24)).outcome);
  // And without a frontier a capped build leaves unknowns, the same in steps.
  expect_steps_agree(game, ng::full(24), GraphOptions{500, true}, kNoFrontier);
}

TEST(GraphSlices, MergedSymmetriesAndDenseIndexMatchTheOneCallBuild) {
  const tictactoe::TicTacToe ttt;
  expect_steps_agree(ttt, ttt.start(), GraphOptions{.merge_symmetric = true}, kNoFrontier);
  expect_steps_agree(ttt, ttt.start(), GraphOptions{}, kNoFrontier);
  const ball_game::BallGame balls{{1, 3, 4}, 60};  // a dense position range
  expect_steps_agree(balls, balls.start(), GraphOptions{}, kNoFrontier);
}

TEST(GraphSlices, TwoBuildsInterleavedDoNotDisturbEachOther) {
  // A build paused mid-discovery holds the per-thread dense index; a second
  // build meanwhile must still be right (it hashes instead).
  const ball_game::BallGame balls{{1, 2, 5}, 80};
  const auto none = kNoFrontier;
  GraphBuilder<ball_game::BallGame, decltype(none)> first(balls, balls.start(), GraphOptions{}, none);
  ASSERT_FALSE(first.step(5));
  GraphBuilder<ball_game::BallGame, decltype(none)> second(balls, balls.start(), GraphOptions{}, none);
  while (!second.step(3) || !first.step(3)) {
  }
  const PositionGraph whole = build_graph(balls, balls.start());
  expect_same_graph(first.take(), whole);
  expect_same_graph(second.take(), whole);
}

}  // namespace
}  // namespace gtl
