#!/usr/bin/env bash
# Builds the web app (build/web/site/index.html + index.js + index.wasm).
# Incremental: re-running only rebuilds what changed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Debian's emscripten needs its node modules (acorn) on NODE_PATH to link.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
if [ ! -f "$ROOT/build/web/CMakeCache.txt" ]; then
  emcmake cmake -S "$ROOT" -B "$ROOT/build/web" -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$ROOT/build/web" -j2
# The offline service worker: this build's version and file list (web/sw.js).
node "$ROOT/web/make_sw.mjs" "$ROOT/build/web/site" >/dev/null
