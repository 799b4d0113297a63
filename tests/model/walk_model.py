#!/usr/bin/env python3
"""walk_model.py — an independent model of the classic path phase, written from the
specification alone (its "Level generation" and "The Mines" pages, and the references on
GameMaker 8's RNG and the classic draw order, sections 0 and 1), sharing no code with
spelgen's src/.  Given the RNG state at a level's start (or the state where its
border begins), the level and the forced draws, it computes what the path phase leaves in
the 4x4 room grid: the walk's rooms (1 path, 2 left by a drop, 3 dropped into), the start
and exit rooms, and the rooms the phase's later rolls change (the Temple's sacrifice pit,
the Mines' snake pit, a flooded level's lake, the Ice Caves' Moai or mothership, the
shop); how many draws the border and the path phase cost; and the path phase's draws
(number, range, value), so that a test can choose forces that fit their calls.

The original's script for all of it is scrLevelGen (the border: scrLevelGen's caller
sets it up before, see classic-draw-order.md section 0).  What it does not model: Olmec's
Lair's hand-laid hall, whose draws come before the border (the hall's objects roll as
they are created, and what they are is room data): --pre N says how many there are.

    walk_model.py --state S --level N [--lake | --in-game] [--made-moai] [--pre N]
                  [--force N=V ...]

prints one JSON object: rooms (4 rows of 4 codes, rooms[y][x]), start [x, y], exit
[x, y], border_draws, path_first_draw, path_draws, draws [[n, lo, hi, value], ...] and
made_moai (whether the Moai is made by the end of this level: a game's next Ice Caves
level needs it).
"""
import argparse
import json
import math
import sys

MASK = 0xFFFFFFFF


class Rng:
    """GameMaker 8's generator (gm8-rng.md): s = s * 0x08088405 + 1 mod 2^32; random(x)
    steps first, then returns s / 2^32 * x; rand(a, b) = floor(random(b - a + 1)) + a.
    A forced draw returns its forced value while the state goes on as drawn."""

    def __init__(self, state, forces):
        self.s = state & MASK
        self.n = 0  # draws made since the level began
        self.forces = forces
        self.log = None  # [n, lo, hi, value] of each draw while set

    def step(self):
        self.s = (self.s * 0x08088405 + 1) & MASK
        self.n += 1

    def rand(self, lo, hi):
        self.step()
        value = int(math.floor(self.s / 4294967296.0 * (hi - lo + 1))) + lo
        if self.n in self.forces:
            value = self.forces[self.n]
        if self.log is not None:
            self.log.append([self.n, lo, hi, value])
        return value


def area_of(level):
    """0 the Mines (1-4), 1 the Jungle (5-8), 2 the Ice Caves (9-12), 3 the Temple
    (13-15), 4 Olmec's Lair (16): "Level generation", the area from the level's number."""
    if level <= 4:
        return 0
    if level <= 8:
        return 1
    if level <= 12:
        return 2
    if level <= 15:
        return 3
    return 4


def border_blocks(area, lake):
    """classic-draw-order.md section 0: the loop over columns 0..42 and rows 0..k places a
    block on the left and right borders, the top row and (but for the Ice Caves and
    Olmec's Lair) the rows from k down; the Ice Caves add a row of 43 under the level."""
    if area == 2:
        k, bottom = 38, False
    elif area == 4:
        k, bottom = 54, False
    elif lake:
        k, bottom = 41, True
    else:
        k, bottom = 33, True
    n = 0
    for i in range(0, 43):
        for j in range(0, k + 1):
            if i == 0 or i == 41 or j == 0 or (bottom and j >= k):
                n += 1
    if area == 2:
        n += 43
    return n


def border(rng, area, lake):
    """Each border block rolls as it is made: a Mines brick its look rand(1,10) and its
    gold rand(1,100) (a border block never reaches the gem rolls), a Jungle, Ice Caves or
    Temple block its rand(1,100)."""
    for _ in range(border_blocks(area, lake)):
        if area == 0:
            rng.rand(1, 10)
        rng.rand(1, 100)


def path_phase(rng, level, lake, made_moai):
    """classic-draw-order.md section 1 and "Level generation"'s path, in its order.
    Returns (grid[x][y] over rows 0..4, start, exit, made_moai)."""
    area = area_of(level)
    grid = [[0] * 5 for _ in range(4)]  # grid[x][y]; row 4 is a flooded level's hidden one
    x = rng.rand(0, 3)  # 1. the start room, in the top row
    start = (x, 0)
    grid[x][0] = 1
    pit_col = rng.rand(0, 3)  # 2. drawn on every level, only the sacrifice pit reads it
    # 3. the Black Market needs the market's door taken: never from a fresh state
    # 4. the sacrifice pit's roll is drawn on every level (`and` draws both sides);
    #    in the Temple a 1 makes a column of pit rooms, not the start's, before the walk
    if rng.rand(1, 8) == 1 and area == 3:
        while pit_col == x:
            pit_col = rng.rand(0, 3)
        for y in range(4):
            grid[pit_col][y] = 7 if y == 0 else 9 if y == 3 else 8
    # 5. the walk: a roll a step, until it leaves the bottom row
    y = 0
    exit_room = None
    while y < 4:
        if x == 0:
            n = rng.rand(3, 5)  # 3-4 right, 5 down
        elif x == 3:
            n = rng.rand(5, 7)  # 6-7 left, 5 down
        else:
            n = rng.rand(1, 5)  # 1-2 left, 3-4 right, 5 down
        left = n < 3 or n > 5
        right = n in (3, 4)
        if left or right:
            # toward a taken room: the other way if that one is free, down if not; at
            # the edge nothing (the roll is wasted and the walk rolls again)
            ahead, back = (-1, 1) if left else (1, -1)
            if 0 <= x + ahead <= 3:
                if grid[x + ahead][y] == 0:
                    x += ahead
                elif 0 <= x + back <= 3:
                    if grid[x + back][y] == 0:
                        x += back
                    else:
                        n = 5
        if n == 5:
            # down: the room left is 2 and the one entered 3; from the bottom row the
            # walk ends and the room it leaves holds the exit
            if y + 1 < 4:
                grid[x][y] = 2
                grid[x][y + 1] = 3
            else:
                exit_room = (x, y)
            y += 1
        else:
            grid[x][y] = 1  # a sideways move, or a wasted roll, marks the room 1
    # 6. the City of Gold needs the gold door taken: never from a fresh state
    # 7. the Mines' snake pit: rows 0 and 1, each column rolls 1 in 8 (drawn whether or
    #    not the three rooms down from it are side rooms) until one is a pit
    if area == 0:
        done = False
        for j in range(2):
            for i in range(4):
                free = grid[i][j] == 0 and grid[i][j + 1] == 0 and grid[i][j + 2] == 0
                if rng.rand(1, 8) == 1 and free:
                    grid[i][j] = 7
                    grid[i][j + 1] = 8
                    if j == 0 and grid[i][3] == 0:
                        grid[i][2] = 8
                        grid[i][3] = 9
                    else:
                        grid[i][j + 2] = 9
                    done = True
                    break
            if done:
                break
    for i in range(4):
        grid[i][4] = 0
    # 8. a flooded level: the bottom row is lake, a hidden row under it, and a column
    #    other than the exit's holds the lake's bottom room; the exit does not move
    if lake:
        for i in range(4):
            grid[i][3] = 8
            grid[i][4] = 7
        n = rng.rand(0, 3)
        while n == exit_room[0]:
            n = rng.rand(0, 3)
        grid[n][4] = 9
    # 9. the Ice Caves until the Moai is made: levels 9, 10, 11 roll 1 in 4, 3, 2, each
    #    roll of the chain drawn until one holds, level 12 always; then its room.
    #    Otherwise, every level of every area: the mothership 1 in 10 (the Ice Caves act
    #    on it), and when that fails the Yeti lair's 1 in 6
    if area == 2 and not made_moai:
        made = False
        for lv, odds in ((9, 4), (10, 3), (11, 2)):
            if rng.rand(1, odds) == 1 and level == lv:
                made = True
                break
        if not made and level == 12:
            made = True
        if made:
            made_moai = True
            mx = rng.rand(0, 3)
            my = rng.rand(1, 2)
            grid[mx][my] = 6
    else:
        if rng.rand(1, 10) == 1 and area == 2:
            k = rng.rand(0, 2)
            j = rng.rand(1, 2)
            for i in range(k, 4):
                grid[i][j] = 7 if i == k else 9 if i == 3 else 8
        else:
            rng.rand(1, 6)  # the Yeti lair's roll: it changes no room
    # 10. the shop: rand(1, level) on every level; from level 2 a result of 2 or less
    #     (and no Black Market yet) scans the side rooms, top row first, left to right:
    #     one whose right-hand room is 1 or 2 (a shop facing right, 4), or in the
    #     rightmost column one whose left-hand room is (5, the quirk); one is drawn
    if rng.rand(1, level) <= 2 and level > 1:
        cands = []
        for j in range(4):
            for i in range(4):
                if grid[i][j] != 0:
                    continue
                if i < 3:
                    if grid[i + 1][j] in (1, 2):
                        cands.append((i, j, 4))
                elif grid[i - 1][j] in (1, 2):
                    cands.append((i, j, 5))
        if cands:
            i, j, code = cands[rng.rand(0, len(cands) - 1)]
            grid[i][j] = code
    return grid, start, exit_room, made_moai


def model(state, level, lake=False, made_moai=False, pre=0, forces=None, in_game=False):
    """The path phase of `level` from RNG state `state` at the level's start, after `pre`
    draws the model does not make itself (Olmec's hall), with draw number -> value forced.
    in_game: the level is one of a game (spelgen's --seed), so the screen before a Jungle
    level rolls whether it is flooded (oTransition's step: 1 in 10, global.probLake;
    "Level generation": the screen between levels picks the room, a flooded level has its
    own); else (--state) `lake` says."""
    rng = Rng(state, dict(forces or {}))
    area = area_of(level)
    if in_game and area == 1:
        lake = rng.rand(1, 10) == 1
    for _ in range(pre):
        rng.rand(0, 0)
    lake = lake and area == 1
    before = rng.n
    border(rng, area, lake)
    border_draws = rng.n - before
    first = rng.n + 1
    rng.log = []
    grid, start, exit_room, made = path_phase(rng, level, lake, made_moai)
    return {
        # a flooded level's hidden fifth row is a row of the grid too
        "rooms": [[grid[x][y] for x in range(4)] for y in range(5 if lake else 4)],
        "lake": lake,
        "start": list(start),
        "exit": list(exit_room),
        "border_draws": border_draws,
        "path_first_draw": first,
        "path_draws": rng.n - first + 1,
        "draws": rng.log,
        "made_moai": made,
    }


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--state", required=True, type=lambda v: int(v, 0))
    ap.add_argument("--level", required=True, type=int)
    ap.add_argument("--lake", action="store_true")
    ap.add_argument("--made-moai", action="store_true")
    ap.add_argument("--pre", type=int, default=0)
    ap.add_argument("--in-game", action="store_true",
                    help="a level of a game: a Jungle level's screen rolls the lake first")
    ap.add_argument("--force", action="append", default=[])
    a = ap.parse_args(argv)
    if not 1 <= a.level <= 16:
        ap.error("levels are 1-16")
    forces = {}
    for f in a.force:
        n, _, v = f.partition("=")
        forces[int(n)] = int(v)
    json.dump(model(a.state, a.level, a.lake, a.made_moai, a.pre, forces, a.in_game), sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
