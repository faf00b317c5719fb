// Gzipped (level 9, node's zlib, as web/tests/size.test.mjs counts) size of the
// files of a built site that the first load fetches, without a browser: for
// comparing build variants (docs/size.md). The browser-measured figure is the
// test's; this adds up the same files (favicon.svg twice, as the page asks).
//   node web/bench/site_sizes.mjs build/web/site [other/site ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const FILES = ['index.wasm', 'index.js', 'solve_worker.wasm', 'solve_worker.js', 'index.html', 'lecture.js', 'favicon.svg', 'favicon.svg'];
for (const site of process.argv.slice(2)) {
  let raw = 0, gz = 0;
  const cells = [];
  for (const f of new Set(FILES)) {
    const b = readFileSync(join(site, f));
    const n = FILES.filter((x) => x === f).length;
    const z = gzipSync(b, { level: 9 }).length;
    raw += b.length * n; gz += z * n;
    cells.push(`${f} ${b.length}/${z}`);
  }
  console.log(`${site}: total ${raw} B, gzip ${gz} B  (${cells.join(', ')})`);
}
