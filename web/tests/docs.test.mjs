// The documentation (README.md and docs/*.md), checked without a browser: the
// README stays short (at most 16 KB) and shows a screenshot, keeps the two
// commands, and every relative link and image in the README and docs/ resolves
// to a file in the repository, with `#anchors` checked against the headings of
// the target file (GitHub's slug rules). Source paths the docs name in `code`
// (src/..., tests/..., web/..., ...) must exist, so a moved file shows up here.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const README = join(ROOT, 'README.md');
const DOCS = join(ROOT, 'docs');
const README_LIMIT = 16384;

const mdFiles = () => [README, ...readdirSync(DOCS).filter((f) => f.endsWith('.md')).sort().map((f) => join(DOCS, f))];
const read = (file) => readFileSync(file, 'utf8');
const rel = (file) => relative(ROOT, file);

// Markdown without fenced code blocks; `keepInline` false also drops `inline code`.
function prose(text, { keepInline = false } = {}) {
  const out = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) { fenced = !fenced; continue; }
    if (!fenced) out.push(keepInline ? line : line.replace(/`[^`]*`/g, ''));
  }
  return out.join('\n');
}

// GitHub's heading anchors: the heading's text (inline code, links and emphasis
// reduced to their words), lower-cased, everything but letters, digits, spaces,
// hyphens and underscores dropped, each space a hyphen; repeats get -1, -2, ...
export function slug(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file) {
  const seen = new Map();
  const out = new Set();
  for (const line of prose(read(file), { keepInline: true }).split('\n')) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) || 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

// Every [text](target) and ![alt](target) outside code: { target, image }.
function links(file) {
  const out = [];
  const re = /(!?)\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
  for (const m of prose(read(file)).matchAll(re)) out.push({ image: m[1] === '!', target: m[2] });
  return out;
}

test('README.md is at most 16 KB', () => {
  const bytes = statSync(README).size;
  assert.ok(bytes <= README_LIMIT, `README.md is ${bytes} bytes, over ${README_LIMIT}: move detail into docs/`);
});

test('README.md keeps the two commands and what CI runs', () => {
  const text = read(README);
  assert.match(text, /^scripts\/serve\.sh\s+#/m, 'the serve command, in the code block');
  assert.match(text, /^scripts\/test\.sh\s+#/m, 'the test command, in the code block');
  assert.match(text, /`\.ci\/run`, which calls `scripts\/test\.sh`/);
  for (const f of ['scripts/serve.sh', 'scripts/test.sh']) assert.ok(existsSync(join(ROOT, f)), `${f} exists`);
});

test('README.md shows at least one screenshot from docs/images/', () => {
  const images = links(README).filter((l) => l.image && /^docs\/images\/[^/]+\.png$/.test(l.target));
  assert.ok(images.length >= 1, 'README.md has no ![...](docs/images/....png)');
  for (const { target } of images) {
    const file = join(ROOT, target);
    assert.ok(existsSync(file), `${target} is missing: run node web/tools/screenshots.mjs once the site is built`);
    const head = readFileSync(file).subarray(0, 24);
    assert.equal(head.subarray(1, 4).toString('latin1'), 'PNG', `${target} is a PNG`);
    const width = head.readUInt32BE(16), height = head.readUInt32BE(20);
    assert.ok(width >= 640 && height >= 360, `${target} is ${width}×${height}: too small to read`);
  }
});

test('every relative link and image in README.md and docs/*.md resolves', () => {
  const problems = [];
  const anchorCache = new Map();
  const anchorsOf = (f) => { if (!anchorCache.has(f)) anchorCache.set(f, anchors(f)); return anchorCache.get(f); };
  let checked = 0;
  for (const file of mdFiles()) {
    for (const { target } of links(file)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;  // http:, https:, mailto:
      ++checked;
      const [pathPart, anchor] = target.split('#', 2);
      const dest = pathPart ? resolve(dirname(file), decodeURI(pathPart)) : file;
      if (!dest.startsWith(ROOT)) { problems.push(`${rel(file)}: ${target} leaves the repository`); continue; }
      if (!existsSync(dest)) { problems.push(`${rel(file)}: ${target}: no file ${rel(dest)}`); continue; }
      if (anchor !== undefined) {
        if (!dest.endsWith('.md')) { problems.push(`${rel(file)}: ${target}: an anchor into a file that is not markdown`); continue; }
        if (!anchorsOf(dest).has(decodeURIComponent(anchor))) {
          problems.push(`${rel(file)}: ${target}: no heading #${anchor} in ${rel(dest)}`);
        }
      }
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(checked > 20, `only ${checked} links found: is the link pattern still right?`);
});

test('docs/README.md and README.md link every docs/*.md file', () => {
  const docs = readdirSync(DOCS).filter((f) => f.endsWith('.md') && f !== 'README.md');
  const fromIndex = new Set(links(join(DOCS, 'README.md')).map((l) => l.target.split('#')[0]));
  const fromReadme = new Set(links(README).map((l) => l.target.split('#')[0]));
  for (const f of docs) {
    assert.ok(fromIndex.has(f), `docs/README.md does not link ${f}`);
    assert.ok(fromReadme.has(`docs/${f}`), `README.md does not link docs/${f}`);
  }
});

// `src/app/lessons/{number,balls}/lecture.json` -> both paths; `src/core/nim.*` a glob.
function expand(path) {
  const m = /\{([^{}]*)\}/.exec(path);
  if (!m) return [path];
  return m[1].split(',').flatMap((alt) => expand(path.slice(0, m.index) + alt + path.slice(m.index + m[0].length)));
}

function pathExists(path) {
  if (!path.includes('*')) return existsSync(join(ROOT, path));
  const dir = join(ROOT, dirname(path));
  if (dirname(path).includes('*')) {  // src/app/lessons/*/*.cpp
    const [head, ...rest] = path.split('/*/');
    const base = join(ROOT, head);
    return existsSync(base) && readdirSync(base, { withFileTypes: true })
      .some((d) => d.isDirectory() && pathExists(`${head}/${d.name}/${rest.join('/*/')}`));
  }
  const name = path.slice(path.lastIndexOf('/') + 1);
  const re = new RegExp('^' + name.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$');
  return existsSync(dir) && readdirSync(dir).some((f) => re.test(f));
}

test('source paths named in the docs exist', () => {
  const tops = 'src|tests|bench|web|scripts|fuzz|cmake|docs|\\.ci';
  const re = new RegExp(`^(?:${tops})/[\\w./*{},-]*$`);
  const missing = [];
  let checked = 0;
  for (const file of mdFiles()) {
    const text = read(file).replace(/^\s*```[\s\S]*?^\s*```/gm, '');
    for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
      for (const word of code.split(/\s+/)) {
        const path = word.replace(/[),;:]+$/, '');
        if (!re.test(path) || path.includes('<')) continue;
        for (const p of expand(path)) {
          ++checked;
          if (!pathExists(p.replace(/\/$/, ''))) missing.push(`${rel(file)}: ${p}`);
        }
      }
    }
  }
  assert.deepEqual(missing, []);
  assert.ok(checked > 50, `only ${checked} paths found`);
});
