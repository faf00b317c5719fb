// What the service worker (web/page/sw.js, a classic script) uses that the page's
// DOM types lack. tsc checks sw.js in one program with the page's scripts
// (tsconfig.json), where `self` is the page's Window: sw.js casts `self` and
// its events to these. (TypeScript's full "WebWorker" lib cannot be mixed with
// "DOM" in one program.)
export {};
declare global {
  /** Written into the served copy by web/tools/make_sw.mjs: each file of the build -> the start of its SHA-256 (hex). */
  const __GTL_FILES__: Record<string, string>;
  /** Written into the served copy by web/tools/make_sw.mjs: the files the page loads at start. */
  const __GTL_START__: string[];
  /** The service worker's global scope: what sw.js uses of it beyond a Window's. */
  type SwScope = Window & typeof globalThis & {
    registration: ServiceWorkerRegistration;
    clients: { claim(): Promise<void> };
    skipWaiting(): Promise<void>;
  };
  /** A service worker's install / activate event. */
  interface SwExtendableEvent extends Event {
    waitUntil(promise: Promise<any>): void;
  }
  /** A service worker's fetch event. */
  interface SwFetchEvent extends SwExtendableEvent {
    readonly request: Request;
    respondWith(response: Response | Promise<Response>): void;
  }
}
