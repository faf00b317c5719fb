// web/server/serve.mjs without a browser: content negotiation (br > gzip > identity,
// q=0 honoured), the build's .br/.gz copies and the fallback when they are
// missing or stale, ETag and 304, HEAD, Vary, and the requests it must refuse
// without falling over (a path out of the site, a bad percent-encoding).
// Runs on a small site written to a temporary directory.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer, acceptedCodings, chooseCoding } from '../server/serve.mjs';
import { precompress } from '../tools/precompress.mjs';

let dir, site, server, port;
const JS = 'console.log("Game Tree Lab");\n'.repeat(400);
const HTML = '<!doctype html><title>Game Tree Lab</title>' + '<p>the page</p>\n'.repeat(200);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gtl-serve-'));
  site = join(dir, 'site');
  mkdirSync(join(site, 'fonts'), { recursive: true });
  writeFileSync(join(site, 'index.html'), HTML);
  writeFileSync(join(site, 'index.js'), JS);
  writeFileSync(join(site, 'icon.png'), PNG);
  writeFileSync(join(site, 'fonts', 'a b.ttf'), 'glyphs '.repeat(300));
  writeFileSync(join(dir, 'secret.txt'), 'outside the site');
  mkdirSync(join(dir, 'site2'));
  writeFileSync(join(dir, 'site2', 'x.txt'), 'a sibling directory');
  await precompress(site);
  ({ server } = await startServer(site, 0));
  port = server.address().port;
});
after(() => {
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// One raw request (no client-side decoding): { status, headers, body }.
function get(path, headers = {}, method = 'GET') {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

test('Accept-Encoding is parsed with its weights', () => {
  assert.deepEqual(acceptedCodings('gzip, deflate, br, zstd'), { br: true, gzip: true, identity: true });
  assert.deepEqual(acceptedCodings(undefined), { br: false, gzip: false, identity: true });
  assert.deepEqual(acceptedCodings('br;q=0, gzip;q=0.5'), { br: false, gzip: true, identity: true });
  assert.deepEqual(acceptedCodings('*'), { br: true, gzip: true, identity: true });
  assert.deepEqual(acceptedCodings('*;q=0, gzip'), { br: false, gzip: true, identity: false });
  assert.deepEqual(acceptedCodings('identity;q=0, br'), { br: true, gzip: false, identity: false });
  assert.equal(chooseCoding('gzip, deflate, br'), 'br');
  assert.equal(chooseCoding('gzip, deflate'), 'gzip');
  assert.equal(chooseCoding('x-gzip'), 'gzip');
  assert.equal(chooseCoding('br;q=0, gzip'), 'gzip');
  assert.equal(chooseCoding('br;q=0, gzip;q=0'), 'identity');
  assert.equal(chooseCoding('deflate'), 'identity');
  assert.equal(chooseCoding('BR;Q=0.1'), 'br');
});

test('a file is sent in the best coding the request accepts, with Vary and its length', async () => {
  const br = await get('/index.js', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.status, 200);
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers.vary, 'Accept-Encoding');
  assert.equal(br.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(br.headers['x-content-type-options'], 'nosniff');
  assert.equal(Number(br.headers['content-length']), br.body.length);
  assert.ok(br.body.length < JS.length / 10, `${br.body.length} B of Brotli for ${JS.length} B`);
  assert.equal(brotliDecompressSync(br.body).toString(), JS);

  const gz = await get('/index.js', { 'accept-encoding': 'gzip, deflate' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gz.headers.vary, 'Accept-Encoding');
  assert.equal(Number(gz.headers['content-length']), gz.body.length);
  assert.equal(gunzipSync(gz.body).toString(), JS);

  for (const ae of [undefined, 'br;q=0, gzip;q=0', 'deflate']) {
    const id = await get('/index.js', ae ? { 'accept-encoding': ae } : {});
    assert.equal(id.headers['content-encoding'], undefined, `Accept-Encoding: ${ae}`);
    assert.equal(id.headers.vary, 'Accept-Encoding');
    assert.equal(id.body.toString(), JS);
    assert.equal(Number(id.headers['content-length']), JS.length);
  }
  // q=0 refuses Brotli even though the browser lists it.
  const noBr = await get('/index.js', { 'accept-encoding': 'br;q=0, gzip' });
  assert.equal(noBr.headers['content-encoding'], 'gzip');

  // The page itself: '/' is index.html.
  const page = await get('/', { 'accept-encoding': 'br' });
  assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(brotliDecompressSync(page.body).toString(), HTML);
  // An image is sent as it is (already compressed), and without Vary.
  const png = await get('/icon.png', { 'accept-encoding': 'br, gzip' });
  assert.equal(png.headers['content-encoding'], undefined);
  assert.equal(png.headers.vary, undefined);
  assert.deepEqual(png.body, PNG);
  // A percent-encoded name is decoded.
  const font = await get('/fonts/a%20b.ttf', { 'accept-encoding': 'gzip' });
  assert.equal(font.status, 200);
  assert.equal(gunzipSync(font.body).toString(), 'glyphs '.repeat(300));
});

test('each representation has its own strong ETag, and If-None-Match gets a 304', async () => {
  const tags = {};
  for (const [name, ae] of [['br', 'br'], ['gzip', 'gzip'], ['identity', '']]) {
    const r = await get('/index.js', { 'accept-encoding': ae });
    assert.match(r.headers.etag, /^"[^"]+"$/, 'a strong ETag');
    assert.ok(r.headers['last-modified']);
    assert.equal(r.headers['cache-control'], 'no-cache');
    tags[name] = r.headers.etag;
    const again = await get('/index.js', { 'accept-encoding': ae, 'if-none-match': r.headers.etag });
    assert.equal(again.status, 304, name);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers.etag, r.headers.etag);
    assert.equal(again.headers.vary, 'Accept-Encoding');
    // One of a list, and the weak form (If-None-Match compares weakly).
    assert.equal((await get('/index.js', { 'accept-encoding': ae, 'if-none-match': `"x", W/${r.headers.etag}` })).status, 304);
  }
  assert.equal(new Set(Object.values(tags)).size, 3, JSON.stringify(tags));
  // Another coding's tag is not a match: the body comes in full.
  const other = await get('/index.js', { 'accept-encoding': 'gzip', 'if-none-match': tags.br });
  assert.equal(other.status, 200);
  assert.equal(other.headers.etag, tags.gzip);
  // Nor is another file's.
  assert.equal((await get('/index.html', { 'if-none-match': tags.identity })).status, 200);
  // If-Modified-Since without If-None-Match.
  const lm = (await get('/index.js')).headers['last-modified'];
  assert.equal((await get('/index.js', { 'if-modified-since': lm })).status, 304);
  assert.equal((await get('/index.js', { 'if-modified-since': new Date(0).toUTCString() })).status, 200);
});

test('HEAD answers the headers of GET without the body', async () => {
  const g = await get('/index.js', { 'accept-encoding': 'br' });
  const h = await get('/index.js', { 'accept-encoding': 'br' }, 'HEAD');
  assert.equal(h.status, 200);
  assert.equal(h.body.length, 0);
  for (const k of ['content-length', 'content-encoding', 'etag', 'vary', 'content-type', 'cache-control'])
    assert.equal(h.headers[k], g.headers[k], k);
  assert.equal((await get('/index.js', {}, 'POST')).status, 405);
});

test('a stale or missing .br/.gz is not sent: the file is compressed afresh', async () => {
  const file = join(site, 'index.js');
  const first = await get('/index.js', { 'accept-encoding': 'br' });
  // A new build changes index.js after its copies were made (the offline test does this).
  const changed = JS + '// rebuilt\n';
  writeFileSync(file, changed);
  const later = new Date(Date.now() + 5000);
  utimesSync(file, later, later);
  for (const ae of ['br', 'gzip']) {
    const r = await get('/index.js', { 'accept-encoding': ae });
    const body = (ae === 'br' ? brotliDecompressSync : gunzipSync)(r.body).toString();
    assert.equal(body, changed, `${ae}: the new file, not the old copy`);
    assert.equal(Number(r.headers['content-length']), r.body.length);
  }
  const br = await get('/index.js', { 'accept-encoding': 'br' });
  assert.notEqual(br.headers.etag, first.headers.etag, 'a new file, a new ETag');
  assert.equal((await get('/index.js', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag })).status, 200);
  // A file with no copies at all (not precompressed) is compressed too.
  writeFileSync(join(site, 'late.js'), JS);
  const late = await get('/late.js', { 'accept-encoding': 'gzip, br' });
  assert.equal(late.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(late.body).toString(), JS);
});

test('paths out of the site, missing files and bad addresses are refused without a crash', async () => {
  for (const p of ['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/fonts/..%2f..%2fsecret.txt', '/..%2fsite2/x.txt', '/..%5csecret.txt']) {
    const r = await get(p);
    assert.ok([403, 404].includes(r.status), `${p}: ${r.status}`);
    assert.doesNotMatch(r.body.toString(), /outside the site|sibling/, p);
  }
  assert.equal((await get('/..%2fsecret.txt')).status, 403);
  assert.equal((await get('/..%2fsite2/x.txt')).status, 403, 'a sibling directory whose name starts like the site');
  const missing = await get('/nothing.js');
  assert.equal(missing.status, 404);
  assert.equal(missing.headers['x-content-type-options'], 'nosniff');
  assert.equal((await get('/fonts')).status, 404, 'a directory is not a file');
  assert.equal((await get('/%E0%A4%A')).status, 400);
  assert.equal((await get('/%')).status, 400);
  assert.equal((await get('/index.js%00.png')).status, 400);
  // The server still answers.
  assert.equal((await get('/index.js')).status, 200);
});

test('options: host and extra routes before the files', async () => {
  const { server: s, url } = await startServer(site, 0, {
    host: '127.0.0.1',
    routes: { '/live/': (req, res) => { res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"rooms":[]}'); } },
  });
  try {
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    const r = await fetch(url + 'live/rooms');
    assert.deepEqual(await r.json(), { rooms: [] });
    assert.equal((await fetch(url + 'index.js')).status, 200);
  } finally { s.close(); }
});
