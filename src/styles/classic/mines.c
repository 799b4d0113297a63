/* mines.c — the Mines' rules (levels 1-4): what a brick rolls when it is made, and the
 * table of hooks the shared passes call (classic-draw-order §3). */
#include <stdlib.h>

#include "mines.h"

void mines_block_rolls(cg *c, int x, int y, int kind)
{
    /* the Mines' earth is brick: a look roll, then gold, then 1/100, 1/120, 1/140 gems;
     * stone, push blocks and altars make no rolls */
    if (kind == SPG_T_BRICK || kind == SPG_T_BORDER)
        classic_earth_rolls(c, x, y, 1, 100, 120, 140);
}

CLASSIC_DEF const area_rules mines_rules = {
    .area = SPG_AREA_MINES,
    .file = "mines.rooms",
    .bind = mines_bind,
    .unbind = free,
    .earth = SPG_T_BRICK,
    .rows = 34,
    .border_last_row = 33,
    .border_floor = true,
    .walls_bottom_row = 33,
    .block_rolls = mines_block_rolls,
    .hall_file = NULL, /* no instances laid by hand */
    .bind_hall = classic_no_hall_file,
    .hand_laid = classic_no_hall,
    .hand_laid_draws = classic_no_hall_draws,
    .hand_laid_after = classic_no_hall,
    .rooms = mines_rooms,
    .block_pass = mines_block_pass,
    .walls = mines_walls,
};
