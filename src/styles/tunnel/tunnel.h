/* tunnel.h — the switchback tunnel generator, as its design document describes it: the
 * style's public face.
 *
 * A tunnel floor is a boustrophedon spine climbing from the bottom of the map into a boss
 * chamber at the top.  The dice decide only the metrics: how many rungs, how long, how far
 * apart, how wide the corridors, where rooms bud off and where the loot lands.  Passes run
 * in the document's order, one file each; every draw comes from a mulberry32 stream (the
 * seed the document's generator never had), and every tile and entity is traced. */
#ifndef SPG_TUNNEL_H
#define SPG_TUNNEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../../level.h"
#include "../../rng.h"
#include "../../trace.h"

struct spg_request;
struct spg_result;

/* ---- phases ------------------------------------------------------------------------ */

enum {
    TUNNEL_PHASE_PLAN = 0, /* pass 0: sizes rolled, height derived, rooms pre-selected */
    TUNNEL_PHASE_SPINE,    /* pass 1: the switchback's rungs */
    TUNNEL_PHASE_CARVE,    /* pass 2: bands, edge seams, connectors */
    TUNNEL_PHASE_STUBS,    /* pass 2b: dead-end stubs, and loops when asked for */
    TUNNEL_PHASE_BOSS,     /* pass 3: the boss chamber and its entry */
    TUNNEL_PHASE_ROOMS,    /* pass 4: side rooms */
    TUNNEL_PHASE_SPAWN,    /* pass 5: spawn, portal, safe exits */
    TUNNEL_PHASE_POPULATE, /* pass 6: mobs, chests, drops, the guard */
    TUNNEL_PHASE_PAYOUTS,  /* pass 6b: dead ends found by detour cost and paid out */
    TUNNEL_PHASE_COVER,    /* pass 7: bushes and rivals */
    TUNNEL_PHASE__COUNT
};
extern const char *const tunnel_phase_names[TUNNEL_PHASE__COUNT];

/* ---- knobs ------------------------------------------------------------------------- */

/* Every knob of CONFIG.tunnel the passes read, in tunnel.conf's order. */
typedef enum tunnel_knob {
    TK_CORRIDOR_W = 0,
    TK_BOSS_ROOM,
    TK_RUNGS,
    TK_RUNGS_PER_STAGE,
    TK_RUNG_GAP,
    TK_WIDTH,
    TK_RUNG_LEN,
    TK_JITTER,
    TK_DEAD_ENDS,
    TK_DEAD_END_LEN,
    TK_LOOPS,
    TK_ROOMS,
    TK_ROOM_SIZE,
    TK_ROOM_SPUR,
    TK_SAFE_EXITS,
    TK_THREAT_BUDGET_BASE,
    TK_THREAT_BUDGET_PER_STEP,
    TK_CHAMBER_TRASH,
    TK_GUARDS_FROM_STEP,
    TK_BIOME_STAGES,
    TK_DEAD_END_MIN_DEPTH,
    TK_DEAD_END_PAYS,
    TK_DEAD_END_CHEST,
    TK_DEAD_END_DEPTH_BIAS,
    TK_BUSH_DENSITY,
    TK_COVER_BUSH_CLUSTERS,
    TK_BOTS,
    TK_BOTS_FROM_BIOME,
    TK_ROUND_TIME,
    TK_CLOCK_BASE,
    TK_CLOCK_PER_TILE,
    TK_LEASH_PAD,
    TK__COUNT
} tunnel_knob;

/* How a knob's pair is read. */
typedef enum tunnel_knob_use {
    TKU_ROLL = 0, /* a value drawn from [min,max] wherever the document rolls it */
    TKU_BOUNDS,   /* min and max used as the ends of a clamp or cap */
    TKU_VALUE     /* one setting (min == max); a range is drawn at each use */
} tunnel_knob_use;

typedef struct tunnel_knob_info {
    const char *name;     /* as the document spells it: "corridorW" */
    bool real;            /* takes fractions (drawn in thousandths) */
    tunnel_knob_use use;
    double lo, hi;        /* what the loader accepts */
    double def_min, def_max; /* the document's value, or ours where it is silent */
    const char *what;     /* one line for humans */
} tunnel_knob_info;

extern const tunnel_knob_info tunnel_knobs[TK__COUNT];

typedef struct tunnel_conf {
    double min[TK__COUNT], max[TK__COUNT];
    int line[TK__COUNT]; /* where each knob was given (0: not from a file) */
} tunnel_conf;

/* Fills *c with every knob's default (the values data/tunnel/tunnel.conf ships). */
void tunnel_conf_default(tunnel_conf *c);

/* Parses a tunnel.conf held in memory (len bytes, need not end in NUL, may hold NULs).
 * Returns 0 with *out filled, or -1 with one line "FILE:LINE:COL: message" in err and
 * *out zeroed; every knob must appear exactly once, within its accepted range. */
int tunnel_conf_parse(const char *text, size_t len, const char *file, tunnel_conf *out,
                      char *err, size_t errlen);

/* Refuses knob settings under which some floor at some stage 1-16 would break the
 * document's promises: more rows than the 14,400-tile buffer holds at the widest width
 * (H up to 14400 / W), more rungs than a floor records, or a seam (jitter) deep
 * enough to reach the rung above through the thinnest band (rungGap).  Returns 0, or -1
 * with "FILE:LINE:1: message" naming the knobs and their lines in err (FILE and LINE
 * from c->line; "tunnel.conf" and 0 when the knobs did not come from a file). */
int tunnel_conf_check(const tunnel_conf *c, const char *file, char *err, size_t errlen);

/* The most rungs and rows any floor can have under these knobs (stages 1-16), and the
 * rows the buffer holds at the widest width they allow (W and H roll independently). */
void tunnel_conf_worst(const tunnel_conf *c, int *rungs, int *rows, int *cap_rows);

/* Reads and parses a file; errors as tunnel_conf_parse, or "FILE: cannot open: why". */
int tunnel_conf_load(const char *path, tunnel_conf *out, char *err, size_t errlen);

/* ---- the style's entry points (gen.c's table) ---------------------------------------- */

/* Loads DIR/tunnel/tunnel.conf into *data.  A missing file is not an error here (the
 * other styles must still load): generating a tunnel floor then reports it.  A present
 * but bad file fails with "PATH:LINE:COL: message".  Returns 0 or -1. */
int tunnel_load(const char *dir, void **data, char *err, size_t errlen);

/* Frees what tunnel_load allocated (NULL is fine). */
void tunnel_free(void *data);

/* The stages a game of tunnel floors runs through: rq->level is one of 1..this. */
#define TUNNEL_MAX_STAGE 16

/* The style's entry in the registry (style.c). */
extern const struct spg_style_impl tunnel_style;

/* Builds the requested floor (rq->level is the stage, 1..TUNNEL_MAX_STAGE) into *out.  From a seed,
 * floors 1..stage are built back to back from one mulberry32 stream (a game); from a
 * state, only the stage's floor.  Returns 0, or -1 with a message in err. */
int tunnel_generate(const struct spg_request *rq, const void *data, struct spg_result *out,
                    char *err, size_t errlen);

/* show --format json: extra keys of entity i (a chest's "rarity", a mob's "mob", "tier",
 * "heavy" and "leash", the guard's "guard"), and the floor's "tunnel": {rungs, rooms,
 * cw}, the document's contract (§2).  Both read the floor record the generator kept in
 * r->style_record and write nothing without it. */
void tunnel_json_entity(FILE *f, const struct spg_result *r, int i);
void tunnel_json_level(FILE *f, const struct spg_result *r);

/* The knobs tunnel_load read, or NULL when the data has none (no tunnel.conf). */
const tunnel_conf *tunnel_data_conf(const void *data);

/* ---- what a floor is made of (for the audit and the tests) --------------------------- */

#define TUNNEL_MAX_RUNGS 64
#define TUNNEL_MAX_ROOMS 32
#define TUNNEL_MAX_STUBS 32
#define TUNNEL_MAX_LOOPS 16
#define TUNNEL_MAX_EXITS 16
/* The tile buffer the document calls MAP_CAP: 120 x 120 = 14,400 tiles, any shape, so a
 * floor W wide may be up to 14400 / W rows tall (the level model stores them). */
#define TUNNEL_MAP_CAP SPG_MAP_CAP
#define TUNNEL_MAX_W 64 /* the document clamps W to 18-64 */
#define TUNNEL_MAX_H (TUNNEL_MAP_CAP / 18)

/* Entity info values.  Info 1 is the shared renderer's "hidden inside a block" mark, so
 * the tunnel's codes avoid it. */
enum {
    TUNNEL_RARITY_COMMON = 2,
    TUNNEL_RARITY_RARE,
    TUNNEL_RARITY_EPIC,
    TUNNEL_RARITY_LEGENDARY
};
enum { TUNNEL_GUARD_GATEKEEPER = 2, TUNNEL_GUARD_BOSS = 3 };
#define TUNNEL_MOB_INFO(i) ((i) + 2) /* an SPG_E_ENEMY's info: its roster index + 2 */
#define TUNNEL_MOB_OF(info) ((info) - 2)

/* The mob roster: the document's availableMobs(step, tier) picks from it. */
typedef struct tunnel_mob {
    const char *name;
    int tier;       /* TUNNEL_HEAVY_TIER and up are heavies: rooms only */
    int threat;     /* what it costs of a room budget */
    int from_stage; /* first stage it appears on */
} tunnel_mob;
#define TUNNEL_HEAVY_TIER 3
extern const tunnel_mob tunnel_roster[];
extern const int tunnel_roster_len;

/* What each floor tile belongs to; room tiles are TR_ROOM (which room: tunnel_room_at). */
enum {
    TR_ROCK = 0,
    TR_RUNG,
    TR_SEAM,
    TR_CONNECTOR,
    TR_STUB,
    TR_LOOP,
    TR_CHAMBER,
    TR_CHAMBER_STUB,
    TR_ROOM,
    TR_ROOM_STUB
};

typedef struct tunnel_rect {
    int x, y, w, h;
} tunnel_rect;

typedef struct tunnel_rung {
    int y;          /* top row of its band (cw rows) */
    int start, end; /* entry and exit columns: start == previous rung's end */
    int x0, x1;     /* its extent, x0 <= x1 */
    bool right;     /* climbing direction */
    double frac;    /* length over the usable width (RM - LM) */
    bool min_run, clamped; /* which guard moved its end */
    uint32_t draw;  /* the draw that set its length */
} tunnel_rung;

typedef struct tunnel_room {
    tunnel_rect r, stub;
    tunnel_rect leash; /* its mobs' leash: the room's bounds + leashPad, inside the map */
    int rung;
    int side;       /* -1 left of the rung, +1 right */
    bool spur;      /* "Side Cache" (dead-end label) rather than "Old Chamber" */
    bool preferred; /* from the plan's preferred set, not the fallback list */
} tunnel_room;

typedef struct tunnel_stub {
    tunnel_rect r;
    int rung;      /* the rung drawn for it */
    int side;      /* -1 in the band above that rung, +1 in the band below */
    int band;      /* the band it lies in: band b is between rungs b and b+1 (the top
                    * rung's is under the chamber); -1 the rows under rung 0 */
    int on;        /* the rung it grows from: band b's lower rung (rung 0 for band -1) */
    int dir;       /* -1 it grows up (every band but -1), +1 down (band -1) */
    int len, want; /* carved length min(want, band - 1), and the roll */
} tunnel_stub;

/* A stub's band in rows: gaps[b], or the 3 rows under rung 0 for band -1. */
#define TUNNEL_BAND_ROWS(F, b) ((b) < 0 ? 3 : (F)->gaps[(b)])

typedef struct tunnel_floor {
    int stage, biome;
    bool boss_floor;     /* the last stage of its biome */
    int cw, boss_h, boss_w;
    uint32_t boss_draw;  /* the bossH draw (0: fixed knob) */
    int rungs_rolled;    /* nRungs, the formula's count: every one is laid */
    int rungs_built;
    int gaps[TUNNEL_MAX_RUNGS];
    int w, h, h_raw;     /* h_raw: the formula's height before clamping */
    bool start_right;
    uint32_t start_draw; /* the startRight coin flip */
    int lm, rm;
    tunnel_rung rung[TUNNEL_MAX_RUNGS];
    bool truncated;      /* the y > bossH + 4 guard stopped the rung loop */
    int min_run_fired, wall_clamp_fired;
    int spine_tiles;     /* rung runs plus the climbs between their midlines */
    int clock_flat, clock_spine, clock_seconds; /* roundTime, the spine rule, the one used */
    int jitter;
    tunnel_rect chamber, chamber_stub, chamber_leash;
    int leash_pad;       /* leashPad, tiles */
    const char *chamber_name;
    int rooms_wanted, preferred[TUNNEL_MAX_ROOMS], npreferred;
    tunnel_room room[TUNNEL_MAX_ROOMS];
    int nrooms;
    tunnel_stub stub[TUNNEL_MAX_STUBS];
    int nstubs, stubs_wanted;
    tunnel_rect loop[TUNNEL_MAX_LOOPS];
    int nloops, loops_wanted;
    int spawn_x, spawn_y, portal_x, portal_y;
    struct {
        int x, y, rung;
    } exit[TUNNEL_MAX_EXITS];
    int nexits;
    int guard;           /* TUNNEL_GUARD_*, or 0 when the portal is unguarded */
    int mobs, corridor_mobs, room_mobs;
    int tips_found, tips_paid, tip_chests;
    int tips_stub;       /* of tips_found: tips inside a deliberate stub (the rest are
                          * incidental: seam bays, rung ends, room stubs...) */
    int payout_ent0, payout_ent1; /* the entities pass 6b placed: ids [ent0, ent1) */
    int bushes, rivals;
    /* per entity: the room whose leash holds it, TUNNEL_LEASH_CHAMBER, or -1 (corridor
     * mobs and everything else are not leashed) */
    int8_t leash_of[SPG_MAX_ENTITIES];
    uint8_t region[TUNNEL_MAP_CAP]; /* TR_* per tile, row-major: [y * w + x] */
} tunnel_floor;
#define TUNNEL_LEASH_CHAMBER (-2)

/* The region of tile (x,y) of a floor W wide. */
static inline int tunnel_region(const tunnel_floor *F, int x, int y) { return F->region[y * F->w + x]; }

/* Builds one floor from an RNG already seeded and positioned (its counter reset by the
 * caller): the passes in order, into *L and *F; traces into rng->trace when attached.
 * first[] and draws[] (TUNNEL_PHASE__COUNT each) receive where each phase began (draws
 * made before it) and how many it took.  A pure function of the RNG state and inputs. */
void tunnel_build(spg_rng *rng, const tunnel_conf *c, int stage, bool clock_follows_spine,
                  spg_level *L, tunnel_floor *F, uint32_t *first, uint32_t *draws);

/* tunnel_generate with the knobs given directly, and the floor's structure kept in *F
 * (which may be NULL).  The audit and the tests use it. */
int tunnel_generate_with(const struct spg_request *rq, const tunnel_conf *c,
                         struct spg_result *out, tunnel_floor *F, char *err, size_t errlen);

/* The room holding tile (x,y), or -1. */
int tunnel_room_at(const tunnel_floor *F, int x, int y);

/* True for tiles a player walks on (floor and the portal). */
bool tunnel_walkable(const spg_level *L, int x, int y);

/* Breadth-first distances over walkable tiles from (sx,sy), 4-connected, into dist
 * (L->w * L->h entries, row-major; -1 unreached).  Returns how many tiles it reached. */
int tunnel_bfs(const spg_level *L, int sx, int sy, int *dist);

/* ---- invariants (the audit's, section 5 and 4 of the document) ----------------------- */

enum {
    TI_PORTAL_REACHABLE = 0,
    TI_EXITS_REACHABLE,
    TI_CHESTS_REACHABLE,
    TI_DROPS_REACHABLE,
    TI_ONE_REGION,       /* no walled-off carved region */
    TI_NO_LOOPS,         /* no loops (only while loops = 0) */
    TI_RUNG_COUNT,       /* rungs built == nRungs as rolled */
    TI_CENTRE_CROSSING,  /* every rung crosses the midline */
    TI_ENTRY_IS_EXIT,    /* rung i+1 starts where rung i ended */
    TI_ALTERNATES,       /* directions alternate */
    TI_STUBS_SHORT,      /* no stub reaches a neighbour (stub length < its band) */
    TI_CHAMBER_SHAPE,    /* bossW = min(W-6, round(bossH*1.25)), centred, entered below */
    TI_SPAWN_PLACE,      /* on rung 0's entry column, 2 tiles inward */
    TI_EXITS_LOW_FIRST,  /* safe exits ordered low to high */
    TI_HEAVIES_IN_ROOMS, /* no heavy outside a room */
    TI_LEASHED,          /* room and chamber mobs leashed to their bounds + leashPad */
    TI_FITS_GRID,        /* W x H <= 14,400 and H <= 14400 / W, unclamped */
    TI__COUNT
};
extern const char *const tunnel_invariant_names[TI__COUNT];

typedef struct tunnel_check {
    bool applies[TI__COUNT]; /* false: not meaningful on this floor (loops > 0) */
    bool holds[TI__COUNT];
    int floor_tiles, regions, holes; /* holes: rock pockets enclosed by floor (loops) */
} tunnel_check;

/* Checks every invariant on a finished floor, measuring the grid (BFS, flood fills)
 * rather than trusting the floor record where the grid can say.  Returns how many
 * applicable invariants are violated. */
int tunnel_check_floor(const spg_level *L, const tunnel_floor *F, tunnel_check *out);

#endif
