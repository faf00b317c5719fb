#!/bin/sh
# The full table against the search and the c762bc4 solver, as whole processes
# (/usr/bin/time: wall, CPU, peak memory), one after the other in the same run:
#   number-game --method table   the full table of 2..N (number_game_table.hpp)
#   number-game --method search  the memoised search / big-position search it chose before
#   baseline_number_start N      WinMemo, the c762bc4 solver (bench/baseline_number_start.cpp)
# on the full start 2..N, for each N given (default: 40 50). The answers are
# compared; a difference fails the script. The baseline needs ~3 GB and
# 30-80 s for 2..50, ~9 GB and minutes for 2..52: BASELINE_MAX=50 (default)
# skips it above that N.
#   bench/table_full_start.sh [build dir, default build/native] [N ...]
set -eu
build=${1:-build/native}
[ $# -gt 0 ] && shift
sizes=${*:-40 50}
baseline_max=${BASELINE_MAX:-50}
for f in bin/number-game bench/baseline_number_start; do
  [ -x "$build/$f" ] || { echo "missing $build/$f: build the tree first (cmake --build $build)" >&2; exit 1; }
done
[ -x /usr/bin/time ] || { echo "/usr/bin/time is not installed (apt-get install time)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# measure LABEL COMMAND...: one line of figures; the answer's moves in $tmp/answer.
measure() {
  label=$1
  shift
  /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "$@" > "$tmp/out" 2> "$tmp/err" ||
    { echo "$label failed:" >&2; cat "$tmp/err" >&2; exit 1; }
  sed -n 's/^The winning moves are: //p; s/^There.s no winning move\./(none)/p' "$tmp/out" > "$tmp/answer"
  [ -s "$tmp/answer" ] || cp "$tmp/out" "$tmp/answer"  # the baseline prints the moves alone
  read -r wall user sys rss < "$tmp/time"
  printf '%-8s %-8s %9s %9s %10s  %s\n' "$n" "$label" "$wall s" \
    "$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f s", u + s }')" \
    "$(awk -v k="$rss" 'BEGIN { printf "%.0f MB", k / 1024 }')" "$(cat "$tmp/answer")"
  echo "$wall" > "$tmp/wall.$label"
}

printf '%-8s %-8s %9s %9s %10s  %s\n' "board" "solver" "wall" "CPU" "peak RSS" "winning moves"
for n in $sizes; do
  numbers=$(seq -s ' ' 2 "$n")
  printf '%s %s\n0\n' "$((n - 1))" "$numbers" > "$tmp/in"
  measure table "$build/bin/number-game" --max "$n" --budget 1000000000000 --method table < "$tmp/in"
  cp "$tmp/answer" "$tmp/table"
  measure search "$build/bin/number-game" --max "$n" --budget 1000000000000 --method search < "$tmp/in"
  cmp -s "$tmp/table" "$tmp/answer" || { echo "2..$n: the table and the search answer differently" >&2; exit 1; }
  if [ "$n" -le "$baseline_max" ]; then
    measure c762bc4 "$build/bench/baseline_number_start" "$n"
    cmp -s "$tmp/table" "$tmp/answer" || { echo "2..$n: the table and the baseline answer differently" >&2; exit 1; }
  fi
  for other in search c762bc4; do
    [ -f "$tmp/wall.$other" ] || continue
    awk -v n="$n" -v o="$other" -v t="$(cat "$tmp/wall.table")" -v b="$(cat "$tmp/wall.$other")" \
      'BEGIN { printf "%-8s table is %.1fx faster than %s (wall)\n", n, b / t, o }'
  done
  rm -f "$tmp"/wall.*
done
