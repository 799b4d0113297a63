#!/bin/sh
# deps.sh --check|--install [--for GOALS] SPEC... — what a make goal needs that is not
# installed, and where it comes from.  A SPEC is KIND:NAME:PACKAGES, PACKAGES the Debian
# packages that bring NAME, commas between them:
#   cc:COMPILER:...   a C compiler that finds the C library's headers
#   cmd:COMMAND:...   a command on the PATH
#   pkg:MODULE:...    a library $PKG_CONFIG (default pkg-config) knows
# --check says what is missing and the one command that installs it, and fails: a plain
# `make` never installs.  --install (`make deps`) installs what is missing with apt-get,
# as root on Debian, then checks again; elsewhere it says what to install and fails.
# GOALS (the make goals that need these) go into the command the message gives.
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
usage() { echo "usage: deps.sh --check|--install [--for GOALS] KIND:NAME:PACKAGES..." >&2; exit 2; }
case ${1:-} in --check) mode=check ;; --install) mode=install ;; *) usage ;; esac
shift
goals=""
[ "${1:-}" = --for ] && { goals=${2:-}; shift 2 || usage; }

# missing SPEC... : prints "NAME PACKAGES" for each SPEC not satisfied
missing() {
    for spec in "$@"; do
        kind=${spec%%:*}; rest=${spec#*:}; name=${rest%%:*}; pkgs=${rest#*:}
        case $spec in *:*:*:*|:*|*::*|*:) ok=no ;; *:*:*) ok=yes ;; *) ok=no ;; esac
        [ $ok = yes ] || { echo "deps.sh: '$spec' is not KIND:NAME:PACKAGES" >&2; exit 2; }
        case $kind in
            cc) printf '#include <stdio.h>\n' | $name -E -x c - >/dev/null 2>&1 ;;
            cmd) command -v "$name" >/dev/null 2>&1 ;;
            pkg) $PKG_CONFIG --exists "$name" >/dev/null 2>&1 ;;
            *) echo "deps.sh: '$spec': the kind is cc, cmd or pkg, not '$kind'" >&2; exit 2 ;;
        esac || echo "$name $(echo "$pkgs" | tr ',' ' ')"
    done
}
names() { cut -d' ' -f1 | tr '\n' ' ' | sed 's/ $//'; }
packages() { cut -d' ' -f2- | tr ' ' '\n' | sort -u | tr '\n' ' ' | sed 's/ $//'; }

lack=$(missing "$@") || exit 2
if [ -z "$lack" ]; then
    [ $mode = install ] && echo "deps: nothing to install; all there: $(printf '%s\n' "$@" | cut -d: -f2 | tr '\n' ' ' | sed 's/ $//')"
    exit 0
fi
pkgs=$(printf '%s\n' "$lack" | packages)
what=$(printf '%s\n' "$lack" | names)
case " $goals " in "  "|" all ") cmd="make deps" ;; *) cmd="make deps FOR='$goals'" ;; esac
apt=no; command -v apt-get >/dev/null 2>&1 && apt=yes

if [ $mode = install ] && [ $apt = yes ] && [ "$(id -u)" = 0 ]; then
    echo "deps: installing $pkgs (for $what)"
    log=$(mktemp "${TMPDIR:-/tmp}/spelgen-deps.XXXXXX") || exit 1
    export DEBIAN_FRONTEND=noninteractive
    # a fresh machine's package lists may be empty or stale: update once, then try again
    if ! apt-get install -y -q $pkgs >"$log" 2>&1; then
        apt-get update -q >>"$log" 2>&1
        if ! apt-get install -y -q $pkgs >>"$log" 2>&1; then
            tail -n 15 "$log" >&2; rm -f "$log"
            echo "deps: apt-get install $pkgs failed (its last lines above)" >&2
            exit 1
        fi
    fi
    rm -f "$log"
    still=$(missing "$@")
    [ -z "$still" ] && exit 0
    echo "deps: installed $pkgs, but still not found: $(printf '%s\n' "$still" | names)" \
         "(is PKG_CONFIG, '$PKG_CONFIG', the pkg-config that sees the system's libraries?)" >&2
    exit 1
fi

echo "missing: $what (Debian packages: $pkgs)" >&2
if [ $apt = no ]; then
    echo "install them with your system's package manager (the names above are Debian's), then run make again" >&2
elif [ "$(id -u)" = 0 ]; then
    echo "to install them: $cmd   (it runs apt-get install $pkgs)" >&2
else
    echo "to install them, as root: $cmd   (or: apt-get install $pkgs)" >&2
fi
exit 1
