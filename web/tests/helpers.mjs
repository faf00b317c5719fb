// Shared set-up for the browser tests: a static server for the built site, a
// headless Chromium (Debian's, driven by playwright-core), and helpers that
// click UI elements by their window.gtl.itemRect and read canvas pixels.
//
// Every page opened by openApp is watched: a console error, an uncaught page
// error, a request that leaves the page's origin or a failed response fails the
// test that was running (an afterEach hook registered here, so every test file
// gets the check by importing this module). A test that provokes an error on
// purpose says which with allowErrors(page, /pattern/).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { afterEach } from 'node:test';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../server/serve.mjs';

export const SITE = resolve(process.env.GTL_SITE || '../build/web/site');
export const ARTIFACTS = resolve(process.env.GTL_ARTIFACTS || '../build/web/screenshots');
mkdirSync(ARTIFACTS, { recursive: true });

const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];

// Starts server + browser; returns { browser, url, close() }. `site`: another
// directory to serve (the offline test serves a copy it can change).
// Scrollbars are kept (Playwright hides them in headless mode by default): with
// --hide-scrollbars, Chromium's screenshots had a see-through hole above an
// overflowing fixed panel (the live class's), which no user's browser shows.
export async function launch(site = SITE) {
  const { server, url } = await startServer(site);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'] });
  return { browser, url, async close() { await browser.close(); server.close(); } };
}

// Problems seen on watched pages since the last check: { page, text }.
const problems = [];
const allowed = new WeakMap();  // page -> [RegExp]

// Marks errors matching `pattern` on `page` as expected (for the rest of its life).
export function allowErrors(page, pattern) {
  allowed.set(page, [...(allowed.get(page) || []), pattern]);
}

// Fails the test that just ran if a watched page reported a problem during it.
afterEach(() => {
  const seen = problems.splice(0).filter(({ page, text }) => !(allowed.get(page) || []).some((p) => p.test(text)));
  assert.deepEqual(seen.map((p) => p.text), [], 'the page reported errors or left its origin');
});

function watch(page, origin) {
  const report = (text) => problems.push({ page, text });
  page.on('console', (m) => { if (m.type() === 'error') report(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => report(`page error: ${e}`));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) report(`request outside the origin: ${url}`);
  });
  page.on('response', (r) => { if (r.status() >= 400) report(`HTTP ${r.status()} for ${r.url()}`); });
}

// Opens the app in a new page and waits for its first frame. Returns { page, readyMs, errors, requests }
// (errors: uncaught page errors; requests: every URL the page asked for).
// The app follows the browser's prefers-color-scheme; tests see the dark theme unless they ask.
// serviceWorkers: 'block' keeps the page's requests where page.route sees them
// (a service worker's own fetches pass it by).
export async function openApp(env, { width = 1280, height = 720, scale = 1, query = '', colorScheme = 'dark', serviceWorkers = 'allow' } = {}) {
  const context = await env.browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale, colorScheme, serviceWorkers });
  const page = await context.newPage();
  const errors = [];
  const requests = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(r.url()));
  watch(page, new URL(env.url).origin + '/');
  const t0 = Date.now();
  await page.goto(env.url + query);
  await page.evaluate(() => window.gtl.ready);
  return { page, readyMs: Date.now() - t0, errors, requests };
}

export const state = (page) => page.evaluate(() => window.gtl.state());
// Every lesson's id, in the Game menu's order (state().lessons): the tests that
// visit each lesson loop over it, so a new game is visited with no edit to them.
export async function lessonIds(page) {
  const ids = await page.evaluate(() => window.gtl.state().lessons);
  assert.ok(Array.isArray(ids) && ids.length > 1 && ids.includes('number'), `state().lessons lists the lessons: ${JSON.stringify(ids)}`);
  return ids;
}
// Where item `id` was drawn in the last frame (CSS px), or null.
export const itemRect = (page, id) => page.evaluate((k) => window.gtl.itemRect(k), id);
export const centre = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
export const pause = (page, ms = 100) => page.waitForTimeout(ms);
// Waits until the app has drawn `count` frames after this call (window.gtl.drawn):
// the frame that shows a change made before it (an action, a mouse or key event,
// a rect to read) is at most the second. Use it instead of a fixed sleep.
export const drawn = (page, count = 2) => page.evaluate((n) => window.gtl.drawn(n), count);
// A language switch that must first fetch the Chinese words and font answers
// {ok, pending}, as does a built-in lecture (its file is fetched when opened),
// and a lesson whose code comes when first shown draws its
// stand-in until it is in (docs/automation.md): this waits for either, as a
// user sees it, so the next step meets the language or the lesson asked for.
export async function dispatch(page, action) {
  const r = await page.evaluate((a) => window.gtl.dispatch(a), action);
  if (r && r.ok && r.pending && action.type === 'lang')
    await page.waitForFunction((l) => window.gtl.state().settings.lang === l, action.lang, { polling: 50, timeout: 30000 });
  if (r && r.ok && r.pending && action.type === 'lecture.open' && action.id)  // the page fetches the lecture's file
    await page.waitForFunction((id) => { const s = window.gtl.state(); return (s.lecture && s.lecture.id === id) || s.notice; },
      action.id, { polling: 50, timeout: 30000 });
  if (r && r.ok && action.type === 'view')
    await page.waitForFunction(() => !window.gtl.state().lessonCode.waiting, null, { polling: 50, timeout: 30000 });
  return r;
}
// One press of a key as the app meets it: down, seen by one frame, then up, seen
// by the next. A hold counted in the test's own time (press with a delay) can
// reach a loaded browser as a third of a second over four frames, which the app
// rightly takes for a held key that repeats (one → stepped twice on CI).
// Modifiers as in Playwright's press: 'Shift+F'.
export async function pressKey(page, combo) {
  const keys = combo.length > 1 ? combo.split('+') : [combo];
  const key = keys.pop();
  for (const m of keys) await page.keyboard.down(m);
  await page.keyboard.down(key);
  await drawn(page, 1);
  await page.keyboard.up(key);
  for (const m of keys.reverse()) await page.keyboard.up(m);
  await drawn(page, 2);
}

// Waits until predicate(state) holds (polling), or throws with the last state.
export async function waitForState(page, predicate, { timeout = 10000, what = 'condition' } = {}) {
  const end = Date.now() + timeout;
  let s;
  while (Date.now() < end) {
    s = await state(page);
    if (predicate(s)) return s;
    await page.waitForTimeout(50);
  }
  throw new Error(`timed out waiting for ${what}; last state: ${JSON.stringify(s).slice(0, 2000)}`);
}

// The rect of a named item once it reads the same in two frames in a row (a
// popup's items, the game chooser's list, are laid out once more in the frame
// after it appears), or null when it is not drawn after `tries` frames.
export async function settledRect(page, id, tries = 60) {
  let r = null, last = null;
  for (let i = 0; i < tries; ++i) {
    await drawn(page, 1);
    r = await page.evaluate((k) => window.gtl.itemRect(k), id);
    if (r && last && JSON.stringify(r) === JSON.stringify(last)) return r;
    last = r;
  }
  return r;
}

// Clicks the centre of a named UI element with the real mouse. ImGui needs the
// hover, the press and the release in different frames: each waits for the
// frames that saw the one before, not for a fixed time.
export async function clickItem(page, id) {
  const r = await settledRect(page, id);
  if (!r) throw new Error(`no UI element named ${id}`);
  const x = r.x + r.w / 2, y = r.y + r.h / 2;
  await page.mouse.move(x, y);
  await drawn(page);
  await page.mouse.down();
  await drawn(page);
  await page.mouse.up();
  await drawn(page);
  return r;
}

// Scrolls the side panel under the item with the mouse wheel until the item is
// in view (the panel can be taller than the page), as a user would.
export async function reveal(page, id) {
  const { height } = page.viewportSize();
  for (let i = 0; i < 40; ++i) {
    const [r, panel] = await page.evaluate((k) => [window.gtl.itemRect(k), window.gtl.itemRect('panel')], id);
    // An item of the side panel is in view inside the panel's box (the status
    // bar lies under it), and the wheel scrolls it over the panel's foot.
    const inPanel = !!(panel && r && r.x >= panel.x && r.x < panel.x + panel.w);
    const top = inPanel ? panel.y : 0, bottom = inPanel ? panel.y + panel.h : height - 40;
    if (r && r.y >= top && r.y + r.h <= bottom) return r;
    await page.mouse.move(r ? r.x + 4 : 12, inPanel ? bottom - 12 : height - 60);  // over buttons, not over a scrolling text box
    await page.mouse.wheel(0, r && r.y < top ? -120 : 120);
    await drawn(page);
  }
  throw new Error(`${id} could not be scrolled into view`);
}

export async function screenshot(page, name) {
  const path = join(ARTIFACTS, name + '.png');
  const png = await page.screenshot({ path });
  return png;
}

// The RGBA bytes of a PNG screenshot, decoded by the browser itself: the whole
// image, or the box {x, y, w, h} (CSS px) of one taken at device pixel ratio
// `scale`. Returns { width, height, data } with data a Buffer, 4 bytes a pixel.
export async function pngPixels(page, png, box = null, scale = 1) {
  const { width, height, b64 } = await page.evaluate(async ({ b64, box, scale }) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const c = new OffscreenCanvas(img.width, img.height);
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const x = box ? Math.round(box.x * scale) : 0, y = box ? Math.round(box.y * scale) : 0;
    const w = box ? Math.max(1, Math.round(box.w * scale)) : img.width;
    const h = box ? Math.max(1, Math.round(box.h * scale)) : img.height;
    const d = ctx.getImageData(x, y, w, h).data;
    let bin = '';
    for (let i = 0; i < d.length; i += 0x8000) bin += String.fromCharCode.apply(null, d.subarray(i, i + 0x8000));
    return { width: w, height: h, b64: btoa(bin) };
  }, { b64: png.toString('base64'), box, scale });
  return { width, height, data: Buffer.from(b64, 'base64') };
}

// The most common colour of RGBA bytes as [r, g, b], and its share of the pixels.
export function commonColour(d) {
  const counts = new Map();
  for (let i = 0; i < d.length; i += 4) {
    const k = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
    counts.set(k, (counts.get(k) || 0) + 1);
  }
  let key = 0, most = 0;
  for (const [k, n] of counts) if (n > most) { most = n; key = k; }
  return { rgb: [key >> 16, (key >> 8) & 255, key & 255], share: most / (d.length / 4) };
}

// Pixel statistics of a PNG: the number of distinct colours (quantised to 4
// bits a channel), the share of pixels that differ from the most common
// (background) colour, and the share of pixels close to each given colour
// {name: [r,g,b]}.
export async function pixelStats(page, png, colours = {}) {
  const { data: d } = await pngPixels(page, png);
  const counts = new Map();
  const near = Object.fromEntries(Object.keys(colours).map((k) => [k, 0]));
  const n = d.length / 4;
  for (let i = 0; i < d.length; i += 4) {
    const key = ((d[i] >> 4) << 8) | ((d[i + 1] >> 4) << 4) | (d[i + 2] >> 4);
    counts.set(key, (counts.get(key) || 0) + 1);
    for (const [k, [r, g, b]] of Object.entries(colours)) {
      if (Math.abs(d[i] - r) < 24 && Math.abs(d[i + 1] - g) < 24 && Math.abs(d[i + 2] - b) < 24) near[k]++;
    }
  }
  const top = Math.max(...counts.values());
  return {
    distinct: counts.size,
    nonBackground: 1 - top / n,
    near: Object.fromEntries(Object.entries(near).map(([k, v]) => [k, v / n])),
  };
}

// Outcome fills as drawn by the app (src/app/kit/theme_colors.hpp; the same in both themes).
export const OUTCOME_COLOURS = { win: [0x00, 0x5C, 0x9C], lose: [0xD5, 0x5E, 0x00], draw: [0xE6, 0x9F, 0x00] };

// ---- An independent reference for the Number Game, straight from the judges'
// rule (ascending: y is forbidden when y - x is forbidden), used to check what
// the page shows without trusting the app's solver.
export function numberAfterNaming(allowed, x) {
  const max = Math.max(...allowed, x);
  const forbidden = new Set([0, x]);
  for (let y = 2; y <= max; ++y) if (!allowed.includes(y)) forbidden.add(y);
  for (let y = x + 1; y <= max; ++y) if (forbidden.has(y - x)) forbidden.add(y);
  return allowed.filter((y) => !forbidden.has(y));
}

export function numberWinningMoves(allowed) {
  const memo = new Map();
  const wins = (a) => {
    const key = a.join(',');
    if (!memo.has(key)) memo.set(key, a.some((x) => !wins(numberAfterNaming(a, x))));
    return memo.get(key);
  };
  return [...allowed].sort((p, q) => p - q).filter((x) => !wins(numberAfterNaming(allowed, x)));
}

export function numberJudgeOutput(cases) {
  return cases.map((c, i) => {
    const w = numberWinningMoves(c);
    return `Test Case #${i + 1}\n` + (w.length ? `The winning moves are: ${w.join(' ')}\n` : "There's no winning move.\n") + '\n';
  }).join('');
}

// ---- Touch devices (touch.test.mjs, devices.test.mjs)

// Opens the app in a touch-emulating context (hasTouch, isMobile) at that size
// and device pixel ratio, animations off. Returns { page, cdp, problems, close() };
// close() fails the test when the page reported an error.
export async function openTouch(env, { width, height, scale = 2, colorScheme = 'dark' }) {
  const context = await env.browser.newContext({
    viewport: { width, height }, deviceScaleFactor: scale, hasTouch: true, isMobile: true, colorScheme,
  });
  const page = await context.newPage();
  await page.addInitScript(recordTouches);
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e}`));
  await page.goto(env.url);
  await page.evaluate(() => window.gtl.ready);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  const cdp = await context.newCDPSession(page);
  return {
    page, cdp, problems,
    async close() {
      assert.deepEqual(problems, [], 'the page reported no errors');
      await context.close();
    },
  };
}

// A phone (390×844, touch) that opens `url` (a live class's join link) as its
// first page, the animations off.
export async function openPhoneAt(env, url) {
  const phone = await openTouch(env, { width: 390, height: 844 });
  await phone.page.goto('about:blank');
  await phone.page.goto(url);
  await phone.page.evaluate(() => window.gtl.ready);
  await dispatch(phone.page, { type: 'anim.speed', value: 0 });
  return phone;
}

// Waits until state().live satisfies pred(live, state).
export const waitLive = (page, pred, what, timeout = 10_000) => waitForState(page, (s) => s.live && pred(s.live, s), { what, timeout });

// Run in a touch page before its own scripts (openTouch): the time
// (performance.now(), the clock SDL stamps a finger's events with) at which
// the page received each touch press and release, in window.gtlTouchTimes, so
// a test can see how long a tap was held as the app saw it (tapAt).
function recordTouches() {
  window.gtlTouchTimes = [];
  for (const type of ['touchstart', 'touchend'])
    addEventListener(type, () => window.gtlTouchTimes.push([type, performance.now()]), { capture: true, passive: true });
}

// One CDP touch event; points: [[x, y], ...] (ids by index).
export const touch = (cdp, type, points = []) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });

// Touch events sent back to back, without waiting for one to be handled before
// sending the next (the browser still handles them in order). A gesture's
// timing is part of what it means (a tap held half a second is a long press,
// two taps are a double tap only within the double-tap time): sent one round
// trip at a time, a loaded test machine stretched a tap into a long press and
// a double tap into two taps. `events`: [type, points] pairs as for touch().
export async function touchBurst(cdp, events) {
  await Promise.all(events.map(([type, points = []]) => touch(cdp, type, points)));
}

// A tap (or `times` taps: 2 is a double tap) at (x, y), its events back to back.
// Returns { held }: the longest time (ms) from a press to its release as the
// page received them, in a page opened by openTouch (else null). However
// quickly they are sent, the browser passes a release on only after the page
// has acknowledged the press, so on a loaded machine a tap can reach the page
// held long enough to be a press and hold.
export async function tapAt(page, cdp, x, y, times = 1) {
  const seen = await page.evaluate(() => window.gtlTouchTimes?.length ?? -1);
  const events = [];
  for (let i = 0; i < times; ++i) events.push(['touchStart', [[x, y]]], ['touchEnd']);
  await touchBurst(cdp, events);
  await drawn(page, 2);
  if (seen < 0) return { held: null };
  await page.waitForFunction((n) => window.gtlTouchTimes.length >= n, seen + 2 * times, { polling: 20, timeout: 10000 });
  const got = await page.evaluate((n) => window.gtlTouchTimes.slice(n), seen);
  let held = 0;
  for (let i = 1; i < got.length; ++i)
    if (got[i][0] === 'touchend' && got[i - 1][0] === 'touchstart') held = Math.max(held, got[i][1] - got[i - 1][1]);
  return { held };
}

// A rectangle that reads the same twice (popups lay out again in the frame after they appear).
// The timeout is long: a loaded machine can spend seconds of frames on a
// language's font arriving, which moves the text's rectangles once more.
export async function steadyRect(page, id, timeout = 10000) {
  const end = Date.now() + timeout;
  let last = null;
  for (;;) {
    await drawn(page, 1);
    const r = await page.evaluate((k) => window.gtl.itemRect(k), id);
    if (r && last && JSON.stringify(r) === JSON.stringify(last)) return r;
    last = r;
    if (Date.now() > end) throw new Error(`no steady UI element named ${id}`);
  }
}

// Waits until a dialog item has kept its place for a few frames (a new ImGui
// window is measured on its first frame and centred on the next), then clicks it.
export async function clickSettled(page, id) {
  let last = null, since = 0;
  for (let i = 0; i < 100; ++i) {
    const [r, frame] = await page.evaluate((k) => [window.gtl.itemRect(k), window.gtl.state().frame], id);
    const same = r && last && JSON.stringify(r) === JSON.stringify(last);
    if (!same) since = frame;
    else if (frame - since >= 2) break;
    last = r;
    await drawn(page, 1);
  }
  return clickItem(page, id);
}

// Waits (up to `timeout` ms) until item `id` is no longer drawn; false if it stays.
// Each look follows a drawn frame, so a rect is never read from a frame older
// than the state that removed it.
export async function waitGone(page, id, timeout = 3000) {
  const end = Date.now() + timeout;
  do {
    await drawn(page, 1);
    if (!(await page.evaluate((k) => window.gtl.itemRect(k), id))) return true;
  } while (Date.now() < end);
  return false;
}
