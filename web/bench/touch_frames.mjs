// Browser benchmark (not a test: timings vary by machine): the app's own frame
// time (state().frameMs) on the phone layout by touch against the desktop
// layout by mouse, in one run, on the same scene (2..20, the tree expanded to
// depth 2). Each sample is one frame the input asks for: a mouse move on the
// desktop, a one-finger drag step (CDP Input.dispatchTouchEvent) on the phone,
// so both layouts draw, cull and lay out the same work per frame. Prints the
// medians and their ratio (issue 23 asks for at most 1.2x).
//   node web/bench/touch_frames.mjs   (after scripts/build-web.sh)
import { launch, openApp, state, dispatch } from '../tests/helpers.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function prepare(page) {
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'tree.expand', depth: 2 });
  await dispatch(page, { type: 'tree.fit' });
  await page.waitForTimeout(500);
  return page.evaluate(() => window.gtl.itemRect('tree.canvas'));
}

async function desktop(env, n) {
  const { page } = await openApp(env, { width: 1280, height: 720 });
  const box = await prepare(page);
  const out = [];
  const x0 = box.x + box.w / 2, y0 = box.y + box.h / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 0; i < n; ++i) {
    await page.mouse.move(x0 + (i % 2 ? 6 : -6), y0);
    await page.waitForTimeout(30);
    out.push((await state(page)).tree.frameMs);
  }
  await page.mouse.up();
  await page.context().close();
  return median(out);
}

async function phone(env, n) {
  const context = await env.browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme: 'dark',
  });
  const page = await context.newPage();
  await page.goto(env.url);
  await page.evaluate(() => window.gtl.ready);
  const box = await prepare(page);
  const cdp = await context.newCDPSession(page);
  const x0 = box.x + box.w / 2, y0 = box.y + box.h / 2;
  const touch = (type, pts) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map(([x, y], id) => ({ x, y, id })) });
  await touch('touchStart', [[x0, y0]]);
  const out = [];
  for (let i = 0; i < n; ++i) {
    await touch('touchMove', [[x0 + (i % 2 ? 6 : -6), y0]]);
    await page.waitForTimeout(30);
    out.push((await state(page)).tree.frameMs);
  }
  await touch('touchEnd', []);
  await context.close();
  return median(out);
}

const env = await launch();
try {
  const n = Number(process.argv[2] || 120);
  const d = await desktop(env, n);
  const p = await phone(env, n);
  console.log('tree frame (state().tree.frameMs, median), 2..20 expanded to depth 2, headless Chromium + SwiftShader:');
  console.log(`  desktop 1280x720, mouse drag     ${d.toFixed(3)} ms`);
  console.log(`  phone 390x844 @2, finger drag    ${p.toFixed(3)} ms   (${(p / d).toFixed(2)}x the desktop frame)`);
} finally {
  await env.close();
}
