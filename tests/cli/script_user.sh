#!/bin/sh
# script_user.sh BIN — the command line as a script user meets it (issue 26): refusals
# as the explorer's, exit statuses as diff(1)'s, JSON with fields not prose, one
# vocabulary of flags, and what a command records of the options it was given.
# Ends with "NAME: N passed, M failed" (tests/test-lib.sh); exits non-zero when anything failed.
BIN=${1:?usage: script_user.sh BIN}
. "$(dirname "$0")/../test-lib.sh"

# refuses DESCRIPTION WORDS ARGS...: exit 2, WORDS in the one-line message, no output
refuses() {
    _what=$1 _words=$2; shift 2
    "$BIN" "$@" >"$T/out" 2>"$T/err"
    _rc=$?
    if [ "$_rc" = 2 ] && grep -q -- "$_words" "$T/err" && [ ! -s "$T/out" ] &&
        [ "$(wc -l <"$T/err")" -eq 1 ]; then ok
    else bad "$_what: exit $_rc, $(cat "$T/err")"; fi
}

# ---- trace --break: a site glob no site of the style takes is refused (item 1) --------
refuses "trace --break with a misspelt site" "did you mean mines.bat?" \
    trace --seed 1 --break mines.batt
refuses "trace --break with a family's unknown site" "'--break path.\*' stops at them all" \
    trace --seed 1 --break path.nosuch
refuses "trace --break with another style's site" "no site of the tunnel style" \
    trace --style tunnel --seed 1 --break path.walk.middle
check "trace --break with a site that draws: listed" sh -c \
    "'$BIN' trace --seed 1 --break path.walk.middle | awk -F'\t' 'NR > 1 && \$3 != \"path.walk.middle\" { b++ } END { exit !(NR > 1 && !b) }'"
check "trace --break with a glob of no site glob (a condition alone): taken" sh -c \
    "'$BIN' trace --seed 1 --break 'if value == 3' >/dev/null"

# ---- diff: exit 1 when they differ, as diff(1); the JSON says how each tile differs (item 4)
"$BIN" diff --seed 3 -- --seed 3 >/dev/null
check "diff of a level with itself exits 0" [ $? -eq 0 ]
"$BIN" diff --seed 1 -- --seed 1 --quirk walk-else=off --format json >"$T/d.json"
check "diff of two levels that differ exits 1" [ $? -eq 1 ]
"$BIN" diff --seed 2 -- --seed 2 --force 304=5 >/dev/null
check "diff --force exits 1" [ $? -eq 1 ]
"$BIN" diff --seed 1 -- --seed 1 -o /nonexistent/x >/dev/null 2>"$T/err"
check "diff that cannot write exits 2 (trouble), not 1 (differ)" [ $? -eq 2 ]
"$BIN" diff --seed 1 -- --level 99 >/dev/null 2>&1
check "diff with a usage error exits 2" [ $? -eq 2 ]
check "diff --format json: every tile entry names what differs, and its sides differ there" python3 -c "
import json
d = json.load(open('$T/d.json'))
tiles = d['tiles']
assert len(tiles) == 644, len(tiles)
same_kind = 0
for t in tiles:
    a, b, differ = t['a'], t['b'], t['differ']
    assert differ, t
    for k in ('kind', 'content'):
        assert (k in differ) == (a[k] != b[k]), t
    flags = set(a['flags']) ^ set(b['flags'])
    assert set(x for x in differ if x not in ('kind', 'content')) == flags, t
    same_kind += a['kind'] == b['kind']
assert same_kind > 100, same_kind  # the look, content or flags alone differ on these"

# ---- why --format json: a draw's fields, as trace --format json's (item 5) -------------
"$BIN" why 12 9 --seed 1 --format json >"$T/why.json"
"$BIN" trace --seed 1 --format json >"$T/trace.json"
check "why --format json: each draw's fields are the trace's for that draw" python3 -c "
import json
w = json.load(open('$T/why.json'))
t = {d['draw']: d for d in json.load(open('$T/trace.json'))}
draws = [e for e in w['events'] if e['kind'] == 'draw']
assert len(draws) > 3, draws
for e in draws:
    d = t[e['draw']]
    for k in ('phase', 'site', 'call', 'value', 'state', 'meaning', 'decided'):
        assert e[k] == d[k], (k, e, d)
effects = [e for e in w['events'] if e['kind'] != 'draw']
assert effects and all('site' not in e and e['text'] for e in effects), effects"

# ---- one error, one status from show and explore; -o says why it cannot write (item 25)
for args in "--market-door 5 --level 6 --seed 1" "--seed 2 --force 99999=1" "--seed 2 --force 304=9"; do
    # shellcheck disable=SC2086
    "$BIN" show $args >/dev/null 2>"$T/show.err"; src=$?
    # shellcheck disable=SC2086
    "$BIN" explore $args </dev/null >/dev/null 2>"$T/explore.err"; erc=$?
    sed 's/^spelgen show: //' "$T/show.err" >"$T/s"; sed 's/^spelgen explore: //' "$T/explore.err" >"$T/e"
    if [ "$src" = 2 ] && [ "$erc" = 2 ] && cmp -s "$T/s" "$T/e"; then ok
    else bad "show and explore $args: exit $src and $erc, '$(cat "$T/show.err")' and '$(cat "$T/explore.err")'"; fi
done
for cmd in show trace why diff; do
    case $cmd in why) extra="3 3" ;; diff) extra="--" ;; *) extra= ;; esac
    # shellcheck disable=SC2086
    "$BIN" $cmd --seed 1 $extra -o /nonexistent/x >/dev/null 2>"$T/err"
    check "$cmd -o /nonexistent/x says why: $(cat "$T/err")" grep -q "/nonexistent/x.*No such file or directory" "$T/err"
done

# ---- a style's option given to a style that does not read it: refused (item 24) -------
refuses "show --biome on the classic style" "the fools style reads it, the classic style does not" \
    show --biome jungle
refuses "show --lake on the tunnel style" "the classic style reads it, the tunnel style does not" \
    show --style tunnel --lake on
refuses "trace --shortcut on the tunnel style" "--shortcut: the classic style reads it" \
    trace --style tunnel --shortcut 5
refuses "why --level-time on the fools style" "--level-time: the classic style reads it" \
    why 3 3 --style fools --level-time 1:00
refuses "show --clock-follows-spine on the fools style" "the tunnel style reads it" \
    show --style fools --clock-follows-spine
refuses "explore --thief on the tunnel style, before it asks for a terminal" \
    "--thief: the classic style reads it" explore --style tunnel --thief
refuses "find --biome (find searches the classic style)" "--biome: the fools style reads it" \
    find --biome jungle --count 1
refuses "diff --biome on side B" "the fools style reads it" diff -- --biome caves
check "show --style fools --biome jungle: taken" sh -c "'$BIN' show --style fools --biome jungle >/dev/null"
check "show --style tunnel --clock-follows-spine: taken" sh -c "'$BIN' show --style tunnel --clock-follows-spine >/dev/null"
check "show --lake on --state 5 --level 6: taken" sh -c "'$BIN' show --state 5 --level 6 --lake on >/dev/null"

# ---- forces recorded where quirks are; a draw forced twice refused (item 3) -----------
check "show --force: the header names the force" sh -c \
    "'$BIN' show --seed 1 --force 305=5 --color never | head -n 1 | grep -q '; forced: #305=5$'"
check "show --force --quirk: the header names both" sh -c \
    "'$BIN' show --seed 1 --quirk walk-else=off --force 305=5 --force 400=1 --color never | head -n 1 |
     grep -q '; quirks: walk-else off; forced: #305=5, #400=1$'"
check "show --force --format json: forces, in order" sh -c "
    '$BIN' show --seed 1 --force 400=1 --force 305=5 --format json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d[\"forces\"] == [{\"draw\": 400, \"value\": 1}, {\"draw\": 305, \"value\": 5}], d[\"forces\"]'"
check "show --format json without --force: no forces key (the goldens' bytes)" sh -c "
    '$BIN' show --seed 1 --format json | python3 -c '
import json, sys
assert \"forces\" not in json.load(sys.stdin)'"
"$BIN" trace --seed 1 --force 305=5 --force 400=1 >"$T/ft.tsv"
check "trace --force: a tenth column marks the forced draws, and only them" \
    awk -F'\t' 'NR == 1 { ok = $10 == "forced"; next }
        { if (($10 == "forced") != ($1 == 305 || $1 == 400)) ok = 0; n += $10 == "forced" }
        END { exit !(ok && n == 2) }' "$T/ft.tsv"
check "trace without --force: nine columns" sh -c "'$BIN' trace --seed 1 | awk -F'\t' 'NF != 9 { exit 1 }'"
check "trace --force --format json: forced on the forced draws alone" sh -c "
    '$BIN' trace --seed 1 --force 305=5 --format json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert [e[\"draw\"] for e in d if e.get(\"forced\")] == [305]'"
refuses "a draw forced twice" "draw #305 is forced twice (305=5 and 305=3)" \
    show --seed 1 --force 305=5 --force 305=3

# ---- one vocabulary of flags, the JSON's (item 6) --------------------------------------
"$BIN" show --seed 1 --format json >"$T/s1.json"
check "seed 1's JSON has giant_spider true (the watch below needs it)" python3 -c "
import json; assert json.load(open('$T/s1.json'))['flags']['giant_spider'] is True"
"$BIN" trace --seed 1 --watch flag giant_spider >"$T/w" 2>"$T/err"
check "trace --watch flag giant_spider: taken, one change false -> true" \
    awk -F'\t' 'NR > 1 { n++; ok = $3 == "false" && $4 == "true" && $5 == "flag giant_spider = true" }
        END { exit !(n == 1 && ok) }' "$T/w"
check "trace --watch flag giant-spider (show's text's spelling): the same" sh -c \
    "'$BIN' trace --seed 1 --watch flag giant-spider | cmp -s - '$T/w'"
"$BIN" trace --seed 1 --watch flag shop >"$T/w" 2>"$T/err"; rc=$?
check "trace --watch flag shop on a level without a shop: exit 0, nothing listed" \
    sh -c "[ $rc = 0 ] && [ \$(wc -l <'$T/w') = 1 ] && [ ! -s '$T/err' ]"
check "trace --watch flag shop: the JSON's words, not numbers" sh -c \
    "'$BIN' trace --seed 1 --level 2 --watch flag shop | awk -F'\t' 'NR == 2 { ok = \$3 == \"null\" && \$4 == \"general-store\" } END { exit !ok }'"
refuses "trace --watch flag with no such flag: the JSON's names" "flags are the JSON's: snake_pit, shop" \
    trace --seed 1 --watch flag nosuch
check "trace --watch flag kali_altar on a temple altar level (the trace said 'altar')" sh -c "
    for s in 1 2 3 4 5 6 7 8 9 10; do
        '$BIN' show --seed \$s --level 13 --format json | grep -q '\"kali_altar\":true' || continue
        '$BIN' trace --seed \$s --level 13 --watch flag kali_altar | grep -q 'flag kali_altar = true' && exit 0
        exit 1
    done; exit 1"
# every JSON flag: its watch's last change is the JSON's value (or none, and the default)
check "each JSON flag's last watched value is the JSON's, on levels of every area" python3 -c "
import json, subprocess
seen = set()
for seed, level in [(1, 1), (1, 2), (7, 3), (2, 5), (3, 6), (4, 9), (5, 10), (1, 13), (6, 14)]:
    args = ['$BIN', '--seed', str(seed), '--level', str(level)]
    j = json.loads(subprocess.run(['$BIN', 'show', '--format', 'json'] + args[1:], capture_output=True, text=True, check=True).stdout)
    for name, value in j['flags'].items():
        out = subprocess.run(['$BIN', 'trace', '--watch', 'flag', name] + args[1:], capture_output=True, text=True, check=True).stdout
        rows = [l.split('\t') for l in out.splitlines()[1:]]
        want = 'null' if value is None else value if isinstance(value, str) else str(value).lower()
        got = rows[-1][3] if rows else ('null' if name == 'shop' else 'false')
        assert got == want, (seed, level, name, got, want)
        if rows: seen.add(name)
assert {'shop', 'giant_spider', 'idol', 'udjat'} <= seen, seen"
check "diff's flags in the JSON's words" sh -c "
    '$BIN' diff --seed 1 --level 2 -- --seed 2 --level 2 --format json | python3 -c '
import json, sys
f = json.load(sys.stdin)[\"flags\"]
assert f and all(isinstance(v, bool) or v is None or isinstance(v, str) for p in f.values() for v in p), f
assert \"altar\" not in f'"

# ---- show's legend: one entry a glyph, each thing named once (item 22) ----------------
# (a name may stand under two glyphs when a tile and an entity share it: the Moai's stone
# Q, its head M)
check "show's legend lists each glyph once, each name once under it, on levels of every area" sh -c "
    for s in 1 2 7; do for l in 1 2 3 5 6 9 10 13 14 16; do
        '$BIN' show --seed \$s --level \$l --color never | sed -n '/^legend:/,/^\$/p' | tail -n +2 |
            grep -o '  [^ ] [^ ]*' | awk -v at=\"\$s/\$l\" '
                { g[\$1]++; n = split(\$2, names, \"/\"); for (i = 1; i <= n; i++) seen[\$1 names[i]]++ }
                END { for (k in g) if (g[k] > 1) { print at \": glyph \" k \" listed twice\"; bad = 1 }
                      for (k in seen) if (seen[k] > 1) { print at \": \" k \" named twice\"; bad = 1 }
                      exit bad }' || exit 1
    done; done"
check "level 2 of seed 1 (a shop): one shop_sign, bones but no separate skull" sh -c "
    '$BIN' show --seed 1 --level 2 --color never | sed -n '/^legend:/,\$p' >'$T/leg'
    [ \$(grep -o 'shop_sign' '$T/leg' | wc -l) = 1 ] && grep -q 'z bones' '$T/leg' && ! grep -q skull '$T/leg'"
check "a glyph of two things on one level names both (water and web share w)" sh -c "
    for s in 1 2 3 4 5 6 7 8 9 10 11 12; do for l in 5 6 7 8; do
        '$BIN' show --seed \$s --level \$l --color never | grep -Eq '  w (water/web|web/water) ' && exit 0
    done; done; exit 1"

test_done
