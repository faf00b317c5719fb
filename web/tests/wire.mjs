// Bytes on the wire of one visit to the page, as the browser receives them:
// used by tests/size.test.mjs and bench/wire_sizes.mjs.
//
// Two counts of the same traffic, which must agree:
// - the browser's: CDP's `Network.loadingFinished` encodedDataLength (headers
//   and body as received, before decoding) of every request, read through
//   Playwright, whose CDP sessions attach to the page, to its dedicated workers
//   (the solve worker) and to the service worker before they run (a raw CDP
//   session on the page alone misses the workers' requests): request.sizes()
//   is that figure split into headers and body. A page request answered by the
//   service worker has no bytes on the wire (the worker's own request, if it
//   makes one, is counted as the worker's);
// - the server's: the bytes written to every socket (headers and bodies),
//   read from Node's socket.bytesWritten; each request's share is the growth of
//   its socket's count while it was answered.

// Watches a server started by serve.mjs: { bytes(), log, since(mark) }.
export function meter(server) {
  const live = new Set();
  let closed = 0;
  const log = [];  // { url, method, status, coding, ae, inm, bytes }
  server.on('connection', (s) => {
    live.add(s);
    s.on('close', () => { closed += s.bytesWritten; live.delete(s); });
  });
  server.on('request', (req, res) => {
    const s = req.socket;
    const start = s.bytesWritten;
    res.on('finish', () => setImmediate(() => log.push({
      url: req.url, method: req.method, status: res.statusCode, coding: res.getHeader('content-encoding') || 'identity',
      ae: req.headers['accept-encoding'], inm: req.headers['if-none-match'], sw: req.headers['service-worker'],
      bytes: s.bytesWritten - start,
    })));
  });
  const bytes = () => closed + [...live].reduce((n, s) => n + s.bytesWritten, 0);
  return { bytes, log, mark: () => ({ bytes: bytes(), at: log.length }) };
}

const pathOf = (url) => { const u = new URL(url); return u.pathname + u.search; };

// Records the network traffic of the context of `page` (the page, its workers,
// its service worker). snapshot() -> { rows, bytes, open } where rows are
// { who: 'page'|'sw', path, status, coding, bytes, note } for requests finished so far.
export async function recorder(page) {
  const context = page.context();
  const rows = new Map();  // Request -> row
  const onRequest = (request) => {
    if (!/^https?:/.test(request.url())) return;
    rows.set(request, { who: request.serviceWorker() ? 'sw' : 'page', path: pathOf(request.url()),
                        status: null, coding: '', bytes: null, note: '' });
  };
  const onFinished = async (request) => {
    const row = rows.get(request);
    if (!row) return;
    // An event handler: what it throws would be an unhandled rejection. A
    // request whose worker or context has closed meanwhile (a service worker
    // stopped after the measurement) can no longer be read: it stays open.
    try {
      const res = await request.response();
      const coding = (await res?.headerValue('content-encoding').catch(() => null)) || 'identity';
      const s = await request.sizes();
      if (res?.fromServiceWorker()) Object.assign(row, { note: 'from the service worker', bytes: 0 });
      else row.bytes = s.responseHeadersSize + s.responseBodySize;
      Object.assign(row, { status: res?.status() ?? null, coding });
    } catch (e) {
      row.note = 'unreadable: ' + e.message.split('\n')[0];
    }
  };
  const onFailed = (request) => {
    const row = rows.get(request);
    if (row) Object.assign(row, { bytes: 0, note: 'failed: ' + request.failure()?.errorText });
  };
  context.on('request', onRequest);
  context.on('requestfinished', onFinished);
  context.on('requestfailed', onFailed);
  return {
    snapshot() {
      const all = [...rows.values()];
      const done = all.filter((r) => r.bytes !== null).map((r) => ({ ...r }));
      return { rows: done, bytes: done.reduce((n, r) => n + r.bytes, 0), open: all.filter((r) => r.bytes === null).map((r) => r.path) };
    },
    async stop() {
      context.off('request', onRequest);
      context.off('requestfinished', onFinished);
      context.off('requestfailed', onFailed);
    },
  };
}

// A table of rows: who, file, status, coding, bytes (the browser's count and
// the server's for the same request), note.
export function table(title, rows, extra = []) {
  const w = Math.max(12, ...rows.map((r) => r.path.length));
  const line = (who, p, st, c, b, sv, n) =>
    `  ${who.padEnd(4)} ${p.padEnd(w)} ${String(st).padStart(4)} ${c.padEnd(8)} ${String(b).padStart(9)} ${String(sv).padStart(9)}  ${n}`.trimEnd();
  return [title, line('', 'file', 'HTTP', 'coding', 'browser', 'server', ''),
    ...rows.map((r) => line(r.who, r.path, r.status ?? '', r.coding || '', r.bytes, r.server ?? '', r.note || '')), ...extra].join('\n');
}

// One visit of `page` (a first one to `url`, or a reload): counts until
// window.gtl.ready and `afterReadyMs` after ({ window }), then, with
// `untilSettled`, until the service worker (if the context allows one) controls
// the page and no request is open ({ settled }). Each count: { rows, bytes,
// server, log } with server the bytes the server wrote meanwhile, log its requests.
export async function visit(page, serverMeter, { url = null, afterReadyMs = 2000, untilSettled = false, worker = true } = {}) {
  const mark = serverMeter.mark();
  const rec = await recorder(page);
  const count = () => {
    const s = rec.snapshot();
    const log = serverMeter.log.slice(mark.at);
    // The status the server sent (the browser shows a revalidated file as 200):
    // each row takes the unused logged request of its address closest in size.
    const used = new Set();
    for (const r of s.rows.filter((x) => x.bytes > 0)) {
      let best = null;
      for (const e of log) {
        if (used.has(e) || e.url !== r.path) continue;
        if (!best || Math.abs(e.bytes - r.bytes) < Math.abs(best.bytes - r.bytes)) best = e;
      }
      if (best) { used.add(best); r.status = best.status; r.server = best.bytes; }
    }
    // What the server sent that the browser did not report: the service
    // worker's own script (sw.js), which Chromium fetches outside any target.
    for (const e of log) if (!used.has(e) && e.bytes > 0)
      s.rows.push({ who: '?', path: e.url, status: e.status, coding: e.coding, bytes: 0, server: e.bytes,
                    note: e.sw === 'script' ? 'the service worker script: not reported by CDP' : 'not reported by CDP' });
    return { ...s, server: serverMeter.bytes() - mark.bytes, log };
  };
  const t0 = Date.now();
  if (url) await page.goto(url); else await page.reload();
  await page.evaluate(() => window.gtl.ready);
  const readyMs = Date.now() - t0;
  await page.waitForTimeout(afterReadyMs);
  const window = count();
  let settled = null;
  if (untilSettled) {
    const end = Date.now() + 30000;
    while (Date.now() < end) {
      const controlled = !worker || await page.evaluate(() => !!navigator.serviceWorker?.controller);
      if (controlled && !rec.snapshot().open.length) break;
      await page.waitForTimeout(200);
    }
    await page.waitForTimeout(500);  // responses being logged
    settled = count();
  }
  await rec.stop();
  return { readyMs, window, settled };
}
