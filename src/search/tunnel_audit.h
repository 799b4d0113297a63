/* tunnel_audit.h — the tunnel style's audit: `count` floors built at each stage, the
 * tunnel document's invariants counted over them (holds / violated / not applicable),
 * a row of the plan's figures per stage, and the measurements, each beside the figure
 * the document gives or marked as ours.  It measures and never prints: `spelgen audit
 * --style tunnel` (cli/cmd_audit_tunnel.c) prints what it found. */
#ifndef SPG_SEARCH_TUNNEL_AUDIT_H
#define SPG_SEARCH_TUNNEL_AUDIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../gen.h"
#include "../styles/tunnel/tunnel.h"

/* The stages the document's (sim) and (audit) figures are for (its 6-11 rungs, our
 * reading); the default and the most floors a stage. */
#define TUNNEL_AUDIT_DOC_LO 1
#define TUNNEL_AUDIT_DOC_HI 5
#define TUNNEL_AUDIT_DEFAULT_COUNT 250
#define TUNNEL_AUDIT_MAX_COUNT 1000000
#define TUNNEL_AUDIT_MAX_ROWS 64

/* A measurement: what it is (and over which floors), spelgen's value in words, and the
 * figure beside it ("doc: ..." the document's, with where it says it; "ours: ..."). */
typedef struct tunnel_audit_row {
    char name[160];
    char ours[96];
    char doc[128];
} tunnel_audit_row;

/* One stage's floors: the rungs laid (and how many as rolled) beside the document's
 * formula's range with the knobs, the map's height and its cap (14400 / the widest W),
 * the spine's median length, dead ends and rooms per floor. */
typedef struct tunnel_audit_stage {
    int stage;
    long floors;
    int rungs_min, rungs_max;
    long rungs_as_rolled;
    int formula_min, formula_max;
    double h_min, h_median, h_max;
    int h_cap;
    double spine_median, dead_ends_mean, rooms_mean;
} tunnel_audit_stage;

typedef struct tunnel_audit {
    int lo, hi, count;     /* stages lo..hi, count floors each */
    uint32_t first_state;  /* the first floor's raw state; the others follow it */
    long floors;
    long holds[TI__COUNT], violated[TI__COUNT], na[TI__COUNT];
    uint32_t first_bad_state[TI__COUNT]; /* where each invariant first broke */
    int first_bad_stage[TI__COUNT];
    bool ok;               /* every invariant held on every floor */
    tunnel_audit_stage stage[TUNNEL_MAX_STAGE];
    int nstages;
    tunnel_audit_row rows[TUNNEL_AUDIT_MAX_ROWS];
    int nrows;
    struct tunnel_audit_floors *fl; /* the floors' records (tunnel_audit.c's) */
} tunnel_audit;

/* What the document says about each invariant. */
extern const char *const tunnel_audit_invariant_figures[TI__COUNT];

/* Builds `count` floors (1..TUNNEL_AUDIT_MAX_COUNT) at each of stages lo..hi (within
 * 1..TUNNEL_MAX_STAGE) with the knobs c, each from its own raw state, base->seed first
 * (base's other fields as the request's), and measures them into *a.  Returns 0, or -1
 * with a message in err (a range out of bounds, out of memory, a floor that could not
 * be built).  tunnel_audit_free frees what it kept. */
int tunnel_audit_run(tunnel_audit *a, const spg_request *base, const tunnel_conf *c, int count,
                     int lo, int hi, char *err, size_t errlen);
void tunnel_audit_free(tunnel_audit *a);

#endif
