#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan: build/asan, the same tree
# as the sanitized tests, configured by scripts/configure-asan.sh) and runs each
# one for a bounded time; fails on any crash, sanitizer report, failed check,
# timeout or memory blow-up. scripts/test.sh runs it with the defaults.
#
#   scripts/fuzz.sh                 every target, FUZZ_SECONDS (10) each
#   FUZZ_SECONDS=600 scripts/fuzz.sh number_judge   one target, longer
#   GTL_FUZZ_PARALLEL=2 scripts/fuzz.sh             two targets at a time
#
# Each target starts from its committed seeds (fuzz/corpus/<name>/, read only)
# plus what earlier runs found (build/asan/corpus/<name>/), with the dictionary
# fuzz/<name>.dict when there is one. A crashing input is saved as
# build/asan/artifacts/<name>-crash-...; rerun it with
# build/asan/fuzz/bin/<name> <that file>.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JOBS="${JOBS:-2}"
SECONDS_EACH="${FUZZ_SECONDS:-10}"
PARALLEL="${GTL_FUZZ_PARALLEL:-1}"
BUILD="$ROOT/build/asan"
# shellcheck source=scripts/ccache_env.sh
. "$ROOT/scripts/ccache_env.sh"

[ -f "$BUILD/CMakeCache.txt" ] || "$ROOT/scripts/configure-asan.sh" >/dev/null
cmake --build "$BUILD" -j"$JOBS" --target gtl_fuzzers

mkdir -p "$BUILD/artifacts"
names=("$@")
if [ "${#names[@]}" -eq 0 ]; then
  for f in "$BUILD"/fuzz/bin/*; do [ -x "$f" ] && names+=("$(basename "$f")"); done
fi
[ "${#names[@]}" -gt 0 ] || { echo "fuzz: no fuzz targets were built" >&2; exit 1; }

# One target: its bounded run, then a line of figures (or its log's tail).
run_one() {
  local name="$1" bin="$BUILD/fuzz/bin/$1"
  local corpus=("$BUILD/corpus/$name") dict=() log="$BUILD/artifacts/$name.log"
  mkdir -p "${corpus[0]}"
  [ -d "$ROOT/fuzz/corpus/$name" ] && corpus+=("$ROOT/fuzz/corpus/$name")
  [ -f "$ROOT/fuzz/$name.dict" ] && dict=(-dict="$ROOT/fuzz/$name.dict")
  # -timeout: one input over 10 s is a hang; -rss_limit_mb: a run over 2 GB is a leak or a blow-up.
  if ! "$bin" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$BUILD/artifacts/$name-" "${dict[@]}" "${corpus[@]}" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "fuzz: $name FAILED (log: $log)" >&2
    return 1
  fi
  local runs peak
  runs=$(awk '/stat::number_of_executed_units/ { print $2 }' "$log")
  peak=$(awk '/stat::peak_rss_mb/ { print $2 }' "$log")
  echo "fuzz: $name: $runs inputs in ${SECONDS_EACH} s, peak ${peak} MB, no crash, no timeout"
}

for name in "${names[@]}"; do
  [ -x "$BUILD/fuzz/bin/$name" ] || { echo "fuzz: no target named $name" >&2; exit 1; }
done
# PARALLEL targets at a time; any failure fails the whole run.
pids=() failed=0
for name in "${names[@]}"; do
  run_one "$name" & pids+=($!)
  if [ "${#pids[@]}" -ge "$PARALLEL" ]; then wait "${pids[0]}" || failed=1; pids=("${pids[@]:1}"); fi
done
for p in "${pids[@]}"; do wait "$p" || failed=1; done
[ "$failed" = 0 ] || { echo "fuzz: a target failed" >&2; exit 1; }
