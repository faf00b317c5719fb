// The Number Game lesson in the real page: name a number by clicking its tile,
// watch the animation end, check the board against the rules, step through the
// timeline, autoplay to the end, paste judge input.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, clickItem, screenshot, waitForState, numberJudgeOutput } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// The judges' ascending rule, written here independently of the app: naming x
// forbids every y (ascending) with y - x forbidden (0 and non-allowed numbers in 2..max).
function afterNaming(allowed, x, max) {
  const forbidden = new Set([0]);
  for (let y = 2; y <= max; ++y) if (!allowed.includes(y)) forbidden.add(y);
  forbidden.add(x);
  for (let y = x + 1; y <= max; ++y) if (forbidden.has(y - x)) forbidden.add(y);
  return allowed.filter((y) => !forbidden.has(y));
}

test('naming 5 by clicking its tile animates, then the board follows the rule', async () => {
  const { page } = await openApp(env);
  assert.deepEqual(await dispatch(page, { type: 'number.new', max: 20 }), { ok: true });
  const before = (await state(page)).number;
  assert.equal(before.allowed.length, 19);
  assert.equal(before.toMove, 'first');
  await clickItem(page, 'tile.5');
  let s = await waitForState(page, (s) => s.number.named.length === 1, { what: '5 to be named' });
  assert.equal(s.number.named[0].value, 5);
  assert.equal(s.number.named[0].by, 'first');
  assert.equal(s.number.animation.playing, true, 'the naming is animated');
  await page.waitForTimeout(700);
  await screenshot(page, 'number-mid-animation');
  s = await waitForState(page, (s) => !s.number.animation.playing, { what: 'the animation to end', timeout: 15000 });
  assert.equal(s.number.animation.phase, 'done');
  assert.deepEqual(s.number.allowed, afterNaming(before.allowed, 5, 20));
  for (const f of s.number.forbidden) {
    assert.equal(f.kind, 'multiple', 'naming 5 first only forbids multiples');
    assert.equal(f.value % 5, 0);
    assert.match(f.why, new RegExp(`^${f.value} = `));
  }
  assert.equal(s.number.toMove, 'second');
  assert.deepEqual(s.history.moves, [5]);
  await screenshot(page, 'number-after-5');
  await page.context().close();
});

test('sums of multiples are forbidden with their reasons; bad picks are refused', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.new', max: 20 });
  assert.deepEqual(await dispatch(page, { type: 'number.pick', value: 6 }), { ok: true });
  assert.deepEqual(await dispatch(page, { type: 'number.pick', value: 5 }), { ok: true });
  const s = (await state(page)).number;
  const sums = s.forbidden.filter((f) => f.kind === 'sum');
  assert.ok(sums.length > 0);
  for (const f of sums) {
    // "17 = 2·6 + 5": every term is a multiple of a named number and they add up.
    const [lhs, rhs] = f.why.split(' = ');
    assert.equal(Number(lhs), f.value);
    let total = 0;
    for (const term of rhs.split(',')[0].split(' + ')) {
      const [k, n] = term.includes('·') ? term.split('·').map(Number) : [1, Number(term)];
      assert.ok(s.named.some((x) => x.value === n), `${n} in "${f.why}" was named`);
      total += k * n;
    }
    assert.equal(total, f.value, f.why);
  }
  for (const bad of [12, 5, 1, 21, 'x']) {
    const r = await dispatch(page, { type: 'number.pick', value: bad });
    assert.equal(r.ok, false);
  }
  await page.context().close();
});

test('stepping back and forward, branching, and autoplay to the end', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.new', max: 12 });
  for (const x of [7, 2]) assert.deepEqual(await dispatch(page, { type: 'number.pick', value: x }), { ok: true });
  const after2 = (await state(page)).number.allowed;
  await clickItem(page, 'history.back');
  let s = await waitForState(page, (s) => s.history.index === 1, { what: 'one step back' });
  assert.equal(s.history.length, 2, 'the old line is kept');
  assert.equal(s.number.toMove, 'second');
  await page.keyboard.press('ArrowRight');
  s = await waitForState(page, (s) => s.history.index === 2, { what: 'a step forward by key' });
  assert.deepEqual(s.number.allowed, after2);
  assert.deepEqual(await dispatch(page, { type: 'history.goto', index: 0 }), { ok: true });
  assert.equal((await state(page)).number.allowed.length, 11);
  assert.equal((await dispatch(page, { type: 'history.goto', index: 9 })).ok, false);
  // Autoplay: perfect play for both sides until no number is left.
  const start = (await state(page)).number;
  await clickItem(page, 'history.autoplay');
  s = await waitForState(page, (s) => s.number.gameOver, { what: 'autoplay to finish', timeout: 20000 });
  const moves = s.history.moves.length;
  const firstWins = moves % 2 === 1;  // the player who named the last number wins
  assert.equal(firstWins, start.outcome === 'win', 'perfect play ends as the solver predicted');
  assert.equal(moves, start.remoteness, 'and in exactly the remoteness');
  assert.match(s.number.caption, /loses/);
  await screenshot(page, 'number-game-over');
  await page.context().close();
});

test('pasted judge input gives the judge output; a case click loads it on the board', async () => {
  const { page } = await openApp(env);
  const cases = [[2], [2, 3], [2, 3, 4, 5, 6], [3, 5, 7, 9, 11, 13], [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]];
  const input = cases.map((c) => `${c.length} ${c.join(' ')}`).join('\n') + '\n0\n';
  assert.deepEqual(await dispatch(page, { type: 'number.judge', input }), { ok: true });
  const j = (await state(page)).number.judge;
  assert.equal(j.error, '');
  assert.equal(j.output, numberJudgeOutput(cases));
  await page.waitForTimeout(200);
  await clickItem(page, 'number.judge.panel');  // the panel starts folded (it is for programmers)
  await clickItem(page, 'number.judge.case.3');
  const s = await waitForState(page, (s) => s.number.allowed.join() === '2,3,4,5,6', { what: 'case 3 on the board' });
  assert.equal(s.number.startReachable, true);
  // A malformed input keeps the valid cases before the error and names the line.
  assert.deepEqual(await dispatch(page, { type: 'number.judge', input: '1 2\n3 4 5\n0\n' }), { ok: true });
  const bad = (await state(page)).number.judge;
  assert.equal(bad.output, numberJudgeOutput([[2]]));
  assert.match(bad.error, /line 2/);
  await page.context().close();
});
