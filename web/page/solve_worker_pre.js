// The solve worker's message loop (prepended to solve_worker.js by
// src/worker/CMakeLists.txt; the protocol is in src/worker/solve_worker.cpp).
// A request that arrives before the wasm module is ready waits for it, and
// for the warm-up that runs first (gtl_worker_warm in solve_worker.cpp).
var gtlQueued = [];
var gtlReady = false;
function gtlRun(m) {
  try {
    Module['_gtl_worker_solve_number'](m.max, m.lo >>> 0, m.hi >>> 0, m.table ? 1 : 0);
  } catch (e) {
    // An abort (out of memory) lands here as well as a thrown exception.
    postMessage({ type: 'failed', message: String(e && e.message || e) });
  }
}
Module['onRuntimeInitialized'] = function () {
  try { Module['_gtl_worker_warm'](); } catch (e) { /* only a warm-up: the requests still run */ }
  gtlReady = true;
  gtlQueued.splice(0).forEach(gtlRun);
};
self.onmessage = function (e) {
  if (gtlReady) gtlRun(e.data); else gtlQueued.push(e.data);
};
