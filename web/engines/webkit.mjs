// WebKit: Debian's WebKitGTK (the engine of every browser on an iPad) through
// WebKitWebDriver (package webkit2gtk-driver) driving its MiniBrowser in
// automation mode, with selenium-webdriver as the W3C WebDriver client (no
// Selenium Manager, no driver download: the client talks to the WebKitWebDriver
// started here).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, Key, Origin, Button } from 'selenium-webdriver';
import { sleep } from './common.mjs';

export const WEBKIT_DRIVER = process.env.GTL_WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';

// MiniBrowser ships in libwebkit2gtk-4.1-0 outside PATH; its path comes from the
// package's file list (dpkg -L), with the usual location as the fallback.
export function miniBrowserPath() {
  if (process.env.GTL_MINIBROWSER) return process.env.GTL_MINIBROWSER;
  for (const pkg of ['libwebkit2gtk-4.1-0', 'libwebkitgtk-6.0-4']) {
    try {
      const hit = execFileSync('dpkg', ['-L', pkg], { stdio: ['ignore', 'pipe', 'ignore'] }).toString()
        .split('\n').find((l) => /\/MiniBrowser$/.test(l));
      if (hit && existsSync(hit)) return hit;
    } catch {}
  }
  return '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

const freePort = () => new Promise((ok, fail) => {
  const s = createServer();
  s.once('error', fail);
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); });
});

// Environment of the driver and so of MiniBrowser and WebKit's own processes.
// WebKit sandboxes its web processes with bubblewrap. That works as root on this
// kind of machine; where bwrap cannot make its namespaces (some containers), the
// sandbox is turned off with a printed note. GTL_WEBKIT_SANDBOX=0 turns it off.
function webkitEnv(display) {
  const env = { ...process.env, DISPLAY: display, GDK_BACKEND: 'x11', LANG: 'C.UTF-8', LANGUAGE: 'en' };
  delete env.WAYLAND_DISPLAY;
  let why = process.env.GTL_WEBKIT_SANDBOX === '0' ? 'GTL_WEBKIT_SANDBOX=0' : null;
  if (!why) {
    try { execFileSync('bwrap', ['--ro-bind', '/', '/', '--unshare-all', 'true'], { stdio: 'ignore', timeout: 10000 }); }
    catch (e) { why = `bubblewrap cannot run here (${e.message.split('\n')[0]})`; }
  }
  if (why) {
    console.log(`# WebKit's sandbox is off: ${why}`);
    env.WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS = '1';
  }
  return env;
}

export async function launchWebKit(display) {
  if (!display) throw new Error('MiniBrowser has no headless mode here: it needs an X display');
  const port = await freePort();
  const env = webkitEnv(display);
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  driver.stdout.on('data', (d) => { log += d; });
  driver.stderr.on('data', (d) => { log += d; });
  const exited = new Promise((ok) => driver.once('exit', ok));
  driver.once('error', (e) => { log += `cannot start ${WEBKIT_DRIVER}: ${e.message}`; });
  const stop = () => { try { driver.kill(); } catch {} };
  process.once('exit', stop);
  const caps = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
  };
  let d;
  for (let i = 0; ; ++i) {  // the driver may need a moment to listen
    try {
      d = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(caps).build();
      break;
    } catch (e) {
      if (i >= 40 || driver.exitCode !== null) { stop(); throw new Error(`no WebKitWebDriver session: ${e.message}\n${log}`); }
      await sleep(250);
    }
  }
  await d.manage().setTimeouts({ script: 240000, pageLoad: 60000 });
  const c = await d.getCapabilities();
  const version = `${c.get('browserName')} ${c.get('browserVersion')} (WebKitGTK)`;
  const main = await d.getWindowHandle();
  let current = main;
  const free = [];       // opened windows to reuse
  let mainInUse = false;
  const use = async (h) => { if (current !== h) { await d.switchTo().window(h); current = h; } };

  return {
    name: 'WebKit', version, driver: d,
    log: () => log.slice(-4000),  // the driver's and MiniBrowser's output, for a lost session
    async newTab({ width = 1280, height = 720 } = {}) {
      let handle;
      if (!mainInUse) { handle = main; mainInUse = true; }
      else if (free.length) handle = free.pop();
      else {
        await use(main);
        await d.switchTo().newWindow('window');  // switches to it
        handle = current = await d.getWindowHandle();
      }
      await use(handle);
      await setViewport(d, width, height);
      return makeTab(d, handle, use, async () => {
        await use(handle);
        await d.get('about:blank').catch(() => {});
        if (handle === main) mainInUse = false; else free.push(handle);
      });
    },
    async close() {
      await d.quit().catch(() => {});
      stop();
      await Promise.race([exited, sleep(5000)]);
    },
  };
}

// Sizes the window so that the page's CSS viewport is width x height (the
// window's toolbar takes some of the window's height).
async function setViewport(d, width, height) {
  for (let i = 0; i < 3; ++i) {
    const [iw, ih] = await d.executeScript('return [innerWidth, innerHeight]');
    if (Math.abs(iw - width) <= 1 && Math.abs(ih - height) <= 1) return;
    const r = await d.manage().window().getRect();
    await d.manage().window().setRect({ width: r.width + width - iw, height: r.height + height - ih });
    await sleep(200);
  }
}

const KEYS = { ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN,
  Home: Key.HOME, End: Key.END, Enter: Key.ENTER, Escape: Key.ESCAPE, ' ': Key.SPACE };

// In-page watch for errors (classic WebDriver has no console events): console.error,
// uncaught errors and rejections, and every resource from another origin.
const WATCH = `
  if (!window.__gtlWatch) {
    const seen = window.__gtlWatch = [];
    const err = console.error.bind(console);
    console.error = (...a) => { seen.push('console error: ' + a.map(String).join(' ')); err(...a); };
    addEventListener('error', (e) => seen.push('page error: ' + (e.message || (e.target && e.target.src) || 'error')), true);
    addEventListener('unhandledrejection', (e) => seen.push('page error: unhandled rejection ' + (e.reason && e.reason.message || e.reason)));
    const check = (list) => { for (const r of list.getEntries ? list.getEntries() : list) {
      if (!r.name.startsWith(location.origin + '/') && !/^(data|blob):/.test(r.name)) seen.push('request outside the origin: ' + r.name);
      if (r.responseStatus >= 400) seen.push('HTTP ' + r.responseStatus + ' for ' + r.name);
    } };
    check(performance.getEntriesByType('resource'));
    try { new PerformanceObserver(check).observe({ type: 'resource' }); } catch (e) {}
  }`;

function makeTab(d, handle, use, release) {
  const problems = [];
  const drain = async () => {
    try {
      await use(handle);
      problems.push(...await d.executeScript('const w = window.__gtlWatch || []; return w.splice(0);'));
    } catch {}
  };
  const act = async (fn) => { await use(handle); await fn(d.actions({ async: true })).perform(); };
  return {
    async eval(fn, arg) {
      await use(handle);
      const r = await d.executeAsyncScript(`const done = arguments[arguments.length - 1];
        try { Promise.resolve((${fn})(arguments[0])).then((v) => done({ v: v === undefined ? null : v }),
                                                            (e) => done({ e: String(e && e.stack || e) })); }
        catch (e) { done({ e: String(e && e.stack || e) }); }`, arg === undefined ? null : arg);
      if (r && 'e' in r) throw new Error('in the page: ' + r.e);
      return r ? r.v : r;
    },
    move: (x, y) => act((a) => a.move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })),
    down: () => act((a) => a.press(Button.LEFT)),
    up: () => act((a) => a.release(Button.LEFT)),
    async key(name) {
      const k = KEYS[name] ?? name;
      await act((a) => a.keyDown(k));
      await sleep(80);
      await act((a) => a.keyUp(k));
    },
    async resize(width, height) { await use(handle); await setViewport(d, width, height); },
    async goto(url) {
      await use(handle);
      await d.get(url);
      await d.executeScript(WATCH);
    },
    async screenshot() { await use(handle); return Buffer.from(await d.takeScreenshot(), 'base64'); },
    async problems() { await drain(); return problems.splice(0); },
    async close() { await release(); },
  };
}

export const webkitEngine = {
  id: 'webkit', name: 'WebKit', launch: launchWebKit,
  // WebKitWebDriver's answers once MiniBrowser or its web process has died.
  sessionLost: (e) => e?.name === 'NoSuchSessionError' || /Could not parse script result/.test(String(e?.message)),
  async serviceWorkers(tab) {
    const r = await tab.eval(() => ({ sw: 'serviceWorker' in navigator, secure: isSecureContext, caches: typeof caches !== 'undefined' }));
    if (!r.sw) return 'this WebKitGTK build has no navigator.serviceWorker (service workers disabled)';
    if (!r.caches) return 'this WebKitGTK build has no CacheStorage';
    return null;
  },
};
