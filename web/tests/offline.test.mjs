// Offline: the service worker caches one build's files, the page opens with the
// network cut, a new build replaces the cache (never mixing two builds), the
// manifest makes it installable, and nothing is fetched from another origin.
// Served from a copy of the site, so the test can make a "new build" of it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, SITE, screenshot } from './helpers.mjs';
import { makeServiceWorker } from '../make_sw.mjs';

let env, site;
before(async () => {
  site = mkdtempSync(join(tmpdir(), 'gtl-offline-'));
  cpSync(SITE, site, { recursive: true });
  makeServiceWorker(site);
  env = await launch(site);
});
after(async () => {
  await env?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

const cacheNames = (page) => page.evaluate(() => caches.keys());

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
  // The cache holds the whole build: the page, the code, the wasm, the icons, the manifest.
  const cached = await page.evaluate(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname), name);
  for (const f of ['/', '/index.html', '/index.js', '/index.wasm', '/manifest.webmanifest', '/icon-192.png', '/icon-512.png', '/favicon.svg'])
    assert.ok(cached.includes(f), `${f} is cached (${cached.join(' ')})`);
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
  const { build } = makeServiceWorker(site);
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
