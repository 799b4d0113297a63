#!/bin/sh
# tunnel.sh BIN — the tunnel style from the command line: the JSON contract and its
# phases, determinism, a seed as a game, every rung as rolled at stage 16, a floor
# taller than 128 rows, the knob file's error paths and refusals (through --data with a
# temporary directory), and the audit at stages 1, 4, 8, 12 and 16 (TUNNEL_AUDIT_COUNT
# floors each, default 25) when the audit command is built in.
# Prints "ok - ..." / "not ok - ..." per check and ends with "N passed, M failed";
# exits non-zero when anything failed.
BIN=${1:?usage: tunnel.sh BIN}
. "$(dirname "$0")/../test-lib.sh"
DATA=${SPELGEN_DATA:-data}

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
assert 24 <= h <= 14400 // w and 18 <= w <= 64 and all(len(r) == w for r in d["tiles"]), (w, h)
# the document's contract (2): tunnel: {rungs, rooms, cw}, the only tunnel-specific extra
t = d["tunnel"]
assert sorted(t) == ["cw", "rooms", "rungs"], sorted(t)
assert t["cw"] in (3, 4) and len(t["rungs"]) >= 6, t["cw"]
for i, r in enumerate(t["rungs"]):
    assert r["h"] == t["cw"] and r["x0"] <= r["x1"] and r["dir"] in ("left", "right")
    if i:
        assert r["entry"] == t["rungs"][i - 1]["exit"]      # rung i+1 enters where i left
        assert r["y"] < t["rungs"][i - 1]["y"]              # bottom to top
for m in t["rooms"]:
    assert m["label"] in ("Side Cache", "Old Chamber") and m["w"] >= 5 and 3 <= m["h"] <= 13
    lx, ly, lw, lh = m["leash"]
    assert lx <= m["x"] and ly <= m["y"] and lx + lw >= m["x"] + m["w"], m
# chests say their rarity, mobs their name (and their leash when leashed)
for e in d["entities"]:
    if e["kind"] == "chest":
        assert e["rarity"] in ("common", "rare", "epic", "legendary"), e
    if e["kind"] == "enemy":
        assert e["mob"] in ("rat", "bat", "spitter", "stalker", "brute", "warden"), e
        assert isinstance(e["heavy"], bool) and e["tier"] in (1, 2, 3), e
        if "leash" in e:
            x, y, w_, h_ = e["leash"]
            assert x <= e["x"] < x + w_ and y <= e["y"] < y + h_, e
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
# stage 16: every rung rolled is laid (nRungs = max(2, randi(rungs) + round(15 x 0.6))),
# and the floor is as tall as its plan, within 14,400 tiles
for st in 3 0xdeadbeef; do
    if "$BIN" show --style tunnel --state $st --level 16 --format json >"$T/l16" 2>"$T/err" &&
       "$BIN" trace --style tunnel --state $st --level 16 >"$T/t16" 2>>"$T/err" &&
       python3 - "$T/l16" "$T/t16" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
draws = [l.split("\t") for l in open(sys.argv[2]).read().split("\n")[1:] if l]
val = {f[2]: int(f[4]) for f in reversed(draws)}          # first draw at each site
cw, boss, base, w = (val["tunnel.plan." + k] for k in ("corridor_width", "boss_height", "rungs", "width"))
gaps = [int(f[4]) for f in draws if f[2] == "tunnel.plan.gap"]
n = max(2, base + int(15 * 0.6 + 0.5))
assert len(d["tunnel"]["rungs"]) == n == len(gaps), (len(d["tunnel"]["rungs"]), n)
h = 4 + sum(g + cw for g in gaps) + boss + 3
assert len(d["tiles"]) == max(24, h) and h <= 14400 // w, (len(d["tiles"]), h, w)
PY
    then ok "stage 16 (state $st): $(python3 -c "import json; d=json.load(open('$T/l16')); print(len(d['tunnel']['rungs']), 'rungs as rolled,', len(d['tiles']), 'rows')")"
    else bad "stage 16 (state $st): $(cat "$T/err")"; fi
done

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
# knobs under which a floor could outgrow the buffer (or its bands) are refused when read
line_of() { grep -n "^$1 " "$DATA/tunnel/tunnel.conf" | cut -d: -f1; }
r=$(line_of rungs); p=$(line_of rungsPerStage); g=$(line_of rungGap); wl=$(line_of width); j=$(line_of jitter)
expect_bad "too many rungs" "s/^rungs  .*/rungs 30 40/; s/^rungsPerStage .*/rungsPerStage 2 2/" \
    "tunnel/tunnel.conf:$p:1: rungs up to 40 with rungsPerStage up to 2 make 70 rungs at stage 16, more than a floor holds (64); every rung rolled is laid, so lower rungs (line $r) or rungsPerStage (line $p)"
expect_bad "taller than the buffer" "s/^rungGap .*/rungGap 12 12/; s/^width .*/width 50 64/" \
    "tunnel/tunnel.conf:$wl:1: a floor could be 315 rows tall (stage 16: 4 + 18 rungs x (rungGap 12 + corridorW 4) + bossRoom 20 + 3), but at width 64 the 14,400-tile buffer holds 225 rows"
expect_bad "seam through a band" "s/^jitter .*/jitter 2 2/; s/^rungGap .*/rungGap 2 6/" \
    "tunnel/tunnel.conf:$j:1: jitter up to 2 opens that many rows over a rung, and rungGap down to 2 leaves only that many rows of rock to the rung above: the seam would reach it and make a loop; keep jitter's max (line $j) below rungGap's min (line $g)"
# a floor taller than 128 rows (narrow and long): built, drawn, and explained
mkdata "s/^rungs  .*/rungs 20 20/; s/^width .*/width 18 18/"
if "$BIN" show --style tunnel --state 5 --level 16 --data "$T/d" --format json >"$T/tall" 2>"$T/err" &&
   "$BIN" show --style tunnel --state 5 --level 16 --data "$T/d" --color never >"$T/tallt" 2>>"$T/err" &&
   python3 - "$T/tall" "$T/tallt" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
h, w = len(d["tiles"]), len(d["tiles"][0])
assert w == 18 and 128 < h <= 800, (w, h)
assert len(d["tunnel"]["rungs"]) == 29
assert any(e["y"] >= 128 for e in d["entities"])
txt = open(sys.argv[2]).read().split("\n")
assert all(len(r) == 18 for r in txt[1:1 + h]), "text rows"
PY
then ok "a floor of $(python3 -c "import json; print(len(json.load(open('$T/tall'))['tiles']))") rows at width 18 (rungs 20, stage 16)"
else bad "tall floor: $(cat "$T/err")"; fi
y=$(python3 -c "import json; d=json.load(open('$T/tall')); print(max(r['y'] for r in d['tunnel']['rungs']))")
if "$BIN" why 5 "$y" --style tunnel --state 5 --level 16 --data "$T/d" >"$T/why" 2>"$T/err" &&
   grep -q "^tile (5,$y)" "$T/why"; then ok "why on row $y of the tall floor"
else bad "why on row $y: $(cat "$T/err")"; fi

# without the file, the tunnel style says so and the classic style still works
mkdata ""; rm "$T/d/tunnel/tunnel.conf"
if "$BIN" show --style tunnel --seed 1 --data "$T/d" >/dev/null 2>"$T/err"; then bad "no tunnel.conf: accepted"
elif grep -q "tunnel/tunnel.conf: missing" "$T/err"; then ok "no tunnel.conf: $(cat "$T/err")"
else bad "no tunnel.conf: $(cat "$T/err")"; fi
if "$BIN" show --style classic --seed 1 --data "$T/d" >/dev/null 2>&1; then ok "no tunnel.conf: classic still builds"
else bad "no tunnel.conf: classic broken too"; fi

# ---- the audit (when the audit command is built in) -------------------------------------
if "$BIN" --help 2>/dev/null | grep -q '^  audit'; then
    # the stages make check covers, a few floors each (make soak runs many more)
    for st in 1 4 8 12 16; do
        if "$BIN" audit --style tunnel --level $st --count ${TUNNEL_AUDIT_COUNT:-25} >"$T/au" 2>"$T/err" &&
           grep -q "^  stage $st " "$T/au" && ! grep -q "first violated" "$T/au"; then
            ok "audit --style tunnel --level $st: every invariant held (exit 0)"
        else bad "audit --level $st: exit $? $(cat "$T/err") $(grep -A1 -i violated: "$T/au" | head -3)"; fi
    done
    if "$BIN" audit --style tunnel --level 1-5 --count 20 >"$T/au" 2>"$T/err" &&
       grep -q "129 / 241 / 383" "$T/au" && grep -q "stages 1-5" "$T/au"; then
        ok "audit --level 1-5: the document's figures beside stages 1-5"
    else bad "audit --level 1-5: $(cat "$T/err")"; fi
    if "$BIN" audit --style tunnel --count 4 --format json >"$T/aj" 2>"$T/err" && python3 - "$T/aj" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["style"] == "tunnel" and d["floors"] == 64 and d["stages"] == [1, 16] and d["ok"] is True
assert all(i["violated"] == 0 and i["holds"] + i["not_applicable"] == 64 for i in d["invariants"])
assert [r["stage"] for r in d["stage_rows"]] == list(range(1, 17))
assert all(r["rungs_as_rolled"] == r["floors"] for r in d["stage_rows"])
# every row says whose figure it stands beside
assert all(m["whose"] in ("document", "ours") for m in d["measurements"])
assert all(m["figure"].startswith("doc:" if m["whose"] == "document" else "ours:") for m in d["measurements"])
names = " ".join(m["name"] for m in d["measurements"])
for want in ("at cw 3", "at cw 4", "deliberate stubs / incidental", "pass-6b chests (counts)",
             "pass-6b payouts (counts)", "leashed"):
    assert want in names, want
PY
    then ok "audit --format json: stages 1-16, every row labelled doc or ours"; else bad "audit --format json: $(cat "$T/err")"; fi
    for lv in 0 17 x 5-2; do
        "$BIN" audit --style tunnel --level $lv --count 2 >/dev/null 2>"$T/err"
        rc=$?
        if [ $rc -eq 2 ] && grep -q -- "--level" "$T/err"; then ok "audit --level $lv: exit 2, $(cat "$T/err")"
        else bad "audit --level $lv: exit $rc $(cat "$T/err")"; fi
    done
    # a broken promise shows: rungLen under 0.5 lets rungs stay on one half
    mkdata "s/^rungLen .*/rungLen 0.2 0.45/"
    if "$BIN" audit --style tunnel --level 1-4 --count 25 --data "$T/d" >"$T/au" 2>&1; then
        bad "audit with rungLen 0.2-0.45 exits 0"
    elif grep -q "every rung crosses the centre" "$T/au" && grep -q "first violated" "$T/au"; then
        ok "audit exits 1 when an invariant breaks"
    else bad "audit with rungLen 0.2-0.45: $(head -3 "$T/au")"; fi
else
    echo "skip - audit: this spelgen has no audit command"
fi

test_done
