// What a keyboard and screen-reader student perceives, read from outside the
// page (issues 42 and 46), for every browser test that reads it: the browser's
// accessibility tree (CDP Accessibility.getFullAXTree: roles, names, states,
// what a dialog or a menu holds), the focus (the tree's focused node, or
// document.activeElement), and the live regions' text over time (a recorder
// that keeps every text a region held, since a screen reader reads each
// change). gtl.state() never stands in for these.
import { drawn } from './helpers.mjs';

// The accessibility tree as a screen reader has it: the nodes not ignored,
// each {id, parent, role, name, value, focused, disabled, selected, checked,
// pressed, expanded, modal, level, kids}. The array's `byId` holds every
// node, ignored ones too (a walk down passes through them; under()).
export async function axNodes(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const out = nodes.filter((n) => !n.ignored).map((n) => {
    const props = Object.fromEntries((n.properties || []).map((p) => [p.name, p.value && p.value.value]));
    return {
      id: n.nodeId, parent: n.parentId, role: n.role?.value, name: n.name?.value || '', value: n.value?.value,
      focused: !!props.focused, disabled: !!props.disabled, selected: props.selected, checked: props.checked,
      pressed: props.pressed, expanded: props.expanded, modal: !!props.modal, level: props.level, kids: n.childIds || [],
    };
  });
  out.byId = new Map(nodes.map((n) => [n.nodeId, n]));
  return out;
}

// The nodes of a role under `node` (its dialog's buttons, a menu's items),
// each {name, focused}, in the tree's order, through ignored nodes too.
export function under(nodes, node, role) {
  const found = [];
  const walk = (id) => {
    const n = nodes.byId.get(id);
    if (!n) return;
    const focused = (n.properties || []).some((p) => p.name === 'focused' && p.value.value);
    if (!n.ignored && (role instanceof RegExp ? role.test(n.role?.value || '') : n.role?.value === role))
      found.push({ name: n.name?.value || '', focused });
    (n.childIds || []).forEach(walk);
  };
  node.kids.forEach(walk);
  return found;
}

// The focused control (the document itself reports focus too: the deepest node wins).
export const focusedNode = async (page) =>
  (await axNodes(page)).filter((n) => n.focused && n.role !== 'RootWebArea').pop() || { role: '', name: '' };

// document.activeElement as the twin made it: its key, name, role, id and
// whether it is inside a dialog.
export const activeElement = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? { key: el.dataset ? el.dataset.key || '' : '', name: el.getAttribute('aria-label') || '',
                role: el.getAttribute('role') || el.tagName.toLowerCase(), id: el.id,
                inDialog: !!el.closest('[role=dialog]') } : null;
});

// Waits until pred(activeElement) holds (a few looks a frame apart at most).
export async function waitFocus(page, pred, what, timeout = 5000) {
  const t0 = Date.now();
  for (;;) {
    const f = await activeElement(page);
    if (f && pred(f)) return f;
    if (Date.now() - t0 > timeout) throw new Error(`timed out waiting for ${what}; focus is on ${JSON.stringify(f)}`);
    await page.waitForTimeout(40);
  }
}

// Presses Tab (Shift+Tab with back) until the focused node's name in the
// accessibility tree matches `re`, as a screen-reader user listens for it.
// `what` says what is looked for (in the error), or is the options object.
export async function tabTo(page, re, what = '', { back = false, max = 200 } = {}) {
  if (typeof what === 'object') ({ what = '', back = false, max = 200 } = what);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focusedNode(page);
    if (re.test(f.name)) return f;
  }
  throw new Error(`Tab never reached ${what || re} (${re})`);
}

// Presses `key` (inside a composite: a menu, a grid) until the focused
// element's name matches; returns it (activeElement's form).
export async function arrowTo(page, key, match, max = 60) {
  for (let i = 0; i < max; i++) {
    const f = await activeElement(page);
    if (f && match.test(f.name)) return f;
    await page.keyboard.press(key);
    await drawn(page, 1);
  }
  throw new Error(`${key} never reached ${match}`);
}

// Waits for the accessibility tree to show what `pred` looks for (it is
// mirrored from the frames the app draws: each look waits for one).
export async function waitAx(page, pred, what, looks = 400) {
  for (let i = 0; i < looks; i++) {
    const r = pred(await axNodes(page));
    if (r) return r;
    await drawn(page, 1);
  }
  throw new Error(`the accessibility tree never showed ${what}`);
}

// The twin mirrors the app a few times a second after frames: asks for a look
// at once and waits for it (gtl.a11y.looks counts looks, changed or not), so
// the twin then mirrors the app as it is now.
export async function twinSettled(page) {
  await drawn(page);
  await page.evaluate(async () => {
    const start = window.gtl.a11y.looks;
    window.gtl.a11y.refresh();
    const t0 = performance.now();
    while (window.gtl.a11y.looks <= start && performance.now() - t0 < 3000) await new Promise((r) => setTimeout(r, 20));
  });
}

// Every text the polite ("say") and the assertive ("alert") regions held, in
// order, from now on. texts(): the texts; entries(): {region, text};
// waitFor(re, what): until one matches.
export async function recorder(page) {
  await page.evaluate(() => {
    if (window.__heard) return;
    window.__heard = [];
    for (const id of ['say', 'alert']) {
      const box = document.getElementById(id);
      new MutationObserver(() => {
        const text = box.textContent.replace(/\u00a0/g, ' ').trim();
        if (text) window.__heard.push({ region: id, text });
      }).observe(box, { childList: true, characterData: true, subtree: true });
    }
  });
  return {
    texts: () => page.evaluate(() => window.__heard.map((h) => h.text)),
    entries: () => page.evaluate(() => window.__heard.slice()),
    waitFor: (re, what, timeout = 15000) => page.waitForFunction(
      ([src, flags]) => window.__heard.some((h) => new RegExp(src, flags).test(h.text)), [re.source, re.flags], { timeout })
      .catch(async (e) => {
        const last = await page.evaluate(() => window.__heard.slice(-12).map((h) => h.text));
        throw new Error(`never heard ${what} (${re}); heard: ${JSON.stringify(last)}`, { cause: e });
      }),
  };
}

// Each dialog in the accessibility tree: its name, its text, its headings and
// its buttons' names.
export async function dialogs(page) {
  const nodes = await axNodes(page);
  return nodes.filter((n) => n.role === 'dialog').map((d) => ({
    name: d.name, text: under(nodes, d, 'StaticText').map((t) => t.name).join(' '),
    headings: under(nodes, d, 'heading').map((t) => t.name), buttons: under(nodes, d, 'button').map((t) => t.name),
  }));
}
