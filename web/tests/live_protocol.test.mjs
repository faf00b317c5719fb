// The live class over real WebSockets on loopback (web/server/live/server.mjs,
// docs/live.md): 40 students follow 100 changes with no sequence gaps;
// reconnecting students and teacher; hostile clients (teacher messages from a
// student, a wrong Origin, a 1 MiB frame, a flood of messages, 2,000 joins a
// minute from one address while a class of 60 gets in, wrong codes, markup in
// a nickname), each leaving the room and the teacher as they were and the
// server serving. Every wait has a timeout; nothing asserts a duration.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import WebSocket from 'ws';
import { attachLive } from '../server/live/server.mjs';
import { CLOSE } from '../server/live/rooms.mjs';
import { LiveClient, backoffMs } from '../server/live/testclient.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startLive(options = {}) {
  const server = createServer((req, res) => res.end('page'));
  const live = attachLive(server, options);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const port = server.address().port;
  const origin = `http://127.0.0.1:${port}`;
  const url = `ws://127.0.0.1:${port}/live`;
  const client = (o = {}) => new LiveClient(url, { origin, ...o }).connect();
  const stop = async () => { await live.close(); await new Promise((r) => server.close(r)); };
  return { server, live, port, origin, url, client, stop };
}

async function teacherRoom(L) {
  const t = await L.client();
  const created = await t.request({ type: 'create' }, 'created');
  return { t, code: created.code };
}
async function student(L, code, name) {
  const s = await L.client();
  const w = await s.request({ type: 'join', code, name }, 'welcome');
  assert.equal(w.type, 'welcome', JSON.stringify(w));
  return s;
}
// The parts of a room a hostile client must not change.
const roomFacts = (L, code) => {
  const r = L.live.hub.rooms.get(code);
  return JSON.stringify({ seq: r.seq, state: r.stateText, lock: r.followLocked, roomLock: r.roomLocked,
                          quiz: r.quiz && { ...r.quiz, answers: [...r.quiz.answers] }, teacher: !!r.teacher });
};
// What the teacher received since message `from`, other than the roster of who joined.
const teacherNews = (t, from) => t.log.slice(from).filter((m) => m.type !== 'roster');
async function serving(L) {
  const res = await fetch(`http://127.0.0.1:${L.port}/`);
  assert.equal(res.status, 200);
  const c = await L.client();
  assert.equal((await c.request({ type: 'ping' }, 'pong')).type, 'pong');
  await c.close();
}

let L;
before(async () => { L = await startLive(); });
after(async () => { await L.stop(); });

test('40 students join; the teacher makes 100 changes at 5 a second; every student ends in the teacher\'s state with no gaps', { timeout: 90_000 }, async () => {
  const { t, code } = await teacherRoom(L);
  const kids = [];
  for (let i = 0; i < 40; i++) kids.push(await student(L, code, `s${i}`));
  await t.until((c) => c.roster?.connected === 40, '40 in the roster');
  let payload;
  for (let i = 1; i <= 100; i++) {
    payload = { q: `game=nim&heaps=3,4,${i}`, expanded: [0, i % 7], selected: [0, 1, i % 3], step: i };
    t.send({ type: 'state', payload });
    await sleep(200);
  }
  await t.until((c) => c.log.filter((m) => m.type === 'ok' && m.re === 'state').length === 100, '100 acks');
  const lastSeq = t.log.filter((m) => m.type === 'ok').at(-1).seq;
  for (const k of kids) {
    await k.until((c) => c.seq === lastSeq, `student ${k.name} at seq ${lastSeq}`, 20_000);
    assert.deepEqual(k.view.state, payload);
    assert.equal(k.gaps, 0);
    const applied = k.seqs.filter((s) => typeof s === 'number');
    assert.deepEqual(applied, Array.from({ length: 100 }, (_, i) => lastSeq - 99 + i));
  }
  // a latecomer gets the whole state in one message
  const late = await student(L, code, 'late');
  assert.deepEqual(late.view.state, payload);
  assert.equal(late.seq, lastSeq);
  t.send({ type: 'end' });
  await Promise.all(kids.map((k) => k.closed));
  assert.ok(kids.every((k) => k.closeInfo.code === CLOSE.ENDED));
  assert.equal(L.live.hub.rooms.has(code), false);
});

test('reconnect: 10 student sockets killed during a quiz come back with their token; each answer counted once', { timeout: 60_000 }, async () => {
  const { t, code } = await teacherRoom(L);
  const kids = [];
  for (let i = 0; i < 20; i++) kids.push(await student(L, code, `k${i}`));
  await t.request({ type: 'ask', question: { kind: 'outcome', path: [0, 2], options: ['W', 'L', 'D'] } }, 'ok');
  await Promise.all(kids.map((k) => k.until((c) => c.view.quiz?.open, 'the question')));
  kids.forEach((k, i) => k.send({ type: 'answer', value: i % 2 ? 'W' : 'L' }));
  await t.until((c) => c.counts?.answered === 20, '20 answers');
  const names = kids.map((k) => k.name);
  // Wi-Fi drops: 10 sockets die without a close frame
  const dropped = kids.slice(0, 10);
  await Promise.all(dropped.map((k) => k.terminate()));
  await t.until((c) => c.roster?.connected === 10, 'roster shows 10 connected');
  // they come back (backoff with jitter, scaled down), some answer again the same, some change
  const back = await Promise.all(dropped.map(async (k, i) => {
    await sleep(backoffMs(1) / 10);
    const c = await L.client();
    const w = await c.request({ type: 'resume', code: k.code, token: k.token }, 'welcome');
    assert.equal(w.name, names[i]);
    assert.equal(w.room.you.answer, i % 2 ? 'W' : 'L');
    c.send({ type: 'answer', value: i < 5 ? (i % 2 ? 'W' : 'L') : 'D' });
    await c.next('answered', 0);
    return c;
  }));
  await t.until((c) => c.roster?.connected === 20 && c.counts?.counts.D === 5, 'all back, 5 changed to D');
  assert.equal(t.counts.answered, 20);
  assert.deepEqual(t.counts.counts, { W: 7, L: 8, D: 5 });
  assert.equal(t.roster.count, 20);
  assert.deepEqual(t.roster.students.map((s) => s.name).sort(), [...names].sort());
  // the stale socket's token now belongs to the new one only
  t.send({ type: 'close' });
  await back[0].until((c) => c.view.quiz?.open === false, 'closed');
  const late = await back[0].request({ type: 'answer', value: 'W' }, 'answered');
  assert.equal(late.code, 'closed');
  assert.deepEqual(t.counts.counts, { W: 7, L: 8, D: 5 });
  t.send({ type: 'end' });
  await t.closed;
});

test('the teacher\'s socket is killed: students see the teacher away; the teacher takes the room back with the secret', { timeout: 30_000 }, async () => {
  const { t, code } = await teacherRoom(L);
  const kids = [await student(L, code, 'a'), await student(L, code, 'b')];
  await t.request({ type: 'state', payload: { step: 1 } }, 'ok');
  await t.terminate();
  await Promise.all(kids.map((k) => k.until((c) => c.view.teacher === false, 'teacher away')));
  const intruder = await L.client();
  assert.equal((await intruder.request({ type: 'resume', code, secret: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'welcome')).code, 'bad-secret');
  const t2 = await L.client();
  const w = await t2.request({ type: 'resume', code, secret: t.secret }, 'welcome');
  assert.deepEqual([w.role, w.room.state], ['teacher', { step: 1 }]);
  await t2.until((c) => c.roster?.count === 2, 'roster');
  await t2.request({ type: 'state', payload: { step: 2 } }, 'ok');
  await Promise.all(kids.map((k) => k.until((c) => c.view.teacher && c.view.state?.step === 2, 'the new state')));
  assert.ok(kids.every((k) => k.gaps === 0));
  await t2.request({ type: 'end' }, 'x').catch(() => {});
});

test('hostile: a student sending teacher messages changes nothing', { timeout: 30_000 }, async () => {
  const { t, code } = await teacherRoom(L);
  await t.request({ type: 'state', payload: { board: 'teacher' } }, 'ok');
  const good = await student(L, code, 'good');
  const eve = await student(L, code, 'eve');
  const facts = roomFacts(L, code), teacherSeen = t.log.length;
  for (const m of [{ type: 'state', payload: { board: 'pwned' } }, { type: 'lock', on: true }, { type: 'lockRoom', on: true },
    { type: 'ask', question: { kind: 'move', options: ['x'] } }, { type: 'reveal', correct: 'x' }, { type: 'remove', name: 'good' },
    { type: 'end' }, { type: 'create' }]) {
    const r = await eve.request(m, 'never');
    assert.deepEqual([r.type, r.code], ['error', 'forbidden'], m.type);
  }
  assert.equal(roomFacts(L, code), facts);
  assert.deepEqual(teacherNews(t, teacherSeen), []);
  assert.deepEqual(good.view.state, { board: 'teacher' });
  await serving(L);
  t.send({ type: 'end' });
  await t.closed;
});

test('hostile: a wrong Origin is refused (403) on upgrade; a missing Origin is allowed unless configured', { timeout: 30_000 }, async () => {
  const { t, code } = await teacherRoom(L);
  const facts = roomFacts(L, code);
  for (const origin of ['http://evil.example', `http://127.0.0.1:${L.port + 1}`, 'null', `https://127.0.0.1:${L.port}`]) {
    await assert.rejects(new LiveClient(L.url, { origin }).connect(), (e) => e.status === 403, origin);
  }
  const noOrigin = await new LiveClient(L.url, {}).connect();
  assert.equal((await noOrigin.request({ type: 'ping' }, 'pong')).type, 'pong');
  const strict = await startLive({ allowNoOrigin: false, origins: ['https://class.example.org'] });
  await assert.rejects(new LiveClient(strict.url, {}).connect(), (e) => e.status === 403);
  const allowed = await new LiveClient(strict.url, { origin: 'https://class.example.org' }).connect();
  await allowed.close();
  await strict.stop();
  // other paths: 404
  await assert.rejects(new LiveClient(L.url.replace('/live', '/other'), { origin: L.origin }).connect(), (e) => e.status === 404);
  assert.equal(roomFacts(L, code), facts);
  await serving(L);
  t.send({ type: 'end' });
});

test('hostile: a 1 MiB frame closes that socket (1009); a binary frame 1003; malformed JSON 1007; the room carries on', { timeout: 30_000 }, async () => {
  const { t, code } = await teacherRoom(L);
  const good = await student(L, code, 'good');
  await t.request({ type: 'state', payload: { n: 1 } }, 'ok');
  const facts = roomFacts(L, code), teacherSeen = t.log.length;
  const big = await student(L, code, 'big');
  big.send(JSON.stringify({ type: 'answer', value: 'x'.repeat(1024 * 1024) }));
  assert.equal((await big.closed).code, 1009);
  const bin = await student(L, code, 'bin');
  bin.ws.send(Buffer.from([1, 2, 3]));
  assert.equal((await bin.closed).code, CLOSE.UNSUPPORTED);
  const bad = await student(L, code, 'bad');
  bad.send('{"type":');
  assert.equal((await bad.closed).code, CLOSE.INVALID);
  assert.equal(roomFacts(L, code), facts);
  assert.deepEqual(teacherNews(t, teacherSeen), []);
  await t.request({ type: 'state', payload: { n: 2 } }, 'ok');
  await good.until((c) => c.view.state.n === 2, 'the next change');
  await serving(L);
  t.send({ type: 'end' });
});

test('hostile: 1,000 messages in a second close that socket (1008); the others carry on', { timeout: 30_000 }, async () => {
  const { t, code } = await teacherRoom(L);
  const good = await student(L, code, 'good');
  const flood = await student(L, code, 'flood');
  await t.until((c) => c.roster?.count === 2, 'both in the roster');
  const facts = roomFacts(L, code), teacherSeen = t.log.length;
  for (let i = 0; i < 1000; i++) flood.send({ type: 'follow', on: true });
  assert.equal((await flood.closed).code, CLOSE.POLICY);
  assert.ok(flood.log.filter((m) => m.type === 'following').length <= 41);
  assert.equal(roomFacts(L, code), facts);
  await t.until((c) => c.roster?.connected === 1, 'the flooder shown as gone');
  assert.deepEqual(teacherNews(t, teacherSeen), []);
  await t.request({ type: 'state', payload: { after: 'flood' } }, 'ok');
  await good.until((c) => c.view.state?.after === 'flood', 'the next change');
  await serving(L);
  t.send({ type: 'end' });
});

test('hostile: wrong codes are refused, then slowed; a nickname with markup is kept literally as text', { timeout: 30_000 }, async () => {
  const W = await startLive({ ipBurst: 5, ipPerWindow: 5 });
  const { t, code } = await teacherRoom(W);
  const facts = roomFacts(W, code), teacherSeen = t.log.length;
  const guesser = await W.client({ localAddress: '127.0.0.2' });
  const replies = [];
  for (let i = 0; i < 12; i++) replies.push((await guesser.request({ type: 'join', code: 'ZZZZZ' + 'ABCDEFGHJKMN'[i], name: 'g' }, 'welcome')).code);
  assert.deepEqual(replies.slice(0, 5), Array(5).fill('bad-code'));
  assert.ok(replies.slice(5).every((c) => c === 'slow-down'), replies.join());
  // while slowed, the right code is refused too from that address: a guess learns nothing
  assert.equal((await guesser.request({ type: 'join', code, name: 'g' }, 'welcome')).code, 'slow-down');
  assert.equal(roomFacts(W, code), facts);
  assert.deepEqual(teacherNews(t, teacherSeen), []);
  const nick = '<img src=x onerror=alert(1)>';
  const s = await W.client();
  const w = await s.request({ type: 'join', code, name: nick }, 'welcome');
  assert.equal(w.name, [...nick].slice(0, 20).join(''));
  assert.equal(w.name, '<img src=x onerror=a');
  await t.until((c) => c.roster?.students.some((x) => x.name === '<img src=x onerror=a'), 'the literal name in the roster');
  const raw = await new Promise((ok) => { const ws = new WebSocket(W.url, { origin: W.origin });
    ws.on('message', (d) => { const m = d.toString(); if (m.includes('welcome')) { ok(m); ws.close(); } });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'join', code, name: '<b>"&amp;</b>' }))); });
  assert.ok(raw.includes('"name":"<b>\\"&amp;</b>"'), raw);
  assert.equal(roomFacts(W, code), facts);
  await serving(W);
  await W.stop();
});

test('hostile: 2,000 joins a minute from one address are slowed while a class of 60 from the same address gets in (a 6 s window stands for the minute)', { timeout: 60_000 }, async () => {
  const WINDOW = 6000;   // the default limits per 60 s, scaled to 6 s: the same ratios
  const J = await startLive({ joinWindowMs: WINDOW, trustMs: 60_000, maxStudents: 60 });
  const { t, code } = await teacherRoom(J);   // the teacher is on the same address (127.0.0.1), as behind a school NAT
  await t.request({ type: 'state', payload: { lesson: 'nim' } }, 'ok');
  const facts = roomFacts(J, code), teacherSeen = t.log.length;
  // the flood: 20 sockets x 100 join attempts with wrong codes, ~2,000 in one window
  let refused = 0, evaluated = 0;
  const flooders = await Promise.all(Array.from({ length: 20 }, () => J.client()));
  // (each waits for the answer before its next attempt, so a busy machine never bunches them past the message limit)
  const flood = Promise.all(flooders.map(async (f, n) => {
    for (let i = 0; i < 100; i++) {
      await f.request({ type: 'join', code: `W${'ABCDEFGHJK'[n % 10]}${String(i).padStart(4, '2').replace(/[01]/g, '3')}`, name: 'bot' }, 'welcome');
      await sleep(WINDOW / 100);
    }
  }));
  // the class arrives meanwhile; a slowed student retries after retryAfter with jitter
  const joinOne = async (i) => {
    const s = await J.client();
    for (let attempt = 0; attempt < 30; attempt++) {
      const r = await s.request({ type: 'join', code, name: `pupil ${i}` }, 'welcome');
      if (r.type === 'welcome') return s;
      assert.equal(r.code, 'slow-down');
      await sleep(r.retryAfter + backoffMs(attempt) / 20);
    }
    throw new Error(`pupil ${i} never got in`);
  };
  const pupils = [];
  for (let i = 0; i < 60; i++) { pupils.push(joinOne(i)); await sleep(WINDOW / 60); }
  const inClass = await Promise.all(pupils);
  await flood;
  await Promise.all(flooders.map((f) => f.until((c) => c.log.filter((m) => m.type === 'error').length === 100, 'all 100 answers')));
  for (const f of flooders) for (const m of f.log) { if (m.code === 'slow-down') refused += 1; else if (m.code === 'bad-code') evaluated += 1; }
  assert.equal(inClass.length, 60);
  assert.equal(J.live.hub.rooms.get(code).slots.size, 60);
  assert.equal(refused + evaluated, 2000);
  assert.ok(refused >= 1800, `refused ${refused} of 2000`);
  assert.equal(roomFacts(J, code), facts);
  assert.deepEqual(teacherNews(t, teacherSeen), []);
  assert.ok(inClass.every((s) => s.view.state.lesson === 'nim'));
  await serving(J);
  await J.stop();
});

test('heartbeats: a socket that stops answering pings is dropped; a socket that never joins is closed 4008', { timeout: 30_000 }, async () => {
  const H = await startLive({ heartbeatMs: 1000 });
  const { t, code } = await teacherRoom(H);
  const dead = await new Promise((ok, fail) => {
    const ws = new WebSocket(H.url, { origin: H.origin, autoPong: false });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'join', code, name: 'sleepy' })));
    ws.on('close', (c) => ok(c));
    ws.on('error', fail);
  });
  assert.equal(dead, 1006);
  await t.until((c) => c.roster?.count === 1 && c.roster.connected === 0, 'the dead student shown as away');
  await H.stop();
  const I = await startLive({ helloTimeoutMs: 500 });
  const idle = await I.client();
  assert.equal((await idle.closed).code, CLOSE.IDLE);
  await I.stop();
});
