// Every student can use it (docs/accessibility.md): the accessible twin read
// through Chromium's accessibility tree and compared with gtl.state(), axe-core
// on every lesson in both themes and languages, whole tasks done with
// page.keyboard alone from page load, the live region's words after each kind
// of change in English and Chinese, reduced motion, and the focus ring's pixels.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launch, openApp, state, lessonIds, dispatch, screenshot, waitForState, pngPixels } from './helpers.mjs';
import { activeElement, arrowTo, axNodes, tabTo, twinSettled, waitFocus } from './ax.mjs';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// ------------------------------------------------------------------ helpers
// The twin settled, the focus, Tab and the arrows, the accessibility tree: ax.mjs.
const settled = twinSettled;
const focused = activeElement;
const axTree = axNodes;
const live = (page) => page.evaluate(() => window.gtl.a11y.announced.map((a) => a.text));

// Opens a menu bar menu and runs one of its items, by keys.
async function menuItem(page, menu, item) {
  // F10 goes to the menu bar from wherever the focus is.
  await page.keyboard.press('F10');
  const f = await waitFocus(page, (g) => g.role === 'menuitem', 'F10 to reach the menu bar');
  await arrowTo(page, 'ArrowRight', menu);
  await page.keyboard.press('Enter');
  await waitFocus(page, (g) => g.role.startsWith('menuitem') && g.key !== f.key, `the ${menu} menu to open`);
  await arrowTo(page, 'ArrowDown', item);
  await page.keyboard.press('Enter');
}

async function axe(page) {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } });
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')})`);
  });
}

// ------------------------------------------------------------------ axe-core
test('axe-core: 0 violations of WCAG 2.2 A/AA on every lesson, both themes, both languages', async () => {
  const { page } = await openApp(env);
  const found = [];
  for (const [theme, lang] of [['dark', 'en'], ['light', 'zh'], ['light', 'en'], ['dark', 'zh']]) {
    await dispatch(page, { type: 'theme', name: theme });
    await dispatch(page, { type: 'lang', lang });
    for (const view of await lessonIds(page)) {
      await dispatch(page, { type: 'view', view });
      await settled(page);
      for (const v of await axe(page)) found.push(`${view}/${theme}/${lang}: ${v}`);
    }
  }
  assert.deepEqual(found, []);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans', '<html lang> follows the UI language');
  await page.context().close();
});

// ------------------------------------------------------- the accessibility tree
test('the accessibility tree holds the drawn tree (one selected), the board as the state says, and hides the quiz', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.new', max: 10 });
  await dispatch(page, { type: 'number.pick', value: 4 });
  await dispatch(page, { type: 'tree.expand', depth: 2 });
  await settled(page);
  let s = await state(page);
  let ax = await axTree(page);
  const items = ax.filter((n) => n.role === 'treeitem');
  assert.equal(items.length, s.tree.nodes, 'one treeitem per drawn node');
  assert.ok(items.every((n) => n.name.length > 3), 'every treeitem is named');
  assert.equal(items.filter((n) => n.selected).length, 1, 'exactly one node is selected');
  assert.ok(items.some((n) => /loss for the player to move, \d+ pl/.test(n.name)), 'outcomes and remoteness in words');
  assert.ok(ax.some((n) => n.role === 'tree' && n.name === 'Game tree'));
  // The board: one cell per number 2..10, named with its state.
  const cells = ax.filter((n) => n.role === 'gridcell');
  assert.equal(cells.length, s.number.max - 1);
  for (const n of [2, 3, 4, 5, 6, 7, 8, 9, 10]) {
    const cell = cells.find((c) => new RegExp(`^${n},`).test(c.name));
    assert.ok(cell, `a cell for ${n}`);
    const allowed = s.number.allowed.includes(n);
    if (n === 4) assert.match(cell.name, /named by/);
    else if (allowed) assert.match(cell.name, /allowed/);
    else assert.match(cell.name, /forbidden/);
    assert.equal(!!cell.disabled, !allowed, `${n}: disabled exactly when not allowed`);
  }
  const winning = s.number.header.winningMoves;
  for (const w of winning) assert.ok(cells.find((c) => c.name.startsWith(`${w},`)).name.includes('winning move'));
  // The moves played: a list, the current one marked.
  const options = ax.filter((n) => n.role === 'option');
  assert.equal(options.length, s.history.length + 1);
  assert.equal(options.filter((o) => o.selected).length, 1);
  // The quiz hides every outcome: none in the accessibility tree either.
  await dispatch(page, { type: 'quiz.start', depth: 1 });
  await settled(page);
  s = await state(page);
  assert.equal(s.teach.mode, 'quiz');
  ax = await axTree(page);
  const words = ax.map((n) => n.name).join('\n');
  assert.doesNotMatch(words, /winning move/, 'no hint is said');
  // Each question, and the start on the way to them, is said without its
  // outcome, as the canvas draws it ("?"); positions below the questions keep theirs, as drawn.
  const tree = ax.filter((n) => n.role === 'treeitem');
  assert.match(tree[0].name, /^start .*: not decided yet$/);
  for (const q of s.teach.quiz.questions) {
    const item = tree.find((n) => n.level === 2 && n.name.includes(`→ ${q.label}:`));
    assert.ok(item, `question ${q.number} (${q.label}) is in the tree`);
    assert.match(item.name, /: not decided yet$/, `question ${q.number} is not answered by the twin`);
  }
  await page.context().close();
});

// Glyph-only labels ("|<", ">", "-", "≡") and unlabeled number fields say
// nothing read aloud: every control a screen reader reaches is named in words,
// on every lesson, in induction and in the quiz, in both languages.
test('every control is named in words, in English and in Chinese, in every lesson and teaching mode', async () => {
  const { page } = await openApp(env);
  const CONTROLS = new Set(['button', 'menuitem', 'menuitemcheckbox', 'textbox', 'checkbox', 'gridcell', 'option', 'treeitem']);
  const found = [];
  let controls = 0;
  const look = async (where) => {
    await settled(page);
    for (const n of await axTree(page)) {
      if (!CONTROLS.has(n.role)) continue;
      controls++;
      if (!/[\p{L}\p{N}]/u.test(n.name)) found.push(`${where}: ${n.role} named ${JSON.stringify(n.name)}`);
    }
  };
  for (const lang of ['en', 'zh']) {
    await dispatch(page, { type: 'lang', lang });
    for (const view of await lessonIds(page)) {
      await dispatch(page, { type: 'view', view });
      await look(`${view}/${lang}`);
    }
    await dispatch(page, { type: 'view', view: 'number' });
    await dispatch(page, { type: 'number.new', max: 8 });
    await dispatch(page, { type: 'teach.induction' });
    await look(`induction/${lang}`);
    await dispatch(page, { type: 'quiz.start', depth: 1 });
    await look(`quiz/${lang}`);
    await dispatch(page, { type: 'teach.stop' });
  }
  assert.deepEqual(found, []);
  assert.ok(controls > 200, `controls were looked at (${controls})`);
  // The step buttons and the number fields are reached by name, in both languages.
  const names = (await axTree(page)).map((n) => n.name);
  assert.ok(names.includes('测验：深度或剩余步数'), 'the quiz field is named');
  assert.ok(names.includes('测验：深度或剩余步数：减一') && names.includes('测验：深度或剩余步数：加一'), 'its - and + say whose they are');
  await page.context().close();
});

// ------------------------------------------------------------- keyboard alone
test('keyboard alone: Tab leaves the canvas and comes back; the menu bar, its menus and the panel are reached', async () => {
  const { page } = await openApp(env);
  assert.equal((await focused(page)).id, 'canvas', 'the canvas has focus after loading');
  await page.keyboard.press('Tab');
  let f = await focused(page);
  assert.equal(f.role, 'menuitem', 'Tab goes from the canvas to the menu bar');
  assert.equal((await state(page)).settings.keyboardNav, true);
  await page.keyboard.press('Shift+Tab');
  assert.equal((await focused(page)).id, 'canvas', 'Shift+Tab comes back to the canvas');
  await page.keyboard.press('Shift+Tab');
  f = await focused(page);
  assert.notEqual(f && f.id, 'canvas', 'Shift+Tab leaves the app: no keyboard trap');
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).id, 'canvas', 'and Tab comes back');
  // The View menu by arrows: its items carry their checked state.
  await page.keyboard.press('Tab');
  await arrowTo(page, 'ArrowRight', /^View$/);
  await page.keyboard.press('ArrowDown');
  f = await waitFocus(page, (g) => g.role.startsWith('menuitem') && g.name !== 'View', 'the View menu');
  await arrowTo(page, 'ArrowDown', /^Light/);
  await page.keyboard.press('Enter');
  await waitForState(page, (s) => s.settings.theme === 'light', { what: 'View › Light by keys' });
  await page.context().close();
});

test('keyboard alone: a whole Number Game 2..10 against the computer, each number chosen, every reply heard', async () => {
  const { page } = await openApp(env);
  // N = 10 typed into the field, then New game: Tab and Enter only.
  await tabTo(page, /^Largest number N$/);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await tabTo(page, /^New game on 2\.\.N$/);
  await page.keyboard.press('Enter');
  await waitForState(page, (s) => s.number.max === 10, { what: 'N = 10 by keys' });
  await tabTo(page, /^as first$/);
  await page.keyboard.press('Enter');
  await waitForState(page, (s) => s.teach.mode === 'play', { what: 'play as first' });
  // Into the board; each turn: type a winning move's digits, Enter, listen.
  await tabTo(page, /^\d+, /);
  for (let turn = 0; turn < 12; turn++) {
    const s = await waitForState(page, (t) => t.number.gameOver || (!t.teach.play.waiting && t.number.toMove === 'first' &&
                                          !t.number.animation.playing), { what: 'my turn' });
    if (s.number.gameOver) break;
    // The winning moves the twin names, read from the focused cells' names.
    const names = await page.evaluate(() => Array.from(document.querySelectorAll('#twin [role=gridcell]')).map((c) => c.getAttribute('aria-label')));
    const win = names.find((n) => /winning move/.test(n)) || names.find((n) => /, allowed/.test(n));
    const value = win.split(',')[0];
    const heard = (await live(page)).length;
    await page.keyboard.type(value);
    assert.match((await focused(page)).name, new RegExp(`^${value},`), `typing ${value} reaches its tile`);
    await page.keyboard.press('Enter');
    await waitForState(page, (t) => t.number.named.some((n) => n.value === Number(value)), { what: `${value} named` });
    // The computer answers (or the game ends), and the live region says so
    // before the student moves again, as a listener would wait for it.
    await page.waitForFunction((n) => window.gtl.a11y.announced.slice(n).some((a) =>
      /Christine to move\.|Christine wins\./.test(a.text)), heard, { timeout: 15000 });
  }
  const s = await state(page);
  assert.ok(s.number.gameOver, 'the game was played to its end');
  await page.waitForFunction(() => window.gtl.a11y.announced.some((a) => /No number is left: Matt cannot move and loses\. Christine wins\./.test(a.text)),
                             null, { timeout: 15000 });
  const said = (await live(page)).join('\n');
  assert.match(said, /was named; (it forbade|nothing else became forbidden)\. Matt to move/, 'my moves were announced');
  assert.match(said, /was named; (it forbade|nothing else became forbidden)\. Christine to move/, "the computer's replies were announced");
  assert.match(said, /Now Matt is losing|Christine/, 'the verdicts on my moves were announced');
  assert.ok(s.teach.play.verdict && said.includes(s.teach.play.verdict), 'the latest verdict was said');
  await page.context().close();
});

test('keyboard alone: induction three steps, each decision heard; a quiz question answered', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'number.new', max: 8 });
  await tabTo(page, /^Induction \(memo\)$/);
  await page.keyboard.press('Enter');
  await waitForState(page, (s) => s.teach.mode === 'induction', { what: 'induction by keys' });
  // The twin shows the induction's controls once it has mirrored the change.
  await settled(page);
  const next = await tabTo(page, /^Induction: next step$/);
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Enter');
    await waitForState(page, (s) => s.teach.step === i + 1, { what: `step ${i + 1}` });
    // Heard before the next key, as a listener waits for it.
    await page.waitForFunction((k) => window.gtl.a11y.announced.some((a) => a.text.startsWith(`Step ${k} of `)), i + 1,
                               { timeout: 10000 });
  }
  assert.ok(next);
  const s = await state(page);
  const said = (await live(page)).filter((t) => /^Step \d/.test(t));
  assert.ok(said.length >= 3);
  assert.ok(said.at(-1).includes(s.teach.sentence), 'the step is said with its decision');
  // The quiz: start it and answer the first question by keys.
  await tabTo(page, /^Start quiz$/);
  await page.keyboard.press('Enter');
  await waitForState(page, (t) => t.teach.mode === 'quiz', { what: 'quiz by keys' });
  // An answer starts with its visible letter and says its question (WCAG 2.5.3, 4.1.2).
  await tabTo(page, /^W \(win\), Question \d+: /);
  await page.keyboard.press('Enter');
  const q = await waitForState(page, (t) => t.teach.quiz.questions.some((x) => x.answer), { what: 'an answer' });
  const fb = q.teach.quiz.questions.find((x) => x.answer).feedback;
  await page.waitForFunction((f) => window.gtl.a11y.announced.some((a) => a.text.includes(f)), fb, { timeout: 5000 });
  await page.context().close();
});

test('keyboard alone: Share › Copy a link', async () => {
  const { page } = await openApp(env);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  await dispatch(page, { type: 'number.pick', value: 5 });
  await menuItem(page, /^Share$/, /^Copy a link/);
  await page.waitForFunction(async () => /[?&]game=number/.test(await navigator.clipboard.readText()), null, { timeout: 5000 });
  await page.waitForFunction(() => window.gtl.a11y.announced.some((a) => /^Link copied/.test(a.text)), null, { timeout: 5000 });
  await page.context().close();
});

test('keyboard alone: a graph of three positions with a cycle; balls taken; a game of tic-tac-toe', async () => {
  const { page } = await openApp(env);
  await menuItem(page, /^Game$/, /graph/i);
  await waitForState(page, (s) => s.view === 'graph', { what: 'the graph editor by keys' });
  const before0 = (await state(page)).graph;
  await tabTo(page, /^position /);
  // N adds positions; Enter selects one; M adds a move from the selected one to the focused one.
  for (let i = 0; i < 3; i++) await page.keyboard.press('n');
  let g = await waitForState(page, (s) => s.graph.positions === before0.positions + 3, { what: 'three positions by N' });
  await settled(page);
  const ids = Object.keys(g.graph.values).slice(-3);
  const focusCell = async (id) => arrowTo(page, 'ArrowRight', new RegExp(`^position ${id}:`));
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) {
    const from = ids[i], to = ids[(i + 1) % 3];
    await page.keyboard.press('Control+Home');
    await focusCell(from);
    await page.keyboard.press('Enter');
    await waitForState(page, (s) => s.graph.selected === from, { what: `${from} selected` });
    await page.keyboard.press('Control+Home');
    await focusCell(to);
    await page.keyboard.press('m');
    await waitForState(page, (s) => s.graph.moves === before0.moves + i + 1, { what: `move ${from} → ${to}` });
  }
  g = await state(page);
  assert.equal(g.graph.moves, before0.moves + 3);

  // The ball game: take by keys.
  await menuItem(page, /^Game$/, /ball/i);
  await waitForState(page, (s) => s.view === 'balls', { what: 'the ball game by keys' });
  await tabTo(page, /^take \d/);
  const b0 = (await state(page)).balls.left;
  await page.keyboard.press('Enter');
  await waitForState(page, (s) => s.balls.left < b0, { what: 'balls taken by Enter' });

  // Tic-tac-toe to its end, both sides by keys.
  await menuItem(page, /^Game$/, /tic/i);
  await waitForState(page, (s) => s.view === 'ttt', { what: 'tic-tac-toe by keys' });
  await tabTo(page, /^row 1, column 1/);
  for (let i = 0; i < 9; i++) {
    const s = await state(page);
    if (s.ttt.gameOver) break;
    const cell = s.ttt.board.indexOf('.');
    await page.keyboard.press('Control+Home');
    await arrowTo(page, 'ArrowRight', new RegExp(`^row ${Math.floor(cell / 3) + 1}, column ${(cell % 3) + 1}:`));
    await page.keyboard.press('Enter');
    await waitForState(page, (t) => t.ttt.board[cell] !== '.', { what: `cell ${cell}` });
  }
  assert.ok((await state(page)).ttt.gameOver, 'the game ended');
  await page.context().close();
});

test('keyboard alone: the graph emptied by Delete says what to do, in the accessibility tree too; "Add a position" by Enter starts again', async () => {
  const { page } = await openApp(env);
  await menuItem(page, /^Game$/, /graph/i);
  let g = (await waitForState(page, (s) => s.view === 'graph', { what: 'the graph editor by keys' })).graph;
  // Delete on each position's cell, until none is left (the last one too).
  while (g.positions > 0) {
    const f = await focused(page);
    if (!f || !/^position /.test(f.name)) await tabTo(page, /^position /);
    const n = g.positions;
    await page.keyboard.press('Delete');
    g = (await waitForState(page, (s) => s.graph.positions === n - 1, { what: `a position deleted by Delete (${n} left)` })).graph;
    await settled(page);
  }
  assert.equal(g.start, null);
  await settled(page);
  const heard = await live(page);
  assert.ok(heard.some((t) => t === g.emptyHint), `the empty graph's hint is announced: ${JSON.stringify(heard.slice(-4))}`);
  const ax = await axTree(page);
  const bare = ax.filter((n) => n.role === 'treeitem');
  assert.equal(bare.length, 1, 'the game tree holds one item, which says why it is bare');
  assert.match(bare[0].name, /graph is empty/);
  assert.ok(ax.some((n) => n.role === 'button' && n.name === 'Add a position'), 'the button is in the accessibility tree');
  await tabTo(page, /^Add a position$/);
  await page.keyboard.press('Enter');
  g = (await waitForState(page, (s) => s.graph.positions === 1, { what: 'a position added by Enter' })).graph;
  assert.equal(g.start, 'a');
  await settled(page);
  const after = (await axTree(page)).filter((n) => n.role === 'treeitem');
  assert.ok(after.length >= 1 && !after.some((n) => /graph is empty/.test(n.name)), 'the tree is back');
  await tabTo(page, /^position a/);
  await page.context().close();
});

// ------------------------------------------------------------- announcements
test('announcements: what changed, in English and in Chinese; notices are assertive', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.pick', value: 5 });
  await page.waitForFunction(() => /5 was named; it forbade 10, 15 and 20\. Matt to move\./.test(window.gtl.a11y.live), null, { timeout: 5000 });
  // Chinese: the words and <html lang>.
  await dispatch(page, { type: 'lang', lang: 'zh' });
  await settled(page);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  await dispatch(page, { type: 'number.pick', value: 7 });
  await page.waitForFunction(() => /7/.test(window.gtl.a11y.live) && /[\u4e00-\u9fff]/.test(window.gtl.a11y.live), null, { timeout: 5000 });
  // A lecture slide's title.
  await dispatch(page, { type: 'lang', lang: 'en' });
  await dispatch(page, { type: 'lecture.open', id: 'number' });
  const lec = (await state(page)).lecture;
  await page.waitForFunction((t) => window.gtl.a11y.announced.some((a) => a.text.startsWith('Slide 1 of') && a.text.includes(t)), lec.title, { timeout: 5000 });
  await dispatch(page, { type: 'lecture.close' });
  // A broken share link: assertive.
  await dispatch(page, { type: 'link.open', query: '?game=number&max=9999' });
  await page.waitForFunction(() => window.gtl.a11y.alert.length > 0, null, { timeout: 5000 });
  assert.equal(await page.evaluate(() => document.getElementById('alert').getAttribute('role')), 'alert');
  assert.equal(await page.evaluate(() => document.getElementById('say').getAttribute('aria-live')), 'polite');
  await page.context().close();
});

// ------------------------------------------------------------- calm motion
test('reduced motion: with prefers-reduced-motion naming 5 shows its end state in the next frame; View › Motion overrides', async () => {
  const { page } = await openApp(env);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitForState(page, (s) => s.settings.reducedMotion && s.settings.motion === 'system', { what: 'the preference to reach the app' });
  const f0 = (await state(page)).frame;
  await dispatch(page, { type: 'number.pick', value: 5 });
  const s = await waitForState(page, (t) => t.frame > f0 + 1, { what: 'the next frame' });
  assert.equal(s.number.animation.playing, false, 'no animation');
  assert.equal(s.number.animation.phase, 'done');
  await page.waitForFunction(() => /5 was named/.test(window.gtl.a11y.live), null, { timeout: 5000 });
  assert.deepEqual(await dispatch(page, { type: 'motion', mode: 'full' }), { ok: true });
  await dispatch(page, { type: 'number.pick', value: 7 });
  assert.equal((await state(page)).number.animation.playing, true, 'Always animate overrides the preference');
  await page.context().close();
});

// ------------------------------------------------------------- the focus ring
for (const theme of ['dark', 'light']) {
  test(`the focus ring is drawn around the board's tile, the tree's node and the menu bar's item (${theme})`, async () => {
    const { page } = await openApp(env, { colorScheme: theme });
    for (const [what, reach] of [['menubar', async () => { await page.keyboard.press('Tab'); }],
                                 ['board', async () => { await tabTo(page, /^\d+, /); await page.keyboard.press('ArrowRight'); }],
                                 ['tree', async () => { await tabTo(page, /^start /); }]]) {
      await page.evaluate(() => document.getElementById('canvas').focus());
      await reach();
      await settled(page);
      const box = await page.evaluate(() => {
        const r = document.activeElement.getBoundingClientRect();
        return { x: r.x, y: r.y, w: r.width, h: r.height };
      });
      assert.ok(box.w >= 10 && box.h >= 10, `${what}: the focused control lies over its drawn element (${JSON.stringify(box)})`);
      const png = await screenshot(page, `a11y-focus-${what}-${theme}`);
      // The ring: yellow (#FFD400) pixels just outside the element, on all four sides.
      const m = 6;
      const { data: d, width: W, height: H } = await pngPixels(page, png,
        { x: Math.max(0, box.x - m), y: Math.max(0, box.y - m), w: box.w + 2 * m, h: box.h + 2 * m });
      let yellow = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] > 230 && d[i + 1] > 190 && d[i + 1] < 230 && d[i + 2] < 60) yellow++;
      assert.ok(yellow >= 2 * (W + H), `${what}: a yellow ring of ≥ 2 px all round (${yellow} px)`);
    }
    await page.context().close();
  });
}

// ------------------------------------------------------------- 200 % zoom
test('at 200 % zoom (a 640×360 CSS viewport at twice the pixels) nothing is cut off and the text is twice as large', async () => {
  for (const [width, height, theme] of [[640, 360, 'dark'], [400, 225, 'light']]) {
    const { page } = await openApp(env, { width, height, scale: 2, colorScheme: theme });
    await settled(page);
    const s = await state(page);
    assert.equal(s.settings.fontPx, 17, 'the text keeps its CSS size, so it grows with the zoom');
    const boxes = await page.evaluate(() => Array.from(document.querySelectorAll('#twin .c.at')).map((el) => {
      const r = el.getBoundingClientRect();
      const region = el.closest('[role=menubar]') ? 'menubar' : el.closest('section') ? el.closest('section').getAttribute('aria-label') : '';
      return { name: el.getAttribute('aria-label'), region, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }));
    const cut = boxes.filter((b) => b.region === 'Menu bar' || b.region === 'menubar').filter((b) => b.left < -1 || b.right > width + 1);
    assert.deepEqual(cut, [], `${width}×${height}: every menu bar item lies inside the window`);
    const panel = s.layout.panel;
    if (panel.w > 0) {
      const wide = boxes.filter((b) => b.region === 'Controls' && b.right > panel.x + panel.w + 1);
      assert.deepEqual(wide.map((b) => b.name), [], `${width}×${height}: no control runs past the panel's edge`);
    }
    await screenshot(page, `a11y-zoom-${width}x${height}-${theme}`);
    await page.context().close();
  }
});
