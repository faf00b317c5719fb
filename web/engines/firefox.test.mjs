// Smoke tests of the page in Firefox ESR (Debian's firefox-esr), headed under
// Xvfb, driven by puppeteer-core over WebDriver BiDi; see docs/browsers.md.
//   cd web && node --test --test-concurrency=1 engines/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../server/serve.mjs';
import { SITE, smokeSuite, saveArtifact } from './common.mjs';
import { firefoxEngine, launchFirefox } from './firefox.mjs';

smokeSuite(firefoxEngine);

// Headless Firefox has no WebGL 2 on this machine (no GPU, no display): the page
// must say so in words, never leave a blank canvas.
test('Firefox ESR headless (no WebGL 2): the page explains that WebGL 2 is needed', async () => {
  const { server, url } = await startServer(SITE);
  const browser = await launchFirefox(null);
  try {
    const tab = await browser.newTab({ width: 1280, height: 720 });
    await tab.goto(url);
    const r = await tab.eval(() => Promise.race([
      window.gtl.ready.then(() => ({ started: true }), (e) => ({ started: false, error: String(e.message) })),
      new Promise((ok) => setTimeout(() => ok({ started: null }), 30000)),
    ]));
    const hasWebGL2 = await tab.eval(() => !!document.createElement('canvas').getContext('webgl2'));
    if (hasWebGL2) {
      // A machine whose headless Firefox has WebGL 2: then the page must start.
      assert.equal(r.started, true, JSON.stringify(r));
      console.log('# headless Firefox has WebGL 2 here: the page started (no message to check)');
      return;
    }
    assert.equal(r.started, false, JSON.stringify(r));
    assert.match(r.error, /needs WebGL 2/);
    const shown = await tab.eval(() => {
      const visible = [...document.body.querySelectorAll('*')].filter((e) => {
        const st = getComputedStyle(e);
        const b = e.getBoundingClientRect();
        return st.display !== 'none' && st.visibility !== 'hidden' && +st.opacity > 0 && b.width > 0 && b.height > 0
          && /needs WebGL 2/.test(e.textContent) && e.children.length === 0;
      });
      return visible.map((e) => e.textContent.trim());
    });
    assert.ok(shown.length >= 1, 'the message is visible on the page');
    assert.match(shown[0], /Try an up-to-date Chrome, Firefox or Edge/);
    saveArtifact('firefox-headless-no-webgl2', await tab.screenshot());
    assert.deepEqual((await tab.problems()).filter((p) => !/WebGL/i.test(p)), []);
    await tab.close();
  } finally {
    await browser.close();
    server.close();
  }
});
