// The live class in the page (docs/live.md "For the teacher and students").
//
// The teacher starts a room from Share › Live class (or gtl.dispatch
// {type: 'live.start'}); the page shows the join code and a QR code of the join
// URL (…/#join=CODE), big enough for the back of the room. Students open that
// URL, or type the code in Share › Join a class, with a nickname they type or
// one made up. A student's page follows the teacher's: the teacher's page sends,
// a few times a second at most and only when something changed, what
// gtl.state() says of the lesson, the position, the timeline step, the tree's
// expansion and selection, the induction step and the lecture slide; the
// student's page applies it with gtl.dispatch, skipping what already matches,
// and never sends anything of its own board. "Explore on my own" detaches a
// student (so does a move of their own, unless the teacher locked following);
// "Back to the teacher" jumps to where the class is now. The class quiz asks
// about the selected position (W, L or D?) or the board's position ("which
// move wins?"); the teacher sees a live count as bars, with no names, reveals
// the answer, and each student sees right or wrong with the reason.
//
// Everything here is real DOM (buttons, text, an SVG QR code): keyboard
// reachable and named; changes are said in the page's polite live region.
// It talks to the server through web/page/live_client.js (the protocol's
// client, loaded when first needed) and adds to window.gtl: the live.* actions
// of gtl.dispatch and state().live (docs/automation.md). The page loads this
// file and live_page.css only when a class is started or joined (shell.html,
// "Scripts loaded when first needed"): most visits never need them.
'use strict';
(function () {
  const gtl = window.gtl;
  if (!gtl) return;
  const Module = window.Module;

  // ------------------------------------------------------------ words
  // The page keeps no words of its own: they are the app's string tables' rows
  // "live.*" (src/model/strings_*.cpp, whose tests check the same keys and
  // placeholders in both languages), in the UI's language, read through
  // gtl_words when the language changes. The app turns to Chinese only once
  // its rows are in (words-zh.txt, with the Chinese font), so neither does the
  // page. Until the app runs there are no words: render() waits for it.
  /** @type {Record<string, string>} */
  let words = {};
  /** @type {string|null} */
  let lang = null;
  function wordsFor(/** @type {string} */ l) {
    if (l === lang) return;
    try { words = JSON.parse(Module.ccall('gtl_words', 'string', ['string'], ['live.'])); lang = l; } catch (e) { /* not running */ }
  }
  const T = (/** @type {string} */ k, /** @type {any[]} */ ...a) => {
    if (lang === null && gtl._live) { try { wordsFor(baseState().settings.lang); } catch (e) { /* not yet */ } }
    let s = words['live.' + k] || k;
    a.forEach((v, i) => { s = s.split('{' + i + '}').join(String(v)); });
    return s;
  };
  // The words that depend on a number or on what is known.
  const plural = (/** @type {string} */ k, /** @type {number} */ n) => T(n === 1 ? k + '_one' : k, n);
  const qOutcome = (/** @type {string} */ label) => (label ? T('qOutcomeAt', label) : T('qOutcome'));
  function whyOutcome(/** @type {string} */ label, /** @type {string} */ o, /** @type {number|null|undefined} */ r) {
    const body = r != null ? T('whyOutcomeFar', o, r) : T('whyOutcome', o);
    return label ? T('atLabel', label, body) : body;
  }
  const whyMove = (/** @type {string[]} */ w) => (w.length ? T('whyMove', w.join(T('listSep'))) : T('whyMoveNone'));
  const badWord = (/** @type {string} */ code) => words['live.bad.' + code] || code;

  // ------------------------------------------------------------ announcements
  let sayBox = document.getElementById('say');
  if (!sayBox) {
    sayBox = document.createElement('div');
    sayBox.id = 'live-say'; sayBox.className = 'live-sr';
    sayBox.setAttribute('role', 'status'); sayBox.setAttribute('aria-live', 'polite'); sayBox.setAttribute('aria-atomic', 'true');
    document.body.appendChild(sayBox);
  }
  let flip = false;
  const said = [];
  function say(text) {
    if (!text) return;
    // Through the twin's announcer when it is there: texts said in the same
    // task are joined, not overwritten.
    if (gtl.a11y && typeof gtl.a11y.say === 'function' && sayBox.id === 'say') {
      gtl.a11y.say(text);
      said.push(text); if (said.length > 30) said.shift();
      return;
    }
    flip = !flip;
    sayBox.textContent = text + (flip ? '\u00a0' : '');
    said.push(text); if (said.length > 30) said.shift();
  }

  // ------------------------------------------------------------ the join link in the address
  // Read by the page before the app started (shell.html, gtl._liveClass.hash):
  // the app rewrites the address as the game moves on.
  const liveClass = gtl._liveClass || { hash: location.hash };
  const joinMatch = /^#join=([A-Za-z0-9 -]{1,20})$/.exec(liveClass.hash);
  const joinCode = joinMatch ? joinMatch[1] : null;

  // ------------------------------------------------------------ the connection
  let Live = null;                 // the module web/page/live_client.js
  let conn = null;                 // its LiveConnection
  let codeShown = false;           // the teacher's big code and QR code
  let joinOpen = false;            // the join dialog
  let joinError = '';
  let quizMeta = null;             // teacher: { id?, kind, correct: [...]|null, reason }
  let lastReveal = null;           // { id } for which "revealed" was said
  let folded = false;              // the panel folded to its title and connection state
  const loadClient = () => (Live ? Promise.resolve(Live) : import('./live_client.js').then((m) => (Live = m)));

  function connection() {
    if (conn) conn.stop();
    conn = new Live.LiveConnection({ onUpdate: onUpdate });
    return conn;
  }

  function joinUrl() {
    return conn && conn.code ? location.origin + location.pathname + '#join=' + conn.code : null;
  }

  async function start() {
    await loadClient();
    const c = connection();
    try {
      await c.create();
      codeShown = true;
      say(T('classStarted', spaced(c.code)));
    } catch (e) {
      say(T('startFailed', e.code || e.message));
    }
    render();
  }

  async function join(code, name) {
    await loadClient();
    const c = connection();
    joinError = '';
    try {
      await c.join(String(code || ''), String(name || ''));
      closeJoin(true);
      say(T('joined', spaced(c.code)) + '. ' + T('youAre', c.name) + '. ' + T(c.following ? 'following' : 'exploring'));
      whenReady(() => applyTeacher(true));
    } catch (e) {
      joinError = T('joinFailed', (e.code && badWord(e.code)) || e.message);
      say(joinError);
      conn = null;
    }
    render();
  }

  const spaced = (code) => String(code).split('').join(' ');

  // Called by the client after each message and status change.
  let prevStatus = null, prevFollowing = true, prevQuizId = null, prevRoster = 0;
  function onUpdate(c, why) {
    if (c !== conn) return;
    if (why === 'status' && c.status !== prevStatus) {
      prevStatus = c.status;
      if (c.status === 'open') say(T('connected'));
      else if (c.status === 'reconnecting') say(T('reconnecting'));
      else if (c.status === 'closed') say(c.closeCode === 4003 ? T('removed') : (c.closeCode === 4000 || c.closeCode === 4004) ? T('ended') : T('offline'));
    }
    if (c.role === 'student') {
      if (why === 'state' || why === 'welcome' || why === 'snapshot' || why === 'lock') {
        if (c.following) whenReady(() => applyTeacher(why === 'state'));
      }
      if (c.following !== prevFollowing) {
        prevFollowing = c.following;
        if (c.following) { say(T('nowFollowing')); whenReady(() => applyTeacher(false)); } else say(T('nowExploring'));
      }
      const q = c.view && c.view.quiz;
      if (q && q.id !== prevQuizId) { prevQuizId = q.id; if (q.open) say(T('quizOpen') + ': ' + (q.question.prompt || '')); }
      if (q && q.revealed && lastReveal !== q.id) { lastReveal = q.id; say(T('revealed') + '. ' + verdictText()); }
      const before = hidingNow;
      syncHiding();
      if (hidingNow !== before) say(T(hidingNow ? 'hiddenNow' : 'shownNow'));
    } else if (c.role === 'teacher' && why === 'roster' && c.roster) {
      if (c.roster.count > prevRoster) say(plural('students', c.roster.count));
      prevRoster = c.roster.count;
    }
    render();
  }

  // ------------------------------------------------------------ following: the teacher's side
  function payloadOf(s) {
    const t = s.teach || {};
    const p = {
      link: s.link, view: s.view,
      index: s.history ? s.history.index : 0,
      restore: s.tree ? s.tree.restore : null,
      focus: s.tree ? s.tree.focus : null,
      teach: { mode: t.mode, order: t.order, step: t.step, from: Array.isArray(t.from) && t.from.length ? 'current' : 'start' },
      lecture: null,
      answers: answersPolicy,
    };
    if (t.mode === 'quiz' && t.quiz) p.teach.quiz = t.quiz.movesLeft != null ? { movesLeft: t.quiz.movesLeft } : { depth: t.quiz.depth };
    if (s.lecture) p.lecture = { id: s.lecture.id, index: s.lecture.index };
    if (s.lecture && !s.lecture.id && lectureJson) p.lecture.json = lectureJson;
    return p;
  }
  // What students see (the teacher's choice, sent with the state): 'shown',
  // 'question' (hidden while a question is open: the default) or 'hidden'.
  let answersPolicy = 'question';
  let lectureJson = null;     // a written lecture's JSON, sent with the state while small enough
  let lastSent = '';
  let sendTimer = null, lastSendAt = 0;
  const kGapMs = 200;         // at most 5 state messages a second
  function teacherTick() {
    if (!conn || conn.role !== 'teacher' || conn.status !== 'open' || !gtl._live) return;
    const now = Date.now();
    if (now - lastSendAt < kGapMs) { if (!sendTimer) sendTimer = setTimeout(() => { sendTimer = null; teacherTick(); }, kGapMs - (now - lastSendAt)); return; }
    const s = gtl.state();
    if (s.lecture && !s.lecture.id) {
      if (!lectureJson || lectureRev !== s.lecture.title + s.lecture.count) {
        const r = gtl.dispatch({ type: 'lecture.export' });
        lectureJson = r && r.ok && r.json && r.json.length < 12000 ? r.json : null;
        lectureRev = s.lecture.title + s.lecture.count;
      }
    } else lectureJson = null;
    const p = payloadOf(s);
    const text = JSON.stringify(p);
    if (text === lastSent) return;
    lastSent = text; lastSendAt = now;
    conn.setState(p);
  }
  let lectureRev = '';

  // ------------------------------------------------------------ what a student's page may show
  // While the teacher's question is open (or always, as the teacher chose), a
  // student's page hides everything that would answer it: outcomes on the
  // tree, hints, the strip, the chart and the status line (the app's
  // class.hide). They come back at the reveal, or when the student leaves.
  let hidingNow = false;
  function studentShouldHide() {
    if (!conn || conn.role !== 'student' || conn.status === 'closed') return false;
    const v = conn.view || {};
    const policy = (v.state && v.state.answers) || 'question';
    if (policy === 'hidden') return true;
    if (policy === 'shown') return false;
    return !!(v.quiz && !v.quiz.revealed);
  }
  function syncHiding() {
    const want = studentShouldHide();
    if (want === hidingNow || !gtl._live) return;
    const r = gtl.dispatch({ type: 'class.hide', on: want });
    if (r && r.ok) hidingNow = want;
    // Hiding outcomes ungroups the tree's moves (a group of losing moves would
    // tell the answer): its open lines change, but the student did nothing.
    if (appliedSig !== null) { appliedSig = sigOf(gtl.state()); settleUntil = Date.now() + 800; }
  }

  // ------------------------------------------------------------ following: the student's side
  const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  // The tree's open lines as a set: their order follows the children's order,
  // which changes when outcomes are hidden (a class question) though nothing
  // was opened or closed.
  const lines = (r) => (Array.isArray(r) ? r.map((l) => JSON.stringify(l)).sort() : null);
  let appliedSig = null, settleUntil = 0, lastForce = 0;
  const sigOf = (s) => JSON.stringify([s.link, s.history && s.history.index, s.tree && lines(s.tree.restore), s.tree && s.tree.focus,
    s.teach && s.teach.mode, s.teach && s.teach.step, s.lecture && s.lecture.index]);

  // Brings the board to the teacher's state; returns how many actions it took.
  function applyTeacher(announce) {
    if (!conn || conn.role !== 'student' || !conn.following || !gtl._live) return 0;
    const p = conn.view && conn.view.state;
    if (!p || typeof p !== 'object') return 0;
    let n = 0;
    const d = (a) => { n++; return gtl.dispatch(a); };
    let s = gtl.state();
    // The lecture and its slide (a slide sets its own position).
    if (p.lecture) {
      if (!s.lecture || (p.lecture.id && s.lecture.id !== p.lecture.id) || (!p.lecture.id && p.lecture.json && lectureSeen !== p.lecture.json)) {
        if (p.lecture.id) d({ type: 'lecture.open', id: p.lecture.id });
        else if (p.lecture.json) { d({ type: 'lecture.open', json: p.lecture.json }); lectureSeen = p.lecture.json; }
        s = gtl.state();
      }
      if (s.lecture && s.lecture.index !== p.lecture.index) { d({ type: 'lecture.go', index: p.lecture.index }); s = gtl.state(); }
    } else if (s.lecture) { d({ type: 'lecture.close' }); s = gtl.state(); }
    // The lesson and its position (a share link), then the timeline's step.
    if (p.link && s.link !== p.link) { d({ type: 'link.open', query: p.link }); s = gtl.state(); }
    if (typeof p.index === 'number' && s.history && s.history.index !== p.index) { d({ type: 'history.goto', index: p.index }); s = gtl.state(); }
    // Induction, the app's own quiz, or neither.
    const t = p.teach || {}, st = s.teach || {};
    if (t.mode === 'induction') {
      if (st.mode !== 'induction' || st.order !== t.order) { d({ type: 'teach.induction', order: t.order || 'memo', from: t.from || 'start' }); s = gtl.state(); }
      if (typeof t.step === 'number' && s.teach.step !== t.step) { d({ type: 'teach.step', to: t.step }); s = gtl.state(); }
    } else if (t.mode === 'quiz' && t.quiz) {
      if (st.mode !== 'quiz') { d(Object.assign({ type: 'quiz.start' }, t.quiz)); s = gtl.state(); }
    } else if (st.mode === 'induction' || st.mode === 'quiz') { d({ type: 'teach.stop' }); s = gtl.state(); }
    // The tree's expansion and selection.
    // (tree.restore opens what it names and closes nothing: collapse first.)
    if (Array.isArray(p.restore) && s.tree && !same(lines(s.tree.restore), lines(p.restore))) {
      d({ type: 'tree.collapseAll' });
      d({ type: 'tree.restore', lines: p.restore }); s = gtl.state();
    }
    if (Array.isArray(p.focus) && s.tree && !same(s.tree.focus, p.focus)) { d({ type: 'tree.focus', path: p.focus }); s = gtl.state(); }
    appliedSig = sigOf(s);
    settleUntil = Date.now() + 800;
    if (n && announce) say(T('movedOn'));
    applied++;
    return n;
  }
  let lectureSeen = null, applied = 0;

  // A student's own move while following: they are exploring now (or, when the
  // teacher locked following, the board goes back to the teacher's).
  function studentTick() {
    if (!conn || conn.role !== 'student' || conn.status !== 'open' || !conn.following || !gtl._live || appliedSig === null) return;
    const s = gtl.state();
    const sig = sigOf(s);
    if (sig === appliedSig) return;
    if (Date.now() < settleUntil || (s.busy)) { appliedSig = sig; return; }
    if (conn.view && conn.view.followLocked) {
      if (Date.now() - lastForce > 1000) { lastForce = Date.now(); applyTeacher(false); }
    } else {
      conn.follow(false);
      conn.following = false;
      prevFollowing = false;
      say(T('nowExploring'));
      render();
    }
  }

  // ------------------------------------------------------------ the class quiz (teacher)
  const OUT = { win: 'W', lose: 'L', draw: 'D', W: 'W', L: 'L', D: 'D' };
  // The moves of the board's position, as options, and the winning ones: what
  // the shown lesson says (state().classMoves, Lesson::class_moves; null when it
  // has no moves to ask about, or the game is over).
  function movesOf(/** @type {any} */ s) {
    const c = s.classMoves;
    if (!c || !c.options || !c.options.length) return null;
    let all = c.options.map(String);
    const wins = (c.right || []).map(String);
    // At most 15 moves (and "none"): every winning move, then the others in order.
    if (all.length > 15) {
      const rest = all.filter((m) => !wins.includes(m));
      const keep = new Set([...wins.slice(0, 15), ...rest.slice(0, Math.max(0, 15 - wins.length))]);
      all = all.filter((m) => keep.has(m));
    }
    return { options: all, wins: wins.filter((w) => all.includes(w)), prompt: c.prompt || '', reason: c.reason || '', none: c.none !== false };
  }

  function ask(kind) {
    if (!conn || conn.role !== 'teacher') return { ok: false, error: 'not the teacher of a live class' };
    const s = gtl.state();
    if (kind === 'move') {
      const m = movesOf(s);
      if (!m) { say(T('noQuestion')); return { ok: false, error: 'no move to ask about in this position' }; }
      // "none" is an option where no move may win; a payoff game asks its own
      // question ("Which action does Player 2 choose?") and gives its reason.
      quizMeta = { kind, correct: m.wins.length ? m.wins : ['none'], reason: m.reason || whyMove(m.wins) };
      conn.ask({ kind: 'move', options: m.options.slice(0, 15).concat(m.none ? ['none'] : []), prompt: m.prompt || T('qMove'), link: s.link });
    } else {
      const n = s.tree && s.tree.selectedNode;
      const label = n ? n.label : '';
      // Hidden on the teacher's screen (induction, the app's quiz): the solver's letter.
      const solver = s.teach && s.teach.solver;
      const o = n ? (OUT[n.outcome] || (solver && OUT[solver[n.label]]) || null) : null;
      quizMeta = { kind: 'outcome', correct: o ? [o] : null, label, remoteness: n ? n.remoteness : null, path: s.tree && s.tree.focus };
      conn.ask({ kind: 'outcome', options: ['W', 'L', 'D'], prompt: qOutcome(label), path: s.tree ? s.tree.focus : [] });
    }
    return { ok: true };
  }

  function reveal() {
    if (!conn || conn.role !== 'teacher') return { ok: false, error: 'not the teacher of a live class' };
    const q = conn.view && conn.view.quiz;
    if (!q || !quizMeta) return { ok: false, error: 'no question to reveal' };
    let correct = quizMeta.correct, reason = quizMeta.reason;
    if (quizMeta.kind === 'outcome') {
      if (!correct) {   // hidden on the teacher's screen when asked (induction, quiz): read it now
        const n = gtl.state().tree.selectedNode;
        if (n && OUT[n.outcome]) { correct = [OUT[n.outcome]]; quizMeta.remoteness = n.remoteness; }
      }
      const o = correct ? correct[0] : '?';
      reason = whyOutcome(quizMeta.label, o === 'W' ? T('wWord') : o === 'L' ? T('lWord') : o === 'D' ? T('dWord') : '?', quizMeta.remoteness);
    }
    if (!correct || !correct.length) return { ok: false, error: 'the answer is not known here' };
    conn.reveal(correct, reason);
    return { ok: true };
  }

  function verdictText() {
    if (!conn || !conn.view || !conn.view.quiz || !conn.view.quiz.revealed) return '';
    const r = conn.view.quiz.revealed, mine = conn.myAnswer;
    const head = mine == null ? T('noAnswer') : (r.correct.includes(mine) ? T('right') : T('wrong'));
    return head + ' ' + r.reason;
  }

  // ------------------------------------------------------------ window.gtl: actions and state
  const baseDispatch = gtl.dispatch.bind(gtl);
  const baseState = gtl.state.bind(gtl);
  // Each action's fields (any other is refused, as the app's own actions do).
  const FIELDS = {
    'live.start': [], 'live.join': ['code', 'name'], 'live.follow': ['on'], 'live.lock': ['on'], 'live.lockRoom': ['on'],
    'live.ask': ['question'], 'live.answer': ['value'], 'live.reveal': [], 'live.remove': ['name'], 'live.code': ['on'], 'live.end': [],
    'live.answers': ['value'],
  };
  function liveAction(a) {
    const t = a.type;
    if (!FIELDS[t]) return { ok: false, error: 'unknown live action: ' + t };
    const extra = Object.keys(a).find((k) => k !== 'type' && !FIELDS[t].includes(k));
    if (extra) return { ok: false, error: `${t}: unknown field "${extra}" (fields: ${FIELDS[t].join(', ') || 'none'})` };
    // Before any class, as before this file was loaded (shell.html): only start and join.
    if ((!conn || !conn.role) && t !== 'live.start' && t !== 'live.join') return { ok: false, error: 'no live class' };
    const teacher = conn && conn.role === 'teacher', student = conn && conn.role === 'student';
    const need = (ok, what) => (ok ? null : { ok: false, error: what });
    switch (t) {
      case 'live.start': gtl.lastLive = start(); return { ok: true, pending: true };
      case 'live.join':
        if (a.code == null || String(a.code).trim() === '') return { ok: false, error: 'live.join needs a code' };
        gtl.lastLive = join(a.code, a.name); return { ok: true, pending: true };
      case 'live.follow':
        if (!student) return { ok: false, error: 'not a student of a live class' };
        if (!a.on && conn.view && conn.view.followLocked) return { ok: false, error: 'the teacher has locked following' };
        setFollow(!!a.on); return { ok: true };
      case 'live.lock': return need(teacher, 'not the teacher of a live class') || (conn.lock(!!a.on), { ok: true });
      case 'live.lockRoom': return need(teacher, 'not the teacher of a live class') || (conn.lockRoom(!!a.on), { ok: true });
      case 'live.ask': {
        const q = a.question;
        return ask(q === 'move' || (q && q.kind === 'move') ? 'move' : 'outcome');
      }
      case 'live.answer': {
        if (!student) return { ok: false, error: 'not a student of a live class' };
        const q = conn.view && conn.view.quiz;
        if (!q || !q.open) return { ok: false, error: 'no open question' };
        const v = String(a.value ?? '');
        if (!q.question.options.includes(v)) return { ok: false, error: 'not one of the options: ' + q.question.options.join(', ') };
        conn.answer(v); return { ok: true };
      }
      case 'live.reveal': return reveal();
      case 'live.remove':
        if (!teacher) return { ok: false, error: 'not the teacher of a live class' };
        conn.remove(String(a.name || '')); return { ok: true };
      case 'live.code': codeShown = !!a.on; render(); return { ok: true };
      case 'live.answers': {
        if (!teacher) return { ok: false, error: 'not the teacher of a live class' };
        if (!['shown', 'question', 'hidden'].includes(a.value)) return { ok: false, error: 'live.answers: value is "shown", "question" or "hidden"' };
        answersPolicy = a.value; teacherTick(); render(); return { ok: true };
      }
      case 'live.end':
        if (!conn) return { ok: false, error: 'no live class' };
        if (teacher) conn.end(); else conn.leave();
        setTimeout(() => { if (conn && conn.status !== 'open') render(); }, 500);
        return { ok: true };
      default: return { ok: false, error: 'unknown live action: ' + t };
    }
  }
  gtl.dispatch = function (action) {
    if (action && typeof action.type === 'string' && action.type.startsWith('live.')) {
      try { return liveAction(action); } catch (e) { return { ok: false, error: String(e && e.message || e) }; }
    }
    return baseDispatch(action);
  };
  function liveState() {
    if (!conn || !conn.role) return Object.assign(liveClass.idle(), { status: conn ? conn.status : 'idle', joining: joinOpen });
    const v = conn.view || {}, q = v.quiz, c = conn.counts;
    const counts = q ? (c && c.id === q.id ? c.counts : null) : null;
    return {
      role: conn.role, code: conn.code, joinUrl: joinUrl(), connected: conn.status === 'open', status: conn.status,
      closeCode: conn.closeCode, following: conn.role === 'student' ? !!conn.following : false,
      locked: !!v.followLocked, roomLocked: !!v.roomLocked,
      students: conn.roster ? conn.roster.count : 0, name: conn.name, codeShown,
      teacherConnected: v.teacher !== false, applied,
      answers: conn.role === 'teacher' ? answersPolicy : ((v.state && v.state.answers) || 'question'),
      hiding: hidingNow,
      quiz: q ? {
        id: q.id, kind: q.question.kind, options: q.question.options, prompt: q.question.prompt || '',
        open: !!q.open, answered: c && c.id === q.id ? c.answered : 0, counts,
        revealed: !!q.revealed, correct: q.revealed ? q.revealed.correct : null, reason: q.revealed ? q.revealed.reason : null,
        answer: conn.role === 'student' ? conn.myAnswer : undefined,
        right: conn.role === 'student' && q.revealed ? (conn.myAnswer != null && q.revealed.correct.includes(conn.myAnswer)) : undefined,
      } : { open: false, answered: 0, counts: null, revealed: false },
      seq: conn.seq,
    };
  }
  gtl.state = function () {
    const s = baseState();
    if (s && typeof s === 'object') s.live = liveState();
    return s;
  };
  gtl.livePage = { open: (what) => (what === 'join' ? openJoin('') : (conn && conn.role === 'teacher' ? (codeShown = true, render()) : start())), said };

  function setFollow(on) {
    if (!conn || conn.role !== 'student' || (!on && conn.view && conn.view.followLocked)) return;
    conn.follow(on);
    if (on) { conn.following = true; prevFollowing = true; say(T('nowFollowing')); applyTeacher(false); }
    else { conn.following = false; prevFollowing = false; say(T('nowExploring')); }
    render();
  }

  // ------------------------------------------------------------ the DOM
  const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };
  const button = (label, on, cls) => { const b = el('button', 'live-btn' + (cls ? ' ' + cls : ''), label); b.type = 'button'; b.addEventListener('click', on); return b; };
  const root = el('div', 'live-root');
  root.id = 'live';
  document.body.appendChild(root);
  const panel = el('section', 'live-panel');
  const big = el('div', 'live-big');
  big.setAttribute('role', 'dialog'); big.setAttribute('aria-modal', 'false');
  const dialog = el('div', 'live-dialog');
  dialog.setAttribute('role', 'dialog');
  root.append(panel, big, dialog);

  function theme() {
    let s = null;
    try { s = gtl._live ? baseState().settings : null; } catch (e) { s = null; }
    const th = s ? s.theme : (matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark');
    if (s) wordsFor(s.lang);
    root.classList.toggle('live-light', th === 'light');
    root.classList.toggle('live-dark', th !== 'light');
    root.lang = lang === 'zh' ? 'zh-Hans' : 'en';
    panel.setAttribute('aria-label', T('title'));
  }
  let lastLook = '';

  function statusWord() {
    if (!conn) return '';
    if (conn.status === 'open') return conn.role === 'student' && conn.view && conn.view.teacher === false ? T('connected') + ' · ' + T('teacherAway') : T('connected');
    if (conn.status === 'connecting') return T('connecting');
    if (conn.status === 'reconnecting') return T('reconnecting');
    if (conn.status === 'closed') return conn.closeCode === 4003 ? T('removed') : (conn.closeCode === 4000 || conn.closeCode === 4004) ? T('ended') : T('offline');
    return '';
  }

  function qrSvg(text) {
    let data = null;
    try { data = Module && Module.ccall && JSON.parse(Module.ccall('gtl_qr', 'string', ['string'], [text])); } catch (e) { data = null; }
    if (!data) return null;
    const n = data.size, q = 4, ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', `0 0 ${n + 2 * q} ${n + 2 * q}`);
    svg.setAttribute('class', 'live-qr');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', T('qr', text));
    svg.setAttribute('shape-rendering', 'crispEdges');
    const bg = document.createElementNS(ns, 'rect');
    bg.setAttribute('width', n + 2 * q); bg.setAttribute('height', n + 2 * q); bg.setAttribute('fill', '#FFFFFF');
    let d = '';
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (data.modules[y * n + x] === '1') d += `M${x + q} ${y + q}h1v1h-1z`;
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('d', d); path.setAttribute('fill', '#000000');
    svg.append(bg, path);
    svg.dataset.size = n;
    return svg;
  }

  function status() {
    const s = el('p', 'live-status live-' + (conn ? conn.status : 'idle'), statusWord());
    s.dataset.status = conn ? conn.status : 'idle';
    return s;
  }

  // The live count: a bar an option. A move question on a big board has up to
  // 16 options: then only the options someone chose (and, once revealed, the
  // right ones) get a bar, and one line counts the others, so the teacher's
  // panel fits without scrolling.
  function chart(q) {
    const c = conn.counts && conn.counts.id === q.id ? conn.counts : null;
    const wrap = el('div', 'live-chart');
    wrap.setAttribute('role', 'group'); wrap.setAttribute('aria-label', T('chart'));
    const count = (o) => (c ? c.counts[o] || 0 : 0);
    const max = Math.max(1, ...q.question.options.map(count));
    const correct = q.revealed ? q.revealed.correct : null;
    const compact = q.question.kind === 'move' && q.question.options.length > COMPACT_FROM;
    const shown = compact ? q.question.options.filter((o) => count(o) > 0 || (correct && correct.includes(o))) : q.question.options;
    for (const o of shown) wrap.append(chartRow(q, o, count(o), max, correct));
    const others = q.question.options.length - shown.length;
    if (others > 0) wrap.append(el('p', 'live-others', plural('others', others)));
    const total = c ? c.answered : 0, of = c ? c.students : (conn.roster ? conn.roster.count : 0);
    wrap.append(el('p', 'live-answered', T('answered', total, of)));
    return wrap;
  }
  const COMPACT_FROM = 6;
  function chartRow(q, o, n, max, correct) {
    const row = el('div', 'live-row');
    const bar = el('span', 'live-bar ' + (q.question.kind === 'outcome' ? 'live-o' + o : 'live-move') + (correct && correct.includes(o) ? ' live-correct' : ''));
    bar.style.width = (100 * n / max) + '%';
    bar.dataset.count = n; bar.dataset.option = o;
    const track = el('span', 'live-track');
    track.append(bar);
    row.append(el('span', 'live-opt', o), track, el('span', 'live-num', String(n)));
    row.setAttribute('aria-label', `${o}: ${n}`);
    return row;
  }

  // Redraws the live panel, the big code and the join dialog (a few elements; keeps focus where it was).
  let renderWaits = false;
  function render() {
    theme();
    if (lang === null) {   // no words before the app runs: once it does
      if (!renderWaits) { renderWaits = true; whenReady(() => { renderWaits = false; render(); }); }
      return;
    }
    const focusKey = document.activeElement && root.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement).dataset.k : null;
    syncHiding();  // a student who left, or whose class ended, sees everything again
    panel.replaceChildren(); big.replaceChildren(); dialog.replaceChildren();
    panel.hidden = !conn || !conn.role;
    big.hidden = true;
    dialog.hidden = !joinOpen;
    // Modal while open: it holds the focus (Tab goes round its controls, the
    // keydown handler below) and the page behind is out of reach.
    if (joinOpen) dialog.setAttribute('aria-modal', 'true'); else dialog.removeAttribute('aria-modal');
    // (The live regions stay outside: what is said must still be heard.)
    for (const id of ['canvas', 'twin']) { const x = document.getElementById(id); if (x) x.inert = joinOpen; }
    panel.inert = big.inert = joinOpen;
    // A student's question on a phone: the panel keeps only what answers it
    // (live_page.css), so the node asked about has room above it.
    panel.classList.toggle('live-asking', !!(conn && conn.role === 'student' && conn.view && conn.view.quiz));
    if (conn && conn.role === 'teacher') renderTeacher();
    else if (conn && conn.role === 'student') renderStudent();
    if (joinOpen) renderJoin();
    if (focusKey) { const f = root.querySelector(`[data-k="${focusKey}"]`); if (f) f.focus(); }
    syncCover();
  }
  // On a phone the panel lies over the bottom of the tree: while the class has
  // a question, the app is told how much it covers (view.covered), so the
  // tree keeps the node asked about above the panel, as above the app's own
  // quiz bar. Nothing is covered on a wider screen (the panel sits in a corner).
  let coverSent = 0;
  function syncCover() {
    if (!gtl._live) return;
    const q = conn && conn.view && conn.view.quiz;
    const phone = window.matchMedia('(max-width: 600px)').matches;
    const want = phone && q && !panel.hidden ? Math.min(4000, Math.max(0, Math.ceil(window.innerHeight - panel.getBoundingClientRect().top))) : 0;
    if (want === coverSent) return;
    const r = gtl.dispatch({ type: 'view.covered', bottom: want });
    if (r && r.ok) coverSent = want;
    // A following student's node asked about is brought into view above it
    // (the same node: the student still follows).
    const path = q && q.question.path;
    if (want > 0 && conn.following && Array.isArray(path) && same(gtl.state().tree.focus, path)) gtl.dispatch({ type: 'tree.focus', path });
  }
  window.addEventListener('resize', () => syncCover());
  const keyed = (e, k) => { e.dataset.k = k; return e; };
  // The fold button of the panel's title row.
  function foldButton() {
    const b = keyed(button(folded ? '\u25B8' : '\u25BE', () => { folded = !folded; render(); }, 'live-small live-fold'), 'fold');
    b.setAttribute('aria-expanded', folded ? 'false' : 'true');
    b.setAttribute('aria-label', T('fold'));
    return b;
  }

  // The teacher's "What students see": three radio buttons in a named group.
  function seeChoice() {
    const box = el('fieldset', 'live-see');
    box.append(el('legend', 'live-label', T('whatSee')));
    for (const [value, key] of [['shown', 'seeShown'], ['question', 'seeQuestion'], ['hidden', 'seeHidden']]) {
      const lab = el('label', 'live-radio');
      const r = el('input');
      r.type = 'radio'; r.name = 'live-see'; r.value = value; r.checked = answersPolicy === value;
      r.dataset.k = 'see-' + value;
      r.addEventListener('change', () => { if (r.checked) { answersPolicy = value; teacherTick(); render(); } });
      lab.append(r, el('span', null, T(key)));
      box.append(lab);
    }
    return box;
  }

  function renderTeacher() {
    const v = conn.view || {};
    const head = el('div', 'live-head');
    head.append(el('h2', 'live-h', T('title')), keyed(button(conn.code || '', () => { codeShown = !codeShown; render(); }, 'live-code'), 'code'));
    head.lastChild.setAttribute('aria-label', (codeShown ? T('hideCode') : T('showCode')) + ': ' + spaced(conn.code || ''));
    head.append(foldButton());
    panel.append(head, status(), el('p', 'live-count', plural('students', conn.roster ? conn.roster.count : 0)));
    if (folded && conn.status !== 'closed') { bigCode(); return; }
    const row = el('div', 'live-buttons');
    row.append(
      keyed(button(v.followLocked ? T('unlockFollow') : T('lockFollow'), () => conn.lock(!v.followLocked)), 'lock'),
      keyed(button(v.roomLocked ? T('unlockRoom') : T('lockRoom'), () => conn.lockRoom(!v.roomLocked)), 'room'),
      keyed(button(T('askOutcome'), () => ask('outcome')), 'askO'),
      keyed(button(T('askMove'), () => ask('move')), 'askM'));
    // The question and its live count first, under the title: what the
    // teacher watches while the class answers, in view without scrolling.
    const q = v.quiz;
    if (q) {
      panel.append(el('p', 'live-prompt', q.question.prompt || ''), chart(q));
      if (!q.revealed) panel.append(keyed(button(T('reveal'), () => reveal(), 'live-primary'), 'reveal'));
      else panel.append(el('p', 'live-reason', T('correctIs', q.revealed.correct.join(', ') || '—') + '. ' + q.revealed.reason));
    }
    panel.append(row, seeChoice());
    if (v.followLocked) panel.append(el('p', 'live-note', T('lockedFollow')));
    if (v.roomLocked) panel.append(el('p', 'live-note', T('roomLocked')));
    if (conn.roster && conn.roster.students.length) {
      const list = el('ul', 'live-roster');
      for (const st of conn.roster.students) {
        const li = el('li', st.connected ? '' : 'live-away');
        li.append(el('span', 'live-name', st.name));
        const b = keyed(button(T('removeShort'), () => conn.remove(st.name), 'live-small'), 'rm-' + st.name);
        b.setAttribute('aria-label', T('remove', st.name));
        li.append(b);
        list.append(li);
      }
      panel.append(list);
    }
    panel.append(keyed(button(T('end'), () => { conn.end(); }, 'live-danger'), 'end'));
    if (conn.status === 'closed') {
      panel.replaceChildren(el('h2', 'live-h', T('title')), status(), keyed(button(T('close'), () => { conn = null; render(); }), 'closeEnded'));
      return;
    }
    bigCode();
  }
  function bigCode() {
    if (codeShown) {
      big.hidden = false;
      big.setAttribute('aria-label', T('title') + ' ' + spaced(conn.code));
      const url = joinUrl();
      const box = el('div', 'live-bigbox');
      const qr = qrSvg(url);
      const words = el('div', 'live-bigwords');
      words.append(el('p', 'live-joinat', T('joinAt')), el('p', 'live-url', url), el('p', 'live-joinat', T('orCode')),
        el('p', 'live-bigcode', conn.code));
      box.append(...(qr ? [qr] : []), words);
      big.append(box, keyed(button(T('hideCode'), () => { codeShown = false; render(); }, 'live-close'), 'hide'));
    }
  }

  function renderStudent() {
    const v = conn.view || {};
    const head = el('div', 'live-head');
    head.append(el('h2', 'live-h', T('title') + ' ' + (conn.code || '')), foldButton());
    panel.append(head, status());
    if (folded && conn.status !== 'closed') { panel.append(el('p', 'live-follow', conn.following ? T('following') : T('exploring'))); return; }
    if (conn.name) panel.append(el('p', 'live-me', T('youAre', conn.name)));
    if (conn.status === 'closed') {
      panel.append(keyed(button(T('close'), () => { conn = null; render(); }), 'closeEnded'));
      return;
    }
    panel.append(el('p', 'live-follow', conn.following ? T('following') : T('exploring')));
    if (conn.following) {
      const b = keyed(button(T('explore'), () => setFollow(false)), 'follow');
      if (v.followLocked) { b.disabled = true; panel.append(b, el('p', 'live-note', T('lockedFollow'))); } else panel.append(b);
    } else panel.append(keyed(button(T('back'), () => setFollow(true), 'live-primary'), 'follow'));
    const q = v.quiz;
    if (q) {
      panel.append(el('p', 'live-prompt', q.question.prompt || ''));
      const opts = el('div', 'live-answers');
      for (const o of q.question.options) {
        const b = keyed(button(o, () => { conn.answer(o); }, 'live-answer' + (q.question.kind === 'outcome' ? ' live-o' + o : '') + (conn.myAnswer === o ? ' live-chosen' : '')), 'ans-' + o);
        b.setAttribute('aria-pressed', conn.myAnswer === o ? 'true' : 'false');
        b.disabled = !q.open;
        opts.append(b);
      }
      panel.append(opts);
      if (q.revealed) {
        const right = conn.myAnswer != null && q.revealed.correct.includes(conn.myAnswer);
        const box = el('div', 'live-verdict ' + (conn.myAnswer == null ? 'live-none' : right ? 'live-right' : 'live-wrong'));
        box.append(el('p', 'live-verdict-h', conn.myAnswer == null ? T('noAnswer') : right ? T('right') : T('wrong')),
          el('p', 'live-reason', T('correctIs', q.revealed.correct.join(', ') || '—') + '. ' + q.revealed.reason));
        box.setAttribute('role', 'note');
        panel.append(box);
      } else if (conn.myAnswer != null) panel.append(el('p', 'live-note', T('yourAnswer', conn.myAnswer)));
    }
    panel.append(keyed(button(T('leave'), () => { conn.leave(); setTimeout(render, 300); }, 'live-small'), 'leave'));
  }

  let joinDraft = { code: '', name: '' };
  // Where the focus was when the join dialog opened: it goes back there when
  // the dialog is cancelled; after joining, to the class's panel.
  let joinFrom = null;
  function closeJoin(joined) {
    joinOpen = false;
    render();
    const to = joined ? panel.querySelector('button[data-k=follow]') || panel.querySelector('button') : joinFrom;
    joinFrom = null;
    if (to && to.isConnected) to.focus(); else document.getElementById('canvas').focus();
  }
  function openJoin(code) {
    if (!joinOpen) joinFrom = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
    joinOpen = true; joinError = '';
    joinDraft = { code: code || joinDraft.code, name: joinDraft.name };
    render();
    const focusField = () => { const f = dialog.querySelector(code ? 'input[name=name]' : 'input[name=code]'); if (f) /** @type {HTMLElement} */ (f).focus(); };
    // A join link opens the dialog before the app runs: it is drawn, in the app's words, once it does.
    if (lang === null) whenReady(() => { render(); focusField(); });
    else focusField();
  }
  function renderJoin() {
    dialog.setAttribute('aria-label', T('joinTitle'));
    const form = el('form', 'live-form');
    form.append(el('h2', 'live-h', T('joinTitle')));
    const field = (name, label, value, extra) => {
      const lab = el('label', 'live-label');
      lab.append(el('span', null, label));
      const i = el('input', 'live-input');
      i.name = name; i.value = value; i.autocomplete = 'off'; i.spellcheck = false;
      Object.assign(i, extra);
      i.dataset.k = 'in-' + name;
      i.addEventListener('input', () => { joinDraft[name] = i.value; });
      lab.append(i);
      return lab;
    };
    form.append(field('code', T('code'), joinDraft.code, { maxLength: 12, autocapitalize: 'characters', inputMode: 'text', required: true }),
      field('name', T('name'), joinDraft.name, { maxLength: 20, placeholder: T('namePh') }));
    const makeUp = keyed(button(T('makeUp'), () => {
      const a = ['Calm', 'Brave', 'Quick', 'Bright', 'Kind', 'Clever', 'Lucky', 'Merry'], b = ['Otter', 'Fox', 'Heron', 'Lynx', 'Panda', 'Robin', 'Seal', 'Wren'];
      const r = (n) => Math.floor(Math.random() * n);
      joinDraft.name = `${a[r(a.length)]} ${b[r(b.length)]} ${10 + r(90)}`;
      render(); const i = dialog.querySelector('input[name=name]'); if (i) i.focus();
    }, 'live-small'), 'makeup');
    form.append(makeUp);
    if (joinError) { const e = el('p', 'live-error', joinError); e.setAttribute('role', 'alert'); form.append(e); }
    const row = el('div', 'live-buttons');
    const go = keyed(button(T('join'), () => {}, 'live-primary'), 'join');
    go.type = 'submit';
    row.append(go, keyed(button(T('cancel'), () => closeJoin(false)), 'cancel'));
    form.append(row);
    form.addEventListener('submit', (e) => { e.preventDefault(); join(joinDraft.code, joinDraft.name); });
    dialog.append(form);
  }
  root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      if (joinOpen) { closeJoin(false); e.stopPropagation(); }
      else if (codeShown) { codeShown = false; render(); e.stopPropagation(); }
    }
    if (e.key === 'Tab' && joinOpen) {
      const items = Array.from(dialog.querySelectorAll('input, button')).filter((x) => !x.disabled);
      const i = items.indexOf(document.activeElement);
      const to = items[(i < 0 ? 0 : i + (e.shiftKey ? items.length - 1 : 1)) % items.length];
      if (to) { to.focus(); e.preventDefault(); }
    }
    // The app (SDL's handlers on the window) must not see keys typed here: it
    // would take them as shortcuts and cancel their default (typing).
    e.stopPropagation();
  });
  for (const type of ['keypress', 'keyup']) root.addEventListener(type, (e) => e.stopPropagation());

  // ------------------------------------------------------------ the app's frames
  let readyQueue = [];
  function whenReady(f) { if (gtl._live) f(); else readyQueue.push(f); }
  gtl.ready.then(() => {
    const q = readyQueue; readyQueue = [];
    q.forEach((f) => f());
    render();
  }, () => {});
  // A drawn frame (Module.gtlDrew, also used by a11y.js: chained): the teacher's
  // page sends what changed, a student's page notices their own moves.
  let drew = false;
  function hook() {
    if (!Module || Module.gtlDrew === onDrew) return;
    const prev = Module.gtlDrew;
    /** @type {ChainedDrawHook} */ (onDrew).prev = typeof prev === 'function' ? prev : null;
    Module.gtlDrew = onDrew;
  }
  function onDrew(...args) {
    if (/** @type {ChainedDrawHook} */ (onDrew).prev) /** @type {ChainedDrawHook} */ (onDrew).prev(...args);
    drew = true;
  }
  hook();
  gtl.ready.then(hook, () => {});
  // A light clock: at most 5 looks a second, only with a class on; where the
  // app does not call gtlDrew, every tick looks.
  let hookSeen = false;
  setInterval(() => {
    if (!conn || !conn.role || !gtl._live) return;
    if (drew) hookSeen = true;
    if (hookSeen && !drew) { themeTick(); return; }
    drew = false;
    if (conn.role === 'teacher') teacherTick();
    else studentTick();
    themeTick();
  }, kGapMs);
  function themeTick() {
    const s = baseState().settings;
    const look = s.theme + s.lang;
    if (look !== lastLook) { lastLook = look; render(); }
  }

  // A join link opens the join dialog; a reload resumes the seat kept in this tab.
  let saved = null;
  try { saved = sessionStorage.getItem('gtl.live'); } catch (e) { saved = null; }
  if (joinCode) {
    openJoin(joinCode.toUpperCase());
    try { history.replaceState(null, '', location.pathname + location.search); } catch (e) { /* file: */ }
  } else if (saved) {
    loadClient().then(() => {
      const c = connection();
      const p = c.resumeSaved();
      if (p) p.then(() => whenReady(() => applyTeacher(false)), () => { conn = null; render(); });
    });
  }
  render();
})();
