// The web build's solve of a large Number Game board: in the solve worker
// (src/worker/solve_worker.cpp), a second wasm module in a Web Worker, so the
// page's main thread only polls it once a frame and copies in the result.
//
// Why a worker and not slices on the main thread (NumberSolveJob): slices keep
// each task short only while the solve itself is the work; they share the
// thread with drawing, so a 2..36 board took seconds of frames at a fraction of
// their rate, and 2..40's memo (a 256 MB map at load 1/2) did not fit the page's
// memory. The worker solves at full speed beside the page and hands over the
// memo as a SolvedTable (12 bytes a position, 55 MB for 2..40), which the page
// takes as it is: a copy in pieces over a few frames, no rebuilding.
//
// If the worker cannot be started or fails (no Worker, a host that does not
// serve solve_worker.js, out of memory), the job carries on with in-page slices
// from the start, so a board is never lost to a missing file.
#pragma once

#include <functional>
#include <memory>

#include "app/lessons/number/solve_jobs.hpp"
#include "core/solved_table.hpp"

namespace gtl::app {

// Whether the worker builds the board's outcome table first (TableFirstSolve):
// for full starts of every board the worker solves (2..27 and up, where the
// exact solve takes 50 ms to ~10 s of wasm and the table 1-300 ms) up to the
// lesson's largest, 2..40 (a 1.7 MB table). A position set by hand may lie
// outside the table's positions: it is solved as before.
inline constexpr int kPageTableMaxN = 40;
inline bool table_is_faster_on_page(int max, number_game::Allowed start) {
  return max <= kPageTableMaxN && start == number_game::full(max) && number_game::table_refusal(max).empty();
}

#if defined(__EMSCRIPTEN__)
class WorkerSolveJob : public TableFirstSolve {
 public:
  using NumberSolver = NumberSolveJob::NumberSolver;
  using Done = TableFirstSolve::Done;
  // table: ask the worker for the table of 2..max first.
  WorkerSolveJob(int max, number_game::Allowed start, Done done, bool table);
  ~WorkerSolveJob() override;  // stops the worker's solve if it still runs (a cancel)
  bool run_for(double ms) override;
  BusyProgress progress() const override;
  void finish() override;
  std::shared_ptr<const number_game::NumberTable> table() const override { return table_; }
  void redirect(Done done) override { done_ = std::move(done); }

 private:
  int max_;
  number_game::Allowed start_;
  std::uint64_t estimate_;
  Done done_;
  int job_ = 0;  // the page's id of the worker's solve; 0 when none runs
  std::uint64_t solved_ = 0;
  // Copies the worker's table in, a piece per clock check, until the slice ends.
  bool receive(double ms);
  std::unique_ptr<SolvedTable::Receiver> received_;  // the table arriving, once solved
  std::unique_ptr<NumberSolver> solver_;             // the result, once copied in
  std::unique_ptr<NumberSolveJob> fallback_;  // in-page slices, after a worker failure
  std::shared_ptr<const number_game::NumberTable> table_;  // once the worker sent it
};

// Starts the solve worker a little after the page has loaded (2 s, then when
// the browser is idle), so the first large board does not also pay for
// fetching and compiling the worker's module: traced, that start-up made the
// first 2..32 board's longest main-thread task ~130 ms against ~60 ms for the
// next ones. A worker that fails to start is dropped; the first solve then
// tries again and falls back to in-page slices as before.
void prewarm_solve_worker();

// Registers the worker as make_number_solve_job's off-page solve
// (set_off_page_solve): main.cpp calls it once, before the App is made.
void use_worker_solve();
#endif

}  // namespace gtl::app
