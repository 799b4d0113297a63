#!/bin/sh
# above_map.sh BIN — what the original makes on top of the top border (scrTreasureGen's
# treasure on a border block: y -4 to -16 px) is an entity in row -1, and every output
# says so without reading off the map: JSON, the text map's line over the map, why.
BIN=${1:?usage: above_map.sh BIN}
. "$(dirname "$0")/../test-lib.sh"
LV="--level 5 --state 3874846483"

# ---- JSON: entities with y -1, py -16..-1 ----------------------------------------------
"$BIN" show $LV --format json >"$T/j" 2>"$T/e" || bad "show --format json: $(cat "$T/e")"
grep -o '"x":[0-9]*,"y":-1,"px":[0-9]*,"py":-[0-9]*' "$T/j" >"$T/above"
n=$(wc -l <"$T/above")
[ "$n" -gt 0 ] && ok || bad "no entity with y -1 in the JSON of level 5, state 3874846483"
while IFS= read -r e; do
    py=${e##*\"py\":}; x=${e#\"x\":}; x=${x%%,*}
    if [ "$py" -ge -16 ] && [ "$py" -le -1 ] && [ "$x" -ge 0 ] && [ "$x" -le 41 ]; then ok
    else bad "entity above the map out of its row: $e"; fi
done <"$T/above"
X=$(head -n 1 "$T/above" | sed 's/"x":\([0-9]*\),.*/\1/')
grep -q '"y":-[2-9]' "$T/j" && bad "an entity below row -1 in the JSON" || ok

# ---- the text map: a line over the map, blank but for what stands there -----------------
"$BIN" show $LV --color never >"$T/t" || bad "show: exit $?"
line=$(sed -n 2p "$T/t")
[ "${#line}" = 42 ] && ok || bad "the line over the map is ${#line} columns, not 42: '$line'"
c=$(printf '%s' "$line" | cut -c $((X + 1)))
[ -n "$c" ] && [ "$c" != " " ] && ok || bad "nothing over column $X on the line over the map: '$line'"
case $(sed -n 3p "$T/t") in XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX) ok ;; *) bad "the top border is not the map's first row" ;; esac
# a level with nothing above its top border has no such line
"$BIN" show --seed 1 --color never | sed -n 2p | grep -q '^X' && ok || bad "level 1 of seed 1: a line over its map"

# ---- why: row -1, after --; the top row's tile says what stands on it ----------------
out=$("$BIN" why $LV -- "$X" -1) || bad "why -- $X -1: exit $?"
case $(printf '%s\n' "$out" | head -n 1) in "tile ($X,-1): above the map: "*) ok ;; *) bad "why -- $X -1: '$(printf '%s\n' "$out" | head -n 1)'" ;; esac
printf '%s\n' "$out" | grep -q "placed at ($X,-1) (by #[0-9]*)" && ok || bad "why -- $X -1 names no draw that placed it"
printf '%s\n' "$out" | grep -q '^#[0-9]* *blocks .*treasure\.' && ok || bad "why -- $X -1 lists no treasure draw"
"$BIN" why $LV --format json -- "$X" -1 | grep -q "\"y\":-1,\"now\":\"above the map: " && ok || bad "why --format json -- $X -1"
"$BIN" why $LV "$X" 0 | head -n 1 | grep -q "; on top, row -1: " && ok || bad "why $X 0 does not say what stands on it"
out=$("$BIN" why $LV "$X" -1 2>&1 >/dev/null); rc=$?
case "$rc $out" in "2 "*"reads as an option: put -- before"*) ok ;; *) bad "why X -1 without --: rc=$rc '$out'" ;; esac
"$BIN" why $LV -- "$X" -2 >/dev/null && ok || bad "why -- $X -2 refused"
out=$("$BIN" why $LV -- "$X" -3 2>&1 >/dev/null); rc=$?
case "$rc $out" in "2 "*"-1 the row above the map"*) ok ;; *) bad "why -- $X -3: rc=$rc '$out'" ;; esac

# ---- a PNG of it builds (row -1 is left out, nothing drawn off the picture) --------------
"$BIN" show $LV --format png -o "$T/l.png" 2>"$T/e" && [ -s "$T/l.png" ] && ok || bad "png: $(cat "$T/e")"

test_done
