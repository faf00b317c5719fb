// The page's client of the live protocol (web/page/live_client.js), run in Node
// against the real server on loopback: it follows in sequence, resumes after
// a drop (backoff with jitter, its seat and answer kept), recovers from a gap
// with a snapshot, and stops for good when the room ends. docs/live.md.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, afterEach, before, test } from 'node:test';
import WebSocket from 'ws';
import { attachLive } from '../server/live/server.mjs';
import { LiveConnection, backoffMs, liveUrl } from '../page/live_client.js';

const memoryStorage = () => { const m = new Map(); return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k), m }; };
function until(pred, what, timeoutMs = 10_000) {
  return new Promise((ok, fail) => {
    const t0 = Date.now();
    const poll = () => { const v = pred(); if (v) return ok(v); if (Date.now() - t0 > timeoutMs) return fail(new Error(`timed out: ${what}`)); setTimeout(poll, 10); };
    poll();
  });
}

let server, live, url, origin;
before(async () => {
  server = createServer((q, s) => s.end('page'));
  live = attachLive(server, {});
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${server.address().port}`;
  url = `ws://127.0.0.1:${server.address().port}/live`;
});
after(async () => { await live.close(); await new Promise((r) => server.close(r)); });

// Every client a test makes is stopped when the test ends, passed or failed:
// one left reconnecting would keep this file's process alive for ever.
const made = [];
const connection = (storage = memoryStorage(), options = {}) => {
  const c = new LiveConnection({ url, WebSocket, wsOptions: { origin }, storage, backoff: (n) => backoffMs(n) / 20, ...options });
  made.push(c);
  return c;
};
afterEach(() => { for (const c of made.splice(0)) c.stop(); });

test('liveUrl: ws or wss on the page\'s own host, path /live', () => {
  assert.equal(liveUrl({ protocol: 'http:', host: '192.168.1.20:8080' }), 'ws://192.168.1.20:8080/live');
  assert.equal(liveUrl({ protocol: 'https:', host: 'class.example.org' }), 'wss://class.example.org/live');
  for (let n = 0; n < 10; n++) {
    assert.equal(backoffMs(n, () => 0), 0);
    assert.equal(backoffMs(n, () => 0.999999), Math.round(0.999999 * Math.min(10_000, 500 * 2 ** n)));
  }
});

test('teacher and student clients: follow, quiz, a dropped student resumes with seat and answer, a gap is healed, the end is final', { timeout: 30_000 }, async () => {
  const tStore = memoryStorage(), sStore = memoryStorage();
  const teacher = connection(tStore);
  const created = await teacher.create();
  assert.equal(teacher.role, 'teacher');
  assert.equal(teacher.status, 'open');
  assert.deepEqual(JSON.parse(tStore.getItem('gtl.live')), { code: created.code, secret: created.secret });
  const student = connection(sStore);
  await student.join(created.code.toLowerCase(), '  Ann\u202E ');
  assert.deepEqual([student.role, student.name, student.status], ['student', 'Ann', 'open']);
  teacher.setState({ q: 'game=nim', step: 1 });
  await until(() => student.view.state?.step === 1, 'the first state');
  teacher.ask({ kind: 'outcome', options: ['W', 'L', 'D'] });
  await until(() => student.view.quiz?.open, 'the question');
  student.answer('W');
  await until(() => teacher.counts?.answered === 1 && student.myAnswer === 'W', 'the answer counted');
  assert.equal(teacher.view.quiz.open, true);

  // a drop: the student's socket dies; the client resumes by itself
  const statuses = [];
  student.onUpdate = (c, why) => { if (why === 'status') statuses.push(c.status); };
  student.ws.terminate();
  await until(() => student.status === 'open' && statuses.includes('reconnecting'), 'back after the drop');
  assert.equal(student.name, 'Ann');
  assert.equal(student.myAnswer, 'W');
  student.answer('W');
  teacher.setState({ q: 'game=nim', step: 2 });
  await until(() => student.view.state?.step === 2, 'the next state');
  assert.equal(teacher.counts.answered, 1);
  assert.equal(teacher.roster.count, 1);

  // a gap (a change lost in transit) is healed by a snapshot
  const seqBefore = student.seq;
  student.onText(JSON.stringify({ type: 'state', seq: seqBefore + 5, payload: { bogus: true } }));
  assert.equal(student.seq, seqBefore);
  teacher.setState({ q: 'game=nim', step: 3 });
  await until(() => student.view.state?.step === 3, 'the state after the gap');
  assert.ok(!student.view.state.bogus);

  // a reload: a new client resumes from storage
  student.stop();
  // Every value of view.teacher it is told, in order: the teacher's absence
  // below lasts only until the teacher's own reconnect (a few ms), which a
  // poll could miss on a busy machine.
  const teacherSeen = [];
  const reloaded = connection(sStore, { onUpdate: (c) => teacherSeen.push(c.view?.teacher) });
  await reloaded.resumeSaved();
  assert.deepEqual([reloaded.name, reloaded.myAnswer, reloaded.view.state.step], ['Ann', 'W', 3]);

  // the teacher's socket dies and the teacher client takes the room back by itself
  const seenBefore = teacherSeen.length;
  teacher.ws.terminate();
  await until(() => teacherSeen.slice(seenBefore).includes(false), 'the teacher away');
  await until(() => teacher.status === 'open' && reloaded.view.teacher === true, 'the teacher back');
  teacher.reveal('W', 'the mover wins');
  await until(() => reloaded.view.quiz.revealed?.reason === 'the mover wins', 'the reveal');

  teacher.end();
  await until(() => reloaded.status === 'closed', 'closed at the end');
  assert.equal(reloaded.closeCode, 4000);
  assert.equal(sStore.getItem('gtl.live'), null);
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(reloaded.status, 'closed', 'no reconnect after the end');
  assert.equal(live.hub.rooms.size, 0);
});

test('a student\'s resume to a room that has gone ends in status closed with the seat forgotten', { timeout: 10_000 }, async () => {
  const store = memoryStorage();
  store.setItem('gtl.live', JSON.stringify({ code: 'ZZZZZZ', token: 'x'.repeat(22) }));
  const c = connection(store);
  await assert.rejects(c.resumeSaved(), (e) => e.code === 'bad-code');
  assert.equal(c.status, 'closed');
  assert.equal(store.getItem('gtl.live'), null);
});
