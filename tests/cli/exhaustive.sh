#!/bin/sh
# exhaustive.sh BIN — the path scan as a user meets it: find --states with path filters
# finds what path-only builds find, in state order whatever the threads; --all; --resume
# continues an interrupted search to the uninterrupted one's output; count's exact
# distributions add up; audit --exact prints exact values beside the sampled ones.  Only
# sub-ranges: the whole 2^32 is the bench's and the users'.
BIN=${1:?usage: exhaustive.sh BIN}
. "$(dirname "$0")/../test-lib.sh"

# says PATTERN CMD... : exit 2, one line on stderr containing PATTERN, nothing on stdout
says() {
    pat=$1; shift
    "$@" >"$T/out" 2>"$T/err"; rc=$?
    if [ $rc -ne 2 ] || [ -s "$T/out" ] || [ "$(wc -l <"$T/err")" -ne 1 ] || ! grep -q -- "$pat" "$T/err"; then
        bad "'$*': exit $rc, want 2 and one line with '$pat': $(cat "$T/err")"
    else ok; fi
}

# ---- find: the scan is the slow path, in state order -----------------------------------
for r in "0 60000" "2147483000 2147543000" "4294900000 4294967295"; do
    set -- $r
    "$BIN" find --states --from "$1" --to "$2" --exit-col 0 --drops 1 -j2 >"$T/fast" 2>/dev/null
    "$BIN" find --states --from "$1" --to "$2" --exit-col 0 --drops 1 -j2 --no-scan >"$T/slow" 2>/dev/null
    if [ -s "$T/fast" ] && cmp -s "$T/fast" "$T/slow"; then ok; else bad "find --states $1..$2: scan and --no-scan differ (or found nothing)"; fi
done
# level 16: the scan replays the hall's gem rolls; the slow path builds them
"$BIN" find --states --level 16 --from 3000000000 --to 3000003000 --start-col 2 --exit-col 1 -j2 >"$T/fast16" 2>/dev/null
"$BIN" find --states --level 16 --from 3000000000 --to 3000003000 --start-col 2 --exit-col 1 -j2 --no-scan >"$T/slow16" 2>/dev/null
if [ -s "$T/fast16" ] && cmp -s "$T/fast16" "$T/slow16"; then ok; else bad "find --states --level 16: scan and --no-scan differ (or found nothing)"; fi
"$BIN" find --states --level 3 --from 1000 --to 80000 --snake-pit --shop any --format json -j1 >"$T/j1" 2>/dev/null
"$BIN" find --states --level 3 --from 1000 --to 80000 --snake-pit --shop any --format json -j3 >"$T/j3" 2>/dev/null
"$BIN" find --states --level 3 --from 1000 --to 80000 --snake-pit --shop any --format json --no-scan >"$T/js" 2>/dev/null
if [ -s "$T/j1" ] && cmp -s "$T/j1" "$T/j3" && cmp -s "$T/j1" "$T/js"; then ok; else bad "find --states --format json: -j1, -j3 and --no-scan differ"; fi
python3 -c '
import json, sys
prev = -1
for l in open(sys.argv[1]):
    d = json.loads(l)
    assert d["state"] > prev and d["snake_pit"] is True and d["shop_room"] is not None, d
    prev = d["state"]
' "$T/j1" && ok || bad "find --states --format json: not in state order, or a line that does not match"
# a match of the scan is the level show --state builds
s=$(head -1 "$T/fast" | cut -f1)
if "$BIN" show --state "$s" --format json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["exit"][0] == 0, d["exit"]
'; then ok; else bad "find --states: state $s's exit is not in column 0 in show"; fi
# shards of the scan add up to the whole
for k in 0 1 2; do
    "$BIN" find --states --from 0 --to 60000 --exit-col 0 --drops 1 --shard $k/3 >"$T/s$k" 2>/dev/null
done
cat "$T/s0" "$T/s1" "$T/s2" | sort -n >"$T/sall"
"$BIN" find --states --from 0 --to 60000 --exit-col 0 --drops 1 >"$T/whole" 2>/dev/null
cmp -s "$T/sall" "$T/whole" && ok || bad "find --states --shard: the shards sorted are not the whole"

# what the generator refuses, the scan refuses too (it checks one level first)
for cmd in "find --states --exit-col 0" "count --states exit-col"; do
    "$BIN" $cmd --shortcut 5 --to 100 >"$T/out" 2>"$T/e"; rc=$?
    [ $rc -eq 1 ] && [ ! -s "$T/out" ] && grep -q "before the shortcut" "$T/e" && ok || bad "$cmd --shortcut 5 on level 1: exit $rc, $(cat "$T/e")"
done

# ---- find --all -----------------------------------------------------------------------
"$BIN" find --states --all --exit-col 2 --dry-run >"$T/dry" 2>&1
grep -q "0..4294967295" "$T/dry" && grep -q "4294967296 to test" "$T/dry" && grep -q "no limit" "$T/dry" &&
    grep -q "path scan" "$T/dry" && ok || bad "find --all --dry-run: $(cat "$T/dry")"
"$BIN" find --states --all --dark --level 2 --dry-run | grep -q "level rolls" && ok || bad "find --dark --dry-run"
says "not both" "$BIN" find --states --all --from 5
says "not both" "$BIN" find --states --all --to 5

# ---- find --resume --------------------------------------------------------------------
# the uninterrupted search, then one stopped by Ctrl-C (the slow path, so it is still
# running when the signal comes) and resumed (on the scan)
args="--states --from 0 --to 3000000 --exit-col 3 --drops 2"
"$BIN" find $args -o "$T/all.txt" 2>/dev/null
timeout -s INT 2 "$BIN" find $args --no-scan -j1 --resume "$T/place" -o "$T/part.txt" 2>"$T/e1"
if grep -q "^done 0" "$T/place" && grep -q "interrupted" "$T/e1" && ! cmp -s "$T/part.txt" "$T/all.txt"; then ok
else bad "find --resume: the interrupted search left no unfinished place: $(cat "$T/e1")"; fi
"$BIN" find $args --resume "$T/place" -o "$T/part.txt" -j2 2>"$T/e2"; rc=$?
if [ $rc -eq 0 ] && cmp -s "$T/part.txt" "$T/all.txt" && grep -q "^done 1" "$T/place"; then ok
else bad "find --resume: the resumed output is not the whole search's (exit $rc): $(cat "$T/e2")"; fi
"$BIN" find $args --resume "$T/place" -o "$T/part.txt" 2>"$T/e3"; rc=$?
[ $rc -eq 0 ] && grep -q "finished" "$T/e3" && cmp -s "$T/part.txt" "$T/all.txt" && ok || bad "find --resume of a finished search (exit $rc)"
# to stdout: the rest only, after the place
"$BIN" find --states --from 0 --to 999999 --exit-col 3 --drops 2 >"$T/all2" 2>/dev/null
printf 'spelgen find place 1\nargs --states --from 0 --to 999999 --exit-col 3 --drops 2\nsearched 500000\nmatches 0\noutput-bytes 0\ndone 0\n' >"$T/p2"
"$BIN" find --states --from 0 --to 999999 --exit-col 3 --drops 2 --resume "$T/p2" >"$T/rest" 2>/dev/null
awk -F'\t' '$1 >= 500000' "$T/all2" | cmp -s - "$T/rest" && [ -s "$T/rest" ] && ok || bad "find --resume to stdout: not the rest of the search"
says "another search" "$BIN" find --states --from 0 --to 999999 --exit-col 2 --resume "$T/p2"
printf 'spelgen find place 1\nargs x\nsearched many\n' >"$T/p3"
says "not a line" "$BIN" find --states --exit-col 2 --resume "$T/p3"
says "needs a file" "$BIN" find --states --exit-col 2 --resume=

# ---- count ----------------------------------------------------------------------------
if "$BIN" count --states exit-col --from 0 --to 99999 -j2 >"$T/c" 2>"$T/e"; then
    n=$(awk '/^exit-col/ { on = 1; next } on && $1 ~ /^[0-3]$/ { n++; s += $2 } on && $1 == "all" { print n, s, $2 }' "$T/c")
    [ "$n" = "4 100000 100000" ] && ok || bad "count exit-col: four counts summing to the range, got '$n'"
else bad "count --states exit-col: $(cat "$T/e")"; fi
"$BIN" count --states all --level 5 --from 77 --to 20076 --format json -j3 >"$T/cj" 2>"$T/e" &&
python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["states"] == 20000 and d["level"] == 5
for name, dist in d["properties"].items():
    assert sum(dist.values()) == 20000, name
assert set(d["properties"]["start-col"]) == {"0", "1", "2", "3"}
' "$T/cj" && ok || bad "count --format json: $(cat "$T/e")"
# the same as find's matches: count's exit column 1 is find's number of exit-col 1 states
c1=$("$BIN" count --states exit-col --from 5000 --to 25000 | awk '$1 == "1" { print $2 }')
f1=$("$BIN" find --states --from 5000 --to 25000 --exit-col 1 | wc -l)
[ -n "$c1" ] && [ "$c1" -eq "$f1" ] && ok || bad "count exit-col 1 ($c1) is not find --exit-col 1's matches ($f1)"
says "give --states" "$BIN" count exit-col --to 10
says "give a property" "$BIN" count --states --to 10
says "not a property" "$BIN" count --states unicorns --to 10
says "range is empty" "$BIN" count --states exit-col --from 10 --to 5
says "not a state" "$BIN" count --states exit-col --from x
says "not a number of threads" "$BIN" count --states exit-col -j 0
"$BIN" count --help | grep -q "path-length" && ok || bad "count --help"
"$BIN" --help | grep -q "count" && ok || bad "spelgen --help lists count"

# ---- audit --exact --------------------------------------------------------------------
if "$BIN" audit --count 40 --level 1-2 --no-quirk-table --exact-states 100000 >"$T/ax" 2>"$T/e" || [ $? -eq 1 ]; then
    head -3 "$T/ax" | grep -q "exact" && grep "start room in column 0" "$T/ax" | grep -q " 0\.2[45][0-9]*  *inside" &&
        grep "snake pit, per qualifying column roll" "$T/ax" | grep -q " 0\.1[0-9]* " &&
        grep "middle column: move left" "$T/ax" | grep -q " 0\.[34][0-9]\{6\}  *inside" &&
        grep "the shop roll passes, level 2" "$T/ax" | grep -q " 1\.0000000  *inside" &&
        grep -q "shop room, exact  none " "$T/ax" && ok ||
        bad "audit --exact-states: no exact column, or values out of place"
else bad "audit --exact-states: $(cat "$T/e")"; fi
"$BIN" audit --count 20 --level 9 --no-quirk-table --exact-states 40000 --format json >"$T/aj" 2>/dev/null
python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
ex = {c["id"]: c["exact"] for c in d["claims"]}
assert abs(ex["moai"] - 0.25) < 0.01, ex["moai"]
assert abs(ex["walk-left"] - 0.4) < 0.01, ex["walk-left"]
assert abs(ex["edge-down"] - 1 / 3) < 0.01, ex["edge-down"]
assert ex["gold-vein"] is None
assert sum(d["distributions"]["9"]["exact_path_rooms"]) == 40000
assert sum(d["distributions"]["9"]["exact_shop_room"].values()) == 40000
' "$T/aj" && ok || bad "audit --exact-states --format json"
says "not a number of states" "$BIN" audit --exact-states 0

test_done
