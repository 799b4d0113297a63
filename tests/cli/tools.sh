#!/bin/sh
# tools.sh BIN — spelgen find, audit and show --format png as a user meets them: matches in
# seed order whatever the threads, shards that add up, JSON that parses, pictures that are
# PNGs, and every bad option refused in one line with exit status 2.
BIN=${1:?usage: tools.sh BIN}
. "$(dirname "$0")/../test-lib.sh"

# usage CMD... : exit 2, nothing on stdout, exactly one line on stderr naming the command
usage() {
    "$@" >"$T/out" 2>"$T/err"; rc=$?
    if [ $rc -ne 2 ]; then bad "'$*': exit $rc, want 2"; return; fi
    if [ -s "$T/out" ]; then bad "'$*': printed on stdout"; return; fi
    if [ "$(wc -l <"$T/err")" -ne 1 ]; then bad "'$*': $(wc -l <"$T/err") lines on stderr:"; cat "$T/err" >&2; return; fi
    if ! grep -q "^spelgen $2: " "$T/err"; then bad "'$*': message does not start 'spelgen $2:': $(cat "$T/err")"; return; fi
    ok
}
# says PATTERN CMD... : a usage error whose line contains PATTERN
says() {
    pat=$1; shift
    usage "$@"
    grep -q -- "$pat" "$T/err" || bad "'$*': message lacks '$pat': $(cat "$T/err")"
}

# ---- find: error paths --------------------------------------------------------------
says "not something find counts" "$BIN" find --has unicorn
says "not a shop kind"         "$BIN" find --shop pet-shop
says "not a seed"              "$BIN" find --from x --to 10
says "not a seed"              "$BIN" find --from 0 --to 99999999999
says "range is empty"          "$BIN" find --from 10 --to 5
says "not a number of threads" "$BIN" find -j 0 --count 1
says "not a number of threads" "$BIN" find --threads=300 --count 1
says "not a shard"             "$BIN" find --shard 3/3 --count 1
says "not a shard"             "$BIN" find --shard x --count 1
says "not a shard"             "$BIN" find --shard 1/0 --count 1
says "not a shard"             "$BIN" find --shard /4 --count 1
says "not a number of matches" "$BIN" find --count 0
# later areas' specials: a level outside their area can never match
for flag in lake moai sacrifice-pit; do
    says "no level can match" "$BIN" find "--$flag" --level 1
done
says "not a level"             "$BIN" find --level 0
says "not a level"             "$BIN" find --level 17
says "THING=N"                 "$BIN" find --count-min bat
says "not a count"             "$BIN" find --count-min bat=many
says "no level can match"      "$BIN" find --path-length-min 9 --path-length-max 3
says "room column"             "$BIN" find --start-col 4
says "straight drops"          "$BIN" find --drops 7
says "not an amount"           "$BIN" find --gold-min -5
says "searches many seeds"     "$BIN" find --seed 3
says "not accepted"            "$BIN" find --format xml --count 1
says "unknown option"          "$BIN" find --bogus
says "needs a value"           "$BIN" find --from
says "takes no value"          "$BIN" find --dark=yes
says "unknown quirk"           "$BIN" find --quirk nope=off --count 1
# find's own options and the common ones are read by one parser: any order, any form
"$BIN" find --level 3 --from 0 --to 200 --threads 2 --dark >"$T/f1" 2>"$T/e" || bad "find --from 0 --to 200: $(cat "$T/e")"
"$BIN" find -j2 --dark --to=200 --level=3 --from=0 >"$T/f2" 2>"$T/e" || bad "find -j2 --to=200: $(cat "$T/e")"
if [ -s "$T/f1" ] && cmp -s "$T/f1" "$T/f2"; then ok; else bad "find: -j2 --to=200 --level=3 --from=0 differs from --level 3 --from 0 --to 200 --threads 2"; fi
says "not a number of threads" "$BIN" find -j0 --count 1
says "not a state"             "$BIN" count --states exit-col --from=x
says "counts every raw state"  "$BIN" count --states exit-col --seed 2
says "ambiguous"               "$BIN" find --co 1
"$BIN" find --dry-run --fro 5 --to 9 >"$T/d" 2>&1 && grep -q "5..9" "$T/d" && ok || bad "find --fro 5 (a unique prefix): $(cat "$T/d")"

# ---- find: results ------------------------------------------------------------------
if "$BIN" find --level 2 --dark --shop kissing-parlor --count 5 >"$T/k" 2>"$T/e"; then
    n=$(wc -l <"$T/k")
    if [ "$n" -eq 5 ] && awk -F'\t' '$2 != 2 || $3 !~ /shop=kissing-parlor/ || $3 !~ /dark=yes/ { exit 1 }' "$T/k"; then ok
    else bad "find --dark --shop kissing-parlor: $n lines, or a line that does not match"; fi
    sort -n -c "$T/k" 2>/dev/null && ok || bad "find: matches not in seed order"
    # each match is the level show builds for that seed
    s=$(head -1 "$T/k" | cut -f1)
    if "$BIN" show --seed "$s" --level 2 --format json | grep -q '"dark":true'; then ok; else bad "find: seed $s is not dark in show"; fi
else
    bad "find --dark --shop kissing-parlor: exit $? $(cat "$T/e")"
fi
# the same output for 1 thread or 3, and shards that add up to the whole
"$BIN" find --level 2 --start-col 1 --drops 2 --from 0 --to 20000 -j1 >"$T/j1" 2>/dev/null
"$BIN" find --level 2 --start-col 1 --drops 2 --from 0 --to 20000 -j3 >"$T/j3" 2>/dev/null
if [ -s "$T/j1" ] && cmp -s "$T/j1" "$T/j3"; then ok; else bad "find: -j1 and -j3 differ (or found nothing)"; fi
for k in 0 1 2; do
    "$BIN" find --level 2 --start-col 1 --drops 2 --from 0 --to 20000 --shard $k/3 -j2 >"$T/s$k" 2>/dev/null || bad "find --shard $k/3 failed"
done
cat "$T/s0" "$T/s1" "$T/s2" | sort -n >"$T/sall"
if cmp -s "$T/sall" "$T/j1"; then ok; else bad "find: shards 0-2/3 sorted are not the whole"; fi
# --count stops at the first N, whatever the threads
"$BIN" find --level 2 --start-col 1 --drops 2 --from 0 --to 20000 --count 4 -j4 >"$T/c4" 2>/dev/null
if head -4 "$T/j1" | cmp -s - "$T/c4"; then ok; else bad "find --count 4 is not the first 4 matches"; fi
# JSON lines that parse, with the level and the seed
if "$BIN" find --has damsel --reachable --count 3 --format json >"$T/json" 2>/dev/null &&
    python3 -c '
import json, sys
lines = open(sys.argv[1]).read().splitlines()
assert len(lines) == 3, lines
for l in lines:
    d = json.loads(l)
    assert d["level"] == 1 and d["damsel"] is True and d["reachable"] is True, d
    assert isinstance(d["seed"], int)
' "$T/json"; then ok; else bad "find --format json"; fi
# raw states: the match is what show --state builds
if "$BIN" find --states --level 3 --snake-pit --count 1 >"$T/st" 2>/dev/null && [ -s "$T/st" ]; then
    s=$(cut -f1 "$T/st")
    if "$BIN" show --state "$s" --level 3 --format json | grep -q '"snake_pit":true'; then ok; else bad "find --states: state $s has no pit"; fi
else bad "find --states"; fi
# -o writes the file, progress never reaches a pipe
if "$BIN" find --exit-col 3 --count 2 -o "$T/o.txt" 2>"$T/e" && [ "$(wc -l <"$T/o.txt")" -eq 2 ] && [ ! -s "$T/e" ]; then ok
else bad "find -o (or stderr not empty when not a terminal)"; fi
"$BIN" find --dry-run --level 2 --from 5 --to 14 --shard 1/2 | grep -q "5 to test" && ok || bad "find --dry-run"
"$BIN" find --help | grep -q -- "--reachable" && ok || bad "find --help"

# ---- audit --------------------------------------------------------------------------
says "not a number of games" "$BIN" audit --count 0
says "not a number of games" "$BIN" audit --count lots
says "not accepted"          "$BIN" audit --level 17
says "not accepted"          "$BIN" audit --level 8-5
says "not accepted"          "$BIN" audit --level x
says "not accepted"          "$BIN" audit --confidence 2
says "not accepted"          "$BIN" audit --format xml
says "needs a value"         "$BIN" audit --plot
says "not a number of threads" "$BIN" audit -j 0
says "takes no seed"         "$BIN" audit --seed 1
says "standard output"       "$BIN" audit -o x.txt
says "takes no value"        "$BIN" audit --no-quirk-table=yes
says "unknown option"        "$BIN" audit --bogus
"$BIN" audit --count 30 --level 2 --no-quirk-table --format json >"$T/a.json" 2>"$T/e"; rc=$?
if [ $rc -le 1 ] && python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["games"] == 30 and d["levels"] == [2, 2]
ids = {c["id"] for c in d["claims"]}
for k in ["stone", "gold-vein", "shop-roll", "bat", "spider", "snake", "skeleton", "arrow-trap", "dark", "udjat"]:
    assert k in ids, k
assert all(i["broken"] == 0 for i in d["invariants"]), d["invariants"]
assert d["ok"] == (len(d["refuted"]) == 0)
' "$T/a.json"; then ok; else bad "audit --format json (exit $rc): $(cat "$T/e")"; fi
if "$BIN" audit --count 20 --level 1 --no-quirk-table --plot "$T/plots" >"$T/a.txt" 2>"$T/e" || [ $? -eq 1 ]; then
    n=0
    for f in "$T"/plots/*.png; do
        head -c 8 "$f" | od -An -c | grep -q 'P   N   G' && n=$((n + 1))
    done
    [ "$n" -ge 10 ] && ok || bad "audit --plot: $n PNG files"
    grep -q "^verdict:" "$T/a.txt" && ok || bad "audit: no verdict line"
    grep -q "inside\|REFUTED" "$T/a.txt" && ok || bad "audit: no marks"
else bad "audit --plot: $(cat "$T/e")"; fi
# the later areas: a range, their claims per level and per area
"$BIN" audit --count 40 --level 9-12 --no-quirk-table --format json >"$T/i.json" 2>"$T/e"; rc=$?
if [ $rc -le 1 ] && python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["levels"] == [9, 12]
moai = [c for c in d["claims"] if c["id"] == "moai"]
assert [c["level"] for c in moai] == [9, 10, 11, 12], moai
assert not any(c["id"] == "bat" for c in d["claims"])
gems = [c for c in d["claims"] if c["id"] == "sapphire"]
assert len(gems) == 1 and abs(gems[0]["documented"] - 1 / 40) < 1e-12, gems
assert all("family_interval" in c for c in d["claims"])
' "$T/i.json"; then ok; else bad "audit --level 9-12 (exit $rc): $(cat "$T/e")"; fi

# ---- show --format png --------------------------------------------------------------
says "needs -o"     "$BIN" show --seed 3 --format png
says "not accepted" "$BIN" show --seed 3 --format bmp
if "$BIN" show --seed 3 --level 2 --format png -o "$T/l.png" && head -c 8 "$T/l.png" | od -An -c | grep -q 'P   N   G'; then ok
else bad "show --format png"; fi
"$BIN" show --seed 3 --format png -o /nonexistent-dir/x.png 2>"$T/e"; rc=$?
[ $rc -eq 1 ] && grep -q "spelgen show: " "$T/e" && ok || bad "show png to an unwritable path: exit $rc"

test_done
