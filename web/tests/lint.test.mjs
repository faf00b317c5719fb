// The JavaScript is checked as the C++ is compiled (issue 46): ESLint's
// recommended rules with no warning (web/eslint.config.mjs) and TypeScript's
// checker over the servers, the live client, the build tools and the page's
// scripts, typed by JSDoc (web/tsconfig.json). No browser needed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
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
