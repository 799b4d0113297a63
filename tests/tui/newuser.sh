# newuser.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status,
# said, ok, notok): four rough edges a new user hit, each driven as a user would, at 80x24
# and at 200x60.

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
    wait_for "$S" 'phase graveyard ' && status "$S" | grep -q "draws $last/" &&
        screen "$S" | grep -q 'Phase graveyard begins' && screen "$S" | grep -Eq '(▶|>)── phase graveyard begins' && start=yes
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

# ---- the inspector names a gem inside a block once ------------------------------------
# the first ruby seed 1's first level seals in a block, and the first hidden item (a
# level of seed 1 that has one)
xy=$("$BIN" show --seed 1 --format json | grep -o '{"kind":"ruby","x":[0-9]*,"y":[0-9]*[^}]*"inside_block":true' |
    head -n 1 | sed 's/.*"x":\([0-9]*\),"y":\([0-9]*\).*/\1 \2/')
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore "inspect-gem-$1" "$1" "$2" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    keys "$S" ':'
    wait_for "$S" '^:' >/dev/null
    keys "$S" "why $xy" Enter
    wait_for "$S" "tile ${xy% *},${xy#* }" >/dev/null
    keys "$S" End
    once=no
    wait_for "$S" 'now: brick holding ruby' && ! screen "$S" | grep -q 'holding ruby, ruby' && once=yes
    # 'spelgen why' says it so too
    why=$("$BIN" why --seed 1 $xy | head -n 1)
    if [ -n "$xy" ] && [ "$once" = yes ] && [ "$why" = "tile (${xy% *},${xy#* }): brick holding ruby" ]; then
        ok "$1x$2: the inspector at ($xy) says 'brick holding ruby', once (and so does spelgen why)"
    else
        notok "$1x$2: the inspector names the ruby in a block once" "xy=$xy once=$once why=$why
$(screen "$S")"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- the inspector says what lies beneath: a smash trap over a ladder ---------------
# (Temple level 13 from raw state 14: the trap at (25,23) keeps the ladder, as the
# original's scrEntityGen does; tests/cli/temple.sh checks the same tile with why)
S=$(explore inspect-beneath 120 40 --state 14 --level 13)
wait_for "$S" 'draws [0-9]+/' >/dev/null
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" "why 25 23" Enter
wait_for "$S" "tile 25,23" >/dev/null
keys "$S" End
if wait_for "$S" 'now: smash_trap over a ladder'; then
    ok "the inspector at (25 23) of a Temple level says 'smash_trap over a ladder'"
else
    notok "the inspector names the ladder under a smash trap" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
