# export.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status, ok,
# notok): :export writes the level at the step shown, as text and JSON, and keeps a file
# unless :export!.

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
