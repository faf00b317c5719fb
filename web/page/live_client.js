// The page's side of the live-class protocol (docs/live.md), with no
// dependencies: an ES module for the browser (it also runs in Node with the
// `ws` package passed as options.WebSocket). It keeps the room's view in
// sequence order, resumes after a drop with backoff and jitter, pings, and
// reports its connection state. The page draws from `live.status` / `live.view`
// and sends with the methods below.
//
//   import { LiveConnection } from './live_client.js';
//   const live = new LiveConnection({ onUpdate: (live, why) => redraw() });
//   await live.create();               // teacher: live.code, the secret kept in sessionStorage
//   await live.join('K7M2QX', 'Ann');  // student
//   live.resumeSaved();                // after a reload: resume from sessionStorage, if any
//
// status: 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed' (then
// `closeCode` / `closeReason` say why: ended, removed, expired, replaced...).
const STORAGE_KEY = 'gtl.live';
import { CLOSE, FORGET, TERMINAL } from './live_protocol.js';


export const CHANGES = {
  state: (v, m) => { v.state = m.payload; },
  lock: (v, m) => { v.followLocked = m.on; if (m.on && v.you) v.you.following = true; },
  roomLock: (v, m) => { v.roomLocked = m.on; },
  ask: (v, m) => { v.quiz = m.quiz; if (v.you) v.you.answer = null; },
  close: (v, m) => { if (v.quiz && v.quiz.id === m.id) v.quiz.open = false; },
  reveal: (v, m) => { if (v.quiz && v.quiz.id === m.id) { v.quiz.open = false; v.quiz.revealed = { correct: m.correct, reason: m.reason }; } },
  teacher: (v, m) => { v.teacher = m.connected; },
  end: (v) => { v.ended = true; },
};

// Delay before reconnect attempt n: full jitter over 500 ms x 2^n, at most 10 s.
export function backoffMs(n, random = Math.random) {
  return Math.round(random() * Math.min(10_000, 500 * 2 ** n));
}

export function liveUrl(loc = globalThis.location) {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/live`;
}

export class LiveConnection {
  constructor(options = {}) {
    this.url = options.url ?? liveUrl();
    this.WS = options.WebSocket ?? globalThis.WebSocket;
    this.wsOptions = options.wsOptions;          // Node's ws only (e.g. { origin })
    this.storage = options.storage === undefined ? globalThis.sessionStorage : options.storage;
    this.random = options.random ?? Math.random;
    this.pingMs = options.pingMs ?? 25_000;
    this.silenceMs = options.silenceMs ?? 60_000;
    this.backoff = options.backoff ?? backoffMs;
    this.onUpdate = options.onUpdate ?? (() => {});
    this.status = 'idle';
    this.role = null; this.code = null; this.name = null;
    this.seq = null; this.view = null; this.roster = null; this.counts = null;
    this.myAnswer = null; this.following = true;
    this.closeCode = null; this.closeReason = '';
    this.lastError = null;
    this.attempt = 0;
    this.creds = null;      // { code, token } or { code, secret }
    this.pending = null;    // { resolve, reject, expect } for create/join
  }

  // ------------------------------------------------------------ starting
  create() { return this.hello({ type: 'create' }, 'created'); }
  join(code, name) { return this.hello({ type: 'join', code, name }, 'welcome'); }
  resume(creds) { this.creds = creds; return this.hello(this.resumeMessage(), 'welcome'); }
  resumeSaved() {
    const saved = this.load();
    return saved ? this.resume(saved) : null;
  }

  hello(msg, expect) {
    this.stop();
    this.closeCode = null; this.closeReason = ''; this.lastError = null;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, expect, msg };
      this.open(msg);
    });
  }

  resumeMessage() {
    const c = this.creds;
    return c.secret ? { type: 'resume', code: c.code, secret: c.secret } : { type: 'resume', code: c.code, token: c.token };
  }

  open(first) {
    this.setStatus(this.status === 'reconnecting' ? 'reconnecting' : 'connecting');
    const ws = this.wsOptions ? new this.WS(this.url, this.wsOptions) : new this.WS(this.url);
    this.ws = ws;
    ws.onopen = () => { this.heard(); this.rawSend(first); };
    ws.onmessage = (e) => { if (ws === this.ws) this.onText(String(e.data)); };
    ws.onclose = (e) => { if (ws === this.ws) this.onClose(e.code, e.reason); };
    ws.onerror = () => {};
  }

  // ------------------------------------------------------------ receiving
  onText(text) {
    let m;
    try { m = JSON.parse(text); } catch { return; }
    this.heard();
    let why = m.type;
    if (m.type === 'created' || m.type === 'welcome' || m.type === 'snapshot') {
      if (m.type !== 'snapshot') {
        this.role = m.role ?? 'teacher'; this.code = m.code;
        if (m.type === 'created') this.creds = { code: m.code, secret: m.secret };
        if (m.token) { this.creds = { code: m.code, token: m.token }; this.name = m.name; }
        this.save();
        this.attempt = 0;
        this.setStatus('open');
        this.startPinging();
        if (this.pending && this.pending.expect === m.type) { this.pending.resolve(m); this.pending = null; }
      }
      this.view = m.room; this.seq = m.seq;
      if (this.view.you) { this.myAnswer = this.view.you.answer; this.following = this.view.you.following; }
    } else if (CHANGES[m.type] && typeof m.seq === 'number') {
      if (this.seq === null || m.seq <= this.seq) return;
      if (m.seq !== this.seq + 1) { this.rawSend({ type: 'sync' }); return; }
      CHANGES[m.type](this.view, m);
      this.seq = m.seq;
      if (m.type === 'ask') this.myAnswer = null;
      if (m.type === 'lock' && m.on) this.following = true;
    } else if (m.type === 'roster') this.roster = m;
    else if (m.type === 'counts') this.counts = m;
    else if (m.type === 'answered') this.myAnswer = m.value;
    else if (m.type === 'following') this.following = m.on;
    else if (m.type === 'ok') return;
    else if (m.type === 'error') {
      this.lastError = m;
      if (this.pending && (m.re === this.pending.msg.type)) {
        if (m.code === 'slow-down') {   // wait and try again
          const p = this.pending;
          setTimeout(() => { if (this.pending === p && this.ws?.readyState === 1) this.rawSend(p.msg); },
                     (m.retryAfter ?? 1000) + this.backoff(0, this.random));
        } else {
          this.pending.reject(Object.assign(new Error(m.message), { code: m.code }));
          this.pending = null;
          if (m.re === 'resume') { this.forget(); this.stop(); this.setStatus('closed'); }
        }
      } else if (m.re === 'resume' && this.status === 'reconnecting') {
        if (m.code === 'slow-down') setTimeout(() => this.ws?.readyState === 1 && this.rawSend(this.resumeMessage()), (m.retryAfter ?? 1000) + this.backoff(0, this.random));
        else { this.forget(); this.closeCode = CLOSE.EXPIRED; this.closeReason = m.code; this.stop(); this.setStatus('closed'); }
      }
      why = 'error';
    } else if (m.type === 'pong') return;
    this.onUpdate(this, why);
  }

  onClose(code, reason) {
    this.stopPinging();
    this.ws = null;
    this.closeCode = code; this.closeReason = String(reason ?? '');
    const terminal = TERMINAL.has(code) || !this.creds;
    if (terminal) {
      if (FORGET.has(code)) this.forget();
      if (this.pending) { this.pending.reject(Object.assign(new Error(`closed ${code}`), { code })); this.pending = null; }
      this.setStatus('closed');
      return;
    }
    // a drop: resume with backoff and jitter (1007/1008 too: once the client is fixed, or slowed, it may try again)
    this.setStatus('reconnecting');
    const delay = this.backoff(this.attempt++, this.random);
    this.retry = setTimeout(() => { if (this.status === 'reconnecting') this.open(this.resumeMessage()); }, delay);
  }

  // ------------------------------------------------------------ sending
  rawSend(obj) { if (this.ws && this.ws.readyState === 1) this.ws.send(JSON.stringify(obj)); }
  send(type, fields = {}) { this.rawSend({ type, ...fields }); }
  // teacher
  setState(payload) { this.send('state', { payload }); }
  lock(on) { this.send('lock', { on }); }
  lockRoom(on) { this.send('lockRoom', { on }); }
  ask(question) { this.send('ask', { question }); }
  closeQuestion() { this.send('close'); }
  reveal(correct, reason) { this.send('reveal', { correct, reason }); }
  remove(name) { this.send('remove', { name }); }
  showNames(on) { this.send('names', { on }); }
  end() { this.send('end'); this.forget(); }
  // student
  answer(value) { this.send('answer', { value, id: this.view?.quiz?.id }); }
  follow(on) { this.send('follow', { on }); }
  leave() { this.send('leave'); this.forget(); }

  // ------------------------------------------------------------ liveness
  heard() {
    this.lastHeard = Date.now();
  }
  startPinging() {
    this.stopPinging();
    this.pinger = setInterval(() => {
      if (Date.now() - this.lastHeard > this.silenceMs) { this.ws?.close(4100, 'silent'); this.onClose(1006, 'silent'); return; }
      this.rawSend({ type: 'ping' });
    }, this.pingMs);
  }
  stopPinging() { clearInterval(this.pinger); this.pinger = null; }

  // Stops everything without a message to the server (the page is leaving).
  stop() {
    clearTimeout(this.retry);
    this.stopPinging();
    const ws = this.ws;
    this.ws = null;
    if (ws) { ws.onclose = null; ws.onmessage = null; try { ws.close(CLOSE.NORMAL); } catch { /* closing */ } }
  }

  setStatus(s) { if (this.status !== s) { this.status = s; this.onUpdate(this, 'status'); } }

  // ------------------------------------------------------------ storage
  save() { try { this.storage?.setItem(STORAGE_KEY, JSON.stringify(this.creds)); } catch { /* private mode */ } }
  load() { try { const s = this.storage?.getItem(STORAGE_KEY); return s ? JSON.parse(s) : null; } catch { return null; } }
  forget() { try { this.storage?.removeItem(STORAGE_KEY); } catch { /* private mode */ } }
}
