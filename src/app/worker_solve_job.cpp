#include "app/worker_solve_job.hpp"

#if defined(__EMSCRIPTEN__)
#include <emscripten/emscripten.h>

#include <cstdint>
#include <vector>

#include "core/solved_table.hpp"

namespace gtl::app {

namespace {

// The page's side of the worker protocol (src/worker/solve_worker.cpp). One
// worker, kept between solves (starting one compiles its module again); a new
// solve replaces a running one by terminating its worker. Jobs have ids so a
// stale job's cancel or poll never touches the next job's solve.
EM_JS(int, solver_start, (int max, std::uint32_t lo, std::uint32_t hi), {
  const s = Module.gtlSolver || (Module.gtlSolver = {worker: null, job: 0, state: "idle"});
  if (s.worker && s.state === "running") { s.worker.terminate(); s.worker = null; }
  s.job += 1;
  s.state = "running"; s.done = 0; s.result = null; s.error = "";
  const job = s.job;
  const fail = (message) => {
    if (s.job !== job) return;
    s.state = "failed"; s.error = message;
    console.warn("solve worker failed (" + message + "); the page solves the board itself");
    if (s.worker) { s.worker.terminate(); s.worker = null; }  // a failed module is not reused
  };
  try {
    if (!s.worker) s.worker = new Worker("solve_worker.js");
  } catch (e) {
    fail(String(e && e.message || e));
    return job;
  }
  s.worker.onmessage = (e) => {
    if (s.job !== job) return;
    const m = e.data;
    if (m.type === "progress") s.done = m.done;
    else if (m.type === "solved") { s.state = "solved"; s.result = m; }
    else if (m.type === "failed") fail(m.message);
  };
  s.worker.onerror = (e) => { e.preventDefault(); fail(e.message || "the solve worker could not run"); };
  s.worker.postMessage({max: max, lo: lo, hi: hi});
  return job;
});

// Positions solved so far (>= 0) while running; -1 failed, -2 solved.
EM_JS(double, solver_poll, (int job), {
  const s = Module.gtlSolver;
  if (!s || s.job !== job) return -1;
  return s.state === "solved" ? -2 : s.state === "failed" ? -1 : s.done;
});

EM_JS(double, solver_count, (int job), {
  const s = Module.gtlSolver;
  return s && s.job === job && s.result ? s.result.count : 0;
});

// Copies the solved table into the buffers the caller sized with solver_count.
EM_JS(void, solver_take, (int job, void* keys, void* values), {
  const s = Module.gtlSolver;
  if (!s || s.job !== job || !s.result) return;
  HEAPU8.set(new Uint8Array(s.result.keys), keys);
  HEAPU8.set(new Uint8Array(s.result.values), values);
  s.result = null;
  s.state = "idle";
});

EM_JS(void, solver_cancel, (int job), {
  const s = Module.gtlSolver;
  if (!s || s.job !== job || s.state !== "running") return;
  if (s.worker) { s.worker.terminate(); s.worker = null; }
  s.state = "idle";
});

}  // namespace

WorkerSolveJob::WorkerSolveJob(int max, number_game::Allowed start, Done done)
    : max_(max),
      start_(start),
      estimate_(NumberSolveJob::estimate_positions(number_game::count(start))),
      done_(std::move(done)),
      job_(solver_start(max, static_cast<std::uint32_t>(start), static_cast<std::uint32_t>(start >> 32))) {}

WorkerSolveJob::~WorkerSolveJob() {
  if (job_ != 0) solver_cancel(job_);
}

bool WorkerSolveJob::run_for(double ms) {
  if (fallback_) return fallback_->run_for(ms);
  if (solver_) return true;
  const double state = solver_poll(job_);
  if (state >= 0) {
    solved_ = static_cast<std::uint64_t>(state);
    return false;
  }
  if (state == -2) {
    const auto n = static_cast<std::size_t>(solver_count(job_));
    std::vector<std::uint64_t> keys(n);
    std::vector<std::uint32_t> values(n);
    solver_take(job_, keys.data(), values.data());
    job_ = 0;
    solved_ = n;
    solver_ = std::make_unique<NumberSolver>(number_game::NumberGame{max_});
    solver_->adopt(SolvedTable(std::move(keys), std::move(values)));
    // Done, but finish() (the board and its tree) waits for the next frame:
    // copying 2..40's 55 MB in and building a 20,000-node tree are each a
    // task of their own, not one long one.
    return false;
  }
  job_ = 0;  // failed (the page logged why): solve in the page instead
  fallback_ = std::make_unique<NumberSolveJob>(max_, start_, done_);
  return fallback_->run_for(ms);
}

BusyProgress WorkerSolveJob::progress() const {
  if (fallback_) return fallback_->progress();
  return BusyProgress::solve(solved_, estimate_, "worker");
}

void WorkerSolveJob::finish() {
  if (fallback_) fallback_->finish();
  else done_(std::move(solver_));
}

}  // namespace gtl::app

#endif
