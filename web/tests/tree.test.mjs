// The game tree view in the real page: expand, DAG mode, select by path, the
// counters against the solver, the cap, and W/L/D colours on the canvas.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, screenshot, pixelStats, OUTCOME_COLOURS, waitForState } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

test('expand to depth 3, switch to DAG, select a node by path, see W/L/D colours', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'tree.group', on: false });  // every move its own node
  await dispatch(page, { type: 'number.set', allowed: [2, 3, 4, 5, 6, 7, 8] });
  assert.deepEqual(await dispatch(page, { type: 'tree.expand', depth: 3 }), { ok: true });
  let t = (await state(page)).tree;
  assert.equal(t.mode, 'tree');
  assert.ok(t.nodes > 20, `expected a depth-3 tree, got ${t.nodes} nodes`);
  assert.equal(t.edges, t.nodes - 1, 'a tree has one edge fewer than nodes');
  assert.deepEqual(await dispatch(page, { type: 'tree.mode', mode: 'dag' }), { ok: true });
  assert.deepEqual(await dispatch(page, { type: 'tree.expand', depth: 20 }), { ok: true });
  t = (await state(page)).tree;
  assert.equal(t.mode, 'dag');
  assert.equal(t.nodes, t.positions, 'the fully expanded DAG shows every position once');
  assert.equal(t.edges, t.graphEdges);
  assert.ok(Number(t.treeNodes) > t.positions, 'the unmerged tree is larger than the DAG');
  // The start {2..8}: naming 2 leaves {3,5,7}; select it by its path.
  assert.deepEqual(await dispatch(page, { type: 'tree.select', path: [2] }), { ok: true });
  t = (await state(page)).tree;
  assert.deepEqual(t.selected, [2]);
  assert.equal(t.selectedNode.label, '{3,5,7}');
  assert.equal((await dispatch(page, { type: 'tree.select', path: [2, 4] })).ok, false, '4 is forbidden after 2');
  await dispatch(page, { type: 'tree.fit' });
  await page.waitForTimeout(400);
  const stats = await pixelStats(page, await screenshot(page, 'tree-dag'), OUTCOME_COLOURS);
  assert.ok(stats.near.win > 0.0005, `blue (W) nodes drawn: ${stats.near.win}`);
  assert.ok(stats.near.lose > 0.0005, `vermillion (L) nodes drawn: ${stats.near.lose}`);
  await page.context().close();
});

// The whole 2..20 DAG (3,515 positions, 42,519 moves) takes ~150 ms of wasm to
// lay out: it is laid out across frames behind a progress bar, and once drawn,
// a view crossed by thousands of moves draws the most telling 3,000 and says so.
test('the whole 2..20 DAG is laid out across frames, and a crowded view thins its moves and says so', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.new', max: 20 });
  await dispatch(page, { type: 'tree.mode', mode: 'dag' });
  assert.deepEqual(await dispatch(page, { type: 'tree.expand', depth: 19 }), { ok: true });
  const busy = (await state(page)).busy;
  assert.equal(busy?.what, 'layout', `a layout in steps: ${JSON.stringify(busy)}`);
  assert.ok(busy.done < busy.total, 'the layout is not done inside the action');
  // The bar is drawn (no Cancel: a layout ends by itself) while the last drawing stays.
  const during = await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return { busy: window.gtl.state().busy, bar: window.gtl.itemRect('busy.bar'), cancel: window.gtl.itemRect('busy.cancel') };
  });
  if (during.busy) {
    assert.ok(during.bar && during.bar.w > 100, 'the progress bar is drawn');
    assert.equal(during.cancel, null, 'a layout has no Cancel button');
  }
  let t = (await waitForState(page, (s) => !s.busy, { what: 'the layout to end' })).tree;
  assert.equal(t.nodes, t.positions);
  assert.equal(t.edges, t.graphEdges);
  // Zoom out with the real mouse wheel over the canvas until the moves are thinned.
  const canvas = await page.evaluate(() => window.gtl.itemRect('tree.canvas'));
  await page.mouse.move(canvas.x + canvas.w / 2, canvas.y + canvas.h / 2);
  for (let i = 0; i < 12 && !(t.edgesHidden > 0); ++i) {
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(120);
    t = (await state(page)).tree;
  }
  assert.ok(t.edgesHidden > 0, `a crowded view hides some moves: ${JSON.stringify(t).slice(0, 300)}`);
  const note = await page.evaluate(() => window.gtl.itemRect('tree.edgesNote'));
  assert.ok(note && note.w > 100, 'the canvas says that moves were left out');
  await screenshot(page, 'tree-dag-thinned');
  // Zoomed in far enough, every move in view is drawn and the note goes.
  for (let i = 0; i < 30 && t.edgesHidden > 0; ++i) {
    await page.mouse.wheel(0, -200);
    await page.waitForTimeout(120);
    t = (await state(page)).tree;
  }
  assert.equal(t.edgesHidden, 0);
  assert.equal(await page.evaluate(() => window.gtl.itemRect('tree.edgesNote')), null);
  await page.context().close();
});

test('a draw-capable game shows D nodes; an expansion over the cap is refused cleanly', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'view', view: 'balls' });
  await dispatch(page, { type: 'balls.new', take: [1, 2, 3], n: 8 });
  await dispatch(page, { type: 'tree.mode', mode: 'dag' });
  await dispatch(page, { type: 'tree.expand', depth: 20 });
  await page.waitForTimeout(400);
  const stats = await pixelStats(page, await screenshot(page, 'tree-balls-dag'), OUTCOME_COLOURS);
  assert.ok(stats.near.draw > 0.0005, `orange (D) nodes drawn: ${stats.near.draw}`);
  // The full 2..20 tree has ~3.6e12 nodes: asking for it must be refused, not attempted.
  await dispatch(page, { type: 'view', view: 'number' });
  await dispatch(page, { type: 'number.new', max: 20 });
  await dispatch(page, { type: 'tree.mode', mode: 'tree' });
  await dispatch(page, { type: 'tree.group', on: false });
  const before = (await state(page)).tree.nodes;
  const r = await dispatch(page, { type: 'tree.expand', depth: 19 });
  assert.equal(r.ok, false);
  assert.match(r.error, /limit|DAG|depth/i);
  const t = (await state(page)).tree;
  assert.equal(t.nodes, before, 'the view is unchanged after a refusal');
  assert.equal(t.treeNodes, '3569239088090');
  assert.deepEqual(await dispatch(page, { type: 'tree.expandPV' }), { ok: true });
  assert.ok((await state(page)).tree.nodes > before);
  assert.deepEqual(await dispatch(page, { type: 'tree.collapseAll' }), { ok: true });
  await page.context().close();
});
