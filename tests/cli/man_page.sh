#!/bin/sh
# man_page.sh BIN — the man page says what spelgen does (issue 26, item 7): its QUIRKS
# list is spelgen's quirk table (build-aux/man-quirks.sh makes it), its EXAMPLES run as
# written, and what it renders can be copied into a shell.
# Ends with "NAME: N passed, M failed" (tests/test-lib.sh); exits non-zero when anything failed.
BIN=${1:?usage: man_page.sh BIN}
case $BIN in /*) ;; *) BIN=$(pwd)/$BIN ;; esac
MAN=man/spelgen.1
. "$(dirname "$0")/../test-lib.sh"

# ---- QUIRKS: the quirk table's, every one -------------------------------------------
sed -n '/^\.\\" begin generated quirks/,/^\.\\" end generated quirks/p' "$MAN" | sed '1d;$d' >"$T/man.quirks"
build-aux/man-quirks.sh "$BIN" >"$T/gen.quirks"
check "QUIRKS is build-aux/man-quirks.sh's (run it with --write after changing a quirk)" \
    cmp -s "$T/man.quirks" "$T/gen.quirks"
"$BIN" show --quirk list | awk '{ print $1 }' >"$T/names"
sed -n 's/^\.B //p' "$T/man.quirks" | sed 's/\\-/-/g' >"$T/man.names"
check "QUIRKS names the $(wc -l <"$T/names") quirks of 'spelgen show --quirk list', in order" \
    cmp -s "$T/names" "$T/man.names"
check "the quirk list is not empty" [ -s "$T/names" ]

# ---- the rendered page: what a reader copies ---------------------------------------
if command -v groff >/dev/null 2>&1; then
    groff -man -Tascii -P-c -P-b -P-u "$MAN" 2>"$T/groff.err" >"$T/man.txt"
    check "the trace awk example renders with its quotes" \
        grep -qF "spelgen trace --seed 7 | awk -F'\\t' '\$2 == \"path\"'" "$T/man.txt"
else
    echo "man_page.sh: no groff: the rendered page is not checked" >&2
fi

# --break takes one argument, --watch words: the page and --help agree (the page said
# --break took each word as an argument)
tr '\n' ' ' <"$MAN" >"$T/man.flat"
check "the page says --break takes its spec as one argument" \
    grep -qF '\fB\-\-break\fR takes its whole spec as one argument' "$T/man.flat"
check "the page's trace entry says the same" grep -qF '(one argument: quote it) lists only the draws' "$T/man.flat"
check "trace --help says --break takes one argument" sh -c "'$BIN' trace --help | grep -q 'break SPEC.*(one argument'"

# ---- EXAMPLES: each runs ------------------------------------------------------------
# Each example's command, from its .TP line, roff undone; run as written but where it
# would take minutes or a terminal: find stops at its first match (--count 1), count
# counts a slice of the states (--to 99999), explore is asked for without a terminal
# (its options are read first: it must only say it needs one).
sed -n '/^\.SH EXAMPLES/,/^\.SH /p' "$MAN" | awk '
    prev == ".TP" { print } { prev = $0 }' |
    sed -e 's/^\.B "\(.*\)"$/\1/' -e 's/^\.B //' -e 's/\\-/-/g' -e 's/\\(dq/"/g' -e 's/\\e/\\/g' \
        >"$T/examples"
check "EXAMPLES has examples ($(wc -l <"$T/examples"))" [ "$(wc -l <"$T/examples")" -ge 8 ]
mkdir "$T/run"
while IFS= read -r ex; do
    case $ex in spelgen\ *) ;; *) bad "example does not begin with spelgen: $ex"; continue ;; esac
    cmd="\"\$BIN\"${ex#spelgen}"
    want=0
    case $ex in
        "spelgen find "*) cmd="$cmd --count 1" ;;
        "spelgen count "*) cmd="$cmd --to 99999" ;;
        "spelgen explore "*) cmd="$cmd </dev/null"; want=1 ;;
        "spelgen diff "*) want=1 ;; # they differ: diff(1)'s 1
    esac
    (cd "$T/run" && BIN=$BIN sh -c "$cmd" >"$T/out" 2>"$T/err")
    rc=$?
    if [ "$rc" != "$want" ]; then bad "example '$ex': exit $rc (not $want): $(head -c 300 "$T/err")"; continue; fi
    case $ex in
        "spelgen explore "*) grep -q "needs a terminal" "$T/err" && ok || bad "example '$ex': $(cat "$T/err")" ;;
        "spelgen find "*) [ -s "$T/run/left.txt" ] && ok || bad "example '$ex' wrote no match" ;;
        *) [ -s "$T/out" ] && [ ! -s "$T/err" ] && ok || bad "example '$ex': no output or a complaint: $(head -c 300 "$T/err")" ;;
    esac
done <"$T/examples"
# the awk example keeps the path phase's draws, and only them
(cd "$T/run" && "$BIN" trace --seed 7 | awk -F'\t' '$2 == "path"' >"$T/path")
check "the awk example lists the path phase's draws" sh -c \
    "[ -s '$T/path' ] && awk -F'\t' '\$2 != \"path\" { exit 1 }' '$T/path'"

test_done
