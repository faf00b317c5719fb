// Writes the Brotli (.br) and gzip (.gz) copy of every compressible file of the
// built site, at the highest settings, for web/serve.mjs to send to browsers
// that accept them (docs/size.md).
//   node web/precompress.mjs build/web/site
// Run by scripts/build-web.sh after web/make_sw.mjs (sw.js is one of the files).
// A copy is written only when it is smaller than the file; a stale copy of a
// file that no longer pays (or no longer exists) is deleted. Unchanged files
// whose copies are newer than them are skipped, so a re-run is quick.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMPRESSIBLE, brotli, gzipMax } from './serve.mjs';

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listFiles(p));
    else out.push(p);
  }
  return out;
}

const fresh = (copy, info) => { try { return statSync(copy).mtimeMs >= info.mtimeMs; } catch { return false; } };

// Returns [{ file, bytes, br, gz }] (br/gz: the copy's size, or null when none pays).
export async function precompress(site) {
  const all = listFiles(site);
  const present = new Set(all);
  const rows = [];
  for (const file of all) {
    if (file.endsWith('.br') || file.endsWith('.gz')) {
      if (!present.has(file.slice(0, -3)) || !COMPRESSIBLE.has(extname(file.slice(0, -3)).toLowerCase())) rmSync(file);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(file).toLowerCase())) continue;
    const info = statSync(file);
    const row = { file: relative(site, file), bytes: info.size, br: null, gz: null };
    for (const [key, ext, compress] of [['br', '.br', brotli], ['gz', '.gz', gzipMax]]) {
      const copy = file + ext;
      if (fresh(copy, info)) { row[key] = statSync(copy).size; continue; }
      const out = await compress(readFileSync(file));
      if (out.length < info.size) { writeFileSync(copy, out); row[key] = out.length; }
      else rmSync(copy, { force: true });
    }
    rows.push(row);
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const site = process.argv[2];
  if (!site) {
    console.error('usage: node web/precompress.mjs <site directory>');
    process.exit(2);
  }
  const rows = await precompress(site);
  const sum = (k) => rows.reduce((s, r) => s + (r[k] ?? r.bytes), 0);
  console.log(`precompressed ${rows.length} files: ${sum('bytes')} B, Brotli ${sum('br')} B, gzip ${sum('gz')} B`);
}
