// Play against the perfect player with the real mouse: a blunder gets a verdict,
// the computer answers only after the human's move has been animated, undo takes
// the verdict away; the move-value chart beside the timeline goes to a clicked ply.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, clickItem, screenshot, waitForState, numberWinningMoves, reveal, itemRect } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });


test('a blunder gets a verdict, the computer waits for the animation, undo removes the verdict, the chart jumps', async () => {
  const { page, errors } = await openApp(env);
  assert.equal((await state(page)).settings.animSpeed > 0, true, 'animations are on by default');
  await reveal(page, 'teach.play.first');
  await clickItem(page, 'teach.play.first');
  let s = await state(page);
  assert.equal(s.teach.mode, 'play');
  assert.equal(s.teach.play.verdict, 'You play Christine; the computer plays perfectly.');
  assert.equal(s.number.outcome, 'win', 'the start of 2..20 is a win for Christine');
  // A losing tile: not among the app's winning moves, nor among those of the
  // independent reference solver in helpers.mjs.
  const reference = numberWinningMoves(s.number.allowed);
  assert.deepEqual(s.number.winningMoves, reference);
  const losing = s.number.allowed.find((x) => !reference.includes(x));
  assert.ok(losing, 'some number does not win');

  await clickItem(page, `tile.${losing}`);
  // While the naming is animated the computer does not answer.
  let animatedSamples = 0;
  for (let i = 0; i < 400; ++i) {
    s = await state(page);
    if (!s.number.animation.playing) break;
    assert.equal(s.history.length, 1, 'no reply while the human\'s move is animated');
    ++animatedSamples;
    await page.waitForTimeout(25);
  }
  assert.ok(animatedSamples >= 3, `the animation was seen running (${animatedSamples} samples)`);
  assert.equal((await state(page)).history.length, 1, 'a pause follows the animation');
  s = await waitForState(page, (st) => st.history.length === 2, { what: 'the computer\'s reply' });
  assert.equal(s.number.animation.playing, true, 'the reply is animated too');

  const blunders = s.teach.play.verdicts.filter((v) => v.blunder);
  assert.equal(s.teach.play.verdicts.length, 1);
  assert.equal(blunders.length, 1);
  assert.deepEqual([blunders[0].ply, blunders[0].move, blunders[0].wasOutcome, blunders[0].nowOutcome], [1, losing, 'W', 'L']);
  assert.match(blunders[0].text, new RegExp(`^\\d+ was winning; ${losing} lets Matt win in \\d+ pl(y|ies)\\.$`));
  assert.equal(s.history.values[0].blunder, true);
  assert.equal(s.history.values[0].outcome, 'L');
  await waitForState(page, (st) => !st.number.animation.playing, { what: 'the reply\'s animation to end' });
  await screenshot(page, 'play-blunder-1280x720');

  // The chart beside the timeline, in view.
  const chart = await itemRect(page, 'history.chart');
  assert.ok(chart && chart.w > 100 && chart.h > 20, `the chart is drawn: ${JSON.stringify(chart)}`);
  assert.ok(chart.x >= 0 && chart.y >= 0 && chart.x + chart.w <= 1280 && chart.y + chart.h <= 720, 'inside the viewport');

  await reveal(page, 'teach.undo');
  await clickItem(page, 'teach.undo');
  s = await state(page);
  assert.equal(s.history.index, 0);
  assert.deepEqual(s.teach.play.verdicts, [], 'undo removes the verdict it undoes');
  assert.equal(s.history.length, 0, 'undo cuts the line there: nothing is left for > to replay (issue 43)');

  // Outside play (the computer would answer at ply 1), the chart goes to the ply clicked.
  await dispatch(page, { type: 'teach.stop' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.pick', value: losing });
  await dispatch(page, { type: 'number.pick', value: (await state(page)).number.allowed[0] });
  await dispatch(page, { type: 'history.goto', index: 0 });
  await clickItem(page, 'history.chart.point.1');
  s = await state(page);
  assert.equal(s.history.index, 1);
  assert.equal(s.history.length, 2, 'the old line is kept');
  await clickItem(page, 'history.chart.point.2');
  assert.equal((await state(page)).history.index, 2);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('at 800x600 the verdicts and the chart are shown', async () => {
  const { page, errors } = await openApp(env, { width: 800, height: 600 });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'play.start', human: 'first' });
  let s = await state(page);
  const losing = s.number.allowed.find((x) => !s.number.winningMoves.includes(x));
  await clickItem(page, `tile.${losing}`);
  s = await waitForState(page, (st) => st.history.length === 2, { what: 'the computer\'s reply' });
  assert.equal(s.teach.play.verdicts[0].blunder, true);
  const chart = await itemRect(page, 'history.chart');
  assert.ok(chart && chart.x + chart.w <= 800 && chart.y + chart.h <= 600, `the chart is inside the page: ${JSON.stringify(chart)}`);
  // The verdict is read whole in its box, mark and words, with no scrolling:
  // the narrow panel puts the words under the mark, and the box grows to hold them.
  await page.waitForTimeout(200);
  const box = await itemRect(page, 'teach.verdicts');
  const inBox = (r) => r && r.x >= box.x && r.x + r.w <= box.x + box.w + 1 && r.y >= box.y && r.y + r.h <= box.y + box.h + 1;
  const mark = await itemRect(page, 'teach.verdict.mark:0');
  const words = await itemRect(page, 'teach.verdict:0');
  assert.ok(inBox(mark) && inBox(words), `the verdict's mark ${JSON.stringify(mark)} and words ${JSON.stringify(words)} lie in its box ${JSON.stringify(box)}`);
  assert.ok(words.w >= 120, `the words are not squeezed into a thin column: ${JSON.stringify(words)}`);
  await screenshot(page, 'play-blunder-800x600');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the value history of a whole game agrees with an independent solver, for both lessons', async () => {
  const { page, errors } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  // Christine opens with a winning move, Matt answers; at the first chance
  // after that the winner throws the win away; otherwise perfect play to the end.
  const expected = [];
  let thrown = 0;
  let s = await state(page);
  for (let ply = 1; !s.number.gameOver; ++ply) {
    const allowed = s.number.allowed;
    const wins = numberWinningMoves(allowed);
    const losing = allowed.filter((x) => !wins.includes(x));
    const throwNow = !thrown && ply >= 3 && wins.length > 0 && losing.length > 0;
    if (throwNow) thrown = ply;
    const x = throwNow ? losing[0] : (wins[0] ?? allowed.at(-1));  // the loser holds out with large numbers
    expected.push({ ply, move: x, outcome: wins.includes(x) ? 'W' : 'L', blunder: wins.length > 0 && !wins.includes(x) });
    assert.deepEqual(await dispatch(page, { type: 'number.pick', value: x }), { ok: true });
    s = await state(page);
  }
  assert.deepEqual(s.history.values.map(({ ply, move, outcome, blunder }) => ({ ply, move, outcome, blunder })), expected);
  assert.ok(thrown > 0, 'the line has a blunder');
  assert.deepEqual(s.history.values.filter((v) => v.blunder).map((v) => v.ply), [thrown]);
  assert.equal(s.history.values.at(-1).remoteness, 0, 'the last move ends the game');
  await page.waitForTimeout(300);
  await screenshot(page, 'value-history-number-1280x720');

  // The ball game: draws too. Values for the mover are the opposite of the judge's
  // symbol of the position reached, which the page shows itself when stepping.
  await dispatch(page, { type: 'view', view: 'balls' });
  await dispatch(page, { type: 'balls.new', take: [2, 3], n: 11 });
  for (let i = 0; i < 3; ++i) {
    const b = (await state(page)).balls;
    if (b.gameOver) break;
    await dispatch(page, { type: 'balls.take', k: b.bestMoves.at(-1) });
  }
  s = await state(page);
  for (const v of s.history.values) {
    await dispatch(page, { type: 'history.goto', index: v.ply });
    const after = (await state(page)).balls;
    const forOpponent = { '+': 'W', '-': 'L', 0: 'D' }[after.outcome];
    assert.equal(v.outcome, { W: 'L', L: 'W', D: 'D' }[forOpponent], `ply ${v.ply}`);
    assert.equal(v.remoteness, after.remoteness, `ply ${v.ply}`);
  }
  await page.waitForTimeout(300);
  await screenshot(page, 'value-history-balls-1280x720');
  assert.deepEqual(errors, []);
  await page.context().close();
});
