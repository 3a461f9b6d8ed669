#!/usr/bin/env bash
# tests/harness/break.sh BREAK... — shows that ./test.sh cannot hide a failure.
# For each BREAK it copies the working tree (tracked and new files, no build)
# into a temporary folder, breaks the copy on purpose, runs the one stage of
# ./test.sh that must catch it, and passes only when that stage ends red with
# the reason in its output:
#   soak-leak        soak leaks 256 KiB a game         -> stage native: "resident memory grew"
#   pbrain-exit      pbrain-lineup exits 1 on bad options -> stage native: "exited with '1', expected 2"
#   browser-throw    a browser test's hook throws before any assertion
#                                                       -> stage browser: the tests it holds fail
#   no-browser-tests no browser test file at all         -> stage browser: "ran no tests"
#   no-xvfb          Xvfb and xdotool missing from PATH  -> stage native: "Xvfb is not installed"
#   run-sh-less      ./run.sh builds only the game module, not the whole site
#                                                       -> stage newcomer: "./run.sh exited"
# With no BREAK, all of them. Each takes a fresh build of its stage (a few
# minutes; the browser stage runs every browser test). Prints one verdict line
# per break; exits 1 if any break went unnoticed.
set -uo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
breaks=("$@")
[ ${#breaks[@]} -gt 0 ] || breaks=(soak-leak pbrain-exit browser-throw no-browser-tests no-xvfb run-sh-less)

# Copies the working tree into a new temporary folder and prints its path.
copy_tree() {
    local dir
    dir=$(mktemp -d "${TMPDIR:-/tmp}/lineup-break-XXXXXX")
    "$here/tests/harness/copy_checkout.sh" "$here" "$dir"
    echo "$dir"
}

# A PATH with every program of the current one except those named.
path_without() {
    local bin d f
    bin=$(mktemp -d "${TMPDIR:-/tmp}/lineup-path-XXXXXX")
    IFS=: read -ra dirs <<<"$PATH"
    for d in "${dirs[@]}"; do
        [ -d "$d" ] || continue
        for f in "$d"/*; do
            local name=${f##*/}
            [[ " $* " == *" $name "* ]] && continue
            [ -e "$bin/$name" ] || ln -s "$f" "$bin/$name" 2>/dev/null
        done
    done
    echo "$bin"
}

status=0
for b in "${breaks[@]}"; do
    dir=$(copy_tree)
    env_path=$PATH
    case "$b" in
        soak-leak)
            stage=native; reason="resident memory grew"
            sed -i 's|^\( *\)if (auto problem = soak.play(combo, g, moves)) {|\1{ static std::vector<std::vector<char>> leaked; leaked.emplace_back(256 * 1024, char{1}); }\n&|' \
                "$dir/src/cli/soak.cpp" ;;
        pbrain-exit)
            stage=native; reason="exited with '1', expected 2"
            sed -i 's|return 2;|return 1;|' "$dir/src/cli/pbrain_main.cpp" ;;
        browser-throw)
            stage=browser; reason="deliberately broken before the first assertion"
            cat >"$dir/tests/e2e/broken.test.js" <<'EOF'
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
test.before(() => { throw new Error('deliberately broken before the first assertion'); });
test('a test behind a broken hook', () => { assert.ok(true); });
EOF
            ;;
        no-browser-tests)
            stage=browser; reason="ran no tests"
            find "$dir/tests/e2e" "$dir/tests/web" -name '*.test.js' -delete ;;
        no-xvfb)
            stage=native; reason="Xvfb is not installed"
            env_path=$(path_without Xvfb xdotool) ;;
        run-sh-less)
            stage=newcomer; reason="./run.sh exited"
            sed -i 's|lineup_build web-release game|lineup_build web-release lineup|' "$dir/run.sh" ;;
        *) echo "unknown break '$b'"; exit 2 ;;
    esac
    log="$dir.log"
    echo "== $b: ./test.sh $stage in $dir (log: $log)"
    (cd "$dir" && PATH=$env_path ./test.sh "$stage") >"$log" 2>&1
    rc=$?
    tail -n 4 "$log" | sed 's/^/   /'
    if [ "$rc" -ne 0 ] && grep -q "FAILED" "$log" && grep -qF "$reason" "$log"; then
        echo "== $b: caught (exit $rc, \"$reason\" in the output)"
    else
        echo "== $b: NOT CAUGHT (exit $rc)"; status=1
    fi
    rm -rf "$dir"
done
exit $status
