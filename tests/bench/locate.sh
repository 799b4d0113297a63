#!/bin/sh
# locate.sh BIN [TRIALS [LEVELS]] — spelgen locate's time for the start room's sketch,
# area by area: levels 1, 5, 9 and 13, TRIALS levels each (default 5) built from fixed
# pseudo-random states, each start room cut with show --sketch and a fifth of its tiles
# made '?' (never the E), located on 2 threads.  Prints, per area, how many came back as exactly their
# state, how many as several states that all build one level (the right one among them:
# no observation can tell those apart), how many as several levels, how many failed, and
# the median and longest wall-clock time.  LEVELS (default "1 5 9 13") picks the areas.
BIN=${1:?usage: locate.sh BIN [TRIALS [LEVELS]]}
TRIALS=${2:-5}
LEVELS=${3:-1 5 9 13}
T=$(mktemp -d "${TMPDIR:-/tmp}/spelgen-bench-locate.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT

now() { date +%s.%N; }

for level in $LEVELS; do
    unique=0; onelevel=0; several=0; failed=0; : >"$T/times"
    i=0
    while [ "$i" -lt "$TRIALS" ]; do
        i=$((i + 1))
        state=$(( (i * 2654435761 + level * 40503 + 12345) % 4294967296 ))
        col=$("$BIN" show --state "$state" --level "$level" | sed -n '/^rooms (/{n;p;}' |
            awk '{for (k = 1; k <= NF; k++) if ($k ~ /S/) print k - 1}')
        x0=$((1 + 10 * col))
        "$BIN" show --state "$state" --level "$level" --sketch "$x0,1-$((x0 + 9)),8" |
            awk -v seed="$state" 'BEGIN {srand(seed % 65536)} /^;/ {next} {
                row[++n] = $0
            } END {
                # 16 tiles of the 80 (a fifth), never the entrance
                for (k = 0; k < 16; ) {
                    r = int(rand() * n) + 1; c = int(rand() * 10) + 1
                    if (substr(row[r], c, 1) != "E" && substr(row[r], c, 1) != "?") {
                        row[r] = substr(row[r], 1, c - 1) "?" substr(row[r], c + 1); k++
                    }
                }
                for (r = 1; r <= n; r++) print row[r]
            }' >"$T/s"
        t0=$(now)
        "$BIN" locate --level "$level" -j 2 --max 1000 "$T/s" >"$T/out" 2>"$T/err"
        t1=$(now)
        echo "$t0 $t1" | awk '{printf "%.2f\n", $2 - $1}' >>"$T/times"
        if [ "$(cat "$T/out")" = "$state" ]; then unique=$((unique + 1))
        elif grep -qx "$state" "$T/out" && grep -q 'all building one level' "$T/err"; then
            onelevel=$((onelevel + 1))
        elif grep -qx "$state" "$T/out"; then several=$((several + 1))
        else failed=$((failed + 1)); fi
    done
    sort -n "$T/times" >"$T/sorted"
    med=$(awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}' "$T/sorted")
    max=$(tail -1 "$T/sorted")
    printf 'locate, start room with a fifth unseen, level %2d: %d/%d unique, %d one level, %d several, %d failed; median %ss, longest %ss\n' \
        "$level" "$unique" "$TRIALS" "$onelevel" "$several" "$failed" "$med" "$max"
done
