#!/bin/sh
# Instruction counts (valgrind's callgrind) of one 1,000-case judge batch:
# the fast solver vs the plain memoised solver, each with its memo kept across
# the batch. Only the batch function is counted (--toggle-collect).
#   bench/instructions.sh [path/to/gtl_bench]
set -eu
bench=${1:-build-core/bench/gtl_bench}
out=$(mktemp -d)
for which in ours baseline; do
  valgrind --tool=callgrind --callgrind-out-file="$out/$which" \
    --toggle-collect="*batch_$which*" "$bench" --once=batch-$which > /dev/null 2>&1
  printf '%-9s %s\n' "$which" "$(callgrind_annotate "$out/$which" | grep 'PROGRAM TOTALS')"
done
rm -r "$out"
