// Minifies the built index.html in place: its HTML comments go, its inline
// <script>s are minified with terser (names shared between scripts are kept:
// no top-level renaming) and its inline <style>s lose comments and spare
// whitespace. The comments in shell.html are for the next engineer, not for
// every first visit (docs/size.md). Run by the web build after Emscripten
// writes index.html and before web/tools/csp_hashes.mjs hashes the inline code:
//   node web/tools/minify_html.mjs <index.html>
import { readFileSync, writeFileSync } from 'node:fs';
import { minify } from 'terser';

const file = process.argv[2];
if (!file) {
  console.error('usage: node web/tools/minify_html.mjs <index.html>');
  process.exit(2);
}
const html = readFileSync(file, 'utf8');
// Comments first: they may mention the tags, and they are not markup.
const parts = html.replace(/<!--[\s\S]*?-->\s*/g, '').split(/(<(script|style)(?:\s[^>]*)?>[\s\S]*?<\/\2>)/g);
let out = '';
for (let i = 0; i < parts.length; i++) {
  const piece = parts[i];
  if (i % 3 === 2) continue;  // the tag name captured by the inner group
  const m = /^<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>$/.exec(piece);
  if (!m || (m[1] === 'script' && /\ssrc=/.test(m[2] || '')) || !m[3].trim()) {
    out += i % 3 === 0 ? piece.replace(/\n\s*\n/g, '\n') : piece;
    continue;
  }
  let body;
  if (m[1] === 'script') {
    const r = await minify(m[3], { ecma: 2020, compress: { passes: 2 }, format: { comments: false } });
    if (!r.code) throw new Error(`minify_html: terser produced nothing for an inline script of ${file}`);
    body = r.code;
  } else {
    body = m[3].replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ')
      .replace(/\s*([{}:;,>])\s*/g, '$1').replace(/;}/g, '}').trim();
  }
  out += `<${m[1]}${m[2] || ''}>${body}</${m[1]}>`;
}
writeFileSync(file, out);
console.log(`minify_html: ${file} ${html.length} -> ${out.length} B`);
