// The live-room logic (web/server/live/rooms.mjs) without sockets, on a fake clock:
// roles, codes, nicknames, quiz counting, expiry, resume, and the default join
// and message limits at their real ratios (60 joins a minute from one address
// get in; 2,000 a minute are refused). docs/live.md.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALLOWED, CLOSE, CODE_ALPHABET, DEFAULTS, Hub, cleanName } from '../server/live/rooms.mjs';

function clock() { const c = { t: 1_000_000 }; c.now = () => c.t; return c; }
let nextId = 0;
function conn(hub, ip = '10.0.0.1') {
  const c = { id: `c${nextId++}`, ip, sent: [], closedWith: null,
    send(t) { this.sent.push(JSON.parse(t)); },
    close(code, reason) { this.closedWith ??= { code, reason }; } };
  hub.open(c);
  return c;
}
const last = (c, type) => [...c.sent].reverse().find((m) => !type || m.type === type);
// Sends obj; returns the hub's direct reply: the first message sent back that
// is not a room change (the teacher also receives its own changes).
const CHANGE_TYPES = new Set(['state', 'lock', 'roomLock', 'ask', 'close', 'reveal', 'teacher', 'end']);
const say = (hub, c, obj) => {
  const n = c.sent.length;
  hub.message(c, JSON.stringify(obj));
  return c.sent.slice(n).find((m) => !CHANGE_TYPES.has(m.type) || typeof m.seq !== 'number') ?? c.sent[n];
};
function room(hub, ip) {
  const t = conn(hub, ip);
  const created = say(hub, t, { type: 'create' });
  assert.equal(created.type, 'created');
  return { t, code: created.code, secret: created.secret, room: hub.rooms.get(created.code) };
}
function join(hub, code, name, ip) {
  const s = conn(hub, ip);
  const w = say(hub, s, { type: 'join', code, name });
  return { s, w };
}
const frozen = (r) => JSON.stringify(r.serialise());

test('join codes: 6 symbols from an alphabet without look-alikes; the teacher secret is 128 bits', () => {
  assert.equal(CODE_ALPHABET.length, 31);
  for (const ch of '01ILO') assert.ok(!CODE_ALPHABET.includes(ch), ch);
  const hub = new Hub({ now: clock().now, createBurst: 1000, maxRooms: 1000 });
  const codes = new Set();
  for (let i = 0; i < 300; i++) {
    const { code, secret } = room(hub, `10.1.${i >> 8}.${i & 255}`);
    assert.match(code, /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    assert.equal(Buffer.from(secret, 'base64url').length, 16);
    codes.add(code);
  }
  assert.equal(codes.size, 300);
});

test('nicknames: at most 20 code points, no control or bidi characters, made up when empty, unique, markup kept as text', () => {
  assert.equal(cleanName('  Ann\u202Eevil\u0007  \n'), 'Annevil');
  assert.equal(cleanName('a\u200Bb\u2066c\u2069d\u200Fe'), 'abcde');
  assert.equal(cleanName('😀'.repeat(30)), '😀'.repeat(20));
  assert.equal(cleanName('e\u0301'), '\u00e9');
  assert.equal(cleanName(42), '');
  const hub = new Hub({ now: clock().now });
  const { code } = room(hub);
  assert.equal(join(hub, code, '<img src=x onerror=alert(1)>').w.name, '<img src=x onerror=a');
  assert.equal(join(hub, code, 'Ann').w.name, 'Ann');
  assert.equal(join(hub, code, 'ann').w.name, 'ann 2');
  assert.equal(join(hub, code, 'ANN').w.name, 'ANN 3');
  assert.equal(join(hub, code, 'x'.repeat(25)).w.name, 'x'.repeat(20));
  assert.equal(join(hub, code, 'x'.repeat(25)).w.name, 'x'.repeat(18) + ' 2');
  const made = join(hub, code, '\u202E\u0000 ').w.name;
  assert.match(made, /^[A-Z][a-z]+ [A-Z][a-z]+ \d\d$/);
  assert.match(join(hub, code, undefined).w.name, /^[A-Z][a-z]+ [A-Z][a-z]+ \d\d$/);
});

test('every teacher message from a student is refused and changes nothing', () => {
  const hub = new Hub({ now: clock().now });
  const { t, code, room: r } = room(hub);
  say(hub, t, { type: 'state', payload: { q: 'x' } });
  say(hub, t, { type: 'ask', question: { kind: 'outcome', options: ['W', 'L', 'D'] } });
  const { s } = join(hub, code, 'Eve');
  const before = frozen(r), teacherSeen = t.sent.length;
  const hostile = [{ type: 'state', payload: { q: 'pwned' } }, { type: 'lock', on: true }, { type: 'lockRoom', on: true },
    { type: 'ask', question: { kind: 'move', options: ['a'] } }, { type: 'close' }, { type: 'reveal', correct: 'W' },
    { type: 'remove', name: 'Eve' }, { type: 'end' }, { type: 'create' }, { type: 'join', code, name: 'x' }];
  for (const m of hostile) {
    const reply = say(hub, s, m);
    assert.deepEqual([reply.type, reply.code], ['error', 'forbidden'], m.type);
  }
  assert.equal(frozen(r), before);
  assert.equal(t.sent.length, teacherSeen);
  assert.equal(s.closedWith, null);
  // and the teacher cannot answer
  assert.equal(say(hub, t, { type: 'answer', value: 'W' }).code, 'forbidden');
  // a socket that has not joined may only create, join, resume, ping
  const x = conn(hub);
  for (const m of hostile.slice(0, 8)) assert.equal(say(hub, x, m).code, 'forbidden');
  assert.deepEqual(ALLOWED.hello, ['create', 'join', 'resume', 'ping']);
  assert.equal(frozen(r), before);
});

test('sequence numbers: each change is seq + 1; a snapshot carries the current state', () => {
  const hub = new Hub({ now: clock().now });
  const { t, code } = room(hub);
  const { s } = join(hub, code, 'A');
  for (let i = 1; i <= 5; i++) assert.equal(say(hub, t, { type: 'state', payload: { step: i } }).seq, i);
  assert.deepEqual(s.sent.filter((m) => m.type === 'state').map((m) => m.seq), [1, 2, 3, 4, 5]);
  say(hub, t, { type: 'lock', on: true });
  assert.equal(say(hub, s, { type: 'follow', on: false }).code, 'locked');
  const snap = say(hub, s, { type: 'sync' });
  assert.equal(snap.type, 'snapshot');
  assert.equal(snap.seq, 6);
  assert.deepEqual(snap.room.state, { step: 5 });
  assert.equal(snap.room.followLocked, true);
});

test('quiz: an answer replaces the same student\'s previous one; nothing counts after close or reveal; a removed student\'s answer goes', () => {
  const hub = new Hub({ now: clock().now });
  const { t, code, room: r } = room(hub);
  const kids = Array.from({ length: 5 }, (_, i) => join(hub, code, `K${i}`).s);
  const ask = say(hub, t, { type: 'ask', question: { kind: 'move', path: [0], options: ['a', 'b', 'c'] } });
  assert.equal(ask.type, 'ok');
  for (const k of kids) say(hub, k, { type: 'answer', value: 'a' });
  say(hub, kids[0], { type: 'answer', value: 'b' });
  say(hub, kids[0], { type: 'answer', value: 'c' });
  say(hub, kids[1], { type: 'answer', value: 'a' });
  assert.equal(say(hub, kids[2], { type: 'answer', value: 'zzz' }).code, 'bad-value');
  let counts = last(t, 'counts');
  assert.deepEqual([counts.counts, counts.answered], [{ a: 4, b: 0, c: 1 }, 5]);
  assert.ok(!JSON.stringify(counts).includes('K0'), 'no names in the counts');
  assert.equal(say(hub, kids[0], { type: 'names', on: true }).code, 'forbidden');
  assert.equal(say(hub, t, { type: 'names', on: true }).type, 'ok');
  assert.deepEqual(last(t, 'counts').names, { a: ['K1', 'K2', 'K3', 'K4'], b: [], c: ['K0'] });
  say(hub, t, { type: 'names', on: false });
  assert.equal(last(t, 'counts').names, undefined);
  say(hub, t, { type: 'remove', name: 'k3' });
  assert.equal(kids[3].closedWith.code, CLOSE.REMOVED);
  counts = last(t, 'counts');
  assert.deepEqual([counts.counts, counts.answered, counts.students], [{ a: 3, b: 0, c: 1 }, 4, 4]);
  say(hub, t, { type: 'close' });
  assert.equal(say(hub, kids[4], { type: 'answer', value: 'b' }).code, 'closed');
  assert.deepEqual(last(t, 'counts').counts, { a: 3, b: 0, c: 1 });
  const rev = say(hub, t, { type: 'reveal', correct: 'c', reason: 'c wins: the opponent is left with 0' });
  assert.equal(rev.type, 'ok');
  const seen = last(kids[0], 'reveal');
  assert.deepEqual([seen.correct, seen.reason], [['c'], 'c wins: the opponent is left with 0']);
  assert.equal(say(hub, kids[4], { type: 'answer', value: 'b' }).code, 'closed');
  assert.deepEqual({ ...r.quiz.counts }, { a: 3, b: 0, c: 1 });
});

test('resume: a student keeps nickname and answer and is counted once; the teacher takes the room back with the secret', () => {
  const c = clock();
  const hub = new Hub({ now: c.now });
  const { t, code, secret, room: r } = room(hub);
  const { s, w } = join(hub, code, 'Bo');
  say(hub, t, { type: 'ask', question: { kind: 'outcome', options: ['W', 'L', 'D'] } });
  say(hub, s, { type: 'answer', value: 'L' });
  hub.closed(s);                                            // Wi-Fi drop
  c.t += 60_000;
  const s2 = conn(hub);
  const back = say(hub, s2, { type: 'resume', code, token: w.token });
  assert.deepEqual([back.type, back.name, back.room.you.answer], ['welcome', 'Bo', 'L']);
  say(hub, s2, { type: 'answer', value: 'L' });
  assert.deepEqual([last(t, 'counts').counts, last(t, 'counts').answered], [{ W: 0, L: 1, D: 0 }, 1]);
  // the same token on a third socket replaces the second
  const s3 = conn(hub);
  say(hub, s3, { type: 'resume', code, token: w.token });
  assert.equal(s2.closedWith.code, CLOSE.REPLACED);
  assert.equal(r.slots.size, 1);
  // teacher: wrong secret refused, right one takes over
  hub.closed(t);
  c.t += 90_000;
  const bad = conn(hub);
  assert.equal(say(hub, bad, { type: 'resume', code, secret: 'A'.repeat(22) }).code, 'bad-secret');
  assert.equal(say(hub, bad, { type: 'state', payload: {} }).code, 'forbidden');
  const t2 = conn(hub);
  const tw = say(hub, t2, { type: 'resume', code, secret });
  assert.deepEqual([tw.type, tw.role], ['welcome', 'teacher']);
  assert.equal(last(s3, 'teacher').connected, true);
  assert.equal(say(hub, t2, { type: 'state', payload: { back: 1 } }).type, 'ok');
  assert.deepEqual(last(s3, 'state').payload, { back: 1 });
});

test('expiry: the room ends 10 minutes after the teacher left; a dropped student\'s slot goes after its grace', () => {
  const c = clock();
  const hub = new Hub({ now: c.now });
  const { t, code, secret } = room(hub);
  const { s } = join(hub, code, 'Cy');
  const { s: gone, w: goneW } = join(hub, code, 'Di');
  hub.closed(gone);
  hub.closed(t);
  c.t += DEFAULTS.teacherGraceMs - 1000;
  hub.tick();
  assert.ok(hub.rooms.has(code));
  const t2 = conn(hub);
  assert.equal(say(hub, t2, { type: 'resume', code, secret }).type, 'welcome');
  c.t += 2000;
  hub.tick();
  assert.equal(say(hub, conn(hub), { type: 'resume', code, token: goneW.token }).code, 'bad-token');
  hub.closed(t2);
  c.t += DEFAULTS.teacherGraceMs;
  hub.tick();
  assert.ok(!hub.rooms.has(code));
  assert.equal(s.closedWith.code, CLOSE.EXPIRED);
  assert.equal(last(s, 'end').reason, 'expired');
  assert.equal(say(hub, conn(hub), { type: 'resume', code, secret }).code, 'bad-code');
});

test('the teacher ends the room: every student is closed 4000 and the code is gone', () => {
  const hub = new Hub({ now: clock().now });
  const { t, code } = room(hub);
  const kids = [join(hub, code, 'a').s, join(hub, code, 'b').s];
  say(hub, t, { type: 'end' });
  for (const k of kids) assert.equal(k.closedWith.code, CLOSE.ENDED);
  assert.equal(t.closedWith.code, CLOSE.ENDED);
  assert.equal(hub.rooms.size, 0);
  assert.equal(join(hub, code, 'c').w.code, 'bad-code');
});

test('room cap and room lock refuse joins; resumes still get in', () => {
  const hub = new Hub({ now: clock().now, maxStudents: 3 });
  const { t, code } = room(hub);
  const tokens = [1, 2, 3].map((i) => join(hub, code, `s${i}`).w.token);
  assert.equal(join(hub, code, 's4').w.code, 'full');
  say(hub, t, { type: 'remove', name: 's1' });
  say(hub, t, { type: 'lockRoom', on: true });
  assert.equal(join(hub, code, 's5').w.code, 'locked');
  assert.equal(say(hub, conn(hub), { type: 'resume', code, token: tokens[1] }).type, 'welcome');
  assert.equal(say(hub, conn(hub), { type: 'resume', code, token: tokens[0] }).code, 'bad-token');
});

test('malformed messages close that socket (1007) and leave the room as it was', () => {
  const hub = new Hub({ now: clock().now });
  const { t, code, room: r } = room(hub);
  const before = frozen(r);
  const cases = ['not json', '[1,2]', '"str"', '{"no":"type"}', '{"type":7}', JSON.stringify({ type: 'join', code: 5 }),
    JSON.stringify({ type: 'resume', code, token: 'x', secret: 'y' })];
  for (const text of cases) { const x = conn(hub); hub.message(x, text); assert.equal(x.closedWith?.code, CLOSE.INVALID, text); }
  const t2 = { ...t };  // the teacher's own malformed messages: payload not an object, too large, bad question
  for (const m of [{ type: 'state', payload: 'x' }, { type: 'state', payload: { big: 'x'.repeat(17_000) } },
    { type: 'ask', question: { kind: 'guess', options: ['a'] } }, { type: 'ask', question: { kind: 'move', options: [] } },
    { type: 'lock', on: 'yes' }]) {
    t.closedWith = null;
    hub.message(t, JSON.stringify(m));
    assert.equal(t.closedWith?.code, CLOSE.INVALID, JSON.stringify(m).slice(0, 60));
  }
  assert.equal(frozen(r), before);
  assert.ok(t2);
  const { s } = join(hub, code, 'ok');
  assert.equal(say(hub, s, { type: 'nonsense' }).code, 'unknown');
  assert.equal(s.closedWith, null);
});

test('per-socket message limit (defaults 20/s, burst 40): a flood is closed 1008, a steady 20/s is not', () => {
  const c = clock();
  const hub = new Hub({ now: c.now });
  const { code } = room(hub);
  const { s: calm } = join(hub, code, 'calm');
  for (let i = 0; i < 200; i++) { c.t += 50; hub.message(calm, '{"type":"ping"}'); }
  assert.equal(calm.closedWith, null);
  const { s: flood } = join(hub, code, 'flood');
  let sent = 0;
  for (; sent < 1000 && !flood.closedWith; sent++) { c.t += 1; hub.message(flood, '{"type":"ping"}'); }
  assert.equal(flood.closedWith.code, CLOSE.POLICY);
  assert.ok(sent <= 45, `closed after ${sent}`);
});

// Join limits at the default ratios: one address, one minute.
test('joins per address, default limits: a class of 60 in a minute gets in; 2,000 wrong codes a minute are refused', () => {
  const c = clock();
  const hub = new Hub({ now: c.now, createBurst: 100 });
  const { code } = room(hub, '192.0.2.1');
  const NAT = '203.0.113.7';
  for (let i = 0; i < 60; i++) {
    c.t += 1000;
    assert.equal(join(hub, code, `s${i}`, NAT).w.type, 'welcome', `student ${i}`);
  }
  // 2,000 guesses in the next minute from another address
  const c2 = clock(); c2.t = c.t;
  let evaluated = 0, refused = 0;
  const before = hub.stats.wrongCodes;
  for (let i = 0; i < 2000; i++) {
    c.t += 30;
    const r = join(hub, `ZZZZZ${CODE_ALPHABET[i % 31]}`, 'bot', '198.51.100.9').w;
    if (r.code === 'slow-down') { refused += 1; assert.ok(r.retryAfter > 0); } else evaluated += 1;
  }
  assert.equal(hub.stats.wrongCodes - before, evaluated);
  assert.ok(evaluated <= DEFAULTS.ipBurst + DEFAULTS.ipPerWindow + 1, `evaluated ${evaluated}`);
  assert.ok(refused >= 1900, `refused ${refused}`);
});

test('joins per address, default limits: a flood of 2,000 wrong codes a minute and a class of 60 behind the same address as the teacher: the class gets in', () => {
  const c = clock();
  const hub = new Hub({ now: c.now });
  const NAT = '203.0.113.7';
  const { code } = room(hub, NAT);
  // the flood started first and keeps going: one guess every 30 ms
  let evaluated = 0;
  const flood = () => { const r = join(hub, 'WRONG2', 'bot', NAT).w; if (r.code !== 'slow-down') evaluated += 1; };
  for (let i = 0; i < 100; i++) { c.t += 30; flood(); }
  // 60 students arrive over the next minute, each retrying after retryAfter (+ jitter) when slowed
  const due = Array.from({ length: 60 }, (_, i) => c.t + i * 1000);
  const joinedAt = [];
  const start = c.t;
  for (let step = 0; step < 10_000 && joinedAt.length < 60; step++) {
    c.t += 30;
    flood();
    for (let i = 0; i < 60; i++) {
      if (due[i] === null || due[i] > c.t) continue;
      const r = join(hub, code, `kid${i}`, NAT).w;
      if (r.type === 'welcome') { due[i] = null; joinedAt.push(c.t - start); } else {
        assert.equal(r.code, 'slow-down');
        due[i] = c.t + r.retryAfter + 37 * (i % 7);
      }
    }
  }
  assert.equal(joinedAt.length, 60);
  assert.ok(Math.max(...joinedAt) <= 120_000, `last student in after ${Math.max(...joinedAt)} ms of simulated time`);
  assert.ok(evaluated <= DEFAULTS.ipBurst + 4 * DEFAULTS.ipPerWindow, `guesses evaluated ${evaluated}`);
  assert.equal(hub.rooms.get(code).slots.size, 60);
});

test('joins per address, default limits: 2,000 right-code joins a minute from one address stop at the pair limit and the room cap', () => {
  const c = clock();
  const hub = new Hub({ now: c.now, maxStudents: 1000 });
  const { code } = room(hub);
  let ok = 0;
  for (let i = 0; i < 2000; i++) { c.t += 30; if (join(hub, code, 'bot', '203.0.113.8').w.type === 'welcome') ok += 1; }
  assert.ok(ok >= 60 && ok <= DEFAULTS.pairBurst + DEFAULTS.pairPerWindow + 1, `joined ${ok}`);
  const capped = new Hub({ now: c.now });
  const r2 = room(capped);
  let ok2 = 0;
  for (let i = 0; i < 2000; i++) { c.t += 30; if (join(capped, r2.code, 'bot', '203.0.113.8').w.type === 'welcome') ok2 += 1; }
  assert.equal(ok2, DEFAULTS.maxStudents);
});

test('rate-limit entries are forgotten once idle (memory stays bounded)', () => {
  const c = clock();
  const hub = new Hub({ now: c.now });
  room(hub);
  for (let i = 0; i < 500; i++) join(hub, 'NOPE22', 'x', `10.9.${i >> 8}.${i & 255}`);
  assert.ok(hub.ipBuckets.size >= 500);
  c.t += DEFAULTS.joinWindowMs + DEFAULTS.trustMs;
  hub.tick();
  assert.equal(hub.ipBuckets.size, 0);
});

test('option names like __proto__ or constructor are counted like any other', () => {
  const hub = new Hub({ now: clock().now });
  const { t, code } = room(hub);
  const kids = [join(hub, code, 'a').s, join(hub, code, 'b').s, join(hub, code, 'c').s];
  say(hub, t, { type: 'ask', question: { kind: 'move', options: ['__proto__', 'constructor', 'toString'] } });
  say(hub, kids[0], { type: 'answer', value: '__proto__' });
  say(hub, kids[1], { type: 'answer', value: '__proto__' });
  say(hub, kids[2], { type: 'answer', value: 'constructor' });
  const c = last(t, 'counts');
  assert.equal(c.answered, 3);
  assert.deepEqual(Object.entries(c.counts), [['__proto__', 2], ['constructor', 1], ['toString', 0]]);
});

test('5,000 random messages from students and strangers: the hub never throws, the room\'s state and the teacher see nothing', () => {
  const c = clock();
  const hub = new Hub({ now: c.now, msgBurst: 1e9, ipBurst: 1e9 });
  const { t, code, room: r } = room(hub);
  say(hub, t, { type: 'state', payload: { board: 1 } });
  say(hub, t, { type: 'ask', question: { kind: 'outcome', options: ['option-one', 'option-two'] } });
  const facts = () => JSON.stringify({ seq: r.seq, state: r.stateText, f: r.followLocked, l: r.roomLocked, q: r.quiz.question, open: r.quiz.open, n: r.quiz.answers.size });
  const before = facts(), teacherSeen = t.sent.length;
  let seed = 12345;
  const rnd = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const values = () => [null, true, 0, -1, 1e308, '', 'x'.repeat(rnd(300)), [], [1, 'a'], {}, { a: { b: [] } }, '__proto__', code, code.toLowerCase(), 'option-one\u0000'][rnd(15)];
  const types = [...new Set(Object.values(ALLOWED).flat()), 'nonsense', '__proto__', 'constructor', 'toString', ''];
  for (let i = 0; i < 5000; i++) {
    const who = rnd(2) ? join(hub, code, values(), `10.7.${i >> 8}.${i & 255}`).s : conn(hub, `10.8.${i >> 8}.${i & 255}`);
    const msg = { type: types[rnd(types.length)] };
    for (const f of ['code', 'name', 'payload', 'on', 'question', 'value', 'id', 'token', 'secret', 'correct', 'reason']) if (rnd(3) === 0) msg[f] = values();
    if (['answer', 'leave', 'follow', 'create'].includes(msg.type)) continue;  // legitimate: a student's own seat, a new room
    hub.message(who, rnd(10) ? JSON.stringify(msg) : JSON.stringify(msg).slice(0, rnd(40)));
    c.t += 1;
  }
  assert.equal(facts(), before);
  assert.deepEqual(t.sent.slice(teacherSeen).filter((m) => m.type !== 'roster' && m.type !== 'counts'), []);
  assert.equal(hub.rooms.size, 1);
});
