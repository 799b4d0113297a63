#!/bin/sh
# configure.sh KIND — asks pkg-config, once, for the flags of every library the build
# needs (KIND "test": the unit tests' cmocka too) and prints them as make assignments;
# the Makefile writes them to $(BUILD)/config-KIND.mk after deps.sh has made sure the
# libraries are there.  A library pkg-config does not know is an error naming it.
kind=${1:?usage: configure.sh build|test}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
flags() { # VAR MODE MODULE...
    var=$1; mode=$2; shift 2
    out=$($PKG_CONFIG "$mode" "$@") || { echo "configure.sh: pkg-config knows none of: $*" >&2; exit 1; }
    printf '%s := %s\n' "$var" "$out"
}
echo "# made by build-aux/configure.sh $kind: the libraries' flags, asked of pkg-config once"
flags LIB_CFLAGS --cflags libpng zlib || exit 1
flags LIB_LIBS --libs libpng zlib || exit 1
flags TUI_CFLAGS --cflags ncursesw libedit || exit 1
flags TUI_LIBS --libs ncursesw libedit || exit 1
if [ "$kind" = test ]; then
    flags TEST_LIBS --libs cmocka || exit 1
fi
