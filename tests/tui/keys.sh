# keys.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status, ok,
# notok): the key table (issue 11 item 5, issue 13 item 5): one meaning a key, the help
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
    wait_for "$S" 'help' >/dev/null
    pages=""
    for i in 1 2 3 4 5 6 7 8 9 10 11 12; do pages="$pages
$(screen "$S")"; keys "$S" NPage; sleep 0.15; done
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
