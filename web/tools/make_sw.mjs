// Writes the site's service worker from web/page/sw.js: the build's version (a hash
// of every file the site serves), every file with a hash of its content, and
// the files the page loads at start (the ones the worker caches when it
// installs; the others are cached when the page first asks for them).
//   node web/tools/make_sw.mjs build/web/site
// Run by scripts/build-web.sh after each build; also by the offline browser
// test on a changed copy of the site (a new build must get a new cache).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
// Hex digits of a file's SHA-256 that sw.js checks a response against (48 bits:
// enough to tell two builds of a file apart).
export const HASH_DIGITS = 12;

// Every file under `dir`, recursively, in name order (web/tools/precompress.mjs uses it too).
export function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listFiles(p));
    else out.push(p);
  }
  return out;
}

// The files the page loads at start, read from the build: index.html, what its
// <script src> and <link rel=icon href> name, and the wasm module beside each
// script of the same name (Emscripten's index.js loads index.wasm). Relative
// names; only files the site has. Not the manifest: a browser asks for it when
// it offers to install the app, not to show the page (the worker caches it then).
export function startFiles(site, files) {
  const html = readFileSync(join(site, 'index.html'), 'utf8');
  const named = [];
  for (const m of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    if (m[1].toLowerCase() === 'link' && !/\brel\s*=\s*["']?[^"'>]*\bicon\b/i.test(m[0])) continue;
    const attr = /\b(?:src|href)\s*=\s*["']?([^"'\s>]+)/i.exec(m[0]);
    if (!attr || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(attr[1])) continue;  // another origin, data: ...
    named.push(attr[1].replace(/^\.\//, '').replace(/[?#].*$/, ''));
  }
  const wasm = named.filter((f) => /\.js$/.test(f)).map((f) => f.replace(/\.js$/, '.wasm'));
  const set = new Set(['index.html', ...named, ...wasm]);
  return files.filter((f) => set.has(f));
}

export async function makeServiceWorker(site) {
  // Not sw.js itself, nor the .br/.gz copies web/tools/precompress.mjs writes beside the
  // files (the server sends them in place of the files, under the files' names).
  const files = listFiles(site).map((p) => relative(site, p).split(sep).join('/'))
    .filter((f) => f !== 'sw.js' && !/\.(br|gz)$/.test(f));
  const hash = createHash('sha256');
  const hashes = {};
  for (const f of files) {
    const body = readFileSync(join(site, f));
    hash.update(f + '\0').update(body).update('\0');
    hashes[f] = createHash('sha256').update(body).digest('hex').slice(0, HASH_DIGITS);
  }
  const build = hash.digest('hex').slice(0, 16);
  // './' is the page itself as navigations ask for it (the server answers
  // index.html; sw.js stores that one answer under both names).
  const all = existsSync(join(site, 'index.html')) ? { './': hashes['index.html'], ...hashes } : hashes;
  const start = existsSync(join(site, 'index.html')) ? ['./', ...startFiles(site, files)] : [];
  // The served copy minified (terser, as web/tools/minify.mjs does for index.js): every
  // first visit downloads it; the comments are for readers of web/sw.js.
  const code = readFileSync(join(HERE, '..', 'page', 'sw.js'), 'utf8').replace("'__GTL_BUILD__'", JSON.stringify(build))
    .replace('__GTL_FILES__', JSON.stringify(all)).replace('__GTL_START__', JSON.stringify(start));
  const { minify } = await import('terser');
  const out = await minify(code, { ecma: 2020, toplevel: true, compress: { passes: 2 }, format: { comments: false } });
  writeFileSync(join(site, 'sw.js'), out.code + '\n');
  return { build, files: Object.keys(all), start };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const site = process.argv[2];
  if (!site) {
    console.error('usage: node web/tools/make_sw.mjs <site directory>');
    process.exit(2);
  }
  const { build, files, start } = await makeServiceWorker(site);
  console.log(`sw.js: build ${build}, ${files.length} files: ${start.length} cached at install (${start.join(' ')}), the others when first asked for`);
}
