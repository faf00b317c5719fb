// The page's solve worker (solve_worker.js + solve_worker.wasm): the core
// compiled a second time, alone, as a Web Worker module, so that solving a
// large Number Game board never runs on the page's main thread.
//
// The protocol (the page's side is src/app/platform/worker_solve_job.cpp):
//   page -> worker  {max, lo, hi, table}  solve the position lo | hi << 32 on 2..max;
//                                         table: 1 builds 2..max's outcome table first
//   worker -> page  {type: 'table', words, positions, lost}  the outcome table (number_game_table.hpp)
//                                                          as its words (transferred), when asked for and
//                                                          it covers the start; the exact solve follows
//                   {type: 'progress', done}             positions solved so far, every ~64 K
//                   {type: 'solved', count, keys, values} the whole memo as a SolvedTable's two
//                                                          arrays (transferred, not copied)
//                   {type: 'failed', message}             the solve aborted (out of memory) or the board was invalid
// Cancelling is the page terminating the worker: nothing here needs to listen.
// Before its first request the worker warms up (gtl_worker_warm, silent).
// The message loop itself is web/solve_worker_pre.js.
#include <emscripten/emscripten.h>

#include <cstdint>

#include "core/number_game.hpp"
#include "core/number_game_table.hpp"
#include "core/solved_table.hpp"
#include "core/solver.hpp"

namespace {

namespace ng = gtl::number_game;

// Positions per progress message: a few tens of milliseconds of wasm work.
constexpr std::size_t kProgressEvery = std::size_t{1} << 16;

EM_JS(void, post_progress, (double done), { postMessage({type: "progress", done: done}); });

EM_JS(void, post_solved, (const void* keys, const void* values, double count), {
  // Copied out of the wasm heap into buffers of their own, which are then
  // transferred: the page receives them without another copy.
  const k = HEAPU8.slice(keys, keys + count * 8).buffer;
  const v = HEAPU8.slice(values, values + count * 4).buffer;
  postMessage({type: "solved", count: count, keys: k, values: v}, [k, v]);
});

EM_JS(void, post_table, (const void* words, double count, double positions, double lost), {
  const w = HEAPU8.slice(words, words + count * 8).buffer;
  postMessage({type: "table", words: w, positions: positions, lost: lost}, [w]);
});

EM_JS(void, post_failed, (const char* message), { postMessage({type: "failed", message: UTF8ToString(message)}); });

// The solve itself, one wasm function for both the requests and the warm-up
// (never inlined into either): the browser moves a function to its optimising
// tier once it has run hot, so warming must run this very function.
[[gnu::noinline]] gtl::SolvedTable solve(int max, ng::Allowed start, bool report) {
  gtl::Solver<ng::NumberGame> solver(ng::NumberGame{max});
  while (!solver.solve_some(start, kProgressEvery))
    if (report) post_progress(static_cast<double>(solver.positions_solved()));
  return solver.export_table();
}

// The outcome table of 2..max, one thread (the worker has no pthreads), handed
// to the page when it covers `start`; then freed before the exact solve.
[[gnu::noinline]] void send_table(int max, ng::Allowed start) {
  if (!ng::table_refusal(max).empty()) return;
  const ng::TableBuild b = ng::build_number_table(max, {1});
  if (!b.table || !b.table->covers(start)) return;
  post_table(b.table->words(), static_cast<double>(b.table->word_count()), static_cast<double>(b.table->positions()),
             static_cast<double>(b.table->lost_positions()));
}

}  // namespace

extern "C" EMSCRIPTEN_KEEPALIVE void gtl_worker_solve_number(int max, std::uint32_t lo, std::uint32_t hi, int want_table) {
  if (max < ng::kMinNumber || max > ng::kMaxN) {
    post_failed("the board is outside 2..64");
    return;
  }
  const ng::Allowed start = (ng::Allowed{hi} << 32 | lo) & ng::full(max);
  if (want_table != 0) send_table(max, start);
  // No try/catch: the wasm build does not catch C++ exceptions (a throw, like
  // running out of memory, aborts), and the abort reaches the message loop's
  // catch in web/page/solve_worker_pre.js, which posts {type: 'failed'}.
  const gtl::SolvedTable table = solve(max, start, true);
  post_solved(table.keys().data(), table.values().data(), static_cast<double>(table.size()));
}

// A small solve thrown away, run once when the module is ready, before any
// request: the browser compiles wasm lazily, its optimising tier only for
// functions that have run hot, in background threads. Without this, that
// compilation (~150-200 ms of CPU for solve() above) starts with the class's
// first large board and competes with the page for the machine's cores; with
// it, it happens while the page is idle.
extern "C" EMSCRIPTEN_KEEPALIVE void gtl_worker_warm() {
  constexpr int kWarmMax = 26;  // about 30,000 positions
  solve(kWarmMax, ng::full(kWarmMax), false);
  (void)ng::build_number_table(kWarmMax, {1});  // the table's own loops too
}
