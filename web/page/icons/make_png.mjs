// Draws the install icons icon-192.png and icon-512.png from favicon.svg with
// the browser the tests use (Debian's Chromium through playwright-core), so the
// PNGs are the SVG at those sizes. Run once after changing favicon.svg:
//   node web/page/icons/make_png.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const HERE = dirname(fileURLToPath(import.meta.url));
const svg = readFileSync(join(HERE, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  writeFileSync(join(HERE, `icon-${size}.png`), await page.screenshot({ omitBackground: true }));
  await page.close();
}
await browser.close();
