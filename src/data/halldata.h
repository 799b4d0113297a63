/* halldata.h — a hand-laid room's instances (Olmec's hall), loaded from a data/ text file.
 *
 * The original lays Olmec's Lair by hand: its room holds instances, each an object at a
 * pixel position, created one after another in the room's order when the level starts,
 * each running its Create event (and making that event's draws) in that order.  One of
 * them is the level object, whose creation runs the generator.  This file keeps both
 * facts the generator and an exact comparison need: what each instance is, and the order.
 * The format (also in man/spelgen.1, "DATA FILES", and at the top of each file):
 *
 *   # a comment, to the end of the line
 *   OBJECT X Y [N]      one instance of OBJECT with its top-left corner at pixel (X,Y);
 *                       with N, N of them from there rightwards, 16 px apart, created
 *                       left to right
 *   prop NAME X Y [N]   the same for an instance that draws nothing and that the
 *                       generator does not see (a worshipper, the boss's watcher); NAME
 *                       says what it is
 *
 * The lines are the instances in creation order.  OBJECT is one of:
 *   temple      a temple block (rolls as the area's temple blocks do)
 *   lava        lava (rolls its spurt timer)
 *   lava-solid  an indestructible solid drawn as lava (rolls nothing)
 *   entrance    the level's entrance (rolls nothing)
 *   exit        the level's exit (rolls nothing): a closed door while the level is made,
 *               as the original's (Olmec's death opens it), so no angry shopkeeper waits
 *               there for a thief
 *   olmec       Olmec (rolls his facing)
 *   player      where the player stands (rolls nothing; may be off the tile grid)
 *   room        a room marker: the generator builds a 10x8 room from here; the markers
 *               are built in this order
 *   level       the level object (exactly one): its creation runs the generator
 * Every position but a player's and a prop's is on the 16 px grid.  An error reads
 * "file:line:col: what is wrong". */
#ifndef SPG_HALLDATA_H
#define SPG_HALLDATA_H

#include <stddef.h>

#include "roomdata.h" /* SPG_NAME_MAX */

typedef enum spg_hall_kind {
    SPG_HALL_TEMPLE = 0,
    SPG_HALL_LAVA,
    SPG_HALL_LAVA_SOLID,
    SPG_HALL_ENTRANCE,
    SPG_HALL_EXIT,
    SPG_HALL_OLMEC,
    SPG_HALL_PLAYER,
    SPG_HALL_ROOM,
    SPG_HALL_LEVEL,
    SPG_HALL_PROP,
    SPG_HALL__COUNT
} spg_hall_kind;

typedef struct spg_hall_obj {
    spg_hall_kind kind;
    int x, y; /* pixels, the instance's top-left */
    int line; /* where it is in its file, for messages */
    char name[SPG_NAME_MAX]; /* a prop's NAME, else "" */
} spg_hall_obj;

typedef struct spg_halldata {
    char file[256];
    spg_hall_obj *obj; /* in creation order, a line's N instances one by one */
    int n;
    int level_at; /* the index of the level object */
} spg_halldata;

/* The word a kind is written as ("temple", ..., "prop"). */
const char *halldata_kind_word(spg_hall_kind k);

/* Parses `len` bytes of hall data named `file` (for messages).  On error returns -1 and
 * writes "file:line:col: message" into err; *out is then empty.  Returns 0 on success. */
int halldata_parse(const char *text, size_t len, const char *file, spg_halldata *out,
                   char *err, size_t errlen);

/* Reads and parses a file; errors as halldata_parse (or "file: cannot open: reason"). */
int halldata_load(const char *path, spg_halldata *out, char *err, size_t errlen);

/* Frees what a parse allocated. */
void halldata_free(spg_halldata *d);

#endif
