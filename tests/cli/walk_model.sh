#!/bin/sh
# walk_model.sh BIN — the path phase of `spelgen show --format json` (rooms, start, exit,
# where the phase begins and its draws) against tests/model/walk_model.py, an independent
# model of it written from the specification: many raw states on every level 1-16,
# flooded Jungle levels, games from a seed, and one to three forces (--force 304=5 must
# give the path the walk makes when draw #304 returns 5, as an independent model of the
# walk makes it).  tests/model/check_walk.py does the comparing.
BIN=${1:?usage: walk_model.sh BIN}
cd "$(dirname "$0")/../.." || exit 1
case $BIN in /*) ;; *) BIN=$(pwd)/$BIN ;; esac
if ! command -v python3 >/dev/null 2>&1; then
    echo "not ok - walk_model: python3 is not installed" >&2
    exit 1
fi
out=$(mktemp); trap 'rm -f "$out"' EXIT
python3 tests/model/check_walk.py "$BIN" > "$out"
rc=$?
grep -v '^ok' "$out" # the failures, the known divergence's note and the count
exit $rc
