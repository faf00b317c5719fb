// The game-graph editor in the browser, with the real mouse: a 5-node graph
// with a cycle built by clicks (positions) and drags (moves), its W / L / D
// values in state() and in the pixels of a disc, retrograde analysis stepped
// with the panel's buttons, a game against the perfect player, the SVG export,
// the share link reloaded, refusals that keep the graph, and both themes.
// Expected values are worked out here by hand from the rules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, openApp, state, dispatch, clickItem, clickSettled, waitGone, reveal, screenshot, waitForState, pixelStats, OUTCOME_COLOURS, itemRect } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });


// A click at a point of the page (press and release in different frames).
async function clickAt(page, x, y) {
  await page.mouse.move(x, y);
  await page.waitForTimeout(100);
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
  await page.waitForTimeout(120);
}

// A drag from the centre of one named disc to another's, in small steps.
async function drag(page, fromId, toId) {
  const a = await itemRect(page, fromId), b = await itemRect(page, toId);
  assert.ok(a && b, `${fromId} and ${toId} are drawn`);
  await page.mouse.move(a.x + a.w / 2, a.y + a.h / 2);
  await page.waitForTimeout(100);
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.move(b.x + b.w / 2, b.y + b.h / 2, { steps: 8 });
  await page.waitForTimeout(120);
  await page.mouse.up();
  await page.waitForTimeout(120);
}

// The share of a disc's pixels close to an outcome's fill.
async function discShare(page, id, colour) {
  const r = await itemRect(page, id);
  const png = await page.screenshot({ clip: { x: r.x + r.w * 0.2, y: r.y + r.h * 0.2, width: r.w * 0.6, height: r.h * 0.6 } });
  return (await pixelStats(page, png, { c: colour })).near.c;
}

const ONE = JSON.stringify({ start: 'a', positions: [{ id: 'a', x: 80, y: 70 }], moves: [] });

test('a 5-node graph with a cycle, built with the mouse, is solved live, stepped, played, exported and shared', async () => {
  const { page, errors } = await openApp(env, { query: '?game=graph' });
  await waitForState(page, (st) => st.view === 'graph', { what: 'the graph lesson' });
  assert.deepEqual(await dispatch(page, { type: 'graph.load', json: ONE }), { ok: true });
  await waitForState(page, (st) => st.graph.positions === 1);
  const canvas = await itemRect(page, 'graph.canvas');
  assert.ok(canvas && canvas.w > 400 && canvas.h > 150, `the canvas is large: ${JSON.stringify(canvas)}`);

  // Four clicks on empty space: b c d e.
  const spots = [[230, 70], [380, 70], [530, 70], [230, 150]];
  for (let i = 0; i < spots.length; ++i) {
    await clickAt(page, canvas.x + spots[i][0], canvas.y + spots[i][1]);
    await waitForState(page, (st) => st.graph.positions === i + 2, { what: `position ${i + 2}` });
  }
  let s = await state(page);
  assert.deepEqual(Object.keys(s.graph.values).sort(), ['a', 'b', 'c', 'd', 'e']);
  for (const v of Object.values(s.graph.values)) assert.deepEqual(v, { outcome: 'lose', remoteness: 0 });
  await page.waitForTimeout(200);
  assert.ok(await discShare(page, 'graph.node:c', OUTCOME_COLOURS.lose) > 0.5, 'c is drawn lost (no move)');

  // Five drags: a -> b, b -> a (the cycle), b -> c, c -> d, e -> a.
  const moves = [['a', 'b'], ['b', 'a'], ['b', 'c'], ['c', 'd'], ['e', 'a']];
  for (let i = 0; i < moves.length; ++i) {
    await drag(page, `graph.node:${moves[i][0]}`, `graph.node:${moves[i][1]}`);
    await waitForState(page, (st) => st.graph.moves === i + 1, { what: `move ${moves[i].join(' -> ')}` });
  }
  s = await state(page);
  assert.equal(s.graph.error, '');
  assert.deepEqual(s.graph.values.d, { outcome: 'lose', remoteness: 0 });
  assert.deepEqual(s.graph.values.c, { outcome: 'win', remoteness: 1 });
  for (const id of ['a', 'b', 'e']) assert.deepEqual(s.graph.values[id], { outcome: 'draw', remoteness: null, draw: 'infinite' }, id);
  assert.equal(s.graph.loopy, true);
  await page.waitForTimeout(200);
  assert.ok(await discShare(page, 'graph.node:c', OUTCOME_COLOURS.win) > 0.5, 'c turned win-blue');
  assert.ok(await discShare(page, 'graph.node:a', OUTCOME_COLOURS.draw) > 0.5, 'a is draw-orange');
  await screenshot(page, 'graph-dark-1280x720');

  // Undo and redo with the keyboard.
  await page.keyboard.press('Control+z');
  await waitForState(page, (st) => st.graph.moves === 4, { what: 'undo' });
  await page.keyboard.press('Control+y');
  await waitForState(page, (st) => st.graph.moves === 5, { what: 'redo' });

  // Retrograde analysis, stepped with the panel's buttons.
  await reveal(page, 'graph.ind.start');
  await clickItem(page, 'graph.ind.start');
  s = await waitForState(page, (st) => st.graph.induction.step === 0, { what: 'induction on' });
  assert.equal(s.graph.induction.steps, 5);
  await reveal(page, 'graph.ind.next');
  await clickItem(page, 'graph.ind.next');
  s = await waitForState(page, (st) => st.graph.induction.step === 1, { what: 'step 1' });
  assert.equal(s.graph.induction.position, 'd', 'the terminal comes first');
  assert.match(s.graph.induction.caption, /d has no move/);
  await clickItem(page, 'graph.ind.next');
  s = await waitForState(page, (st) => st.graph.induction.step === 2, { what: 'step 2' });
  assert.equal(s.graph.induction.position, 'c');
  await page.waitForTimeout(200);
  assert.ok(await discShare(page, 'graph.node:a', OUTCOME_COLOURS.draw) < 0.2, 'a is not decided yet');
  await clickItem(page, 'graph.ind.all');
  s = await waitForState(page, (st) => st.graph.induction.step === 5, { what: 'all steps' });
  assert.match(s.graph.induction.caption, /forever/);
  await clickItem(page, 'graph.ind.stop');
  await waitForState(page, (st) => st.graph.induction.step === -1, { what: 'induction off' });

  // The Teach panel's retrograde induction runs on the unrolled tree: every
  // node ends with the value the graph gives it, and a line that returns to a
  // position is named as such, never as a terminal (a -> b -> a repeats; e is
  // not reachable from a).
  await reveal(page, 'teach.induction.retrograde');
  await clickItem(page, 'teach.induction.retrograde');
  s = await waitForState(page, (st) => st.teach.mode === 'induction', { what: 'the tree induction' });
  const rules = [];
  await reveal(page, 'teach.forward');
  for (let i = 1; i <= s.teach.steps; ++i) {
    await clickItem(page, 'teach.forward');
    const t = (await waitForState(page, (st) => st.teach.step === i, { what: `tree step ${i}` })).teach;
    rules.push([t.node, t.rule]);
  }
  const repeats = rules.filter(([node]) => node.startsWith('\u21ba'));
  assert.equal(repeats.length, 1, JSON.stringify(rules));
  for (const [node, rule] of repeats) assert.equal(rule, 'known-elsewhere', `${node} is decided by ${rule}`);
  assert.deepEqual(rules.filter(([, rule]) => rule.startsWith('terminal')).map(([node]) => node), ['d'], 'd is the one terminal');
  s = await state(page);
  assert.deepEqual(s.teach.decisions, s.teach.solver, 'every node of the tree ends with the value the graph gives it');
  await dispatch(page, { type: 'teach.stop' });

  // Play against the perfect player: the human (first) goes a -> b; at b the
  // computer must not move to c (a win for the human) and goes back to a.
  await reveal(page, 'teach.play.first');
  await clickItem(page, 'teach.play.first');
  await waitForState(page, (st) => st.teach.mode === 'play', { what: 'play mode' });
  await clickItem(page, 'graph.play:b');
  s = await waitForState(page, (st) => st.history.length === 2, { what: "the computer's reply" });
  assert.equal(s.graph.current, 'a', 'the computer keeps the draw');
  await dispatch(page, { type: 'play.stop' }).catch(() => {});

  // Export: the editor's picture as SVG; the graph as JSON and DOT.
  // File › Export… with the mouse: the graph as SVG, handed over as a download.
  await clickItem(page, 'menu.file');
  await clickItem(page, 'file.export');
  await clickSettled(page, 'export.what.graph');
  await clickSettled(page, 'export.format.svg');
  const download = page.waitForEvent('download');
  await clickSettled(page, 'export.save');
  const file = await download;
  assert.match(file.suggestedFilename(), /\.svg$/);
  const svg = readFileSync(await file.path(), 'utf8');
  assert.equal((svg.match(/class="position"/g) || []).length, 5);
  assert.match(svg, /D ∞/);
  await clickSettled(page, 'export.close');
  assert.ok(await waitGone(page, 'export.save'), 'Close closes the dialog');
  const json = await dispatch(page, { type: 'graph.export' });
  assert.equal(JSON.parse(json.text).moves.length, 5);
  const dot = await dispatch(page, { type: 'graph.export', format: 'dot' });
  assert.match(dot.text, /^digraph/);

  // Refusals keep the graph.
  const bad = await dispatch(page, { type: 'graph.load', json: '{"start": "a", "positions": [' });
  assert.equal(bad.ok, false);
  s = await state(page);
  assert.match(s.graph.error, /not loaded/);
  assert.equal(s.graph.positions, 5);
  const missing = await dispatch(page, { type: 'graph.addMove', from: 'a', to: 'zz' });
  assert.equal(missing.ok, false);
  assert.equal((await state(page)).graph.error, 'There is no position "zz".');

  // The share link opens the same graph in a new page.
  const link = (await state(page)).link;
  assert.match(link, /game=graph&graph=/);
  const again = await openApp(env, { query: link.slice(link.indexOf('?')) });
  const s2 = await waitForState(again.page, (st) => st.view === 'graph' && st.graph.positions === 5, { what: 'the shared graph' });
  assert.deepEqual(s2.graph.values, s.graph.values);
  assert.equal(s2.graph.moves, 5);
  // A link too long for a graph is refused with a sentence.
  const long = await dispatch(again.page, { type: 'link.open', query: 'game=graph&graph=' + 'A'.repeat(3500) });
  assert.equal(long.ok, false);
  assert.match(long.error, /limit/);
  assert.deepEqual(errors, []);
});

test('the loopy lesson opens on the add-back game, in the light theme too', async () => {
  for (const colorScheme of ['dark', 'light']) {
    const { page } = await openApp(env, { query: '?game=loopy', colorScheme });
    const s = await waitForState(page, (st) => st.view === 'loopy', { what: 'the loopy lesson' });
    assert.deepEqual(s.loopy.values['0'], { outcome: 'lose', remoteness: 0 });
    assert.deepEqual(s.loopy.values['2'], { outcome: 'win', remoteness: 1 });
    assert.equal(s.loopy.values['5'].draw, 'infinite');
    await page.waitForTimeout(300);
    assert.ok(await discShare(page, 'graph.node:1', OUTCOME_COLOURS.win) > 0.5, `pile 1 is drawn won (${colorScheme})`);
    await screenshot(page, `loopy-${colorScheme}-1280x720`);
  }
});
