/* audit.h — the documents' odds measured over many generated levels.  Per-roll odds are
 * counted from the trace (draws picked by their site's name, only where the roll's
 * condition held); per-level odds from the level built.  Each is compared with the value
 * the documents state (the specification's level-generation and Mines pages, the
 * classic draw-order reference, docs/quirks.md; each claim's row names its source)
 * through a Wilson interval.  Also kept: distributions (path length,
 * draws per phase, side rooms, shop candidates), invariants, and heat maps. */
#ifndef SPG_AUDIT_H
#define SPG_AUDIT_H

#include <stdbool.h>
#include <stdint.h>

#include "../gen.h"
#include "stats.h"

#define AUDIT_MAX_LEVEL SPG_MAX_LEVEL /* every level of the classic game */
#define AUDIT_MAX_PHASES SPG_MAX_PHASES

/* The claims, each an odd the documents state (or, with no documented value, a rate the
 * audit reports for information). */
typedef enum audit_claim {
    AC_STONE, AC_GOLD_VEIN, AC_RICH_VEIN, AC_ANY_GOLD, AC_SAPPHIRE, AC_EMERALD, AC_RUBY, AC_ITEM,
    AC_HALF, AC_SPIKES, AC_PUSH_TILE,
    AC_START0, AC_START1, AC_START2, AC_START3,
    AC_WALK_LEFT, AC_WALK_RIGHT, AC_WALK_DOWN, AC_EDGE_AWAY, AC_EDGE_DOWN,
    AC_SHOP_ROLL, AC_SHOP_LEVEL,
    AC_KIND1, AC_KIND2, AC_KIND3, AC_KIND4, AC_KIND5, AC_KIND6, AC_KIND7,
    AC_PIT, AC_PIT_LEVEL,
    AC_DARK, AC_UDJAT, AC_ALTAR, AC_ALTAR_LEVEL,
    AC_GIANT_ALLOWED, AC_GIANT, AC_LAMP, AC_SCARAB, AC_BAT, AC_SPIDER, AC_SNAKE, AC_CAVEMAN,
    AC_ROCK, AC_JAR, AC_WEB_NOOK, AC_WEB_TUNNEL, AC_WEB_FAR, AC_SKELETON, AC_ARROW_TRAP,
    AC_PUSH_STONE, AC_REACH,
    AC_MARKET, AC_LAKE, AC_GRAVEYARD, AC_MOAI, AC_MOTHERSHIP, AC_YETI, AC_SACPIT,
    AC__COUNT
} audit_claim;

/* What each claim is: a stable id, words, where the documents say it, and its documented
 * value at a level (NAN: none stated). */
const char *audit_claim_id(int claim);
const char *audit_claim_what(int claim);
const char *audit_claim_source(int claim);
double audit_claim_p(int claim, int level); /* NAN where none is stated */

/* Whether a claim is about level `level` (its area): where it is counted and reported. */
bool audit_claim_applies(int claim, int level);

/* The heat maps' categories. */
typedef enum audit_heat {
    AH_MONSTERS, AH_BATS, AH_SPIDERS, AH_SNAKES, AH_TREASURE, AH_GOLD_IN_ROCK, AH_TRAPS,
    AH_WEBS, AH_SPECIALS, AH__COUNT
} audit_heat;
extern const char *const audit_heat_names[AH__COUNT];

/* The invariants: how many levels broke each. */
typedef enum audit_invariant {
    AI_START_TOP,     /* the start room is in the top row */
    AI_EXIT_BOTTOM,   /* the exit room is in the bottom row */
    AI_PATH,          /* the path's rooms run connected from start to exit */
    AI_DOORS,         /* the entrance in the start room, the exit door in the exit room */
    AI_OUTSIDE,       /* nothing written outside the grid (column 42 aside, with its quirk) */
    AI_DRAWS,         /* the phases' draws add up to the level's */
    AI__COUNT
} audit_invariant;
extern const char *const audit_invariant_names[AI__COUNT];

typedef struct audit_config {
    spg_options opt;   /* quirks, clocks */
    int count;         /* games per level number */
    int level_lo, level_hi;
    int threads;
    bool heat;         /* collect heat maps */
    bool trace;        /* count per-roll odds from traces (off: only per-level ones) */
} audit_config;

typedef struct audit_stats {
    long hits[AC__COUNT][AUDIT_MAX_LEVEL + 1], n[AC__COUNT][AUDIT_MAX_LEVEL + 1];
    long levels[AUDIT_MAX_LEVEL + 1];
    long broken[AI__COUNT][AUDIT_MAX_LEVEL + 1];
    long checked[AI__COUNT][AUDIT_MAX_LEVEL + 1]; /* levels the invariant applies to */
    long column42_writes; /* tiles and entities written in column 42, off the map (the quirk) */
    spg_dist path_rooms[AUDIT_MAX_LEVEL + 1], drops[AUDIT_MAX_LEVEL + 1],
        side_rooms[AUDIT_MAX_LEVEL + 1], shop_candidates[AUDIT_MAX_LEVEL + 1],
        draws[AUDIT_MAX_LEVEL + 1], phase_draws[AUDIT_MAX_LEVEL + 1][AUDIT_MAX_PHASES];
    const char *phase_names[AUDIT_MAX_PHASES];
    int nphases;
    uint32_t (*heat)[SPG_MAX_H][SPG_MAX_W]; /* [AH__COUNT], NULL unless asked */
    int heat_w, heat_h;
    /* the measurer's memo of which site descriptor is which (not a statistic) */
    const void *site_key[128];
    int8_t site_val[128];
} audit_stats;

/* A config for levels 1..AUDIT_MAX_LEVEL, 2000 games each, default options, one thread,
 * traces on. */
void audit_config_init(audit_config *cfg);

/* The seed of game i (0-based): spread over the seed space so games are unrelated. */
uint32_t audit_seed(int i);

/* Builds cfg->count games' levels for each level asked and measures them into *st
 * (which it initialises).  Returns 0, or -1 with err. */
int audit_run(const audit_config *cfg, const spg_data *data, audit_stats *st, char *err,
              size_t errlen);

/* Measures one built level (traced when cfg->trace) into st: what audit_run does per
 * level, for tests.  st must have been set up by audit_stats_init. */
void audit_measure(const audit_config *cfg, const spg_result *r, audit_stats *st);

/* An empty audit_stats (heat maps allocated when heat is set); returns 0 or -1. */
int audit_stats_init(audit_stats *st, bool heat);

/* Adds src's counts into dst; returns 0 or -1 (out of memory). */
int audit_stats_merge(audit_stats *dst, const audit_stats *src);

/* Frees what the stats hold. */
void audit_stats_free(audit_stats *st);

/* One reported row: a claim at one level, or (level 0) pooled over the levels audited
 * of one area (area -1: the audit covers one area only, or the claim is per level). */
typedef struct audit_row {
    int claim, level, area;
    double p;          /* documented; NAN: none */
    long hits, n;
    spg_interval ci;        /* at the audit's confidence */
    spg_interval ci_family; /* at family_confidence: every row's together at the audit's */
    double family_confidence;
    bool judged;       /* p stated and data measured */
    bool inside;       /* not refuted: p inside ci_family (or not judged) */
    bool outlier;      /* p outside ci but inside ci_family: chance, at this many odds */
} audit_row;

/* Enough rows for every claim at every level and area. */
#define AUDIT_MAX_ROWS 512

/* The rows to report, in claim order; returns how many (at most max). */
int audit_rows(const audit_config *cfg, const audit_stats *st, double confidence,
               audit_row *rows, int max);

/* Whether a quirk changes anything on the levels audited: builds a few games both ways
 * and compares every level's draws and end state. */
bool audit_quirk_matters(const audit_config *cfg, const spg_data *data, int quirk);

#endif
