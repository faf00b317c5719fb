// Browser benchmark of a new 2..N Number Game board (issue 45): the time from
// the action to a board that answers (state().busy null: hints, the tree's
// outcomes and induction), with the outcome table (method "auto") against
// today's exact solve alone (method "search") in the same run, alternating
// A B A B; then, for the table, the time until the plies arrive too (the
// exact solve going on in the worker), and the wasm heap of the page
// (state().memory, which only grows: its peak). Not a test: timings vary.
//
// A phone-like case: GTL_THROTTLE=4 slows the page's CPU 4x through CDP
// (Emulation.setCPUThrottlingRate, the usual stand-in for a phone; it is set
// on the page's target, so the solve worker may run at this machine's speed:
// docs/performance.md says what was measured).
//   node web/bench/table_ready.mjs                 (after scripts/build-web.sh)
//   GTL_N=36 GTL_RUNS=5 GTL_THROTTLE=4 node web/bench/table_ready.mjs
import { launch, openApp, state, dispatch } from '../tests/helpers.mjs';

const N = Number(process.env.GTL_N || 40);
const RUNS = Number(process.env.GTL_RUNS || 3);
const THROTTLE = Number(process.env.GTL_THROTTLE || 1);

async function poll(page, done, timeout = 600000) {
  const t0 = Date.now();
  for (;;) {
    const s = await state(page);
    if (done(s)) return s;
    if (Date.now() - t0 > timeout) throw new Error('timed out');
    await page.waitForTimeout(10);
  }
}

async function one(env, method) {
  const { page } = await openApp(env);
  if (THROTTLE > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  }
  await dispatch(page, { type: 'anim.speed', value: 0 });
  // The worker started and warmed (prewarm_solve_worker: 4 s after the first frame, then idle).
  await page.waitForTimeout(9000);
  await dispatch(page, { type: 'number.method', method });
  const t0 = Date.now();
  await dispatch(page, { type: 'number.new', max: N });
  const shown = await poll(page, (s) => !s.busy && s.number.max === N);
  const ready = Date.now() - t0;
  const exact = await poll(page, (s) => s.number.method === 'search');
  const plies = Date.now() - t0;
  const memory = exact.memory;
  await page.context().close();
  return { method: shown.number.method, ready, plies, memory };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const env = await launch();
const rows = { auto: [], search: [] };
try {
  for (let r = 0; r < RUNS; ++r)
    for (const m of ['auto', 'search']) {
      const x = await one(env, m);
      rows[m].push(x);
      console.log(`run ${r + 1} ${m}: answers after ${x.ready} ms (shown by ${x.method}), plies after ${x.plies} ms, heap ${(x.memory / 2 ** 20).toFixed(0)} MB`);
    }
} finally {
  await env.close();
}
const a = median(rows.auto.map((x) => x.ready)), s = median(rows.search.map((x) => x.ready));
console.log(`2..${N}, CPU throttle ${THROTTLE}x, ${RUNS} runs each, medians:`);
console.log(`  table (auto): answers after ${a} ms, plies after ${median(rows.auto.map((x) => x.plies))} ms`);
console.log(`  search:       answers after ${s} ms`);
console.log(`  ratio: ${(s / a).toFixed(1)}x sooner; heap peak ${(Math.max(...rows.auto.map((x) => x.memory), ...rows.search.map((x) => x.memory)) / 2 ** 20).toFixed(0)} MB`);
