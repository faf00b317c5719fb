// The page itself: it loads, draws, answers window.gtl, reacts to the real mouse,
// follows the window size and pixel ratio, and idles when nothing happens.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, clickItem, screenshot, pixelStats, waitForState, drawn, itemRect, pngPixels } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

test('loads, resolves gtl.ready after the first frame and draws a non-blank canvas', async () => {
  const { page, readyMs, errors } = await openApp(env);
  console.log(`figure: navigation to first frame ${readyMs} ms`);
  const s = await state(page);
  assert.equal(typeof s.version, 'string');
  assert.ok(s.frame >= 1, 'at least one frame drawn');
  assert.equal(s.view, 'number');
  await page.waitForTimeout(300);
  const stats = await pixelStats(page, await screenshot(page, 'foundation-first-frame'));
  assert.ok(stats.distinct > 20, `expected a drawn UI, got ${stats.distinct} colours`);
  assert.ok(stats.nonBackground > 0.02, `expected content, got ${(stats.nonBackground * 100).toFixed(2)}% non-background`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a real mouse click on a UI element found by itemRect changes the state', async () => {
  const { page } = await openApp(env);
  assert.equal((await state(page)).view, 'number');
  await clickItem(page, 'view.chooser');
  const r = await clickItem(page, 'view.balls');
  assert.ok(r.w > 0 && r.h > 0);
  await waitForState(page, (s) => s.view === 'balls', { what: 'view to become balls' });
  assert.equal(await page.evaluate(() => window.gtl.itemRect('no.such.item')), null);
  await page.context().close();
});

test('dispatch rejects bad actions with an error and the app keeps running', async () => {
  const { page } = await openApp(env);
  for (const bad of [{ type: 'no.such.action' }, { notype: 1 }, 42, null, 'text', { type: 'view', view: 'chess' },
                     { type: 'anim.speed', value: 99 }, { type: 'anim.speed', value: 'fast' }]) {
    const r = await dispatch(page, bad);
    assert.equal(r.ok, false, `expected an error for ${JSON.stringify(bad)}`);
    assert.equal(typeof r.error, 'string');
    assert.ok(r.error.length > 5);
  }
  assert.deepEqual(await dispatch(page, { type: 'view', view: 'balls' }), { ok: true });
  assert.equal((await state(page)).view, 'balls');
  assert.deepEqual(await dispatch(page, { type: 'anim.speed', value: 0 }), { ok: true });
  assert.equal((await state(page)).settings.animSpeed, 0);
  await page.context().close();
});

test('the canvas follows viewport resizes and the device pixel ratio', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720, scale: 2 });
  const size = () => page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { w: c.width, h: c.height, cssW: c.clientWidth, cssH: c.clientHeight };
  });
  let s = await size();
  assert.equal(s.cssW, 1280);
  assert.equal(s.w, 2560, 'backing store at device pixels on a 2x screen');
  await page.setViewportSize({ width: 900, height: 600 });
  await page.waitForTimeout(400);
  s = await size();
  assert.equal(s.cssW, 900);
  assert.equal(s.w, 1800);
  assert.equal(s.h, 1200);
  const stats = await pixelStats(page, await screenshot(page, 'foundation-resized-hidpi'));
  assert.ok(stats.distinct > 20);
  await page.context().close();
});

test('idle throttling: no full-rate redraw when nothing changes', async () => {
  const { page } = await openApp(env);
  // Let the start-up frames pass (their number depends on the machine's speed):
  // until a 450 ms window sees at most one frame (the idle heartbeat is 0.5 s).
  for (let quiet = false, t0 = Date.now(); !quiet;) {
    assert.ok(Date.now() - t0 < 15000, 'the page never went idle after loading');
    const a = (await state(page)).frame;
    await page.waitForTimeout(450);
    quiet = (await state(page)).frame - a <= 1;
  }
  const f0 = (await state(page)).frame;
  await page.waitForTimeout(2000);
  const idleFrames = (await state(page)).frame - f0;
  console.log(`figure: ${idleFrames} frames drawn in 2 s of idling`);
  assert.ok(idleFrames <= 8, `expected a throttled loop, ${idleFrames} frames in 2 s`);
  await page.mouse.move(600, 300);
  await page.mouse.move(620, 320);
  await page.waitForTimeout(300);
  assert.ok((await state(page)).frame > f0 + idleFrames, 'input wakes the loop');
  await page.context().close();
});

// A frame that would put the last frame's pixels on the screen again is not
// drawn with WebGL (src/app/shell/frame_digest.hpp): after an input the loop
// draws eight frames for ImGui to settle, and without a GPU each costs ~60 ms
// of CPU. Counted from outside by the page's own WebGL calls; the screen still
// shows the change.
test('frames that change no pixel make no WebGL draw; the change itself is on the screen', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=10' });
  await page.evaluate(() => {
    window.__clears = 0;
    const clear = WebGL2RenderingContext.prototype.clear;
    WebGL2RenderingContext.prototype.clear = function (...a) { window.__clears++; return clear.apply(this, a); };
  });
  const counts = async () => ({ ...(await page.evaluate(() => ({ clears: window.__clears }))),
                                frame: (await state(page)).frame, pictures: (await state(page)).pictures });
  await drawn(page, 12);
  const tile = await itemRect(page, 'tile.7');
  const box = { x: tile.x + 2, y: tile.y + 2, w: tile.w - 4, h: tile.h - 4 };
  const sum = async () => [...(await pngPixels(page, await page.screenshot(), box)).data].reduce((a, b) => a + b, 0);
  const before = await sum();
  const c0 = await counts();
  await page.mouse.move(tile.x + tile.w / 2, tile.y + tile.h / 2);
  await drawn(page, 12);
  const c1 = await counts();
  const frames = c1.frame - c0.frame, pictures = c1.pictures - c0.pictures, clears = c1.clears - c0.clears;
  console.log(`figure: ${frames} frames after the hover, ${pictures} drawn with WebGL`);
  assert.ok(frames >= 12, `${frames} frames`);
  assert.equal(clears, pictures, 'state().pictures counts the frames WebGL drew');
  assert.ok(pictures >= 1 && pictures <= frames / 2, `${pictures} of ${frames} frames drawn`);
  const hovered = await sum();
  assert.notEqual(hovered, before, 'the hovered tile is shown hovered');
  // A canvas whose size is set loses its pixels, even when it ends at the
  // size it had (SDL sets it on a browser's resize, and sees no change): the
  // next frame is drawn in full. (Without shell.html's hook, the canvas stayed
  // blank here: one colour.)
  await page.evaluate(() => { const c = document.getElementById('canvas'); const w = c.width; c.width = w - 1; c.width = w; });
  await drawn(page, 2);
  assert.equal(await sum(), hovered, 'the canvas shows the app again, not a cleared buffer');
  const stats = await pixelStats(page, await page.screenshot());
  assert.ok(stats.distinct > 20, `a drawn UI after the reset: ${stats.distinct} colours`);
  await page.context().close();
});

test('without WebGL2 the page says so in words and gtl.ready rejects', async () => {
  // A browser with WebGL turned off, as on a machine without a usable GPU driver.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-3d-apis', '--no-first-run', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    await page.goto(env.url);
    const outcome = await page.evaluate(() => window.gtl.ready.then(() => 'resolved', (e) => 'rejected: ' + e.message));
    assert.match(outcome, /^rejected: .*WebGL 2/);
    const text = await page.textContent('#message');
    assert.match(text, /needs WebGL 2/);
    assert.equal(await page.isVisible('#message'), true);
    assert.deepEqual((await page.evaluate(() => window.gtl.dispatch({ type: 'view', view: 'balls' }))).ok, false);
  } finally {
    await browser.close();
  }
});

test('a share link opens its position; a broken one says why and keeps the app usable', async () => {
  let { page } = await openApp(env, { query: '?game=number&max=12&moves=7,2' });
  let s = await state(page);
  assert.equal(s.notice, '');
  assert.equal(s.number.max, 12);
  assert.deepEqual(s.history.moves, [7, 2]);
  // The address bar follows the game: it is always this position's share link.
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.pick', value: (await state(page)).number.allowed[0] });
  await page.waitForTimeout(300);
  s = await state(page);
  assert.equal(new URL(page.url()).search, s.link);
  const link = s.link;
  await page.context().close();
  ({ page } = await openApp(env, { query: link }));
  assert.deepEqual((await state(page)).history.moves, s.history.moves, 'the link reproduces the position');
  await page.context().close();

  ({ page } = await openApp(env, { query: '?game=balls&take=1,2,3&n=10&moves=3,3' }));
  s = await state(page);
  assert.equal(s.view, 'balls');
  assert.equal(s.balls.left, 4);
  await page.context().close();

  // (A link that leaves a field out opens the default for it, issue 43: ?game=balls&take=1,2 is no longer broken.)
  for (const broken of ['?game=chess', '?game=number&max=abc', '?game=balls&take=0,2', '?game=number&moves=7,14',
                        '?game=number&zoom=3', '?%%%']) {
    ({ page } = await openApp(env, { query: broken }));
    s = await state(page);
    assert.match(s.notice, /link/, `a notice for ${broken}`);
    assert.deepEqual(await dispatch(page, { type: 'view', view: 'balls' }), { ok: true }, 'still usable');
    await page.context().close();
  }
});
