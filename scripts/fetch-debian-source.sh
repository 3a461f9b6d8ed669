#!/usr/bin/env bash
# Usage: fetch-debian-source.sh PACKAGE VERSION ORIG_SHA256 DEST_DIR
#
# Downloads Debian's source package PACKAGE=VERSION (needs deb-src entries, which
# scripts/deps.sh adds), checks the upstream tarball against ORIG_SHA256 and
# unpacks it into DEST_DIR. Debian's patches are not applied: we need the
# upstream sources only. Does nothing when DEST_DIR already exists.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

[ $# -eq 4 ] || die "usage: $0 PACKAGE VERSION ORIG_SHA256 DEST_DIR"
package=$1 version=$2 sha=$3 dest=$4

[ -d "$dest" ] && exit 0
work=$(mktemp -d "${dest%/*}/.fetch-$package.XXXXXX" 2>/dev/null || { mkdir -p "${dest%/*}"; mktemp -d "${dest%/*}/.fetch-$package.XXXXXX"; })
trap 'rm -rf "$work"' EXIT
cd "$work"
log "Downloading Debian source package $package=$version"
if ! apt-get source --download-only "$package=$version" >apt.log 2>&1; then
    cat apt.log >&2
    die "apt-get source $package=$version failed. Run scripts/deps.sh (it adds the deb-src entries) and try again."
fi
orig=$(ls ./*.orig.tar.* | head -n 1)
echo "$sha  $orig" | sha256sum --check --quiet - || die "checksum mismatch for $orig"
mkdir unpacked
tar -xf "$orig" -C unpacked
top=$(ls unpacked)
[ "$(echo "$top" | wc -l)" = 1 ] || die "unexpected layout in $orig"
mv "unpacked/$top" "$dest"
log "Unpacked $package into $dest"
