#include "app/platform/worker_solve_job.hpp"

#if defined(__EMSCRIPTEN__)
#include <emscripten/emscripten.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <vector>

#include "core/solved_table.hpp"

namespace gtl::app {


namespace {

// The page's side of the worker protocol (src/worker/solve_worker.cpp). One
// worker, kept between solves (starting one compiles its module again); a new
// solve replaces a running one by terminating its worker. Jobs have ids so a
// stale job's cancel or poll never touches the next job's solve.
// Module.gtlSolver holds that state; solver_state() makes it once, and both
// solver_start and solver_prewarm are called only after it.
EM_JS(void, solver_state, (), {
  if (!Module.gtlSolver) Module.gtlSolver = {worker: null, job: 0, state: "idle"};
});

EM_JS(int, solver_start, (int max, std::uint32_t lo, std::uint32_t hi, int table), {
  const s = Module.gtlSolver;
  if (s.worker && s.state === "running") { s.worker.terminate(); s.worker = null; }
  s.job += 1;
  s.state = "running"; s.done = 0; s.result = null; s.table = null; s.error = "";
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
    else if (m.type === "table") s.table = m;
    else if (m.type === "solved") { s.state = "solved"; s.result = m; }
    else if (m.type === "failed") fail(m.message);
  };
  s.worker.onerror = (e) => { e.preventDefault(); fail(e.message || "the solve worker could not run"); };
  s.worker.postMessage({max: max, lo: lo, hi: hi, table: table});
  return job;
});

EM_JS(void, solver_prewarm, (), {
  const start = () => {
    const s = Module.gtlSolver;
    if (s.worker || s.state !== "idle") return;  // a solve asked for first starts its own
    let w;
    try { w = s.worker = new Worker("solve_worker.js"); } catch (e) { return; }
    w.onerror = (e) => {
      e.preventDefault();
      if (s.worker === w && s.state === "idle") { w.terminate(); s.worker = null; }
    };
  };
  // 4 s after the first frame: past the first load (web/tests/size.test.mjs
  // counts what arrives until ready + 2 s; at 2 s the two raced), long before
  // a class starts its first large board.
  setTimeout(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(start, {timeout: 3000});
    else start();
  }, 4000);
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

// The outcome table's size in words once it has arrived (0 before), and its counts.
EM_JS(double, solver_table_words, (int job), {
  const s = Module.gtlSolver;
  return s && s.job === job && s.table ? s.table.words.byteLength / 8 : 0;
});
EM_JS(double, solver_table_count, (int job, int lost), {
  const s = Module.gtlSolver;
  return s && s.job === job && s.table ? (lost ? s.table.lost : s.table.positions) : 0;
});
// Copies the table's words into the caller's buffer and lets them go.
EM_JS(void, solver_table_take, (int job, void* words), {
  const s = Module.gtlSolver;
  if (!s || s.job !== job || !s.table) return;
  HEAPU8.set(new Uint8Array(s.table.words), words);
  s.table = null;
});

// Copies entries [at, at + n) of the solved table into the caller's buffers.
EM_JS(void, solver_take, (int job, double at, double n, void* keys, void* values), {
  const s = Module.gtlSolver;
  if (!s || s.job !== job || !s.result) return;
  HEAPU8.set(new Uint8Array(s.result.keys, at * 8, n * 8), keys);
  HEAPU8.set(new Uint8Array(s.result.values, at * 4, n * 4), values);
});

// The page has the whole table: the worker's buffers can go.
EM_JS(void, solver_release, (int job), {
  const s = Module.gtlSolver;
  if (!s || s.job !== job) return;
  s.result = null;
  s.table = null;
  s.state = "idle";
});

// Stops a running solve; a solved table still being copied in is dropped.
EM_JS(void, solver_cancel, (int job), {
  const s = Module.gtlSolver;
  if (!s || s.job !== job || (s.state !== "running" && s.state !== "solved")) return;
  if (s.state === "running" && s.worker) { s.worker.terminate(); s.worker = null; }
  s.result = null;
  s.state = "idle";
});

int start_job(int max, number_game::Allowed start, bool table) {
  solver_state();
  return solver_start(max, static_cast<std::uint32_t>(start), static_cast<std::uint32_t>(start >> 32), table ? 1 : 0);
}

// The table the worker sent, adopted (its layout made again on the page); null
// if none has arrived or it does not fit 2..max.
std::shared_ptr<const number_game::NumberTable> take_table(int job, int max) {
  const auto count = static_cast<std::size_t>(solver_table_words(job));
  if (count == 0) return nullptr;
  std::vector<std::uint64_t> words(count);
  solver_table_take(job, words.data());
  number_game::TableBuild b =
      number_game::adopt_number_table(max, words.data(), count, static_cast<std::uint64_t>(solver_table_count(job, 0)),
                                      static_cast<std::uint64_t>(solver_table_count(job, 1)));
  return std::shared_ptr<const number_game::NumberTable>(std::move(b.table));
}

}  // namespace

WorkerSolveJob::WorkerSolveJob(int max, number_game::Allowed start, Done done, bool table)
    : max_(max),
      start_(start),
      estimate_(NumberSolveJob::estimate_positions(number_game::count(start))),
      done_(std::move(done)),
      job_(start_job(max, start, table)) {}

WorkerSolveJob::~WorkerSolveJob() {
  if (job_ != 0) solver_cancel(job_);
}

bool WorkerSolveJob::run_for(double ms) {
  if (fallback_) return fallback_->run_for(ms);
  if (solver_) return true;
  if (received_) return receive(ms);
  if (!table_ && job_ != 0) table_ = take_table(job_, max_);
  const double state = solver_poll(job_);
  if (state >= 0) {
    solved_ = static_cast<std::uint64_t>(state);
    return false;
  }
  if (state == -2) {
    solved_ = static_cast<std::uint64_t>(solver_count(job_));
    received_ = std::make_unique<SolvedTable::Receiver>(static_cast<std::size_t>(solved_));
    return receive(ms);
  }
  job_ = 0;  // failed (the page logged why): solve in the page instead
  // done_ read when it finishes: a redirect() may come after this.
  fallback_ = std::make_unique<NumberSolveJob>(max_, start_, [this](std::unique_ptr<NumberSolver> s) { done_(std::move(s)); });
  return fallback_->run_for(ms);
}

bool WorkerSolveJob::receive(double ms) {
  using Clock = std::chrono::steady_clock;
  const auto end = Clock::now() + std::chrono::duration<double, std::milli>(ms);
  // Entries per clock check: 768 KB. 2..40's 55 MB in one task (the copy,
  // zeroing the room for it, first touches of fresh heap pages, checking the
  // order) was most of a 244 ms stall; in pieces it spreads over frames. (A
  // 3 MB piece took up to 40 ms on a busy machine.)
  constexpr std::size_t kPiece = std::size_t{1} << 16;
  do {
    const std::size_t at = received_->size(), n = std::min(kPiece, received_->count() - at);
    received_->append(n, [&](std::uint64_t* keys, std::uint32_t* values) {
      solver_take(job_, static_cast<double>(at), static_cast<double>(n), keys, values);
    });
  } while (!received_->complete() && Clock::now() < end);
  if (!received_->complete()) return false;
  solver_release(job_);
  job_ = 0;
  solver_ = std::make_unique<NumberSolver>(number_game::NumberGame{max_});
  solver_->adopt(received_->take());  // the index: one pass over the keys
  received_.reset();
  // Done, but finish() waits for the next slice: the last piece and the index
  // are a task of their own.
  return false;
}

void prewarm_solve_worker() {
  solver_state();
  solver_prewarm();
}

BusyProgress WorkerSolveJob::progress() const {
  if (fallback_) return fallback_->progress();
  // Once solved, the page copies the table in, a piece a frame: page work.
  return BusyProgress::solve(solved_, estimate_, received_ || solver_ ? "page" : "worker");
}

void use_worker_solve() {
  set_off_page_solve([](int max, number_game::Allowed start, WorkerSolveJob::Done done) -> std::unique_ptr<BusyJob> {
    return std::make_unique<WorkerSolveJob>(
        max, start, std::move(done), number_method() == NumberMethod::automatic && table_is_faster_on_page(max, start));
  });
}

void WorkerSolveJob::finish() {
  if (fallback_) fallback_->finish();
  else done_(std::move(solver_));
}

}  // namespace gtl::app

#endif
