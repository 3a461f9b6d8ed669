# Shared helpers for run.sh, test.sh and scripts/*.sh. Source it; do not run it.
#
# The per-user cache folder holds dependency sources (Debian source packages of
# Dear ImGui and SDL2), the SDL2 WebAssembly build and the npm packages, so a
# fresh clone reuses them. Override it with LINEUP_CACHE_DIR; delete it at any
# time and it is rebuilt.

lineup_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export LINEUP_CACHE_DIR="${LINEUP_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/lineup}"

# Emscripten's optimised links need Debian's acorn (node module); Node here may
# not be Debian's, so point it there. EMSDK_PYTHON saves ~0.5 s per emcc call.
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"
export EMSDK_PYTHON="${EMSDK_PYTHON:-/usr/bin/python3}"

log() { printf '\033[1;34m==>\033[0m %s\n' "$*" >&2; }
warn() { printf '\033[1;33mwarning:\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31merror:\033[0m %s\n' "$*" >&2; exit 1; }

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

jobs_count() { nproc 2>/dev/null || echo 2; }
