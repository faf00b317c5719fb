// Issue 42's last barriers for a keyboard and screen-reader student, read as
// the student meets them: submenus by keys (View › Language, View › Motion),
// the focused control kept on screen at 200 % zoom (WCAG 2.4.11), and the
// sizes of the drawn targets (WCAG 2.5.8). What is checked is what reaches
// the student: the browser's accessibility tree (CDP getFullAXTree), the
// focus, the pixels drawn, the drawn rectangles (gtl.itemRect); gtl.state()
// only checks at the end that the app did what was heard.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launch, openApp, allowErrors, state, drawn, dispatch, waitForState, itemRect, pngPixels, screenshot, clickItem } from './helpers.mjs';
import { axNodes, under, focusedNode, waitAx, arrowTo, waitFocus, twinSettled, tabTo, recorder } from './ax.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// The open menus in the accessibility tree: {name, items: [names]}.
const menus = (nodes) => nodes.filter((n) => n.role === 'menu')
  .map((m) => ({ name: m.name, items: under(nodes, m, /^menuitem/).map((i) => i.name) }));
// The menu (by name) the focused item is in, and the item, once the focus is
// inside a menu of that name.
async function focusIn(page, menuName, what) {
  return waitAx(page, (nodes) => {
    const f = nodes.filter((n) => n.focused && n.role !== 'RootWebArea').pop();
    const m = f && nodes.find((n) => n.id === f.parent);
    return f && m && m.role === 'menu' && m.name === menuName ? { item: f.name, menus: menus(nodes) } : null;
  }, what, 200);
}
async function focusOn(page, re, what) {
  return waitAx(page, (nodes) => {
    const f = nodes.filter((n) => n.focused && n.role !== 'RootWebArea').pop();
    return f && re.test(f.name) ? { item: f, menus: menus(nodes) } : null;
  }, what, 200);
}

// F10, then → along the menu bar to View, Enter: its first item is focused.
async function openView(page, view = /^View$/) {
  await page.keyboard.press('F10');
  await waitFocus(page, (f) => f.role === 'menuitem', 'F10 to reach the menu bar');
  await arrowTo(page, 'ArrowRight', view);
  await page.keyboard.press('Enter');
  await waitFocus(page, (f) => f.role.startsWith('menuitem') && !view.test(f.name), 'the View menu to open');
}

test('View › Motion and View › Language by keys: → or Enter opens a menu of its own, named by its item, focus on its first item; ← and Esc go back', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=8' });
  await openView(page);
  const view = (await focusIn(page, 'View', 'the focus in the menu named View')).menus;
  assert.ok(!view.some((m) => m.name === 'Menu bar'), `the open menu is named by its title: ${JSON.stringify(view)}`);

  // Motion: → opens it, the focus on its first item, not on View's first ("Hints").
  await arrowTo(page, 'ArrowDown', /^Motion$/);
  await page.keyboard.press('ArrowRight');
  let at = await focusIn(page, 'Motion', 'the focus in the Motion menu after →');
  assert.match(at.item, /^Follow the system/, 'the submenu\'s first item is focused');
  const motion = at.menus.find((m) => m.name === 'Motion');
  assert.deepEqual(motion.items.length, 3, `Motion holds its three choices: ${JSON.stringify(motion.items)}`);
  const viewItems = at.menus.find((m) => m.name === 'View').items;
  assert.ok(viewItems.includes('Motion') && !viewItems.some((n) => motion.items.includes(n)),
            `the View menu lists none of Motion's items: ${JSON.stringify(viewItems)}`);
  // ←: back to the Motion item, its menu closed, View still open.
  await page.keyboard.press('ArrowLeft');
  at = await focusOn(page, /^Motion$/, 'the focus back on Motion after ←');
  await waitAx(page, (nodes) => !menus(nodes).some((m) => m.name === 'Motion') && menus(nodes).some((m) => m.name === 'View'),
               'the Motion menu closed and View open');
  // Enter opens it again; ↓ to "Reduce motion", Enter chooses it.
  await page.keyboard.press('Enter');
  await focusIn(page, 'Motion', 'the focus in the Motion menu after Enter');
  await arrowTo(page, 'ArrowDown', /^Reduce motion/);
  await page.keyboard.press('Enter');
  await waitForState(page, (s) => s.settings.motion === 'reduced', { what: 'motion reduced' });
  const after = await focusedNode(page);
  assert.ok(after.role && after.role !== 'RootWebArea', `the focus stays on a control after the choice: ${JSON.stringify(after)}`);

  // Language: Enter opens it; Esc goes back to its item with View open.
  await openView(page);
  await arrowTo(page, 'ArrowDown', /^Language$/);
  await page.keyboard.press('Enter');
  at = await focusIn(page, 'Language', 'the focus in the Language menu after Enter');
  assert.equal(at.item, 'English');
  const lang = at.menus.find((m) => m.name === 'Language');
  assert.deepEqual(lang.items, ['English', '简体中文']);
  assert.ok(!at.menus.find((m) => m.name === 'View').items.includes('English'), 'the View menu does not list the languages');
  await page.keyboard.press('Escape');
  await focusOn(page, /^Language$/, 'the focus back on Language after Esc');
  await waitAx(page, (nodes) => !menus(nodes).some((m) => m.name === 'Language') && menus(nodes).some((m) => m.name === 'View'),
               'the Language menu closed and View open');
  // → again, ↓ to 简体中文, Enter: the page speaks Chinese.
  await page.keyboard.press('ArrowRight');
  await focusIn(page, 'Language', 'the focus in the Language menu after →');
  await page.keyboard.press('ArrowDown');
  await focusOn(page, /^简体中文$/, 'the focus on 简体中文');
  await page.keyboard.press('Enter');
  const bar = await waitAx(page, (nodes) => {
    const mb = nodes.find((n) => n.role === 'menubar');
    const names = mb ? under(nodes, mb, 'menuitem').map((i) => i.name) : [];
    return names.includes('视图') ? names : null;
  }, 'the menu bar in Chinese');
  assert.ok(!bar.includes('View'), `the menu bar speaks Chinese: ${JSON.stringify(bar)}`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  assert.equal((await state(page)).settings.lang, 'zh');
  // Nothing was left focused on <body>.
  assert.notEqual(await page.evaluate(() => document.activeElement && document.activeElement.tagName), 'BODY');
  await drawn(page);
  await page.context().close();
});

// ------------------------------------------------------------- 200 % zoom
// The focused element's box on the page (the twin lays it over what it stands for).
const focusBox = (page) => page.evaluate(() => {
  const r = document.activeElement.getBoundingClientRect();
  return { x: r.x, y: r.y, w: r.width, h: r.height };
});
// Yellow (#FFD400) ring pixels in a band of m CSS px around a box, on a
// screenshot taken at device pixel ratio `scale`; per side.
async function ring(page, png, box, scale, m = 5) {
  const sides = { top: { x: box.x, y: box.y - m, w: box.w, h: m }, bottom: { x: box.x, y: box.y + box.h, w: box.w, h: m },
                  left: { x: box.x - m, y: box.y, w: m, h: box.h }, right: { x: box.x + box.w, y: box.y, w: m, h: box.h } };
  const out = {};
  for (const [side, b] of Object.entries(sides)) {
    const { data: d } = await pngPixels(page, png, b, scale);
    let yellow = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] > 230 && d[i + 1] > 190 && d[i + 1] < 230 && d[i + 2] < 60) yellow++;
    out[side] = yellow;
  }
  return out;
}
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

test('at 200 % zoom (640×360 at scale 2) a tile out of the board\'s view, focused by Tab and arrows, or by typing its number, is brought on screen with the ring on it (WCAG 2.4.11)', async () => {
  const width = 640, height = 360, scale = 2;
  const { page } = await openApp(env, { width, height, scale, query: '?game=number&max=30' });
  const bar = await itemRect(page, 'menu.file');
  assert.ok(bar, 'the menu bar is drawn');
  const top = bar.y + bar.h;
  // Tab to the board, then → to 30 (the last tile, below the board's first screen).
  for (let i = 0; (await focusedNode(page)).role !== 'gridcell'; i++) {
    assert.ok(i < 200, 'Tab reaches the board');
    await page.keyboard.press('Tab');
  }
  const seen = async (n, how) => {
    const tile = await waitAx(page, (nodes) => {
      const f = nodes.filter((x) => x.focused && x.role === 'gridcell').pop();
      return f && new RegExp(`^${n}, `).test(f.name) ? f : null;
    }, `tile ${n} focused ${how}`);
    await twinSettled(page);
    await drawn(page, 3);
    const r = await itemRect(page, `tile.${n}`);
    assert.ok(r, `tile ${n} is drawn`);
    assert.ok(r.y >= top - 0.5 && r.y + r.h <= height + 0.5 && r.x >= 0 && r.x + r.w <= width + 0.5,
              `tile ${n} (${how}) is on screen below the menu bar (${JSON.stringify(r)}, menu bar ends at ${top})`);
    const box = await focusBox(page);
    assert.ok(Math.abs(box.x - r.x) <= 1 && Math.abs(box.y - r.y) <= 1 && Math.abs(box.w - r.w) <= 1 && Math.abs(box.h - r.h) <= 1,
              `the focused control lies on tile ${n}: ${JSON.stringify(box)} vs ${JSON.stringify(r)}`);
    const png = await screenshot(page, `a11y-reach-zoom-tile-${n}`);
    const px = await ring(page, png, r, scale);
    for (const [side, n2] of Object.entries(px))
      assert.ok(n2 >= 2 * scale * (side === 'top' || side === 'bottom' ? r.w : r.h),
                `tile ${n} (${how}): the yellow ring is drawn on its ${side} side (${JSON.stringify(px)})`);
    return { tile, r };
  };
  const first = await itemRect(page, 'tile.30');
  assert.ok(!first || first.y + first.h > height || first.y < top, 'tile 30 starts off the board\'s first screen');
  for (let i = 0; i < 40 && !/^30, /.test((await focusedNode(page)).name); i++) await page.keyboard.press('ArrowRight');
  const last = await seen(30, 'by Tab and →');
  // Not over the tree: none of the tree's drawn nodes lies under the ring.
  const root = await itemRect(page, 'tree.node:');
  if (root) assert.ok(!overlaps(last.r, root), 'the ring is on the tile, not over the tree');
  // Typing 7: the focus goes to tile 7, scrolled out of the board's view by
  // now, which is brought back on screen.
  const away = await itemRect(page, 'tile.7');
  assert.ok(!away || away.y < top, `tile 7 is scrolled out of view before it is typed (${JSON.stringify(away)})`);
  await page.keyboard.press('7');
  await seen(7, 'by typing 7');
  await page.context().close();
});

// ------------------------------------------------------------- fields' values
test('every text field says what it holds: the Number Game\'s N, the ball game\'s take sizes and count, Nim\'s piles (AX tree value)', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=8' });
  const fields = async () => (await axNodes(page)).filter((n) => n.role === 'textbox');
  await waitAx(page, (nodes) => nodes.some((n) => n.role === 'textbox' && n.name === 'Largest number N' && n.value === '8'),
               'the N field holding 8 (the link\'s max)');
  await waitAx(page, (nodes) => nodes.some((n) => n.role === 'textbox' && /^Quiz: depth/.test(n.name) && /^\d+$/.test(n.value ?? '')),
               'the quiz\'s depth field holding a number');
  // Typed by keys, before New game: the field holds the typed value.
  await tabTo(page, /^Largest number N$/, 'the N field');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await waitAx(page, (nodes) => nodes.some((n) => n.role === 'textbox' && n.name === 'Largest number N' && n.value === '12'),
               'N = 12 typed');
  for (const [query, checks] of [
    ['?game=balls&take=1,3,4&n=17', [[/^Balls N$/, /^17$/], [/^Take sizes$/, /^1\D+3\D+4$/], [/^Strip length$/, /^\d+$/]]],
    ['?game=nim&piles=3,4,5', [[/./, /^3\D+4\D+5$/]]],
  ]) {
    await dispatch(page, { type: 'link.open', query });
    await drawn(page, 3);
    for (const [name, value] of checks) {
      const v = await waitAx(page, (nodes) => {
        const f = nodes.find((n) => n.role === 'textbox' && name.test(n.name) && value.test(String(n.value ?? '')));
        return f ? f.value : null;
      }, `${query}: a field ${name} holding ${value}`).catch(async (e) => {
        throw new Error(`${e.message}; fields: ${JSON.stringify((await fields()).map((f) => [f.name, f.value]))}`);
      });
      assert.match(String(v), value);
    }
  }
  await page.context().close();
});

// ------------------------------------------------------------- target sizes
const requireCjs = createRequire(import.meta.url);
const AXE = readFileSync(requireCjs.resolve('axe-core/axe.min.js'), 'utf8');

// The controls a student can reach, each where the canvas drew it: the twin
// lays every placed control over its drawn element (gtl.itemRect's rectangle).
const placedTargets = (page) => page.evaluate(() => Array.from(document.querySelectorAll('#twin .c.at')).map((e) => {
  const r = e.getBoundingClientRect();
  return { name: e.getAttribute('aria-label') || e.tagName, role: e.getAttribute('role') || e.tagName.toLowerCase(),
           x: r.x, y: r.y, w: r.width, h: r.height };
}).filter((t) => t.w > 0 && t.h > 0));
// WCAG 2.5.8: at least 24 × 24 CSS px, or a 24 px circle centred on the
// target meets no other target and no other small target's circle.
function tooSmall(targets) {
  const small = (t) => t.w < 24 - 0.01 || t.h < 24 - 0.01;
  const centre = (t) => [t.x + t.w / 2, t.y + t.h / 2];
  const distToRect = ([px, py], r) => Math.hypot(Math.max(r.x - px, 0, px - (r.x + r.w)), Math.max(r.y - py, 0, py - (r.y + r.h)));
  return targets.filter(small).filter((t) => {
    const c = centre(t);
    return targets.some((o) => o !== t && (distToRect(c, o) < 12 ||
      (small(o) && Math.hypot(c[0] - centre(o)[0], c[1] - centre(o)[1]) < 24)));
  });
}
const show = (ts) => JSON.stringify(ts.map((t) => `${t.role} "${t.name}" ${Math.round(t.w)}×${Math.round(t.h)}`));

test('every drawn control is at least 24 × 24 CSS px at 1280×720 (WCAG 2.5.8): the panel, the menu bar, an open menu, ≡ mid-game, "as first" and "two humans"', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720, query: '?game=number&max=10' });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  // Named controls, measured where they are drawn.
  const named = ['view.drawer', 'menu.file', 'menu.view', 'menu.help', 'view.presentation', 'view.fullscreen',
                 'teach.play.first', 'teach.play.both', 'teach.induction.memo', 'number.new', 'tree.fit', 'tree.centre',
                 'tree.expand', 'tree.collapseAll', 'history.back', 'history.forward'];
  const measure = async (scene, names) => {
    await twinSettled(page);
    await drawn(page, 2);
    for (const n of names) {
      const r = await itemRect(page, n);
      assert.ok(r, `${scene}: ${n} is drawn`);
      assert.ok(r.w >= 24 && r.h >= 24, `${scene}: ${n} is at least 24 × 24 (${r.w} × ${r.h})`);
    }
    const all = await placedTargets(page);
    assert.ok(all.length >= 20, `${scene}: the controls were found (${all.length})`);
    assert.deepEqual(show(tooSmall(all)), '[]', `${scene}: targets under 24 px with no room around them`);
    await page.evaluate(AXE);
    const axe = await page.evaluate(async () => (await window.axe.run(document, { runOnly: { type: 'rule', values: ['target-size'] } }))
      .violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))));
    assert.deepEqual(axe, [], `${scene}: axe-core's target-size rule`);
    return all;
  };
  await measure('at the start', named);
  // Play as first, one move each: mid-game.
  await clickItem(page, 'teach.play.first');
  await waitForState(page, (s) => s.teach.mode === 'play', { what: 'play as first' });
  await dispatch(page, { type: 'number.pick', value: 5 });
  await waitForState(page, (s) => s.history.length >= 2, { what: 'the computer\'s reply' });
  await measure('mid-game', ['view.drawer', 'menu.view', 'teach.play.first', 'teach.play.both']);
  // The View menu open: its items, and its Language submenu's.
  await clickItem(page, 'menu.view');
  const menu = await measure('View menu open', ['view.theme.dark', 'view.theme.light', 'view.motion', 'view.lang']);
  assert.ok(menu.filter((t) => t.role.startsWith('menuitem')).length >= 15, 'the open menu\'s items were measured');
  await page.context().close();
});

// The payoff lesson's code comes when the lesson is first chosen (docs/size.md).
// While it travels, and if it cannot come, a screen reader hears why and a
// keyboard reaches "Try again", which then brings the lesson.
test('the payoff lesson\'s code that does not come: the reason is in the accessibility tree and heard, "Try again" by keys brings the lesson', async () => {
  const { page } = await openApp(env, { serviceWorkers: 'block' });
  allowErrors(page, /ERR_INTERNET_DISCONNECTED/);  // the refused fetch, on purpose
  const heard = await recorder(page);
  let refuse = true;
  await page.route('**/index.deferred.wasm', (r) => (refuse ? r.abort('internetdisconnected') : r.continue()));
  await clickItem(page, 'menu.game');
  await clickItem(page, 'game.payoff');
  await waitForState(page, (st) => st.view === 'payoff' && st.lessonCode.state === 'failed', { what: 'the failed load' });
  const failed = /Payoff games could not be loaded \(.+\)\. Check the connection, then press Try again\./;
  await waitAx(page, (nodes) => nodes.find((n) => failed.test(n.name)), 'the reason in the accessibility tree');
  await heard.waitFor(failed, 'the reason said');
  const button = await waitAx(page, (nodes) => nodes.find((n) => n.role === 'button' && n.name === 'Try again'), 'a Try again button');
  assert.ok(!button.disabled, 'Try again can be pressed');
  refuse = false;
  await page.focus('#canvas');
  const f = await tabTo(page, /^Try again$/, 'Try again');
  assert.equal(f.role, 'button');
  await page.keyboard.press('Enter');
  const s = await waitForState(page, (st) => st.lessonCode.state === 'ready' && !st.lessonCode.waiting && st.payoff, { what: 'the lesson', timeout: 20000 });
  assert.equal(s.view, 'payoff');
  // The lesson's controls replace the stand-in's (the alert region keeps its last message, as regions do).
  await waitAx(page, (nodes) => !nodes.some((n) => n.role === 'button' && n.name === 'Try again') &&
    nodes.some((n) => n.role === 'button' && /^Centipede/.test(n.name)), 'the lesson in the accessibility tree');
  await page.context().close();
});
