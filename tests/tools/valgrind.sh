#!/bin/sh
# valgrind.sh BIN — a sample of commands under valgrind's memcheck: no invalid access,
# no uninitialised read that matters, no leak — and each command exits as it should
# (a crash, or any status but the expected one, is a failure, never a pass).
BIN=${1:?usage: valgrind.sh BIN}
T=$(mktemp -d "${TMPDIR:-/tmp}/spelgen-valgrind.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT
pass=0; fail=0
run() { # EXPECTED-STATUS ARGS...
    want=$1; shift
    valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
        "$BIN" "$@" >/dev/null 2>"$T/log"
    rc=$?
    if [ $rc -eq "$want" ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        case $rc in
            99) why="valgrind found errors" ;;
            *) if [ $rc -ge 128 ]; then why="killed by signal $((rc - 128))"; else why="exit $rc, want $want"; fi ;;
        esac
        echo "not ok - valgrind: spelgen $* ($why)" >&2; head -30 "$T/log" >&2
    fi
}
run 0 show --seed 3 --level 4
run 0 show --state 0xdeadbeef --level 2 --format json
run 0 trace --seed 5 --level 3
run 0 why 20 20 --seed 8 --level 2
run 0 show --seed 2 --level 3 --quirk wasted-rolls=off --quirk walk-else=off
run 0 show --level 9
run 0 show --seed 4 --level 16 --format json
run 0 show --style fools --seed 11
run 0 show --style tunnel --seed 3
run 1 show --data /nonexistent
run 2 show --level 0
echo "valgrind: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
