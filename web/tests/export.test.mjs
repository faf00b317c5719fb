// File › Export…: the drawings as SVG (parsed here by the browser's own
// DOMParser) and PNG, handed over as downloads; the dialog driven with the
// real mouse; an exported SVG rendered by the browser and looked at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, openApp, state, dispatch, screenshot, clickItem, clickSettled, waitGone, drawn, ARTIFACTS } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });


// Parses SVG text in the page: {error, nodes, groups, tiles, points, cells, texts, title, width, height}.
const parse = (page, text) => page.evaluate((t) => {
  const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
  const err = doc.querySelector('parsererror');
  const root = doc.documentElement;
  const vb = (root.getAttribute('viewBox') || '').split(' ').map(Number);
  return {
    error: err ? err.textContent : null,
    root: root.nodeName,
    nodes: doc.querySelectorAll('g.node').length,
    labels: doc.querySelectorAll('g.node text.label').length,
    tiles: doc.querySelectorAll('g.tile').length,
    struck: doc.querySelectorAll('g.tile.forbidden').length,
    points: doc.querySelectorAll('g.point').length,
    cells: doc.querySelectorAll('g.cells rect').length,
    period: doc.querySelectorAll('g.period line').length,
    title: doc.querySelector('text.title')?.textContent ?? null,
    width: vb[2], height: vb[3],
  };
}, text);

test('the tree expanded to depth 2 exports as SVG with one group per shown node, and downloads', async () => {
  const { page, errors } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  assert.equal((await dispatch(page, { type: 'tree.expand', depth: 2 })).ok, true);
  const s = await state(page);
  const download = page.waitForEvent('download');
  const r = await dispatch(page, { type: 'export', what: 'tree', format: 'svg' });
  assert.equal(r.ok, true, r.error);
  assert.equal(r.name, 'gtl-tree.svg');
  assert.equal(r.bytes, new TextEncoder().encode(r.text).length);
  const svg = await parse(page, r.text);
  assert.equal(svg.error, null);
  assert.equal(svg.root, 'svg');
  assert.equal(svg.nodes, s.tree.nodes, 'one node group per shown node');
  assert.ok(svg.labels > 0);
  assert.match(svg.title, /Number Game 2\.\.20/);
  const d = await download;
  assert.equal(d.suggestedFilename(), 'gtl-tree.svg');
  assert.equal(readFileSync(await d.path(), 'utf8'), r.text);
  // What the canvas shows: a part of the drawing, as wide as a slide.
  const v = await dispatch(page, { type: 'export', what: 'tree', scope: 'visible' });
  const part = await parse(page, v.text);
  assert.equal(part.error, null);
  assert.equal(part.width, 1600);
  assert.ok(part.nodes >= 1 && part.nodes <= s.tree.nodes);
  // Bad input gets a clear message.
  const bad = await dispatch(page, { type: 'export', what: 'tree', format: 'gif' });
  assert.equal(bad.ok, false);
  assert.match(bad.error, /format/);
  assert.deepEqual(errors, []);
});

test('the board, the strip and the chart export with their strikes, period and points', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.pick', value: 6 });
  await dispatch(page, { type: 'number.pick', value: 5 });
  const s = await state(page);
  const board = await parse(page, (await dispatch(page, { type: 'export', what: 'board' })).text);
  assert.equal(board.error, null);
  assert.equal(board.tiles, s.number.max - 1);
  assert.equal(board.struck, s.number.forbidden.length);
  const chart = await parse(page, (await dispatch(page, { type: 'export', what: 'chart' })).text);
  assert.equal(chart.error, null);
  assert.equal(chart.points, s.history.length);
  await dispatch(page, { type: 'view', view: 'balls' });
  await dispatch(page, { type: 'balls.new', take: [1, 3, 4], n: 20 });
  const b = await state(page);
  const strip = await parse(page, (await dispatch(page, { type: 'export', what: 'strip' })).text);
  assert.equal(strip.error, null);
  assert.ok(strip.cells >= 100);
  assert.ok(b.balls.strip.period > 0 && strip.period > 0, 'the period is marked');
  assert.match(strip.title, /ball-taking game/);
});

test('PNG export draws the SVG at twice its size and downloads it', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'tree.expand', depth: 1 });
  const download = page.waitForEvent('download');
  const r = await dispatch(page, { type: 'export', what: 'tree', format: 'png' });
  assert.equal(r.ok, true, r.error);
  assert.equal(r.name, 'gtl-tree.png');
  assert.equal(r.pending, true);
  const done = await page.evaluate(() => window.gtl.lastExport);
  assert.equal(done.type, 'image/png');
  assert.ok(done.bytes > 1000);
  const svg = await parse(page, (await dispatch(page, { type: 'export', what: 'tree' })).text);
  assert.equal(done.width, svg.width * 2);
  assert.equal(done.height, svg.height * 2);
  const d = await download;
  assert.equal(d.suggestedFilename(), 'gtl-tree.png');
  const png = readFileSync(await d.path());
  assert.equal(png.subarray(1, 4).toString(), 'PNG');
});

// Issue 43: the dialog's line after a PNG said the SVG's byte count. It now says
// the PNG's own pixels and bytes, read here from what the browser downloaded.
test('File › Export… as PNG with the mouse: the status line gives the PNG\'s own size', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'tree.expand', depth: 1 });
  await clickItem(page, 'menu.file');
  await clickItem(page, 'file.export');
  await clickSettled(page, 'export.what.tree');
  await clickSettled(page, 'export.format.png');
  const download = page.waitForEvent('download');
  await clickItem(page, 'export.save');
  const png = readFileSync(await (await download).path());
  await page.evaluate(() => window.gtl.lastExport);
  await drawn(page);
  const status = (await state(page)).export.status;
  const width = png.readUInt32BE(16), height = png.readUInt32BE(20);  // the IHDR chunk
  const svgBytes = (await dispatch(page, { type: 'export', what: 'tree' })).bytes;
  assert.ok(status.includes(`${width}×${height}`), `the pixels (${width}×${height}) in: ${status}`);
  assert.ok(status.includes(png.length.toLocaleString('en-US')), `the PNG's ${png.length} bytes in: ${status}`);
  assert.ok(!status.includes(Number(svgBytes).toLocaleString('en-US')), `not the SVG's ${svgBytes} bytes: ${status}`);
});

for (const [width, height] of [[1280, 720], [800, 600]]) {
  test(`File › Export… with the mouse at ${width}×${height}: the board as SVG`, async () => {
    const { page } = await openApp(env, { width, height });
    await dispatch(page, { type: 'anim.speed', value: 0 });
    await dispatch(page, { type: 'number.pick', value: 6 });
    await clickItem(page, 'menu.file');
    await clickItem(page, 'file.export');
    await clickSettled(page, 'export.what.board');
    // The whole dialog is on screen.
    for (const id of ['export.what.tree', 'export.format.png', 'export.scope.whole', 'export.save', 'export.copy.judge']) {
      const r = await page.evaluate((k) => window.gtl.itemRect(k), id);
      assert.ok(r && r.x >= 0 && r.y >= 0 && r.x + r.w <= width && r.y + r.h <= height, `${id} on screen: ${JSON.stringify(r)}`);
    }
    await screenshot(page, `export-dialog-${width}x${height}`);
    const download = page.waitForEvent('download');
    await clickSettled(page, 'export.save');
    const d = await download;
    assert.equal(d.suggestedFilename(), 'gtl-board.svg');
    const text = readFileSync(await d.path(), 'utf8');
    const board = await parse(page, text);
    assert.equal(board.error, null);
    assert.equal(board.tiles, 19);
    await clickSettled(page, 'export.close');
    assert.ok(await waitGone(page, 'export.save'), 'Close closes the dialog');
  });
}

test('an exported tree and board render in the browser (screenshots to look at)', async () => {
  const { page } = await openApp(env);
  await dispatch(page, { type: 'anim.speed', value: 0 });
  await dispatch(page, { type: 'number.pick', value: 6 });
  await dispatch(page, { type: 'tree.expand', depth: 2 });
  const tree = (await dispatch(page, { type: 'export', what: 'tree' })).text;
  const board = (await dispatch(page, { type: 'export', what: 'board' })).text;
  const chart = (await dispatch(page, { type: 'export', what: 'chart' })).text;
  await dispatch(page, { type: 'view', view: 'balls' });
  await dispatch(page, { type: 'balls.new', take: [1, 3, 4], n: 20 });
  const strip = (await dispatch(page, { type: 'export', what: 'strip' })).text;
  const view = await env.browser.newPage({ viewport: { width: 1600, height: 900 } });
  for (const [name, svg] of [['tree', tree], ['board', board], ['chart', chart], ['strip', strip]]) {
    await view.setContent(`<body style="margin:0;background:#333">${svg.replace(/^<\?xml[^>]*>/, '')}</body>`);
    const box = await view.evaluate(() => { const r = document.querySelector('svg').getBoundingClientRect(); return { w: r.width, h: r.height }; });
    assert.ok(box.w > 100 && box.h > 100, `${name} has a size`);
    await view.screenshot({ path: join(ARTIFACTS, `export-${name}-rendered.png`), fullPage: false });
  }
});
