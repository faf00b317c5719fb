// Teaching modes in the real page: backward induction to the end agrees with
// the solver, a full game against the perfect player, a quiz answered right and wrong.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, clickItem, screenshot, waitForState } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

for (const order of ['memo', 'retrograde']) {
  test(`induction (${order}) on {2,3,4,5,6} decides every node as the solver does`, async () => {
    const { page } = await openApp(env);
    await dispatch(page, { type: 'number.set', allowed: [2, 3, 4, 5, 6] });
    await dispatch(page, { type: 'tree.mode', mode: 'dag' });
    await dispatch(page, { type: 'tree.expand', depth: 10 });
    assert.deepEqual(await dispatch(page, { type: 'teach.induction', order }), { ok: true });
    let t = (await state(page)).teach;
    assert.equal(t.step, 0);
    assert.ok(Object.values(t.decisions).every((d) => d === '?'), 'everything starts unknown');
    await dispatch(page, { type: 'teach.step', delta: 1 });
    t = (await state(page)).teach;
    assert.match(t.rule, /^terminal/, 'the first decision is a terminal position');
    assert.deepEqual(await dispatch(page, { type: 'teach.step', to: t.steps }), { ok: true });
    t = (await state(page)).teach;
    assert.equal(t.remaining, 0);
    assert.deepEqual(t.decisions, t.solver);
    assert.equal(t.decisions['{2,3,4,5,6}'], 'W');
    if (order === 'memo') assert.ok(t.memoHits > 0 && t.visitsWithMemo < Number(t.visitsWithoutMemo));
    await screenshot(page, `teach-induction-${order}`);
    await page.context().close();
  });
}

test('playing the losing side against the perfect player loses', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.new', max: 12 });
  const start = (await state(page)).number;
  // The human takes the side that loses under perfect play.
  const human = start.outcome === 'win' ? 'second' : 'first';
  assert.deepEqual(await dispatch(page, { type: 'play.start', human }), { ok: true });
  let s = await state(page);
  for (let guard = 0; guard < 30 && !s.number.gameOver; ++guard) {
    s = await waitForState(page, (st) => st.number.gameOver || st.number.toMove === human, { what: 'the human to move' });
    if (s.number.gameOver) break;
    await clickItem(page, `tile.${s.number.allowed[0]}`);
    await waitForState(page, (st) => st.history.index > s.history.index, { what: 'the human move to land' });
    s = await state(page);
    assert.match(s.teach.play.verdict, /winning|losing|loses/);
  }
  s = await waitForState(page, (st) => st.number.gameOver, { what: 'the game to end' });
  assert.equal(s.number.toMove, human, 'the human is left without a move: the human loses');
  await page.context().close();
});

test('a quiz item answered right and wrong', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'number.set', allowed: [2, 3, 4, 5, 6, 7] });
  assert.deepEqual(await dispatch(page, { type: 'quiz.start', depth: 1 }), { ok: true });
  let q = (await state(page)).teach.quiz;
  assert.ok(q.questions.length >= 2);
  assert.equal((await state(page)).tree.selectedNode === undefined || true, true);
  // The right answer is computed here from the rules, not read from the app.
  const solve = (allowed) => {
    const memo = new Map();
    const wins = (a) => {
      const key = a.join(',');
      if (memo.has(key)) return memo.get(key);
      let w = false;
      for (const x of a) {
        const forbidden = new Set([0]);
        for (let y = 2; y <= 7; ++y) if (!a.includes(y)) forbidden.add(y);
        forbidden.add(x);
        for (let y = x + 1; y <= 7; ++y) if (forbidden.has(y - x)) forbidden.add(y);
        if (!wins(a.filter((y) => !forbidden.has(y)))) { w = true; break; }
      }
      memo.set(key, w);
      return w;
    };
    return wins(allowed) ? 'W' : 'L';
  };
  const parse = (label) => (label === '{}' ? [] : label.slice(1, -1).split(',').map(Number));
  const [a, b] = q.questions;
  const right = solve(parse(a.label));
  const wrong = solve(parse(b.label)) === 'W' ? 'L' : 'W';
  assert.deepEqual(await dispatch(page, { type: 'quiz.answer', path: a.path, outcome: right }), { ok: true });
  assert.deepEqual(await dispatch(page, { type: 'quiz.answer', path: b.path, outcome: wrong }), { ok: true });
  q = (await state(page)).teach.quiz;
  assert.equal(q.questions[0].correct, true);
  assert.equal(q.questions[1].correct, false);
  assert.ok(q.questions[1].feedback.length > 10, 'a wrong answer comes with the deciding rule');
  assert.equal(q.score.correct, 1);
  assert.equal(q.score.answered, 2);
  assert.equal((await dispatch(page, { type: 'quiz.answer', path: [99], outcome: 'W' })).ok, false);
  await screenshot(page, 'teach-quiz');
  await page.context().close();
});
