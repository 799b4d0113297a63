# usertest.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, said, ok,
# notok): what a new user met trying every command with good and bad arguments.

# cmd_says SESSION LINE REGEX NAME: LINE typed after ':' makes the message REGEX
cmd_says() {
    keys "$1" ':'
    wait_for "$1" '^:' >/dev/null
    keys "$1" "$2" Enter
    if wait_for "$1" "$3"; then ok "$4"; else notok "$4" "$(said "$1")"; fi
}

S=$(explore usertest-args 100 30 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
# a watch with one word says what it takes, without "watch: watch"
cmd_says "$S" 'watch 1' "watch: '1' is no target; write watch X Y, watch room X Y" \
    ":watch 1 says it is no target and what is, once"
if said "$S" | grep -q 'watch: watch'; then notok ":watch 1 says 'watch:' once" "$(said "$S")"; fi
# an unknown quirk points at the explorer's own list, not at another program
cmd_says "$S" 'quirk frob off' "'frob' is not a quirk; ':quirk' alone lists them" \
    ":quirk frob off points at :quirk for the names"
cmd_says "$S" 'diff quirk frob' "diff quirk: 'frob' is not a quirk; ':quirk' alone lists them" \
    ":diff quirk frob points at :quirk for the names"
# :diff quirk with no name asks for one (it said "'' is not a quirk")
cmd_says "$S" 'diff quirk' "diff quirk needs a quirk's name, as 'diff quirk walk-else'" \
    ":diff quirk alone asks for a quirk's name"
tmux kill-session -t "$S" 2>/dev/null

# ---- at 80x24 the help covers the panes edge to edge: no border of theirs beside it ----
S=$(explore usertest-help 80 24 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" '?'
wait_for "$S" 'help \(up/down scroll\)' >/dev/null
if screen "$S" | sed -n 2p | grep -q '^┌─ help' && ! screen "$S" | grep -Eq '┌┌|┐┐|└└|┘┘|│┘|│┐'; then
    ok "80x24: the help pane spans the width, no pane border peeks out beside it"
else
    notok "80x24: the help pane spans the width, no pane border peeks out beside it" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- at 80x24 the status line keeps the RNG state the tours point at --------------------
# the fools tour's first stop says "see its state in the status line"; the "? help" hint
# (the title bar has it too) gives way to it
S=$(explore usertest-state 80 24 --style fools --tour)
if wait_for "$S" 'tour 1/' && screen "$S" | grep -q 'state in the status line' &&
    status "$S" | grep -Eq 'draws [0-9]+/[0-9]+ │ WELL 0x[0-9A-F]{8}'; then
    ok "80x24: the fools tour's first stop and the status line's WELL state"
else
    notok "80x24: the fools tour's first stop and the status line's WELL state" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
S=$(explore usertest-state2 80 24 --seed 1 --level 2)
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" End
if wait_for "$S" 'phase finish' && status "$S" | grep -Eq 'draws 7[0-9]+/[0-9]+ │ LCG 0x[0-9A-F]{8}'; then
    ok "80x24: at the end of level 2 the status line still shows the LCG state"
else
    notok "80x24: at the end of level 2 the status line still shows the LCG state" "$(status "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
# the tunnel tour's first stop says "its state is in the status line": at 80 columns too
S=$(explore usertest-state3 80 24 --style tunnel --tour)
if wait_for "$S" 'tour 1/' && screen "$S" | grep -q 'its state is in the status line' &&
    status "$S" | grep -Eq '│ tunnel floor 1 │.*│ mulberry32 0x[0-9A-F]{8}' && ! status "$S" | grep -q 'level 1 tunnel'; then
    ok "80x24: the tunnel tour's first stop and the status line's mulberry32 state (the floor named once)"
else
    notok "80x24: the tunnel tour's first stop and the status line's mulberry32 state (the floor named once)" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- the tour's shop stop: draw #N is the path's last, the graveyard begins after it ----
# the stop shows that draw, in its own phase (it showed the graveyard's start, and r said
# "No draw here", then "the last before phase graveyard began"); r shows its rule
S=$(explore usertest-shoprule 80 24 --tour)
wait_for "$S" 'tour 1/' >/dev/null
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
shopstop=$(grep '^stop ' "${TOURS:-$(dirname "$0")/../../data/tour}/classic.tour" | grep -n 'Where the shop goes' | cut -d: -f1)
keys "$S" "tour $shopstop" Enter
wait_for "$S" "tour $shopstop/[0-9]+: Where the shop goes" >/dev/null
keys "$S" r
if wait_for "$S" 'rule of this draw' && screen "$S" | grep -q 'site path.shop_room at ' &&
    status "$S" | grep -q 'phase path ' && ! screen "$S" | grep -q 'No draw here' &&
    ! screen "$S" | grep -q 'the last before phase'; then
    ok "the tour's shop stop: r shows path.shop_room's rule, the path's last draw, in phase path"
else
    notok "the tour's shop stop: r shows path.shop_room's rule, the path's last draw, in phase path" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- at 80x24 a log or inspector line cut at the pane's edge ends in an ellipsis -------
S=$(explore usertest-cut 80 24 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
# draw #301's line (its decision and site) is longer than the 34-column log
if wait_for "$S" '#301 rand\(0,3\)=3 start room' && screen "$S" | grep -q '#301 rand(0,3)=3 .*…│$'; then
    ok "80x24: a log line cut at the edge ends in …"
else
    notok "80x24: a log line cut at the edge ends in …" "$(screen "$S")"
fi
keys "$S" Enter
if wait_for "$S" 'shaped, ' && screen "$S" | grep -Eq '14 shaped, 2 passed (·|-), 0 so far' &&
    screen "$S" | grep -q '#304 rand(5,7)=7 .*… *│$'; then
    ok "80x24: the inspector's lines are short or end in …"
else
    notok "80x24: the inspector's lines are short or end in …" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- a command that builds the level again ends the tour and says so ------------------
S=$(explore usertest-tourgone 200 60 --tour)
wait_for "$S" 'tour 1/' >/dev/null
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" 'seed 4' Enter
if wait_for "$S" "seed 4, level [0-9]+: [0-9]+ draws; the tour was of the level before: ':tour' starts it again" &&
    ! screen "$S" | grep -q 'tour 1/'; then
    ok ":seed during the tour ends it and says so"
else
    notok ":seed during the tour ends it and says so" "$(said "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- :why in column 42 names the border-column-42 quirk ---------------------------------
S=$(explore usertest-col42 200 60 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
cmd_says "$S" 'why 42 33' "'42 33': column 42 is off the map \\(X is 0-41\\), but [0-9]+ events are about \\(42,33\\): the border-column-42 quirk" \
    ":why 42 33 says column 42 is the border-column-42 quirk's"
tmux kill-session -t "$S" 2>/dev/null
