# inspector.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, ok,
# notok): the inspector on what a tile holds — a gem inside a block named once, a smash
# trap over a ladder.

# ---- the inspector names a gem inside a block once ------------------------------------
# the first ruby seed 1's first level seals in a block, and the first hidden item (a
# level of seed 1 that has one)
xy=$("$BIN" show --seed 1 --format json | grep -o '{"kind":"ruby","x":[0-9]*,"y":[0-9]*[^}]*"inside_block":true' |
    head -n 1 | sed 's/.*"x":\([0-9]*\),"y":\([0-9]*\).*/\1 \2/')
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore "inspect-gem-$1" "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" "why $xy" Enter
    wait_for "$S" "tile ${xy% *},${xy#* }" >/dev/null
    keys "$S" End
    once=no
    wait_for "$S" 'now: brick holding ruby' && ! screen "$S" | grep -q 'holding ruby, ruby' && once=yes
    # 'spelgen why' says it so too
    why=$("$BIN" why --seed 1 $xy | head -n 1)
    if [ -n "$xy" ] && [ "$once" = yes ] && [ "$why" = "tile (${xy% *},${xy#* }): brick holding ruby" ]; then
        ok "$1x$2: the inspector at ($xy) says 'brick holding ruby', once (and so does spelgen why)"
    else
        notok "$1x$2: the inspector names the ruby in a block once" "xy=$xy once=$once why=$why
$(screen "$S")"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- the inspector says what lies beneath: a smash trap over a ladder ---------------
# (Temple level 13 from raw state 14: the trap at (25,23) keeps the ladder, as the
# original's scrEntityGen does; tests/cli/temple.sh checks the same tile with why)
S=$(explore inspect-beneath 120 40 --state 14 --level 13)
wait_for "$S" 'draws [0-9]+/' >/dev/null
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" "why 25 23" Enter
wait_for "$S" "tile 25,23" >/dev/null
keys "$S" End
if wait_for "$S" 'now: smash_trap over a ladder'; then
    ok "the inspector at (25 23) of a Temple level says 'smash_trap over a ladder'"
else
    notok "the inspector names the ladder under a smash trap" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
