// A whole game against the computer in each lesson, by keys alone, as a
// keyboard and screen-reader student plays it (issue 42, "Done when"): every
// decision is taken from what reaches the student, the browser's
// accessibility tree (CDP Accessibility.getFullAXTree: the focused control,
// the board's cells and their states, the moves list) and the live regions'
// text over time. gtl.state() is read only at the end, to check the result.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch, openApp, state, lessonIds, drawn, dispatch, waitForState } from './helpers.mjs';
import { focusedNode, recorder, tabTo, waitAx } from './ax.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// ------------------------------------------------------------------ what a student perceives
// The accessibility tree, the focus and the recorded live regions: ax.mjs.

// Moves played, from the moves list ("Start position", "Move 1: …", …).
const movesHeard = (nodes) => nodes.filter((n) => n.role === 'option' && /^(Move|第) ?\d+/.test(n.name)).length;
const cells = (nodes) => nodes.filter((n) => n.role === 'gridcell');

// To a cell by the grid's keys: Ctrl+Home, then → until it is focused.
async function goToCell(page, name) {
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 120; i++) {
    const f = await focusedNode(page);
    if (f.name === name) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`the arrows never reached the cell "${name}"`);
}

// Tab until the focus is on a cell of the board.
async function focusBoard(page) {
  for (let i = 0; i < 200; i++) {
    if ((await focusedNode(page)).role === 'gridcell') return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the board');
}

// ------------------------------------------------------------------ one game
// A student's choice on a board: the cell the hints name best, else the first
// playable one; null when nothing can be played.
function boardChoice(nodes) {
  const open = cells(nodes).filter((c) => !c.disabled);
  if (!open.length) return null;
  return (open.find((c) => /winning move|best move/.test(c.name)) || open[0]).name;
}

// On a game graph the moves are buttons "→ b"; each position's cell says its
// value. A move to a position lost for the player to move wins; one to a
// position won for them ends the game too; a draw could go on for ever.
function graphChoice(nodes) {
  const moves = nodes.filter((n) => n.role === 'button' && /^→ /.test(n.name));
  if (!moves.length) return null;
  const valueOf = (id) => (cells(nodes).find((c) => c.name.startsWith(`position ${id}:`)) || { name: '' }).name;
  const rank = (b) => { const v = valueOf(b.name.slice(2)); return /loss/.test(v) ? 0 : /win/.test(v) ? 1 : 2; };
  return moves.slice().sort((a, b) => rank(a) - rank(b))[0].name;
}

// Starts play as first by keys, then plays to the end: on each turn the
// student picks a move from the tree, goes there by keys, presses Enter, and
// waits for the computer's reply in the moves list.
async function playToTheEnd(page, heard, { graph = false } = {}) {
  await tabTo(page, /^as first$/, 'the "as first" button');
  await page.keyboard.press('Enter');
  await heard.waitFor(/You play|first/i, 'play starting');
  let played = 0;
  for (let turn = 0; turn < 40; turn++) {
    const nodes = await waitAx(page, (n) => (movesHeard(n) === played ? n : null), `${played} moves in the list`);
    const pick = graph ? graphChoice(nodes) : boardChoice(nodes);
    if (!pick) break;
    if (graph) await tabTo(page, new RegExp(`^${pick.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), pick);
    else {
      await focusBoard(page);
      await goToCell(page, pick);
    }
    await page.keyboard.press('Enter');
    const mine = played + 1;
    // The computer answers unless the game is over: the list then holds its move too.
    const over = (n) => (graph ? !graphChoice(n) : !boardChoice(n));
    const k = await waitAx(page, (n) => {
      const count = movesHeard(n);
      return count > mine || (count === mine && over(n)) ? count : null;
    }, `the computer's reply to move ${mine}`);
    played = k;
    if (k === mine) break;
  }
  return played;
}

async function checkEnd(page, heard, view, played) {
  const s = await state(page);
  assert.equal(s.view, view);
  assert.equal(s[view].gameOver, true, 'the game was played to its end');
  assert.equal(s.history.length, played, 'every move is in the moves list a student reads');
  // The verdict on the student's last move, and the game's end, were heard.
  assert.ok(s.teach.play.verdict, 'a verdict on the last move');
  const esc = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await heard.waitFor(new RegExp(esc(s.teach.play.verdict)), 'the last verdict');
  await heard.waitFor(END_WORDS[view], 'the end of the game');
}
// What each lesson says when its game is over (its own result sentence, or the twin's "Game over.").
const END_WORDS = { number: /cannot move and loses\./, balls: /wins|Game over\./, nim: /wins|Game over\./, subtraction: /cannot move and loses\./,
                    ttt: /Game over\./, loopy: /Game over\./, graph: /Game over\./ };

const GAMES = [
  ['the Number Game', 'number', '?game=number&max=10'],
  ['the ball game', 'balls', '?game=balls&take=1,2,3&n=9'],
  ['Nim', 'nim', '?game=nim&piles=1,2,3'],
  ['a subtraction game', 'subtraction', '?game=subtraction&take=1,3,4&n=9'],
  ['tic-tac-toe', 'ttt', '?game=ttt'],
];
for (const [what, view, query] of GAMES) {
  test(`${what}: a whole game against the computer by keys alone, from the accessibility tree and what is heard`, async () => {
    const { page } = await openApp(env, { query });
    const heard = await recorder(page);
    const played = await playToTheEnd(page, heard);
    assert.ok(played >= 2, `a game of several moves: ${played}`);
    await checkEnd(page, heard, view, played);
    await page.context().close();
  });
}

// The Game menu's lessons (state().lessons) each have a game by keys in this
// file: a start link in GAMES, a test of their own below (loopy, graph), or a
// reason here. A new game fails this until it is given one.
const OWN_TESTS = ['loopy', 'graph'];
const ELSEWHERE = { payoff: 'a payoff game has no computer to play against: payoff.test.mjs steps its induction by keys' };
test('every lesson of the Game menu is played by keys here, or says why not', async () => {
  const { page } = await openApp(env);
  const covered = new Set([...GAMES.map(([, view]) => view), ...OWN_TESTS, ...Object.keys(ELSEWHERE)]);
  const missing = (await lessonIds(page)).filter((id) => !covered.has(id));
  assert.deepEqual(missing, [], 'give each of these a start link in GAMES (and its END_WORDS)');
  await page.context().close();
});

test('the loopy lesson: a whole game against the computer by keys alone', async () => {
  const { page } = await openApp(env, { query: '?game=loopy' });
  const heard = await recorder(page);
  const played = await playToTheEnd(page, heard, { graph: true });
  assert.ok(played >= 1, `moves were played: ${played}`);
  await checkEnd(page, heard, 'loopy', played);
  await page.context().close();
});

test('a game graph built by keys (Empty, Add a position, N, Enter, M), then played against the computer', async () => {
  const { page } = await openApp(env, { query: '?game=graph' });
  const heard = await recorder(page);
  await tabTo(page, /^Empty$/, 'the "Empty" example');
  await page.keyboard.press('Enter');
  await tabTo(page, /^Add a position$/, '"Add a position"');
  await page.keyboard.press('Enter');
  await heard.waitFor(/Position a added\./, 'the first position');
  // Onto the board, where N adds a position.
  await waitAx(page, (n) => cells(n).length === 1, 'the board with one cell');
  await focusBoard(page);
  await page.keyboard.press('n');
  await heard.waitFor(/Position b added\./, 'position b');
  await page.keyboard.press('n');
  await heard.waitFor(/Position c added\./, 'position c');
  const cellNamed = async (id) => (await waitAx(page, (n) => cells(n).find((c) => c.name.startsWith(`position ${id}:`)), `cell ${id}`)).name;
  // a → b: select a (Enter), then M on b; b → c likewise.
  for (const [from, to] of [['a', 'b'], ['b', 'c']]) {
    await goToCell(page, await cellNamed(from));
    await page.keyboard.press('Enter');
    await heard.waitFor(new RegExp(`Position ${from} selected`), `${from} selected`);
    const sel = await waitAx(page, (n) => cells(n).find((c) => c.name.startsWith(`position ${from}:`) && c.selected), `${from} selected in the tree`);
    assert.ok(!/✓/.test(sel.name), 'the selection is a state, not a tick in the name');
    await goToCell(page, await cellNamed(to));
    await page.keyboard.press('m');
    await heard.waitFor(new RegExp(`Move ${from} → ${to} added\\.`), `the move ${from} → ${to}`);
  }
  // c has no move: whoever must move there loses; the cells say so.
  await waitAx(page, (n) => cells(n).find((c) => /^position c: loss/.test(c.name)), 'c lost for the player to move');
  const played = await playToTheEnd(page, heard, { graph: true });
  assert.equal(played, 2, 'a → b → c: two moves');
  await checkEnd(page, heard, 'graph', played);
  const s = await state(page);
  assert.deepEqual([s.graph.positions, s.graph.moves], [3, 2], 'the graph the keys built');
  await page.context().close();
});

test('a live-class student joins by keys (a modal dialog), follows the teacher and answers a question, all heard', { timeout: 120_000 }, async () => {
  // The teacher sets the class up (not the subject here).
  const { page: teacher } = await openApp(env);
  await dispatch(teacher, { type: 'anim.speed', value: 0 });
  assert.equal((await dispatch(teacher, { type: 'live.start' })).ok, true);
  const code = (await waitForState(teacher, (s) => s.live && s.live.connected && s.live.code, { what: 'the class' })).live.code;
  // The teacher's page sends its state as it draws (the teacher is not the subject: set up by actions).
  const teacherDoes = async (action) => { assert.equal((await dispatch(teacher, action)).ok, true, JSON.stringify(action)); await drawn(teacher, 3); };
  await teacherDoes({ type: 'view', view: 'subtraction' });
  await teacherDoes({ type: 'subtraction.new', take: [1, 2, 3], n: 10 });

  // The student opens the join link: the dialog is modal, named, and has the focus.
  const { page } = await openApp(env, { query: `#join=${code}` });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  const heard = await recorder(page);
  const dlg = await waitAx(page, (n) => n.find((x) => x.role === 'dialog' && x.name === 'Join a class'), 'the join dialog');
  assert.ok(dlg, 'a dialog named "Join a class"');
  const f = await focusedNode(page);
  assert.equal(f.role, 'textbox', `the focus is in the dialog's field: ${JSON.stringify(f)}`);
  // Tab stays in the dialog: its fields and buttons, never the page behind.
  const inside = new Set();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    inside.add((await focusedNode(page)).name);
  }
  for (const n of inside) assert.ok(['Code', 'Nickname', 'Make one up', 'Join', 'Cancel'].includes(n), `Tab stays in the dialog: ${[...inside]}`);
  for (let i = 0; i < 8 && (await focusedNode(page)).name !== 'Nickname'; i++) await page.keyboard.press('Tab');
  await page.keyboard.type('Ann');
  await page.keyboard.press('Enter');
  await heard.waitFor(/Joined the class .*You are Ann\. Following the teacher/, 'the join, with "Following the teacher"');
  const after = await waitAx(page, (n) => n.filter((x) => x.focused && x.role !== 'RootWebArea').pop(), 'a focused control after joining');
  assert.equal(after.role, 'button', `after Join the focus is on the class's panel: ${JSON.stringify(after)}`);

  // Following: the teacher's move is heard in words.
  await teacherDoes({ type: 'subtraction.take', k: 2 });
  await heard.waitFor(/Move 1: take 2\b/, 'the teacher\'s move, followed');

  // A question: heard, answered by keys, its answer pressed; the reveal is heard.
  await teacherDoes({ type: 'live.ask', question: 'outcome' });
  await heard.waitFor(/A question from the teacher: W, L or D/, 'the question');
  await tabTo(page, /^W$/, 'the answer W');
  await page.keyboard.press('Enter');
  await waitAx(page, (n) => n.find((x) => x.role === 'button' && x.name === 'W' && x.pressed === 'true'), 'W pressed');
  await teacherDoes({ type: 'live.reveal' });
  await heard.waitFor(/The teacher revealed the answer/, 'the reveal');
  const s = await state(page);
  assert.equal(s.live.role, 'student');
  assert.equal(s.live.quiz.answer, 'W');
  assert.equal(s.history.length, 1, 'the student\'s app follows the teacher\'s game');
  await page.context().close();
  await teacher.context().close();
});
