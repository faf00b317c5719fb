// The judge-compatible CLI tools against references written here, in another
// language, straight from the rules (no shared code with the C++ solvers):
// random judge inputs in, byte-exact judge output expected.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { numberJudgeOutput } from './helpers.mjs';

const BIN = resolve(process.env.GTL_BIN || '../build/native/bin');

let seed = 20261130;
const rnd = (n) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };

test('number-game: 600 random POJ 1143 cases match the reference byte for byte', () => {
  for (let round = 0; round < 15; ++round) {
    const cases = [];
    for (let c = 0; c < 40; ++c) {
      const set = [];
      for (let y = 2; y <= 20; ++y) if (rnd(100) < 45) set.push(y);
      if (!set.length) set.push(2 + rnd(19));
      for (let i = set.length - 1; i > 0; --i) { const j = rnd(i + 1); [set[i], set[j]] = [set[j], set[i]]; }
      cases.push(set);
    }
    const input = cases.map((c) => `${c.length} ${c.join(' ')}`).join('\n') + '\n0\n';
    const out = execFileSync(join(BIN, 'number-game'), { input }).toString();
    assert.equal(out, numberJudgeOutput(cases.map((c) => [...c].sort((a, b) => a - b))));
  }
});

// The ball game from the rules: value for the player to move (1 win, 0 draw,
// -1 lose) of (balls left, mover's parity, other's parity).
function ballValue(takes, N) {
  const sizes = [...new Set(takes)];
  const memo = new Map();
  const f = (n, a, b) => {
    const k = n * 4 + a * 2 + b;
    if (memo.has(k)) return memo.get(k);
    let best = null;
    for (const t of sizes) if (t <= n) { const v = -f(n - t, b, (a + t) % 2); if (best === null || v > best) best = v; }
    if (best === null) best = a === b ? 0 : (a === 1 ? 1 : -1);
    memo.set(k, best);
    return best;
  };
  for (let n = 0; n <= N; ++n) f(n, 0, 0);  // bottom-up, so recursion stays shallow
  return f(N, 0, 0);
}

test('ball-game: 200 random judge inputs match the reference byte for byte', () => {
  for (let round = 0; round < 200; ++round) {
    const takes = [1 + rnd(30), 1 + rnd(30), 1 + rnd(99)];
    const counts = Array.from({ length: 5 }, () => 1 + rnd(999));
    const out = execFileSync(join(BIN, 'ball-game'), { input: `${takes.join(' ')}\n${counts.join(' ')}\n` }).toString();
    const want = counts.map((n) => ({ 1: '+', 0: '0', '-1': '-' })[ballValue(takes, n)]).join(' ') + '\n';
    assert.equal(out, want, `takes ${takes}, counts ${counts}`);
  }
});
