/* game.c — once-a-game state and options. */
#include "game.h"

#include <string.h>

#include "quirks.h"

void options_default(spg_options *o)
{
    memset(o, 0, sizeof *o);
    o->quirks = quirks_default();
    for (int i = 0; i <= SPG_MAX_LEVEL; i++)
        o->level_seconds[i] = 45;
    o->detail = true;
    o->lake = -1;
}

void game_init(spg_game *g, int first)
{
    memset(g, 0, sizeof *g);
    g->first_level = first;
    g->level = first;
}

bool game_is_shortcut(int level)
{
    return level == 5 || level == 9 || level == 13;
}

/* The last level of each area, in the game's order (scrInitLevel's levels per area). */
static const int area_last[SPG_AREA__COUNT] = {
    [SPG_AREA_MINES] = 4, [SPG_AREA_JUNGLE] = 8, [SPG_AREA_ICE_CAVES] = 12,
    [SPG_AREA_TEMPLE] = 15, [SPG_AREA_OLMEC] = SPG_MAX_LEVEL,
};

spg_area area_of_level(int level)
{
    for (int a = 0; a < SPG_AREA__COUNT - 1; a++)
        if (level <= area_last[a])
            return (spg_area)a;
    return SPG_AREA_OLMEC;
}

int area_first_level(spg_area a)
{
    return (unsigned)a < SPG_AREA__COUNT ? (a ? area_last[a - 1] + 1 : 1) : 0;
}

int area_last_level(spg_area a)
{
    return (unsigned)a < SPG_AREA__COUNT ? area_last[a] : 0;
}

const char *area_name(spg_area a)
{
    static const char *n[SPG_AREA__COUNT] = {"Mines", "Jungle", "Ice Caves", "Temple",
                                             "Olmec's Lair"};
    return (unsigned)a < SPG_AREA__COUNT ? n[a] : "?";
}
