// The ball game lesson in the real page: the judge panel's output for the three
// samples, a game played to the end with the take buttons, the strip's period.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, clickItem, screenshot, waitForState } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

test('the judge panel prints the judge line for each sample', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'view', view: 'balls' });
  const samples = [['1 2 3\n1 2 3 4 5\n', '+ 0 + 0 -\n'], ['1 4 5\n10 11 12 13 15\n', '0 - 0 + +\n'],
                   ['2 3 5\n7 8 9 10 11\n', '+ 0 0 0 0\n']];
  for (const [i, [input, want]] of samples.entries()) {
    await clickItem(page, `balls.sample.${i + 1}`);
    const s = await waitForState(page, (s) => s.balls.judge.output === want, { what: `sample ${i + 1}` });
    assert.equal(s.balls.judge.error, '');
    assert.deepEqual(await dispatch(page, { type: 'balls.judge', input }), { ok: true });
    assert.equal((await state(page)).balls.judge.output, want);
  }
  assert.deepEqual(await dispatch(page, { type: 'balls.judge', input: '1 2 x\n3\n' }), { ok: true });
  const bad = (await state(page)).balls.judge;
  assert.equal(bad.output, '');
  assert.match(bad.error, /line 1/);
  await page.context().close();
});

test('a game played to the end with the take buttons, then a step back', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'view', view: 'balls' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  assert.deepEqual(await dispatch(page, { type: 'balls.new', take: [1, 2, 3], n: 7 }), { ok: true });
  let s = (await state(page)).balls;
  assert.equal(s.left, 7);
  for (let guard = 0; guard < 20 && !s.gameOver; ++guard) {
    const k = s.bestMoves[0];
    const left = s.left;
    await clickItem(page, `take.${k}`);
    s = (await waitForState(page, (st) => st.balls.left === left - k, { what: `take ${k}` })).balls;
  }
  assert.ok(s.gameOver);
  assert.equal(s.held[0] + s.held[1] + s.left, 7);
  const firstOdd = s.held[0] % 2 === 1, secondOdd = s.held[1] % 2 === 1;
  assert.match(s.result, firstOdd === secondOdd ? /draw/ : firstOdd ? /first player wins/ : /second player wins/);
  assert.equal((await dispatch(page, { type: 'balls.take', k: 3 })).ok, false, 'no take fits');
  await screenshot(page, 'balls-game-over');
  await clickItem(page, 'history.back');
  s = (await waitForState(page, (st) => !st.balls.gameOver, { what: 'a step back' })).balls;
  assert.ok(s.left > 0);
  await page.context().close();
});

test('the strip shows the proven period and answers huge N', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'view', view: 'balls' });
  assert.deepEqual(await dispatch(page, { type: 'balls.new', take: [1, 2, 3], n: 10 }), { ok: true });
  let s = (await state(page)).balls;
  assert.equal(s.strip.period, 8);
  assert.deepEqual(await dispatch(page, { type: 'balls.new', take: [1, 98, 99], n: 10 }), { ok: true });
  await page.waitForTimeout(300);
  s = (await state(page)).balls;
  assert.equal(s.strip.preperiod, 4800);
  assert.equal(s.strip.period, 200);
  assert.match(s.query, /answered through the period/);
  // Give the lesson most of the canvas and scroll the strip to the start of the period.
  assert.deepEqual(await dispatch(page, { type: 'layout.split', value: 0.85 }), { ok: true });
  assert.ok(s.strip.count >= 4800 + 3 * 200, 'the strip shows the pre-period and three periods');
  await page.waitForTimeout(300);
  await clickItem(page, 'strip.gotoPeriod');
  await page.waitForTimeout(300);
  await screenshot(page, 'balls-strip-period');
  for (const bad of [{ type: 'balls.new', take: [], n: 3 }, { type: 'balls.new', take: [0], n: 3 },
                     { type: 'balls.new', take: [1], n: -1 }, { type: 'balls.new', take: [1], n: 1e12 }]) {
    assert.equal((await dispatch(page, bad)).ok, false, JSON.stringify(bad));
  }
  await page.context().close();
});
