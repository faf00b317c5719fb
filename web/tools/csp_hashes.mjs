// Fills the Content-Security-Policy of the built index.html with the sha256 hash
// of each inline <script> and <style> (shell.html writes GTL_INLINE_HASHES where
// they go), so the page runs its own inline code and nothing injected. Run by the
// web build after Emscripten writes index.html:  node web/tools/csp_hashes.mjs <index.html>
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2];
let html = readFileSync(file, 'utf8');
const hashes = new Set();
// Comments may mention the tags: they are not code.
const code = html.replace(/<!--[\s\S]*?-->/g, '');
for (const m of code.matchAll(/<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/g)) {
  if (m[1] === 'script' && /\ssrc=/.test(m[2] || '')) continue;  // a file from 'self'
  hashes.add(`'sha256-${createHash('sha256').update(m[3], 'utf8').digest('base64')}'`);
}
const meta = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;
if (!meta.test(html) || !html.match(meta)[2].includes('GTL_INLINE_HASHES')) {
  if (/sha256-/.test((html.match(meta) || [])[2] || '')) process.exit(0);  // already filled (re-run)
  console.error(`csp_hashes: no Content-Security-Policy with GTL_INLINE_HASHES in ${file}`);
  process.exit(1);
}
html = html.replace(meta, (_, a, c, b) => a + c.replaceAll('GTL_INLINE_HASHES', [...hashes].join(' ')) + b);
writeFileSync(file, html);
