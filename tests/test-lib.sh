# test-lib.sh — the harness every CLI script (tests/cli/*.sh) and the explorer's tmux
# suite (tests/tui/run.sh) source, as git's t/test-lib.sh: it counts, prints a line for
# each failure, ends with "NAME: N passed, M failed", and removes its scratch directory.
#
#   BIN=${1:?usage: NAME.sh BIN}
#   . "$(dirname "$0")/../test-lib.sh"
#
#   ok [WHAT]                 a check passed ("ok - WHAT" when WHAT is given)
#   bad WHAT [DETAIL]         a check failed: "not ok - WHAT", DETAIL under it ("#   ...")
#   notok WHAT [DETAIL]       the same as bad
#   test_expect WHAT CMD...   runs CMD: a pass when it succeeds, else a failure named WHAT
#   check WHAT CMD...         the same as test_expect
#   test_add PASSED FAILED    counts a sub-program's own checks (a model's, a runner's)
#   test_at_exit CMD          CMD (a shell command line) runs at exit, before $T goes
#   test_done                 the closing line; exits 1 if anything failed or nothing ran
#
# $T is the scratch directory, $TEST_NAME the name in the closing line (default: the
# script's file name).  A script that exits before test_done (a syntax error, an early
# exit) fails, and says so: a test that could fail can never pass by stopping.

TEST_NAME=${TEST_NAME:-$(basename "$0" .sh)}
test_pass=0
test_fail=0
test_finished=no
test_cleanups=""
T=$(mktemp -d "${TMPDIR:-/tmp}/spelgen-$TEST_NAME.XXXXXX") || { echo "not ok - $TEST_NAME: no scratch directory"; exit 1; }

ok() {
    test_pass=$((test_pass + 1))
    [ $# -gt 0 ] && echo "ok - $*"
    return 0
}
bad() {
    test_fail=$((test_fail + 1))
    echo "not ok - $1"
    [ $# -gt 1 ] && printf '%s\n' "$2" | sed 's/^/#   /'
    return 0
}
notok() { bad "$@"; }
test_expect() {
    _test_what=$1
    shift
    if "$@"; then ok; else bad "$_test_what"; fi
}
check() { test_expect "$@"; }
test_add() {
    test_pass=$((test_pass + $1))
    test_fail=$((test_fail + $2))
}
test_at_exit() { test_cleanups="$test_cleanups
$1"; }

test_done() {
    test_finished=yes
    if [ $((test_pass + test_fail)) -eq 0 ]; then
        echo "not ok - $TEST_NAME checked nothing"
        test_fail=1
    fi
    echo "$TEST_NAME: $test_pass passed, $test_fail failed"
    [ "$test_fail" -eq 0 ] && exit 0
    exit 1
}

test_exit_() {
    _test_rc=$?
    eval "$test_cleanups"
    rm -rf "$T"
    if [ "$test_finished" != yes ]; then
        echo "not ok - $TEST_NAME stopped (status $_test_rc) before its end"
        echo "$TEST_NAME: $test_pass passed, $((test_fail + 1)) failed"
        exit 1
    fi
    exit "$_test_rc"
}
trap test_exit_ EXIT
trap 'exit 130' INT TERM
