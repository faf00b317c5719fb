// The Number Game's board jobs (kit/solve_job.hpp's BusyJob): a new board is a
// NumberBoardJob in two phases. Its solve (make_number_solve_job): small
// boards in slices on the calling thread (NumberSolveJob; a 2..20 board
// finishes inside the action that asked for it), large ones on the web in the
// solve worker (platform/worker_solve_job.hpp, registered by main.cpp through
// set_off_page_solve: this module never names it), which hands back only the
// solved values. Then its tree: the capped part of the graph the tree draws,
// built from those values in slices too (GraphBuilder), so the board and its
// tree appear together and no frame builds 20,000 positions.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

#include "app/kit/solve_job.hpp"
#include "core/number_game.hpp"
#include "core/number_game_table.hpp"
#include "core/solution.hpp"
#include "core/solver.hpp"

namespace gtl::app {

// The solve a Number Game board needs before it is shown: the outcome and
// remoteness of every position reachable from `start` on 2..max (the lesson's
// exact solver), filled in slices. finish() passes the solver to `done`.
class NumberSolveJob : public BusyJob {
 public:
  using NumberSolver = Solver<number_game::NumberGame>;
  NumberSolveJob(int max, number_game::Allowed start, std::function<void(std::unique_ptr<NumberSolver>)> done);
  bool run_for(double ms) override;
  BusyProgress progress() const override;
  void finish() override { done_(std::move(solver_)); }

  // Positions reachable from a start of k allowed numbers, estimated from the
  // full boards (2..24: 14,930; 2..28: 63,777; 2..32: 270,037, so ×1.435 per
  // number): the progress bar's total.
  static std::uint64_t estimate_positions(int allowed_count);

 private:
  number_game::Allowed start_;
  std::unique_ptr<NumberSolver> solver_;
  std::uint64_t estimate_;
  std::function<void(std::unique_ptr<NumberSolver>)> done_;
};

// A solve that has the board's full outcome table (number_game_table.hpp)
// long before its exact values (outcome and remoteness): the web's solve
// worker builds the table of 2..max first (2..40: a few tenths of a second of
// wasm against ~10 s for the exact solve) and hands it over, then goes on with
// the exact solve. NumberBoardJob then shows the board from the table at once
// and hands the rest of the job to its caller, which redirects where the
// exact values go and runs it to the end in the background.
class TableFirstSolve : public BusyJob {
 public:
  using Done = std::function<void(std::unique_ptr<NumberSolveJob::NumberSolver>)>;
  TableFirstSolve* table_first() override { return this; }
  // The table once it has arrived; null before (and for a solve that builds none).
  virtual std::shared_ptr<const number_game::NumberTable> table() const = 0;
  // Where the exact values go once solved (instead of the done given at the start).
  virtual void redirect(Done done) = 0;
};

// A position's value from the outcome table: its outcome with the remoteness
// pending (kRemotenessPending), 0 plies at the end; nullopt when the table
// does not cover it.
std::optional<Solution> table_value(const number_game::NumberTable& t, number_game::Allowed a);

// What a Number Game board needs before it is shown: the solve of `start` on
// 2..max (skipped when `known` is given: the lesson's solver has the values
// already), then the graph its tree draws, which `make_tree` builds in slices
// reading values through the frontier it is given (progress "tree"). finish()
// hands `done` the solver (null when known) and the graph; a cancel drops both.
class NumberBoardJob : public BusyJob {
 public:
  using NumberSolver = NumberSolveJob::NumberSolver;
  using Frontier = std::function<std::optional<Solution>(number_game::Allowed)>;
  using MakeTree = std::function<std::unique_ptr<SlicedGraph>(Frontier)>;
  using Done = std::function<void(std::unique_ptr<NumberSolver>, PositionGraph)>;
  // The board shown from its table (the exact values still to come): the
  // table and the rest of the solve, which the receiver runs to its end.
  using TableDone = std::function<void(std::shared_ptr<const number_game::NumberTable>, std::unique_ptr<BusyJob> rest)>;
  NumberBoardJob(int max, number_game::Allowed start, Frontier known, MakeTree make_tree, Done done);
  // Accepts a table handed over early (TableFirstSolve): the tree is then built
  // from the table's values, and finish() calls `table_done` before `done`
  // (whose solver is null). Without it the job waits for the exact values.
  void on_table(TableDone table_done) { table_done_ = std::move(table_done); }
  bool run_for(double ms) override;
  BusyProgress progress() const override;
  void finish() override;
  // Boards of up to ~8,000 positions (2..22): tens of ms of wasm in all.
  bool at_once() const override { return at_once_; }
  static constexpr std::uint64_t kAtOncePositions = 8000;

 private:
  bool at_once_ = false;
  std::unique_ptr<BusyJob> solve_;      // while the board is being solved
  std::unique_ptr<NumberSolver> solver_;  // its result (the tree's frontier reads it)
  MakeTree make_tree_;
  std::unique_ptr<SlicedGraph> tree_;  // once the values are known
  Done done_;
  TableDone table_done_;
  std::shared_ptr<const number_game::NumberTable> table_;  // an early table, then
  std::unique_ptr<BusyJob> rest_;                          // the solve still to finish
  bool take_table();  // true once the tree is being built from an early table
};

// The job that solves `start` on 2..max for the Number Game lesson: boards
// estimated above kInPagePositions go to the off-page solve when one is
// registered (the web build's solve worker); everything else (and everything
// natively, where none is) is solved in slices on the calling thread.
inline constexpr std::uint64_t kInPagePositions = 40000;  // about 2..26; ~50 ms of wasm
std::unique_ptr<BusyJob> make_number_solve_job(int max, number_game::Allowed start,
                                               std::function<void(std::unique_ptr<NumberSolveJob::NumberSolver>)> done);

// The maker of off-page solves (make_number_solve_job's large boards). The
// arrow points down: the derived module (worker_solve_job.cpp's
// use_worker_solve, called by main.cpp on the web) registers itself here.
// An empty function (the default) keeps every solve on the page.
// The page's choice of solver for a new board, like the CLI's --method:
// automatic takes the table where it is faster (worker_solve_job.hpp's
// table_is_faster_on_page), search never (the exact solve alone, as before the
// table). Set by the automation action number.method.
enum class NumberMethod { automatic, search };
void set_number_method(NumberMethod m);
NumberMethod number_method();

using OffPageSolve = std::function<std::unique_ptr<BusyJob>(
    int max, number_game::Allowed start, std::function<void(std::unique_ptr<NumberSolveJob::NumberSolver>)> done)>;
void set_off_page_solve(OffPageSolve make);

}  // namespace gtl::app
