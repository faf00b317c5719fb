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

export async function joinCluster(hub, url, opt = {}) {
  const proc = opt.procId ?? randomBytes(8).toString('hex');
  const log = opt.log ?? (() => {});
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', (e) => log('live redis: ' + e.message));
  sub.on('error', (e) => log('live redis: ' + e.message));
  await pub.connect();
  await sub.connect();

  const roomTtl = () => hub.opt.teacherGraceMs + 60_000;
  const remotes = new Map();     // at the home: cid -> remote connection
  const forwarded = new Map();   // here: cid -> local socket forwarded to another home
  const roomSubs = new Map();    // code -> number of forwarded sockets here
  const pending = new Map();     // code -> snapshot write scheduled
  let closing = false;

  const send = (proc2, obj) => pub.publish(`${P}to:${proc2}`, JSON.stringify(obj)).catch(() => {});

  // ------------------------------------------------ this process as a home
  hub.hooks.created = (room) => {
    pub.multi()
      .hSet(`${P}room:${room.code}`, { home: proc, seq: String(room.seq), snap: JSON.stringify(room.serialise()) })
      .pExpire(`${P}room:${room.code}`, roomTtl())
      .exec().catch(() => {});
  };
  hub.hooks.changed = (room) => {
    if (pending.has(room.code)) return;
    pending.set(room.code, setImmediate(() => {
      pending.delete(room.code);
      if (room.ended || closing) return;
      pub.multi()
        .hSet(`${P}room:${room.code}`, { home: proc, seq: String(room.seq), snap: JSON.stringify(room.serialise()) })
        .pExpire(`${P}room:${room.code}`, roomTtl())
        .exec().catch(() => {});
    }));
  };
  hub.hooks.broadcast = (room, text) => { pub.publish(`${P}room:${room.code}`, text).catch(() => {}); };
  hub.hooks.ended = (room) => {
    clearImmediate(pending.get(room.code)); pending.delete(room.code);
    pub.del(`${P}room:${room.code}`).catch(() => {});
  };
  hub.hooks.joined = (room, conn) => {
    if (conn.remote) send(conn.from, { op: 'joined', cid: conn.id, code: room.code });
  };

  function remoteConn(cid, from, ip) {
    return {
      id: cid, ip, from, remote: true, gone: false,
      send(text) { if (!this.gone) send(from, { op: 'send', cid, text }); },
      close(code, reason) {
        if (this.gone) return;
        this.gone = true; remotes.delete(cid);
        send(from, { op: 'close', cid, code, reason });
      },
    };
  }

  // ------------------------------------------------ this process's mail
  await sub.subscribe(`${P}to:${proc}`, (raw) => {
    let m;
    try { m = JSON.parse(raw); } catch { return; }
    switch (m.op) {
      case 'open': {                       // a socket elsewhere, for a room here
        const rc = remoteConn(m.cid, m.from, m.ip);
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
        if (c) { forward_done(c); c.close(m.code, m.reason); }
        break;
      }
      default: break;
    }
  });

  // ------------------------------------------------ sockets here, rooms elsewhere
  async function subscribeRoom(code) {
    const n = roomSubs.get(code) ?? 0;
    roomSubs.set(code, n + 1);
    if (n === 0) {
      await sub.subscribe(`${P}room:${code}`, (text) => {
        for (const c of forwarded.values()) if (c.joinedRoom === code) c.send(text);
      });
    }
  }
  function unsubscribeRoom(code) {
    const n = (roomSubs.get(code) ?? 1) - 1;
    if (n > 0) { roomSubs.set(code, n); return; }
    roomSubs.delete(code);
    sub.unsubscribe(`${P}room:${code}`).catch(() => {});
  }
  function forward_done(conn) {
    if (!forwarded.delete(conn.id)) return;
    unsubscribeRoom(conn.forwardCode);
  }

  // The process a room lives in, when not this one; null when it is here, or
  // nowhere (then the local Hub answers "bad-code"). A room whose home has gone
  // is adopted here.
  async function homeOf(code) {
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
      log(`live: adopted a room from a process that has gone`);
    } catch (e) { log('live: cannot adopt: ' + e.message); }
    return null;
  }

  async function forward(conn, home, code, text) {
    conn.forward = (t) => send(home, { op: 'msg', cid: conn.id, text: t });
    conn.forwardHome = home; conn.forwardCode = code;
    forwarded.set(conn.id, conn);
    await subscribeRoom(code);
    await send(home, { op: 'open', cid: conn.id, from: proc, ip: conn.ip, text });
  }

  function gone(conn) {
    if (!forwarded.has(conn.id)) return;
    send(conn.forwardHome, { op: 'gone', cid: conn.id });
    forward_done(conn);
  }

  // ------------------------------------------------ liveness
  async function refresh() {
    await pub.set(`${P}alive:${proc}`, '1', { expiration: { type: 'PX', value: ALIVE_MS } });
    for (const code of hub.rooms.keys()) await pub.pExpire(`${P}room:${code}`, roomTtl());
    // Sockets forwarded to a process that has gone: close them (1012) so that
    // their clients resume, and the room is adopted.
    const homes = new Set([...forwarded.values()].map((c) => c.forwardHome));
    for (const h of homes) {
      if (await pub.exists(`${P}alive:${h}`)) continue;
      for (const c of [...forwarded.values()]) if (c.forwardHome === h) { forward_done(c); c.close(1012, 'room moving to another process'); }
    }
  }
  await refresh();
  const timer = setInterval(() => refresh().catch(() => {}), REFRESH_MS);
  timer.unref();

  async function close() {
    closing = true;
    clearInterval(timer);
    for (const t of pending.values()) clearImmediate(t);
    for (const c of [...forwarded.values()]) { send(c.forwardHome, { op: 'gone', cid: c.id }); forward_done(c); }
    try { await pub.del(`${P}alive:${proc}`); } catch { /* gone */ }
    await Promise.allSettled([sub.close(), pub.close()]);
  }

  return { proc, homeOf, forward, gone, close, remotes, forwarded, CLOSE };
}
