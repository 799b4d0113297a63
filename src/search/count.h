/* count.h — exact odds: how the path phase's outcomes fall over a range of raw RNG states
 * (at most all 2^32 of them), counted state by state on the path scan (classic.h), each
 * state a level built from it with a fresh game (as find --states).  No sampling: the
 * counts are the distribution itself.  Library code: no terminal. */
#ifndef SPG_COUNT_H
#define SPG_COUNT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../game.h"
#include "../gen.h"
#include "../styles/classic/classic.h"

/* What can be counted: each a property of a level's path phase, with a few values. */
typedef enum count_prop {
    CP_START_COL = 0, /* the start room's column, 0-3 */
    CP_EXIT_COL,      /* the exit room's column, 0-3 */
    CP_PATH_LENGTH,   /* rooms on the path, 1-16 */
    CP_DROPS,         /* straight drops, 0-2 (filter_straight_drops) */
    CP_SNAKE_PIT,     /* a snake pit, no/yes */
    CP_PIT_ROLLS,     /* the snake pit's rolls for a qualifying column, 0-8 (the Mines) */
    CP_SHOP_ROOM,     /* the shop's room: none, or its column,row */
    CP_SACRIFICE_PIT, /* the Temple's sacrifice pit, no/yes */
    CP_MOAI,          /* the Moai, no/yes */
    CP_MOTHERSHIP,    /* the mothership, no/yes */
    CP_YETI_LAIR,     /* a Yeti lair, no/yes */
    CP_BLACK_MARKET,  /* the Black Market, no/yes */
    CP_CITY_OF_GOLD,  /* the City of Gold, no/yes */
    CP__COUNT
} count_prop;

#define COUNT_MAX_VALUES 17

/* A property's name as the command line spells it ("start-col"), or "?". */
const char *count_prop_name(int prop);

/* The property called `name`, or -1. */
int count_prop_find(const char *name);

/* How many values a property has (its buckets), and value v's label ("3", "yes",
 * "none", "2,1"). */
int count_prop_values(int prop);
void count_value_label(int prop, int v, char *buf, size_t len);

/* Whether a property's values with no state are worth printing (a column that no state
 * reaches is news; a path length none has is not). */
bool count_prop_lists_zeros(int prop);

/* The value (bucket) of property `prop` a plan of level `level` has. */
int count_value(int prop, const classic_plan *p, int level);

typedef struct count_config {
    spg_options opt;
    int level;          /* 1-16 */
    uint32_t from, to;  /* the states, inclusive */
    int threads;        /* >= 1 */
    bool moai_made;     /* the game made the Moai before (the mothership's and Yeti lair's
                         * rolls need it) */
    unsigned props;     /* the properties to count, bit (1 << count_prop); 0: all */
    bool rolls;         /* also tally the rolls no plan keeps (the walk's, the shop roll) */
    const spg_data *data; /* the data level 16's hall is read from (NULL for levels 1-15) */
} count_config;

typedef struct count_result {
    uint64_t states;                           /* counted */
    uint64_t n[CP__COUNT][COUNT_MAX_VALUES];   /* states by each property's value (zero
                                                * for a property not counted) */
    classic_scan_tally rolls;                  /* with cfg->rolls, summed over the states */
} count_result;

/* Told of progress now and then (on the calling thread): states done of total.  Returns
 * nonzero to stop (the result then holds the states counted so far, not a range). */
typedef int (*count_progress)(uint64_t done, uint64_t total, void *ctx);

/* Level 1, every state, default options, one thread. */
void count_config_init(count_config *cfg);

/* Counts every property over cfg's states into *out.  Returns 0, 1 when progress
 * stopped it, or -1 with err. */
int count_run(const count_config *cfg, count_progress progress, void *ctx, count_result *out,
              char *err, size_t errlen);

#endif
