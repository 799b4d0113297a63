#!/bin/sh
# import.sh BIN — `spelgen import` as a user meets it, on the synthetic project
# tests/cli/fixtures/synthetic.gmk (our own, written by tests/unit/gmk_writer.h; nothing of
# the original's): the dump's files, the data directory and its manifest, the default
# directory under XDG_DATA_HOME, re-imports replacing the old directory whole, and every
# broken file (cut at many places, a wrong magic or version, corrupt zlib, a script outside
# the GML subset: tests/cli/fixtures/bad-script.gmk) refused in one line with exit status 1
# and nothing written; --original reading the default directory.
# Ends with "N passed, M failed"; exits non-zero when anything failed.
BIN=${1:?usage: import.sh BIN}
. "$(dirname "$0")/../test-lib.sh"
FIX=$(dirname "$0")/fixtures/synthetic.gmk

# usage WANT CMD... : exit 2, nothing on stdout, one line on stderr holding WANT
usage() {
    want=$1; shift
    "$@" >"$T/out" 2>"$T/err"; rc=$?
    if [ $rc -ne 2 ] || [ -s "$T/out" ] || [ "$(wc -l <"$T/err")" -ne 1 ] ||
       ! grep -q "^spelgen import: .*$want" "$T/err"; then
        bad "'$*': exit $rc, want 2 and one line with '$want': $(cat "$T/err")"
    else ok; fi
}
# refused FILE WANT : import and --dump both exit 1 with one line holding WANT, and write
# nothing (no target, nothing beside it)
refused() {
    file=$1; want=$2
    for mode in dump data; do
        rm -rf "$T/w"; mkdir "$T/w"
        if [ $mode = dump ]; then "$BIN" import --dump "$T/w/out" "$file" >"$T/out" 2>"$T/err"
        else "$BIN" import -o "$T/w/out" "$file" >"$T/out" 2>"$T/err"; fi
        rc=$?
        if [ $rc -ne 1 ] || [ -s "$T/out" ] || [ "$(wc -l <"$T/err")" -ne 1 ] ||
           ! grep -q "^spelgen import: .*$want" "$T/err"; then
            bad "import ($mode) of $(basename "$file"): exit $rc, want 1 and one line with '$want': $(cat "$T/err")"
        elif [ -n "$(ls -A "$T/w")" ]; then
            bad "import ($mode) of $(basename "$file") left files: $(ls -A "$T/w")"
        else ok; fi
    done
}

# ---- the command line ----------------------------------------------------------------
"$BIN" import --help >"$T/out" 2>&1
check "import --help shows the usage" grep -q '^usage: spelgen import FILE|TREE \[-o DIR\]' "$T/out"
check "spelgen --help lists import" sh -c "'$BIN' --help | grep -q '^  import '"
usage "which file"          "$BIN" import
usage "one file at a time"  "$BIN" import "$FIX" "$FIX"
usage "give one"            "$BIN" import -o "$T/a" --dump "$T/b" "$FIX"
usage "unknown option"      "$BIN" import --bogus "$FIX"
usage "needs a value"       "$BIN" import "$FIX" --dump
usage "neither XDG_DATA_HOME nor HOME" env -u HOME -u XDG_DATA_HOME "$BIN" import "$FIX"

# ---- --dump --------------------------------------------------------------------------
if "$BIN" import --dump "$T/dump" "$FIX" >"$T/out" 2>"$T/err"; then
    ok
    check "dump: says what it wrote" grep -q "^$T/dump: synthetic.gmk (version 1.1, sha256 " "$T/out"
    check "dump: a script, Unix line ends" \
        sh -c "printf 'global.x = 1;\nstrTemp = \"0000011111\";\n' | cmp -s - '$T/dump/scripts/scrRoomTest.gml'"
    check "dump: an event with its actions" \
        sh -c "printf '// action 0: action_inherited()\n// action 1: code\nn = rand(1,10);\nif (n == 1) y = 2;\n' | cmp -s - '$T/dump/objects/oBlockTest/create.gml'"
    check "dump: an object's facts" grep -qx 'parent oWallTest' "$T/dump/objects/oBlockTest/object.txt"
    check "dump: sprites' boxes" grep -qx '1 sThingTest 8 8 1 0 2 1 4 2 2' "$T/dump/sprites.txt"
    check "dump: a room's instances in order" \
        sh -c "sed -n '/^#/,\$p' '$T/dump/rooms/rTestRoom/room.txt' | tail -3 | cut -d' ' -f1 | tr '\n' ' ' | grep -qx '100001 100002 100003 '"
    sum=$(sha256sum "$FIX" | cut -d' ' -f1)
    check "dump: the marker names the sha256" grep -qx "sha256 $sum" "$T/dump/spelgen-dump.txt"
    check "dump: nothing beside it" [ -z "$(ls -A "$T" | grep -v -x -e dump -e err -e out)" ]
else
    bad "import --dump: exit $? $(cat "$T/err")"
fi
# a second dump replaces the first whole
touch "$T/dump/stale.txt"
"$BIN" import --dump "$T/dump" "$FIX" >/dev/null 2>&1 && [ ! -e "$T/dump/stale.txt" ] &&
    [ -f "$T/dump/spelgen-dump.txt" ] && ok || bad "a second --dump does not replace the first"
check "no temporary or old directories left" [ -z "$(ls "$T" | grep -e '\.tmp-' -e '\.old-')" ]
# a directory that is not a dump is refused, and kept
mkdir "$T/mine"; echo keep >"$T/mine/precious"
"$BIN" import --dump "$T/mine" "$FIX" >/dev/null 2>"$T/err"; rc=$?
[ $rc -eq 1 ] && grep -q "was not written by spelgen import" "$T/err" &&
    [ "$(cat "$T/mine/precious")" = keep ] && ok || bad "--dump into a foreign directory: exit $rc $(cat "$T/err")"

# ---- the data directory --------------------------------------------------------------
if "$BIN" import "$FIX" -o "$T/data" >"$T/out" 2>"$T/err"; then
    ok
    check "import: the manifest's versions" sh -c "grep -qx 'game-version 1.1' '$T/data/manifest' && grep -qx 'gmk-version 800' '$T/data/manifest' && grep -qx 'format 1' '$T/data/manifest'"
    check "import: the manifest's sha256" grep -qx "sha256 $(sha256sum "$FIX" | cut -d' ' -f1)" "$T/data/manifest"
    check "import: the manifest's source is absolute" grep -q '^source /.*/synthetic.gmk$' "$T/data/manifest"
    check "import: objects.txt" grep -qx 'oBlockTest oWallTest sThingTest sEmptyTest no -5' "$T/data/objects.txt"
    check "import: sprites.txt" grep -qx 'sWallTest 0 0 0 0 15 15 16 16' "$T/data/sprites.txt"
    check "import: scripts" [ -f "$T/data/scripts/scrGreet.gml" ]
    check "import: no room dump in the data" [ ! -e "$T/data/rooms" ]
else
    bad "import -o: exit $? $(cat "$T/err")"
fi
# the default directory: $XDG_DATA_HOME/spelgen/original, made with its parents
XDG_DATA_HOME="$T/xdg" "$BIN" import "$FIX" >/dev/null 2>"$T/err" &&
    [ -f "$T/xdg/spelgen/original/manifest" ] && ok || bad "import into XDG_DATA_HOME: $(cat "$T/err")"
# else ~/.local/share/spelgen/original (a relative XDG_DATA_HOME is ignored, as the spec says)
mkdir "$T/home"
HOME="$T/home" XDG_DATA_HOME=relative "$BIN" import "$FIX" >/dev/null 2>"$T/err" &&
    [ -f "$T/home/.local/share/spelgen/original/manifest" ] && [ ! -e relative ] && ok ||
    bad "import into HOME: $(cat "$T/err")"

# ---- broken files --------------------------------------------------------------------
size=$(wc -c <"$FIX")
for n in 0 3 4 7 30 40 100 200 400 700 1000 1500 2000 2500 $((size - 1)); do
    head -c "$n" "$FIX" >"$T/cut.gmk"
    refused "$T/cut.gmk" "cut.gmk: .*truncated"
done
# a wrong magic number
{ printf 'XXXX'; tail -c +5 "$FIX"; } >"$T/magic.gmk"
refused "$T/magic.gmk" "$T/magic.gmk: header: not a GameMaker project file"
# GameMaker 8.1's version (810 = 0x32a)
{ head -c 4 "$FIX"; printf '\052\003\000\000'; tail -c +9 "$FIX"; } >"$T/v810.gmk"
refused "$T/v810.gmk" "v810.gmk: header: a GameMaker project of version 810; spelgen reads version 800"
# the settings' zlib header (byte 36) broken
{ head -c 36 "$FIX"; printf '\000'; tail -c +38 "$FIX"; } >"$T/zlib.gmk"
refused "$T/zlib.gmk" "zlib.gmk: game settings: bad compressed block (incorrect header check) at byte 32"
# a byte more at the end
{ cat "$FIX"; printf 'x'; } >"$T/long.gmk"
refused "$T/long.gmk" "long.gmk: end: 1 byte left over"
# not there, or not a file
refused "$T/none.gmk" "none.gmk: cannot open: No such file or directory"
mkdir "$T/dir.gmk"
# a directory is read as a GmkSplitter tree (test_gmksplit reads one): this is none
refused "$T/dir.gmk" "dir.gmk: a directory that is not a GmkSplitter tree (no 'Global Game Settings.xml' in it)"
refused /dev/zero "/dev/zero: not a file"
# a script outside the GML subset: import refuses it, the dump (for reading) takes it
BADS=$(dirname "$0")/fixtures/bad-script.gmk
rm -rf "$T/w"; mkdir "$T/w"
"$BIN" import -o "$T/w/out" "$BADS" >"$T/out" 2>"$T/err"; rc=$?
if [ $rc -eq 1 ] && [ "$(cat "$T/err")" = "spelgen import: $BADS: script scrRoomTest: line 2: the block opened here does not end" ] &&
   [ -z "$(ls -A "$T/w")" ]; then ok
else bad "import of a script outside the subset: exit $rc, $(cat "$T/err"), left $(ls -A "$T/w")"; fi
"$BIN" import --dump "$T/w/dump" "$BADS" >/dev/null 2>"$T/err" && [ -f "$T/w/dump/scripts/scrRoomTest.gml" ] &&
    ok || bad "--dump of a script outside the subset: $(cat "$T/err")"
# a broken file leaves an earlier import as it was
cp "$T/data/manifest" "$T/manifest.before"
"$BIN" import "$T/zlib.gmk" -o "$T/data" >/dev/null 2>&1
check "a failed import keeps the earlier one" cmp -s "$T/manifest.before" "$T/data/manifest"

# a project with a room script in the Mines script's shape (our own rooms:
# tests/cli/fixtures/rooms.gmk, written by build/tests/test_roomscript --write-fixture):
# its rooms become classic/mines.rooms, the rest is spelgen's own, and every command
# builds from it
RFIX=$(dirname "$0")/fixtures/rooms.gmk
rm -rf "$T/rooms"
"$BIN" import -o "$T/rooms" "$RFIX" >"$T/out" 2>"$T/err" &&
    grep -q "the Mines' rooms are the original's (scrRoomGen)" "$T/out" &&
    grep -q '^option slots-as-text$' "$T/rooms/classic/mines.rooms" &&
    grep -q '^classic/jungle.rooms spelgen$' "$T/rooms/rooms.txt" && ok ||
    bad "import of a room script: $(cat "$T/err")"
for lv in 1 2 3 4; do
    "$BIN" trace --data "$T/rooms" --seed 7 --level $lv >"$T/trace" 2>"$T/err" || bad "trace level $lv: $(cat "$T/err")"
    # every layout chosen is one of the script's cases
    awk -F'\t' '$3 == "rooms.layout" { n++; if ($NF !~ /^case-[0-9]+$/) bad++ }
                 END { exit !(n > 0 && bad == 0) }' "$T/trace" && ok || bad "level $lv's layouts are not the script's cases"
done
"$BIN" show --data "$T/rooms" --seed 7 --level 5 >/dev/null 2>"$T/err" && ok || bad "a Jungle level from the import: $(cat "$T/err")"
# a room script of another structure (a mod's generator): the native port cannot read it,
# so the import holds the project without room data and says why, naming the script and
# the line; the native port refuses the directory with that reason (--scripts runs it)
rm -rf "$T/w"; mkdir "$T/w"
ROOMS_BAD=$(dirname "$0")/fixtures/rooms-bad.gmk
WHY="script scrRoomGen: line 67: branch 5 of the chain tests (== roomPath 6), not (== roomPath 3)"
"$BIN" import -o "$T/w/out" "$ROOMS_BAD" >"$T/out" 2>"$T/err"; rc=$?
if [ $rc -eq 0 ] && [ ! -s "$T/err" ] && [ ! -e "$T/w/out/classic" ] && [ -d "$T/w/out/project" ] &&
   grep -qxF "$T/w/out: the native port cannot read this copy's generator ($WHY): no room data written, the native port refuses the directory; --scripts runs the project's own scripts (trace --scripts, show --scripts, spelgen verify)" "$T/out" &&
   [ "$(cat "$T/w/out/no-native-port.txt")" = "$WHY" ]; then ok
else bad "import of a room script of another structure: exit $rc, $(cat "$T/out" "$T/err"), left $(ls -A "$T/w/out")"; fi
"$BIN" show --data "$T/w/out" --seed 1 >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 1 ] && [ ! -s "$T/out" ] &&
    [ "$(cat "$T/err")" = "spelgen show: $T/w/out: the native port cannot build this import's levels ($WHY); --scripts runs the project's own scripts" ] &&
    ok || bad "show of an import without room data: exit $rc, $(cat "$T/err")"
"$BIN" import --dump "$T/w/dump" "$(dirname "$0")/fixtures/rooms-bad.gmk" >/dev/null 2>&1 && ok || bad "--dump of rooms-bad.gmk"

# a project with a shop script in scrShopItemsGen's shape (our own loops: tests/cli/
# fixtures/shops.gmk, written by build/tests/test_shopscript --write-fixture): its loops
# become classic/shops.facts, rooms.txt says so, and the directory loads; one of another
# structure (shops-bad.gmk: a counter that never counts down) imports without room data,
# the script and the line recorded as why the native port cannot build it
SFIX=$(dirname "$0")/fixtures/shops.gmk
rm -rf "$T/shops"
"$BIN" import -o "$T/shops" "$SFIX" >"$T/out" 2>"$T/err" &&
    grep -q '^# shops.facts: the shops.* read by spelgen import from .*shops.gmk.s scrShopItemsGen:$' "$T/shops/classic/shops.facts" &&
    grep -qx 'shop weapon counter 7 pick 3' "$T/shops/classic/shops.facts" &&
    grep -qx 'shop general bomb rare pick 2' "$T/shops/classic/shops.facts" &&
    grep -qx 'classic/shops.facts original scrShopItemsGen' "$T/shops/rooms.txt" &&
    ! grep -q '^classic/shops.facts spelgen' "$T/shops/rooms.txt" && ok ||
    bad "import of a shop script: $(cat "$T/err")"
"$BIN" show --data "$T/shops" --seed 3 >/dev/null 2>"$T/err" && ok || bad "a level from the shops' import: $(cat "$T/err")"
rm -rf "$T/w"; mkdir "$T/w"
SHOPS_BAD=$(dirname "$0")/fixtures/shops-bad.gmk
"$BIN" import -o "$T/w/out" "$SHOPS_BAD" >"$T/out" 2>"$T/err"; rc=$?
if [ $rc -eq 0 ] && [ ! -e "$T/w/out/classic" ] &&
   [ "$(cat "$T/w/out/no-native-port.txt")" = "script scrShopItemsGen: line 4: m = 7 before the loop, and no m -= 1 at its end" ]; then ok
else bad "import of a shop script of another structure: exit $rc, $(cat "$T/err"), left $(ls -A "$T/w/out")"; fi

# --original: the default import directory as --data, for every command
DATA=$(dirname "$0")/../../data
mkdir -p "$T/xdg2/spelgen" && cp -r "$DATA" "$T/xdg2/spelgen/original"
sed -i 's/^1111111111$/1111111112/' "$T/xdg2/spelgen/original/classic/mines.rooms"
XDG_DATA_HOME="$T/xdg2" "$BIN" show --original --seed 1 >"$T/orig.txt" 2>"$T/err" &&
    "$BIN" show --data "$T/xdg2/spelgen/original" --seed 1 >"$T/data.txt" &&
    cmp -s "$T/orig.txt" "$T/data.txt" && ok || bad "show --original is show --data DEFAULT: $(cat "$T/err")"
"$BIN" show --seed 1 >"$T/own.txt"
cmp -s "$T/orig.txt" "$T/own.txt" && bad "show --original read the installed data" || ok
XDG_DATA_HOME="$T/none" "$BIN" trace --original --seed 1 >/dev/null 2>"$T/err"; rc=$?
[ $rc -ne 0 ] && grep -q "$T/none/spelgen/original: not a spelgen data directory" "$T/err" && ok ||
    bad "--original without an import: exit $rc, $(cat "$T/err")"
env -u HOME -u XDG_DATA_HOME "$BIN" show --original --seed 1 >/dev/null 2>"$T/err"; rc=$?
[ $rc -eq 2 ] && grep -q "^spelgen show: --original: neither XDG_DATA_HOME nor HOME is set" "$T/err" && ok ||
    bad "--original without HOME: exit $rc, $(cat "$T/err")"

test_done
