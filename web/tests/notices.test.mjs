// The project's licence and the third-party notices (issue 46): LICENSE is
// MIT; web/tools/notices.json lists every dependency the page ships, found here
// from the build's own inputs (the source packages scripts/setup.sh pins, the
// fonts src/app/CMakeLists.txt embeds or cuts, the Emscripten runtime every
// wasm file carries) rather than from the list itself; each entry's licence
// text is on the machine; and the built site's notices.txt holds them all.
// No browser needed.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { licenceText, noticesText, readManifest } from '../tools/notices.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const SITE = resolve(process.env.GTL_SITE || join(ROOT, 'build/web/site'));
const read = (p) => readFileSync(join(ROOT, p), 'utf8');

// What the build ships, read from the files that decide it.
function shippedDependencies() {
  const ids = new Set();
  // Source packages compiled into the page: NAME_PKG="package=version" in setup.sh.
  for (const m of read('scripts/setup.sh').matchAll(/^\w+_PKG="([a-z0-9.+-]+)=/gm)) ids.add(m[1]);
  // Fonts: the Debian font files the app's CMakeLists embeds or cuts, by their package.
  const cmake = read('src/app/CMakeLists.txt');
  if (cmake.includes('/usr/share/fonts/truetype/dejavu/')) ids.add('fonts-dejavu-core');
  if (cmake.includes('/usr/share/fonts/truetype/wqy/')) ids.add('fonts-wqy-microhei');
  // Every wasm file carries the Emscripten runtime (its libc is musl).
  if (/\bEMSCRIPTEN\b/.test(cmake)) { ids.add('emscripten'); ids.add('musl'); }
  return ids;
}

test('the project is MIT-licensed', () => {
  const licence = read('LICENSE');
  assert.match(licence, /^MIT License/);
  assert.match(licence, /Permission is hereby granted, free of charge/);
});

test('every shipped dependency is listed in web/tools/notices.json, with its licence text on the machine', () => {
  const listed = new Map(readManifest().dependencies.map((d) => [d.id, d]));
  const shipped = shippedDependencies();
  assert.ok(shipped.size >= 6, `the build's inputs name ${shipped.size} dependencies`);
  for (const id of shipped) assert.ok(listed.has(id), `${id} is shipped but not listed in web/tools/notices.json`);
  for (const d of listed.values()) {
    for (const k of ['name', 'version', 'licence', 'ships', 'text']) assert.ok(d[k], `${d.id}: no ${k}`);
    const text = licenceText(d);
    assert.ok(text.length > 200, `${d.id}: its licence text (${d.text}) is there`);
  }
  // The source packages' pinned versions are the ones the notices name.
  for (const m of read('scripts/setup.sh').matchAll(/^\w+_PKG="([a-z0-9.+-]+)=([0-9.]+)/gm)) {
    assert.ok(listed.get(m[1]).version.startsWith(m[2]), `${m[1]}: notices say ${listed.get(m[1]).version}, setup.sh pins ${m[2]}`);
  }
});

test('the built site ships notices.txt with every licence text, and Help › About names it', () => {
  const expected = noticesText();
  for (const d of readManifest().dependencies) assert.ok(expected.includes(licenceText(d)), `${d.id}'s text in the notices`);
  assert.ok(read('src/app/platform/main.cpp').includes('open_page'), 'the page opens the notices');
  assert.ok(read('src/app/shell/ui_help.cpp').includes('"notices.txt"'), 'Help › About opens notices.txt');
  if (!existsSync(join(SITE, 'index.html'))) return;  // no web build here: the build step itself writes it
  assert.equal(readFileSync(join(SITE, 'notices.txt'), 'utf8'), expected, 'the site\'s notices.txt is this build\'s');
});
