#!/bin/sh
# walk_model.sh BIN — the path phase of `spelgen show --format json` (rooms, start, exit,
# where the phase begins and its draws) against tests/model/walk_model.py, an independent
# model of it written from the specification: many raw states on every level 1-16,
# flooded Jungle levels, games from a seed, and one to three forces (--force 304=5 must
# give the path the walk makes when draw #304 returns 5, as an independent model of the
# walk makes it).  tests/model/check_walk.py does the comparing.
BIN=${1:?usage: walk_model.sh BIN}
. "$(dirname "$0")/../test-lib.sh"
cd "$(dirname "$0")/../.." || exit 1
case $BIN in /*) ;; *) BIN=$(pwd)/$BIN ;; esac
if ! command -v python3 >/dev/null 2>&1; then
    bad "python3 is not installed (Debian package python3; make deps FOR=cli-test installs it)"
    test_done
fi
python3 tests/model/check_walk.py "$BIN" >"$T/out"
rc=$?
grep -v '^ok' "$T/out" # the failures, the known divergence's note and the count
# the model's own count ("walk model: N compared, P passed, F failed") is this script's
counts=$(sed -n 's/^walk model: .* \([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed$/\1 \2/p' "$T/out")
if [ -z "$counts" ]; then
    bad "check_walk.py ended without its count (exit $rc)"
else
    test_add $counts
    [ "$rc" -ne 0 ] && [ "${counts#* }" -eq 0 ] && bad "check_walk.py: exit $rc with no failure counted"
fi
test_done
