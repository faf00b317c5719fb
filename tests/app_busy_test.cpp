// Long work in slices (app/solve_job.hpp): the resumable solver agrees with the
// one-shot solve, a capped graph takes exact values from a solve, and the app's
// request/response path — a large board is solved across frames with
// state().busy reporting it, `cancel` keeps the previous board, small boards
// stay synchronous — checked against the independent fast solver.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "app_test_support.hpp"
#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "core/number_game_solver.hpp"
#include "core/solver.hpp"

namespace gtl::app {
namespace {

namespace ng = number_game;
using testing::HeadlessApp;

bool ok(const json::Value& r) { return r.find("ok") && r.find("ok")->boolean; }

// Frames until state().busy is null; the number of frames it took (-1: never).
int frames_until_idle(HeadlessApp& h, int limit = 5000) {
  for (int i = 0; i < limit; ++i) {
    if (h.state().find("busy")->is_null()) return i;
    h.frames(1);
  }
  return -1;
}

std::vector<int> json_ints(const json::Value& v) {
  std::vector<int> out;
  for (const json::Value& x : v.array) out.push_back(static_cast<int>(x.number));
  return out;
}

TEST(SolverSlices, ResumingInSmallBudgetsGivesTheOneShotValues) {
  const ng::NumberGame game{18};
  Solver<ng::NumberGame> whole(game), sliced(game);
  int calls = 0;
  while (!sliced.solve_some(ng::full(18), 37)) ++calls;
  EXPECT_GT(calls, 10);  // it really stopped and resumed
  EXPECT_EQ(sliced.solve(ng::full(18)), whole.solve(ng::full(18)));
  EXPECT_EQ(sliced.positions_solved(), whole.positions_solved());
  // Every position the one-shot solve reached has the same value in the sliced one.
  const PositionGraph g = build_graph(game, ng::full(18), GraphOptions{1'000'000, false});
  ASSERT_TRUE(g.complete);
  std::size_t checked = 0;
  Solver<ng::NumberGame> probe(game);
  for (ng::Allowed p = ng::full(18);; p = (p - 1) & ng::full(18)) {  // every subset of 2..18
    if (const auto v = sliced.known(p)) {
      EXPECT_EQ(*v, probe.solve(p));
      ++checked;
    }
    if (p == 0) break;
  }
  EXPECT_EQ(checked, g.nodes.size());
}

TEST(SolverSlices, CappedGraphTakesExactValuesFromTheSolve) {
  const ng::NumberGame game{20};
  const PositionGraph full = build_graph(game, ng::full(20), GraphOptions{1'000'000, true});
  ASSERT_TRUE(full.complete);
  std::map<std::string, std::pair<Outcome, std::uint32_t>> by_label;
  for (const GraphNode& n : full.nodes) by_label[n.label] = {n.outcome, n.remoteness};

  Solver<ng::NumberGame> solver(game);
  solver.solve(ng::full(20));
  const PositionGraph capped =
      build_graph(game, ng::full(20), GraphOptions{500, true}, [&](ng::Allowed p) { return solver.known(p); });
  ASSERT_FALSE(capped.complete);
  std::size_t frontier = 0;
  for (const GraphNode& n : capped.nodes) {
    frontier += !n.expanded;
    ASSERT_NE(n.outcome, Outcome::Unknown) << n.label;
    EXPECT_EQ(std::make_pair(n.outcome, n.remoteness), by_label.at(n.label)) << n.label;
  }
  EXPECT_GT(frontier, 0u);
  // Without the solve the same cap leaves the start unknown, as before.
  EXPECT_EQ(build_graph(game, ng::full(20), GraphOptions{500, true}).nodes[0].outcome, Outcome::Unknown);
}

TEST(AppBusy, SmallBoardIsShownAtOnce) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.new","max":12})")));
  const json::Value s = h.state();
  EXPECT_TRUE(s.find("busy")->is_null());
  EXPECT_EQ(s.find("number")->find("max")->number, 12);
}

TEST(AppBusy, LargeBoardIsSolvedAcrossFramesAndAgreesWithTheFastSolver) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.new","max":32})")));
  json::Value s = h.state();
  const json::Value* busy = s.find("busy");
  ASSERT_FALSE(busy->is_null()) << "2..32 should take more than one slice";
  EXPECT_EQ(busy->find("what")->string, "solve");
  EXPECT_LE(busy->find("done")->number, busy->find("total")->number);
  EXPECT_EQ(s.find("number")->find("max")->number, 20);  // the old board stays meanwhile
  h.frames(3);
  const double done_before = h.state().find("busy")->find("done")->number;
  EXPECT_GT(done_before, busy->find("done")->number);  // frames advance the work
  ASSERT_GE(frames_until_idle(h), 0);
  s = h.state();
  const json::Value& number = *s.find("number");
  EXPECT_EQ(number.find("max")->number, 32);
  ng::WinMemo fast;  // the CLI's solver: no code shared with the lesson's exact one
  EXPECT_EQ(json_ints(*number.find("winningMoves")), fast.winning_moves(ng::full(32)));
  EXPECT_EQ(number.find("outcome")->string, fast.wins(ng::full(32)) ? "win" : "lose");
  // The tree is the capped graph with exact values: the start is decided.
  EXPECT_EQ(s.find("tree")->find("selectedNode")->find("outcome")->string, fast.wins(ng::full(32)) ? "win" : "lose");
}

TEST(AppBusy, CancelKeepsThePreviousBoard) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.pick","value":5})")));
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.new","max":34})")));
  ASSERT_FALSE(h.state().find("busy")->is_null());
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"cancel"})")));
  json::Value s = h.state();
  EXPECT_TRUE(s.find("busy")->is_null());
  EXPECT_EQ(s.find("number")->find("max")->number, 20);
  EXPECT_EQ(json_ints(*s.find("history")->find("moves")), std::vector<int>{5});
  h.frames(5);  // nothing comes back later
  EXPECT_EQ(h.state().find("number")->find("max")->number, 20);
  const json::Value again = h.dispatch(R"({"type":"cancel"})");
  EXPECT_FALSE(ok(again));
  EXPECT_FALSE(again.find("error")->string.empty());
}

TEST(AppBusy, LinkOnALargeBoardIsReplayedWhenSolved) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"link.open","query":"?game=number&max=31&moves=31,30"})")));
  ASSERT_FALSE(h.state().find("busy")->is_null());
  ASSERT_GE(frames_until_idle(h), 0);
  const json::Value s = h.state();
  EXPECT_EQ(s.find("number")->find("max")->number, 31);
  EXPECT_EQ(json_ints(*s.find("history")->find("moves")), (std::vector<int>{31, 30}));
  EXPECT_EQ(s.find("link")->string, "?game=number&max=31&moves=31,30");
  ng::WinMemo fast;
  const ng::Allowed now = ng::after_naming(ng::after_naming(ng::full(31), 31), 30);
  EXPECT_EQ(json_ints(*s.find("number")->find("winningMoves")), fast.winning_moves(now));
}

}  // namespace
}  // namespace gtl::app
