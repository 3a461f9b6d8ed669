#!/usr/bin/env bash
# Times `lineup-cli c4-solve` on a position file natively (1 thread and the
# default 2+) and as wasm under Node (1 thread), RUNS times each, interleaved
# so that a busy moment hits all of them. Each program's start (the same
# command on an empty input) is measured the same way and subtracted; prints
# the minimum and the median per position, and the wasm/native ratio against
# one native thread. Run from the repository root after ./test.sh (or the
# native-release and web-release builds):
#
#   python3 tests/bench/make_c4_positions.py 28 41 10000 11 > end.txt
#   tests/bench/time_c4_solve.sh end.txt 8
set -euo pipefail

positions=${1:?usage: time_c4_solve.sh POSITIONS_FILE [RUNS]}
runs=${2:-5}
native=build/native-release/bin/lineup-cli
wasm=build/web-release/bin/lineup-cli.js
[[ -x $native && -f $wasm ]] || { echo "build native-release and web-release first" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
time_into() {  # time_into NAME INPUT COMMAND...
    local name=$1 input=$2
    shift 2
    /usr/bin/time -f %e -a -o "$work/$name" "$@" < "$input" > /dev/null
}
for _ in $(seq "$runs"); do
    time_into native1 "$positions" "$native" c4-solve --threads 1
    time_into native "$positions" "$native" c4-solve
    time_into wasm "$positions" node --no-experimental-fetch "$wasm" c4-solve
    time_into native_start /dev/null "$native" c4-solve
    time_into wasm_start /dev/null node --no-experimental-fetch "$wasm" c4-solve
done

python3 - "$work" "$(grep -c '' "$positions")" <<'EOF'
import statistics
import sys

work, count = sys.argv[1], int(sys.argv[2])
times = {}
for name in ("native1", "native", "wasm", "native_start", "wasm_start"):
    with open(f"{work}/{name}") as f:
        times[name] = sorted(float(line) for line in f if line.strip())
pick = {"min": lambda v: v[0], "median": statistics.median}
for label, f in pick.items():
    per = lambda run, start: (f(times[run]) - f(times[start])) / count * 1000
    one, default, wasm = per("native1", "native_start"), per("native", "native_start"), per("wasm", "wasm_start")
    print(f"{label:6}: native 1 thread {one:.4f} ms, default threads {default:.4f} ms, "
          f"wasm {wasm:.4f} ms per position; wasm / native 1 thread = {wasm / one:.2f}")
EOF
