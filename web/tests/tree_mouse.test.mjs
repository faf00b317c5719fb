// The readable tree, driven as a teacher drives it: the real mouse on the
// rects window.gtl.itemRect reports (nodes, their +/− expanders, the context
// menu), and the readability facts the page reports about its own frame.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openApp, state, dispatch, screenshot, clickItem, waitForState, numberAfterNaming, numberWinningMoves, itemRect as rect, centre, drawn,
} from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const inside = (r, box) => r.x >= box.x - 1 && r.y >= box.y - 1 && r.x + r.w <= box.x + box.w + 1 && r.y + r.h <= box.y + box.h + 1;
const intersects = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

async function waitRect(page, id, timeout = 4000) {
  const end = Date.now() + timeout;
  for (;;) {
    const r = await rect(page, id);
    if (r) return r;
    if (Date.now() > end) throw new Error(`no UI element named ${id}`);
    await page.waitForTimeout(50);
  }
}

// A double-click: both presses and releases sent at once through CDP (a real
// mouse's events arrive together; four round trips with sleeps did not), until
// the state shows `what` happened. ImGui takes one button change a frame and
// times the double-click in frame time: on a loaded machine, frames of 100 ms
// and more can put the second press past its 0.3 s, and ImGui rightly sees two
// clicks (which only select). Then the double-click is made again, at most
// three times; the next one starts past the double-click time.
async function doubleClick(page, r, done, what) {
  const { x, y } = centre(r);
  await page.mouse.move(x, y);
  await drawn(page, 2);
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let attempt = 1; ; ++attempt) {
      const ev = (type, clickCount) => cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount });
      await Promise.all([ev('mousePressed', 1), ev('mouseReleased', 1), ev('mousePressed', 2), ev('mouseReleased', 2)]);
      try {
        return await waitForState(page, done, { what, timeout: 3000 });
      } catch (e) {
        if (attempt === 3) throw e;
      }
      await page.waitForTimeout(600);  // past the double-click time: the next press starts afresh
    }
  } finally {
    await cdp.detach();
  }
}

test('a "+" under a node opens it and its "−" closes it; double-click toggles; a group opens on click', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  const start = (await state(page)).tree.nodes;
  // The start's winning moves are shown one by one: 5 is one of them (computed here from the rules).
  const all = Array.from({ length: 19 }, (_, i) => i + 2);
  const wins = numberWinningMoves(all);
  const m = wins[0];
  await clickItem(page, `tree.expander:${m}`);
  let t = (await waitForState(page, (s) => s.tree.nodes > start, { what: 'the node to open' })).tree;
  const after = numberAfterNaming(all, m);
  // Its children are drawn (one of the replies left after it, at least).
  await page.waitForTimeout(300);
  const kids = await Promise.all(after.map((y) => rect(page, `tree.node:${m},${y}`)));
  assert.ok(kids.some((r) => r), 'a child of the opened node is on the page');
  const opened = t.nodes;
  await clickItem(page, `tree.expander:${m}`);
  t = (await waitForState(page, (s) => s.tree.nodes < opened, { what: 'the node to close' })).tree;
  assert.equal(t.nodes, start);
  // Double-click the same node: it opens, and again: it closes.
  t = (await doubleClick(page, await waitRect(page, `tree.node:${m}`), (s) => s.tree.nodes > start, 'double-click to open')).tree;
  assert.deepEqual(t.selected, [m], 'the double-clicked node is selected');
  await page.waitForTimeout(600);  // past the double-click time: the next press starts afresh
  await doubleClick(page, await waitRect(page, `tree.node:${m}`), (s) => s.tree.nodes === start, 'double-click to close');
  // The 13 moves that all lose for Christine are folded into one group; a click opens it.
  const losing = all.filter((x) => !wins.includes(x));
  // (A group is named after its first move in the tree's best-first order.)
  await page.waitForTimeout(300);
  const named = await Promise.all(losing.map((x) => rect(page, `tree.group:${x}`)));
  assert.equal(named.filter((r) => r).length, 1, `one group holds the ${losing.length} losing moves`);
  const groupId = `tree.group:${losing[named.findIndex((r) => r)]}`;
  await clickItem(page, groupId);
  await waitForState(page, (s) => s.tree.nodes === start + losing.length - 1, { what: 'the group to open' });
  await page.waitForTimeout(300);
  const singles = await Promise.all(losing.map((x) => rect(page, `tree.node:${x}`)));
  assert.ok(singles.filter((r) => r).length >= 3, 'the opened moves are drawn one by one');
  await page.context().close();
});

test('drag pans, the wheel zooms at the cursor, the context menu expands the perfect-play line', async () => {
  const { page } = await openApp(env);
  const canvas = await waitRect(page, 'tree.canvas');
  let t = (await state(page)).tree;
  // Drag from an empty spot (bottom left of the canvas).
  const x0 = canvas.x + 30, y0 = canvas.y + canvas.h - 30;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 6; ++i) {
    await page.mouse.move(x0 + 20 * i, y0 - 8 * i);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
  await page.waitForTimeout(200);
  let u = (await state(page)).tree;
  assert.ok(Math.abs(u.origin[0] - t.origin[0]) > 0.5, `the view moved: ${t.origin} -> ${u.origin}`);
  // Wheel: zoom in at the cursor.
  await page.mouse.move(canvas.x + canvas.w / 2, canvas.y + canvas.h / 2);
  await page.mouse.wheel(0, -300);
  u = await waitForState(page, (s) => s.tree.zoom > t.zoom * 1.1, { what: 'zoom in' });
  // Context menu on a winning move: the perfect-play line from there.
  await dispatch(page, { type: 'tree.fit' });
  await page.waitForTimeout(300);
  const wins = numberWinningMoves(Array.from({ length: 19 }, (_, i) => i + 2));
  const node = await waitRect(page, `tree.node:${wins[0]}`);
  const before = (await state(page)).tree.nodes;
  await page.mouse.move(centre(node).x, centre(node).y);
  await page.waitForTimeout(100);
  await page.mouse.down({ button: 'right' });
  await page.waitForTimeout(80);
  await page.mouse.up({ button: 'right' });
  await page.waitForTimeout(200);
  await clickItem(page, 'tree.menu.pv');
  u = await waitForState(page, (s) => s.tree.nodes > before + 5, { what: 'the perfect-play line' });
  assert.deepEqual(u.tree.selected, [wins[0]], 'the menu acted on the node it was opened on');
  await page.context().close();
});

test('on 2..20 at 1280×720, depth 2 and Fit: readable boxes, no overlapping labels, an overview', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  for (const group of [true, false]) {
    await dispatch(page, { type: 'tree.group', on: group });
    assert.deepEqual(await dispatch(page, { type: 'tree.expand', depth: 2 }), { ok: true });
    await dispatch(page, { type: 'tree.fit' });
    await page.waitForTimeout(400);
    const t = (await state(page)).tree;
    if (!group) assert.equal(t.nodes, 335, 'every move shown: 1 + 19 + 315 nodes');
    assert.ok(t.nodePx >= 18, `node boxes ${t.nodePx} px tall (grouping ${group})`);
    assert.equal(t.overlaps, 0, 'no two labels intersect');
    await screenshot(page, `tree-depth2-${group ? 'grouped' : 'all'}-1280`);
    if (!group) assert.equal(t.overview, true, 'the drawing is larger than the canvas: the overview shows it');
    // The node rects the page reports do not overlap either.
    const canvas = await rect(page, 'tree.canvas');
    const ids = [''].concat(numberWinningMoves(Array.from({ length: 19 }, (_, i) => i + 2)).map(String));
    const rs = (await Promise.all(ids.map((p) => rect(page, 'tree.node:' + p)))).filter((r) => r && intersects(r, canvas));
    assert.ok(await rect(page, 'tree.node:'), 'the start (the focus) is on the canvas');
    if (group) assert.ok(rs.length >= 4, 'grouped, the start and its winning moves fit');
    for (let i = 0; i < rs.length; ++i) for (let j = i + 1; j < rs.length; ++j) assert.ok(!intersects(rs[i], rs[j]));
  }
  // The overview moves the view: a click in its far left corner.
  const ov = await waitRect(page, 'tree.overview');
  const o0 = (await state(page)).tree.origin;
  await page.mouse.move(ov.x + 4, ov.y + ov.h / 2);
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
  await page.waitForTimeout(200);
  const o1 = (await state(page)).tree.origin;
  assert.ok(o1[0] < o0[0] - 1, `the view went left: ${o0} -> ${o1}`);
  await page.context().close();
});

test('the tree follows the game: after three moves by mouse the current node is on the canvas', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  let allowed = Array.from({ length: 19 }, (_, i) => i + 2);
  const line = [];
  for (const pick of [(a) => a[a.length - 1], (a) => a[0], (a) => a[a.length - 1]]) {
    const x = pick(allowed);
    await clickItem(page, `tile.${x}`);
    line.push(x);
    allowed = numberAfterNaming(allowed, x);
    await waitForState(page, (s) => s.history.moves.length === line.length, { what: `move ${x}` });
  }
  const s = await waitForState(page, (s) => s.tree.focus.join(',') === line.join(','), { what: 'the focus' });
  assert.deepEqual(s.tree.selected, line, 'the current node is selected');
  await page.waitForTimeout(600);  // the short pan
  const canvas = await rect(page, 'tree.canvas');
  const node = await waitRect(page, 'tree.node:' + line.join(','));
  assert.ok(inside(node, canvas), `current node ${JSON.stringify(node)} inside canvas ${JSON.stringify(canvas)}`);
  assert.equal((await state(page)).tree.overlaps, 0);
  await screenshot(page, 'tree-follows-game-1280');
  await page.context().close();
});

test('induction: each step reveals its node on the canvas; no outcome is shown before it is decided', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  await dispatch(page, { type: 'number.set', allowed: [2, 3, 4, 5, 6, 7, 8] });
  assert.deepEqual(await dispatch(page, { type: 'teach.induction', order: 'memo' }), { ok: true });
  let s = await state(page);
  assert.equal(s.settings.hints, true);
  assert.equal(s.number.outcome === undefined || s.tree.selectedNode.outcome === 'unknown', true,
    'the start is not decided yet: the tree hides it');
  for (const step of [5, 12, 30]) {
    await dispatch(page, { type: 'teach.step', to: step });
    await page.waitForTimeout(600);
    s = await state(page);
    const path = s.teach.path;
    assert.ok(Array.isArray(path));
    assert.match(s.tree.message || '', /^$/);
    const canvas = await rect(page, 'tree.canvas');
    const node = await waitRect(page, 'tree.node:' + path.join(','));
    assert.ok(inside(node, canvas), `step ${step}: node ${path} is on the canvas`);
    // The caption names the position it decides.
    assert.ok(s.teach.node.length > 0);
  }
  await screenshot(page, 'tree-induction-1280');
  // Large games: the page asks first and offers the current position (real
  // mouse on the Teach buttons; a tall window so the panel needs no scrolling).
  await page.setViewportSize({ width: 1280, height: 1200 });
  await dispatch(page, { type: 'teach.stop' });
  await dispatch(page, { type: 'number.new', max: 20 });
  assert.deepEqual(await dispatch(page, { type: 'teach.induction', order: 'memo' }), { ok: true });
  const whole = (await state(page)).teach.steps;
  await dispatch(page, { type: 'teach.stop' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.pick', value: 2 });
  await clickItem(page, 'teach.induction.memo');
  await clickItem(page, 'teach.induction.current');
  s = await waitForState(page, (x) => x.teach.mode === 'induction', { what: 'induction from the current position' });
  assert.ok(s.teach.steps < whole, `from the current position: ${s.teach.steps} steps, not ${whole}`);
  const after2 = numberAfterNaming(Array.from({ length: 19 }, (_, i) => i + 2), 2);
  assert.equal(s.teach.from, '{' + after2.join(',') + '}', 'it starts where the game is');
  await page.context().close();
});
