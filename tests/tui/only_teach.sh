#!/bin/sh
# run.sh BINARY — drives the real explorer in tmux and checks what a user would see.
#
# Every test prints "ok - name" or "not ok - name"; the last line is "N passed, M failed"
# and the exit status is non-zero when anything failed.  Screens are polled (up to
# $TUI_WAIT seconds, default 30) instead of slept on, so a slow machine only runs slower.
set -u

BIN=${1:-./spelgen}
case $BIN in /*) ;; *) BIN=$(pwd)/$BIN ;; esac
WAIT=${TUI_WAIT:-30}
PASS=0
FAIL=0
SESSIONS=""
TMP=$(mktemp -d "${TMPDIR:-/tmp}/spelgen-tui.XXXXXX")
# a history file of our own, so the user's is not touched
export HOME="$TMP/home" XDG_STATE_HOME="$TMP/state"
mkdir -p "$HOME"
unset NO_COLOR SPELGEN_TIMING

# a tmux server of our own, on a socket in $TMP: the tests never see or touch the user's
# sessions (nor another test run's), and the server goes when the tests end
tmux() { command tmux -S "$TMP/tmux.sock" "$@"; }
cleanup() {
    for s in $SESSIONS; do tmux kill-session -t "$s" 2>/dev/null; done
    tmux kill-server 2>/dev/null
    rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if ! command -v tmux >/dev/null 2>&1; then
    echo "not ok - tmux is not installed"
    echo "0 passed, 1 failed"
    exit 1
fi
if [ ! -x "$BIN" ]; then
    echo "not ok - $BIN is not an executable"
    echo "0 passed, 1 failed"
    exit 1
fi

# the server stays up between tests (it would exit with its last session, and a test
# that starts the next one at that moment meets a server going away)
tmux start-server \; set-option -g exit-empty off 2>/dev/null

ok() { PASS=$((PASS + 1)); echo "ok - $1"; }
notok() {
    FAIL=$((FAIL + 1))
    echo "not ok - $1"
    [ $# -gt 1 ] && printf '%s\n' "$2" | sed 's/^/#   /'
    return 0
}

# start NAME W H COMMAND: a detached session running COMMAND, remembered for cleanup
N=0
start() {
    N=$((N + 1))
    name="spgtui_$$_${N}_$1"
    SESSIONS="$SESSIONS $name"
    tmux new-session -d -s "$name" -x "$2" -y "$3" "$4"
    tmux set-option -t "$name" remain-on-exit off >/dev/null 2>&1
    echo "$name"
}
screen() { tmux capture-pane -p -t "$1" 2>/dev/null; }
alive() { tmux has-session -t "$1" 2>/dev/null; }
# wait_for NAME REGEX: true when the screen matches within WAIT seconds
wait_for() {
    i=0
    while [ "$i" -lt $((WAIT * 10)) ]; do
        screen "$1" | grep -Eq -- "$2" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}
# the status line: the last non-empty line of the screen
status() { screen "$1" | grep -v '^ *$' | tail -n 1; }
keys() { s=$1; shift; tmux send-keys -t "$s" "$@"; }
# what the status line says with the message a line too short for goes on the rows above
# it: the last rows, joined
said() { screen "$1" | grep -v '^ *$' | tail -n 5 | tr '\n' ' ' | tr -s ' '; }

# the tmux server keeps its own environment: what the explorer sees is set here
RUN="cd '$PWD' && exec env -u NO_COLOR -u SPELGEN_TIMING HOME='$HOME' XDG_STATE_HOME='$XDG_STATE_HOME'"
explore() { # explore TAG W H [ARGS...]
    tag=$1 w=$2 h=$3
    shift 3
    start "$tag" "$w" "$h" "$RUN '$BIN' explore $*"
}

cmd() {
    keys "$1" ':'
    wait_for "$1" '^:' >/dev/null
    keys "$1" "$2" Enter
}
draws_now() { status "$1" | sed -n 's/.*draws \([0-9]*\)\/.*/\1/p'; }
. "$(dirname "$0")/teach.sh"
echo "$PASS passed, $FAIL failed"
