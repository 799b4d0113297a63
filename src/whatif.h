/* whatif.h — "what if this roll had been…": forced draws (rng.h's spg_force) checked
 * against the level they changed, and what differs between two finished levels (the
 * tiles, rooms, entities and flags a force, a quirk or another seed changes). */
#ifndef SPG_WHATIF_H
#define SPG_WHATIF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gen.h"

#define WHATIF_MAX_FORCES 16

/* Parses "N=V" (a draw number, its forced value).  Returns 0, or -1 with a message. */
int whatif_parse(const char *text, spg_force *out, char *err, size_t errlen);

/* Whether draw d of res's trace can be forced to v: it exists, it is a rand(a,b) and v
 * is within a..b.  Returns 0, or -1 with a message. */
int whatif_check_draw(const spg_result *res, uint32_t d, int32_t v, char *err, size_t errlen);

/* Checks that each force names a rand(a,b) draw of res's trace (the forced level), with
 * its value within a..b, and that the value was taken: a force the style could not
 * apply (another call, another engine) is an error.  Returns 0, or -1 with a message
 * naming the force. */
int whatif_check(const spg_force *f, int n, const spg_result *res, char *err, size_t errlen);

/* The forces in words for the status line: "force #318=1 #400=2". */
void whatif_format(const spg_force *f, int n, char *buf, size_t len);

/* What differs between two finished levels of one size. */
typedef struct level_diff {
    bool tile[SPG_MAX_H][SPG_MAX_W]; /* kind, content, flags, or the entities on it */
    bool room[SPG_ROOMS_Y][SPG_ROOMS_X]; /* its code, or a tile inside it */
    int ntiles, nrooms;
} level_diff;

/* Fills d with the tiles and rooms where a and b differ (levels of another size differ
 * everywhere). */
void level_diff_compute(const spg_level *a, const spg_level *b, level_diff *d);

#endif
