// The project's server (web/server/serve.mjs) serves the page and the live rooms from
// one origin: startServer(root, port) has /live on by default, off with
// {live: false}; `node web/server/serve.mjs <dir> <port>` (what scripts/serve.sh runs)
// keeps printing its URL and binds GTL_HOST. docs/live.md.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { startServer } from '../server/serve.mjs';
import { LiveClient } from '../server/live/testclient.mjs';

const SITE = mkdtempSync(join(tmpdir(), 'gtl-live-site-'));
writeFileSync(join(SITE, 'index.html'), '<!doctype html><title>t</title>');
after(() => rmSync(SITE, { recursive: true, force: true }));

test('startServer: the page and /live on one origin; a room is created and joined; server.close() also closes the sockets', { timeout: 20_000 }, async () => {
  const { server, url, live } = await startServer(SITE, 0);
  assert.ok(live?.hub);
  assert.equal((await fetch(url)).status, 200);
  const origin = url.replace(/\/$/, '');
  const ws = url.replace('http:', 'ws:') + 'live';
  const t = await new LiveClient(ws, { origin }).connect();
  const { code } = await t.request({ type: 'create' }, 'created');
  const s = await new LiveClient(ws, { origin }).connect();
  assert.equal((await s.request({ type: 'join', code, name: 'Ada' }, 'welcome')).name, 'Ada');
  await assert.rejects(new LiveClient(ws, { origin: 'http://elsewhere.example' }).connect(), (e) => e.status === 403);
  await new Promise((r) => server.close(r));
  assert.equal((await s.closed).code, 1001);
  assert.equal((await t.closed).code, 1001);
});

test('startServer(..., {live: false}): no live rooms', { timeout: 20_000 }, async () => {
  const { server, url, live } = await startServer(SITE, 0, { live: false });
  assert.equal(live, null);
  const outcome = await new Promise((ok) => {
    const ws = new WebSocket(url.replace('http:', 'ws:') + 'live', { origin: url.replace(/\/$/, '') });
    ws.on('open', () => { ok('open'); ws.terminate(); });
    ws.on('error', () => ok('refused'));
    ws.on('unexpected-response', () => ok('refused'));
  });
  assert.equal(outcome, 'refused');
  await new Promise((r) => server.close(r));
});

test('node web/server/serve.mjs <dir> 0 with GTL_HOST: prints the URL on that host; live rooms answer there; no nickname reaches its output', { timeout: 20_000 }, async () => {
  const child = spawn(process.execPath, [join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'serve.mjs'), SITE, '0'],
                      { env: { ...process.env, GTL_HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr.on('data', (d) => { out += d; });
  try {
    const url = await new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`no URL: ${out}`)), 15_000);
      child.stdout.on('data', (d) => { out += d; const m = /served at (http:\S+)/.exec(out); if (m) { clearTimeout(timer); ok(m[1]); } });
      child.on('exit', (c) => { clearTimeout(timer); fail(new Error(`exited ${c}: ${out}`)); });
    });
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    const ws = url.replace('http:', 'ws:') + 'live', origin = url.replace(/\/$/, '');
    const t = await new LiveClient(ws, { origin }).connect();
    const { code } = await t.request({ type: 'create' }, 'created');
    const s = await new LiveClient(ws, { origin }).connect();
    assert.equal((await s.request({ type: 'join', code, name: 'Zyxwvut Secret' }, 'welcome')).name, 'Zyxwvut Secret');
    s.send('not json');
    assert.equal((await s.closed).code, 1007);
    t.send({ type: 'end' });
    await t.closed;
    await new Promise((r) => setTimeout(r, 100));
    assert.ok(!out.includes('Zyxwvut'), out);
    assert.ok(!out.includes(code), out);
  } finally { child.kill('SIGKILL'); }
});
