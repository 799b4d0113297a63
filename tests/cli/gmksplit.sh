#!/bin/sh
# gmksplit.sh BIN — `spelgen import` of a GmkSplitter tree as a user meets it, on our own
# tiny tree tests/cli/fixtures/tree/ and the same project as tests/cli/fixtures/tree.gmk
# (both written by build/tests/test_gmksplit --write-fixture; nothing of the original's or
# of any mod's): the tree's data directory and dump are the .gmk's file for file, but for
# the lines naming the source and its digest; a broken tree is refused in one line naming
# the file in the tree and its line, with exit status 1 and nothing written.
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

test_done
