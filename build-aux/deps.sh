#!/bin/sh
# deps.sh [--no-install] SPEC... — checks each dependency (pkg:NAME:DEBPKG, a pkg-config
# module, or cmd:NAME:DEBPKG, a command) and, when some are missing and we are root on
# Debian, installs them with apt-get; with --no-install (make install), or when we cannot
# install, says what to install and fails.
install=yes
[ "${1:-}" = --no-install ] && { install=no; shift; }
missing=""
for spec in "$@"; do
    kind=${spec%%:*}; rest=${spec#*:}; name=${rest%%:*}; pkg=${rest#*:}
    case $kind in
        pkg) pkg-config --exists "$name" 2>/dev/null || missing="$missing $pkg" ;;
        cmd) command -v "$name" >/dev/null 2>&1 || missing="$missing $pkg" ;;
        *) echo "deps.sh: '$spec' is neither pkg:NAME:DEBPKG nor cmd:NAME:DEBPKG" >&2; exit 2 ;;
    esac
done
[ -z "$missing" ] && exit 0
if [ $install = yes ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing:$missing" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q $missing >/dev/null 2>&1 ||
        { apt-get update -q >/dev/null 2>&1 && apt-get install -y -q $missing >/dev/null; } || {
        echo "deps.sh: apt-get could not install:$missing" >&2; exit 1; }
    exit 0
fi
echo "missing:$missing — install them (Debian package names) and run make again" >&2
exit 1
