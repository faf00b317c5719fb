// Shared parts of the other-engine smoke suites (Firefox ESR through Puppeteer +
// WebDriver BiDi, WebKitGTK through WebKitWebDriver + selenium-webdriver): the
// served site, an X display (Xvfb) when there is none, an independent reference
// for the Number Game, and the smoke tests themselves, written once against a
// small "tab" interface that each engine's adapter (firefox.mjs, webkit.mjs)
// implements:
//
//   browser: { name, version, async newTab({width, height}), async close() }
//   tab:     { async eval(fn, arg) (fn runs in the page; a returned Promise is awaited),
//              async move(x, y), async down(), async up(), async key(name),
//              async resize(width, height) (the page's CSS viewport), async goto(url),
//              async screenshot() (PNG Buffer), async problems() (console errors, page errors,
//              failed or foreign requests since the last call), async close() }
//
// Every click and key press is real input through the engine's automation
// (WebDriver actions / Puppeteer's mouse), on the centre of window.gtl.itemRect.
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test, before, after, afterEach } from 'node:test';
import { startServer } from '../server/serve.mjs';

export const SITE = resolve(process.env.GTL_SITE || '../build/web/site');
export const ARTIFACTS = resolve(process.env.GTL_ARTIFACTS || '../build/web/screenshots', 'engines');
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Generous limits: nothing here measures speed, a loaded 2-core machine is slow.
export const LOAD_TIMEOUT = 60000;
export const SOLVE_TIMEOUT = 240000;

// ------------------------------------------------------------------ display
// Starts Xvfb on a free display (-displayfd) and returns its DISPLAY value and a
// stop(); GTL_USE_DISPLAY=1 uses $DISPLAY instead (to watch the browsers on a
// desktop). Headed browsers need one: headless Firefox has no WebGL 2 here, and
// MiniBrowser has no headless mode.
export async function ensureDisplay() {
  if (process.env.GTL_USE_DISPLAY === '1' && process.env.DISPLAY) return { display: process.env.DISPLAY, stop() {} };
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp', '-noreset'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let err = '';
  xvfb.stderr.on('data', (d) => { err += d; });
  const display = await new Promise((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error('Xvfb did not start within 20 s: ' + err)), 20000);
    xvfb.on('error', (e) => { clearTimeout(timer); fail(new Error('cannot start Xvfb (apt-get install xvfb): ' + e.message)); });
    xvfb.on('exit', (code) => { clearTimeout(timer); fail(new Error(`Xvfb exited (${code}): ${err}`)); });
    xvfb.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) { clearTimeout(timer); ok(':' + out.trim()); }
    });
  });
  const stop = () => { try { xvfb.kill(); } catch {} };
  process.once('exit', stop);
  return { display, stop };
}

// The version a tool prints (for the log and docs/browsers.md).
export function toolVersion(cmd, args = ['--version']) {
  try { return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim().split('\n')[0]; }
  catch (e) { return `unknown (${cmd}: ${e.message})`; }
}

export function debVersion(pkg) {
  try { return execFileSync('dpkg-query', ['-W', '-f=${Version}', pkg]).toString().trim(); } catch { return 'not installed'; }
}

// --------------------------------------------------------- Number Game reference
// Straight from the judges' rule (ascending: y is forbidden when y - x is), on
// bit sets of 2..max, independent of the app's solver. Equal to helpers.mjs's
// numberWinningMoves; faster, so 2..32 takes about a second.
export function numberWinningMoves(max) {
  const bit = (y) => 1 << (y - 2);  // 2..32 on bits 0..30
  let full = 0;
  for (let y = 2; y <= max; ++y) full |= bit(y);
  const after = (a, x) => {
    const forbidden = new Uint8Array(max + 1);
    forbidden[0] = forbidden[x] = 1;
    for (let y = 2; y <= max; ++y) if (!(a & bit(y))) forbidden[y] = 1;
    for (let y = x + 1; y <= max; ++y) if (forbidden[y - x]) forbidden[y] = 1;
    let r = 0;
    for (let y = 2; y <= max; ++y) if (!forbidden[y]) r |= bit(y);
    return r;
  };
  const memo = new Map();
  const wins = (a) => {
    let w = memo.get(a);
    if (w === undefined) {
      w = false;
      for (let x = 2; x <= max && !w; ++x) if ((a & bit(x)) && !wins(after(a, x))) w = true;
      memo.set(a, w);
    }
    return w;
  };
  const moves = [];
  for (let x = 2; x <= max; ++x) if (!wins(after(full, x))) moves.push(x);
  return moves;
}

// ------------------------------------------------------------------ page helpers
// Opens the app in a new tab and waits for its first frame (gtl.ready). Throws
// with the page's own message if it could not start.
export async function openApp(browser, url, { width = 1280, height = 720 } = {}) {
  const tab = await browser.newTab({ width, height });
  await tab.goto(url);
  await waitReady(tab);
  return tab;
}

export async function waitReady(tab) {
  const r = await tab.eval(() => Promise.race([
    window.gtl.ready.then(() => ({ ok: true }), (e) => ({ ok: false, error: String(e && e.message || e) })),
    new Promise((ok) => setTimeout(() => ok({ ok: false, error: 'gtl.ready did not settle within 55 s' }), 55000)),
  ]));
  if (!r.ok) throw new Error('the page did not start: ' + r.error);
}

export const state = (tab) => tab.eval(() => window.gtl.state());
export const dispatch = (tab, action) => tab.eval((a) => window.gtl.dispatch(a), action);
export const rect = (tab, id) => tab.eval((k) => window.gtl.itemRect(k), id);

export async function waitFor(what, fn, timeout = 20000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    last = await fn();
    if (last) return last;
    if (Date.now() > end) throw new Error('timed out waiting for ' + what);
    await sleep(100);
  }
}

export async function waitForState(tab, predicate, { timeout = 20000, what = 'condition' } = {}) {
  const end = Date.now() + timeout;
  let s;
  while (Date.now() < end) {
    s = await state(tab);
    if (predicate(s)) return s;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}; last state: ${JSON.stringify(s).slice(0, 1500)}`);
}

// Waits until the app has drawn `count` more frames (gtl.drawn), so what it
// shows and names (itemRect) follows the input sent before: a wait on the
// app, not on the clock, which a loaded machine stretches.
export const drawn = (tab, count = 2) => tab.eval((n) => window.gtl.drawn(n), count);

// Clicks the centre of a named UI element with the real mouse, as helpers.mjs's
// clickItem does: the rectangle must read the same over two drawn frames, the
// pointer moves there first, and press and release land in different ImGui
// frames (each step waits for the frames that take it in).
export async function clickItem(tab, id, timeout = 10000) {
  let r = null, last = null;
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    r = await rect(tab, id);
    if (r && last && JSON.stringify(r) === JSON.stringify(last)) break;
    last = r;
    await drawn(tab, 1);
  }
  if (!r) throw new Error(`no UI element named ${id}`);
  const x = Math.round(r.x + r.w / 2), y = Math.round(r.y + r.h / 2);
  await tab.move(x, y);
  await drawn(tab, 1);
  await tab.down();
  await drawn(tab, 1);
  await tab.up();
  await drawn(tab, 1);
  return r;
}

export async function pressKey(tab, key) {
  await tab.key(key);
  await drawn(tab, 1);
}

// Pixel statistics of a screenshot, decoded by the page itself: distinct colours
// (4 bits a channel) and the share of pixels unlike the most common colour.
export async function pixelStats(tab, png) {
  return tab.eval(async (b64) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, img.width, img.height).data;
    const counts = new Map();
    for (let i = 0; i < d.length; i += 4) {
      const key = ((d[i] >> 4) << 8) | ((d[i + 1] >> 4) << 4) | (d[i + 2] >> 4);
      counts.set(key, (counts.get(key) || 0) + 1);
    }
    return { width: img.width, height: img.height, distinct: counts.size, nonBackground: 1 - Math.max(...counts.values()) / (d.length / 4) };
  }, png.toString('base64'));
}

export function saveArtifact(name, png) {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, name + '.png'), png);
}

// ------------------------------------------------------------------ the suite
// Defines the smoke tests for one engine. `engine`: { name, launch(display) ->
// browser, serviceWorkers: async (tab) -> null | reason to skip, optional
// sessionLost(error) -> whether the browser process died }.
export function smokeSuite(engine) {
  let display, server, url, browser;
  const tabs = [];
  // When the engine's own process dies while a page opens (WebKitWebDriver then
  // answers "Could not parse script result", and "no such session" from then on),
  // the browser is relaunched once per suite, its log printed, and the page opened
  // again, so one crash of the engine under Xvfb is reported as such instead of
  // failing every later test. A second loss fails; so does every assertion and
  // every error the page itself reports.
  let relaunched = false;
  const open = async (opts) => {
    let t;
    try { t = await openApp(browser, url, opts); }
    catch (e) {
      if (relaunched || !engine.sessionLost?.(e)) throw e;
      relaunched = true;
      console.log(`# ${engine.name}: the browser's session was lost while a page opened (${e.name}: ${e.message}); relaunching once.`);
      console.log(String(browser.log?.() ?? '').split('\n').map((l) => '#   ' + l).join('\n'));
      tabs.splice(0);
      await browser.close().catch(() => {});
      browser = await engine.launch(display.display);
      t = await openApp(browser, url, opts);
    }
    tabs.push(t);
    return t;
  };
  // Every tab a test opened is checked for console errors, page errors and
  // failed or foreign requests, then closed.
  const settle = async () => {
    const seen = [];
    for (const t of tabs.splice(0)) {
      seen.push(...await t.problems().catch((e) => [`cannot read the page's problems: ${e.message}`]));
      await t.close().catch(() => {});
    }
    return seen;
  };

  before(async () => {
    display = await ensureDisplay();
    ({ server, url } = await startServer(SITE));
    browser = await engine.launch(display.display);
    console.log(`# ${engine.name}: ${browser.version} (display ${display.display}, site ${SITE})`);
  });
  after(async () => {
    await settle();
    await browser?.close().catch(() => {});
    server?.close();
    display?.stop();
  });
  afterEach(async () => {
    assert.deepEqual(await settle(), [], 'the page reported errors or left its origin');
  });

  const all = Array.from({ length: 19 }, (_, i) => i + 2);  // the default board 2..20

  test(`${engine.name}: the first frame is drawn and gtl.state() is sane`, async () => {
    const tab = await open();
    const s = await state(tab);
    assert.equal(typeof s.version, 'string');
    assert.ok(s.frame >= 1, 'a frame was drawn');
    assert.equal(s.view, 'number');
    assert.equal(s.busy, null);
    assert.notEqual(s.stopped, true);
    assert.equal(s.number.max, 20);
    assert.deepEqual(s.number.allowed, all);
    assert.deepEqual(s.number.winningMoves, numberWinningMoves(20));
    assert.deepEqual(s.history.moves, []);
    assert.equal(await tab.eval(() => window.gtl.error), null);
    // The canvas shows the app, not a blank or single-colour page.
    const png = await tab.screenshot();
    saveArtifact(`${engine.id}-first-frame`, png);
    const px = await pixelStats(tab, png);
    assert.ok(px.distinct >= 8 && px.nonBackground > 0.03, `the screenshot looks blank: ${JSON.stringify(px)}`);
  });

  test(`${engine.name}: a real click on tile.5 names 5`, async () => {
    const tab = await open();
    await dispatch(tab, { type: 'anim.speed', value: 0 });
    await clickItem(tab, 'tile.5');
    const s = await waitForState(tab, (t) => t.history.moves.length === 1, { what: 'the move' });
    assert.deepEqual(s.history.moves, [5]);
    assert.equal(s.number.named[0].value, 5);
    assert.ok(!s.number.allowed.includes(5) && !s.number.allowed.includes(10), '5 and its multiples are forbidden');
  });

  test(`${engine.name}: the keyboard steps back and forward (ArrowLeft / ArrowRight)`, async () => {
    const tab = await open();
    await dispatch(tab, { type: 'anim.speed', value: 0 });
    await clickItem(tab, 'tile.5');
    await clickItem(tab, 'tile.2');
    let s = await waitForState(tab, (t) => t.history.moves.length === 2, { what: 'two moves' });
    assert.deepEqual(s.history.moves, [5, 2]);
    assert.equal(s.history.index, 2);
    await pressKey(tab, 'ArrowLeft');
    s = await waitForState(tab, (t) => t.history.index === 1, { what: 'ArrowLeft to step back' });
    assert.equal(s.history.length, 2, 'the line is kept');
    await pressKey(tab, 'ArrowRight');
    await waitForState(tab, (t) => t.history.index === 2, { what: 'ArrowRight to step forward' });
  });

  test(`${engine.name}: tree.expand, then real clicks select a tree node and open its expander`, async () => {
    const tab = await open();
    await dispatch(tab, { type: 'anim.speed', value: 0 });
    assert.deepEqual(await dispatch(tab, { type: 'tree.expand', depth: 1, path: [] }), { ok: true });
    const m = numberWinningMoves(20)[0];
    let s = await waitForState(tab, (t) => t.tree.nodes >= 2, { what: 'the tree to open' });
    await dispatch(tab, { type: 'tree.fit' });
    await sleep(300);
    await clickItem(tab, `tree.node:${m}`);
    s = await waitForState(tab, (t) => JSON.stringify(t.tree.selected) === JSON.stringify([m]), { what: `node ${m} to be selected` });
    assert.equal(s.tree.selectedNode.outcome, 'lose', `after the winning move ${m} the player to move loses: ${JSON.stringify(s.tree.selectedNode)}`);
    const nodes = s.tree.nodes;
    await clickItem(tab, `tree.expander:${m}`);
    s = await waitForState(tab, (t) => t.tree.nodes > nodes, { what: `node ${m} to open` });
    await sleep(300);
    assert.ok(await rect(tab, `tree.node:${m},2`) || await rect(tab, `tree.node:${m},3`) || s.tree.nodes > nodes,
      'the opened node has children');
  });

  test(`${engine.name}: 2..32 is solved in the solve worker and matches the reference`, { timeout: SOLVE_TIMEOUT + 30000 }, async () => {
    const tab = await open();
    const r = await dispatch(tab, { type: 'number.new', max: 32 });
    assert.equal(r.ok, true, JSON.stringify(r));
    let s = await state(tab);
    assert.ok(s.busy, 'a 2..32 board is long work (busy)');
    assert.equal(s.busy.what, 'solve');
    assert.equal(s.busy.where, 'worker', 'the solve runs in solve_worker.js');
    const ref = numberWinningMoves(32);  // computed meanwhile
    s = await waitForState(tab, (t) => t.busy === null, { timeout: SOLVE_TIMEOUT, what: 'the solve to finish' });
    assert.equal(s.number.max, 32);
    assert.deepEqual(s.number.winningMoves, ref);
    assert.deepEqual(s.number.allowed, Array.from({ length: 31 }, (_, i) => i + 2));
  });

  test(`${engine.name}: the share link reopens the same moves in a new page`, async () => {
    const tab = await open();
    await dispatch(tab, { type: 'anim.speed', value: 0 });
    await clickItem(tab, 'tile.5');
    await clickItem(tab, 'tile.3');
    const s = await waitForState(tab, (t) => t.history.moves.length === 2, { what: 'two moves' });
    const href = await waitFor('the address bar to carry the moves', async () => {
      const h = await tab.eval(() => location.href);
      return /moves=/.test(h) && h;
    });
    assert.ok(href.endsWith(s.link) || href.includes(s.link.slice(1)), `${href} carries ${s.link}`);
    const tab2 = await browser.newTab({ width: 1280, height: 720 });
    tabs.push(tab2);
    await tab2.goto(href);
    await waitReady(tab2);
    const t = await waitForState(tab2, (u) => u.history.moves.length === 2, { what: 'the link to open' });
    assert.deepEqual(t.history.moves, s.history.moves);
    assert.deepEqual(t.number.allowed, s.number.allowed);
    assert.equal(t.notice, '');
  });

  test(`${engine.name}: the language switches to Chinese through the View menu (real clicks)`, async () => {
    const tab = await open();
    await clickItem(tab, 'menu.view');
    await clickItem(tab, 'view.lang');
    await clickItem(tab, 'view.lang.zh');
    let s = await waitForState(tab, (t) => t.settings.lang === 'zh', { what: 'the language to switch' });
    // The font is fetched on demand, then the atlas is rebuilt in a later frame.
    s = await waitForState(tab, (t) => t.font.cjk === 'failed' || (t.font.cjk === 'ready' && t.font.missingGlyphs === 0),
      { timeout: LOAD_TIMEOUT, what: 'the CJK font with every glyph of the Chinese UI' });
    assert.equal(s.font.cjk, 'ready');
    assert.match(s.number.caption, /[\u4e00-\u9fff]/, `the caption is Chinese: ${s.number.caption}`);
    await sleep(300);
    saveArtifact(`${engine.id}-chinese`, await tab.screenshot());
  });

  // The payoff lesson's code is a second wasm module, instantiated beside the
  // first when the lesson is first chosen (src/app/kit/lazy_lesson.hpp): each
  // engine must take it (shared memory and table) and run its solvers.
  test(`${engine.name}: the payoff lesson's code arrives when it is chosen from the Game menu, and its solvers run`, async () => {
    const tab = await open();
    assert.equal((await state(tab)).lessonCode.state, 'absent');
    await clickItem(tab, 'menu.game');
    await clickItem(tab, 'game.payoff');
    const s = await waitForState(tab, (t) => t.payoff && t.payoff.name === 'centipede',
      { timeout: LOAD_TIMEOUT, what: 'the payoff lesson made from index.deferred.wasm' });
    assert.equal(s.lessonCode.state, 'ready');
    assert.equal(s.payoff.steps, 4, 'backward induction has four decisions to solve');
    assert.deepEqual((await dispatch(tab, { type: 'payoff.induction', to: 4 })).ok, true);
    const t = await state(tab);
    assert.deepEqual(t.payoff.nodes[0].value, ['2/5', '1/10'], 'player 1 takes at once: (0.40, 0.10)');
  });

  test(`${engine.name}: a window resize re-lays the canvas and the board stays clickable`, async () => {
    const tab = await open();
    await dispatch(tab, { type: 'anim.speed', value: 0 });
    const before = await tab.eval(() => [innerWidth, innerHeight]);
    await tab.resize(900, 640);
    const size = await waitFor('the new viewport', async () => {
      const v = await tab.eval(() => {
        const c = document.getElementById('canvas').getBoundingClientRect();
        return { iw: innerWidth, ih: innerHeight, cw: Math.round(c.width), ch: Math.round(c.height) };
      });
      return v.iw !== before[0] && v.cw === v.iw && Math.abs(v.ch - v.ih) <= 1 && v;
    });
    assert.ok(Math.abs(size.iw - 900) <= 2, JSON.stringify(size));
    const r = await waitFor('tile.5 inside the new viewport', async () => {
      const q = await rect(tab, 'tile.5');
      return q && q.x >= 0 && q.x + q.w <= size.iw && q.y >= 0 && q.y + q.h <= size.ih && q;
    });
    assert.ok(r.w > 10);
    await clickItem(tab, 'tile.5');
    await waitForState(tab, (t) => t.history.moves.length === 1 && t.history.moves[0] === 5, { what: 'the click after resize' });
  });

  test(`${engine.name}: a small game played to the end: a click, then Space autoplays`, async () => {
    const tab = await open();
    await dispatch(tab, { type: 'anim.speed', value: 0 });
    await dispatch(tab, { type: 'number.new', max: 8 });
    await waitForState(tab, (t) => t.busy === null && t.number.max === 8, { what: 'the small board' });
    // 2..8: the reference's winning moves are the page's.
    const s = await state(tab);
    assert.deepEqual(s.number.winningMoves, numberWinningMoves(8));
    await clickItem(tab, `tile.${s.number.winningMoves[0]}`);
    const first = await waitForState(tab, (t) => t.history.moves.length === 1, { what: 'the first move' });
    assert.equal(first.history.moves[0], s.number.winningMoves[0], 'the click named the winning number it aimed at');
    await pressKey(tab, ' ');
    const end = await waitForState(tab, (t) => t.number.gameOver, { timeout: 30000, what: 'autoplay to finish the game' });
    assert.equal(end.history.moves.length % 2, 1, 'the player who started with a winning move named the last number');
  });

  test(`${engine.name}: no console errors, page errors or foreign requests over a session`, async () => {
    const tab = await open();
    await dispatch(tab, { type: 'anim.speed', value: 0 });
    await clickItem(tab, 'tile.5');
    await dispatch(tab, { type: 'tree.expandPV' });
    await dispatch(tab, { type: 'theme', name: 'light' });
    await dispatch(tab, { type: 'view', view: 'nim' });
    await waitForState(tab, (t) => t.view === 'nim', { what: 'the Nim lesson' });
    await dispatch(tab, { type: 'view', view: 'ttt' });
    await clickItem(tab, 'ttt.cell.4');
    const s = await waitForState(tab, (t) => t.ttt.board[4] === 'X', { what: 'X in the centre' });
    assert.equal(s.ttt.toMove, 'O');
    await sleep(500);
    assert.deepEqual(await tab.problems(), []);
  });

  test(`${engine.name}: offline reload through the service worker`, async (t) => {
    // An origin of its own (another port), so the worker starts afresh and can be cut off.
    const own = await startServer(SITE);
    let cut = false;
    try {
      const tab = await browser.newTab({ width: 1280, height: 720 });
      tabs.push(tab);
      await tab.goto(own.url);
      await waitReady(tab);
      const why = await engine.serviceWorkers(tab);
      if (why) { console.log(`# SKIP offline reload in ${engine.name}: ${why}`); t.skip(why); return; }
      const controlled = await tab.eval(() => Promise.race([
        navigator.serviceWorker.ready.then(() => new Promise((ok) => {
          if (navigator.serviceWorker.controller) ok(true);
          else navigator.serviceWorker.addEventListener('controllerchange', () => ok(true));
        })),
        new Promise((ok) => setTimeout(() => ok(false), 45000)),
      ]));
      if (!controlled) {
        const reason = `${engine.name} registered the service worker but it never controlled the page within 45 s`;
        console.log(`# SKIP offline reload: ${reason}`); t.skip(reason); return;
      }
      const cached = await waitFor('the build to be cached', () => tab.eval(async () => {
        const names = await caches.keys();
        if (names.length !== 1) return false;
        const keys = (await (await caches.open(names[0])).keys()).map((r) => new URL(r.url).pathname);
        return ['/', '/index.js', '/index.wasm', '/solve_worker.wasm'].every((f) => keys.includes(f)) && keys;
      }), 60000);
      assert.ok(cached.length > 5);
      // The network is cut: the server is gone (connection refused).
      own.server.closeAllConnections?.();
      await new Promise((ok) => own.server.close(ok));
      cut = true;
      await tab.goto(own.url + '?game=number&max=12&moves=6');
      await waitReady(tab);
      const s = await waitForState(tab, (u) => u.number.max === 12, { what: 'the offline link' });
      assert.deepEqual(s.history.moves, [6]);
      // It really is offline: a file the worker did not cache cannot be fetched.
      const fetched = await tab.eval(() => fetch('/not-cached-' + Date.now()).then((r) => 'HTTP ' + r.status, (e) => 'failed'));
      assert.equal(fetched, 'failed', 'the server is cut off');
      await tab.problems();  // the cut connection may be reported by the engine; the page itself worked
    } finally {
      if (!cut) own.server.close();
    }
  });
}
