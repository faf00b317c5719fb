// Game Tree Lab's service worker: the page opens with no network (a classroom
// that lost its connection) from a cache holding files of ONE build.
//
// scripts/build-web.sh writes the served copy (build/web/site/sw.js) from this
// template with web/tools/make_sw.mjs: BUILD is a hash of all the site's files, FILES
// maps each file to a hash of its content, START lists the files the page loads
// at start (index.html, its scripts, index.wasm, the icon, the manifest). A new
// build is a new worker with a new cache name.
//
// - Install stores the START files, all of them or none (never half a build),
//   and none downloaded a second time: on a first visit the page is loading
//   them while the worker installs, so it takes the page's own copies from the
//   browser's HTTP cache (`only-if-cached`, no request to the server), waiting
//   for the page to finish a file it has not finished yet; a file not there
//   (an update: the page was answered by the old worker's cache) is asked for
//   with `cache: 'no-cache'`, so the server answers 304 when the browser's copy
//   is current. Every response is checked against this build's hash of the file:
//   another build's copy is never stored.
// - The other files of the build (the solve worker, the Chinese font, the
//   install icons, favicon.ico) are cached when the page first asks for them
//   (and checked against the same hashes): cache-first, so offline the page has
//   everything it used once online, and nothing it never used (a page that never
//   showed Chinese online cannot show it offline). A file the page fetched
//   before the worker controlled it is taken from the HTTP cache on the next
//   navigation, again without a request to the server.
// - Lectures (lectures/*.json, ~19 KB compressed together) are not start files
//   (the first visit's 500 KB budget), but a class uses them as a set: the first
//   lecture the page fetches brings the build's other lectures into the cache
//   as well, so a teacher who opened one lecture online has them all offline.
// - Activate deletes every other build's cache; fetches are answered from this
//   build's cache first, so two builds never mix. The page reloads when a new
//   build takes over (shell.html), so what it loads later comes from the same
//   build as what it loaded first.
'use strict';
const BUILD = '__GTL_BUILD__';
const FILES = __GTL_FILES__;
const START = __GTL_START__;
const CACHE = 'gtl-' + BUILD;
const WAIT_MS = 60000;  // how long install waits for the page to load a start file

const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
// Whether `res` is file `f` of this build (its body's hash; the body is read from a clone).
async function ours(f, res) {
  if (!res || res.status !== 200) return false;
  const digest = await crypto.subtle.digest('SHA-256', await res.clone().arrayBuffer());
  return hex(digest).slice(0, FILES[f].length) === FILES[f];
}
// File `f` as the browser's HTTP cache holds it (no request to the server), or null.
async function fromHttpCache(f) {
  try {
    const res = await fetch(new Request(f, { cache: 'only-if-cached', mode: 'same-origin' }));
    return (await ours(f, res)) ? res : null;
  } catch { return null; }
}
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

// File `f` of this build for the install: the page's copy, else the server's.
async function startFile(f, firstInstall) {
  const end = Date.now() + (firstInstall ? WAIT_MS : 0);
  for (;;) {
    const res = await fromHttpCache(f);
    if (res) return res;
    if (Date.now() >= end) break;
    await sleep(200);
  }
  const res = await fetch(new Request(f, { cache: 'no-cache' }));
  if (!(await ours(f, res))) throw new Error(`offline cache: ${f} answered ${res.status} with another build's file`);
  return res;
}

self.addEventListener('install', /** @param {SwExtendableEvent} event */ (event) => {
  // No active worker: the page is loading the files itself, uncontrolled.
  const firstInstall = !/** @type {SwScope} */ (self).registration.active;
  event.waitUntil((async () => {
    const names = START.filter((f) => f !== 'index.html');
    const responses = await Promise.all(names.map((f) => startFile(f, firstInstall)));
    const cache = await caches.open(CACHE);
    try {
      await Promise.all(names.map((f, i) => Promise.all([
        cache.put(f, f === './' ? responses[i].clone() : responses[i]),
        f === './' && START.includes('index.html') ? cache.put('index.html', responses[i]) : null,
      ])));
    } catch (e) {
      await caches.delete(CACHE);  // never half a build
      throw e;
    }
    await /** @type {SwScope} */ (self).skipWaiting();
  })());
});

self.addEventListener('activate', /** @param {SwExtendableEvent} event */ (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith('gtl-') && key !== CACHE) await caches.delete(key);
    await /** @type {SwScope} */ (self).clients.claim();
  })());
});

// Stores `res` as file `f` of this build when it is one (not after this build's
// cache was deleted by a newer build).
async function keep(f, res) {
  if (!(await ours(f, res)) || !(await caches.has(CACHE))) return;
  await (await caches.open(CACHE)).put(f, res);
}

// The build's files the page fetched before the worker controlled it, from the
// HTTP cache (no request to the server).
async function adopt() {
  const cache = await caches.open(CACHE);
  for (const f of Object.keys(FILES)) {
    if (START.includes(f) || await cache.match(f, { ignoreVary: true })) continue;
    const res = await fromHttpCache(f);
    if (res) await keep(f, res);
  }
}

// Every lecture of this build not in the cache yet, but `except` (being kept
// by the fetch that asked for it). A failure (offline again) leaves the rest
// for the next lecture opened.
async function keepLectures(except) {
  const cache = await caches.open(CACHE);
  for (const f of Object.keys(FILES)) {
    if (!f.startsWith('lectures/') || f === except || await cache.match(f, { ignoreVary: true })) continue;
    try { await keep(f, await fetch(f)); } catch { return; }
  }
}

self.addEventListener('fetch', /** @param {SwFetchEvent} event */ (event) => {
  const req = event.request;
  const url = new URL(req.url);
  // Only the page's own files; anything else goes to the network untouched.
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  const scope = new URL(/** @type {SwScope} */ (self).registration.scope).pathname;
  const name = req.mode === 'navigate' ? './' : url.pathname.startsWith(scope) ? url.pathname.slice(scope.length) : null;
  if (req.mode === 'navigate') event.waitUntil(adopt());
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A share link (?game=...) is the same page: the query is the app's, not the server's.
    const hit = await cache.match(req.mode === 'navigate' ? './' : req, { ignoreSearch: true, ignoreVary: true });
    if (hit) return hit;
    const res = await fetch(req);
    // Cache-first from now on for a file of this build (not a partial answer).
    if (name && Object.hasOwn(FILES, name) && !START.includes(name) && res.status === 200 && !req.headers.has('range'))
      event.waitUntil(keep(name, res.clone()));
    if (name && name.startsWith('lectures/') && Object.hasOwn(FILES, name) && res.status === 200)
      event.waitUntil(keepLectures(name));
    return res;
  })());
});
