// The accessible twin of Game Tree Lab's drawn page (docs/accessibility.md).
//
// The app draws everything on one <canvas> with Dear ImGui, which has no
// accessibility layer. Like PhET's parallel DOM, Flutter's semantics tree and
// Figma's mirror DOM, this file keeps a second structure in the page's DOM,
// mirrored from the app: real controls that a screen reader reads and the
// keyboard reaches, each laid exactly over the element it stands for (so the
// focus ring is drawn around the drawn element), none of them catching the
// mouse (pointer-events: none: the canvas keeps every click).
//
//   * the menu bar, its menus, the side panel, dialogs and the canvas's
//     buttons: every ImGui item, reported by ImGui's item hooks (gtl_twin,
//     src/app/shell/a11y.hpp); activating one is ImGui's own keyboard activation;
//   * the board of the shown lesson as a grid of buttons, named with the
//     number or cell and its state, from gtl.state(); activating one
//     dispatches the same action a click plays;
//   * the moves played as a list, the current one marked, each move's value
//     said in words (the value chart's points);
//   * the game tree as an ARIA tree (treeitem / group, level, position in its
//     set, expanded), with the APG tree keys;
//   * two live regions present from page load: polite (role=status) for what
//     changed, assertive (role=alert) for refusals and notices.
//
// Upkeep is a keyed diff: each element is found by its key (ImGui id, tile
// number, tree path) and only changed attributes are written, so focus never
// moves under the user. The twin is read from the app only after frames were
// drawn, at most every kMinGapMs (module's gtlDrew hook), never while shapes
// move (a move's animation, the tree's glide: the app says so each frame) unless
// the user's own command asks, and not at all while nothing changes.
'use strict';
(function () {
  const gtl = window.gtl;
  const Module = window.Module;
  if (!gtl || !Module) return;
  // At most four mirrorings a second while frames are drawn at rest: an
  // announcement comes within a quarter of a second of the end of a move's
  // animation (a move is said when it settles), and an animation's frames pay
  // for no diff at all (web/bench/a11y_twin.mjs measures it).
  const kMinGapMs = 250;

  const root = document.getElementById('twin');
  const say = document.getElementById('say');
  const alertBox = document.getElementById('alert');
  const canvas = document.getElementById('canvas');

  let words = {};
  const W = (key, ...args) => {
    let s = words[key] || key;
    args.forEach((a, i) => { s = s.split('{' + i + '}').join(String(a)); });
    return s;
  };

  // ------------------------------------------------------------ announcements
  // A message is re-read even when it repeats: a space is appended in turn
  // (lichess's trick), and the region exists from page load.
  let flip = false;
  function announce(text, assertive) {
    if (!text) return;
    write(assertive ? alertBox : say, text);
    record(text, assertive);
  }

  // Everything one look found, in order, as one message per region: a region
  // written twice in one task is read once, with its last text (the student's
  // own move was lost under the verdict that followed it).
  function announceAll(list) {
    const polite = list.filter(([, a]) => !a).map(([t]) => t).filter(Boolean);
    const urgent = list.filter(([, a]) => a).map(([t]) => t).filter(Boolean);
    for (const t of polite) record(t, false);
    for (const t of urgent) record(t, true);
    if (polite.length) write(say, polite.join(' '));
    if (urgent.length) write(alertBox, urgent.join(' '));
  }
  // Texts written to a region in one task are joined and written once, at the
  // end of the task (a microtask), in the order they came: the twin's own
  // changes, a refusal, the live class's words (gtl.a11y.say) alike.
  const queued = new Map();  // region -> [text]
  function write(box, text) {
    if (!queued.has(box)) {
      queued.set(box, []);
      queueMicrotask(() => {
        const all = queued.get(box);
        queued.delete(box);
        flip = !flip;
        box.textContent = all.join(' ') + (flip ? '\u00a0' : '');
      });
    }
    queued.get(box).push(text);
  }
  function record(text, assertive) {
    gtl.a11y.announced.push({ text, assertive: !!assertive, frame: lastFrame });
    if (gtl.a11y.announced.length > 50) gtl.a11y.announced.shift();
  }

  // What changed between two states, said in words (the UI's language: the
  // sentences come from the app's string tables).
  function changes(a, b) {
    const out = [];
    if (!a || !b) return out;
    // A new language rewrites every sentence: only what newly happened is said.
    const sameLang = a.settings.lang === b.settings.lang;
    if (b.notice && b.notice !== a.notice) out.push([b.notice, true]);
    // A lesson whose code is still coming, or could not come: what its stand-in says.
    const code = (s) => (s.lessonCode && s.lessonCode.sentence) || '';
    if (code(b) && code(b) !== code(a)) out.push([code(b), b.lessonCode.state === 'failed']);
    // A toast over the canvas ("Link copied …").
    if (b.toast && b.toast.text && b.toast.id !== (a.toast && a.toast.id)) out.push([b.toast.text]);
    // The lesson's own refusal and hint (the graph editor's "error", "emptyHint").
    const gi = (s) => s[s.view] || null;
    if (gi(b) && gi(b).error && gi(b).error !== (gi(a) && gi(a).error)) out.push([gi(b).error, true]);
    // The last position deleted (or "Empty"): what to do now.
    if (gi(b) && gi(b).emptyHint && gi(b).emptyHint !== (gi(a) && gi(a).emptyHint)) out.push([gi(b).emptyHint]);
    // The board's last change, in the lesson's words ("Position C added.").
    if (b.board && b.board.said && b.board.saidId !== (a.board && a.board.saidId)) out.push([b.board.said]);
    // A lecture's slide.
    if (b.lecture && (!a.lecture || a.lecture.index !== b.lecture.index || a.lecture.id !== b.lecture.id)) {
      // The slide's heading: its text's first line, after the lecture's title.
      const first = String(b.lecture.text || '').split('\n').map((l) => l.replace(/^#+\s*/, '').trim()).find((l) => l) || '';
      out.push([W('a11y.slide', b.lecture.index + 1, b.lecture.count, b.lecture.title) + (first ? ' ' + first.slice(0, 160) : '')]);
    }
    if (!sameLang) return out;
    const ta = a.teach, tb = b.teach;
    // Backward induction: each step and its decision.
    // The step names the position it decides, as the drawn caption does.
    if (tb.mode === 'induction' && (ta.mode !== 'induction' || ta.step !== tb.step) && tb.sentence) {
      const where = tb.node && !tb.sentence.includes(tb.node) ? tb.node + ': ' : '';
      out.push([W('a11y.step', tb.step, tb.steps, where + tb.sentence)]);
    }
    // Quiz feedback, once per answer, with the score; "Reveal all" is said too.
    if (tb.mode === 'quiz' && tb.quiz && tb.quiz.questions) {
      const before = (ta.quiz && ta.quiz.questions) || [];
      const sc = tb.quiz.score || {};
      const score = W('a11y.quiz_score', sc.correct, sc.answered, sc.total);
      let answered = false;
      tb.quiz.questions.forEach((q, i) => {
        const p = before[i];
        if (q.feedback && (!p || p.feedback !== q.feedback)) { out.push([W('a11y.quiz_answer', q.number, q.feedback)]); answered = true; }
      });
      if (tb.quiz.revealed && !(ta.quiz && ta.quiz.revealed)) out.push([W('a11y.quiz_revealed') + ' ' + score]);
      else if (answered) out.push([score]);
    }
    // A move: the lesson's own words once its animation is over (the Number
    // Game's caption names what the number forbade), the verdict in play, the
    // end of the game.
    const hb = b.history, ha = a.history;
    const moved = hb.length !== ha.length || hb.index !== ha.index || hb.moves.join() !== ha.moves.join();
    if (moved && !pendingMove) { pendingMove = true; pendingFrom = ha.index; }
    const settled = !lessonAnimating(b);
    if (pendingMove && settled) {
      pendingMove = false;
      // Moves played forward since the last look, the last one aside (the
      // computer answered before the student's own move settled): each is said
      // too, in order, so no move goes unheard.
      if (hb.index > pendingFrom + 1 && hb.index - pendingFrom <= 4) {
        for (let ply = pendingFrom + 1; ply < hb.index; ply++) out.push([plyWords(b, ply)]);
      }
      const text = moveWords(b);
      if (text) out.push([text]);
    }
    // In play: the verdict on the student's move, once its animation is over.
    const pb = tb.play || {};
    if (settled && tb.mode === 'play' && pb.verdict && pb.verdict !== saidVerdict) out.push([pb.verdict]);
    if (settled) saidVerdict = tb.mode === 'play' ? pb.verdict || '' : '';
    return out;
  }
  let pendingMove = false, pendingFrom = 0, saidVerdict = '';

  function lessonAnimating(s) {
    const l = s[s.view];
    if (!l) return false;
    if (l.animation) return !!l.animation.playing;
    return !!l.animating;
  }

  function moveWords(s) {
    const l = s[s.view] || {};
    const h = s.history;
    // The lesson's sentence for the move, when it has one (the Number Game's
    // caption: what the number forbade, who is to move).
    if (s.board && s.board.caption) return s.board.caption;
    const parts = [];
    if (h.index > 0) parts.push(plyWords(s, h.index));
    else {
      parts.push(W('a11y.timeline_start'));
    }
    const end = l.result || l.message;
    if (l.gameOver) parts.push(end && typeof end === 'string' ? end : W('a11y.game_over'));
    return parts.join(' ');
  }

  // "Move 3: take 1 from pile 3. <its value in words>": the value's words when
  // the value chart has them (they may come a moment later), the move always.
  function plyWords(s, ply) {
    const h = s.history;
    const v = h.values.find((x) => x.ply === ply);
    const m = v ? v.move : h.moves[ply - 1];
    return W('a11y.timeline_item', ply, moveName(s, m, ply), v ? v.words : '').trim();
  }

  // A move in the lesson's own words (state().board.moves, one per move of
  // the timeline: "take 1 from pile 3"), else its number.
  function moveName(s, m, ply) {
    const said = s.board && s.board.moves && s.board.moves[ply - 1];
    return said || String(m);
  }

  // ------------------------------------------------------------- the keyed diff
  // spec: {key, tag, attrs: {name: value|null}, props: {value, checked}, rect: [x,y,w,h] | null,
  //        children: [spec] (into el.querySelector(':scope > [data-kids]') or el itself), on: handler key}
  const byKey = new Map();
  function element(spec) {
    let el = byKey.get(spec.key);
    if (!el || el.tagName.toLowerCase() !== (spec.tag || 'div')) {
      el = document.createElement(spec.tag || 'div');
      el.dataset.key = spec.key;
      byKey.set(spec.key, el);
    }
    const attrs = spec.attrs || {};
    const names = new Set(Object.keys(attrs));
    for (const a of Array.from(el.attributes)) {
      if (a.name === 'data-key' || a.name === 'class' || a.name === 'style') continue;
      if (!names.has(a.name)) el.removeAttribute(a.name);
    }
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) { if (el.hasAttribute(k)) el.removeAttribute(k); continue; }
      const t = v === true ? 'true' : String(v);
      if (el.getAttribute(k) !== t) el.setAttribute(k, t);
    }
    const placed = !!(spec.rect && spec.rect[2] > 0 && spec.rect[3] > 0);
    const cls = spec.on ? (placed ? 'c at' : 'c') : '';
    if (el.className !== cls) el.className = cls;
    if (spec.props) {
      for (const [k, v] of Object.entries(spec.props)) {
        // Never overwrite what the user is typing.
        if (k === 'value' && document.activeElement === el) continue;
        if (el[k] !== v) el[k] = v;
      }
    }
    if (spec.text !== undefined && el.textContent !== spec.text && !spec.children) el.textContent = spec.text;
    place(el, spec.rect);
    el._spec = spec;
    if (spec.children) reconcile(kidsOf(el), spec.children);
    else {
      // No children now (a collapsed tree node, a row emptied): the group an
      // earlier build made goes, with what it held. Left in place, a collapsed
      // node kept its old subtree for screen readers, outcomes and all.
      const g = el.querySelector(':scope > [data-kids]');
      if (g) { reconcile(g, []); g.remove(); }
    }
    return el;
  }
  function kidsOf(el) {
    if (el.getAttribute('role') === 'treeitem' || el.getAttribute('role') === 'row') {
      let g = el.querySelector(':scope > [data-kids]');
      if (!g) {
        g = document.createElement('div');
        g.setAttribute('data-kids', '');
        if (el.getAttribute('role') === 'treeitem') g.setAttribute('role', 'group');
        el.appendChild(g);
      }
      return g;
    }
    return el;
  }
  function place(el, r) {
    const s = el.style;
    if (r && r[2] > 0 && r[3] > 0 && el._placeable !== false) {
      const c = canvasBox;
      const v = [Math.round(r[0] + c.left) + 'px', Math.round(r[1] + c.top) + 'px', Math.round(r[2]) + 'px', Math.round(r[3]) + 'px'];
      if (s.left !== v[0]) s.left = v[0];
      if (s.top !== v[1]) s.top = v[1];
      if (s.width !== v[2]) s.width = v[2];
      if (s.height !== v[3]) s.height = v[3];
    } else if (s.left) {
      s.left = s.top = s.width = s.height = '';
    }
  }
  // Keys used in this build: a key met twice (ImGui may report one id from two
  // places) keeps its first place, so an element is never moved into itself.
  let used = new Set();
  // Children a reconcile took out during this build, with where they were: an
  // element may move to another container in the same build (a graph's
  // position to another row of the grid), so it is forgotten, and the focus
  // it held given away, only if no container took it back (settle()).
  let orphans = [];
  function reconcile(container, specs) {
    const want = [];
    for (const spec of specs) {
      if (used.has(spec.key)) continue;
      used.add(spec.key);
      const el = element(spec);
      if (el === container || el.contains(container)) continue;
      want.push(el);
    }
    const keep = new Set(want);
    Array.from(container.children).forEach((child, at) => {
      if (child.hasAttribute('data-kids')) return;
      if (!keep.has(child)) {
        child.remove();
        orphans.push({ el: child, from: container, at });
      }
    });
    let before = container.firstElementChild;
    for (const el of want) {
      if (before && before.hasAttribute('data-kids')) before = null;
      if (el !== before) container.insertBefore(el, before);
      else before = before.nextElementSibling;
      if (el === before) before = before.nextElementSibling;
    }
    // keep the kids group last
    const kids = container.querySelector(':scope > [data-kids]');
    if (kids && kids !== container.lastElementChild) container.appendChild(kids);
  }
  function forget(el) {
    if (el.dataset && el.dataset.key && byKey.get(el.dataset.key) === el) byKey.delete(el.dataset.key);
    for (const c of el.querySelectorAll('[data-key]')) if (byKey.get(c.dataset.key) === c) byKey.delete(c.dataset.key);
  }
  // After a build: the elements that left the twin are forgotten; the one with
  // the focus keeps it if it only moved (a DOM move blurs it), else the focus
  // goes to what now stands for it.
  function settle(focused) {
    let lostFrom = null;
    for (const { el, from, at } of orphans) {
      if (el.isConnected) continue;
      forget(el);
      if (focused && el.contains(focused)) lostFrom = { from: from.isConnected ? from : root, el: focused, at: el === focused ? at : -1 };
    }
    orphans = [];
    if (!focused || document.activeElement === focused) return;
    if (focused.isConnected && root.contains(focused)) focused.focus({ preventScroll: true });
    else if (lostFrom) focusLost(lostFrom.from, lostFrom.el, lostFrom.at);
  }
  // The focused control vanished (a menu closed after its item ran, a node
  // was folded away): focus goes to what now stands for it, never to <body>.
  // A menu's item goes back to its menu bar button; a board's cell (a Nim
  // counter taken, a graph position deleted) to its nearest neighbour in the
  // same row, else another cell of the board: the student stays where they
  // play, never thrown to the menu bar.
  let lastMenubarKey = null;
  const usable = (e) => e && e.isConnected && e.getAttribute('aria-disabled') !== 'true' && !e.disabled && !e.hidden;
  function neighbour(container, lost, at) {
    const role = lost.getAttribute('role');
    if (!role) return null;
    const same = Array.from(container.querySelectorAll(`:scope > [role="${role}"]`)).filter(usable);
    if (same.length) return same[Math.min(same.length - 1, at >= 0 ? at : same.length - 1)];
    const region = container.closest('[role=grid],[role=tree],[role=listbox],[role=group],[role=list]');
    return region ? Array.from(region.querySelectorAll(`[role="${role}"]`)).find(usable) || null : null;
  }
  function focusLost(container, lost, at = -1) {
    const inMenu = !!container.closest('[role=menu],[role=menubar]');
    queueMicrotask(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const back = (inMenu && lastMenubarKey && byKey.get(lastMenubarKey)) || (lost && neighbour(container, lost, at)) ||
                   container.querySelector('[tabindex="0"]') || (lastMenubarKey && byKey.get(lastMenubarKey)) ||
                   root.querySelector('[tabindex="0"]') || canvas;
      back.focus({ preventScroll: true });
    });
  }

  // ------------------------------------------------------------ reading the app
  let canvasBox = { left: 0, top: 0 };
  let lastFrame = -1, lastState = null, twin = null, pending = false, lastRun = 0;
  let building = null;  // the state a build() mirrors, while it runs
  let lastRawTwin = '', lastRawState = '';
  let focusAfter = null;  // {key} to focus once the element exists (a menu that opens)

  // While a move animates or the tree's view glides, every frame moves shapes
  // and nothing a screen reader hears: the twin waits for the first frame at
  // rest (the app says which, Module.gtlDrew's second argument). A command of
  // the user's own (urgent) is mirrored at once all the same.
  let moving = false, urgent = false;
  function schedule(now) {
    if (now) urgent = true;
    if (pending) return;
    pending = true;
    const wait = now ? 0 : Math.max(0, kMinGapMs - (performance.now() - lastRun));
    setTimeout(run, wait);
  }
  Module.gtlDrew = (frame, inMotion) => {
    lastFrame = frame;
    moving = !!inMotion;
    if (gtl._live && gtl.a11y.enabled && !moving) schedule(false);
  };

  function run() {
    pending = false;
    if (!gtl._live) return;
    if (moving && !urgent && !focusAfter) return;  // the frame at rest schedules the next look
    urgent = false;
    const t0 = performance.now();
    lastRun = t0;
    let st, rawTwin, rawState;
    try {
      rawTwin = Module.ccall('gtl_twin', 'string', [], []);
      rawState = Module.ccall('gtl_state', 'string', [], []);
    } catch (e) {
      return;  // the app stopped: nothing more to mirror
    }
    // Nothing changed since the last look (an idle heartbeat, a frame that
    // moved nothing): no parse, no diff.
    // The state's frame counters and timing change every frame: compared
    // without them (the twin has none).
    const keyTwin = rawTwin, keyState = rawState.replace(/"(frame|frameMs|pictures)":[^,}]*/g, '');
    if (keyTwin === lastRawTwin && keyState === lastRawState && !focusAfter) {
      gtl.a11y.looks++;
      if (pendingMove) setTimeout(() => schedule(false), kMinGapMs);
      return;
    }
    lastRawTwin = keyTwin;
    lastRawState = keyState;
    twin = JSON.parse(rawTwin);
    st = JSON.parse(rawState);
    if (!st || !st.settings) return;
    if (!lastState || lastState.settings.lang !== st.settings.lang) loadWords(st);
    const c = canvas.getBoundingClientRect();
    canvasBox = { left: c.left, top: c.top };
    building = st;
    build(st);
    building = null;
    announceAll(changes(lastState, st));
    lastState = st;
    // A move still animating is said when it settles, even if no frame
    // follows its last one (the app idles): look again shortly.
    if (pendingMove) setTimeout(() => schedule(false), kMinGapMs);
    if (focusAfter) {
      const el = byKey.get(focusAfter.key) || (focusAfter.first && root.querySelector(focusAfter.first));
      if (el) { el.focus({ preventScroll: true }); focusAfter = null; }
      else if (--focusAfter.tries <= 0) focusAfter = null;
    }
    gtl.a11y.updates++;
    gtl.a11y.looks++;
    gtl.a11y.lastMs = performance.now() - t0;
    gtl.a11y.totalMs += gtl.a11y.lastMs;
    gtl.a11y.frame = lastFrame;
  }

  function loadWords(st) {
    try { words = JSON.parse(Module.ccall('gtl_twin_words', 'string', [], [])); } catch (e) { words = {}; }
    document.documentElement.lang = st.settings.lang === 'zh' ? 'zh-Hans' : 'en';
    canvas.setAttribute('aria-roledescription', W('a11y.region_lesson'));
  }

  function command(op, id, text) {
    const r = JSON.parse(Module.ccall('gtl_twin_command', 'string', ['string'], [JSON.stringify({ op, id, text })]));
    schedule(true);
    return r;
  }
  function act(action) {
    const r = gtl.dispatch(action);
    if (!r.ok) announce(r.error, true);
    schedule(true);
    return r;
  }

  // --------------------------------------------------------------- the sections
  // Drawn items the moves list and the tree say better than a button would;
  // the board's own items are the lesson's cells (state().board).
  const BOARD_NAMES = /^(history\.move\.|tree\.node:|tree\.group:|tree\.expander:)/;

  function build(st) {
    const wins = twin.windows;
    const groups = wins.map(() => []);
    const cellItems = new Set(((st.board && st.board.cells) || []).map((c) => c.item).filter(Boolean));
    for (const w of twin.widgets) {
      if (w.name && (BOARD_NAMES.test(w.name) || cellItems.has(w.name))) continue;  // the board, the moves and the tree say these better
      if (groups[w.win]) groups[w.win].push(w);
    }
    const sections = [];
    // The menu bar first, then its open menus, as a screen reader expects them.
    wins.forEach((win, i) => { if (win.kind === 'menubar') sections.push(menubar(win, groups[i])); });
    // Each open menu is named by the item that opened it: a menu by its menu
    // bar item, a submenu by its item in the menu before it (ImGui lists them in order).
    // A submenu (View › Language) is a menu of its own, after its parent's,
    // and knows the item that opened it (← and Esc go back there).
    let opener = groups[wins.findIndex((w) => w.kind === 'menubar')] || [], sub = false;
    wins.forEach((win, i) => {
      if (win.kind !== 'menu') return;
      const by = opener.find((w) => w.open);
      sections.push(menu(win, i, groups[i], by ? widgetName(by) : '', sub && by ? 'm' + by.id : null));
      opener = groups[i];
      sub = true;
    });
    wins.forEach((win, i) => { if (win.kind === 'panel') sections.push(region('panel', W('a11y.region_panel'), groups[i])); });
    const lesson = wins.findIndex((w) => w.kind === 'canvas');
    sections.push(lessonRegion(st, lesson >= 0 ? groups[lesson] : []));
    wins.forEach((win, i) => {
      if (['menubar', 'menu', 'panel', 'canvas'].includes(win.kind) || !groups[i].length) return;
      // A dialog that says something (a question: twin_window_text) or an
      // ImGui modal is a modal dialog, named by its text (dialogFocus).
      const modal = win.kind === 'dialog' || (win.kind === 'popup' && !!win.text);
      if (win.kind === 'window' && win.text) { sections.push(textWindow(win, groups[i])); return; }
      const r = region('win:' + win.name, win.text || win.title || W('a11y.region_dialog'), groups[i],
                       win.kind === 'dialog' || win.kind === 'popup' ? 'dialog' : 'region');
      if (modal) r.attrs['aria-modal'] = 'true';
      sections.push(r);
    });
    // Help › Keyboard shortcuts: its table is drawn text, so the twin lists
    // the keys of its own controls there (the same rows the window shows).
    if (st.settings.shortcutsShown) sections.push(keysSpec());
    used = new Set();
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    reconcile(root, sections);
    settle(focused);
    dialogFocus(focused);
    // The canvas is the picture: its text alternative says what it shows.
    const sel = twin.tree.items.find((t) => t.selected);
    const alt = W('a11y.canvas') + ' ' + W('a11y.tree_alt', twin.tree.drawn, sel ? sel.name : '-');
    if (canvas.getAttribute('aria-label') !== alt) canvas.setAttribute('aria-label', alt);
  }

  // A modal dialog takes the focus when it opens (its first control), keeps
  // Tab inside while open (the keydown handler), and gives the focus back to
  // where it came from when it closes.
  let dialogFrom = null, dialogKey = null;
  function dialogFocus(focused) {
    const dlg = /** @type {HTMLElement} */ (root.querySelector('[role=dialog][aria-modal=true]') ||
                                            root.querySelector('[role=dialog][data-opens-focus]'));
    if (dlg && dlg.dataset.key !== dialogKey) {
      dialogKey = dlg.dataset.key;
      dialogFrom = focused && focused.dataset ? focused.dataset.key : null;
      // Opened from a menu (Help › Rules): the focus stays in the window, not
      // back on the menu bar, and comes back to the menu bar item when it closes.
      if (focused && focused.closest && focused.closest('[role=menu]')) dialogFrom = lastMenubarKey;
      focusAfter = null;
      const first = /** @type {HTMLElement} */ (dlg.querySelector('[tabindex="0"]'));
      if (first) first.focus({ preventScroll: true });
      announce(dlg.getAttribute('aria-label'));  // its question, heard as it opens
    } else if (!dlg && dialogKey) {
      dialogKey = null;
      const back = dialogFrom && byKey.get(dialogFrom);
      const here = document.activeElement;
      if (back && back.isConnected && (!here || here === document.body || !root.contains(here))) back.focus({ preventScroll: true });
      dialogFrom = null;
    }
  }
  function trapTab(e) {
    const dlg = root.querySelector('[role=dialog][aria-modal=true]');
    if (!dlg) return false;
    const items = /** @type {HTMLElement[]} */ (Array.from(dlg.querySelectorAll('[tabindex="0"]')));
    if (!items.length) return false;
    const i = items.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    const to = items[(i < 0 ? 0 : i + (e.shiftKey ? items.length - 1 : 1)) % items.length];
    to.focus({ preventScroll: true });
    e.preventDefault();
    return true;
  }
  // A slider's keys: arrows step it, Page keys by ten steps, Home and End to
  // its ends, through the action the app named for it.
  function sliderKeys(e, el) {
    const sl = twin.widgets.find((w) => String(w.id) === el.dataset.id);
    if (!sl || !sl.slider) return;
    const { value, min, max, step, action } = sl.slider;
    const by = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step, PageUp: 10 * step, PageDown: -10 * step }[e.key];
    let to = by !== undefined ? value + by : e.key === 'Home' ? min : e.key === 'End' ? max : null;
    if (to === null) return;
    to = Math.round(Math.min(max, Math.max(min, to)) / step) * step;
    act({ type: action, value: Number(to.toFixed(6)) });
    e.preventDefault();
  }

  // A widget's name: its visible label, else the words for its automation
  // name, else the name itself; a number field's - and + say whose they are.
  function widgetName(w, prev) {
    if ((w.label === '-' || w.label === '+') && prev && prev.input)
      return W(w.label === '-' ? 'a11y.decrease' : 'a11y.increase', widgetName(prev));
    // A label of symbols only ("|<", ">", "≡") says nothing read aloud: the
    // item's name in words (a11y.name.*) is used instead.
    const named = w.name && nameWords(w.name);
    if (w.label && (!named || /[\p{L}\p{N}]/u.test(w.label))) return w.label;
    if (named) return named;
    return w.name ? w.name.replace(/[._:]/g, ' ') : '';
  }
  // A control's name in words: the shell's "a11y.name.<item>", else the
  // lesson's own "<game>.a11y.<rest>" for an item "<game>.<rest>", or
  // "<lesson>.a11y.<item>" for a lesson's item named otherwise ("strip.count").
  function nameWords(name) {
    const dot = name.indexOf('.');
    // The lesson being mirrored now (a build runs before lastState is the new
    // state: after a lesson switch its fields were named by the old lesson's words).
    const view = (building || lastState || {}).view;
    return words['a11y.name.' + name] || (dot > 0 && words[name.slice(0, dot) + '.a11y.' + name.slice(dot + 1)]) ||
           (view && words[view + '.a11y.' + name]) || '';
  }
  const KEY_ROWS = ['tab', 'f10', 'arrows', 'enter', 'digits', 'tree', 'tree_enter', 'graph', 'esc'];
  function keysSpec() {
    return { key: 'keys', tag: 'section', attrs: { 'aria-label': W('a11y.keys_title') }, children: [
      { key: 'keys:list', tag: 'ul', attrs: {}, children: KEY_ROWS.map((k) => ({
        key: 'key:' + k, tag: 'li', attrs: {}, text: W('a11y.key.' + k + '.key') + ': ' + W('a11y.key.' + k) })) }] };
  }

  function widgetSpec(w, prefix, prev) {
    const key = prefix + w.id;
    // Text a reader needs in its place (a quiz's score and feedback): a
    // paragraph read in browse mode, not a Tab stop.
    if (w.text) return { key, rect: w.r, tag: 'p', attrs: {}, text: w.label };
    const spec = { key, rect: w.r, attrs: { 'aria-label': w.named || widgetName(w, prev), 'data-id': w.id, tabindex: '0' } };
    if (w.disabled) spec.attrs['aria-disabled'] = 'true';
    if (w.pressed !== undefined) spec.attrs['aria-pressed'] = w.pressed ? 'true' : 'false';
    if (w.slider) {
      // A slider (role, value, range, value in words); arrows step it (sliderKeys).
      spec.tag = 'div';
      Object.assign(spec.attrs, { role: 'slider', 'aria-valuenow': w.slider.value, 'aria-valuemin': w.slider.min,
                                  'aria-valuemax': w.slider.max, 'aria-valuetext': w.slider.text || null });
      spec.on = 'slider';
    } else if (w.radio !== undefined) {
      spec.tag = 'button';
      Object.assign(spec.attrs, { role: 'radio', 'aria-checked': w.radio ? 'true' : 'false' });
      spec.on = 'widget';
    } else if (w.input) {
      spec.tag = 'input';
      spec.attrs.type = 'text';
      // What the drawn field holds, as the app reports it for every field
      // (twin_value_last_item), whatever the field is.
      spec.props = { value: w.value !== undefined ? String(w.value) : '' };
      spec.on = 'input';
    } else if (w.checked !== undefined) {
      spec.tag = 'input';
      spec.attrs.type = 'checkbox';
      spec.props = { checked: !!w.checked };
      spec.on = 'widget';
    } else {
      spec.tag = 'button';
      if (w.open !== undefined) spec.attrs['aria-expanded'] = w.open ? 'true' : 'false';
      spec.on = 'widget';
    }
    return spec;
  }
  // The number field that a - or + button follows (InputInt draws the field, then -, then +).
  function lastInput(widgets, i) {
    for (let k = i - 1; k >= 0 && k >= i - 2; k--) if (widgets[k].input) return widgets[k];
    return null;
  }
  // A window that says something in paragraphs (Help › Rules: twin_window_text
  // on a plain window): a non-modal dialog named by its title, its text as a
  // heading (the title) and paragraphs, then its controls. It takes the focus as
  // it opens (dialogFocus), as a window opened from a menu does; Esc closes it.
  function textWindow(win, widgets) {
    // Keyed by ImGui's id part ("###help.rules.window:ttt:en", one window per game and language).
    const id = win.name.includes('###') ? win.name.slice(win.name.indexOf('###')) : win.name;
    const title = win.title || W('a11y.region_dialog');
    const r = region('win:' + id, title, widgets, 'dialog');
    r.attrs['data-opens-focus'] = '';
    // Esc in it presses its Close button (an item named "<window>.close").
    const close = widgets.find((w) => w.name && w.name.endsWith('.close'));
    if (close) r.attrs['data-close'] = close.id;
    const paras = win.text.split(/\n\n+/).map((t, k) => ({ key: 'p:' + id + ':' + k, tag: 'p', attrs: {}, text: t }));
    r.children = [{ key: 'h:' + id, tag: 'h2', attrs: {}, text: title }, ...paras, ...r.children];
    return r;
  }

  function region(key, label, widgets, role) {
    return { key: 'r:' + key, tag: 'section', attrs: { 'aria-label': label, role: role || null },
             children: widgets.map((w, i) => widgetSpec(w, 'w', lastInput(widgets, i))) };
  }

  function menubar(win, widgets) {
    let focusable = widgets.findIndex((w) => byKey.get('m' + w.id) && byKey.get('m' + w.id).tabIndex === 0);
    if (focusable < 0) focusable = 0;
    return { key: 'menubar', attrs: { role: 'menubar', 'aria-label': W('a11y.region_menu') },
             children: widgets.map((w, i) => ({
               key: 'm' + w.id, rect: w.r, on: 'menubar',
               attrs: { role: 'menuitem', 'aria-label': widgetName(w), 'data-id': w.id, tabindex: i === focusable ? '0' : '-1',
                        'aria-haspopup': w.open !== undefined ? 'menu' : null,
                        'aria-expanded': w.open !== undefined ? (w.open ? 'true' : 'false') : null,
                        'aria-checked': null },
             })) };
  }

  function menu(win, i, widgets, name, openerKey) {
    return { key: 'menu:' + win.name, attrs: { role: 'menu', 'aria-label': name || win.title || W('a11y.region_menu'),
                                               'data-opener': openerKey },
             children: widgets.map((w) => ({
               key: 'm' + w.id, rect: w.r, on: 'menu',
               attrs: { role: w.checked !== undefined ? 'menuitemcheckbox' : 'menuitem', 'aria-label': widgetName(w),
                        'data-id': w.id, tabindex: '-1', 'aria-checked': w.checked !== undefined ? String(!!w.checked) : null,
                        'aria-haspopup': w.open !== undefined ? 'menu' : null,
                        'aria-expanded': w.open !== undefined ? (w.open ? 'true' : 'false') : null,
                        'aria-disabled': w.disabled ? 'true' : null, lang: partLang(widgetName(w)) },
             })) };
  }
  // A part in another language than the page's (WCAG 3.1.2): a language's own
  // name in the Language menu ("简体中文" on an English page, "English" on a
  // Chinese one) is read by a voice of that language.
  function partLang(name) {
    const page = document.documentElement.lang || 'en';
    if (/^[\u4e00-\u9fff]/.test(name) && !page.startsWith('zh')) return 'zh-Hans';
    if (name === 'English' && page.startsWith('zh')) return 'en';
    return null;
  }

  function lessonRegion(st, widgets) {
    const kids = [];
    const board = boardSpec(st);
    if (board) kids.push(board);
    widgets.forEach((w, i) => kids.push(widgetSpec(w, 'w', lastInput(widgets, i))));
    kids.push(timelineSpec(st));
    kids.push(treeSpec(st));
    return { key: 'r:lesson', tag: 'section', attrs: { 'aria-label': W('a11y.region_lesson') }, children: kids };
  }

  // ---- the board: rows of cells, rows found from the drawn rectangles
  function rect(name) { return twin.items[name] || null; }

  function gridFrom(cells, label) {
    // Cells are {key, name, rect, action, disabled, pressed, keys}; rows by drawn y.
    const rows = [];
    const placed = cells.filter((c) => c.rect);
    placed.sort((a, b) => a.rect[1] - b.rect[1] || a.rect[0] - b.rect[0]);
    for (const c of placed) {
      const row = rows.find((r) => Math.abs(r.y - c.rect[1]) < c.rect[3] / 2);
      if (row) row.cells.push(c); else rows.push({ y: c.rect[1], cells: [c] });
    }
    const unplaced = cells.filter((c) => !c.rect);
    if (unplaced.length) rows.push({ y: 1e9, cells: unplaced });
    rows.forEach((r) => r.cells.sort((a, b) => (a.rect ? a.rect[0] : 0) - (b.rect ? b.rect[0] : 0)));
    const current = /** @type {HTMLElement} */ (root.querySelector('[data-grid] [tabindex="0"]'));
    const currentKey = current && current.dataset.key;
    let stop = cells.find((c) => 'b' + c.key === currentKey) ? currentKey : null;
    if (!stop) { const first = cells.find((c) => !c.disabled) || cells[0]; stop = first ? 'b' + first.key : null; }
    return { key: 'board', attrs: { role: 'grid', 'aria-label': label, 'data-grid': '' },
             children: rows.map((r, ri) => ({ key: 'row' + ri, attrs: { role: 'row' }, children: r.cells.map((c) => ({
               key: 'b' + c.key, rect: c.rect, on: 'cell',
               attrs: { role: 'gridcell', 'aria-label': c.name, tabindex: 'b' + c.key === stop ? '0' : '-1',
                        'aria-disabled': c.disabled ? 'true' : null, 'data-action': JSON.stringify(c.action || null),
                        'aria-selected': c.pressed === undefined ? null : String(!!c.pressed),
                        'data-keys': c.keys ? JSON.stringify(c.keys) : null, 'data-item': c.item || null,
                        'data-value': c.value !== undefined ? String(c.value) : null },
             })) })) };
  }

  // The lesson's board as it describes it (state().board, Lesson::twin_board):
  // every game alike, so a new game's board is accessible with no change here.
  function boardSpec(st) {
    const b = st.board;
    if (!b || !b.cells || !b.cells.length) return null;
    const cells = b.cells.map((c) => ({ key: c.key, name: c.name, value: c.value === '' ? undefined : c.value,
                                        item: c.item, rect: c.item ? rect(c.item) : null, action: c.action, disabled: c.disabled,
                                        pressed: c.pressed, keys: c.keys }));
    return gridFrom(cells, b.label || W('a11y.board'));
  }

  // ---- the moves played
  function timelineSpec(st) {
    const h = st.history;
    const items = [{ key: 't0', name: W('a11y.timeline_start'), index: 0, rect: null }];
    for (const v of h.values) {
      if (v.ply > h.length) break;
      items.push({ key: 't' + v.ply, index: v.ply, rect: rect('history.move.' + v.ply),
                   name: W('a11y.timeline_item', v.ply, moveName(st, v.move, v.ply), v.words) });
    }
    const focused = document.activeElement && document.activeElement.closest && document.activeElement.closest('[data-moves]');
    return { key: 'moves', tag: 'div', attrs: { role: 'listbox', 'aria-label': W('a11y.timeline'), 'data-moves': '' },
             children: items.map((it) => ({
               key: it.key, rect: it.rect, on: 'move',
               attrs: { role: 'option', 'aria-label': it.name, 'data-index': it.index,
                        'aria-selected': it.index === h.index ? 'true' : 'false',
                        tabindex: (focused ? /** @type {HTMLElement} */ (document.activeElement).dataset.key === it.key : it.index === h.index) ? '0' : '-1' },
             })) };
  }

  // ---- the game tree
  function treeSpec(st) {
    const items = twin.tree.items;
    const specs = [];
    const stack = [];
    const active = document.activeElement && /** @type {HTMLElement} */ (document.activeElement).dataset
      ? /** @type {HTMLElement} */ (document.activeElement).dataset.key : null;
    const activeInTree = active && active.startsWith('n:') && items.some((it) => 'n:' + it.path === active);
    for (const it of items) {
      const spec = { key: 'n:' + it.path, rect: rect((it.group ? 'tree.group:' : 'tree.node:') + it.path), on: 'tree',
                     attrs: { role: 'treeitem', 'aria-label': it.name, 'aria-level': it.level, 'aria-posinset': it.pos,
                              'aria-setsize': it.size, 'aria-selected': it.selected ? 'true' : 'false',
                              'aria-expanded': it.expanded === undefined ? null : (it.expanded ? 'true' : 'false'),
                              'aria-current': it.current ? 'step' : null, 'data-path': it.path,
                              tabindex: (activeInTree ? active === 'n:' + it.path : it.selected) ? '0' : '-1' },
                     children: [] };
      while (stack.length && stack[stack.length - 1].level >= it.level) stack.pop();
      (stack.length ? stack[stack.length - 1].spec.children : specs).push(spec);
      stack.push({ level: it.level, spec });
    }
    // A treeitem with no children listed keeps no empty group.
    const prune = (s) => { if (!s.children.length) delete s.children; else s.children.forEach(prune); };
    specs.forEach(prune);
    if (!specs.some(function has(s) { return s.attrs.tabindex === '0' || (s.children || []).some(has); }) && specs[0])
      specs[0].attrs.tabindex = '0';
    const kids = specs;
    // No game to draw (an empty game graph): one item that says what to do, so
    // Tab still stops on the tree and hears why it is bare.
    if (!items.length && twin.tree.empty)
      kids.push({ key: 'n:empty', attrs: { role: 'treeitem', 'aria-level': 1, tabindex: '0', 'aria-disabled': 'true',
                                           'aria-label': twin.tree.empty } });
    if (twin.tree.more > 0)
      kids.push({ key: 'n:more', attrs: { role: 'treeitem', 'aria-level': 1, tabindex: '-1',
                                          'aria-label': W('a11y.tree_more', twin.tree.more) } });
    return { key: 'tree', attrs: { role: 'tree', 'aria-label': W('a11y.tree') }, children: kids };
  }

  // ------------------------------------------------------------------- keys
  const parsePath = (p) => (p === '' ? [] : p.split(',').map(Number));
  function roving(list, el, to) {
    if (!to) return;
    for (const x of list) if (x !== to && x.tabIndex === 0) x.tabIndex = -1;
    to.tabIndex = 0;
    to.focus({ preventScroll: true });
  }
  const visibleItems = (sel) => Array.from(root.querySelectorAll(sel));
  /** Whether the app's last frame has the menu of menu bar item `id` open.
   * @param {number} id */
  function menuOpenNow(id) {
    try {
      const now = JSON.parse(Module.ccall('gtl_twin', 'string', [], []));
      const w = now.widgets.find((x) => x.id === id);
      return !!(w && w.open);
    } catch (e) {
      return false;
    }
  }
  let typed = '', typedAt = 0;

  // The menu bar's keys: along it, and into a menu.
  function menubarKeys(e, el, spec) {
    const key = e.key;
    const items = visibleItems('[role=menubar] > [role=menuitem]');
    const i = items.indexOf(el);
    if (key === 'ArrowRight' || key === 'ArrowLeft') {
      roving(items, el, items[(i + (key === 'ArrowRight' ? 1 : items.length - 1)) % items.length]);
    } else if (key === 'Home' || key === 'End') {
      roving(items, el, items[key === 'Home' ? 0 : items.length - 1]);
    } else if (key === 'Enter' || key === ' ' || key === 'ArrowDown') {
      lastMenubarKey = spec.key;
      // Opened only if the app has it closed now: the element's aria-expanded
      // is from the last look, which can be a frame or two behind (a menu just
      // closed by its item still read as open, and Enter then opened nothing).
      if (!menuOpenNow(Number(el.dataset.id))) command('activate', Number(el.dataset.id));
      if (el.hasAttribute('aria-haspopup')) focusAfter = { first: '[role=menu] [role^=menuitem]', tries: 10 };
    } else return;
    e.preventDefault();
  }

  root.addEventListener('keydown', (e) => {
    const el = /** @type {TwinElement} */ (e.target);
    const spec = el._spec;
    if (!spec) return;
    const key = e.key;
    if (key === 'Tab' && trapTab(e)) return;
    if (key === 'Escape') {
      // In a window of text (Help › Rules): its Close button, the focus back where it came from.
      const textWin = /** @type {HTMLElement} */ (el.closest('[role=dialog][data-close]'));
      if (textWin) { command('activate', Number(textWin.dataset.close)); e.preventDefault(); return; }
      // Out of a submenu: back to the item that opened it, its menu still open.
      if (closeSubmenu(el)) { e.preventDefault(); return; }
      // Out of a menu: back to its menu bar item; elsewhere, back to the canvas.
      const open = /** @type {HTMLElement} */ (root.querySelector('[role=menubar] [aria-expanded=true]'));
      if (open) { command('activate', Number(open.dataset.id)); open.focus(); }
      else canvas.focus();
      e.preventDefault();
      return;
    }
    switch (spec.on) {
      case 'menubar': return menubarKeys(e, el, spec);
      case 'menu': {
        const menuEl = el.parentElement;
        /** @type {HTMLElement[]} */
        const items = Array.from(menuEl.querySelectorAll(':scope > [role^=menuitem]'));
        const i = items.indexOf(el);
        if (key === 'ArrowDown' || key === 'ArrowUp') {
          items[(i + (key === 'ArrowDown' ? 1 : items.length - 1)) % items.length].focus();
        } else if (key === 'Home' || key === 'End') {
          items[key === 'Home' ? 0 : items.length - 1].focus();
        } else if (key === 'Enter' || key === ' ' || (key === 'ArrowRight' && el.hasAttribute('aria-haspopup'))) {
          command('activate', Number(el.dataset.id));
          if (el.hasAttribute('aria-haspopup')) {
            // The submenu is the menu named by this item (menu()).
            const name = CSS.escape(el.getAttribute('aria-label') || '');
            focusAfter = { first: `[role=menu][aria-label="${name}"] > [role^=menuitem]`, tries: 10 };
          } else if (lastMenubarKey) {
            focusAfter = { key: lastMenubarKey, tries: 10 };
          }
        } else if (key === 'ArrowLeft' && closeSubmenu(el)) {
          // ← in a submenu: back to its parent item (APG menu pattern).
        } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
          const bar = visibleItems('[role=menubar] > [role=menuitem]');
          const open = bar.find((b) => b.getAttribute('aria-expanded') === 'true');
          if (open) {
            const j = bar.indexOf(open);
            const next = bar[(j + (key === 'ArrowRight' ? 1 : bar.length - 1)) % bar.length];
            command('activate', Number(next.dataset.id));
            lastMenubarKey = next.dataset.key;
            roving(bar, open, next);
            focusAfter = { first: '[role=menu] [role^=menuitem]', tries: 10 };
          }
        } else return;
        e.preventDefault();
        return;
      }
      case 'widget':
        // Buttons click on Enter and Space, checkboxes on Space, natively: the
        // click handler below activates them once. Enter on a checkbox does so here.
        if (key === 'Enter' && el.type === 'checkbox') { command('activate', Number(el.dataset.id)); e.preventDefault(); }
        return;
      case 'input':
        if (key === 'Enter') { command('type', Number(el.dataset.id), el.value); e.preventDefault(); }
        return;
      case 'cell': return cellKeys(e, el);
      case 'slider': return sliderKeys(e, el);
      case 'move': {
        const items = visibleItems('[data-moves] > [role=option]');
        const i = items.indexOf(el);
        const to = { ArrowDown: i + 1, ArrowRight: i + 1, ArrowUp: i - 1, ArrowLeft: i - 1, Home: 0, End: items.length - 1 }[key];
        if (to !== undefined) { roving(items, el, items[Math.max(0, Math.min(items.length - 1, to))]); e.preventDefault(); }
        else if (key === 'Enter' || key === ' ') { act({ type: 'history.goto', index: Number(el.dataset.index) }); e.preventDefault(); }
        return;
      }
      case 'tree': return treeKeys(e, el);
      default:
    }
  }, false);

  // In a submenu: it closes (the app's menu with it, its parent menu stays
  // open) and the focus goes back to the item that opened it. False elsewhere.
  function closeSubmenu(el) {
    const sub = /** @type {HTMLElement} */ (el.closest('[role=menu][data-opener]'));
    const parent = sub && byKey.get(sub.dataset.opener);
    if (!parent || !parent.isConnected) return false;
    command('close', Number(parent.dataset.id));
    parent.focus({ preventScroll: true });
    return true;
  }

  function cellKeys(e, el) {
    const grid = el.closest('[role=grid]');
    const rows = Array.from(grid.querySelectorAll(':scope > [role=row]')).map((r) => Array.from(r.querySelectorAll('[role=gridcell]')));
    const all = rows.flat();
    let ri = rows.findIndex((r) => r.includes(el));
    let ci = rows[ri].indexOf(el);
    const key = e.key;
    let to = null;
    if (key === 'ArrowRight') to = all[all.indexOf(el) + 1];
    else if (key === 'ArrowLeft') to = all[all.indexOf(el) - 1];
    else if (key === 'ArrowDown' && rows[ri + 1]) to = rows[ri + 1][Math.min(ci, rows[ri + 1].length - 1)];
    else if (key === 'ArrowUp' && rows[ri - 1]) to = rows[ri - 1][Math.min(ci, rows[ri - 1].length - 1)];
    else if (key === 'Home') to = e.ctrlKey ? all[0] : rows[ri][0];
    else if (key === 'End') to = e.ctrlKey ? all[all.length - 1] : rows[ri][rows[ri].length - 1];
    if (to) { roving(all, el, to); e.preventDefault(); return; }
    if (key === 'Enter' || key === ' ') { activateCell(el); e.preventDefault(); return; }
    // Digits typed go to the cell whose value they spell (the Number Game's
    // tiles, a take size), on any board whose cells have values.
    if (/^[0-9]$/.test(key) && all.some((c) => c.dataset.value !== undefined)) {
      const now = performance.now();
      typed = (now - typedAt < 1500 ? typed : '') + key;
      typedAt = now;
      const hit = all.find((c) => c.dataset.value === typed);
      if (hit) { roving(all, el, hit); announce(hit.getAttribute('aria-label')); }
      else announce(W('a11y.typed', typed));
      e.preventDefault();
      return;
    }
    // Keys the lesson gives this cell (the graph editor's N, M, Delete).
    const keys = JSON.parse(el.dataset.keys || '{}');
    const action = keys[key.length === 1 ? key.toLowerCase() : key];
    if (action) { act(action); e.preventDefault(); }
  }

  function activateCell(el) {
    if (el.getAttribute('aria-disabled') === 'true') {
      announce(el.getAttribute('aria-label'), true);
      return;
    }
    const action = JSON.parse(el.dataset.action || 'null');
    if (action) act(action);
  }

  function treeKeys(e, el) {
    const items = visibleItems('[role=tree] [role=treeitem]');
    const i = items.indexOf(el);
    const key = e.key;
    const path = el.dataset.path;
    const focusItem = (to) => {
      if (!to || to === el) return;
      roving(items, el, to);
      if (to.dataset.path !== undefined) act({ type: 'tree.focus', path: parsePath(to.dataset.path) });
    };
    if (path === undefined) { if (key === 'ArrowUp') focusItem(items[i - 1]); return; }
    if (key === 'ArrowDown') focusItem(items[i + 1]);
    else if (key === 'ArrowUp') focusItem(items[i - 1]);
    else if (key === 'Home') focusItem(items[0]);
    else if (key === 'End') focusItem(items[items.length - 1]);
    else if (key === 'ArrowRight') {
      const ex = el.getAttribute('aria-expanded');
      if (ex === 'false') act({ type: 'tree.toggle', path: parsePath(path) });
      else if (ex === 'true') focusItem(el.querySelector('[role=group] > [role=treeitem]'));
    } else if (key === 'ArrowLeft') {
      if (el.getAttribute('aria-expanded') === 'true') act({ type: 'tree.toggle', path: parsePath(path) });
      else focusItem(el.parentElement && el.parentElement.closest('[role=treeitem]'));
    } else if (key === ' ') {
      if (el.hasAttribute('aria-expanded')) act({ type: 'tree.toggle', path: parsePath(path) });
    } else if (key === 'Enter') {
      act({ type: 'tree.select', path: parsePath(path) });
      act({ type: 'tree.jump' });
    } else return;
    e.preventDefault();
  }

  // A click from assistive technology (a screen reader's "activate") on a twin
  // control does what its key does.
  root.addEventListener('click', (e) => {
    const el = /** @type {TwinElement} */ (/** @type {Element} */ (e.target).closest('[data-key]'));
    if (!el || !el._spec) return;
    const on = el._spec.on;
    if (on === 'widget' || on === 'menubar' || on === 'menu') {
      e.preventDefault();
      command('activate', Number(el.dataset.id));
    } else if (on === 'cell') activateCell(el);
    else if (on === 'move') act({ type: 'history.goto', index: Number(el.dataset.index) });
    else if (on === 'tree' && el.dataset.path !== undefined) act({ type: 'tree.focus', path: parsePath(el.dataset.path) });
  });
  root.addEventListener('change', (e) => {
    const el = /** @type {TwinElement} */ (e.target);
    if (el._spec && el._spec.on === 'input') command('type', Number(el.dataset.id), el.value);
  });

  // Focus: the app knows when the keyboard is in the twin (state().settings.keyboardNav);
  // a focused control is brought into view in its window (never hidden under a panel).
  root.addEventListener('focusin', (e) => {
    const el = /** @type {TwinElement} */ (e.target);
    try { Module.ccall('gtl_set_twin_focus', null, ['number'], [1]); } catch (x) {}
    if (el.dataset && el.dataset.id && el._spec && (el._spec.on === 'widget' || el._spec.on === 'input' || el._spec.on === 'slider')) command('reveal', Number(el.dataset.id));
    // A board's cell drawn as an ImGui item (a Number Game tile): its window
    // scrolls it into view too (WCAG 2.4.11, a page zoomed to 200 %).
    if (el._spec && el._spec.on === 'cell' && el.dataset.item && twin) {
      const w = twin.widgets.find((x) => x.name === el.dataset.item);
      if (w) command('reveal', w.id);
    }
    if (el._spec && el._spec.on === 'tree' && !el.classList.contains('at') && el.dataset.path !== undefined)
      act({ type: 'tree.focus', path: parsePath(el.dataset.path) });
  });
  root.addEventListener('focusout', (e) => {
    if (!root.contains(/** @type {Node} */ (e.relatedTarget))) try { Module.ccall('gtl_set_twin_focus', null, ['number'], [0]); } catch (x) {}
  });

  // A click or tap on the drawing gives it the keyboard focus (SDL keeps the
  // browser from doing so), so its shortcuts work and the twin hands over.
  canvas.addEventListener('pointerdown', () => {
    if (document.activeElement !== canvas) canvas.focus({ preventScroll: true });
  });

  // SDL prevents the browser's default for Tab on the canvas (its keys stay in
  // the app), which traps the keyboard. Caught first here: Tab leaves the canvas.
  window.addEventListener('keydown', (e) => {
    if (e.key === 'Tab' && e.target === canvas && !Module.gtlTextInput) {
      if (!root.firstElementChild && gtl._live) run();  // the twin must be there for Tab to reach it
      e.stopImmediatePropagation();
    }
  }, true);

  // F10, or Alt pressed and released alone, goes to the menu bar (where the
  // browser lets the page have the key).
  let altAlone = false;
  window.addEventListener('keydown', (e) => {
    altAlone = e.key === 'Alt' && !e.ctrlKey && !e.shiftKey && !e.metaKey;
    if (e.key === 'F10' && !e.shiftKey && !e.ctrlKey && !e.altKey && gtl._live && !Module.gtlTextInput) {
      e.preventDefault();
      e.stopImmediatePropagation();
      toMenubar();
    }
  }, true);
  window.addEventListener('keyup', (e) => {
    if (e.key === 'Alt' && altAlone && gtl._live && !Module.gtlTextInput) { e.preventDefault(); toMenubar(); }
    altAlone = false;
  }, true);
  function toMenubar() {
    /** @returns {HTMLElement} */
    const find = () => root.querySelector('[role=menubar] > [tabindex="0"]') || root.querySelector('[role=menubar] > [role=menuitem]');
    if (!find()) run();  // right after loading the twin may not be built yet
    const first = find();
    if (first) first.focus({ preventScroll: true });
  }

  // prefers-reduced-motion, and its changes while the page is open.
  const motion = window.matchMedia ? matchMedia('(prefers-reduced-motion: reduce)') : null;
  if (motion && motion.addEventListener) motion.addEventListener('change', () => {
    if (gtl._live) Module.ccall('gtl_set_reduced_motion', null, ['number'], [motion.matches ? 1 : 0]);
  });
  window.addEventListener('resize', () => schedule(false));

  // window.gtl.a11y: the twin's own state for tests and the benchmark (docs/automation.md).
  gtl.a11y = {
    updates: 0, looks: 0, lastMs: 0, totalMs: 0, frame: -1, announced: [],
    enabled: true,  // false pauses the mirroring (web/bench/a11y_twin.mjs measures the twin's cost so)
    refresh() { schedule(true); },
    get live() { return say.textContent.trim(); },
    // Says a text in the polite region (assertive: the alert region), joined
    // with whatever else is said in the same task (web/page/live_page.js uses it).
    say(text, assertive) { announce(String(text || ''), !!assertive); },
    get alert() { return alertBox.textContent.trim(); },
  };
  gtl.ready.then(() => schedule(true), () => {});
})();
