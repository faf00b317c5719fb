// Writes the Brotli (.br) and gzip (.gz) copy of every compressible file of the
// built site, at the highest settings, for web/server/serve.mjs to send to browsers
// that accept them (docs/size.md). Brotli: quality 11, 16 MB window (Node's
// zlib). gzip: Zopfli (npm @gfx/zopfli, 5 iterations: index.wasm 526 KB instead
// of zlib -9's 559 KB, ~9 s) when it is installed, else zlib at level 9.
//   node web/tools/precompress.mjs build/web/site
// Run by scripts/build-web.sh after web/tools/make_sw.mjs (sw.js is one of the files).
// A copy is written only when it is smaller than the file; a stale copy of a
// file that no longer pays (or no longer exists) is deleted. Unchanged files
// whose copies are newer than them are skipped, so a re-run is quick.
// Also the settings web/server/serve.mjs uses (it imports them from here).
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as Z } from 'node:zlib';
import { listFiles } from './make_sw.mjs';

// Worth compressing (PNG, WOFF2 and the like are compressed already).
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.wasm', '.data', '.css', '.svg', '.json', '.ico',
  '.webmanifest', '.ttf', '.otf', '.txt']);
// The two codings at their highest settings with Node's zlib.
export const brotli = (buf) => promisify(brotliCompress)(buf, { params: {
  [Z.BROTLI_PARAM_QUALITY]: Z.BROTLI_MAX_QUALITY, [Z.BROTLI_PARAM_LGWIN]: Z.BROTLI_MAX_WINDOW_BITS,
  [Z.BROTLI_PARAM_SIZE_HINT]: buf.length } });
export const gzipMax = (buf) => promisify(gzip)(buf, { level: Z.Z_BEST_COMPRESSION, memLevel: 9 });

// gzip for the build's copies: Zopfli when installed, else zlib -9. { name, compress }.
async function gzipTool() {
  const zopfli = await import('@gfx/zopfli').catch(() => null);
  return zopfli ? { name: 'zopfli', compress: (buf) => zopfli.gzipAsync(buf, { numiterations: 5 }) }
    : { name: 'zlib -9', compress: gzipMax };
}

const fresh = (copy, info) => { try { return statSync(copy).mtimeMs >= info.mtimeMs; } catch { return false; } };

// Returns [{ file, bytes, br, gz, gzipTool }] (br/gz: the copy's size, or null when none pays).
export async function precompress(site) {
  const gz = await gzipTool();
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
    const row = { file: relative(site, file), bytes: info.size, br: null, gz: null, gzipTool: gz.name };
    await Promise.all(/** @type {[string, string, (buf: Buffer) => Promise<Uint8Array>][]} */ ([['br', '.br', brotli], ['gz', '.gz', gz.compress]]).map(async ([key, ext, compress]) => {
      const copy = file + ext;
      if (fresh(copy, info)) { row[key] = statSync(copy).size; return; }
      const out = Buffer.from(await compress(readFileSync(file)));
      if (out.length < info.size) { writeFileSync(copy, out); row[key] = out.length; }
      else rmSync(copy, { force: true });
    }));
    rows.push(row);
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const site = process.argv[2];
  if (!site) {
    console.error('usage: node web/tools/precompress.mjs <site directory>');
    process.exit(2);
  }
  const rows = await precompress(site);
  const sum = (k) => rows.reduce((s, r) => s + (r[k] ?? r.bytes), 0);
  console.log(`precompressed ${rows.length} files: ${sum('bytes')} B, Brotli ${sum('br')} B, gzip (${rows[0]?.gzipTool}) ${sum('gz')} B`);
}
