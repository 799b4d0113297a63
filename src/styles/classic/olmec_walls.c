/* olmec_walls.c — Olmec's Lair's part of scrSetupWalls: the Temple's dressing, pushed
 * down to the level's last row, with the hall's lava spurts. */
#include "olmec.h"

void olmec_walls(cg *c)
{
    /* scrSetupWalls(864): the level's last row, 54, counts as covered below */
    temple_setup_walls(c, 54, olmec_hall_lava);
}
