#!/bin/sh
# ice.sh BIN — the Ice Caves (levels 9-12) as a user meets them: the JSON of a level
# parses and keeps its contract (41 rows, the floor of blocks under the level, 162 border
# draws), the flags name the Moai, the mothership and the Yeti lair, the quirks switch,
# output is deterministic, and trace and why explain an Ice Caves tile.  A game from a
# seed reaches level 9 only through the Jungle: those checks run once the Jungle is built.
# Ends with "N passed, M failed"; exits non-zero when anything failed.
BIN=${1:?usage: ice.sh BIN}
. "$(dirname "$0")/../test-lib.sh"

# json FILE PYTHON: the python (with d = the parsed JSON) must not raise
json() {
    python3 - "$1" "$2" <<'PY'
import json, sys
try:
    d = json.load(open(sys.argv[1]))
    exec(sys.argv[2])
except Exception as e:
    print("  (%s: %s)" % (type(e).__name__, e), file=sys.stderr)
    sys.exit(1)
PY
}

# ---- every level of the area, from a raw state: the contract -------------------------
for lv in 9 10 11 12; do
    "$BIN" show --state 4242 --level $lv --format json >"$T/l$lv" 2>"$T/err"; rc=$?
    check "show --state 4242 --level $lv exits 0 (got $rc: $(cat "$T/err"))" [ "$rc" -eq 0 ]
    check "level $lv: the JSON contract" json "$T/l$lv" '
assert d["area"] == "Ice Caves", d["area"]
assert d["level"] == '$lv'
assert len(d["tiles"]) == 41 and all(len(r) == 42 for r in d["tiles"])
assert set("".join(d["tiles"])) <= set(d["legend"])
inv = {v: k for k, v in d["legend"].items()}
assert d["tiles"][40] == inv["ice"] * 42, d["tiles"][40]
assert all(r[1:41] == inv["empty"] * 40 for r in d["tiles"][33:40])
ph = {p["name"]: p for p in d["phases"]}
assert ph["border"]["draws"] == 162 and ph["path"]["first_draw"] == 163
assert sum(p["draws"] for p in d["phases"]) == d["rng"]["draws"]
for k in ["moai", "mothership", "yeti_lair"]:
    assert k in d["flags"], k
assert d["flags"]["dark"] is False
assert not any(e["kind"] in ("web", "arrow_trap_left", "arrow_trap_right") for e in d["entities"])
'
done
check "level 12 from a fresh game always has the Moai" json "$T/l12" '
assert d["flags"]["moai"] and not d["flags"]["mothership"] and not d["flags"]["yeti_lair"]
assert sum(r.count(6) for r in d["rooms"]) == 1
kinds = [e["kind"] for e in d["entities"]]
assert kinds.count("moai") == 1 and kinds.count("crown") == 1, kinds
assert sum(r.count("D") for r in d["tiles"]) + kinds.count("crown") >= 2'

# ---- the mothership and the Yeti lair (only after the Moai: moai-first off here) ------
"$BIN" show --state 1 --level 9 --quirk moai-first=off --format json >"$T/ship"
check "state 1, level 9, moai-first off: a mothership" json "$T/ship" '
assert d["flags"]["mothership"] and not d["flags"]["yeti_lair"]
assert "moai-first" in d["quirks_off"]
row = [r for r in d["rooms"] if 9 in r]
assert len(row) == 1 and row[0][3] == 9 and 7 in row[0], d["rooms"]
assert [e["kind"] for e in d["entities"]].count("alien_boss") == 1'
"$BIN" show --state 27 --level 9 --quirk moai-first=off --format json >"$T/lair"
check "state 27, level 9, moai-first off: a Yeti lair" json "$T/lair" '
assert d["flags"]["yeti_lair"] and not d["flags"]["mothership"] and not d["flags"]["moai"]
assert [e["kind"] for e in d["entities"]].count("yeti_king") <= 1'
"$BIN" show --state 1 --level 9 --format json >"$T/ship_on"
check "the same state with moai-first on: the Moai's chain, no mothership" json "$T/ship_on" '
assert not d["flags"]["mothership"] and not d["flags"]["yeti_lair"]'
"$BIN" show --state 27 --level 9 --quirk moai-first=off --color never >"$T/lair.txt"
check "the text map names the Yeti lair" grep -q '^flags:.* yeti-lair' "$T/lair.txt"
"$BIN" show --state 1 --level 12 --color never >"$T/moai.txt"
check "the text map names the Moai" grep -q '^flags:.* moai' "$T/moai.txt"

# ---- quirks ----------------------------------------------------------------------------
check "the quirk list names ice-outer-treasure" sh -c "'$BIN' show --quirk list | grep -q '^ice-outer-treasure '"
"$BIN" show --state 4242 --level 10 --quirk ice-outer-treasure=off --format json >"$T/off"
check "ice-outer-treasure=off: no treasure under the level, fewer draws" json "$T/off" '
on = json.load(open("'"$T/l10"'"))
assert d["rng"]["draws"] < on["rng"]["draws"]
assert not any(e["y"] >= 33 and e["kind"] != "icicle" for e in d["entities"])
assert d["phases"][:4] == on["phases"][:4]'

# ---- determinism, trace, why -----------------------------------------------------------
"$BIN" trace --state 4242 --level 11 >"$T/a"; "$BIN" trace --state 4242 --level 11 >"$T/b"
check "trace is deterministic" cmp -s "$T/a" "$T/b"
check "the trace names the Ice Caves' sites" grep -q 'ice\.tiles\.maybe_ice' "$T/a"
n=$(($(wc -l <"$T/a") - 1))
d=$(python3 -c "import json; print(json.load(open('$T/l11'))['rng']['draws'])")
check "the trace has one line per draw ($n, $d)" [ "$n" -eq "$d" ]
"$BIN" why 0 20 --state 4242 --level 11 >"$T/why" 2>&1; rc=$?
check "why explains a block of the border's dark earth (exit $rc)" [ "$rc" -eq 0 ]
check "why names its one creation roll" grep -q 'earth.gold' "$T/why"

# ---- a game from a seed, once the Jungle is built ------------------------------------
if "$BIN" show --seed 2 --level 9 --format json >"$T/seed9" 2>"$T/err"; then
    check "seed 2, level 9: the Ice Caves" json "$T/seed9" 'assert d["area"] == "Ice Caves"'
    for lv in 10 11 12; do
        "$BIN" show --seed 2 --level $lv --format json >"$T/seed$lv"
    done
    check "one Moai in levels 9-12 of a game" python3 -c "
import json
assert sum(json.load(open('$T/seed%d' % l))['flags']['moai'] for l in (9, 10, 11, 12)) == 1"
else
    check "a seed's level 9 is refused for the missing Jungle only" grep -q 'Jungle' "$T/err"
fi

test_done
