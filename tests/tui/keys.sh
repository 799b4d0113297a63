# keys.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status, ok,
# notok): the key table: one meaning a key, the help
# made from the table, every prompt cancelled by Ctrl-C without quitting.

for size in 80x24 200x60; do
    w=${size%x*} h=${size#*x}
    S=$(explore "keys$w" "$w" "$h" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null

    # n and N only search: with no search yet they say so and the draw stays
    keys "$S" n
    if wait_for "$S" 'nothing to search for' && status "$S" | grep -q 'draws 300/'; then
        ok "$size: n with no search says so and does not step"
    else
        notok "$size: n with no search says so and does not step" "$(status "$S")"
    fi
    # w steps a draw; W a room of the walk (more than one draw); p is no key any more
    keys "$S" w
    if wait_for "$S" 'draws 301/'; then ok "$size: w steps one draw"
    else notok "$size: w steps one draw" "$(status "$S")"; fi
    keys "$S" W
    sleep 0.3
    big=$(status "$S" | sed -n 's/.*draws \([0-9]*\)\/.*/\1/p')
    if [ -n "$big" ] && [ "$big" -gt 302 ]; then ok "$size: W steps more than one draw (301 to $big)"
    else notok "$size: W steps more than one draw" "$(status "$S")"; fi
    keys "$S" p
    if wait_for "$S" 'p does nothing here' && status "$S" | grep -q "draws $big/"; then
        ok "$size: p, no key now, says so and moves nothing"
    else
        notok "$size: p says it does nothing" "$(status "$S")"
    fi

    # Ctrl-C in each prompt cancels it: the explorer stays, at the same draw
    for prompt in g / m "'" ':'; do
        case $prompt in
        g) shows='go to draw' ;;
        /) shows='search the draws for' ;;
        m) shows='mark: a-z' ;;
        "'") shows='go to mark' ;;
        :) shows='^:' ;;
        esac
        keys "$S" "$prompt"
        if ! wait_for "$S" "$shows"; then
            notok "$size: $prompt opens its prompt" "$(screen "$S")"
            continue
        fi
        [ "$prompt" = m ] || [ "$prompt" = "'" ] || keys "$S" 1 2
        keys "$S" C-c
        sleep 0.3
        if alive "$S" && wait_for "$S" "draws $big/" && ! screen "$S" | grep -Eq "$shows"; then
            ok "$size: Ctrl-C in the $prompt prompt cancels it and the explorer stays"
        else
            notok "$size: Ctrl-C in the $prompt prompt cancels it and the explorer stays" "$(screen "$S" 2>&1)"
            alive "$S" || break
        fi
    done
    # and outside a prompt Ctrl-C still quits (run.sh checks the terminal is given back)

    # the help is the key table: every binding's words are on one of its pages
    keys "$S" '?'
    wait_for "$S" 'help: keys and commands|help \(up/down scroll\)' >/dev/null
    # page down to its end: until a page is the one before it
    pages="" last="" i=0
    while [ "$i" -lt 60 ]; do
        now=$(screen "$S")
        if [ "$now" = "$last" ]; then # the end, or a slow redraw: look again
            sleep 0.6
            now=$(screen "$S")
            [ "$now" = "$last" ] && break
        fi
        pages="$pages
$now"; last=$now; i=$((i + 1))
        keys "$S" NPage; sleep 0.2
    done
    keys "$S" x
    missing=""
    "$BIN" explore --list-keys > "$TMP/keytable"
    while IFS='	' read -r ctx names action help; do
        # the first words of the help, as far as the first row surely holds them
        first=$(printf '%s' "$help" | cut -c1-22 | sed 's/ [^ ]*$//')
        printf '%s\n' "$pages" | grep -qF -- "$first" || missing="$missing [$ctx $names: $first]"
    done < "$TMP/keytable"
    if [ -s "$TMP/keytable" ] && [ -z "$missing" ]; then ok "$size: the help shows every binding of --list-keys"
    else notok "$size: the help shows every binding of --list-keys" "missing:$missing"; fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- a force compares with the level as drawn, built once while only the forces change
# (the level it replaces, when that had none, becomes the comparison): the counts are the
# same as when the level as drawn is built afresh (:diff force's other side, or after a diff)
S=$(explore "asdrawn" 200 60 --seed 2)
wait_for "$S" 'draws 300/' >/dev/null
cmd() { keys "$1" ':'; wait_for "$1" '^:' >/dev/null; keys "$1" "$2" Enter; }
cmd "$S" 'diff force 304 5'
wait_for "$S" 'the draws part at #304' >/dev/null
ref=$(said "$S" | sed -n 's/.*; \([0-9]*\) tiles, \([0-9]*\) rooms differ.*/\1 tiles \2 rooms/p')
cmd "$S" 'diff off'
wait_for "$S" 'diff off' >/dev/null
# a later force says what it changed, then the totals ("with all 2, N tiles and M rooms")
got() { said "$1" | sed -n "s/.*returns $2: \([0-9]*\) tiles and \([0-9]*\) rooms differ.*/\1 tiles \2 rooms/p
    s/.*returns $2: this force changes .*; with all [0-9]*, \([0-9]*\) tiles\{0,1\} and \([0-9]*\) rooms\{0,1\} differ.*/\1 tiles \2 rooms/p"; }
cmd "$S" 'force 304 5'
wait_for "$S" 'returns 5:' >/dev/null
a1=$(got "$S" 5)
cmd "$S" 'force 310 3'
wait_for "$S" 'returns 3:' >/dev/null
a2=$(got "$S" 3)
cmd "$S" 'unforce'
wait_for "$S" 'dropped 2 forces' >/dev/null
cmd "$S" 'force 304 5'
wait_for "$S" 'returns 5:' >/dev/null
b1=$(got "$S" 5)
cmd "$S" 'diff quirk walk-else'
wait_for "$S" 'the draws part' >/dev/null
cmd "$S" 'diff off'
wait_for "$S" 'diff off' >/dev/null
cmd "$S" 'force 310 3'
wait_for "$S" 'returns 3:' >/dev/null
b2=$(got "$S" 3)
# the same two forces, the level built again for a quirk switched to what it was: the
# level as drawn is built afresh, and the map's title counts what differs from it
cmd "$S" 'quirk walk-else on'
wait_for "$S" 'quirk walk-else on:' >/dev/null
ref2=$(screen "$S" | sed -n 's/.*map: \([0-9]*\) tiles differ.*/\1 tiles/p' | head -n 1)
if [ -n "$ref" ] && [ "$a1" = "$ref" ] && [ "$b1" = "$ref" ] && [ -n "$ref2" ] &&
    [ "${a2% * *}" = "$ref2" ] && [ "$a2" = "$b2" ]; then
    ok ":force counts what differs from the level as drawn, kept or built afresh ($ref; $a2)"
else
    notok ":force counts what differs from the level as drawn, kept or built afresh" \
        "diff force: '$ref'; rebuilt for a quirk: '$ref2'; force: '$a1', '$a2'; after unforce '$b1', after a diff '$b2'"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- explore --force: a later force counts draws of the level with the earlier ones in
# effect, as show's does: #310 is rand(3,5) once #304 is 5 (rand(5,7) as drawn)
S=$(explore "twoforces" 200 60 --seed 2 --force 304=5 --force 310=3)
if wait_for "$S" 'force #304=5 #310=3' && wait_for "$S" 'map: [0-9]+ tiles differ'; then
    ok "explore --force 304=5 --force 310=3 opens with both forces, as show takes them"
else
    notok "explore --force 304=5 --force 310=3 opens with both forces" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
S=$(start "badforce" 200 10 "$RUN sh -c \"'$BIN' explore --seed 2 --force 304=5 --force 310=6; echo rc=\\\$?; sleep 30\"")
if wait_for "$S" 'rc=' && screen "$S" | grep -q 'rc=2' && screen "$S" | grep -q '310=6.*value is 3-5\|#310 is rand(3,5)'; then
    ok "explore: a later force out of its call's range (in the forced level) is refused, status 2"
else
    notok "explore: a later force out of its call's range is refused, status 2" "$(screen "$S")"
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
