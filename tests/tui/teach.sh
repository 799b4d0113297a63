# teach.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status, ok,
# notok, cmd, draws_now): the explorer as a teacher — the guided
# tour followed to its end, the room being built shown as its template, the reference.

TEACH_KEEPER=$(start teachkeeper 20 5 "sleep 3600")
TOURS=${TOURS:-"$(dirname "$0")/../../data/tour"}

# tour_expect FILE SEED LEVEL STYLE: each stop's draw, one a line, found by the command
# line's own --break (not the explorer's code): the first draw after the stop before
# that the stop's spec stops at; `at end` the level's last draw
tour_expect() {
    prev=0
    sed -n 's/^at //p' "$1" | while IFS= read -r spec; do
        if [ "$spec" = end ]; then
            d=$("$BIN" trace --style "$4" --seed "$2" --level "$3" | tail -n 1 | cut -f1)
        else
            d=$("$BIN" trace --style "$4" --seed "$2" --level "$3" --break "$spec" |
                awk -F'\t' -v p="$prev" 'NR > 1 && $1 + 0 > p + 0 { print $1; exit }')
        fi
        echo "$d"
        prev=$d
    done
}

# follow_tour TAG W H STYLE: opens --tour, checks every stop's title and draw, Enter after
# each, and that the last Enter ends the tour
follow_tour() {
    tag=$1 w=$2 h=$3 style=$4
    file="$TOURS/$style.tour"
    n=$(grep -c '^stop ' "$file")
    S=$(explore "$tag" "$w" "$h" --style "$style" --tour)
    if ! wait_for "$S" "tour 1/$n: "; then
        notok "$style tour at ${w}x$h: opens at its first stop" "$(screen "$S")"
        tmux kill-session -t "$S" 2>/dev/null
        return
    fi
    # the status line's own segments (the message after them may name another level)
    seed=$(status "$S" | sed -n 's/^[^│|]*[│|] seed \([0-9]*\) .*/\1/p; s/^ *seed \([0-9]*\) .*/\1/p' | head -n 1)
    level=$(status "$S" | sed -n 's/^[^│|]*[│|][^│|]*[│|] level \([0-9]*\) .*/\1/p; s/^ *seed [0-9]* [│|] level \([0-9]*\) .*/\1/p' | head -n 1)
    [ "$style" = tunnel ] && level=$(status "$S" | sed -n 's/.*floor \([0-9]*\).*/\1/p')
    [ -z "$level" ] && level=1
    expect=$(tour_expect "$file" "$seed" "$level" "$style" | tr '\n' ' ')
    k=1 bad="" # (wait_for counts with i)
    for title in $(sed -n 's/^stop //p' "$file" | tr ' ' '_'); do
        t=$(printf '%s' "$title" | tr '_' ' ')
        want=$(echo $expect | cut -d' ' -f"$k")
        if ! wait_for "$S" "tour $k/$n: $t" || [ "$(draws_now "$S")" != "$want" ]; then
            bad="stop $k ($t): want draw $want, status: $(status "$S")"
            break
        fi
        keys "$S" Enter
        k=$((k + 1))
    done
    if [ -z "$bad" ] && wait_for "$S" "the tour is over \($n stops\)" &&
        ! screen "$S" | grep -q "tour $n/$n"; then
        ok "$style tour at ${w}x$h: $n stops followed to the end, each at its kind of draw (seed $seed level $level)"
    else
        notok "$style tour at ${w}x$h: followed to the end" "${bad:-$(screen "$S")}"
    fi
    tmux kill-session -t "$S" 2>/dev/null
}

for size in 80x24 200x60; do
    follow_tour "tour${size%x*}" "${size%x*}" "${size#*x}" classic
done
follow_tour fools 200 60 fools
follow_tour tunnel 80 24 tunnel

# ---- Esc leaves the tour where it is; :tour goes back to the stop ----------------------
S=$(explore touresc 100 30 --tour)
wait_for "$S" 'tour 1/' >/dev/null
keys "$S" Enter Enter
wait_for "$S" 'tour 3/' >/dev/null
at=$(draws_now "$S")
keys "$S" Escape
if wait_for "$S" 'left the tour at stop 3 of' && [ "$(draws_now "$S")" = "$at" ] &&
    ! screen "$S" | grep -q 'tour 3/'; then
    keys "$S" Space Space
    wait_for "$S" "draws $((at + 2))/" >/dev/null
    cmd "$S" 'tour'
    if wait_for "$S" 'tour 3/' && [ "$(draws_now "$S")" = "$at" ]; then
        ok "Esc leaves the tour at the draw shown; :tour goes back to the stop it left"
    else
        notok ":tour goes back to the stop left" "$(screen "$S")"
    fi
else
    notok "Esc leaves the tour where it is" "$(screen "$S")"
fi
# :tour N goes to stop N; a number past the last is refused
cmd "$S" 'tour 9'
if wait_for "$S" 'tour 9/'; then ok ":tour 9 goes to stop 9"
else notok ":tour 9 goes to stop 9" "$(screen "$S")"; fi
cmd "$S" 'tour 99'
if wait_for "$S" 'the tour has [0-9]+ stops'; then ok ":tour 99 says how many stops there are"
else notok ":tour 99 says how many stops there are" "$(screen "$S")"; fi
tmux kill-session -t "$S" 2>/dev/null

# ---- :tour on a level without every stop searches, and says nothing is lost -----------
S=$(explore toursearch 100 30 --seed 1 --level 1)
wait_for "$S" 'draws 300/' >/dev/null
cmd "$S" 'tour'
if wait_for "$S" 'tour 1/' && status "$S" | grep -Eq 'level [2-4] '; then
    ok ":tour on level 1 (no shop) finds a level of the tour's with every stop"
else
    notok ":tour on level 1 finds another level" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- the room being built, as its template ---------------------------------------------
chunk=$("$BIN" trace --seed 1 | awk -F'\t' '$3 ~ /^rooms\.chunk/ { print $1; exit }')
name=$("$BIN" trace --seed 1 | awk -F'\t' -v d="$chunk" '$1 == d { print $9 }')
for size in 80x24 200x60; do
    w=${size%x*} h=${size#*x}
    S=$(explore "tpl$w" "$w" "$h" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    keys "$S" ']' ']' Space
    # the first room's layout: its name, set and why, the template beside the room
    if wait_for "$S" "room 0,0 being built|of .* in set '" && screen "$S" | grep -q 'template' &&
        screen "$S" | grep -q 'built' && screen "$S" | grep -q 'why: '; then
        ok "$size: a room being built shows its layout, set and why, the template beside the room"
    else
        notok "$size: a room being built shows its template" "$(screen "$S")"
    fi
    keys "$S" g
    wait_for "$S" 'go to draw' >/dev/null
    keys "$S" "$chunk" Enter
    if wait_for "$S" "draws $chunk/" && wait_for "$S" "chunk '$name': [0-9]+ of [0-9]+ in" &&
        screen "$S" | grep -Eq "template +built +chunk"; then
        ok "$size: a chunk roll shows the chunk '$name', its set, beside the template"
    else
        notok "$size: a chunk roll shows the chunk" "$(screen "$S")"
    fi
    # once the rooms are built the grid is back
    keys "$S" ']'
    if wait_for "$S" 'rooms: the path'; then ok "$size: after room building the room grid is back"
    else notok "$size: after room building the room grid is back" "$(screen "$S")"; fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- :quirk alone lists the quirks, on or off -------------------------------------------
S=$(explore quirks 100 40 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
cmd "$S" 'quirk walk-else off'
wait_for "$S" 'quirk walk-else off:' >/dev/null
cmd "$S" 'quirk'
if wait_for "$S" 'quirks: [0-9]+, on or off' && screen "$S" | grep -Eq 'OFF +walk-else' &&
    screen "$S" | grep -Eq 'on +wasted-rolls'; then
    ok ":quirk alone lists the quirks with on/off and what each does"
else
    notok ":quirk alone lists the quirks" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- the tile legend: ? then a glyph, and the map's foot -------------------------------
for size in 80x24 200x60; do
    w=${size%x*} h=${size#*x}
    S=$(explore "legend$w" "$w" "$h" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    keys "$S" End
    wait_for "$S" 'phase finish' >/dev/null
    keys "$S" '?'
    wait_for "$S" 'help' >/dev/null
    keys "$S" '#'
    if wait_for "$S" "'#' on the map: brick \(a tile; [0-9]+ now\)" && screen "$S" | grep -Eq 'cursor 21,1:? brick'; then
        ok "$size: ? then # says what # is and how many; the map's foot names the tile under the cursor"
    else
        notok "$size: ? then a glyph says what it is" "$(screen "$S")"
    fi
    # z: two columns a tile where the terminal is wide enough, else it says how wide
    keys "$S" z
    if [ "$w" -lt 120 ]; then
        if wait_for "$S" 'needs a terminal 120 wide'; then ok "$size: z says the zoom needs 120 columns"
        else notok "$size: z says the zoom needs 120 columns" "$(screen "$S")"; fi
    else
        if wait_for "$S" 'map zoomed' && screen "$S" | grep -Eq '^.X{84}.'; then
            ok "$size: z draws the map at two columns a tile (84 across)"
        else
            notok "$size: z zooms the map" "$(screen "$S")"
        fi
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- the rule pane on the other styles: their own rules files ------------------------
S=$(explore tunrule 100 30 --style tunnel --seed 3)
wait_for "$S" 'draws 0/' >/dev/null
keys "$S" Space Space Space Space r
if wait_for "$S" 'the plan: the floor' && screen "$S" | grep -q 'site tunnel.plan.gap at src/styles/tunnel/'; then
    ok "the rule pane on a tunnel floor shows tunnel.rules' entry and the site's source"
else
    notok "the rule pane on a tunnel floor" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
rock=$("$BIN" trace --style fools --seed 3 | awk -F'\t' '$3 == "tiles.rock_half" { print $1; exit }')
S=$(explore foolrule 100 30 --style fools --seed 3)
wait_for "$S" 'draws 0/' >/dev/null
keys "$S" g
wait_for "$S" 'go to draw' >/dev/null
keys "$S" "$rock" Enter r
if wait_for "$S" "draws $rock/" && wait_for "$S" 'rock half the time' && screen "$S" | grep -qF 'choose(2, 0)'; then
    ok "the rule pane on a fools level shows fools.rules' entry"
else
    notok "the rule pane on a fools level" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

tmux kill-session -t "$TEACH_KEEPER" 2>/dev/null
