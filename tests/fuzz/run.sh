#!/bin/sh
# run.sh SECONDS — builds every tests/fuzz/fuzz_*.c harness with libFuzzer, ASan and UBSan
# and runs each for SECONDS from its corpus (copied, so runs leave the tree as it was).
# A harness lists the sources it needs beyond src/ in a "fuzz-sources:" comment line.
secs=${1:-20}
out=build/fuzz; mkdir -p "$out"
# the library as the Makefile builds it (the classic style's untraced copy is a linked
# object of its own), instrumented for the fuzzer
san='-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all'
if ! make --no-print-directory -s CC=clang BUILD="$out/obj" CFLAGS="-g -O1 $san" \
        "$out/obj/libspelgen.a" >"$out/lib.log" 2>&1; then
    echo "not ok - the library does not build for fuzzing (see $out/lib.log)"; exit 1
fi
lib="$out/obj/libspelgen.a"
pass=0; fail=0
for h in tests/fuzz/fuzz_*.c; do
    name=$(basename "$h" .c)
    extra=$(sed -n 's/.*fuzz-sources: *\([^*]*\).*/\1/p' "$h" | head -1)
    # "tui" stands for the explorer's files but explorer.c (its main), as the explorer's
    # bench links them, so a new file of the explorer's needs no harness edited
    case " $extra " in *" tui "*)
        extra=$(echo " $extra " | sed "s| tui | $(ls tui/*.c | grep -v '/explorer\.c$' | tr '\n' ' ') |") ;;
    esac
    flags="$(${PKG_CONFIG:-pkg-config} --cflags ncursesw libedit libpng zlib 2>/dev/null)"
    libs=$(case "$extra" in *tui/*) ${PKG_CONFIG:-pkg-config} --libs ncursesw libedit ;; esac)
    if ! clang -std=c11 -D_DEFAULT_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined \
            -fno-sanitize-recover=all -Isrc $flags -DSPG_VERSION='"fuzz"' \
            "$h" $extra $lib $libs $(${PKG_CONFIG:-pkg-config} --libs libpng zlib) -lm -lpthread \
            -o "$out/$name" 2>"$out/$name.log"; then
        echo "not ok - $name: does not build (see $out/$name.log)"; fail=$((fail + 1)); continue
    fi
    corpus=tests/fuzz/corpus/${name#fuzz_}
    work=$(mktemp -d); [ -d "$corpus" ] && cp "$corpus"/* "$work"/ 2>/dev/null
    if "$out/$name" -max_total_time="$secs" -print_final_stats=1 -artifact_prefix="$out/$name-" \
            "$work" >"$out/$name.run" 2>&1; then
        echo "ok - $name ($secs s, $(grep -o 'stat::number_of_executed_units: [0-9]*' "$out/$name.run" | grep -o '[0-9]*$' || echo ?) runs)"
        pass=$((pass + 1))
    else
        echo "not ok - $name found a crash:"; tail -30 "$out/$name.run"; fail=$((fail + 1))
    fi
    rm -rf "$work"
done
echo "fuzz: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
