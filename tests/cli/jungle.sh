#!/bin/sh
# jungle.sh BIN — the Jungle (levels 5-8) as a user meets it: the JSON of its levels, the
# flags that name its special levels (flooded, graveyard, the market's entrance, the
# Black Market), --market-door and --lake and their refusals, the Jungle's quirks by
# name, determinism, and the trace and why of a Jungle level.
# Ends with "N passed, M failed"; exits non-zero when anything failed.
BIN=${1:?usage: jungle.sh BIN}
. "$(dirname "$0")/../test-lib.sh"

# json FILE EXPR: a python expression over the parsed JSON `d` that must hold
json() {
    python3 - "$1" "$2" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
sys.exit(0 if eval("(" + sys.argv[2] + ")") else 1)
PY
}

# ---- every Jungle level parses, with the level's shape --------------------------------
for s in 1 2 3 4 5; do
    for l in 5 6 7 8; do
        if "$BIN" show --seed $s --level $l --format json >"$T/j" 2>"$T/err"; then
            check "seed $s level $l: a Jungle level" json "$T/j" \
                'd["area"] == "Jungle" and d["level"] == '$l' and len(d["tiles"]) in (34, 42)
and all(len(r) == 42 for r in d["tiles"]) and set("".join(d["tiles"])) <= set(d["legend"])
and sum(p["draws"] for p in d["phases"]) == d["rng"]["draws"]
and all(k in d["flags"] for k in ("lake", "graveyard", "black_market", "market_entrance"))'
        else
            bad "seed $s level $l: exit $? $(cat "$T/err")"
        fi
    done
done

# ---- beneath: a grave made over spikes keeps them (scrEntityGen 180-187) -------------
"$BIN" show --state 54 --level 8 --format json >"$T/grave"
check "state 54 level 8: the grave at (13,31) lists the spikes beneath it" json "$T/grave" \
    'd["flags"]["graveyard"] and d["tiles"][31][13] == "+" and {"x": 13, "y": 31, "tile": "spikes"} in d["beneath"]
and all(d["legend"][d["tiles"][b["y"]][b["x"]]] != b["tile"] for b in d["beneath"])'
check "why names the spikes under the grave" \
    sh -c "'$BIN' why --state 54 --level 8 13 31 | head -1 | grep -q '^tile (13,31): grave over spikes'"

# ---- the special levels, named by their flags ---------------------------------------
# The seeds are found, not written down: every rule made more exact moves a game's later
# levels, so a seed that floods level 6 today may not tomorrow.
first_seed() { "$BIN" find "$@" --count 1 | cut -f1; }
LAKE=$(first_seed --level 6 --lake)
GRAVE=$(first_seed --level 8 --graveyard)
check "find gives a seed whose level 6 is flooded ($LAKE)" [ -n "$LAKE" ]
check "find gives a seed whose level 8 has a graveyard ($GRAVE)" [ -n "$GRAVE" ]
"$BIN" show --seed "$LAKE" --level 6 --format json >"$T/lake"
check "seed $LAKE level 6 is flooded: 42 rows, the lake's rows, the exit above the water" json "$T/lake" \
    'd["flags"]["lake"] and len(d["tiles"]) == 42 and d["rooms"][3] == [8, 8, 8, 8]
and d["exit"][1] == 3 and d["rooms"][4].count(9) == 1 and d["rooms"][4][d["exit"][0]] != 9
and "w" in "".join(d["tiles"]) and any(e["kind"] == "mega_mouth" for e in d["entities"])'
"$BIN" show --seed "$LAKE" --level 6 --color never >"$T/lake.txt"
check "the text's flags say lake" grep -q '^flags:.* lake' "$T/lake.txt"

"$BIN" show --seed "$GRAVE" --level 8 --format json >"$T/grave"
check "seed $GRAVE level 8 is a graveyard level, with graves" json "$T/grave" \
    'd["flags"]["graveyard"] and any(e["kind"] in ("grave", "ash_grave") for e in d["entities"])
and not any(e["kind"] in ("mantrap", "frog", "piranha") for e in d["entities"])'
"$BIN" show --seed "$GRAVE" --level 8 --color never >"$T/grave.txt"
check "the text's flags say graveyard" grep -q '^flags:.* graveyard' "$T/grave.txt"

"$BIN" show --state 1 --level 5 --format json >"$T/entrance"
check "state 1 level 5 has the Black Market's entrance" json "$T/entrance" \
    'd["flags"]["market_entrance"] and "".join(d["tiles"]).count("K") == 1'

# the door stands in a block (scrEntityGen 220), listed beneath it; the block under the
# door and the one under the exit are indestructible (221; scrRoomGen2 364), a property
# of the tile whatever its kind ("lush"), which the JSON lists and why says
check "the market door's block is beneath it; its floor and the exit's are indestructible" \
    json "$T/entrance" '"K" in "".join(d["tiles"]) and "D" in "".join(d["tiles"]) and
all(any(b["x"] == x and b["y"] == y and b["tile"] == "lush" for b in d["beneath"]) and
    {"x": x, "y": y + 1} in d["indestructible"]
    for y, r in enumerate(d["tiles"]) for x, ch in enumerate(r) if ch == "K")
and all({"x": x, "y": y + 1} in d["indestructible"] and d["legend"][d["tiles"][y + 1][x]] == "lush"
    for y, r in enumerate(d["tiles"]) for x, ch in enumerate(r) if ch == "D")'
DOOR=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(*[f"{x} {y + 1}" for y, r in enumerate(d["tiles"]) for x, ch in enumerate(r) if ch == "D"][:1])' "$T/entrance")
check "why says the exit's lush block is indestructible" sh -c \
    "\"$BIN\" why --state 1 --level 5 $DOOR | head -1 | grep -q '^tile ([0-9]*,[0-9]*): lush (indestructible)'"

# a grave on the top border stands above the map (row -1); a spear trap made of it
# (scrEntityGen 238-246) has its foot there and its head at row -2: "outside" lists both
"$BIN" show --state 3063294127 --level 6 --format json >"$T/above"
check "a spear trap made of a grave above the top border is listed outside the map" \
    json "$T/above" '{"x": 15, "y": -1, "tile": "spear_trap"} in d["outside"] and
{"x": 15, "y": -2, "tile": "spear_trap"} in d["outside"] and
all(set(o) == {"x", "y", "tile"} and (o["y"] < 0 or o["x"] == len(d["tiles"][0])) for o in d["outside"])'

"$BIN" show --state 3 --level 6 --market-door 5 --format json >"$T/market"
check "state 3 level 6 through the door is the Black Market" json "$T/market" \
    'd["flags"]["black_market"] and d["rooms"] == [[2,4,4,2],[2,4,4,2],[2,4,5,4],[3,1,1,3]]
and d["start"] == [0, 0] and d["exit"] == [3, 3] and not d["flags"]["lake"]
and sum(1 for e in d["entities"] if e["kind"] == "shopkeeper") == 7
and sum(1 for e in d["entities"] if e["kind"] == "ankh") == 1'
"$BIN" show --state 3 --level 6 --market-door 5 --color never >"$T/market.txt"
check "the text's flags say black-market" grep -q '^flags:.* black-market' "$T/market.txt"
"$BIN" show --state 99 --level 7 --market-door 6 --format json >"$T/mstate"
check "--state with --market-door builds the Black Market" json "$T/mstate" 'd["flags"]["black_market"]'

"$BIN" show --state 99 --level 7 --lake on --format json >"$T/lk"
check "--state with --lake on is flooded" json "$T/lk" 'd["flags"]["lake"] and len(d["tiles"]) == 42'
"$BIN" show --state 99 --level 7 --lake off --format json >"$T/lk"
check "--state with --lake off is not" json "$T/lk" 'not d["flags"]["lake"] and len(d["tiles"]) == 34'

# ---- refusals: one line naming the problem, exit 2, nothing on stdout ---------------
expect_usage() { # what the message must say, then arguments
    _want=$1; shift
    "$BIN" "$@" >"$T/out" 2>"$T/err"; _rc=$?
    if [ "$_rc" -eq 2 ] && [ ! -s "$T/out" ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
        grep -q -- "$_want" "$T/err"; then ok
    else bad "'$*': rc=$_rc, stderr: $(cat "$T/err")"; fi
}
expect_usage "has no Black Market entrance" show --seed 1 --level 6 --market-door 5
expect_usage "use on or off" show --seed 1 --level 6 --lake sometimes
expect_usage "is not a level" show --seed 1 --level 6 --market-door five
expect_usage "is not a level" show --seed 1 --level 6 --market-door 17

# ---- the Jungle's quirks, by name ------------------------------------------------------
for q in market-graveyard two-general-stores market-doors ash-graves bones-not-jars; do
    check "quirk $q is listed" sh -c "'$BIN' show --quirk list | grep -q '^$q '"
    check "quirk $q switches off" sh -c "'$BIN' show --state 3 --level 6 --market-door 5 \
        --quirk $q=off --format json >/dev/null"
done

# ---- determinism, the trace, why ---------------------------------------------------
for s in 2 7; do
    "$BIN" trace --seed $s --level 7 >"$T/a"; "$BIN" trace --seed $s --level 7 >"$T/b"
    check "determinism seed $s level 7" cmp -s "$T/a" "$T/b"
done
"$BIN" trace --seed "$GRAVE" --level 8 >"$T/tr"
draws=$(python3 -c "import json; print(json.load(open('$T/grave'))['rng']['draws'])")
check "the trace lists every draw of the level" [ "$(($(wc -l <"$T/tr") - 1))" -eq "$draws" ]
check "the trace names the Jungle's sites" grep -q '	jungle\.grave	' "$T/tr"
check "the graveyard level's trace has the grave rolls" grep -q 'a grave$' "$T/tr"
"$BIN" why 20 20 --state 3 --level 6 --market-door 5 >"$T/why" 2>&1
check "why works on the Black Market" grep -q 'room (1,2)\|room (2,2)\|tile (20,20)' "$T/why"

test_done
