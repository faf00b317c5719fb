#!/usr/bin/env bash
# README command 2: every test. Installs what is missing, then
#   1. native Release build: unit tests (CTest) and the CLI end-to-end tests,
#   2. one clang build with ASan + UBSan (build/asan): the same tests under the
#      sanitizers, and the libFuzzer targets built from the same objects,
#   3. every libFuzzer target for a few seconds (scripts/fuzz.sh, two at a time),
#   4. the web build and the browser tests (Playwright + Debian's Chromium), the
#      files two at a time, then the few that measure time or frames alone,
#   5. Firefox ESR and WebKitGTK smoke tests.
# Exits non-zero on the first failure. Build folders are reused (incremental),
# and compiles go through ccache (its cache lives outside the checkout, so a
# fresh clone on the same machine recompiles only what changed).
#
# At the end (or at a failure) it prints each step's time and the ten slowest
# tests of each runner. docs/testing.md says how to run one step or one file.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JOBS="${JOBS:-2}"
LOGS="$ROOT/build/test-logs"

"$ROOT/scripts/setup.sh"
rm -rf "$LOGS" && mkdir -p "$LOGS"
# shellcheck source=scripts/ccache_env.sh
. "$ROOT/scripts/ccache_env.sh"

# ------------------------------------------------------------------ step timing
STEP_NAMES=() STEP_TIMES=() STEP_NOW="" STEP_T0=0
step() {
  step_end
  STEP_NOW="$*" STEP_T0=$SECONDS
  printf '\n==== [%4ds] %s\n' "$SECONDS" "$*"
}
step_end() {
  [ -n "$STEP_NOW" ] || return 0
  STEP_NAMES+=("$STEP_NOW") STEP_TIMES+=($((SECONDS - STEP_T0)))
  STEP_NOW=""
}
report() {
  local status=$?
  step_end
  printf '\n==== time per step (%d s in all)\n' "$SECONDS"
  for i in "${!STEP_NAMES[@]}"; do printf '%6d s  %s\n' "${STEP_TIMES[$i]}" "${STEP_NAMES[$i]}"; done
  node "$ROOT/scripts/slowest_tests.mjs" "$LOGS" 2>/dev/null || true
  command -v ccache >/dev/null && ccache --show-stats 2>/dev/null | grep -E 'Hits|Misses' | head -3 | sed 's/^/ccache: /'
  [ "$status" = 0 ] || printf '\n==== FAILED in step: %s\n' "${STEP_NAMES[-1]:-setup}"
  return "$status"
}
trap report EXIT

# ---------------------------------------------------------------------- native
step "native build (Release; the benchmarks are built only where they are run)"
cmake -S "$ROOT" -B "$ROOT/build/native" -DCMAKE_BUILD_TYPE=Release -DGTL_BUILD_BENCH=OFF >/dev/null
cmake --build "$ROOT/build/native" -j"$JOBS"
step "native tests"
ctest --test-dir "$ROOT/build/native" --output-on-failure -j"$JOBS" --output-junit "$LOGS/native.xml"

step "native build with ASan + UBSan (clang; the fuzz targets come from the same build)"
"$ROOT/scripts/configure-asan.sh" >/dev/null
cmake --build "$ROOT/build/asan" -j"$JOBS"
step "native tests under sanitizers"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir "$ROOT/build/asan" --output-on-failure -j"$JOBS" --output-junit "$LOGS/asan.xml"

step "fuzzing, a few seconds per target (clang, ASan + UBSan, build/asan)"
GTL_FUZZ_PARALLEL="$JOBS" "$ROOT/scripts/fuzz.sh"

# ------------------------------------------------------------------------- web
step "web build"
"$ROOT/scripts/build-web.sh"

export GTL_SITE="$ROOT/build/web/site" GTL_ARTIFACTS="$ROOT/build/web/screenshots" GTL_BIN="$ROOT/build/native/bin"
cd "$ROOT/web"
# The files that measure time or count frames run alone, after the others.
mapfile -t SERIAL < <(grep -v '^#' "$ROOT/web/tests/serial.txt" | sed '/^$/d; s|^|tests/|')
# The longest files first (web/tests/slow_first.txt), then the rest by name.
mapfile -t SLOW < <(grep -v '^#' "$ROOT/web/tests/slow_first.txt" | sed '/^$/d; s|^|tests/|')
mapfile -t PARALLEL < <(printf '%s\n' "${SLOW[@]}" | while read -r f; do [ -f "$f" ] && echo "$f"; done
                        ls tests/*.test.mjs | grep -vxF -f <(printf '%s\n' "${SERIAL[@]}" "${SLOW[@]}"))
step "browser tests and CLI reference checks, ${#PARALLEL[@]} files two at a time (node)"
node --test --test-concurrency="$JOBS" --test-force-exit --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=spec --test-reporter-destination="$LOGS/browser.spec" "${PARALLEL[@]}"
step "browser tests that measure time or frames, ${#SERIAL[@]} files one at a time (node)"
node --test --test-concurrency=1 --test-force-exit --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=spec --test-reporter-destination="$LOGS/browser-serial.spec" "${SERIAL[@]}"
step "other browser engines: Firefox ESR and WebKitGTK smoke tests (web/engines/, Xvfb started by the tests)"
node --test --test-concurrency=1 --test-force-exit --test-timeout=420000 --test-reporter=spec \
  --test-reporter-destination=stdout --test-reporter=spec --test-reporter-destination="$LOGS/engines.spec" engines/
step_end
printf '\n==== all tests passed\n'
