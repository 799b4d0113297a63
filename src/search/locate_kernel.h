/* locate_kernel.h — locate_prefix.c's test, four states at a time: the enumeration's
 * kernel.  Each lane keeps its own state and steps it by its own tiles' draws, so the
 * whole program runs (unseen tiles too) with no branch but "is any lane left". */
#ifndef SPG_LOCATE_KERNEL_H
#define SPG_LOCATE_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "locate_room.h"

/* Tests the states s1 = first .. first+count-1 (the state the layout roll steps to) for
 * hypothesis h in `area`: the version and chunk rolls, then the tile program.  Writes
 * those that pass into out (at most max; returns how many passed), and raises *deepest
 * to the furthest op a ruled-out state reached. */
size_t locate_kernel_block(const locate_hyp *h, int area, uint32_t first, uint32_t count,
                           uint32_t *out, size_t max, int *deepest);

#endif
