// The subtraction game lesson in the real page: the first screen at two sizes,
// moves and the rules editor with the real mouse and keyboard, a share link
// opening its position, and a full game against the perfect player. Expected
// outcomes come from a brute force written here from the rules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, clickItem, screenshot, waitForState, itemRect } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });


// W / L for piles 0..count-1, straight from the rules (misère: who cannot move wins).
function outcomes(takes, misere, count) {
  const win = [];
  for (let n = 0; n < count; ++n) {
    const fits = takes.filter((t) => t <= n);
    win.push(fits.length ? fits.some((t) => !win[n - t]) : misere);
  }
  return win.map((w) => (w ? 'W' : 'L')).join('');
}

// Scrolls the panel under the item with the mouse wheel until it is in view.
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

// Replaces a text box's content by typing, as a user would.
async function typeInto(page, id, text) {
  await clickItem(page, id);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text, { delay: 30 });
  await page.waitForTimeout(150);
}

for (const [width, height] of [[1280, 720], [800, 600]]) {
  test(`the first screen at ${width}x${height}: pile, takes, verdict and the strip with its period`, async () => {
    const { page, errors } = await openApp(env, { width, height, query: '?game=subtraction&take=1,3,4&n=30' });
    const s = await state(page);
    assert.equal(s.view, 'subtraction');
    assert.deepEqual(s.subtraction.take, [1, 3, 4]);
    assert.equal(s.subtraction.n, 30);
    assert.equal(s.subtraction.outcome, outcomes([1, 3, 4], false, 31)[30]);
    assert.equal(s.subtraction.strip.outcomes, outcomes([1, 3, 4], false, s.subtraction.strip.count));
    assert.equal(s.subtraction.strip.period, 7);
    for (const id of ['subtraction.pile', 'subtraction.take.1', 'subtraction.take.4', 'subtraction.cell.0',
                      'subtraction.takes', 'subtraction.new']) {
      const r = await itemRect(page, id);
      assert.ok(r && r.w > 0 && r.y >= 0 && r.y + r.h <= height, `${id} is on the first screen: ${JSON.stringify(r)}`);
    }
    // The strip is in the lesson's region, above the splitter (not scrolled out under the tree).
    const cell = await itemRect(page, 'subtraction.cell.0'), splitter = await itemRect(page, 'canvas.splitter');
    assert.ok(cell.y + cell.h <= splitter.y, `the strip is on the first screen: ${JSON.stringify([cell, splitter])}`);
    assert.equal(s.tree.overlaps, 0);
    assert.equal(s.font.missingGlyphs, 0);
    await screenshot(page, `subtraction-first-${width}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('takes, a strip cell and the rules editor with the real mouse and keyboard', async () => {
  const { page } = await openApp(env, { query: '?game=subtraction&take=1,3,4&n=30' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await clickItem(page, 'subtraction.take.3');
  let s = await waitForState(page, (st) => st.subtraction.left === 27, { what: 'take 3' });
  assert.equal(s.subtraction.toMove, 'second');
  // A strip cell starts a game from its n.
  await clickItem(page, 'subtraction.cell.12');
  s = await waitForState(page, (st) => st.subtraction.n === 12, { what: 'cell 12' });
  assert.equal(s.history.length, 0);
  // Bad input is named; nothing changes.
  await typeInto(page, 'subtraction.takes', '1, x');
  await clickItem(page, 'subtraction.new');
  s = await waitForState(page, (st) => st.subtraction.message !== '', { what: 'the message' });
  assert.match(s.subtraction.message, /"x"/);
  assert.equal(s.subtraction.n, 12);
  // New rules, a huge pile, misère.
  await typeInto(page, 'subtraction.takes', '2, 5, 7');
  await typeInto(page, 'subtraction.n', '1000000000000000000');
  await clickItem(page, 'subtraction.misere');
  await clickItem(page, 'subtraction.new');
  s = await waitForState(page, (st) => st.subtraction.misere && st.subtraction.take.length === 3, { what: 'new rules' });
  assert.deepEqual(s.subtraction.take, [2, 5, 7]);
  assert.equal(s.subtraction.n, 1e18);
  assert.equal(s.subtraction.treeCapped, true);
  const { preperiod, period } = s.subtraction.strip;
  const same = Number(BigInt(preperiod) + ((10n ** 18n - BigInt(preperiod)) % BigInt(period)));
  assert.equal(s.subtraction.outcome, outcomes([2, 5, 7], true, same + 1)[same]);
  assert.match(s.link, /game=subtraction&take=2,5,7&n=1000000000000000000&misere=1/);
  await screenshot(page, 'subtraction-huge-misere');
  await page.context().close();
});

test('a share link opens its position', async () => {
  const { page } = await openApp(env, { query: '?game=subtraction&take=1,3,4&n=30&misere=1&moves=4,3' });
  const s = await state(page);
  assert.equal(s.view, 'subtraction');
  assert.equal(s.subtraction.misere, true);
  assert.equal(s.subtraction.left, 23);
  assert.deepEqual(s.history.moves, [4, 3]);
  assert.equal(s.subtraction.outcome, outcomes([1, 3, 4], true, 24)[23]);
  assert.equal(s.notice, '');
  const broken = await dispatch(page, { type: 'link.open', query: '?game=subtraction&take=0&n=3' });
  assert.equal(broken.ok, false);
  assert.notEqual((await state(page)).notice, '');
  await page.context().close();
});

test('a full game against the perfect player, played with the mouse', async () => {
  const { page, errors } = await openApp(env, { query: '?game=subtraction&take=1,3,4&n=19' });
  assert.equal(outcomes([1, 3, 4], false, 20)[19], 'W', 'the first player can win from 19');
  await reveal(page, 'teach.play.first');
  await clickItem(page, 'teach.play.first');
  let s = await state(page);
  assert.equal(s.teach.mode, 'play');
  for (let guard = 0; guard < 30 && !s.subtraction.gameOver; ++guard) {
    assert.equal(s.subtraction.toMove, 'first');
    assert.equal(s.subtraction.outcome, 'W', 'perfect play keeps the human winning');
    const k = s.subtraction.winningMoves[0];
    const plies = s.history.length;
    await clickItem(page, `subtraction.take.${k}`);
    s = await waitForState(page, (st) => st.history.length === plies + 1, { what: `take ${k}` });
    if (s.subtraction.gameOver) break;
    s = await waitForState(page, (st) => st.history.length === plies + 2 && !st.teach.play.waiting,
                           { what: 'the computer\'s reply', timeout: 15000 });
  }
  assert.ok(s.subtraction.gameOver);
  assert.equal(s.subtraction.toMove, 'second', 'the computer is left without a move');
  assert.match(s.subtraction.result, /second player cannot move and loses/);
  assert.ok(s.teach.play.verdicts.every((v) => !v.blunder));
  await screenshot(page, 'subtraction-played-out');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('in Chinese every character of the lesson has its glyph', async () => {
  const { page, errors } = await openApp(env, { query: '?game=subtraction&take=1,3,4&n=30&misere=1&lang=zh' });
  // missingGlyphs counts the characters of the shown table (the lesson's rows too) the atlas lacks.
  const s = await waitForState(page, (st) => st.font.cjk === 'ready' && st.font.missingGlyphs === 0,
                               { what: 'the CJK font with every glyph of the lesson' });
  assert.equal(s.settings.lang, 'zh');
  await page.waitForTimeout(300);
  await screenshot(page, 'subtraction-zh');
  assert.deepEqual(errors, []);
  await page.context().close();
});
