// The live class in the page (web/page/live_page.js, docs/live.md "For the teacher
// and students"), in one browser on loopback: a teacher's page and three
// students, one of them a phone driven by touch. The teacher starts the class
// from Share › Live class (the canvas's menu, the real mouse); the students join
// by the join link, by typing the code, and by touch; they follow the teacher's
// lesson, position, timeline step, tree expansion and selection and induction
// step; one explores on their own and comes back; a class quiz is answered by
// clicks and taps, its live count is read from the teacher's screenshot (the
// bars' colours and lengths), the teacher reveals and each student sees right
// or wrong; lock, remove, the locked room and the end. Screenshots in both
// themes at 1280×720 and on the phone (GTL_ARTIFACTS).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  clickItem, dispatch, launch, openApp, openPhoneAt, pngPixels, screenshot, state, waitForState, waitLive,
} from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const live = async (page) => (await state(page)).live;
// What a student follows, read from state().
const followed = (s) => JSON.stringify({ view: s.view, link: s.link, index: s.history.index, restore: s.tree.restore,
  focus: s.tree.focus, mode: s.teach.mode, step: s.teach.mode === 'induction' ? s.teach.step : null });
// A locator's box as {x, y, w, h} (CSS px). The live panel is built again
// whenever what it shows changes (live_page.js, render()), so the element a
// locator found can be replaced before it is measured (boundingBox: null):
// then it is found again, for a few seconds at most.
const bbox = async (loc) => {
  for (const end = Date.now() + 5000; ;) {
    const r = await loc.boundingBox();
    if (r) return { x: r.x, y: r.y, w: r.width, h: r.height };
    if (Date.now() > end) throw new Error(`${loc} is not on the page`);
    await new Promise((res) => setTimeout(res, 50));
  }
};
const near = (d, i, [r, g, b], tol = 30) => Math.abs(d[i] - r) < tol && Math.abs(d[i + 1] - g) < tol && Math.abs(d[i + 2] - b) < tol;

// The length in pixels of the run of `colour` along the middle row of a box of the screenshot.
async function barPixels(page, png, box, colour) {
  const { data, width } = await pngPixels(page, png, { x: box.x, y: box.y + box.h / 2, w: box.w, h: 1 });
  let n = 0;
  for (let x = 0; x < width; x++) if (near(data, 4 * x, colour)) n++;
  return n;
}

test('a live class: a teacher, three students (one by touch) follow, explore, answer a quiz, see the reveal', { timeout: 300_000 }, async () => {
  // ---- The teacher starts the class from Share › Live class.
  const { page: teacher } = await openApp(env, { width: 1280, height: 720 });
  await dispatch(teacher, { type: 'anim.speed', value: 0 });
  assert.equal((await live(teacher)).role, null);
  await clickItem(teacher, 'menu.share');
  await clickItem(teacher, 'share.live');
  const tl = (await waitLive(teacher, (l) => l.role === 'teacher' && l.connected, 'the class started')).live;
  assert.match(tl.code, /^[A-Z0-9]{6,}$/);
  const origin = new URL(env.url).origin;
  assert.equal(tl.joinUrl, `${origin}/#join=${tl.code}`);
  assert.equal(tl.codeShown, true);
  // The big code and the QR code of the join URL (nayuki's generator in the wasm, drawn as SVG).
  await teacher.locator('.live-bigcode').waitFor();
  assert.equal(await teacher.locator('.live-bigcode').textContent(), tl.code);
  assert.equal(await teacher.locator('.live-url').textContent(), tl.joinUrl);
  const qr = await teacher.evaluate(() => {
    const svg = document.querySelector('svg.live-qr');
    const r = svg.getBoundingClientRect();
    return { size: Number(svg.dataset.size), label: svg.getAttribute('aria-label'), w: r.width, h: r.height };
  });
  assert.ok(qr.size >= 25 && (qr.size - 17) % 4 === 0, `a QR code of version 2 or more: ${qr.size} modules`);
  assert.ok(qr.label.includes(tl.joinUrl));
  assert.ok(qr.w >= 380 && qr.h === qr.w, `large enough for the back of the room: ${qr.w} px`);
  // All of it on the screen: the QR code, the code, the button that hides them.
  for (const sel of ['svg.live-qr', '.live-bigcode', '.live-url', '.live-big .live-close']) {
    const r = await bbox(teacher.locator(sel));
    assert.ok(r.x >= 0 && r.y >= 30 && r.x + r.w <= 1280 && r.y + r.h <= 720, `${sel} on the screen, under the menu bar: ${JSON.stringify(r)}`);
  }
  // The three finder patterns: 7×7 squares of dark modules at three corners, read from the screenshot.
  const codePng = await screenshot(teacher, 'live-teacher-code');
  const box = await bbox(teacher.locator('svg.live-qr'));
  const modulePx = box.w / (qr.size + 8);
  const dark = async (mx, my) => {
    const { data } = await pngPixels(teacher, codePng, { x: box.x + (mx + 4.5) * modulePx, y: box.y + (my + 4.5) * modulePx, w: 1, h: 1 });
    return data[0] < 80;
  };
  for (const [ox, oy] of [[0, 0], [qr.size - 7, 0], [0, qr.size - 7]]) {
    assert.equal(await dark(ox, oy), true, `finder at ${ox},${oy}: corner dark`);
    assert.equal(await dark(ox + 1, oy + 1), false, `finder at ${ox},${oy}: ring light`);
    assert.equal(await dark(ox + 3, oy + 3), true, `finder at ${ox},${oy}: centre dark`);
  }
  assert.equal(await dark(qr.size - 4, qr.size - 4) === await dark(qr.size - 4, qr.size - 4), true);

  // The teacher's lesson: a subtraction game (take 1, 2 or 3 of 10), a move, the tree opened two levels.
  const ok = async (p, action) => assert.deepEqual(await dispatch(p, action), { ok: true }, JSON.stringify(action));
  await ok(teacher, { type: 'view', view: 'subtraction' });
  await ok(teacher, { type: 'subtraction.new', take: [1, 2, 3], n: 10 });
  await ok(teacher, { type: 'subtraction.take', k: 1 });
  await ok(teacher, { type: 'tree.expand', depth: 2, path: [] });

  // ---- Student A joins by the join link (light theme): the dialog has the code; a typed nickname.
  const { page: a } = await openApp(env, { width: 1280, height: 720, colorScheme: 'light', query: `#join=${tl.code}` });
  await a.locator('.live-dialog input[name=code]').waitFor();
  assert.equal(await a.locator('.live-dialog input[name=code]').inputValue(), tl.code);
  await a.locator('.live-dialog input[name=name]').click();
  await a.keyboard.type('Ann');
  await a.getByRole('button', { name: 'Join', exact: true }).click();
  await waitLive(a, (l) => l.role === 'student' && l.connected && l.name === 'Ann', 'Ann in the class');

  // ---- Student B types the code on the page (Share › Join a class) and has a nickname made up.
  const { page: b } = await openApp(env, { width: 1280, height: 720 });
  await clickItem(b, 'menu.share');
  await clickItem(b, 'share.join');
  await b.locator('.live-dialog input[name=code]').waitFor();
  await b.locator('.live-dialog input[name=code]').click();
  await b.keyboard.type(tl.code.toLowerCase().slice(0, 3) + '-' + tl.code.toLowerCase().slice(3));
  await b.getByRole('button', { name: 'Make one up' }).click();
  const made = await b.locator('.live-dialog input[name=name]').inputValue();
  assert.match(made, /^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+ \d\d$/u);
  await b.keyboard.press('Enter');
  await waitLive(b, (l) => l.role === 'student' && l.connected && l.name === made, 'B in the class');

  // ---- Student C: a phone, by touch, with a nickname that is markup.
  const phone = await openPhoneAt(env, tl.joinUrl);
  const c = phone.page;
  await c.locator('.live-dialog input[name=name]').tap();
  await c.keyboard.type('<img src=x onerror=alert(1)>');
  const joinBox = await bbox(c.getByRole('button', { name: 'Join', exact: true }));
  assert.ok(joinBox.h >= 44 && joinBox.w >= 44, `a 44 px target on the phone: ${joinBox.w}×${joinBox.h}`);
  await c.getByRole('button', { name: 'Join', exact: true }).tap();
  await waitLive(c, (l) => l.role === 'student' && l.connected, 'the phone in the class');

  await waitLive(teacher, (l) => l.students === 3, 'three students');
  // The markup nickname is text in the teacher's roster, never an element.
  const names = await teacher.locator('.live-roster .live-name').allTextContents();
  assert.deepEqual(names.sort(), ['<img src=x onerror=a', 'Ann', made].sort());
  assert.equal(await teacher.locator('.live-roster img').count(), 0);
  // Every device shows its connection state.
  for (const p of [teacher, a, b, c]) assert.equal(await p.locator('.live-status').first().textContent(), 'Connected');

  // ---- Following: the students reach the teacher's lesson, position, expansion and selection.
  await ok(teacher, { type: 'tree.select', path: [1, 1] });
  const want1 = followed(await waitForState(teacher, (s) => JSON.stringify(s.tree.focus) === '[1,1]', { what: 'the teacher selected' }));
  for (const p of [a, b, c]) await waitForState(p, (s) => followed(s) === want1, { what: 'a student follows the lesson and the tree', timeout: 15_000 });
  assert.equal((await state(a)).view, 'subtraction');
  // The timeline step and backward induction, step by step.
  await ok(teacher, { type: 'history.goto', index: 0 });
  await ok(teacher, { type: 'teach.induction', order: 'memo', from: 'start' });
  await ok(teacher, { type: 'teach.step', to: 5 });
  const want2 = followed(await waitForState(teacher, (s) => s.teach.step === 5, { what: 'the teacher at step 5' }));
  for (const p of [a, b, c]) await waitForState(p, (s) => followed(s) === want2, { what: 'a student at induction step 5', timeout: 15_000 });
  await screenshot(a, 'live-student-following-light');
  await screenshot(c, 'live-phone-following');

  // ---- Ann explores on her own, and comes back.
  await a.getByRole('button', { name: 'Explore on my own' }).click();
  await waitLive(a, (l) => !l.following, 'Ann exploring');
  await ok(a, { type: 'teach.stop' });
  await ok(a, { type: 'tree.select', path: [3, 1] });
  await ok(teacher, { type: 'teach.step', to: 8 });
  const want3 = followed(await waitForState(teacher, (s) => s.teach.step === 8, { what: 'the teacher at step 8' }));
  await waitForState(b, (s) => followed(s) === want3, { what: 'B at step 8' });
  let sa = await state(a);
  assert.equal(sa.teach.mode, 'off', 'Ann\'s own board stays hers while she explores');
  assert.equal((await state(teacher)).teach.step, 8, 'and her moves reach no one');
  assert.equal(JSON.stringify((await state(b)).tree.focus), JSON.stringify((await state(teacher)).tree.focus));
  await a.getByRole('button', { name: 'Back to the teacher' }).click();
  sa = await waitForState(a, (s) => s.live.following && followed(s) === want3, { what: 'Ann back with the teacher' });

  // ---- The class quiz: W, L or D about the selected position.
  await ok(teacher, { type: 'teach.stop' });
  await ok(teacher, { type: 'history.goto', index: 1 });
  await ok(teacher, { type: 'tree.select', path: [] });
  const ts = await waitForState(teacher, (s) => s.teach.mode === 'off' && s.tree.selectedNode, { what: 'a selected node' });
  const truth = { win: 'W', lose: 'L', draw: 'D' }[ts.tree.selectedNode.outcome];
  assert.ok(truth, 'the selected node has an outcome');
  const wrongAnswer = truth === 'W' ? 'L' : 'W';
  await teacher.getByRole('button', { name: 'Ask: W, L or D?' }).click();
  for (const p of [a, b, c]) await waitLive(p, (l) => l.quiz && l.quiz.open, 'the question on a student\'s device');
  await a.getByRole('button', { name: truth, exact: true }).click();
  await b.getByRole('button', { name: wrongAnswer, exact: true }).click();
  await c.getByRole('button', { name: truth, exact: true }).tap();
  const tq = (await waitLive(teacher, (l) => l.quiz.answered === 3, 'three answers counted')).live.quiz;
  assert.deepEqual(tq.counts, { W: 0, L: 0, D: 0, [truth]: 2, [wrongAnswer]: 1 });
  // B changes the answer: it replaces the old one.
  await b.getByRole('button', { name: 'D', exact: true }).click();
  await waitLive(teacher, (l) => l.quiz.counts.D === 1 && l.quiz.counts[wrongAnswer] === 0 && l.quiz.answered === 3, 'B\'s answer replaced');
  await b.getByRole('button', { name: wrongAnswer, exact: true }).click();
  await waitLive(teacher, (l) => l.quiz.counts[wrongAnswer] === 1 && l.quiz.answered === 3, 'B\'s answer back');
  await teacher.locator('.live-answered').filter({ hasText: '3 of 3 answered' }).waitFor();
  // The live count on the teacher's screenshot: the bars' colours and lengths.
  await dispatch(teacher, { type: 'live.code', on: false });
  await teacher.waitForTimeout(200);
  const chartPng = await screenshot(teacher, 'live-teacher-quiz-dark');
  const COL = { W: [0x00, 0x72, 0xB2], L: [0xD5, 0x5E, 0x00], D: [0xE6, 0x9F, 0x00] };
  const px = {};
  for (const o of ['W', 'L', 'D']) {
    const track = await bbox(teacher.locator(`.live-bar[data-option="${o}"]`).locator('..'));
    px[o] = await barPixels(teacher, chartPng, track, COL[o]);
  }
  const trackW = (await bbox(teacher.locator('.live-track').first())).w;
  assert.ok(Math.abs(px[truth] - trackW) <= 3, `the full bar for 2 answers: ${px[truth]} of ${trackW} px`);
  assert.ok(Math.abs(px[wrongAnswer] - trackW / 2) <= 3, `half a bar for 1 answer: ${px[wrongAnswer]} px`);
  const third = ['W', 'L', 'D'].find((o) => o !== truth && o !== wrongAnswer);
  assert.equal(px[third], 0, 'no bar for 0 answers');
  // No names in the teacher's count.
  assert.equal(await teacher.locator('.live-chart').getByText('Ann').count(), 0);

  // ---- The teacher reveals: each student sees right or wrong with the reason.
  await teacher.getByRole('button', { name: 'Reveal' }).click();
  const ra = (await waitLive(a, (l) => l.quiz.revealed, 'Ann sees the reveal')).live.quiz;
  const rb = (await waitLive(b, (l) => l.quiz.revealed, 'B sees the reveal')).live.quiz;
  const rc = (await waitLive(c, (l) => l.quiz.revealed, 'the phone sees the reveal')).live.quiz;
  assert.deepEqual([ra.right, rb.right, rc.right], [true, false, true]);
  assert.deepEqual(ra.correct, [truth]);
  assert.match(ra.reason, /player to move/);
  assert.equal(await a.locator('.live-verdict-h').textContent(), 'Right!');
  assert.equal(await b.locator('.live-verdict-h').textContent(), 'Not quite.');
  assert.equal(await c.locator('.live-verdict-h').textContent(), 'Right!');
  assert.ok((await b.locator('.live-verdict .live-reason').textContent()).includes(ra.reason));
  // Nothing counts after the question closed.
  assert.deepEqual(await dispatch(b, { type: 'live.answer', value: truth }), { ok: false, error: 'no open question' });
  await screenshot(teacher, 'live-teacher-revealed-dark');
  await screenshot(b, 'live-student-wrong-dark');
  await screenshot(c, 'live-phone-right-dark');
  await dispatch(c, { type: 'theme', name: 'light' });
  await c.waitForTimeout(500);
  await screenshot(c, 'live-phone-right-light');

  // ---- Which move wins? Asked by the teacher, answered on the phone by touch.
  await teacher.getByRole('button', { name: 'Ask: which move wins?' }).click();
  const mq = (await waitLive(c, (l) => l.quiz && l.quiz.open && l.quiz.kind === 'move', 'the move question on the phone')).live.quiz;
  const wins = (await state(teacher)).subtraction.winningMoves.map(String);
  assert.ok(mq.options.includes('none'));
  const pick = wins.length ? wins[0] : 'none';
  await c.getByRole('button', { name: pick, exact: true }).tap();
  await waitLive(teacher, (l) => l.quiz.answered === 1, 'the phone\'s answer counted');
  await teacher.getByRole('button', { name: 'Reveal' }).click();
  assert.equal((await waitLive(c, (l) => l.quiz.revealed, 'the move revealed')).live.quiz.right, true);

  // ---- Lock following: a student cannot explore.
  await teacher.getByRole('button', { name: 'Lock following' }).click();
  await waitLive(a, (l) => l.locked, 'locked on Ann\'s page');
  assert.equal(await a.getByRole('button', { name: 'Explore on my own' }).isDisabled(), true);
  assert.deepEqual(await dispatch(a, { type: 'live.follow', on: false }), { ok: false, error: 'the teacher has locked following' });
  assert.equal((await live(a)).following, true);

  // ---- The light theme on the teacher's page, the count as text.
  await dispatch(teacher, { type: 'theme', name: 'light' });
  await dispatch(teacher, { type: 'live.code', on: true });
  await teacher.waitForTimeout(500);
  await screenshot(teacher, 'live-teacher-code-light');
  await dispatch(teacher, { type: 'live.code', on: false });

  // ---- Remove a student; lock the room: B cannot come back in.
  await teacher.getByRole('button', { name: `Remove ${made}` }).click();
  await waitLive(b, (l, s) => s.live.status === 'closed' && s.live.closeCode === 4003, 'B removed');
  assert.equal(await b.locator('.live-status').textContent(), 'The teacher removed you from the class');
  await waitLive(teacher, (l) => l.students === 2, 'two students left');
  await teacher.getByRole('button', { name: 'Lock the room' }).click();
  await waitLive(teacher, (l) => l.roomLocked, 'the room locked');
  await b.getByRole('button', { name: 'Close' }).click();
  await clickItem(b, 'menu.share');
  await clickItem(b, 'share.join');
  await b.locator('.live-dialog input[name=code]').fill(tl.code);
  await b.getByRole('button', { name: 'Join', exact: true }).click();
  await b.locator('.live-error').filter({ hasText: 'the room is locked' }).waitFor();
  assert.equal((await live(b)).role, null);

  // ---- The end.
  await teacher.getByRole('button', { name: 'End the class' }).click();
  for (const p of [a, c]) await waitLive(p, (l) => l.status === 'closed' && l.closeCode === 4000, 'the class ended');
  assert.equal(await a.locator('.live-status').textContent(), 'The class has ended');
  // The polite live region said what happened.
  const saidA = await a.evaluate(() => window.gtl.livePage.said);
  for (const w of ['Connected', 'The teacher moved on', 'A question from the teacher', 'The class has ended']) {
    assert.ok(saidA.some((t) => t.startsWith(w)), `Ann's page said "${w}": ${JSON.stringify(saidA)}`);
  }
  await phone.close();
});

// The panel's words are the app's string tables' "live.*" rows, in the UI's
// language: English until the Chinese rows arrive with the Chinese font (the
// page's language turns then, not before), then Chinese; back to English after.
test('the live panel speaks the UI\'s language, and turns to Chinese only when the Chinese words are in', { timeout: 60_000 }, async () => {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  assert.equal((await dispatch(page, { type: 'live.start' })).ok, true);
  await waitLive(page, (l) => l.role === 'teacher' && l.connected, 'the class started');
  const HAN = /\p{Script=Han}/u;
  const words = () => page.evaluate(() => [...document.querySelectorAll('#live .live-panel button, #live .live-panel h2')].map((e) => e.textContent).join(' | '));
  const en = await words();
  assert.ok(/[A-Za-z]{3}/.test(en) && !HAN.test(en), `English words: ${en}`);
  // Asked for Chinese: in the same task the language has not turned, nor have the words.
  const asked = await page.evaluate(() => {
    const r = window.gtl.dispatch({ type: 'lang', lang: 'zh' });
    const panel = [...document.querySelectorAll('#live .live-panel button, #live .live-panel h2')].map((e) => e.textContent).join(' | ');
    return { ok: r.ok, lang: window.gtl.state().settings.lang, panel };
  });
  assert.equal(asked.ok, true);
  if (asked.lang !== 'zh') assert.ok(!HAN.test(asked.panel), `no Chinese before the words are in: ${asked.panel}`);
  await waitForState(page, (s) => s.settings.lang === 'zh' && s.font.cjk === 'ready', { what: 'the Chinese words and font' });
  await page.waitForFunction(() => /\p{Script=Han}/u.test(document.querySelector('#live .live-panel h2')?.textContent || ''), null, { timeout: 10_000 });
  const zh = await words();
  assert.ok(HAN.test(zh) && !/\blive\./.test(zh), `Chinese words, no key left: ${zh}`);
  assert.equal(await page.evaluate(() => document.getElementById('live').lang), 'zh-Hans');
  assert.equal((await dispatch(page, { type: 'lang', lang: 'en' })).ok, true);
  await page.waitForFunction(() => !/\p{Script=Han}/u.test(document.querySelector('#live .live-panel h2')?.textContent || ''), null, { timeout: 10_000 });
  assert.equal(await words(), en, 'the same English words again');
  assert.equal((await dispatch(page, { type: 'live.end' })).ok, true);
  await page.context().close();
});
