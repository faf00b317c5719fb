#!/bin/sh
# game-solve as whole processes (/usr/bin/time: wall, CPU, peak memory) on the
# payoff benchmark's files, each next to a plain process over the same bytes
# in the same run (wc -w: reads the file and splits it into words):
#   spe --max 1   every SPE of the 2^20 - 1 node tree with ties (25.7 MB), counted, one listed
#   lcp           Kuhn poker and one-card poker (the baseline here: the same binary's -h, a process start)
#   convert -O efg  the ~10 MB file read and written back
# RUNS runs each (default 5), one after the other (A B A B ...); the medians.
#   bench/payoff_cli.sh [build dir, default build/native]
set -eu
build=${1:-build/native}
runs=${RUNS:-5}
for f in bin/game-solve bench/gtl_payoff_bench; do
  [ -x "$build/$f" ] || { echo "missing $build/$f: configure with -DGTL_BUILD_BENCH=ON and build it" >&2; exit 1; }
done
[ -x /usr/bin/time ] || { echo "/usr/bin/time is not installed (apt-get install time)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$build/bench/gtl_payoff_bench" --write-files="$tmp" > /dev/null
gs=$build/bin/game-solve

# median FILE: the middle line of a column of numbers.
median() { sort -n "$1" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# pair LABEL "COMMAND A" "COMMAND B": RUNS runs of each in turn; medians of wall, CPU and peak RSS.
pair() {
  label=$1
  : > "$tmp/a.wall"; : > "$tmp/a.cpu"; : > "$tmp/a.rss"; : > "$tmp/b.wall"; : > "$tmp/b.cpu"; : > "$tmp/b.rss"
  i=0
  while [ $i -lt "$runs" ]; do
    for side in a b; do
      if [ $side = a ]; then cmd=$2; else cmd=$3; fi
      # shellcheck disable=SC2086  # the commands are word lists
      /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" $cmd > /dev/null 2> "$tmp/err" || true
      read -r wall user sys rss < "$tmp/time"
      echo "$wall" >> "$tmp/$side.wall"
      awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }' >> "$tmp/$side.cpu"
      echo "$rss" >> "$tmp/$side.rss"
    done
    i=$((i + 1))
  done
  printf '%-22s wall %6s s  CPU %6s s  %5s MB | baseline wall %6s s  CPU %6s s | CPU ratio %s\n' "$label" \
    "$(median "$tmp/a.wall")" "$(median "$tmp/a.cpu")" "$(awk -v k="$(median "$tmp/a.rss")" 'BEGIN { printf "%.0f", k / 1024 }')" \
    "$(median "$tmp/b.wall")" "$(median "$tmp/b.cpu")" \
    "$(awk -v a="$(median "$tmp/a.cpu")" -v b="$(median "$tmp/b.cpu")" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else print "-" }')"
}

pair "spe 10^6 nodes" "$gs spe --max 1 $tmp/spe_1e6_ties.efg" "wc -w $tmp/spe_1e6_ties.efg"
pair "convert 10 MB efg" "$gs convert -O efg $tmp/efg_10MB.efg" "wc -w $tmp/efg_10MB.efg"
pair "lcp Kuhn poker" "$gs lcp $tmp/kuhn.efg" "$gs -h"
pair "lcp one-card poker" "$gs lcp $tmp/one_card.efg" "$gs -h"
