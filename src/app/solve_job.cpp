#include "app/solve_job.hpp"

#include <algorithm>
#include <cmath>

#include "app/worker_solve_job.hpp"

namespace gtl::app {

bool Busy::start(std::unique_ptr<BusyJob> job) {
  job_ = std::move(job);
  return tick(kFirstSliceMs);
}

bool Busy::tick(double ms) {
  if (!job_ || !job_->run_for(ms)) return false;
  // Released before finish() runs, so a finish that starts new work may do so.
  std::unique_ptr<BusyJob> done = std::move(job_);
  done->finish();
  return true;
}

bool Busy::cancel() {
  if (!job_) return false;
  job_.reset();
  return true;
}

std::optional<BusyProgress> Busy::progress() const {
  if (!job_) return std::nullopt;
  return job_->progress();
}

NumberSolveJob::NumberSolveJob(int max, number_game::Allowed start,
                               std::function<void(std::unique_ptr<NumberSolver>)> done)
    : start_(start),
      solver_(std::make_unique<NumberSolver>(number_game::NumberGame{max})),
      estimate_(estimate_positions(number_game::count(start))),
      done_(std::move(done)) {}

std::uint64_t NumberSolveJob::estimate_positions(int allowed_count) {
  return static_cast<std::uint64_t>(std::max(1.0, 270037.0 * std::pow(1.435, allowed_count + 1 - 32)));
}

bool NumberSolveJob::run_for(double ms) {
  using Clock = std::chrono::steady_clock;
  const auto end = Clock::now() + std::chrono::duration<double, std::milli>(ms);
  // Positions per clock check: ~1 ms of work natively, a few in the browser.
  constexpr std::size_t kChunk = 4096;
  do {
    if (solver_->solve_some(start_, kChunk)) return true;
  } while (Clock::now() < end);
  return false;
}

BusyProgress NumberSolveJob::progress() const {
  return BusyProgress::solve(solver_->positions_solved(), estimate_, "page");
}

std::unique_ptr<BusyJob> make_number_solve_job(int max, number_game::Allowed start,
                                               std::function<void(std::unique_ptr<NumberSolveJob::NumberSolver>)> done) {
#if defined(__EMSCRIPTEN__)
  if (NumberSolveJob::estimate_positions(number_game::count(start)) > kInPagePositions)
    return std::make_unique<WorkerSolveJob>(max, start, std::move(done));
#endif
  return std::make_unique<NumberSolveJob>(max, start, std::move(done));
}

}  // namespace gtl::app
