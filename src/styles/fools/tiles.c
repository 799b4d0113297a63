/* tiles.c — the tiles phase: the border, then every tile of every room from its code.
 * Only the document's code 3 draws; every other code is what its layout or chunk says,
 * so its tile is traced as caused by that pick. */
#include "internal.h"

/* The document: '"3" gives a 50% chance of rock 50% chance of empty'.  On modern
 * GameMaker spelgen spells it choose(2, 0), the document's own codes for rock and empty;
 * on GameMaker 8 it stays rand(1,2), 1 rock, as the levels before the engine had it. */
static const spg_site S_HALF = SPG_SITE("tiles.rock_half", "fools code 3: 1 rock, 2 empty (1 in 2)");
static const spg_choice C_HALF = {SPG_SITE("tiles.rock_half",
                                   "fools code 3: choose(2, 0), the document's codes: 2 rock, "
                                   "0 empty (1 in 2)"),
                                  2,
                                  {2, 0}};

/* Code 3's roll: true for rock. */
static bool rock_half(fg *c)
{
    if (c->rng->engine == SPG_ENGINE_GM8)
        return fg_roll(c, 1, 2, &S_HALF) == 1;
    return C_HALF.values[fg_choose(c, &C_HALF)] == 2;
}

static void border(fg *c)
{
    spg_level *L = c->L;
    for (int y = 0; y < L->h; y++)
        for (int x = 0; x < L->w; x++)
            if (x == 0 || y == 0 || x == L->w - 1 || y == L->h - 1)
                fg_set_tile(c, x, y, SPG_T_BORDER, 0);
}

static void tile(fg *c, int rx, int ry, int x, int y)
{
    spg_level *L = c->L;
    int tx = fg_room_x0(c, rx) + x, ty = fg_room_y0(c, ry) + y;
    uint32_t cause = c->cause[ry][rx][y][x];
    switch (c->code[ry][rx][y][x]) {
    case '1':
        fg_set_tile(c, tx, ty, SPG_T_DIRT, cause);
        break;
    case '2':
        fg_set_tile(c, tx, ty, SPG_T_ROCK, cause);
        break;
    case '3': {
        F_FOCUS_TILE(c, tx, ty);
        bool rock = rock_half(c);
        F_DECIDE(c, rock ? "rock" : "empty");
        fg_set_tile(c, tx, ty, rock ? SPG_T_ROCK : SPG_T_EMPTY, SPG_CAUSE_LAST);
        break;
    }
    case '7':
        fg_set_tile(c, tx, ty, SPG_T_LAVA, cause);
        break;
    case 'W':
        fg_set_tile(c, tx, ty, SPG_T_WATER, cause);
        break;
    case 'L':
        fg_set_tile(c, tx, ty, SPG_T_LADDER, cause);
        break;
    case 'P':
        fg_set_tile(c, tx, ty, SPG_T_LADDER_TOP, cause);
        break;
    case '9':
        /* the loader allows doors only in entrance and exit layouts */
        if (L->rooms[ry][rx] == FOOLS_ENTRANCE) {
            fg_set_tile(c, tx, ty, SPG_T_ENTRANCE, cause);
            L->entrance_tx = tx;
            L->entrance_ty = ty;
        } else {
            fg_set_tile(c, tx, ty, SPG_T_EXIT, cause);
            L->exit_tx = tx;
            L->exit_ty = ty;
        }
        break;
    case 'B':
        fg_set_tile(c, tx, ty, SPG_T_EMPTY, cause);
        fg_entity(c, SPG_E_BOMB, tx, ty, cause);
        break;
    case 'S':
        fg_set_tile(c, tx, ty, SPG_T_EMPTY, cause);
        fg_entity(c, SPG_E_GARGOYLE, tx, ty, cause);
        break;
    case 'a':
        fg_set_tile(c, tx, ty, SPG_T_EMPTY, cause);
        fg_entity(c, SPG_E_CHEST, tx, ty, cause);
        break;
    default: /* '0' */
        fg_set_tile(c, tx, ty, SPG_T_EMPTY, cause);
        break;
    }
}

void fools_tiles(fg *c)
{
    border(c);
    for (int ry = 0; ry < 4; ry++)
        for (int rx = 0; rx < 4; rx++)
            for (int y = 0; y < 8; y++)
                for (int x = 0; x < 10; x++)
                    tile(c, rx, ry, x, y);
}
