# above_map.sh — sourced by run.sh (its helpers: explore, cmd, keys, wait_for, screen, status,
# said, ok, notok): a level whose treasure stands on top of the top border (row -1, above
# the map), stepped over and inspected at 80x24 and 200x60; the explorer stays up.

# the first thing above the map, its column and the draw that made it, from the CLI
AL="--level 5 --state 3874846483"
ax=$("$BIN" show $AL --format json | grep -o '"x":[0-9]*,"y":-1,' | head -n 1 | sed 's/"x":\([0-9]*\),.*/\1/')
ad=$("$BIN" why $AL -- "$ax" -1 | sed -n 's/.*placed at ('"$ax"',-1) (by #\([0-9]*\)).*/\1/p' | head -n 1)
if [ -z "$ax" ] || [ -z "$ad" ]; then
    notok "level 5, state 3874846483 has something above the map" "x='$ax' draw='$ad'"
else
    for size in "80 24" "200 60"; do
        set -- $size
        S=$(explore "above-$1" "$1" "$2" $AL)
        wait_for "$S" 'draws [0-9]+/' >/dev/null
        # step onto the draw and over it, both ways: its effect is placed at (X,-1)
        cmd "$S" "goto $((ad - 1))"
        wait_for "$S" "draws $((ad - 1))/" >/dev/null
        keys "$S" Space
        if wait_for "$S" "draws $ad/" && wait_for "$S" "placed at \($ax,-1\)"; then
            keys "$S" Space b b Space
            if wait_for "$S" "draws $ad/" && alive "$S"; then ok "$1x$2: stepping over draw #$ad (placed at $ax,-1) both ways"
            else notok "$1x$2: stepping back over draw #$ad" "$(screen "$S")"; fi
        else
            notok "$1x$2: draw #$ad shows what it placed at ($ax,-1)" "$(screen "$S")"
        fi
        # the inspector on the top row's tile says what stands on it above the map
        cmd "$S" "why $ax 0"
        if wait_for "$S" "on top, row -1" && alive "$S"; then ok "$1x$2: :why $ax 0 names what stands on top, row -1"
        else notok "$1x$2: :why $ax 0 names what stands on top" "$(screen "$S")"; fi
        keys "$S" Enter
        keys "$S" Escape
        # row -1 itself: no cursor goes there; the message says where to look
        cmd "$S" "why $ax -1"
        if wait_for "$S" "is above the map" && alive "$S"; then ok "$1x$2: :why $ax -1 points to the top row's tile"
        else notok "$1x$2: :why $ax -1 says it is above the map" "$(said "$S")"; fi
        # the end of the level, everything above the map made, draws too
        cmd "$S" "goto end"
        if wait_for "$S" 'draws ([0-9]+)/\1' && alive "$S"; then ok "$1x$2: the finished level draws with things above the map"
        else notok "$1x$2: goto end with things above the map" "$(screen "$S")"; fi
        tmux kill-session -t "$S" 2>/dev/null
    done
fi
