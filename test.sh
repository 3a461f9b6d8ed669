#!/usr/bin/env bash
# ./test.sh — builds Lineup natively and for the web, and runs every test:
#   1. native build + ctest (GoogleTest suites, console transcripts, the native
#      window under Xvfb)
#   2. web build + ctest (the same core tests compiled to wasm, under Node)
#   3. browser end-to-end tests (Playwright + Debian's Chromium, headless)
#   4. the native ctest suite again, built with AddressSanitizer and
#      UndefinedBehaviorSanitizer (preset native-asan)
#   5. fuzz smoke: each libFuzzer target for LINEUP_FUZZ_SECONDS (default 6 s)
#      with AddressSanitizer and UndefinedBehaviorSanitizer
# Installs what is missing first (scripts/deps.sh). Prints "N passed, N failed"
# last and exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")"
source scripts/lib.sh

passed=0
failed=0
failures=()

count_ctest() {  # LOG: adds the counts of a ctest run
    local line total bad
    line=$(grep -E '[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$1" | tail -n 1)
    if [ -z "$line" ]; then failed=$((failed + 1)); failures+=("$2 (no ctest summary)"); return; fi
    bad=$(echo "$line" | sed -E 's/.* ([0-9]+) tests? failed.*/\1/')
    total=$(echo "$line" | sed -E 's/.*out of ([0-9]+).*/\1/')
    passed=$((passed + total - bad))
    failed=$((failed + bad))
    [ "$bad" = 0 ] || failures+=("$2: $bad failed")
}

count_node_test() {  # LOG NAME: adds the counts of a node --test run
    local p f
    p=$(grep -E '^# pass [0-9]+' "$1" | tail -n 1 | awk '{print $3}')
    f=$(grep -E '^# fail [0-9]+' "$1" | tail -n 1 | awk '{print $3}')
    if [ -z "$p" ]; then failed=$((failed + 1)); failures+=("$2 (did not run)"); return; fi
    passed=$((passed + p))
    failed=$((failed + f))
    [ "$f" = 0 ] || failures+=("$2: $f failed")
}

step_failed() { failed=$((failed + 1)); failures+=("$1"); warn "$1 failed"; }

logs=build/test-logs
mkdir -p "$logs"
start=$(date +%s)

log "Installing what is missing"
scripts/deps.sh native web test fuzz || die "could not install the dependencies"

# Configures and builds a preset; the logs keep the details, the screen the errors.
build() {
    log "Build (preset $1)"
    if ! cmake --preset "$1" >"$logs/$1-configure.log" 2>&1; then
        tail -n 40 "$logs/$1-configure.log"; step_failed "$1 configure"; return 1
    fi
    if ! cmake --build --preset "$1" >"$logs/$1-build.log" 2>&1; then
        grep -E -A 5 'error|FAILED' "$logs/$1-build.log" | head -n 60; step_failed "$1 build"; return 1
    fi
}

run_ctest() {  # PRESET NAME
    log "$2"
    ctest --preset "$1" >"$logs/$1-ctest.log" 2>&1
    grep -E 'tests passed|\*\*\*Failed|Failed  ' "$logs/$1-ctest.log"
    count_ctest "$logs/$1-ctest.log" "$2"
}

if build native-release; then
    run_ctest native-release "Native tests (GoogleTest, console transcripts, window under Xvfb)"
fi

if build web-release; then
    run_ctest web-release "Core tests as WebAssembly under Node"

    log "Browser end-to-end tests (Playwright + Chromium)"
    NODE_PATH="$(scripts/deps.sh --print-npm-dir)/node_modules${NODE_PATH:+:$NODE_PATH}" \
        LINEUP_SITE="$PWD/build/web-release/site" LINEUP_ARTIFACTS="$PWD/build/e2e-artifacts" \
        node --test --test-reporter=tap tests/e2e/ >"$logs/e2e.log" 2>&1
    grep -E '^(not )?ok |^# (pass|fail) |first frame' "$logs/e2e.log"
    if grep -q '^not ok' "$logs/e2e.log"; then grep -A 30 '^not ok' "$logs/e2e.log" | head -n 80; fi
    count_node_test "$logs/e2e.log" "browser tests"
fi

if build native-asan; then
    run_ctest native-asan "Every native test again under AddressSanitizer + UndefinedBehaviorSanitizer"
fi

if build native-fuzz; then
    run_ctest native-fuzz "Fuzz smoke (libFuzzer, ASan + UBSan)"
fi

elapsed=$(( $(date +%s) - start ))
echo
for f in "${failures[@]}"; do echo "FAILED: $f"; done
echo "Logs in $logs, screenshots in build/e2e-artifacts and build/native-release/artifacts ($((elapsed / 60)) min $((elapsed % 60)) s)."
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
