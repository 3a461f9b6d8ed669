#!/usr/bin/env bash
# Usage: tests/fuzz/run-long.sh [SECONDS_PER_TARGET] [JOBS]   (default 3600 s, 2 jobs)
#
# Builds the fuzz preset and runs every libFuzzer target for a long time, with
# ASan and UBSan. New interesting inputs collect in build/native-fuzz/long-corpus/;
# crashes land there as crash-* files and stop the run with a non-zero exit.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-3600}
jobs=${2:-2}
cmake --preset native-fuzz >/dev/null
cmake --build --preset native-fuzz
for target in record notation rules protocol c4solve; do
    corpus=build/native-fuzz/long-corpus/$target
    mkdir -p "$corpus"
    echo "== fuzz_$target for ${seconds}s"
    (cd "$corpus" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1 \
        "../../bin/fuzz_$target" -max_total_time="$seconds" -jobs="$jobs" -workers="$jobs" \
        -print_final_stats=1 . "../../../../tests/fuzz/corpus/$target" 2>&1 | tail -n 12)
done
