#!/bin/sh
# temple.sh BIN — the Temple (levels 13-15, the City of Gold) and Olmec's Lair (16) as a
# user meets them: JSON that parses, flags that name the special levels, --gold-door, the
# quirks' switches, traces and why, determinism, and the refusals (one line, exit 2).
# Levels come from raw states, and from a game from a seed.
BIN=${1:?usage: temple.sh BIN}
. "$(dirname "$0")/../test-lib.sh"

# json NAME PYTHON-CHECK COMMAND...: the command's JSON (in d) passes the check
json() {
    name=$1; check=$2; shift 2
    if ! "$@" >"$T/j" 2>"$T/err"; then bad "$name: exit $? $(head -c 300 "$T/err")"; return; fi
    if python3 - "$T/j" "$check" <<'PY' 2>"$T/py"; then ok; else bad "$name: $(tail -1 "$T/py")"; fi
import json, sys
d = json.load(open(sys.argv[1]))
f = d["flags"]
tiles = d["tiles"]
ents = [e["kind"] for e in d["entities"]]
phase = {p["name"]: p for p in d["phases"]}
exec("assert " + sys.argv[2])
PY
}

# the special levels, from raw states
json "sacrifice pit" \
    'f["sacrifice_pit"] and f["damsel"] and f["idol"] and any([r[c] for r in d["rooms"]] == [7, 8, 8, 9] for c in range(4))' \
    "$BIN" show --state 5 --level 13 --format json
json "gold door on level 14" \
    'f["gold_door"] and sum(r.count("g") for r in tiles) == 1 and d["legend"]["g"] == "gold_door"' \
    "$BIN" show --state 7 --level 14 --format json
# what lies beneath: a smash trap made over a ladder keeps it (scrEntityGen 466-470), the
# JSON lists it under "beneath", why names it; the map shows the trap
json "beneath: a smash trap over a ladder" \
    'tiles[23][25] == "=" and {"x": 25, "y": 23, "tile": "ladder"} in d["beneath"] and all(set(b) == {"x", "y", "tile"} and b["tile"] in d["legend"].values() for b in d["beneath"])' \
    "$BIN" show --state 14 --level 13 --format json
if "$BIN" why --state 14 --level 13 25 23 | head -1 | grep -qx 'tile (25,23): smash_trap over a ladder'; then ok
else bad "why names the ladder under the smash trap"; fi
# a smash trap made over the exit (scrEntityGen 466-470 tests only for a solid): the
# oExit stays beneath it, and the JSON and why say so
json "beneath: the exit under a smash trap" \
    'd["legend"][tiles[29][36]] == "smash_trap" and {"x": 36, "y": 29, "tile": "exit"} in d["beneath"]' \
    "$BIN" show --state 7919 --level 14 --format json
if "$BIN" why --state 7919 --level 14 36 29 | head -1 | grep -qx 'tile (36,29): smash_trap over the exit'; then ok
else bad "why names the exit under the smash trap"; fi
# column 42: scrInitLevel's border loop makes blocks there (the border-column-42 quirk)
# and the block pass a smash trap on one; "outside" lists what "tiles" cannot show
json "outside: a smash trap on a column-42 block" \
    '{"x": 42, "y": 32, "tile": "smash_trap"} in d["outside"] and {"x": 42, "y": 33, "tile": "border"} in d["outside"]' \
    "$BIN" show --state 2471588027 --level 14 --format json
json "outside: nothing in column 42 with the quirk off" \
    'not [o for o in d["outside"] if o["x"] == 42]' \
    "$BIN" show --state 2471588027 --level 14 --quirk border-column-42=off --format json
json "no gold door on 13" 'not f["gold_door"] and not f["city_of_gold"]' \
    "$BIN" show --state 7 --level 13 --format json
json "City of Gold" \
    'f["city_of_gold"] and "lady_xoc" not in ents and [c["content"] for c in d["contents"]].count("diamond") == 1 and 6 in d["rooms"][2] and sum(r.count("M") for r in tiles) == 0 and sum(r.count("G") for r in tiles) > 200 and sum(r.count("x") for r in tiles) == 30' \
    "$BIN" show --state 3 --level 15 --gold-door 14 --format json
json "level 15 without the door" 'not f["city_of_gold"] and 6 not in d["rooms"][2]' \
    "$BIN" show --state 3 --level 15 --format json
json "Olmec's Lair" \
    'd["area"] == "Olmec'"'"'s Lair" and len(tiles) == 55 and ents.count("olmec") == 1 and phase["blocks"]["draws"] == 0 and phase["path"]["draws"] > 0 and sum(p["draws"] for p in d["phases"]) == d["rng"]["draws"]' \
    "$BIN" show --state 3 --level 16 --format json
# a hall's spectators (props named as the original's oCavemanWorship, oHawkmanWorship)
# are entities at their pixels; other props (oFinalBoss) are none; no draw changes
cp -r "$(dirname "$0")/../../data" "$T/spect"
printf 'prop oCavemanWorship 264 544 2\nprop oHawkmanWorship 280 544\nprop oFinalBoss 0 0\n' \
    >>"$T/spect/classic/olmec.hall"
"$BIN" show --state 3 --level 16 --format json >"$T/plain.json"
json "Olmec's Lair: the hall's spectators are entities" \
    '[(e["kind"], e["px"], e["py"]) for e in d["entities"] if "worship" in e["kind"]] == [("worshipping_caveman", 264, 544), ("worshipping_caveman", 280, 544), ("worshipping_hawkman", 280, 544)] and d["rng"] == json.load(open(sys.argv[1].rsplit("/", 1)[0] + "/plain.json"))["rng"]' \
    "$BIN" show --state 3 --level 16 --data "$T/spect" --format json
json "olmec-path off" 'phase["path"]["draws"] == 0 and d["quirks_off"] == ["olmec-path"]' \
    "$BIN" show --state 3 --level 16 --quirk olmec-path=off --format json
json "Temple border: one draw a block" 'phase["border"]["draws"] == 150 and 7000 < d["rng"]["draws"] < 9600' \
    "$BIN" show --state 11 --level 14 --format json

# the text map's flags line names them too
if "$BIN" show --state 5 --level 13 --color never | grep -q '^flags:.* sacrifice-pit'; then ok; else bad "text flags: sacrifice-pit"; fi
if "$BIN" show --state 3 --level 15 --gold-door 14 --color never | grep -q '^flags:.* city-of-gold'; then ok; else bad "text flags: city-of-gold"; fi
if "$BIN" show --state 7 --level 14 --color never | grep -q '^flags:.* gold-door'; then ok; else bad "text flags: gold-door"; fi

# the quirks' names
"$BIN" show --quirk list >"$T/q"
for q in gold-door-sealed xoc-sealed stone-without-gold olmec-path temple-fake-below; do
    if grep -q "^$q " "$T/q"; then ok; else bad "quirk list lacks $q"; fi
done

# traces and why
n=$("$BIN" trace --state 5 --level 13 | grep -c 'temple.rooms.side_or_path')
if [ "$n" = 14 ]; then ok; else bad "side-or-path rolls: $n, want 14 (every room but start and exit)"; fi
if "$BIN" trace --state 7 --level 14 | grep -q 'temple.gold_door.*the gold door$'; then ok; else bad "trace: the gold door's roll"; fi
if "$BIN" why 31 7 --state 7 --level 14 | grep -qi 'gold door'; then ok; else bad "why names the gold door"; fi
n=$("$BIN" trace --state 3 --level 15 --gold-door 14 | grep -c 'temple.gold_block')
if [ "$n" -gt 200 ]; then ok; else bad "City of Gold: gold blocks roll once ($n)"; fi

# determinism: two runs, byte-identical
for lv in 13 15 16; do
    "$BIN" trace --state 99 --level $lv --gold-door 14 >"$T/a"
    "$BIN" trace --state 99 --level $lv --gold-door 14 >"$T/b"
    if cmp -s "$T/a" "$T/b"; then ok; else bad "determinism level $lv"; fi
done

# refusals: one line naming the problem, exit 2, nothing on stdout
refuse() { # what-stderr-says, args...
    want=$1; shift
    "$BIN" "$@" >"$T/out" 2>"$T/err"; rc=$?
    if [ $rc -eq 2 ] && [ ! -s "$T/out" ] && [ "$(wc -l <"$T/err")" -eq 1 ] && grep -q "$want" "$T/err"; then ok
    else bad "refuse '$*': rc=$rc, stderr: $(cat "$T/err")"; fi
}
refuse "is not a level" show --state 1 --level 15 --gold-door x
refuse "is not a level" show --state 1 --level 15 --gold-door 99

# a game from a seed
json "seed game: level 14's gold door" 'f["gold_door"]' "$BIN" show --seed 1 --level 14 --format json
json "seed game: the City of Gold after it" 'f["city_of_gold"] and "lady_xoc" not in ents and [c["content"] for c in d["contents"]].count("diamond") == 1' \
    "$BIN" show --seed 1 --level 15 --gold-door 14 --format json
json "seed game: Olmec's Lair is no City" 'not f["city_of_gold"] and ents.count("olmec") == 1' \
    "$BIN" show --seed 1 --level 16 --gold-door 14 --format json
refuse "has no gold door" show --seed 1 --level 15 --gold-door 13

test_done
