#!/bin/sh
# areas.sh LEVELS [REF_LEVELS REF_DATA] — the whole generator area by area: instructions a
# level (callgrind: the same on a loaded machine as on an idle one), levels per second
# with tracing off and on, and the data's loading.  With a second build of
# tests/bench/levels.c (another commit's, and that commit's data directory), both,
# interleaved: each rate is measured alternately, the two builds taking turns in every
# round, and each line gives the ratio, this tree's figure over the other's (for a rate
# above 1 is faster here; for instructions below 1 is fewer here).  Prints numbers only; timing never decides a test.
NEW=${1:?usage: areas.sh LEVELS [REF_LEVELS REF_DATA]}
REF=${2:-}
REF_DATA=${3:-}
N=${AREAS_COUNT:-60}     # levels callgrind counts in each area
SECS=${AREAS_SECS:-0.4}  # each timed run
ROUNDS=${AREAS_ROUNDS:-5}
NAMES="Mines Jungle Ice-Caves Temple Olmec's-Lair"

# instructions a level of build $1 (data $2) in area $3: N levels less none
instr() {
    run() { SPELGEN_DATA=${2:-$SPELGEN_DATA} valgrind --tool=callgrind --callgrind-out-file=/dev/null \
            "$1" count "$3" "$4" 2>&1 | sed -n 's/.*Collected : //p'; }
    with=$(run "$1" "$2" "$3" "$N"); without=$(run "$1" "$2" "$3" 0)
    echo $(( (with - without) / N ))
}
# the median of the arguments
median() { printf '%s\n' "$@" | sort -n | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
# the median rate of build $1 (data $2), area $3, tracing $4, over ROUNDS runs; with a
# second build ($5, data $6) measured in the same rounds, "new ref" medians
rates() {
    i=0; mine=""; theirs=""
    while [ $i -lt "$ROUNDS" ]; do
        if [ -n "$5" ] && [ $((i % 2)) -eq 1 ]; then
            theirs="$theirs $(SPELGEN_DATA=$6 "$5" rate "$3" "$SECS" "$4")"
            mine="$mine $(SPELGEN_DATA=${2:-$SPELGEN_DATA} "$1" rate "$3" "$SECS" "$4")"
        else
            mine="$mine $(SPELGEN_DATA=${2:-$SPELGEN_DATA} "$1" rate "$3" "$SECS" "$4")"
            [ -n "$5" ] && theirs="$theirs $(SPELGEN_DATA=$6 "$5" rate "$3" "$SECS" "$4")"
        fi
        i=$((i + 1))
    done
    # shellcheck disable=SC2086
    echo "$(median $mine) $([ -n "$5" ] && median $theirs)"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }

command -v valgrind >/dev/null || { echo "areas.sh: valgrind is needed for the instruction counts" >&2; exit 1; }
area=0
for name in $NAMES; do
    name=$(echo "$name" | tr '-' ' ')
    ni=$(instr "$NEW" "" $area)
    set -- $(rates "$NEW" "" $area 0 "$REF" "$REF_DATA"); off=$1; roff=${2:-}
    set -- $(rates "$NEW" "" $area 1 "$REF" "$REF_DATA"); on=$1; ron=${2:-}
    if [ -z "$REF" ]; then
        printf '%-14s %9d instructions a level, %6.0f levels/s tracing off, %6.0f on (tracing costs %sx)\n' \
            "$name" "$ni" "$off" "$on" "$(ratio "$off" "$on")"
    else
        ri=$(instr "$REF" "$REF_DATA" $area)
        printf '%-14s instructions a level %9d against %9d (%sx as many)\n' "$name" "$ni" "$ri" "$(ratio "$ni" "$ri")"
        printf '%-14s tracing off %7.0f levels/s against %7.0f (%sx)\n' "" "$off" "$roff" "$(ratio "$off" "$roff")"
        printf '%-14s tracing on  %7.0f levels/s against %7.0f (%sx)\n' "" "$on" "$ron" "$(ratio "$on" "$ron")"
    fi
    area=$((area + 1))
done
load=$("$NEW" load 21)
if [ -z "$REF" ]; then
    echo "loading the data: $load ms (median of 21)"
else
    rload=$(SPELGEN_DATA=$REF_DATA "$REF" load 21)
    echo "loading the data: $load ms against $rload ms (median of 21; $(ratio "$load" "$rload")x the time)"
fi
echo "(rates: the median of $ROUNDS runs of ${SECS} s; instructions: callgrind, $N levels less none)"
