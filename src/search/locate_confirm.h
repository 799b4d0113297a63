/* locate_confirm.h — locate's third stage: from the states a start room can begin with,
 * back to the level's start, and the whole level built and compared. */
#ifndef SPG_LOCATE_CONFIRM_H
#define SPG_LOCATE_CONFIRM_H

#include "../styles/classic/classic.h"
#include "locate_enum.h"

/* A set of level start states being collected (several threads add to it). */
typedef struct locate_found {
    uint32_t *v;
    size_t n, cap;
    int ox, oy;        /* the sketch's anchor of the first found */
    int best_bad;      /* the fewest sketch tiles a built candidate got wrong */
    char why[768];     /* and what the first of them was */
    uint64_t built;    /* levels built and compared */
} locate_found;

/* Steps each survivor back by every number of draws the border, the path phase and the
 * rooms before the start room can take, keeps the start states the path scan's kernel
 * (scan, prepared for the query's level and options) agrees with, and builds and compares
 * those.  Returns 0, or -1 with err. */
int locate_confirm(const locate_query *q, const spg_data *data, const classic_path_scan *scan,
                   const locate_hyp *h, const locate_survivors *sv, int threads,
                   locate_found *out, char *err, size_t errlen);

/* Whether a plan (from the kernel) agrees with the query's path facts. */
bool locate_plan_fits(const locate_query *q, const classic_plan *p);

/* How many of the sketch's tiles and the facts level l (at anchor ox, oy) gets wrong; the
 * first written into why. */
int locate_mismatches(const locate_query *q, const spg_level *l, int ox, int oy, char *why,
                      size_t whylen);

/* Builds the level from start state s into *r (scratch, reused).  Returns 0 or -1. */
int locate_build(const locate_query *q, const spg_data *data, uint32_t s, spg_result *r,
                 char *err, size_t errlen);

bool locate_found_add(locate_found *f, uint32_t s);
void locate_found_free(locate_found *f);

#endif
