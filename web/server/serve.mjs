// The project's static file server for the built site, with the live-class
// rooms on /live (web/server/live/, the one dependency: ws).
//   node web/server/serve.mjs <dir> [port]   — port 0 picks a free one; prints the URL.
// Binds to 127.0.0.1 unless told otherwise (startServer's options.host; the
// command: GTL_HOST, which scripts/serve.sh --lan sets). Also
// imported by the browser tests: startServer(root, port, options) -> {server, url}.
//
// What a browser receives (docs/size.md):
// - Compressed files, negotiated on Accept-Encoding: Brotli, else gzip, else the
//   file as it is (a coding the client gives q=0 is never sent). The .br and .gz
//   files are made at build time (web/tools/precompress.mjs); one that is missing or
//   older than its file is made here instead, once, and kept in memory.
//   Every answer that could have been another coding says `Vary: Accept-Encoding`.
// - Validators: a strong ETag per representation (the file's hash, plus the
//   coding), Last-Modified, and 304 Not Modified for If-None-Match /
//   If-Modified-Since. `Cache-Control: no-cache` on everything: the file names
//   are not versioned, so a browser keeps its copy and asks with its ETag
//   (a 304 of a few hundred bytes) rather than trusting an old build.
// - GET and HEAD; `X-Content-Type-Options: nosniff`; nothing outside the site's
//   directory (403), a bad address 400, a missing file 404.
//
// Room for other parts of the server: options.routes maps a path prefix (for
// example '/live/') to a handler (req, res, url) that answers those requests
// instead of the files; the returned `server` is Node's http.Server, so a module
// can also listen to its 'upgrade' event (WebSockets).
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as Z } from 'node:zlib';
import { COMPRESSIBLE, gzipMax } from '../tools/precompress.mjs';
import { attachLive } from './live/server.mjs';

export const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', '.data': 'application/octet-stream', '.css': 'text/css; charset=utf-8',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.json': 'application/json', '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json', '.ttf': 'font/ttf', '.otf': 'font/otf', '.txt': 'text/plain; charset=utf-8',
};
// Made on request when the build's copy is missing or stale: Brotli at quality 11
// takes ~15 s for index.wasm on a busy 2-core machine, quality 5 a fraction of a
// second (a few per cent larger); gzip -9 is quick already.
const brotliQuick = (buf) => promisify(brotliCompress)(buf, { params: {
  [Z.BROTLI_PARAM_QUALITY]: 5, [Z.BROTLI_PARAM_SIZE_HINT]: buf.length } });
const CODINGS = { br: { ext: '.br', compress: brotliQuick }, gzip: { ext: '.gz', compress: gzipMax } };

// The codings a request accepts, from its Accept-Encoding: { br, gzip, identity }
// as booleans. No header: identity only. `*` stands for every coding not named;
// q=0 refuses one. identity is acceptable unless refused (itself or by `*;q=0`).
export function acceptedCodings(header) {
  const q = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';').map((s) => s.trim());
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^q=([0-9.]+)$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const of = (name) => (q.has(name) ? q.get(name) : q.has('*') ? q.get('*') : undefined);
  return { br: (of('br') ?? 0) > 0, gzip: (of('gzip') ?? 0) > 0, identity: (q.get('identity') ?? of('identity') ?? 1) > 0 };
}

// The coding to send: br > gzip > identity among those accepted and available.
export function chooseCoding(header, available = ['br', 'gzip']) {
  const ok = acceptedCodings(header);
  for (const c of ['br', 'gzip']) if (ok[c] && available.includes(c)) return c;
  return 'identity';
}

// Per file (by path, size and mtime): its hash and the codings made on the fly.
const memo = new Map();
function entryFor(file, info) {
  const key = `${info.size}:${info.mtimeMs}`;
  let e = memo.get(file);
  if (!e || e.key !== key) memo.set(file, (e = { key, hash: null, codings: new Map() }));
  return e;
}

async function fileHash(file, info, body) {
  const e = entryFor(file, info);
  if (!e.hash) e.hash = createHash('sha256').update(body ?? await readFile(file)).digest('base64url').slice(0, 27);
  return e.hash;
}

// The body of `file` in `coding`: { body, made } with the build's .br/.gz when
// it is at least as new as the file, else one compressed here (made: true; once
// per version of the file, kept in memory). The two are different bytes, so they
// get different ETags.
async function encodedBody(file, info, coding) {
  const { ext, compress } = CODINGS[coding];
  try {
    const pre = await stat(file + ext);
    if (pre.isFile() && pre.mtimeMs >= info.mtimeMs) return { body: await readFile(file + ext), made: false };
  } catch { /* not precompressed: made below */ }
  const e = entryFor(file, info);
  if (!e.codings.has(coding)) {
    const p = readFile(file).then(compress);
    e.codings.set(coding, p);
    p.catch(() => e.codings.delete(coding));
  }
  return { body: await e.codings.get(coding), made: true };
}

function matchesEtag(header, etag) {
  if (!header) return false;
  const bare = (t) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === etag);
}

function plain(res, status, text, extra = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text),
                          'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store', ...extra });
  res.end(text);
}

// The request handler for the files under `root`.
export function siteHandler(root) {
  const base = resolve(root);
  return async function serveFile(req, res, url) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'method not allowed', { Allow: 'GET, HEAD' });
    let path;
    try { path = decodeURIComponent(url.pathname); } catch { return plain(res, 400, 'bad address'); }
    if (path.includes('\0')) return plain(res, 400, 'bad address');
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(base, path));
    if (!file.startsWith(base + sep)) return plain(res, 403, 'forbidden');
    let info;
    try { info = await stat(file); } catch { info = null; }
    if (!info?.isFile()) return plain(res, 404, 'not found');

    const ext = extname(file).toLowerCase();
    const compressible = COMPRESSIBLE.has(ext);
    const coding = compressible ? chooseCoding(req.headers['accept-encoding']) : 'identity';
    let { body, made } = coding === 'identity' ? { body: await readFile(file), made: false } : await encodedBody(file, info, coding);
    let sent = coding;
    if (coding !== 'identity' && body.length >= info.size && acceptedCodings(req.headers['accept-encoding']).identity) {
      body = await readFile(file);  // compression would not pay (tiny file)
      sent = 'identity';
      made = false;
    }
    const hash = await fileHash(file, info, sent === 'identity' ? body : undefined);
    const etag = `"${hash}${sent === 'identity' ? '' : '-' + sent}${made ? '-made' : ''}"`;
    const headers = {
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ETag: etag,
      'Last-Modified': new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (sent !== 'identity') headers['Content-Encoding'] = sent;
    const inm = req.headers['if-none-match'];
    const ims = Date.parse(req.headers['if-modified-since'] ?? '');
    if (inm ? matchesEtag(inm, etag) : Number.isFinite(ims) && Math.floor(info.mtimeMs / 1000) * 1000 <= ims) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

// Starts the server; resolves to { server, url, live }. options.host: the address to
// bind (127.0.0.1); options.routes: { '/prefix/': (req, res, url) => ... } served
// before the files; options.live: the live-class rooms on /live (web/server/live/server.mjs,
// docs/live.md), on unless false; an object sets their options.
export function startServer(root, port = 0, options = {}) {
  const host = options.host ?? '127.0.0.1';
  const routes = Object.entries(options.routes ?? {});
  const files = siteHandler(root);
  const server = createServer(async (req, res) => {
    try {
      let url;
      try { url = new URL(req.url, 'http://x'); } catch { return plain(res, 400, 'bad address'); }
      const route = routes.find(([prefix]) => url.pathname.startsWith(prefix));
      await (route ? route[1](req, res, url) : files(req, res, url));
    } catch (e) {
      if (!res.headersSent) plain(res, 500, 'server error');
      else res.destroy(e);
    }
  });
  const live = options.live === false ? null : attachLive(server, options.live ?? {});
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      const shown = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
      ok({ server, url: `http://${shown}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`, live });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir = 'build/web/site', port = '8080'] = process.argv.slice(2);
  startServer(dir, Number(port), { host: process.env.GTL_HOST || undefined }).then(({ url }) => {
    console.log(`Game Tree Lab is served at ${url}  (Ctrl+C to stop)`);
  }, (e) => {
    console.error(`serve: cannot listen on ${process.env.GTL_HOST || '127.0.0.1'}:${port}: ${e.message}. Pass another port: PORT=8081.`);
    process.exit(1);
  });
}
