/* path.c — the path phase (classic-draw-order §1): the start room, the walk, the snake
 * pit, the Ice Caves' rolls that every level draws, and the shop's room.  Everything here
 * depends only on the RNG state at the level's start and the once-a-game state, and it
 * reads and writes only the plan (c->P: room codes, start, exit, flags), never the level:
 * so the path scan (classic.h) can run this very code with no level at all.  The search
 * runs scan.c instead, this phase spelt again for speed: a rule changed here must change
 * there too, and test_scan_kernel.c fails until it has. */
#include "internal.h"

static const spg_site S_START = SPG_SITE("path.start", "the start room's column in the top row (0-3)");
static const spg_site S_DEAD = SPG_SITE("path.unused",
                                "a column nobody reads unless the Temple's pit needs one");
static const spg_site S_SACPIT = SPG_SITE("path.sacrifice_pit",
                                  "Temple only: 1 makes a sacrifice pit (1 in 8)");
static const spg_site S_WALK_LEFT_EDGE = SPG_SITE("path.walk.left_edge",
                                          "3-4 right, 5 down (left column)");
static const spg_site S_WALK_RIGHT_EDGE = SPG_SITE("path.walk.right_edge",
                                           "6-7 left, 5 down (right column)");
static const spg_site S_WALK_MIDDLE = SPG_SITE("path.walk.middle", "1-2 left, 3-4 right, 5 down");
static const spg_site S_CITY = SPG_SITE("path.city_of_gold", "the City of Gold's column in row 2");
static const spg_site S_SNAKEPIT = SPG_SITE("path.snake_pit",
                                    "1 makes a snake pit here, if this room and the two "
                                    "below are side rooms (1 in 8)");
static const spg_site S_MOTHERSHIP = SPG_SITE("path.mothership",
                                      "Ice Caves only: 1 makes a mothership (1 in 10)");
static const spg_site S_PATH_YETI = SPG_SITE("path.yeti_lair", "Ice Caves only: 1 makes a Yeti lair (1 in 6)");
static const spg_site S_SHOP = SPG_SITE("path.shop", "<= 2 gives the level a shop (from level 2)");
static const spg_site S_SHOP_PICK = SPG_SITE("path.shop_room", "which qualifying side room is the shop");

static bool free_room(const cg *c, int rx, int ry) { return c->P->rooms[ry][rx] == SPG_ROOM_SIDE; }

/* Sets a room's code in the plan (the path phase has no level to write), traced as caused
 * by `cause` (SPG_CAUSE_LAST: the latest draw). */
static void set_room(cg *c, int rx, int ry, int code, uint32_t cause)
{
    bool kept = c->P->rooms[ry][rx] == code;
    c->P->rooms[ry][rx] = (int8_t)code;
    if (TR(c) && kept) /* the walk's wasted roll re-marks its room: said as staying */
        trace_room_code_kept(TR(c), rx, ry, code, cause);
    else if (TR(c))
        trace_room_code(TR(c), rx, ry, code, cause);
}

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
        /* the room pointed at is taken and the else's other way is past the edge */
        T_DECIDE(c, dir < 0 ? "nothing: the room on the left is taken and walk-else's other "
                              "way, right, is the edge; rolled again"
                            : "nothing: the room on the right is taken and walk-else's other "
                              "way, left, is the edge; rolled again");
        return 0;
    }
    T_DECIDE(c, "nothing: blocked at the edge; rolled again");
    return 0;
}

static void walk(cg *c)
{
    classic_plan *L = c->P;
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
                set_room(c, px, py, SPG_ROOM_PATH_DOWN, SPG_CAUSE_LAST);
                set_room(c, rx, ry, SPG_ROOM_PATH_DROPPED, SPG_CAUSE_LAST);
            } else {
                if (n == 5)
                    T_DECIDE(c, "down out of the bottom row: the exit is here");
                L->exit_x = rx;
                L->exit_y = ry - 1;
                if (TR(c))
                    trace_note(TR(c), -1, -1, "exit room chosen", SPG_CAUSE_LAST);
            }
        }
        if (!down) /* a wasted roll re-marks the room it stays in */
            set_room(c, rx, ry, SPG_ROOM_PATH, SPG_CAUSE_LAST);
        px = rx;
        py = ry;
    }
}

static void snake_pit(cg *c)
{
    classic_plan *L = c->P;
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 4; i++) {
            T_FOCUS_ROOM(c, i, j);
            bool cond = free_room(c, i, j) && free_room(c, i, j + 1) && free_room(c, i, j + 2);
            if (!test(c, cond, 1, 8, 1, &S_SNAKEPIT)) {
                T_DECIDE(c, cond ? "no pit here" : "no pit: this column is not free (wasted)");
                continue;
            }
            T_DECIDE(c, "a snake pit starts here");
            set_room(c, i, j, SPG_ROOM_PIT_TOP, SPG_CAUSE_LAST);
            set_room(c, i, j + 1, SPG_ROOM_PIT_MIDDLE, SPG_CAUSE_LAST);
            if (j == 0 && free_room(c, i, 3)) {
                set_room(c, i, 2, SPG_ROOM_PIT_MIDDLE, SPG_CAUSE_LAST);
                set_room(c, i, 3, SPG_ROOM_PIT_BOTTOM, SPG_CAUSE_LAST);
            } else {
                set_room(c, i, j + 2, SPG_ROOM_PIT_BOTTOM, SPG_CAUSE_LAST);
            }
            cg_flag(c, "snake_pit", &L->flags.snake_pit, true, SPG_CAUSE_LAST);
            return;
        }
}

static const spg_site S_MOAI9 = SPG_SITE("path.moai.level9", "level 9: 1 makes the Moai (1 in 4)");
static const spg_site S_MOAI10 = SPG_SITE("path.moai.level10", "level 10: 1 makes the Moai (1 in 3)");
static const spg_site S_MOAI11 = SPG_SITE("path.moai.level11", "level 11: 1 makes the Moai (1 in 2)");
static const spg_site S_MOAI_X = SPG_SITE("path.moai.column", "the Moai room's column (0-3)");
static const spg_site S_MOAI_Y = SPG_SITE("path.moai.row", "the Moai room's row (1-2)");
static const spg_site S_SHIP_X = SPG_SITE("path.mothership.column", "where the mothership starts (0-2)");
static const spg_site S_SHIP_Y = SPG_SITE("path.mothership.row", "the mothership's row (1-2)");

static void path_moai(cg *c)
{
    int level = c->game->level;
    bool made = false;
    if (test(c, level == 9, 1, 4, 1, &S_MOAI9))
        made = true;
    else if (test(c, level == 10, 1, 3, 1, &S_MOAI10))
        made = true;
    else if (test(c, level == 11, 1, 2, 1, &S_MOAI11))
        made = true;
    else if (level == 12)
        made = true;
    if (!made)
        return;
    c->game->made_moai = true;
    int x = roll(c, 0, 3, &S_MOAI_X);
    int y = roll(c, 1, 2, &S_MOAI_Y);
    T_DECIDE(c, "the Moai's room");
    set_room(c, x, y, SPG_ROOM_SPECIAL, SPG_CAUSE_LAST);
    cg_flag(c, "moai", &c->P->flags.moai, true, SPG_CAUSE_LAST);
}

/* The Moai, or else the mothership, or else the Yeti lair.  The last two rolls are drawn
 * on every level of every area that does not take the Moai's branch. */
static void ice_rolls(cg *c)
{
    bool ice = c->area == SPG_AREA_ICE_CAVES;
    classic_plan *L = c->P;
    T_FOCUS_NONE(c);
    if (ice && !c->game->made_moai) {
        path_moai(c);
        if (Q(c, SPG_Q_MOAI_FIRST))
            return; /* the else: no mothership or Yeti lair before the Moai */
    }
    if (test(c, ice, 1, 10, 1, &S_MOTHERSHIP)) {
        T_DECIDE(c, "a mothership");
        int k = roll(c, 0, 2, &S_SHIP_X);
        int j = roll(c, 1, 2, &S_SHIP_Y);
        for (int i = k; i < 4; i++)
            set_room(c, i, j,
                     i == k   ? SPG_ROOM_SHIP_FRONT
                     : i == 3 ? SPG_ROOM_SHIP_BACK
                              : SPG_ROOM_SHIP_MIDDLE,
                     SPG_CAUSE_LAST);
        cg_flag(c, "mothership", &L->flags.mothership, true, SPG_CAUSE_LAST);
        return;
    }
    if (drew(c, ice))
        T_DECIDE(c, ice ? "no mothership" : "not the Ice Caves: wasted");
    if (test(c, ice, 1, 6, 1, &S_PATH_YETI)) {
        T_DECIDE(c, "a Yeti lair");
        cg_flag(c, "yeti_lair", &L->flags.yeti_lair, true, SPG_CAUSE_LAST);
    } else if (drew(c, ice)) {
        T_DECIDE(c, ice ? "no Yeti lair" : "not the Ice Caves: wasted");
    }
}

static const spg_site S_LAKE_EXIT = SPG_SITE("path.lake_exit",
                                     "the flooded level's Mega Mouth room's column, re-rolled "
                                     "until it differs from the exit's");

/* A flooded level (scrLevelGen 192-210): the bottom row becomes the lake's top (8), a
 * hidden fifth row its bottom (7), and a column re-rolled until it is not the exit's
 * makes that fifth row's room code 9, the Mega Mouth's.  The exit stays where the walk
 * left row 3, just above the water: scrLevelGen never moves endRoomX/Y here. */
static void lake(cg *c)
{
    classic_plan *L = c->P;
    T_FOCUS_NONE(c);
    for (int x = 0; x < 4; x++) {
        set_room(c, x, 3, SPG_ROOM_LAKE_TOP, 0);
        set_room(c, x, 4, SPG_ROOM_LAKE_BOTTOM, 0);
    }
    int n;
    do {
        n = roll(c, 0, 3, &S_LAKE_EXIT);
        T_DECIDE(c, n == L->exit_x ? "the exit's column: again" : "the Mega Mouth's column");
    } while (n == L->exit_x);
    set_room(c, n, 4, SPG_ROOM_MEGA_MOUTH, SPG_CAUSE_LAST);
}

static const spg_site S_SACPIT_COL = SPG_SITE("path.sacrifice_pit.column",
                                      "the pit's column, re-rolled until it differs from the "
                                      "start's");

/* The Temple's sacrifice pit: a column of rooms (top, middle, middle, bottom) laid
 * before the walk, so the walk goes around it.  Its column starts from the unused roll's value. */
static void sacrifice_pit(cg *c, int n)
{
    classic_plan *L = c->P;
    while (n == L->start_x) {
        n = roll(c, 0, 3, &S_SACPIT_COL);
        T_DECIDE(c, n == L->start_x ? "the start's column: again" : "the pit's column");
    }
    for (int y = 0; y < 4; y++)
        set_room(c, n, y,
                 y == 0   ? SPG_ROOM_PIT_TOP
                 : y == 3 ? SPG_ROOM_PIT_BOTTOM
                          : SPG_ROOM_PIT_MIDDLE,
                 SPG_CAUSE_LAST);
    cg_flag(c, "sacrifice_pit", &L->flags.sacrifice_pit, true, SPG_CAUSE_LAST);
    c->idol_made = c->damsel_made = true; /* the pit brings its own */
}

/* The Black Market's grid is fixed: a drop down the left column, shops in between, the
 * exit at the bottom right. */
static void black_market(cg *c)
{
    /* down, dropped into, path, shop facing right, shop facing left */
    enum { DN = SPG_ROOM_PATH_DOWN, DR = SPG_ROOM_PATH_DROPPED, PA = SPG_ROOM_PATH,
           SR = SPG_ROOM_SHOP_FACING_RIGHT, SL = SPG_ROOM_SHOP_FACING_LEFT };
    static const int8_t grid[4][4] = {
        {DN, SR, SR, DN}, {DN, SR, SR, DN}, {DN, SR, SL, SR}, {DR, PA, PA, DR}};
    classic_plan *L = c->P;
    L->start_x = 0;
    L->start_y = 0;
    L->exit_x = 3;
    L->exit_y = 3;
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++)
            set_room(c, x, y, grid[y][x], 0);
    cg_flag(c, "black_market", &L->flags.black_market, true, 0);
    c->game->made_black_market = true;
}

static void shop(cg *c)
{
    classic_plan *L = c->P;
    int level = c->game->level;
    T_FOCUS_NONE(c);
    int r = roll(c, 1, level, &S_SHOP);
    bool after_market = Q(c, SPG_Q_NO_SHOP_AFTER_MARKET) && c->game->made_black_market;
    if (!(r <= 2 && level > 1 && !after_market)) {
        T_DECIDE(c, level <= 1 ? "no shop on level 1" : r <= 2 ? "no shop after the Black Market" : "no shop");
        return;
    }
    T_DECIDE(c, "a shop, if a side room qualifies");
    int poss[4][4] = {{0}}, count = 0;
    for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++) {
            if (L->rooms[k][j] != SPG_ROOM_SIDE)
                continue;
            int right = j < 3 ? L->rooms[k][j + 1] : -1;
            int left = j > 0 ? L->rooms[k][j - 1] : -1;
            bool right_ok = right == SPG_ROOM_PATH || right == SPG_ROOM_PATH_DOWN;
            bool left_ok = left == SPG_ROOM_PATH || left == SPG_ROOM_PATH_DOWN;
            if (j < 3 && right_ok)
                poss[k][j] = SPG_ROOM_SHOP_FACING_RIGHT;
            /* the else of `if (j < 3)`: only the last column looks to its left */
            else if ((j == 3 || !Q(c, SPG_Q_SHOP_LEFT_LAST_COL)) && left_ok)
                poss[k][j] = SPG_ROOM_SHOP_FACING_LEFT;
            if (poss[k][j])
                count++;
        }
    if (count == 0) {
        if (TR(c))
            trace_note(TR(c), -1, -1, "no side room qualifies: no shop", SPG_CAUSE_LAST);
        return;
    }
    int n = roll(c, 0, count - 1, &S_SHOP_PICK);
    for (int k = 0; k < 4; k++)
        for (int j = 0; j < 4; j++)
            if (poss[k][j] && n-- == 0) {
                T_DECIDE(c, poss[k][j] == SPG_ROOM_SHOP_FACING_RIGHT
                                ? "this room: a shop facing right"
                                : "this room: a shop facing left");
                set_room(c, j, k, poss[k][j], SPG_CAUSE_LAST);
                L->flags.shop_rx = j;
                L->flags.shop_ry = k;
                return;
            }
}

static const spg_site S_CITY_BESIDE = SPG_SITE("path.city_of_gold.beside_path",
                                       "xoc-sealed off: which of row 2's side rooms beside "
                                       "the path becomes the City of Gold's");

/* The City of Gold: a room of row 2 becomes Lady Xoc's.  The original takes any of the
 * four, a side room walled in or a room of the path (the xoc-sealed quirk); what it means
 * is a side room beside the path, where the statue can be reached and the path is not
 * cut.  Either way one number is drawn. */
static void city_of_gold(cg *c)
{
    classic_plan *L = c->P;
    int cand[4], n = 0, x;
    T_FOCUS_NONE(c);
    if (!Q(c, SPG_Q_XOC_SEALED))
        for (int i = 0; i < 4; i++)
            if (L->rooms[2][i] == SPG_ROOM_SIDE &&
                ((i > 0 && room_on_path(L->rooms[2][i - 1])) ||
                 (i < 3 && room_on_path(L->rooms[2][i + 1]))))
                cand[n++] = i;
    x = n > 0 ? cand[roll(c, 0, n - 1, &S_CITY_BESIDE)] : roll(c, 0, 3, &S_CITY);
    T_DECIDE(c, "Lady Xoc's room");
    set_room(c, x, 2, SPG_ROOM_SPECIAL, SPG_CAUSE_LAST);
    cg_flag(c, "city_of_gold", &L->flags.city_of_gold, true, SPG_CAUSE_LAST);
}

void classic_path(cg *c)
{
    classic_plan *L = c->P;
    T_FOCUS_NONE(c);
    if (c->area == SPG_AREA_OLMEC && !Q(c, SPG_Q_OLMEC_PATH)) {
        if (TR(c))
            trace_note(TR(c), -1, -1, "olmec-path off: Olmec's Lair rolls no path and no shop", 0);
        return; /* its rooms never read the path (the quirk draws it all the same) */
    }
    L->start_x = roll(c, 0, 3, &S_START);
    L->start_y = 0;
    T_DECIDE(c, "start room column");
    set_room(c, L->start_x, 0, SPG_ROOM_PATH, SPG_CAUSE_LAST);
    int n = 0;
    if (Q(c, SPG_Q_DEAD_PIT_ROLL) || c->area == SPG_AREA_TEMPLE) {
        n = roll(c, 0, 3, &S_DEAD);
        T_DECIDE(c, "a column only the sacrifice pit reads");
    }
    if (c->area == SPG_AREA_JUNGLE && !c->game->made_black_market && c->game->gen_black_market) {
        black_market(c);
        return; /* the market's grid is the whole path phase */
    }
    bool temple = c->area == SPG_AREA_TEMPLE;
    if (test(c, temple, 1, 8, 1, &S_SACPIT)) {
        T_DECIDE(c, "a sacrifice pit");
        sacrifice_pit(c, n);
    } else if (drew(c, temple)) {
        T_DECIDE(c, temple ? "no sacrifice pit" : "not the Temple: wasted");
    }
    walk(c);
    if (c->game->city_of_gold)
        city_of_gold(c);
    if (c->area == SPG_AREA_MINES)
        snake_pit(c);
    if (c->P->flags.lake)
        lake(c);
    ice_rolls(c);
    shop(c);
    T_FOCUS_NONE(c);
}
