/* locate_prefix.h — the start room's first tiles, rolled from one LCG state and compared
 * with the sketch: the test locate's enumeration makes of every state it tries. */
#ifndef SPG_LOCATE_PREFIX_H
#define SPG_LOCATE_PREFIX_H

#include <stdint.h>

#include "locate_room.h"

/* Runs hypothesis h's tile program from state s (the state before the first tile's first
 * draw) in `area`: returns h->nops when every tile agrees with the sketch, else the
 * index of the first op that does not. */
int locate_prefix_run(const locate_hyp *h, int area, uint32_t s);

/* The draws the area's tile chain makes on a door's tile before the door's block, and
 * on the tile under it (the block already there). */
int locate_door_draws(int area);
int locate_taken_draws(int area);

/* The draws of the room before its first tile: the layout roll, the version's, the
 * chunks' (with the Jungle's tree rolls). */
int locate_pre_draws(const locate_hyp *h);

/* Whether state s1 (the state the layout roll left) gives the hypothesis' version and
 * chunk rolls; *after gets the state before the first tile's draw. */
int locate_fixed_rolls(const locate_hyp *h, uint32_t s1, uint32_t *after);

#endif
