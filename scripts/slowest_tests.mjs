// Prints the ten slowest tests of each runner from the files scripts/test.sh
// leaves in build/test-logs/: CTest's JUnit XML (--output-junit) and node's
// spec reports (*.spec: "✔ name (123.4ms)" lines); one table per file.
//   node scripts/slowest_tests.mjs build/test-logs [count]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] || 'build/test-logs';
const count = Number(process.argv[3] || 10);
const attr = (tag, name) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? m[1].replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : '';
};
// node's spec reporter: a test's line is "✔ name (123.4ms)" or "✖ name (…ms)";
// indented lines are subtests or details, and the summary repeats failures.
function specCases(text) {
  const seen = new Set();
  const out = [];
  for (const m of text.matchAll(/^[✔✖] (.+) \(([\d.]+)ms\)$/gmu)) {
    if (seen.has(m[1])) continue;
    seen.add(m[1]);
    out.push({ name: m[1], where: '', time: Number(m[2]) / 1000 });
  }
  return out;
}
for (const file of readdirSync(dir).filter((f) => f.endsWith('.xml') || f.endsWith('.spec')).sort()) {
  const text = readFileSync(join(dir, file), 'utf8');
  const cases = file.endsWith('.spec') ? specCases(text) : [...text.matchAll(/<testcase\b[^>]*>/g)].map((m) => ({
    name: attr(m[0], 'name'), where: attr(m[0], 'classname') || attr(m[0], 'file'), time: Number(attr(m[0], 'time')) || 0,
  }));
  if (cases.length === 0) continue;
  cases.sort((a, b) => b.time - a.time);
  const total = cases.reduce((s, c) => s + c.time, 0);
  console.log(`\n==== ${file.replace(/\.(xml|spec)$/, '')}: ${cases.length} tests, ${total.toFixed(0)} s summed; the ${Math.min(count, cases.length)} slowest`);
  for (const c of cases.slice(0, count)) {
    const where = c.where && !c.name.includes(c.where) ? `  (${c.where.replace(/^.*\//, '')})` : '';
    console.log(`${c.time.toFixed(1).padStart(8)} s  ${c.name.slice(0, 100)}${where}`);
  }
}
