#!/usr/bin/env bash
# Usage: scripts/deps.sh [native] [web] [test] [fuzz]   (no argument: everything)
#        scripts/deps.sh --print-npm-dir   (where the browser tests' npm packages live)
#
# Installs what is missing on a Debian machine that reaches only Debian's
# archive and the npm registry, and nothing that is already there:
#   native  compiler, CMake, Ninja, SDL2, GoogleTest, Google Benchmark, fonts
#   web     Emscripten 3.1.6 (Debian), fonts, deb-src entries, the pinned Debian source
#           packages of Dear ImGui and SDL2 unpacked into the cache folder
#   test    Xvfb and X tools, ImageMagick, Chromium, playwright-core (npm)
#   fuzz    clang-14 with libFuzzer
# Every download is pinned; see the table below and tests/e2e/package-lock.json.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

# Pinned upstream sources taken from Debian's source packages.
IMGUI_DEB_VERSION=1.90.1+ds-1
IMGUI_ORIG_SHA256=ecce377df0f90b292f15dcbd83d438bddc162b2388c881132bde18c787572a1c
SDL2_DEB_VERSION=2.26.5+dfsg-1
SDL2_ORIG_SHA256=b3f2c822151804125d08db94c65852f711c2e5df2145a59da120748dc32eb9c3

# The game's fonts come from Debian's font packages, cut down at build time by
# scripts/font_pack.py with Debian's python3-fonttools.
packages_fonts=(fonts-lato fonts-droid-fallback python3 python3-fonttools)
packages_native=(g++ cmake ninja-build pkg-config ccache libsdl2-dev libgtest-dev libbenchmark-dev "${packages_fonts[@]}")
packages_web=(emscripten cmake ninja-build libgtest-dev python3 nodejs "${packages_fonts[@]}")
packages_test=(xvfb xauth x11-utils xdotool xclip imagemagick chromium python3 nodejs npm pmccabe clang-format)
packages_fuzz=(clang-14 libfuzzer-14-dev libclang-rt-14-dev)

missing_packages() {
    local pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}\n' "$pkg" 2>/dev/null | grep -q '^install ok installed$' \
            || echo "$pkg"
    done
}

apt_updated=0
apt_install() {
    local missing
    # nodejs/npm may come from another vendor (NodeSource): a working binary is enough.
    missing=$(missing_packages "$@" | while read -r p; do
        case "$p" in
            nodejs) command -v node >/dev/null || echo "$p" ;;
            npm) command -v npm >/dev/null || echo "$p" ;;
            *) echo "$p" ;;
        esac
    done | sort -u | tr '\n' ' ')
    [ -n "${missing// /}" ] || return 0
    log "Installing Debian packages: $missing"
    if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
    # shellcheck disable=SC2086
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
}

# The archive URI of the machine's existing Debian entry, so deb-src uses the same mirror.
debian_archive_uri() {
    local uri
    uri=$(grep -hs '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' \
          | grep -v -e security -e nodesource -e google | grep debian | head -n 1 || true)
    [ -n "$uri" ] || uri=$(grep -hs '^deb ' /etc/apt/sources.list | awk '{print $2}' \
          | grep -v security | grep debian | head -n 1 || true)
    echo "${uri:-http://deb.debian.org/debian}"
}

ensure_deb_src() {
    if apt-cache showsrc "imgui=$IMGUI_DEB_VERSION" 2>/dev/null | grep -q "^Version: $IMGUI_DEB_VERSION" \
       && apt-cache showsrc "libsdl2=$SDL2_DEB_VERSION" 2>/dev/null | grep -q "^Version: $SDL2_DEB_VERSION"; then
        return 0
    fi
    local file=/etc/apt/sources.list.d/lineup-deb-src.sources
    log "Adding Debian source entries ($file)"
    as_root tee "$file" >/dev/null <<EOF
# Added by Lineup's scripts/deps.sh: upstream sources of Dear ImGui and SDL2.
Types: deb-src
URIs: $(debian_archive_uri)
Suites: bookworm trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    as_root apt-get update -qq
    apt_updated=1
}

fetch_sources() {
    local src="$LINEUP_CACHE_DIR/src"
    mkdir -p "$src"
    if [ ! -d "$src/imgui-1.90.1" ] || [ ! -d "$src/SDL2-2.26.5" ]; then
        ensure_deb_src
    fi
    "$lineup_root/scripts/fetch-debian-source.sh" imgui "$IMGUI_DEB_VERSION" "$IMGUI_ORIG_SHA256" "$src/imgui-1.90.1"
    "$lineup_root/scripts/fetch-debian-source.sh" libsdl2 "$SDL2_DEB_VERSION" "$SDL2_ORIG_SHA256" "$src/SDL2-2.26.5"
}

# npm packages for the browser tests live in the cache, keyed by the lock file.
npm_dir() {
    local key
    key=$(cat "$lineup_root/tests/e2e/package.json" "$lineup_root/tests/e2e/package-lock.json" | sha256sum | cut -c1-16)
    echo "$LINEUP_CACHE_DIR/npm/$key"
}

npm_install() {
    local dir
    dir=$(npm_dir)
    [ -d "$dir/node_modules/playwright-core" ] && return 0
    log "Installing npm packages for the browser tests into $dir"
    mkdir -p "$dir.tmp"
    cp "$lineup_root/tests/e2e/package.json" "$lineup_root/tests/e2e/package-lock.json" "$dir.tmp/"
    (cd "$dir.tmp" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    rm -rf "$dir" && mv "$dir.tmp" "$dir"
}

main() {
    if [ "${1:-}" = --print-npm-dir ]; then npm_dir; return; fi
    local groups=("$@")
    [ ${#groups[@]} -gt 0 ] || groups=(native web test fuzz)
    local g
    for g in "${groups[@]}"; do
        case "$g" in
            native) apt_install "${packages_native[@]}"; fetch_sources ;;
            web) apt_install "${packages_web[@]}"; fetch_sources ;;
            test) apt_install "${packages_test[@]}"; npm_install ;;
            fuzz) apt_install "${packages_fuzz[@]}" ;;
            *) die "unknown group '$g' (native, web, test, fuzz)" ;;
        esac
    done
}

main "$@"
