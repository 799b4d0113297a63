#!/bin/sh
# run.sh BINARY — drives the real explorer in tmux and checks what a user would see.
#
# Every test prints "ok - name" or "not ok - name"; the last line is "tui: N passed, M
# failed" and the exit status is non-zero when anything failed (tests/test-lib.sh counts;
# the files sourced at the end add their features' tests).  Screens are polled (up to
# $TUI_WAIT seconds, default 30) instead of slept on, so a slow machine only runs slower.
set -u

BIN=${1:-./spelgen}
case $BIN in /*) ;; *) BIN=$(pwd)/$BIN ;; esac
TEST_NAME=tui
. "$(dirname "$0")/../test-lib.sh"
WAIT=${TUI_WAIT:-30}
SESSIONS=""
TMP=$T
# a history file of our own, so the user's is not touched
export HOME="$TMP/home" XDG_STATE_HOME="$TMP/state"
mkdir -p "$HOME"
unset NO_COLOR SPELGEN_TIMING

# a tmux server of our own, on a socket in $TMP: the tests never see or touch the user's
# sessions (nor another test run's), and the server goes when the tests end
tmux() { command tmux -S "$TMP/tmux.sock" "$@"; }
test_at_exit 'for s in $SESSIONS; do tmux kill-session -t "$s" 2>/dev/null; done; tmux kill-server 2>/dev/null'

if ! command -v tmux >/dev/null 2>&1; then
    notok "tmux is not installed (Debian package tmux; make deps FOR=tui-test installs it)"
    test_done
fi
if [ ! -x "$BIN" ]; then
    notok "$BIN is not an executable"
    test_done
fi

# the server stays up between tests (it would exit with its last session, and a test
# that starts the next one at that moment meets a server going away)
tmux start-server \; set-option -g exit-empty off 2>/dev/null

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
# cmd_says SESSION LINE REGEX NAME: LINE typed after ':' makes the message REGEX
cmd_says() {
    keys "$1" ':'
    wait_for "$1" '^:' >/dev/null
    keys "$1" "$2" Enter
    if wait_for "$1" "$3"; then ok "$4"; else notok "$4" "$(said "$1")"; fi
}

# the tmux server keeps its own environment: what the explorer sees is set here
RUN="cd '$PWD' && exec env -u NO_COLOR -u SPELGEN_TIMING HOME='$HOME' XDG_STATE_HOME='$XDG_STATE_HOME'"
explore() { # explore TAG W H [ARGS...]
    tag=$1 w=$2 h=$3
    shift 3
    start "$tag" "$w" "$h" "$RUN '$BIN' explore $*"
}

# ---- opens, with the status line and the draw counter ------------------------------
S=$(explore open 100 30 --seed 1)
if wait_for "$S" 'draws [0-9]+/[0-9]+' && status "$S" | grep -Eq 'seed 1.*phase path.*draws 300/[0-9]+'; then
    ok "opens at the path phase with the status line and draw counter"
else
    notok "opens at the path phase with the status line and draw counter" "$(screen "$S")"
fi

# ---- stepping: Home, 5 forward, 2 back ---------------------------------------------
keys "$S" Home
if wait_for "$S" 'draws 0/'; then
    keys "$S" Space Space Space w Space
    if wait_for "$S" 'draws 5/'; then ok "five steps forward count five draws"
    else notok "five steps forward count five draws" "$(status "$S")"; fi
    keys "$S" b b
    if wait_for "$S" 'draws 3/'; then ok "two steps back count three"
    else notok "two steps back count three" "$(status "$S")"; fi
else
    notok "Home goes to draw 0" "$(status "$S")"
fi

# ---- g + a number ------------------------------------------------------------------
keys "$S" g
if wait_for "$S" 'go to draw'; then
    keys "$S" 1234 Enter
    if wait_for "$S" 'draws 1234/'; then ok "g 1234 jumps to draw 1234"
    else notok "g 1234 jumps to draw 1234" "$(status "$S")"; fi
else
    notok "g opens a prompt" "$(screen "$S")"
fi

# ---- ] walks the phases ------------------------------------------------------------
tmux kill-session -t "$S" 2>/dev/null
S=$(explore phases 100 30 --seed 1)
wait_for "$S" 'phase path' >/dev/null
seen="path"
for want in graveyard rooms specials blocks; do
    keys "$S" ']'
    if wait_for "$S" "phase $want "; then seen="$seen $want"; else break; fi
done
if [ "$seen" = "path graveyard rooms specials blocks" ]; then
    ok "] goes path -> graveyard -> rooms -> specials -> blocks"
else
    notok "] goes path -> graveyard -> rooms -> specials -> blocks" "got: $seen / $(status "$S")"
fi
keys "$S" '['
if wait_for "$S" 'phase specials '; then ok "[ goes back a phase"
else notok "[ goes back a phase" "$(status "$S")"; fi

# ---- the room grid at the end of the path phase matches show's rooms ----------------
tmux kill-session -t "$S" 2>/dev/null
S=$(explore rooms 100 30 --seed 1)
wait_for "$S" 'phase path' >/dev/null
keys "$S" ']'
wait_for "$S" 'phase graveyard' >/dev/null
want=$("$BIN" show --seed 1 --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["rooms"])')
got=$(screen "$S" | python3 -c '
import re, sys
rows = []
for line in sys.stdin:
    cells = re.findall(r"\[(\d)[SE ]\]", line)
    if len(cells) == 4:
        rows.append([int(c) for c in cells])
print(rows[:4])')
if [ -n "$want" ] && [ "$want" = "$got" ]; then ok "room grid after the path phase = show's rooms $want"
else notok "room grid after the path phase = show's rooms" "want $want got $got"; fi
if screen "$S" | grep -q '\[[0-9]S\]' && screen "$S" | grep -q '\[[0-9]E\]'; then
    ok "room grid marks the start S and the exit E"
else
    notok "room grid marks the start S and the exit E" "$(screen "$S")"
fi

# ---- :why X Y lists the draws spelgen why lists ------------------------------------
tmux kill-session -t "$S" 2>/dev/null
S=$(explore why 120 60 --seed 1)
wait_for "$S" 'phase path' >/dev/null
keys "$S" ':'
if wait_for "$S" '^:'; then
    keys "$S" 'why 21 1' Enter
    if wait_for "$S" 'tile 21,1'; then
        want=$("$BIN" why 21 1 --seed 1 | sed -n 's/^#\([0-9][0-9]*\).*/\1/p' | sort -n | tr '\n' ' ')
        # every entry the inspector lists: what shaped the tile and what passed it
        total=$(screen "$S" | sed -n 's/.* of all \([0-9][0-9]*\) so far.*/\1/p; s/.* \([0-9][0-9]*\) events\{0,1\} shaped it, [0-9]* of them.*/\1/p' | head -n 1)
        seen=""
        # walk the selection down the inspector so long histories scroll into view
        i=0
        while [ "$i" -le "${total:-0}" ]; do
            # the inspector: the rows under its title, right of the map
            seen="$seen $(screen "$S" | python3 -c '
import re, sys
inside = False
for line in sys.stdin:
    seg = line[44:]
    if re.search(r"tile 21,1", seg):
        inside = True
        continue
    if inside and not re.match(r"^.[ #·-]", seg):
        break
    m = re.match(r"^.{1,2}#(\d+) ", seg) if inside else None
    if m:
        print(m.group(1))' | tr '\n' ' ')"
            keys "$S" Down
            i=$((i + 1))
        done
        got=$(printf '%s\n' $seen | sort -nu | tr '\n' ' ')
        if [ -n "$want" ] && [ "$want" = "$got" ]; then ok ":why 21 1 lists the same draws as 'spelgen why' ($(echo $want | wc -w) draws)"
        else notok ":why 21 1 lists the same draws as 'spelgen why'" "want: $want
got:  $got"; fi
    else
        notok ":why 21 1 shows the inspector" "$(screen "$S")"
    fi
else
    notok ": opens the command line" "$(screen "$S")"
fi

# ---- a bad command is an error in the status line, and the explorer goes on ----------
keys "$S" Escape ':'
wait_for "$S" '^:' >/dev/null
keys "$S" 'frobnicate' Enter
if wait_for "$S" "'frobnicate' is not a command"; then
    before=$(status "$S" | sed -n 's/.*draws \([0-9]*\)\/.*/\1/p')
    keys "$S" Space
    if alive "$S" && wait_for "$S" "draws $((before + 1))/"; then ok "a bad command shows an error and the explorer keeps running"
    else notok "a bad command shows an error and the explorer keeps running" "$(screen "$S")"; fi
else
    notok "a bad command shows an error in the status line" "$(status "$S")"
fi

# ---- :goto and :phase --------------------------------------------------------------
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" 'phase blocks' Enter
if wait_for "$S" 'phase blocks .*draws [0-9]+/'; then ok ":phase blocks jumps to the blocks phase"
else notok ":phase blocks jumps to the blocks phase" "$(status "$S")"; fi
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" 'goto 77' Enter
if wait_for "$S" 'draws 77/'; then ok ":goto 77"
else notok ":goto 77" "$(status "$S")"; fi

# ---- Tab completes, and the history is kept for the next session ---------------------
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" 'ph' Tab
if wait_for "$S" '^:phase *$'; then
    keys "$S" 'gr' Tab Enter
    if wait_for "$S" 'phase graveyard '; then ok "Tab completes command and phase names (:ph<Tab>gr<Tab>)"
    else notok "Tab completes command and phase names" "$(status "$S")"; fi
else
    notok "Tab completes command names" "$(screen "$S" | tail -n 2)"
    keys "$S" C-u Enter # leave the command line empty-handed
fi
# libedit writes its history with spaces escaped as \040
if grep -Eq 'goto( |\\040)77' "$XDG_STATE_HOME/spelgen/history" 2>/dev/null; then ok "command history is saved in \$XDG_STATE_HOME/spelgen/history"
else notok "command history is saved in \$XDG_STATE_HOME/spelgen/history" "$(ls -R "$XDG_STATE_HOME" 2>&1)"; fi

# ---- :export at the last draw writes the level as show does ------------------------------------------
keys "$S" End ':'
wait_for "$S" '^:' >/dev/null
keys "$S" "export $TMP/level.json" Enter
if wait_for "$S" 'wrote the finished level' && "$BIN" show --seed 1 --format json | cmp -s - "$TMP/level.json"; then
    ok ":export FILE.json writes what show --format json prints"
else
    notok ":export FILE.json writes what show --format json prints" "$(status "$S")"
fi

# ---- / searches the draws ----------------------------------------------------------
keys "$S" Home '/'
if wait_for "$S" 'search the draws for'; then
    keys "$S" 'snake_pit' Enter
    if wait_for "$S" "'snake_pit' at draw #[0-9]+"; then ok "/ finds a draw by its site"
    else notok "/ finds a draw by its site" "$(status "$S")"; fi
else
    notok "/ opens a search prompt" "$(screen "$S")"
fi
keys "$S" Escape

# ---- ? shows the help ---------------------------------------------------------------
keys "$S" '?'
if wait_for "$S" 'big step back' && screen "$S" | grep -Eq 'help(:| \()'; then
    keys "$S" x
    ok "? shows the help pane and a key closes it"
else
    notok "? shows the help pane" "$(screen "$S")"
fi

# ---- the mouse: a click on the map selects the tile -----------------------------------
tmux kill-session -t "$S" 2>/dev/null
S=$(explore mouse 100 40 --seed 1)  # 40 rows: the whole map shows, tile (x,y) is at (1+x, 2+y)
wait_for "$S" 'draws 300/' >/dev/null
hex() { printf '%x' "$1"; }
# an X10 mouse report: ESC [ M, then button, column and row, each plus 32 (1-based)
keys "$S" -H 1b 5b 4d 20 "$(hex $((32 + 1 + 6)))" "$(hex $((32 + 1 + 7)))"
keys "$S" -H 1b 5b 4d 23 "$(hex $((32 + 1 + 6)))" "$(hex $((32 + 1 + 7)))"
if wait_for "$S" 'tile 5,5' && screen "$S" | grep -q 'cursor 5,5'; then ok "a mouse click on the map selects that tile"
else notok "a mouse click on the map selects that tile" "$(screen "$S")"; fi

# ---- NO_COLOR: attributes only ---------------------------------------------------------
colours() { tmux capture-pane -e -p -t "$1" | grep -Eo "$(printf '\033')\\[[0-9;]*m" | grep -Ec '[[;](3[0-7]|4[0-7]|38|48)[;m]' ; }
tmux kill-session -t "$S" 2>/dev/null
S=$(start nocolor 100 30 "$RUN NO_COLOR=1 '$BIN' explore --seed 1")
C=$(explore colour 100 30 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
wait_for "$C" 'draws 300/' >/dev/null
keys "$S" End
keys "$C" End
wait_for "$S" 'draws [0-9]+/' >/dev/null
wait_for "$C" 'phase finish' >/dev/null
wait_for "$S" 'phase finish' >/dev/null
nc=$(colours "$S")
cc=$(colours "$C")
if [ "$nc" -eq 0 ] && [ "$cc" -gt 0 ]; then ok "NO_COLOR=1 draws without colours ($cc colour codes without it)"
else notok "NO_COLOR=1 draws without colours" "with NO_COLOR: $nc colour codes; without: $cc"; fi
tmux kill-session -t "$C" 2>/dev/null

# ---- resizing ----------------------------------------------------------------------
tmux kill-session -t "$S" 2>/dev/null
S=$(explore resize 100 30 --seed 1)
wait_for "$S" 'draws 300/' >/dev/null
tmux resize-window -t "$S" -x 60 -y 20 2>/dev/null
if wait_for "$S" 'draws 300/' && alive "$S" && [ "$(screen "$S" | wc -l)" -le 20 ]; then ok "resized to 60x20 it redraws"
else notok "resized to 60x20 it redraws" "$(screen "$S")"; fi
tmux resize-window -t "$S" -x 40 -y 10 2>/dev/null
if wait_for "$S" 'needs at least' && screen "$S" | tr -d '\n' | grep -q '60x20'; then ok "at 40x10 it says it needs at least 60x20"
else notok "at 40x10 it says it needs at least 60x20" "$(screen "$S")"; fi
tmux resize-window -t "$S" -x 100 -y 30 2>/dev/null
wait_for "$S" 'draws 300/' >/dev/null
keys "$S" Space
if wait_for "$S" 'draws 301/' && alive "$S"; then ok "back to 100x30 it redraws and steps"
else notok "back to 100x30 it redraws and steps" "$(screen "$S")"; fi
tmux resize-window -t "$S" -x 160 -y 50 2>/dev/null
if wait_for "$S" 'tile [0-9]+,[0-9]+: Enter to inspect' && screen "$S" | grep -q 'rooms: the path' &&
    screen "$S" | grep -q 'draw log' && screen "$S" | grep -q 'level 1 map'; then
    ok "at 160x50 the map, rooms, log and inspector are all shown"
else
    notok "at 160x50 the map, rooms, log and inspector are all shown" "$(screen "$S")"
fi

# ---- q quits -------------------------------------------------------------------------
keys "$S" q
i=0
while alive "$S" && [ "$i" -lt $((WAIT * 10)) ]; do sleep 0.1; i=$((i + 1)); done
if alive "$S"; then notok "q quits" "$(screen "$S")"; else ok "q quits"; fi

# ---- the debugger: breakpoints, watchpoints, continue and reverse-continue ------------
# cmd NAME LINE: types LINE on the `:` command line
cmd() {
    keys "$1" ':'
    wait_for "$1" '^:' >/dev/null
    keys "$1" "$2" Enter
}
# where the expected stops are, from the command line's own listings
middle=$("$BIN" trace --seed 1 | awk -F'\t' '$3 == "path.walk.middle" { print $1 }' | head -n 2 | tr '\n' ' ')
m1=${middle%% *}
m2=$(echo $middle | cut -d' ' -f2)
t1=$("$BIN" why 21 1 --seed 1 | sed -n 's/.*=> tile (21,1) becomes .*(by #\([0-9]*\)).*/\1/p' | head -n 1)
t2=$("$BIN" why 21 1 --seed 1 | sed -n 's/.*=> tile (21,1) becomes .*(by #\([0-9]*\)).*/\1/p' | sed -n 2p)
for size in 80x24 200x60; do
    w=${size%x*} h=${size#*x}
    S=$(explore "debug$w" "$w" "$h" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    cmd "$S" 'break path.walk.middle'
    if wait_for "$S" 'breakpoint 1: path.walk.middle'; then
        keys "$S" c
        if wait_for "$S" "draws $m1/" && wait_for "$S" "breakpoint 1 \(path.walk.middle\): draw #$m1"; then
            keys "$S" c
            if wait_for "$S" "draws $m2/"; then
                keys "$S" C
                if wait_for "$S" "draws $m1/"; then ok "$size: :break path.walk.middle, c stops at #$m1, c at #$m2, C back at #$m1"
                else notok "$size: C goes back to the previous breakpoint hit" "$(status "$S")"; fi
            else
                notok "$size: c again stops at the next hit #$m2" "$(status "$S")"
            fi
        else
            notok "$size: c stops at the next draw of the breakpoint's site (#$m1)" "$(status "$S")"
        fi
    else
        notok "$size: :break answers with the breakpoint" "$(status "$S")"
    fi
    # a watchpoint: c stops where tile (21,1) changes, as `spelgen why` shows its writes
    cmd "$S" 'delete 1'
    wait_for "$S" 'deleted breakpoint 1' >/dev/null
    cmd "$S" 'watch 21 1'
    wait_for "$S" 'watchpoint 2: 21 1' >/dev/null
    keys "$S" c
    if wait_for "$S" "draws $t1/" && wait_for "$S" "watchpoint 2 \(21 1\): empty -> brick"; then
        keys "$S" c
        if wait_for "$S" "draws $t2/"; then
            keys "$S" C
            if wait_for "$S" "draws $t1/"; then ok "$size: :watch 21 1, c stops at #$t1 and #$t2 where the tile changes, C goes back"
            else notok "$size: C goes back to the watched tile's previous change" "$(status "$S")"; fi
        else
            notok "$size: c stops at the tile's next change #$t2" "$(status "$S")"
        fi
    else
        notok "$size: :watch 21 1 then c stops at its first change (#$t1)" "$(status "$S")"
    fi
    # :info break lists it; with nothing ahead, c says so and stays
    cmd "$S" 'info break'
    if wait_for "$S" 'breakpoints and watchpoints' && screen "$S" | grep -Eq '2 +watchpoint +keep +y +[0-9]+ +21 1'; then
        ok "$size: :info break lists the watchpoint"
    else
        notok "$size: :info break lists the watchpoint" "$(screen "$S")"
    fi
    keys "$S" x End
    wait_for "$S" 'phase finish' >/dev/null
    before=$(status "$S" | sed -n 's/.*draws \([0-9]*\)\/.*/\1/p')
    keys "$S" c
    if wait_for "$S" "no breakpoint or watchpoint is met after draw $before" && status "$S" | grep -q "draws $before/"; then
        ok "$size: c with nothing ahead says so and the cursor stays"
    else
        notok "$size: c with nothing ahead says so and the cursor stays" "$(status "$S")"
    fi
    # } and { from the inspector: the next and previous change of the tile under the cursor
    cmd "$S" 'why 21 1'
    wait_for "$S" 'tile 21,1' >/dev/null
    keys "$S" Home
    wait_for "$S" 'draws 0/' >/dev/null
    keys "$S" '}'
    if wait_for "$S" "draws $t1/"; then
        keys "$S" '}'
        wait_for "$S" "draws $t2/" >/dev/null
        keys "$S" '{'
        if wait_for "$S" "draws $t1/" && alive "$S"; then ok "$size: } and { in the inspector go to the tile's next and previous change"
        else notok "$size: { goes to the tile's previous change" "$(status "$S")"; fi
    else
        notok "$size: } goes to the next change of the tile under the cursor" "$(status "$S")"
    fi
    # a bad spec is an error and nothing else changes
    cmd "$S" 'break mines.bat if colour == 2'
    if wait_for "$S" "break: 'colour' is not a condition"; then ok "$size: a bad breakpoint spec says what is wrong"
    else notok "$size: a bad breakpoint spec says what is wrong" "$(status "$S")"; fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- moving: counts, relative goto, until, marks and the jump list -------------------
draws_now() { status "$1" | sed -n 's/.*draws \([0-9]*\)\/.*/\1/p'; }
for size in 80x24 200x60; do
    w=${size%x*} h=${size#*x}
    S=$(explore "moving$w" "$w" "$h" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    total=$(status "$S" | sed -n 's/.*draws 300\/\([0-9]*\).*/\1/p')
    keys "$S" 1 0 Space
    if wait_for "$S" 'draws 310/'; then ok "$size: 10 space steps ten draws"
    else notok "$size: 10 space steps ten draws" "$(status "$S")"; fi
    keys "$S" g
    wait_for "$S" 'go to draw' >/dev/null
    keys "$S" '+10' Enter
    wait_for "$S" 'draws 320/' >/dev/null
    keys "$S" g
    wait_for "$S" 'go to draw' >/dev/null
    keys "$S" -- '-3' Enter
    if wait_for "$S" 'draws 317/'; then
        keys "$S" g
        wait_for "$S" 'go to draw' >/dev/null
        keys "$S" -l end # literally: tmux reads a bare 'end' as the End key
        keys "$S" Enter
        if wait_for "$S" "draws $total/$total"; then ok "$size: g +10, g -3 and g end"
        else notok "$size: g end goes to the last draw" "$(status "$S")"; fi
    else
        notok "$size: g +10 then g -3 goes to 317" "$(status "$S")"
    fi
    # until: from just before the walk to its end (seed 1's walk is draws 304-318)
    cmd "$S" 'goto 303'
    wait_for "$S" 'draws 303/' >/dev/null
    keys "$S" u
    if wait_for "$S" 'draws 318/'; then ok "$size: u runs until the end of the walk"
    else notok "$size: u runs until the end of the walk" "$(status "$S")"; fi
    # marks
    keys "$S" m a
    wait_for "$S" 'mark a at draw 318' >/dev/null
    keys "$S" Home
    wait_for "$S" 'draws 0/' >/dev/null
    keys "$S" "'" a
    if wait_for "$S" 'draws 318/'; then
        keys "$S" "'" "'"
        if wait_for "$S" 'draws 0/'; then ok "$size: m a marks a draw, 'a goes back to it, '' to where the jump left"
        else notok "$size: '' goes back to where the last jump left from" "$(status "$S")"; fi
    else
        notok "$size: 'a goes to mark a" "$(status "$S")"
    fi
    keys "$S" "'" q
    if wait_for "$S" "mark q is not set" && alive "$S"; then ok "$size: an unset mark says so"
    else notok "$size: an unset mark says so" "$(status "$S")"; fi
    # the jump list: g 1234, ] (a jump), then Ctrl-O twice and Ctrl-N twice
    cmd "$S" 'goto 1234'
    wait_for "$S" 'draws 1234/' >/dev/null
    keys "$S" ']'
    sleep 0.3
    after=$(draws_now "$S")
    keys "$S" C-o
    if wait_for "$S" 'draws 1234/'; then
        keys "$S" C-o
        if wait_for "$S" 'draws 0/'; then
            keys "$S" C-n C-n
            if wait_for "$S" "draws $after/" && [ "$after" != 1234 ]; then ok "$size: Ctrl-O goes back through the jumps, Ctrl-N forward again ($after)"
            else notok "$size: Ctrl-N goes forward through the jumps" "$(status "$S")"; fi
        else
            notok "$size: a second Ctrl-O goes to the jump before" "$(status "$S")"
        fi
    else
        notok "$size: Ctrl-O goes back to where the phase jump left" "$(status "$S")"
    fi
    # a count before c: the third hit of the breakpoint
    cmd "$S" 'break path.walk.middle'
    cmd "$S" 'goto 300'
    wait_for "$S" 'draws 300/' >/dev/null
    third=$("$BIN" trace --seed 1 | awk -F'\t' '$3 == "path.walk.middle" { print $1 }' | sed -n 3p)
    keys "$S" 3 c
    if wait_for "$S" "draws $third/" && wait_for "$S" "breakpoint 1 \(path.walk.middle\): draw #$third"; then ok "$size: 3 c stops at the breakpoint's third hit (#$third)"
    else notok "$size: 3 c stops at the breakpoint's third hit (#$third)" "$(status "$S")"; fi
    # / takes a regex over what the log shows, and says when it wraps
    keys "$S" Home '/'
    wait_for "$S" 'search the draws for' >/dev/null
    keys "$S" -l 'walk-els[e][)]'
    keys "$S" Enter
    if wait_for "$S" "at draw #306"; then
        keys "$S" n
        wait_for "$S" "at draw #314" >/dev/null
        keys "$S" n
        if wait_for "$S" "at draw #306: the search wrapped"; then ok "$size: / takes a regex, n goes on and says when it wraps"
        else notok "$size: n says when the search wraps" "$(status "$S")"; fi
    else
        notok "$size: / takes a regex (walk-els[e] at #306)" "$(status "$S")"
    fi
    keys "$S" Escape '/'
    wait_for "$S" 'search the draws for' >/dev/null
    keys "$S" -l 'tile .21,1. becomes'
    keys "$S" Enter
    if wait_for "$S" "at draw #$t1"; then ok "$size: / finds an effect by its tile (tile (21,1) becomes at #$t1)"
    else notok "$size: / finds an effect by its tile" "$(status "$S")"; fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- what if: :force regenerates, marks what differs, :unforce and another level drop it --
for size in 80x24 200x60; do
    w=${size%x*} h=${size#*x}
    S=$(explore "force$w" "$w" "$h" --seed 2)
    wait_for "$S" 'draws 300/' >/dev/null
    cmd "$S" 'force 304 9'
    if wait_for "$S" 'draw #304 is rand\(5,7\), so its value is 5-7'; then ok "$size: a force out of the call's range is refused"
    else notok "$size: a force out of the call's range is refused" "$(status "$S")"; fi
    cmd "$S" 'force 304 5'
    if wait_for "$S" 'draws 304/[0-9]+  force #304=5' && wait_for "$S" 'map: [0-9]+ tiles differ'; then
        ok "$size: :force 304 5 regenerates at #304, the status shows the force, the map what differs"
    else
        notok "$size: :force 304 5 regenerates at #304, the status shows the force, the map what differs" "$(screen "$S")"
    fi
    # the room grid at the end of the path phase is the forced level's, as show --force has it
    keys "$S" ']'
    wait_for "$S" 'phase graveyard' >/dev/null
    want=$("$BIN" show --seed 2 --force 304=5 --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["rooms"])')
    got=$(screen "$S" | python3 -c '
import re, sys
rows = []
for line in sys.stdin:
    cells = re.findall(r"\[(\d)[SE ]\]", line)
    if len(cells) == 4:
        rows.append([int(c) for c in cells])
print(rows[:4])')
    if [ -n "$want" ] && [ "$want" = "$got" ]; then ok "$size: the forced level's rooms are show --force's ($want)"
    else notok "$size: the forced level's rooms are show --force's" "want $want got $got"; fi
    cmd "$S" 'unforce'
    if wait_for "$S" 'dropped 1 force' && ! status "$S" | grep -q 'force #'; then ok "$size: :unforce drops the force"
    else notok "$size: :unforce drops the force" "$(status "$S")"; fi
    cmd "$S" 'force 304 5'
    wait_for "$S" 'force #304=5' >/dev/null
    cmd "$S" 'level 2'
    if wait_for "$S" "the forces were the last level's: dropped" && ! status "$S" | grep -q 'force #'; then ok "$size: :level drops the forces, saying so"
    else notok "$size: :level drops the forces, saying so" "$(status "$S")"; fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- :diff: a second generation beside the first, marks and hops ---------------------
for size in 80x24 200x60; do
    w=${size%x*} h=${size#*x}
    S=$(explore "diff$w" "$w" "$h" --seed 1)
    wait_for "$S" 'draws 300/' >/dev/null
    cmd "$S" 'diff quirk walk-else'
    if wait_for "$S" 'draws 306/[0-9]+  diff quirk walk-else off' && wait_for "$S" 'map: [0-9]+ tiles differ'; then
        ok "$size: :diff quirk walk-else goes to where the draws part (#306) and marks the map"
    else
        notok "$size: :diff quirk walk-else goes to where the draws part (#306) and marks the map" "$(screen "$S")"
    fi
    if [ "$w" -ge 200 ]; then
        if said "$S" | grep -Eq "the draws part at #306: path.walk.middle=3 left: .* \| other: path.walk.middle=3 .*; [0-9]+ tiles, [0-9]+ rooms"; then
            ok "$size: the message says what differs and both sides of the divergence"
        else
            notok "$size: the message says what differs and both sides of the divergence" "$(status "$S")"
        fi
    fi
    keys "$S" ')'
    if wait_for "$S" 'tile [0-9]+,[0-9]+ differs: '; then
        first=$(said "$S" | sed -n 's/.*tile \([0-9]*,[0-9]*\) differs.*/\1/p')
        keys "$S" ')' '('
        sleep 0.3
        if wait_for "$S" "tile $first differs"; then ok "$size: ) and ( hop between the tiles that differ ($first)"
        else notok "$size: ( goes back to the tile before" "$(status "$S")"; fi
    else
        notok "$size: ) goes to a tile that differs" "$(status "$S")"
    fi
    keys "$S" Home
    cmd "$S" 'diff'
    if wait_for "$S" 'draws 306/'; then ok "$size: :diff alone goes back to the first divergence"
    else notok "$size: :diff alone goes back to the first divergence" "$(status "$S")"; fi
    cmd "$S" 'diff off'
    # the message, not the command line still showing ':diff off' as it is read
    if wait_for "$S" '[^:]diff off' && ! screen "$S" | grep -q 'tiles differ'; then ok "$size: :diff off ends it"
    else notok "$size: :diff off ends it" "$(screen "$S")"; fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- explore -x FILE: commands run at start, as gdb's -x -------------------------------
printf '# a breakpoint, then its second hit\nbreak path.walk.middle\n\ncontinue 2\n' >"$TMP/cmds"
S=$(explore xfile 100 30 --seed 1 -x "$TMP/cmds")
if wait_for "$S" "draws $m2/" && wait_for "$S" "breakpoint 1 \(path.walk.middle\): draw #$m2"; then ok "explore -x FILE runs its commands first (break, continue 2: #$m2)"
else notok "explore -x FILE runs its commands first" "$(screen "$S")"; fi
tmux kill-session -t "$S" 2>/dev/null
printf 'break path.walk.middle\nfrobnicate\n' >"$TMP/bad"
rm -f "$TMP/xrc"
S=$(start xbad 100 30 "$RUN sh -c \"'$BIN' explore -x '$TMP/bad' 2>'$TMP/xerr'; echo \\\$? > '$TMP/xrc'; sleep 30\"")
i=0
while [ ! -s "$TMP/xrc" ] && [ "$i" -lt $((WAIT * 10)) ]; do sleep 0.1; i=$((i + 1)); done
if [ "$(cat "$TMP/xrc" 2>/dev/null)" = 1 ] && grep -q "bad:2: 'frobnicate' is not a command" "$TMP/xerr"; then
    ok "explore -x with a bad line: FILE:LINE and exit 1, before the terminal is taken"
else
    notok "explore -x with a bad line: FILE:LINE and exit 1" "rc=$(cat "$TMP/xrc" 2>/dev/null) $(cat "$TMP/xerr" 2>/dev/null)"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- each style's phases are explained in its own words -----------------------------
S=$(explore fools-blurb 100 30 --style fools --seed 3)
if wait_for "$S" 'draws [0-9]+/'; then
    keys "$S" Home ']'
    if wait_for "$S" "deck of" && ! screen "$S" | grep -q "takes a layout for its kind"; then
        ok "a fools level's rooms phase is told as the fools style's"
    else
        notok "a fools level's rooms phase is told as the fools style's" "$(screen "$S")"
    fi
else
    notok "a fools level opens" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- the fools style's engine: modern GameMaker's WELL words, :engine gm8 the LCG -----
S=$(explore fools-engine 200 30 --style fools --seed 3531)
if wait_for "$S" 'draws [0-9]+/' && status "$S" | grep -q 'WELL 0x'; then
    ok "a fools level's status line shows modern GameMaker's word"
else
    notok "a fools level's status line shows modern GameMaker's word" "$(status "$S")"
fi
keys "$S" ':'
wait_for "$S" '^:' >/dev/null
keys "$S" 'engine gm8' Enter
if wait_for "$S" 'engine gm8: [0-9]+ draws now' && status "$S" | grep -q 'LCG 0x'; then
    ok ":engine gm8 rebuilds the level on GameMaker 8's LCG"
else
    notok ":engine gm8 rebuilds the level on GameMaker 8's LCG" "$(status "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
S=$(explore tunnel-pane 110 32 --style tunnel --seed 3)
if wait_for "$S" "switchback tunnel" && ! screen "$S" | grep -q "rooms: the path"; then
    ok "a tunnel floor's pane says it has no grid of rooms"
else
    notok "a tunnel floor's pane says it has no grid of rooms" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null

# ---- r: the rule pane, at 80x24 and 200x60 -------------------------------------------
# draw 306 of seed 1 is a walk move that walk-else turned round (spelgen trace says so)
wd=$("$BIN" trace --seed 1 | awk -F'\t' '$9 ~ /\(walk-else\)/ {print $1; exit}')
for size in "80 24" "200 60"; do
    set -- $size
    S=$(explore rule "$1" "$2" --seed 1)
    wait_for "$S" 'phase path' >/dev/null
    keys "$S" g
    wait_for "$S" 'go to draw' >/dev/null
    keys "$S" "$wd" Enter
    wait_for "$S" "draws $wd/" >/dev/null
    keys "$S" r
    if wait_for "$S" 'rule of this draw' &&
        screen "$S" | grep -q 'the walk: one move of the path' &&
        screen "$S" | grep -Eq '(▶|>) +elsewhere: +n = rand\(1,5\)' &&
        screen "$S" | grep -q 'site path.walk.middle at src/styles/classic/path.c:[0-9]' &&
        screen "$S" | grep -q 'Quirk walk-else decided this draw' &&
        screen "$S" | grep -q ':quirk walk-else off'; then
        ok "${1}x$2: r shows the walk's rule, this draw's line, the quirk and the site's source"
    else
        notok "${1}x$2: r shows the walk's rule, this draw's line, the quirk and the site's source" "$(screen "$S")"
    fi
    # the branch the value took is marked; a long rule says what it needs
    val=$("$BIN" trace --seed 1 | awk -F'\t' -v d="$wd" '$1 == d {print $5}')
    case $val in 1|2) want='move left' ;; 3|4) want='move right' ;; *) want='drop one row' ;; esac
    if screen "$S" | grep -Eq "(⇒|=>) +if n is .*$want"; then ok "${1}x$2: the branch taken ($val: $want) is marked"
    else notok "${1}x$2: the branch taken ($val: $want) is marked" "$(screen "$S")"; fi
    keys "$S" g
    wait_for "$S" 'go to draw' >/dev/null
    keys "$S" 1 Enter
    wait_for "$S" 'draws 1/' >/dev/null
    if wait_for "$S" 'site earth.look at src/styles/classic/earth.c:[0-9]' &&
        screen "$S" | grep -q 'else if rand(1,1200) == 1: an item' &&
        ! screen "$S" | grep -q 'lines hidden'; then
        ok "${1}x$2: the whole rule of a block's rolls fits"
    else notok "${1}x$2: the whole rule of a block's rolls fits" "$(screen "$S")"; fi
    keys "$S" r
    i=0
    while screen "$S" | grep -q 'rule of this draw' && [ "$i" -lt $((WAIT * 10)) ]; do
        sleep 0.1
        i=$((i + 1))
    done
    if screen "$S" | grep -q 'rooms: ' && ! screen "$S" | grep -q 'rule of this draw'; then ok "${1}x$2: r again closes the pane"
    else notok "${1}x$2: r again closes the pane" "$(screen "$S")"; fi
    tmux kill-session -t "$S" 2>/dev/null
done
# the smallest terminal: the walk's rule is longer than the pane, which keeps the draw's
# line and the quirk's words in view and says how many rows the whole would need
S=$(explore rulesmall 60 20 --seed 1)
wait_for "$S" 'phase path' >/dev/null
keys "$S" g
wait_for "$S" 'go to draw' >/dev/null
keys "$S" "$wd" Enter
wait_for "$S" "draws $wd/" >/dev/null
keys "$S" r
if wait_for "$S" 'lines hidden: the rule needs [0-9]+ rows, has [0-9]+' &&
    screen "$S" | grep -Eq '(▶|>) +elsewhere: +n = rand\(1,5\)' &&
    screen "$S" | grep -q 'Quirk walk-else decided' && screen "$S" | grep -q ':quirk walk-else off' &&
    screen "$S" | grep -q 'site path.walk.middle at src/'; then
    ok "60x20: a rule longer than the pane keeps the draw's line and the quirk, and says what it needs"
else
    notok "60x20: a rule longer than the pane keeps the draw's line and the quirk, and says what it needs" "$(screen "$S")"
fi
tmux kill-session -t "$S" 2>/dev/null
S=$(explore rulefools 80 24 --style fools --seed 1)
wait_for "$S" 'phase ' >/dev/null
keys "$S" g
wait_for "$S" 'go to draw' >/dev/null
keys "$S" 10 Enter r
if wait_for "$S" "the rooms' types: no path walk" && screen "$S" | grep -q 'site rooms.shuffle at src/styles/fools/'; then
    ok "fools: the rule pane shows fools.rules' entry for the draw"
else notok "fools: the rule pane shows fools.rules' entry for the draw" "$(screen "$S")"; fi
tmux kill-session -t "$S" 2>/dev/null
# the help lists r
S=$(explore rulehelp 100 40 --seed 1)
wait_for "$S" 'phase path' >/dev/null
keys "$S" '?'
# on its first page or the next ones (the help grows with the keys)
found=no
wait_for "$S" 'help' >/dev/null
for page in 1 2 3 4; do
    if screen "$S" | grep -Eq 'r +the rule pane'; then found=yes; break; fi
    keys "$S" NPage
    sleep 0.3
done
if [ "$found" = yes ]; then ok "the help lists r, the rule pane"
else notok "the help lists r, the rule pane" "$(screen "$S")"; fi
tmux kill-session -t "$S" 2>/dev/null

# ---- the terminal is given back, after q and after ^C --------------------------------
for how in q C-c; do
    rm -f "$TMP/stty"
    # the shell ignores ^C so that only the explorer's own handler is tested
    S=$(start "hygiene" 100 30 "$RUN sh -c \"trap '' INT; '$BIN' explore; stty -a > '$TMP/stty'; sleep 30\"")
    wait_for "$S" 'draws 300/' >/dev/null
    keys "$S" Space "$how"
    i=0
    while [ ! -s "$TMP/stty" ] && [ "$i" -lt $((WAIT * 10)) ]; do sleep 0.1; i=$((i + 1)); done
    if [ -s "$TMP/stty" ] && grep -Eq '(^|[ ;])icanon([ ;]|$)' "$TMP/stty" &&
        grep -Eq '(^|[ ;])echo([ ;]|$)' "$TMP/stty"; then
        ok "after $how the terminal has icanon and echo again"
    else
        notok "after $how the terminal has icanon and echo again" "$(cat "$TMP/stty" 2>/dev/null)"
    fi
    tmux kill-session -t "$S" 2>/dev/null
done

# ---- no terminal: a clear message and status 1 ---------------------------------------
msg=$("$BIN" explore 2>&1 </dev/null | cat)
"$BIN" explore </dev/null >/dev/null 2>&1
rc=$?
if [ "$rc" = 1 ] && printf '%s' "$msg" | grep -q "the explorer needs a terminal; for a level as text use 'spelgen show'"; then
    ok "piped, it says it needs a terminal and exits 1"
else
    notok "piped, it says it needs a terminal and exits 1" "rc=$rc msg=$msg"
fi

# the : line and the g prompt: arguments, sites, ends, Esc, Ctrl-C, Tab, Ctrl-Z
. "$(dirname "$0")/command_line.sh"
# small and odd terminals: TERM=dumb, 80x24, 50x15, 60x20
. "$(dirname "$0")/terminal.sh"
# the quirks: one off shown, kept and exported; the tunnel's none; walk-else and column 42
. "$(dirname "$0")/quirks.sh"
# :export at the step shown, and :export!
. "$(dirname "$0")/export.sh"
# a phase's last draw, and phases that make no draw
. "$(dirname "$0")/phases.sh"
# the explorer as a teacher (the tour, the room template, the reference)
. "$(dirname "$0")/teach.sh"
# the key table: one meaning a key, the help made from it, prompts that Ctrl-C cancels
. "$(dirname "$0")/keys.sh"
# the tour against the level it stands on, and what ends it
. "$(dirname "$0")/tour.sh"
# the inspector on what a tile holds
. "$(dirname "$0")/inspector.sh"
# treasure on top of the top border (row -1, above the map): stepped over, inspected
. "$(dirname "$0")/above_map.sh"
# a gdb and vim user's habits: tbreak, condition, ignore, print, display, G/gg, marks
. "$(dirname "$0")/habits.sh"
# explore --scripts: a level the project's own scripts build, on a project of our own
. "$(dirname "$0")/scripts.sh"

test_done
