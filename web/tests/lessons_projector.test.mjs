// The lessons on a projector: tiles that grow with the text size and never
// squeeze their numbers, the forbidding animation read with the real mouse
// (the struck tile and its parts, the header held until the end, stepping
// forward replays it, the hover preview drawn on the board), the ball game's
// strip on the first screen and its boxes apart at 800×600, judge panels
// folded, and no outcome shown while the class works them out.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openApp, state, dispatch, clickItem, screenshot, waitForState, pixelStats, numberAfterNaming, OUTCOME_COLOURS, itemRect as rectOf,
} from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const intersects = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
// Waits a few frames so a setting (text size, view) has been laid out.
const settle = (page) => page.waitForTimeout(400);

async function tileRects(page, max) {
  const rects = {};
  for (let y = 2; y <= max; ++y) rects[y] = await rectOf(page, `tile.${y}`);
  return rects;
}

test('at text size 25 the tiles are at least as wide as at 17, and no tile text leaves its tile', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.new', max: 20 });
  // Named tiles (badges), struck multiples and sums (reasons), winning moves (W badges).
  assert.deepEqual(await dispatch(page, { type: 'number.pick', value: 6 }), { ok: true });
  assert.deepEqual(await dispatch(page, { type: 'number.pick', value: 5 }), { ok: true });
  const seen = {};
  for (const px of [17, 21, 25]) {
    assert.deepEqual(await dispatch(page, { type: 'text.size', px }), { ok: true });
    await settle(page);
    const s = await state(page);
    assert.equal(s.settings.fontPx, px);
    await screenshot(page, `lessons-number-1280x720-text${px}`);
    const b = s.number.board;
    assert.equal(b.textOverflows, 0, `at ${px} px every number, badge and reason stays inside its tile, apart`);
    assert.ok(b.widestText <= b.tileW, `widest tile text ${b.widestText} fits the tile ${b.tileW} at ${px} px`);
    assert.ok(b.numberPx >= px, `the numbers are at least the text size (${b.numberPx} at ${px})`);
    const rects = await tileRects(page, 20);
    const splitter = await rectOf(page, 'canvas.splitter');
    for (let y = 2; y <= 20; ++y) {
      const r = rects[y];
      assert.ok(r, `tile.${y} is drawn`);
      assert.ok(r.x >= 0 && r.x + r.w <= 1280, `tile.${y} is inside the viewport at ${px} px`);
      assert.ok(r.y + r.h <= splitter.y, `tile.${y} is above the splitter at ${px} px`);
      for (let z = y + 1; z <= 20; ++z) assert.ok(!intersects(r, rects[z]), `tiles ${y} and ${z} do not touch at ${px} px`);
    }
    seen[px] = { w: rects[10].w, h: rects[10].h };
  }
  assert.ok(seen[25].w >= seen[17].w, `tile.10 at 25 px (${seen[25].w}) is not narrower than at 17 px (${seen[17].w})`);
  assert.ok(seen[25].h >= seen[17].h, `tile.10 at 25 px (${seen[25].h}) is not lower than at 17 px (${seen[17].h})`);
  assert.ok(seen[21].w >= seen[17].w);
  await page.context().close();
});

test('clicking a tile animates its forbidding: the struck tile, its parts, the header held until the end', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.new', max: 20 });
  await dispatch(page, { type: 'number.pick', value: 2 });  // Christine names 2: every even number goes
  await dispatch(page, { type: 'anim.speed', value: 1 });
  await settle(page);
  const before = (await state(page)).number;
  assert.equal(before.header.player, 'Matt');
  assert.equal(before.header.outcome, before.outcome);
  // Matt names 5 with the real mouse.
  await clickItem(page, 'tile.5');
  const samples = [];
  let shot = false;
  const end = Date.now() + 20000;
  for (;;) {
    const s = await state(page);
    samples.push({ playing: s.number.animation.playing, current: s.number.animation.current, header: s.number.header,
      outcome: s.number.outcome, preview: s.number.board.preview });
    if (!shot && s.number.animation.current?.value === 9) {
      await screenshot(page, 'lessons-number-striking-9');
      shot = true;
    }
    if (!s.number.animation.playing && s.number.named.length === 2) break;
    assert.ok(Date.now() < end, 'the animation ends');
    await page.waitForTimeout(40);
  }
  const during = samples.filter((x) => x.playing);
  assert.ok(during.length > 5, 'the animation was sampled while it ran');
  for (const x of during) {
    // The header still describes Matt's turn before 5 was named.
    assert.equal(x.header.player, 'Matt');
    assert.equal(x.header.outcome, before.header.outcome);
    assert.equal(x.header.remoteness, before.header.remoteness);
    assert.deepEqual(x.header.winningMoves, before.header.winningMoves);
    assert.deepEqual(x.preview, [], 'no hover preview is drawn over the animation');
  }
  const struck = new Map(during.filter((x) => x.current).map((x) => [x.current.value, x.current]));
  assert.equal(struck.get(5)?.kind, 'named');
  assert.equal(struck.get(15)?.kind, 'multiple');
  assert.deepEqual(struck.get(15).sources, [5]);
  // 9 = 5 + 2·2: struck with tiles 5 and 4 (= 2·2) lit.
  assert.equal(struck.get(9)?.kind, 'sum');
  assert.equal(struck.get(9).why, '9 = 5 + 2\u00b72');
  assert.deepEqual(struck.get(9).sources, [5, 4]);
  for (const c of struck.values()) {
    if (c.kind !== 'sum') continue;
    assert.equal(c.sources.reduce((a, b) => a + b, 0), c.value, `the parts of ${c.value} add up to it`);
  }
  // Only when the animation is done does the header move on to Christine.
  const done = await state(page);
  assert.equal(done.number.header.player, 'Christine');
  assert.equal(done.number.header.outcome, done.number.outcome);
  assert.equal(done.number.header.remoteness, done.number.remoteness);

  // Stepping back shows the earlier position at once; stepping forward replays the naming of 5.
  await clickItem(page, 'history.back');
  let s = await state(page);
  assert.equal(s.history.index, 1);
  assert.equal(s.number.animation.playing, false);
  await clickItem(page, 'history.forward');
  s = await waitForState(page, (t) => t.history.index === 2, { what: 'the step forward' });
  assert.equal(s.number.animation.playing, true, 'stepping forward replays the animation');
  assert.equal(s.number.header.player, 'Matt');
  await waitForState(page, (t) => !t.number.animation.playing, { what: 'the replay to end', timeout: 20000 });
  await page.context().close();
});

test('hovering an allowed tile draws the strikes naming it would cause on the board', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.new', max: 20 });
  await dispatch(page, { type: 'number.pick', value: 5 });
  const s0 = (await state(page)).number;
  const expected = s0.allowed.filter((y) => y !== 3 && !numberAfterNaming(s0.allowed, 3).includes(y));
  assert.ok(expected.length >= 3);
  const target = await rectOf(page, `tile.${expected[0]}`);
  const clip = { x: target.x, y: target.y, width: target.w, height: target.h };
  await page.mouse.move(5, 700);
  await settle(page);
  const plain = await page.screenshot({ clip });
  const t3 = await rectOf(page, 'tile.3');
  await page.mouse.move(t3.x + t3.w / 2, t3.y + t3.h / 2);
  const s = await waitForState(page, (t) => t.number.board.hovered === 3, { what: 'tile 3 hovered' });
  assert.deepEqual(s.number.board.preview.map((p) => p.value), expected, 'the preview is what the rule forbids');
  for (const p of s.number.board.preview) assert.ok(p.strikes === 1 || p.strikes === 2);
  const said = s.number.board.hoverText;
  assert.match(said, /^Naming 3 would forbid/);
  // Matt is to move: naming 3 leaves Christine in a position named by its outcome for her.
  assert.match(said, /It (wins|loses): Christine is left in a (losing|winning) position \((L|W)\)/);
  assert.match(said, /It wins: .* losing position \(L\)|It loses: .* winning position \(W\)/);
  await settle(page);
  const hovered = await page.screenshot({ clip });
  assert.notDeepEqual(hovered, plain, `tile ${expected[0]} looks different while 3 is hovered (faint strikes)`);
  await screenshot(page, 'lessons-number-hover-preview');
  await page.context().close();
});

test('the ball strip is on the first screen at 1280×720, above the splitter, at text sizes 17 and 25', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  await dispatch(page, { type: 'view', view: 'balls' });
  await dispatch(page, { type: 'balls.new', take: [1, 2, 3], n: 10 });
  for (const px of [17, 25]) {
    await dispatch(page, { type: 'text.size', px });
    await settle(page);
    await screenshot(page, `lessons-balls-1280x720-text${px}`);
    const cells = await rectOf(page, 'strip.cells');
    const splitter = await rectOf(page, 'canvas.splitter');
    assert.ok(cells && cells.w > 100, `the strip is drawn at ${px} px`);
    assert.ok(cells.x >= 0 && cells.x + cells.w <= 1280 && cells.y >= 0, `strip.cells inside the viewport at ${px} px`);
    assert.ok(cells.y + cells.h <= splitter.y, `strip.cells (bottom ${cells.y + cells.h}) above the splitter (${splitter.y}) at ${px} px`);
    for (const k of [1, 2, 3]) {
      const r = await rectOf(page, `take.${k}`);
      assert.ok(r.y + r.h <= splitter.y, `take.${k} above the splitter at ${px} px`);
    }
  }
  // The strip's cells answer the mouse where the itemRect says: a click plays that N.
  const cells = await rectOf(page, 'strip.cells');
  await page.mouse.move(cells.x + 3, cells.y + cells.h / 2);
  await page.waitForTimeout(120);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
  const s = await waitForState(page, (t) => t.balls.n !== 10, { what: 'a strip click to load its N' });
  assert.ok(s.balls.n >= 1 && s.balls.n <= 5, `the first visible cells are small N (${s.balls.n})`);
  await page.context().close();
});

test('at 800×600 the pile and the two hands never overlap', async () => {
  for (const px of [17, 25]) {
    const { page } = await openApp(env, { width: 800, height: 600 });
    await dispatch(page, { type: 'anim.speed', value: 0 });
    await dispatch(page, { type: 'view', view: 'balls' });
    await dispatch(page, { type: 'text.size', px });
    await dispatch(page, { type: 'balls.new', take: [1, 2, 3], n: 10 });
    await dispatch(page, { type: 'balls.take', k: 3 });
    await dispatch(page, { type: 'balls.take', k: 2 });
    await settle(page);
    await screenshot(page, `lessons-balls-800x600-text${px}`);
    const pile = await rectOf(page, 'balls.pile');
    const hands = [await rectOf(page, 'balls.hand.0'), await rectOf(page, 'balls.hand.1')];
    assert.ok(pile && hands[0] && hands[1], 'the pile and both hands are named');
    for (const r of [pile, ...hands]) assert.ok(r.x >= 0 && r.x + r.w <= 800, `inside the viewport at ${px} px`);
    assert.ok(!intersects(pile, hands[0]), `pile and first hand apart at ${px} px`);
    assert.ok(!intersects(pile, hands[1]), `pile and second hand apart at ${px} px`);
    assert.ok(!intersects(hands[0], hands[1]), `the hands apart at ${px} px`);
    await dispatch(page, { type: 'view', view: 'number' });
    await settle(page);
    await screenshot(page, `lessons-number-800x600-text${px}`);
    const b = (await state(page)).number.board;
    assert.equal(b.textOverflows, 0, `number tiles keep their text inside at 800×600, ${px} px`);
    const t2 = await rectOf(page, 'tile.2'), t9 = await rectOf(page, 'tile.9');
    assert.ok(t9.x + t9.w <= 800, `the board fits the width at ${px} px`);
    assert.ok(t2.x < t9.x);
    await page.context().close();
  }
});

test('judge panels start folded, and no outcome shows during the quiz', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  await settle(page);
  assert.equal(await rectOf(page, 'number.judge.input'), null, 'the Number Game judge panel starts folded');
  await dispatch(page, { type: 'view', view: 'balls' });
  await dispatch(page, { type: 'balls.new', take: [1, 2, 3], n: 10 });
  await settle(page);
  assert.equal(await rectOf(page, 'balls.judge.input'), null, 'the ball judge panel starts folded');
  await clickItem(page, 'balls.judge.panel');
  assert.ok(await rectOf(page, 'balls.judge.input'), 'a click on its header opens it');
  await clickItem(page, 'balls.judge.panel');
  // The strip shows outcome colours, until a quiz hides them.
  const cells = await rectOf(page, 'strip.cells');
  const clip = { x: cells.x, y: cells.y, width: Math.min(cells.w, 400), height: cells.h };
  const shown = await pixelStats(page, await page.screenshot({ clip }), OUTCOME_COLOURS);
  assert.ok(shown.near.win + shown.near.lose > 0.2, `outcome colours in the strip: ${JSON.stringify(shown.near)}`);
  assert.deepEqual(await dispatch(page, { type: 'quiz.start', depth: 1 }), { ok: true });
  await settle(page);
  const hidden = await pixelStats(page, await page.screenshot({ clip }), OUTCOME_COLOURS);
  assert.ok(hidden.near.win + hidden.near.lose + hidden.near.draw < 0.01, `no outcome colour in the strip: ${JSON.stringify(hidden.near)}`);
  await screenshot(page, 'lessons-balls-quiz-hidden');
  await dispatch(page, { type: 'teach.stop' });
  await dispatch(page, { type: 'view', view: 'number' });
  await dispatch(page, { type: 'quiz.start', depth: 1 });
  await settle(page);
  const s = await state(page);
  assert.equal(s.number.header.outcome, 'hidden');
  assert.equal(s.number.header.winningMoves, null);
  const t3 = await rectOf(page, 'tile.3');
  await page.mouse.move(t3.x + t3.w / 2, t3.y + t3.h / 2);
  const h = await waitForState(page, (t) => t.number.board.hovered === 3, { what: 'tile 3 hovered' });
  assert.match(h.number.board.hoverText, /^Naming 3 would forbid/);
  assert.doesNotMatch(h.number.board.hoverText, /It (wins|loses)/, 'the hover says nothing about winning during the quiz');
  await screenshot(page, 'lessons-number-quiz-hidden');
  await page.context().close();
});
