#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan, build/fuzz) and runs each
# one for a bounded time; fails on any crash, sanitizer report, failed check,
# timeout or memory blow-up. scripts/test.sh runs it with the defaults.
#
#   scripts/fuzz.sh                 every target, FUZZ_SECONDS (10) each
#   FUZZ_SECONDS=600 scripts/fuzz.sh number_judge   one target, longer
#
# Each target starts from its committed seeds (fuzz/corpus/<name>/, read only)
# plus what earlier runs found (build/fuzz/corpus/<name>/), with the dictionary
# fuzz/<name>.dict when there is one. A crashing input is saved as
# build/fuzz/artifacts/<name>-crash-...; rerun it with
# build/fuzz/fuzz/bin/<name> <that file>.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JOBS="${JOBS:-2}"
SECONDS_EACH="${FUZZ_SECONDS:-10}"
BUILD="$ROOT/build/fuzz"

command -v clang++ >/dev/null || { echo "fuzz: clang++ is missing: run scripts/setup.sh (it installs clang and libclang-rt-14-dev)" >&2; exit 1; }
cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DGTL_FUZZ=ON -DGTL_BUILD_TESTS=OFF -DGTL_BUILD_BENCH=OFF >/dev/null
cmake --build "$BUILD" -j"$JOBS" --target gtl_fuzzers

mkdir -p "$BUILD/artifacts"
names=("$@")
if [ "${#names[@]}" -eq 0 ]; then
  for f in "$BUILD"/fuzz/bin/*; do [ -x "$f" ] && names+=("$(basename "$f")"); done
fi
[ "${#names[@]}" -gt 0 ] || { echo "fuzz: no fuzz targets were built" >&2; exit 1; }

for name in "${names[@]}"; do
  bin="$BUILD/fuzz/bin/$name"
  [ -x "$bin" ] || { echo "fuzz: no target named $name" >&2; exit 1; }
  corpus=("$BUILD/corpus/$name")
  mkdir -p "${corpus[0]}"
  [ -d "$ROOT/fuzz/corpus/$name" ] && corpus+=("$ROOT/fuzz/corpus/$name")
  dict=()
  [ -f "$ROOT/fuzz/$name.dict" ] && dict=(-dict="$ROOT/fuzz/$name.dict")
  log="$BUILD/artifacts/$name.log"
  # -timeout: one input over 10 s is a hang; -rss_limit_mb: a run over 2 GB is a leak or a blow-up.
  if ! "$bin" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$BUILD/artifacts/$name-" "${dict[@]}" "${corpus[@]}" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "fuzz: $name FAILED (log: $log)" >&2
    exit 1
  fi
  runs=$(awk '/stat::number_of_executed_units/ { print $2 }' "$log")
  peak=$(awk '/stat::peak_rss_mb/ { print $2 }' "$log")
  echo "fuzz: $name: $runs inputs in ${SECONDS_EACH} s, peak ${peak} MB, no crash, no timeout"
done
