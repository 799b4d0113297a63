# terminal.sh — sourced by run.sh (its helpers: explore, start, keys, wait_for, screen,
# status, said, ok, notok): the explorer on small and odd terminals — TERM=dumb refused in
# one line; at 80x24 the help edge to edge, the status line's RNG state, lines cut with an
# ellipsis and e for all of it; the size message at 50x15, the map's footer at 60x20.

# ---- TERM=dumb is refused in one line, as a pipe is ----------------------------------
S=$(start dumb 100 30 "$RUN TERM=dumb sh -c \"'$BIN' explore --seed 1; echo rc=\\\$?; sleep 30\"")
if wait_for "$S" 'rc=' && screen "$S" | grep -q "cannot draw on TERM=dumb; for text use 'spelgen show'" &&
    screen "$S" | grep -q 'rc=1' && [ "$(screen "$S" | grep -vc '^ *$')" = 2 ]; then
    ok "TERM=dumb: one line saying it cannot draw there, status 1"
else
    notok "TERM=dumb: one line saying it cannot draw there, status 1" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- cut texts at 80x24: an ellipsis and e for all of it, the key hint kept -----------
S=$(explore cut-texts 80 24 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
logtext() { screen "$1" | sed -n 's/.*││//p' | sed 's/│ *$//' | tr '\n' ' ' | tr -s ' '; }
cut=no; hint=no; full=no; msg=no
logtext "$S" | grep -q '… e: all' && cut=yes
logtext "$S" | grep -q 'Space makes draw #301, \] the next phase, ? every key' && hint=yes
keys "$S" e
wait_for "$S" 'explanation in full' >/dev/null
logtext "$S" | grep -q "the Ice Caves' rolls and the shop\. Space makes draw #301" && ! logtext "$S" | grep -q '… e: all' && full=yes
keys "$S" e ':'
wait_for "$S" '^:' >/dev/null
keys "$S" 'phase foo' Enter
# the whole list, on rows above the status line, no name broken
wait_for "$S" 'dressing, finish' && screen "$S" | grep -q "'foo' is not a phase of this level; phases: screen," && msg=yes
if [ "$cut$hint$full$msg" = yesyesyesyes ]; then
    ok "at 80x24 a long explanation ends in '… e: all' with the key hint kept, e shows it all, a long message wraps whole"
else
    notok "at 80x24 a long explanation ends in '… e: all' with the key hint kept, e shows it all, a long message wraps whole" "cut=$cut hint=$hint full=$full msg=$msg
$(screen "$S")"
fi
# the size message at 50x15 and the map's footer at 60x20 are broken between words
tmux resize-window -t "$S" -x 50 -y 15 2>/dev/null
if wait_for "$S" 'needs at least' && screen "$S" | grep -Eq '(^| )60x20( |$)' && screen "$S" | grep -Eq '(^|\()?50x15\)'; then
    ok "at 50x15 the size message is broken between words"
else
    notok "at 50x15 the size message is broken between words" "$(screen "$S")"
fi
tmux resize-window -t "$S" -x 60 -y 20 2>/dev/null
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" Escape # the message above the status line goes, the footer shows
wait_for "$S" '\? help' >/dev/null
wait_for "$S" '^└─ [^─]*[0-9] ─' >/dev/null
foot=$(screen "$S" | grep '^└' | head -n 1)
if printf '%s' "$foot" | grep -Eq '^└─ [^─]*[0-9] ─+┘'; then ok "at 60x20 the map's footer is whole ($foot)"
else notok "at 60x20 the map's footer is whole" "$foot"; fi
tmux kill-session -t "$S" 2>/dev/null

# ---- at 80x24 the help covers the panes edge to edge: no border of theirs beside it ----
S=$(explore narrow-help 80 24 --seed 1)
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
S=$(explore narrow-state 80 24 --style fools --tour)
if wait_for "$S" 'tour 1/' && screen "$S" | grep -q 'state in the status line' &&
    status "$S" | grep -Eq 'draws [0-9]+/[0-9]+ │ WELL 0x[0-9A-F]{8}'; then
    ok "80x24: the fools tour's first stop and the status line's WELL state"
else
    notok "80x24: the fools tour's first stop and the status line's WELL state" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
S=$(explore narrow-state2 80 24 --seed 1 --level 2)
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" End
if wait_for "$S" 'phase finish' && status "$S" | grep -Eq 'draws 7[0-9]+/[0-9]+ │ LCG 0x[0-9A-F]{8}'; then
    ok "80x24: at the end of level 2 the status line still shows the LCG state"
else
    notok "80x24: at the end of level 2 the status line still shows the LCG state" "$(status "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
# the tunnel tour's first stop says "its state is in the status line": at 80 columns too
S=$(explore narrow-state3 80 24 --style tunnel --tour)
if wait_for "$S" 'tour 1/' && screen "$S" | grep -q 'its state is in the status line' &&
    status "$S" | grep -Eq '│ tunnel floor 1 │.*│ mulberry32 0x[0-9A-F]{8}' && ! status "$S" | grep -q 'level 1 tunnel'; then
    ok "80x24: the tunnel tour's first stop and the status line's mulberry32 state (the floor named once)"
else
    notok "80x24: the tunnel tour's first stop and the status line's mulberry32 state (the floor named once)" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- at 80x24 a log or inspector line cut at the pane's edge ends in an ellipsis -------
S=$(explore narrow-cut 80 24 --seed 1)
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
