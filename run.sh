#!/usr/bin/env bash
# ./run.sh [--port N]     build the web version and serve it on 127.0.0.1 (URL printed)
# ./run.sh --native       build and start the desktop game
# Installs what is missing first (scripts/deps.sh).
set -euo pipefail
cd "$(dirname "$0")"
source scripts/lib.sh

port=8080
native=0
while [ $# -gt 0 ]; do
    case "$1" in
        --native) native=1 ;;
        --port)
            [ $# -ge 2 ] || die "--port needs a number"
            port=$2; shift ;;
        --port=*) port=${1#--port=} ;;
        -h|--help) sed -n '2,4s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) die "unknown option '$1' (see ./run.sh --help)" ;;
    esac
    shift
done
[[ "$port" =~ ^[0-9]+$ ]] && [ "$port" -ge 1 ] && [ "$port" -le 65535 ] || die "--port: '$port' is not a port number"

build() {
    log "Building (preset $1)"
    cmake --preset "$1" >/dev/null
    cmake --build --preset "$1" --target "${@:2}"
}

if [ "$native" = 1 ]; then
    scripts/deps.sh native
    build native-release lineup
    [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || warn "no DISPLAY: the game window needs a desktop session"
    exec build/native-release/bin/lineup
fi

scripts/deps.sh web
build web-release lineup
site=build/web-release/site
if ! python3 -c "import socket,sys; s=socket.socket(); s.bind(('127.0.0.1', $port))" 2>/dev/null; then
    die "port $port is busy: choose another with --port N"
fi
log "Lineup is served at http://127.0.0.1:$port/  (Ctrl+C stops the server)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site"
