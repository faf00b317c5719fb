// What a class trips over (issue 33, part 2), each driven by the real mouse on
// the rects window.gtl.itemRect reports, pixels sampled where the defect is
// visual: the Undo button never under the status bar, a share link that brings
// back what the teacher showed (and says it was copied), the ball game's rule
// on screen, a ball link with only its game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  launch, openApp, openTouch, state, dispatch, clickItem, reveal, itemRect, waitForState, screenshot, pngPixels, commonColour, steadyRect, drawn,
  numberAfterNaming, numberWinningMoves,
} from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// Waits until the named item is drawn, and returns its rect (read after a frame each time).
async function whenDrawn(page, id, timeout = 5000) {
  const end = Date.now() + timeout;
  for (;;) {
    await drawn(page, 1);
    const r = await itemRect(page, id);
    if (r) return r;
    if (Date.now() > end) throw new Error(`no UI element named ${id}`);
  }
}

// Pixels of a box in a fresh screenshot that differ from the box's most common colour by more than 60 (sum of |dRGB|).
async function inkIn(page, box) {
  const png = await page.screenshot();
  const d = await pngPixels(page, png, box);
  const bg = commonColour(d.data).rgb;
  let ink = 0;
  for (let i = 0; i < d.data.length; i += 4) {
    const diff = Math.abs(d.data[i] - bg[0]) + Math.abs(d.data[i + 1] - bg[1]) + Math.abs(d.data[i + 2] - bg[2]);
    if (diff > 60) ++ink;
  }
  return ink;
}

for (const [lang, takes] of [['en', [7, 1]], ['zh', [7, 1]], ['en', [7, 1, 1, 1]], ['zh', [7, 1, 1, 1]]]) {
  test(`play as second on {1,3,7}, N = 30: after ${takes.length} verdicts (take ${takes.join(', ')}) the Undo button is above the status bar and a click undoes (${lang})`, async () => {
    const { page, errors } = await openApp(env, { query: `?game=balls&take=1,3,7&n=30${lang === 'zh' ? '&lang=zh' : ''}` });
    if (lang === 'zh') await waitForState(page, (s) => s.settings.lang === 'zh' && s.font.cjk === 'ready', { what: 'the Chinese font' });
    await dispatch(page, { type: 'anim.speed', value: 0 });
    await reveal(page, 'teach.play.second');
    await clickItem(page, 'teach.play.second');
    await waitForState(page, (s) => s.teach.mode === 'play' && s.history.length === 1, { what: 'the computer\'s first move' });
    for (const [i, take] of takes.entries()) {
      await reveal(page, `take.${take}`);
      await clickItem(page, `take.${take}`);
      await waitForState(page, (s) => s.history.length === 3 + 2 * i || s.balls.gameOver, { what: `take ${take} and the reply` });
    }
    await drawn(page, 3);  // the scroll the new verdict asked for
    const s = await state(page);
    assert.ok(s.teach.play.verdicts.length >= takes.length, `${takes.length} verdicts`);
    const status = s.layout.status, panel = s.layout.panel;
    assert.ok(status.h > 0, 'the desktop shows the status bar');
    const undo = await itemRect(page, 'teach.undo');
    assert.ok(undo, 'the Undo button is drawn');
    assert.ok(undo.y >= panel.y && undo.y + undo.h <= status.y,
      `Undo ${JSON.stringify(undo)} lies inside the panel, above the status bar at y = ${status.y}`);
    // Its label is drawn there: ink (text on the button) in its rect.
    const ink = await inkIn(page, undo);
    assert.ok(ink > 20, `the Undo label is drawn (${ink} ink pixels)`);
    await screenshot(page, `classroom-undo-${lang}-${takes.length}-1280x720`);
    // The real mouse reaches it: the human's last move and the reply are taken back.
    const before = s.history.length;
    await clickItem(page, 'teach.undo');
    const back = await waitForState(page, (st) => st.history.index < before, { what: 'undo' });
    assert.equal(back.history.index, before - 2, 'back to the human\'s turn');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('Share › Copy a link with the mouse: "copied" is shown and announced; the link opens the same 22-node expansion, selection and induction step', async () => {
  const { page, errors } = await openApp(env, { query: '?game=number&max=8' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.url).origin });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  // Induction by the mouse, three steps in.
  await reveal(page, 'teach.induction.memo');
  await clickItem(page, 'teach.induction.memo');
  await waitForState(page, (s) => s.teach.mode === 'induction', { what: 'induction' });
  for (let i = 1; i <= 3; ++i) {
    await reveal(page, 'teach.forward');
    await clickItem(page, 'teach.forward');
    await waitForState(page, (s) => s.teach.step === i, { what: `step ${i}` });
  }
  // The teacher opens a node with its expander (one on the canvas), then selects another node with a click.
  let s = await state(page);
  const canvasBox = await whenDrawn(page, 'tree.canvas');
  const onCanvas = (r) => r && r.x >= canvasBox.x && r.y >= canvasBox.y && r.x + r.w <= canvasBox.x + canvasBox.w && r.y + r.h <= canvasBox.y + canvasBox.h;
  let opened = null;
  for (const l of s.tree.restore) {
    if (onCanvas(await itemRect(page, `tree.expander:${l.join(',')}`))) { opened = l; break; }
  }
  assert.ok(opened, 'an expander on the canvas');
  const n0 = s.tree.nodes;
  await clickItem(page, `tree.expander:${opened.join(',')}`);
  s = await waitForState(page, (st) => st.tree.nodes > n0, { what: 'the node to open' });
  assert.ok(s.tree.nodes >= 22, `the teacher shows ${s.tree.nodes} nodes`);
  await page.waitForTimeout(300);
  let leaf = null;
  for (const l of s.tree.restore) {
    if (JSON.stringify(l) === JSON.stringify(s.tree.selected)) continue;
    if (onCanvas(await itemRect(page, `tree.node:${l.join(',')}`))) { leaf = l; break; }
  }
  assert.ok(leaf, 'another node on the canvas');
  await clickItem(page, `tree.node:${leaf.join(',')}`);
  s = await waitForState(page, (st) => JSON.stringify(st.tree.selected) === JSON.stringify(leaf), { what: 'the selection' });
  assert.equal(s.toast.text, '', 'nothing said yet');

  await clickItem(page, 'menu.share');
  await clickItem(page, 'share.copy');
  s = await waitForState(page, (st) => st.toast.text !== '', { what: 'the copy to be said' });
  assert.match(s.toast.text, /^Link copied/);
  assert.equal(s.toast.id, 1);
  assert.equal(s.share.copies, 1);
  assert.equal(s.share.trimmed, false);
  // Seen on screen: the toast's box over the canvas holds text.
  const box = await whenDrawn(page, 'share.copied');
  assert.ok(box.x >= s.layout.canvas.x && box.y >= s.layout.canvas.y, `over the canvas: ${JSON.stringify(box)}`);
  // It covers nothing in use (issue 43: it lay over tiles 5–15 for five
  // seconds): no tile of the board, no drawn node of the tree, no control.
  const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const covered = [];
  const names = [...Array.from({ length: s.number.max - 1 }, (_, i) => `tile.${i + 2}`),
                 ...s.tree.restore.map((l) => `tree.node:${l.join(',')}`), 'tree.node:',
                 'teach.back', 'teach.play', 'teach.forward', 'menu.share', 'menu.file'];
  for (const name of names) {
    const r = await itemRect(page, name);
    if (r && meets(r, box)) covered.push(name);
  }
  assert.deepEqual(covered, [], `the toast ${JSON.stringify(box)} covers nothing in use`);
  const ink = await inkIn(page, box);
  assert.ok(ink > 200, `the confirmation is drawn (${ink} ink pixels)`);
  await screenshot(page, 'classroom-link-copied-1280x720');
  // The clipboard holds the page's address with the link.
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(clip.endsWith(s.share.link), `${clip} ends with ${s.share.link}`);
  assert.match(s.share.link, /&tree=/);
  assert.match(s.share.link, /&sel=/);
  assert.match(s.share.link, /&ind=memo\.3(&|$)/);
  assert.ok(s.share.link.length <= 4096);

  // A student opens it: the same expansion, selection and step.
  const { page: student, errors: studentErrors } = await openApp(env, { query: s.share.link });
  const t = await waitForState(student, (st) => st.teach.mode === 'induction', { what: 'the induction from the link' });
  assert.equal(t.tree.nodes, s.tree.nodes, `the class sees the teacher's ${s.tree.nodes} nodes`);
  assert.deepEqual(t.tree.restore, s.tree.restore);
  assert.deepEqual(t.tree.selected, s.tree.selected);
  assert.equal(t.teach.step, 3);
  assert.equal(t.notice, '');
  // The position's link alone opens fewer (what it did before).
  const { page: old } = await openApp(env, { query: s.link });
  assert.ok((await state(old)).tree.nodes < s.tree.nodes, 'the position link alone opens fewer nodes');
  // The toast goes away by itself.
  await waitForState(page, (st) => st.toast.text === '', { what: 'the toast to go', timeout: 12000 });
  await drawn(page);  // the rects are those of the last frame: read them from one that drew the state
  assert.equal(await itemRect(page, 'share.copied'), null);
  assert.deepEqual(errors, []);
  assert.deepEqual(studentErrors, []);
  await student.context().close();
  await old.context().close();
  await page.context().close();
});

test('the ball game states its rule on screen, and a finished game\'s header is its result alone', async () => {
  const { page, errors } = await openApp(env, { query: '?game=balls&take=1,2&n=3' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  const rule = await whenDrawn(page, 'balls.rule');
  const canvas = (await state(page)).layout.canvas;
  assert.ok(rule.y >= canvas.y && rule.y + rule.h <= canvas.y + canvas.h && rule.w > 100, `the rule is on screen: ${JSON.stringify(rule)}`);
  assert.ok(await inkIn(page, rule) > 100, 'its words are drawn');
  // Play it out with the mouse: take 2, take 1 (3 balls).
  await clickItem(page, 'take.2');
  await clickItem(page, 'take.1');
  const s = await waitForState(page, (st) => st.balls.gameOver, { what: 'the end of the game' });
  assert.match(s.balls.result, /^No take fits/);
  await page.waitForTimeout(200);
  const header = await whenDrawn(page, 'balls.header');
  const ruleNow = await whenDrawn(page, 'balls.rule');
  assert.equal(header.x, ruleNow.x, `the result starts the header line (no "First player" before it): ${JSON.stringify(header)}`);
  await screenshot(page, 'classroom-balls-over-1280x720');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a slider\'s words lie beside it, never under its handle: the animation speed dragged to the middle, the strip\'s cell size', async () => {
  const { page, errors } = await openApp(env, { query: '?game=balls&take=1,3,7&n=30' });
  await page.waitForTimeout(300);
  const slider = await steadyRect(page, 'settings.speed');
  // Drag the handle to the middle of the slider with the real mouse.
  const s0 = await state(page);
  const from = { x: slider.x + slider.w * (s0.settings.animSpeed / 4), y: slider.y + slider.h / 2 };
  await page.mouse.move(from.x, from.y);
  await page.waitForTimeout(100);
  await page.mouse.down();
  await page.waitForTimeout(100);
  await page.mouse.move(slider.x + slider.w * 0.5, from.y, { steps: 5 });
  await page.waitForTimeout(100);
  await page.mouse.up();
  const s = await waitForState(page, (st) => Math.abs(st.settings.animSpeed - 2) < 0.6, { what: 'the speed near the middle' });
  assert.ok(Math.abs(s.settings.animSpeed * 10 - Math.round(s.settings.animSpeed * 10)) < 1e-4, `a tenth, as the label says: ${s.settings.animSpeed}`);
  for (const [label, bar] of [['settings.speed.label', 'settings.speed'], ['strip.zoom.label', 'strip.zoom']]) {
    const l = await whenDrawn(page, label), b = await whenDrawn(page, bar);
    const overlap = l.x < b.x + b.w && b.x < l.x + l.w && l.y < b.y + b.h && b.y < l.y + l.h;
    assert.ok(!overlap, `${label} ${JSON.stringify(l)} is not under ${bar} ${JSON.stringify(b)}`);
    assert.ok(await inkIn(page, l) > 30, `${label}'s words are drawn`);
  }
  await screenshot(page, 'classroom-sliders-1280x720');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a ball link with only its game opens the ball game (not a refusal and the Number Game)', async () => {
  const { page, errors } = await openApp(env, { query: '?game=balls' });
  const s = await state(page);
  assert.equal(s.view, 'balls');
  assert.equal(s.notice, '');
  assert.deepEqual([s.balls.take, s.balls.n], [[1, 2, 3], 10]);
  // A named rect is a frame behind the state: wait for the frame that drew the lesson.
  assert.ok(await whenDrawn(page, 'take.1'), 'its take buttons are drawn');
  assert.deepEqual(errors, []);
  await page.context().close();
});

// The value chart while induction hides the values: its placeholder is neither
// struck through by the middle line nor run into the "D" or past the chart.
async function chartPlaceholderClean(page, what) {
  const box = await whenDrawn(page, 'history.chart');
  const png = await page.screenshot();
  const d = await pngPixels(page, png, box);
  const bg = commonColour(d.data).rgb;
  const w = d.width, h = d.height;
  const inkAt = (x, y) => {
    const i = 4 * (y * w + x);
    return Math.abs(d.data[i] - bg[0]) + Math.abs(d.data[i + 1] - bg[1]) + Math.abs(d.data[i + 2] - bg[2]) > 60;
  };
  // A line is faint (the border colour on the chart's fill): any change from the fill counts for it.
  const tintAt = (x, y) => {
    const i = 4 * (y * w + x);
    return Math.abs(d.data[i] - bg[0]) + Math.abs(d.data[i + 1] - bg[1]) + Math.abs(d.data[i + 2] - bg[2]) > 12;
  };
  let lineRows = 0, total = 0, edge = 0;
  for (let y = 2; y < h - 2; ++y) {
    let n = 0, tinted = 0;
    for (let x = 0; x < w; ++x) {
      if (inkAt(x, y)) ++n;
      if (tintAt(x, y)) ++tinted;
    }
    total += n;
    // A row tinted over 80 % of the chart's width is a line across it (text leaves gaps between letters).
    if (tinted > 0.8 * w) ++lineRows;
    for (let x = w - 5; x < w; ++x) if (inkAt(x, y)) ++edge;
  }
  assert.equal(lineRows, 0, `${what}: no line strikes the placeholder through (${lineRows} rows)`);
  assert.ok(total > 50, `${what}: the placeholder is drawn (${total} ink pixels in ${JSON.stringify(box)})`);
  assert.equal(edge, 0, `${what}: nothing drawn in the chart's last 5 px (the words stop before its edge)`);
}

test('the value chart during induction: its placeholder is not struck through nor cut, at 1280x720 and on a phone', async () => {
  const { page, errors } = await openApp(env, { query: '?game=number&max=8&moves=5' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await reveal(page, 'teach.induction.memo');
  await clickItem(page, 'teach.induction.memo');
  await waitForState(page, (s) => s.teach.mode === 'induction' && s.settings.quizRunning === false, { what: 'induction' });
  await page.waitForTimeout(300);
  await chartPlaceholderClean(page, '1280x720');
  await screenshot(page, 'classroom-chart-hidden-1280x720');
  await page.context().close();
  const phone = await openApp(env, { width: 390, height: 844, query: '?game=number&max=8&moves=5' });
  await dispatch(phone.page, { type: 'teach.induction', order: 'memo' });
  await phone.page.waitForTimeout(300);
  await chartPlaceholderClean(phone.page, '390x844');
  await screenshot(phone.page, 'classroom-chart-hidden-390x844');
  assert.deepEqual(errors, []);
  assert.deepEqual(phone.errors, []);
  await phone.page.context().close();
});

test('the tree\'s right-click "Expand 2 levels" fits what it opened, as the panel\'s Expand to depth does', async () => {
  const { page, errors } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await page.waitForTimeout(300);
  const start = await whenDrawn(page, 'tree.node:');
  await page.mouse.move(start.x + start.w / 2, start.y + start.h / 2);
  await page.waitForTimeout(100);
  await page.mouse.down({ button: 'right' });
  await page.waitForTimeout(80);
  await page.mouse.up({ button: 'right' });
  await page.waitForTimeout(200);
  const before = (await state(page)).tree.nodes;
  await clickItem(page, 'tree.menu.depth');
  await waitForState(page, (s) => s.tree.nodes > before, { what: 'two levels to open' });
  const t = await waitForState(page, (s) => s.tree.nodesInView === s.tree.nodes, { what: 'every node in view', timeout: 4000 })
    .catch(async () => (await state(page)));
  assert.equal(t.tree.nodesInView, t.tree.nodes, `${t.tree.nodesInView} of ${t.tree.nodes} nodes in view`);
  assert.ok(t.tree.nodes >= 20, `${t.tree.nodes} nodes`);
  await screenshot(page, 'classroom-menu-depth2-1280x720');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('induction on 2..20 at the start: no "from the current position" twin; "On a small board instead" starts on 2..6 and the N field says 6', async () => {
  const { page, errors } = await openApp(env, { width: 1280, height: 1000 });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  assert.equal((await state(page)).number.max, 20);
  await reveal(page, 'teach.induction.memo');
  await clickItem(page, 'teach.induction.memo');
  await whenDrawn(page, 'teach.induction.anyway');
  assert.equal(await itemRect(page, 'teach.induction.current'), null, 'at the start, "from the current position" would be the same induction');
  await clickItem(page, 'teach.induction.small');
  const s = await waitForState(page, (st) => st.teach.mode === 'induction', { what: 'the small board\'s induction to start' });
  assert.equal(s.number.max, 6);
  assert.equal(s.teach.steps, 40, '2..6 takes 40 steps');
  assert.equal(s.teach.step, 0);
  // The N field follows the board: New game with the mouse makes 2..6 again, not 2..20.
  await dispatch(page, { type: 'teach.stop' });
  await reveal(page, 'number.new');
  await clickItem(page, 'number.new');
  await page.waitForTimeout(300);
  assert.equal((await state(page)).number.max, 6, 'the field said 6');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('on a phone a tapped node\'s tooltip speaks of taps and holding, not of clicks', async () => {
  const t = await openTouch(env, { width: 390, height: 844, scale: 2 });
  const { page } = t;
  await dispatch(page, { type: 'tree.group', on: false });
  await page.waitForTimeout(400);
  let node = null, m = 0;
  const canvas = await whenDrawn(page, 'tree.canvas');
  for (m = 2; m <= 20 && !node; ++m) {
    const r = await itemRect(page, `tree.node:${m}`);
    if (r && r.x >= canvas.x + 10 && r.x + r.w <= canvas.x + canvas.w - 10 && r.y >= canvas.y + 4 && r.y + r.h <= canvas.y + canvas.h - 4) node = r;
  }
  assert.ok(node, 'a start move drawn on the canvas');
  await page.touchscreen.tap(node.x + node.w / 2, node.y + node.h / 2);
  const s = await waitForState(page, (st) => st.tree.tip !== null && st.tree.tipHelp, { what: 'the tooltip' });
  assert.match(s.tree.tipHelp, /tap/i);
  assert.doesNotMatch(s.tree.tipHelp, /click/i);
  await screenshot(page, 'classroom-touch-tip-390x844');
  await t.close();
});

test('on a phone the timeline\'s step buttons and the quiz\'s W / L / D are 44 px wide as well as tall', async () => {
  const t = await openTouch(env, { width: 390, height: 844, scale: 2 });
  const { page } = t;
  // Two moves, so the timeline's step buttons are enabled: tap two tiles.
  for (const n of [2, 3]) {
    const r = await whenDrawn(page, `tile.${n}`);
    await page.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2);
    await page.waitForTimeout(300);
  }
  await waitForState(page, (s) => s.history.length >= 1, { what: 'a move' });
  for (const id of ['history.start', 'history.back', 'history.forward', 'history.end']) {
    const r = await whenDrawn(page, id);
    assert.ok(r.w >= 44 && r.h >= 44, `${id} is ${r.w}×${r.h}, a touch target is 44×44`);
  }
  await dispatch(page, { type: 'history.step', delta: -10 });
  await dispatch(page, { type: 'quiz.start', movesLeft: 2 });
  const open = await whenDrawn(page, 'view.drawer');
  await page.touchscreen.tap(open.x + open.w / 2, open.y + open.h / 2);
  await waitForState(page, (s) => s.layout.panelOpen, { what: 'the drawer' });
  await page.waitForTimeout(300);
  // The full-width header of the judge panel ends where the drawer's content does.
  const content = await whenDrawn(page, 'number.judge.panel');
  for (const o of ['W', 'L', 'D']) {
    const r = await whenDrawn(page, `quiz.1.${o}`);
    assert.ok(r.w >= 44 && r.h >= 44, `quiz.1.${o} is ${r.w}×${r.h}, a touch target is 44×44`);
    // Whole inside the drawer's content (D ran past its edge, cut off under the scroll bar).
    assert.ok(r.x + r.w <= content.x + content.w + 1, `quiz.1.${o} ${JSON.stringify(r)} ends inside the drawer's content ${JSON.stringify(content)}`);
  }
  await screenshot(page, 'classroom-phone-quiz-390x844');
  await t.close();
});

// Rect helpers for the phone's quiz bar.
const inside = (a, b) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// Waits until the node of quiz question `q` is drawn wholly inside the tree's
// canvas and clear of the quiz bar (the tree glides to it); returns its rect.
async function questionInView(page, q, bar) {
  const id = `tree.node:${q.path.join(',')}`;
  let r = null, canvas = null;
  for (let i = 0; i < 80; ++i) {
    [r, canvas] = await page.evaluate((k) => [window.gtl.itemRect(k), window.gtl.itemRect('tree.canvas')], id);
    if (r && canvas && inside(r, canvas) && !overlap(r, bar)) {
      await page.waitForTimeout(200);  // the glide has ended: the rect stays
      const again = await itemRect(page, id);
      if (JSON.stringify(again) === JSON.stringify(r)) return r;
    }
    await page.waitForTimeout(60);
  }
  throw new Error(`question ${q.number}'s node ${id} is not in view above the quiz bar: ${JSON.stringify({ r, canvas, bar })}`);
}

test('on a phone the quiz asks in a bar over the tree: W / L / D of 44 px beside the question, whose node is in view; a tap on the right answer answers it as the panel\'s button does and the next question comes into view', async () => {
  const t = await openTouch(env, { width: 390, height: 844, scale: 2 });
  const { page } = t;
  const start = await state(page);
  assert.equal(start.layout.form, 'phone');
  assert.equal(await itemRect(page, 'quiz.bar'), null, 'no quiz bar before a quiz runs');
  assert.ok((await dispatch(page, { type: 'quiz.start', movesLeft: 2 })).ok);
  let s = await waitForState(page, (st) => st.teach.mode === 'quiz' && st.teach.quiz.current === 1, { what: 'the quiz at question 1' });
  assert.equal(s.layout.panelOpen, false, 'the drawer is closed');
  const questions = s.teach.quiz.questions;
  assert.ok(questions.length >= 2, 'two questions at least');
  const bar = await steadyRect(page, 'quiz.bar');
  const view = { x: 0, y: 0, w: 390, h: 844 };
  const canvas = await itemRect(page, 'tree.canvas');
  assert.ok(inside(bar, view), `the bar ${JSON.stringify(bar)} lies in the viewport`);
  assert.ok(inside(bar, canvas), `the bar ${JSON.stringify(bar)} lies over the tree ${JSON.stringify(canvas)}`);
  assert.ok(bar.y + bar.h >= canvas.y + canvas.h - 1, 'at the bottom of the tree');
  const buttons = {};
  for (const o of ['W', 'L', 'D']) {
    const r = await steadyRect(page, `quiz.bar.${o}`);
    assert.ok(r.w >= 44 && r.h >= 44, `quiz.bar.${o} is ${r.w}×${r.h}, a touch target is 44×44`);
    assert.ok(inside(r, view), `quiz.bar.${o} ${JSON.stringify(r)} lies in the viewport`);
    assert.ok(inside(r, bar), `quiz.bar.${o} lies in the bar`);
    buttons[o] = r;
  }
  // The question's node: wholly inside the tree's canvas, under none of the bar.
  const node = await questionInView(page, questions[0], bar);
  for (const o of ['W', 'L', 'D']) assert.ok(!overlap(node, buttons[o]), `quiz.bar.${o} does not cover question 1's node`);
  // The bar's background is its own, not the tree's: sampled above the buttons, and in the tree above the bar.
  const png = await screenshot(page, 'classroom-phone-quizbar-390x844');
  const top = buttons.W.y - bar.y;
  const barBg = commonColour((await pngPixels(page, png, { x: bar.x + 2, y: bar.y + 3, w: bar.w - 4, h: Math.max(2, top - 4) }, 2)).data);
  const treeBg = commonColour((await pngPixels(page, png, { x: canvas.x + 2, y: bar.y - 14, w: canvas.w - 4, h: 10 }, 2)).data);
  const diff = barBg.rgb.reduce((n, v, i) => n + Math.abs(v - treeBg.rgb[i]), 0);
  assert.ok(diff >= 12, `the bar's background ${barBg.rgb} differs from the tree's ${treeBg.rgb}`);
  // The right answer, from the rules (helpers.mjs) and the question's path from the start in the state.
  let allowed = start.number.allowed;
  for (const m of questions[0].path) allowed = numberAfterNaming(allowed, m);
  const right = numberWinningMoves(allowed).length > 0 ? 'W' : 'L';
  const b = buttons[right];
  await page.touchscreen.tap(b.x + b.w / 2, b.y + b.h / 2);
  s = await waitForState(page, (st) => st.teach.quiz.questions[0].answer !== '', { what: 'question 1 answered by the bar' });
  const q1 = s.teach.quiz.questions[0];
  assert.equal(q1.answer, right);
  assert.equal(q1.correct, true);
  assert.ok(q1.feedback.length > 0, 'the feedback the panel shows');
  assert.deepEqual(s.teach.quiz.score, { correct: 1, answered: 1, total: questions.length });
  assert.equal(s.teach.quiz.current, 2, 'the bar asks question 2');
  assert.ok(s.teach.quiz.questions.slice(1).every((q) => q.answer === ''), 'no other question answered');
  // The panel's own button records the same answer and feedback (the same path): question 1 answered by quiz.1.<right> on a second phone.
  const t2 = await openTouch(env, { width: 390, height: 844, scale: 2 });
  await dispatch(t2.page, { type: 'quiz.start', movesLeft: 2 });
  const open = await steadyRect(t2.page, 'view.drawer');
  await t2.page.touchscreen.tap(open.x + open.w / 2, open.y + open.h / 2);
  await waitForState(t2.page, (st) => st.layout.panelOpen, { what: 'the drawer' });
  assert.equal(await itemRect(t2.page, 'quiz.bar.W'), null, 'no quiz bar under the open drawer');
  const pb = await steadyRect(t2.page, `quiz.1.${right}`);
  await t2.page.touchscreen.tap(pb.x + pb.w / 2, pb.y + pb.h / 2);
  const s2 = await waitForState(t2.page, (st) => st.teach.quiz.questions[0].answer !== '', { what: 'question 1 answered in the drawer' });
  assert.deepEqual(s2.teach.quiz.questions[0], q1, 'the bar and the panel answer alike');
  assert.deepEqual(s2.teach.quiz.score, s.teach.quiz.score);
  assert.equal(s2.teach.quiz.current, 2);
  await t2.close();
  // The next question's node comes into view above the bar.
  const bar2 = await steadyRect(page, 'quiz.bar');
  const node2 = await questionInView(page, questions[1], bar2);
  for (const o of ['W', 'L', 'D']) assert.ok(!overlap(node2, await itemRect(page, `quiz.bar.${o}`)), `quiz.bar.${o} does not cover question 2's node`);
  assert.deepEqual((await state(page)).tree.selected, questions[1].path, 'question 2 is selected, as a tap on it in the panel does');
  await screenshot(page, 'classroom-phone-quizbar-q2-390x844');
  await t.close();
});

test('on a phone the quiz bar speaks Chinese too, and is gone on a desktop', async () => {
  const t = await openTouch(env, { width: 390, height: 844, scale: 2 });
  const { page } = t;
  assert.ok((await dispatch(page, { type: 'lang', lang: 'zh' })).ok);
  assert.ok((await dispatch(page, { type: 'quiz.start', movesLeft: 2 })).ok);
  const bar = await steadyRect(page, 'quiz.bar');
  for (const o of ['W', 'L', 'D']) {
    const r = await steadyRect(page, `quiz.bar.${o}`);
    assert.ok(r.w >= 44 && r.h >= 44, `quiz.bar.${o} is ${r.w}×${r.h}`);
  }
  await page.waitForTimeout(300);
  const s = await state(page);
  assert.equal(s.font.missingGlyphs, 0, 'every glyph of the bar is in the font');
  // The accessible twin has the bar's buttons, named.
  await page.evaluate(() => window.gtl.a11y.refresh());
  const names = await page.evaluate(() => [...document.querySelectorAll('[data-id]')].map((e) => e.getAttribute('aria-label')));
  for (const o of ['W', 'L', 'D']) assert.ok(names.filter((n) => n === o).length >= 1, `the twin names the bar's ${o}`);
  // The keyboard reaches them: Tab to the twin's W in the bar's section ("测验"), Enter answers question 1.
  const sections = await page.evaluate(() => [...document.querySelectorAll('section[aria-label]')].map((e) => e.getAttribute('aria-label')));
  assert.ok(sections.includes('测验'), `the bar is a section of the twin named 测验: ${sections}`);
  await page.evaluate(() => [...document.querySelectorAll('section[aria-label="测验"] [aria-label="W"]')][0].focus());
  await page.keyboard.press('Enter');
  const answered = await waitForState(page, (st) => st.teach.quiz.questions[0].answer === 'W', { what: 'question 1 answered W from the keyboard' });
  assert.equal(answered.teach.quiz.current, 2);
  await screenshot(page, 'classroom-phone-quizbar-zh-390x844');
  assert.ok(bar.h > 44);
  await t.close();
  const { page: desk } = await openApp(env);
  assert.ok((await dispatch(desk, { type: 'quiz.start', movesLeft: 2 })).ok);
  await desk.waitForTimeout(300);
  assert.equal(await itemRect(desk, 'quiz.bar'), null, 'a desktop asks in the panel, with no bar');
  assert.equal(await itemRect(desk, 'quiz.bar.W'), null);
  await desk.context().close();
});

test('the default quiz on 2..20 (two moves left, started with the mouse) asks the number of questions docs/teaching.md gives', async () => {
  const { page, errors } = await openApp(env);
  await reveal(page, 'teach.quiz');
  await clickItem(page, 'teach.quiz');
  const s = await waitForState(page, (st) => st.teach.mode === 'quiz', { what: 'the quiz' });
  assert.equal(s.teach.quiz.movesLeft, 2);
  assert.equal(s.teach.quiz.questions.length, 4);
  assert.equal(s.teach.quiz.score.total, 4);
  // docs/teaching.md says so (it said "six positions").
  const teaching = readFileSync(new URL('../../docs/teaching.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
  assert.match(teaching, /Quiz\*: up to six positions \(as many as the game has, when fewer: the default quiz on 2\.\.20, two moves left, asks 4;/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the graph editor: "Empty" starts a new graph; a disc lands where it is clicked and no other moves, even near the edge', async () => {
  const { page, errors } = await openApp(env, { query: '?game=graph' });
  await waitForState(page, (st) => st.view === 'graph', { what: 'the graph lesson' });
  await reveal(page, 'graph.example.empty');
  await clickItem(page, 'graph.example.empty');
  await waitForState(page, (st) => st.graph.positions === 0 && st.graph.moves === 0 && st.graph.start === null,
    { what: 'an empty graph: no position, no start' });
  await page.waitForTimeout(200);
  const canvas = await whenDrawn(page, 'graph.canvas');
  const ids = ['a', 'b', 'c', 'd', 'e'];
  // The middle first (the first disc, drawn on the empty graph's canvas, which
  // must not move when the graph stops being empty), then close to the right
  // edge and the bottom, where the old view refitted.
  const spots = [[0.3, 0.3], [0.45, 0.35], [0.25, 0.7], [0.96, 0.5], [0.6, 0.93]];
  const placed = {};
  for (let i = 0; i < spots.length; ++i) {
    const x = canvas.x + canvas.w * spots[i][0], y = canvas.y + canvas.h * spots[i][1];
    const before = {};
    for (const id of ids.slice(0, i)) before[id] = await itemRect(page, `graph.node:${id}`);
    await page.mouse.move(x, y);
    await page.waitForTimeout(100);
    await page.mouse.down();
    await page.waitForTimeout(120);
    await page.mouse.up();
    await waitForState(page, (st) => st.graph.positions === i + 1, { what: `position ${ids[i]}` });
    if (i === 0) assert.equal((await state(page)).graph.start, 'a', 'the first disc drawn is the start');
    await page.waitForTimeout(200);
    const r = await itemRect(page, `graph.node:${ids[i]}`);
    assert.ok(Math.abs(r.x + r.w / 2 - x) <= 2 && Math.abs(r.y + r.h / 2 - y) <= 2,
      `${ids[i]} is centred on the click (${x}, ${y}): ${JSON.stringify(r)}`);
    placed[ids[i]] = r;
    for (const [id, b] of Object.entries(before)) {
      const now = await itemRect(page, `graph.node:${id}`);
      assert.deepEqual(now, b, `${id} stays where it was when ${ids[i]} is added`);
    }
  }
  await screenshot(page, 'classroom-graph-placed-1280x720');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the graph editor: every position can be deleted, down to an empty graph that says what to do, in the editor and in the tree; "Add a position" starts again', async () => {
  const { page, errors } = await openApp(env, { query: '?game=graph' });
  await waitForState(page, (st) => st.view === 'graph', { what: 'the graph lesson' });
  await page.waitForTimeout(300);
  const canvas = await whenDrawn(page, 'graph.canvas');
  const tree = await whenDrawn(page, 'tree.canvas');
  const treeInkBefore = await inkIn(page, tree);
  // Select each disc with the mouse and press Delete, the start last.
  let st = await state(page);
  const ids = Object.keys(st.graph.values).filter((id) => id !== st.graph.start).concat([st.graph.start]);
  assert.ok(ids.length >= 3, `the example has positions: ${ids}`);
  for (const [i, id] of ids.entries()) {
    const r = await whenDrawn(page, `graph.node:${id}`);
    await page.mouse.move(r.x + r.w / 2, r.y + r.h / 2);
    await page.waitForTimeout(100);
    await page.mouse.down();
    await page.waitForTimeout(120);
    await page.mouse.up();
    await waitForState(page, (s) => s.graph.selected === id, { what: `${id} selected by a click` });
    await page.keyboard.press('Delete');
    st = await waitForState(page, (s) => s.graph.positions === ids.length - i - 1, { what: `${id} deleted` });
    assert.equal(st.graph.error, '', `deleting ${id} is not refused`);
  }
  // The empty graph: no start, no values, no game over the board, and a sentence
  // where the discs were and where the tree was.
  await page.waitForTimeout(300);
  st = await state(page);
  assert.equal(st.graph.start, null);
  assert.equal(st.graph.current, null);
  assert.deepEqual(st.graph.values, {});
  assert.match(st.graph.emptyHint, /Click anywhere/);
  assert.match(st.tree.empty, /graph is empty/);
  assert.equal(st.tree.nodes, undefined, 'no tree is drawn');
  const hint = await whenDrawn(page, 'graph.empty.hint');
  assert.ok(hint.x >= canvas.x && hint.x + hint.w <= canvas.x + canvas.w && hint.y >= canvas.y && hint.y + hint.h <= canvas.y + canvas.h,
    `the hint ${JSON.stringify(hint)} is inside the editor ${JSON.stringify(canvas)}`);
  assert.ok(await inkIn(page, hint) > 60, 'the hint is drawn (its pixels)');
  const treeHint = await whenDrawn(page, 'tree.empty');
  assert.ok(treeHint.y > tree.y && treeHint.y + treeHint.h < tree.y + tree.h, 'the tree\'s sentence is inside its canvas');
  assert.ok(await inkIn(page, treeHint) > 60, 'the tree\'s sentence is drawn (its pixels)');
  assert.ok(await inkIn(page, tree) < treeInkBefore, 'the tree canvas holds less ink than the drawn tree did');
  await screenshot(page, 'classroom-graph-empty-1280x720');
  // Its share link opens the empty graph again.
  const link = st.link;
  assert.ok((await dispatch(page, { type: 'link.open', query: link.slice(link.indexOf('?')) })).ok, link);
  st = await waitForState(page, (s) => s.view === 'graph' && s.graph.positions === 0, { what: 'the empty graph from its link' });
  assert.equal(st.graph.error, '');
  // The teaching modes have nothing to work on and say so, and nothing breaks.
  const quiz = await dispatch(page, { type: 'quiz.start', movesLeft: 1 });
  assert.equal(quiz.ok, false);
  assert.ok(quiz.error.length > 5, quiz.error);
  const ind = await dispatch(page, { type: 'teach.induction', order: 'memo' });
  assert.equal(ind.ok, false, 'no induction on no game');
  if ((await dispatch(page, { type: 'play.start', human: 'first' })).ok) {
    await page.waitForTimeout(200);
    assert.ok((await dispatch(page, { type: 'teach.stop' })).ok);
  }
  // "Add a position", with the mouse: one disc, the start, in the middle of the box; the tree comes back.
  await clickItem(page, 'graph.add');
  st = await waitForState(page, (s) => s.graph.positions === 1 && s.tree.nodes >= 1, { what: 'a position added by the button' });
  assert.equal(st.graph.start, 'a');
  assert.equal(st.graph.emptyHint, '');
  assert.equal(st.tree.empty, '');
  await page.waitForTimeout(200);
  const a = await whenDrawn(page, 'graph.node:a');
  assert.ok(Math.abs(a.x + a.w / 2 - (canvas.x + canvas.w / 2)) <= 2 && Math.abs(a.y + a.h / 2 - (canvas.y + canvas.h / 2)) <= 2,
    `the new disc ${JSON.stringify(a)} is in the middle of the editor ${JSON.stringify(canvas)}`);
  assert.equal(await itemRect(page, 'graph.empty.hint'), null);
  // Undo walks back to the empty graph, in Chinese too.
  assert.ok((await dispatch(page, { type: 'lang', lang: 'zh' })).ok);
  assert.ok((await dispatch(page, { type: 'graph.undo' })).ok);
  st = await waitForState(page, (s) => s.graph.positions === 0, { what: 'undo back to the empty graph' });
  assert.match(st.graph.emptyHint, /局面/);
  assert.match(st.tree.empty, /博弈图是空的/);
  await page.waitForTimeout(300);
  await screenshot(page, 'classroom-graph-empty-zh-1280x720');
  assert.deepEqual(errors, []);
  await page.context().close();
});

// The empty graph's two sentences on the screens a class uses: a small laptop,
// the light theme, a phone held upright (by touch). Each lies inside its canvas,
// uncut, and is drawn in the theme's ink.
for (const screen of [
  { width: 800, height: 600, colorScheme: 'dark' },
  { width: 1280, height: 720, colorScheme: 'light' },
  { width: 390, height: 844, colorScheme: 'light', touch: true },
]) {
  const name = `${screen.width}x${screen.height}-${screen.colorScheme}${screen.touch ? '-touch' : ''}`;
  test(`the empty graph says what to do inside the editor and the tree at ${name}`, async () => {
    let page, done;
    if (screen.touch) {
      const t = await openTouch(env, { width: screen.width, height: screen.height, scale: 1, colorScheme: screen.colorScheme });
      page = t.page;
      done = () => t.close();
      assert.ok((await dispatch(page, { type: 'link.open', query: '?game=graph' })).ok);
    } else {
      const o = await openApp(env, { ...screen, query: '?game=graph' });
      page = o.page;
      done = async () => { assert.deepEqual(o.errors, []); await page.context().close(); };
    }
    await waitForState(page, (s) => s.view === 'graph', { what: 'the graph lesson' });
    assert.equal((await state(page)).settings.theme, screen.colorScheme, 'the theme follows the browser');
    assert.ok((await dispatch(page, { type: 'graph.example', which: 'empty' })).ok);
    await waitForState(page, (s) => s.graph.positions === 0 && s.tree.empty !== '', { what: 'the empty graph' });
    await page.waitForTimeout(300);
    const canvas = await whenDrawn(page, 'graph.canvas');
    const hint = await whenDrawn(page, 'graph.empty.hint');
    assert.ok(hint.x >= canvas.x && hint.x + hint.w <= canvas.x + canvas.w && hint.y >= canvas.y && hint.y + hint.h <= canvas.y + canvas.h,
      `the hint ${JSON.stringify(hint)} lies inside the editor ${JSON.stringify(canvas)}`);
    assert.ok(await inkIn(page, hint) > 60, 'the hint is drawn (its pixels)');
    // The legend under the editor wraps to its width (it ran off the edge at 800 px and on a phone).
    const legend = await whenDrawn(page, 'graph.legend');
    assert.ok(legend.x >= canvas.x && legend.x + legend.w <= canvas.x + canvas.w + 1 && legend.y >= canvas.y + canvas.h,
      `the legend ${JSON.stringify(legend)} lies under the editor ${JSON.stringify(canvas)}, within its width`);
    assert.ok(await inkIn(page, legend) > 60, 'the legend is drawn (its pixels)');
    // ... and the timeline's chart under it still fits above the splitter: nothing to scroll to.
    const chart = await whenDrawn(page, 'history.chart');
    const splitter = await whenDrawn(page, 'canvas.splitter');
    assert.ok(chart.y + chart.h <= splitter.y + 1, `the chart ${JSON.stringify(chart)} ends above the splitter ${JSON.stringify(splitter)}`);
    const tree = await itemRect(page, 'tree.canvas');
    if (tree && tree.h > 40) {
      const said = await whenDrawn(page, 'tree.empty');
      assert.ok(said.x >= tree.x && said.x + said.w <= tree.x + tree.w && said.y >= tree.y && said.y + said.h <= tree.y + tree.h,
        `the tree's sentence ${JSON.stringify(said)} lies inside its canvas ${JSON.stringify(tree)}`);
      assert.ok(await inkIn(page, said) > 60, 'the tree\'s sentence is drawn (its pixels)');
    }
    await screenshot(page, `classroom-graph-empty-${name}`);
    await done();
  });
}

test('the graph editor at 1280x720 gets the room it needs: a canvas at least 250 px tall, the timeline right under the legend', async () => {
  const { page, errors } = await openApp(env, { query: '?game=graph' });
  await waitForState(page, (st) => st.view === 'graph', { what: 'the graph lesson' });
  await page.waitForTimeout(300);
  const canvas = await whenDrawn(page, 'graph.canvas');
  // It was 171 px: half of the lesson's height, less a timeline reserved two rows high.
  assert.ok(canvas.h >= 250, `the editor's canvas is ${canvas.h} px tall`);
  const line = (await state(page)).settings.fontPx * 1.4;
  const first = await whenDrawn(page, 'history.start');
  assert.ok(first.y - (canvas.y + canvas.h) <= 2.5 * line,
    `the timeline (y ${first.y}) follows the canvas (bottom ${canvas.y + canvas.h}) and its one legend line`);
  const tree = await whenDrawn(page, 'tree.canvas');
  assert.ok(tree.y - (first.y + first.h) <= 2.5 * line,
    `no empty band between the timeline (bottom ${first.y + first.h}) and the tree (top ${tree.y})`);
  assert.ok(tree.h >= 200, `the tree keeps room: ${tree.h} px`);
  await screenshot(page, 'classroom-graph-editor-1280x720');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the ball lesson at 1280x720: the splitter falls between rows, through neither the query nor the table\'s header', async () => {
  for (const query of ['?game=balls', '?game=balls&take=1,3,7&n=30', '?game=balls&lang=zh']) {
    const { page, errors } = await openApp(env, { query });
    if (query.includes('zh')) await waitForState(page, (s) => s.font.cjk === 'ready', { what: 'the Chinese font' });
    // The region's height follows the lesson's measured first screen a frame later: wait for a steady splitter.
    let split = null;
    for (let i = 0; i < 40; ++i) {
      await page.waitForTimeout(100);
      const r = await whenDrawn(page, 'canvas.splitter');
      if (split && r.y === split.y) break;
      split = r;
    }
    const cut = split.y;  // the lesson's region ends where the splitter's gap begins
    for (const id of ['strip.count', 'strip.zoom', 'strip.query', 'balls.table.header']) {
      const r = await itemRect(page, id);
      if (!r) continue;  // not drawn (clipped away entirely): below the cut
      const whole = r.y + r.h <= cut + 0.5 || r.y >= cut - 0.5;
      assert.ok(whole, `${query}: ${id} ${JSON.stringify(r)} is cut by the splitter at y = ${cut}`);
    }
    const zoom = await whenDrawn(page, 'strip.zoom');
    assert.ok(zoom && zoom.y + zoom.h <= cut + 0.5, `${query}: the strip's controls are on the first screen`);
    await screenshot(page, `classroom-balls-split-${query.includes('zh') ? 'zh' : 'en'}-1280x720`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});
