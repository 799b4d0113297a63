#!/bin/sh
# valgrind.sh BIN — a sample of commands under valgrind's memcheck: no invalid access,
# no uninitialised read that matters, no leak.
BIN=${1:?usage: valgrind.sh BIN}
pass=0; fail=0
run() {
    valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
        "$BIN" "$@" >/dev/null 2>/tmp/spelgen-valgrind.log
    if [ $? -ne 99 ]; then   # a usage error's exit 2 is fine; 99 is valgrind's finding
        pass=$((pass + 1))
    else
        fail=$((fail + 1)); echo "not ok - valgrind: spelgen $*" >&2; head -30 /tmp/spelgen-valgrind.log >&2
    fi
}
run show --seed 3 --level 4
run show --state 0xdeadbeef --level 2 --format json
run trace --seed 5 --level 3
run why 20 20 --seed 8 --level 2
run show --seed 2 --level 3 --quirk wasted-rolls=off --quirk walk-else=off
run show --level 9
run show --data /nonexistent
echo "valgrind: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
