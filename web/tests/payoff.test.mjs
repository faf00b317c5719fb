// The payoff-games lesson in the browser: its code loaded when the lesson is
// first opened from the Game menu (index.deferred.wasm, never on a plain first
// visit), backward induction on the centipede
// game run with the real mouse and keys, the ultimatum game's equilibria
// stepped through, a matrix cell clicked, one-card poker opened from a file
// through the page's file picker and its mixed equilibrium read back, and the
// players' colours sampled from the screenshot on their nodes, and a centipede
// built with the editor by mouse and keys. Expected facts
// are the textbooks' (worked out in the comments), not read from the app.
import { test, before, after } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { launch, openApp, openPhoneAt, tapAt, state, dispatch, clickItem, screenshot, waitForState, settledRect, pngPixels, drawn, reveal, pressKey, waitLive, itemRect, OUTCOME_COLOURS } from './helpers.mjs';
import { activeElement, axNodes, recorder, tabTo, twinSettled } from './ax.mjs';

let env;
before(async () => { env = await launch(); });

after(async () => { await env?.close(); });

// The app's player colours (src/app/kit/theme_colors.hpp, dark theme): first, second.
const PLAYER = { 1: [0xCC, 0x79, 0xA7], 2: [0x00, 0x9E, 0x73] };

// One-card poker (Myerson; as in Gambit's documentation): the file the native
// tests compile in (tests/games/, tests/payoff_test_games.hpp), read as a
// teacher's file would be.
const POKER = readFileSync(new URL('../../tests/games/one_card_poker.efg', import.meta.url));

// The lesson's code is not part of the first visit: the page fetches
// index.deferred.wasm when the lesson is first chosen (src/app/kit/lazy_lesson.hpp,
// web/tools/split_wasm.mjs), once, shows it loading meanwhile, and no deferred
// function runs before the module is in (Emscripten would log
// "placeholder function called" as a console error, which watch() reports).
test('the lesson\'s code arrives when it is first chosen from the Game menu, once', async () => {
  const { page, requests } = await openApp(env);
  const deferred = () => requests.filter((u) => /index\.deferred\.wasm/.test(u)).length;
  assert.equal(deferred(), 0, 'a first visit does not fetch the deferred module');
  let s = await state(page);
  assert.equal(s.lessonCode.state, 'absent');
  assert.equal(s.payoff, undefined, 'no payoff section before its code is in');
  await clickItem(page, 'menu.game');
  await clickItem(page, 'game.payoff');
  s = await waitForState(page, (st) => st.payoff && st.payoff.name === 'centipede', { what: 'the lesson made' });
  assert.equal(s.view, 'payoff');
  assert.equal(s.lessonCode.state, 'ready');
  assert.equal(deferred(), 1, 'fetched once');
  assert.equal(s.payoff.steps, 4, 'the solvers ran: four decisions to solve');
  // Another game and back: nothing fetched again, the game kept.
  await dispatch(page, { type: 'view', view: 'number' });
  await dispatch(page, { type: 'payoff.open', name: 'entry' });
  await dispatch(page, { type: 'view', view: 'payoff' });
  s = await waitForState(page, (st) => st.view === 'payoff' && st.payoff.name === 'entry', { what: 'entry deterrence' });
  assert.equal(deferred(), 1);
  await page.context().close();
});

test('centipede: induction by the mouse and keys takes at once, and the nodes wear their players\' colours', async () => {
  const { page } = await openApp(env, { query: '?game=payoff&name=centipede' });
  let s = await waitForState(page, (st) => st.view === 'payoff' && st.payoff, { what: 'the payoff lesson' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  assert.equal(s.payoff.name, 'centipede');
  assert.equal(s.payoff.steps, 4, 'four decisions');
  // The colours: sampled on the root (player 1) and the second node (player 2),
  // beside the number drawn in the middle.
  const png = await screenshot(page, 'payoff-centipede-1280x720');
  for (const [node, player] of [[0, 1], [2, 2]]) {
    const r = await settledRect(page, `payoff.node.${node}`);
    assert.ok(r, `node ${node} is drawn`);
    const { data } = await pngPixels(page, png, { x: r.x + r.w * 0.2, y: r.y + r.h * 0.45, w: 2, h: 2 });
    const want = PLAYER[player];
    for (let k = 0; k < 3; ++k) assert.ok(Math.abs(data[k] - want[k]) < 30, `node ${node} is player ${player}'s colour: ${[...data.slice(0, 3)]}`);
  }
  await reveal(page, 'payoff.step');
  await clickItem(page, 'payoff.step');
  s = await state(page);
  assert.equal(s.payoff.step, 1);
  // The last mover (player 2, at the fourth node) takes: 3.20 > 1.60.
  const solved = s.payoff.nodes.filter((n) => n.value);
  assert.equal(solved.length, 1);
  assert.equal(solved[0].chosen, 0, 'Take');
  assert.deepEqual(solved[0].value, ['4/5', '16/5']);
  // The keys: "." steps on, "," steps back (the canvas has the keyboard).
  const tree = await settledRect(page, 'payoff.node.0');
  await page.mouse.click(tree.x + tree.w * 3, tree.y + tree.h * 3);
  for (let k = 0; k < 3; ++k) { await page.keyboard.press('.'); await drawn(page); }
  s = await waitForState(page, (st) => st.payoff.step === 4, { what: 'the induction at its end' });
  assert.deepEqual(s.payoff.nodes[0].value, ['2/5', '1/10'], 'player 1 takes at once: (0.40, 0.10)');
  assert.match(s.payoff.caption, /\(0\.4, 0\.1\)/);
  await page.keyboard.press(',');
  await waitForState(page, (st) => st.payoff.step === 3, { what: 'a step back' });
  await screenshot(page, 'payoff-centipede-solved');
  await page.context().close();
});

test('ultimatum: the responder\'s tie gives two equilibria, stepped through with the mouse', async () => {
  const { page } = await openApp(env, { query: '?game=payoff&name=ultimatum' });
  let s = await waitForState(page, (st) => st.payoff && st.payoff.name === 'ultimatum', { what: 'the ultimatum game' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  // Offers 1..3 are accepted strictly; at 0 the responder is indifferent: two SPE.
  assert.equal(s.payoff.spe.count, 2);
  await dispatch(page, { type: 'payoff.induction', to: s.payoff.steps });
  const pays = new Set();
  s = await state(page);
  pays.add(s.payoff.nodes[0].value.join(','));
  await reveal(page, 'payoff.spe_next');
  await clickItem(page, 'payoff.spe_next');
  s = await state(page);
  assert.equal(s.payoff.spe.index, 1);
  pays.add(s.payoff.nodes[0].value.join(','));
  assert.deepEqual([...pays].sort(), ['2,1', '3,0'], 'offer 0 accepted, or offer 1 when 0 is rejected');
  const tied = s.payoff.nodes.filter((n) => n.tied === 2);
  assert.equal(tied.length, 1, 'one tie, at the offer of 0');
  await screenshot(page, 'payoff-ultimatum');
  await page.context().close();
});

test('entry deterrence: a click on the (Out, Fight) cell shows the threat on the tree', async () => {
  const { page } = await openApp(env, { query: '?game=payoff&name=entry' });
  await waitForState(page, (st) => st.payoff && st.payoff.name === 'entry', { what: 'entry deterrence' });
  await clickItem(page, 'payoff.cell.1.0');
  const s = await state(page);
  assert.equal(s.payoff.showing, 'cell');
  assert.deepEqual(s.payoff.strategic.cell, [1, 0]);
  assert.ok(s.payoff.strategic.matrix[1][0].nash, 'a Nash equilibrium');
  assert.match(s.payoff.caption, /not credible/);
  await screenshot(page, 'payoff-entry-threat');
  await page.context().close();
});

test('one-card poker opened from a file shows its mixed equilibrium', async () => {
  const { page } = await openApp(env, { query: '?game=payoff' });
  await waitForState(page, (st) => st.payoff, { what: 'the payoff lesson' });
  await reveal(page, 'payoff.open_file');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickItem(page, 'payoff.open_file')]);
  await chooser.setFiles({ name: 'poker.efg', mimeType: 'text/plain', buffer: POKER });
  const s = await waitForState(page, (st) => st.payoff.name === 'file', { what: 'the file opened' });
  assert.equal(s.payoff.file, 'poker.efg');
  assert.equal(s.payoff.perfectInformation, false);
  assert.equal(s.payoff.showing, 'mixed');
  // Myerson: raise on red, bluff on black 1/3 of the time, meet 2/3; worth 1/3 to Fred.
  assert.deepEqual(s.payoff.behaviour[0], [['1', '0'], ['1/3', '2/3']]);
  assert.deepEqual(s.payoff.behaviour[1], [['2/3', '1/3']]);
  assert.match(s.payoff.caption, /\(1\/3, -1\/3\)/);
  assert.equal(s.payoff.mixed.length, 1, 'the strategic form has one equilibrium');
  await screenshot(page, 'payoff-poker-file');
  // A malformed file is refused with its line and column; the game stays.
  const r = await dispatch(page, { type: 'payoff.load', text: 'EFG 2 R "x" { "A" }\n""\nq\n', file: 'bad.efg' });
  assert.equal(r.ok, false);
  assert.match(r.error, /line 3, column 1/);
  assert.equal((await state(page)).payoff.file, 'poker.efg');
  await page.context().close();
});

// A centipede of three moves built with the real mouse and keys: take ("a")
// ends the game, pass ("b") goes on to the other player. The payoffs below
// give, from the last move up: player 1 takes (3 > 5/2), so player 2 takes
// (2 > 1), so player 1 takes at once (1 > -1/2): one subgame-perfect
// equilibrium worth (1, 0). The same game as a file, written here from those
// rules, is loaded afterwards and must give the same answer.
const BUILT = [[1, '1', '0'], [3, '-1/2', '2'], [5, '3', '1'], [6, '5/2', '4']];
const BUILT_EFG = `EFG 2 R "" { "" "" }
p "" 1 1 "" { "a" "b" } 0
t "" 1 "" { 1 0 }
p "" 2 1 "" { "a" "b" } 0
t "" 2 "" { -1/2 2 }
p "" 1 2 "" { "a" "b" } 0
t "" 3 "" { 3 1 }
t "" 4 "" { 5/2 4 }
`;

async function clickNode(page, v) {
  await clickItem(page, `payoff.node.${v}`);
  return waitForState(page, (st) => st.payoff.selected === v, { what: `node ${v} selected` });
}

async function typeField(page, id, text) {
  await reveal(page, id);
  await clickItem(page, id);
  await page.keyboard.type(text);
  await pressKey(page, 'Enter');
}

test('a centipede built by mouse and keys is solved as its file is, undone by the mouse and shared by a link', async () => {
  const { page } = await openApp(env, { query: '?game=payoff' });
  await waitForState(page, (st) => st.payoff, { what: 'the payoff lesson' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await reveal(page, 'payoff.edit.new');
  await clickItem(page, 'payoff.edit.new');
  let s = await waitForState(page, (st) => st.payoff.name === 'edit' && st.payoff.nodes.length === 3, { what: 'a new game' });
  for (const leaf of [2, 4]) {
    await clickNode(page, leaf);
    await reveal(page, 'payoff.edit.add');
    await clickItem(page, 'payoff.edit.add');
    s = await waitForState(page, (st) => st.payoff.nodes[leaf].kind === 'player', { what: `node ${leaf} has moves` });
  }
  assert.deepEqual(s.payoff.nodes.map((n) => n.player), [1, -1, 2, -1, 1, -1, -1], 'alternating players');
  for (const [leaf, a, b] of BUILT) {
    await clickNode(page, leaf);
    await typeField(page, 'payoff.edit.pay.1', a);
    await typeField(page, 'payoff.edit.pay.2', b);
    await waitForState(page, (st) => st.payoff.nodes[leaf].payoffs.join() === [a, b].join(), { what: `leaf ${leaf}'s payoffs` });
  }
  // Backward induction by the Step button.
  await reveal(page, 'payoff.step');
  for (let k = 1; k <= 3; ++k) {
    await clickItem(page, 'payoff.step');
    await waitForState(page, (st) => st.payoff.step === k, { what: `step ${k}` });
  }
  const built = await state(page);
  assert.equal(built.payoff.spe.count, 1);
  assert.deepEqual(built.payoff.nodes[0].value, ['1', '0'], 'player 1 takes at once');
  assert.equal(built.payoff.nodes[0].chosen, 0);
  await screenshot(page, 'payoff-edit-centipede');
  // The share link carries the game.
  const link = built.share.link;
  assert.match(link, /[?&]efg=z\.[A-Za-z0-9_-]+/, 'the game travels packed (model/pack.hpp)');
  // Undo by the mouse: the last payoff typed (player 2's 4 at leaf 6) goes back.
  await reveal(page, 'payoff.edit.undo');
  await clickItem(page, 'payoff.edit.undo');
  s = await waitForState(page, (st) => st.payoff.nodes[6].payoffs.join() === '5/2,0', { what: 'the last edit undone' });
  assert.equal(s.payoff.canRedo, true);
  // The file written from the rules gives the same equilibrium and the same leaves.
  const r = await dispatch(page, { type: 'payoff.load', text: BUILT_EFG, file: 'centipede3.efg' });
  assert.equal(r.ok, true, r.error);
  s = await waitForState(page, (st) => st.payoff.name === 'file', { what: 'the file' });
  assert.deepEqual(s.payoff.spe, built.payoff.spe);
  assert.deepEqual(s.payoff.nodes.map((n) => n.payoffs || n.player), built.payoff.nodes.map((n) => n.payoffs || n.player));
  await page.context().close();
  // The link opens the built game in a new page; a broken one is refused with its sentence.
  const second = await openApp(env, { query: link.slice(link.indexOf('?')) });
  s = await waitForState(second.page, (st) => st.payoff && st.payoff.nodes.length === 7, { what: 'the linked game' });
  assert.deepEqual(s.payoff.nodes.map((n) => n.payoffs || n.player), built.payoff.nodes.map((n) => n.payoffs || n.player));
  const bad = await dispatch(second.page, { type: 'link.open', query: '?game=payoff&efg=%21%21' });
  assert.equal(bad.ok, false);
  assert.match(bad.error, /base64url/);
  await second.page.context().close();
});

// The tree panel under the lesson's area navigates the same tree: its boxes
// hold the player to move ("1", "2") and the leaves' payoffs, drawn in a
// neutral colour (no draw orange: a payoff game has no winner), and the
// screen reader's tree items name the player, never win, loss or draw.
test('the tree panel under a payoff game shows players and payoffs, not win, lose or draw', async () => {
  const { page } = await openApp(env, { query: '?game=payoff&name=centipede' });
  await waitForState(page, (st) => st.view === 'payoff' && st.payoff, { what: 'the payoff lesson' });
  await dispatch(page, { type: 'tree.expand', depth: 2 });
  // The leaf after Take: its payoffs, whole or without brackets and spaces where the box is narrow.
  const s = await waitForState(page, (st) => st.tree.nodeTexts.some((t) => t === '(0.4, 0.1)' || t === '0.4,0.1'),
    { what: 'a leaf drawn with its payoffs' });
  const texts = s.tree.nodeTexts.join(' | ');
  assert.ok(s.tree.nodeTexts.includes('P1') && s.tree.nodeTexts.includes('P2'), texts);
  assert.ok(!s.tree.nodeTexts.some((t) => /^[WDL]( |$)/.test(t)), `no outcome letter: ${texts}`);
  const png = await screenshot(page, 'payoff-tree-panel');
  const r = await settledRect(page, 'tree.node:');  // the start, by its path
  assert.ok(r, 'the start is drawn in the panel');
  const { data } = await pngPixels(page, png, { x: r.x + 3, y: r.y + 3, w: 2, h: 2 });
  const rgb = [...data.subarray(0, 3)];
  for (const [name, c] of Object.entries(OUTCOME_COLOURS))
    assert.ok(c.some((v, k) => Math.abs(v - rgb[k]) > 40), `the start's box is not the ${name} colour: ${rgb}`);
  await twinSettled(page);
  const items = (await axNodes(page)).filter((n) => n.role === 'treeitem').map((n) => n.name);
  assert.ok(items.length >= 3, items.join(' | '));
  assert.match(items[0], /Player 1/);
  for (const name of items) assert.doesNotMatch(name, /win|loss|draw|not decided/, name);
  await page.context().close();
});

// Text as a literal in a RegExp.
const escape = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The running quiz's first option answered by the keyboard: Tab to it, Enter;
// the grade is heard, and the focus stays on the answer pressed, which now
// says how it went. Returns the state after the answer.
async function answerFirstByKeys(page, heard, s) {
  const first = s.payoff.quiz.options[0];
  await tabTo(page, new RegExp(`^${escape(first)}$`), 'the first option');
  const before = await activeElement(page);
  await page.keyboard.press('Enter');
  s = await waitForState(page, (st) => st.payoff.quiz.answer === 0, { what: 'the answer taken' });
  await heard.waitFor(new RegExp(`^${escape(s.payoff.quiz.feedback)}$`), 'the grade with its reason');
  await twinSettled(page);
  const after = await activeElement(page);
  assert.equal(after.key, before.key, `focus stays on the answer pressed (${JSON.stringify(after)})`);
  assert.match(after.name, new RegExp(`^${escape(first)} \\((right|your answer)\\)$`));
  return s;
}

// The quiz as a student with the keyboard and a screen reader takes it, and as
// one with the mouse: the question and each grade are heard (the live
// regions, recorded), focus stays on the answer pressed, the asked node is
// ringed on the screen (pixels), and nothing the page shows or the twin reads
// gives an answer away before it is given.
test('the quiz: heard, answered by keys and mouse, focus kept, the node ringed and no answer shown', async () => {
  const { page } = await openApp(env, { query: '?game=payoff&name=centipede' });
  await waitForState(page, (st) => st.view === 'payoff' && st.payoff, { what: 'the payoff lesson' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  const heard = await recorder(page);
  const ringPixels = async (png, node) => {  // highlight-yellow pixels in the ring's band around a node
    const r = await settledRect(page, `payoff.node.${node}`);
    const { data } = await pngPixels(page, png, { x: r.x - r.w * 0.6, y: r.y - r.h * 0.6, w: r.w * 2.2, h: r.h * 2.2 });
    let n = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.abs(data[i] - 0xF0) < 30 && Math.abs(data[i + 1] - 0xE4) < 30 && Math.abs(data[i + 2] - 0x42) < 40) n++;
    return n;
  };
  await tabTo(page, /^Quiz me$/, 'the quiz button');
  await page.keyboard.press('Enter');
  await heard.waitFor(/^Question 1 of 6\. What .*\? Options: /, 'the first question with its options');
  let s = await waitForState(page, (st) => st.payoff.quiz, { what: 'the quiz running' });
  assert.equal(s.payoff.step, 0, 'no node is solved on the tree');
  // Nothing read by the twin names a solved value, a choice or an equilibrium.
  await twinSettled(page);
  const names = (await axNodes(page)).map((n) => n.name).join('\n');
  assert.doesNotMatch(names, / value \(|chooses|Nash equilibrium|subgame perfect\b/, 'the twin gives nothing away');
  assert.match(names, /\(the quiz asks about this node\)/);
  // The asked node wears its rings; the root (not asked first: the quiz goes from the leaves up) does not.
  await drawn(page);
  const png = await screenshot(page, 'payoff-quiz-1280x720');
  const asked = s.payoff.quiz.node;
  assert.notEqual(asked, 0);
  assert.ok(await ringPixels(png, asked) > 40, 'the asked node is ringed in the highlight colour');
  assert.ok(await ringPixels(png, 0) < 10, 'the root is not');
  // Answer the first option by the keyboard; focus stays on it.
  s = await answerFirstByKeys(page, heard, s);
  assert.match(s.payoff.quiz.feedback, s.payoff.quiz.correct ? /^Right\. / : /^Not quite\. /);
  await tabTo(page, /^Next question$/, 'Next');
  await page.keyboard.press('Enter');
  await heard.waitFor(/^Question 2 of 6\. /, 'the second question');
  // The second by the mouse: its last option.
  s = await state(page);
  const last = s.payoff.quiz.options.length - 1;
  await reveal(page, `payoff.quiz.option.${last}`);
  await clickItem(page, `payoff.quiz.option.${last}`);
  s = await waitForState(page, (st) => st.payoff.quiz.answer === last, { what: 'the mouse answer' });
  assert.ok(s.payoff.quiz.right.length >= 1);
  await reveal(page, 'payoff.quiz.stop');
  await clickItem(page, 'payoff.quiz.stop');
  await heard.waitFor(/^The quiz stopped\.$/, 'the end of the quiz');
  s = await waitForState(page, (st) => st.payoff.quiz === null, { what: 'the quiz gone' });
  assert.ok(s.payoff.spe.payoffs.length > 0, 'the equilibria are shown again');
  await page.context().close();
});

// On a phone the side panel is a drawer, closed while the student looks at
// the tree: the running quiz's answers then sit under its question, over the
// tree, and are tapped there; the drawer stays closed, the options are on the
// screen (pixels: each button's face differs from the canvas behind it), and
// the twin reads them as buttons.
test('on a phone the quiz is answered under its question, over the tree, with the drawer closed', async () => {
  const t = await openPhoneAt(env, env.url + '?game=payoff&name=centipede');
  const { page, cdp } = t;
  let s = await waitForState(page, (st) => st.view === 'payoff' && st.payoff, { what: 'the payoff lesson' });
  assert.equal(s.layout.panelOpen, false, 'the drawer is closed');
  await dispatch(page, { type: 'payoff.quiz.start' });
  s = await waitForState(page, (st) => st.payoff.quiz && st.payoff.quiz.answer === -1, { what: 'the quiz running' });
  const viewport = page.viewportSize();
  const rects = [];
  for (let k = 0; k < s.payoff.quiz.options.length; ++k) {
    const r = await settledRect(page, `payoff.quiz.option.${k}`);
    assert.ok(r && r.w > 0 && r.y >= 0 && r.y + r.h <= viewport.height && r.x + r.w <= viewport.width,
      `option ${k} is on the phone's screen: ${JSON.stringify(r)}`);
    rects.push(r);
  }
  const caption = await settledRect(page, 'payoff.caption');
  assert.ok(rects[0].y >= caption.y + caption.h - 1, 'the options are under the question');
  const png = await screenshot(page, 'payoff-quiz-phone');
  const dpr = await page.evaluate(() => devicePixelRatio);
  const face = [...(await pngPixels(page, png, { x: rects[0].x + 3, y: rects[0].y + 3, w: 2, h: 2 }, dpr)).data.subarray(0, 3)];
  const canvas = [...(await pngPixels(page, png, { x: viewport.width - 6, y: rects[0].y + rects[0].h + 40, w: 2, h: 2 }, dpr)).data.subarray(0, 3)];
  const differs = Math.abs(face[0] - canvas[0]) + Math.abs(face[1] - canvas[1]) + Math.abs(face[2] - canvas[2]);
  assert.ok(differs > 20, `the option is drawn as a button over the canvas (face ${face}, canvas ${canvas})`);
  await twinSettled(page);
  const names = (await axNodes(page)).filter((n) => n.role === 'button').map((n) => n.name);
  assert.ok(names.includes(s.payoff.quiz.options[0]), `the twin reads the first option as a button: ${names.join(' | ')}`);
  // Tapped on the screen: the answer is taken, the grade and Next appear under it.
  await tapAt(page, cdp, rects[0].x + rects[0].w / 2, rects[0].y + rects[0].h / 2);
  s = await waitForState(page, (st) => st.payoff.quiz.answer === 0, { what: 'the tapped answer' });
  assert.equal(s.layout.panelOpen, false, 'the drawer stays closed');
  const next = await settledRect(page, 'payoff.quiz.next');
  assert.ok(next && next.y + next.h <= viewport.height, `Next is on the screen: ${JSON.stringify(next)}`);
  await tapAt(page, cdp, next.x + next.w / 2, next.y + next.h / 2);
  await waitForState(page, (st) => st.payoff.quiz.index === 1 && st.payoff.quiz.answer === -1, { what: 'the second question' });
  await t.close();
});

// At the projector (presentation mode: no side panel) the quiz is answered
// over the tree, by the keyboard too: Tab reaches the options there, Enter
// answers, the grade is heard, the focus stays on the answer pressed
// (document.activeElement), and Next by Enter brings the second question.
test('in presentation mode the quiz over the tree is answered by keys alone, the focus kept and the grade heard', async () => {
  const { page } = await openApp(env, { query: '?game=payoff&name=centipede' });
  await waitForState(page, (st) => st.view === 'payoff' && st.payoff, { what: 'the payoff lesson' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'view.presentation', on: true });
  const heard = await recorder(page);
  await dispatch(page, { type: 'payoff.quiz.start' });
  await heard.waitFor(/^Question 1 of 6\. What .*\? Options: /, 'the first question with its options');
  let s = await waitForState(page, (st) => st.payoff.quiz && st.payoff.quiz.answer === -1, { what: 'the quiz running' });
  assert.equal(s.layout.panelOpen, false, 'no side panel at the projector');
  const option = await settledRect(page, 'payoff.quiz.option.0');
  const caption = await settledRect(page, 'payoff.caption');
  assert.ok(option.y >= caption.y + caption.h - 1, `the options are under the question, over the tree: ${JSON.stringify(option)}`);
  s = await answerFirstByKeys(page, heard, s);
  // The grade is drawn under the options: heard, not repeated in a toast over the tree's foot.
  assert.equal((await state(page)).toast.text, '', 'no toast over the tree');
  assert.equal(await itemRect(page, 'share.copied'), null, 'no toast drawn');
  await tabTo(page, /^Next question$/, 'Next');
  await page.keyboard.press('Enter');
  await heard.waitFor(/^Question 2 of 6\. /, 'the second question');
  assert.equal((await state(page)).settings.presentation, true, 'still at the projector');
  await page.context().close();
});

// A live class on entry deterrence, after In: the teacher asks the class
// question, which in a payoff game is "Which action does Player 2 choose?"
// with the node's actions (no "none": some action is always subgame perfect).
// While it is open the student's page shows no equilibrium, mark or solved
// value; the reveal gives the reason from the payoffs.
test('a live class in a payoff game: which action Player 2 chooses, nothing answered on the student\'s page, the reason revealed', { timeout: 120_000 }, async () => {
  const { page: teacher } = await openApp(env, { query: '?game=payoff&name=entry' });
  await waitForState(teacher, (s) => s.view === 'payoff' && s.payoff && s.payoff.name === 'entry', { what: 'entry deterrence' });
  await dispatch(teacher, { type: 'anim.speed', value: 0 });
  assert.equal((await dispatch(teacher, { type: 'live.start' })).ok, true);
  const code = (await waitForState(teacher, (s) => s.live && s.live.connected && s.live.code, { what: 'the class' })).live.code;
  assert.equal((await dispatch(teacher, { type: 'move', value: 1 })).ok, true, 'In: the incumbent decides');
  await drawn(teacher, 3);
  const { page: student } = await openApp(env);
  await dispatch(student, { type: 'anim.speed', value: 0 });
  assert.equal((await dispatch(student, { type: 'live.join', code, name: 'Ann' })).ok, true);
  await waitForState(student, (s) => s.live && s.live.connected && s.view === 'payoff' && s.payoff && s.payoff.name === 'entry' &&
    s.history && s.history.length === 1, { what: 'the student following the teacher', timeout: 20_000 });
  assert.equal((await dispatch(teacher, { type: 'live.ask', question: 'move' })).ok, true);
  const q = (await waitLive(student, (l) => l.quiz && l.quiz.open && l.quiz.kind === 'move', 'the question on the student\'s page')).live.quiz;
  assert.deepEqual(q.options, ['Fight', 'Accommodate']);
  const prompt = student.locator('.live-prompt');
  await prompt.waitFor();
  assert.equal(await prompt.textContent(), 'Which action does Player 2 (Incumbent) choose?');
  // The student's own screen while the question is open: no answer in state, the twin or the panel.
  const s = await waitForState(student, (st) => st.settings.classHidden, { what: 'answers hidden on the student\'s page' });
  assert.deepEqual(s.payoff.spe.payoffs, [], 'no equilibrium payoff');
  assert.deepEqual(s.payoff.nash, [], 'no equilibrium listed');
  assert.ok(s.payoff.strategic.matrix.flat().every((c) => !c.nash && !c.best1 && !c.best2), 'no best-response mark');
  assert.equal(s.payoff.caption, 'Hidden while the class answers the teacher\'s question.');
  await twinSettled(student);
  const names = (await axNodes(student)).map((n) => n.name).join('\n');
  assert.doesNotMatch(names, /Nash equilibrium|chooses|best response/, 'the twin gives nothing away');
  await student.locator('.live-panel').getByRole('button', { name: 'Fight', exact: true }).click();
  await waitLive(teacher, (l) => l.quiz && l.quiz.answered === 1, 'the answer counted');
  assert.equal((await dispatch(teacher, { type: 'live.reveal' })).ok, true);
  await waitLive(student, (l) => l.quiz && l.quiz.revealed, 'the reveal on the student\'s page');
  const reason = student.locator('.live-reason');
  await reason.waitFor();
  const text = await reason.textContent();
  assert.match(text, /^The answer: Accommodate\. /);
  assert.match(text, /Fight → \(0, 0\); Accommodate → \(2, 2\)\. Best for Player 2 \(Incumbent\): Accommodate\.$/);
  assert.equal(await student.locator('.live-verdict').getAttribute('class'), 'live-verdict live-wrong');
  await waitForState(student, (st) => !st.settings.classHidden && st.payoff.nash.length > 0, { what: 'the equilibria shown again after the reveal' });
  await student.context().close();
  await teacher.context().close();
});
