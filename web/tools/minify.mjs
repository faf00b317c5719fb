// Minifies a JS file of the built site in place with terser (web/node_modules,
// scripts/setup.sh). Emscripten 3.1.6 from Debian has no Closure compiler, so it
// writes index.js and solve_worker.js unminified but for whitespace; the web
// build runs this after each link (src/app/CMakeLists.txt, src/worker/CMakeLists.txt),
// before the service worker's file list is made (scripts/build-web.sh).
//   node web/tools/minify.mjs <file.js> [--toplevel]
// --toplevel (index.js): also renames the script's own top-level names. The page
// runs no eval or new Function (its CSP forbids them) and the EM_ASM/EM_JS code
// is inside the file, so only the names that code outside it uses are kept: the
// page's inline scripts and lecture.js (shell.html), and the browser tests'
// page.evaluate code. A new use of an Emscripten global outside index.js must be
// added to KEEP (the browser tests fail otherwise). docs/size.md has the figures.
import { readFileSync, writeFileSync } from 'node:fs';
import { minify } from 'terser';

const KEEP = [
  'Module', 'wasmMemory', '_emscripten_get_heap_max', 'ccall', 'cwrap', 'UTF8ToString', 'abort',
  'out', 'err', 'run', 'buffer', 'assert', 'Browser', 'FS', 'GL', 'HEAPU8', 'getBoundingClientRect',
];

const [file, ...flags] = process.argv.slice(2);
if (!file) {
  console.error('usage: node web/tools/minify.mjs <file.js> [--toplevel]');
  process.exit(2);
}
const toplevel = flags.includes('--toplevel');
const code = readFileSync(file, 'utf8');
const out = await minify(code, {
  ecma: 2020,
  toplevel,
  compress: { passes: 1, top_retain: KEEP },
  mangle: { reserved: KEEP },
});
if (!out.code) throw new Error(`terser produced nothing for ${file}`);
writeFileSync(file, out.code);
