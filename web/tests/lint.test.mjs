// The JavaScript is checked as the C++ is compiled (issue 46): ESLint's
// recommended rules with no warning (web/eslint.config.mjs) and TypeScript's
// checker over the servers, the live client, the build tools and the page's
// scripts, typed by JSDoc (web/tsconfig.json). No browser needed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';

const WEB = resolve(import.meta.dirname, '..');
const run = (bin, args) => spawnSync(process.execPath, [resolve(WEB, 'node_modules', bin), ...args], { cwd: WEB, encoding: 'utf8' });

test('eslint: every JavaScript file, recommended rules, no warning', () => {
  const r = run('eslint/bin/eslint.js', ['--max-warnings', '0', '.']);
  assert.equal(r.status, 0, `eslint found problems:\n${r.stdout}${r.stderr}`);
});

test('tsc --checkJs: the servers, the live client, the tools and the page scripts type-check', () => {
  const r = run('typescript/bin/tsc', ['-p', 'tsconfig.json']);
  assert.equal(r.status, 0, `the type check failed:\n${r.stdout}${r.stderr}`);
});

// web/README.md's plan, held: page/ imports only its neighbours (the browser
// gets a flat site); server/ imports page/ only for live_protocol.js; tools/
// imports nothing of page/, and of server/ only serve.mjs (the screenshots
// tool serves the site). Every relative import or dynamic import().
test('folders: each folder of web/ imports only what web/README.md allows', () => {
  const allowed = {
    page: (to) => dirname(to) === join(WEB, 'page'),
    server: (to) => !to.startsWith(join(WEB, 'page') + sep) || to === join(WEB, 'page', 'live_protocol.js'),
    tools: (to) => !to.startsWith(join(WEB, 'page') + sep) &&
                   (!to.startsWith(join(WEB, 'server') + sep) || to === join(WEB, 'server', 'serve.mjs')),
  };
  const problems = [];
  for (const [folder, ok] of Object.entries(allowed)) {
    for (const file of readdirSync(join(WEB, folder), { recursive: true })) {
      if (!/\.m?js$/.test(String(file))) continue;
      const path = join(WEB, folder, String(file));
      const code = readFileSync(path, 'utf8').replace(/^\s*\/\/.*$/gm, '');
      for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
        const to = resolve(dirname(path), m[1]);
        if (!ok(to)) problems.push(`${relative(WEB, path)} imports ${relative(WEB, to)}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});
