// English and 简体中文: View › Language with the real mouse, the Chinese font
// fetched on demand (never in the first download) with no glyph left out of the
// atlas, lang=zh share links, and the browser's own language on first load.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, state, dispatch, clickItem, screenshot, pixelStats, waitForState } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const CJK = /[\u4e00-\u9fff]/;
const fontRequests = (page) => {
  const urls = [];
  page.on('request', (r) => { if (r.url().includes('cjk')) urls.push(r.url()); });
  return urls;
};

// Opens the page with a browser language (Playwright's locale sets navigator.language).
async function openWithLocale(locale, query = '') {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, locale, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(env.url + query);
  await page.evaluate(() => window.gtl.ready);
  return page;
}

test('View › Language › 简体中文 with the mouse: Chinese captions, the CJK font loaded, no missing glyph', async () => {
  const { page, errors } = await openApp(env);
  const cjk = fontRequests(page);
  let s = await state(page);
  assert.equal(s.settings.lang, 'en');
  assert.equal(s.font.cjk, 'none', 'English never asks for the Chinese font');
  assert.equal(s.font.missingGlyphs, 0, 'every English glyph is in the atlas');
  assert.ok(!CJK.test(s.number.caption));
  const english = await pixelStats(page, await screenshot(page, 'lang-en-1280'));

  await clickItem(page, 'menu.view');
  await clickItem(page, 'view.lang');
  await clickItem(page, 'view.lang.zh');
  s = await waitForState(page, (st) => st.settings.lang === 'zh' && st.font.cjk === 'ready' && st.font.missingGlyphs === 0,
                         { what: 'Chinese with its font in the atlas' });
  assert.match(s.number.caption, CJK);
  assert.match(s.number.caption, /克里斯汀/);
  assert.equal(s.number.toMovePlayer, 'Christine', 'machine values stay English');
  assert.equal(cjk.length, 1, `the CJK font is fetched once, on demand: ${cjk}`);
  assert.ok(new URL(cjk[0]).origin === new URL(env.url).origin, 'from the page\'s own origin');
  assert.match(s.link, /lang=zh/);
  await page.waitForTimeout(300);
  const chinese = await pixelStats(page, await screenshot(page, 'lang-zh-1280'));
  assert.ok(chinese.nonBackground > 0.02 && chinese.distinct > 20, 'the Chinese UI is drawn');
  assert.notDeepEqual(chinese, english);

  // Other panels in Chinese at 800×600: the ball game and the legend.
  await page.setViewportSize({ width: 800, height: 600 });
  assert.deepEqual(await dispatch(page, { type: 'view', view: 'balls' }), { ok: true });
  await page.waitForTimeout(400);
  await screenshot(page, 'lang-zh-800-balls');
  await clickItem(page, 'menu.help');
  await clickItem(page, 'help.legend');
  await page.waitForTimeout(400);
  await screenshot(page, 'lang-zh-800-legend');
  assert.equal((await state(page)).font.missingGlyphs, 0);

  // And back, with the same menu.
  await page.keyboard.press('Escape');
  await clickItem(page, 'menu.view');
  await clickItem(page, 'view.lang');
  await clickItem(page, 'view.lang.en');
  s = await waitForState(page, (st) => st.settings.lang === 'en', { what: 'English again' });
  assert.ok(!CJK.test(s.balls ? JSON.stringify(s.teach) : ''));
  assert.doesNotMatch(s.link, /lang=/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a lang=zh share link opens in Chinese and round-trips', async () => {
  const { page } = await openApp(env, { query: '?game=number&max=12&moves=6&lang=zh' });
  const s = await waitForState(page, (st) => st.settings.lang === 'zh' && st.font.cjk === 'ready',
                               { what: 'the link\'s language' });
  assert.equal(s.link, '?game=number&max=12&moves=6&lang=zh');
  assert.match(s.number.caption, CJK);
  assert.deepEqual(await dispatch(page, { type: 'lang', lang: 'en' }), { ok: true });
  assert.equal((await state(page)).link, '?game=number&max=12&moves=6');
  assert.equal((await dispatch(page, { type: 'lang', lang: 'fr' })).ok, false);
  await page.context().close();
});

test('the browser language picks the first language (zh-CN: Chinese, en-GB: English)', async () => {
  const zh = await openWithLocale('zh-CN');
  const s = await waitForState(zh, (st) => st.settings.lang === 'zh' && st.font.missingGlyphs === 0 && st.font.cjk === 'ready',
                               { what: 'Chinese from the browser language' });
  assert.match(s.number.caption, CJK);
  await zh.waitForTimeout(300);
  await screenshot(zh, 'lang-zh-CN-first-load');
  await zh.context().close();

  const en = await openWithLocale('en-GB');
  assert.equal((await state(en)).settings.lang, 'en');
  await en.context().close();
});
