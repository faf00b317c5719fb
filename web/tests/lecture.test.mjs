// Lectures in the page: a clicker (PageDown / PageUp) steps through a built-in
// lecture with the real keyboard, the panel's buttons work with the real mouse,
// a lecture written in the page survives export → link → open in a fresh page,
// a file saved and opened again gives the same lecture, and a broken or
// oversized link gives a notice, never a broken page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, openApp, state, dispatch, clickItem, screenshot, waitForState, ARTIFACTS, itemRect as rectOf } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const intersects = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

async function press(page, key) {
  await page.keyboard.down(key);
  await page.waitForTimeout(100);
  await page.keyboard.up(key);
  await page.waitForTimeout(150);
}

test('PageDown / PageUp step through the Number Game lecture; the buttons work with the mouse', async () => {
  const { page, errors } = await openApp(env, { width: 1280, height: 720 });
  await clickItem(page, 'menu.lecture');
  // The built-in lectures (every lessons/<game>/lecture.json) are listed in the Game menu's order.
  const rows = [];
  for (const id of ['number', 'balls', 'loopy']) rows.push((await rectOf(page, `lecture.menu.${id}`)).y);
  assert.ok(rows[0] < rows[1] && rows[1] < rows[2], `the lectures in the lessons' order: ${rows}`);
  await clickItem(page, 'lecture.menu.number');
  let s = await waitForState(page, (x) => x.lecture && x.lecture.id === 'number', { what: 'the lecture to open' });
  assert.equal(s.lecture.index, 0);
  assert.ok(s.lecture.count >= 6 && s.lecture.count <= 10, `${s.lecture.count} slides`);
  assert.match(s.lecture.title, /2\.\.20/);
  await page.waitForTimeout(300);
  await screenshot(page, 'lecture-number-slide1-1280x720');

  await press(page, 'PageDown');
  s = await waitForState(page, (x) => x.lecture.index === 1, { what: 'slide 2' });
  assert.deepEqual(s.history.moves.slice(0, 1), [5], 'slide 2 starts after 5 was named');
  assert.deepEqual(s.history.moves, [5, 2], 'and names 2 (animated)');
  await page.waitForTimeout(1200);
  await screenshot(page, 'lecture-number-slide2-1280x720');
  await press(page, 'PageDown');
  s = await waitForState(page, (x) => x.lecture.index === 2, { what: 'slide 3' });
  assert.equal(s.number.max, 6);
  await press(page, 'PageUp');
  s = await waitForState(page, (x) => x.lecture.index === 1, { what: 'back to slide 2' });
  await press(page, 'ArrowRight');
  s = await waitForState(page, (x) => x.lecture.index === 2, { what: '→ to slide 3' });
  assert.equal(s.history.index, 0, 'the arrow stepped the slide, not the game');

  // The buttons, with the real mouse.
  await clickItem(page, 'lecture.next');
  s = await waitForState(page, (x) => x.lecture.index === 3, { what: 'Next' });
  assert.equal(s.teach.mode, 'induction', 'slide 4 runs backward induction');
  assert.equal(s.teach.step, 12, 'to step 12');
  await page.waitForTimeout(300);
  await screenshot(page, 'lecture-number-induction-1280x720');
  await clickItem(page, 'lecture.prev');
  await waitForState(page, (x) => x.lecture.index === 2, { what: 'Previous' });
  // Explore, then go back to the slide.
  await dispatch(page, { type: 'number.pick', value: 4 });
  await clickItem(page, 'lecture.back');
  s = await waitForState(page, (x) => x.history.moves.length === 0, { what: 'Back to the slide' });
  assert.equal(s.lecture.index, 2);
  // The panel does not sit on the tree's focus.
  const panel = await rectOf(page, 'lecture.panel');
  const focusNode = await rectOf(page, 'tree.node:');
  assert.ok(panel && focusNode);
  assert.ok(!intersects(panel, focusNode), `panel ${JSON.stringify(panel)} clear of the start node ${JSON.stringify(focusNode)}`);
  // Every slide applies without a notice.
  for (let i = 0; i < s.lecture.count; ++i) {
    assert.deepEqual(await dispatch(page, { type: 'lecture.go', index: i }), { ok: true });
    assert.equal((await state(page)).notice, '');
  }
  await clickItem(page, 'lecture.close');
  s = await waitForState(page, (x) => x.lecture === null, { what: 'Close' });
  assert.deepEqual(errors, []);
});

test('the ball lecture reads well at 800×600 and in presentation mode', async () => {
  const { page } = await openApp(env, { width: 800, height: 600 });
  assert.deepEqual(await dispatch(page, { type: 'lecture.open', id: 'balls' }), { ok: true });
  await dispatch(page, { type: 'lecture.go', index: 4 });
  await page.waitForTimeout(400);
  await screenshot(page, 'lecture-balls-strip-800x600');
  const panel = await rectOf(page, 'lecture.panel');
  assert.ok(panel.x >= 0 && panel.x + panel.w <= 800 && panel.y + panel.h <= 600, JSON.stringify(panel));
  await dispatch(page, { type: 'view.presentation', on: true });
  await dispatch(page, { type: 'lecture.go', index: 1 });
  await page.waitForTimeout(400);
  await screenshot(page, 'lecture-balls-presentation-800x600');
  const s = await state(page);
  assert.equal(s.balls.left, 1);
  assert.equal(s.lecture.index, 1);
});

test('a lecture written in the page survives export → link → open in a fresh page', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.pick', value: 5 });
  await dispatch(page, { type: 'tree.mode', mode: 'dag' });
  // Writing with the mouse: the menu starts a lecture from this view.
  await clickItem(page, 'menu.lecture');
  await clickItem(page, 'lecture.menu.new');
  let s = await waitForState(page, (x) => x.lecture && x.lecture.writing, { what: 'the writer' });
  // Edit the text in place with the keyboard.
  await clickItem(page, 'lecture.text');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('After **5**: the DAG');
  await page.waitForTimeout(200);
  await page.mouse.click(5, 700);  // leave the text field
  // A second slide: the ball game, tree mode, with an entry action from the list.
  await dispatch(page, { type: 'view', view: 'balls' });
  await dispatch(page, { type: 'balls.new', take: [1, 2, 3], n: 9 });
  await dispatch(page, { type: 'tree.mode', mode: 'tree' });
  await clickItem(page, 'lecture.add');
  s = await waitForState(page, (x) => x.lecture.count === 2, { what: 'the second slide' });
  await clickItem(page, 'lecture.entry.choice');
  await page.waitForTimeout(300);  // a popup is placed in its second frame: click where it is shown
  const takeOption = 1;  // "Play a move" is the first entry offered (its number starts at 2)
  await clickItem(page, `lecture.entry.option.${takeOption}`);
  await clickItem(page, 'lecture.entry.add');
  await page.waitForTimeout(200);
  await screenshot(page, 'lecture-writer-1280x720');

  const ex = await page.waitForFunction(() => {
    const r = window.gtl.dispatch({ type: 'lecture.export' });
    return r.ok && r.link ? r : null;
  }, null, { timeout: 10000 }).then((h) => h.jsonValue());
  const lecture = JSON.parse(ex.json);
  assert.equal(lecture.slides.length, 2);
  assert.equal(lecture.slides[0].text.en, 'After **5**: the DAG');
  assert.equal(lecture.slides[0].link, '?game=number&max=20&moves=5');
  assert.deepEqual(lecture.slides[1].enter, [{ type: 'move', value: 2 }]);
  assert.match(ex.link, /^\?lecture=[A-Za-z0-9_-]+$/);
  assert.ok(ex.link.length < ex.json.length, `compressed: ${ex.link.length} < ${ex.json.length} characters`);

  // A fresh page opened with the link.
  const fresh = await openApp(env, { width: 1280, height: 720, query: ex.link });
  s = await waitForState(fresh.page, (x) => x.lecture && x.lecture.count === 2, { what: 'the lecture from the link' });
  assert.equal(s.lecture.text, 'After **5**: the DAG');
  assert.deepEqual(s.history.moves, [5]);
  assert.equal(s.tree.mode, 'dag');
  assert.equal(s.notice, '');
  await press(fresh.page, 'PageDown');
  s = await waitForState(fresh.page, (x) => x.lecture.index === 1, { what: 'slide 2 from the link' });
  assert.equal(s.view, 'balls');
  assert.equal(s.tree.mode, 'tree');
  assert.deepEqual(s.history.moves, [2], 'the entry action took two balls');
  const again = await fresh.page.waitForFunction(() => {
    const r = window.gtl.dispatch({ type: 'lecture.export' });
    return r.ok && r.link ? r : null;
  }, null, { timeout: 10000 }).then((h) => h.jsonValue());
  assert.equal(again.json, ex.json, 'the same lecture');
  assert.equal(again.link, ex.link, 'the same link');
  assert.deepEqual(fresh.errors, []);

  // Saved as a file (a Blob download) and opened again with the file picker.
  const [download] = await Promise.all([page.waitForEvent('download'), clickItem(page, 'lecture.save')]);
  const file = join(ARTIFACTS, 'lecture-saved.json');
  await download.saveAs(file);
  assert.equal(readFileSync(file, 'utf8'), ex.json);
  await dispatch(page, { type: 'lecture.close' });
  await clickItem(page, 'menu.lecture');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickItem(page, 'lecture.menu.openFile')]);
  await chooser.setFiles(file);
  s = await waitForState(page, (x) => x.lecture && x.lecture.count === 2, { what: 'the lecture from the file' });
  assert.equal(s.lecture.text, 'After **5**: the DAG');
});

test('broken and oversized lecture links and files give a notice, never a broken page', async () => {
  const cases = [
    ['?lecture=AAAA', /cut off or damaged/],
    ['?lecture=' + 'A'.repeat(9000), /longer than 8192/],
    ['?lecture=%3C%3E', /damaged/],
  ];
  for (const [query, why] of cases) {
    const { page, errors } = await openApp(env, { query });
    const s = await waitForState(page, (x) => x.notice !== '', { what: `a notice for ${query.slice(0, 30)}` });
    assert.match(s.notice, /Could not open the lecture/);
    assert.match(s.notice, why);
    assert.equal(s.lecture, null);
    assert.equal(s.view, 'number', 'the default game is shown');
    assert.deepEqual(errors, []);
    await page.context().close();
  }
  // A link that inflates past 256 KB is stopped while decompressing.
  const { page } = await openApp(env);
  const bomb = await page.evaluate(async () => {
    const text = JSON.stringify({ title: 'x', slides: [{ text: ' '.repeat(400 * 1024), link: '?game=number' }] });
    const packed = new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
    let s = '';
    for (const b of packed) s += String.fromCharCode(b);
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  });
  assert.ok(bomb.length < 8192, `the bomb link is short (${bomb.length})`);
  const r = await dispatch(page, { type: 'lecture.open', link: '?lecture=' + bomb });
  assert.deepEqual(r, { ok: true }, 'accepted for decompression');
  const s = await waitForState(page, (x) => x.notice !== '', { what: 'the size notice' });
  assert.match(s.notice, /larger than 256 KB/);
  // A broken file.
  const file = join(ARTIFACTS, 'lecture-broken.json');
  writeFileSync(file, '{"title":"T","slides":[{"text":"a","link":"?game=number","enter":[{"type":"tree.bogus"}]}]}');
  await clickItem(page, 'menu.lecture');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickItem(page, 'lecture.menu.openFile')]);
  await chooser.setFiles(file);
  const t = await waitForState(page, (x) => /tree\.bogus/.test(x.notice), { what: 'the file notice' });
  assert.match(t.notice, /slide 1, field "enter" \(action 1\): unknown action type "tree.bogus"/);
  assert.equal(t.lecture, null);
});
