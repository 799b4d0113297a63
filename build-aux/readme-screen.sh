#!/bin/sh
# readme-screen.sh BIN [--write] — the explorer's screen the README shows: level 2 of seed
# 7 at draw #1297, on a 110x32 terminal, captured from tmux.  Prints it; with --write, puts
# it in README.md's block after "Here is level 2 of seed 7".  tests/cli/readme.sh checks
# the README holds what this prints.  Needs tmux.
BIN=${1:?usage: readme-screen.sh BIN [--write]}
case $BIN in /*) ;; *) BIN=$(pwd)/$BIN ;; esac
README=$(dirname "$0")/../README.md
command -v tmux >/dev/null 2>&1 || { echo "readme-screen.sh: needs tmux" >&2; exit 77; }
SOCK=spelgen_readme_$$
S=readme
tmux -L "$SOCK" -u new-session -d -s "$S" -x 110 -y 32 \
    "exec env -u NO_COLOR TERM=tmux-256color LC_ALL=C.UTF-8 '$BIN' explore --seed 7 --level 2"
trap 'tmux -L "$SOCK" kill-server 2>/dev/null' EXIT
# wait_for REGEX: the screen matches within 10 s
wait_for() {
    i=0
    while [ "$i" -lt 100 ]; do
        tmux -L "$SOCK" capture-pane -p -t "$S" | grep -Eq -- "$1" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    echo "readme-screen.sh: the explorer never showed '$1'" >&2
    exit 1
}
wait_for 'draws 300/'
tmux -L "$SOCK" send-keys -t "$S" g
wait_for 'go to draw'
tmux -L "$SOCK" send-keys -t "$S" 1297 Enter
wait_for 'draws 1297/'
sleep 0.3 # the last frame after the status line's
tmux -L "$SOCK" capture-pane -p -t "$S" | sed 's/ *$//' >"${TMPDIR:-/tmp}/readme-screen.$$"
tmux -L "$SOCK" send-keys -t "$S" q
if [ "${2:-}" != --write ]; then
    cat "${TMPDIR:-/tmp}/readme-screen.$$"
    rm -f "${TMPDIR:-/tmp}/readme-screen.$$"
    exit
fi
awk -v screen="${TMPDIR:-/tmp}/readme-screen.$$" '
    /^Here is level 2 of seed 7/ { want = 1 }
    want && /^```$/ && !open { print; open = 1; while ((getline l < screen) > 0) print l; next }
    open && /^```$/ { open = 0; want = 0 }
    !open' "$README" >"$README.new" && mv "$README.new" "$README"
rm -f "${TMPDIR:-/tmp}/readme-screen.$$"
