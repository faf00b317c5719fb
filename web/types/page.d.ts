// What the page's classic scripts (a11y.js, lecture.js, live_page.js) share
// through the window: the app's automation API (shell.html, docs/automation.md)
// and the Emscripten module. Loose on purpose where the app's JSON answers are
// read: their shapes are documented in docs/automation.md and checked by the
// browser tests.
export {};
declare global {
  /** The Emscripten module of the app (index.js), with the page's own hooks. */
  var Module: any;
  interface Window {
    /** window.gtl: the page's automation API (docs/automation.md). */
    gtl: any;
    Module: any;
    gtlLecture: any;
    axe: any;
  }
  /** What a11y.js builds (and keeps up to date) one element of its twin from. */
  interface TwinSpec {
    key: string;
    tag?: string;
    /** The kind of control, for its keys: 'menubar', 'menu', 'widget', 'input', 'cell', 'move', 'tree'. */
    on?: string;
    attrs?: Record<string, any>;
    props?: Record<string, any>;
    text?: string;
    rect?: number[] | null;
    children?: TwinSpec[];
    [field: string]: any;
  }
  /** An element of a11y.js's twin: el._spec is the spec it was last built from; type and value are a control's. */
  type TwinElement = HTMLElement & { _spec?: TwinSpec; type?: string; value?: string };
  /** live_page.js's Module.gtlDrew hook: fn.prev is the hook found there before (a11y.js's), which it calls first. */
  type ChainedDrawHook = ((...args: any[]) => void) & { prev?: ((...args: any[]) => void) | null };
}
