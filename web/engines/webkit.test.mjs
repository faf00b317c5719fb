// Smoke tests of the page in WebKit (Debian's WebKitGTK: WebKitWebDriver driving
// MiniBrowser under Xvfb), the engine of every browser on an iPad; see
// docs/browsers.md.   cd web && node --test --test-concurrency=1 engines/
import { smokeSuite } from './common.mjs';
import { webkitEngine } from './webkit.mjs';

smokeSuite(webkitEngine);
