// Where classes really open it: both themes as they reach the screen (sampled
// from screenshots, not read from the colour table), phones and tablets by
// touch, and room for the tree at 1280×720.
//
// The pixel checks decode the page's own screenshot in the browser and sample
// the regions window.gtl names (state().layout's boxes, itemRect): the side
// panel, the status bar, the board and the tree canvas. A region's background
// is its most common colour; its "ink" is every pixel that stands out from it,
// and a readable text has a solid core at 4.5:1 or more (WCAG 1.4.3).
// Nothing here asserts a time: only what is drawn, where, and what the state says.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  launch, openApp, state, dispatch, waitForState, ARTIFACTS, numberWinningMoves, openTouch as openTouchOn, touch, steadyRect,
  pngPixels, commonColour, itemRect as rect, centre, pause,
} from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const hex = (c) => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');

// The themes' fills as src/app/kit/theme_colors.hpp defines them.
const THEMES = {
  dark: { window: [0x17, 0x19, 0x1e], canvas: [0x12, 0x14, 0x16] },
  light: { window: [0xf5, 0xf6, 0xf7], canvas: [0xff, 0xff, 0xff] },
};

// Statistics of one region (CSS px) of a PNG screenshot taken at `scale`: its
// background (most common colour) and its share, how many pixels stand at
// 1.5:1 and 4.5:1 against it, and the highest contrast ratio in it.
async function region(page, png, box, scale = 1) {
  const { data: d } = await pngPixels(page, png, box, scale);
  const lum = (r, g, b) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const { rgb: bg, share } = commonColour(d);
  const lb = lum(...bg);
  let ink = 0, strong = 0, max = 1;
  for (let i = 0; i < d.length; i += 4) {
    const l = lum(d[i], d[i + 1], d[i + 2]);
    const ratio = (Math.max(l, lb) + 0.05) / (Math.min(l, lb) + 0.05);
    if (ratio >= 1.5) ++ink;
    if (ratio >= 4.5) ++strong;
    if (ratio > max) max = ratio;
  }
  return { bg, bgShare: share, ink, strong, max };
}

const near = (a, b, tol = 6) => a.every((v, i) => Math.abs(v - b[i]) <= tol);

// A readable text region: its background is `fill` and its text stands out at 4.5:1.
function assertReadable(r, fill, what) {
  assert.ok(near(r.bg, fill), `${what}: drawn on ${hex(r.bg)}, the theme says ${hex(fill)}`);
  assert.ok(r.ink > 150, `${what}: some text is drawn (${r.ink} ink pixels)`);
  assert.ok(r.max >= 4.5, `${what}: the text reaches ${r.max.toFixed(2)}:1 against ${hex(r.bg)}`);
  // Anti-aliased glyphs have soft edges; their cores must be solid (buttons'
  // fills count as ink too, so this is a count, not a share).
  assert.ok(r.strong >= 400, `${what}: ${r.strong} of ${r.ink} text pixels at 4.5:1 or more`);
}

for (const scheme of ['dark', 'light']) {
  for (const [width, height] of [[1280, 720], [800, 600]]) {
    test(`the ${scheme} theme as drawn at ${width}×${height}: panel, status bar, board and tree`, async () => {
      const { page } = await openApp(env, { width, height, colorScheme: scheme });
      await dispatch(page, { type: 'anim.speed', value: 0 });
      assert.equal((await state(page)).settings.theme, scheme, 'the browser preference picks the theme');
      assert.ok((await dispatch(page, { type: 'number.pick', value: 2 })).ok);  // forbidden tiles too
      assert.ok((await dispatch(page, { type: 'tree.expand', depth: 1 })).ok);
      await pause(page, 400);
      const png = await page.screenshot({ path: join(ARTIFACTS, `theme-${scheme}-${width}x${height}.png`) });
      const { layout } = await state(page);
      const t = THEMES[scheme];
      // The side panel's upper part (the game chooser, the board's settings: text on the panel).
      const panel = { ...layout.panel, h: Math.min(layout.panel.h, 260) };
      assertReadable(await region(page, png, panel), t.window, `${scheme} side panel`);
      assertReadable(await region(page, png, layout.status), t.window, `${scheme} status bar`);
      // The board: the lesson's area over the tree, on the canvas colour; each tile's number readable.
      const tree = await rect(page, 'tree.canvas');
      const board = { x: layout.canvas.x, y: layout.canvas.y, w: layout.canvas.w, h: tree.y - layout.canvas.y };
      const b = await region(page, png, board);
      assert.ok(near(b.bg, t.canvas), `${scheme} board area on ${hex(b.bg)}, the theme's canvas is ${hex(t.canvas)}`);
      for (const n of [2, 4, 5]) {  // 2 named, 4 forbidden, 5 allowed
        const r = await region(page, png, await rect(page, `tile.${n}`));
        assert.ok(r.max >= 4.5, `${scheme} tile ${n}: its number at ${r.max.toFixed(2)}:1 on ${hex(r.bg)}`);
        // A tile is a tile, not a hole in the page: it stands apart from the canvas.
        if (scheme === 'light') assert.ok(r.bg.reduce((s, v) => s + v, 0) / 3 > 100, `light tile ${n} is light (${hex(r.bg)})`);
      }
      const tr = await region(page, png, tree);
      assert.ok(near(tr.bg, t.canvas), `${scheme} tree canvas on ${hex(tr.bg)}, the theme's canvas is ${hex(t.canvas)}`);
      assert.ok(tr.max >= 4.5, `${scheme} tree: labels at ${tr.max.toFixed(2)}:1`);
      await page.context().close();
    });
  }
}

test('1280×720: the tree canvas has 55 % of the screen (19.5 % before), Fit shows 2..20 to depth 2, the minimap covers no node', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  const { layout } = await state(page);
  const work = 720 - layout.canvas.y;  // below the menu bar
  const tree = await rect(page, 'tree.canvas');
  await page.screenshot({ path: join(ARTIFACTS, 'room-1280x720.png') });
  const share = (tree.w * tree.h) / (1280 * work);
  // The board in one row, the timeline's buttons, chips and chart in one row and
  // the status bar under the panel leave the tree 55 % or more.
  console.log(`# the tree canvas: ${tree.w}×${tree.h}, ${(100 * share).toFixed(1)} % of the screen below the menu bar`);
  assert.ok(share >= 0.55, `the tree canvas is ${(100 * share).toFixed(1)} % of the screen below the menu bar`);
  assert.ok((await dispatch(page, { type: 'tree.expand', depth: 2 })).ok);
  assert.ok((await dispatch(page, { type: 'tree.fit' })).ok);
  await pause(page, 800);
  const s = (await state(page)).tree;
  const overview = await rect(page, 'tree.overview');
  assert.ok(s.nodes >= 15, `2..20 grouped to depth 2 shows ${s.nodes} nodes`);
  assert.equal(s.nodesInView, s.nodes, `after Fit every shown node lies inside the canvas (zoom ${s.zoom})`);
  if (s.overview) {
    // The minimap is drawn: it covers none of the start's moves nor their groups.
    for (let m = 2; m <= 20; ++m) {
      for (const id of [`tree.node:${m}`, `tree.group:${m}`]) {
        const r = await rect(page, id);
        if (!r) continue;
        const apart = r.x + r.w <= overview.x || overview.x + overview.w <= r.x || r.y + r.h <= overview.y || overview.y + overview.h <= r.y;
        assert.ok(apart, `the minimap ${JSON.stringify(overview)} covers ${id} ${JSON.stringify(r)}`);
      }
    }
  }
  await page.screenshot({ path: join(ARTIFACTS, 'room-1280x720-depth2.png') });
  await page.context().close();
});

test('1280×720: the split is the user\'s: a mouse drag on the splitter moves it, and it is kept across lessons and a resize', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  const before = await rect(page, 'tree.canvas');
  const grip = await rect(page, 'canvas.splitter');
  const x = grip.x + grip.w / 2, y = grip.y + grip.h / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; ++i) {
    await page.mouse.move(x, y + 10 * i);
    await pause(page, 30);
  }
  await page.mouse.up();
  await pause(page, 200);
  const dragged = await rect(page, 'tree.canvas');
  assert.ok(Math.abs(dragged.y - before.y - 80) <= 6, `the tree starts ${dragged.y - before.y} px lower after an 80 px drag`);
  const split = (await state(page)).settings.split;
  // Another lesson and back, then a smaller window: the user's share stays.
  await dispatch(page, { type: 'view', view: 'balls' });
  await pause(page, 200);
  assert.equal((await state(page)).settings.split, split, 'the ball lesson keeps the dragged split');
  await dispatch(page, { type: 'view', view: 'number' });
  await page.setViewportSize({ width: 1024, height: 700 });
  await pause(page, 300);
  assert.equal((await state(page)).settings.split, split, 'a resize keeps it');
  await page.setViewportSize({ width: 1280, height: 720 });
  await pause(page, 300);
  assert.deepEqual(await rect(page, 'tree.canvas'), dragged, 'back at 1280×720 the tree is where the drag put it');
  await page.context().close();
});

// ---- touch

const openTouch = (cfg) => openTouchOn(env, cfg);

async function tap(page, id) {
  const r = await steadyRect(page, id);
  const c = centre(r);
  await page.touchscreen.tap(c.x, c.y);
  await pause(page, 150);
  return r;
}


// Scrolls the drawer with a finger (a swipe on its left margin) until `id` is in view.
async function revealByTouch(t, id, panel) {
  const { height } = t.page.viewportSize();
  for (let i = 0; i < 30; ++i) {
    const r = await rect(t.page, id);
    if (r && r.y >= panel.y && r.y + r.h <= Math.min(height, panel.y + panel.h) - 8) return r;
    const up = !r || r.y > height / 2;
    const x = panel.x + 4, y0 = panel.y + panel.h / 2;
    await touch(t.cdp, 'touchStart', [[x, y0]]);
    for (let k = 1; k <= 4; ++k) {
      await touch(t.cdp, 'touchMove', [[x, y0 + (up ? -40 : 40) * k]]);
      await pause(t.page, 60);
    }
    await touch(t.cdp, 'touchEnd');
    await pause(t.page, 150);
  }
  throw new Error(`${id} could not be scrolled into the drawer's view`);
}

const inside = (r, w, h) => r.x >= 0 && r.y >= 0 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5;

for (const [width, height] of [[390, 844], [360, 740]]) {
  test(`a portrait phone (${width}×${height}): one column, every tile on the screen and 44 px, a drawer that a tap opens and closes`, async () => {
    const t = await openTouch({ width, height });
    const { page } = t;
    let { layout } = await state(page);
    assert.equal(layout.form, 'phone');
    assert.equal(layout.panelOpen, false, 'the controls start in the closed drawer');
    assert.ok(layout.canvas.x <= 0.5 && layout.canvas.w >= width - 1, `the board and tree are full width (${JSON.stringify(layout.canvas)})`);
    const tree = await steadyRect(page, 'tree.canvas');
    assert.ok(tree.w >= width - 28, `the tree canvas is ${tree.w} px wide`);
    for (const n of (await state(page)).number.allowed) {
      const r = await steadyRect(page, `tile.${n}`);
      assert.ok(inside(r, width, height), `tile.${n} ${JSON.stringify(r)} is on the ${width}×${height} screen`);
      assert.ok(r.w >= 44 && r.h >= 44, `tile.${n} is ${r.w}×${r.h}, a touch target is 44×44`);
    }
    for (const id of ['view.drawer', 'menu.more']) {
      const r = await steadyRect(page, id);
      assert.ok(inside(r, width, height), `${id} ${JSON.stringify(r)} fits the menu bar`);
      assert.ok(r.w >= 44 && r.h >= 44, `${id} is ${r.w}×${r.h}, a touch target is 44×44`);
    }
    await page.screenshot({ path: join(ARTIFACTS, `phone-${width}x${height}.png`) });
    await tap(page, 'view.drawer');
    layout = (await waitForState(page, (s) => s.layout.panelOpen, { what: 'the drawer to open on a tap' })).layout;
    assert.equal(layout.panelOverlay, true);
    const newGame = await steadyRect(page, 'number.new');
    assert.ok(inside(newGame, width, height) && newGame.h >= 44, `the drawer's buttons are on screen and 44 px tall (${JSON.stringify(newGame)})`);
    await page.screenshot({ path: join(ARTIFACTS, `phone-${width}x${height}-drawer.png`) });
    await tap(page, 'view.drawer.close');
    await waitForState(page, (s) => !s.layout.panelOpen, { what: 'the drawer to close on a tap beside it' });
    // The menu fits the width and answers a tap.
    await tap(page, 'menu.more');
    const file = await steadyRect(page, 'menu.file');
    assert.ok(inside(file, width, height), `the File menu ${JSON.stringify(file)} opens on the screen`);
    await t.close();
  });
}

test('a phone: a whole game by taps on the tiles, then induction stepped by taps in the drawer', async () => {
  const t = await openTouch({ width: 390, height: 844 });
  const { page } = t;
  // Both players tap the smallest number still allowed until nobody can move;
  // each tap must name exactly that number (the rules are the reference's).
  let s = await state(page);
  const played = [];
  while (!s.number.gameOver) {
    const n = Math.min(...s.number.allowed);
    await tap(page, `tile.${n}`);
    s = await waitForState(page, (x) => x.number.named.length === played.length + 1, { what: `${n} named by a tap` });
    assert.equal(s.number.named.at(-1).value, n);
    played.push(n);
    assert.ok(played.length < 20, 'the game ends');
  }
  assert.ok(played.length >= 2, `a game of ${played.length} moves: ${played}`);
  await page.screenshot({ path: join(ARTIFACTS, 'phone-390x844-game-over.png') });
  // Back to a small board for induction: its winning moves come from the reference.
  assert.ok((await dispatch(page, { type: 'number.set', allowed: [2, 3, 4, 5, 6] })).ok);
  await tap(page, 'view.drawer');
  const { layout } = await waitForState(page, (x) => x.layout.panelOpen, { what: 'the drawer' });
  await revealByTouch(t, 'teach.induction.memo', layout.panel);
  await tap(page, 'teach.induction.memo');
  s = await waitForState(page, (x) => x.teach.mode === 'induction', { what: 'induction to start on a tap' });
  const steps = s.teach.steps;
  await revealByTouch(t, 'teach.forward', layout.panel);
  for (let i = 1; i <= 3; ++i) {
    await tap(page, 'teach.forward');
    s = await waitForState(page, (x) => x.teach.step === i, { what: `induction step ${i} by a tap` });
  }
  await tap(page, 'teach.back');
  s = await waitForState(page, (x) => x.teach.step === 2, { what: 'a step back by a tap' });
  assert.equal(s.teach.steps, steps);
  assert.deepEqual(s.number.winningMoves, numberWinningMoves([2, 3, 4, 5, 6]), 'the board still answers by the rules');
  await page.screenshot({ path: join(ARTIFACTS, 'phone-390x844-induction.png') });
  await t.close();
});

for (const [width, height] of [[768, 1024], [1024, 768]]) {
  test(`a tablet (${width}×${height}): the side panel folds away by a tap, the tree gets half the screen`, async () => {
    const t = await openTouch({ width, height, scale: 2 });
    const { page } = t;
    let { layout } = await state(page);
    assert.equal(layout.form, 'tablet');
    assert.equal(layout.panelOpen, false, 'folded by default on a tablet');
    const tree = await steadyRect(page, 'tree.canvas');
    await page.screenshot({ path: join(ARTIFACTS, `tablet-${width}x${height}.png`) });
    const below = height - layout.canvas.y;  // the screen under the menu bar
    assert.ok(tree.w * tree.h >= 0.5 * width * below, `the tree canvas ${tree.w}×${tree.h} has half of ${width}×${below}`);
    await page.screenshot({ path: join(ARTIFACTS, `tablet-${width}x${height}.png`) });
    await tap(page, 'view.drawer');
    layout = (await waitForState(page, (s) => s.layout.panelOpen, { what: 'the panel to unfold on a tap' })).layout;
    assert.equal(layout.panelOverlay, false, 'on a tablet the panel sits beside the canvas');
    assert.ok(layout.canvas.x >= layout.panel.w - 1, 'the canvas moves aside');
    const b = await steadyRect(page, 'number.new');
    assert.ok(b.h >= 44 && b.w >= 44, `a panel button is ${b.w}×${b.h}`);
    await page.screenshot({ path: join(ARTIFACTS, `tablet-${width}x${height}-panel.png`) });
    await tap(page, 'view.drawer');
    await waitForState(page, (s) => !s.layout.panelOpen, { what: 'the panel to fold on a second tap' });
    // A tap names a number on the tablet too.
    await tap(page, 'tile.5');
    const s = await waitForState(page, (x) => x.number.named.length === 1, { what: '5 named by a tap' });
    assert.equal(s.number.named[0].value, 5);
    await t.close();
  });
}

test('the phone layout in the light theme is drawn light', async () => {
  const t = await openTouch({ width: 390, height: 844, scale: 1, colorScheme: 'light' });
  const { page } = t;
  await tap(page, 'view.drawer');
  const { layout } = await waitForState(page, (s) => s.layout.panelOpen, { what: 'the drawer' });
  await pause(page, 300);
  const png = await page.screenshot({ path: join(ARTIFACTS, 'phone-390x844-light-drawer.png') });
  assertReadable(await region(page, png, { ...layout.panel, h: Math.min(layout.panel.h, 300) }), THEMES.light.window, 'the light drawer');
  await t.close();
});
