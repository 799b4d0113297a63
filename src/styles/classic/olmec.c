/* olmec.c — Olmec's Lair's rules (level 16): the hand-laid hall made before anything else,
 * its own room building, no block pass at all (scrEntityGen has no part for this level:
 * no monsters, no traps, no loose treasure), and the Temple's wall dressing. */
#include <stdlib.h>

#include "olmec.h"

static void olmec_block_pass(cg *c)
{
    T_FOCUS_NONE(c);
    if (TR(c))
        trace_note(TR(c), -1, -1, "Olmec's Lair has no block pass: nothing is drawn", 0);
}

/* The rooms' choose_layout is never called: olmec_rooms builds them all. */
static chosen no_layout(cg *c, int rx, int ry)
{
    (void)c;
    (void)rx;
    (void)ry;
    chosen ch = {NULL, 0, 0};
    return ch;
}

CLASSIC_DEF const area_rules olmec_rules = {
    .area = SPG_AREA_OLMEC,
    .file = "olmec.rooms",
    .bind = olmec_bind,
    .unbind = free,
    .earth = SPG_T_TEMPLE,
    .block_rolls = temple_block_rolls,
    .choose_layout = no_layout,
    .block_pass = olmec_block_pass,
    .walls = NULL,
    .hand_laid = olmec_hall,
    .rooms = olmec_rooms,
    .setup_walls = olmec_walls,
};
