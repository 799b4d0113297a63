/* gml_level.h — building one level by running the project's own scripts (gml_level.c says
 * how the game gets there). */
#ifndef SPG_GML_LEVEL_H
#define SPG_GML_LEVEL_H

#include <stdbool.h>
#include <stdint.h>

#include "gml/gml.h"

typedef struct gml_level_req {
    int level;          /* 1..16 */
    uint32_t state;     /* the RNG's raw state when the room is entered */
    bool detail;        /* the game's detail setting (on by default) */
    bool lake;          /* the level is flooded (rLevel3) */
    int prev_seconds;   /* the clock when the previous level was left (45 by default) */
    bool market_door;   /* the player came through the Black Market's door */
    bool gold_door;     /* the player came through the gold door: the City of Gold */
    bool thief, murderer; /* an angry shopkeeper waits */
} gml_level_req;

struct spg_options;
/* The request for level `level` from `state` under the native port's options (the same
 * game the native port builds from a raw state). */
gml_level_req gml_level_req_of(const struct spg_options *opt, int level, uint32_t state);

/* The room a level is built in. */
const char *gml_level_room(int level, bool lake);

/* Builds the level into vm's world, drawing from vm's RNG (re-seeded with rq->state).
 * Returns 0, or -1 with the error in gml_vm_error(vm) ("script:line:col: what"). */
int gml_level_build(struct gml_vm *vm, const gml_level_req *rq);

#endif
