#!/bin/sh
# edges.sh BIN — the command line's side of the explorer's rough edges (issue 12, item 5):
# what show says about a level built with a quirk off.
BIN=${1:?usage: edges.sh BIN}
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "not ok - $*" >&2; }

# ---- a quirk off is named in show's header; the original's level names none -----------
h=$("$BIN" show --seed 1 --quirk walk-else=off | head -n 1)
case $h in *"; quirks: walk-else off") ok ;; *) bad "show with walk-else off: header '$h'" ;; esac
h=$("$BIN" show --seed 1 --quirk walk-else=off --quirk rubble-draws=off | head -n 1)
case $h in *"; quirks: walk-else, rubble-draws off") ok ;; *) bad "show with two quirks off: header '$h'" ;; esac
h=$("$BIN" show --seed 1 --quirk walk-else=on | head -n 1)
case $h in *quirks*) bad "show with every quirk on: header '$h'" ;; *) ok ;; esac
# the other styles read no quirk: their header does not claim one is off
h=$("$BIN" show --style tunnel --seed 3 --quirk walk-else=off 2>/dev/null | head -n 1)
case $h in *quirks*) bad "a tunnel floor's header names a quirk: '$h'" ;; *) ok ;; esac

echo "edges: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
