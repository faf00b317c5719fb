// Nim in the browser: the first screen at 1280×720 and 800×600, moves by real
// mouse clicks on the counters, share links, and a whole game against the
// perfect player played with the mouse. Expected facts come from a brute force
// written here from the rules, not from the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, clickItem, screenshot, waitForState, itemRect } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });


// The mover wins iff some take leaves a lost position (memoised on the piles).
const memo = new Map();
function wins(piles) {
  const key = piles.join(',');
  if (memo.has(key)) return memo.get(key);
  let w = false;
  for (let i = 0; i < piles.length && !w; ++i)
    for (let c = 1; c <= piles[i] && !w; ++c) w = !wins(piles.map((p, j) => (j === i ? p - c : p)));
  memo.set(key, w);
  return w;
}
function winningTakes(piles) {
  const out = [];
  piles.forEach((p, i) => { for (let c = 1; c <= p; ++c) if (!wins(piles.map((q, j) => (j === i ? q - c : q)))) out.push({ pile: i, count: c }); });
  return out;
}

// Scrolls the side panel with the wheel until the item is in view.
async function reveal(page, id) {
  const { height } = page.viewportSize();
  for (let i = 0; i < 40; ++i) {
    const r = await itemRect(page, id);
    if (r && r.y >= 0 && r.y + r.h <= height - 40) return r;
    await page.mouse.move(r ? r.x + 4 : 12, height - 60);
    await page.mouse.wheel(0, r && r.y < 0 ? -120 : 120);
    await page.waitForTimeout(80);
  }
  throw new Error(`${id} could not be scrolled into view`);
}

// A take by the mouse: the counter `count` from the right end of the pile.
async function clickTake(page, piles, { pile, count }) {
  await clickItem(page, `nim.counter.${pile}.${piles[pile] - count}`);
}

for (const [width, height] of [[1280, 720], [800, 600]]) {
  test(`the first screen at ${width}x${height}: piles, table and verdict in view`, async () => {
    const { page } = await openApp(env, { width, height, query: '?game=nim&piles=3,4,5' });
    const s = await waitForState(page, (st) => st.view === 'nim', { what: 'the Nim lesson' });
    assert.deepEqual(s.nim.piles, [3, 4, 5]);
    assert.equal(s.nim.toMove, 'first');
    assert.equal(s.nim.outcome, wins([3, 4, 5]) ? 'W' : 'L');
    assert.deepEqual(s.nim.winningMoves, winningTakes([3, 4, 5]));
    assert.equal(s.nim.nimSum, 3 ^ 4 ^ 5);
    for (const id of ['nim.table', 'nim.verdict', 'nim.counter.2.4', 'nim.piles', 'nim.new']) {
      const r = await itemRect(page, id);
      assert.ok(r, `${id} is drawn`);
      assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= width && r.y + r.h <= height, `${id} is in view: ${JSON.stringify(r)}`);
    }
    const counter = await itemRect(page, 'nim.counter.0.0');
    assert.ok(counter.w >= 20 && counter.h >= 20, `counters are large enough to click: ${JSON.stringify(counter)}`);
    await screenshot(page, `nim-first-${width}x${height}`);
    await dispatch(page, { type: 'nim.new', piles: [15, 15, 15, 15, 15, 15] });
    await page.waitForTimeout(300);
    await screenshot(page, `nim-six-piles-${width}x${height}`);
    await page.context().close();
  });
}

test('clicking a counter takes it and all to its right; the timeline steps back and forward', async () => {
  const { page } = await openApp(env, { query: '?game=nim&piles=3,4,5' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await clickItem(page, 'nim.counter.2.3');
  let s = await state(page);
  assert.deepEqual(s.nim.piles, [3, 4, 3]);
  assert.equal(s.nim.toMove, 'second');
  assert.deepEqual(s.history.moves, [2 * 16 + 2], 'moves are pile × 16 + count');
  await clickItem(page, 'nim.counter.0.1');
  assert.deepEqual((await state(page)).nim.piles, [1, 4, 3]);
  await clickItem(page, 'history.back');
  assert.deepEqual((await state(page)).nim.piles, [3, 4, 3]);
  await clickItem(page, 'history.forward');
  s = await state(page);
  assert.deepEqual(s.nim.piles, [1, 4, 3]);
  assert.equal(s.history.index, 2);
  // Hover previews the take in a tooltip and leaves the piles alone.
  const r = await itemRect(page, 'nim.counter.1.1');
  await page.mouse.move(r.x + r.w / 2, r.y + r.h / 2);
  await page.waitForTimeout(300);
  await screenshot(page, 'nim-hover-1280x720');
  assert.deepEqual((await state(page)).nim.piles, [1, 4, 3]);
  await page.context().close();
});

test('a share link opens its position; a bad one is refused with a message', async () => {
  const { page } = await openApp(env, { query: '?game=nim&piles=1,3,5,7&moves=34,1' });
  let s = await waitForState(page, (st) => st.view === 'nim', { what: 'the Nim lesson' });
  assert.deepEqual(s.nim.start, [1, 3, 5, 7]);
  assert.deepEqual(s.nim.piles, [0, 3, 3, 7]);
  assert.equal(s.history.index, 2);
  assert.match(s.link, /game=nim&piles=1,3,5,7&moves=34,1/);
  const bad = await dispatch(page, { type: 'link.open', query: 'game=nim&piles=1,16' });
  assert.equal(bad.ok, false);
  assert.match(bad.error, /piles/);
  s = await state(page);
  assert.deepEqual(s.nim.piles, [0, 3, 3, 7], 'a refused link changes nothing');
  await page.context().close();
});

test('a whole game against the perfect player, played with the mouse, is won from a winning start', async () => {
  const { page } = await openApp(env, { query: '?game=nim&piles=3,4,5' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await reveal(page, 'teach.play.first');
  await clickItem(page, 'teach.play.first');
  let s = await state(page);
  assert.equal(s.teach.mode, 'play');
  for (let ply = 0; !s.nim.gameOver; ply += 2) {
    assert.equal(s.nim.toMove, 'first', 'the human moves on even plies');
    const take = winningTakes(s.nim.piles)[0];
    assert.ok(take, `a winning take exists at ${s.nim.piles}`);
    await clickTake(page, s.nim.piles, take);
    s = await waitForState(page, (st) => st.history.length === ply + 2 || st.nim.gameOver, { what: 'the computer\'s reply' });
    assert.equal(wins(s.nim.piles) || s.nim.gameOver, true, 'after each reply the human is to move in a won position');
  }
  assert.equal(s.nim.toMove, 'second', 'the computer is left with no counters');
  assert.equal(s.teach.play.verdicts.filter((v) => v.blunder).length, 0, 'no blunder by the human');
  await screenshot(page, 'nim-play-won-1280x720');
  await page.context().close();
});
