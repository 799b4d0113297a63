/* olmec.c — Olmec's Lair's rules (level 16): the hand-laid hall (data/classic/olmec.hall)
 * made before anything else, its own room building, no block pass at all (scrEntityGen
 * has no part for this level: no monsters, no traps, no loose treasure), and the Temple's
 * wall dressing. */
#include <stdlib.h>

#include "olmec.h"

CLASSIC_DEF const area_rules olmec_rules = {
    .area = SPG_AREA_OLMEC,
    .file = "olmec.rooms",
    .bind = olmec_bind,
    .unbind = free,
    .earth = SPG_T_TEMPLE,
    .rows = 55,
    .border_last_row = 54,
    .border_floor = false,
    .walls_bottom_row = 54,
    .block_rolls = temple_block_rolls,
    .hall_file = "olmec.hall",
    .bind_hall = olmec_bind_hall,
    .hand_laid = olmec_hall,
    .hand_laid_draws = olmec_hall_draws,
    .hand_laid_after = olmec_hall_after,
    .rooms = olmec_rooms,
    .block_pass = classic_no_block_pass, /* scrEntityGen has no part for this level */
    .walls = olmec_walls,
};
