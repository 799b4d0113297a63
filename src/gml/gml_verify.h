/* gml_verify.h — the two engines side by side: a level built by spelgen's native port
 * and by the project's own scripts, compared draw by draw (`spelgen verify`). */
#ifndef SPG_GML_VERIFY_H
#define SPG_GML_VERIFY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gen.h"
#include "gml/gml_level.h"

/* One draw the scripts made: random(x) gave value; the RNG's state after it. */
typedef struct gml_draw {
    const spg_site *site; /* "scrRoomGen:212", meaning "rand(1,10)" */
    double x, value;
    double result;        /* what the call gave: random's value, rand's integer */
    uint32_t state;
} gml_draw;

/* A record of every draw of a build (reused from level to level). */
typedef struct gml_draws {
    gml_draw *d;
    size_t n, cap;
    const spg_rng *rng;   /* whose state each draw records */
    bool failed;          /* out of memory while recording */
} gml_draws;

/* A gml_draw_fn recording into a gml_draws (ctx). */
void gml_draws_record(void *ctx, const spg_site *site, double x, double value);
/* A gml_result_fn for the same record: the last draw's call gave `result`. */
void gml_draws_result(void *ctx, gml_value result);
void gml_draws_free(gml_draws *d);

typedef struct gml_verdict {
    bool same;                   /* every draw, the count and the end state agree */
    uint32_t native_draws, script_draws;
    uint32_t native_end, script_end;
    uint32_t first_diff;         /* the first draw that differs (1-based), 0 none */
    char native_at[160];         /* there: the native site and call, "path.walk rand(1,5)" */
    char script_at[200];         /* and the script's, "scrLevelGen:120 rand(1,5)" */
    /* the finished level, object for object (gml_compare_objects) */
    bool tiles_compared;
    int tiles_differ;            /* how many cells differ */
    int tile_x, tile_y;          /* the first (row by row) */
    int native_kind, script_kind; /* its top tiles */
    char obj_script[240];        /* the scripts' object there, "oLush [sLushGold] at ..." */
    char obj_native[200];        /* spelgen's tile there, with what lies beneath */
    int entities_differ;         /* entities one side has and the other not */
    char ent_at[160];            /* the first (by pixel, row by row) */
} gml_verdict;

/* The top tile kinds the scripts' objects give the w x h cells (row by row) into kinds:
 * an object on the 16-pixel grid of a kind spelgen's level model has (gml_object_tile:
 * oBrick, oLush, oLadderOrange...), a block over a ladder, spikes, water, lava, a vine or
 * a door.  Cells without such an object are empty.  (The name is its first use's.) */
void gml_mines_tiles(const struct gml_vm *vm, int w, int h, int *kinds);

/* The kind of spelgen's level model an object of the scripts is when it stands on the
 * 16-pixel grid (oLush: lush; oTemple drawn as gold: gold_block), -1 none. */
int gml_object_tile(const char *object, const char *sprite);

/* Compares the finished level object for object: every cell's kinds (the top tile, what
 * lies beneath, what was covered), the top block's gold and its indestructibility, and
 * every entity of a kind spelgen models (its object and pixel).  Fills the tiles_* and
 * entities_* fields of *out; -1 out of memory. */
struct spg_level;
int gml_compare_objects(const struct gml_vm *vm, const struct spg_level *l, gml_verdict *out);

/* Builds level `level` from `state` both ways and compares.  Returns 0 with *out, or -1
 * with err (a script error names script, line and column; the native port's own). */
int gml_verify_level(struct gml_vm *vm, gml_draws *rec, const spg_data *data,
                     const spg_options *opt, int level, uint32_t state, spg_result *native,
                     gml_verdict *out, char *err, size_t errlen);

#endif
