import { launch, openApp, state, dispatch } from './tests/helpers.mjs';
const env = await launch();
try {
  const { page } = await openApp({ url: env.url, browser: env.browser });
  await dispatch(page, { type: 'anim.speed', value: 0 });
  for (const a of [{ type: 'number.new', max: 20 }, { type: 'tree.mode', mode: 'dag' }, { type: 'tree.expand', depth: 19, path: [] }])
    console.log(JSON.stringify(await dispatch(page, a)).slice(0, 200));
  console.log('busy right after:', JSON.stringify((await state(page)).busy));
  await page.screenshot({ path: '/tmp/dag0.png' });
  for (let s = await state(page); s.busy; s = await state(page)) await page.waitForTimeout(50);
  await page.waitForTimeout(800);
  let t = (await state(page)).tree;
  console.log(t.zoom, t.visible, t.edgesHidden, t.lod);
  await page.screenshot({ path: '/tmp/dag1.png' });
  await page.mouse.move(640, 560);
  for (let i = 0; i < 4; i++) { await page.mouse.wheel(0, 300); await page.waitForTimeout(150); }
  await page.waitForTimeout(600);
  t = (await state(page)).tree;
  console.log(t.zoom, t.visible, t.edgesHidden, t.lod);
  await page.screenshot({ path: '/tmp/dag2.png' });
  await page.setViewportSize({ width: 800, height: 600 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/dag3.png' });
} finally { await env.close(); }
