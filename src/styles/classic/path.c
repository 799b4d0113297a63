/* path.c — the path phase (classic-draw-order §1): the start room, the walk, the snake
 * pit, the Ice Caves' rolls that every level draws, and the shop's room.  Everything here
 * depends only on the RNG state at the level's start and the once-a-game state. */
#include "internal.h"

static const spg_site S_START = {"path.start", "the start room's column in the top row (0-3)"};
static const spg_site S_DEAD = {"path.unused",
                                "a column nobody reads unless the Temple's pit needs one"};
static const spg_site S_SACPIT = {"path.sacrifice_pit",
                                  "Temple only: 1 makes a sacrifice pit (1 in 8)"};
static const spg_site S_WALK_LEFT_EDGE = {"path.walk.left_edge",
                                          "3-4 right, 5 down (left column)"};
static const spg_site S_WALK_RIGHT_EDGE = {"path.walk.right_edge",
                                           "6-7 left, 5 down (right column)"};
static const spg_site S_WALK_MIDDLE = {"path.walk.middle", "1-2 left, 3-4 right, 5 down"};
static const spg_site S_CITY = {"path.city_of_gold", "the City of Gold's column in row 2"};
static const spg_site S_SNAKEPIT = {"path.snake_pit",
                                    "1 makes a snake pit here, if this room and the two "
                                    "below are side rooms (1 in 8)"};
static const spg_site S_MOTHERSHIP = {"path.mothership",
                                      "Ice Caves only: 1 makes a mothership (1 in 10)"};
static const spg_site S_YETI = {"path.yeti_lair", "Ice Caves only: 1 makes a Yeti lair (1 in 6)"};
static const spg_site S_SHOP = {"path.shop", "<= 2 gives the level a shop (from level 2)"};
static const spg_site S_SHOP_PICK = {"path.shop_room", "which qualifying side room is the shop"};

static bool free_room(const cg *c, int rx, int ry) { return c->L->rooms[ry][rx] == 0; }

/* One step's roll: its range depends on the column. */
static int walk_roll(cg *c, int rx)
{
    if (rx == 0)
        return roll(c, 3, 5, &S_WALK_LEFT_EDGE);
    if (rx == 3)
        return roll(c, 5, 7, &S_WALK_RIGHT_EDGE);
    return roll(c, 1, 5, &S_WALK_MIDDLE);
}

/* A sideways move toward `dir` (-1 left, +1 right).  The original's code reads
 *     if (x > 0) if (free(x-1)) x--; else if (x < 3) if (free(x+1)) x++; else n = 5;
 * and GameMaker pairs each else with the nearest if: a move toward a taken room turns
 * the other way if that room is free, or drops if not; at the edge nothing happens.
 * Returns +-1 moved, 0 nothing, 2 turned into a drop. */
static int walk_sideways(cg *c, int *rx, int ry, int dir)
{
    int x = *rx;
    bool toward_ok = dir < 0 ? x > 0 : x < 3;
    bool back_ok = dir < 0 ? x < 3 : x > 0;
    if (!Q(c, SPG_Q_WALK_ELSE)) {
        /* what the indentation meant: a blocked move is simply rolled again */
        if (toward_ok && free_room(c, x + dir, ry)) {
            *rx = x + dir;
            T_DECIDE(c, dir < 0 ? "left" : "right");
            return dir;
        }
        T_DECIDE(c, "nothing: that room is taken; rolled again (walk-else off)");
        return 0;
    }
    if (toward_ok) {
        if (free_room(c, x + dir, ry)) {
            *rx = x + dir;
            T_DECIDE(c, dir < 0 ? "left" : "right");
            return dir;
        }
        if (back_ok) {
            if (free_room(c, x - dir, ry)) {
                *rx = x - dir;
                T_DECIDE(c, dir < 0 ? "right: the room on the left is taken (walk-else)"
                                    : "left: the room on the right is taken (walk-else)");
                return -dir;
            }
            T_DECIDE(c, "down: both neighbours are taken (walk-else)");
            return 2;
        }
    }
    T_DECIDE(c, "nothing: blocked at the edge; rolled again");
    return 0;
}

static void walk(cg *c)
{
    spg_level *L = c->L;
    int rx = L->start_x, ry = 0, px = rx, py = 0;
    while (ry < 4) {
        T_FOCUS_ROOM(c, rx, ry);
        bool down = false;
        int n = walk_roll(c, rx);
        int moved = 0;
        if (n < 3 || n > 5)
            moved = walk_sideways(c, &rx, ry, -1);
        else if (n == 3 || n == 4)
            moved = walk_sideways(c, &rx, ry, +1);
        if (n == 5 || moved == 2) {
            ry++;
            down = true;
            if (ry < 4) {
                if (n == 5)
                    T_DECIDE(c, "down");
                cg_set_room(c, px, py, 2, SPG_CAUSE_LAST);
                cg_set_room(c, rx, ry, 3, SPG_CAUSE_LAST);
            } else {
                if (n == 5)
                    T_DECIDE(c, "down out of the bottom row: the exit is here");
                L->exit_x = rx;
                L->exit_y = ry - 1;
                if (c->T)
                    trace_note(c->T, -1, -1, "exit room chosen", SPG_CAUSE_LAST);
            }
        }
        if (!down) /* a wasted roll re-marks the room it stays in */
            cg_set_room(c, rx, ry, 1, SPG_CAUSE_LAST);
        px = rx;
        py = ry;
    }
}

static void snake_pit(cg *c)
{
    spg_level *L = c->L;
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 4; i++) {
            T_FOCUS_ROOM(c, i, j);
            bool cond = free_room(c, i, j) && free_room(c, i, j + 1) && free_room(c, i, j + 2);
            if (!test(c, cond, 1, 8, 1, &S_SNAKEPIT)) {
                T_DECIDE(c, cond ? "no pit here" : "no pit: this column is not free (wasted)");
                continue;
            }
            T_DECIDE(c, "a snake pit starts here");
            cg_set_room(c, i, j, 7, SPG_CAUSE_LAST);
            cg_set_room(c, i, j + 1, 8, SPG_CAUSE_LAST);
            if (j == 0 && free_room(c, i, 3)) {
                cg_set_room(c, i, 2, 8, SPG_CAUSE_LAST);
                cg_set_room(c, i, 3, 9, SPG_CAUSE_LAST);
            } else {
                cg_set_room(c, i, j + 2, 9, SPG_CAUSE_LAST);
            }
            cg_flag(c, "snake_pit", &L->flags.snake_pit, true, SPG_CAUSE_LAST);
            return;
        }
}

/* The Moai / mothership / Yeti lair chain: every area draws the latter two rolls. */
static void ice_rolls(cg *c)
{
    bool ice = c->area == SPG_AREA_ICE_CAVES;
    T_FOCUS_NONE(c);
    if (ice && !c->game->made_moai)
        return; /* the Moai's own rolls belong to the Ice Caves (not built yet) */
    if (test(c, ice, 1, 10, 1, &S_MOTHERSHIP))
        return;
    T_DECIDE(c, ice ? "no mothership" : "not the Ice Caves: wasted");
    test(c, ice, 1, 6, 1, &S_YETI);
    T_DECIDE(c, ice ? "Yeti lair roll" : "not the Ice Caves: wasted");
}

static void shop(cg *c)
{
    spg_level *L = c->L;
    int level = c->game->level;
    T_FOCUS_NONE(c);
    int r = roll(c, 1, level, &S_SHOP);
    if (!(r <= 2 && level > 1 && !c->game->made_black_market)) {
        T_DECIDE(c, level <= 1 ? "no shop on level 1" : r <= 2 ? "no shop after the Black Market" : "no shop");
        return;
    }
    T_DECIDE(c, "a shop, if a side room qualifies");
    int poss[4][4] = {{0}}, count = 0;
    for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++) {
            if (L->rooms[k][j] != 0)
                continue;
            int right = j < 3 ? L->rooms[k][j + 1] : -1;
            int left = j > 0 ? L->rooms[k][j - 1] : -1;
            bool right_ok = right == 1 || right == 2;
            bool left_ok = left == 1 || left == 2;
            if (j < 3 && right_ok)
                poss[k][j] = 4;
            /* the else of `if (j < 3)`: only the last column looks to its left */
            else if ((j == 3 || !Q(c, SPG_Q_SHOP_LEFT_LAST_COL)) && left_ok)
                poss[k][j] = 5;
            if (poss[k][j])
                count++;
        }
    if (count == 0) {
        if (c->T)
            trace_note(c->T, -1, -1, "no side room qualifies: no shop", SPG_CAUSE_LAST);
        return;
    }
    int n = roll(c, 0, count - 1, &S_SHOP_PICK);
    for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++)
            if (poss[k][j] && n-- == 0) {
                T_DECIDE(c, poss[k][j] == 4 ? "this room: a shop facing right"
                                            : "this room: a shop facing left");
                cg_set_room(c, j, k, poss[k][j], SPG_CAUSE_LAST);
                L->flags.shop_rx = j;
                L->flags.shop_ry = k;
                return;
            }
}

void classic_path(cg *c)
{
    spg_level *L = c->L;
    T_FOCUS_NONE(c);
    L->start_x = roll(c, 0, 3, &S_START);
    L->start_y = 0;
    T_DECIDE(c, "start room column");
    cg_set_room(c, L->start_x, 0, 1, SPG_CAUSE_LAST);
    if (Q(c, SPG_Q_DEAD_PIT_ROLL) || c->area == SPG_AREA_TEMPLE) {
        roll(c, 0, 3, &S_DEAD);
        T_DECIDE(c, "unused outside a sacrifice pit");
    }
    /* the Black Market's fixed grid (Jungle) would return here */
    bool temple = c->area == SPG_AREA_TEMPLE;
    test(c, temple, 1, 8, 1, &S_SACPIT);
    T_DECIDE(c, temple ? "sacrifice pit roll" : "not the Temple: wasted");
    walk(c);
    if (c->game->city_of_gold) {
        T_FOCUS_NONE(c);
        int x = roll(c, 0, 3, &S_CITY);
        cg_set_room(c, x, 2, 6, SPG_CAUSE_LAST);
    }
    if (c->area == SPG_AREA_MINES)
        snake_pit(c);
    ice_rolls(c);
    shop(c);
    T_FOCUS_NONE(c);
}
