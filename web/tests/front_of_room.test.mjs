// A lesson from the front of the room (issue 43): what a class reads on the
// projector, driven by the real mouse on gtl.itemRect's rects, pixels sampled
// where the defect is visual.
//   * 800 × 600 at extra-large text (§5): nothing in the side panel runs past
//     its edge or lies under the status bar when shown, the ball game's Take
//     buttons are whole, and presentation mode's menu bar shows whole words.
//   * The quiz's tree (§7): each asked node names its position ("Q1 ?" over
//     "{2,4}"), the view is on the question asked and follows the answers, and
//     nothing drawn or read out gives an answer away.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openApp, state, lessonIds, dispatch, clickItem, itemRect, waitForState, screenshot, pngPixels, commonColour, drawn,
} from './helpers.mjs';
import { axNodes, twinSettled } from './ax.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

// The browser's accessibility tree: its tree items, as a screen reader reads them.
async function treeItems(page) {
  await twinSettled(page);
  return (await axNodes(page)).filter((n) => n.role === 'treeitem').map((n) => n.name);
}

const OUTCOME_WORDS = /\b(win|wins|loss|loses|losing|winning|draw)\b/i;

// Rows of a box (CSS px, screenshot at scale 1) that hold ink: pixels far from the box's own fill.
async function inkRows(page, box) {
  const png = await page.screenshot();
  const d = await pngPixels(page, png, box);
  const fill = commonColour(d.data).rgb;
  const rows = [];
  for (let y = 0; y < d.height; ++y) {
    let ink = 0;
    for (let x = 0; x < d.width; ++x) {
      const i = 4 * (y * d.width + x);
      if (Math.abs(d.data[i] - fill[0]) + Math.abs(d.data[i + 1] - fill[1]) + Math.abs(d.data[i + 2] - fill[2]) > 120) ++ink;
    }
    rows.push(ink > 0);
  }
  return rows;
}
// Runs of rows with ink, separated by at least two blank rows: the lines of text in a box.
function textLines(rows) {
  let lines = 0, blank = 2;
  for (const r of rows) {
    if (r && blank >= 2) ++lines;
    blank = r ? 0 : blank + 1;
  }
  return lines;
}

// ImGui's widgets of the last frame (the accessible twin's list): label, automation name, rect.
async function widgets(page) {
  const twin = JSON.parse(await page.evaluate(() => window.Module.ccall('gtl_twin', 'string', [], [])));
  return twin.widgets.map((w) => ({ label: w.label, name: w.name || '', x: w.r[0], y: w.r[1], w: w.r[2], h: w.r[3] }));
}


// Scrolls the side panel with the mouse wheel until the item lies whole in it,
// above the status bar (helpers' reveal only keeps it off the window's foot).
async function revealInPanel(page, id) {
  for (let i = 0; i < 40; ++i) {
    const { panel, status } = (await state(page)).layout;
    const bottom = status.h > 0 ? status.y : panel.y + panel.h;
    const r = await itemRect(page, id);
    if (r && r.y >= panel.y && r.y + r.h <= bottom) return r;
    await page.mouse.move(panel.x + 12, panel.y + panel.h / 2);
    await page.mouse.wheel(0, r && r.y < panel.y ? -60 : 60);
    await drawn(page);
  }
  throw new Error(`${id} could not be scrolled into the panel`);
}

const inside = (r, box) => r.x >= box.x - 0.5 && r.y >= box.y - 0.5 && r.x + r.w <= box.x + box.w + 0.5 && r.y + r.h <= box.y + box.h + 0.5;

for (const [lang, theme] of [['en', 'dark'], ['zh', 'light']]) {
  test(`the quiz's tree (${lang}, ${theme}): the asked node shows its position with "?", is in view, and the view follows the next question; no answer is drawn or read out`, async () => {
    const { page } = await openApp(env, { query: lang === 'zh' ? '?game=number&lang=zh' : '', colorScheme: theme });
    if (lang === 'zh') await waitForState(page, (s) => s.font.cjk === 'ready', { what: 'the Chinese font' });
    await revealInPanel(page, 'teach.quiz');
    await clickItem(page, 'teach.quiz');
    let s = await waitForState(page, (st) => st.teach.mode === 'quiz', { what: 'the quiz' });
    const qs = s.teach.quiz.questions;
    assert.ok(qs.length >= 2, 'the default quiz asks several questions');
    for (const [i, q] of qs.entries()) {
      const head = `Q${i + 1} ?`;
      if (i > 0) {
        // The previous question answered with the mouse: the view moves on.
        await revealInPanel(page, `quiz.${i}.W`);
        await clickItem(page, `quiz.${i}.W`);
      }
      s = await waitForState(page, (st) => JSON.stringify(st.tree.selected) === JSON.stringify(q.path) &&
        st.tree.nodeTexts.includes(`${head}\n${q.label}`), { what: `Q${i + 1} drawn in view with its position` })
        .catch(async (e) => {
          const t = (await state(page)).tree;
          throw new Error(`${e.message.slice(0, 80)}: selected ${JSON.stringify(t.selected)}, drawn ${JSON.stringify(t.nodeTexts)}`);
        });
      assert.equal(s.tree.lod, 'labels', 'boxes big enough for their positions\' labels');
      const canvas = await itemRect(page, 'tree.canvas');
      await drawn(page, 3);
      const box = await itemRect(page, 'tree.selected');
      assert.ok(box && inside(box, canvas), `Q${i + 1}'s box ${JSON.stringify(box)} lies in the tree's canvas ${JSON.stringify(canvas)}`);
      // Drawn: two lines of text in the box (the head and the position).
      assert.equal(textLines(await inkRows(page, { x: box.x + 3, y: box.y + 3, w: box.w - 6, h: box.h - 6 })), 2,
        `Q${i + 1}'s box shows two lines`);
      // No question's head has an outcome letter while it is unanswered.
      for (const t of s.tree.nodeTexts) {
        const m = /^Q(\d+) (.*)$/.exec(t.split('\n')[0]);
        if (m && Number(m[1]) > i) assert.doesNotMatch(m[2], /[WLD]/, `an unanswered question's head gives its answer: ${t}`);
      }
      for (const name of await treeItems(page)) {
        if (qs.slice(i).some((u) => name.includes(u.label))) assert.doesNotMatch(name, OUTCOME_WORDS, `a question's item is read out with its answer: ${name}`);
      }
      if (i === 0) await screenshot(page, `front-quiz-tree-${lang}-${theme}-1280x720`);
    }
    // The caption's "positions below them are shown": the moves under Q1 are drawn.
    const below = s.tree.restore.filter((l) => l.length === qs[0].path.length + 1 &&
      l.slice(0, -1).every((m, k) => m === qs[0].path[k]));
    assert.ok(below.length > 0, 'the moves below Q1 are in the tree');
    await page.context().close();
  });
}

for (const [lang, theme] of [['en', 'dark'], ['zh', 'dark'], ['en', 'light']]) {
  test(`800 × 600 at extra-large text (${lang}, ${theme}): every lesson's side panel fits its width, the Take buttons are whole, Undo and Reveal all clear the status bar, presentation's menu bar has whole words`, { timeout: 120_000 }, async () => {
    const { page } = await openApp(env, { width: 800, height: 600, colorScheme: theme, query: `?game=balls${lang === 'zh' ? '&lang=zh' : ''}` });
    if (lang === 'zh') await waitForState(page, (s) => s.font.cjk === 'ready', { what: 'the Chinese font' });
    // View › Text size › Extra large (its action).
    await dispatch(page, { type: 'text.size', px: 25 });
    let s = await waitForState(page, (st) => st.settings.fontPx === 25, { what: 'extra-large text' });
    for (const view of await lessonIds(page)) {
      const shown = await dispatch(page, { type: 'view', view });
      assert.equal(shown.ok, true, `view ${view}: ${shown.error}`);
      await drawn(page, 4);
      s = await state(page);
      const { panel, status, panelText } = s.layout;
      assert.ok(panel.w > 0 && status.h > 0, 'a desktop: panel and status bar');
      assert.ok(panelText.room > 0 && panelText.needed <= panelText.room + 0.5,
        `${view}: the panel's widest line ${panelText.needed} px fits its ${panelText.room} px`);
      for (const w of await widgets(page)) {
        const shown = w.y >= panel.y && w.y + w.h <= status.y && w.x < panel.x + panel.w;
        if (!shown) continue;
        assert.ok(w.x >= panel.x && w.x + w.w <= panel.x + panel.w, `${view}: ${w.name || w.label} ${JSON.stringify(w)} lies inside the panel ${JSON.stringify(panel)}`);
      }
      if (view === 'balls') {
        // The Take buttons whole, inside the lesson's region above the splitter.
        const split = await itemRect(page, 'canvas.splitter');
        for (const k of s.balls.take) {
          const r = await itemRect(page, `take.${k}`);
          assert.ok(r && r.y + r.h <= split.y + 1 && r.x >= s.layout.canvas.x && r.x + r.w <= s.layout.canvas.x + s.layout.canvas.w,
            `Take ${k} ${JSON.stringify(r)} is whole above the splitter ${JSON.stringify(split)}`);
        }
        await screenshot(page, `front-800x600-xl-balls-${lang}-${theme}`);
      }
    }
    // The ball game played as second (two verdicts): Undo clears the status bar and a click undoes.
    await dispatch(page, { type: 'view', view: 'balls' });
    await dispatch(page, { type: 'anim.speed', value: 0 });
    await revealInPanel(page, 'teach.play.second');
    await clickItem(page, 'teach.play.second');
    await waitForState(page, (st) => st.teach.mode === 'play' && st.history.length === 1, { what: 'the computer\'s first move' });
    for (const [i, k] of [1, 1].entries()) {
      await clickItem(page, `take.${k}`);
      await waitForState(page, (st) => st.history.length === 3 + 2 * i || st.balls.gameOver, { what: `take ${k} and the reply` });
    }
    await drawn(page, 3);
    s = await state(page);
    const undo = await itemRect(page, 'teach.undo');
    assert.ok(undo && undo.y + undo.h <= s.layout.status.y && undo.x + undo.w <= s.layout.panel.x + s.layout.panel.w,
      `Undo ${JSON.stringify(undo)} is above the status bar ${JSON.stringify(s.layout.status)}`);
    const before = s.history.length;
    await clickItem(page, 'teach.undo');
    await waitForState(page, (st) => st.history.length < before, { what: 'the click on Undo to undo' });
    // The quiz: Reveal all clears the status bar once it is started.
    await revealInPanel(page, 'teach.quiz');
    await clickItem(page, 'teach.quiz');
    s = await waitForState(page, (st) => st.teach.mode === 'quiz', { what: 'the quiz' });
    await drawn(page, 3);
    const rev = await itemRect(page, 'quiz.reveal');
    assert.ok(rev && rev.y + rev.h <= s.layout.status.y, `Reveal all ${JSON.stringify(rev)} is above the status bar`);
    // Presentation mode: text at 25 px or more, every item of the menu bar inside the window.
    await clickItem(page, 'view.presentation');
    s = await waitForState(page, (st) => st.settings.presentation, { what: 'presentation mode' });
    await drawn(page, 3);
    assert.ok(s.layout.menuBar.needed <= s.layout.menuBar.room + 0.5, `the menu bar's ${s.layout.menuBar.needed} px fit its ${s.layout.menuBar.room}`);
    for (const id of ['menu.file', 'menu.view', 'menu.help', 'menu.more', 'view.presentation', 'view.fullscreen']) {
      const r = await itemRect(page, id);
      if (r) assert.ok(r.x >= 0 && r.x + r.w <= 800, `${id} ${JSON.stringify(r)} lies in the window`);
    }
    assert.ok(await itemRect(page, 'view.presentation'), 'Leave presentation stays on the bar');
    await screenshot(page, `front-800x600-xl-presentation-${lang}-${theme}`);
    await page.context().close();
  });
}
