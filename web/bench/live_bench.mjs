// Benchmark of the live-class server (not a test; figures in docs/live.md#benchmark).
// The server runs in a child process (its CPU and memory alone); this process
// is the teacher and the students. Reports:
//   - latency from the teacher's change to each student, and to the last
//     student of the room (p50 / p95 over the changes);
//   - the server's CPU time during the changes;
//   - the server's memory per student (heap and RSS after GC, before/after joins);
//   - the server's memory growth over an idle period of heartbeats (ws pings
//     from the server, app pings from the students).
//
//   node web/bench/live_bench.mjs [--students 200] [--changes 100] [--rate 5]
//        [--idle 30] [--heartbeat-ms 2000] [--app-ping-ms 25000] [--json]
//   the 10-minute idle run: node web/bench/live_bench.mjs --idle 600 --heartbeat-ms 30000
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};

// ---------------------------------------------------------------- the server child
if (process.argv[2] === '--child') {
  const { attachLive } = await import('../server/live/server.mjs');
  const server = createServer((req, res) => res.end('bench'));
  const live = attachLive(server, { heartbeatMs: arg('heartbeat-ms', 30_000), maxStudents: 10_000, pairBurst: 10_000,
                                    pairPerWindow: 10_000, ipBurst: 10_000, ipPerWindow: 10_000, maxSocketsPerIp: 100_000 });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', (m) => {
    if (m === 'stats') {
      global.gc?.(); global.gc?.();
      const mem = process.memoryUsage();
      process.send({ cpu: process.cpuUsage(), heap: mem.heapUsed, rss: mem.rss, rooms: live.hub.rooms.size });
    } else if (m === 'exit') { live.close().then(() => process.exit(0)); }
  });
} else {
  await main();
}

async function main() {
  const { LiveClient } = await import('../server/live/testclient.mjs');
  const STUDENTS = arg('students', 200), CHANGES = arg('changes', 100), RATE = arg('rate', 5);
  const IDLE_S = arg('idle', 30), HEARTBEAT = arg('heartbeat-ms', 2000), APP_PING = arg('app-ping-ms', 25_000);
  const child = fork(fileURLToPath(import.meta.url), ['--child', '--heartbeat-ms', String(HEARTBEAT)],
                     { execArgv: ['--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const replies = [];
  let waiting = null;
  child.on('message', (m) => { if (waiting) { const w = waiting; waiting = null; w(m); } else replies.push(m); });
  const ask = (m) => new Promise((ok) => { waiting = ok; if (m) child.send(m); });
  const { port } = await ask(null);
  const url = `ws://127.0.0.1:${port}/live`, origin = `http://127.0.0.1:${port}`;
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const mb = (b) => (b / 1048576).toFixed(1);
  const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p / 100 * s.length))]; };

  const teacher = await new LiveClient(url, { origin }).connect();
  const { code } = await teacher.request({ type: 'create' }, 'created');
  const base = await ask('stats');

  const students = [];
  for (let i = 0; i < STUDENTS; i++) {
    const s = new LiveClient(url, { origin });
    await s.connect();
    students.push(s);
    const w = await s.request({ type: 'join', code, name: `student ${i}` }, 'welcome');
    if (w.type !== 'welcome') throw new Error(`join ${i}: ${JSON.stringify(w)}`);
  }
  await teacher.until((c) => c.roster?.connected === STUDENTS, 'everyone in', 60_000);
  for (const s of students) s.log.length = 0;   // the benchmark keeps only the timings
  const joined = await ask('stats');

  // The changes: each payload ~1 KB, as the page's share query + tree state.
  const sent = new Map();     // seq -> time sent
  const perStudent = [];      // ms from send to one student
  const toAll = new Map();    // seq -> ms until the last student had it
  const got = new Map();      // seq -> students that have it
  for (const s of students) {
    s.ws.on('message', (d) => {
      const t = performance.now();
      const m = JSON.parse(d);
      if (m.type !== 'state') return;
      const t0 = sent.get(m.seq);
      perStudent.push(t - t0);
      const n = (got.get(m.seq) ?? 0) + 1;
      got.set(m.seq, n);
      if (n === STUDENTS) toAll.set(m.seq, t - t0);
    });
  }
  const cpu0 = (await ask('stats')).cpu;
  let seq = teacher.seq;
  const filler = 'e'.repeat(700);
  for (let i = 1; i <= CHANGES; i++) {
    seq += 1;
    sent.set(seq, performance.now());
    teacher.send({ type: 'state', payload: { q: `game=nim&heaps=3,4,5&move=${i}`, expanded: [0, 1, 2, i % 9], selected: [0, i % 3],
                                              step: i, slide: 2, pad: filler } });
    await sleep(1000 / RATE);
  }
  const t1 = Date.now();
  while (toAll.size < CHANGES && Date.now() - t1 < 30_000) await sleep(50);
  const cpu1 = (await ask('stats')).cpu;

  // Idle: heartbeats only.
  const pingers = students.map((s) => setInterval(() => s.send({ type: 'ping' }), APP_PING));
  const idle0 = await ask('stats');
  const samples = [];
  const t2 = Date.now();
  while (Date.now() - t2 < IDLE_S * 1000) {
    await sleep(Math.min(10_000, IDLE_S * 100));
    const st = await ask('stats');
    samples.push({ s: Math.round((Date.now() - t2) / 1000), heapMB: +mb(st.heap), rssMB: +mb(st.rss) });
  }
  const idle1 = await ask('stats');
  pingers.forEach(clearInterval);
  const alive = students.filter((s) => !s.closeInfo).length;

  const cpuMs = (cpu1.user - cpu0.user + cpu1.system - cpu0.system) / 1000;
  const spanS = CHANGES / RATE;
  const result = {
    students: STUDENTS, changes: CHANGES, ratePerS: RATE, delivered: perStudent.length, expected: STUDENTS * CHANGES,
    seqGaps: students.reduce((n, s) => n + s.gaps, 0),
    perStudentMs: { p50: +pct(perStudent, 50).toFixed(2), p95: +pct(perStudent, 95).toFixed(2), max: +Math.max(...perStudent).toFixed(2) },
    lastStudentMs: { p50: +pct([...toAll.values()], 50).toFixed(2), p95: +pct([...toAll.values()], 95).toFixed(2) },
    serverCpuMs: Math.round(cpuMs), serverCpuPercentOfOneCore: +(100 * cpuMs / (spanS * 1000)).toFixed(1),
    memoryPerStudentKB: { heap: +((joined.heap - base.heap) / STUDENTS / 1024).toFixed(1), rss: +((joined.rss - base.rss) / STUDENTS / 1024).toFixed(1) },
    idle: { seconds: IDLE_S, heartbeatMs: HEARTBEAT, appPingMs: APP_PING, heapMB: [+mb(idle0.heap), +mb(idle1.heap)], rssMB: [+mb(idle0.rss), +mb(idle1.rss)],
            heapGrowthKB: Math.round((idle1.heap - idle0.heap) / 1024), rssGrowthKB: Math.round((idle1.rss - idle0.rss) / 1024), studentsStillConnected: alive, samples },
    node: process.version,
  };
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(`${STUDENTS} students, ${CHANGES} changes at ${RATE}/s (~1 KB each): ${result.delivered}/${result.expected} delivered, ${result.seqGaps} sequence gaps`);
    console.log(`  teacher -> each student: p50 ${result.perStudentMs.p50} ms, p95 ${result.perStudentMs.p95} ms (max ${result.perStudentMs.max})`);
    console.log(`  teacher -> last student of the room: p50 ${result.lastStudentMs.p50} ms, p95 ${result.lastStudentMs.p95} ms`);
    console.log(`  server CPU during the changes: ${result.serverCpuMs} ms over ${spanS} s (${result.serverCpuPercentOfOneCore}% of one core)`);
    console.log(`  server memory per student: heap ${result.memoryPerStudentKB.heap} KB, RSS ${result.memoryPerStudentKB.rss} KB`);
    console.log(`  idle ${IDLE_S} s (ws ping every ${HEARTBEAT} ms, app ping every ${APP_PING} ms): heap ${result.idle.heapMB[0]} -> ${result.idle.heapMB[1]} MB, RSS ${result.idle.rssMB[0]} -> ${result.idle.rssMB[1]} MB; ${alive}/${STUDENTS} still connected`);
  }
  for (const s of students) s.ws.terminate();
  teacher.ws.terminate();
  child.send('exit');
}
