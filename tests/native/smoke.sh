#!/usr/bin/env bash
# Usage: smoke.sh LINEUP_BINARY SCREENSHOT.png
#
# Starts the native game in a virtual X server (Xvfb), takes a screenshot of
# the screen and checks that it is not blank and that the Connect 4 board is
# drawn: a good share of the pixels must be the board's blue (#1F5FBF, see
# src/app/session/palette.cpp).
set -euo pipefail
for tool in Xvfb xdotool import convert; do
    command -v "$tool" >/dev/null || { echo "$tool is not installed (scripts/deps.sh test installs it)"; exit 1; }
done
bin=$1
shot=$2
mkdir -p "$(dirname "$shot")"

tmp=$(mktemp -d)
cleanup() {
    [ -n "${game_pid:-}" ] && kill "$game_pid" 2>/dev/null || true
    [ -n "${xvfb_pid:-}" ] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$tmp"
}
trap cleanup EXIT

# -displayfd picks a free display number and writes it to the pipe.
exec 3> "$tmp/display"
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do [ -s "$tmp/display" ] && break; sleep 0.1; done
display=":$(head -n 1 "$tmp/display")"
export DISPLAY=$display

LIBGL_ALWAYS_SOFTWARE=1 SDL_AUDIODRIVER=dummy "$bin" >"$tmp/game.log" 2>&1 &
game_pid=$!
if ! timeout 20 xdotool search --sync --name '^Lineup$' >/dev/null; then
    echo "the Lineup window did not appear"; cat "$tmp/game.log"; exit 1
fi
sleep 2  # let it run a few frames: a game that exits soon after its window opens fails below
# Screenshots until the board is drawn (software rendering on a busy machine
# can take a while to show the first frames), 30 s at most; the last one is kept.
deadline=$((SECONDS + 30))
while :; do
    kill -0 "$game_pid" || { echo "the game exited"; cat "$tmp/game.log"; exit 1; }
    import -window root "$shot"
    deviation=$(convert "$shot" -colorspace Gray -format '%[fx:standard_deviation]' info:)
    blue=$(convert "$shot" -fuzz 6% -fill black +opaque '#1F5FBF' -fill white -opaque '#1F5FBF' \
           -format '%[fx:mean]' info:)
    awk -v d="$deviation" -v b="$blue" 'BEGIN { exit !(d > 0.05 && b > 0.15) }' && break
    [ "$SECONDS" -lt "$deadline" ] || break
    sleep 0.5
done
echo "screenshot $shot: grey deviation $deviation, board-blue share $blue"
awk -v d="$deviation" 'BEGIN { exit !(d > 0.05) }' || { echo "the screen is blank"; exit 1; }
awk -v b="$blue" 'BEGIN { exit !(b > 0.15) }' || { echo "no Connect 4 board on screen"; exit 1; }
echo "native smoke test passed"
