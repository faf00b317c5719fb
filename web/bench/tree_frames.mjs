// Browser benchmark of the tree view (not a test: timings vary by machine).
// Measures the app's own CPU frame time (state().frameMs) over many frames for
//   1. an empty scene (the tree collapsed to its root),
//   2. ~10^5 shown nodes, zoomed out (everything on screen, folded by LOD),
//   3. the same nodes, zoomed in (a few dozen labelled nodes),
// all in one page run, and prints medians and ratios.
//   node web/bench/tree_frames.mjs   (after scripts/build-web.sh)
import { launch, openApp, state, dispatch } from '../tests/helpers.mjs';

// Median app frame time over n frames. Still: the mouse hovers (the view is
// unchanged, so the cached draw list is reused). Panning: the mouse drags, so
// every frame culls and folds the whole visible tree again.
async function sampleFrames(page, n = 60, panning = false) {
  const box = await page.evaluate(() => window.gtl.itemRect('tree.canvas'));
  const out = [];
  const x0 = box.x + box.w / 2, y0 = box.y + box.h / 2;
  await page.mouse.move(x0, y0);
  if (panning) {
    panning = { last: (await state(page)).tree.origin };
    await page.mouse.down();
  }
  for (let i = 0; i < n; ++i) {
    // A mouse move is input: it makes the idle-throttled loop draw a frame.
    await page.mouse.move(x0 + (panning ? (i % 20) * 4 - 40 : (i % 2) * 3), y0);
    await page.waitForTimeout(20);
    const st = await state(page);
    out.push(process.env.TREE_ONLY ? st.tree.frameMs : st.frameMs);
  }
  if (panning) {
    await page.mouse.up();
    const origin = (await state(page)).tree.origin;
    if (panning.last && origin[0] === panning.last[0]) throw new Error('the drag did not pan the view');
  }
  out.sort((a, b) => a - b);
  return out[Math.floor(out.length / 2)];
}

const env = await launch();
try {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.new', max: Number(process.argv[2] || 22) });
  await dispatch(page, { type: 'tree.group', on: false });  // every move its own node: the largest scene
  await dispatch(page, { type: 'tree.collapseAll' });
  await dispatch(page, { type: 'tree.fit' });
  const empty = await sampleFrames(page);
  const emptyPan = await sampleFrames(page, 60, true);
  let r = await dispatch(page, { type: 'tree.expand', depth: 4 });
  const t = (await state(page)).tree;
  if (!r.ok) throw new Error(r.error);
  // Fit stops at a readable zoom; wheel out until the whole tree is in view (folded).
  const box = await page.evaluate(() => window.gtl.itemRect('tree.canvas'));
  await page.mouse.move(box.x + box.w / 2, box.y + 30);
  for (let i = 0; i < 40; ++i) { await page.mouse.wheel(0, 300); await page.waitForTimeout(15); }
  const zoomedOut = await sampleFrames(page);
  const zoomedOutPan = await sampleFrames(page, 60, true);
  const lodOut = (await state(page)).tree.lod;
  await dispatch(page, { type: 'tree.fit' });
  const zoomedIn = await sampleFrames(page);
  const zoomedInPan = await sampleFrames(page, 60, true);
  const lodIn = (await state(page)).tree.lod;
  console.log(`tree view, ${t.nodes} shown nodes (${t.edges} edges), headless Chromium + SwiftShader:`);
  const row = (name, still, pan) => console.log(`  ${name.padEnd(34)} still ${still.toFixed(2)} ms (${(still / empty).toFixed(2)}x)   panning ${pan.toFixed(2)} ms (${(pan / emptyPan).toFixed(2)}x)`);
  row('empty scene (root only)', empty, emptyPan);
  row(`${t.nodes} nodes zoomed out (${lodOut})`, zoomedOut, zoomedOutPan);
  row(`${t.nodes} nodes zoomed in (${lodIn})`, zoomedIn, zoomedInPan);
} finally {
  await env.close();
}
