#!/bin/sh
# gmksplit.sh BIN — `spelgen import` of a GmkSplitter tree as a user meets it, on our own
# tiny tree tests/cli/fixtures/tree/ and the same project as tests/cli/fixtures/tree.gmk
# (both written by build/tests/test_gmksplit --write-fixture; nothing of the original's or
# of any mod's): the tree's data directory and dump are the .gmk's file for file, but for
# the lines naming the source and its digest; a broken tree is refused in one line naming
# the file in the tree and its line, with exit status 1 and nothing written.  A tree of
# our own generator (a constant, a background by name) runs under --scripts; with a room
# script of another structure it imports without room data, the native port refusing it
# with the reason, --scripts and verify --native running it.
# Ends with "NAME: N passed, M failed"; exits non-zero when anything failed.
BIN=${1:?usage: gmksplit.sh BIN}
. "$(dirname "$0")/../test-lib.sh"
TREE=$(dirname "$0")/fixtures/tree
GMK=$(dirname "$0")/fixtures/tree.gmk

# the data directory and the dump, from either
for mode in data dump; do
    for src in tree gmk; do
        from=$TREE; [ $src = gmk ] && from=$GMK
        if [ $mode = data ]; then "$BIN" import -o "$T/$mode-$src" "$from" >"$T/out-$mode-$src" 2>"$T/err"
        else "$BIN" import --dump "$T/$mode-$src" "$from" >"$T/out-$mode-$src" 2>"$T/err"; fi
        rc=$?
        [ $rc -eq 0 ] && ok || bad "import ($mode) of the $src: exit $rc" "$(cat "$T/err")"
    done
    # only the source's lines differ
    for f in manifest spelgen-dump.txt; do
        for src in tree gmk; do
            [ -f "$T/$mode-$src/$f" ] && grep -v '^source \|^sha256 ' "$T/$mode-$src/$f" >"$T/$f-$src" &&
                mv "$T/$f-$src" "$T/$mode-$src/$f"
        done
    done
    diff -r "$T/$mode-tree" "$T/$mode-gmk" >"$T/diff" && ok ||
        bad "import ($mode): the tree's is not the .gmk's" "$(cat "$T/diff")"
done
grep -qx "$T/data-tree: tree (version 9.9, sha256 [0-9a-f]\{16\}\.\.\.): 3 scripts, 3 objects, 3 sprites, 2 rooms" \
    "$T/out-data-tree" && ok || bad "the summary of the tree's import" "$(cat "$T/out-data-tree")"
# what the tree reader computed is there: the box over both frames, the numbers of names
check "sprites.txt has sBlock's box over its frames" grep -qx 'sBlock 1 2 2 1 5 4 8 6' "$T/data-tree/sprites.txt"
check "objects.txt keeps the tree's ids" grep -q '^5 oBrick oSolid sBlock sManual yes ' "$T/dump-tree/objects.txt"
# the tree's UTF-8 (an e acute, a euro sign) comes back as a project file's Windows-1252
printf '// caf\351 \200\nglobal.a = 1;\n' >"$T/scrA.want"
check "a script's text as a project file holds it" cmp -s "$T/scrA.want" "$T/data-tree/scripts/scrA.gml"

# a broken tree: one line naming the file and the line, nothing written
cp -r "$TREE" "$T/broken"
printf '<?xml version="1.0"?>\n<object id="3">\n  <sprite>sNone</sprite>\n</object>\n' \
    >"$T/broken/Objects/oSolid.xml"
for mode in data dump; do
    rm -rf "$T/w"; mkdir "$T/w"
    if [ $mode = data ]; then "$BIN" import -o "$T/w/out" "$T/broken" >"$T/out" 2>"$T/err"
    else "$BIN" import --dump "$T/w/out" "$T/broken" >"$T/out" 2>"$T/err"; fi
    rc=$?
    if [ $rc -eq 1 ] && [ ! -s "$T/out" ] && [ -z "$(ls -A "$T/w")" ] &&
       [ "$(cat "$T/err")" = "spelgen import: $T/broken: Objects/oSolid.xml:2: <object> has no <solid>" ]; then ok
    else bad "import ($mode) of a broken tree: exit $rc, left $(ls -A "$T/w")" "$(cat "$T/err")"; fi
done
printf '<?xml version="1.0"?>\n<object id="3">\n  <sprite>sNone</sprite>\n  <solid>false</solid>\n  <visible>true</visible>\n  <depth>0</depth>\n  <persistent>false</persistent>\n  <parent/>\n  <mask/>\n</object>\n' \
    >"$T/broken/Objects/oSolid.xml"
"$BIN" import -o "$T/w/out" "$T/broken" >"$T/out" 2>"$T/err"
[ "$(cat "$T/err")" = "spelgen import: $T/broken: Objects/oSolid.xml:3: 'sNone' is no sprite of the tree (Sprites/)" ] &&
    ok || bad "a name the tree does not have" "$(cat "$T/err")"

# a tree whose own generator names a constant (Constants.xml) and a background by name:
# import gives a data directory the scripts engine runs
G=$T/gen
mkdir -p "$G/Objects/oGame.events" "$G/Scripts" "$G/Rooms" "$G/Backgrounds"
X='<?xml version="1.0" encoding="UTF-8" standalone="no"?>'
printf '%s\n<settings><gameInfo><gameId>7</gameId><author>Us</author><version>0.1</version><versionMajor>0</versionMajor><versionMinor>1</versionMinor><versionRelease>0</versionRelease><versionBuild>0</versionBuild></gameInfo></settings>\n' "$X" \
    >"$G/Global Game Settings.xml"
printf '%s\n<constants>\n  <constant name="ROLLS" value="3"/>\n</constants>\n' "$X" >"$G/Constants.xml"
printf '%s\n<resources>\n  <resource name="bgNight" type="RESOURCE"/>\n  <resource name="bgCave" type="RESOURCE"/>\n</resources>\n' "$X" \
    >"$G/Backgrounds/_resources.list.xml"
printf '%s\n<resources>\n  <resource name="oGlobals" type="RESOURCE"/>\n  <resource name="oGame" type="RESOURCE"/>\n</resources>\n' "$X" \
    >"$G/Objects/_resources.list.xml"
for o in oGlobals:0 oGame:1; do
    printf '%s\n<object id="%s">\n  <sprite/>\n  <solid>false</solid>\n  <visible>true</visible>\n  <depth>0</depth>\n  <persistent>false</persistent>\n  <parent/>\n  <mask/>\n</object>\n' \
        "$X" "${o#*:}" >"$G/Objects/${o%:*}.xml"
done
printf '%s\n<event category="CREATE" id="0">\n  <actions>\n    <action id="603" library="1">\n      <kind>CODE</kind>\n      <allowRelative>false</allowRelative>\n      <question>false</question>\n      <canApplyTo>true</canApplyTo>\n      <actionType>CODE</actionType>\n      <functionName></functionName>\n      <relative>false</relative>\n      <not>false</not>\n      <appliesTo>.self</appliesTo>\n      <arguments><argument kind="STRING">scrInitLevel();</argument></arguments>\n    </action>\n  </actions>\n</event>\n' "$X" \
    >"$G/Objects/oGame.events/Create.xml"
printf '%s\n<resources><resource name="scrInitLevel" type="RESOURCE"/></resources>\n' "$X" >"$G/Scripts/_resources.list.xml"
printf '// bgCave is background 1\nfor (i = 0; i < ROLLS + bgCave; i += 1)\n    x = floor(random(6));\n' >"$G/Scripts/scrInitLevel.gml"
printf '%s\n<resources><resource name="rLevel" type="RESOURCE"/></resources>\n' "$X" >"$G/Rooms/_resources.list.xml"
printf '%s\n<room>\n  <size height="128" width="160"/>\n  <creationCode/>\n  <instances><instance><object>oGame</object><position x="0" y="0"/><creationCode/></instance></instances>\n</room>\n' "$X" \
    >"$G/Rooms/rLevel.xml"
"$BIN" import -o "$T/gen-data" "$G" >"$T/out" 2>"$T/err"
[ $? -eq 0 ] && ok || bad "import of our generator's tree" "$(cat "$T/err")"
check "resources.txt has the tree's constant" grep -qx 'constant ROLLS 3' "$T/gen-data/project/resources.txt"
check "resources.txt has the tree's backgrounds" grep -qx 'background 1 bgCave' "$T/gen-data/project/resources.txt"
"$BIN" trace --scripts --state 1 --level 1 --data "$T/gen-data" >"$T/trace" 2>"$T/err"
[ $? -eq 0 ] && [ "$(grep -c '	scrInitLevel:3	random(6)	' "$T/trace")" -eq 4 ] && ok ||
    bad "trace --scripts of the tree's import: ROLLS + bgCave = 4 draws" "$(cat "$T/trace" "$T/err")"

# the same generator with a room script of a changed structure (a mod's): the import holds
# the project without room data and names the script; the native port refuses it with
# that reason; --scripts runs the project's own scripts, the changed one too
printf '%s\n<resources><resource name="scrInitLevel" type="RESOURCE"/><resource name="scrRoomGen" type="RESOURCE"/></resources>\n' "$X" \
    >"$G/Scripts/_resources.list.xml"
printf '// our own: one roll, no room chain (and more than a wrapper like rand)\nglobal.roomKind = floor(random(2));\nglobal.a = 1;\nglobal.b = 2;\nglobal.c = 3;\nglobal.d = 4;\n' \
    >"$G/Scripts/scrRoomGen.gml"
printf 'for (i = 0; i < ROLLS + bgCave; i += 1)\n    x = floor(random(6));\nscrRoomGen();\n' >"$G/Scripts/scrInitLevel.gml"
"$BIN" import -o "$T/mod-data" "$G" >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 0 ] && [ ! -e "$T/mod-data/classic" ] &&
    grep -q "^$T/mod-data: the native port cannot read this copy's generator (script scrRoomGen: line [0-9]*: .*): no room data written" "$T/out" &&
    grep -q "^$T/mod-data: [0-9]* of the 22 scripts spelgen's native port follows differ from v1.1's: .*scrRoomGen" "$T/out" &&
    ok || bad "import of a tree whose room script is not v1.1's: exit $rc" "$(cat "$T/out" "$T/err")"
"$BIN" show --data "$T/mod-data" --seed 1 >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 1 ] && grep -q "^spelgen show: $T/mod-data: the native port cannot build this import's levels (script scrRoomGen: line [0-9]*: .*); --scripts runs the project's own scripts$" "$T/err" &&
    ok || bad "show of the mod's import without --scripts: exit $rc" "$(cat "$T/err")"
"$BIN" trace --scripts --state 1 --level 1 --data "$T/mod-data" >"$T/trace" 2>"$T/err"; rc=$?
[ $rc -eq 0 ] && [ "$(grep -c '	scrInitLevel:2	random(6)	' "$T/trace")" -eq 4 ] &&
    [ "$(grep -c '	scrRoomGen:2	random(2)	' "$T/trace")" -eq 1 ] && ok ||
    bad "trace --scripts of the mod's import: exit $rc" "$(cat "$T/trace" "$T/err")"

# verify: the native side refused for it, with the reason; from another data directory
# (spelgen's own here, an import of v1.1 for a real mod) the two generators part
"$BIN" verify --data "$T/mod-data" --count 2 --level 1 >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 1 ] && grep -q "^spelgen verify: $T/mod-data: the native port cannot build this import's levels (script scrRoomGen" "$T/err" &&
    ok || bad "verify of the mod's import without --native: exit $rc" "$(cat "$T/err")"
"$BIN" verify --data "$T/mod-data" --native "$(dirname "$0")/../../data" --count 2 --level 1 >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 1 ] && grep -q '^level 1 --state [0-9]*: draw 1 differs: scripts scrInitLevel:2 random(6)' "$T/out" &&
    grep -qx 'level 1: 0 of 2 states agree' "$T/out" && ok ||
    bad "verify --native of the mod's import: exit $rc" "$(cat "$T/out" "$T/err")"
"$BIN" verify --data "$T/mod-data" --native "" >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 2 ] && grep -q -- "--native: the directory's name is empty" "$T/err" && ok ||
    bad "verify --native '': exit $rc" "$(cat "$T/err")"

test_done
