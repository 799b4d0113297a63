#!/bin/sh
# quirks.sh BIN — the original's quirks on the command line: a quirk switched off is named
# in show's header (the original's level names none); the other styles read none and
# refuse one in one line; why in column 42 is the border-column-42 quirk's, said so.
BIN=${1:?usage: quirks.sh BIN}
. "$(dirname "$0")/../test-lib.sh"

# ---- a quirk off is named in show's header; the original's level names none -----------
h=$("$BIN" show --seed 1 --quirk walk-else=off | head -n 1)
case $h in *"; quirks: walk-else off") ok ;; *) bad "show with walk-else off: header '$h'" ;; esac
h=$("$BIN" show --seed 1 --quirk walk-else=off --quirk rubble-draws=off | head -n 1)
case $h in *"; quirks: walk-else, rubble-draws off") ok ;; *) bad "show with two quirks off: header '$h'" ;; esac
h=$("$BIN" show --seed 1 --quirk walk-else=on | head -n 1)
case $h in *quirks*) bad "show with every quirk on: header '$h'" ;; *) ok ;; esac
# the other styles read no quirk: their header names none, and a quirk given for them is
# refused (exit 2, one line naming it and the style) instead of being accepted silently
h=$("$BIN" show --style tunnel --seed 3 | head -n 1)
case $h in *quirks*) bad "a tunnel floor's header names a quirk: '$h'" ;; *) ok ;; esac
for style in fools tunnel; do
    for q in walk-else=off rubble-draws=on; do
        for cmd in show trace why; do
            arg=""; [ $cmd = why ] && arg="5 5"
            out=$("$BIN" $cmd $arg --style $style --seed 3 --quirk $q 2>&1 >/dev/null)
            rc=$?
            if [ $rc = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] &&
                printf '%s' "$out" | grep -q -- "--quirk ${q%=*}: the quirks are the classic style's.*the $style style reads none"; then ok
            else bad "$cmd --style $style --quirk $q: rc=$rc, '$out'"; fi
        done
    done
done
out=$("$BIN" daily 2024-03-08 --quirk walk-else=off 2>&1 >/dev/null); rc=$?
case "$rc $out" in "2 "*"the fools style reads none"*) ok ;; *) bad "daily --quirk: rc=$rc '$out'" ;; esac
out=$("$BIN" explore --style tunnel --quirk walk-else=off 2>&1 </dev/null); rc=$?
case "$rc $out" in "2 "*"the tunnel style reads none"*) ok ;; *) bad "explore --style tunnel --quirk: rc=$rc '$out'" ;; esac
# the classic style takes them, before or after --style
"$BIN" show --quirk walk-else=off --style classic >/dev/null 2>&1 && ok || bad "classic --quirk after --style refused"
"$BIN" show --style fools --quirk list >/dev/null 2>&1 && ok || bad "--quirk list refused with --style fools"

# ---- why in column 42: the border-column-42 quirk's, said so, not "not a tile" --------
# (the trace has draws about (42,33): the border loop's blocks there)
out=$("$BIN" why 42 33 --seed 1 2>&1 >/dev/null); rc=$?
n=$("$BIN" trace --seed 1 | awk -F'\t' '$7 == "42,33"' | wc -l)
if [ $rc = 2 ] && [ "$n" -gt 0 ] && printf '%s' "$out" | grep -q "column 42 is off the map (X is 0-41), but .* about (42,33): the border-column-42 quirk"; then ok
else bad "why 42 33: rc=$rc, '$out'"; fi
out=$("$BIN" why 42 33 --seed 1 --quirk border-column-42=off 2>&1 >/dev/null)
case $out in *"is not a tile of this level"*) ok ;; *) bad "why 42 33 with border-column-42 off: '$out'" ;; esac

test_done
