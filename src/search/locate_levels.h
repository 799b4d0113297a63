/* locate_levels.h — whether the states locate found build one level.  A level's path
 * phase rerolls until its rolls fit (scrLevelGen's loops), so a state and the state a
 * few draws on can reach the same draw before anything is placed: their levels are the
 * same to the tile, and no observation can tell them apart.  Counting the levels behind
 * the states tells the user when that is the whole of the ambiguity. */
#ifndef SPG_LOCATE_LEVELS_H
#define SPG_LOCATE_LEVELS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../level.h"
#include "locate.h"

#define LOCATE_LEVELS_MAX_STATES 256 /* more states than this: the levels are not counted */
#define LOCATE_LEVELS_MAX 8          /* more distinct levels than this: not counted */

/* Whether two built levels are the same to a player and to everything hidden: every
 * tile, its content and flags, the rooms, the doors, the specials, every entity. */
bool locate_same_level(const spg_level *a, const spg_level *b);

/* How many distinct levels states[0..n-1] build: 1..LOCATE_LEVELS_MAX, 0 when not
 * counted (too many states or levels), -1 with err when a level cannot be built. */
int locate_count_levels(const locate_query *q, const spg_data *data, const uint32_t *states,
                        size_t n, char *err, size_t errlen);

#endif
