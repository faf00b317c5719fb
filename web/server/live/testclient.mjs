// A reference client of the live protocol in Node (docs/live.md): keeps the
// room's view from the welcome/snapshot and the sequenced changes, asks for a
// snapshot on a gap. Used by the tests and the benchmark; the page's client
// follows the same rules.
import WebSocket from 'ws';

// The changes every device applies in seq order, and how.
export const CHANGES = {
  state: (v, m) => { v.state = m.payload; },
  lock: (v, m) => { v.followLocked = m.on; },
  roomLock: (v, m) => { v.roomLocked = m.on; },
  ask: (v, m) => { v.quiz = m.quiz; if (v.you) v.you.answer = null; },
  close: (v, m) => { if (v.quiz?.id === m.id) v.quiz.open = false; },
  reveal: (v, m) => { if (v.quiz?.id === m.id) { v.quiz.open = false; v.quiz.revealed = { correct: m.correct, reason: m.reason }; } },
  teacher: (v, m) => { v.teacher = m.connected; },
  end: (v) => { v.ended = true; },
};

export class LiveClient {
  /**
   * @param {string} url  the live endpoint, ws://host:port/live
   * @param {{ origin?: string, headers?: Record<string, string>, localAddress?: string }} [options]
   */
  constructor(url, { origin, headers = {}, localAddress } = {}) {
    this.url = url;
    this.origin = origin;
    this.headers = headers;
    this.localAddress = localAddress;
    this.log = [];          // every message received
    this.waiters = [];
    this.seq = null;
    this.view = null;
    this.gaps = 0;          // changes that arrived with a seq past seq + 1
    this.seqs = [];         // seqs applied in order
    this.counts = null;
    this.roster = null;
    this.closeInfo = null;
  }

  connect() {
    return new Promise((ok, fail) => {
      const ws = new WebSocket(this.url, { origin: this.origin, headers: this.headers, localAddress: this.localAddress,
                                           perMessageDeflate: false });
      this.ws = ws;
      this.closed = new Promise((done) => {
        ws.on('close', (code, reason) => { this.closeInfo = { code, reason: reason.toString() }; done(this.closeInfo); this.poke(); });
      });
      ws.on('open', () => ok(this));
      ws.on('unexpected-response', (req, res) => { fail(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })); ws.terminate(); });
      ws.on('error', (e) => fail(e));
      ws.on('message', (data) => this.onText(data.toString()));
    });
  }

  onText(text) {
    const m = JSON.parse(text);
    this.log.push(m);
    if (m.type === 'welcome' || m.type === 'created' || m.type === 'snapshot') {
      this.view = m.room; this.seq = m.seq; this.seqs.push(['snapshot', m.seq]);
      if (m.token) this.token = m.token;
      if (m.secret) this.secret = m.secret;
      if (m.code) this.code = m.code;
      if (m.name) this.name = m.name;
    } else if (CHANGES[m.type] && typeof m.seq === 'number') {
      if (this.seq === null || m.seq <= this.seq) { /* old: already in the snapshot */ }
      else if (m.seq === this.seq + 1) { CHANGES[m.type](this.view, m); this.seq = m.seq; this.seqs.push(m.seq); }
      else { this.gaps += 1; this.send({ type: 'sync' }); }
    } else if (m.type === 'counts') this.counts = m;
    else if (m.type === 'roster') this.roster = m;
    this.poke();
  }

  poke() {
    for (const w of [...this.waiters]) {
      const hit = w.pred(this);
      if (hit || this.closeInfo) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        clearTimeout(w.timer);
        if (hit) w.ok(hit); else w.fail(new Error(`closed ${this.closeInfo.code} while waiting for ${w.what}`));
      }
    }
  }

  // Resolves with pred(client)'s first truthy value; rejects after timeoutMs.
  until(pred, what = 'a condition', timeoutMs = 10_000) {
    const hit = pred(this);
    if (hit) return Promise.resolve(hit);
    if (this.closeInfo) return Promise.reject(new Error(`closed ${this.closeInfo.code} while waiting for ${what}`));
    return new Promise((ok, fail) => {
      const w = { pred, ok, fail, what };
      w.timer = setTimeout(() => { this.waiters.splice(this.waiters.indexOf(w), 1); fail(new Error(`timed out waiting for ${what}`)); }, timeoutMs);
      this.waiters.push(w);
    });
  }
  // The next message of `type` after the `from`th one received.
  next(type, from = this.log.length, timeoutMs = 10_000) {
    return this.until((c) => c.log.slice(from).find((m) => m.type === type), `a '${type}' message`, timeoutMs);
  }
  // Sends obj and waits for the reply of `type` (or an error about it).
  async request(obj, type, timeoutMs = 10_000) {
    const from = this.log.length;
    this.send(obj);
    return this.until((c) => c.log.slice(from).find((m) => m.type === type || (m.type === 'error' && m.re === obj.type)),
                      `a reply to '${obj.type}'`, timeoutMs);
  }

  send(obj) { if (this.ws.readyState === WebSocket.OPEN) this.ws.send(typeof obj === 'string' ? obj : JSON.stringify(obj)); }
  terminate() { this.ws.terminate(); return this.closed; }
  close() { if (this.ws.readyState <= 1) this.ws.close(); return this.closed; }
}

// Reconnect delay for attempt n (0, 1, ...): full jitter over an exponential
// backoff from 500 ms, capped at 10 s (docs/live.md#reconnecting).
export function backoffMs(n, random = Math.random) {
  return Math.round(random() * Math.min(10_000, 500 * 2 ** n));
}
