/* locate_room.h — locate's first stage: the start room's hypotheses.  Each is one layout
 * of the area's start rooms (set, item, version) at one column, with one choice of its
 * chunks where the sketch narrows them, and the draws it fixes: the values of the room's
 * first rolls, and the program of its tile chain's first tiles (locate_prefix.c runs it). */
#ifndef SPG_LOCATE_ROOM_H
#define SPG_LOCATE_ROOM_H

#include <stdbool.h>
#include <stdint.h>

#include "../data/roomdata.h"
#include "locate.h"

#define LOCATE_MAX_SLOTS 8
#define LOCATE_MAX_OPS 80

/* What a tile of the sketch says about a block's rolls (locate_prefix.c compares). */
typedef enum locate_obs {
    LO_ANY = 0,   /* unseen, or nothing the rolls decide */
    LO_EARTH,     /* the area's earth: look, content (and maybe which earth) as seen */
    LO_STONE,     /* a stone block, or what a stone becomes (push block, arrow trap) */
    LO_ICE_BLOCK, /* clear ice */
    LO_OPEN,      /* no block: empty, or something standing there */
    LO_SPIKES,
    LO_PUSH,
} locate_obs;

/* One tile of the chain as the prefix runs it. */
typedef enum locate_op_kind {
    OP_SOLID,   /* '1' with nothing there */
    OP_HALF,    /* '2' */
    OP_AIR,     /* '0' (a fixed number of draws) */
    OP_LADDER,  /* 'L', 'P' (the Mines', the Temple's) */
    OP_SPIKES,  /* '7' (the Mines') */
    OP_PUSH,    /* '4' (the Mines') */
    OP_ICE,     /* 'c' (the Ice Caves') */
    OP_MAYBE_ICE, /* 'j' (the Ice Caves') */
    OP_DOOR,    /* '9': the entrance, on a new block of the area's earth below */
    OP_TAKEN,   /* a '0', '1' or '2' where the door's block is already */
    OP_TEMPLE_BLOCK, /* 't' (the Jungle's): a temple block */
    OP_VINE,    /* 'v', 'L', 'P' (the Jungle's): a vine or ladder, no roll of its own */
} locate_op_kind;

typedef struct locate_op {
    uint8_t kind;      /* locate_op_kind */
    uint8_t obs;       /* locate_obs */
    int8_t alt;        /* LO_EARTH: 1 the other look, 0 not */
    int8_t content;    /* LO_EARTH: spg_content seen (SPG_C_NONE plain; -1 some gem) */
    int8_t earth;      /* LO_EARTH: 0 any earth, else the tile kind seen */
    bool hideable;     /* LO_EARTH plain: a vein there could be hidden by the edge look */
    int8_t x, y;       /* in the room */
    /* OP_DOOR: what the brick under the door shows */
    uint8_t obs2;
    int8_t alt2, content2, earth2;
    bool hideable2;
} locate_op;

typedef struct locate_hyp {
    int sx;               /* the start room's column */
    int ox, oy;           /* the sketch's top-left tile in the level */
    bool drop;            /* the start_drop set: the path leaves the room downward */
    const spg_set *set;
    int index, variant;
    int nslots;
    struct {
        int n;            /* the chunk roll's range */
        int value;        /* its value (0-based), -1 any */
        int pre;          /* draws before the pick (the Jungle's tree roll: 1) */
        int pre_n, pre_value; /* that roll's range and value (-1 any) */
    } slot[LOCATE_MAX_SLOTS];
    int nops;
    locate_op op[LOCATE_MAX_OPS];
    double weight;        /* the share of states the fixed rolls leave */
} locate_hyp;

/* The room's observed glyphs: '?' for tiles the sketch does not cover. */
typedef char locate_room_obs[8][10];

/* Builds the hypotheses for the query's sketch in area `area` with the area's room data
 * `rd` (the file bound to the area: its start, start_drop and chunk sets).  Returns how
 * many (up to max) into out; 0 with why (naming the sketch's tile that ruled the nearest
 * layout out) when none fits, -1 with why when the level is one locate cannot read. */
int locate_hypotheses(const locate_query *q, int area, const spg_roomdata *rd,
                      locate_hyp *out, int max, char *why, size_t whylen);

#endif
