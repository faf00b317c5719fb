#!/usr/bin/env bash
# README command 2: every test. Installs what is missing, then
#   1. native Release build: unit tests (CTest) and the CLI end-to-end tests,
#   2. the same tests under AddressSanitizer + UndefinedBehaviorSanitizer,
#   3. every libFuzzer target for a few seconds (scripts/fuzz.sh, clang),
#   4. the web build and the browser tests (Playwright + Debian's Chromium).
# Exits non-zero on the first failure. Build folders are reused (incremental).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JOBS="${JOBS:-2}"
# Each step prints the seconds since the start, so CI logs show where time goes.
step() { printf '\n==== [%4ds] %s\n' "$SECONDS" "$*"; }

"$ROOT/scripts/setup.sh"

step "native build (Release)"
cmake -S "$ROOT" -B "$ROOT/build/native" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$ROOT/build/native" -j"$JOBS"
step "native tests"
ctest --test-dir "$ROOT/build/native" --output-on-failure -j"$JOBS"

step "native build with ASan + UBSan"
cmake -S "$ROOT" -B "$ROOT/build/asan" -DCMAKE_BUILD_TYPE=Debug -DGTL_SANITIZE=ON -DGTL_BUILD_BENCH=OFF >/dev/null
cmake --build "$ROOT/build/asan" -j"$JOBS"
step "native tests under sanitizers"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir "$ROOT/build/asan" --output-on-failure -j"$JOBS"

step "fuzzing, a few seconds per target (clang, ASan + UBSan)"
"$ROOT/scripts/fuzz.sh"

step "web build"
"$ROOT/scripts/build-web.sh"
step "browser tests and CLI reference checks (node)"
cd "$ROOT/web"
GTL_SITE="$ROOT/build/web/site" GTL_ARTIFACTS="$ROOT/build/web/screenshots" GTL_BIN="$ROOT/build/native/bin" \
  node --test --test-concurrency=1 --test-force-exit tests/
step "other browser engines: Firefox ESR and WebKitGTK smoke tests (web/engines/, Xvfb started by the tests)"
cd "$ROOT/web"
GTL_SITE="$ROOT/build/web/site" GTL_ARTIFACTS="$ROOT/build/web/screenshots" \
  node --test --test-concurrency=1 --test-force-exit --test-timeout=420000 engines/
step "all tests passed"
