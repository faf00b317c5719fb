// Browser benchmark of the tree view (not a test: timings vary by machine).
// Measures the app's own CPU frame time (state().frameMs) over many frames for
//   1. an empty scene (the tree collapsed to its root),
//   2. ~10^5 shown nodes, zoomed out (everything on screen, folded by LOD),
//   3. the same nodes, zoomed in (a few dozen labelled nodes),
// all in one page run, and prints medians and ratios.
//   node web/bench/tree_frames.mjs   (after scripts/build-web.sh)
import { launch, openApp, state, dispatch } from '../tests/helpers.mjs';

async function sampleFrames(page, n = 60) {
  const box = await page.evaluate(() => window.gtl.itemRect('tree.canvas'));
  const out = [];
  for (let i = 0; i < n; ++i) {
    // A mouse move is input: it makes the idle-throttled loop draw a frame.
    await page.mouse.move(box.x + 20 + (i % 2) * 3, box.y + 20);
    await page.waitForTimeout(20);
    out.push((await state(page)).frameMs);
  }
  out.sort((a, b) => a - b);
  return out[Math.floor(out.length / 2)];
}

const env = await launch();
try {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.new', max: Number(process.argv[2] || 22) });
  await dispatch(page, { type: 'tree.collapseAll' });
  await dispatch(page, { type: 'tree.fit' });
  const empty = await sampleFrames(page);
  let r = await dispatch(page, { type: 'tree.expand', depth: 4 });
  const t = (await state(page)).tree;
  if (!r.ok) throw new Error(r.error);
  await dispatch(page, { type: 'tree.fit' });
  const zoomedOut = await sampleFrames(page);
  const lodOut = (await state(page)).tree.lod;
  const box = await page.evaluate(() => window.gtl.itemRect('tree.canvas'));
  await page.mouse.move(box.x + box.w / 2, box.y + 30);
  for (let i = 0; i < 40; ++i) { await page.mouse.wheel(0, -300); await page.waitForTimeout(15); }
  const zoomedIn = await sampleFrames(page);
  const lodIn = (await state(page)).tree.lod;
  console.log(`tree view, ${t.nodes} shown nodes (${t.edges} edges), headless Chromium + SwiftShader:`);
  console.log(`  empty scene (root only):     median frame ${empty.toFixed(2)} ms`);
  console.log(`  ${t.nodes} nodes, zoomed out (${lodOut}): ${zoomedOut.toFixed(2)} ms  = ${(zoomedOut / empty).toFixed(2)}x empty`);
  console.log(`  ${t.nodes} nodes, zoomed in (${lodIn}):  ${zoomedIn.toFixed(2)} ms  = ${(zoomedIn / empty).toFixed(2)}x empty`);
} finally {
  await env.close();
}
