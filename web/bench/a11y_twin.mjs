// Benchmark of the accessible twin's cost (not a test: timings vary by machine).
//
// 1. Frame cost with and without the twin, in the same run: the same scripted
//    activity (the Number Game autoplaying 2..20 with its animations, and the
//    tree re-selected node by node) twice, once with the twin mirroring
//    (`gtl.a11y.enabled = true`, the default) and once with it paused. The
//    figure is the page's main-thread script time (CDP Performance metrics,
//    ScriptDuration) per drawn app frame; the ratio is with / without.
// 2. A 2..40 board whose tree is expanded to 20,000 or more drawn nodes: the
//    longest main-thread task (PerformanceObserver 'longtask') while the tree
//    is expanded and the twin mirrors it, and the twin's own upkeep time.
//   node web/bench/a11y_twin.mjs            (after scripts/build-web.sh)
import { launch, openApp, state, dispatch } from '../tests/helpers.mjs';

async function scriptMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return 1000 * metrics.find((m) => m.name === 'ScriptDuration').value;
}

async function activity(page, cdp, enabled) {
  await page.evaluate((on) => { window.gtl.a11y.enabled = on; }, enabled);
  await dispatch(page, { type: 'number.new', max: 20 });
  await dispatch(page, { type: 'tree.expand', depth: 2 });
  await page.waitForTimeout(500);
  const f0 = (await state(page)).frame;
  const s0 = await scriptMs(cdp);
  const u0 = await page.evaluate(() => ({ n: window.gtl.a11y.updates, ms: window.gtl.a11y.totalMs }));
  // Autoplay of perfect play: animations and a move every ~1 s.
  await dispatch(page, { type: 'anim.speed', value: 4 });
  await page.keyboard.press('Space');
  await page.waitForTimeout(4000);
  // The tree re-selected node by node (each a new frame and a new twin).
  const moves = (await state(page)).number.allowed.slice(0, 12);
  for (const m of moves) {
    await dispatch(page, { type: 'tree.select', path: [m] });
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(300);
  const frames = (await state(page)).frame - f0;
  const ms = (await scriptMs(cdp)) - s0;
  const u1 = await page.evaluate(() => ({ n: window.gtl.a11y.updates, ms: window.gtl.a11y.totalMs }));
  return { frames, ms, perFrame: ms / frames, twinUpdates: u1.n - u0.n, twinMs: u1.ms - u0.ms };
}

const env = await launch();
try {
  const rows = [];
  for (const round of [0, 1]) {
    for (const enabled of round ? [false, true] : [true, false]) {
      const { page } = await openApp(env);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      rows.push({ enabled, ...(await activity(page, cdp, enabled)) });
      await page.context().close();
    }
  }
  const mean = (on) => {
    const r = rows.filter((x) => x.enabled === on);
    return r.reduce((a, x) => a + x.ms, 0) / r.reduce((a, x) => a + x.frames, 0);
  };
  console.log('frame cost (main-thread script ms per drawn frame), same run:');
  for (const r of rows)
    console.log(`  twin ${r.enabled ? 'on ' : 'off'}: ${r.frames} frames, ${r.ms.toFixed(0)} ms script, ` +
                `${r.perFrame.toFixed(3)} ms/frame; twin updates ${r.twinUpdates}, ${r.twinMs.toFixed(1)} ms`);
  console.log(`  ratio with / without: ${(mean(true) / mean(false)).toFixed(3)}`);

  // 2. A 2..40 tree of 20,000+ drawn nodes.
  const { page } = await openApp(env);
  await page.evaluate(() => {
    window.__tasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push(e.duration); })
      .observe({ type: 'longtask', buffered: false });
  });
  await dispatch(page, { type: 'number.new', max: 40 });
  for (let i = 0; i < 600 && (await state(page)).busy; i++) await page.waitForTimeout(500);
  await page.evaluate(() => { window.__tasks = []; });
  const before = await page.evaluate(() => ({ n: window.gtl.a11y.updates, ms: window.gtl.a11y.totalMs, max: 0 }));
  let nodes = 0;
  for (let depth = 2; depth <= 6 && nodes < 20000; depth++) {
    await dispatch(page, { type: 'tree.group', on: false });
    await dispatch(page, { type: 'tree.expand', depth, path: [] });
    await page.waitForTimeout(1500);
    nodes = (await state(page)).tree.nodes;
  }
  await page.waitForTimeout(1500);
  const twin = await page.evaluate(() => ({ n: window.gtl.a11y.updates, ms: window.gtl.a11y.totalMs, last: window.gtl.a11y.lastMs }));
  const tasks = await page.evaluate(() => window.__tasks);
  const listed = await page.evaluate(() => document.querySelectorAll('#twin [role=treeitem]').length);
  console.log(`2..40: ${nodes} drawn tree nodes, ${listed} treeitems in the twin (with the "more" item)`);
  console.log(`  long tasks (> 50 ms) meanwhile: ${tasks.length}, longest ${tasks.length ? Math.max(...tasks).toFixed(0) : 0} ms`);
  console.log(`  twin upkeep: ${twin.n - before.n} updates, ${((twin.ms - before.ms) / Math.max(1, twin.n - before.n)).toFixed(1)} ms each on average, last ${twin.last.toFixed(1)} ms`);
} finally {
  await env.close();
}
