#!/usr/bin/env bash
# Times `lineup-cli c4-solve` on Connect 4 test sets in the solver format of
# public benchmarks: one position per line, its moves as column digits, then
# its exact score ("4453 -2"). Steininger's sets (tst/data/7x6/*.txt in
# ChristopheSteininger/c4) number columns from 0: give --zero-based and each
# digit is moved up by one (boards up to 9 columns). Checks every score, and
# prints per set the positions, the wall time of the whole run, and the search
# time (c4-solve --stats: the time spent answering, without start-up nor
# allocating the table, which is what the peers' test programs report) in
# total and per position. The table stays warm across one set's positions, as
# in the peers' own test programs. Extra arguments go to c4-solve (--threads
# N, --tt-mb N, --no-book). Run from the repository root after a
# native-release build:
#
#   tests/bench/c4_sets.sh --zero-based path/to/c4/tst/data/7x6/midgame_L1.txt -- --threads 2 --tt-mb 1024
#
# Exit status 1 when a score is wrong.
set -euo pipefail

zero_based=0
sets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --zero-based) zero_based=1 ;;
        --) shift; break ;;
        *) sets+=("$1") ;;
    esac
    shift
done
[ ${#sets[@]} -gt 0 ] || { echo "usage: c4_sets.sh [--zero-based] SET... [-- C4_SOLVE_OPTIONS]" >&2; exit 2; }
solver=${LINEUP_CLI:-build/native-release/bin/lineup-cli}
[ -x "$solver" ] || { echo "build native-release first (or set LINEUP_CLI)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for set in "${sets[@]}"; do
    if [ $zero_based = 1 ]; then
        awk '{print $1}' "$set" | tr 0-8 1-9 > "$work/positions"
    else
        awk '{print $1}' "$set" > "$work/positions"
    fi
    awk '{print $2}' "$set" > "$work/expected"
    start=$(date +%s.%N)
    "$solver" c4-solve --stats "$@" < "$work/positions" > "$work/scores" 2> "$work/stats"
    end=$(date +%s.%N)
    search=$(sed -n 's/.*search time \([0-9.]*\) s.*/\1/p' "$work/stats")
    count=$(grep -c '' "$work/positions")
    wrong=$(paste -d' ' "$work/expected" "$work/scores" | awk '$1 != $2' | wc -l)
    [ "$wrong" = 0 ] || status=1
    awk -v name="$(basename "$set")" -v n="$count" -v wrong="$wrong" -v s="$start" -v e="$end" -v t="$search" 'BEGIN {
        printf "%-16s %5d positions  wall %8.3f s  search %8.3f s  %9.4f ms a position  %s\n", name, n, e - s, t,
            t / n * 1000, wrong == 0 ? "every score right" : wrong " WRONG"
    }'
done
exit $status
