#include "app/kit/solve_job.hpp"

#include <algorithm>
#include <cmath>


namespace gtl::app {

bool Busy::start(std::unique_ptr<BusyJob> job) {
  job_ = std::move(job);
  return tick(job_ && job_->at_once() ? kAtOnceMs : kFirstSliceMs);
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

}  // namespace gtl::app
