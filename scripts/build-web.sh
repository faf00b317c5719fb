#!/usr/bin/env bash
# Builds the web app (build/web/site/index.html + index.js + index.wasm).
# Incremental: re-running only rebuilds what changed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/ccache_env.sh
. "$ROOT/scripts/ccache_env.sh"
# Debian's emscripten needs its node modules (acorn) on NODE_PATH to link.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
# The link minifies index.js with terser (web/tools/minify.mjs), installed by scripts/setup.sh.
if [ ! -f "$ROOT/web/node_modules/terser/package.json" ]; then
  echo "build-web: web/node_modules/terser is missing: run scripts/setup.sh (npm ci in web/)." >&2
  exit 1
fi
# The optimisation flags live in the CMakeLists files (CMakeLists.txt, docs/size.md),
# not in the cache, so a build/web configured by an older checkout takes them too:
# cmake --build re-runs the configuration when those files changed.
if [ ! -f "$ROOT/build/web/CMakeCache.txt" ]; then
  emcmake cmake -S "$ROOT" -B "$ROOT/build/web" -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$ROOT/build/web" -j2
# The third-party notices (Help › About): every shipped dependency with its licence text.
node "$ROOT/web/tools/notices.mjs" "$ROOT/build/web/site"
# The offline service worker: this build's version and file list (web/page/sw.js).
node "$ROOT/web/tools/make_sw.mjs" "$ROOT/build/web/site" >/dev/null
# Brotli and gzip copies of the site's files for web/server/serve.mjs (after sw.js is written).
node "$ROOT/web/tools/precompress.mjs" "$ROOT/build/web/site" >/dev/null
