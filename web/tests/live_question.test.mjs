// A class question as the students and the teacher meet it (issue 43 §6,
// issue 42 §4): a phone student's question about a long position wraps inside
// the panel at 390 px and the node asked about stays in view above the panel;
// "Which move wins?" on a board of 19 moves fits the teacher's panel without
// scrolling (a bar for each option chosen, one line counting the others).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { clickItem, dispatch, itemRect, launch, openApp, openPhoneAt, pngPixels, screenshot, state, waitForState, waitLive } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const box = async (page, sel) => page.locator(sel).first().evaluate((e) => {
  const r = e.getBoundingClientRect();
  return { x: r.x, y: r.y, w: r.width, h: r.height, scrollW: e.scrollWidth, clientW: e.clientWidth, scrollH: e.scrollHeight, clientH: e.clientHeight };
});

// Issue 43 §6: after Ask or Reveal the teacher's panel grows to the top of the
// window, and the band between the menu bar and the panel must show the app.
// Headless Chromium with --hide-scrollbars (Playwright's default) left a hole
// there in its screenshots: transparent pixels, seen as a white rectangle,
// above the overflowing panel. Headed Chromium (same SwiftShader GL), Firefox
// and WebKit never showed it, so helpers.launch keeps the scrollbars, as users
// have them; this checks the band is opaque and not blank white.
async function nothingBlankAbovePanel(page, when) {
  const p = await box(page, '.live-panel');
  const band = { x: p.x + 4, y: 30, w: p.w - 8, h: Math.floor(p.y) - 32 };
  assert.ok(band.h >= 10, `the panel (top ${p.y}) leaves a band under the menu bar ${when}`);
  await page.evaluate(() => window.gtl.drawn(3));
  const { data } = await pngPixels(page, await page.screenshot(), band);
  let clear = 0, white = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] < 255) clear++;
    else if (data[i] > 200 && data[i + 1] > 200 && data[i + 2] > 200) white++;
  }
  const n = data.length / 4;
  assert.equal(clear, 0, `${when}: ${clear} of ${n} pixels above the panel are see-through`);
  assert.ok(white / n < 0.05, `${when}: ${white} of ${n} pixels above the panel are near white`);
}

test('a class question: on a phone the long position wraps and its node stays above the panel; "which move wins?" on 19 moves fits the teacher\'s panel', { timeout: 240_000 }, async () => {
  const { page: teacher } = await openApp(env, { width: 1280, height: 720 });
  await dispatch(teacher, { type: 'anim.speed', value: 0 });
  await dispatch(teacher, { type: 'number.new', max: 20 });
  await clickItem(teacher, 'menu.share');
  await clickItem(teacher, 'share.live');
  const tl = (await waitLive(teacher, (l) => l.role === 'teacher' && l.connected, 'the class started')).live;
  await dispatch(teacher, { type: 'live.code', on: false });

  const phone = await openPhoneAt(env, tl.joinUrl);
  const c = phone.page;
  await c.locator('.live-dialog input[name=name]').tap();
  await c.keyboard.type('Pat');
  await c.getByRole('button', { name: 'Join', exact: true }).tap();
  await waitLive(c, (l) => l.role === 'student' && l.connected, 'the phone in the class');
  await waitLive(teacher, (l) => l.students === 1, 'one student');

  // ---- W, L or D about a position with a long label: 2 named on 2..20.
  await dispatch(teacher, { type: 'tree.expand', depth: 1, path: [] });
  await dispatch(teacher, { type: 'tree.select', path: [2] });
  const ts = await waitForState(teacher, (s) => JSON.stringify(s.tree.focus) === '[2]' && s.tree.selectedNode, { what: 'the teacher selected 2' });
  const label = ts.tree.selectedNode.label;
  assert.ok(label.length >= 20 && !label.includes(' '), `a long label with no space to wrap at: ${label}`);
  await waitForState(c, (s) => JSON.stringify(s.tree.focus) === '[2]', { what: 'the phone follows the selection', timeout: 15_000 });
  await teacher.getByRole('button', { name: 'Ask: W, L or D?' }).click();
  await waitLive(c, (l) => l.quiz && l.quiz.open, 'the question on the phone');
  await c.locator('.live-prompt').waitFor();
  assert.ok((await c.locator('.live-prompt').textContent()).includes(label), 'the question names the position');
  const panel = await box(c, '.live-panel');
  const prompt = await box(c, '.live-prompt');
  assert.ok(panel.scrollW <= panel.clientW, `nothing of the panel is cut off sideways: ${panel.scrollW} > ${panel.clientW}`);
  assert.ok(prompt.x >= 0 && prompt.x + prompt.w <= 390 && prompt.scrollW <= prompt.clientW, `the question wraps inside 390 px: ${JSON.stringify(prompt)}`);
  assert.ok(prompt.h > 30, 'on more than one line');
  // The node asked about is drawn above the panel, on the canvas.
  await c.evaluate(() => window.gtl.drawn(30));
  const node = await itemRect(c, 'tree.node:2');
  const canvas = await c.locator('#canvas').boundingBox();
  assert.ok(node, 'the node is drawn on the phone');
  assert.ok(node.y >= canvas.y && node.y + node.h <= panel.y + 1, `the node (y ${node.y}..${node.y + node.h}) is above the panel (top ${panel.y})`);
  await screenshot(c, 'live-phone-question-long');
  await nothingBlankAbovePanel(teacher, 'after Ask');
  await teacher.getByRole('button', { name: 'Reveal' }).click();
  await waitLive(c, (l) => l.quiz && l.quiz.revealed, 'revealed on the phone');
  await teacher.locator('.live-reason').waitFor();
  await nothingBlankAbovePanel(teacher, 'after Reveal');

  // ---- Which move wins? at the start of 2..20: 19 moves, 15 asked and "none".
  await dispatch(teacher, { type: 'tree.select', path: [] });
  await teacher.getByRole('button', { name: 'Ask: which move wins?' }).click();
  const mq = (await waitLive(c, (l) => l.quiz && l.quiz.open && l.quiz.kind === 'move', 'the move question on the phone')).live.quiz;
  assert.equal(mq.options.length, 16);
  const wins = (await state(teacher)).number.winningMoves.map(String);
  const pick = mq.options.find((o) => o !== 'none' && !wins.includes(o));
  await c.getByRole('button', { name: pick, exact: true }).tap();
  await waitLive(teacher, (l) => l.quiz.answered === 1, 'the answer counted');
  await teacher.locator('.live-others').waitFor();
  const bars = async () => teacher.locator('.live-bar').evaluateAll((bs) => bs.map((b) => b.dataset.option));
  assert.deepEqual(await bars(), [pick], 'before the reveal, a bar for the one option chosen');
  assert.equal(await teacher.locator('.live-others').textContent(), '15 other moves: no answers yet');
  // The question, its count and Reveal are in view in the teacher's panel,
  // with no scrolling (its other controls follow them).
  const inView = async (what) => {
    const p = await box(teacher, '.live-panel');
    for (const sel of ['.live-prompt', '.live-chart', what]) {
      const r = await box(teacher, sel);
      assert.ok(r.y >= p.y && r.y + r.h <= p.y + p.clientH + 1, `${sel} in view in the panel: ${JSON.stringify(r)} in ${JSON.stringify(p)}`);
    }
  };
  await inView('[data-k=reveal]');
  await screenshot(teacher, 'live-teacher-move-question');
  await teacher.getByRole('button', { name: 'Reveal' }).click();
  await waitLive(teacher, (l) => l.quiz.revealed, 'revealed');
  await teacher.locator('.live-reason').waitFor();
  const shown = await bars();
  const right = wins.filter((w) => mq.options.includes(w));
  assert.deepEqual(new Set(shown), new Set([pick, ...right]), 'after the reveal, the right moves have their bars too');
  assert.equal(await teacher.locator('.live-others').textContent(), `${16 - shown.length} other moves: no answers yet`);
  await inView('.live-reason');
  await screenshot(teacher, 'live-teacher-move-revealed');
  await teacher.getByRole('button', { name: 'End the class' }).click();
  await waitLive(c, (l) => l.status === 'closed', 'the class ended');
  await phone.close();
  await teacher.context().close();
});
