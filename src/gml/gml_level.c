/* gml_level.c — one level built by running the project's own scripts, as the game does
 * (shared/reference/gm8-runtime.md, "Where generation starts and ends"):
 *
 *   1. a fresh game: oGlobals' Create (the globals the game sets when it starts, and
 *      scrClearGlobals), then what the player's choices set (the detail setting, what the
 *      screen between levels sets: the level number, the lake, the dark-level clock);
 *   2. the RNG takes the level's state;
 *   3. the level's room (rLevel; rLevel2 for the Ice Caves, rLevel3 for a flooded level,
 *      rOlmec for level 16 — as oTransition's step and oPlayer1's exit choose it) is
 *      entered: all its instances added, then their Create events run in the room's order
 *      up to and including oGame's, whose Create calls scrInitLevel.  Generation is over
 *      when it returns; the instances after oGame draw nothing in a fresh game. */
#include "gml/gml_level.h"

#include <stdio.h>
#include <string.h>

#include "game.h"
#include "gml/gml_vm.h"

gml_level_req gml_level_req_of(const spg_options *opt, int level, uint32_t state)
{
    gml_level_req rq = {.level = level, .state = state, .detail = opt->detail,
                        .lake = opt->lake == 1,
                        .prev_seconds = level > 1 ? opt->level_seconds[level - 1] : 45,
                        .market_door = opt->market_door_level > 0 &&
                                       opt->market_door_level == level - 1,
                        .gold_door = opt->gold_door_level > 0 &&
                                     opt->gold_door_level == level - 1,
                        .thief = opt->thief, .murderer = opt->murderer};
    return rq;
}

const char *gml_level_room(int level, bool lake)
{
    if (level == 16)
        return "rOlmec";
    if (level >= 9 && level <= 12)
        return "rLevel2";
    if (lake)
        return "rLevel3";
    return "rLevel";
}

int gml_level_build(struct gml_vm *vm, const gml_level_req *rq)
{
    gml_vm_reset(vm);
    if (rq->level < 1 || rq->level > 16) {
        snprintf(vm->err, sizeof vm->err, "level %d: the game's levels are 1 to 16",
                 rq->level);
        return -1;
    }
    /* the game's start: oGlobals is the first room's persistent object */
    if (gml_vm_create(vm, "oGlobals", 0, 0) != 0)
        return -1;
    /* the options menu's detail setting (scrInit's global.graphicsHigh) */
    gml_vm_set_global(vm, "graphicsHigh", rq->detail);
    /* what the title screen and the screen between levels set (oTitle, oTransition) */
    gml_vm_set_global(vm, "gameStart", 1);
    gml_vm_set_global(vm, "currLevel", rq->level);
    gml_vm_set_global(vm, "lake", rq->lake);
    /* oTransition's draw: a level finished in 20 seconds or less of its minute gives no
     * dark level next */
    gml_vm_set_global(vm, "noDarkLevel", rq->prev_seconds % 60 <= 20);
    /* the Black Market's door, taken on the level before, made its entrance and asks
     * for the market (scrEntityGen, scrLevelGen 44); the gold door gives the City of Gold
     * (oPlayer1's step at the exit) */
    if (rq->market_door) {
        gml_vm_set_global(vm, "genBlackMarket", 1);
        gml_vm_set_global(vm, "madeMarketEntrance", 1);
    }
    if (rq->gold_door)
        gml_vm_set_global(vm, "cityOfGold", 1);
    /* what the level before left behind: scrLevelGen (its line 187) sets the fifth row of
     * roomPath on every level but the Black Market, and scrInitLevel clears only rows 0-3,
     * so the market's blocks on the bottom border read the row the level before set */
    if (rq->level > 1)
        for (int i = 0; i < 4; i++)
            gml_vm_set_global_cell(vm, "roomPath", i, 4, 0);
    /* what the shopkeepers hold against the player (scrShopkeeperAnger) */
    gml_vm_set_global(vm, "thiefLevel", rq->thief);
    gml_vm_set_global(vm, "murderer", rq->murderer);
    rng_init(vm->rng, SPG_ENGINE_GM8, rq->state);
    return gml_vm_enter_room_until(vm, gml_level_room(rq->level, rq->lake), "oGame");
}
