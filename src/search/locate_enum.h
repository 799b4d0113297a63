/* locate_enum.h — locate's second stage: every LCG state the start room's rolls allow.
 * For each hypothesis the layout roll's interval of states (2^32/N of them) is walked on
 * several threads, each state stepped through the fixed rolls and the tile program. */
#ifndef SPG_LOCATE_ENUM_H
#define SPG_LOCATE_ENUM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "locate_room.h"

/* The LCG's multiplier's inverse mod 2^32: a step back is (s - 1) * this. */
#define LOCATE_LCG_INVERSE 0xD94FA8CDu

typedef struct locate_survivor {
    uint32_t room_state; /* the state before the room's layout roll */
    int hyp;
} locate_survivor;

typedef struct locate_survivors {
    locate_survivor *v;
    size_t n, cap;
    /* the deepest tile any candidate reached and was ruled out at (for the message) */
    int deepest_hyp, deepest_op;
    bool over;  /* more than the limit: the enumeration gave up */
} locate_survivors;

/* Enumerates the survivors of hypotheses h[0..nh-1] on `threads` threads, stopping (and
 * returning -1 with err) past `limit` of them.  Returns 0. */
int locate_enumerate(const locate_hyp *h, int nh, int area, int threads, size_t limit,
                     locate_survivors *out, char *err, size_t errlen);

void locate_survivors_free(locate_survivors *s);

#endif
