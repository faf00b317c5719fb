// Long work never freezes the page: a large board asked for through the real
// panel (keyboard into the size box, mouse on the button) is solved in the
// page's solve worker (solve_worker.js) with a progress bar (state().busy)
// while the menus and frames keep going; Cancel (real mouse) keeps the previous
// board; a finished 2..40 board answers as the native judge CLI does on the
// same positions (computed by the CLI here); a 2..40 board shown from the
// worker's outcome table answers its hints, tree and induction from it, says
// its plies are still being counted, then shows them; with the worker's file
// missing the page solves the board itself.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { launch, openApp, state, dispatch, clickItem, screenshot, waitForState, numberAfterNaming, allowErrors } from './helpers.mjs';

const BIN = resolve(process.env.GTL_BIN || '../build/native/bin');
const SOLVE_TIMEOUT = 300000;  // 2..40 is 4.6 M positions (~10 s idle); a loaded machine is slow

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// The judge CLI's winning moves for one position (POJ 1143 text in and out).
function cliWinningMoves(allowed, max) {
  const out = execFileSync(join(BIN, 'number-game'), ['--max', String(max)],
    { input: `${allowed.length} ${allowed.join(' ')}\n0\n` }).toString();
  const m = out.match(/The winning moves are: ([\d ]+)/);
  return m ? m[1].trim().split(' ').map(Number) : [];
}

// Types a board size into the panel's box with the keyboard and presses the
// "New game on 2..N" button with the mouse.
async function newBoardThroughPanel(page, max) {
  // The item is the box with its -/+ buttons: click into the text part, at its left.
  const r = await page.evaluate(() => window.gtl.itemRect('number.max'));
  await page.mouse.move(r.x + 12, r.y + r.h / 2);
  await page.waitForTimeout(120);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
  await page.waitForTimeout(150);
  await page.keyboard.press('Control+A');
  await page.waitForTimeout(60);
  await page.keyboard.type(String(max), { delay: 60 });
  await page.keyboard.press('Enter');
  await page.waitForTimeout(150);
  await clickItem(page, 'number.new');
}

test('a 2..40 board solves in the worker with progress, the UI keeps answering, Cancel keeps the old board', { timeout: SOLVE_TIMEOUT }, async () => {
  const { page, errors } = await openApp(env);
  // The exact solve alone (the outcome table would show 2..40 within a second).
  assert.deepEqual(await dispatch(page, { type: 'number.method', method: 'search' }), { ok: true });
  await dispatch(page, { type: 'number.pick', value: 5 });
  await newBoardThroughPanel(page, 40);
  let s = await state(page);
  assert.ok(s.busy, 'the solve runs after the click');
  assert.equal(s.busy.what, 'solve');
  assert.equal(s.busy.where, 'worker');
  assert.ok(s.busy.done <= s.busy.total && s.busy.total > 4000000, JSON.stringify(s.busy));
  assert.equal(s.number.max, 20, 'the old board stays until the new one is solved');
  assert.ok(await page.evaluate(() => window.gtl.itemRect('busy.bar')), 'the progress bar is drawn');
  await screenshot(page, 'worker-progress-1280');
  // The page answers meanwhile: frames advance, the work advances, a menu opens.
  const frame0 = s.frame, done0 = s.busy.done;
  await clickItem(page, 'menu.help');
  s = await waitForState(page, (t) => t.frame > frame0 + 5 && t.busy && t.busy.done > done0,
    { what: 'frames and solving to go on' });
  assert.ok(await page.evaluate(() => window.gtl.itemRect('help.legend')), 'the Help menu opened during the solve');
  await page.keyboard.press('Escape');
  // Cancel at once: on an idle machine the solve takes only a few seconds.
  await clickItem(page, 'busy.cancel');
  s = await state(page);
  assert.equal(s.busy, null, 'Cancel stopped the solve');
  assert.equal(s.number.max, 20);
  assert.deepEqual(s.history.moves, [5], 'the previous game is still shown');
  await page.waitForTimeout(500);
  assert.equal((await state(page)).number.max, 20, 'nothing arrives after Cancel');
  assert.equal((await dispatch(page, { type: 'cancel' })).ok, false, 'nothing left to cancel');
  // The bar in a small window (a screenshot to look at), then cancelled by the action.
  await page.setViewportSize({ width: 800, height: 600 });
  assert.equal((await dispatch(page, { type: 'number.new', max: 40 })).ok, true);
  await page.waitForTimeout(300);
  await screenshot(page, 'worker-progress-800');
  await dispatch(page, { type: 'cancel' });
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a solved 2..40 board agrees with the judge CLI', { timeout: SOLVE_TIMEOUT }, async () => {
  const { page, errors } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  assert.deepEqual(await dispatch(page, { type: 'number.new', max: 40 }), { ok: true });
  assert.equal((await state(page)).busy.where, 'worker');
  // The progress bar stays until the board and its tree appear together: the
  // solve, then the tree built in slices ("tree"), and meanwhile the old 2..20
  // board and its whole tree stay shown.
  const phases = [];
  let s = await state(page);
  for (const t0 = Date.now(); s.busy; s = await state(page)) {
    assert.ok(Date.now() - t0 < SOLVE_TIMEOUT - 20000, 'the 2..40 solve should end');
    if (phases[phases.length - 1] !== s.busy.what) phases.push(s.busy.what);
    assert.ok(s.busy.done <= s.busy.total, JSON.stringify(s.busy));
    assert.equal(s.number.max, 20, 'the old board stays while busy');
    assert.equal(s.tree.complete, true, 'the old board\'s whole tree stays while busy');
    await page.waitForTimeout(15);
  }
  // The tree's slices may all fit in the frame the solve ends in, unseen by a poll.
  assert.deepEqual(phases, ['solve', 'tree'].slice(0, phases.length), 'the solve, then the tree');
  assert.equal(s.number.max, 40);
  assert.equal(s.tree.complete, false, 'the capped tree of 2..40 is shown with the board');
  assert.ok(s.tree.positions >= 20000, JSON.stringify(s.tree.positions));
  const full = Array.from({ length: 39 }, (_, i) => i + 2);
  assert.deepEqual(s.number.winningMoves, cliWinningMoves(full, 40));
  assert.equal(s.number.outcome, cliWinningMoves(full, 40).length ? 'win' : 'lose');
  assert.equal(s.tree.selectedNode.outcome, s.number.outcome, 'the tree\'s start is valued by the solve');
  await screenshot(page, 'worker-solved-40');
  // One move in: the board's position, by the rules here, and the CLI on it.
  const x = s.number.winningMoves.length ? s.number.winningMoves[0] : 40;
  assert.deepEqual(await dispatch(page, { type: 'number.pick', value: x }), { ok: true });
  s = await state(page);
  assert.equal(s.busy, null, 'positions of a solved board need no more solving');
  const after = numberAfterNaming(full, x);
  assert.deepEqual(s.number.allowed, after);
  assert.deepEqual(s.number.winningMoves, cliWinningMoves(after, 40));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a 2..40 board answers from the outcome table at once, then shows its plies', { timeout: SOLVE_TIMEOUT }, async () => {
  const { page, errors } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  assert.deepEqual(await dispatch(page, { type: 'number.method', method: 'nonsense' }).then((r) => r.ok), false);
  assert.deepEqual(await dispatch(page, { type: 'number.new', max: 40 }), { ok: true });
  let s = await state(page);
  for (const t0 = Date.now(); s.busy; s = await state(page)) {
    assert.ok(Date.now() - t0 < SOLVE_TIMEOUT - 20000, 'the 2..40 table should arrive');
    assert.equal(s.number.max, 20, 'the old board stays until the new one can answer');
    await page.waitForTimeout(15);
  }
  // Shown from the table: the plies are still being counted in the worker.
  const full = Array.from({ length: 39 }, (_, i) => i + 2);
  const cli = cliWinningMoves(full, 40);
  assert.equal(s.number.max, 40);
  assert.equal(s.number.method, 'table', 'the outcome table answers first');
  assert.equal(s.number.remotenessPending, true);
  assert.equal(s.number.remoteness, null, 'no number of plies before it is known');
  assert.deepEqual(s.number.winningMoves, cli, 'the hints are the judge\'s');
  assert.equal(s.number.outcome, cli.length ? 'win' : 'lose');
  assert.deepEqual(s.number.header.winningMoves, cli);
  assert.equal(s.number.header.remoteness, null);
  assert.equal(s.tree.selectedNode.outcome, s.number.outcome, 'the tree\'s start is valued by the table');
  assert.equal('remoteness' in s.tree.selectedNode, false, 'the tree gives no plies yet');
  // What is drawn: the winning tiles' badges, and no number of plies in the header.
  for (const x of cli) assert.ok(await page.evaluate((k) => window.gtl.itemRect(k), `tile.${x}`), `tile ${x} drawn`);
  await screenshot(page, 'worker-table-40');
  // A move needs no solving: the answers follow the table at once.
  const x = cli.length ? cli[0] : 40;
  assert.deepEqual(await dispatch(page, { type: 'number.pick', value: x }), { ok: true });
  s = await state(page);
  assert.equal(s.busy, null, 'positions of the board need no more solving');
  const after = numberAfterNaming(full, x);
  assert.deepEqual(s.number.allowed, after);
  assert.equal(s.number.outcome, 'lose');
  assert.deepEqual(s.number.winningMoves, cliWinningMoves(after, 40));
  // A few more moves, each answered from the table at once.
  let allowed = after;
  for (let moves = 0; moves < 4 && allowed.length; ++moves) {
    const y = allowed[0];
    assert.deepEqual(await dispatch(page, { type: 'number.pick', value: y }), { ok: true });
    allowed = numberAfterNaming(allowed, y);
    s = await state(page);
    assert.equal(s.busy, null);
    assert.equal(s.number.method === 'table' || s.number.method === 'search', true);
    assert.deepEqual(s.number.winningMoves, cliWinningMoves(allowed, 40), `hints after naming ${y}`);
    assert.equal(s.number.outcome, cliWinningMoves(allowed, 40).length ? 'win' : 'lose');
  }
  // Backward induction needs the whole game, which 2..40's capped tree is not:
  // it says so at once, as before the table, and starts no work.
  const induction = await dispatch(page, { type: 'teach.induction', order: 'memo', from: 'current' });
  assert.equal(induction.ok, false);
  assert.match(induction.error, /whole game/);
  assert.equal((await state(page)).busy, null);
  // Then the worker's exact values arrive: the plies are shown, the answers unchanged.
  s = await waitForState(page, (t) => t.number.method === 'search', { what: 'the exact values', timeout: SOLVE_TIMEOUT - 40000 });
  assert.equal(s.number.remotenessPending, false);
  assert.equal(typeof s.number.remoteness, 'number');
  assert.deepEqual(s.number.allowed, allowed, 'the game is kept');
  assert.deepEqual(s.number.winningMoves, cliWinningMoves(allowed, 40));
  assert.equal(typeof s.tree.selectedNode.remoteness, 'number', 'the tree shows its plies');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('without the worker file the page solves a large board itself', { timeout: SOLVE_TIMEOUT }, async () => {
  const { page, errors } = await openApp(env);
  // A host that does not serve solve_worker.js: the worker fails to start.
  await page.route('**/solve_worker.js', (route) => route.fulfill({ status: 404, body: 'not here' }));
  allowErrors(page, /solve_worker\.js|404|solve worker failed/);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  assert.deepEqual(await dispatch(page, { type: 'number.new', max: 30 }), { ok: true });
  await waitForState(page, (t) => t.busy === null || t.busy.where === 'page', { what: 'the fallback to in-page slices' });
  const s = await waitForState(page, (t) => t.busy === null, { what: 'the 2..30 solve in the page', timeout: SOLVE_TIMEOUT - 20000 });
  assert.equal(s.number.max, 30);
  const full = Array.from({ length: 29 }, (_, i) => i + 2);
  assert.deepEqual(s.number.winningMoves, cliWinningMoves(full, 30));
  assert.deepEqual(errors, []);
  await page.context().close();
});
