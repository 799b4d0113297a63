#!/bin/sh
# tunnel.sh BIN — the tunnel style from the command line: the JSON contract and its
# phases, determinism, a seed as a game, the knob file's error paths (through --data
# with a temporary directory), and the audit when the audit command is built in.
# Prints "ok - ..." / "not ok - ..." per check and ends with "N passed, M failed";
# exits non-zero when anything failed.
BIN=${1:?usage: tunnel.sh BIN}
DATA=${SPELGEN_DATA:-data}
pass=0; fail=0
ok() { pass=$((pass + 1)); echo "ok - $*"; }
bad() { fail=$((fail + 1)); echo "not ok - $*"; }
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT

# ---- the JSON contract ------------------------------------------------------------------
if "$BIN" show --style tunnel --seed 5 --format json >"$T/j" 2>"$T/err" && python3 - "$T/j" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["style"] == "tunnel", d["style"]
names = [p["name"] for p in d["phases"]]
assert names == ["plan", "spine", "carve", "stubs", "boss", "rooms", "spawn", "populate",
                 "payouts", "cover"], names
first = 1
for p in d["phases"]:
    assert p["first_draw"] == first, (p, first)
    first += p["draws"]
assert sum(p["draws"] for p in d["phases"]) == d["rng"]["draws"]
assert d["rng"]["start_state"] == 5
h, w = len(d["tiles"]), len(d["tiles"][0])
assert 24 <= h <= 120 and 18 <= w <= 64 and all(len(r) == w for r in d["tiles"]), (w, h)
legend = {v: k for k, v in d["legend"].items()}
chars = set("".join(d["tiles"]))
assert chars <= {legend["wall"], legend["floor"], legend["portal"]}, chars
assert sum(r.count(legend["portal"]) for r in d["tiles"]) == 1
kinds = [e["kind"] for e in d["entities"]]
assert kinds.count("spawn") == 1 and "extract" in kinds and "chest" in kinds, set(kinds)
# every entity stands on open floor, none hidden inside a block
for e in d["entities"]:
    assert d["tiles"][e["y"]][e["x"]] != legend["wall"], e
    assert "inside_block" not in e, e
PY
then ok "show --style tunnel --format json: schema, the ten phases, draws add up"
else bad "show --style tunnel --format json: $(cat "$T/err")"; fi

# the text map draws the same tiles
if "$BIN" show --style tunnel --seed 5 --color never >"$T/txt" 2>"$T/err" &&
   python3 - "$T/txt" "$T/j" <<'PY'
import json, sys
txt = open(sys.argv[1]).read().split("\n")
d = json.load(open(sys.argv[2]))
rows = txt[1:1 + len(d["tiles"])]
legend = {v: k for k, v in d["legend"].items()}
for r, t in zip(rows, d["tiles"]):
    assert len(r) == len(t)
    for a, b in zip(r, t):
        assert a == b or b != legend["wall"], (r, t)   # entities show over floor only
PY
then ok "show --style tunnel (text) matches the JSON grid"
else bad "show --style tunnel (text): $(cat "$T/err")"; fi

# ---- determinism ------------------------------------------------------------------------
for s in 1 77 0xdeadbeef; do
    "$BIN" trace --style tunnel --seed $s --level 3 >"$T/a" 2>&1
    "$BIN" trace --style tunnel --seed $s --level 3 >"$T/b" 2>&1
    if [ -s "$T/a" ] && cmp -s "$T/a" "$T/b"; then ok "determinism: trace seed $s"
    else bad "determinism: trace seed $s differs between runs"; fi
done
"$BIN" show --style tunnel --seed 9 --level 7 --format json >"$T/a" 2>&1
"$BIN" show --style tunnel --seed 9 --level 7 --format json >"$T/b" 2>&1
if cmp -s "$T/a" "$T/b"; then ok "determinism: show seed 9 stage 7"; else bad "determinism: show"; fi

# every draw is traced with a tunnel site, and the count matches show's
n=$("$BIN" trace --style tunnel --seed 5 | tail -n +2 | wc -l)
sites=$("$BIN" trace --style tunnel --seed 5 | tail -n +2 | cut -f3 | grep -vc '^tunnel\.')
draws=$(python3 -c "import json; print(json.load(open('$T/j'))['rng']['draws'])")
if [ "$n" -eq "$draws" ] && [ "$sites" -eq 0 ]; then ok "trace: $n draws, every one at a tunnel.* site"
else bad "trace: $n lines, $draws draws, $sites lines without a tunnel site"; fi

# ---- a seed is a game; a state replays one floor ----------------------------------------
"$BIN" show --style tunnel --seed 11 --level 1 --format json >"$T/l1"
"$BIN" show --style tunnel --seed 11 --level 2 --format json >"$T/l2"
if python3 -c "
import json; a=json.load(open('$T/l1')); b=json.load(open('$T/l2'))
assert a['rng']['end_state'] == b['rng']['start_state']"; then ok "stage 2 starts where stage 1 ended"
else bad "stages do not chain"; fi
st=$(python3 -c "import json; print(json.load(open('$T/l2'))['rng']['start_state'])")
"$BIN" show --style tunnel --state "$st" --level 2 --format json >"$T/s2"
if python3 -c "
import json; a=json.load(open('$T/l2')); b=json.load(open('$T/s2'))
assert a['tiles'] == b['tiles'] and a['entities'] == b['entities'] and a['rng'] == b['rng']"
then ok "--state replays the floor"; else bad "--state does not replay the floor"; fi
if "$BIN" show --style tunnel --seed 3 --level 16 --format json >"$T/l16" 2>"$T/err" &&
   python3 -c "
import json; d=json.load(open('$T/l16')); assert len(d['tiles']) <= 120"
then ok "stage 16 fits the 120-row grid"; else bad "stage 16: $(cat "$T/err")"; fi

# ---- the knob file's error paths --------------------------------------------------------
mkdata() { # a copy of the data directory with tunnel.conf edited by a sed script
    rm -rf "$T/d"; mkdir -p "$T/d"; cp -R "$DATA"/. "$T/d"/
    [ -n "$1" ] && sed -i "$1" "$T/d/tunnel/tunnel.conf"
}
expect_bad() { # name, sed script, message part
    mkdata "$2"
    if "$BIN" show --style tunnel --seed 1 --data "$T/d" >"$T/out" 2>"$T/err"; then
        bad "$1: accepted"
    elif [ "$(wc -l <"$T/err")" -eq 1 ] && grep -q -- "$3" "$T/err"; then ok "$1: $(cat "$T/err")"
    else bad "$1: wanted '$3', got: $(cat "$T/err")"; fi
}
line=$(grep -n '^corridorW' "$DATA/tunnel/tunnel.conf" | cut -d: -f1)
expect_bad "unknown key" "s/^corridorW /corridorV /" "tunnel/tunnel.conf:$line:1: unknown key 'corridorV'"
expect_bad "not a number" "s/^corridorW  *3/corridorW x/" "tunnel/tunnel.conf:$line:11: 'x' is not a number (corridorW takes whole numbers)"
expect_bad "min above max" "s/^corridorW  *3  *4/corridorW 4 3/" "tunnel/tunnel.conf:$line:11: corridorW's min 4 is greater than its max 3"
expect_bad "out of range" "s/^corridorW  *3  *4/corridorW 3 40/" "tunnel/tunnel.conf:$line:13: max 40 is out of range: corridorW accepts 2-6"
expect_bad "whole numbers" "s/^corridorW  *3/corridorW 3.5/" "corridorW takes whole numbers, not '3.5'"
expect_bad "missing key" "/^bots /d" "tunnel/tunnel.conf:[0-9]*:1: missing key bots"
expect_bad "duplicate key" "\$a corridorW 3 4" "corridorW is given twice (first on line $line)"
# without the file, the tunnel style says so and the classic style still works
mkdata ""; rm "$T/d/tunnel/tunnel.conf"
if "$BIN" show --style tunnel --seed 1 --data "$T/d" >/dev/null 2>"$T/err"; then bad "no tunnel.conf: accepted"
elif grep -q "tunnel/tunnel.conf: missing" "$T/err"; then ok "no tunnel.conf: $(cat "$T/err")"
else bad "no tunnel.conf: $(cat "$T/err")"; fi
if "$BIN" show --style classic --seed 1 --data "$T/d" >/dev/null 2>&1; then ok "no tunnel.conf: classic still builds"
else bad "no tunnel.conf: classic broken too"; fi

# ---- the audit (when the audit command is built in) -------------------------------------
if "$BIN" --help 2>/dev/null | grep -q '^  audit'; then
    if "$BIN" audit --style tunnel --count 200 >"$T/au" 2>"$T/err" &&
       grep -q "portal reachable from spawn" "$T/au" && grep -q "129 / 241 / 383" "$T/au"; then
        ok "audit --style tunnel --count 200: every invariant held (exit 0)"
    else bad "audit: exit $? $(cat "$T/err") $(grep -i violated "$T/au" | head -3)"; fi
    if "$BIN" audit --style tunnel --count 50 --format json >"$T/aj" 2>"$T/err" && python3 - "$T/aj" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["style"] == "tunnel" and d["floors"] == 50 and d["ok"] is True
assert all(i["violated"] == 0 and i["holds"] + i["not_applicable"] == 50 for i in d["invariants"])
assert any("2.68x" in m["document"] for m in d["measurements"])
PY
    then ok "audit --format json"; else bad "audit --format json: $(cat "$T/err")"; fi
    # a broken promise shows: rungLen under 0.5 lets rungs stay on one half
    mkdata "s/^rungLen .*/rungLen 0.2 0.45/"
    if "$BIN" audit --style tunnel --count 100 --data "$T/d" >"$T/au" 2>&1; then
        bad "audit with rungLen 0.2-0.45 exits 0"
    elif grep -q "every rung crosses the centre" "$T/au"; then ok "audit exits 1 when an invariant breaks"
    else bad "audit with rungLen 0.2-0.45: $(head -3 "$T/au")"; fi
else
    echo "skip - audit: this spelgen has no audit command"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
