#!/bin/sh
# scripts.sh BIN — the GML interpreter as a user meets it (trace --scripts, verify):
# import writes the project's objects, sprites, resources and rooms under DIR/project;
# a small generator of our own (written here: nothing of the original's) runs under
# `trace --scripts` (and `show --scripts`, the objects made) with each draw named by script and line, a roll on the right of a
# false `and` drawn, an object's Create run inside instance_create; a script error is one
# line naming script, line and column, exit 1; bad options of verify exit 2; `diff --scripts`
# names both sides' script lines where a copy with one odd changed parts (exit 1; the
# same project on both sides: exit 0); find and count refuse --scripts; import names
# the scripts that are not v1.1's.
# Ends with "N passed, M failed"; exits non-zero when anything failed.
BIN=${1:?usage: scripts.sh BIN}
FIX=$(dirname "$0")/fixtures/synthetic.gmk
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "not ok - $*" >&2; }
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT

# usage WANT CMD... : exit 2, nothing on stdout, one line on stderr holding WANT
usage() {
    want=$1; shift
    "$@" >"$T/out" 2>"$T/err"; rc=$?
    if [ $rc -ne 2 ] || [ -s "$T/out" ] || [ "$(wc -l <"$T/err")" -ne 1 ] ||
       ! grep -q "$want" "$T/err"; then
        bad "'$*': exit $rc, want 2 and one line with '$want': $(cat "$T/err")"
    else ok; fi
}

# import writes project/, and says which of the scripts the native port follows are not
# v1.1's (by digest): our project has none of them
"$BIN" import -o "$T/data" "$FIX" >"$T/imp" 2>&1 || bad "import of the synthetic project"
if grep -q "22 of the 22 scripts spelgen's native port follows differ from v1.1's: rand isLevel" "$T/imp"
then ok; else bad "import's word on the scripts: $(cat "$T/imp")"; fi
if grep -q '^scripts-not-v11 22 rand isLevel isRoom .* scrCheckWaterTop$' "$T/data/manifest"
then ok; else bad "manifest: $(grep scripts-not "$T/data/manifest")"; fi
for f in project/objects.txt project/sprites.txt project/resources.txt; do
    if [ -f "$T/data/$f" ]; then ok; else bad "import wrote no $f"; fi
done

# our own generator, in the import's layout
D=$T/data
rm -rf "$D/scripts" "$D/project"
mkdir -p "$D/scripts" "$D/project/rooms/rLevel" "$D/project/objects/oGlobals" \
         "$D/project/objects/oGame" "$D/project/objects/oBlock" "$D/project/objects/oBrick"
cat >"$D/project/objects.txt" <<'END'
# index name parent sprite mask solid visible depth persistent
0 oGlobals - - - no no 0 yes
1 oGame - - - no yes 0 no
2 oBlock - sBlock - yes yes 0 no
3 oBrick oBlock sBlock - yes yes 0 no
END
printf '0 sBlock 0 0 0 0 15 15 16 16 1\n' >"$D/project/sprites.txt"
printf 'name rLevel\nindex 0\nsize 160 128\ncreation-code no\ninstances 1\n100001 0 0 oGame\n' \
    >"$D/project/rooms/rLevel/room.txt"
printf 'global.bricks = 0;\n' >"$D/project/objects/oGlobals/create.gml"
printf 'scrInitLevel();\n' >"$D/project/objects/oGame/create.gml"
printf 'solidness = 1;\n' >"$D/project/objects/oBlock/create.gml"
printf '// action 0: action_inherited()\n// action 1: code\nlook = rand(1, 4);\nglobal.bricks += solidness;\n' \
    >"$D/project/objects/oBrick/create.gml"
printf 'return floor(random(argument1 - argument0 + 1)) + argument0;\n' >"$D/scripts/rand.gml"
cat >"$D/scripts/scrInitLevel.gml" <<'END'
for (i = 0; i < 10; i += 1)
{
    if (i > 100 and rand(1, 3) == 1) instance_create(i * 16, 0, oBrick);
    else if (not collision_point(i * 16, 16, oBlock, 0, 0)) instance_create(i * 16, 16, oBrick);
}
END

"$BIN" trace --scripts --state 1 --level 1 --data "$D" >"$T/trace" 2>"$T/err"; rc=$?
if [ $rc -eq 0 ] && [ ! -s "$T/err" ]; then ok; else bad "trace --scripts: exit $rc: $(cat "$T/err")"; fi
# 10 rolls of the `and`'s right side (its left is false) and 10 bricks' looks
if [ "$(wc -l <"$T/trace")" -eq 21 ]; then ok; else bad "trace --scripts: $(wc -l <"$T/trace") lines, want 21"; fi
want=$(printf 'draw\tsite\tcall\tvalue\tstate\n1\tscrInitLevel:3\trand(1,3)\t1\t0x08088406\n2\toBrick:create:3\trand(1,4)\t4\t0xDC6DAC1F\n3\tscrInitLevel:3\trand(1,3)\t1\t0x33DC589C\n4\toBrick:create:3\trand(1,4)\t2\t0x45DE2B0D')
if [ "$(head -5 "$T/trace")" = "$want" ]; then ok; else bad "trace --scripts begins: $(head -5 "$T/trace")"; fi
# the same level twice: byte-identical
"$BIN" trace --scripts --state 1 --level 1 --data "$D" >"$T/trace2" 2>/dev/null
if cmp -s "$T/trace" "$T/trace2"; then ok; else bad "trace --scripts is not deterministic"; fi

# show --scripts: the objects made, in creation order
"$BIN" show --scripts --state 1 --level 1 --data "$D" >"$T/show" 2>"$T/err"; rc=$?
if [ $rc -eq 0 ] && head -1 "$T/show" | grep -q '^# level 1 from state 1 (0x00000001), built by the project.s scripts: 20 draws, end state 0x.*, 12 objects$'
then ok; else bad "show --scripts: exit $rc: $(head -1 "$T/show") $(cat "$T/err")"; fi
if [ "$(sed -n '2,5p' "$T/show")" = "$(printf 'object\tx\ty\tsprite\noGlobals\t0\t0\t-\noGame\t0\t0\t-\noBrick\t0\t16\tsBlock')" ] &&
   [ "$(grep -c '^oBrick' "$T/show")" -eq 10 ]
then ok; else bad "show --scripts lists: $(cat "$T/show")"; fi
usage "tsv only" "$BIN" show --scripts --state 1 --format json --data "$D"
# why --scripts: the object on the tile, the call that made it, the roll before, its own
"$BIN" why 1 1 --scripts --state 1 --level 1 --data "$D" >"$T/why" 2>"$T/err"
want=$(printf 'tile (1,1), level 1 from state 1, built by the project.s scripts:\noBrick at (16,16), sprite sBlock\n  made by scrInitLevel:4, after draw 3 (scrInitLevel:3 rand(1,3) = 1)\n  draw 4\toBrick:create:3\trand(1,4)\t2')
if [ "$(cat "$T/why")" = "$(printf '%s' "$want" | sed "s/project.s/project's/")" ]; then ok
else bad "why --scripts: $(cat "$T/why") $(cat "$T/err")"; fi
"$BIN" why 3 0 --scripts --state 1 --level 1 --data "$D" >"$T/why" 2>&1
if grep -q '^nothing stands there$' "$T/why"; then ok; else bad "why --scripts on an empty tile: $(cat "$T/why")"; fi

# diff --scripts: the same project on both sides agrees (exit 0); a copy of it with one
# odd changed (the brick's look rand(1,5), not rand(1,4)) parts at the first brick's
# look, and the diff names both sides' script line and call (exit 1)
"$BIN" diff --scripts --state 1 --data "$D" -- --scripts --state 1 --data "$D" >"$T/diff" 2>"$T/err"; rc=$?
if [ $rc -eq 0 ] && [ ! -s "$T/err" ] && grep -q '^draws: the same$' "$T/diff" &&
   grep -q '^draws: a 20, b 20$' "$T/diff"; then ok
else bad "diff --scripts of a project with itself: exit $rc: $(cat "$T/diff" "$T/err")"; fi
cp -r "$D" "$T/mod"
# a line added above the draws shifts their lines, not the level: exit 0, the shift named
{ echo '// a modder was here'; cat "$D/scripts/scrInitLevel.gml"; } >"$T/mod/scripts/scrInitLevel.gml"
"$BIN" diff --scripts --state 1 --data "$D" -- --scripts --state 1 --data "$T/mod" >"$T/diff" 2>"$T/err"; rc=$?
if [ $rc -eq 0 ] && grep -q '^draws: the same$' "$T/diff" &&
   grep -q '^lines: first shift at draw #1: a scrInitLevel:3, b scrInitLevel:4 (the same call and value)$' "$T/diff"
then ok; else bad "diff --scripts, lines shifted: exit $rc: $(cat "$T/diff" "$T/err")"; fi
cp "$D/scripts/scrInitLevel.gml" "$T/mod/scripts/scrInitLevel.gml"
sed -i 's/rand(1, 4)/rand(1, 5)/' "$T/mod/project/objects/oBrick/create.gml"
"$BIN" diff --scripts --state 1 --data "$D" -- --scripts --state 1 --data "$T/mod" >"$T/diff" 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && [ ! -s "$T/err" ] && [ "$(sed -n 1,3p "$T/diff")" = "$(printf 'first divergence: draw #2\n  a: oBrick:create:3 rand(1,4) = 4 (state after 0xDC6DAC1F)\n  b: oBrick:create:3 rand(1,5) = 5 (state after 0xDC6DAC1F)')" ]
then ok; else bad "diff --scripts of a mod: exit $rc: $(cat "$T/diff" "$T/err")"; fi
# a changed odd in the generator's own script: the draws part at its first roll, both
# sides' lines named (the `and`'s roll of scrInitLevel:3), and the objects differ too
sed -i 's/rand(1, 3) == 1) instance_create/rand(1, 2) == 1) instance_create/' "$T/mod/scripts/scrInitLevel.gml"
"$BIN" diff --scripts --state 1 --data "$D" -- --scripts --state 1 --data "$T/mod" -o "$T/diff" 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && grep -q '^  a: scrInitLevel:3 rand(1,3) = 1 ' "$T/diff" &&
   grep -q '^  b: scrInitLevel:3 rand(1,2) = ' "$T/diff" && grep -q '^first divergence: draw #1$' "$T/diff"
then ok; else bad "diff --scripts, a changed odd in a script: exit $rc: $(cat "$T/diff" "$T/err")"; fi
# one level ends earlier: the mod makes no bricks, so no looks
printf 'v = 0;\nw = 0;\nv = rand(1, 3);\n' >"$T/mod/scripts/scrInitLevel.gml"
"$BIN" diff --scripts --state 1 --data "$D" -- --scripts --state 1 --data "$T/mod" >"$T/diff" 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && grep -q '^  b: no draw 2 (its level ends after 1 draws)$' "$T/diff" &&
   grep -q '^objects: a 12, b 2; the first that differs, #3 (creation order): a oBrick at (0,16), b none$' "$T/diff"
then ok; else bad "diff --scripts, a shorter level: exit $rc: $(cat "$T/diff" "$T/err")"; fi
usage "on side a only" "$BIN" diff --scripts --state 1 --data "$D" -- --state 1
usage "on side b only" "$BIN" diff --state 1 -- --scripts --state 1 --data "$D"
usage "text only" "$BIN" diff --scripts --state 1 --data "$D" -- --scripts --state 1 --data "$D" --format json
usage "not --seed" "$BIN" diff --scripts --seed 1 --data "$D" -- --scripts --state 1 --data "$D"
# a broken project on one side is trouble, not a difference: exit 2
printf 'if (x\n' >"$T/mod/scripts/scrInitLevel.gml"
"$BIN" diff --scripts --state 1 --data "$D" -- --scripts --state 1 --data "$T/mod" >"$T/out" 2>"$T/err"; rc=$?
if [ $rc -eq 2 ] && [ ! -s "$T/out" ] && grep -q 'scrInitLevel: line 2' "$T/err"; then ok
else bad "diff --scripts with a broken side: exit $rc: $(cat "$T/err")"; fi

# find and count refuse --scripts, saying why (the engine is too slow to search)
usage "under a hundred levels a second, where find" "$BIN" find --scripts --states --from 1 --to 5 --data "$D"
usage "under a hundred levels a second, where count" "$BIN" count --states start-col --scripts --data "$D"

# a script error: one line naming script, line and column; exit 1
printf 'x = 1;\nglobal.n = global.nope + 1;\n' >"$D/scripts/scrInitLevel.gml"
"$BIN" trace --scripts --state 1 --level 1 --data "$D" >"$T/out" 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
   grep -q '^spelgen trace: --scripts: scrInitLevel:2:12: unknown variable nope$' "$T/err"; then ok
else bad "script error: exit $rc: $(cat "$T/err")"; fi
printf 'if (x\n' >"$D/scripts/scrInitLevel.gml"
"$BIN" trace --scripts --state 1 --level 1 --data "$D" >"$T/out" 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && grep -q 'scrInitLevel: line 2' "$T/err"; then ok
else bad "parse error: exit $rc: $(cat "$T/err")"; fi
# an import without project/
rm -rf "$D/project"
"$BIN" trace --scripts --state 1 --level 1 --data "$D" >"$T/out" 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && grep -q 'no project/ here' "$T/err"; then ok; else bad "no project/: exit $rc: $(cat "$T/err")"; fi

usage "needs one level" "$BIN" verify --state 5 --data "$D"
usage "is not a number of states" "$BIN" verify --count 0
usage "is not accepted" "$BIN" verify --level 9-2
usage "not --seed" "$BIN" trace --scripts --seed 5 --data "$D"
usage "native port" "$BIN" trace --scripts --state 5 --break path.walk --data "$D"

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
