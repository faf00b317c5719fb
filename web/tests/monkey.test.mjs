// 2,000 random actions in the browser (issue 16), valid and invalid, seeded and
// reproducible (GTL_MONKEY_SEED=<n>): every reply is {ok, error?}, the page is
// alive at the end (frames still drawn, an action still works, no abort) and the
// wasm heap stays under the page's ceiling (MAXIMUM_MEMORY, 512 MB).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, waitForState, screenshot } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const CEILING = 512 * 1024 * 1024;

test('2,000 random actions leave the page alive and under its memory ceiling', async () => {
  const seed = Number(process.env.GTL_MONKEY_SEED || 20261201);
  const { page } = await openApp(env);
  const before = (await state(page)).memory;
  const result = await page.evaluate(async ({ seed, count }) => {
    // mulberry32: a small seeded generator, the same sequence in every browser.
    let t = seed >>> 0;
    const rnd = () => { t = (t + 0x6D2B79F5) >>> 0; let r = Math.imul(t ^ (t >>> 15), 1 | t);
      r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r; return ((r ^ (r >>> 14)) >>> 0) / 4294967296; };
    const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
    const one = (xs) => xs[int(0, xs.length - 1)];
    const takes = () => Array.from({ length: int(1, 5) }, () => int(0, 12));
    const path = () => Array.from({ length: int(0, 3) }, () => int(1, 12));
    const makers = [
      () => ({ type: 'number.new', max: int(0, 3) ? int(2, 16) : int(-3, 45) }),
      (s) => ({ type: 'number.pick', value: s.number && s.number.allowed.length && int(0, 3) ? one(s.number.allowed) : int(-2, 40) }),
      () => ({ type: 'number.set', allowed: Array.from({ length: int(0, 6) }, () => int(1, 18)) }),
      () => ({ type: 'balls.new', take: takes(), n: int(0, 3) ? int(0, 150) : int(-5, 200000) }),
      (s) => ({ type: 'balls.take', k: s.balls && s.balls.bestMoves.length && int(0, 2) ? s.balls.bestMoves[0] : int(-1, 12) }),
      () => ({ type: 'view', view: one(['number', 'balls', 'chess']) }),
      () => ({ type: 'history.step', delta: int(-4, 4) }),
      () => ({ type: 'history.goto', index: int(-1, 10) }),
      () => ({ type: 'tree.mode', mode: one(['tree', 'dag']) }),
      () => ({ type: 'tree.expand', depth: int(0, 5) }),
      () => ({ type: 'tree.expandPV' }),
      () => ({ type: 'tree.collapseAll' }),
      () => ({ type: 'tree.select', path: path() }),
      () => ({ type: 'tree.toggle', path: path() }),
      () => ({ type: 'tree.jump' }),
      () => ({ type: 'teach.induction', order: one(['memo', 'retrograde']), from: one(['start', 'current']) }),
      () => ({ type: 'teach.step', delta: int(-3, 8) }),
      () => ({ type: 'teach.stop' }),
      () => ({ type: 'play.start', human: one(['first', 'second', 'both', 'nobody']) }),
      () => ({ type: 'quiz.start', depth: int(0, 3) }),
      () => ({ type: 'quiz.reveal' }),
      () => ({ type: 'anim.speed', value: int(0, 2) }),
      () => ({ type: 'theme', name: one(['dark', 'light']) }),
      () => ({ type: 'text.size', px: int(10, 34) }),
      () => ({ type: 'link.open', query: one(['?game=number&max=11&moves=2', '?game=balls&take=1,2,3&n=40',
        '?game=number&max=10&max=11', '?game=balls&take=' + int(0, 3000) + '&n=5', '?game=number&allowed=2,3,5', '?x']) }),
      () => ({ type: 'number.new', max: 12, surplus: true }),
      () => ({ type: one(['nope', '', 7, null]) }),
      () => one([null, 42, 'text', [], {}]),
    ];
    let s = window.gtl.state();
    let ok = 0;
    const bad = [];
    for (let i = 0; i < count; ++i) {
      const action = makers[int(0, makers.length - 1)](s);
      const r = window.gtl.dispatch(action);
      if (typeof r !== 'object' || typeof r.ok !== 'boolean' || (!r.ok && typeof r.error !== 'string'))
        bad.push({ i, action, r });
      if (r.ok) ++ok;
      if (i % 20 === 0) {
        await new Promise((res) => requestAnimationFrame(() => res()));  // let frames draw in between
        s = window.gtl.state();
      }
    }
    return { ok, bad, stopped: !!window.gtl.state().stopped };
  }, { seed, count: 2000 });
  assert.deepEqual(result.bad, []);
  assert.equal(result.stopped, false, 'the module did not abort');
  assert.ok(result.ok > 500, `accepted actions: ${result.ok}`);
  // Alive: frames advance and a plain action still works.
  const f0 = (await state(page)).frame;
  assert.equal((await dispatch(page, { type: 'number.new', max: 9 })).ok, true);
  assert.equal((await dispatch(page, { type: 'view', view: 'number' })).ok, true);
  await waitForState(page, (s) => s.frame > f0 + 2 && s.number.max === 9, { what: 'frames after the monkey' });
  const after = (await state(page)).memory;
  assert.ok(after <= CEILING, `heap ${after} bytes`);
  console.log(`[monkey] seed ${seed}: ${result.ok} of 2000 actions accepted; wasm heap ${before >> 20} MB before, ${after >> 20} MB after`);
  await screenshot(page, 'monkey-after');
  await page.context().close();
});
