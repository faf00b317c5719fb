// A strict, bounded page (issue 16): the Content-Security-Policy it runs under,
// no request outside its origin, limits that match the native app's, and what
// the page does when the wasm module aborts (a plain-words notice, dispatch
// refusing from then on, a reload without the link).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, allowErrors, screenshot, clickItem, waitForState } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// Typed fast, the keys outlive SDL's queue inside ImGui's trickled input queue;
// the main loop must keep drawing until ImGui has consumed them (src/app/platform/main.cpp).
test('the take-size box grows with its content (no fixed buffer cuts it)', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'view', view: 'balls' });
  // Typing needs the page to be the browser's active one (earlier tests opened others).
  await page.bringToFront();
  await page.waitForTimeout(300);
  await clickItem(page, 'balls.takes');
  await page.keyboard.press('Control+A');
  // 139 characters: the old 128-byte buffer kept 127 of them.
  const text = Array.from({ length: 35 }, (_, i) => String(100 + i)).join(' ');
  // A key every 15 ms, like fast typing: a burst with no delay can outrun the
  // frames that hand text to ImGui on a loaded machine.
  await page.keyboard.type(text, { delay: 15 });
  await page.waitForTimeout(300);
  await clickItem(page, 'balls.new');
  const s = await waitForState(page, (st) => st.balls.take.length === 35, { what: '35 take sizes' });
  assert.equal(s.balls.take[34], 134);
  await page.context().close();
});

test('the page runs under a strict Content-Security-Policy and asks only its own origin', async () => {
  const violations = [];
  const { page, requests } = await openApp(env, { query: '?game=number&max=10&moves=3' });
  await page.evaluate(() => document.addEventListener('securitypolicyviolation', (e) => {
    window.__violations = (window.__violations || []).concat(e.violatedDirective + ' ' + e.blockedURI);
  }));
  const csp = await page.evaluate(() =>
    document.querySelector('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(csp, /'unsafe-eval'|'unsafe-inline'|GTL_INLINE_HASHES/);
  // The generated JavaScript compiles no code from strings.
  const js = await (await page.request.get(env.url + 'index.js')).text();
  assert.doesNotMatch(js, /\beval\(|new Function\(/);
  // Working the app (a click, a few actions) stays within the policy.
  await clickItem(page, 'menu.view');
  await page.keyboard.press('Escape');
  for (const a of [{ type: 'tree.expand', depth: 2 }, { type: 'view', view: 'balls' }, { type: 'theme', name: 'light' }])
    assert.equal((await dispatch(page, a)).ok, true, JSON.stringify(a));
  await page.waitForTimeout(300);
  violations.push(...(await page.evaluate(() => window.__violations || [])));
  assert.deepEqual(violations, []);
  const origin = new URL(env.url).origin;
  assert.ok(requests.length >= 3, 'index.html, index.js, index.wasm at least');
  assert.deepEqual(requests.filter((u) => !u.startsWith(origin + '/') && !/^(data|blob):/.test(u)), []);
  // An injected inline script is refused by the policy (what the policy is for).
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.appendChild(s);
    return !!window.__injected;
  });
  allowErrors(page, /Content Security Policy/);
  assert.equal(ran, false);
  await page.context().close();
});

test('actions, links and the panel share their limits; unknown fields and repeated keys are errors', async () => {
  const { page } = await openApp(env);
  const takes = (k) => Array.from({ length: k }, (_, i) => i + 1);
  const tooMany = await dispatch(page, { type: 'balls.new', take: takes(65), n: 10 });
  assert.match(tooMany.error, /more than 64 entries/);
  let r = await dispatch(page, { type: 'link.open', query: '?game=balls&n=10&take=' + takes(65).join(',') });
  assert.match(r.error, /"take" must list 1 to 64 take sizes/);
  r = await dispatch(page, { type: 'link.open', query: '?game=number&max=20&allowed=2,25' });
  assert.match(r.error, /25, which is not on the board 2\.\.20/);
  r = await dispatch(page, { type: 'link.open', query: '?game=number&max=20&max=12' });
  assert.match(r.error, /"max" is given twice/);
  r = await dispatch(page, { type: 'number.new', mx: 20 });
  assert.match(r.error, /unknown field "mx" in number\.new \(known: max\)/);
  // A repeated key cannot be written as a JS object: the JSON text goes to the module as is.
  r = JSON.parse(await page.evaluate(() => Module.ccall('gtl_dispatch', 'string', ['string'], ['{"type":"number.new","max":12,"max":13}'])));
  assert.match(r.error, /"max" appears twice/);
  r = await dispatch(page, { type: 'history.step', delta: 2 ** 53 + 2 });
  assert.match(r.error, /between/);
  const s = await state(page);
  assert.equal(typeof s.memory, 'number');
  assert.ok(s.memory >= 16 << 20 && s.memory <= 512 << 20, `state().memory = ${s.memory}`);
  await page.context().close();
});

test('after an abort inside the module the page says so, refuses actions and offers a reload without the link', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=9&moves=2' });
  allowErrors(page, /Aborted|RuntimeError|simulated/);
  // What a failed allocation does: Emscripten's abort() with the reason "OOM".
  await page.evaluate(() => { try { abort('OOM'); } catch (e) { /* abort throws to unwind the caller */ } });
  const r = await dispatch(page, { type: 'view', view: 'balls' });
  assert.equal(r.ok, false);
  assert.match(r.error, /^the app stopped: OOM/);
  const s = await state(page);
  assert.equal(s.stopped, true);
  const message = await page.textContent('#message');
  assert.match(message, /ran out of memory: the page may use 512 MB/);
  assert.equal(await page.isVisible('#reload'), true);
  const href = await page.getAttribute('#reload', 'href');
  assert.equal(href, new URL(env.url).origin + '/', 'the reload drops the query');
  await screenshot(page, 'harden-abort-notice');
  await page.click('#reload');
  await page.waitForFunction(() => window.gtl && window.gtl._live);
  // The default game, not the link's 2..9 after naming 2 (the app then writes its own link).
  const fresh = await state(page);
  assert.equal(fresh.number.max, 20);
  assert.deepEqual(fresh.number.named, []);
  assert.equal((await dispatch(page, { type: 'view', view: 'balls' })).ok, true);
  await page.context().close();
});

test('a broken wasm file is blamed on the files; nothing else is', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.route('**/index.wasm', (route) => route.fulfill({ status: 200, contentType: 'application/wasm', body: 'not wasm' }));
  await page.goto(env.url);
  const outcome = await page.evaluate(() => window.gtl.ready.then(() => 'resolved', (e) => e.message));
  assert.match(outcome, /files on the server may be incomplete/);
  await context.close();
});
