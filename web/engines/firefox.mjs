// Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi.
// No browser download: PUPPETEER_SKIP_DOWNLOAD is set in scripts/setup.sh and the
// executable is Debian's. Each tab lives in a browser context of its own (a
// fresh profile state: storage, service workers, cache), as the Chromium suite
// does with Playwright's contexts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

export const FIREFOX = process.env.GTL_FIREFOX || '/usr/bin/firefox-esr';

// Environment for Firefox as root in CI: its profile in /tmp, no crash reporter
// dialog, no remote-settings or update traffic (prefs below), X11 only.
function firefoxEnv(display) {
  const env = { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1', MOZ_DISABLE_AUTO_SAFE_MODE: '1', MOZ_ENABLE_WAYLAND: '0' };
  if (display) env.DISPLAY = display; else delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  return env;
}

const PREFS = {
  'app.update.enabled': false, 'browser.shell.checkDefaultBrowser': false, 'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false, 'browser.safebrowsing.malware.enabled': false, 'browser.safebrowsing.phishing.enabled': false,
  'network.captive-portal-service.enabled': false, 'network.connectivity-service.enabled': false,
  'extensions.getAddons.cache.enabled': false, 'browser.region.network.url': '', 'browser.search.geoip.url': '',
  'dom.serviceWorkers.enabled': true, 'dom.serviceWorkers.testing.enabled': true,
  'browser.sessionstore.resume_from_crash': false, 'intl.accept_languages': 'en-US', 'intl.locale.requested': 'en-US',
};

// Launches Firefox; display: an X display (headed) or null (headless).
export async function launchFirefox(display) {
  const profile = mkdtempSync(join(tmpdir(), 'gtl-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox', executablePath: FIREFOX, headless: !display, userDataDir: profile,
    extraPrefsFirefox: PREFS, env: firefoxEnv(display), protocolTimeout: 240000, timeout: 60000,
    args: ['--window-size=1400,900'],
  });
  const version = await browser.version();
  return {
    name: 'Firefox ESR', version, raw: browser,
    async newTab({ width = 1280, height = 720 } = {}) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      return makeTab(page, context);
    },
    async close() {
      await browser.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

function makeTab(page, context) {
  const problems = [];
  let origin = null;
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e && e.message || e}`));
  page.on('request', (r) => {
    const u = r.url();
    if (origin && !u.startsWith(origin) && !/^(data|blob|about):/.test(u)) problems.push(`request outside the origin: ${u}`);
  });
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()} for ${r.url()}`); });
  return {
    page,
    eval: (fn, arg) => page.evaluate(fn, arg),
    move: (x, y) => page.mouse.move(x, y),
    down: () => page.mouse.down(),
    up: () => page.mouse.up(),
    async key(name) {
      await page.keyboard.down(name);
      await new Promise((r) => setTimeout(r, 80));
      await page.keyboard.up(name);
    },
    resize: (width, height) => page.setViewport({ width, height }),
    async goto(url) { origin = new URL(url).origin + '/'; await page.goto(url, { timeout: 60000 }); },
    async screenshot() { return Buffer.from(await page.screenshot({ type: 'png' })); },
    async problems() { return problems.splice(0); },
    async close() { await context.close().catch(() => {}); },
  };
}

export const firefoxEngine = {
  id: 'firefox', name: 'Firefox ESR', launch: launchFirefox,
  // Firefox has service workers on http://127.0.0.1 (a secure context).
  async serviceWorkers(tab) {
    const has = await tab.eval(() => 'serviceWorker' in navigator && isSecureContext);
    return has ? null : 'navigator.serviceWorker is missing in this Firefox';
  },
};
