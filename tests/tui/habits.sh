# habits.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status,
# said, alive, ok, notok): issue 26's explorer items, as a gdb and vim user meets them.

# wait_said NAME REGEX: as wait_for, over what the status line says (a message too long
# for its line goes on the rows above it: they are joined)
wait_said() {
    i=0
    while [ "$i" -lt $((WAIT * 10)) ]; do
        said "$1" | grep -Eq -- "$2" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}

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

# ---- the tour: the brick stop's inspector has rows under the tour's pane; Enter says so
# the stops by their titles (the tour file may gain stops)
stopno() { grep '^stop ' "${TOURS:-$(dirname "$0")/../../data/tour}/classic.tour" | grep -n "^stop $1\$" | cut -d: -f1; }
brick=$(stopno "A brick's own rolls") monster=$(stopno "A monster roll") dress=$(stopno "The dressing")
for size in "80 24" "120 40"; do
    set -- $size
    S=$(explore "tour-insp-$1" "$1" "$2" --tour)
    wait_for "$S" 'tour 1/' >/dev/null
    keys "$S" : "tour $brick" Enter
    wait_for "$S" "tour $brick/" >/dev/null
    keys "$S" : 'why 5 3' Enter
    # the inspector's rows: its entries (#N lines) are on the screen above the tour pane
    wait_for "$S" 'tile 5,3' >/dev/null
    rows=$(screen "$S" | sed -n "/tile 5,3/,/tour $brick\//p" | grep -c '#[0-9]')
    if [ "$rows" -ge 3 ] &&
        screen "$S" | grep -q 'Inspector: Enter goes to the entry'; then
        ok "${1}x$2: tour stop $brick: the inspector shows $rows entries under the tour, and the pane says Enter is the inspector's"
    else
        notok "${1}x$2: tour stop $brick: the inspector shows its entries under the tour" "rows=$rows
$(screen "$S")"
    fi
    keys "$S" Tab Enter
    if wait_for "$S" "tour $((brick + 1))/"; then ok "${1}x$2: Tab back to the map, then Enter goes on to stop $((brick + 1))"
    else notok "${1}x$2: Tab back to the map, then Enter goes on to stop $((brick + 1))" "$(screen "$S")"; fi
    # the monster's stop: f (the tile the draw is about) is the monster's, not its block's
    keys "$S" : "tour $monster" Enter
    wait_for "$S" "tour $monster/" >/dev/null
    keys "$S" f
    if wait_for "$S" 'cursor [0-9]+,[0-9]+:? (snake|bat|spider|caveman|scarab|giant_spider|frog|fire_frog|monkey|piranha|yeti|zombie|vampire)'; then
        ok "${1}x$2: the monster stop is about the monster: f puts the cursor on it"
    else
        notok "${1}x$2: the monster stop is about the monster: f puts the cursor on it" "$(screen "$S")"
    fi
    # the dressing stop: the draw's tile stays in view, above the tour's pane
    keys "$S" : "tour $dress" Enter
    wait_for "$S" "tour $dress/" >/dev/null
    keys "$S" f
    sleep 0.3
    ty=$(status "$S" >/dev/null; screen "$S" | sed -n 's/.*cursor [0-9]*,\([0-9]*\).*/\1/p' | head -n 1)
    view=$(screen "$S" | sed -n 's/.*view [0-9]*-[0-9]*,\([0-9]*-[0-9]*\).*/\1/p' | head -n 1)
    lo=${view%-*} hi=${view#*-}
    if [ -z "$view" ]; then lo=0 hi=99; fi # the whole map shows
    # the map's box closes above the tour's pane: its foot line comes first
    foot=$(screen "$S" | grep -n 'cursor [0-9]*,' | head -n 1 | cut -d: -f1)
    tour=$(screen "$S" | grep -n "tour $dress/" | head -n 1 | cut -d: -f1)
    if [ -n "$ty" ] && [ "$ty" -ge "$lo" ] && [ "$ty" -le "$hi" ] && [ "$foot" -lt "$tour" ] ||
        { [ "$1" -ge 120 ] && [ -n "$ty" ] && [ "$ty" -ge "$lo" ] && [ "$ty" -le "$hi" ]; }; then
        ok "${1}x$2: tour stop $dress's tile (row $ty) is in the map's view ($lo-$hi), not under the tour's pane"
    else
        notok "${1}x$2: tour stop $dress's tile is in the map's view, not under the tour's pane" "ty=$ty view=$view foot=$foot tour=$tour
$(screen "$S")"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- --tour on a level without every stop says why it tours another --------------------
S=$(explore tour-why 200 30 --tour --seed 123456 --level 3)
if wait_said "$S" 'the tour is on level [2-4] of seed [0-9]+: level 3 of seed 123456 lacks stop [0-9]+ \('; then
    ok "--tour --seed 123456 --level 3 says why it tours another level"
else
    notok "--tour --seed 123456 --level 3 says why it tours another level" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- gdb's habits: tbreak, condition, ignore, print, display, finish, prefixes ---------
mids=$("$BIN" trace --seed 1 | awk -F'\t' '$3 == "path.walk.middle" { print $1 }' | tr '\n' ' ')
mid1=$(echo $mids | cut -d' ' -f1) mid2=$(echo $mids | cut -d' ' -f2) mid4=$(echo $mids | cut -d' ' -f4)
v3=$("$BIN" trace --seed 1 | awk -F'\t' '$3 == "path.walk.middle" && $5 == 3 { print $1; exit }')
pathend=$("$BIN" trace --seed 1 | awk -F'\t' '$2 == "path" { d = $1 } END { print d }')
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore "gdb-$1" "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    cmd "$S" 'tb path.walk.middle'
    wait_for "$S" 'breakpoint 1: path.walk.middle' >/dev/null
    keys "$S" c
    if wait_for "$S" "draws $mid1/" && wait_said "$S" 'temporary breakpoint 1 deleted'; then
        keys "$S" c
        if wait_said "$S" 'no breakpoints or watchpoints to continue to'; then
            ok "${1}x$2: tbreak stops once (#$mid1) and is gone"
        else notok "${1}x$2: tbreak is gone after its stop" "$(said "$S")"; fi
    else
        notok "${1}x$2: tbreak stops at #$mid1 and is deleted" "$(said "$S")"
    fi
    # ignore 2 2: the next two hits pass, the third stops; cond: only value 3
    keys "$S" Home
    cmd "$S" 'b path.walk.middle'
    cmd "$S" 'ign 2 2'
    wait_said "$S" 'will ignore the next 2 hits of breakpoint 2' >/dev/null
    keys "$S" c
    if wait_for "$S" "draws $(echo $mids | cut -d' ' -f3)/" && wait_said "$S" '2 hits ignored'; then
        ok "${1}x$2: ignore 2 2 passes two hits; c stops at the third"
    else notok "${1}x$2: ignore 2 2 passes two hits" "$(said "$S")"; fi
    keys "$S" Home
    cmd "$S" 'cond 2 value == 3'
    wait_said "$S" 'breakpoint 2: path.walk.middle if value == 3' >/dev/null
    keys "$S" c
    if wait_for "$S" "draws $v3/"; then ok "${1}x$2: condition 2 value == 3: c stops at #$v3, the first middle 3"
    else notok "${1}x$2: condition 2 value == 3 stops at the first middle 3 (#$v3)" "$(said "$S")"; fi
    # print, in the status line (the explorer at draw 0: tile 21,1 is empty)
    keys "$S" Home
    cmd "$S" 'p tile 21 1'
    if wait_said "$S" 'tile 21,1 = empty'; then ok "${1}x$2: print tile 21 1 says what it is at the draw shown"
    else notok "${1}x$2: print tile 21 1" "$(said "$S")"; fi
    cmd "$S" 'p rng'
    if wait_said "$S" 'rng = LCG 0x00000001'; then ok "${1}x$2: print rng gives the RNG's state"
    else notok "${1}x$2: print rng" "$(said "$S")"; fi
    # display: on the top line, and it follows the draw
    cmd "$S" 'display draw'
    keys "$S" : 305 Enter
    if wait_for "$S" '^ spelgen +1: draw #305 = rand\(1,5\)'; then ok "${1}x$2: display draw shows draw #305 on the top line after :305"
    else notok "${1}x$2: display draw follows the draw (:305)" "$(screen "$S" | head -n 2)"; fi
    cmd "$S" 'undisplay'
    # finish: the last draw of the path phase
    cmd "$S" 'fin'
    if wait_for "$S" "draws $pathend/" && wait_said "$S" 'finish: draw #[0-9]+, the last of phase path'; then
        ok "${1}x$2: finish goes to the path's last draw (#$pathend)"
    else notok "${1}x$2: finish goes to the path's last draw" "$(said "$S")"; fi
    # an ambiguous prefix says which commands it could be
    cmd "$S" 'di'
    if wait_said "$S" "'di' is ambiguous: display, disable, diff"; then ok "${1}x$2: an ambiguous prefix names the commands"
    else notok "${1}x$2: an ambiguous prefix names the commands" "$(said "$S")"; fi
    # :d with no number asks; n keeps them, y deletes
    cmd "$S" 'd'
    if wait_said "$S" 'delete all 1 breakpoints and watchpoints\? \(y or n\)'; then
        keys "$S" n
        if wait_said "$S" 'kept them'; then
            cmd "$S" 'del'
            wait_for "$S" '\(y or n\)' >/dev/null
            keys "$S" y
            if wait_said "$S" 'deleted all 1 breakpoints'; then ok "${1}x$2: :d asks first; n keeps, y deletes"
            else notok "${1}x$2: :d then y deletes" "$(said "$S")"; fi
        else notok "${1}x$2: :d then n keeps them" "$(said "$S")"; fi
    else
        notok "${1}x$2: :d with no number asks first" "$(said "$S")"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- vim's habits: G, gg, count G, Ctrl-D/U, backtick, :marks, :jumps, the count, history
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore "vim-$1" "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    last=$("$BIN" trace --seed 1 | tail -n 1 | cut -f1)
    keys "$S" G
    if wait_for "$S" "draws $last/"; then ok "${1}x$2: G goes to the last draw"
    else notok "${1}x$2: G goes to the last draw" "$(status "$S")"; fi
    keys "$S" g g
    if wait_for "$S" 'draws 0/'; then ok "${1}x$2: g g goes to the first"
    else notok "${1}x$2: g g goes to the first" "$(status "$S")"; fi
    keys "$S" 3 1 0
    if wait_for "$S" 'count 310'; then ok "${1}x$2: a count waits on the status line"
    else notok "${1}x$2: a count waits on the status line" "$(status "$S")"; fi
    keys "$S" G
    if wait_for "$S" 'draws 310/' && ! status "$S" | grep -q 'count 310'; then ok "${1}x$2: 310G goes to draw 310"
    else notok "${1}x$2: 310G goes to draw 310" "$(status "$S")"; fi
    keys "$S" C-d
    if wait_for "$S" 'draws 360/'; then keys "$S" C-u
        if wait_for "$S" 'draws 310/'; then ok "${1}x$2: Ctrl-D and Ctrl-U: 50 draws on and back"
        else notok "${1}x$2: Ctrl-U 50 back" "$(status "$S")"; fi
    else notok "${1}x$2: Ctrl-D 50 on" "$(status "$S")"; fi
    keys "$S" m a
    keys "$S" : 500 Enter
    wait_for "$S" 'draws 500/' >/dev/null
    keys "$S" '`' a
    if wait_for "$S" 'draws 310/'; then ok "${1}x$2: \`a goes to mark a, as 'a"
    else notok "${1}x$2: \`a goes to mark a" "$(status "$S")"; fi
    cmd "$S" 'marks'
    if wait_for "$S" '^.*│ +a +310 '; then ok "${1}x$2: :marks lists mark a at 310"
    else notok "${1}x$2: :marks lists mark a at 310" "$(screen "$S")"; fi
    keys "$S" Enter
    cmd "$S" 'jumps'
    if wait_for "$S" 'jumps \(Ctrl-O back' && screen "$S" | grep -Eq '│ +[>0-9]+ +500 '; then ok "${1}x$2: :jumps lists the jump list"
    else notok "${1}x$2: :jumps lists the jump list" "$(screen "$S")"; fi
    keys "$S" Enter
    # the g and / prompts remember: Up brings back the last answer
    keys "$S" g
    wait_for "$S" 'go to draw' >/dev/null
    keys "$S" 777 Enter
    wait_for "$S" 'draws 777/' >/dev/null
    keys "$S" Home g
    wait_for "$S" 'go to draw' >/dev/null
    keys "$S" Up Enter
    if wait_for "$S" 'draws 777/'; then ok "${1}x$2: the g prompt's history (Up)"
    else notok "${1}x$2: the g prompt's history (Up)" "$(status "$S")"; fi
    keys "$S" /
    wait_for "$S" 'search the draws for' >/dev/null
    keys "$S" 'path.walk.middle' Enter
    wait_for "$S" "'path.walk.middle'" >/dev/null
    keys "$S" Escape Home /
    wait_for "$S" 'search the draws for' >/dev/null
    keys "$S" Up
    if wait_for "$S" 'search the draws for: path.walk.middle'; then ok "${1}x$2: the / prompt's history (Up)"
    else notok "${1}x$2: the / prompt's history (Up)" "$(status "$S")"; fi
    keys "$S" Escape
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- the rule pane: the value drawn on its line, where the draw is made, scrolling ----
val306=$("$BIN" trace --seed 1 | awk -F'\t' '$1 == 306 { print $5 }')
callline=$(grep -n '&S_WALK_MIDDLE' src/styles/classic/path.c | head -n 1 | cut -d: -f1)
for size in "60 20" "200 60"; do
    set -- $size
    S=$(explore "rule15-$1" "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    keys "$S" : 306 Enter
    wait_for "$S" 'draws 306/' >/dev/null
    keys "$S" r
    if wait_for "$S" "(▶|>) +elsewhere: +n = rand\\(1,5\\) += $val306 here" &&
        wait_for "$S" "site path.walk.middle at src/styles/classic/path.c:$callline "; then
        ok "${1}x$2: the rule pane shows the value drawn (= $val306) and the line that draws (path.c:$callline)"
    else
        notok "${1}x$2: the rule pane shows the value drawn and the line that draws (path.c:$callline)" "$(screen "$S")"
    fi
    if [ "$1" -lt 100 ]; then
        first=$(screen "$S" | sed -n 3p)
        keys "$S" C-e C-e C-e
        sleep 0.3
        if [ "$(screen "$S" | sed -n 3p)" != "$first" ] && screen "$S" | grep -q 'lines hidden'; then
            keys "$S" C-y C-y C-y
            sleep 0.3
            if [ "$(screen "$S" | sed -n 3p)" = "$first" ]; then ok "${1}x$2: Ctrl-E and Ctrl-Y scroll a long rule"
            else notok "${1}x$2: Ctrl-Y scrolls back" "$(screen "$S")"; fi
        else
            notok "${1}x$2: Ctrl-E scrolls a long rule" "$(screen "$S")"
        fi
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- the inspector: what shaped the tile apart from what merely passed it -------------
S=$(explore "shaped" 120 60 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
cmd "$S" 'why 21 1'
if wait_for "$S" '14 events shaped it, 2 passed it \((·|-)\); 0 of all 16 so far' &&
    screen "$S" | grep -Eq '(·|-)#305 rand\(1,5\)=1 left' && screen "$S" | grep -Eq '(·|-)#321 .*wasted' &&
    screen "$S" | grep -Eq '[│|] #304 rand\(5,7\)=7 left'; then
    ok "120x60: the inspector of 21,1: 14 shaped it, the walk's move out (#305) and a wasted pit roll (#321) passed it"
else
    notok "120x60: the inspector separates what shaped 21,1 from what passed it" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- :quirk at 120 and 200 columns: a row a quirk; at 80 a summary hangs under itself ----
for size in "80 24" "120 40" "200 50"; do
    set -- $size
    S=$(explore "quirkpane-$1" "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    cmd "$S" 'quirk'
    wait_for "$S" 'quirks: [0-9]+, on or off' >/dev/null
    if [ "$1" -ge 120 ]; then
        if screen "$S" | grep -q 'on  walk-else  *a walk move toward a taken room turns or drops instead of re-rolling'; then
            ok "${1}x$2: :quirk gives walk-else's summary one row"
        else notok "${1}x$2: :quirk gives walk-else's summary one row" "$(screen "$S")"; fi
    else
        col=$(screen "$S" | grep 'on  walk-else' | sed 's/a walk move.*//' | wc -m)
        next=$(screen "$S" | grep -A1 'on  walk-else' | tail -n 1 | sed 's/[^ │|].*//' | wc -m)
        if [ -n "$col" ] && [ "$col" = "$next" ]; then ok "${1}x$2: :quirk's summary goes on under itself (column $col)"
        else notok "${1}x$2: :quirk's summary goes on under itself" "col=$col next=$next
$(screen "$S")"; fi
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- a second force says what IT changed, beside the totals ----------------------------
S=$(explore "force21" 200 40 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
cmd "$S" 'force 305 5'
wait_said "$S" 'draw #305 returns 5: [0-9]+ tiles' >/dev/null
# the level with #305=5 against it with #306=5 too, as :diff force counts it
cmd "$S" 'diff force 306 5'
wait_said "$S" 'the draws part at #306' >/dev/null
want=$(said "$S" | sed -n 's/.*; \([0-9]*\) tiles\{0,1\}, \([0-9]*\) rooms\{0,1\} differ.*/\1 \2/p')
cmd "$S" 'diff off'
cmd "$S" 'force 306 5'
if wait_said "$S" 'draw #306 returns 5: this force changes [0-9]+ tiles? and [0-9]+ rooms? of the level with the 1 force before it; with all 2'; then
    got=$(said "$S" | sed -n 's/.*this force changes \([0-9]*\) tiles\{0,1\} and \([0-9]*\) rooms\{0,1\}.*/\1 \2/p')
    if [ -n "$want" ] && [ "$got" = "$want" ]; then ok "200x40: :force 306 5 after 305 5 says what it changed ($got), as :diff force 306 5 counts it"
    else notok "200x40: :force's own change is :diff force's count" "want=$want got=$got"; fi
else
    notok "200x40: a second force says what it changed" "$(said "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- :diff on a later level of a game: it starts from another state, and says so --------
S=$(explore "diff16" 200 40 --seed 1 --level 16)
wait_for "$S" 'draws [0-9]+/' >/dev/null
cmd "$S" 'diff quirk walk-else'
if wait_said "$S" 'the level starts from another RNG state \(0x[0-9A-F]{8} here, 0x[0-9A-F]{8} there\): the change moved the draws of levels 1-15 before it'; then
    ok "level 16: :diff quirk walk-else says the level starts from another RNG state"
else
    notok "level 16: :diff quirk walk-else says the level starts from another RNG state" "$(said "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- the tour's stops: the border first, a real snake pit, the layout's template at its
# draw, v2, a tile that rolls, a wasted tile roll, the specials, treasure -------------------
S=$(explore "tourstops" 120 40 --tour)
if wait_for "$S" 'tour 1/[0-9]+: The border' && status "$S" | grep -q 'phase border .*draws 1/'; then
    ok "the tour begins with the border's draws (draw #1, phase border)"
else
    notok "the tour begins with the border's draws" "$(screen "$S")"
fi
seed=$(status "$S" | sed -n 's/^[^│|]*[│|] seed \([0-9]*\) .*/\1/p')
level=$(status "$S" | sed -n 's/^[^│|]*[│|][^│|]*[│|] level \([0-9]*\) .*/\1/p')
trace_at() { "$BIN" trace --seed "$seed" --level "$level" | awk -F'\t' -v d="$1" '$1 == d'; }
n=$(stopno "A snake pit")
cmd "$S" "tour $n"
wait_for "$S" "tour $n/" >/dev/null
d=$(draws_now "$S")
if trace_at "$d" | grep -q 'path.snake_pit.*a snake pit starts here' && screen "$S" | grep -q '\[7 \]'; then
    ok "the snake pit stop is a real pit (#$d) and the room grid shows its top room 7"
else
    notok "the snake pit stop is a real pit" "$(trace_at "$d") $(screen "$S")"
fi
n=$(stopno "A room's layout")
cmd "$S" "tour $n"
wait_for "$S" "tour $n/" >/dev/null
d=$(draws_now "$S")
if trace_at "$d" | grep -q 'rooms.layout' && wait_for "$S" 'room [0-9],[0-9] being built' &&
    screen "$S" | grep -q 'template    built' && ! screen "$S" | grep -Eq 'watch the room fill, then *[│|]?$'; then
    ok "the layout stop (#$d) shows the template it announces at its own draw, its text whole"
else
    notok "the layout stop shows the template at its own draw" "$(screen "$S")"
fi
for t in "A layout's other version:rooms.variant.*second version" "A tile that rolls:tiles.half" \
    "A wasted draw:tiles\.[a-z_]*	.*wasted" "The specials:	specials	" "Treasure on a block:treasure\."; do
    title=${t%%:*} want=${t#*:}
    n=$(stopno "$title")
    cmd "$S" "tour $n"
    wait_for "$S" "tour $n/[0-9]+: $title" >/dev/null
    d=$(draws_now "$S")
    if trace_at "$d" | grep -Eq "$want"; then ok "tour stop $n ($title) is at #$d, a draw of its kind"
    else notok "tour stop $n ($title) is at a draw of its kind" "#$d: $(trace_at "$d")"; fi
done
tmux kill-session -t "$S" 2>/dev/null

# ---- ? then a template code says what the code means in a room's template ---------------
S=$(explore "codes" 100 30 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" '?'
wait_for "$S" 'help' >/dev/null
keys "$S" 2
if wait_said "$S" "'2' in a room's template \(the room pane\): earth 1 in 2"; then
    keys "$S" '?'
    wait_for "$S" 'help' >/dev/null
    keys "$S" L
    if wait_said "$S" "'L' on the map: .*; in a room's template: a ladder"; then ok "?2 and ?L say what the codes mean in a template"
    else notok "?L says what L means in a template" "$(said "$S")"; fi
else
    notok "?2 says what 2 means in a template" "$(said "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- ?! names the shop's sign once (a block with the sign on it is one thing) ----------
S=$(explore "signonce" 200 30 --seed 30 --level 2)
wait_for "$S" 'draws [0-9]+/' >/dev/null
keys "$S" G '?'
wait_for "$S" 'help' >/dev/null
keys "$S" '!'
if wait_said "$S" "'!' on the map: shop_sign \(a tile; 1 now\)" && ! said "$S" | grep -q 'shop_sign.*shop_sign'; then
    ok "?! names shop_sign once"
else
    notok "?! names shop_sign once" "$(said "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- || in a breakpoint's conditions, as gdb's C ------------------------------------------
orn=$("$BIN" trace --seed 1 | awk -F'\t' '$3 == "path.walk.middle" && ($5 == 1 || $5 == 3)' | wc -l | tr -d ' ')
S=$(explore "orcond" 200 30 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
cmd "$S" 'b path.walk.middle if value == 1 || value == 3'
if wait_said "$S" "breakpoint 1: path.walk.middle if value == 1 or value == 3, $orn draws on this level"; then
    ok "a breakpoint's conditions joined by || ($orn draws, as trace's own values count them)"
else
    notok "a breakpoint's conditions joined by ||" "$(said "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- a breakpoint's condition on the level's state: a tile, a room ------------------------
tn=$("$BIN" trace --seed 1 --break 'earth.look if tile 21 1 == brick' | tail -n +2 | wc -l | tr -d ' ')
first=$("$BIN" trace --seed 1 --break 'earth.look if tile 21 1 == brick' | sed -n 2p | cut -f1)
S=$(explore "statecond" 200 30 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
cmd "$S" 'b earth.look'
cmd "$S" 'condition 1 tile 21 1 == brick'
if wait_said "$S" "breakpoint 1: earth.look if tile 21 1 == brick, $tn draws on this level"; then
    keys "$S" c
    if wait_for "$S" "draws $first/"; then ok "condition 1 tile 21 1 == brick: $tn draws, c stops at #$first (trace --break's)"
    else notok "a tile condition: c stops at #$first" "$(said "$S")"; fi
else
    notok "condition N on a tile's kind" "$(said "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- :until is the key u; i b and cont are info break and continue -----------------------
S=$(explore "until" 200 30 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" : 305 Enter
wait_for "$S" 'draws 305/' >/dev/null
keys "$S" u
sleep 0.3
ukey=$(draws_now "$S")
keys "$S" : 305 Enter
wait_for "$S" 'draws 305/' >/dev/null
cmd "$S" 'until'
sleep 0.3
ucmd=$(draws_now "$S")
if [ -n "$ukey" ] && [ "$ukey" != 305 ] && [ "$ukey" = "$ucmd" ]; then ok ":until goes where u goes (#305 to #$ukey)"
else notok ":until goes where u goes" "key: $ukey, command: $ucmd"; fi
cmd "$S" 'b path.walk.middle'
cmd "$S" 'i b'
if wait_for "$S" 'Num +Type +Disp'; then
    keys "$S" Enter
    keys "$S" : 300 Enter
    cmd "$S" 'cont'
    if wait_for "$S" 'draws 305/'; then ok "i b lists the breakpoints; cont continues (gdb's abbreviations)"
    else notok "cont continues" "$(said "$S")"; fi
else
    notok "i b lists the breakpoints" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
