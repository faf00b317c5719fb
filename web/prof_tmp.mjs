import { launch, openApp, state, dispatch } from './tests/helpers.mjs';
const env = await launch();
const which = process.argv[2] || 'new32';
try {
  const { page } = await openApp({ url: env.url, browser: env.browser });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  const client = await page.context().newCDPSession(page);
  await client.send('Profiler.enable');
  await client.send('Profiler.setSamplingInterval', { interval: 200 });
  const steps = {
    new32: [[{ type: 'number.new', max: 32 }]],
    link: [[{ type: 'link.open', query: '?game=number&max=30&moves=30,28,26,25,23,22,19,17,16,14' }]],
    dag: [[{ type: 'number.new', max: 20 }, { type: 'tree.mode', mode: 'dag' }, { type: 'tree.expand', depth: 19, path: [] }]],
    induct: [[{ type: 'number.new', max: 20 }, { type: 'tree.mode', mode: 'dag' }, { type: 'tree.expand', depth: 19, path: [] }], 'start', [{ type: 'teach.induction', order: 'memo' }, ...Array.from({ length: 5 }, () => ({ type: 'teach.step', delta: 1 }))]],
  }[which];
  let started = false;
  for (const st of steps) {
    if (st === 'start') { await client.send('Profiler.start'); started = true; continue; }
    if (!started && steps.indexOf('start') < 0) { await client.send('Profiler.start'); started = true; }
    for (const a of st) { const r = await dispatch(page, a); if (!r.ok) console.log('fail', JSON.stringify(a), r.error); }
    for (let s = await state(page); s.busy; s = await state(page)) await page.waitForTimeout(50);
  }
  await page.waitForTimeout(500);
  const { profile } = await client.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const self = new Map(), incl = new Map();
  const dt = profile.timeDeltas; let i = 0;
  for (const id of profile.samples) {
    const d = (dt[i++] || 0) / 1000;
    const n = byId.get(id); const f = n.callFrame.functionName || '(anon)';
    self.set(f, (self.get(f) || 0) + d);
    const seen = new Set();
    for (let x = id; x !== undefined; x = parent.get(x)) {
      const g = byId.get(x).callFrame.functionName || '(anon)';
      if (!seen.has(g)) { seen.add(g); incl.set(g, (incl.get(g) || 0) + d); }
    }
  }
  const top = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([f, t]) => `${t.toFixed(0).padStart(6)} ${f.slice(0, 150)}`).join('\n');
  console.log('INCLUSIVE\n' + top(incl));
  console.log('SELF\n' + top(self));
  const want = process.argv[3];
  if (want) {
    const callers = new Map();
    i = 0;
    for (const id of profile.samples) {
      const d = (dt[i++] || 0) / 1000;
      for (let x = id; x !== undefined; x = parent.get(x)) {
        if ((byId.get(x).callFrame.functionName || '') === want) {
          let chain = [];
          for (let y = parent.get(x), k = 0; y !== undefined && k < 4; y = parent.get(y), k++) chain.push((byId.get(y).callFrame.functionName || '?').slice(0, 70));
          const key = chain.join(' < ');
          callers.set(key, (callers.get(key) || 0) + d);
          break;
        }
      }
    }
    console.log('CALLERS of ' + want + '\n' + [...callers.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([f, t]) => `${t.toFixed(0).padStart(6)} ${f}`).join('\n'));
  }
} finally { await env.close(); }
