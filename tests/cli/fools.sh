#!/bin/sh
# fools.sh BIN — the fools style and `spelgen daily` as a user meets them: the document's
# day (2024-03-08: seed 3531, shared with nine other dates of 2024), the spread formula,
# refused dates (one line naming the date and the accepted form, exit 2), the JSON of
# daily and of show --style fools, determinism, the explorer's trace, and the engines
# (modern GameMaker's by default, --engine gm8 and gamemaker-old-poly, refusals).
# Ends with "N passed, M failed"; exits non-zero when anything failed.
BIN=${1:?usage: fools.sh BIN}
. "$(dirname "$0")/../test-lib.sh"

# ---- the document's day -------------------------------------------------------------
"$BIN" daily 2024-03-08 --color never >"$T/out" 2>"$T/err"; rc=$?
check "daily 2024-03-08 exits 0 (got $rc)" [ "$rc" -eq 0 ]
check "daily 2024-03-08 prints its date" grep -qx 'date     2024-03-08' "$T/out"
check "daily 2024-03-08 prints seed 3531" grep -qx 'seed     3531' "$T/out"
check "daily 2024-03-08 prints a biome" grep -Eqx 'biome    (caves|jungle|ossuary)' "$T/out"
check "daily 2024-03-08 shows the formula with its numbers" \
    grep -q '(8 + 3) \* 137 + 2024' "$T/out"
# the warning: the nine other dates of 2024 with day + month = 11, and no others
for d in 2024-01-10 2024-02-09 2024-04-07 2024-05-06 2024-06-05 2024-07-04 2024-08-03 \
         2024-09-02 2024-10-01; do
    check "the warning lists $d" grep -q "$d" "$T/err"
done
n=$(grep -o '20[0-9][0-9]-[0-9][0-9]-[0-9][0-9]' "$T/err" | grep -vx 2024-03-08 | sort -u | wc -l)
check "the warning lists exactly 9 other dates (got $n)" [ "$n" -eq 9 ]
check "the warning says 9 other dates" grep -q 'the 9 other dates of 2024' "$T/err"
check "the warning points at --formula spread" grep -q -- '--formula spread' "$T/err"
# the level is show's for that seed, after the header
"$BIN" show --style fools --seed 3531 --color never >"$T/show" 2>&1
sed '1,/^$/d' "$T/out" >"$T/level"
check "daily's level is show --style fools --seed 3531's" cmp -s "$T/level" "$T/show"
# 2024-04-07 is the same level (the document's 3542 was a slip)
"$BIN" daily 2024-04-07 --color never >"$T/out2" 2>/dev/null
check "2024-04-07 is seed 3531 too" grep -qx 'seed     3531' "$T/out2"
check "2024-04-07 prints the same level" sh -c "sed '1,/^\$/d' '$T/out2' | cmp -s - '$T/level'"
# a date nobody shares: no warning
"$BIN" daily 2024-01-01 --color never >"$T/out3" 2>"$T/err3"
check "2024-01-01 is (1+1)*137+2024 = 2298" grep -qx 'seed     2298' "$T/out3"
check "2024-01-01 shares with nobody: no warning" [ ! -s "$T/err3" ]

# ---- the spread formula -------------------------------------------------------------
"$BIN" daily 2024-03-08 --formula spread --color never >"$T/s1" 2>"$T/se1"
"$BIN" daily 2024-04-07 --formula=spread --color never >"$T/s2" 2>"$T/se2"
s1=$(sed -n 's/^seed     \([0-9]*\)$/\1/p' "$T/s1"); s2=$(sed -n 's/^seed     \([0-9]*\)$/\1/p' "$T/s2")
check "spread: 2024-03-08 is FNV-1a of its text (got $s1)" [ "$s1" = 3746198000 ]
check "spread: 2024-03-08 and 2024-04-07 differ ($s1, $s2)" [ -n "$s1" ] && [ "$s1" != "$s2" ]
check "spread: no warning" [ ! -s "$T/se1" ]
check "spread: says so" grep -q 'FNV-1a 32-bit of "2024-03-08"' "$T/s1"
# each date's run must succeed and give a seed: a failed run is named, not folded into the count
: >"$T/spread-seeds"; spread_fail=""
for m in 01 02 03 04 05 06 07 08 09 10 11 12; do
    for d in 01 05 09 13 17 21 25 28; do
        if ! "$BIN" daily 2024-$m-$d --formula spread --format json >"$T/sp.json" 2>"$T/sp.err" ||
           ! python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["seed"])' "$T/sp.json" \
               >>"$T/spread-seeds"; then
            spread_fail="$spread_fail 2024-$m-$d($(head -c 200 "$T/sp.err"))"
        fi
    done
done
check "spread: every date's daily runs and gives a seed (failed:${spread_fail:- none})" [ -z "$spread_fail" ]
all=$(sort -u "$T/spread-seeds" | wc -l)
check "spread: 96 dates of 2024, 96 seeds (got $all)" [ "$all" -eq 96 ]

# ---- today --------------------------------------------------------------------------
"$BIN" daily --color never >"$T/today" 2>/dev/null; rc=$?
check "daily with no date exits 0 (got $rc)" [ "$rc" -eq 0 ]
today=$(date +%F)
check "daily with no date is today, $today" grep -qx "date     $today" "$T/today"

# ---- refused dates and options: one line, exit 2 ------------------------------------
for d in 2024-02-30 2023-13-01 tomorrow 24-3-8 2023-02-29 2024-3-08 2024-04-31 ''; do
    "$BIN" daily "$d" >"$T/o" 2>"$T/e"; rc=$?
    check "daily '$d' exits 2 (got $rc)" [ "$rc" -eq 2 ]
    check "daily '$d': one line on stderr" [ "$(wc -l <"$T/e")" -eq 1 ]
    check "daily '$d': nothing on stdout" [ ! -s "$T/o" ]
    check "daily '$d': the line names it" grep -qF "'$d'" "$T/e"
    check "daily '$d': the line gives the form" grep -q 'YYYY-MM-DD' "$T/e"
done
"$BIN" daily 2024-02-30 2>"$T/e"
check "2024-02-30: the reason" grep -q '2024 has no February 30' "$T/e"
"$BIN" daily 2023-13-01 2>"$T/e"
check "2023-13-01: the reason" grep -q 'month 13 does not exist' "$T/e"
for args in "--formula nope" "--formula" "--seed 5" "--state 5" "--style classic" \
            "--level 2" "2024-03-08 2024-03-09" "--format xml" "--bogus"; do
    # shellcheck disable=SC2086
    "$BIN" daily $args >"$T/o" 2>"$T/e"; rc=$?
    check "daily $args exits 2 (got $rc)" [ "$rc" -eq 2 ]
    check "daily $args: one line" [ "$(wc -l <"$T/e")" -eq 1 ]
done
"$BIN" daily 2024-02-29 --color never >/dev/null 2>&1
check "a leap day is a date" [ $? -eq 0 ]

# ---- JSON ---------------------------------------------------------------------------
if "$BIN" daily 2024-03-08 --format json >"$T/j" 2>/dev/null && python3 - "$T/j" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["date"] == "2024-03-08" and d["seed"] == 3531 and d["formula"] == "original", d
assert d["biome"] in ("caves", "jungle", "ossuary") and d["biome_forced"] is False
assert d["shares_seed_with"] == ["2024-01-10", "2024-02-09", "2024-04-07", "2024-05-06",
    "2024-06-05", "2024-07-04", "2024-08-03", "2024-09-02", "2024-10-01"], d["shares_seed_with"]
lv = d["level"]
assert lv["style"] == "fools" and lv["seed"] == 3531
PY
then ok; else bad "daily --format json"; fi
for s in 3531 1 4294967295; do
    if "$BIN" show --style fools --seed $s --format json >"$T/j" && python3 - "$T/j" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["style"] == "fools"
rooms = [c for r in d["rooms"] for c in r]
assert len(d["rooms"]) == 4 and len(rooms) == 16
assert rooms.count(8) == 1 and rooms.count(9) == 1 and 8 in d["rooms"][0] and 9 in d["rooms"][3]
assert all(0 <= c <= 7 for c in rooms if c not in (8, 9))
assert [p["name"] for p in d["phases"]] == ["biome", "rooms", "layouts", "tiles", "decor"]
assert len(d["tiles"]) == 34 and all(len(r) == 42 for r in d["tiles"])
legend = d["legend"]
inside = set("".join(r[1:-1] for r in d["tiles"][1:-1]))
assert all(legend[g] in ("empty", "dirt", "rock", "lava", "water", "ladder", "ladder_top",
                         "entrance", "exit") for g in inside), inside
assert sum(r.count("E") for r in d["tiles"]) == 1 and sum(r.count("D") for r in d["tiles"]) == 1
kinds = {e["kind"] for e in d["entities"]}
assert kinds <= {"bomb", "gargoyle", "chest"}, kinds
assert d["rng"]["draws"] == sum(p["draws"] for p in d["phases"][:4])
PY
    then ok; else bad "show --style fools --seed $s --format json"; fi
done

# ---- forced biome, determinism, trace -----------------------------------------------
"$BIN" daily 2024-03-08 --biome jungle --color never >"$T/bj" 2>/dev/null
check "--biome jungle is printed as forced" grep -q '^biome    jungle (forced by --biome' "$T/bj"
for s in 3531 77 0xdeadbeef; do
    "$BIN" trace --style fools --seed $s >"$T/a"; "$BIN" trace --style fools --seed $s >"$T/b"
    check "trace --style fools --seed $s is deterministic" cmp -s "$T/a" "$T/b"
done
"$BIN" trace --style fools --seed 3531 >"$T/t"
check "the trace's first draw is the biome roll" sh -c "sed -n 2p '$T/t' | grep -q 'biome.roll'"
phases=$(cut -f2 "$T/t" | sed 1d | uniq | tr '\n' ' ')
check "the trace's phases in order (got $phases)" [ "$phases" = "biome rooms layouts tiles decor " ]
check "every draw says what it decided" sh -c "sed 1d '$T/t' | awk -F'\t' '\$9 == \"\" {exit 1}'"
"$BIN" show --style fools --level 2 >/dev/null 2>"$T/e"; rc=$?
check "show --style fools --level 2 exits 2 (got $rc)" [ "$rc" -eq 2 ]
check "... with one line" [ "$(wc -l <"$T/e")" -eq 1 ]
"$BIN" daily 2024-03-08 -o "$T/file" --color never 2>/dev/null
check "-o writes the file" grep -qx 'seed     3531' "$T/file"
"$BIN" daily --help >"$T/h"
check "daily --help tells the formula's flaw" grep -q '3542 is a slip' "$T/h"

# ---- the engine ---------------------------------------------------------------------
"$BIN" daily 2024-03-08 --color never >"$T/e1" 2>/dev/null
check "daily names modern GameMaker's generator and its seeding" \
    grep -qx "engine   gamemaker: modern GameMaker's WELL512a, random_set_seed(3531)" "$T/e1"
"$BIN" daily 2024-03-08 --engine gm8 --color never >"$T/e2" 2>/dev/null
check "daily --engine gm8 names GameMaker 8's LCG" \
    grep -qx "engine   gm8: GameMaker 8's LCG, its state set to 3531" "$T/e2"
"$BIN" show --style fools --engine=gm8 --seed 3531 --color never >"$T/e3"
check "daily --engine gm8's level is show --style fools --engine gm8's" \
    sh -c "sed '1,/^\$/d' '$T/e2' | cmp -s - '$T/e3'"
check "the engines give different levels" sh -c "! cmp -s '$T/e3' '$T/show'"
"$BIN" show --style fools --engine gamemaker-old-poly --seed 3531 --color never >"$T/e4"
check "random_use_old_version's polynomial: the same level" cmp -s "$T/e4" "$T/show"
"$BIN" trace --style fools --seed 3531 >"$T/t1"
check "the trace spells modern GameMaker's calls" \
    sh -c "sed -n 2p '$T/t1' | cut -f4 | grep -qx 'irandom_range(0,2)'"
check "code 3 is choose(2,0)" grep -q "tiles.rock_half	choose(2,0)	[02]	" "$T/t1"
check "no GameMaker 8 calls on the default engine" sh -c "! cut -f4 '$T/t1' | grep -q '^rand('"
"$BIN" trace --style fools --engine gm8 --seed 3531 >"$T/t2"
check "gm8: rand(a,b) throughout" sh -c "! sed 1d '$T/t2' | cut -f4 | grep -qv '^rand('"
if "$BIN" daily 2024-03-08 --format json 2>/dev/null | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["engine"] == "gamemaker" and d["level"]["rng"]["engine"] == "gamemaker", d["engine"]
assert d["level"]["rng"]["start_state"] == 3531'; then ok; else bad "daily JSON names the engine"; fi
for args in "--engine" "--engine mulberry32" "--engine GM8" "--engine=" "--seed 1 --engine gm8" \
            "--style tunnel --engine gm8"; do
    # shellcheck disable=SC2086
    "$BIN" show $args >"$T/o" 2>"$T/e"; rc=$?
    check "show $args exits 2 (got $rc)" [ "$rc" -eq 2 ]
    check "show $args: one line" [ "$(wc -l <"$T/e")" -eq 1 ]
    check "show $args: nothing on stdout" [ ! -s "$T/o" ]
done
"$BIN" show --style fools --engine nope 2>"$T/e"
check "a bad engine lists the engines" grep -q 'gamemaker (the default), gamemaker-old-poly, gm8' "$T/e"
"$BIN" explore --engine gm8 </dev/null >"$T/o" 2>"$T/e"; rc=$?
check "explore --engine gm8 (classic) exits 2 before it wants a terminal (got $rc)" [ "$rc" -eq 2 ]
check "... saying the classic style has one engine" grep -q "classic style has one engine" "$T/e"
"$BIN" show --engine gm8 2>"$T/e"
check "classic with --engine says it has one engine" grep -q "classic style has one engine" "$T/e"
"$BIN" why 3 6 --style fools --seed 3531 >"$T/w"
check "why tells a fools room by its type" grep -q 'room (0,0) marked 2: bombs' "$T/w"
check "why tells no fools room in the classic style's words" \
    sh -c "! grep -Eq 'side room|path leaving|path dropped|shop with' '$T/w'"
"$BIN" daily --help >"$T/h"
check "daily --help says the real levels are not reproduced" grep -q "not the game's level of the day" "$T/h"

test_done
