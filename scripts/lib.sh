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

# lineup_build PRESET [TARGET ...]: configures PRESET and builds TARGETs (every
# target of the preset when none is named). run.sh and test.sh both build
# through here: run.sh builds the target `game` (the whole site, or the whole
# desktop game), test.sh everything, which includes it. With LINEUP_BUILD_LOGS
# set to a folder, the output goes to PRESET-configure.log and PRESET-build.log
# there and only the errors reach the screen. Returns 2 when the configure
# step failed, 1 when the build did.
lineup_build() {
    local preset=$1 logs=${LINEUP_BUILD_LOGS:-}
    shift
    local targets=()
    [ $# -gt 0 ] && targets=(--target "$@")
    if [ -z "$logs" ]; then
        cmake --preset "$preset" >/dev/null || return 2
        cmake --build --preset "$preset" "${targets[@]}" || return 1
        return 0
    fi
    if ! cmake --preset "$preset" >"$logs/$preset-configure.log" 2>&1; then
        tail -n 40 "$logs/$preset-configure.log" >&2
        return 2
    fi
    if ! cmake --build --preset "$preset" "${targets[@]}" >"$logs/$preset-build.log" 2>&1; then
        grep -E -A 5 'error|FAILED' "$logs/$preset-build.log" | head -n 60 >&2
        return 1
    fi
}
