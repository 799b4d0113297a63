/* locate.h — from what a player sees of a level, the RNG states it was built from.
 *
 * The observations are a sketch (sketch.h: what was seen, '?' for the rest, anchored by
 * the entrance or a given tile) and facts (the start and exit columns, room codes, tiles,
 * kinds the level has).  locate_run prints nothing: it hands back every level start state
 * (as `show --state` takes it) consistent with all of them, or, when none is, which
 * observation ruled the last candidates out.
 *
 * The method, staged so that 2^32 full builds are never made (man page, LOCATE):
 *  1. the start room's layouts (locate_room.c): each start layout (of either set, each
 *     version, at each column the entrance allows) and each choice of its chunks that the
 *     sketch's tiles allow is a hypothesis; each fixes the values of the room's first
 *     draws (the layout roll, the version, the chunk rolls) and the codes of its tiles;
 *  2. the room's rolls (locate_prefix.c, locate_enum.c): the layout roll rand(1,N) = i
 *     holds the LCG's state after it in [i*2^32/N, (i+1)*2^32/N); every state there is
 *     stepped through the version and chunk rolls and the room's tile chain as far as
 *     its codes are plain ('0', '1', '2' ...: the area's chain spelt again for them), and
 *     each tile's rolls (stone or earth, its look, its vein, its gems) are compared with
 *     the sketch: a few states in 10^9 survive, each the state the room began with;
 *  3. back to the level's start (locate_confirm.c): each survivor is stepped back by every
 *     number of draws the border, the path phase and the rooms before it in the top row
 *     can take; the path scan's kernel says whether that start state puts the start room
 *     there with that code (and, in the left column, whether the path phase ends exactly
 *     there); those that pass are built in full and compared with the whole sketch and
 *     every fact.
 */
#ifndef SPG_LOCATE_H
#define SPG_LOCATE_H

#include <stdbool.h>
#include <stdint.h>

#include "../gen.h"
#include "sketch.h"

#define LOCATE_MAX_FACTS 32

typedef struct locate_room_fact {
    int x, y, code;
} locate_room_fact;

/* --tile X,Y=KIND: the tile's kind (is_entity: an entity of that kind stands there). */
typedef struct locate_tile_fact {
    int x, y, kind;
    bool is_entity;
} locate_tile_fact;

/* --has KIND: the level has a tile or an entity of that kind. */
typedef struct locate_has_fact {
    int kind;
    bool is_entity;
} locate_has_fact;

typedef struct locate_query {
    int level;
    spg_options opt;           /* the once-a-game options, as show --state takes them */
    const spg_sketch *sketch;  /* NULL: facts alone */
    bool at_given;             /* the sketch's top-left tile is (at_x, at_y) */
    int at_x, at_y;
    int start_col, exit_col;   /* -1: not given */
    int nrooms, ntiles, nhas;
    locate_room_fact rooms[LOCATE_MAX_FACTS];
    locate_tile_fact tiles[LOCATE_MAX_FACTS];
    locate_has_fact has[LOCATE_MAX_FACTS];
    int threads;
    uint32_t keep;             /* keep at most this many states (the count goes on) */
} locate_query;

/* Told of the search's progress: what the stage is, how many states are left. */
typedef void (*locate_meter)(const char *stage, double states_left, void *ctx);

typedef struct locate_result {
    uint32_t *states;   /* the consistent states, ascending (at most query.keep) */
    uint64_t n;         /* how many there are */
    size_t kept;
    int anchor_x, anchor_y; /* the sketch's top-left tile in the level of the first state */
    int levels;         /* the distinct levels the states build (locate_levels.h): 1 when
                         * they differ only in draws spent before anything was placed;
                         * 0 when not counted (none, or too many) */
    char why[768];      /* when none: the observation that ruled the last candidates out */
} locate_result;

/* Runs the search.  Returns 0 (out->n may be 0, out->why then says why), or -1 with err
 * when the search cannot be made (no data, a level or options it does not cover). */
int locate_run(const locate_query *q, const spg_data *data, locate_meter meter, void *ctx,
               locate_result *out, char *err, size_t errlen);

void locate_result_free(locate_result *r);

/* Whether level l (built from a state) agrees with the query's sketch at top-left tile
 * (ox, oy) and with its facts.  On a disagreement writes which into why (may be NULL). */
bool locate_level_fits(const locate_query *q, const spg_level *l, int ox, int oy, char *why,
                       size_t whylen);

#endif
