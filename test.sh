#!/usr/bin/env bash
# ./test.sh [STAGE ...] — builds Lineup natively and for the web, and runs every
# test, stage by stage (all of them when none is named):
#   native   native build + ctest: GoogleTest suites, console transcripts, the
#            native window under Xvfb, the bad-input matrix
#   wasm     web build + ctest: the core, AI and CLI tests compiled to wasm, under Node
#   browser  web build + the page-script tests (tests/web) and the browser
#            end-to-end tests (tests/e2e: Playwright + Debian's Chromium, headless)
#   newcomer the README's first command as a newcomer runs it: a fresh copy of
#            the checkout (no build/), ./run.sh --port P, a tap and the
#            computer's reply in the browser; ./run.sh --native under Xvfb
#   asan     the native ctest suite again with AddressSanitizer and
#            UndefinedBehaviorSanitizer (preset native-asan: clang, -O1, which
#            builds in a third of GCC's time at -O2); the long series of
#            games and brute-force checks run a fifth of their cases there
#            (LINEUP_TEST_SCALE, tests/ai/test_scale.hpp)
#   fuzz     each libFuzzer target for LINEUP_FUZZ_SECONDS (default 6 s), ASan + UBSan
# Installs what is missing first (scripts/deps.sh). Prints "N passed, N failed,
# N skipped" last and exits non-zero on any failure. tests/harness/report.py
# counts each stage: a failed, missing or unexpectedly skipped test, a runner
# that exits non-zero, and a run with no tests all fail the stage.
set -uo pipefail
cd "$(dirname "$0")"
source scripts/lib.sh

all_stages=(native wasm browser newcomer asan fuzz)
stages=()
for arg in "$@"; do
    case "$arg" in
        -h|--help) sed -n '2,21s/^# \{0,1\}//p' "$0"; exit 0 ;;
        native|wasm|browser|newcomer|asan|fuzz) stages+=("$arg") ;;
        *) die "unknown stage '$arg' (${all_stages[*]}; see ./test.sh --help)" ;;
    esac
done
[ ${#stages[@]} -gt 0 ] || stages=("${all_stages[@]}")
wants() { [[ " ${stages[*]} " == *" $1 "* ]]; }

passed=0
failed=0
skipped=0
failures=()

logs=build/test-logs
mkdir -p "$logs"
start=$(date +%s)

# How long each step took, for the last lines (CI keeps only the end of the output).
timings=()
step_name=""
step_start=$start
step() {  # NAME: ends the step before, starts NAME
    local now
    now=$(date +%s)
    [ -n "$step_name" ] && timings+=("$step_name $(( (now - step_start) / 60 ))m$(( (now - step_start) % 60 ))s")
    step_name=$1
    step_start=$now
}

step_failed() { failed=$((failed + 1)); failures+=("$1"); warn "$1 failed"; }

# Adds the counts tests/harness/report.py gives for one run; its FAILED lines
# (with the end of each failed test's output) go to the screen, the names to
# the final list.
count() {  # KIND STAGE REPORT EXIT_STATUS
    local out line p f s
    out=$(python3 tests/harness/report.py "$@" 2>&1)
    line=$(grep -E '^COUNTS [0-9]+ [0-9]+ [0-9]+$' <<<"$out" | tail -n 1)
    if [ -z "$line" ]; then
        echo "$out"; step_failed "$2: the report could not be read"; return
    fi
    read -r _ p f s <<<"$line"
    passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
    grep -v '^COUNTS ' <<<"$out"   # each failure, with the end of its output: the reason
    while IFS= read -r l; do
        [ -n "$l" ] && failures+=("${l#FAILED: }")
    done < <(grep '^FAILED: ' <<<"$out")
    echo "$2: $p passed, $f failed, $s skipped"
}

groups=()
wants native || wants asan || wants fuzz || wants newcomer && groups+=(native)
wants wasm || wants browser || wants newcomer && groups+=(web)
wants native || wants asan || wants browser || wants newcomer && groups+=(test)   # Xvfb, xdotool, Chromium, playwright-core
wants asan || wants fuzz && groups+=(fuzz)   # clang 14 (the sanitizer builds)
step install
log "Installing what is missing"
scripts/deps.sh "${groups[@]}" || die "could not install the dependencies"

# Builds a preset (scripts/lib.sh lineup_build, as run.sh does); the logs keep
# the details, the screen the errors.
built=()
build() {
    [[ " ${built[*]} " == *" $1 "* ]] && return 0
    step "build-$1"
    log "Build (preset $1)"
    local status=0
    LINEUP_BUILD_LOGS=$logs lineup_build "$1" || status=$?
    case $status in
        0) built+=("$1") ;;
        2) step_failed "$1 configure"; return 1 ;;
        *) step_failed "$1 build"; return 1 ;;
    esac
}

run_ctest() {  # PRESET STAGE TITLE
    step "$2"
    log "$3"
    local junit="$PWD/$logs/$1-ctest.xml" status
    rm -f "$junit"
    ctest --preset "$1" --output-junit "$junit" >"$logs/$1-ctest.log" 2>&1
    status=$?
    grep -E 'tests passed|\*\*\*Failed|\*\*\*Skipped|\*\*\*Not Run|\*\*\*Timeout|\*\*\*Exception' "$logs/$1-ctest.log"
    count ctest "$2" "$junit" "$status"
}

if wants native && build native-release; then
    run_ctest native-release native "Native tests (GoogleTest, console transcripts, window under Xvfb)"
fi

if wants wasm && build web-release; then
    run_ctest web-release wasm "Core, AI and CLI tests as WebAssembly under Node"
fi

if wants browser && build web-release; then
    step browser
    log "Page-script and browser end-to-end tests (Node, Playwright + Chromium)"
    # Two test files at a time: much of a browser test is waiting (the
    # computer's moves, animations), and every wait is on state with a ceiling.
    # The longest files start first, so that the stage does not end on one
    # long file running alone (the rest follow in name order).
    longest_first=(game storage analysis first_minute share words endings keyboard explained review_ring swap2 look taps friend bad_input)
    e2e_files=()
    for name in "${longest_first[@]}"; do
        [ -f "tests/e2e/$name.test.js" ] && e2e_files+=("tests/e2e/$name.test.js")
    done
    for file in tests/e2e/*.test.js tests/web/*.test.js; do
        [[ " ${e2e_files[*]} " == *" $file "* ]] || e2e_files+=("$file")
    done
    NODE_PATH="$(scripts/deps.sh --print-npm-dir)/node_modules${NODE_PATH:+:$NODE_PATH}" \
        LINEUP_SITE="$PWD/build/web-release/site" LINEUP_ARTIFACTS="$PWD/build/e2e-artifacts" \
        node --test --test-concurrency=2 --test-reporter=tap "${e2e_files[@]}" >"$logs/e2e.log" 2>&1
    status=$?
    grep -E '^(not )?ok |^# (tests|pass|fail|cancelled|skipped|todo) |first frame' "$logs/e2e.log"
    if grep -q '^not ok' "$logs/e2e.log"; then grep -A 30 '^not ok' "$logs/e2e.log" | head -n 80; fi
    count node browser "$logs/e2e.log" "$status"
fi

if wants newcomer; then
    step newcomer
    log "The README's first command on a fresh copy: ./run.sh --port P and ./run.sh --native"
    # (timeout: a process left running, a browser say, cannot hold the suite.)
    NODE_PATH="$(scripts/deps.sh --print-npm-dir)/node_modules${NODE_PATH:+:$NODE_PATH}" \
        LINEUP_ARTIFACTS="$PWD/build/e2e-artifacts" \
        timeout -k 30 3300 node --test --test-reporter=tap tests/newcomer/ >"$logs/newcomer.log" 2>&1
    status=$?
    grep -E '^(not )?ok |^# (tests|pass|fail|cancelled|skipped|todo) ' "$logs/newcomer.log"
    if grep -q '^not ok' "$logs/newcomer.log"; then grep -A 40 '^not ok' "$logs/newcomer.log" | head -n 80; fi
    count node newcomer "$logs/newcomer.log" "$status"
fi

if wants asan && build native-asan; then
    run_ctest native-asan asan "Every native test again under AddressSanitizer + UndefinedBehaviorSanitizer"
fi

if wants fuzz && build native-fuzz; then
    run_ctest native-fuzz fuzz "Fuzz smoke (libFuzzer, ASan + UBSan)"
fi

step end
elapsed=$(( $(date +%s) - start ))
echo
echo "Time by step: ${timings[*]}"
for f in "${failures[@]}"; do echo "FAILED: $f"; done
echo "Stages: ${stages[*]}. Logs in $logs, screenshots in build/e2e-artifacts and build/native-release/artifacts ($((elapsed / 60)) min $((elapsed % 60)) s)."
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
