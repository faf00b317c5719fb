// The 10^6-node SPE in Chromium itself (issue 44 §5: "≤ 3 s in the page"):
// bench/payoff_spe_time.cpp built with Emscripten for the web (its header has
// the command), served by the project's own server and run in Debian's
// headless Chromium, the page's engine; its three runs of read_efg, solve_spe
// (count all, list one) and the plain induction are read from the console.
// The payoff lesson itself opens games of up to 300,000 nodes (it draws every
// node), so this is the engine's figure, not the lesson's. Not a test.
//   node web/bench/payoff_spe_page.mjs DIR   (DIR holds spe_time.html, .js, .wasm, .data)
import { launch } from '../tests/helpers.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node web/bench/payoff_spe_page.mjs DIR');
const env = await launch(dir);
try {
  const page = await (await env.browser.newContext()).newPage();
  const lines = [];
  let done;
  const finished = new Promise((ok) => { done = ok; });
  page.on('console', (m) => {
    const t = m.text();
    if (!/^nodes /.test(t)) return;
    lines.push(t);
    console.log(t);
    if (lines.length === 3) done();
  });
  await page.goto(env.url + 'spe_time.html');
  await Promise.race([finished, new Promise((_, no) => setTimeout(() => no(new Error('timed out')), 600000))]);
} finally {
  await env.close();
}
