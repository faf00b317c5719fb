// Offline: the service worker caches one build's files, the page opens with the
// network cut, a new build replaces the cache (never mixing two builds), the
// manifest makes it installable, and nothing is fetched from another origin.
// The worker installs the files the page loads at start and caches the others
// (the icons, the manifest, the Chinese font, the solve worker) when the page
// first asks for them: offline, the page has what it used once online; the
// first lecture opened brings every lecture of the build.
// Served from a copy of the site, so the test can make a "new build" of it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, SITE, screenshot } from './helpers.mjs';
import { makeServiceWorker } from '../tools/make_sw.mjs';

let env, site;
before(async () => {
  site = mkdtempSync(join(tmpdir(), 'gtl-offline-'));
  cpSync(SITE, site, { recursive: true });
  await makeServiceWorker(site);
  env = await launch(site);
});
after(async () => {
  await env?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

const cacheNames = (page) => page.evaluate(() => caches.keys());
// The paths the worker's cache `name` holds.
const cachedPaths = (page, name) =>
  page.evaluate(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname), name);

async function until(what, fn, timeout = 20000) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting for ' + what);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// The page under the worker's control, with the origin of every request it made.
async function openControlled() {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  context.on('request', (r) => requests.push(r.url()));  // the worker's own fetches too
  await page.goto(env.url);
  await page.evaluate(() => window.gtl.ready);
  await until('the service worker to control the page', () => page.evaluate(() => !!navigator.serviceWorker.controller));
  return { context, page, requests };
}

test('the page installs its files and opens again with the network cut', async () => {
  const { context, page, requests } = await openControlled();
  const [name] = await cacheNames(page);
  assert.match(name, /^gtl-[0-9a-f]{16}$/);
  // Installed: the page, the code, the wasm, the icon it shows.
  let cached = await cachedPaths(page, name);
  // (lecture.js and the live class's files come when first used, and are cached then.)
  for (const f of ['/', '/index.html', '/index.js', '/index.wasm', '/a11y.js', '/favicon.svg'])
    assert.ok(cached.includes(f), `${f} is cached (${cached.join(' ')})`);
  // Not what this English page never asked for: the Chinese font comes when Chinese is shown.
  assert.ok(!cached.includes('/fonts/cjk-sc.ttf'), `the Chinese font was cached unasked (${cached.join(' ')})`);
  // Installable: a manifest with 192 and 512 px icons that load.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel=manifest]');
    const m = await (await fetch(link.href)).json();
    const sizes = [];
    for (const icon of m.icons) {
      if (icon.type !== 'image/png') continue;
      const img = new Image();
      img.src = new URL(icon.src, link.href).href;
      await img.decode();
      sizes.push(`${img.naturalWidth}x${img.naturalHeight}`);
    }
    return { name: m.name, display: m.display, start: m.start_url, sizes };
  });
  assert.deepEqual(manifest, { name: 'Game Tree Lab', display: 'standalone', start: './', sizes: ['192x192', '512x512'] });
  // Asked for once, they are cached too (the whole list this test has always required).
  await until('the manifest and the icons in the cache', async () => {
    cached = await cachedPaths(page, name);
    return ['/manifest.webmanifest', '/icon-192.png', '/icon-512.png'].every((f) => cached.includes(f));
  }).catch(() => assert.fail(`the manifest and the icons are cached (${cached.join(' ')})`));
  for (const f of ['/', '/index.html', '/index.js', '/index.wasm', '/manifest.webmanifest', '/icon-192.png', '/icon-512.png', '/favicon.svg'])
    assert.ok(cached.includes(f), `${f} is cached (${cached.join(' ')})`);

  await context.setOffline(true);
  await page.reload();
  const s = await page.evaluate(() => window.gtl.ready);
  assert.equal(s.view, 'number');
  // A share link opens offline too (the query is the app's).
  await page.goto(env.url + '?game=number&max=12&moves=6');
  const t = await page.evaluate(() => window.gtl.ready.then(() => window.gtl.state()));
  assert.equal(t.number.max, 12);
  assert.equal(t.history.length, 1);
  await screenshot(page, 'offline-reloaded');
  await context.setOffline(false);
  // Nothing was fetched from anywhere but the page's own origin.
  const origin = new URL(env.url).origin;
  const foreign = requests.filter((u) => !u.startsWith(origin) && !u.startsWith('blob:') && !u.startsWith('data:'));
  assert.deepEqual(foreign, []);
  await context.close();
});

test('a new build gets a new cache and the old one is deleted', async () => {
  const { context, page } = await openControlled();
  const before = await cacheNames(page);
  assert.equal(before.length, 1);
  // A new build: one file changes, so its version (the hash of all files) changes.
  appendFileSync(join(site, 'favicon.svg'), '<!-- rebuilt -->\n');
  const { build } = await makeServiceWorker(site);
  assert.notEqual('gtl-' + build, before[0]);
  await page.reload();
  // The new worker installs the new set, deletes the old cache and takes over
  // (the page reloads itself into the new build).
  await until('the new cache to replace the old', async () => {
    try {
      const names = await cacheNames(page);
      return names.length === 1 && names[0] === 'gtl-' + build;
    } catch { return false; }  // the page may be reloading
  });
  await page.waitForLoadState();
  const s = await page.evaluate(() => window.gtl.ready);
  assert.ok(s.frame >= 1);
  await context.close();
});

test('files the page fetched later are cached when first used: the Chinese font and the solve worker work offline', { timeout: 180000 }, async () => {
  const { context, page } = await openControlled();
  const [name] = await cacheNames(page);
  const warnings = [];
  page.on('console', (m) => { if (/solve worker failed/.test(m.text())) warnings.push(m.text()); });
  // Online: Chinese is shown once (the page fetches the font) and a board the
  // solve worker solves (2..32) is made.
  await page.evaluate(() => window.gtl.dispatch({ type: 'lang', lang: 'zh' }));
  await until('the Chinese font', () => page.evaluate(() => window.gtl.state().font.cjk === 'ready'), 60000);
  await page.evaluate(() => window.gtl.dispatch({ type: 'number.new', max: 32 }));
  await until('the 2..32 board', () => page.evaluate(() => { const s = window.gtl.state(); return s.busy === null && s.number.max === 32; }), 120000);
  let cached = [];
  await until('the font and the solve worker in the cache', async () => {
    cached = await cachedPaths(page, name);
    return ['/fonts/cjk-sc.ttf', '/solve_worker.js', '/solve_worker.wasm'].every((f) => cached.includes(f));
  }).catch(() => assert.fail(`the font and the solve worker are cached (${cached.join(' ')})`));
  assert.deepEqual(await cacheNames(page), [name], 'the files went into this build\'s cache');

  // Offline, an English page again: it switches to Chinese and solves 2..32 in the worker.
  await context.setOffline(true);
  await page.goto(env.url + '?game=number');
  await page.evaluate(() => window.gtl.ready);
  await page.evaluate(() => window.gtl.dispatch({ type: 'lang', lang: 'zh' }));
  const font = await until('the Chinese font offline', () => page.evaluate(() => {
    const s = window.gtl.state();
    // Ready, and the atlas rebuilt with it (a frame later), or failed.
    return (s.font.cjk === 'ready' && s.font.missingGlyphs === 0) || s.font.cjk === 'failed' ? s.font : null;
  }), 60000);
  assert.deepEqual(font, { cjk: 'ready', missingGlyphs: 0 }, 'the Chinese font came from the cache');
  await page.evaluate(() => window.gtl.dispatch({ type: 'number.new', max: 32 }));
  const wheres = new Set();
  await until('the 2..32 board offline', () => page.evaluate(() => {
    const s = window.gtl.state();
    return { done: s.busy === null && s.number.max === 32, where: s.busy?.where };
  }).then((r) => { if (r.where) wheres.add(r.where); return r.done; }), 120000);
  // The worker ran (a worker that cannot start makes the page solve it itself, with a warning).
  assert.ok(wheres.has('worker'), `the solve did not run in the worker (${[...wheres]})`);
  assert.deepEqual(warnings, [], 'the solve worker failed offline');
  await context.setOffline(false);
  await context.close();
});

test('one lecture opened online brings them all: another lecture opens offline', { timeout: 120000 }, async () => {
  const { context, page } = await openControlled();
  const [name] = await cacheNames(page);
  const lectures = await page.evaluate(async () => {
    // The build's lecture files, as the worker lists them (its FILES table).
    const text = await (await fetch('sw.js')).text();
    return [...text.matchAll(/"(lectures\/[^"]+\.json)"/g)].map((m) => '/' + m[1]);
  });
  assert.ok(lectures.length >= 10, `the build lists its lectures (${lectures.join(' ')})`);
  assert.ok(lectures.includes('/lectures/payoff-centipede.json'));
  // Online: only the Ball game's lecture is opened.
  assert.equal((await page.evaluate(() => window.gtl.dispatch({ type: 'lecture.open', id: 'balls' }))).ok, true);
  await until('the lecture open', () => page.evaluate(() => window.gtl.state().lecture?.id === 'balls'));
  let cached = [];
  await until('every lecture in the cache', async () => {
    cached = await cachedPaths(page, name);
    return lectures.every((f) => cached.includes(f));
  }).catch(() => assert.fail(`every lecture is cached (${cached.filter((f) => f.startsWith('/lectures/')).join(' ')})`));

  // Offline, a lecture never opened online: the Number Game's.
  await context.setOffline(true);
  await page.goto(env.url);
  await page.evaluate(() => window.gtl.ready);
  await page.evaluate(() => window.gtl.dispatch({ type: 'lecture.open', id: 'number' }));
  const shown = await until('the Number Game lecture offline', () => page.evaluate(() => {
    const s = window.gtl.state();
    return s.lecture?.id === 'number' ? { id: s.lecture.id, count: s.lecture.count } : s.notice ? { notice: s.notice } : null;
  }));
  assert.equal(shown.id, 'number', `the lecture opened offline (${JSON.stringify(shown)})`);
  assert.ok(shown.count > 1, 'with its slides');
  await context.setOffline(false);
  await context.close();
});
