# quirks.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status,
# said, cmd_says, ok, notok): the original's quirks in the explorer — one switched off is
# shown, kept across :level, and exported; a tunnel floor has none to switch; the walk's
# no-op under walk-else and column 42's border-column-42 explained.

# ---- a tunnel floor: its state is mulberry32's, and it has no quirks to switch --------
S=$(explore tunnel-state 200 40 --style tunnel --seed 3)
wait_for "$S" 'draws [0-9]+/' >/dev/null
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" 'quirk walk-else off' Enter
if wait_for "$S" "the quirks are the classic style's.*the tunnel style has none" &&
    status "$S" | grep -q 'mulberry32 0x' && ! status "$S" | grep -q 'LCG'; then
    ok "a tunnel floor: the status line says mulberry32, :quirk is refused"
else
    notok "a tunnel floor: the status line says mulberry32, :quirk is refused" "$(status "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- a quirk switched off is shown, kept across :level and :seed, said so, exported ----
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore quirk-shown "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'quirk walk-else off' Enter
    wait_for "$S" 'quirk walk-else off: ' >/dev/null
    keys "$S" Space
    shown=no; kept=no; exported=no
    wait_for "$S" 'draws 301/.*quirks: walk-else off' && shown=yes
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'level 2' Enter
    wait_for "$S" 'level 2: [0-9]+ draws; quirks kept off' && kept=yes
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    rm -f "$TMP/quirk.txt"
    keys "$S" "export $TMP/quirk.txt" Enter
    wait_for "$S" 'wrote' >/dev/null
    grep -q '^seed 1 .*level 2 (Mines).*; quirks: walk-else off$' "$TMP/quirk.txt" 2>/dev/null && exported=yes
    if [ "$shown$kept$exported" = yesyesyes ]; then
        ok "at $1x$2 a quirk off shows in the status line, is said to stay on :level, is in the export"
    else
        notok "at $1x$2 a quirk off shows in the status line, is said to stay on :level, is in the export" "shown=$shown kept=$kept exported=$exported
$(status "$S")
$(head -n 2 "$TMP/quirk.txt" 2>/dev/null)"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- the walk's no-op under walk-else is not "blocked at the edge"; its room "stays" ----
S=$(explore walk-text 200 60 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" g
wait_for "$S" 'go to draw' >/dev/null
keys "$S" 307 Enter
if wait_for "$S" "walk-else's other way, left, is the edge" && screen "$S" | grep -q 'room (0,0) stays 1: path (set again)' &&
    ! screen "$S" | grep -q 'Draw #307.*blocked at the edge'; then
    ok "draw 307 says walk-else's other way is the edge, and its room stays 1"
else
    notok "draw 307 says walk-else's other way is the edge, and its room stays 1" "$(screen "$S" | sed -n 's/.*││//p' | head -n 20)"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- :why in column 42 names the border-column-42 quirk ---------------------------------
S=$(explore col42 200 60 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
cmd_says "$S" 'why 42 33' "'42 33': column 42 is off the map \\(X is 0-41\\), but [0-9]+ events are about \\(42,33\\): the border-column-42 quirk" \
    ":why 42 33 says column 42 is the border-column-42 quirk's"
tmux kill-session -t "$S" 2>/dev/null
