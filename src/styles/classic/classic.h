/* classic.h — Spelunky Classic's generator: the style's public face. */
#ifndef SPG_CLASSIC_H
#define SPG_CLASSIC_H

#include "../../data/halldata.h"
#include "../../data/itemfacts.h"
#include "../../data/roomdata.h"
#include "../../data/shopfacts.h"
#include "../../game.h"
#include "../../level.h"
#include "../../rng.h"
#include "../../style.h"
#include "../../trace.h"

/* The classic style's phases, in order. */
enum {
    CLASSIC_PHASE_SCREEN = 0, /* the screen between levels: the Jungle's lake roll */
    CLASSIC_PHASE_HALL,       /* a room's hand-laid instances made before the generator runs
                               * (Olmec's Lair's hall); no draws on other levels */
    CLASSIC_PHASE_BORDER,
    CLASSIC_PHASE_PATH,
    CLASSIC_PHASE_GRAVEYARD,
    CLASSIC_PHASE_ROOMS,
    CLASSIC_PHASE_SPECIALS,
    CLASSIC_PHASE_BLOCKS,
    CLASSIC_PHASE_DRESSING,
    CLASSIC_PHASE_FINISH,
    CLASSIC_PHASE__COUNT
};
extern const char *const classic_phase_names[CLASSIC_PHASE__COUNT];

/* The draws each phase took, for one level. */
typedef struct classic_phase_counts {
    uint32_t first[CLASSIC_PHASE__COUNT]; /* draw counter when the phase began */
    uint32_t draws[CLASSIC_PHASE__COUNT];
} classic_phase_counts;

/* What the path phase decides, all of it: the room codes it sets, the start and exit
 * rooms, and the level's flags as it leaves them (the lake, the screen's, is read; the
 * snake pit, the sacrifice pit, the Moai, the mothership, the Yeti lair, the Black Market,
 * the City of Gold and the shop's room are set).  A full build copies it into the level. */
typedef struct classic_plan {
    int8_t rooms[SPG_ROOMS_Y][SPG_ROOMS_X]; /* room codes, [y][x], as spg_level's */
    int start_x, start_y, exit_x, exit_y;
    spg_level_flags flags;
} classic_plan;

/* The plan part of a level (after its path phase: the plan it was built from). */
void classic_plan_of(const spg_level *l, classic_plan *out);

/* One entity kind's collision facts, from data/classic/objects.facts through the
 * original's object the kind is: the classes it is (collide.h's CO_*) and its box,
 * inclusive, relative to the instance's position; known false: no object (the tile's box). */
typedef struct classic_kind_facts {
    unsigned classes;
    int l, t, r, b;
    bool known;
} classic_kind_facts;

/* The sites of the item scripts' draws, each named and worded from the tables it rolls
 * over (classic_item_sites_build), so that an import's tables are what its trace says:
 * the hidden item's and the High End Set's, and each shop loop's pick and drawn tests.
 * Each string is the struct's own; a site's source is the data file and line. */
typedef struct classic_item_sites {
    spg_site underground, high_end;
    spg_site pick[SHOPFACTS_LOOPS_MAX];                       /* n = rand(1,K) */
    spg_site test[SHOPFACTS_LOOPS_MAX][SHOPFACTS_TESTS_MAX]; /* the 1-in tests */
} classic_item_sites;

/* The room data of every area, each file bound to its area's sets, and the hand-laid
 * instances of an area that has them (Olmec's Lair's hall). */
typedef struct classic_data {
    spg_roomdata files[SPG_AREA__COUNT]; /* data/classic/<area>.rooms */
    void *sets[SPG_AREA__COUNT];         /* what each area's bind() made of its file */
    spg_halldata halls[SPG_AREA__COUNT]; /* data/classic/<area>.hall (empty: none) */
    classic_kind_facts kinds[SPG_E__COUNT]; /* data/classic/objects.facts, bound to the kinds */
    spg_itemfacts items;                    /* data/classic/items.facts */
    spg_shopfacts shops;                    /* data/classic/shops.facts */
    classic_item_sites sites;               /* the item scripts' sites, worded from both */
} classic_data;

/* Loads data/classic/<area>.rooms for every area and binds each to
 * its area (checking that every set it needs is there, of the right kind, with enough
 * items, and that doors are where rooms need them), the hall file of an area that
 * has one, checked against its rooms, data/classic/objects.facts (the kinds' boxes and
 * classes: classic_kinds_load), data/classic/items.facts and shops.facts (the item and
 * shop tables: classic_items_load, classic_shops_load), and words the item scripts' sites
 * from the tables (classic_item_sites_build).  Returns 0, or -1 with
 * "file:line: message" (or "file: message") in err. */
int classic_data_load(const char *dir, classic_data *out, char *err, size_t errlen);

/* Loads data/classic/objects.facts under `dir` into out[SPG_E__COUNT] (each kind's box
 * and classes).  Returns 0, or -1 with "file:line: message" (or "file: message"). */
int classic_kinds_load(const char *dir, classic_kind_facts *out, char *err, size_t errlen);

/* Loads data/classic/items.facts under `dir` (the item scripts' tables).  Returns 0, or
 * -1 with "file:line: message" (or "file: message"). */
int classic_items_load(const char *dir, spg_itemfacts *out, char *err, size_t errlen);

/* Loads data/classic/shops.facts under `dir` (scrShopItemsGen's loops).  Returns 0, or
 * -1 with "file:line: message" (or "file: message"). */
int classic_shops_load(const char *dir, spg_shopfacts *out, char *err, size_t errlen);

/* Names and words every site of the item scripts from the tables (item_sites.c).
 * Returns 0, or -1 with a message (out of memory); classic_item_sites_free frees it. */
int classic_item_sites_build(const spg_itemfacts *items, const spg_shopfacts *shops,
                             classic_item_sites *out, char *err, size_t errlen);
void classic_item_sites_free(classic_item_sites *s);

/* The item scripts' site names of loaded classic data (a classic_data): at most max into
 * names, returns how many (the style's data_sites). */
int classic_data_sites(const void *data, const char **names, int max);

/* Frees what classic_data_load allocated. */
void classic_data_free(classic_data *d);

/* The hall file (in data/classic/) of an area laid partly by hand, or NULL: Olmec's Lair's
 * "olmec.hall". */
const char *classic_hall_file(spg_area area);

/* The tile kind of an area's earth (its blocks' gem odds are the earth's), or -1 for a
 * number that is no area. */
int classic_area_earth(spg_area area);

/* The style's entry (style.h): loads data/classic/ into a classic_data (classic_data_load),
 * frees it, and builds the requested level of a game (or one level from a raw state),
 * the levels before it untraced.  classic_generate refuses a level out of 1-16, a
 * shortcut that is none, and a level before the shortcut. */
int classic_load(const char *dir, void **data, char *err, size_t errlen);
void classic_free(void *data);
int classic_generate(const spg_request *rq, const void *data, spg_result *out, char *err,
                     size_t errlen);

/* The style's entry in the registry (style.c). */
extern const spg_style_impl classic_style;

/* Builds one level: `g->level` says which.  Draws from rng (whose counter the caller
 * has reset), writes the level, updates the once-a-game state, and records phase
 * boundaries.  Traces into rng->trace when one is attached. */
void classic_build_level(spg_rng *rng, spg_game *g, const spg_options *opt,
                         const classic_data *data, spg_level *out, classic_phase_counts *pc);

/* The player's choices between two levels of a game, as the options give them: taking
 * the Black Market's or the gold door on level `prev->number` (only where the level
 * had one).  Returns 0, or -1 with a message when an option names a door the level
 * did not have. */
int classic_between_levels(spg_game *g, const spg_options *opt, const spg_level *prev, char *err,
                           size_t errlen);

/* How far a level's path phase goes on its own: builds only the border and the path
 * (what find's path filters need).  Same draws as the full build up to the path's end.
 * `data` may be NULL but for a level with a hall (Olmec's Lair), whose instances roll
 * before the border. */
void classic_build_path_only(spg_rng *rng, spg_game *g, const spg_options *opt,
                             const classic_data *data, spg_level *out,
                             classic_phase_counts *pc);

/* Builds a level up to and including its level rolls (the specials phase): rooms, the
 * shop's kind, dark, the Udjat Eye; no block pass.  Same draws as the full build so far. */
void classic_build_through_rolls(spg_rng *rng, spg_game *g, const spg_options *opt,
                                 const classic_data *data, spg_level *out,
                                 classic_phase_counts *pc);

/* The same three builds, compiled a second time for levels nobody traces (rng->trace
 * must be NULL): with the trace a constant NULL, no draw carries a branch or a call
 * for it.  build_untraced.c includes every pass with SPG_UNTRACED, everything in it
 * static but these builds (see internal.h), so the two copies never meet.  Levels,
 * draws and phases are the same as the
 * traced build's (test_level.c's tracing_changes_nothing compares them). */
void untraced_classic_build_level(spg_rng *rng, spg_game *g, const spg_options *opt,
                                  const classic_data *data, spg_level *out,
                                  classic_phase_counts *pc);
void untraced_classic_build_path_only(spg_rng *rng, spg_game *g, const spg_options *opt,
                                      const classic_data *data, spg_level *out,
                                      classic_phase_counts *pc);
void untraced_classic_build_through_rolls(spg_rng *rng, spg_game *g, const spg_options *opt,
                                          const classic_data *data, spg_level *out,
                                          classic_phase_counts *pc);

/* The path scan: the path phase of many levels, one from each raw RNG state, as fast as
 * the path phase can go.  Levels 1-15's borders draw a fixed number of times whatever the
 * state (every border block rolls its look and gold and never its gems), so the scan
 * jumps them in one multiply-add (rng_jump_of) and runs the path phase, untraced, into a
 * plan: no trace, no level, no tile grid.  classic_path_scan_state(s) run the same code
 * as every build's path phase (path.c), so the plan, the draws and the state after it are
 * classic_build_path_only's (test_scan.c compares them state by state); the search runs
 * the kernel below, path.c specialised, held to them by test_scan_kernel.c. */
/* One of Olmec's Lair's hall blocks whose draws depend on the state (CLASSIC_GEM_CHAIN in
 * internal.h), for the scan's kernel: the fixed draws since the block before it, composed,
 * and with its first and its fifth draw (its gold roll, and its last roll when neither
 * gold nor a gem nor an item comes). */
typedef struct classic_scan_block {
    spg_jump before, first, fifth;
    uint32_t before_draws;
} classic_scan_block;

#define CLASSIC_SCAN_HALL_MAX 160

/* One step of the walk as the kernel's table has it: the next case times 16 (its row of
 * the table: the case is the column << 4 | the row's taken rooms), the column the step ends
 * in and the code it writes there (1, or 2 on a drop). */
typedef struct classic_scan_step {
    uint16_t next;
    uint8_t x, code;
} classic_scan_step;

typedef struct classic_path_scan {
    spg_game game;      /* the once-a-game state as each level begins */
    spg_options opt;
    /* the game and the lake as each scanned level's path phase begins, from `game` (the
     * builder's setup and the screen for a raw state): the builder's own, handed to the
     * kernel (scan.c) as a callback so that the kernel calls nothing of the builder's */
    void (*path_begin)(const struct classic_path_scan *s, spg_game *g, bool *lake);
    const struct classic_data *data; /* the hall's (level 16), or NULL; not owned */
    spg_jump border;    /* the border's draws, composed (on level 16 with the hall's fixed
                         * draws after its last block that rolls gems) */
    uint32_t border_draws;
    /* level 16: the hall's blocks that roll gems, in order (none on other levels), and its
     * draws up to the last of them were every block to draw five */
    int hall_blocks;
    uint32_t hall_draws;
    classic_scan_block hall[CLASSIC_SCAN_HALL_MAX];
    /* the kernel's walk (scan.c): for no pit and a pit in column 0-3, each case of the walk
     * (its column and its row's taken rooms) by the step's roll, what the step does */
    classic_scan_step walk[5][64 * 16];
} classic_path_scan;

/* Prepares a scan of level `level` built from raw states with options opt (as
 * spg_generate's from_state), measuring its border's draws once.  Level 16's hall rolls
 * gems before its border, a number of draws that depends on the state: its blocks that do
 * are kept in order for the kernel to replay (the path code, classic_path_scan_states,
 * builds the hall), and the kernel is checked against a few builds here.  `data` holds the
 * hall (level 16: required; NULL will do for the other levels).  Returns 0, or -1 with a
 * reason in err. */
int classic_path_scan_init(classic_path_scan *s, int level, const spg_options *opt,
                           const classic_data *data, char *err, size_t errlen);

/* The path phase of the level built from raw state `state`, into *out.  Returns the RNG
 * state after the path phase; *draws (may be NULL) gets the draws from the level's
 * start. */
uint32_t classic_path_scan_state(const classic_path_scan *s, uint32_t state, classic_plan *out,
                                 uint32_t *draws);
/* The path phases of n states, first, first+step, first+2*step, ... (mod 2^32), into
 * out[0..n-1]: each plan classic_path_scan_state's, the level's setup done once for all
 * (a sixth less time a state). */
void classic_path_scan_states(const classic_path_scan *s, uint32_t first, uint32_t step,
                              uint32_t n, classic_plan *out);

/* The same two from the untraced copy of the style (below), where the path phase carries
 * no trace branch at all. */
uint32_t untraced_classic_path_scan_state(const classic_path_scan *s, uint32_t state,
                                          classic_plan *out, uint32_t *draws);
void untraced_classic_path_scan_states(const classic_path_scan *s, uint32_t first,
                                       uint32_t step, uint32_t n, classic_plan *out);

/* The same two from the scan's kernel (scan.c), what the search calls: path.c's path phase
 * spelt a second time for speed (the walk from a table, no builder), whose plans, draws
 * and end states are the path code's above (test_scan_kernel.c compares them on 10^6
 * states across levels 1-16, options and quirks). */
uint32_t classic_scan_state(const classic_path_scan *s, uint32_t state, classic_plan *out,
                            uint32_t *draws);
void classic_scan_states(const classic_path_scan *s, uint32_t first, uint32_t step, uint32_t n,
                         classic_plan *out);

/* The rolls inside the path phase that a plan does not keep, counted over many states (for
 * exact per-roll odds): the walk's rolls by their column's range and value, and the shop
 * roll.  Zero it before the first batch; batches add to it. */
#define CLASSIC_SCAN_WALK_VALUES 11
typedef struct classic_scan_tally {
    uint64_t walk[CLASSIC_SCAN_WALK_VALUES]; /* [0-4]: rand(1,5) = 1-5 between the edges (path.walk.middle);
                              * [5-7]: rand(3,5) = 3-5 in the left column (left_edge);
                              * [8-10]: rand(5,7) = 5-7 in the right (right_edge) */
    uint64_t shop_rolls;     /* path.shop rolled (every path phase but the market's and
                              * olmec-path off's) */
    uint64_t shop_rolls_low; /* and gave 1 or 2 */
} classic_scan_tally;

/* classic_scan_states, the rolls also added to *t. */
void classic_scan_states_tally(const classic_path_scan *s, uint32_t first, uint32_t step,
                               uint32_t n, classic_plan *out, classic_scan_tally *t);

#endif
