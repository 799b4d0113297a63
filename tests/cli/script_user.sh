#!/bin/sh
# script_user.sh BIN — the command line as a script user meets it (issue 26): refusals
# as the explorer's, exit statuses as diff(1)'s, JSON with fields not prose, one
# vocabulary of flags, and what a command records of the options it was given.
# Ends with "N passed, M failed"; exits non-zero when anything failed.
BIN=${1:?usage: script_user.sh BIN}
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "not ok - $*" >&2; }
check() { # description, then a command that must succeed
    _what=$1; shift
    if "$@"; then ok; else bad "$_what"; fi
}
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT

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

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
