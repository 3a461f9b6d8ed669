#!/usr/bin/env bash
# Runs native_game.test.js (the desktop game under Xvfb, driven by xdotool)
# after checking that what it needs is installed: a missing tool fails the test
# with its name instead of a confusing error later.
set -euo pipefail
for tool in node Xvfb xdotool xclip; do
    command -v "$tool" >/dev/null || { echo "$tool is not installed (scripts/deps.sh test installs it)"; exit 1; }
done
exec node --test "$(dirname "$0")/native_game.test.js"
