// Live class rooms: the whole protocol logic, without sockets (docs/live.md).
//
// A Hub holds the rooms of one process. The socket layer (server.mjs) hands it
// connections — any object { id, ip, send(text), close(code, reason) } — and
// their text frames; the Hub parses, authorises by role, rate-limits, changes
// the room and answers through conn.send / conn.close. Time comes from
// options.now (a fake clock in the unit tests); hub.tick() expires rooms, slots
// and rate-limit entries. Nothing is written to disk and no nickname is logged.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CLOSE, PROTOCOL_VERSION } from '../../page/live_protocol.js';

export { CLOSE, PROTOCOL_VERSION };

// Join-code alphabet: digits and capitals without the look-alikes 0 O 1 I L.
// 31 symbols; 6 of them = 29.7 bits.
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const DEFAULTS = Object.freeze({
  maxStudents: 60,
  maxRooms: 500,
  codeLength: 6,
  teacherGraceMs: 10 * 60_000,   // room ends 10 minutes after the teacher left
  studentGraceMs: 10 * 60_000,   // a dropped student's slot (name, answer) is kept this long
  maxStateBytes: 16 * 1024,
  msgRate: 20, msgBurst: 40,     // per socket: 20 messages/s, bursts of 40
  // Joins per address (token buckets refilled over windowMs):
  //  - ipBurst/ipPerWindow: attempts from an address for a code it has not yet
  //    joined (wrong codes, wrong secrets/tokens, a first join);
  //  - pairBurst/pairPerWindow: joins from an address to a room it already got
  //    into (the rest of a class behind one NAT address);
  //  - createBurst/createPerWindow: rooms created from one address.
  joinWindowMs: 60_000,
  ipBurst: 30, ipPerWindow: 30,
  pairBurst: 90, pairPerWindow: 90,
  createBurst: 10, createPerWindow: 10,
  trustMs: 10 * 60_000,          // how long a (address, room) pair counts as proven
});

// ------------------------------------------------------------------ helpers
export class TokenBucket {
  constructor(burst, perMs, now) { this.burst = burst; this.rate = perMs; this.tokens = burst; this.t = now; }
  refill(now) {
    if (now > this.t) { this.tokens = Math.min(this.burst, this.tokens + (now - this.t) * this.rate); this.t = now; }
  }
  take(now, n = 1) { this.refill(now); if (this.tokens >= n) { this.tokens -= n; return true; } return false; }
  has(now, n = 1) { this.refill(now); return this.tokens >= n; }
  waitMs(now, n = 1) { this.refill(now); return this.tokens >= n ? 0 : Math.ceil((n - this.tokens) / this.rate); }
  full(now) { this.refill(now); return this.tokens >= this.burst; }
}

const ADJECTIVES = ['Blue', 'Green', 'Red', 'Gold', 'Silver', 'Quick', 'Calm', 'Brave', 'Bright', 'Clever',
  'Happy', 'Kind', 'Lucky', 'Quiet', 'Swift', 'Wise', 'Bold', 'Sunny', 'Amber', 'Coral'];
const ANIMALS = ['Fox', 'Owl', 'Bear', 'Hare', 'Wolf', 'Lynx', 'Otter', 'Seal', 'Crane', 'Finch',
  'Heron', 'Koala', 'Panda', 'Tiger', 'Whale', 'Robin', 'Moose', 'Bison', 'Gecko', 'Lemur'];
export function madeUpName() {
  return `${ADJECTIVES[randomInt(ADJECTIVES.length)]} ${ANIMALS[randomInt(ANIMALS.length)]} ${randomInt(10, 100)}`;
}

export const MAX_NAME = 20;
// A nickname as kept and shown: NFC, no control / format (bidi, zero-width) /
// separator / unpaired-surrogate characters, runs of spaces as one space,
// trimmed, at most 20 code points. '' when nothing is left.
export function cleanName(raw) {
  if (typeof raw !== 'string') return '';
  let s = raw.slice(0, 400).normalize('NFC');
  s = s.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu, '');
  s = s.replace(/\s+/gu, ' ').trim();
  return Array.from(s).slice(0, MAX_NAME).join('').trim();
}
const nameKey = (name) => name.normalize('NFKC').toLowerCase();

// Join codes as typed: upper case, spaces and dashes dropped.
export function normaliseCode(raw) {
  return typeof raw === 'string' ? raw.toUpperCase().replace(/[\s-]/g, '').slice(0, 32) : '';
}

const newSecret = () => randomBytes(16).toString('base64url');   // 128 bits
const digest = (s) => createHash('sha256').update(String(s)).digest();
const sameSecret = (given, hash) => typeof given === 'string' && given.length <= 64 && timingSafeEqual(digest(given), hash);

const codePoints = (s) => Array.from(s).length;
const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

class Invalid extends Error {}
function need(ok, what) { if (!ok) throw new Invalid(what); }

// Which role may send which message (null: a socket that has not joined yet).
export const ALLOWED = {
  hello: ['create', 'join', 'resume', 'ping'],
  teacher: ['state', 'lock', 'lockRoom', 'ask', 'close', 'reveal', 'remove', 'names', 'end', 'sync', 'ping'],
  student: ['answer', 'follow', 'leave', 'sync', 'ping'],
};
const ALL_TYPES = new Set(Object.values(ALLOWED).flat());

// ------------------------------------------------------------------ Room
export class Room {
  constructor(hub, code, secretHash) {
    this.hub = hub;
    this.code = code;
    this.secretHash = secretHash;
    this.seq = 0;
    this.stateText = 'null';      // the teacher's opaque state, as JSON text
    this.followLocked = false;
    this.roomLocked = false;
    this.quiz = null;             // { id, question, open, revealed, answers: Map(token -> value), counts }
    this.quizCounter = 0;
    this.showNames = false;       // counts with the names behind each option (teacher's choice; off by default)
    this.teacher = null;          // the teacher's connection, when connected
    this.teacherIps = new Set();  // addresses the teacher connected from
    this.teacherLeftAt = null;
    this.slots = new Map();       // token -> { name, key, conn, following, leftAt }
    this.names = new Map();       // name key -> token
    this.ended = false;
  }

  // The state every student sees, in one message.
  publicView() {
    const q = this.quiz;
    return {
      code: this.code, seq: this.seq, state: JSON.parse(this.stateText),
      followLocked: this.followLocked, roomLocked: this.roomLocked, teacher: !!this.teacher,
      quiz: q && { id: q.id, question: q.question, open: q.open, revealed: q.revealed },
    };
  }
  snapshotFor(slot) {
    const view = this.publicView();
    if (slot) view.you = { name: slot.name, following: slot.following, answer: this.quiz?.answers.get(slot.token) ?? null };
    return view;
  }

  students() { return [...this.slots.values()]; }
  connectedStudents() { return this.students().filter((s) => s.conn); }

  // A change every device applies in order: seq + 1, to the students and the
  // teacher (who also gets {type:'ok', re, seq} for the change it asked for).
  change(type, fields) {
    this.seq += 1;
    const text = JSON.stringify({ type, seq: this.seq, ...fields });
    this.teacher?.send(text);
    for (const s of this.slots.values()) if (s.conn && !s.conn.remote) s.conn.send(text);
    this.hub.hooks.broadcast?.(this, text);
    this.hub.hooks.changed?.(this);
    return this.seq;
  }

  toTeacher(obj) { this.teacher?.send(JSON.stringify(obj)); }

  sendRoster() {
    if (!this.teacher) return;
    const list = this.students().map((s) => ({ name: s.name, connected: !!s.conn, following: s.following }));
    this.toTeacher({ type: 'roster', count: list.length, connected: list.filter((s) => s.connected).length, students: list });
  }

  countsMessage() {
    const q = this.quiz;
    if (!q) return null;
    const m = { type: 'counts', id: q.id, open: q.open, counts: { ...q.counts }, answered: q.answers.size,
                students: this.slots.size };
    if (this.showNames) {
      m.names = Object.create(null);
      for (const o of q.question.options) m.names[o] = [];
      for (const [token, v] of q.answers) { const slot = this.slots.get(token); if (slot) m.names[v].push(slot.name); }
      m.names = { ...m.names };
    }
    return m;
  }
  sendCounts() { const m = this.countsMessage(); if (m) this.toTeacher(m); }

  // Serialisable copy (the Redis snapshot key): everything needed to carry on.
  serialise() {
    const q = this.quiz;
    return {
      v: PROTOCOL_VERSION, code: this.code, secretHash: this.secretHash.toString('base64'), seq: this.seq,
      state: this.stateText, followLocked: this.followLocked, roomLocked: this.roomLocked,
      quizCounter: this.quizCounter, teacherLeftAt: this.teacherLeftAt, showNames: this.showNames,
      quiz: q && { id: q.id, question: q.question, open: q.open, revealed: q.revealed, answers: [...q.answers] },
      slots: this.students().map((s) => ({ token: s.token, name: s.name, following: s.following, leftAt: s.leftAt })),
    };
  }
  static restore(hub, data, now) {
    const r = new Room(hub, data.code, Buffer.from(data.secretHash, 'base64'));
    r.seq = data.seq; r.stateText = data.state; r.followLocked = data.followLocked; r.roomLocked = data.roomLocked;
    r.quizCounter = data.quizCounter; r.teacherLeftAt = data.teacherLeftAt ?? now; r.showNames = !!data.showNames;
    if (data.quiz) {
      const q = data.quiz;
      r.quiz = { id: q.id, question: q.question, open: q.open, revealed: q.revealed, answers: new Map(q.answers), counts: Object.create(null) };
      for (const o of q.question.options) r.quiz.counts[o] = 0;
      for (const v of r.quiz.answers.values()) r.quiz.counts[v] += 1;
    }
    for (const s of data.slots) {
      const key = nameKey(s.name);
      r.slots.set(s.token, { token: s.token, name: s.name, key, conn: null, following: s.following, leftAt: s.leftAt ?? now });
      r.names.set(key, s.token);
    }
    return r;
  }

  uniqueName(wanted) {
    let base = wanted || madeUpName();
    for (let i = 0; i < 50 && !wanted && this.names.has(nameKey(base)); i++) base = madeUpName();
    if (!this.names.has(nameKey(base))) return base;
    for (let n = 2; ; n++) {
      const tail = ` ${n}`;
      const name = Array.from(base).slice(0, MAX_NAME - tail.length).join('').trimEnd() + tail;
      if (!this.names.has(nameKey(name))) return name;
    }
  }

  dropSlot(slot) {
    this.slots.delete(slot.token);
    if (this.names.get(slot.key) === slot.token) this.names.delete(slot.key);
  }
}

// ------------------------------------------------------------------ Hub
export class Hub {
  constructor(options = {}) {
    this.opt = { ...DEFAULTS, ...options };
    this.now = options.now ?? (() => Date.now());
    this.hooks = options.hooks ?? {};
    this.rooms = new Map();
    this.ipBuckets = new Map();     // ip -> TokenBucket (unproven join attempts)
    this.pairBuckets = new Map();   // ip + ' ' + code -> { bucket, until }
    this.createBuckets = new Map(); // ip -> TokenBucket
    this.stats = { joins: 0, refused: 0, wrongCodes: 0, closed: {} };
  }

  // ---------------------------------------------------------- connections
  open(conn) {
    conn.role = null; conn.room = null; conn.slot = null;
    conn.bucket = new TokenBucket(this.opt.msgBurst, this.opt.msgRate / 1000, this.now());
  }

  closeConn(conn, code, reason) {
    this.stats.closed[code] = (this.stats.closed[code] ?? 0) + 1;
    conn.close(code, reason);
  }

  // The socket is gone (closed by either side).
  closed(conn) {
    const room = conn.room;
    if (!room || room.ended) return;
    if (conn.role === 'teacher' && room.teacher === conn) {
      room.teacher = null;
      room.teacherLeftAt = this.now();
      room.change('teacher', { connected: false });
    } else if (conn.role === 'student' && conn.slot && conn.slot.conn === conn) {
      conn.slot.conn = null;
      conn.slot.leftAt = this.now();
      room.sendRoster();
      this.hooks.changed?.(room);
    }
    conn.room = null;
  }

  // One text frame from a connection.
  message(conn, text) {
    if (!conn.bucket.take(this.now())) { this.closeConn(conn, CLOSE.POLICY, 'rate limit'); return; }
    let msg;
    try { msg = JSON.parse(text); } catch { this.closeConn(conn, CLOSE.INVALID, 'not JSON'); return; }
    if (!isObj(msg) || typeof msg.type !== 'string') { this.closeConn(conn, CLOSE.INVALID, 'no type'); return; }
    const role = conn.role ?? 'hello';
    if (!ALLOWED[role].includes(msg.type)) {
      this.reply(conn, { type: 'error', re: msg.type, code: ALL_TYPES.has(msg.type) ? 'forbidden' : 'unknown',
                         message: ALL_TYPES.has(msg.type) ? `not allowed for ${role === 'hello' ? 'a socket that has not joined' : `a ${role}`}` : 'unknown message type' });
      return;
    }
    if (conn.room?.ended) return;
    try {
      this[`on_${msg.type}`](conn, msg);
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      this.closeConn(conn, CLOSE.INVALID, `bad ${e.message}`.slice(0, 120));
    }
  }

  reply(conn, obj) { conn.send(JSON.stringify(obj)); }
  refuse(conn, re, code, message, extra = {}) {
    this.stats.refused += 1;
    this.reply(conn, { type: 'error', re, code, message, ...extra });
  }

  // ---------------------------------------------------------- join limits
  ipBucket(map, ip, burst, per) {
    let b = map.get(ip);
    if (!b) map.set(ip, (b = new TokenBucket(burst, per / this.opt.joinWindowMs, this.now())));
    return b;
  }
  // May this address try `code` now? { ok, retryAfter }.
  // An address that has already got into the room with this code (or is the
  // teacher's own address) draws on its own bucket for that room, which no
  // flood of guesses from the same address can empty. Every other attempt
  // draws on the address's bucket *before* the code is looked at, so a refused
  // guess learns nothing: an address far from the teacher can test at most
  // ipBurst + ipPerWindow codes a window.
  gate(ip, code) {
    const now = this.now();
    let pair = this.pairBuckets.get(`${ip} ${code}`);
    if ((!pair || pair.until <= now) && this.rooms.get(code)?.teacherIps.has(ip)) {
      // The teacher's own address (a class behind the school's NAT): proven.
      pair = { bucket: new TokenBucket(this.opt.pairBurst, this.opt.pairPerWindow / this.opt.joinWindowMs, now), until: now + this.opt.trustMs };
      this.pairBuckets.set(`${ip} ${code}`, pair);
    }
    if (pair && pair.until > now) {
      return pair.bucket.has(now) ? { ok: true, pair } : { ok: false, retryAfter: pair.bucket.waitMs(now) };
    }
    const b = this.ipBucket(this.ipBuckets, ip, this.opt.ipBurst, this.opt.ipPerWindow);
    return b.has(now) ? { ok: true, ip: b } : { ok: false, retryAfter: b.waitMs(now) };
  }
  // Charge an attempt: a success makes (ip, code) proven.
  charge(g, ip, code, success) {
    const now = this.now();
    if (g.pair) g.pair.bucket.take(now);
    else g.ip.take(now);
    if (success) {
      const key = `${ip} ${code}`;
      let p = this.pairBuckets.get(key);
      if (!p || p.until <= now) {
        p = { bucket: new TokenBucket(this.opt.pairBurst, this.opt.pairPerWindow / this.opt.joinWindowMs, now), until: 0 };
        this.pairBuckets.set(key, p);
        if (!g.pair) p.bucket.take(now);
      }
      p.until = now + this.opt.trustMs;
    }
  }
  slowDown(conn, re, retryAfter) {
    this.refuse(conn, re, 'slow-down', 'too many attempts from this address; try again shortly', { retryAfter });
  }

  // ---------------------------------------------------------- hello
  on_ping(conn) { this.reply(conn, { type: 'pong', t: this.now() }); }

  on_create(conn) {
    const now = this.now();
    const b = this.ipBucket(this.createBuckets, conn.ip, this.opt.createBurst, this.opt.createPerWindow);
    if (!b.take(now)) return this.slowDown(conn, 'create', b.waitMs(now));
    if (this.rooms.size >= this.opt.maxRooms) return this.refuse(conn, 'create', 'busy', 'this server has too many rooms');
    const secret = newSecret();
    const room = new Room(this, this.newCode(), digest(secret));
    this.rooms.set(room.code, room);
    this.attachTeacher(conn, room);
    this.hooks.created?.(room);
    this.reply(conn, { type: 'created', v: PROTOCOL_VERSION, code: room.code, secret, seq: room.seq,
                       room: room.publicView(), limits: { maxStudents: this.opt.maxStudents } });
  }

  newCode() {
    for (;;) {
      let code = '';
      for (let i = 0; i < this.opt.codeLength; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
      if (!this.rooms.has(code) && !this.hooks.codeTaken?.(code)) return code;
    }
  }

  attachTeacher(conn, room) {
    const old = room.teacher;
    conn.role = 'teacher'; conn.room = room;
    room.teacher = conn;
    room.teacherIps.add(conn.ip);
    room.teacherLeftAt = null;
    if (old && old !== conn) { old.room = null; this.closeConn(old, CLOSE.REPLACED, 'teacher connected elsewhere'); }
  }

  on_join(conn, msg) {
    need(typeof msg.code === 'string', 'code');
    need(msg.name === undefined || msg.name === null || typeof msg.name === 'string', 'name');
    const code = normaliseCode(msg.code);
    const g = this.gate(conn.ip, code);
    if (!g.ok) return this.slowDown(conn, 'join', g.retryAfter);
    const room = this.rooms.get(code);
    if (!room) {
      this.charge(g, conn.ip, code, false);
      this.stats.wrongCodes += 1;
      return this.refuse(conn, 'join', 'bad-code', 'no room with this code');
    }
    if (room.roomLocked) { this.charge(g, conn.ip, code, false); return this.refuse(conn, 'join', 'locked', 'the teacher has locked this room'); }
    if (room.slots.size >= this.opt.maxStudents) { this.charge(g, conn.ip, code, false); return this.refuse(conn, 'join', 'full', 'this room is full'); }
    this.charge(g, conn.ip, code, true);
    const name = room.uniqueName(cleanName(msg.name ?? ''));
    const token = newSecret();
    const slot = { token, name, key: nameKey(name), conn: null, following: true, leftAt: null };
    room.slots.set(token, slot);
    room.names.set(slot.key, token);
    this.stats.joins += 1;
    this.attachStudent(conn, room, slot);
  }

  attachStudent(conn, room, slot) {
    const old = slot.conn;
    conn.role = 'student'; conn.room = room; conn.slot = slot;
    slot.conn = conn; slot.leftAt = null;
    if (old && old !== conn) { old.room = null; old.slot = null; this.closeConn(old, CLOSE.REPLACED, 'connected elsewhere'); }
    this.hooks.joined?.(room, conn);
    this.reply(conn, { type: 'welcome', v: PROTOCOL_VERSION, role: 'student', code: room.code, name: slot.name,
                       token: slot.token, seq: room.seq, room: room.snapshotFor(slot) });
    room.sendRoster();
    room.sendCounts();
    this.hooks.changed?.(room);
  }

  // {code, token} for a student, {code, secret} for the teacher.
  on_resume(conn, msg) {
    need(typeof msg.code === 'string', 'code');
    need((typeof msg.token === 'string') !== (typeof msg.secret === 'string'), 'token or secret');
    const code = normaliseCode(msg.code);
    const g = this.gate(conn.ip, code);
    if (!g.ok) return this.slowDown(conn, 'resume', g.retryAfter);
    const room = this.rooms.get(code);
    if (typeof msg.secret === 'string') {
      if (!room || !sameSecret(msg.secret, room.secretHash)) {
        this.charge(g, conn.ip, code, false);
        return this.refuse(conn, 'resume', room ? 'bad-secret' : 'bad-code', room ? 'wrong teacher secret' : 'no room with this code (it may have ended)');
      }
      this.charge(g, conn.ip, code, true);
      this.attachTeacher(conn, room);
      this.reply(conn, { type: 'welcome', v: PROTOCOL_VERSION, role: 'teacher', code: room.code, seq: room.seq,
                         room: room.publicView(), limits: { maxStudents: this.opt.maxStudents } });
      room.sendRoster();
      room.sendCounts();
      room.change('teacher', { connected: true });
      return;
    }
    const slot = room?.slots.get(msg.token);
    if (!slot) {
      this.charge(g, conn.ip, code, false);
      return this.refuse(conn, 'resume', room ? 'bad-token' : 'bad-code', room ? 'this seat has expired or was removed: join again' : 'no room with this code (it may have ended)');
    }
    this.charge(g, conn.ip, code, true);
    this.attachStudent(conn, room, slot);
  }

  // ---------------------------------------------------------- teacher
  ok(conn, re, seq, extra = {}) { this.reply(conn, { type: 'ok', re, seq, ...extra }); }

  on_state(conn, msg) {
    need(isObj(msg.payload), 'payload (an object)');
    const text = JSON.stringify(msg.payload);
    need(Buffer.byteLength(text) <= this.opt.maxStateBytes, 'payload (too large)');
    const room = conn.room;
    room.stateText = text;
    this.ok(conn, 'state', room.change('state', { payload: msg.payload }));
  }

  on_lock(conn, msg) {
    need(typeof msg.on === 'boolean', 'on');
    const room = conn.room;
    room.followLocked = msg.on;
    if (msg.on) for (const s of room.slots.values()) s.following = true;
    this.ok(conn, 'lock', room.change('lock', { on: msg.on }));
    room.sendRoster();
  }

  on_lockRoom(conn, msg) {
    need(typeof msg.on === 'boolean', 'on');
    const room = conn.room;
    room.roomLocked = msg.on;
    this.ok(conn, 'lockRoom', room.change('roomLock', { on: msg.on }));
  }

  on_ask(conn, msg) {
    const q = msg.question;
    need(isObj(q), 'question');
    need(q.kind === 'outcome' || q.kind === 'move', 'question.kind');
    need(Array.isArray(q.options) && q.options.length >= 1 && q.options.length <= 16, 'question.options');
    for (const o of q.options) need(typeof o === 'string' && o.length > 0 && codePoints(o) <= 40, 'question.options');
    need(new Set(q.options).size === q.options.length, 'question.options (repeated)');
    need(q.prompt === undefined || (typeof q.prompt === 'string' && codePoints(q.prompt) <= 300), 'question.prompt');
    const room = conn.room;
    const id = ++room.quizCounter;
    const counts = Object.create(null);
    for (const o of q.options) counts[o] = 0;
    room.quiz = { id, question: q, open: true, revealed: null, answers: new Map(), counts };
    this.ok(conn, 'ask', room.change('ask', { quiz: { id, question: q, open: true, revealed: null } }), { id });
    room.sendCounts();
  }

  on_close(conn) {
    const room = conn.room;
    if (!room.quiz?.open) return this.refuse(conn, 'close', 'no-quiz', 'no open question');
    room.quiz.open = false;
    this.ok(conn, 'close', room.change('close', { id: room.quiz.id }));
    room.sendCounts();
  }

  on_reveal(conn, msg) {
    const room = conn.room;
    const q = room.quiz;
    if (!q) return this.refuse(conn, 'reveal', 'no-quiz', 'no question to reveal');
    const correct = Array.isArray(msg.correct) ? msg.correct : [msg.correct];
    need(correct.length >= 1 && correct.every((c) => q.question.options.includes(c)), 'correct (one or more of the options)');
    need(msg.reason === undefined || (typeof msg.reason === 'string' && codePoints(msg.reason) <= 1000), 'reason');
    q.open = false;
    q.revealed = { correct, reason: msg.reason ?? '' };
    this.ok(conn, 'reveal', room.change('reveal', { id: q.id, correct, reason: q.revealed.reason }));
    room.sendCounts();
  }

  on_remove(conn, msg) {
    need(typeof msg.name === 'string', 'name');
    const room = conn.room;
    const token = room.names.get(nameKey(msg.name));
    const slot = token && room.slots.get(token);
    if (!slot) return this.refuse(conn, 'remove', 'no-student', 'no student with this name');
    room.dropSlot(slot);
    const q = room.quiz;
    if (q && q.answers.has(token)) { q.counts[q.answers.get(token)] -= 1; q.answers.delete(token); }
    if (slot.conn) { const c = slot.conn; slot.conn = null; c.room = null; c.slot = null; this.closeConn(c, CLOSE.REMOVED, 'removed by the teacher'); }
    this.ok(conn, 'remove', room.seq, { name: slot.name });
    room.sendRoster();
    room.sendCounts();
    this.hooks.changed?.(room);
  }

  // The teacher's screen may show who answered what (off by default: a
  // projected dashboard would show every student's answer).
  on_names(conn, msg) {
    need(typeof msg.on === 'boolean', 'on');
    conn.room.showNames = msg.on;
    this.ok(conn, 'names', conn.room.seq, { on: msg.on });
    conn.room.sendCounts();
  }

  on_end(conn) {
    this.endRoom(conn.room, CLOSE.ENDED, 'the teacher ended the room');
  }

  endRoom(room, code, reason) {
    if (room.ended) return;
    room.change('end', { reason: code === CLOSE.ENDED ? 'ended' : 'expired' });
    room.ended = true;
    this.rooms.delete(room.code);
    const conns = [room.teacher, ...room.students().map((s) => s.conn)].filter(Boolean);
    room.teacher = null;
    room.slots.clear(); room.names.clear(); room.quiz = null; room.stateText = 'null';
    for (const c of conns) { c.room = null; c.slot = null; this.closeConn(c, code, reason); }
    this.hooks.ended?.(room, code);
  }

  on_sync(conn) {
    const room = conn.room;
    this.reply(conn, { type: 'snapshot', seq: room.seq, room: room.snapshotFor(conn.slot) });
    if (conn.role === 'teacher') { room.sendRoster(); room.sendCounts(); }
  }

  // ---------------------------------------------------------- student
  on_answer(conn, msg) {
    need(typeof msg.value === 'string' && msg.value.length <= 160, 'value');
    need(msg.id === undefined || Number.isInteger(msg.id), 'id');
    const room = conn.room, slot = conn.slot, q = room.quiz;
    if (!q || !q.open || (msg.id !== undefined && msg.id !== q.id)) return this.refuse(conn, 'answer', 'closed', 'this question is closed');
    if (!q.question.options.includes(msg.value)) return this.refuse(conn, 'answer', 'bad-value', 'not one of the options');
    const prev = q.answers.get(slot.token);
    if (prev !== msg.value) {
      if (prev !== undefined) q.counts[prev] -= 1;
      q.counts[msg.value] += 1;
      q.answers.set(slot.token, msg.value);
      room.sendCounts();
      this.hooks.changed?.(room);
    }
    this.reply(conn, { type: 'answered', id: q.id, value: msg.value });
  }

  on_follow(conn, msg) {
    need(typeof msg.on === 'boolean', 'on');
    const room = conn.room;
    if (!msg.on && room.followLocked) return this.refuse(conn, 'follow', 'locked', 'the teacher has locked following');
    const changed = conn.slot.following !== msg.on;
    conn.slot.following = msg.on;
    this.reply(conn, { type: 'following', on: msg.on });
    if (changed) room.sendRoster();
  }

  on_leave(conn) {
    const room = conn.room, slot = conn.slot;
    room.dropSlot(slot);
    slot.conn = null; conn.room = null; conn.slot = null;
    room.sendRoster();
    this.hooks.changed?.(room);
    this.closeConn(conn, CLOSE.NORMAL, 'left');
  }

  // ---------------------------------------------------------- time
  // Ends rooms whose teacher has been away too long, frees dropped students'
  // slots, forgets idle rate-limit entries. Call every few seconds.
  tick() {
    const now = this.now();
    for (const room of [...this.rooms.values()]) {
      if (!room.teacher && room.teacherLeftAt !== null && now - room.teacherLeftAt >= this.opt.teacherGraceMs) {
        this.endRoom(room, CLOSE.EXPIRED, 'the teacher has been away too long');
        continue;
      }
      let dropped = false;
      for (const s of room.students()) {
        if (!s.conn && s.leftAt !== null && now - s.leftAt >= this.opt.studentGraceMs) { room.dropSlot(s); dropped = true; }
      }
      if (dropped) { room.sendRoster(); room.sendCounts(); this.hooks.changed?.(room); }
    }
    for (const map of [this.ipBuckets, this.createBuckets]) for (const [k, b] of map) if (b.full(now)) map.delete(k);
    for (const [k, p] of this.pairBuckets) if (p.until <= now && p.bucket.full(now)) this.pairBuckets.delete(k);
  }

  // Adopt a room from its serialised copy (Redis, when its process has gone).
  adopt(data) {
    const room = Room.restore(this, data, this.now());
    this.rooms.set(room.code, room);
    return room;
  }

  // Server shutdown: every socket is told 1001.
  shutdown() {
    for (const room of this.rooms.values()) {
      for (const c of [room.teacher, ...room.students().map((s) => s.conn)].filter(Boolean)) c.close(CLOSE.GOING_AWAY, 'server shutting down');
    }
  }
}
