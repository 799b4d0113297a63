#!/bin/sh
# run-scripts.sh SUITE BIN SCRIPT... — runs each test script on BIN (each ends with
# "NAME: N passed, M failed", tests/test-lib.sh's test_done), all of them even when one
# fails, then prints the suite's line, "SUITE: N passed, M failed" summed over the
# scripts, and fails if any script did (a script that died counts one failure).
suite=${1:?usage: run-scripts.sh SUITE BIN SCRIPT...}
BIN=${2:?usage: run-scripts.sh SUITE BIN SCRIPT...}
shift 2
out=$(mktemp "${TMPDIR:-/tmp}/spelgen-scripts.XXXXXX") || exit 1
trap 'rm -f "$out" "$out.rc"' EXIT
pass=0 fail=0 failed=""
for t in "$@"; do
    { "$t" "$BIN"; echo $? >"$out.rc"; } | tee "$out"
    rc=$(cat "$out.rc")
    line=$(tail -n 1 "$out")
    p=$(printf '%s' "$line" | sed -n 's/.* \([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed.*/\1/p')
    f=$(printf '%s' "$line" | sed -n 's/.* \([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed.*/\2/p')
    case $line in [0-9]*) p=${line%% passed*}; f=${line#* passed, }; f=${f%% failed*} ;; esac
    if [ -z "$p" ] || [ -z "$f" ]; then p=0 f=1; echo "not ok - $t ended without its 'N passed, M failed' line"; fi
    [ "$rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
    pass=$((pass + p)) fail=$((fail + f))
    [ "$rc" -ne 0 ] && failed="$failed $(basename "$t")"
done
echo "$suite: $pass passed, $fail failed${failed:+ (in$failed)}"
[ "$fail" -eq 0 ]
