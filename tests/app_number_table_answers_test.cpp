// The Number Game lesson answering from the full outcome table (issue 45):
// while a board's exact solve still runs, the model takes its outcomes,
// winning moves and hints from the table (NumberModel::adopt_table) and its
// plies are pending. These answers must be the search's: every position of
// every board up to 2..30, and positions sampled from games on 2..31..2..40.
// Also the board job's hand-over: a board shown from an early table, the rest
// of the solve run to its end, its exact values adopted.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <unordered_set>
#include <vector>

#include "app/lessons/number/model.hpp"
#include "app/lessons/number/solve_jobs.hpp"
#include "core/graph_builder.hpp"
#include "core/number_game.hpp"
#include "core/number_game_table.hpp"
#include "core/solver.hpp"

namespace gtl::app {
namespace {

namespace ng = number_game;

#ifdef GTL_SANITIZED_BUILD
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif

std::shared_ptr<const ng::NumberTable> table_of(int n) {
  ng::TableBuild b = ng::build_number_table(n, {1});
  EXPECT_TRUE(b.table) << b.error;
  return std::shared_ptr<const ng::NumberTable>(std::move(b.table));
}

// A board of 2..n answering from its table only (the exact solve not done).
NumberModel table_model(int n) {
  NumberModel m;
  std::string err;
  EXPECT_TRUE(m.new_game(n, err)) << err;
  m.adopt_table(table_of(n));
  EXPECT_TRUE(m.remoteness_pending());
  EXPECT_STREQ(m.method(), "table");
  return m;
}

// The search's winning moves, as the model gives them with its own solver.
std::vector<int> searched_winning_moves(Solver<ng::NumberGame>& s, ng::Allowed a) {
  std::vector<int> out;
  for (const auto& r : s.ranked_moves(a))
    if (r.child_value.outcome == Outcome::Lose) out.push_back(r.move);
  std::sort(out.begin(), out.end());
  return out;
}

// One position's answers: the header's outcome and hints, the tree's values.
void expect_same_answers(NumberModel& m, Solver<ng::NumberGame>& s, ng::Allowed a, int n) {
  const Solution exact = s.solve(a);
  const Solution shown = m.value_of(a);
  ASSERT_EQ(shown.outcome, exact.outcome) << "2.." << n << " position " << a;
  if (a == 0) EXPECT_EQ(shown.remoteness, 0u);  // the end is known: 0 plies
  else EXPECT_TRUE(remoteness_pending(shown.remoteness)) << "a table value never shows a number of plies";
  const std::optional<Solution> tree = m.known_value(a);
  ASSERT_TRUE(tree.has_value());
  EXPECT_EQ(tree->outcome, exact.outcome);
  EXPECT_EQ(m.winning_moves_of(a), searched_winning_moves(s, a)) << "2.." << n << " position " << a;
}

TEST(NumberTableAnswers, EveryPositionOfEveryBoardUpTo30IsTheSearchs) {
  for (int n = 2; n <= 30; n += kSanitized ? 7 : 1) {
    NumberModel m = table_model(n);
    Solver<ng::NumberGame> s(ng::NumberGame{n});
    // Every position by play (the rules, not the table's layout).
    std::vector<ng::Allowed> all{ng::full(n)};
    std::unordered_set<ng::Allowed> seen{ng::full(n)};
    for (std::size_t i = 0; i < all.size(); ++i)
      for (int x : ng::NumberRange(all[i]))
        if (const ng::Allowed c = ng::after_naming(all[i], x); seen.insert(c).second) all.push_back(c);
    for (ng::Allowed a : all) expect_same_answers(m, s, a, n);
    if (HasFatalFailure()) return;
  }
}

TEST(NumberTableAnswers, PositionsSampledFromGamesOnLargerBoardsAreTheSearchs) {
  std::mt19937 rng(45);
  for (int n = 31; n <= 40; n += kSanitized ? 9 : 1) {
    NumberModel m = table_model(n);
    Solver<ng::NumberGame> s(ng::NumberGame{n});
    // Games of random moves, checked from the 7th position on (earlier ones
    // take the search seconds each on 2..40; the start is checked against the
    // big search in core_number_table_test).
    for (int game = 0; game < (kSanitized ? 3 : 20); ++game) {
      ng::Allowed a = ng::full(n);
      for (int ply = 0; a != 0; ++ply) {
        if (ply >= 6) expect_same_answers(m, s, a, n);
        const std::vector<int> moves = ng::numbers(a);
        a = ng::after_naming(a, moves[rng() % moves.size()]);
      }
      expect_same_answers(m, s, 0, n);
    }
  }
}

TEST(NumberTableAnswers, PlayFollowsTheTableUntilTheExactValuesArrive) {
  constexpr int n = 24;
  NumberModel m = table_model(n);
  std::string err;
  Solver<ng::NumberGame> s(ng::NumberGame{n});
  EXPECT_TRUE(remoteness_pending(m.remoteness()));
  EXPECT_FALSE(m.best_move().has_value()) << "perfect play needs the plies: no best move yet";
  ASSERT_TRUE(m.pick(m.winning_moves().front(), err)) << err;
  EXPECT_EQ(m.outcome(), Outcome::Lose);
  EXPECT_TRUE(m.remoteness_pending());
  // The exact solve of the board's start arrives: every value is the search's.
  auto exact = std::make_unique<Solver<ng::NumberGame>>(ng::NumberGame{n});
  exact->solve(ng::full(n));
  m.adopt_solver(std::move(exact));
  EXPECT_FALSE(m.remoteness_pending());
  EXPECT_STREQ(m.method(), "search");
  EXPECT_EQ(m.remoteness(), s.solve(m.allowed()).remoteness);
  ASSERT_TRUE(m.best_move().has_value());
  EXPECT_EQ(*m.best_move(), s.ranked_moves(m.allowed()).front().move);
}

TEST(NumberTableAnswers, ATableOfAnotherBoardIsIgnored) {
  NumberModel m;
  std::string err;
  ASSERT_TRUE(m.new_game(22, err));
  m.adopt_table(table_of(24));
  EXPECT_FALSE(m.remoteness_pending());
  EXPECT_STREQ(m.method(), "search");
  EXPECT_FALSE(remoteness_pending(m.remoteness()));
}

// A solve that has its table at once and its exact values after a few slices
// (the web's worker, without the worker).
class FakeTableFirst : public TableFirstSolve {
 public:
  FakeTableFirst(int n, Done done) : n_(n), table_(table_of(n)), done_(std::move(done)) {}
  bool run_for(double) override { return ++slices_ >= 3; }
  BusyProgress progress() const override { return BusyProgress::solve(0, 1, "worker"); }
  void finish() override {
    auto s = std::make_unique<NumberSolveJob::NumberSolver>(ng::NumberGame{n_});
    s->solve(ng::full(n_));
    done_(std::move(s));
  }
  std::shared_ptr<const ng::NumberTable> table() const override { return table_; }
  void redirect(Done done) override { done_ = std::move(done); }

 private:
  int n_, slices_ = 0;
  std::shared_ptr<const ng::NumberTable> table_;
  Done done_;
};

TEST(NumberTableAnswers, ABoardJobShowsTheBoardFromAnEarlyTableAndHandsOnTheRest) {
  constexpr int n = 28;  // estimated above kInPagePositions: an off-page solve
  std::unique_ptr<NumberSolveJob::NumberSolver> adopted_by_job;
  set_off_page_solve([](int max, ng::Allowed, TableFirstSolve::Done done) -> std::unique_ptr<BusyJob> {
    return std::make_unique<FakeTableFirst>(max, std::move(done));
  });
  std::shared_ptr<const ng::NumberTable> table;
  std::unique_ptr<BusyJob> rest;
  PositionGraph graph;
  bool shown = false;
  NumberBoardJob job(
      n, ng::full(n), {},
      [](NumberBoardJob::Frontier f) {
        return sliced_graph(ng::NumberGame{n}, ng::full(n), GraphOptions{2000, false}, std::move(f));
      },
      [&](std::unique_ptr<NumberSolveJob::NumberSolver> s, PositionGraph g) {
        adopted_by_job = std::move(s);
        graph = std::move(g);
        shown = true;
      });
  job.on_table([&](std::shared_ptr<const ng::NumberTable> t, std::unique_ptr<BusyJob> r) {
    EXPECT_FALSE(shown) << "the table is handed over before the board is shown";
    table = std::move(t);
    rest = std::move(r);
  });
  while (!job.run_for(1e9)) {
  }
  job.finish();
  set_off_page_solve({});
  ASSERT_TRUE(shown);
  ASSERT_TRUE(table);
  ASSERT_TRUE(rest);
  EXPECT_FALSE(adopted_by_job) << "shown from the table: the exact values are still to come";
  Solver<ng::NumberGame> s(ng::NumberGame{n});
  EXPECT_EQ(graph.nodes[0].outcome, s.solve(ng::full(n)).outcome);
  EXPECT_TRUE(remoteness_pending(graph.nodes[0].remoteness));
  // The rest of the solve, redirected and run to its end, gives the exact values.
  std::unique_ptr<NumberSolveJob::NumberSolver> exact;
  rest->table_first()->redirect([&](std::unique_ptr<NumberSolveJob::NumberSolver> x) { exact = std::move(x); });
  while (!rest->run_for(1)) {
  }
  rest->finish();
  ASSERT_TRUE(exact);
  EXPECT_EQ(exact->solve(ng::full(n)), s.solve(ng::full(n)));
}

}  // namespace
}  // namespace gtl::app
