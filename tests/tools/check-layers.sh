#!/bin/sh
# check-layers.sh [ROOT] — no arrow runs back up: every #include "..." of the program's
# sources (src/, tui/, main/) names a file of its own folder or of a layer below its own.
# The layers, lowest first (a folder includes only the rows above it in this list):
#   0 base     src/*.[ch] but the front door: the RNG, the trace, the level, the game
#   1 data     src/data: the facts the styles read
#   2 styles   src/styles/*: each style on its own (no style includes another)
#   3 door     src/gen.[ch], src/whatif.[ch]: the generator's front door, which drives
#              the style registry and forces draws through it
#   4 leaves   src/gml, src/output: the GML interpreter, the renderings
#   5 tools    src/import, src/search, src/explore: what the commands are made of
#   6 cli      src/cli: the commands
#   7 tui      tui: the explorer (it reads the CLI's options)
#   8 main     main: the program's dispatcher, over the CLI and the explorer
# Two folders of one layer never include each other.  A folder of src/ that is not in the
# table fails too, so a new one takes its place here before it lands.  Prints each
# offending include; fails if any.
root=${1:-.}
cd "$root" || exit 2

# layer FILE: prints "RANK FOLDER" for a source file, or nothing if it is in no layer
layer() {
    case $1 in
    src/gen.[ch] | src/whatif.[ch]) echo "3 src/door" ;;
    src/*/*/*) layer_of "${1%/*}" ;;
    src/*/*) layer_of "${1%/*}" ;;
    src/*) echo "0 src" ;;
    tui/*) echo "7 tui" ;;
    main/*) echo "8 main" ;;
    esac
}
layer_of() {
    case $1 in
    src/data) echo "1 $1" ;;
    src/styles/*) echo "2 $1" ;;
    src/gml | src/output) echo "4 $1" ;;
    src/import | src/search | src/explore) echo "5 $1" ;;
    src/cli) echo "6 $1" ;;
    esac
}

n=0 files=0
out=$(
    find src tui main -name '*.[ch]' 2>/dev/null | sort | while read -r f; do
        set -- $(layer "$f")
        if [ $# -ne 2 ]; then
            echo "not ok - $f: its folder is in no layer (add it to tests/tools/check-layers.sh)"
            continue
        fi
        rank=$1 folder=$2 dir=${f%/*}
        sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f" |
        while read -r inc; do
            # as the compiler looks: beside the file first, then -Isrc
            t=$(realpath -m --relative-to=. "$dir/$inc")
            [ -e "$t" ] || t=$(realpath -m --relative-to=. "src/$inc")
            [ -e "$t" ] || { echo "not ok - $f: includes \"$inc\", which is no file of the tree"; continue; }
            set -- $(layer "$t")
            [ $# -eq 2 ] || continue # a header outside the program's folders (none today)
            [ "$2" = "$folder" ] && continue
            if [ "$1" -gt "$rank" ]; then
                echo "not ok - $f ($folder, layer $rank) includes $t ($2, layer $1): an arrow back up"
            elif [ "$1" -eq "$rank" ]; then
                echo "not ok - $f ($folder) includes $t ($2): two folders of layer $rank"
            fi
        done
    done
)
if [ -n "$out" ]; then
    printf '%s\n' "$out"
    n=$(printf '%s\n' "$out" | wc -l)
    echo "check-layers: 0 passed, 1 failed ($n includes)"
    exit 1
fi
echo "check-layers: 1 passed, 0 failed"
