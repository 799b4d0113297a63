#!/bin/sh
# locate.sh BIN — spelgen locate as a user meets it: levels built from random states, their
# start rooms cut with show --sketch and a fifth of the tiles made '?', located back to the
# very state that built each (in the Mines and the Temple); a tile changed to one no start
# room can have rules every state out and is named; a sketch that does not parse names its
# line and column; --reveal says what the sketch did not show.  A few trials only: the
# times are make bench's.
BIN=${1:?usage: locate.sh BIN}
. "$(dirname "$0")/../test-lib.sh"

# sketch STATE LEVEL FILE: the start room of the level, every fifth tile (but the E) '?'
sketch() {
    col=$("$BIN" show --state "$1" --level "$2" | sed -n '/^rooms (/{n;p;}' |
        awk '{for (i = 1; i <= NF; i++) if ($i ~ /S/) print i - 1}')
    x0=$((1 + 10 * col))
    "$BIN" show --state "$1" --level "$2" --sketch "$x0,1-$((x0 + 9)),8" >"$3.full" || return 1
    awk '/^;/ {print; next} {
        s = ""
        for (i = 1; i <= length($0); i++) {
            c = substr($0, i, 1)
            if ((NR * 10 + i) % 5 == 2 && c != "E") c = "?"
            s = s c
        }
        print s
    }' "$3.full" >"$3"
}

# located STATE LEVEL: locate names exactly STATE from its start room's sketch
located() {
    sketch "$1" "$2" "$T/s" || { bad "sketch of state $1 level $2"; return; }
    if "$BIN" locate --level "$2" -j 2 "$T/s" >"$T/out" 2>"$T/err" &&
        [ "$(cat "$T/out")" = "$1" ]; then ok
    else bad "locate finds state $1 on level $2" "$(cat "$T/out" "$T/err" | head -5)"; fi
}

# show --sketch: the region's rows, a comment line first
"$BIN" show --state 12345 --level 1 --sketch 11,1-20,8 >"$T/sk"
if [ "$(grep -vc '^;' "$T/sk")" = 8 ] && [ "$(grep -v '^;' "$T/sk" | awk '{print length($0)}' | sort -u)" = 10 ] &&
    grep -q 'E' "$T/sk"; then ok; else bad "show --sketch prints 8 rows of 10 with the entrance" "$(cat "$T/sk")"; fi
if "$BIN" show --state 1 --sketch 5,5-1,1 2>"$T/err"; then bad "--sketch refuses an empty region"
else grep -q 'is not a region' "$T/err" && ok || bad "--sketch says what a region is" "$(cat "$T/err")"; fi

located 3868121505 13

# states that reach one draw by different paths build the same level: locate lists them
# and says they are one level (the Jungle's state 2654650621 and four within six draws)
"$BIN" show --state 2654650621 --level 5 --sketch 11,1-20,8 >"$T/jungle"
if "$BIN" locate --level 5 -j 2 "$T/jungle" >"$T/out" 2>"$T/err" && grep -qx 2654650621 "$T/out" &&
    [ "$(grep -c . "$T/out")" -gt 1 ] && grep -q 'states fit (level 5), all building one level' "$T/err"
then ok; else bad "locate says the states it found build one level" "$(cat "$T/out" "$T/err")"; fi

# an Ice Caves start room of mostly air, seen whole, rolls too little: locate says so and
# does not ask for fewer '?' (level 9's state 2654812633: 12 blocks in two rows)
"$BIN" show --state 2654812633 --level 9 --sketch 1,1-10,8 >"$T/ice"
if "$BIN" locate --level 9 -j 2 "$T/ice" >"$T/out" 2>"$T/err"; then bad "an Ice start room of air names no state"
elif grep -q 'every tile of it seen: its tiles roll too little' "$T/err" && ! grep -q "fewer '?'" "$T/err"
then ok; else bad "locate says a room seen whole rolls too little" "$(cat "$T/err")"; fi

# --reveal: the state, then what the sketch did not show (the exit, the shop)
sketch 12345 1 "$T/s"
if "$BIN" locate --level 1 -j 2 --reveal "$T/s" >"$T/out" 2>"$T/err" && head -1 "$T/out" | grep -qx 12345 &&
    [ "$(grep -c '^[0-9]' "$T/out")" = 1 ] && grep -q '^  exit: tile' "$T/out" && grep -q '^  shop: ' "$T/out"
then ok; else bad "locate --reveal finds state 12345 and says its exit and shop" "$(cat "$T/out" "$T/err")"; fi

# one tile no start room has: a ladder in the top row, where every layout has earth
sketch 12345 1 "$T/s"
awk '/^;/ {print; next} !done {$0 = substr($0, 1, 3) "H" substr($0, 5); done = 1} {print}' "$T/s" >"$T/typo"
if "$BIN" locate --level 1 -j 2 "$T/typo" >"$T/out" 2>"$T/err"; then bad "an impossible tile rules every state out"
elif [ $? -eq 1 ] && grep -q "no state fits: .*'H' (sketch line 2, column 4)" "$T/err"; then ok
else bad "locate names the impossible tile" "$(cat "$T/err")"; fi

# a sketch that does not parse
printf '####\n#.(.\n' >"$T/bad"
if "$BIN" locate "$T/bad" 2>"$T/err"; then bad "a glyph no sketch has is refused"
elif [ $? -eq 2 ] && grep -q "$T/bad:2:3:" "$T/err"; then ok
else bad "the parse error names line and column" "$(cat "$T/err")"; fi
if "$BIN" locate --level 1 "$T/sk.none" 2>"$T/err"; then bad "a missing sketch file"
else grep -q 'cannot open' "$T/err" && ok || bad "a missing sketch says so" "$(cat "$T/err")"; fi
if "$BIN" locate --start-col 7 2>"$T/err"; then bad "--start-col 7"
else grep -q 'give 0-3' "$T/err" && ok || bad "--start-col says what it takes" "$(cat "$T/err")"; fi

test_done
