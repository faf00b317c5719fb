// ESLint (flat config, the recommended rules) over every JavaScript file of
// the page and its tools: the page's scripts run in the browser (a11y.js,
// lecture.js, live_page.js, sw.js, the live client, the worker's prelude), the
// servers, build tools and tests in node. scripts/test.sh runs it with
// --max-warnings 0, beside the type check (tsconfig.json).
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['node_modules/**'] },
  js.configs.recommended,
  {
    files: ['**/*.mjs'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // The page's classic scripts: the browser, the Emscripten module and the app's window.gtl.
    files: ['**/*.js'],
    languageOptions: {
      ecmaVersion: 2022, sourceType: 'script',
      globals: { ...globals.browser, Module: 'writable', UTF8ToString: 'readonly', wasmMemory: 'readonly' },
    },
  },
  {
    // The service worker: its file list is written into it by web/make_sw.mjs.
    files: ['page/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker, __GTL_FILES__: 'readonly', __GTL_START__: 'readonly' } },
  },
  {
    // The live client is an ES module shared by the page and node (the tests, the load tool).
    files: ['page/live_client.js', 'page/live_protocol.js'],
    languageOptions: { sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Test and tool code evaluated inside the page by Playwright or puppeteer.
    files: ['tests/**/*.mjs', 'engines/**/*.mjs', 'bench/**/*.mjs', 'tools/screenshots.mjs', 'page/icons/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, Module: 'readonly', abort: 'readonly' } },
  },
  {
    // The C++'s bar (scripts/function_lengths.py) for the shipped and server
    // code: no function over 80 lines, comments included. The page's scripts
    // wrap themselves in one IIFE, which is the file, not a function.
    files: ['page/**/*.js', 'server/**/*.mjs', 'tools/**/*.mjs'],
    rules: { 'max-lines-per-function': ['error', { max: 80, IIFEs: false }] },
  },
  {
    rules: {
      'no-unused-vars': ['warn', { args: 'none', caughtErrors: 'none', ignoreRestSiblings: true }],
      // An empty catch is how the page says "best effort" (a blocked storage, a closed window).
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
];
