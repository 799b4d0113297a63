/* ice.c — the Ice Caves' rules (levels 9-12): what their blocks roll when made, and the
 * table of hooks the shared passes call. */
#include <stdlib.h>

#include "ice.h"

static const spg_site S_FROZEN = SPG_SITE("ice.frozen_caveman",
                                  "1 freezes a caveman inside the new block of clear ice "
                                  "(1 in 80)");

void ice_block_rolls(cg *c, int x, int y, int kind)
{
    /* the dark earth (oDark, the border's blocks too) rolls its gold, then strictly
     * inside the level 1/40, 1/60, 1/80 gems and 1/1200 an item; it has no other look */
    if (kind == SPG_T_ICE || kind == SPG_T_BORDER) {
        classic_earth_rolls(c, x, y, 0, 40, 60, 80);
    } else if (kind == SPG_T_ICE_BLOCK) {
        if (roll(c, 1, 80, &S_FROZEN) == 1) {
            T_DECIDE(c, "a frozen caveman");
            cg_entity(c, SPG_E_FROZEN_CAVEMAN, x, y, 0, SPG_CAUSE_LAST);
        } else {
            T_DECIDE(c, "plain ice");
        }
    }
}

bool ice_moai_exit(const spg_level *L, int x, int y)
{
    return L->flags.moai && level_tile(L, x, y) == SPG_T_EXIT &&
           !(x == L->exit_tx && y == L->exit_ty);
}

CLASSIC_DEF const area_rules ice_rules = {
    .area = SPG_AREA_ICE_CAVES,
    .file = "ice.rooms",
    .bind = ice_bind,
    .unbind = free,
    .earth = SPG_T_ICE,
    .rows = 41,
    .border_last_row = 38,
    .border_floor = false,
    .walls_bottom_row = 33,
    .block_rolls = ice_block_rolls,
    .hall_file = NULL, /* no instances laid by hand */
    .bind_hall = classic_no_hall_file,
    .hand_laid = classic_no_hall,
    .hand_laid_draws = classic_no_hall_draws,
    .hand_laid_after = classic_no_hall,
    .rooms = ice_rooms,
    .block_pass = ice_block_pass,
    .walls = ice_walls,
};
