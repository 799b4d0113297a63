#!/bin/sh
# debugger.sh BIN — the command line as a scriptable debugger: --force N=V
# on show, trace and why (the value taken, the RNG going on as drawn, refusals with exit
# 2), trace --break / --watch listing only what they name, against the full trace, and
# spelgen diff against the two sides' own trace and show.
# Ends with "N passed, M failed"; exits non-zero when anything failed.
BIN=${1:?usage: debugger.sh BIN}
. "$(dirname "$0")/../test-lib.sh"

# refuses DESCRIPTION WORDS ARGS...: exit 2 and WORDS in the message
refuses() {
    _what=$1 _words=$2; shift 2
    "$BIN" "$@" >"$T/out" 2>"$T/err"
    _rc=$?
    if [ "$_rc" = 2 ] && grep -q -- "$_words" "$T/err" && [ ! -s "$T/out" ]; then ok
    else bad "$_what: exit $_rc, $(cat "$T/err")"; fi
}

# ---- --force: the draw returns the value, the states go on as drawn --------------------
"$BIN" trace --seed 2 >"$T/plain"
"$BIN" trace --seed 2 --force 304=5 >"$T/forced"
check "trace --force 304=5: draw #304 is 5, decided down" \
    sh -c "awk -F'\t' '\$1 == 304 { exit !(\$5 == 5 && \$9 == \"down\") }' '$T/forced'"
# same_head FILE1 FILE2 CUT N: the first N lines of the two files agree in columns CUT
same_head() {
    cut -f"$3" "$1" | head -n "$4" >"$T/h1"
    cut -f"$3" "$2" | head -n "$4" >"$T/h2"
    cmp -s "$T/h1" "$T/h2"
}
n=$(wc -l <"$T/plain"); m=$(wc -l <"$T/forced"); [ "$m" -lt "$n" ] && n=$m
check "trace --force: every draw's RNG state is the unforced one's ($n draws)" same_head "$T/plain" "$T/forced" 1,6 "$n"
check "trace --force: the draws before #304 are the unforced ones" same_head "$T/plain" "$T/forced" 1-9 304
differs_at() { ! same_head "$@"; } # the first N lines differ somewhere
check "trace --force: ... and #304 is not" differs_at "$T/plain" "$T/forced" 1-9 305
"$BIN" show --seed 2 --format json >"$T/plain.json"
"$BIN" show --seed 2 --force 304=5 --format json >"$T/forced.json"
check "show --force 304=5: the walk goes down from the start room (3,0)" python3 -c "
import json
a = json.load(open('$T/plain.json')); b = json.load(open('$T/forced.json'))
assert b['rooms'][1][3] != 0 and b['rooms'] != a['rooms'], (a['rooms'], b['rooms'])"
check "show --force is deterministic" sh -c "'$BIN' show --seed 2 --force 304=5 --format json | cmp -s - '$T/forced.json'"
check "why --force: the tile's history is the forced level's" \
    sh -c "'$BIN' why 31 9 --seed 2 --force 304=5 | grep -q '#304 .*= 5 .*-> down'"
# a draw forced twice is refused (issue 26: the later silently won over the first)
refuses "two forces of one draw" "draw #304 is forced twice (304=6 and 304=5)" \
    trace --seed 2 --force 304=6 --force 304=5
refuses "--force out of the call's range" "draw #304 is rand(5,7), so its value is 5-7" show --seed 2 --force 304=9
refuses "--force past the last draw" "there is no draw #99999999" show --seed 2 --force 99999999=1
refuses "--force that is not N=V" "is not N=V" trace --seed 2 --force 304
refuses "--force with a bad value" "is not a value" trace --seed 2 --force 304=x
refuses "--force on the fools style" "cannot be forced" show --style fools --seed 2 --force 10=1

# ---- trace --break: only the draws the spec stops at ---------------------------------
"$BIN" trace --seed 1 >"$T/all"
"$BIN" trace --seed 1 --break 'path.walk.middle if value <= 2' >"$T/brk"
awk -F'\t' 'NR == 1 || ($3 == "path.walk.middle" && $5 <= 2)' "$T/all" >"$T/want"
check "trace --break SITE if value <= 2 = the full trace filtered ($(($(wc -l <"$T/want") - 1)) draws)" \
    cmp -s "$T/brk" "$T/want"
"$BIN" trace --seed 1 --break 'mines.* phase blocks if decided ~ bat' >"$T/brk"
awk -F'\t' 'NR == 1 || ($3 ~ /^mines\./ && $2 == "blocks" && tolower($9) ~ /bat/)' "$T/all" >"$T/want"
check "trace --break GLOB phase NAME if decided ~ WORDS = the full trace filtered" cmp -s "$T/brk" "$T/want"
check "trace --break ... --format json lists the same draws" sh -c "
    '$BIN' trace --seed 1 --break 'path.walk' --format json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d and all(x[\"site\"].startswith(\"path.walk.\") for x in d), d'"
refuses "trace --break with a bad phase" "is not a phase of this level" trace --seed 1 --break 'phase nowhere'
refuses "trace --break with a bad condition" "is not a condition" trace --seed 1 --break 'if colour == 1'
refuses "trace --break and --watch together" "one or the other" trace --seed 1 --break mines.bat --watch 1 1

# ---- trace --watch: only the events that changed the tile, as why shows its writes ------
"$BIN" trace --seed 1 --watch 21 1 >"$T/w"
"$BIN" why 21 1 --seed 1 | sed -n 's/.*=> tile (21,1) becomes .*(by #\([0-9]*\)).*/\1/p' >"$T/why"
check "trace --watch 21 1 lists the draws why shows writing the tile" \
    sh -c "tail -n +2 '$T/w' | cut -f1 | cmp -s - '$T/why'"
check "trace --watch 21 1 says before and after" sh -c "sed -n 2p '$T/w' | grep -q '	empty	brick	tile (21,1) becomes brick'"
# #1006 gives the brick its other look: said in words, as the README tells it, not "(flags 1)"
check "trace --watch 21 1 says the other look in words" sh -c "sed -n 3p '$T/w' | grep -q '	brick	brick, other look	'"
check "trace --watch room 1 1 --format json" sh -c "
    '$BIN' trace --seed 1 --watch room 1 1 --format json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d and d[0][\"after\"].startswith(\"code \"), d'"
refuses "trace --watch off the map" "is not a tile of the level" trace --seed 1 --watch 99 1
refuses "trace --watch without its words" "needs a target" trace --seed 1 --watch 3

# ---- spelgen diff: the first divergence and the changes, as the two sides' own outputs --
"$BIN" diff --seed 1 -- --seed 1 --quirk walk-else=off --format json >"$T/d.json"
"$BIN" show --seed 1 --format json >"$T/a.json"
"$BIN" show --seed 1 --quirk walk-else=off --format json >"$T/b.json"
"$BIN" trace --seed 1 >"$T/a.tsv"
"$BIN" trace --seed 1 --quirk walk-else=off >"$T/b.tsv"
check "diff: the first divergence is the first line where the two traces differ" python3 -c "
import json
d = json.load(open('$T/d.json'))['first_divergence']
a = [l.rstrip('\n').split('\t') for l in open('$T/a.tsv')][1:]
b = [l.rstrip('\n').split('\t') for l in open('$T/b.tsv')][1:]
key = lambda r: (r[2], r[3], r[4], r[8])  # site, call, value, decided
n = next(i for i in range(min(len(a), len(b))) if key(a[i]) != key(b[i]))
assert d['draw'] == n + 1 == 306, (d, n)
assert d['a'] == {'site': a[n][2], 'value': int(a[n][4]), 'decided': a[n][8]}, d
assert d['b'] == {'site': b[n][2], 'value': int(b[n][4]), 'decided': b[n][8]}, d"
check "diff: tiles, rooms and entities are what the two shows differ in" python3 -c "
import json
from collections import Counter
d = json.load(open('$T/d.json')); a = json.load(open('$T/a.json')); b = json.load(open('$T/b.json'))
rooms = [[x, y, a['rooms'][y][x], b['rooms'][y][x]] for y in range(len(a['rooms'])) for x in range(4)
         if a['rooms'][y][x] != b['rooms'][y][x]]
assert d['rooms'] == rooms and rooms, (d['rooms'], rooms)
kinds = [[x, y, a['legend'][ca], b['legend'][cb]] for y, (ra, rb) in enumerate(zip(a['tiles'], b['tiles']))
         for x, (ca, cb) in enumerate(zip(ra, rb)) if ca != cb]
assert [[t['x'], t['y'], t['a']['kind'], t['b']['kind']] for t in d['tiles'] if 'kind' in t['differ']] == kinds and kinds, len(kinds)
content = lambda j: {(c['x'], c['y']): c['content'] for c in j['contents']}
ca, cb = content(a), content(b)
for t in d['tiles']:
    k = (t['x'], t['y'])
    assert (t['a']['content'], t['b']['content']) == (ca.get(k), cb.get(k)), t
    assert ('content' in t['differ']) == (ca.get(k) != cb.get(k)), t
ents = lambda j: Counter((e['kind'], e['x'], e['y']) for e in j['entities'])
side = lambda l: Counter((e['kind'], e['x'], e['y']) for e in l)
assert side(d['entities']['only_a']) == ents(a) - ents(b)
assert side(d['entities']['only_b']) == ents(b) - ents(a)"
check "diff of a level with itself: nothing differs" sh -c "
    '$BIN' diff --seed 3 --level 2 -- --seed 3 --level 2 --format json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d[\"first_divergence\"] is None and not d[\"tiles\"] and not d[\"rooms\"] and not d[\"flags\"], d'"
check "diff --force: the divergence is the forced draw" sh -c "
    '$BIN' diff --seed 2 -- --seed 2 --force 304=5 | head -n 1 | grep -q 'first divergence: draw #304'"
# a tile that differs in what it holds or its look, not its kind, says how in the text
# ("brick -> brick" alone reads as no difference at all)
check "diff text: every tile listed reads differently on its two sides" sh -c "
    '$BIN' diff --seed 1 -- --seed 1 --quirk walk-else=off |
    awk '/^tiles:/ { t = 1; next } /^rooms:/ { t = 0 } t { n++; sub(/^ *[0-9]+,[0-9]+: /, \"\"); split(\$0, s, / -> /); if (s[1] == s[2]) bad++ }
         END { exit !(n > 0 && !bad) }'"
refuses "diff without --" "two option sets" diff --seed 1
refuses "diff with a bad option on side B" "is not a level" diff --seed 1 -- --level 99

test_done
