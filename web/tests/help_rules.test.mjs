// Help › Rules (issue 43): a teacher opens the shown game's rules from the
// menu with the mouse, and a student by keys; both read them as they meet
// them: the window's pixels for the eye, the browser's accessibility tree (CDP
// Accessibility.getFullAXTree) for a screen reader, focus by
// document.activeElement, and the live region's words. gtl.state() only sets
// the scene up and checks at the end that the app agrees.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch, openApp, state, dispatch, drawn, clickItem, waitForState, steadyRect, pngPixels, screenshot } from './helpers.mjs';
import { arrowTo, dialogs, recorder, waitFocus } from './ax.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// Each dialog in the accessibility tree with its heading and text, the focus
// and the keys to move it: ax.mjs.

// Waits (no fixed sleep: the twin mirrors the app a few times a second) until a
// dialog whose name matches is in the accessibility tree, and returns it.
async function waitDialog(page, re, what, timeout = 8000) {
  const t0 = Date.now();
  for (;;) {
    await drawn(page);
    const d = (await dialogs(page)).find((x) => re.test(x.name));
    if (d) return d;
    if (Date.now() - t0 > timeout) throw new Error(`no dialog ${what} (${re}); dialogs: ${JSON.stringify(await dialogs(page))}`);
    await page.evaluate(() => window.gtl.a11y.refresh());
  }
}
async function waitNoDialog(page, re, what, timeout = 8000) {
  const t0 = Date.now();
  while ((await dialogs(page)).some((x) => re.test(x.name))) {
    if (Date.now() - t0 > timeout) throw new Error(`the dialog ${what} stayed open`);
    await drawn(page);
    await page.evaluate(() => window.gtl.a11y.refresh());
  }
}

test('Help › Rules with the mouse: the shown game\'s rules under its name, read from the accessibility tree in English and Chinese', async () => {
  const { page, errors } = await openApp(env, { width: 1280, height: 720, query: '?game=ttt' });
  assert.equal((await state(page)).settings.rulesShown, false, 'closed at the start');
  await clickItem(page, 'menu.help');
  await clickItem(page, 'help.rules');
  await waitForState(page, (s) => s.settings.rulesShown, { what: 'the rules window to open' });
  // The eye: a window of text over the page, inside it.
  const win = await steadyRect(page, 'help.rules.window');
  assert.ok(win && win.w > 200 && win.h > 80 && win.x >= 0 && win.x + win.w <= 1280 && win.y + win.h <= 720,
    `the window lies in the page: ${JSON.stringify(win)}`);
  const png = await page.screenshot();
  const { data } = await pngPixels(page, png, win);
  const lum = (i) => 0.3 * data[i] + 0.59 * data[i + 1] + 0.11 * data[i + 2];
  let bright = 0;
  for (let i = 0; i < data.length; i += 4) bright += lum(i) > 170;
  assert.ok(bright > 1500, `the window shows text (${bright} light pixels)`);
  await screenshot(page, 'help-rules-ttt-1280x720');
  // The screen reader: a dialog named after the game, its name as a heading, the rules as text.
  let d = await waitDialog(page, /Tic-tac-toe/, 'of the tic-tac-toe rules');
  assert.match(d.name, /^Rules: Tic-tac-toe$/);
  assert.ok(d.headings.some((h) => /Tic-tac-toe/.test(h)), `a heading names the game: ${JSON.stringify(d.headings)}`);
  assert.match(d.text, /3×3/, 'the grid');
  assert.match(d.text, /X first/, 'who starts');
  assert.match(d.text, /row, a column or a diagonal/, 'how a game is won');
  assert.match(d.text, /draw/, 'how it is drawn');
  assert.ok(d.buttons.includes('Close'), `a Close button: ${JSON.stringify(d.buttons)}`);
  // The current lesson's rules: another game from the Game menu, the window follows.
  assert.ok((await dispatch(page, { type: 'view', view: 'number' })).ok);
  d = await waitDialog(page, /Number Game/, 'of the Number Game');
  assert.match(d.text, /Christine/);
  assert.match(d.text, /multiples/);
  assert.match(d.text, /POJ 1143/);
  assert.ok(!/3×3/.test(d.text), 'the tic-tac-toe rules are gone');
  // In Chinese: the same window in the other language.
  assert.ok((await dispatch(page, { type: 'lang', lang: 'zh' })).ok);
  d = await waitDialog(page, /数字游戏/, 'of the Number Game in Chinese');
  assert.match(d.name, /^规则：数字游戏$/);
  assert.match(d.text, /克里斯汀/);
  assert.match(d.text, /倍数/);
  assert.equal((await state(page)).font.missingGlyphs, 0, 'every character of the rules is in the font');
  // The Close button, clicked.
  await clickItem(page, 'help.rules.close');
  await waitForState(page, (s) => !s.settings.rulesShown, { what: 'Close to close the rules' });
  await waitNoDialog(page, /数字游戏/, 'of the rules');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Help › Rules by keys: F10, the Help menu, Enter; the focus goes into the rules, which are heard, and Esc closes them', async () => {
  const { page } = await openApp(env, { width: 1280, height: 720, query: '?game=balls' });
  const heard = await recorder(page);
  await page.keyboard.press('F10');
  const bar = await waitFocus(page, (f) => f.role === 'menuitem', 'F10 to reach the menu bar');
  await arrowTo(page, 'ArrowRight', /^Help$/);
  await page.keyboard.press('Enter');
  await waitFocus(page, (f) => f.role.startsWith('menuitem') && f.key !== bar.key && !/^Help$/.test(f.name), 'the Help menu to open');
  await arrowTo(page, 'ArrowDown', /^Rules of this game$/);
  await page.keyboard.press('Enter');
  const d = await waitDialog(page, /ball-taking|Ball/i, 'of the ball game');
  // The ball game's rules as the judge's problem states them (seed 001).
  assert.match(d.text, /odd/);
  assert.match(d.text, /even/);
  assert.match(d.text, /draw/);
  assert.match(d.text, /n1, n2 and n3/);
  const f = await waitFocus(page, (g) => g.inDialog, 'the focus to go into the rules');
  assert.equal(f.name, 'Close', 'on its Close button');
  await heard.waitFor(new RegExp(d.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 'the rules\' title', 5000);
  await page.keyboard.press('Escape');
  await waitForState(page, (s) => !s.settings.rulesShown, { what: 'Esc to close the rules' });
  await waitNoDialog(page, /Ball/i, 'of the ball game');
  await page.context().close();
});
