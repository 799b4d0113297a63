#!/bin/sh
# readme.sh BIN — what the README shows is what spelgen does (issue 26, item 8): its
# explorer screen (level 2 of seed 7 at draw #1297, regenerated in tmux by
# build-aux/readme-screen.sh), its debugging transcript and its other sample results
# (checked through the command line, which shares the explorer's breakpoints, watches,
# forces and diff), and its command-line examples, run.
# Ends with "NAME: N passed, M failed" (tests/test-lib.sh); exits non-zero when anything failed.
BIN=${1:?usage: readme.sh BIN}
case $BIN in /*) ;; *) BIN=$(pwd)/$BIN ;; esac
README=README.md
. "$(dirname "$0")/../test-lib.sh"

# ---- the sample screen ----------------------------------------------------------------
awk '/^Here is level 2 of seed 7/ { w = 1 } w && /^```$/ { if (o) exit; o = 1; next } o' \
    "$README" >"$T/readme.screen"
check "the README has its sample screen" [ -s "$T/readme.screen" ]
if command -v tmux >/dev/null 2>&1; then
    build-aux/readme-screen.sh "$BIN" >"$T/screen" 2>"$T/err"
    if cmp -s "$T/readme.screen" "$T/screen"; then ok
    else
        bad "the README's sample screen is not the explorer's (build-aux/readme-screen.sh BIN --write remakes it):"
        diff "$T/readme.screen" "$T/screen" | head -10 >&2
    fi
else
    echo "readme.sh: no tmux: the sample screen is not checked" >&2
fi
# what the screen's status line says is what show says of the level
draws=$("$BIN" show --seed 7 --level 2 --color never | sed -n '1s/.*: \([0-9]*\) draws.*/\1/p')
check "the screen's draw count is show's ($draws)" grep -q "draws 1297/$draws " "$T/readme.screen"

# ---- the debugging transcript (seed 1) ------------------------------------------------
"$BIN" trace --seed 1 --break 'decided ~ \(walk-else\)' >"$T/bp"
check "':break decided ~ \\(walk-else\\)': 2 draws, #306 = 3 and #314 = 1, in the README's words" \
    awk -F'\t' 'NR == 2 { a = $1 == 306 && $5 == 3 && $9 == "left: the room on the right is taken (walk-else)" }
        NR == 3 { b = $1 == 314 && $5 == 1 && $9 ~ /^right: the room on the left is taken/ }
        END { exit !(NR == 3 && a && b) }' "$T/bp"
grep -qF ':break decided ~ \(walk-else\)  breakpoint 1: decided ~ \(walk-else\), 2 draws on this level' "$README"
check "the README's transcript says 2 draws" [ $? -eq 0 ]
"$BIN" trace --seed 1 --watch 21 1 >"$T/w"
check "':watch 21 1': 2 changes, empty -> brick by #1005, then brick, other look by #1006" \
    awk -F'\t' 'NR == 2 { a = $1 == 1005 && $3 == "empty" && $4 == "brick" }
        NR == 3 { b = $1 == 1006 && $3 == "brick" && $4 == "brick, other look" }
        END { exit !(NR == 3 && a && b) }' "$T/w"
check "#1006 is earth.look's roll" sh -c \
    "'$BIN' trace --seed 1 | awk -F'\t' '\$1 == 1006 { exit !(\$3 == \"earth.look\") }'"
check "':b mines.batt': did you mean mines.bat?" sh -c \
    "'$BIN' trace --seed 1 --break mines.batt 2>&1 | grep -q 'did you mean mines.bat?'"
check "#305 of seed 1 is a middle roll of 1 (left)" sh -c \
    "'$BIN' trace --seed 1 | awk -F'\t' '\$1 == 305 { exit !(\$3 == \"path.walk.middle\" && \$5 == 1 && \$9 == \"left\") }'"
check "':force 305 3' changes nothing in the level" sh -c "
    '$BIN' diff --seed 1 -- --seed 1 --force 305=3 --format json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert not d[\"tiles\"] and not d[\"rooms\"] and not d[\"flags\"], d[\"rooms\"]
assert not d[\"entities\"][\"only_a\"] and not d[\"entities\"][\"only_b\"]'"
check "':force 305 5' does change it" sh -c "
    '$BIN' diff --seed 1 -- --seed 1 --force 305=5 --format json | python3 -c '
import json, sys
assert json.load(sys.stdin)[\"rooms\"]'"
check "':diff quirk walk-else' parts at #306, in the README's words on both sides" sh -c "
    '$BIN' diff --seed 1 -- --seed 1 --quirk walk-else=off --format json | python3 -c '
import json, sys
d = json.load(sys.stdin)[\"first_divergence\"]
assert d[\"draw\"] == 306, d
assert d[\"a\"][\"decided\"] == \"left: the room on the right is taken (walk-else)\", d
assert d[\"b\"][\"decided\"] == \"nothing: that room is taken; rolled again (walk-else off)\", d'"

# ---- "From the command line": each example runs ---------------------------------------
# the block's lines that begin with ./spelgen, their comments cut; those that take
# minutes (audit, count over 2^32 states, find --all) or need the original (import,
# --original, or a DIR of theirs) are left to their own suites
sed -n '/^## From the command line/,/^## /p' "$README" | sed -n 's/^    \.\/spelgen //p' |
    sed 's/  *#.*$//' >"$T/cmds"
check "the README lists command-line examples ($(wc -l <"$T/cmds"))" [ "$(wc -l <"$T/cmds")" -ge 10 ]
mkdir "$T/run"
n=0
while IFS= read -r cmd; do
    case $cmd in audit*|count*|*--all*|import*|*--original*|*DIR*) continue ;; esac
    n=$((n + 1))
    # shellcheck disable=SC2086
    (cd "$T/run" && eval "\"\$BIN\" $cmd" >"$T/out" 2>"$T/err")
    rc=$?
    # diff exits 1: its sides differ, as the example is meant to show
    case $cmd in diff*) want=1 ;; *) want=0 ;; esac
    if [ "$rc" = "$want" ] && { [ -s "$T/out" ] || [ -n "$(ls "$T/run")" ]; }; then ok
    else bad "README example 'spelgen $cmd': exit $rc, $(head -c 300 "$T/err")"; fi
done <"$T/cmds"
check "README examples were run ($n)" [ "$n" -ge 8 ]

test_done
