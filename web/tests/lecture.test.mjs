// Lectures in the page: a clicker (PageDown / PageUp) steps through a built-in
// lecture with the real keyboard, the panel's buttons work with the real mouse,
// a lecture written in the page survives export → link → open in a fresh page,
// a file saved and opened again gives the same lecture, and a broken or
// oversized link gives a notice, never a broken page. At 1280×720, 800×600 and
// on a phone, every slide of every built-in lecture places its window clear of
// the items the slide is about.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  launch, openApp, allowErrors, openTouch, state, dispatch, clickItem, screenshot, waitForState, ARTIFACTS, itemRect as rectOf, drawn,
  steadyRect, centre, pressKey,
} from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const intersects = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const press = pressKey;

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
  assert.equal((await dispatch(page, { type: 'lecture.open', id: 'balls' })).ok, true);
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

// The slide window and the items its slide is about (state().lecture.aboutItems,
// each read back with gtl.itemRect) once they keep their places for a few
// frames: a move's animation has ended and the tree has settled.
async function steadySlide(page, index) {
  let last = null;
  for (let tries = 0; tries < 200; ++tries) {
    const s = await state(page);
    if (!(s.lecture && s.lecture.index === index && !s.busy)) {
      assert.ok(tries < 199, `slide ${index + 1}: the lecture is at ${JSON.stringify(s.lecture)}, busy ${JSON.stringify(s.busy)}`);
      await drawn(page, 3);
      continue;
    }
    const rects = await page.evaluate((names) => names.map((n) => [n, window.gtl.itemRect(n)]), ['lecture.panel', ...s.lecture.aboutItems]);
    const now = JSON.stringify(rects);
    if (now === last) return { s, panel: rects[0][1], items: rects.slice(1) };
    last = now;
    await drawn(page, 3);
  }
  throw new Error(`slide ${index + 1}: the window or its items kept moving`);
}

// One slide as a teacher sees it: each item the slide names is drawn on the
// page, and the slide window lies over none of them nor of the items on the
// canvas its patterns ("tree.node:*") stand for.
function assertClear(where, s, panel, items, width, height) {
  const drawnNames = items.map(([n]) => n);
  for (const name of s.lecture.about.filter((n) => !n.endsWith('*')))
    assert.ok(drawnNames.includes(name), `${where}: ${name} is drawn`);
  assert.ok(items.length > 0, `${where}: something the slide is about is drawn (${s.lecture.about})`);
  assert.ok(panel.x >= 0 && panel.y >= 0 && panel.x + panel.w <= width + 0.5 && panel.y + panel.h <= height + 0.5,
    `${where}: the window ${JSON.stringify(panel)} is on the page`);
  for (const [name, r] of items) {
    assert.ok(r, `${where}: ${name} has a rect`);
    // A name the slide gives is wholly on the page; a pattern's items are those on the canvas.
    if (s.lecture.about.includes(name))
      assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= width + 0.5 && r.y + r.h <= height + 0.5, `${where}: ${name} ${JSON.stringify(r)} is on the page`);
    assert.ok(!intersects(panel, r), `${where}: the window ${JSON.stringify(panel)} covers ${name} ${JSON.stringify(r)}`);
  }
  assert.equal(s.lecture.covered, 0, `${where}: the app counts no covered item either`);
}

// A presenter's clicker: one quick press (down and up in one go, as the device
// sends them; a long hold on a loaded machine would repeat, as a held key should).
const clicker = async (page, key = 'PageDown') => { await page.keyboard.press(key); await drawn(page); };

for (const [width, height] of [[1280, 720], [800, 600]]) {
  test(`at ${width}×${height}, stepped with the clicker, no slide's window covers what the slide is about`, async () => {
    const { page, errors } = await openApp(env, { width, height });
    for (const id of ['number', 'balls', 'loopy']) {
      await clickItem(page, 'menu.lecture');
      await clickItem(page, `lecture.menu.${id}`);
      const { count } = (await waitForState(page, (x) => x.lecture && x.lecture.id === id, { what: `the ${id} lecture` })).lecture;
      for (let i = 0; i < count; ++i) {
        if (i > 0) await clicker(page);
        const { s, panel, items } = await steadySlide(page, i);
        assertClear(`${id} slide ${i + 1} at ${width}×${height}`, s, panel, items, width, height);
        if (id === 'number' && [1, 3, 5].includes(i)) await screenshot(page, `lecture-clear-${id}-${i + 1}-${width}x${height}`);
      }
      await clickItem(page, 'lecture.close');
      await waitForState(page, (x) => x.lecture === null, { what: 'Close' });
    }
    // Presentation mode: the canvas is the whole page, the rule is the same.
    await dispatch(page, { type: 'view.presentation', on: true });
    await dispatch(page, { type: 'lecture.open', id: 'loopy' });
    const { s, panel, items } = await steadySlide(page, 0);
    assertClear(`loopy slide 1 presented at ${width}×${height}`, s, panel, items, width, height);
    await clicker(page);
    await steadySlide(page, 1);
    await clicker(page);
    const third = await steadySlide(page, 2);
    assertClear(`loopy slide 3 presented at ${width}×${height}`, third.s, third.panel, third.items, width, height);
    await screenshot(page, `lecture-clear-loopy-3-presented-${width}x${height}`);
    // Dragged by its title bar, the window stays where the teacher put it.
    const bar = { x: third.panel.x + 60, y: third.panel.y + 10 };
    await page.mouse.move(bar.x, bar.y);
    await drawn(page);
    await page.mouse.down();
    await drawn(page);
    await page.mouse.move(bar.x - 40, bar.y + 30, { steps: 4 });
    await drawn(page);
    await page.mouse.up();
    await drawn(page, 4);
    const moved = await steadyRect(page, 'lecture.panel');
    assert.equal((await state(page)).lecture.corner, 'moved');
    assert.ok(Math.abs(moved.x - (third.panel.x - 40)) <= 2 && Math.abs(moved.y - (third.panel.y + 30)) <= 2,
      `dragged to ${JSON.stringify(moved)} from ${JSON.stringify(third.panel)}`);
    assert.deepEqual(errors, []);
  });
}

test("on a phone (390×844), stepped with taps on Next, no slide's window covers what the slide is about", async () => {
  const t = await openTouch(env, { width: 390, height: 844, scale: 1 });
  const { page } = t;
  assert.equal((await state(page)).layout.form, 'phone');
  for (const id of ['number', 'loopy']) {
    assert.equal((await dispatch(page, { type: 'lecture.open', id })).ok, true);
    const { count } = (await state(page)).lecture;
    for (let i = 0; i < count; ++i) {
      if (i > 0) {
        const c = centre(await steadyRect(page, 'lecture.next'));
        await page.touchscreen.tap(c.x, c.y);
      }
      const { s, panel, items } = await steadySlide(page, i);
      assertClear(`${id} slide ${i + 1} on the phone`, s, panel, items, 390, 844);
      if (id === 'number' && [1, 3].includes(i)) await screenshot(page, `lecture-clear-${id}-${i + 1}-phone`);
    }
  }
  await t.close();
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

// The payoff lesson's lectures are not in the first visit's bytes: the Lecture
// menu lists them by title, and choosing one with the mouse fetches its file
// (lectures/<id>.json), then the lesson's code for its first slide's link. A
// file that cannot be fetched is said in the notice, and the page goes on.
test("a payoff classic's lecture from the Lecture menu: its file is fetched when chosen, its slide shows the lesson; a failed fetch is said", async () => {
  const { page, errors, requests } = await openApp(env, { serviceWorkers: 'block' });
  allowErrors(page, /ERR_INTERNET_DISCONNECTED/);  // the refused fetch, on purpose
  const files = () => requests.filter((u) => /\/lectures\/[^/]+\.json$/.test(u) || u.endsWith('/index.deferred.wasm'));
  assert.deepEqual(files(), [], 'a plain visit fetches no lecture file and no deferred code');
  await clickItem(page, 'menu.lecture');
  const id = 'payoff-centipede';
  await clickItem(page, `lecture.menu.${id}`);
  const s = await waitForState(page, (st) => st.lecture && st.lecture.id === id && st.view === 'payoff' && !st.lessonCode.waiting && !st.busy,
    { what: `the ${id} lecture on the payoff lesson`, timeout: 20000 });
  assert.equal(s.notice, '', 'no notice');
  assert.ok(s.lecture.count >= 3 && s.lecture.text.length > 40, `a lecture with its words: ${JSON.stringify(s.lecture).slice(0, 300)}`);
  assert.match(s.link, /game=payoff/);
  assert.deepEqual(files().map((u) => new URL(u).pathname), [`/lectures/${id}.json`, '/index.deferred.wasm'], 'the lecture, then the code, once each');
  // Its slides step with the clicker as any lecture's.
  await pressKey(page, 'PageDown');
  await waitForState(page, (st) => st.lecture.index === 1, { what: 'slide 2' });
  await steadyRect(page, 'lecture.panel');
  await screenshot(page, `lecture-${id}-2`);
  await clickItem(page, 'lecture.close');
  await waitForState(page, (st) => st.lecture === null, { what: 'Close' });
  // A lecture file that does not come: one sentence in the notice, no lecture, no broken page.
  const other = 'payoff-trust';
  await page.route(`**/lectures/${other}.json`, (r) => r.abort('internetdisconnected'));
  await clickItem(page, 'menu.lecture');
  await clickItem(page, `lecture.menu.${other}`);
  const failed = await waitForState(page, (st) => st.notice !== '', { what: 'the notice' });
  assert.match(failed.notice, /Could not open the lecture/);
  assert.equal(failed.lecture, null);
  assert.deepEqual(errors, []);
  await page.context().close();
});
