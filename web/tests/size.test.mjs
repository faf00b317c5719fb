// What the page costs on the wire (docs/size.md), through the project's own
// server (web/server/serve.mjs), counted as the browser receives it: the CDP
// encodedDataLength of every request of the page and of its service worker
// (tests/wire.mjs), until window.gtl.ready and 2 s after, cross-checked with the
// bytes the server wrote to its sockets. KB here = 1000 bytes. English UI,
// 1280x720, a fresh browser context for each first visit.
//
// (a) http://127.0.0.1 with the browser's own Accept-Encoding (Chromium offers
//     Brotli there: a loopback address is a secure context), the service worker
//     installing its offline cache: at most 520 KB (see TARGETS), and still at most that
//     once the worker has its cache and controls the page (the whole first visit).
//     The worker costs its own script and nothing else: it installs the page's
//     own copies of the start files from the HTTP cache and caches the other
//     files (font, icons, solve worker) only when the page asks for them (web/page/sw.js);
// (b) as a page on a plain-http LAN address gets it: the browser offers only
//     `gzip, deflate` (forced here on every request; the server's log shows it)
//     and has no service worker (not a secure context): at most 600 KB;
// (c) a repeat visit (a reload in the same browser context) of (a), answered by
//     the service worker, and of (b), answered by the HTTP cache and 304s:
//     at most 20 KB each.
// The per-file tables are printed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { launch, SITE } from './helpers.mjs';
import { startServer } from '../server/serve.mjs';
import { listFiles, startFiles as makeStartFiles } from '../tools/make_sw.mjs';
import { meter, table, visit } from './wire.mjs';

// The issue's targets. The page reached 515,209 B with Brotli once the live
// class (live_page.js and .css) and the accessible twin (a11y.js) joined it; the
// live class's files and the lecture helpers (lecture.js) are now loaded only
// when first used (shell.html, "Scripts loaded when first needed"), and the
// wasm is optimised until it stops shrinking (docs/size.md).
export const TARGETS = { brotli: 500_000, gzip: 600_000, repeat: 20_000 };
// Loaded when first used, never on a plain first visit.
// The payoff lesson's code (index.deferred.wasm) comes when the lesson is first
// shown, the Chinese words (words-zh.txt) with the Chinese font, its lectures
// (lectures/<id>.json) when one is opened.
const LATER = ['/live_page.js', '/live_page.css', '/live_client.js', '/live_protocol.js', '/lecture.js',
  '/index.deferred.wasm', '/words-zh.txt', '/fonts/cjk-sc.ttf'];
const LAN_ENCODING = 'gzip, deflate';

let env, server, url, wire;
before(async () => {
  // The build's copies (web/tools/precompress.mjs, run by scripts/build-web.sh): without
  // them the server compresses on request, at Brotli quality 5 (larger).
  for (const ext of ['.br', '.gz']) {
    const fresh = (() => { try { return statSync(join(SITE, 'index.wasm' + ext)).mtimeMs >= statSync(join(SITE, 'index.wasm')).mtimeMs; } catch { return false; } })();
    if (!fresh) console.log(`note: ${SITE}/index.wasm${ext} is missing or older than index.wasm: run node web/tools/precompress.mjs ${SITE}`);
  }
  env = await launch();
  ({ server, url } = await startServer(SITE));
  wire = meter(server);
});
after(async () => {
  await env?.close();
  server?.close();
});

const newContext = (options = {}) =>
  env.browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-US', ...options });

// The figure held to the targets: the larger of the two counts (the server's
// also has sw.js, whose transfer CDP does not report).
const wireBytes = (count) => Math.max(count.bytes, count.server);

// How the count splits between the page's own requests and the service
// worker's (with sw.js, which only the server counts).
function split(count) {
  const page = count.rows.filter((r) => r.who === 'page').reduce((n, r) => n + r.bytes, 0);
  return `the page's own requests ${page} B, the service worker's ${wireBytes(count) - page} B`;
}

function report(title, count, target) {
  // The service worker's install asks the HTTP cache for a start file until the
  // page has downloaded it (only-if-cached: nothing on the wire): one line for those.
  const miss = (r) => r.who === 'sw' && /ERR_CACHE_MISS/.test(r.note);
  const misses = count.rows.filter(miss).length;
  const rows = count.rows.filter((r) => !miss(r)).sort((a, b) => Math.max(b.bytes, b.server ?? 0) - Math.max(a.bytes, a.server ?? 0));
  console.log(table(`${title}:`, rows, [
    ...(misses ? [`  and ${misses} HTTP-cache misses of the service worker waiting for the page's files (0 B, no request to the server)`] : []),
    `  total ${wireBytes(count)} B on the wire (the browser counted ${count.bytes} B, the server wrote ${count.server} B); target ${target} B`,
    `  ${split(count)}`,
  ]));
}

// The browser's count and the server's are the same traffic: they differ by
// the service worker's script (a few KB) and a few requests' headers caught on
// either side of the window's end.
function agree(count) {
  assert.ok(Math.abs(count.bytes - count.server) <= 3000,
    `the browser counted ${count.bytes} B and the server wrote ${count.server} B: some traffic was not counted`);
}

// Files the server sent in full (200) more than once in this count, or both of
// the page's names ('/' and '/index.html').
// The files the service worker installs (make_sw.mjs's START) as paths.
function startFiles() {
  const files = listFiles(SITE).map((p) => relative(SITE, p).split(sep).join('/'));
  return ['/', ...makeStartFiles(SITE, files).map((f) => (f === 'index.html' ? '/' : '/' + f))];
}

function twice(count) {
  const full = count.log.filter((r) => r.status === 200 && r.method === 'GET').map((r) => new URL(r.url, 'http://x').pathname);
  const names = full.map((p) => (p === '/index.html' ? '/' : p));
  return names.filter((p, i) => names.indexOf(p) !== i);
}

test(`first visit with Brotli (127.0.0.1), then a repeat visit: at most ${TARGETS.brotli} B, then ${TARGETS.repeat} B`, async () => {
  const context = await newContext();
  const page = await context.newPage();
  const first = await visit(page, wire, { url, untilSettled: true });
  report(`(a) first visit, the browser's own Accept-Encoding (ready after ${first.readyMs} ms, counted until 2 s later)`,
    first.window, TARGETS.brotli);
  const lateRows = first.settled.rows.filter((r) => r.bytes > 0 &&
    !first.window.rows.some((w) => w.who === r.who && w.path === r.path && w.bytes === r.bytes));
  console.log(`  then until the service worker controls the page: ${wireBytes(first.settled)} B in all` +
    (lateRows.length ? ` (later: ${lateRows.map((r) => `${r.who} ${r.path} ${r.bytes} B`).join(', ')})` : ''));
  const wasm = first.window.rows.find((r) => r.path === '/index.wasm' && r.bytes > 0);
  assert.ok(wasm, 'the page fetched no index.wasm: nothing was measured');
  assert.equal(wasm.coding, 'br', 'index.wasm came without Brotli');
  assert.ok(first.window.log.some((r) => /\bbr\b/.test(r.ae ?? '')), 'the browser did not offer Brotli');
  // The Chinese font comes only with Chinese (theme.cpp); an English page must not fetch it.
  assert.ok(!first.window.rows.some((r) => r.who === 'page' && r.path.startsWith('/fonts/')), 'an English first load fetched a font file');
  const early = first.settled.rows.filter((r) => LATER.includes(r.path) || r.path.startsWith('/lectures/')).map((r) => r.path);
  assert.deepEqual(early, [], 'a plain first visit fetched files it loads only when first used');
  // The service worker took its files from what the page had loaded: nothing came twice.
  assert.ok(first.settled.rows.some((r) => r.who === 'sw'), 'the service worker fetched nothing: was it counted?');
  // The service worker installs the start files from what the page loaded: it
  // received none of them (no second copy, no 304). A file the page asks for
  // only after the worker controls it (the solve worker, prewarmed after the
  // first frame: on a slow machine the worker is in control by then) comes
  // through the worker once, which is the page's own first download of it.
  const start = startFiles();
  const swFiles = first.settled.rows.filter((r) => r.who !== 'page' && r.path !== '/sw.js' &&
    Math.max(r.bytes, r.server ?? 0) > 0 && start.includes(r.path));
  assert.deepEqual(swFiles.map((r) => `${r.path} ${r.status} ${Math.max(r.bytes, r.server ?? 0)} B`), [],
    'the service worker downloaded start files the page had loaded');
  assert.deepEqual(twice(first.settled), [], 'files sent in full twice on the first visit');
  agree(first.window);
  agree(first.settled);

  const again = await visit(page, wire, {});
  report(`(c) repeat visit of (a): a reload, the service worker in control (ready after ${again.readyMs} ms)`,
    again.window, TARGETS.repeat);
  await context.close();
  agree(again.window);
  assert.ok(again.window.rows.some((r) => r.path === '/index.wasm' && r.note === 'from the service worker'),
    'index.wasm did not come from the service worker');
  assert.ok(wireBytes(again.window) <= TARGETS.repeat, `repeat visit ${wireBytes(again.window)} B is over ${TARGETS.repeat} B`);
  assert.ok(wireBytes(first.window) <= TARGETS.brotli,
    `first visit ${wireBytes(first.window)} B is over ${TARGETS.brotli} B (${split(first.window)})`);
  // Until the service worker controls the page the count may also hold files
  // the page asked for after the window (the solve worker, prewarmed 4 s after
  // the first frame, when a slow machine installs the worker late): those are
  // the page's later downloads, not the first visit's, and are left out here.
  const later = lateRows.filter((r) => !start.includes(r.path) && r.path !== '/sw.js')
    .reduce((sum, r) => sum + Math.max(r.bytes, r.server ?? 0), 0);
  assert.ok(wireBytes(first.settled) - later <= TARGETS.brotli,
    `first visit with the offline cache filled: ${wireBytes(first.settled) - later} B is over ${TARGETS.brotli} B`);
});

test(`first visit as a plain-http LAN page gets it (gzip, no service worker), then a repeat visit: at most ${TARGETS.gzip} B, then ${TARGETS.repeat} B`, async () => {
  const context = await newContext({ serviceWorkers: 'block', extraHTTPHeaders: { 'Accept-Encoding': LAN_ENCODING } });
  const page = await context.newPage();
  const first = await visit(page, wire, { url, untilSettled: true, worker: false });
  report(`(b) first visit, Accept-Encoding: ${LAN_ENCODING} (ready after ${first.readyMs} ms, counted until 2 s later)`,
    first.window, TARGETS.gzip);
  assert.ok(first.window.log.length > 3);
  assert.deepEqual(first.settled.log.filter((r) => r.ae !== LAN_ENCODING).map((r) => `${r.url} ${r.ae}`), [],
    'the server saw another Accept-Encoding');
  const wasm = first.window.rows.find((r) => r.path === '/index.wasm' && r.bytes > 0);
  assert.ok(wasm, 'the page fetched no index.wasm');
  assert.equal(wasm.coding, 'gzip');
  assert.deepEqual(twice(first.settled), [], 'files sent in full twice on the first visit');
  agree(first.window);

  const again = await visit(page, wire, {});
  report(`(c) repeat visit of (b): a reload, revalidated from the HTTP cache (ready after ${again.readyMs} ms)`,
    again.window, TARGETS.repeat);
  await context.close();
  agree(again.window);
  assert.ok(again.window.log.some((r) => r.status === 304), 'nothing was revalidated');
  assert.ok(!again.window.log.some((r) => r.status === 200 && /\.wasm$/.test(r.url)), 'index.wasm was sent again');
  assert.ok(wireBytes(again.window) <= TARGETS.repeat, `repeat visit ${wireBytes(again.window)} B is over ${TARGETS.repeat} B`);
  assert.ok(wireBytes(first.window) <= TARGETS.gzip, `first visit ${wireBytes(first.window)} B is over ${TARGETS.gzip} B`);
});
