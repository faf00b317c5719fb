// What a student and a teacher meet in use (issues 42 and 43), read from
// outside as they meet it: the live regions' text over time (a recorder that
// keeps every text a region held, as a screen reader reads each change), the
// browser's accessibility tree (CDP Accessibility.getFullAXTree), the pixels
// of a screenshot, and the real keyboard. gtl.state() sets the scene up and
// tells what the canvas drew; it never stands in for what a user perceives.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  launch, openApp, state, dispatch, waitForState, pngPixels, drawn, clickItem, steadyRect, OUTCOME_COLOURS, pressKey,
} from './helpers.mjs';
import { axNodes, recorder, twinSettled } from './ax.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// ------------------------------------------------------------------ helpers
// The live-region recorder, the twin settled, the accessibility tree: ax.mjs.
const treeItems = async (page) => (await axNodes(page)).filter((n) => n.role === 'treeitem' && !/^\d+ more/.test(n.name));

const OUTCOME_WORDS = /\b(win|wins|loss|loses|losing|winning|draw)\b/i;

// The share of a box's pixels near one of the outcome fills.
async function outcomeInk(page, box) {
  const png = await page.screenshot();
  const { data } = await pngPixels(page, png, box);
  let n = 0;
  const near = (i, [r, g, b]) => Math.abs(data[i] - r) < 20 && Math.abs(data[i + 1] - g) < 20 && Math.abs(data[i + 2] - b) < 20;
  for (let i = 0; i < data.length; i += 4) if (near(i, OUTCOME_COLOURS.win) || near(i, OUTCOME_COLOURS.lose)) n++;
  return n / (data.length / 4);
}

// ------------------------------------------------------------- what is heard
test('a student\'s own move is heard, then the verdict, then the game\'s end (live-region recorder)', async () => {
  // At the normal animation speed, as a class plays: the computer answers once
  // the student's move has been shown.
  const { page } = await openApp(env, { query: '?game=number&max=10' });
  const heard = await recorder(page);
  assert.equal((await dispatch(page, { type: 'play.start', human: 'first' })).ok, true);
  await waitForState(page, (s) => s.teach.mode === 'play', { what: 'play as first' });
  // Into the board by Tab, as a keyboard user gets there.
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement.getAttribute('aria-label') || '');
    if (/^\d+, /.test(name)) break;
  }
  for (let turn = 0; turn < 12; turn++) {
    const s = await waitForState(page, (t) => t.number.gameOver || (!t.teach.play.waiting && t.number.toMove === 'first'),
                                 { what: 'my turn' });
    if (s.number.gameOver) break;
    await twinSettled(page);  // the board's cells as the twin now names them
    const names = await page.evaluate(() => Array.from(document.querySelectorAll('#twin [role=gridcell]')).map((c) => c.getAttribute('aria-label')));
    const pick = (names.find((n) => /winning move/.test(n)) || names.find((n) => /, allowed/.test(n))).split(',')[0];
    await page.keyboard.type(pick);
    await page.keyboard.press('Enter');
    // My own move, in words, reaches the region before anything overwrites it.
    await heard.waitFor(new RegExp(`\\b${pick} was named; [^.]*\\. Matt to move|Move \\d+: ${pick}\\.`), `my move ${pick}`);
    // Focus stays on the board for the next turn, never on the menu bar or <body>.
    const f = await page.evaluate(() => ({ role: document.activeElement.getAttribute('role'), tag: document.activeElement.tagName }));
    assert.equal(f.role, 'gridcell', `after naming ${pick} the focus is on the board: ${JSON.stringify(f)}`);
  }
  await waitForState(page, (s) => s.number.gameOver, { what: 'the end of the game' });
  await heard.waitFor(/cannot move and loses\./, 'the end of the game');
  const texts = (await heard.texts()).join('\n');
  const verdict = (await state(page)).teach.play.verdict;
  assert.ok(verdict && texts.includes(verdict), `the last verdict was heard: ${verdict}`);
  await page.context().close();
});

test('Nim\'s moves are said in words, in the moves list and aloud: "take 1 from pile 3", not "33"', async () => {
  const { page } = await openApp(env, { query: '?game=nim' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  const heard = await recorder(page);
  const piles = (await state(page)).nim.piles;
  assert.ok(piles.length >= 3 && piles[2] >= 1, `a third pile to take from: ${piles}`);
  assert.equal((await dispatch(page, { type: 'nim.take', pile: 2, count: 1 })).ok, true);
  await heard.waitFor(/take 1 from pile 3/, 'the move in words');
  await twinSettled(page);
  const options = (await axNodes(page)).filter((n) => n.role === 'option').map((n) => n.name);
  assert.ok(options.some((n) => /^Move 1: take 1 from pile 3\b/.test(n)), `the moves list: ${JSON.stringify(options)}`);
  assert.ok(!options.some((n) => /^Move 1: \d+\b/.test(n)), 'no move read as a bare number');
  await page.context().close();
});

// ------------------------------------------------------------ what is hidden
test('the accessibility tree holds exactly the drawn nodes after collapse, Collapse all and expand', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=10' });
  const check = async (what) => {
    await twinSettled(page);
    const drawnNodes = (await state(page)).tree.nodes;
    const items = await treeItems(page);
    assert.equal(items.length, drawnNodes, `${what}: ${items.length} treeitems for ${drawnNodes} drawn nodes`);
  };
  await dispatch(page, { type: 'tree.expand', depth: 2, path: [] });
  await check('expanded 2 levels');
  await dispatch(page, { type: 'tree.toggle', path: [] });
  await check('the start collapsed');
  await dispatch(page, { type: 'tree.toggle', path: [] });
  await check('the start expanded again');
  await dispatch(page, { type: 'tree.collapseAll' });
  await check('Collapse all');
  await page.context().close();
});

test('a quiz after induction steps: the accessibility tree names no outcome the canvas hides', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=8' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'tree.expand', depth: 3, path: [] });
  assert.equal((await dispatch(page, { type: 'teach.induction', order: 'memo' })).ok, true);
  await dispatch(page, { type: 'teach.step', to: 30 });
  await twinSettled(page);
  assert.equal((await dispatch(page, { type: 'quiz.start', depth: 2 })).ok, true);
  await twinSettled(page);
  const s = await state(page);
  const items = await treeItems(page);
  assert.equal(items.length, s.tree.nodes, `${items.length} treeitems for ${s.tree.nodes} drawn nodes`);
  // Every question's position (and the start) is named without its outcome.
  const labels = s.teach.quiz.questions.map((q) => q.label).filter(Boolean);
  assert.ok(labels.length > 0, 'the quiz has questions with labels');
  for (const it of items) {
    if (labels.some((l) => it.name.includes(l))) assert.doesNotMatch(it.name, OUTCOME_WORDS, `a question's node leaks its answer: ${it.name}`);
  }
  await page.context().close();
});

// --------------------------------------------- the class question on a student's page
test('while the teacher\'s question is open a student\'s page shows no answer; the reveal brings it back', { timeout: 120_000 }, async () => {
  const { page: teacher } = await openApp(env, { query: '?game=number&max=10' });
  await dispatch(teacher, { type: 'anim.speed', value: 0 });
  await dispatch(teacher, { type: 'tree.expand', depth: 1, path: [] });
  assert.equal((await dispatch(teacher, { type: 'live.start' })).ok, true);
  const code = (await waitForState(teacher, (s) => s.live && s.live.role === 'teacher' && s.live.connected, { what: 'the class' })).live.code;

  const { page: student } = await openApp(env);
  await dispatch(student, { type: 'hints', on: true });
  const heard = await recorder(student);
  assert.equal((await dispatch(student, { type: 'live.join', code, name: 'Ann' })).ok, true);
  await waitForState(student, (s) => s.live && s.live.connected && s.view === 'number' && s.number.max === 10 && s.tree.nodes > 1,
                     { what: 'the student follows the teacher' });
  await twinSettled(student);
  // The student's lesson and tree: the canvas left of the live panel (whose
  // W / L / D answer buttons wear the outcome colours as options, not answers).
  const canvas = (await state(student)).layout.canvas;
  const panelLeft = (await student.locator('.live-panel').boundingBox()).x;
  const box = { x: canvas.x, y: canvas.y, w: Math.min(canvas.w, panelLeft - canvas.x - 4), h: canvas.h };
  assert.ok(await outcomeInk(student, box) > 0.002, 'before the question the student\'s tree shows outcomes');
  assert.ok((await treeItems(student)).some((it) => OUTCOME_WORDS.test(it.name)), 'and the accessibility tree names them');

  // The question: W, L or D at the start.
  assert.equal((await dispatch(teacher, { type: 'live.ask', question: 'outcome' })).ok, true);
  const s = await waitForState(student, (t) => t.live.quiz.open && t.settings.classHidden, { what: 'the question on the student\'s page' });
  await heard.waitFor(/A question from the teacher/, 'the question');
  await heard.waitFor(/hidden until the teacher reveals/, 'that the answers are hidden');
  await drawn(student);
  await twinSettled(student);
  assert.equal(s.number.header.outcome, 'hidden', 'the status line hides the outcome');
  assert.equal(s.number.header.winningMoves, null, 'no hint names a winning move');
  assert.ok(await outcomeInk(student, box) < 0.0005, 'no outcome colour on the student\'s tree');
  for (const it of await treeItems(student)) assert.doesNotMatch(it.name, OUTCOME_WORDS, `the accessibility tree leaks: ${it.name}`);
  // The teacher's own screen keeps everything.
  assert.equal((await state(teacher)).settings.classHidden, false);

  assert.equal((await dispatch(teacher, { type: 'live.reveal' })).ok, true);
  await waitForState(student, (t) => t.live.quiz.revealed && !t.settings.classHidden, { what: 'the reveal' });
  await drawn(student);
  assert.ok(await outcomeInk(student, box) > 0.002, 'after the reveal the outcomes are back');
  await heard.waitFor(/shown again/, 'that the answers are back');

  // The teacher's "Always hidden" keeps them hidden with no question open.
  assert.equal((await dispatch(teacher, { type: 'live.answers', value: 'hidden' })).ok, true);
  await waitForState(student, (t) => t.settings.classHidden, { what: 'always hidden' });
  assert.equal((await dispatch(teacher, { type: 'live.answers', value: 'shown' })).ok, true);
  await waitForState(student, (t) => !t.settings.classHidden, { what: 'answers shown' });
  await student.context().close();
  await teacher.context().close();
});

// ------------------------------------------------------- a clicker steps induction
test('a presenter\'s clicker steps backward induction: PageDown, →, Space forward, PageUp back, no game move', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=8' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  assert.equal((await dispatch(page, { type: 'teach.induction', order: 'memo' })).ok, true);
  await page.mouse.click(900, 500);  // the canvas has the keyboard, as after any click on it
  await drawn(page);
  const step = async () => (await state(page)).teach.step;
  const base = await step();
  for (const [key, want] of [['PageDown', 1], ['ArrowRight', 2], ['Space', 3], ['PageUp', 2]]) {
    await pressKey(page, key);
    await waitForState(page, (s) => s.teach.step === base + want, { what: `${key} → step ${base + want}` });
  }
  const s = await state(page);
  assert.equal(s.history.length, 0, 'no move of the game was played under the tree of "?"');
  assert.equal(s.teach.playing, false);
  await page.context().close();
});

// ------------------------------------------------------------ language of parts
test('the Language menu\'s "简体中文" is marked zh-Hans for a screen reader on an English page (WCAG 3.1.2)', async () => {
  const { page } = await openApp(env);
  await clickItem(page, 'menu.view');
  await clickItem(page, 'view.lang');
  await steadyRect(page, 'view.lang.zh');
  await twinSettled(page);
  const langs = await page.evaluate(() => Array.from(document.querySelectorAll('#twin [role^=menuitem]'))
    .filter((e) => /简体中文|^English$/.test(e.getAttribute('aria-label') || '')).map((e) => [e.getAttribute('aria-label'), e.getAttribute('lang')]));
  assert.deepEqual(langs.find(([n]) => n === '简体中文'), ['简体中文', 'zh-Hans'], JSON.stringify(langs));
  const english = langs.find(([n]) => n === 'English');
  if (english) assert.equal(english[1], null, 'English on an English page needs no lang');
  await page.context().close();
});

// ------------------------------------------------------- the twin draws nothing
// The accessible twin is for assistive technology only: with nothing focused
// in it, the page looks the same with the twin hidden as with it there. Every
// lesson, with Help's keyboard shortcuts open (F1: the twin lists the keys),
// in both themes.
test('the accessible twin puts no ink on the screen, in every lesson with F1 open, in both themes', { timeout: 240_000 }, async () => {
  const lessons = ['number', 'balls', 'nim', 'subtraction', 'ttt', 'graph', 'loopy'];
  for (const colorScheme of ['dark', 'light']) {
    const { page } = await openApp(env, { colorScheme });
    await dispatch(page, { type: 'anim.speed', value: 0 });
    for (const game of lessons) {
      assert.equal((await dispatch(page, { type: 'link.open', query: `?game=${game}` })).ok, true, game);
      await page.focus('#canvas');  // the canvas has the keyboard
      await pressKey(page, 'F1');
      await waitForState(page, (st) => st.settings.shortcutsShown, { what: `F1 in ${game}` });
      await steadyRect(page, 'help.shortcuts');
      await twinSettled(page);
      await drawn(page, 3);
      const withTwin = await page.screenshot();
      await page.evaluate(() => { document.getElementById('twin').style.visibility = 'hidden'; });
      const without = await page.screenshot();
      await page.evaluate(() => { document.getElementById('twin').style.visibility = ''; });
      if (withTwin.equals(without)) {  // the same bytes: the same pixels, no decoding needed
        await pressKey(page, 'Escape');
        await waitForState(page, (st) => !st.settings.shortcutsShown, { what: 'Esc' });
        continue;
      }
      const a = (await pngPixels(page, withTwin)).data, b = (await pngPixels(page, without)).data;
      let differ = 0;
      for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) differ++;
      assert.equal(differ, 0, `${game} (${colorScheme}): the twin changed ${differ} pixels`);
      await pressKey(page, 'Escape');
      await waitForState(page, (st) => !st.settings.shortcutsShown, { what: 'Esc' });
    }
    await page.context().close();
  }
});

// ------------------------------------------------------------ hints at first launch
test('a teacher who turns hints off keeps that choice on the next visit, and the share link carries it', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=10' });
  assert.equal((await state(page)).settings.hints, true, 'first launch: hints on');
  await clickItem(page, 'settings.hints');  // the panel's Hints checkbox, with the real mouse
  const s = await waitForState(page, (t) => !t.settings.hints, { what: 'hints off' });
  assert.match(s.link, /&hints=0(&|$)/, `the share link says so: ${s.link}`);
  assert.equal(s.number.header.winningMoves.length, 0, 'no winning move is named');
  // The next visit on this device (the same browser profile) starts with them off.
  const again = await page.context().newPage();
  await again.goto(env.url);
  await again.evaluate(() => window.gtl.ready);
  assert.equal((await state(again)).settings.hints, false, 'the choice is remembered');
  // A student opening the teacher's link in a fresh browser gets hints off too.
  const { page: student } = await openApp(env, { query: s.link });
  assert.equal((await state(student)).settings.hints, false, 'the link carries hints=0');
  await student.context().close();
  await page.context().close();
});
