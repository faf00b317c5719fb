// Splits the page's wasm in two after the link (src/app/CMakeLists.txt): the
// functions of the lessons loaded when first shown go to index.deferred.wasm,
// the rest stays in index.wasm, which is all a first visit downloads
// (docs/size.md, "Code loaded when first used").
//
// The link runs with Emscripten's SPLIT_MODULE (the JS then provides the
// "placeholder" imports wasm-split needs) and --profiling-funcs (a name section,
// so functions can be chosen by name); it leaves the whole module as
// index.wasm.orig. Binaryen's wasm-split then moves every function whose C++
// name matches DEFERRED out, and writes both modules without names.
//
// What is deferred is what only a lazy lesson's real object reaches
// (src/app/kit/lazy_lesson.hpp): its class, its pure model, and the core's
// payoff-game code, which nothing else in the page calls. The stand-in that
// the shell holds, the lesson's words and its factory stay in index.wasm.
// The page loads the second module (shell.html, gtlLoadLessonCode) before it
// makes the lesson, so no placeholder is ever called; if one were, Emscripten
// would say so on the console ("placeholder function called") and the page's
// last resort would fetch the module synchronously (web/tests/payoff.test.mjs
// checks the console).
//   node web/tools/split_wasm.mjs <site dir> [path of wasm-split]
import { writeFileSync, rmSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';

export const DEFERRED = /gtl::app::PayoffLesson\b|gtl::app::payoff_view::|gtl::payoff::/;

// The module's functions as Binaryen names them (wasm-dis's text), each with
// the functions it calls directly.
export function callGraph(wat) {
  const funcs = new Map();
  let current = null;
  for (const line of wat.split('\n')) {
    if (line.startsWith(' (func $')) {
      current = { calls: new Set() };
      funcs.set(line.slice(8, line.indexOf(' ', 8)), current);
    } else if (line.startsWith(' (')) {
      current = null;  // the module's other fields: imports, the table, data, exports
    } else if (current) {
      const at = line.indexOf('(call $');
      if (at >= 0) current.calls.add(line.slice(at + 7).split(/[ )]/)[0]);
    }
  }
  return { funcs };
}

// Binaryen's spelling of a name escapes every byte that is not an identifier
// character of the text format as \xx; the C++ name back, to match DEFERRED.
export function cxxName(name) {
  return new TextDecoder().decode(Uint8Array.from(name.replace(/\\([0-9a-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
    (c) => c.charCodeAt(0)));
}

// The functions to defer: those DEFERRED names, but for any that code staying
// in index.wasm calls. Binaryen merges functions with the same body and keeps
// one name, so std::allocator<payoff_view::InductionStep>::allocate was the
// one every vector of 40-byte elements calls, at start-up: a function called
// directly by one that stays, stays too (and what it calls, in turn). A merged
// function reached only through the table (a vtable) is not seen here; the
// browser tests would see it called early (the console's "placeholder").
export function chooseDeferred({ funcs }) {
  const candidate = new Set([...funcs.keys()].filter((n) => DEFERRED.test(cxxName(n))));
  const kept = new Set();
  for (const [name, f] of funcs)
    if (!candidate.has(name)) for (const c of f.calls) if (candidate.has(c)) kept.add(c);
  for (let grew = true; grew;) {
    grew = false;
    for (const k of [...kept])
      for (const c of funcs.get(k)?.calls ?? []) if (candidate.has(c) && !kept.has(c)) { kept.add(c); grew = true; }
  }
  return { deferred: [...candidate].filter((n) => !kept.has(n)), kept: [...kept] };
}

function main() {
  const [site, wasmSplit = 'wasm-split'] = process.argv.slice(2);
  if (!site) {
    console.error('usage: node web/tools/split_wasm.mjs <site dir>');
    process.exit(2);
  }
  const orig = join(site, 'index.wasm.orig');
  const dis = spawnSync(wasmSplit.replace(/wasm-split$/, 'wasm-dis'), [orig], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (dis.error || dis.status !== 0) throw new Error(`split_wasm: wasm-dis failed: ${dis.error?.message ?? dis.stderr}`);
  const { deferred, kept } = chooseDeferred(callGraph(dis.stdout));
  if (deferred.length === 0) throw new Error('split_wasm: no function matches ' + DEFERRED + ' (was the link made with --profiling-funcs?)');
  const list = join(tmpdir(), `gtl-split-${process.pid}.txt`);
  writeFileSync(list, deferred.join('\n') + '\n');
  // The features Emscripten 3.1.6 emits here; a function using another fails validation, loudly.
  const run = spawnSync(wasmSplit, [orig, '--enable-mutable-globals', '--enable-sign-ext', '--enable-bulk-memory',
    '--export-prefix=%', '--placeholdermap', `--split-funcs=@${list}`, '-o1', join(site, 'index.wasm.split'), '-o2', join(site, 'index.deferred.wasm')],
  { encoding: 'utf8' });
  rmSync(list);
  const log = `${run.stdout}${run.stderr}`;
  if (run.error || run.status !== 0) throw new Error(`split_wasm: wasm-split failed (${run.error?.message ?? 'exit ' + run.status}):\n${log}`);
  const missing = (log.match(/does not exist/g) || []).length;
  if (missing) throw new Error(`split_wasm: wasm-split did not find ${missing} of the chosen functions:\n${log}`);
  renameSync(join(site, 'index.wasm.split'), join(site, 'index.wasm'));
  // Kept beside the site (not served), with wasm-split's map of the placeholders,
  // to name a placeholder that the console reports.
  renameSync(orig, join(site, '..', 'index.wasm.orig'));
  renameSync(join(site, 'index.wasm.split.placeholders'), join(site, '..', 'index.placeholders.txt'));
  console.log(`split_wasm: ${deferred.length} functions moved to index.deferred.wasm, ${kept.length} kept (reached from index.wasm)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
