# command_line.sh — sourced by run.sh (its helpers: explore, start, keys, wait_for, screen,
# status, said, cmd_says, ok, notok): the : line and the g prompt as a user types in them —
# bad arguments answered with what a command takes, :find and the help naming sites that
# exist, :break on a glob no site matches, :goto past either end, Esc, Ctrl-C and Tab in
# the line, Ctrl-Z and fg.

# a session that outlives the others: with none left the tmux server exits, and the next
# test's session could race its going
KEEPER=$(start keeper 20 5 "sleep 3600")

# ---- a command's bad arguments are answered with what it takes ---------------------
S=$(explore bad-args 100 30 --seed 1)
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

# ---- :break on a site glob no site of the style matches is refused, with a hint -------
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore "break-nosite-$1" "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'break nosuch.site' Enter
    nosite=no
    wait_for "$S" "no site of the classic style" &&
        said "$S" | grep -q "break: no site of the classic style matches 'nosuch.site'" &&
        said "$S" | grep -q "':break path\.\*' stops at every path draw" && nosite=yes
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'break mines.batt' Enter
    typo=no
    wait_for "$S" "matches 'mines.batt'" && said "$S" | grep -q 'did you mean mines\.bat?' && typo=yes
    # neither was set: the first breakpoint set is number 1, and it stops
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'break path.walk.*' Enter
    set1=no
    wait_for "$S" 'breakpoint 1: path\.walk\.\*, [0-9]+ draws on this level' && set1=yes
    # a site worded from the shop tables (classic/shops.facts), which level 1 never draws
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'break items.shop.weapon.shotgun' Enter
    data=no
    wait_for "$S" 'breakpoint 2: items\.shop\.weapon\.shotgun \(no draw matches it on this level' && data=yes
    if [ "$nosite$typo$set1$data" = yesyesyesyes ]; then
        ok "$1x$2: :break nosuch.site and mines.batt are refused with a hint; path.walk.* and a shop table's site are set"
    else
        notok "$1x$2: :break on no site is refused with a hint" "nosite=$nosite typo=$typo set1=$set1 data=$data
$(screen "$S")"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- :goto past either end stops there and says so; a draw number past it is refused --
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore "goto-end-$1" "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    total=$(status "$S" | sed -n 's|.*draws 300/\([0-9]*\).*|\1|p')
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'goto +99999' Enter
    past=no
    wait_for "$S" "draws $total/$total" &&
        said "$S" | grep -q "draw #100299 is past the last draw ($total): at the last" && past=yes
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'goto +1' Enter
    already=no
    wait_for "$S" "already at the last draw \\($total\\)" && already=yes
    # the g prompt takes the same words
    keys "$S" g
    wait_for "$S" 'go to draw' >/dev/null
    keys "$S" -- '-99999' Enter
    back=no
    wait_for "$S" "draws 0/$total" &&
        said "$S" | grep -q "99999 draws back from draw #$total is before the first draw: at draw 0" && back=yes
    # an absolute draw past the end is refused, where the explorer stands
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" 'goto 99999' Enter
    refused=no
    wait_for "$S" "'99999' is not a draw of this level; draws are 0-$total" &&
        status "$S" | grep -q "draws 0/$total" && refused=yes
    if [ -n "$total" ] && [ "$past$already$back$refused" = yesyesyesyes ]; then
        ok "$1x$2: :goto +99999 stops at the last draw and says so, g -99999 at draw 0; :goto 99999 is refused"
    else
        notok "$1x$2: :goto past an end says so" "total=$total past=$past already=$already back=$back refused=$refused
$(screen "$S")"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done
