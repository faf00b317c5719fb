// Long work in slices (app/kit/solve_job.hpp): the resumable solver agrees with the
// one-shot solve, a capped graph takes exact values from a solve, and the app's
// request/response path — a large board is solved across frames with
// state().busy reporting it, `cancel` keeps the previous board, small boards
// stay synchronous — checked against the independent fast solver.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "app/lessons/number/solve_jobs.hpp"
#include "app_test_support.hpp"
#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "core/number_game_solver.hpp"
#include "core/solver.hpp"

namespace gtl::app {
namespace {

namespace ng = number_game;
using testing::HeadlessApp;

// Frames until state().busy is null; the number of frames it took (-1: never).
int frames_until_idle(HeadlessApp& h, int limit = 5000) {
  for (int i = 0; i < limit; ++i) {
    if (h.state().find("busy")->is_null()) return i;
    h.frames(1);
  }
  return -1;
}

// How far a board's job has got, as a measure that never goes back: its phase
// ("solve", then "tree"; none once it is done), then the count within the
// phase. `done` alone falls when the tree phase starts counting from zero, and
// how much work a frame or a slice gets done depends on the machine: tests
// compare this pair, never a count across phases or a count per frame.
std::pair<int, double> job_progress(const json::Value& state) {
  const json::Value* busy = state.find("busy");
  if (busy->is_null()) return {2, 0.0};
  return {busy->find("what")->string == "solve" ? 0 : 1, busy->find("done")->number};
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

// A board job runs its solve, then its tree in slices, and hands over both at
// once: the tree is the graph build_graph makes at once from an independent
// solve, and a start the lesson knows skips the solve.
TEST(BoardJob, SolvesThenBuildsTheTreeInSlicesAndHandsOverBoth) {
  const ng::NumberGame game{24};
  const GraphOptions options{3000, true};
  const auto make_tree = [&](NumberBoardJob::Frontier f) { return sliced_graph(game, ng::full(24), options, f); };
  Solver<ng::NumberGame> independent(game);
  independent.solve(ng::full(24));
  const PositionGraph expected =
      build_graph(game, ng::full(24), options, [&](ng::Allowed p) { return independent.known(p); });

  for (const bool known : {false, true}) {
    SCOPED_TRACE(known);
    std::unique_ptr<NumberBoardJob::NumberSolver> got_solver;
    std::optional<PositionGraph> got;
    NumberBoardJob::Frontier frontier;
    if (known) frontier = [&](ng::Allowed p) { return independent.known(p); };
    NumberBoardJob job(24, ng::full(24), frontier, make_tree,
                       [&](std::unique_ptr<NumberBoardJob::NumberSolver> s, PositionGraph g) {
                         got_solver = std::move(s);
                         got = std::move(g);
                       });
    std::vector<std::string> phases;
    int tree_slices = 0;
    while (!job.run_for(0)) {  // the least a slice does: one chunk of work
      const BusyProgress p = job.progress();
      if (phases.empty() || phases.back() != p.what) phases.push_back(p.what);
      EXPECT_LE(p.done, p.total);
      tree_slices += p.what == "tree";
      ASSERT_FALSE(got) << "nothing is handed over before finish()";
    }
    EXPECT_EQ(phases, known ? std::vector<std::string>{"tree"} : (std::vector<std::string>{"solve", "tree"}));
    EXPECT_GT(tree_slices, 3);  // the tree really took several slices
    job.finish();
    ASSERT_TRUE(got);
    EXPECT_EQ(got_solver == nullptr, known);
    if (!known) {
      EXPECT_EQ(got_solver->known(ng::full(24)), independent.known(ng::full(24)));
    }
    ASSERT_EQ(got->nodes.size(), expected.nodes.size());
    ASSERT_EQ(got->edges.size(), expected.edges.size());
    for (std::size_t n = 0; n < expected.nodes.size(); ++n) {
      ASSERT_EQ(got->nodes[n].label, expected.nodes[n].label);
      ASSERT_EQ(got->nodes[n].outcome, expected.nodes[n].outcome) << expected.nodes[n].label;
      ASSERT_EQ(got->nodes[n].remoteness, expected.nodes[n].remoteness) << expected.nodes[n].label;
    }
    EXPECT_NE(got->nodes[0].outcome, Outcome::Unknown);
  }
}

// The app shows a large board and its tree in the same frame: while busy the
// old board and its tree stay; once idle both are the new board's.
TEST(AppBusy, BoardAndTreeAppearTogether) {
  HeadlessApp h;
  h.frames(2);
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.new","max":30})")));
  std::vector<std::string> phases;
  json::Value s = h.state();
  for (int i = 0; i < 5000 && !s.find("busy")->is_null(); ++i, h.frames(1), s = h.state()) {
    const std::string what = s.find("busy")->find("what")->string;
    if (phases.empty() || phases.back() != what) phases.push_back(what);
    ASSERT_EQ(s.find("number")->find("max")->number, 20);
    ASSERT_TRUE(s.find("tree")->find("complete")->boolean) << "the old board's whole tree stays";
  }
  ASSERT_TRUE(s.find("busy")->is_null());
  ASSERT_FALSE(phases.empty());
  EXPECT_EQ(phases.front(), "solve");
  EXPECT_EQ(s.find("number")->find("max")->number, 30);
  EXPECT_FALSE(s.find("tree")->find("complete")->boolean);
  EXPECT_GE(s.find("tree")->find("positions")->number, 20000);
  EXPECT_EQ(s.find("tree")->find("selectedNode")->find("outcome")->string, s.find("number")->find("outcome")->string);
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
  const auto started = job_progress(s);
  h.frames(3);
  EXPECT_GT(job_progress(h.state()), started);  // frames advance the work (whatever phase they reach)
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

// The web loop runs the page's work in iterations of its own
// (App::set_loop_runs_work): frames then draw without advancing it, work()
// advances it, and page_working() says when there is some.
TEST(AppBusy, ALoopThatRunsTheWorkAdvancesItOnlyThroughWork) {
  HeadlessApp h;
  h.frames(2);
  h.app().set_loop_runs_work(true);
  EXPECT_FALSE(h.app().page_working());
  ASSERT_TRUE(ok(h.dispatch(R"({"type":"number.new","max":32})")));
  ASSERT_TRUE(h.app().page_working()) << "natively 2..32 is solved on the page, in slices";
  const auto started = job_progress(h.state());
  h.frames(5);
  EXPECT_EQ(job_progress(h.state()), started) << "frames alone do not work";
  h.app().work();
  EXPECT_GT(job_progress(h.state()), started);
  int slices = 1;
  while (h.app().page_working() && slices < 5000) {
    h.app().work();
    ++slices;
  }
  EXPECT_FALSE(h.app().page_working());
  // Before any frame: the new board and its tree together (a state() read
  // between two turns of the web loop sees both or neither).
  const json::Value s = h.state();
  EXPECT_TRUE(s.find("busy")->is_null());
  EXPECT_EQ(s.find("number")->find("max")->number, 32);
  EXPECT_FALSE(s.find("tree")->find("complete")->boolean) << "the capped tree of 2..32, not 2..20's whole tree";
  EXPECT_GE(s.find("tree")->find("positions")->number, 20000);
  ng::WinMemo fast;
  EXPECT_EQ(json_ints(*s.find("number")->find("winningMoves")), fast.winning_moves(ng::full(32)));
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
