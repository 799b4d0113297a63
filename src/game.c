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

spg_area area_of_level(int level)
{
    if (level <= 4)
        return SPG_AREA_MINES;
    if (level <= 8)
        return SPG_AREA_JUNGLE;
    if (level <= 12)
        return SPG_AREA_ICE_CAVES;
    if (level <= 15)
        return SPG_AREA_TEMPLE;
    return SPG_AREA_OLMEC;
}

const char *area_name(spg_area a)
{
    static const char *n[SPG_AREA__COUNT] = {"Mines", "Jungle", "Ice Caves", "Temple",
                                             "Olmec's Lair"};
    return (unsigned)a < SPG_AREA__COUNT ? n[a] : "?";
}
