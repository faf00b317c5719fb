// Game Tree Lab's service worker: the page opens with no network (a classroom
// that lost its connection) from a cache holding every file of ONE build.
//
// scripts/build-web.sh writes the served copy (build/web/site/sw.js) from this
// template with web/make_sw.mjs: BUILD is a hash of all the site's files and
// FILES lists them, so a new build is a new worker with a new cache name.
// Install caches the whole list at once (addAll fails as a whole: a cache is
// complete or absent), activate deletes every other build's cache, and fetches
// are answered from this build's cache first, so two builds never mix. The
// page reloads when a new build takes over (shell.html), so what it loads
// later comes from the same build as what it loaded first.
'use strict';
const BUILD = '__GTL_BUILD__';
const FILES = __GTL_FILES__;
const CACHE = 'gtl-' + BUILD;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'reload' bypasses the HTTP cache: the files are this build's, fresh from the server.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })));
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
    const hit = await cache.match(req.mode === 'navigate' ? './' : req, { ignoreSearch: true });
    return hit || fetch(req);
  })());
});
