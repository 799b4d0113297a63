/* find.h — searching seeds or raw states for levels that pass a filter, on several
 * threads, with the matches handed back in number order whatever the thread count. */
#ifndef SPG_FIND_H
#define SPG_FIND_H

#include <stdbool.h>
#include <stdint.h>

#include "../gen.h"
#include "filter.h"

typedef struct spg_find_config {
    spg_request base;      /* style and options (quirks, clocks); seed and level are set per test */
    spg_filter filter;
    bool states;           /* the numbers are raw RNG states (one level each), not game seeds */
    uint32_t from, to;     /* the range, inclusive */
    uint64_t max_matches;  /* stop after this many matches (0: no limit) */
    int threads;           /* worker threads, >= 1 */
    uint32_t shard_k, shard_n; /* only numbers n with n % shard_n == shard_k (shard_n >= 1) */
    bool json;             /* lines are JSON objects */
    bool full;             /* build every level to the end even when the filter needs less */
    bool no_scan;          /* test path filters on path-only builds, not the path scan (to
                            * check one against the other) */
} spg_find_config;

typedef struct spg_find_stats {
    uint64_t total;    /* numbers in the (sharded) range */
    uint64_t searched; /* numbers tested and reported on, in order */
    uint64_t matches;
} spg_find_stats;

/* Receives each match's line (no newline), in number order, on the calling thread.
 * Returns nonzero to stop the search. */
typedef int (*spg_find_emit)(const char *line, void *ctx);

/* Told of progress after each chunk of numbers is handed out, in order (on the calling
 * thread): st->searched numbers are done, every match among them emitted.  Returns
 * nonzero to stop the search there (st->searched then says where it stopped). */
typedef int (*spg_find_progress)(const spg_find_stats *st, void *ctx);

/* Fills defaults: classic style, default options, filter_init, 0..UINT32_MAX, 1 thread,
 * shard 0/1. */
void find_config_init(spg_find_config *fc);

/* Numbers in fc's range and shard. */
uint64_t find_total(const spg_find_config *fc);

/* Tests one number as configured.  Returns 1 and the output line in `line` on a match,
 * 0 on no match, -1 with err on a generator error.  r and prev are scratch results the
 * caller owns (reused between calls). */
int find_test(const spg_find_config *fc, const spg_data *data, uint32_t n, spg_result *r,
              spg_result *prev, char *line, size_t len, char *err, size_t errlen);

/* Whether the search tests its numbers on the path scan's plans (classic.h): a filter the
 * path phase decides, on levels a path is walked alone for (raw states, or level 1),
 * unless fc->full or fc->no_scan. */
bool find_scans(const spg_find_config *fc);

/* Runs the search: matches go to emit in number order, stats (may be NULL) are filled.
 * Returns 0, or -1 with err (out of memory, threads, a generator error). */
int find_run(const spg_find_config *fc, const spg_data *data, spg_find_emit emit,
             spg_find_progress progress, void *ctx, spg_find_stats *stats, char *err,
             size_t errlen);

#endif
