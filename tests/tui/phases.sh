# phases.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status, ok,
# notok): the phases as the explorer steps through them — a phase's last draw shows its
# own phase and ] stands at the next one's start; a phase that makes no draw says so.

# ---- zero-draw phases: Olmec's Lair's blocks, and its unused path ----------------------
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore olmec "$1" "$2" --seed 1 --level 16)
    wait_for "$S" 'draws [0-9]+/' >/dev/null
    pane=no; said=no; logged=no
    screen "$S" | grep -q 'rooms: a path no room uses' && pane=yes
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'phase blocks' Enter
    wait_for "$S" 'phase blocks makes no draw on this level' && said=yes
    # the log's words: right of the map, its rows joined
    screen "$S" | sed -n 's/.*││//p' | sed 's/│ *$//' | tr '\n' ' ' | tr -s ' ' |
        grep -q 'Phase blocks made no draw on this level' && logged=yes
    if [ "$pane$said$logged" = yesyesyes ]; then
        ok "at $1x$2 level 16: :phase blocks says it makes no draw, the log says so, the room pane says no room uses the path"
    else
        notok "at $1x$2 level 16: :phase blocks says it makes no draw, the log says so, the room pane says no room uses the path" "pane=$pane said=$said logged=$logged
$(screen "$S")"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- a phase's last draw shows its own phase; ] then stands at the next one's start ----
# the path's last draw and the graveyard's one draw on seed 1's first level, from the trace
last=$("$BIN" trace --seed 1 | awk -F'\t' '$2 == "path" { d = $1 } END { print d }')
grave=$("$BIN" trace --seed 1 | awk -F'\t' '$2 == "graveyard" { print $1; exit }')
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore "phase-own-$1" "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    keys "$S" g
    wait_for "$S" 'go to draw' >/dev/null
    keys "$S" "$((last - 1))" Enter
    wait_for "$S" "draws $((last - 1))/" >/dev/null
    keys "$S" Space
    # stepped onto the path's last draw: phase path, its explanation, the log on it
    own=no
    wait_for "$S" "draws $last/" && status "$S" | grep -q 'phase path ' &&
        screen "$S" | grep -q "Draw #$last: " && screen "$S" | grep -Eq "(▶|>)#$last " && own=yes
    # ] : the graveyard's start at the same draw, its line pointed at
    keys "$S" ']'
    start=no
    # each part waited for: on a loaded machine the log pane may be drawn a moment later
    wait_for "$S" 'phase graveyard ' && wait_for "$S" "draws $last/" &&
        wait_for "$S" 'Phase graveyard begins' && wait_for "$S" '(▶|>)── phase graveyard begins' && start=yes
    # space: the graveyard's one draw, explained in its own phase (it was never shown: the
    # rooms phase begins after it, and the explorer showed that instead)
    keys "$S" Space
    one=no
    wait_for "$S" "draws $grave/" && status "$S" | grep -q 'phase graveyard ' &&
        screen "$S" | grep -q "Draw #$grave: " && one=yes
    # b from the rooms phase's first draw back onto the graveyard's draw
    keys "$S" Space b
    back=no
    wait_for "$S" "draws $grave/.*" && sleep 0.2 && status "$S" | grep -q "phase graveyard .*draws $grave/" && back=yes
    if [ "$own$start$one$back" = yesyesyesyes ]; then
        ok "$1x$2: draw #$last, the path's last, is in phase path; ] shows the graveyard's start there; draw #$grave is the graveyard's"
    else
        notok "$1x$2: a phase's last draw shows its own phase" "own=$own start=$start one=$one back=$back
$(screen "$S")"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done
