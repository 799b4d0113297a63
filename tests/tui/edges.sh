# edges.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status, ok,
# notok): the rough edges a new user meets, each driven as a user would.

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
# the help is taller than the screen: its pages, PgDn after PgDn
pages=""
for i in 1 2 3 4 5 6; do pages="$pages
$(screen "$S")"; keys "$S" NPage; sleep 0.2; done
# the help's example site, written as a regex (mines\.bat): its backslashes go
helped=$(printf '%s\n' "$pages" | sed -n 's/.* sites (\([a-z_.\\]*\)).*/\1/p' | head -n 1 | tr -d '\\')
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
# the first of these letters the key table leaves unbound on the map (z was one, until
# it became the zoom)
free=""
for k in v x y o t s d a i Z X Y; do
    "$BIN" explore --list-keys | awk -F'\t' -v k="$k" '$1 == "map" { n = split($2, a, " "); for (i = 1; i <= n; i++) if (a[i] == k) f = 1 } END { exit !f }' || { free=$k; break; }
done
S=$(explore unknown-key 100 30 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" "$free"
if [ -n "$free" ] && wait_for "$S" "$free does nothing here; \\? lists the keys" && status "$S" | grep -q 'draws 300/'; then
    ok "an unknown key ($free) hints at ? and moves nothing"
else
    notok "an unknown key ('$free') hints at ? and moves nothing" "$(status "$S")"
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

# ---- :export writes the level at the step shown, and keeps a file unless :export! -----
S=$(explore export-step 200 60 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" g
wait_for "$S" 'go to draw' >/dev/null
keys "$S" 2000 Enter
wait_for "$S" 'draws 2000/' >/dev/null
rm -f "$TMP/step.txt" "$TMP/step.json"
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" "export $TMP/step.txt" Enter
wait_for "$S" 'wrote the level at draw 2000 of [0-9]+' >/dev/null
# the map as the explorer shows it (the whole map fits at 200x60): rows 2.. of the screen
shown=$(screen "$S" | sed -n '3,36p' | sed 's/^│//; s/│.*//')
written=$(sed -n '3,36p' "$TMP/step.txt" 2>/dev/null)
finished=$("$BIN" show --seed 1 | sed -n '2,35p')
if head -n 1 "$TMP/step.txt" 2>/dev/null | grep -q 'at draw 2000 of ' &&
    sed -n 2p "$TMP/step.txt" | grep -q ': 2000 draws' && [ -n "$written" ] &&
    [ "$shown" = "$written" ] && [ "$written" != "$finished" ]; then
    ok ":export at draw 2000 writes the map the explorer shows there, not the finished level"
else
    notok ":export at draw 2000 writes the map the explorer shows there, not the finished level" "$(head -n 4 "$TMP/step.txt" 2>/dev/null)
shown:
$(printf '%s\n' "$shown" | head -n 5)"
fi
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" "export $TMP/step.json" Enter
wait_for "$S" 'wrote the level at draw 2000' >/dev/null
if python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(not (d["at_draw"] == 2000 and d["rng"]["draws"] == 2000))' "$TMP/step.json" 2>/dev/null; then
    ok ":export at draw 2000 as JSON parses and says at_draw 2000"
else
    notok ":export at draw 2000 as JSON parses and says at_draw 2000" "$(head -c 300 "$TMP/step.json" 2>/dev/null)"
fi
keys "$S" Space ':'
wait_for "$S" '^:' >/dev/null
keys "$S" "export $TMP/step.txt" Enter
refused=no; kept=no; forced=no
wait_for "$S" "exists; ':export! " && refused=yes
head -n 1 "$TMP/step.txt" | grep -q 'at draw 2000 of' && kept=yes
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" "export! $TMP/step.txt" Enter
wait_for "$S" 'wrote the level at draw 2001' && head -n 1 "$TMP/step.txt" | grep -q 'at draw 2001 of' && forced=yes
if [ "$refused$kept$forced" = yesyesyes ]; then
    ok ":export refuses to overwrite a file, :export! overwrites it"
else
    notok ":export refuses to overwrite a file, :export! overwrites it" "refused=$refused kept=$kept forced=$forced $(status "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- the : line: Esc and Ctrl-C cancel it, Tab lists inside the screen, whole words ----
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore cmdline "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    esc=no; ctrlc=no; inside=no; whole=no
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'goto 5'
    wait_for "$S" '^:goto 5' >/dev/null
    keys "$S" Escape
    wait_for "$S" 'draws 300/.*\? help' && ! screen "$S" | grep -q '^:goto' && esc=yes
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'goto 6'
    wait_for "$S" '^:goto 6' >/dev/null
    keys "$S" C-c
    sleep 0.3
    alive "$S" && wait_for "$S" 'draws 300/.*\? help' && ! screen "$S" | grep -q '^:goto' && ctrlc=yes
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'quirk ' Tab
    if wait_for "$S" 'walk-else'; then
        # the title line is still on top (nothing scrolled) and the screen is as tall
        screen "$S" | head -n 1 | grep -q '^ spelgen' && [ "$(screen "$S" | wc -l)" -le "$2" ] && inside=yes
        # every word on the rows above the line is a whole quirk name (or "... N more")
        names=$("$BIN" show --quirk list | awk '{print $1}')
        rows=$(screen "$S" | grep -B 30 '^:quirk' | grep -v '^:quirk' | tail -n "$(( $2 / 3 ))" |
            grep -E '(^| )(walk-else|wasted-rolls|rubble-draws)( |$)|more$' | tr -s ' ' '\n' | grep -v '^$')
        whole=yes
        for w in $rows; do
            case $w in ...|more) continue ;; esac
            case $w in *[!0-9]*) ;; *) continue ;; esac
            printf '%s\n' "$names" | grep -qxF -- "$w" || { whole="no ($w)"; break; }
        done
        [ -n "$rows" ] || whole="no (none listed)"
    fi
    keys "$S" C-u Escape
    if [ "$esc$ctrlc$inside$whole" = yesyesyesyes ]; then
        ok "at $1x$2 the : line: Esc and Ctrl-C cancel it, Tab lists whole names inside the screen"
    else
        notok "at $1x$2 the : line: Esc and Ctrl-C cancel it, Tab lists whole names inside the screen" "esc=$esc ctrl-c=$ctrlc inside=$inside whole=$whole
$(screen "$S")"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- Ctrl-Z and fg inside the : line come back to the line as it was ------------------
S=$(start suspend 100 30 "$RUN PS1='$ ' bash --norc --noprofile -i")
wait_for "$S" '\$ ' >/dev/null
keys "$S" "'$BIN' explore --seed 1" Enter
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" 'goto 42'
wait_for "$S" '^:goto 42' >/dev/null
keys "$S" C-z
if wait_for "$S" 'Stopped'; then
    keys "$S" fg Enter
    if wait_for "$S" '^:goto 42 *$'; then
        keys "$S" Enter
        if wait_for "$S" 'draws 42/'; then ok "Ctrl-Z in the : line stops the explorer; after fg the line shows its text and runs"
        else notok "after fg the : line runs what it held" "$(screen "$S")"; fi
    else
        notok "after fg the : line shows what it held" "$(screen "$S")"
    fi
else
    notok "Ctrl-Z in the : line stops the explorer" "$(screen "$S")"
fi
keys "$S" q
tmux kill-session -t "$S" 2>/dev/null

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
