#!/bin/sh
# shards.sh BIN — a seed search split into shards and run by GNU parallel, as README's
# recipe does on many machines (here the local one, ':', two jobs at a time): the shards'
# outputs merged in seed order must be the one run's output, text and JSON, for a level
# that finds walk alone (level 1) and one built through the levels before it (level 2).
BIN=${1:?usage: shards.sh BIN}
. "$(dirname "$0")/../test-lib.sh"

if ! command -v parallel >/dev/null 2>&1; then
    bad "GNU parallel is not installed (Debian package parallel; make deps FOR=cli-test installs it)"
    test_done
fi
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
N=5

# shards NAME FIND-ARGS... : the search whole (-j 2) and in N shards through parallel
shards() {
    name=$1; shift
    "$BIN" find "$@" -j 2 >"$T/$name.whole" 2>"$T/err" || { bad "$name: find failed: $(cat "$T/err")"; return; }
    # the recipe: one job a shard, one thread a job, outputs merged by seed (the first
    # number of a line, text or JSON)
    seq 0 $((N - 1)) | parallel --will-cite --sshlogin 2/: \
        "$BIN" find "$@" -j 1 --shard {}/$N >"$T/$name.jobs" 2>"$T/err" ||
        { bad "$name: parallel failed: $(cat "$T/err")"; return; }
    sort -s -t: -k2,2n "$T/$name.jobs" >"$T/$name.json-merged"
    sort -s -n -k1,1 "$T/$name.jobs" >"$T/$name.text-merged"
    case "$*" in *json*) merged=$T/$name.json-merged ;; *) merged=$T/$name.text-merged ;; esac
    lines=$(wc -l <"$T/$name.whole")
    # enough matches that every shard holds some, or the test would show nothing
    if [ "$lines" -lt $((2 * N)) ]; then bad "$name: only $lines matches: widen the range"; return; fi
    if cmp -s "$merged" "$T/$name.whole"; then ok
    else bad "$name: the $N shards merged by seed differ from the whole search:"; diff "$T/$name.whole" "$merged" | head -5 >&2; fi
    # and each shard did its own part: no seed in two shards
    dup=$(sed 's/^{"seed":\([0-9]*\).*/\1/; s/	.*//' "$merged" | sort | uniq -d | wc -l)
    if [ "$dup" -eq 0 ]; then ok; else bad "$name: $dup seeds found by two shards"; fi
}

shards level1 --level 1 --path-length-min 9 --from 0 --to 8000
shards level2 --level 2 --dark --from 1000 --to 4000
shards json --level 2 --shop any --from 0 --to 1500 --format json

test_done
