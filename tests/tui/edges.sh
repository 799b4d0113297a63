# edges.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status, ok,
# notok): the rough edges a new user met (issue 12, item 5), each driven as a user would.

# a session that outlives the others: with none left the tmux server exits, and the next
# test's session could race its going
KEEPER=$(start keeper 20 5 "sleep 3600")

# ---- the help and :find name sites that exist ----------------------------------------
S=$(explore sites 200 60 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" 'find' Enter
wait_for "$S" 'find needs some text' >/dev/null
named=$(status "$S" | sed -n "s/.*a site as '\([a-z_.]*\)'.*/\1/p")
keys "$S" '?'
wait_for "$S" 'big step back' >/dev/null
# the help's example site, written as a regex (mines\.bat): its backslashes go
helped=$(screen "$S" | sed -n 's/.* sites (\([a-z_.\\]*\)).*/\1/p' | head -n 1 | tr -d '\\')
keys "$S" x
bad=""
for site in $named $helped; do
    "$BIN" trace --seed 1 | awk -v s="$site" '$3 == s { found = 1 } END { exit !found }' || bad="$bad $site"
done
if [ -n "$named" ] && [ -n "$helped" ] && [ -z "$bad" ]; then
    ok "the :find error and the help name sites level 1 draws ($named, $helped)"
else
    notok "the :find error and the help name sites level 1 draws" "named '$named' helped '$helped' missing:$bad"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- TERM=dumb is refused in one line, as a pipe is ----------------------------------
S=$(start dumb 100 30 "$RUN TERM=dumb sh -c \"'$BIN' explore --seed 1; echo rc=\\\$?; sleep 30\"")
if wait_for "$S" 'rc=' && screen "$S" | grep -q "cannot draw on TERM=dumb; for text use 'spelgen show'" &&
    screen "$S" | grep -q 'rc=1' && [ "$(screen "$S" | grep -vc '^ *$')" = 2 ]; then
    ok "TERM=dumb: one line saying it cannot draw there, status 1"
else
    notok "TERM=dumb: one line saying it cannot draw there, status 1" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- a key that does nothing says so --------------------------------------------------
S=$(explore unknown-key 100 30 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" z
if wait_for "$S" 'z does nothing here; \? lists the keys' && status "$S" | grep -q 'draws 300/'; then
    ok "an unknown key (z) hints at ? and moves nothing"
else
    notok "an unknown key (z) hints at ? and moves nothing" "$(status "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

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
    head -n 1 "$TMP/quirk.txt" 2>/dev/null | grep -q 'level 2 (Mines).*; quirks: walk-else off$' && exported=yes
    if [ "$shown$kept$exported" = yesyesyes ]; then
        ok "at $1x$2 a quirk off shows in the status line, is said to stay on :level, is in the export"
    else
        notok "at $1x$2 a quirk off shows in the status line, is said to stay on :level, is in the export" "shown=$shown kept=$kept exported=$exported
$(status "$S")
$(head -n 1 "$TMP/quirk.txt" 2>/dev/null)"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done
