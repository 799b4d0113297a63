#!/bin/sh
# tunnel.sh BIN [COUNT] — the tunnel style's soak: `audit --style tunnel` over COUNT
# floors at each of stages 1-16 (default 2500: 40,000 floors, each from its own raw
# state), every invariant of the document held on every floor (exit 0).  Prints the
# audit; exits non-zero when anything failed.  make check runs the same audit at stages
# 1, 4, 8, 12 and 16 with 25 floors each (tests/cli/tunnel.sh).
BIN=${1:?usage: tunnel.sh BIN [COUNT]}
COUNT=${2:-2500}
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
fail=0
if "$BIN" audit --style tunnel --count "$COUNT" >"$T/all" 2>"$T/err"; then
    echo "ok - tunnel soak: $COUNT floors at each of stages 1-16, every invariant held"
else
    echo "not ok - tunnel soak: $(cat "$T/err")"; grep -A1 "first violated" "$T/all"; fail=1
fi
cat "$T/all"
[ "$fail" -eq 0 ]
