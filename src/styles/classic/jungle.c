/* jungle.c — the Jungle's rules (levels 5-8, the flooded level, the graveyard and the
 * Black Market): what its blocks roll when they are made, and the questions its passes
 * ask about a level's objects. */
#include <stdlib.h>

#include "jungle.h"

static const spg_site S_GRAVE_LOOK = SPG_SITE("jungle.grave.look",
                                      "which of five grave stones (1-5), looks only");

void jungle_block_rolls(cg *c, int x, int y, int kind)
{
    switch (kind) {
    case SPG_T_LUSH:
    case SPG_T_BORDER: /* the Jungle's border is earth too, made indestructible */
        classic_earth_rolls(c, x, y, 0, 80, 100, 120);
        break;
    case SPG_T_TEMPLE:
        /* a temple block rolls as in the Temple, wherever it is made */
        classic_earth_rolls(c, x, y, 0, 60, 80, 100);
        break;
    case SPG_T_GRAVE:
        waste(c, 1, 5, &S_GRAVE_LOOK);
        break;
    default:
        break; /* trees, push blocks, trap blocks, spear traps, altars: no rolls */
    }
}

void jungle_make(cg *c, int x, int y, int kind, int flags, uint32_t cause)
{
    int keep = 0;
    if (level_stored(x, y))
        keep = c->L->cell[y][x].flags & (SPG_TF_WATER | SPG_TF_VINE);
    cg_make_block(c, x, y, kind, flags | keep, cause);
}

bool jungle_water(const spg_level *L, int x, int y)
{
    return level_stored(x, y) && (L->cell[y][x].flags & SPG_TF_WATER);
}

bool jungle_in_shop(const spg_level *L, int x, int y)
{
    return room_is_shop(L->rooms[classic_room_y(y)][classic_room_x(x)]);
}

int jungle_object(const spg_level *L, int x, int y)
{
    int t = level_tile(L, x, y);
    if (t != SPG_T_MARKET_DOOR)
        return t;
    /* the door lies inside the block it was made in: the latest live block there */
    for (int i = L->nblock - 1; i >= 0; i--)
        if (L->block[i].alive && L->block[i].x == x && L->block[i].y == y)
            return L->block[i].kind;
    return SPG_T_LUSH;
}

bool jungle_lush(const spg_level *L, int x, int y)
{
    int t = jungle_object(L, x, y);
    return t == SPG_T_LUSH || t == SPG_T_BORDER;
}

void jungle_each_room_tile(cg *c, void (*fn)(cg *c, int x, int y, void *ctx), void *ctx)
{
    const spg_level *L = c->L;
    int rows = L->flags.lake ? 5 : 4;
    for (int ry = 0; ry < rows; ry++)
        for (int rx = 0; rx < 4; rx++)
            for (int j = 0; j < L->room_h; j++)
                for (int i = 0; i < L->room_w; i++)
                    fn(c, L->room_x0 + rx * L->room_w + i, L->room_y0 + ry * L->room_h + j, ctx);
}

CLASSIC_DEF const area_rules jungle_rules = {
    .area = SPG_AREA_JUNGLE,
    .file = "jungle.rooms",
    .bind = jungle_bind,
    .unbind = free,
    .earth = SPG_T_LUSH,
    .rows = 34,
    .border_last_row = 33,
    .border_floor = true,
    .walls_bottom_row = 33,
    .block_rolls = jungle_block_rolls,
    .hall_file = NULL, /* no instances laid by hand */
    .bind_hall = classic_no_hall_file,
    .hand_laid = classic_no_hall,
    .hand_laid_draws = classic_no_hall_draws,
    .hand_laid_after = classic_no_hall,
    .rooms = jungle_rooms,
    .block_pass = jungle_block_pass,
    .walls = jungle_setup_walls,
};
