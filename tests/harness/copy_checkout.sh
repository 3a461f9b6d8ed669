#!/usr/bin/env bash
# tests/harness/copy_checkout.sh SOURCE DEST — copies into DEST what a fresh
# clone of the checkout SOURCE holds, with its uncommitted work: the tracked
# files and the new ones git does not ignore (so never build/), modes kept.
# Tracked files deleted in the working tree are left out. Used by the
# newcomer stage (tests/newcomer) and tests/harness/break.sh.
set -euo pipefail
[ $# = 2 ] || { echo "usage: copy_checkout.sh SOURCE DEST" >&2; exit 2; }
dest=$(cd "$2" && pwd)
cd "$1"
git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
    xargs -0 -r cp --parents -p -t "$dest"
