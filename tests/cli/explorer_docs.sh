#!/bin/sh
# explorer_docs.sh BIN — the man page's explorer section keeps up with the explorer: every
# key of the explorer's key table is listed under Keys, the status line is described as it
# is, and every phase of a classic level is in PHASES.
BIN=${1:?usage: explorer_docs.sh BIN}
. "$(dirname "$0")/../test-lib.sh"
cd "$(dirname "$0")/../.." || exit 1
MAN=man/spelgen.1

# the words of the Keys section: roff requests, fonts and quotes taken away
sed -n '/^\.SS Keys/,/^\.SS /p' "$MAN" |
    sed -e 's/^\.[A-Z][A-Z]* *//' -e 's/\\f[BIRP]//g' -e 's/\\-/-/g' -e 's/"//g' -e 's/,/ /g' |
    tr ' ' '\n' | grep -v '^$' | sort -u > "$T/words"
# every key of the explorer's key table (spelgen explore --list-keys: context, keys,
# action, help) is named in the man page's Keys, by the name the help pane gives it
"$BIN" explore --list-keys > "$T/keys" || bad "explore --list-keys failed"
[ -s "$T/keys" ] || bad "explore --list-keys listed no keys"
cut -f2 "$T/keys" | tr ' ' '\n' | grep -v '^$' | sort -u > "$T/keynames"
while read -r k; do
    if grep -qxF -- "$k" "$T/words"; then ok; else bad "key '$k' is in the explorer's key table but not in the man page's Keys"; fi
done < "$T/keynames"
# no key means two things in one context
dups=$(awk -F'\t' '{ n = split($2, k, " "); for (i = 1; i <= n; i++) print $1 " " k[i] }' "$T/keys" | sort | uniq -d)
if [ -z "$dups" ]; then ok; else bad "keys bound twice in one context: $dups"; fi
# every : command of the explorer's command table (--list-commands: name, alias, synopsis,
# help) and its alias is named in the man page's Commands
sed -n '/^\.SS Commands/,/^\.SS Debugging/p' "$MAN" |
    sed -e 's/^\.[A-Z][A-Z]* *//' -e 's/\\f[BIRP]//g' -e 's/\\-/-/g' -e 's/"//g' -e 's/[,;()]/ /g' |
    tr ' ' '\n' | grep -v '^$' | sort -u > "$T/cmdwords"
"$BIN" explore --list-commands > "$T/cmds" || bad "explore --list-commands failed"
[ -s "$T/cmds" ] || bad "explore --list-commands listed no commands"
cut -f1,2 "$T/cmds" | tr '\t' '\n' | grep -v '^$' > "$T/cmdnames"
while read -r c; do
    if grep -qxF -- "$c" "$T/cmdwords"; then ok; else bad "command '$c' is in the explorer's command table but not in the man page's Commands"; fi
done < "$T/cmdnames"
dups=$(sort "$T/cmdnames" | uniq -d)
if [ -z "$dups" ]; then ok; else bad "command names or aliases given twice: $dups"; fi

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

# every quirk a tour names ("the walk-else quirk") is one ':quirk NAME off' takes: a
# learner types what the tour says
"$BIN" show --quirk list | awk '{ print $1 }' > "$T/quirks"
[ -s "$T/quirks" ] || bad "show --quirk list listed no quirks"
for f in data/tour/*.tour; do
    for q in $(grep -o '[a-z0-9]*-[a-z0-9-]* quirk' "$f" | sed 's/ quirk$//' | sort -u); do
        if grep -qxF "$q" "$T/quirks"; then ok; else bad "$f names the quirk '$q', which is not one"; fi
    done
done

# the README's "what if" example changes the level it says it changes (seed 1's #305):
# a force walk-else turns back into the same move would mark nothing
f=$(sed -n 's/.*`:force \([0-9]*\) \([0-9]*\)` *$/\1=\2/p; s/.*`:force \([0-9]*\) \([0-9]*\)` makes.*/\1=\2/p' README.md | head -n 1)
if [ -n "$f" ] && "$BIN" diff --seed 1 -- --seed 1 --force "$f" | grep -Eq '^tiles: [1-9][0-9]* differ'; then ok
else bad "the README's ':force' example ($f) changes no tile of seed 1"; fi

# the README's walk-through of seed 1: its breakpoint stops where and as often as it says
spec=$(sed -n 's/^    :break \(.*[^ ]\)  *breakpoint 1: .*/\1/p' README.md | head -n 1)
said=$(sed -n 's/^    :break .*, \([0-9]*\) draws on this level$/\1/p' README.md | head -n 1)
stops=$(sed -n 's/^    c .*draw #\([0-9]*\) rand.*/\1/p' README.md | head -n 2 | tr '\n' ' ')
got=$("$BIN" trace --seed 1 --break "$spec" | tail -n +2 | cut -f1)
if [ -n "$spec" ] && [ "$(printf '%s\n' "$got" | grep -c .)" = "$said" ] &&
    [ "$(printf '%s\n' "$got" | head -n 2 | tr '\n' ' ')" = "$stops" ]; then ok
else bad "the README's ':break $spec' says $said draws at $stops; trace --break gives: $(echo $got)"; fi

test_done
