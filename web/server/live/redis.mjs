// Rooms shared between server processes through Redis (docs/live.md#redis).
//
// A room lives in one process, its home: the one where the teacher created it.
// Its Hub there is the only writer. Redis holds
//   gtl:live:room:<code>  hash { home, seq, snap }  the room's snapshot (rooms.mjs
//                         Room.serialise), rewritten after each change; expires
//                         with the room;
//   gtl:live:alive:<proc> a key each process refreshes every 5 s (15 s TTL).
// and carries over pub/sub
//   gtl:live:room:<code>  every sequenced change of the room, published once by
//                         its home; each other process delivers it to its own
//                         students of that room;
//   gtl:live:to:<proc>    one process's mail: sockets opened elsewhere for a room
//                         that lives here (open / msg / gone), and the answers to
//                         them (send / close / joined).
// A socket on process B that joins or resumes a room whose home is A is
// forwarded: B relays its frames to A, and A's Hub treats it as one of its own
// connections. If A has gone (no alive key), the next process asked for the room
// adopts it from the snapshot and becomes its home; its clients resume there.
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { CLOSE } from './rooms.mjs';

const P = 'gtl:live:';
const ALIVE_MS = 15_000, REFRESH_MS = 5_000;

// Joins the cluster: connects to Redis, hooks the Hub's changes, opens this
// process's mailbox and starts the liveness key. Resolves to the Cluster.
export async function joinCluster(hub, url, opt = {}) {
  const cluster = new Cluster(hub, url, opt);
  await cluster.pub.connect();
  await cluster.sub.connect();
  cluster.hookHub();
  await cluster.sub.subscribe(`${P}to:${cluster.proc}`, (raw) => cluster.mail(raw));
  await cluster.refresh();
  cluster.timer = setInterval(() => cluster.refresh().catch(() => {}), REFRESH_MS);
  cluster.timer.unref();
  return cluster;
}

export class Cluster {
  constructor(hub, url, opt) {
    this.hub = hub;
    this.proc = opt.procId ?? randomBytes(8).toString('hex');
    this.log = opt.log ?? (() => {});
    this.pub = createClient({ url });
    this.sub = this.pub.duplicate();
    this.pub.on('error', (e) => this.log('live redis: ' + e.message));
    this.sub.on('error', (e) => this.log('live redis: ' + e.message));
    this.remotes = new Map();     // at the home: cid -> remote connection
    this.forwarded = new Map();   // here: cid -> local socket forwarded to another home
    this.roomSubs = new Map();    // code -> number of forwarded sockets here
    this.pending = new Map();     // code -> snapshot write scheduled
    this.closing = false;
    this.timer = null;
    this.CLOSE = CLOSE;
  }

  roomTtl() { return this.hub.opt.teacherGraceMs + 60_000; }
  send(proc2, obj) { return this.pub.publish(`${P}to:${proc2}`, JSON.stringify(obj)).catch(() => {}); }
  writeSnapshot(room) {
    this.pub.multi()
      .hSet(`${P}room:${room.code}`, { home: this.proc, seq: String(room.seq), snap: JSON.stringify(room.serialise()) })
      .pExpire(`${P}room:${room.code}`, this.roomTtl())
      .exec().catch(() => {});
  }

  // ------------------------------------------------ this process as a home
  hookHub() {
    const { hub, pub, pending } = this;
    hub.hooks.created = (room) => this.writeSnapshot(room);
    hub.hooks.changed = (room) => {
      if (pending.has(room.code)) return;
      pending.set(room.code, setImmediate(() => {
        pending.delete(room.code);
        if (!room.ended && !this.closing) this.writeSnapshot(room);
      }));
    };
    hub.hooks.broadcast = (room, text) => { pub.publish(`${P}room:${room.code}`, text).catch(() => {}); };
    hub.hooks.ended = (room) => {
      clearImmediate(pending.get(room.code)); pending.delete(room.code);
      pub.del(`${P}room:${room.code}`).catch(() => {});
    };
    hub.hooks.joined = (room, conn) => {
      if (conn.remote) this.send(conn.from, { op: 'joined', cid: conn.id, code: room.code });
    };
  }

  remoteConn(cid, from, ip) {
    const cluster = this;
    return {
      id: cid, ip, from, remote: true, gone: false,
      send(text) { if (!this.gone) cluster.send(from, { op: 'send', cid, text }); },
      close(code, reason) {
        if (this.gone) return;
        this.gone = true; cluster.remotes.delete(cid);
        cluster.send(from, { op: 'close', cid, code, reason });
      },
    };
  }

  // ------------------------------------------------ this process's mail
  mail(raw) {
    let m;
    try { m = JSON.parse(raw); } catch { return; }
    const { hub, remotes, forwarded } = this;
    switch (m.op) {
      case 'open': {                       // a socket elsewhere, for a room here
        const rc = this.remoteConn(m.cid, m.from, m.ip);
        remotes.set(m.cid, rc);
        hub.open(rc);
        hub.message(rc, m.text);
        break;
      }
      case 'msg': { const rc = remotes.get(m.cid); if (rc && !rc.gone) hub.message(rc, m.text); break; }
      case 'gone': { const rc = remotes.get(m.cid); if (rc) { rc.gone = true; remotes.delete(m.cid); hub.closed(rc); } break; }
      case 'send': forwarded.get(m.cid)?.send(m.text); break;
      case 'joined': { const c = forwarded.get(m.cid); if (c) c.joinedRoom = m.code; break; }
      case 'close': {
        const c = forwarded.get(m.cid);
        if (c) { this.forwardDone(c); c.close(m.code, m.reason); }
        break;
      }
      default: break;
    }
  }

  // ------------------------------------------------ sockets here, rooms elsewhere
  async subscribeRoom(code) {
    const n = this.roomSubs.get(code) ?? 0;
    this.roomSubs.set(code, n + 1);
    if (n === 0) {
      await this.sub.subscribe(`${P}room:${code}`, (text) => {
        for (const c of this.forwarded.values()) if (c.joinedRoom === code) c.send(text);
      });
    }
  }
  unsubscribeRoom(code) {
    const n = (this.roomSubs.get(code) ?? 1) - 1;
    if (n > 0) { this.roomSubs.set(code, n); return; }
    this.roomSubs.delete(code);
    this.sub.unsubscribe(`${P}room:${code}`).catch(() => {});
  }
  forwardDone(conn) {
    if (!this.forwarded.delete(conn.id)) return;
    this.unsubscribeRoom(conn.forwardCode);
  }

  // The process a room lives in, when not this one; null when it is here, or
  // nowhere (then the local Hub answers "bad-code"). A room whose home has gone
  // is adopted here.
  async homeOf(code) {
    const { pub, proc, hub } = this;
    const [home, snap] = await pub.hmGet(`${P}room:${code}`, ['home', 'snap']);
    if (!home || home === proc) return null;
    if (await pub.exists(`${P}alive:${home}`)) return home;
    if (hub.rooms.has(code)) return null;
    const lock = await pub.set(`${P}adopt:${code}`, proc, { condition: 'NX', expiration: { type: 'PX', value: 10_000 } });
    if (lock !== 'OK') {           // another process is adopting it: ask again shortly
      await new Promise((r) => setTimeout(r, 200));
      const again = await pub.hGet(`${P}room:${code}`, 'home');
      return again && again !== proc ? again : null;
    }
    try {
      const room = hub.adopt(JSON.parse(/** @type {string} */ (snap)));
      hub.hooks.changed(room);
      await pub.hSet(`${P}room:${code}`, { home: proc });
      this.log(`live: adopted a room from a process that has gone`);
    } catch (e) { this.log('live: cannot adopt: ' + e.message); }
    return null;
  }

  async forward(conn, home, code, text) {
    conn.forward = (t) => this.send(home, { op: 'msg', cid: conn.id, text: t });
    conn.forwardHome = home; conn.forwardCode = code;
    this.forwarded.set(conn.id, conn);
    await this.subscribeRoom(code);
    await this.send(home, { op: 'open', cid: conn.id, from: this.proc, ip: conn.ip, text });
  }

  gone(conn) {
    if (!this.forwarded.has(conn.id)) return;
    this.send(conn.forwardHome, { op: 'gone', cid: conn.id });
    this.forwardDone(conn);
  }

  // ------------------------------------------------ liveness
  async refresh() {
    const { pub, proc, hub, forwarded } = this;
    await pub.set(`${P}alive:${proc}`, '1', { expiration: { type: 'PX', value: ALIVE_MS } });
    for (const code of hub.rooms.keys()) await pub.pExpire(`${P}room:${code}`, this.roomTtl());
    // Sockets forwarded to a process that has gone: close them (1012) so that
    // their clients resume, and the room is adopted.
    const homes = new Set([...forwarded.values()].map((c) => c.forwardHome));
    for (const h of homes) {
      if (await pub.exists(`${P}alive:${h}`)) continue;
      for (const c of [...forwarded.values()]) if (c.forwardHome === h) { this.forwardDone(c); c.close(1012, 'room moving to another process'); }
    }
  }

  async close() {
    this.closing = true;
    clearInterval(this.timer);
    for (const t of this.pending.values()) clearImmediate(t);
    for (const c of [...this.forwarded.values()]) { this.send(c.forwardHome, { op: 'gone', cid: c.id }); this.forwardDone(c); }
    try { await this.pub.del(`${P}alive:${this.proc}`); } catch { /* gone */ }
    await Promise.allSettled([this.sub.close(), this.pub.close()]);
  }
}
