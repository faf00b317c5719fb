// Ready for the projector (issue 11), the page's part: keys from the first
// moment, keyboard navigation that never presses a tile by itself, Esc,
// presentation mode, the light theme, the first screen at 1280×720, the legend
// and the favicon. Real keys and the real mouse throughout.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, clickItem, screenshot, pixelStats, pngPixels, commonColour, waitForState, itemRect as rect, pressKey, drawn } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });


const press = pressKey;

// The most common colour of a screenshot (the background) as [r, g, b].
const backgroundColour = async (page, png) => commonColour((await pngPixels(page, png)).data).rgb;
const luminance = ([r, g, b]) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

test('keys work before any click: arrows, Home, End and F1 on a fresh page', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.pick', value: 5 });
  await dispatch(page, { type: 'number.pick', value: 2 });
  await press(page, 'Home');
  await waitForState(page, (s) => s.history.index === 0, { what: 'Home to go to the start' });
  await press(page, 'ArrowRight');
  await waitForState(page, (s) => s.history.index === 1, { what: 'Right to step forward' });
  await press(page, 'End');
  await waitForState(page, (s) => s.history.index === 2, { what: 'End to go to the last move' });
  // Held: the browser's auto-repeat (a second keydown, repeat set) is one step
  // more; however long the key stays down between them, nothing else is.
  await page.keyboard.down('ArrowLeft');
  await drawn(page, 8);
  await page.keyboard.down('ArrowLeft');
  await drawn(page, 8);
  await page.keyboard.up('ArrowLeft');
  await waitForState(page, (s) => s.history.index === 0, { what: 'Left held, repeated once, to step back twice' });
  await drawn(page, 4);
  assert.equal((await state(page)).history.index, 0);
  await press(page, 'End');
  await waitForState(page, (s) => s.history.index === 2, { what: 'End again' });
  await press(page, 'F1');
  await waitForState(page, (s) => s.settings.shortcutsShown, { what: 'F1 to open the shortcuts' });
  await press(page, 'Escape');
  await waitForState(page, (s) => !s.settings.shortcutsShown, { what: 'Esc to close the shortcuts' });
  assert.equal(await page.evaluate(() => document.activeElement && document.activeElement.id), 'canvas');
  await page.context().close();
});

test('Home then Space plays perfect play only, never the tile ImGui navigation would focus', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  const winning = (await state(page)).number.winningMoves;
  assert.ok(winning.length > 0);
  // The line 5, 2 played with the real mouse, so ImGui's focus sits on the board.
  await clickItem(page, 'tile.5');
  await clickItem(page, 'tile.2');
  assert.deepEqual((await state(page)).history.moves, [5, 2]);
  for (const key of ['ArrowLeft', 'ArrowRight', 'Home']) await press(page, key);
  await waitForState(page, (s) => s.history.index === 0, { what: 'Home' });
  assert.equal((await state(page)).settings.keyboardNav, false);
  await press(page, ' ');
  const s = await waitForState(page, (t) => t.number.gameOver, { what: 'autoplay to finish the game' });
  assert.ok(winning.includes(s.history.moves[0]),
    `the first move after Home, Space is ${s.history.moves[0]}; perfect play names one of ${winning}`);
  assert.notEqual(s.history.moves[0], 2, 'tile 2 was pressed by keyboard navigation');
  await page.context().close();
});

test('Tab moves into the panel with a focus ring; Space presses only the focused control; a click ends it', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  // Tab leaves the canvas for the accessible twin (web/page/a11y.js): the menu bar, then the panel.
  await press(page, 'Tab');
  await waitForState(page, (s) => s.settings.keyboardNav, { what: 'Tab to turn keyboard navigation on' });
  await press(page, 'Tab');  // from the menu bar to the game chooser
  await press(page, 'Tab');  // from the game chooser to the Hints checkbox
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Hints');
  await page.waitForTimeout(200);
  await screenshot(page, 'page-focus-ring');
  await press(page, ' ');
  const s = await waitForState(page, (t) => !t.settings.hints, { what: 'Space to press the focused Hints checkbox' });
  assert.equal(s.history.length, 0, 'Space must not also start autoplay');
  assert.equal(s.number.animation.autoplay, false);
  assert.equal(s.view, 'number', 'nothing else was pressed');
  await clickItem(page, 'tree.canvas');
  await waitForState(page, (t) => !t.settings.keyboardNav, { what: 'a click to end keyboard navigation' });
  await press(page, 'Tab');
  await waitForState(page, (t) => t.settings.keyboardNav, { what: 'Tab again' });
  await press(page, 'Escape');
  await waitForState(page, (t) => !t.settings.keyboardNav, { what: 'Esc to end keyboard navigation' });
  await page.context().close();
});

test('Esc closes an open menu; Help › Legend opens with the mouse and Esc closes it', async () => {
  const { page } = await openApp(env);
  await clickItem(page, 'menu.view');
  assert.ok(await rect(page, 'view.theme.light'), 'the View menu is open');
  await press(page, 'Escape');
  await page.waitForFunction(() => window.gtl.itemRect('view.theme.light') === null, null, { timeout: 3000 });
  await clickItem(page, 'menu.help');
  await clickItem(page, 'help.legend');
  await waitForState(page, (s) => s.settings.legendShown, { what: 'the legend to open' });
  await page.waitForTimeout(200);
  await screenshot(page, 'page-legend-dark');
  await press(page, 'Escape');
  await waitForState(page, (s) => !s.settings.legendShown, { what: 'Esc to close the legend' });
  await page.context().close();
});

for (const view of ['number', 'balls']) {
  test(`at 1280×720 the Teach controls and Hints of the ${view} lesson are on the first screen`, async () => {
    const { page } = await openApp(env, { width: 1280, height: 720 });
    await dispatch(page, { type: 'view', view });
    await page.waitForTimeout(300);
    for (const id of ['settings.hints', 'teach.induction.memo', 'teach.quiz']) {
      const r = await rect(page, id);
      assert.ok(r, `${id} is drawn`);
      assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= 1280 && r.y + r.h <= 720,
        `${id} at ${JSON.stringify(r)} is outside the 1280×720 viewport`);
    }
    await screenshot(page, `page-first-screen-${view}`);
    await page.context().close();
  });
}

test('at text size 25 the side panel takes at most 40 % of a 1280 px screen (30 % at 17 px); the lesson gets the rest', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  const widths = {};
  for (const px of [17, 21, 25]) {
    assert.deepEqual(await dispatch(page, { type: 'text.size', px }), { ok: true });
    await page.waitForTimeout(300);
    const splitter = await rect(page, 'canvas.splitter');  // spans the canvas: its x is the panel's width
    widths[px] = splitter.x;
    if (px === 25) await screenshot(page, 'page-text-25-1280x720');
  }
  console.log(`figure: canvas starts at x = ${JSON.stringify(widths)} (text px → panel width)`);
  // The panel's share grows with the text, from 30 % at 17 px to 40 % at 25 px
  // (App::controls_width): larger words wrap less in the panel, and the
  // lesson keeps at least 60 % of the screen.
  assert.ok(widths[17] <= 0.3 * 1280 + 16, `panel ${widths[17]} px at text 17`);
  assert.ok(widths[25] <= 0.4 * 1280 + 16, `panel ${widths[25]} px at text 25`);
  assert.ok(widths[17] <= widths[21] && widths[21] <= widths[25], 'the panel grows with the text, up to the cap');
  const hints = await rect(page, 'settings.hints');
  assert.ok(hints.x + hints.w <= widths[25], 'Hints stays inside the panel');
  await page.context().close();
});

test('presentation mode: P enlarges the tree, hides the panel, PageDown / PageUp step; leaving restores it', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.pick', value: 5 });
  await dispatch(page, { type: 'number.pick', value: 2 });
  await page.waitForTimeout(200);
  const before = await rect(page, 'tree.canvas');
  const fontBefore = (await state(page)).settings.fontPx;
  await press(page, 'p');
  await waitForState(page, (s) => s.settings.presentation, { what: 'P to start presentation mode' });
  await page.waitForTimeout(300);
  const during = await rect(page, 'tree.canvas');
  // The tree already has 55 % of the screen on a desktop (the board folds to one
  // row); in presentation mode it gets the panel's width, its text grows to
  // 25 px, and the board's two rows of 25 px tiles cost it at most a tenth.
  assert.ok(during.w > before.w && during.w * during.h > 0.9 * before.w * before.h,
    `tree ${before.w}×${before.h} px before, ${during.w}×${during.h} px in presentation mode`);
  // The lesson shows all of itself above the splitter: the timeline's chart is not cut.
  const chart = await rect(page, 'history.chart'), splitter = await rect(page, 'canvas.splitter');
  assert.ok(chart.y + chart.h <= splitter.y + 0.5, `the chart ends at ${chart.y + chart.h}, the splitter is at ${splitter.y}`);
  assert.equal(await rect(page, 'settings.hints'), null, 'the side panel is hidden');
  assert.ok((await state(page)).settings.fontPx > fontBefore, 'larger text');
  await screenshot(page, 'page-presentation');
  await press(page, 'PageUp');
  await waitForState(page, (s) => s.history.index === 1, { what: 'PageUp to step back' });
  await press(page, 'PageUp');
  await press(page, 'PageDown');
  await waitForState(page, (s) => s.history.index === 1, { what: 'PageDown to step forward' });
  // The full-screen request is made by the page inside the key's own handler.
  await press(page, 'Shift+F');
  await page.waitForFunction(() => !!document.fullscreenElement, null, { timeout: 3000 });
  await press(page, 'Shift+F');
  await page.waitForFunction(() => !document.fullscreenElement, null, { timeout: 3000 });
  await clickItem(page, 'view.fullscreen');  // the menu bar's button, with the mouse
  await page.waitForFunction(() => !!document.fullscreenElement, null, { timeout: 3000 });
  await clickItem(page, 'view.fullscreen');
  await page.waitForFunction(() => !document.fullscreenElement, null, { timeout: 3000 });
  await clickItem(page, 'view.presentation');  // "Leave presentation" in the menu bar
  await waitForState(page, (s) => !s.settings.presentation, { what: 'the menu bar button to leave' });
  await page.waitForTimeout(300);
  assert.deepEqual(await rect(page, 'tree.canvas'), before);
  assert.equal((await state(page)).settings.fontPx, fontBefore);
  await page.context().close();
});

test('letters typed into a text field are text, not shortcuts (P, Shift+F)', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'view', view: 'balls' });
  await clickItem(page, 'balls.takes');
  await page.keyboard.press('End');
  await page.keyboard.type('pF', { delay: 60 });
  await page.waitForTimeout(300);
  const s = await state(page);
  assert.equal(s.settings.presentation, false);
  assert.equal(await page.evaluate(() => !!document.fullscreenElement), false);
  await press(page, 'Escape');  // leaves the field without applying it
  await page.waitForTimeout(200);
  assert.equal((await state(page)).settings.presentation, false);
  await page.context().close();
});

test('the light theme: chosen from the View menu it renders light; the browser preference picks it on load', async () => {
  const { page } = await openApp(env, { colorScheme: 'dark' });
  assert.equal((await state(page)).settings.theme, 'dark');
  const dark = await backgroundColour(page, await screenshot(page, 'page-theme-before'));
  assert.ok(luminance(dark) < 0.2, `dark background ${dark}`);
  await clickItem(page, 'menu.view');
  await clickItem(page, 'view.theme.light');
  await waitForState(page, (s) => s.settings.theme === 'light', { what: 'the light theme' });
  await page.waitForTimeout(300);
  const light = await backgroundColour(page, await screenshot(page, 'page-theme-light'));
  assert.ok(luminance(light) > 0.85, `light background ${light}`);
  assert.deepEqual(await dispatch(page, { type: 'theme', name: 'dark' }), { ok: true });
  assert.equal((await dispatch(page, { type: 'theme', name: 'blue' })).ok, false);
  await page.context().close();

  const preferred = await openApp(env, { colorScheme: 'light' });
  assert.equal((await state(preferred.page)).settings.theme, 'light');
  await preferred.page.context().close();
});

test('the page has an icon and no request gets a 404', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const failed = [];
  page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
  await page.goto(env.url);
  await page.evaluate(() => window.gtl.ready);
  await page.waitForTimeout(500);
  assert.deepEqual(failed, []);
  for (const [path, type] of [['favicon.svg', 'image/svg+xml'], ['favicon.ico', 'image/x-icon']]) {
    const r = await page.request.get(env.url + path);
    assert.equal(r.status(), 200, path);
    assert.equal(r.headers()['content-type'], type);
  }
  assert.equal(await page.evaluate(() => document.querySelector('link[rel=icon]').getAttribute('href')), 'favicon.svg');
  await context.close();
});

test('frame timings only in the debug overlay, not in the status bar', async () => {
  const { page } = await openApp(env);
  assert.equal((await state(page)).settings.debugOverlay, false);
  await clickItem(page, 'menu.view');
  const r = await rect(page, 'view.debug');
  assert.ok(r, 'View › Debug overlay');
  await clickItem(page, 'view.debug');
  await waitForState(page, (s) => s.settings.debugOverlay, { what: 'the debug overlay' });
  await page.context().close();
});

// Screenshots to look at: both themes, both classroom sizes, both lessons.
for (const theme of ['dark', 'light']) {
  for (const [width, height] of [[1280, 720], [800, 600]]) {
    test(`screenshots: ${theme} theme at ${width}×${height}`, async () => {
      const { page } = await openApp(env, { width, height, colorScheme: theme });
      assert.equal((await state(page)).settings.theme, theme);
      await dispatch(page, { type: 'anim.speed', value: 0 });
      await dispatch(page, { type: 'number.pick', value: 5 });
      await dispatch(page, { type: 'tree.expand', depth: 2 });
      await page.waitForTimeout(300);
      const stats = await pixelStats(page, await screenshot(page, `page-${theme}-${width}x${height}-number`));
      assert.ok(stats.distinct > 20, `a drawn UI, got ${stats.distinct} colours`);
      await dispatch(page, { type: 'view', view: 'balls' });
      await page.waitForTimeout(300);
      await screenshot(page, `page-${theme}-${width}x${height}-balls`);
      await page.context().close();
    });
  }
}
