#!/usr/bin/env bash
# ./run.sh [--port N]              build the whole web game and serve it on 127.0.0.1 (URL printed)
# ./run.sh --native [-- OPTIONS]   build the whole desktop game and start it (OPTIONS go to the game)
# Installs what is missing first (scripts/deps.sh).
set -euo pipefail
cd "$(dirname "$0")"
source scripts/lib.sh

port=8080
native=0
game_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --native) native=1 ;;
        --port)
            [ $# -ge 2 ] || die "--port needs a number"
            port=$2; shift ;;
        --port=*) port=${1#--port=} ;;
        --) shift; game_args=("$@"); break ;;
        -h|--help) sed -n '2,4s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) die "unknown option '$1' (see ./run.sh --help)" ;;
    esac
    shift
done
[[ "$port" =~ ^[0-9]+$ ]] && [ "$port" -ge 1 ] && [ "$port" -le 65535 ] || die "--port: '$port' is not a port number"
[ "$native" = 1 ] || [ ${#game_args[@]} = 0 ] || die "options after -- are for the desktop game (--native)"

# The target `game` is the whole game of a preset: the static site (page,
# both WebAssembly modules, service worker, icons, examples) or the desktop
# program. test.sh builds it too, through the same lineup_build.
if [ "$native" = 1 ]; then
    scripts/deps.sh native
    log "Building the desktop game (preset native-release)"
    lineup_build native-release game || die "the build failed"
    [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || warn "no DISPLAY: the game window needs a desktop session"
    exec build/native-release/bin/lineup "${game_args[@]}"
fi

scripts/deps.sh web
log "Building the web game (preset web-release)"
lineup_build web-release game || die "the build failed"
site=build/web-release/site
[ -f "$site/index.html" ] || die "the build made no $site/index.html"
exec python3 scripts/serve.py --port "$port" "$site"
