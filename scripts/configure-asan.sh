#!/usr/bin/env bash
# Configures build/asan: clang with AddressSanitizer + UndefinedBehaviorSanitizer
# at -O1, the tests and the libFuzzer targets in one tree (the code is compiled
# once for both). scripts/test.sh and scripts/fuzz.sh call it; safe to re-run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
command -v clang++ >/dev/null || { echo "configure-asan: clang++ is missing: run scripts/setup.sh (it installs clang and libclang-rt-14-dev)" >&2; exit 1; }
exec cmake -S "$ROOT" -B "$ROOT/build/asan" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DGTL_SANITIZE=ON -DGTL_FUZZ=ON -DGTL_BUILD_BENCH=OFF "$@"
