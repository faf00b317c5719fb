// Tic-tac-toe in the real page: the first screen at 1280×720 and 800×600 (a big
// board), moves by mouse clicks on the cells, a share link with cell 0 in its
// moves, the symmetry option merging the tree's positions, and whole games
// against the perfect player played with the mouse. The expected values come
// from a minimax written here from the rules, not from the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, clickItem, screenshot, waitForState, reveal, itemRect, pngPixels, drawn } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const lineOwner = (b) => {
  for (const [a, c, d] of LINES) if (b[a] !== '.' && b[a] === b[c] && b[a] === b[d]) return b[a];
  return null;
};
const mover = (b) => ([...b].filter((c) => c !== '.').length % 2 === 0 ? 'X' : 'O');
// +1 the player to move wins, 0 draw, -1 loses; straight from the rules.
const memo = new Map();
function minimax(b) {
  if (memo.has(b)) return memo.get(b);
  let best;
  if (lineOwner(b)) best = -1;
  else if (!b.includes('.')) best = 0;
  else {
    best = -2;
    for (let i = 0; i < 9; ++i) if (b[i] === '.') best = Math.max(best, -minimax(b.slice(0, i) + mover(b) + b.slice(i + 1)));
  }
  memo.set(b, best);
  return best;
}
const letter = (v) => (v > 0 ? 'W' : v < 0 ? 'L' : 'D');


for (const [width, height] of [[1280, 720], [800, 600]]) {
  test(`the first screen at ${width}x${height}: a big board with every cell in view`, async () => {
    const { page, errors } = await openApp(env, { width, height, query: '?game=ttt' });
    const s = await state(page);
    assert.equal(s.view, 'ttt');
    assert.equal(s.ttt.board, '.........');
    assert.equal(s.ttt.toMove, 'X');
    assert.equal(s.ttt.outcome, letter(minimax('.........')));
    const board = await itemRect(page, 'ttt.board');
    assert.ok(board.h >= (height >= 720 ? 220 : 170), `the board is big: ${JSON.stringify(board)}`);
    for (let i = 0; i < 9; ++i) {
      const r = await itemRect(page, `ttt.cell.${i}`);
      assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= width && r.y + r.h <= height, `cell ${i} in view`);
    }
    await dispatch(page, { type: 'anim.speed', value: 0 });
    for (const c of [4, 0, 8]) await clickItem(page, `ttt.cell.${c}`);
    await page.mouse.move(5, height - 5);  // no hover preview in the picture
    await page.waitForTimeout(100);
    await screenshot(page, `ttt-first-${width}x${height}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('cells clicked with the mouse play; the share link carries the cells, 0 included', async () => {
  const { page } = await openApp(env, { query: '?game=ttt' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await clickItem(page, 'ttt.cell.4');
  await clickItem(page, 'ttt.cell.0');
  let s = await state(page);
  assert.equal(s.ttt.board, 'O...X....');
  assert.equal(s.ttt.toMove, 'X');
  assert.equal(s.ttt.outcome, letter(minimax('O...X....')));
  await clickItem(page, 'ttt.cell.0');  // taken: nothing happens
  assert.equal((await state(page)).ttt.board, 'O...X....');
  assert.match(s.link, /game=ttt/);
  assert.match(s.link, /moves=4,0(&|$)/);
  await clickItem(page, 'ttt.new');
  assert.equal((await state(page)).ttt.board, '.........');
  await page.context().close();

  const opened = await openApp(env, { query: s.link });
  s = await state(opened.page);
  assert.equal(s.view, 'ttt');
  assert.equal(s.ttt.board, 'O...X....');
  assert.deepEqual(s.history.moves, [4, 0]);
  await opened.page.context().close();
});

test('the symmetry option merges the tree\'s positions', async () => {
  const { page } = await openApp(env, { query: '?game=ttt' });
  let s = await state(page);
  assert.equal(s.tree.positions, 5478);
  await clickItem(page, 'ttt.symmetry');
  s = await waitForState(page, (st) => st.tree.positions === 765, { what: 'the merged tree' });
  assert.equal(s.tree.selectedNode.outcome, ['lose', 'draw', 'win'][minimax('.........') + 1], 'merging keeps the start\'s value');
  await page.context().close();
});

// The human clicks cells: as X, the best cells the minimax finds; as O, the
// first empty cell (a poor player). The game must end drawn unless the human
// blundered into a lost position, and then the computer must win.
for (const side of ['first', 'second']) {
  test(`a whole game against the perfect player, the human ${side}, with the mouse`, async () => {
    const { page, errors } = await openApp(env, { query: '?game=ttt' });
    await reveal(page, `teach.play.${side}`);
    await clickItem(page, `teach.play.${side}`);
    const human = side === 'first' ? 'X' : 'O', computer = human === 'X' ? 'O' : 'X';
    let blundered = false;
    let s = await state(page);
    assert.equal(s.teach.mode, 'play');
    for (let guard = 0; guard < 12 && !s.ttt.gameOver; ++guard) {
      s = await waitForState(page, (st) => st.ttt.gameOver || (st.ttt.toMove === human && !st.teach.play.waiting && !st.ttt.animating),
                             { what: 'the human\'s turn', timeout: 15000 });
      if (s.ttt.gameOver) break;
      const b = s.ttt.board;
      let cell = b.indexOf('.');
      if (human === 'X') {
        const v = minimax(b);
        cell = [...b].findIndex((c, i) => c === '.' && -minimax(b.slice(0, i) + 'X' + b.slice(i + 1)) === v);
      }
      const after = b.slice(0, cell) + human + b.slice(cell + 1);
      if (minimax(after) > 0) blundered = true;  // the computer, to move there, wins
      const plies = s.history.length;
      await clickItem(page, `ttt.cell.${cell}`);
      s = await waitForState(page, (st) => st.history.length > plies, { what: `the click on cell ${cell}` });
    }
    s = await waitForState(page, (st) => st.ttt.gameOver, { what: 'the end of the game', timeout: 15000 });
    const winner = lineOwner(s.ttt.board);
    assert.notEqual(winner, human, `the perfect player never loses: ${s.ttt.board}`);
    assert.equal(winner, blundered ? computer : null, blundered ? 'a blunder is punished' : 'no blunder: a draw');
    if (human === 'O') assert.ok(blundered, 'the first empty cell blunders somewhere (checked by the minimax)');
    await screenshot(page, `ttt-play-${side}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('in Chinese, from a share link with a start: every glyph of the lesson is in the font', async () => {
  const { page, errors } = await openApp(env, { query: '?game=ttt&start=0,1,2,4,3&lang=zh' });
  // The atlas is rebuilt between frames once the CJK font arrives: then no glyph may be missing.
  const s = await waitForState(page, (st) => st.settings.lang === 'zh' && st.font.cjk === 'ready' && st.font.missingGlyphs === 0,
                               { what: 'the Chinese font with every glyph' });
  assert.equal(s.view, 'ttt');
  assert.equal(s.ttt.start, 'XOXXO....');
  assert.equal(s.ttt.board, 'XOXXO....');
  assert.equal(s.ttt.outcome, letter(minimax('XOXXO....')));
  assert.equal(s.tree.positions, 26, 'the small start\'s tree');
  await page.waitForTimeout(300);
  await screenshot(page, 'ttt-zh-small-start-1280x720');
  assert.deepEqual(errors, []);
  await page.context().close();
});

// Issue 43: at 1280×720 the tree's overview (the minimap) lay over the move
// labels of tic-tac-toe's tree: it kept clear of node boxes only, and a row
// whose boxes lie just under the canvas's bottom edge shows its move labels
// in the bottom corners, where it went first. With the tree expanded, as drawn and dragged so, it covers no node
// box, no move label and no expander: read from the drawn rects
// (gtl.itemRect) and the screenshot's pixels (each label shows its text).
test('1280x720: the overview of the expanded tree covers no node, move label or expander', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720, query: '?game=ttt' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  const apart = (a, b) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
  // Every path of up to two moves: the names the canvas gives what it draws there.
  const paths = [''];
  for (let a = 0; a < 9; ++a) { paths.push(String(a)); for (let b = 0; b < 9; ++b) if (b !== a) paths.push(`${a},${b}`); }
  const drawnRects = async (kind) => (await page.evaluate(([k, ps]) => ps.map((p) => [p, window.gtl.itemRect(`${k}:${p}`)]), [kind, paths]))
    .filter(([, r]) => r);
  let shown = 0;
  const check = async (scene) => {
    await drawn(page);
    const s = (await state(page)).tree;
    if (!s.overview) return;
    ++shown;
    const ov = await itemRect(page, 'tree.overview');
    const canvas = await itemRect(page, 'tree.canvas');
    const within = (r) => r.x >= canvas.x && r.y >= canvas.y && r.x + r.w <= canvas.x + canvas.w && r.y + r.h <= canvas.y + canvas.h;
    const png = await page.screenshot();
    let labels = 0;
    for (const kind of ['tree.node', 'tree.group', 'tree.expander', 'tree.move']) {
      for (const [p, r] of await drawnRects(kind)) {
        assert.ok(apart(r, ov), `${scene}: the overview ${JSON.stringify(ov)} covers ${kind}:${p} ${JSON.stringify(r)}`);
        if (kind !== 'tree.move') continue;
        ++labels;
        if (!within(r)) continue;  // a label cut by the canvas's edge shows part of its text
        const { data } = await pngPixels(page, png, r);
        let ink = 0;
        for (let i = 0; i < data.length; i += 4) ink += data[i] + data[i + 1] + data[i + 2] > 450;
        assert.ok(ink >= 3, `${scene}: the label ${kind}:${p} shows its text (${ink} light pixels)`);
      }
    }
    assert.ok(labels > 0, `${scene}: move labels drawn`);
    await screenshot(page, `ttt-overview-${scene}-1280x720`);
  };
  assert.ok((await dispatch(page, { type: 'tree.expand', depth: 2, path: [] })).ok);
  await waitForState(page, (s) => s.tree && s.tree.nodes > 9, { what: 'the tree to depth 2' });
  await page.mouse.move(5, 715);
  await check('depth2');
  // Drag the canvas with the mouse until the first row's boxes lie just under
  // its bottom edge: their move labels stay in the bottom corners, where no
  // box is (the start's box is in the middle).
  const canvas = await itemRect(page, 'tree.canvas');
  const firstRow = (p) => p !== '' && !p.includes(',');
  const first = (await drawnRects('tree.node')).filter(([p]) => firstRow(p)).map(([, r]) => r);
  assert.ok(first.length > 0, 'the first row is drawn');
  const top = Math.min(...first.map((r) => r.y));
  const dy = Math.round(canvas.y + canvas.h + 3 - top);
  const x = canvas.x + 40, y = canvas.y + 12;  // top left: empty canvas
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let k = 1; k <= 5; ++k) { await page.mouse.move(x, y + (dy * k) / 5); await drawn(page); }
  await page.mouse.up();
  await page.mouse.move(5, 715);
  const moved = (await drawnRects('tree.node')).filter(([p]) => firstRow(p));
  assert.equal(moved.length, 0, 'the first row\'s boxes are under the canvas\'s edge');
  const bottomLabels = (await drawnRects('tree.move')).filter(([p, r]) => firstRow(p) && r.x > canvas.x + canvas.w - 300);
  assert.ok(bottomLabels.length > 0, 'their move labels show in the bottom right corner');
  await check('row-under-the-edge');
  assert.ok(shown > 0, 'the expanded tree is larger than the canvas: the overview is shown');
  await page.context().close();
});
