#!/bin/sh
# explorer_docs.sh BIN — the man page's explorer section keeps up with the explorer: every
# key tui/keys.c handles is listed under Keys, the status line is described as it is, and
# every phase of a classic level is in PHASES.
BIN=${1:?usage: explorer_docs.sh BIN}
cd "$(dirname "$0")/../.." || exit 1
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "not ok - $*" >&2; }
MAN=man/spelgen.1
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT

# the words of the Keys section: roff requests, fonts and quotes taken away
sed -n '/^\.SS Keys/,/^\.SS /p' "$MAN" |
    sed -e 's/^\.[A-Z][A-Z]* *//' -e 's/\\f[BIRP]//g' -e 's/\\-/-/g' -e 's/"//g' -e 's/,/ /g' |
    tr ' ' '\n' | grep -v '^$' | sort -u > "$T/words"
# the keys keys.c handles: printable characters, and the curses keys by their usual names
keys=$(sed -n "s/^ *case '\(.\)':.*/\1/p" tui/keys.c | sort -u)
for k in $keys; do
    if grep -qxF -- "$k" "$T/words"; then ok; else bad "key '$k' is handled in tui/keys.c but not in the man page's Keys"; fi
done
for pair in KEY_NPAGE:PgDn KEY_PPAGE:PgUp KEY_HOME:Home KEY_END:End "'\\\\t':Tab" 27:Esc KEY_ENTER:Enter; do
    code=${pair%%:*} name=${pair#*:}
    if grep -q "case $code:" tui/keys.c; then
        if grep -qxF -- "$name" "$T/words"; then ok; else bad "$name ($code) is handled in tui/keys.c but not in the man page's Keys"; fi
    fi
done
# the status line has no "step k/N" any more
if sed -n '/^\.SH EXPLORER/,/^\.SS Keys/p' "$MAN" | grep -q 'k / N\|IR k'; then
    bad "the man page describes a 'step k/N' the status line does not show"
else ok; fi

# every phase a classic level has (the Mines, the Jungle, Olmec's Lair) is in PHASES
sed -n '/^\.SH PHASES/,/^\.SH /p' "$MAN" | sed -n 's/^\.B \([a-z]*\)$/\1/p' | sort -u > "$T/phases"
for level in 1 5 16; do
    "$BIN" show --seed 1 --level $level --format json |
        python3 -c 'import json,sys; print("\n".join(p["name"] for p in json.load(sys.stdin)["phases"]))'
done | sort -u > "$T/have"
if [ ! -s "$T/have" ]; then bad "show --format json listed no phases"; fi
for p in $(cat "$T/have"); do
    if grep -qxF "$p" "$T/phases"; then ok; else bad "phase '$p' is not in the man page's PHASES"; fi
done

echo "explorer_docs: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
