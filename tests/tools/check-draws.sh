#!/bin/sh
# check-draws.sh — the classic style's passes draw and trace only through internal.h's
# helpers (roll, waste, test, roll_if, waste_n, random_at; TR(c) for the trace): a pass
# that called the RNG module or a trace sink directly would carry a trace branch into
# the untraced unit, or draw without its site.  Prints each offending line; fails if any.
# scan.c, the path scan's kernel, is no pass: compiled outside the two units with no trace
# at all, it draws path.c's draws on a bare state (rng_gm8_next, rng_gm8_below), and
# test_scan_kernel.c holds it to path.c; a pass calling those is caught like the rest.
dir=${1:-src/styles/classic}
draw='\brng_(rand|draw|waste|step|random|roll_if|irandom|choose|record|test|gm8_)[a-z0-9_]*[[:space:]]*\('
bad=$(grep -nE "$draw" "$dir"/*.c | grep -v '/build_' | grep -v '/scan\.c:')
# a trace call whose first argument is not TR(...)
bad2=$(grep -nE '\btrace_[a-z_]+[[:space:]]*\(' "$dir"/*.c | grep -vE '\btrace_[a-z_]+[[:space:]]*\([[:space:]]*TR\(' |
       grep -vE '^[^:]*:[0-9]+:[[:space:]]*(/?\*|//)')
# the trace sink itself, outside the one line that attaches it
bad3=$(grep -nE '(->|\.)T\b' "$dir"/*.c | grep -vE 'c->T = rng->trace;')
n=0
for b in "$bad" "$bad2" "$bad3"; do
    [ -n "$b" ] || continue
    printf '%s\n' "$b" | sed 's/^/not ok - draws or traces past internal.h: /'
    n=$((n + $(printf '%s\n' "$b" | wc -l)))
done
if [ $n -eq 0 ]; then echo "check-draws: 1 passed, 0 failed"; else echo "check-draws: 0 passed, 1 failed ($n lines)"; exit 1; fi
