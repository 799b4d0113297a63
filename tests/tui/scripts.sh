# scripts.sh — sourced by run.sh (its helpers: explore, keys, wait_for, screen, status,
# ok, notok): `explore --scripts`, the explorer over a level the project's own scripts
# build (issue 25), on a small project of our own written here (nothing of the
# original's): a loop in scrMakeRow draws where each block goes, oBlock's Create draws its
# look.

SP=$TMP/scripts-data
mkdir -p "$SP/scripts" "$SP/project/rooms/rLevel" "$SP/project/objects/oGlobals" \
         "$SP/project/objects/oGame" "$SP/project/objects/oBrick"
cat >"$SP/project/objects.txt" <<'END'
# index name parent sprite mask solid visible depth persistent
0 oGlobals - - - no no 0 yes
1 oGame - - - no yes 0 no
2 oBrick - sBlock - yes yes 0 no
END
printf '0 sBlock 0 0 0 0 15 15 16 16 1\n' >"$SP/project/sprites.txt"
printf 'name rLevel\nindex 0\nsize 160 128\ncreation-code no\ninstances 1\n100001 0 0 oGame\n' \
    >"$SP/project/rooms/rLevel/room.txt"
printf 'global.made = 0;\n' >"$SP/project/objects/oGlobals/create.gml"
printf 'scrMakeRow(3);\n' >"$SP/project/objects/oGame/create.gml"
printf 'look = rand(1, 4);\nglobal.made += 1;\n' >"$SP/project/objects/oBrick/create.gml"
printf 'return floor(random(argument1 - argument0 + 1)) + argument0;\n' >"$SP/scripts/rand.gml"
cat >"$SP/scripts/scrMakeRow.gml" <<'END'
// one row of bricks, each where a roll says
for (i = 0; i < 6; i += 1)
{
    col = rand(0, 9);
    instance_create(col * 16, argument0 * 16, oBrick);
}
END

# ---- it opens the scripts' level: their draws, named by script and line -------------
S=$(explore scripts 120 40 --scripts --state 1 --level 1 --data "'$SP'")
if wait_for "$S" 'phase scripts' && status "$S" | grep -q 'draws 0/12' &&
   screen "$S" | grep -q '#1 rand(0,9)=[0-9]  *scrMakeRow:4' &&
   screen "$S" | grep -q '#2 rand(1,4)=[1-4]  *oBrick:create:1'; then
    ok "explore --scripts opens the scripts' level: 12 draws named by script and line"
else
    notok "explore --scripts opens the scripts' level" "$(screen "$S")"
fi
# stepping: each brick's tile is written after the draw that placed it
keys "$S" End
if wait_for "$S" 'draws 12/12' && screen "$S" | grep -q 'tile ([0-9],3) becomes brick' &&
   screen "$S" | sed -n 6p | grep -q '#'; then
    ok "explore --scripts: at the end the bricks the scripts made stand on row 3"
else
    notok "explore --scripts: the bricks stand on row 3" "$(screen "$S")"
fi
keys "$S" Home
if wait_for "$S" 'draws 0/12' && ! screen "$S" | sed -n 6p | grep -q '#'; then
    ok "explore --scripts: before the first draw the map is blank"
else
    notok "explore --scripts: before the first draw the map is blank" "$(screen "$S")"
fi
# ---- the source pane (s): the script's text around the draw's line, following steps ----
keys "$S" Home
keys "$S" s
if wait_for "$S" 'source \(s closes\)' && screen "$S" | grep -q 'before the first draw: no script runs yet'; then
    ok "s opens the source pane; before the first draw it says no script runs yet"
else
    notok "s opens the source pane before the first draw" "$(screen "$S")"
fi
keys "$S" Space
if wait_for "$S" 'source: scripts/scrMakeRow.gml:4 \(s closes\)' &&
   screen "$S" | grep -q '>   4     col = rand(0, 9);' &&
   screen "$S" | grep -q '    5     instance_create(col \* 16, argument0 \* 16, oBrick);'; then
    ok "the source pane shows scrMakeRow.gml around line 4, that line marked"
else
    notok "the source pane shows scrMakeRow.gml at line 4" "$(screen "$S")"
fi
keys "$S" Space
if wait_for "$S" 'source: project/objects/oBrick/create.gml:1' &&
   screen "$S" | grep -q '>   1 look = rand(1, 4);'; then
    ok "a step into oBrick's Create: the pane follows to its event's file and line"
else
    notok "the source pane follows a step into oBrick's Create" "$(screen "$S")"
fi
keys "$S" b
if wait_for "$S" 'source: scripts/scrMakeRow.gml:4'; then
    ok "a step back: the pane goes back to scrMakeRow.gml:4"
else
    notok "the source pane follows a step back" "$(screen "$S")"
fi
keys "$S" End
if wait_for "$S" 'draws 12/12' && screen "$S" | grep -q 'source: project/objects/oBrick/create.gml:1'; then
    ok "a jump to the end: the pane shows the last draw's line"
else
    notok "the source pane follows a jump" "$(screen "$S")"
fi
keys "$S" s
if wait_for "$S" 'draw log: 12 draws' && ! screen "$S" | grep -q 'source: '; then
    ok "s again closes the source pane"
else
    notok "s again closes the source pane" "$(screen "$S")"
fi
keys "$S" Home

# ---- :break SCRIPT:LINE and :break SCRIPT, with conditions as for sites --------------
cmd_says "$S" 'break scrMakeRow:4 if value > 4' 'breakpoint 1: scrMakeRow:4 if value > 4' \
    ":break SCRIPT:LINE if COND is set"
keys "$S" c
if wait_for "$S" 'breakpoint 1 \(scrMakeRow:4 if value > 4\): draw #[0-9]+ rand\(0,9\) = [5-9]'; then
    ok ":break scrMakeRow:4 if value > 4 stops at that line's draw of a value over 4"
else
    notok ":break scrMakeRow:4 if value > 4 stops there" "$(said "$S")"
fi
cmd_says "$S" 'delete 1' 'deleted breakpoint 1' ":delete takes the script's breakpoint away"
keys "$S" Home
cmd_says "$S" 'break oBrick' 'breakpoint 2: oBrick' ":break OBJECT (every draw made in its events) is set"
keys "$S" c
if wait_for "$S" 'breakpoint 2 \(oBrick\): draw #2 rand\(1,4\)'; then
    ok ":break oBrick stops at the first draw its Create made"
else
    notok ":break oBrick stops at its Create's first draw" "$(said "$S")"
fi
cmd_says "$S" 'break scrMakeRow:9' "no draw of this level is made at 'scrMakeRow:9' \(the scripts drew at scrMakeRow:4, oBrick:create:1\)" \
    ":break on a line that draws nothing here is refused, naming the lines that drew"
keys "$S" q

# the native port's levels have no script text to show
S=$(explore source-native 100 30 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" s
if wait_for "$S" 'the source pane shows the project.s own scripts: open the level with explore --scripts'; then
    ok "s on a native level says the source pane is --scripts' and how to get there"
else
    notok "s on a native level says what the source pane needs" "$(said "$S")"
fi
keys "$S" q

# ---- refused: a seed, and a level past the Mines; the terminal is never taken -------
out=$("$BIN" explore --scripts --seed 1 --data "$SP" 2>&1 </dev/null); rc=$?
if [ $rc -eq 2 ] && echo "$out" | grep -q 'give --state S'; then
    ok "explore --scripts --seed is refused (exit 2): it builds one level from a raw state"
else
    notok "explore --scripts --seed is refused" "exit $rc: $out"
fi
out=$("$BIN" explore --scripts --state 1 --level 5 --data "$SP" 2>&1 </dev/null); rc=$?
if [ $rc -eq 2 ] && echo "$out" | grep -q 'Mines (levels 1-4) only'; then
    ok "explore --scripts --level 5 is refused (exit 2): only the Mines' objects are mapped"
else
    notok "explore --scripts --level 5 is refused" "exit $rc: $out"
fi
