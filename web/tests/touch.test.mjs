// Phones and tablets, by touch: the real page in touch-emulating Chromium
// contexts (hasTouch, isMobile, several sizes and device pixel ratios). Taps
// go through page.touchscreen; drags, pinches and long presses through CDP's
// Input.dispatchTouchEvent, a step every ~100 ms so ImGui sees them over
// frames. Positions come from window.gtl.itemRect (CSS px at any ratio).
// No timing is asserted: only where things land and what the state says.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, openApp, state, dispatch, waitForState, ARTIFACTS, openTouch as openTouchOn, touch, touchBurst, tapAt, pressKey, steadyRect, itemRect as rect, centre, pause } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// The touch device of this file's browser, in the dark theme.
const openTouch = (cfg) => openTouchOn(env, cfg);

// The tree with one node per move (no groups) and the canvas's rect; the first
// of the start's moves drawn well inside the canvas (`margin` px from its sides).
async function treeNode(page, margin = 45) {
  assert.ok((await dispatch(page, { type: 'tree.group', on: false })).ok);
  await pause(page, 300);
  const canvas = await steadyRect(page, 'tree.canvas');
  // The view settles (a fit or a glide after the regrouping) before anything is measured.
  let last = '';
  for (let i = 0; i < 40; ++i) {
    const t = (await state(page)).tree;
    const now = JSON.stringify([t.origin, t.zoom]);
    if (now === last) break;
    last = now;
    await pause(page, 150);
  }
  for (let m = 2; m <= 20; ++m) {
    const r = await rect(page, `tree.node:${m}`);
    if (r && r.x >= canvas.x + margin && r.x + r.w <= canvas.x + canvas.w - margin &&
        r.y >= canvas.y + 8 && r.y + r.h <= canvas.y + canvas.h - 8) return { canvas, m, r };
  }
  throw new Error(`no start move drawn inside the tree canvas ${JSON.stringify(canvas)}`);
}

// A tap on the tree as the app received it. The app tells a tap from a press
// and hold by how long the finger stayed down as the page got it
// (model::TouchGestures: 500 ms), and a loaded machine can hand the page a
// quick tap's release that late (tapAt measures it): the app then rightly takes
// a long press, which selects the node but shows no tooltip (one run of the
// suite beside a busy core met that). Such a delivery is not the tap these
// tests are about, so it is made again once the app has handled it, at most
// three times; a tap the page received as one is checked every time, and a
// long press from a quick tap still fails the test.
const LONG_PRESS_MS = 500;
async function treeTap(t, x, y) {
  for (let tries = 1; ; ++tries) {
    const before = (await state(t.page)).tree.touch.gestures;
    const { held } = await tapAt(t.page, t.cdp, x, y);
    const s = await waitForState(t.page, (s) => s.tree.touch.gestures > before && s.tree.touch.fingers === 0,
                                 { what: `the tap at ${x}, ${y} to be handled` });
    // SDL stamps the finger with whole milliseconds: 2 ms of slack.
    const stretched = s.tree.touch.last === 'longPress' && held >= LONG_PRESS_MS - 2;
    if (!stretched || tries === 4) return { s, held };
    if (s.tree.menu) {
      await pressKey(t.page, 'Escape');
      await waitForState(t.page, (s) => s.tree.menu === null, { what: 'the menu of a tap held too long to close' });
    }
  }
}

async function shot(page, name) {
  await page.screenshot({ path: join(ARTIFACTS, name + '.png') });
}

test('a tap selects a tree node and shows its tooltip, at every size and pixel ratio', async () => {
  const rects = [];
  for (const cfg of [
    { width: 1024, height: 768, scale: 1 }, { width: 1024, height: 768, scale: 1.25 },
    { width: 1024, height: 768, scale: 1.5 }, { width: 1024, height: 768, scale: 2 },
    { width: 768, height: 1024, scale: 2 }, { width: 390, height: 844, scale: 1 },
  ]) {
    const t = await openTouch(cfg);
    const { page } = t;
    const what = `${cfg.width}x${cfg.height}@${cfg.scale}`;
    const { canvas, m, r } = await treeNode(page);
    // itemRect is in CSS px: inside the page whatever the ratio.
    assert.ok(canvas.x >= 0 && canvas.y >= 0 && canvas.x + canvas.w <= cfg.width + 1 &&
              canvas.y + canvas.h <= cfg.height + 1, `${what}: the tree canvas is on the page`);
    if (cfg.width === 1024) rects.push({ what, canvas, r });
    const c = centre(r);
    const { held } = await treeTap(t, c.x, c.y);
    const s = await waitForState(page, (s) => s.tree.selected?.[0] === m, { what: `${what}: ${m} selected by a tap` });
    const seen = `(the page got the tap held ${Math.round(held)} ms; touch ${JSON.stringify(s.tree.touch)}, menu ${JSON.stringify(s.tree.menu)})`;
    assert.deepEqual(s.tree.selected, [m]);
    assert.deepEqual(s.tree.tip, [m], `${what}: the tap shows the node's tooltip ${seen}`);
    assert.equal(s.tree.touch.last, 'tap', `${what}: the app saw a tap ${seen}`);
    if (cfg.scale === 2 || cfg.width === 390) await shot(page, `touch-tap-${what}`);
    // A tap on empty canvas hides it (the tooltip stays until the next touch).
    await tapAt(page, t.cdp, canvas.x + 6, canvas.y + canvas.h - 6);
    await waitForState(page, (s) => s.tree.tip === null, { what: `${what}: the tooltip to go` });
    await t.close();
  }
  // The layout stays in CSS px at every ratio (text is measured in device px, so
  // the lesson above the tree, sized to its text, may differ by a few px): the
  // canvas starts at about the same place (1 % of the page) and has about the same size.
  for (const { what, canvas } of rects.slice(1)) {
    assert.ok(Math.abs(canvas.x - rects[0].canvas.x) <= 2 && Math.abs(canvas.y - rects[0].canvas.y) <= 0.01 * 768,
              `${what}: the canvas at ${canvas.x}, ${canvas.y} as at ratio 1 (${rects[0].canvas.x}, ${rects[0].canvas.y})`);
    for (const k of ['w', 'h'])
      assert.ok(Math.abs(canvas[k] - rects[0].canvas[k]) <= 0.05 * rects[0].canvas[k],
                `${what}: canvas ${k} ${canvas[k]} about as at ratio 1 (${rects[0].canvas[k]})`);
  }
});

test('a tap on tile.5 names 5 (tablet sizes)', async () => {
  for (const cfg of [{ width: 768, height: 1024, scale: 2 }, { width: 1024, height: 768, scale: 1.5 }]) {
    const t = await openTouch(cfg);
    const r = await steadyRect(t.page, 'tile.5');
    const c = centre(r);
    await t.page.touchscreen.tap(c.x, c.y);
    const s = await waitForState(t.page, (s) => s.number.named.length === 1, { what: '5 to be named' });
    assert.equal(s.number.named[0].value, 5);
    await shot(t.page, `touch-tile-${cfg.width}x${cfg.height}@${cfg.scale}`);
    await t.close();
  }
});

test('one finger drags the tree by the distance it moved', async () => {
  const t = await openTouch({ width: 768, height: 1024, scale: 2 });
  const { page, cdp } = t;
  const { canvas } = await treeNode(page);
  const before = (await state(page)).tree;
  const x0 = canvas.x + canvas.w / 2, y0 = canvas.y + canvas.h / 2;
  // A swipe: the first move follows the press at once (a finger held still
  // for half a second would be a long press, however slow the machine is).
  await touchBurst(cdp, [['touchStart', [[x0, y0]]], ['touchMove', [[x0 + 10, y0 + 7]]]]);
  await pause(page);
  for (let i = 2; i <= 6; ++i) {
    await touch(cdp, 'touchMove', [[x0 + 10 * i, y0 + 7 * i]]);
    await pause(page);
  }
  await touch(cdp, 'touchEnd');
  const s = (await waitForState(page, (st) => st.tree.touch.fingers === 0, { what: 'the finger to lift' })).tree;
  await shot(page, 'touch-drag-768x1024@2');
  assert.equal(s.zoom, before.zoom, 'a drag does not zoom');
  const dx = (before.origin[0] - s.origin[0]) * s.zoom, dy = (before.origin[1] - s.origin[1]) * s.zoom;
  assert.ok(Math.abs(dx - 60) <= 2 && Math.abs(dy - 42) <= 2, `the view moved (${dx}, ${dy}) px, not (60, 42)`);
  assert.equal(s.touch.last, 'pan');
  assert.deepEqual(s.selected, before.selected, 'a drag selects nothing');
  assert.equal(s.touch.fingers, 0);
  await t.close();
});

test('two fingers pinch-zoom about their centre', async () => {
  const t = await openTouch({ width: 1024, height: 768, scale: 1.5 });
  const { page, cdp } = t;
  const { canvas } = await treeNode(page);
  const before = (await state(page)).tree;
  const cx = canvas.x + canvas.w / 2 + 20, cy = canvas.y + canvas.h / 2 - 10;
  // The world point under the centre, from the state's viewport (canvas-relative).
  const world = [before.origin[0] + (cx - canvas.x) / before.zoom, before.origin[1] + (cy - canvas.y) / before.zoom];
  await touchBurst(cdp, [['touchStart', [[cx - 40, cy]]], ['touchStart', [[cx - 40, cy], [cx + 40, cy]]]]);
  await pause(page);
  for (let i = 1; i <= 6; ++i) {
    await touch(cdp, 'touchMove', [[cx - 40 - 10 * i, cy - 2 * i], [cx + 40 + 10 * i, cy + 2 * i]]);
    await pause(page);
  }
  await touch(cdp, 'touchEnd');
  const s = (await waitForState(page, (st) => st.tree.touch.fingers === 0, { what: 'the fingers to lift' })).tree;
  assert.ok(s.zoom > before.zoom * 1.4, `the zoom grew (${before.zoom} -> ${s.zoom})`);
  const sx = canvas.x + (world[0] - s.origin[0]) * s.zoom, sy = canvas.y + (world[1] - s.origin[1]) * s.zoom;
  assert.ok(Math.hypot(sx - cx, sy - cy) <= 3, `the point under the centre stays there (${sx}, ${sy} vs ${cx}, ${cy})`);
  assert.equal(s.touch.last, 'pinch');
  assert.deepEqual(s.selected, before.selected, 'a pinch selects nothing');
  await shot(page, 'touch-pinch-1024x768@1.5');
  await t.close();
});

test('a double tap expands a node and another collapses it', async () => {
  const t = await openTouch({ width: 1024, height: 768, scale: 1 });
  const { page } = t;
  const { m, r } = await treeNode(page);
  const before = (await state(page)).tree.nodes;
  const c = centre(r);
  await tapAt(page, t.cdp, c.x, c.y, 2);
  const s = await waitForState(page, (s) => s.tree.nodes > before, { what: `${m} to open on a double tap` });
  assert.equal(s.tree.touch.last, 'doubleTap');
  assert.deepEqual(s.tree.selected, [m]);
  await pause(page, 500);  // past the double-tap time: the next tap starts afresh
  await shot(page, 'touch-doubletap-1024x768@1');
  const r2 = await steadyRect(page, `tree.node:${m}`);
  const c2 = centre(r2);
  await tapAt(page, t.cdp, c2.x, c2.y, 2);
  await waitForState(page, (s) => s.tree.nodes === before, { what: `${m} to close on a second double tap` });
  await t.close();
});

test('a long press opens the node menu; its items answer a tap', async () => {
  const t = await openTouch({ width: 768, height: 1024, scale: 1.5 });
  const { page, cdp } = t;
  const { m, r } = await treeNode(page);
  const before = (await state(page)).tree.nodes;
  const c = centre(r);
  await touch(cdp, 'touchStart', [[c.x, c.y]]);
  await pause(page, 900);  // held still past the long-press time
  let s = await waitForState(page, (s) => s.tree.menu !== null, { what: 'the node menu to open on a long press' });
  assert.deepEqual(s.tree.menu, [m]);
  assert.deepEqual(s.tree.selected, [m]);
  await touch(cdp, 'touchEnd');
  await pause(page, 300);
  s = await state(page);
  assert.deepEqual(s.tree.menu, [m], 'the menu stays open after the finger lifts');
  assert.equal(s.tree.nodes, before, 'lifting the finger chose nothing');
  assert.equal(s.tree.touch.last, 'longPress');
  await shot(page, 'touch-longpress-768x1024@1.5');
  const item = centre(await steadyRect(page, 'tree.menu.expand'));
  await page.touchscreen.tap(item.x, item.y);
  s = await waitForState(page, (s) => s.tree.nodes > before && s.tree.menu === null, { what: 'the menu item to expand' });
  await t.close();
});

// A finger is wider than a mouse pointer (issue 33): on touch, a node's and an
// expander's hit area is their drawn shape grown to 44 px each way, so a tap
// that just misses the shape still hits it. The mouse hits the shapes only.
test('on a phone a tap within 44 px of a tree node or an expander hits it: 20 px beside a small expander\'s centre expands, just above a node selects it', async () => {
  const t = await openTouch({ width: 390, height: 844, scale: 2 });
  const { page } = t;
  const { canvas } = await treeNode(page);
  const inCanvas = (r, margin) => r && r.x >= canvas.x + margin && r.x + r.w <= canvas.x + canvas.w - margin &&
                                  r.y >= canvas.y + margin && r.y + r.h <= canvas.y + canvas.h - margin;
  let m = 0, e = null;
  for (let k = 2; k <= 20 && !e; ++k) {
    const r = await rect(page, `tree.expander:${k}`);
    if (inCanvas(r, 30)) [m, e] = [k, r];
  }
  assert.ok(e, 'a start move\'s expander drawn inside the canvas');
  assert.ok(e.w < 40 && e.h < 40, `the expander is drawn ${e.w}×${e.h}, smaller than a finger`);
  const before = (await state(page)).tree.nodes;
  const c = centre(e);
  const x = c.x + 20 <= canvas.x + canvas.w - 4 ? c.x + 20 : c.x - 20;
  assert.ok(x > e.x + e.w || x < e.x, 'the tap lies outside the drawn expander');
  await treeTap(t, x, c.y);
  let s = await waitForState(page, (s) => s.tree.nodes > before, { what: `${m}'s expander to open on a tap 20 px beside it` });
  assert.equal(s.tree.touch.last, 'tap');
  await shot(page, 'touch-expander-beside-390x844@2');
  // A start move drawn well away (50 px) from the start's own expander, tapped 6 px above its box.
  await pause(page, 600);  // the view settles after the expansion
  const rootExp = await rect(page, 'tree.expander:');
  let n = 0, r = null;
  for (let k = 2; k <= 20 && !r; ++k) {
    const q = await rect(page, `tree.node:${k}`);
    if (k !== m && inCanvas(q, 20) && (!rootExp || Math.abs(centre(q).x - centre(rootExp).x) >= 50)) [n, r] = [k, q];
  }
  assert.ok(r, 'a start move drawn inside the canvas away from the start\'s expander');
  assert.ok(r.h < 40, `the node is drawn ${r.w}×${r.h}, less tall than a finger`);
  await treeTap(t, centre(r).x, r.y - 6);
  s = await waitForState(page, (s) => s.tree.selected?.length === 1 && s.tree.selected[0] === n,
                         { what: `${n} selected by a tap 6 px above its box` });
  assert.deepEqual(s.tree.tip, [n], 'the tap shows the node\'s tooltip, as on the box');
  await t.close();
});

test('the mouse still hits only the drawn shapes: a click 20 px beside an expander opens nothing', async () => {
  const { page } = await openApp(env, { width: 390, height: 844, scale: 1 });
  assert.ok((await dispatch(page, { type: 'tree.group', on: false })).ok);
  await pause(page, 600);
  const canvas = await steadyRect(page, 'tree.canvas');
  let e = null;
  for (let k = 2; k <= 20 && !e; ++k) {
    const r = await rect(page, `tree.expander:${k}`);
    if (r && r.x >= canvas.x + 30 && r.x + r.w <= canvas.x + canvas.w - 30 && r.y >= canvas.y + 30 && r.y + r.h <= canvas.y + canvas.h - 30) e = r;
  }
  assert.ok(e, 'an expander drawn inside the canvas');
  const before = (await state(page)).tree.nodes;
  const c = centre(e);
  const x = c.x + 20 <= canvas.x + canvas.w - 4 ? c.x + 20 : c.x - 20;
  await page.mouse.move(x, c.y);
  await pause(page, 120);
  await page.mouse.down();
  await pause(page, 150);
  await page.mouse.up();
  await pause(page, 400);
  assert.equal((await state(page)).tree.nodes, before, 'nothing opened');
  await page.context().close();
});
