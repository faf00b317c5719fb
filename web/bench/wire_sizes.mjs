// Bytes on the wire of a first and a repeat visit (docs/size.md), for this
// server and service worker and, in the same run, for the ones of an older
// commit (default 55e96f3, before compression and validators) serving the same
// build: the same count as web/tests/size.test.mjs (tests/wire.mjs), without
// its pass/fail targets.
//   node web/bench/wire_sizes.mjs [site] [old commit]
// The old server and service worker are taken from git (`git show`) and run
// on a copy of the site without the .br/.gz files and with the old sw.js.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch, SITE } from '../tests/helpers.mjs';
import { startServer } from '../server/serve.mjs';
import { meter, table, visit } from '../tests/wire.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const site = resolve(process.argv[2] || SITE);
const oldRev = process.argv[3] || '55e96f3';
const git = (...a) => execFileSync('git', ['-C', join(HERE, '..', '..'), ...a], { encoding: 'utf8' });

// The old server and service worker, on a copy of the site as the old build wrote it.
const tmp = mkdtempSync(join(tmpdir(), 'gtl-wire-'));
for (const f of ['serve.mjs', 'make_sw.mjs', 'sw.js']) writeFileSync(join(tmp, f), git('show', `${oldRev}:web/${f}`));
const oldSite = join(tmp, 'site');
cpSync(site, oldSite, { recursive: true });
(function strip(dir) {
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) strip(p);
    else if (/\.(br|gz)$/.test(n)) rmSync(p);
  }
})(oldSite);
(await import(pathToFileURL(join(tmp, 'make_sw.mjs')).href)).makeServiceWorker(oldSite);
const oldServer = (await import(pathToFileURL(join(tmp, 'serve.mjs')).href)).startServer;

const env = await launch(site);
const results = [];
async function scenario(name, start, root, contextOptions = {}, worker = true) {
  const { server, url } = await start(root);
  const counter = meter(server);
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-US', ...contextOptions });
  const page = await context.newPage();
  const first = await visit(page, counter, { url, untilSettled: true, worker });
  const again = await visit(page, counter, {});
  const wire = (c) => Math.max(c.bytes, c.server);  // the server's count also has sw.js (not reported by CDP)
  const rows = [...first.window.rows].sort((a, b) => Math.max(b.bytes, b.server ?? 0) - Math.max(a.bytes, a.server ?? 0));
  console.log(table(`${name}, first visit (ready after ${first.readyMs} ms, + 2 s):`, rows));
  console.log(`  ${wire(first.window)} B (browser ${first.window.bytes} B, server ${first.window.server} B); ` +
    `until the worker controls the page: ${wire(first.settled)} B`);
  console.log(`  repeat visit: ${wire(again.window)} B (browser ${again.window.bytes} B, server ${again.window.server} B)\n`);
  results.push({ name, first: wire(first.window), settled: wire(first.settled), repeat: wire(again.window) });
  await context.close();
  server.close();
}
const lan = { serviceWorkers: 'block', extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' } };
try {
  await scenario(`old server and worker (${oldRev}), 127.0.0.1`, oldServer, oldSite);
  await scenario('this server and worker, 127.0.0.1 (Brotli)', startServer, site);
  await scenario(`old server (${oldRev}), LAN (gzip, deflate; no worker)`, oldServer, oldSite, lan, false);
  await scenario('this server, LAN (gzip, deflate; no worker)', startServer, site, lan, false);
} finally {
  await env.close();
  rmSync(tmp, { recursive: true, force: true });
}
const w = Math.max(...results.map((r) => r.name.length));
console.log(`${'visit'.padEnd(w)}  ${'first (ready+2s)'.padStart(16)}  ${'first (all)'.padStart(12)}  ${'repeat'.padStart(9)}`);
for (const r of results) console.log(`${r.name.padEnd(w)}  ${String(r.first).padStart(16)}  ${String(r.settled).padStart(12)}  ${String(r.repeat).padStart(9)}`);
const [oldLocal, newLocal, oldLan, newLan] = results;
console.log(`first visit, all of it: ${(oldLocal.settled / newLocal.settled).toFixed(2)}x less on 127.0.0.1, ` +
  `${(oldLan.settled / newLan.settled).toFixed(2)}x less on a LAN; repeat visit ${oldLocal.repeat} B -> ${newLocal.repeat} B ` +
  `(127.0.0.1), ${oldLan.repeat} B -> ${newLan.repeat} B (LAN)`);
