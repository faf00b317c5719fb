// Browser benchmark of main-thread stalls (not a test: timings vary by machine).
// A scripted lesson — a new 2..32 board, a new 2..40 board, a share link that replays 10 moves,
// expanding the tree to depth 4, the whole DAG of 2..20, stepping backward
// induction on it — with, per step, the longest main-thread task reported by
// PerformanceObserver('longtask') (tasks over 50 ms), the wall time until the
// app is idle again (state().busy null) and the frame times seen by
// requestAnimationFrame meanwhile.
//
// A task is the page's script and whatever the browser then does in it. On a
// machine without a GPU the browser composites in software and reads each WebGL
// frame back, waiting on the main thread until its rasterizer (SwiftShader) has
// drawn it. So beside the longest task the table gives the longest *script*:
// the app's own time in one go (a frame's requestAnimationFrame callback, or
// one action), which is what this code controls.
//   node web/bench/longtask.mjs            (after scripts/build-web.sh)
//   GTL_SITE=/other/site node web/bench/longtask.mjs   (e.g. an older build, for a before/after pair)
import { launch, openApp, state, dispatch, numberAfterNaming } from '../tests/helpers.mjs';

// Installed before the page's own scripts, so the observer sees every task.
function recordTasks() {
  window.__bench = { tasks: [], frames: [], scripts: [], last: 0 };
  const raf = window.requestAnimationFrame.bind(window);
  // The app's frames: Emscripten's main loop asks for them through the global.
  window.requestAnimationFrame = (cb) => raf((t) => {
    const t0 = performance.now();
    try { cb(t); } finally { window.__bench.scripts.push({ start: t0, ms: performance.now() - t0 }); }
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.tasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const tick = (t) => {
    if (window.__bench.last) window.__bench.frames.push({ at: t, ms: t - window.__bench.last });
    window.__bench.last = t;
    raf(tick);
  };
  raf(tick);
}

// A legal 10-move line on 2..max, taking the largest allowed number each turn
// (the rules from helpers.mjs, not the app's), as a share link's query.
function tenMoveLink(max) {
  let allowed = Array.from({ length: max - 1 }, (_, i) => i + 2);
  const moves = [];
  while (moves.length < 10 && allowed.length) {
    const x = allowed[allowed.length - 1 - (moves.length % 3)] ?? allowed[0];
    moves.push(x);
    allowed = numberAfterNaming(allowed, x);
  }
  return `?game=number&max=${max}&moves=${moves.join(',')}`;
}

const idle = (s) => !s.busy;  // builds before `busy` existed report undefined: idle at once

async function step(page, name, actions) {
  const t0 = await page.evaluate(() => performance.now());
  const wall0 = Date.now();
  for (const a of actions) {
    const r = await page.evaluate((x) => {  // the action timed as a script of its own
      const t = performance.now();
      const reply = window.gtl.dispatch(x);
      window.__bench.scripts.push({ start: t, ms: performance.now() - t });
      return reply;
    }, a);
    if (!r.ok) throw new Error(`${name}: ${JSON.stringify(a)} -> ${r.error}`);
  }
  for (let s = await state(page); !idle(s); s = await state(page)) {
    if (Date.now() - wall0 > 120000) throw new Error(`${name}: still busy after 2 min`);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(300);  // let the frames after the work be drawn (and observed)
  const wallMs = Date.now() - wall0;
  const b = await page.evaluate((t) => ({
    tasks: window.__bench.tasks.filter((e) => e.start >= t).map((e) => e.ms),
    scripts: window.__bench.scripts.filter((e) => e.start >= t).map((e) => e.ms),
    frames: window.__bench.frames.filter((e) => e.at >= t).map((e) => e.ms),
  }), t0);
  const frames = b.frames.sort((x, y) => x - y);
  return {
    name, wallMs, longTasks: b.tasks.length, longestTask: Math.max(0, ...b.tasks),
    longestScript: Math.max(0, ...b.scripts),
    frameMedian: frames.length ? frames[Math.floor(frames.length / 2)] : 0,
    frameMax: frames.length ? frames[frames.length - 1] : 0, frames: frames.length,
  };
}

const env = await launch();
try {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(recordTasks);
  const { page } = await openApp({ url: env.url, browser: { newContext: async () => context } });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  // A class opens the page and starts its first board a few seconds later; the
  // page has started its solve worker by then (prewarm_solve_worker, 4 s after
  // the first frame). GTL_COLD=1 starts at once: the first board then also pays
  // for the worker's start-up.
  if (!process.env.GTL_COLD) await page.waitForTimeout(5500);
  const rows = [];
  rows.push(await step(page, 'new 2..32 board', [{ type: 'number.new', max: 32 }]));
  // Builds from before 2..40 was allowed refuse it: the row then reads "refused".
  const r40 = await dispatch(page, { type: 'number.new', max: 40 });
  if (r40.ok) {
    await dispatch(page, { type: 'cancel' });
    rows.push(await step(page, 'new 2..40 board', [{ type: 'number.new', max: 40 }]));
  } else {
    console.log('  (2..40 refused by this build)');
  }
  rows.push(await step(page, 'link 2..30 with 10 moves', [{ type: 'link.open', query: tenMoveLink(30) }]));
  rows.push(await step(page, 'expand to depth 4', [{ type: 'tree.collapseAll' }, { type: 'tree.expand', depth: 4, path: [] }]));
  rows.push(await step(page, 'DAG of 2..20 (whole game)', [
    { type: 'number.new', max: 20 }, { type: 'tree.mode', mode: 'dag' }, { type: 'tree.expand', depth: 19, path: [] }]));
  rows.push(await step(page, 'memo induction, 5 steps', [{ type: 'teach.induction', order: 'memo' },
    ...Array.from({ length: 5 }, () => ({ type: 'teach.step', delta: 1 }))]));
  const steps = (await state(page)).teach.steps;
  rows.push(await step(page, `induction jump to the end (${steps})`, [{ type: 'teach.step', to: steps }]));
  rows.push(await step(page, 'induction back to the start', [{ type: 'teach.step', to: 0 }]));
  console.log('main-thread stalls, headless Chromium (SwiftShader), 1280x720:');
  console.log('  step'.padEnd(40) + 'wall ms  tasks>50ms  longest task ms  longest script ms  frame median / max ms');
  for (const r of rows) {
    console.log(`  ${r.name.padEnd(38)}${String(r.wallMs).padStart(7)}  ${String(r.longTasks).padStart(10)}  ` +
      `${r.longestTask.toFixed(0).padStart(15)}  ${r.longestScript.toFixed(0).padStart(17)}  ` +
      `${r.frameMedian.toFixed(1)} / ${r.frameMax.toFixed(0)}`);
  }
  const worst = rows.reduce((a, r) => Math.max(a, r.longestTask), 0);
  const worstScript = rows.reduce((a, r) => Math.max(a, r.longestScript), 0);
  const worstFrame = rows.reduce((a, r) => Math.max(a, r.frameMax), 0);
  console.log(`  longest main-thread task of the lesson: ${worst.toFixed(0)} ms; longest script: ` +
    `${worstScript.toFixed(0)} ms; longest frame: ${worstFrame.toFixed(0)} ms`);
} finally {
  await env.close();
}
