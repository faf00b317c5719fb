// Makes the README's screenshots from the built site (scripts/build-web.sh):
//   docs/images/app.png        the start page at 1280×720
//   docs/images/induction.png  backward induction in progress on the game tree
//
//   cd web && node screenshots.mjs            (GTL_SITE=<dir> for another build)
//
// Serves the site with web/server/serve.mjs and drives Debian's /usr/bin/chromium through
// playwright-core, with the same browser flags as the browser tests
// (web/tests/helpers.mjs, not imported here: it registers test hooks). The page is
// set up only through window.gtl (docs/automation.md). Afterwards the PNGs are made
// small with Debian's pngquant (256 colours: a UI screenshot looks the same at less
// than half the bytes) and optipng, each if installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../server/serve.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE = resolve(process.env.GTL_SITE || join(ROOT, 'build/web/site'));
const OUT = join(ROOT, 'docs/images');
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];

if (!existsSync(join(SITE, 'index.html'))) {
  console.error(`screenshots: no ${join(SITE, 'index.html')}; build the site first (scripts/build-web.sh).`);
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });

async function dispatch(page, action) {
  const reply = await page.evaluate((a) => window.gtl.dispatch(a), action);
  if (!reply.ok) throw new Error(`${JSON.stringify(action)} was refused: ${reply.error}`);
  return reply;
}

// Waits until the app is idle: no long work, no naming animation running.
async function settle(page, ms = 800) {
  for (let i = 0; i < 200; ++i) {
    const s = await page.evaluate(() => window.gtl.state());
    if (!s.busy && !(s.number && s.number.animation && s.number.animation.playing)) break;
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(ms);
}

async function shot(page, name) {
  const path = join(OUT, name);
  await page.screenshot({ path });
  const have = (tool) => spawnSync(tool, ['--version']).status === 0;
  if (have('pngquant')) spawnSync('pngquant', ['--force', '--speed', '1', '--skip-if-larger', '--output', path, '256', path]);
  if (have('optipng')) spawnSync('optipng', ['-quiet', '-o2', '-strip', 'all', path]);
  console.log(`${path}: ${statSync(path).size} bytes`);
}

const { server, url } = await startServer(SITE);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
try {
  const open = async (query = '') => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1,
                                               colorScheme: 'dark', locale: 'en-GB' });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e}`));
    await page.goto(url + query);
    await page.evaluate(() => window.gtl.ready);
    return page;
  };

  // 1. The start page as a class first sees it: the Number Game on 2..20, with
  //    the tree opened one level so the moves and their outcomes show.
  {
    const page = await open();
    await dispatch(page, { type: 'tree.expand', depth: 1 });
    await dispatch(page, { type: 'tree.fit' });
    await settle(page);
    await shot(page, 'app.png');
    await page.context().close();
  }

  // 2. Backward induction in progress on a small Number Game position (2..8):
  //    the whole tree fits on the canvas, part of it decided, the rest still ?.
  {
    const page = await open();
    await dispatch(page, { type: 'number.new', max: 8 });
    await dispatch(page, { type: 'layout.split', value: 0.3 });  // the small board needs little room
    await settle(page, 300);
    await dispatch(page, { type: 'teach.induction', order: 'memo' });
    const { teach } = await page.evaluate(() => window.gtl.state());
    await dispatch(page, { type: 'teach.step', to: Math.max(1, Math.round(teach.steps * 0.55)) });
    await settle(page, 1200);
    await shot(page, 'induction.png');
    await page.context().close();
  }
} finally {
  await browser.close();
  server.close();
}
