// Live class rooms over WebSockets (the `ws` package) on the page's own server:
//   attachLive(httpServer, options) -> { hub, wss, ready, close() }
// handles upgrades on options.path ('/live'); every other upgrade gets 404.
// The protocol and its limits: docs/live.md. Room logic: rooms.mjs.
import { randomBytes } from 'node:crypto';
import { WebSocketServer } from 'ws';
import { CLOSE, Hub, normaliseCode } from './rooms.mjs';

export const LIVE_DEFAULTS = Object.freeze({
  path: '/live',
  maxPayload: 16 * 1024,      // bytes per frame; ws would allow 100 MiB
  heartbeatMs: 30_000,        // ws ping every 30 s; no pong by the next one: terminate
  helloTimeoutMs: 30_000,     // create / join / resume within 30 s of connecting
  tickMs: 5_000,              // room and slot expiry
  maxSocketsPerIp: 1000,
  origins: null,              // extra allowed origins, e.g. ['https://class.example.org']
  allowNoOrigin: true,        // non-browser clients (no Origin header) may connect
  redis: null,                // 'redis://127.0.0.1:6379' (or env GTL_REDIS) shares rooms between processes
});

// The Origin check of an upgrade: the page's own origin (scheme + the Host
// header), or one in the allow-list. No Origin: allowed unless
// allowNoOrigin is false (browsers always send one; docs/live.md#origin).
export function originAllowed(req, opt) {
  const origin = req.headers.origin;
  if (origin === undefined) return !!opt.allowNoOrigin;
  if (opt.origins?.includes(origin)) return true;
  const host = req.headers.host;
  if (!host) return false;
  const scheme = req.socket.encrypted ? 'https' : 'http';
  return origin.toLowerCase() === `${scheme}://${host}`.toLowerCase();
}

/** A live socket; alive: it has answered (pong) or spoken since the last heartbeat. */
/** @typedef {import('ws').WebSocket & { alive?: boolean }} LiveSocket */

function refuseUpgrade(socket, status, text) {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`);
}

/**
 * @param {{ log?: (message: string) => void, [option: string]: any }} [options]
 *   LIVE_DEFAULTS' options, the Hub's (rooms.mjs DEFAULTS) and log(message)
 */
export function attachLive(httpServer, options = {}) {
  const opt = { ...LIVE_DEFAULTS, ...options };
  opt.redis = options.redis === undefined ? (process.env.GTL_REDIS || null) : options.redis;
  const hub = new Hub(opt);
  const wss = new WebSocketServer({ noServer: true, maxPayload: opt.maxPayload, perMessageDeflate: false,
                                    clientTracking: true });
  /** What the socket layer's parts share: the Hub, the sockets per address and, with Redis, the cluster. */
  const live = { opt, log: opt.log ?? (() => {}), hub, wss, perIp: new Map(), cluster: null };

  const ready = (async () => {
    if (!opt.redis) return;
    const { joinCluster } = await import('./redis.mjs');
    live.cluster = await joinCluster(hub, opt.redis, opt);
  })();
  ready.catch((e) => live.log('live: redis unavailable: ' + e.message));

  const onUpgrade = (req, socket, head) => {
    let path;
    try { path = new URL(req.url, 'http://x').pathname; } catch { path = ''; }
    if (path !== opt.path) return refuseUpgrade(socket, 404, 'Not Found');
    if (!originAllowed(req, opt)) return refuseUpgrade(socket, 403, 'Forbidden');
    const ip = req.socket.remoteAddress ?? '?';
    if ((live.perIp.get(ip) ?? 0) >= opt.maxSocketsPerIp) return refuseUpgrade(socket, 429, 'Too Many Requests');
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(live, ws, ip));
  };
  httpServer.on('upgrade', onUpgrade);

  const timers = startTimers(live);
  // Closing the http server closes the live sockets too (1001): Node's
  // server.close() would otherwise wait for them.
  const httpClose = httpServer.close;
  httpServer.close = function (...args) { close(); return httpClose.apply(this, args); };

  let closed = false;
  async function close() {
    if (closed) return;
    closed = true;
    timers.forEach(clearInterval);
    httpServer.off('upgrade', onUpgrade);
    httpServer.close = httpClose;
    hub.shutdown();
    for (const ws of wss.clients) ws.terminate();
    wss.close();
    await ready.catch(() => {});
    await live.cluster?.close();
  }

  return { hub, wss, ready, close, get cluster() { return live.cluster; } };
}

// The heartbeat (a socket that missed a pong is dropped) and the Hub's clock.
function startTimers(live) {
  const heartbeat = setInterval(() => {
    for (const ws of /** @type {Set<LiveSocket>} */ (live.wss.clients)) {
      if (!ws.alive) { ws.terminate(); continue; }
      ws.alive = false;
      try { ws.ping(); } catch { /* closing */ }
    }
  }, live.opt.heartbeatMs);
  const ticker = setInterval(() => live.hub.tick(), live.opt.tickMs);
  heartbeat.unref(); ticker.unref();
  return [heartbeat, ticker];
}

// A socket accepted: a connection for the Hub, its frames in order (with Redis a
// frame may wait for the cluster), and its end counted against its address.
function onConnection(live, ws, ip) {
  const { hub, perIp, opt } = live;
  perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
  const conn = {
    id: randomBytes(9).toString('base64url'), ip, gone: false,
    send(text) { if (!this.gone && ws.readyState === ws.OPEN) ws.send(text); },
    close(code, reason) { if (this.gone) return; this.gone = true; ws.close(code, reason); },
  };
  ws.alive = true;
  hub.open(conn);
  let chain = Promise.resolve();
  const failed = (e) => { live.log('live: ' + e.message); conn.close(1011, 'server error'); };
  const hello = setTimeout(() => { if (!conn.role && !conn.forward) conn.close(CLOSE.IDLE, 'no join in time'); }, opt.helloTimeoutMs);
  ws.on('pong', () => { ws.alive = true; });
  ws.on('message', (data, isBinary) => {
    ws.alive = true;
    if (conn.gone) return;
    if (isBinary) { conn.close(CLOSE.UNSUPPORTED, 'text frames only'); return; }
    const text = data.toString('utf8');
    if (!live.cluster) {
      try { handle(live, conn, text); } catch (e) { failed(e); }
      return;
    }
    chain = chain.then(() => handle(live, conn, text)).catch(failed);
  });
  ws.on('error', () => {});
  ws.on('close', () => {
    clearTimeout(hello);
    conn.gone = true;
    const n = (perIp.get(ip) ?? 1) - 1;
    if (n > 0) perIp.set(ip, n); else perIp.delete(ip);
    if (conn.forward) live.cluster?.gone(conn);
    else hub.closed(conn);
  });
}

// One frame: to the hub, or, for a room that lives in another process (Redis),
// forwarded there.
function handle(live, conn, text) {
  const { hub, cluster } = live;
  if (conn.gone) return;
  if (conn.forward) {
    if (!conn.bucket.take(hub.now())) { conn.close(CLOSE.POLICY, 'rate limit'); return; }
    conn.forward(text);
    return;
  }
  if (cluster && !conn.role) {
    let msg = null;
    try { msg = JSON.parse(text); } catch { /* the hub closes it */ }
    if (msg && (msg.type === 'join' || msg.type === 'resume') && typeof msg.code === 'string') {
      const code = normaliseCode(msg.code);
      if (!hub.rooms.has(code)) {
        return cluster.homeOf(code).then((home) => {
          if (conn.gone) return;
          if (home) {
            if (!conn.bucket.take(hub.now())) { conn.close(CLOSE.POLICY, 'rate limit'); return; }
            return cluster.forward(conn, home, code, text);
          }
          hub.message(conn, text);
        });
      }
    }
  }
  hub.message(conn, text);
}

// Standalone: live rooms only, no files (behind a proxy that serves the page
// from the same origin, or for the two-process Redis test):
//   node web/server/live/server.mjs [--port N] [--host H] [--redis URL] [--origin O]...
// Prints "live rooms at ws://H:PORT/live" once listening (and Redis joined).
if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  const { createServer } = await import('node:http');
  const args = process.argv.slice(2);
  const opt = { origins: [] };
  let port = 0, host = '127.0.0.1';
  for (let i = 0; i < args.length; i++) {
    const v = args[i + 1];
    if (args[i] === '--port') { port = Number(v); i++; }
    else if (args[i] === '--host') { host = v; i++; }
    else if (args[i] === '--redis') { opt.redis = v; i++; }
    else if (args[i] === '--origin') { opt.origins.push(v); i++; }
    else if (args[i] === '--join-window-ms') { opt.joinWindowMs = Number(v); i++; }
    else if (args[i] === '--heartbeat-ms') { opt.heartbeatMs = Number(v); i++; }
    else { console.error(`live: unknown argument ${args[i]}`); process.exit(2); }
  }
  const server = createServer((req, res) => { res.writeHead(404, { 'Content-Type': 'text/plain' }).end('live rooms only\n'); });
  opt.log = (m) => console.error(m);
  const live = attachLive(server, opt);
  server.listen(port, host, async () => {
    try { await live.ready; } catch (e) { console.error(`live: ${e.message}`); process.exit(1); }
    console.log(`live rooms at ws://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}${/** @type {{ path?: string }} */ (live.hub.opt).path ?? '/live'}${opt.redis ? ' (shared through Redis)' : ''}`);
  });
  const stop = () => { live.close().finally(() => process.exit(0)); };
  process.on('SIGTERM', stop); process.on('SIGINT', stop);
}
