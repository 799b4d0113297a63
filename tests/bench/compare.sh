#!/bin/sh
# compare.sh REF BUILD — make bench-compare: builds commit REF's library beside the work
# tree (git archive into BUILD/ref, built there by its own Makefile), links
# tests/bench/levels.c (the public interface only) against it, and prints the work
# tree's figures and REF's interleaved, as ratios (areas.sh).
REF=${1:?usage: compare.sh REF BUILD}
BUILD=${2:-build}
commit=$(git rev-parse --verify --quiet "$REF^{commit}") ||
    { echo "bench-compare: '$REF' is no commit of this repository (give REF=<commit>)" >&2; exit 2; }
dir=$BUILD/ref
if [ "$(cat "$dir/.commit" 2>/dev/null)" != "$commit" ]; then
    rm -rf "$dir" && mkdir -p "$dir" || exit 1
    git archive "$commit" | tar -x -C "$dir" || exit 1
    echo "$commit" >"$dir/.commit"
fi
echo "building $REF ($commit) in $dir ..."
( cd "$dir" && unset BUILD SPELGEN_DATA && DEVELOPER=0 make -j2 build/libspelgen.a >build.log 2>&1 ) ||
    { echo "bench-compare: $REF does not build (see $dir/build.log)" >&2; exit 1; }
libs="$(pkg-config --libs libpng 2>/dev/null) -lz -lm -lpthread"
# shellcheck disable=SC2086
${CC:-cc} -std=c11 -D_DEFAULT_SOURCE -O2 -I"$dir/src" -o "$dir/levels" tests/bench/levels.c \
    "$dir/build/libspelgen.a" $libs ||
    { echo "bench-compare: tests/bench/levels.c does not build against $REF's library" >&2; exit 1; }
echo "this tree against $REF:"
exec ./tests/bench/areas.sh "$BUILD/bench-levels" "$dir/levels" "$dir/data"
