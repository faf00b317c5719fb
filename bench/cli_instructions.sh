#!/bin/sh
# Whole-process instruction counts (valgrind's callgrind, every instruction from
# the first of the dynamic loader or of a static binary to exit) of the judge
# CLIs against plain programs built in the same tree, on judge files made by
# this tree's own generator (bench/judge_input.cpp, fixed seeds):
#   number-game vs bench/baseline_number_cli.cpp (iostream, memoised recursion)
#     on 1,000 positions reachable in play from 2..20;
#   ball-game vs bench/baseline_ball_cli.cpp (iostream, a direct table per query)
#     on three take sizes 1..99 and 1,000 counts 1..999 (the Lanqiao limits);
#   both on the smallest input ("0" / one take size and one count).
# The answers of each pair are compared first; a difference fails the script.
#   bench/cli_instructions.sh [build dir, default build/native]
set -eu
build=${1:-build/native}
for f in bin/number-game bin/ball-game bench/gtl_judge_input bench/baseline_number_cli bench/baseline_ball_cli; do
  [ -x "$build/$f" ] || { echo "missing $build/$f: build the tree first (cmake --build $build)" >&2; exit 1; }
done
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$build/bench/gtl_judge_input" number 1000 1143 > "$tmp/number.txt"
"$build/bench/gtl_judge_input" balls 1000 1143 > "$tmp/balls.txt"
printf '0\n' > "$tmp/number0.txt"
printf '1\n1\n' > "$tmp/balls0.txt"

# instructions PROGRAM INPUT: the whole process's count; its answers in $tmp/answers.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" "$1" < "$2" > "$tmp/answers" 2> "$tmp/valgrind.log" ||
    { echo "$1 failed on $2:" >&2; cat "$tmp/valgrind.log" >&2; exit 1; }
  awk '/^summary:/ { print $2 }' "$tmp/cg"
}

printf '%-34s %12s %12s %8s\n' "input" "ours" "baseline" "ratio"
row() {  # row LABEL OURS BASELINE INPUT
  ours=$(instructions "$build/$2" "$4")
  cp "$tmp/answers" "$tmp/ours"
  base=$(instructions "$build/$3" "$4")
  cmp -s "$tmp/ours" "$tmp/answers" || { echo "$2 and $3 answer $4 differently" >&2; exit 1; }
  awk -v l="$1" -v o="$ours" -v b="$base" 'BEGIN { printf "%-34s %12d %12d %7.1fx\n", l, o, b, b / o }'
}
row "number-game, 1,000 cases of 2..20" bin/number-game bench/baseline_number_cli "$tmp/number.txt"
row "number-game, empty input (\"0\")" bin/number-game bench/baseline_number_cli "$tmp/number0.txt"
row "ball-game, 3 takes, 1,000 counts" bin/ball-game bench/baseline_ball_cli "$tmp/balls.txt"
row "ball-game, 1 take, 1 count" bin/ball-game bench/baseline_ball_cli "$tmp/balls0.txt"
