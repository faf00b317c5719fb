// Work that can take longer than a frame (solving a large board) runs as a
// BusyJob: a request the app starts, steps in time slices between frames, shows
// with a progress bar (ui_busy.hpp) and reports as state().busy, and that the
// user can cancel (the previous board then stays). The job computes into its
// own objects and changes the app only in finish(), so a cancelled job leaves
// nothing behind.
//
// The jobs themselves belong to the lessons that start them: the Number
// Game's board solve and tree (lessons/number/solve_jobs.hpp), a large DAG's
// layout (the tree panel's).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "core/graph_builder.hpp"

namespace gtl::app {

class TableFirstSolve;  // a Number Game solve that hands over its table early (lessons/number/solve_jobs.hpp)

struct BusyProgress {
  std::string what;         // the automation name: a board's "solve", then its "tree"; a DAG's "layout"
  std::uint64_t done = 0;   // "solve": positions solved so far; "tree": positions times passes built
  std::uint64_t total = 0;  // the estimate of the whole (>= done)
  std::string where = "page";  // "page": slices between frames; "worker": the solve worker
  // "layout" (a large DAG laid out in steps) finishes on its own; only a board's job has Cancel.
  bool cancellable() const { return what != "layout"; }

  // A solve's progress against an estimate that may fall short (an unusual
  // start): the total stays ahead of what is done, so the bar never passes its end.
  static BusyProgress solve(std::uint64_t done, std::uint64_t estimate, std::string where) {
    return {"solve", done, std::max(estimate, done + done / 10 + 1), std::move(where)};
  }
};

class BusyJob {
 public:
  virtual ~BusyJob() = default;
  // Works for about `ms` milliseconds; true once the work is complete.
  virtual bool run_for(double ms) = 0;
  virtual BusyProgress progress() const = 0;
  // Hands the result to the app; called once, after run_for returned true.
  virtual void finish() = 0;
  // Small work that Busy::start completes inside the action that asked for it,
  // whatever the machine's speed (a 2..20 board: a lecture slide or a link
  // then applies its moves at once, under the sanitizers too).
  virtual bool at_once() const { return false; }
  // A Number Game solve that hands over the board's outcome table before its
  // exact values returns itself here (TableFirstSolve); every other job null.
  virtual TableFirstSolve* table_first() { return nullptr; }
};

// At most one job at a time. start() gives the job a first slice at once, so
// small work (a 2..20 board) finishes inside the action that asked for it and
// the app stays synchronous where it can.
class Busy {
 public:
  // Slice lengths: the first one inside the action, then one per frame. Both
  // leave room for the frame's own drawing under the 50 ms a long task starts at.
  static constexpr double kFirstSliceMs = 30;
  static constexpr double kFrameSliceMs = 25;
  static constexpr double kAtOnceMs = 1e9;  // a job that says at_once(): no time limit

  // Replaces (cancels) a running job. True if the job finished at once.
  bool start(std::unique_ptr<BusyJob> job);
  // One frame's slice; true if the job finished (and was applied) in it.
  bool tick(double ms = kFrameSliceMs);
  // Drops the running job without applying it; false if there was none.
  bool cancel();
  bool active() const { return job_ != nullptr; }
  std::optional<BusyProgress> progress() const;

 private:
  std::unique_ptr<BusyJob> job_;
};

// A graph built a slice at a time: a GraphBuilder (core/graph_builder.hpp)
// behind an interface, so a job need not know the game or the frontier.
class SlicedGraph {
 public:
  virtual ~SlicedGraph() = default;
  virtual bool step(std::size_t work) = 0;  // true once built
  virtual std::uint64_t work_done() const = 0;
  virtual std::uint64_t work_total() const = 0;
  virtual PositionGraph take() = 0;
};

template <class G, class Frontier>
std::unique_ptr<SlicedGraph> sliced_graph(const G& game, typename G::Position start, GraphOptions options,
                                          Frontier frontier) {
  struct Sliced final : SlicedGraph {
    GraphBuilder<G, Frontier> b;
    Sliced(const G& g, typename G::Position s, GraphOptions o, Frontier f) : b(g, s, o, std::move(f)) {}
    bool step(std::size_t work) override { return b.step(work); }
    std::uint64_t work_done() const override { return b.work_done(); }
    std::uint64_t work_total() const override { return b.work_total(); }
    PositionGraph take() override { return b.take(); }
  };
  return std::make_unique<Sliced>(game, start, options, std::move(frontier));
}

}  // namespace gtl::app
