#!/bin/sh
# run.sh BIN [--update] — the command line as a user meets it: golden outputs, the JSON
# contract, determinism, and every bad-input path (one clear line, exit status 2).
BIN=${1:?usage: run.sh BIN [--update]}
. "$(dirname "$0")/../test-lib.sh"
UPDATE=${2:-}
G=tests/golden

# golden: exact bytes for a handful of seeds, levels and formats
golden() { # name, command...
    name=$1; shift
    "$@" >"$T/out" 2>"$T/err" || { bad "golden $name: exit $? $(cat "$T/err")"; return; }
    if [ "$UPDATE" = --update ]; then cp "$T/out" "$G/$name"; ok; return; fi
    if cmp -s "$T/out" "$G/$name"; then ok; else bad "golden $name differs:"; diff "$G/$name" "$T/out" | head -10 >&2; fi
}
# golden_sum NAME [--fields LIST] COMMAND...: a checksum of a long output (of its tab-separated
# fields LIST, as cut -f takes them); the command must succeed, as golden's must
golden_sum() {
    name=$1; shift
    fields=""
    [ "$1" = --fields ] && { fields=$2; shift 2; }
    "$@" >"$T/long" 2>"$T/err" || { bad "golden checksum $name: exit $? $(cat "$T/err")"; return; }
    if [ -n "$fields" ]; then cut -f"$fields" "$T/long"; else cat "$T/long"; fi | sha256sum | cut -d' ' -f1 >"$T/sum"
    if [ "$UPDATE" = --update ]; then cp "$T/sum" "$G/$name.sha256"; ok; return; fi
    if cmp -s "$T/sum" "$G/$name.sha256"; then ok; else bad "golden checksum $name differs"; fi
}
golden show-seed1-l1.txt "$BIN" show --seed 1 --color never
golden show-seed7-l3.txt "$BIN" show --seed 7 --level 3 --color never
golden show-state123-l2.json "$BIN" show --state 123 --level 2 --format json
golden show-seed42-l4.json "$BIN" show --seed 42 --level 4 --format json
golden show-seed1-l2-fixed.json "$BIN" show --seed 1 --level 2 --format json \
    --quirk walk-else=off --quirk wasted-rolls=off --quirk web-typo=off
golden why-seed1-l1-12-9.txt "$BIN" why 12 9 --seed 1
golden trace-seed2-l1-head.tsv sh -c "$BIN trace --seed 2 | head -340"
golden_sum trace-seed1-l1 "$BIN" trace --seed 1
golden_sum trace-seed9-l4 "$BIN" trace --seed 9 --level 4
golden_sum trace-json-seed3-l2 "$BIN" trace --seed 3 --level 2 --format json
# the fools style: modern GameMaker's generator by default; --engine gm8 is the levels of
# before it (these gm8 goldens were made by the build before the engine: its JSON with
# rng.engine added, its trace's draw, phase, site, call, value, state and tile columns)
golden show-fools-seed3531.txt "$BIN" show --style fools --seed 3531 --color never
golden_sum trace-fools-seed3531 "$BIN" trace --style fools --seed 3531
golden_sum daily-2024-03-08-json "$BIN" daily 2024-03-08 --format json
golden show-fools-gm8-seed77.json "$BIN" show --style fools --engine gm8 --seed 77 --format json
golden_sum trace-fools-gm8-seed3531-draws --fields 1-7 "$BIN" trace --style fools --engine gm8 --seed 3531
golden_sum trace-fools-gm8-seed0xdeadbeef-draws --fields 1-7 "$BIN" trace --style fools --engine gm8 --seed 0xdeadbeef

# determinism: two runs, byte-identical
for s in 1 77 0xdeadbeef; do
    "$BIN" trace --seed $s --level 4 >"$T/a"; "$BIN" trace --seed $s --level 4 >"$T/b"
    if cmp -s "$T/a" "$T/b"; then ok; else bad "determinism seed $s"; fi
done

# the JSON contract
if "$BIN" show --seed 5 --level 2 --format json >"$T/j" && python3 - "$T/j" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for k in ["rooms", "start", "exit", "phases", "flags", "tiles", "legend", "entities", "rng"]:
    assert k in d, k
assert len(d["rooms"]) == 4 and all(len(r) == 4 for r in d["rooms"])
assert all(0 <= c <= 9 for r in d["rooms"] for c in r)
assert d["start"][1] == 0 and d["exit"][1] == 3
ph = {p["name"]: p for p in d["phases"]}
names = [p["name"] for p in d["phases"]]
assert names.index("border") + 1 == names.index("path"), names
assert ph["border"]["first_draw"] == 1 and ph["border"]["draws"] == 300
assert ph["path"]["first_draw"] == 301
assert sum(p["draws"] for p in d["phases"]) == d["rng"]["draws"]
for k in ["snake_pit", "shop", "dark", "lake", "udjat"]:
    assert k in d["flags"], k
assert len(d["tiles"]) == 34 and all(len(r) == 42 for r in d["tiles"])
chars = set("".join(d["tiles"]))
assert chars <= set(d["legend"]), chars - set(d["legend"])
assert all(v == v.lower() and " " not in v for v in d["legend"].values())
assert all(set(e) >= {"kind", "x", "y"} for e in d["entities"])
assert set(d["rng"]) >= {"start_state", "end_state", "draws"}
PY
then ok; else bad "json contract"; fi

# an item hidden in a block is named (scrGenerateItem's Underground set): the first of
# these levels that has one
found=
for k in 1 2 3 4 5 6 7 8 9 10; do
    "$BIN" show --state $((k * 7919)) --level 2 --format json >"$T/h"
    if python3 -c "
import json, sys
d = json.load(open('$T/h'))
hidden = [e for e in d['entities'] if e['kind'] == 'item']
names = {'jetpack', 'cape', 'shotgun', 'mattock', 'teleporter', 'climbing_gloves', 'spectacles',
         'web_cannon', 'pistol', 'pitchers_mitt', 'paste', 'spring_shoes', 'spike_shoes',
         'machete', 'bomb_box', 'bow', 'compass', 'parachute', 'rope_pile'}
assert all(e.get('inside_block') and e.get('item') in names for e in hidden), hidden
sys.exit(0 if hidden else 3)"; then found=1; break; elif [ $? -ne 3 ]; then break; fi
done
if [ -n "$found" ]; then ok; else bad "hidden items named in the JSON"; fi

# a seed is a game: level 2 of seed S starts where level 1 of seed S ended
"$BIN" show --seed 11 --level 1 --format json >"$T/l1"; "$BIN" show --seed 11 --level 2 --format json >"$T/l2"
if python3 -c "
import json,sys; a=json.load(open('$T/l1')); b=json.load(open('$T/l2'))
assert a['rng']['end_state'] == b['rng']['start_state']" ; then ok; else bad "levels chain"; fi
# --state S builds from the raw state
"$BIN" show --seed 11 --level 2 --format json >"$T/a"
st=$(python3 -c "import json; print(json.load(open('$T/a'))['rng']['start_state'])")
"$BIN" show --state "$st" --level 2 --format json >"$T/b"
if python3 -c "
import json; a=json.load(open('$T/a')); b=json.load(open('$T/b'))
assert a['rooms'] == b['rooms'] and a['phases'][:2] == b['phases'][:2]"; then ok; else bad "state reproduces path"; fi

# the Tunnel Man's shortcut starts the game at its level; a thief meets a shopkeeper
"$BIN" show --seed 3 --level 9 --shortcut 9 --format json >"$T/a"
"$BIN" show --state 3 --level 9 --format json >"$T/b"
if python3 -c "
import json; a=json.load(open('$T/a')); b=json.load(open('$T/b'))
assert a['rng']['start_state'] == 3 and a['rooms'] == b['rooms']"; then ok; else bad "shortcut"; fi
if "$BIN" show --seed 4 --level 2 --thief --format json | grep -q angry_shopkeeper &&
   ! "$BIN" show --seed 4 --level 2 --format json | grep -q angry_shopkeeper; then ok; else bad "thief"; fi
# bad input: one line naming the problem and what is accepted; exit 2; nothing on stdout
expect_usage() { # pattern, args...
    pat=$1; shift
    "$BIN" "$@" >"$T/out" 2>"$T/err"; rc=$?
    lines=$(wc -l <"$T/err")
    if [ $rc -eq 2 ] && [ "$lines" -eq 1 ] && grep -q -- "$pat" "$T/err" && [ ! -s "$T/out" ]; then ok
    else bad "bad input '$*': rc=$rc, stderr: $(cat "$T/err")"; fi
}
expect_usage "not a seed" show --seed banana
expect_usage "comes before the shortcut" show --level 3 --shortcut 5
expect_usage "not a shortcut" show --shortcut 7
expect_usage "0-4294967295" show --seed 4294967296
expect_usage "not a state" show --state -1
expect_usage "not a seed" show --seed 0x
expect_usage "levels are 1-16" show --level 0
expect_usage "levels are 1-16" show --level 17
# the first level of every area builds from a game
for lv in 5 9 13 16; do
    if "$BIN" show --level $lv >"$T/out" 2>"$T/err" && [ -s "$T/out" ] && [ ! -s "$T/err" ]; then ok
    else bad "show --level $lv: $(cat "$T/err")"; fi
done
expect_usage "unknown quirk" show --quirk nope=off
expect_usage "=on or =off" show --quirk walk-else
expect_usage "not a time" show --level-time 5
expect_usage "not a time" show --level-time 1:75
expect_usage "use text or json" show --format xml
expect_usage "use tsv or json" trace --format csv
expect_usage "exclude each other" show --seed 1 --state 2
expect_usage "unknown option" show --frobnicate
expect_usage "needs a value" show --seed
expect_usage "not a command" frobnicate
expect_usage "needs a tile" why 3
expect_usage "not a tile" why 99 1
expect_usage "not a tile" why a b
expect_usage "unexpected argument" show extra
expect_usage "always, never or auto" show --color sometimes

# runtime errors: exit 1 with the file named
mkdir -p "$T/d/classic"
printf 'set start ROOM\nlayout a\n000\n' >"$T/d/classic/mines.rooms"
"$BIN" show --data "$T/d" >/dev/null 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && grep -q "mines.rooms:3:" "$T/err"; then ok; else bad "bad data file: rc=$rc $(cat "$T/err")"; fi
# a broken object-facts file: our data with one parent misspelt, named with its line
rm -rf "$T/od" && cp -r "$(dirname "$0")/../../data" "$T/od"
n=$(grep -n '^object oBat ' "$T/od/classic/objects.facts" | cut -d: -f1)
sed -i 's/^object oBat oEnemy /object oBat oEnemyy /' "$T/od/classic/objects.facts"
"$BIN" show --data "$T/od" >/dev/null 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && grep -q "objects.facts:$n: object oBat: its parent oEnemyy is not an object of the file" "$T/err"; then ok; else bad "bad objects.facts: rc=$rc $(cat "$T/err")"; fi
# an import older than a kind the generator makes: the missing object named, and what to do
cp "$(dirname "$0")/../../data/classic/objects.facts" "$T/od/classic/objects.facts"
sed -i '/^object oSkull /d' "$T/od/classic/objects.facts"
"$BIN" show --data "$T/od" >/dev/null 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && grep -q "objects.facts: no object oSkull (the generator makes it for skull; .*run spelgen import again)" "$T/err"; then ok; else bad "objects.facts without a kind's object: rc=$rc $(cat "$T/err")"; fi
# a broken item table: named with its line
cp "$(dirname "$0")/../../data/classic/objects.facts" "$T/od/classic/objects.facts"
sed -i 's/^high-end 40 jetpack /high-end 40 jet_pack /' "$T/od/classic/items.facts"
n=$(grep -n '^high-end ' "$T/od/classic/items.facts" | cut -d: -f1)
"$BIN" show --data "$T/od" >/dev/null 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && grep -q "items.facts:$n: 'jet_pack' is not an item" "$T/err"; then ok; else bad "bad items.facts: rc=$rc $(cat "$T/err")"; fi
# a broken shop table: named with its line
cp "$(dirname "$0")/../../data/classic/items.facts" "$T/od/classic/items.facts"
n=$(grep -n '1-in 20   mattock' "$T/od/classic/shops.facts" | cut -d: -f1)
sed -i 's/1-in 20   mattock /1-in 0 mattock /' "$T/od/classic/shops.facts"
"$BIN" show --data "$T/od" >/dev/null 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && grep -q "shops.facts:$n: '0' is not odds" "$T/err"; then ok; else bad "bad shops.facts: rc=$rc $(cat "$T/err")"; fi
# another shop table reaches the level and the trace's words: the General Store of seed 1
# level 2 sells only shotguns, each a 1-in-1 test the trace names and words
sed -i "s/1-in 0 mattock .*/1-in 1 shotgun 8 12/" "$T/od/classic/shops.facts"
"$BIN" show --data "$T/od" --seed 1 --level 2 --format json >"$T/out" 2>"$T/err"
items=$(grep -o '"kind":"shop_item"[^}]*' "$T/out" | grep -o '"item":"[a-z_]*"' | sort | uniq -c | tr -s ' ')
if [ "$items" = ' 4 "item":"shotgun"' ]; then ok; else bad "another shop table's items: $items"; fi
"$BIN" trace --data "$T/od" --seed 1 --level 2 >"$T/out" 2>"$T/err"
if grep -q "	items.shop.general.shotgun	rand(1,1)	1	.*	General Store: 1 offers a shotgun (1 in 1)	a shotgun" "$T/out"
then ok; else bad "another shop table's words: $(grep -m2 items.shop "$T/out")"; fi
"$BIN" show --data "$T/nowhere" >/dev/null 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && grep -q "not a spelgen data directory" "$T/err"; then ok; else bad "missing data dir: rc=$rc"; fi

# help on every command
for c in show trace why explore; do
    if "$BIN" $c --help | grep -q "usage: spelgen $c"; then ok; else bad "$c --help"; fi
done
if "$BIN" --help | grep -q "usage: spelgen"; then ok; else bad "--help"; fi

# NO_COLOR and pipes: no escape codes
if NO_COLOR=1 "$BIN" show --color auto | grep -q "$(printf '\033')"; then bad "NO_COLOR"; else ok; fi
if "$BIN" show --color always | grep -q "$(printf '\033')"; then ok; else bad "--color always"; fi

test_done
