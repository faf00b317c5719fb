// Two live-room server processes sharing rooms through one Redis, all started
// here on loopback (docs/live.md#redis): the teacher on process A, the students
// on process B; then process A is killed and the room carries on in B.
// Skipped, with a message, only when redis-server is not installed
// (scripts/setup.sh installs it).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LiveClient } from '../server/live/testclient.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const SERVER = join(HERE, '..', 'server', 'live', 'server.mjs');
const haveRedis = spawnSync('redis-server', ['--version']).status === 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const freePort = () => new Promise((ok, fail) => {
  const s = createServer();
  s.on('error', fail);
  s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => ok(p)); });
});

// Starts a child and resolves when a line of its stdout matches `ready`.
function start(cmd, args, ready, what) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const done = new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`${what} did not start: ${out}`)), 15_000);
    const onData = (d) => {
      out += d;
      const m = ready.exec(out);
      if (m) { clearTimeout(timer); ok(m); }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => { out += d; });
    child.on('exit', (code) => { clearTimeout(timer); fail(new Error(`${what} exited ${code}: ${out}`)); });
  });
  return { child, done, output: () => out };
}

const children = [];
let redisUrl;
before(async () => {
  if (!haveRedis) return;
  const port = await freePort();
  const r = start('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
                  /Ready to accept connections/, 'redis-server');
  children.push(r.child);
  await r.done;
  redisUrl = `redis://127.0.0.1:${port}`;
});
after(() => { for (const c of children) if (c.exitCode === null) c.kill('SIGKILL'); });

async function liveProcess() {
  const p = start(process.execPath, [SERVER, '--port', '0', '--redis', redisUrl, '--origin', 'http://class.test'],
                  /live rooms at (ws:\S+)/, 'live server');
  children.push(p.child);
  const m = await p.done;
  return { child: p.child, url: m[1], client: () => new LiveClient(m[1], { origin: 'http://class.test' }).connect() };
}

test('two server processes, one Redis: the teacher on A, 20 students on B follow, answer and are counted; A dies and the room carries on in B',
  { skip: haveRedis ? false : 'redis-server is not installed (scripts/setup.sh installs it): two-process test skipped', timeout: 120_000 }, async () => {
  const A = await liveProcess();
  const B = await liveProcess();
  const t = await A.client();
  const { code } = await t.request({ type: 'create' }, 'created');
  const kids = [];
  for (let i = 0; i < 20; i++) {
    const s = await B.client();
    const w = await s.request({ type: 'join', code, name: i === 3 ? 'twin' : i === 4 ? 'Twin' : `b${i}` }, 'welcome');
    assert.equal(w.type, 'welcome', JSON.stringify(w));
    kids.push(s);
  }
  assert.equal(kids[4].name, 'Twin 2');
  await t.until((c) => c.roster?.connected === 20, '20 students on B in the roster on A');
  // 30 changes at 10 a second
  let payload;
  for (let i = 1; i <= 30; i++) { payload = { q: `game=nim&n=${i}`, step: i }; t.send({ type: 'state', payload }); await sleep(100); }
  await t.until((c) => c.log.filter((m) => m.type === 'ok' && m.re === 'state').length === 30, '30 acks');
  const lastSeq = t.log.filter((m) => m.type === 'ok').at(-1).seq;
  for (const k of kids) {
    await k.until((c) => c.seq === lastSeq, `a student on B at seq ${lastSeq}`, 20_000);
    assert.deepEqual(k.view.state, payload);
    assert.equal(k.gaps, 0);
  }
  // a quiz: answers on B counted on A, once each
  await t.request({ type: 'ask', question: { kind: 'move', options: ['take 1', 'take 2'] } }, 'ok');
  await Promise.all(kids.map((k) => k.until((c) => c.view.quiz?.open, 'the question on B')));
  kids.forEach((k, i) => k.send({ type: 'answer', value: i < 12 ? 'take 1' : 'take 2' }));
  kids[0].send({ type: 'answer', value: 'take 2' });
  await t.until((c) => c.counts?.answered === 20 && c.counts.counts['take 2'] === 9, 'counts on A');
  // a student socket on B dies and resumes on A: same seat, counted once
  await kids[5].terminate();
  const again = await A.client();
  const w = await again.request({ type: 'resume', code, token: kids[5].token }, 'welcome');
  assert.deepEqual([w.name, w.room.you.answer], ['b5', 'take 1']);
  again.send({ type: 'answer', value: 'take 1' });
  await again.next('answered', 0);
  assert.deepEqual(t.counts.counts, { 'take 1': 11, 'take 2': 9 });
  // a student on B sends teacher messages: refused by the room's home on A
  assert.equal((await kids[1].request({ type: 'state', payload: { pwned: 1 } }, 'never')).code, 'forbidden');
  // the teacher's socket dies; the teacher takes the room back through B
  await t.terminate();
  const t2 = await B.client();
  const tw = await t2.request({ type: 'resume', code, secret: t.secret }, 'welcome');
  assert.equal(tw.role, 'teacher');
  await t2.until((c) => c.counts?.answered === 20, 'counts after the teacher came back');
  await t2.request({ type: 'reveal', correct: 'take 1', reason: 'leaves a multiple of 3' }, 'ok');
  await Promise.all(kids.slice(6).map((k) => k.until((c) => c.view.quiz?.revealed?.reason === 'leaves a multiple of 3', 'the reveal on B')));
  // process A (the room's home) dies: B's sockets are closed 1012, resume on B, and B adopts the room from its Redis snapshot
  A.child.kill('SIGKILL');
  const survivors = kids.slice(6, 10);
  for (const k of survivors) assert.equal((await k.closed).code, 1012);
  await t2.closed;
  const t3 = await B.client();
  const tw3 = await t3.request({ type: 'resume', code, secret: t.secret }, 'welcome');
  assert.equal(tw3.role, 'teacher', JSON.stringify(tw3));
  assert.deepEqual(tw3.room.state, payload);
  await t3.until((c) => c.counts?.answered === 20, 'the counts survived');
  const back = [];
  for (const k of survivors) {
    const c = await B.client();
    const r = await c.request({ type: 'resume', code, token: k.token }, 'welcome');
    assert.equal(r.name, k.name);
    back.push(c);
  }
  const next = await t3.request({ type: 'state', payload: { after: 'A died' } }, 'ok');
  for (const c of back) await c.until((x) => x.seq === next.seq && x.view.state.after === 'A died', 'the change after adoption');
  assert.ok(back.every((c) => c.gaps === 0));
  t3.send({ type: 'end' });
  for (const c of back) assert.equal((await c.closed).code, 4000);
  B.child.kill('SIGTERM');
});
