// Game Tree Lab's service worker: the page opens with no network (a classroom
// that lost its connection) from a cache holding every file of ONE build.
//
// scripts/build-web.sh writes the served copy (build/web/site/sw.js) from this
// template with web/make_sw.mjs: BUILD is a hash of all the site's files and
// FILES lists them, so a new build is a new worker with a new cache name.
// Install fetches the whole list, then stores it (a cache is complete or absent:
// nothing is stored unless every file came), activate deletes every other build's
// cache, and fetches are answered from this build's cache first, so two builds
// never mix. The page reloads when a new build takes over (shell.html), so what
// it loads later comes from the same build as what it loaded first.
//
// No file is downloaded twice: install asks with `cache: 'no-cache'`, so the
// browser revalidates what the page has just loaded (web/serve.mjs gives every
// file an ETag) and the server answers 304 with no body; only a file the page
// did not load (an icon, the Chinese font, the solve worker) or one that
// changed since comes in full. The page itself ('./') is fetched once and stored
// under both of its names, './' and 'index.html'.
'use strict';
const BUILD = '__GTL_BUILD__';
const FILES = __GTL_FILES__;
const CACHE = 'gtl-' + BUILD;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const names = FILES.filter((f) => f !== 'index.html');
    const responses = await Promise.all(names.map(async (f) => {
      const res = await fetch(new Request(f, { cache: 'no-cache' }));
      if (!res.ok) throw new Error(`offline cache: ${f} answered ${res.status}`);
      return res;
    }));
    const cache = await caches.open(CACHE);
    try {
      await Promise.all(names.map((f, i) => Promise.all([
        cache.put(f, f === './' ? responses[i].clone() : responses[i]),
        f === './' && FILES.includes('index.html') ? cache.put('index.html', responses[i]) : null,
      ])));
    } catch (e) {
      await caches.delete(CACHE);  // never half a build
      throw e;
    }
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith('gtl-') && key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  // Only the page's own files; anything else goes to the network untouched.
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A share link (?game=...) is the same page: the query is the app's, not the server's.
    const hit = await cache.match(req.mode === 'navigate' ? './' : req, { ignoreSearch: true, ignoreVary: true });
    return hit || fetch(req);
  })());
});
