#include "app/lessons/number/solve_jobs.hpp"

#include <algorithm>
#include <cmath>

namespace gtl::app {

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

NumberBoardJob::NumberBoardJob(int max, number_game::Allowed start, Frontier known, MakeTree make_tree, Done done)
    : at_once_(NumberSolveJob::estimate_positions(number_game::count(start)) <= kAtOncePositions),
      make_tree_(std::move(make_tree)),
      done_(std::move(done)) {
  if (known) {
    tree_ = make_tree_(std::move(known));
    return;
  }
  // The solve's own finish() hands its solver to this job, not to the app.
  solve_ = make_number_solve_job(max, start, [this](std::unique_ptr<NumberSolver> s) { solver_ = std::move(s); });
}

std::optional<Solution> table_value(const number_game::NumberTable& t, number_game::Allowed a) {
  if (a == 0) return Solution{Outcome::Lose, 0};  // no number left: lost, 0 plies to the end
  const std::optional<bool> wins = t.wins(a);
  if (!wins) return std::nullopt;
  return Solution{*wins ? Outcome::Win : Outcome::Lose, kRemotenessPending};
}

bool NumberBoardJob::take_table() {
  TableFirstSolve* first = table_done_ && solve_ ? solve_->table_first() : nullptr;
  if (!first || !first->table()) return false;
  table_ = first->table();
  rest_ = std::move(solve_);
  tree_ = make_tree_([t = table_](number_game::Allowed p) { return table_value(*t, p); });
  return true;
}

void NumberBoardJob::finish() {
  if (table_) table_done_(std::move(table_), std::move(rest_));  // before done_ shows the board
  done_(std::move(solver_), tree_->take());
}

bool NumberBoardJob::run_for(double ms) {
  using Clock = std::chrono::steady_clock;
  const auto end = Clock::now() + std::chrono::duration<double, std::milli>(ms);
  if (solve_ && !take_table()) {
    if (!solve_->run_for(ms)) return false;
    solve_->finish();
    solve_.reset();
    tree_ = make_tree_([s = solver_.get()](number_game::Allowed p) { return s->known(p); });
  }
  // Units per clock check: a few hundred positions and their edges, well under
  // a millisecond natively.
  constexpr std::size_t kChunk = 2048;
  do {
    if (tree_->step(kChunk)) return true;
  } while (Clock::now() < end);
  return false;
}

BusyProgress NumberBoardJob::progress() const {
  if (solve_) return solve_->progress();
  return {"tree", tree_->work_done(), tree_->work_total(), "page"};
}

namespace {
OffPageSolve& off_page_solve() {
  static OffPageSolve make;  // set_off_page_solve
  return make;
}
}  // namespace

void set_off_page_solve(OffPageSolve make) { off_page_solve() = std::move(make); }

namespace {
NumberMethod& method_choice() {
  static NumberMethod m = NumberMethod::automatic;
  return m;
}
}  // namespace

void set_number_method(NumberMethod m) { method_choice() = m; }
NumberMethod number_method() { return method_choice(); }

std::unique_ptr<BusyJob> make_number_solve_job(int max, number_game::Allowed start,
                                               std::function<void(std::unique_ptr<NumberSolveJob::NumberSolver>)> done) {
  if (off_page_solve() && NumberSolveJob::estimate_positions(number_game::count(start)) > kInPagePositions)
    return off_page_solve()(max, start, std::move(done));
  return std::make_unique<NumberSolveJob>(max, start, std::move(done));
}

}  // namespace gtl::app
