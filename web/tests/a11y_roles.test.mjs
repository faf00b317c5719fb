// Issue 42's controls that say what they are, and the dialog that behaves as
// one, read as a student reads them: the browser's accessibility tree (CDP
// Accessibility.getFullAXTree: role, name, checked, value, focus, what a
// dialog holds), the live regions' text over time, and the real keyboard.
// gtl.state() only checks, at the end, that the app did what was heard.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch, openApp, state } from './helpers.mjs';
import { under, focusedNode, recorder, tabTo, waitAx } from './ax.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// The focused control, as the accessibility tree has it.
const focused = focusedNode;

test('the radio pairs "moves left / depth" and "Tree / DAG" are radios with a checked state, set by Space', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=8' });
  const radios = await waitAx(page, (nodes) => {
    const r = nodes.filter((n) => n.role === 'radio');
    return r.length >= 4 ? r : null;
  }, 'four radios');
  const named = (re) => radios.find((n) => re.test(n.name));
  for (const [a, b] of [[/^moves left$/, /^depth$/], [/^Tree$/, /^DAG$/]]) {
    assert.ok(named(a) && named(b), `radios ${a} and ${b}: ${JSON.stringify(radios.map((r) => r.name))}`);
    assert.notEqual(String(named(a).checked), String(named(b).checked), `one of ${a} / ${b} is checked`);
  }
  assert.equal(String(named(/^Tree$/).checked), 'true');
  await tabTo(page, /^DAG$/, 'the DAG radio');
  await page.keyboard.press('Space');
  await waitAx(page, (nodes) => nodes.find((n) => n.role === 'radio' && n.name === 'DAG' && String(n.checked) === 'true'),
               'DAG checked');
  assert.equal((await focused(page)).name, 'DAG', 'the focus stays on the radio');
  assert.equal((await state(page)).tree.mode, 'dag');
  await page.context().close();
});

test('"Animation speed" is a slider with its value, stepped by the arrow keys, Home and End', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=8' });
  const f = await tabTo(page, /^Animation speed$/, 'the speed slider');
  assert.equal(f.role, 'slider');
  const valueOf = async () => Number((await focused(page)).value);
  const v0 = await valueOf();
  await page.keyboard.press('ArrowRight');
  const v1 = await waitAx(page, (nodes) => {
    const n = nodes.find((x) => x.focused && x.role === 'slider');
    return n && Math.abs(Number(n.value) - (v0 + 0.1)) < 1e-6 ? Number(n.value) : null;
  }, 'the value one step up');
  await page.keyboard.press('Home');
  await waitAx(page, (nodes) => nodes.find((x) => x.focused && x.role === 'slider' && Number(x.value) === 0), 'the value at 0');
  assert.equal((await state(page)).settings.animSpeed ?? 0, 0);
  assert.ok(v1 > v0);
  await page.context().close();
});

test('Induction\'s Play is paused by Enter on the same control, which keeps the focus', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=6' });
  await tabTo(page, /^Induction \(memo\)$/, 'Induction (memo)');
  await page.keyboard.press('Enter');
  await tabTo(page, /^Play$/, 'Play');
  await page.keyboard.press('Enter');
  await waitAx(page, (nodes) => nodes.find((n) => n.focused && n.role !== 'RootWebArea' && n.name === 'Pause'), 'the focus on "Pause"');
  await page.keyboard.press('Enter');
  await waitAx(page, (nodes) => nodes.find((n) => n.focused && n.role !== 'RootWebArea' && n.name === 'Play'), 'the focus back on "Play"');
  assert.equal((await state(page)).teach.mode, 'induction');
  await page.context().close();
});

test('the induction dialog is modal: it takes the focus, is named by its text, keeps Tab inside and gives the focus back', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=20' });
  const heard = await recorder(page);
  await tabTo(page, /^Induction \(memo\)$/, 'Induction (memo)');
  await page.keyboard.press('Enter');
  const t = await waitAx(page, (x) => {
    const d = x.find((n) => n.role === 'dialog' && /takes \d+ steps/.test(n.name));
    return d ? { d, x } : null;
  }, 'the dialog named by its question');
  assert.ok(t.d.modal, 'aria-modal');
  const buttons = under(t.x, t.d, 'button').map((b) => b.name);
  assert.ok(buttons.includes('Cancel') && buttons.length >= 2, `its buttons: ${buttons}`);
  const f = await waitAx(page, (x) => x.filter((n) => n.focused && n.role !== 'RootWebArea').pop(), 'a focused control');
  assert.ok(buttons.includes(f.name), `the focus is in the dialog: ${f.name}`);
  assert.ok((await heard.texts()).some((s) => /takes \d+ steps/.test(s)), 'its question is heard');
  // Tab and Shift+Tab go round its buttons only.
  for (let i = 0; i < buttons.length + 2; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    assert.ok(buttons.includes((await focused(page)).name), `Tab ${i} stays inside: ${(await focused(page)).name}`);
  }
  for (let i = 0; i < buttons.length && (await focused(page)).name !== 'Cancel'; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await waitAx(page, (nodes) => !nodes.some((n) => n.role === 'dialog' && /takes/.test(n.name)), 'the dialog closed');
  await waitAx(page, (nodes) => nodes.find((n) => n.focused && n.role !== 'RootWebArea' && n.name === 'Induction (memo)'), 'the focus back on its opener');
  assert.equal((await state(page)).teach.mode, 'off');
  await page.context().close();
});
