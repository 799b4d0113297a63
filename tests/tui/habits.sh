# habits.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status,
# said, alive, ok, notok): issue 26's explorer items, as a gdb and vim user meets them.

# ---- a key that closes a list and means something does its thing (vim's hit-enter) ----
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore "hitenter-$1" "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    keys "$S" : 'break path.walk.middle' Enter
    wait_for "$S" 'breakpoint 1: path.walk.middle' >/dev/null
    keys "$S" : 'info break' Enter
    wait_for "$S" 'Num +Type' >/dev/null
    # ':' closes the list and opens the command line: `delete 1` is a command, not keys
    keys "$S" : 'delete 1' Enter
    if wait_for "$S" 'deleted breakpoint 1 \(path.walk.middle\)' && status "$S" | grep -q 'draws 300/'; then
        ok "${1}x$2: after :info break, ':delete 1' Enter deletes (the ':' is not swallowed)"
    else
        notok "${1}x$2: after :info break, ':delete 1' Enter deletes" "$(screen "$S")"
    fi
    # '/' and 'g' open their prompts from the list too; Enter only closes it
    keys "$S" : 'info break' Enter
    wait_for "$S" 'No breakpoints or watchpoints' >/dev/null
    keys "$S" g
    if wait_for "$S" 'go to draw \(0-'; then ok "${1}x$2: g after :info break opens the go-to prompt"
    else notok "${1}x$2: g after :info break opens the go-to prompt" "$(screen "$S")"; fi
    keys "$S" Escape
    keys "$S" : 'info break' Enter
    wait_for "$S" 'No breakpoints or watchpoints' >/dev/null
    keys "$S" /
    if wait_for "$S" 'search the draws for:'; then ok "${1}x$2: / after :info break opens the search"
    else notok "${1}x$2: / after :info break opens the search" "$(screen "$S")"; fi
    keys "$S" Escape
    keys "$S" : 'info break' Enter
    wait_for "$S" 'No breakpoints or watchpoints' >/dev/null
    keys "$S" Enter
    sleep 0.3
    if ! screen "$S" | grep -q 'No breakpoints or watchpoints' && status "$S" | grep -q 'draws 300/'; then
        ok "${1}x$2: Enter closes the list and does nothing else"
    else
        notok "${1}x$2: Enter closes the list and does nothing else" "$(screen "$S")"
    fi

    # ---- Ctrl-C in the help or a list closes it; the breakpoints stay -----------------
    keys "$S" : 'break path.walk.middle' Enter
    wait_for "$S" 'breakpoint [0-9]+: path.walk.middle' >/dev/null
    keys "$S" '?'
    wait_for "$S" 'help' >/dev/null
    keys "$S" C-c
    if wait_for "$S" 'Ctrl-C closed the help' && alive "$S"; then ok "${1}x$2: Ctrl-C in the help closes it, the explorer stays"
    else notok "${1}x$2: Ctrl-C in the help closes it, the explorer stays" "$(screen "$S" 2>&1)"; fi
    keys "$S" : 'info break' Enter
    wait_for "$S" 'Num +Type' >/dev/null
    keys "$S" C-c
    if wait_for "$S" 'Ctrl-C closed the list' && alive "$S"; then
        keys "$S" c
        if wait_for "$S" 'breakpoint [0-9]+ \(path.walk.middle\): draw #'; then
            ok "${1}x$2: Ctrl-C in :info break closes it; the breakpoint is still there (c stops)"
        else notok "${1}x$2: the breakpoint survives Ctrl-C in the list" "$(screen "$S")"; fi
    else
        notok "${1}x$2: Ctrl-C in :info break closes it, the explorer stays" "$(screen "$S" 2>&1)"
    fi

    # ---- ?j and ?k name the glyphs; once scrolled, j and k scroll -----------------------
    keys "$S" '?'
    wait_for "$S" 'help' >/dev/null
    keys "$S" j
    if wait_for "$S" "'j' on the map: jar"; then ok "${1}x$2: ?j says what j is on the map (a jar)"
    else notok "${1}x$2: ?j says what j is on the map" "$(status "$S")"; fi
    keys "$S" '?'
    wait_for "$S" 'help' >/dev/null
    keys "$S" k
    if wait_for "$S" "'k' on the map: .*key"; then ok "${1}x$2: ?k says what k is on the map"
    else notok "${1}x$2: ?k says what k is on the map" "$(status "$S")"; fi
    if [ "$2" -lt 60 ]; then
        keys "$S" '?'
        wait_for "$S" 'help \(up/down scroll\)' >/dev/null
        top=$(screen "$S" | sed -n 3p)
        keys "$S" Down j j
        sleep 0.3
        if screen "$S" | grep -q 'help (up/down scroll)' && [ "$(screen "$S" | sed -n 3p)" != "$top" ] &&
            ! status "$S" | grep -q "'j' on the map"; then
            ok "${1}x$2: once the help is scrolled, j scrolls it"
        else
            notok "${1}x$2: once the help is scrolled, j scrolls it" "$(screen "$S")"
        fi
        keys "$S" Escape
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- the tour: stop 12's inspector has rows under the tour's pane; Enter says what it does
for size in "80 24" "120 40"; do
    set -- $size
    S=$(explore "tour-insp-$1" "$1" "$2" --tour)
    wait_for "$S" 'tour 1/' >/dev/null
    keys "$S" : 'tour 12' Enter
    wait_for "$S" 'tour 12/' >/dev/null
    keys "$S" : 'why 5 3' Enter
    # the inspector's rows: its entries (#N lines) are on the screen above the tour pane
    rows=$(screen "$S" | sed -n '/tile 5,3/,/tour 12\//p' | grep -c '#[0-9]')
    if wait_for "$S" 'tile 5,3' && [ "$rows" -ge 3 ] &&
        screen "$S" | grep -q 'Inspector: Enter goes to the entry'; then
        ok "${1}x$2: tour stop 12: the inspector shows $rows entries under the tour, and the pane says Enter is the inspector's"
    else
        notok "${1}x$2: tour stop 12: the inspector shows its entries under the tour" "rows=$rows
$(screen "$S")"
    fi
    keys "$S" Tab Enter
    if wait_for "$S" 'tour 13/'; then ok "${1}x$2: Tab back to the map, then Enter goes on to stop 13"
    else notok "${1}x$2: Tab back to the map, then Enter goes on to stop 13" "$(screen "$S")"; fi
    # stop 13, the monster: f (the tile the draw is about) is the monster's, not its block's
    keys "$S" f
    if wait_for "$S" 'cursor [0-9]+,[0-9]+:? (snake|bat|spider|caveman|scarab|giant_spider|frog|fire_frog|monkey|piranha|yeti|zombie|vampire)'; then
        ok "${1}x$2: the monster stop is about the monster: f puts the cursor on it"
    else
        notok "${1}x$2: the monster stop is about the monster: f puts the cursor on it" "$(screen "$S")"
    fi
    # stop 16: the draw's tile stays in view, above the tour's pane
    keys "$S" : 'tour 16' Enter
    wait_for "$S" 'tour 16/' >/dev/null
    keys "$S" f
    sleep 0.3
    ty=$(status "$S" >/dev/null; screen "$S" | sed -n 's/.*cursor [0-9]*,\([0-9]*\).*/\1/p' | head -n 1)
    view=$(screen "$S" | sed -n 's/.*view [0-9]*-[0-9]*,\([0-9]*-[0-9]*\).*/\1/p' | head -n 1)
    lo=${view%-*} hi=${view#*-}
    if [ -z "$view" ]; then lo=0 hi=99; fi # the whole map shows
    # the map's box closes above the tour's pane: its foot line comes first
    foot=$(screen "$S" | grep -n 'cursor [0-9]*,' | head -n 1 | cut -d: -f1)
    tour=$(screen "$S" | grep -n 'tour 16/' | head -n 1 | cut -d: -f1)
    if [ -n "$ty" ] && [ "$ty" -ge "$lo" ] && [ "$ty" -le "$hi" ] && [ "$foot" -lt "$tour" ] ||
        { [ "$1" -ge 120 ] && [ -n "$ty" ] && [ "$ty" -ge "$lo" ] && [ "$ty" -le "$hi" ]; }; then
        ok "${1}x$2: tour stop 16's tile (row $ty) is in the map's view ($lo-$hi), not under the tour's pane"
    else
        notok "${1}x$2: tour stop 16's tile is in the map's view, not under the tour's pane" "ty=$ty view=$view foot=$foot tour=$tour
$(screen "$S")"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- --tour on a level without every stop says why it tours another --------------------
S=$(explore tour-why 200 30 --tour --seed 123456 --level 3)
if wait_for "$S" 'the tour is on level 2 of seed 123456: level 3 of seed 123456 lacks stop [0-9]+ \('; then
    ok "--tour --seed 123456 --level 3 says why it tours level 2"
else
    notok "--tour --seed 123456 --level 3 says why it tours level 2" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
