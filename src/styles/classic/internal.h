/* internal.h — what the classic style's passes share while one level is built. */
#ifndef SPG_CLASSIC_INTERNAL_H
#define SPG_CLASSIC_INTERNAL_H

#include "classic.h"
#include "../../quirks.h"

/* The style is built twice, as two translation units that each include every pass
 * (build_traced.c and build_untraced.c, the one place where a .c includes .c files):
 * as written, and with SPG_UNTRACED, where the trace is a constant NULL, so every trace
 * branch, record and focus vanishes at compile time.  In the untraced unit every
 * function and table of the style is static (only its three builds leave it, renamed
 * untraced_*): declared with CLASSIC_FN / CLASSIC_DATA here and defined with CLASSIC_DEF,
 * the two copies never meet.  In the traced unit they are ordinary external names, so
 * the unit tests can call a pass directly. */
#ifdef SPG_UNTRACED
#define CLASSIC_FN static
#define CLASSIC_DATA static
#define CLASSIC_DEF static
#else
#define CLASSIC_FN
#define CLASSIC_DATA extern
#define CLASSIC_DEF
#endif

#include "collide.h" /* (its functions are the style's: declared with CLASSIC_FN) */

struct cg;

/* A layout chosen for a room: the set, the item, and the draw that chose it. */
typedef struct chosen {
    const spg_set *set;
    int index;
    uint32_t draw;
} chosen;

/* The chunk sets every area's rooms use for their 5x3 slots, and the Temple's 4x3 one. */
typedef struct chunk_sets {
    const spg_set *door, *ground, *air;
    const spg_set *air_narrow; /* the Temple's 'N' slots (scrRoomGen4's "r"); NULL elsewhere */
    bool as_text; /* the file's `option slots-as-text`: chunks run on as the original's text */
} chunk_sets;

/* One area's rules: what differs between the Mines, the Jungle, the Ice Caves, the
 * Temple and Olmec's Lair.  The passes call these hooks; everything else is shared. */
typedef struct area_rules {
    spg_area area;
    const char *file; /* its room data, in data/classic/ */
    /* binds the file's sets; *sets must start with a chunk_sets */
    int (*bind)(const spg_roomdata *d, void **sets, char *err, size_t errlen);
    void (*unbind)(void *sets);
    int earth;        /* the tile kind of the area's earth */
    /* The level's rows (scrInitLevel's): its height in tiles; the border's last row, and
     * whether the border closes it with a floor there (the Ice Caves and Olmec's Lair are
     * open below); and the row from which scrSetupWalls counts a block's underside as
     * covered (its argument, in pixels over 16).  A flooded level (the Jungle's lake)
     * has CLASSIC_LAKE_ROWS more of each. */
    int rows, border_last_row, walls_bottom_row;
    bool border_floor;
    /* Every hook is required (test_areas.c checks): an area without a part of its own
     * points the hook at the shared default named below, never at NULL. */
    /* the creation rolls of a block of `kind` made at (x,y) */
    void (*block_rolls)(struct cg *c, int x, int y, int kind);
    /* the area's hall file in data/classic/ (Olmec's Lair's olmec.hall; NULL: none), its
     * checks against the bound sets (classic_no_hall_file: none), and what it lays by
     * hand: the instances before its level object, made in the hall phase before the
     * generator runs, and the Create events' rolls of those after it, at the level's end
     * (Olmec's hall; classic_no_hall: nothing, for both) */
    const char *hall_file;
    int (*bind_hall)(const spg_halldata *h, const void *sets, char *err, size_t errlen);
    void (*hand_laid)(struct cg *c);
    /* the draws of each instance hand_laid makes, in its order, as the path scan's kernel
     * (scan.c) replays them: a fixed number, or CLASSIC_GEM_CHAIN; returns how many
     * instances, or -1 past max (classic_no_hall_draws: none) */
    int (*hand_laid_draws)(struct cg *c, int8_t *draws, int max);
    void (*hand_laid_after)(struct cg *c);
    /* builds every room: the area's room script (on the 4x4 grid: classic_grid_rooms
     * with the area's layout choice and tile chain) */
    void (*rooms)(struct cg *c);
    /* the block pass: inhabitants, treasure, traps (scrEntityGen's part for the area;
     * classic_no_block_pass: none) */
    void (*block_pass)(struct cg *c);
    /* scrSetupWalls's part for the area: the walls' dressing (which the detail setting
     * may switch off) and what else the part makes (classic_push_blocks: the stone
     * blocks that become push blocks) */
    void (*walls)(struct cg *c);
} area_rules;

/* The rows a flooded level adds under the usual ones (scrInitLevel: 656 pixels for 528). */
#define CLASSIC_LAKE_ROWS 8

/* A temple block's creation rolls where the number of draws depends on the state
 * (classic_earth_rolls with no look roll, strictly inside the level): the gold roll, and
 * unless it gives gold the sapphire, emerald, ruby and item rolls until one hits, an item
 * rolling which. */
#define CLASSIC_GEM_CHAIN (-1)

/* The rules of an area (every area has them), or NULL for a number that is no area. */
CLASSIC_FN const area_rules *classic_area(spg_area a);

typedef struct cg {
    spg_rng *rng;
    spg_trace *T; /* NULL: not traced */
    spg_game *game;
    const spg_options *opt;
    const classic_data *data;
    spg_level *L; /* NULL in the path scan */
    classic_plan *P; /* what the path phase decides: the path phase's only output */
    classic_phase_counts *pc;
    int phase; /* the phase under way */
    spg_area area;
    const area_rules *A;
    const void *sets; /* the area's bound sets (A->bind's result) */
    const spg_halldata *hall; /* the area's hand-laid instances, or NULL */
    /* the level's own bookkeeping (the original's oGame and globals reset per level) */
    bool altar_made, idol_made, damsel_made;
    bool gen_udjat, locked_chest, key_made;
    int locked_chest_chance;
    bool gen_giant_spider, giant_spider;
    bool exit_closed; /* the exit is a hall's closed door, no oExit (Olmec's Lair) */
    bool wasted_rolls; /* the quirk, read on every tile */
    /* why the layout just chosen comes from its set, in words (static), for the trace's
     * pick: an area's choose_layout may say it; the room builder reads and clears it */
    const char *layout_why;
    /* the kinds of the idol class (co_kinds_of), listed at the level's first treasure
     * test that needs them (a builder zeroed has none listed) */
    bool idol_kinds_listed;
    int8_t idol_kinds[SPG_E__COUNT];
    int nidol_kinds;
} cg;

static inline bool Q(const cg *c, spg_quirk q) { return quirk_on(c->opt->quirks, q); }

/* The trace of the level being built: a constant NULL in the untraced unit, where no
 * draw then carries a test or a call that could write memory (whole-level searches run
 * 15% fewer instructions a level). */
static inline spg_trace *TR(const cg *c)
{
#ifdef SPG_UNTRACED
    (void)c;
    return NULL;
#else
    return c->T;
#endif
}

/* rand(a,b) at a site (the classic style draws from GameMaker's LCG only). */
static inline int roll(cg *c, int a, int b, const spg_site *s)
{
#ifdef SPG_UNTRACED
    (void)s;
    return rng_draw_gm8(c->rng, a, b);
#else
    return rng_rand_gm8(c->rng, a, b, s);
#endif
}

/* rand(a,b) at a site, its value thrown away (see rng_waste_gm8). */
static inline void waste(cg *c, int a, int b, const spg_site *s)
{
#ifdef SPG_UNTRACED
    (void)a, (void)b, (void)s;
    rng_step_gm8(c->rng);
#else
    rng_waste_gm8(c->rng, a, b, s);
#endif
}

/* `cond and rand(a,b) == hit`, drawing as the original does (see rng_roll_if). */
static inline bool test(cg *c, bool cond, int a, int b, int hit, const spg_site *s)
{
    if (!cond) {
        if (c->wasted_rolls)
            waste(c, a, b, s);
        return false;
    }
    return roll(c, a, b, s) == hit;
}

/* `cond and rand(a,b) ...` for tests other than `== hit` (see rng_roll_if): the value
 * drawn, or SPG_NOT_DRAWN when cond is false and the wasted-rolls quirk is off. */
static inline int roll_if(cg *c, bool cond, int a, int b, const spg_site *s)
{
    if (!cond && !c->wasted_rolls)
        return SPG_NOT_DRAWN;
    return roll(c, a, b, s);
}

/* k draws of rand(a,b) whose values nothing reads (untraced: one jump of the state). */
static inline void waste_n(cg *c, uint32_t k, int a, int b, const spg_site *s)
{
    rng_waste_n(c->rng, k, a, b, s);
}

/* GameMaker's random(x) at a site. */
static inline double random_at(cg *c, double x, const spg_site *s)
{
    return rng_random(c->rng, x, s);
}

/* Whether a `cond and rand(..)` test drew its number. */
static inline bool drew(const cg *c, bool cond) { return cond || c->wasted_rolls; }

/* Whether a live instance of item `item` stands anywhere on the level yet (the
 * original's instance_exists(oItem kind)). */
CLASSIC_FN bool classic_item_exists(const spg_level *L, int item);

/* scrGenerateItem(x+8, y+8, 2): the item a block hides at (x,y), with its roll; returns
 * the item made (an SPG_E_ITEM inside the block). */
CLASSIC_FN int classic_hidden_item(cg *c, int x, int y);

/* scrGenerateItem(x+8, y+8, 1): the Dice House's prize at (x,y), with its rolls; returns
 * the item made (a shop item). */
CLASSIC_FN int classic_high_end_item(cg *c, int x, int y);

/* scrGenerateItem(x, y, 2)'s nudge of `item` off (x, y), in pixels. */
CLASSIC_FN void classic_underground_offset(int item, int *dx, int *dy);

/* scrShopItemsGen: one item for sale at (x,y) in a shop of the level's kind, with every
 * draw of its loop; returns the item made (a shop item). */
CLASSIC_FN int classic_shop_item(cg *c, int x, int y);

/* The trace's calls, in capitals so they stand out among a pass's rules; each is one
 * branch when the level is not traced, and none in the untraced unit. */
static inline void T_DECIDE(cg *c, const char *words) { trace_decide_if(TR(c), words); }
static inline void T_FOCUS_TILE(cg *c, int x, int y) { trace_focus_tile_if(TR(c), x, y); }
static inline void T_FOCUS_NONE(cg *c) { trace_focus_none_if(TR(c)); }

/* Phase bookkeeping. */
CLASSIC_FN void cg_phase(cg *c, int phase);
CLASSIC_FN void cg_phase_end(cg *c);

/* Sets a level flag, traced. */
CLASSIC_FN void cg_flag(cg *c, const char *name, bool *field, bool value, uint32_t cause);

/* Writes a tile (no creation rolls), traced. */
static inline void cg_set_tile(cg *c, int x, int y, int kind, int flags, uint32_t cause)
{
    if (!level_stored(x, y))
        return;
    c->L->cell[y][x] = (spg_cell){(uint8_t)kind, SPG_C_NONE, (uint16_t)flags};
    if (TR(c))
        trace_tile(TR(c), x, y, kind, SPG_C_NONE, flags, cause);
}

/* Creates a solid block of `kind` at (x,y) and runs its creation rolls. */
CLASSIC_FN void cg_make_block(cg *c, int x, int y, int kind, int flags, uint32_t cause);

/* Destroys the block at (x,y) (a trap or push block takes its place): its rubble draws. */
CLASSIC_FN void cg_destroy_block(cg *c, int bi);

/* Places an entity on tile (x,y), traced, where the scripts usually make one of its
 * kind in a tile (co_default_offset); returns its id. */
CLASSIC_FN int cg_entity(cg *c, int kind, int x, int y, int info, uint32_t cause);

/* Places an entity whose instance the original creates at pixel (px,py): on the tile
 * holding that pixel, its offset kept for the collision tests; returns its id. */
CLASSIC_FN int cg_entity_px(cg *c, int kind, int px, int py, int info, uint32_t cause);

/* Removes an entity, traced. */
CLASSIC_FN void cg_remove_entity(cg *c, int id, uint32_t cause);

/* Every classic level's rooms are 10x8 tiles from (1,1); constants, so finding a
 * tile's room is a multiply, not a division. */
#define CLASSIC_ROOM_W 10
#define CLASSIC_ROOM_H 8
#define CLASSIC_ROOM_X0 1
#define CLASSIC_ROOM_Y0 1

/* Focuses the trace on room (rx,ry) (from the constants: the path scan has no level). */
static inline void T_FOCUS_ROOM(cg *c, int rx, int ry)
{
    trace_focus_rect_if(TR(c), CLASSIC_ROOM_X0 + rx * CLASSIC_ROOM_W,
                        CLASSIC_ROOM_Y0 + ry * CLASSIC_ROOM_H, CLASSIC_ROOM_W, CLASSIC_ROOM_H);
}

/* The room column and row of a tile as the original's scrGetRoomX/Y find them: clamped
 * to the grid, rows counting the flooded level's fifth (level_room_of is the unclamped
 * question, for any style). */
static inline int classic_room_x(int tx)
{
    int d = tx - CLASSIC_ROOM_X0;
    int r = d < 0 ? 0 : d / CLASSIC_ROOM_W;
    return r > SPG_ROOMS_X - 1 ? SPG_ROOMS_X - 1 : r;
}
static inline int classic_room_y(int ty)
{
    int d = ty - CLASSIC_ROOM_Y0;
    int r = d < 0 ? 0 : d / CLASSIC_ROOM_H;
    return r > SPG_ROOMS_Y - 1 ? SPG_ROOMS_Y - 1 : r;
}

/* The hooks' shared defaults, for an area without a part of its own. */
CLASSIC_FN void classic_no_hall(cg *c);       /* lays nothing by hand */
CLASSIC_FN int classic_no_hall_draws(cg *c, int8_t *draws, int max); /* none: 0 */
/* checks no hall file (an area without one) */
CLASSIC_FN int classic_no_hall_file(const spg_halldata *h, const void *sets, char *err,
                                    size_t errlen);
CLASSIC_FN void classic_no_block_pass(cg *c); /* no block pass: notes it, draws nothing */
/* scrRoomGen's frame: every room of the 4x4 grid (5 rows on a flooded level) in row
 * order takes the layout `choose` picks, its version, its chunks, then the tiles `tiles`
 * makes (a NULL set from `choose`: a room the area lays out by hand). */
CLASSIC_FN void classic_grid_rooms(cg *c, chosen (*choose)(cg *c, int rx, int ry),
                                   void (*tiles)(cg *c, int rx, int ry, char room[8][10]));
/* The room (rx,ry) takes the layout `ch` chose: its version (rand(1,2) at `variant` when
 * it has two), traced with the draw that chose it, copied into room (chunk slots and
 * all). */
CLASSIC_FN void classic_room_layout(cg *c, int rx, int ry, chosen ch, const spg_site *variant,
                                    char room[8][10]);
/* scrSetupWalls's shared tail: every stone block resting on earth becomes a push block
 * 1 in 4. */
CLASSIC_FN void classic_push_blocks(cg *c);

/* scrInitLevel's border loop: the border block just made at (x,y) takes the plain look,
 * so the vein it rolled is taken out of the tile's content (its draw stays). */
CLASSIC_FN void classic_border_look(cg *c, int x, int y);
/* scrSetupWalls's looks, whatever the detail setting: every live oBrick, oLush, oDark
 * and oTemple with an open top or underside takes an edge look, so the vein it rolled
 * is taken out of its tile's content; no draw. */
CLASSIC_FN void classic_vein_looks(cg *c);

/* The path scan's kernel (scan.c, outside the two units): its walk's tables built from the
 * scan's options.  The kernel calls nothing of the builder's: what it needs of the
 * builder (the path phase's game and lake) comes through the scan's path_begin. */
void classic_scan_tables(classic_path_scan *s);

/* Passes, in the order the original runs them. */
CLASSIC_FN void classic_border(cg *c);
CLASSIC_FN void classic_path(cg *c);
CLASSIC_FN void classic_graveyard_roll(cg *c);
CLASSIC_FN void classic_rooms(cg *c);
CLASSIC_FN void classic_level_rolls(cg *c);
CLASSIC_FN void classic_block_pass(cg *c);
CLASSIC_FN void classic_treasure(cg *c, int x, int y, int bones);
CLASSIC_FN void classic_dressing(cg *c);
CLASSIC_FN void classic_finish(cg *c);

/* Shared pieces areas build on. */
CLASSIC_FN int classic_pick(cg *c, int n, const spg_site *s);          /* rand(1,n)-1 */
/* A layout of `set`: rand(f, f+n-1) - f, f its rolled-from (1 in spelgen's own data). */
CLASSIC_FN int classic_pick_set(cg *c, const spg_set *set, const spg_site *s);

/* Why room (rx,ry) takes a layout of its kind, in words from its code (and whether it is
 * the start or the exit): the room template's, where the area's room script says no more. */
CLASSIC_FN const char *classic_code_why(const cg *c, int rx, int ry);

/* Why a chunk slot of code `code` ('8', '5', '6', 'V', 'F') takes its chunk set, in words
 * (the room template's); NULL for a code that is no slot. */
CLASSIC_FN const char *classic_slot_why(char code);
/* Fills room (rx,ry)'s chunk slot at (x,y) with a chunk rolled from `set` at `site`: its
 * rows (the set's size) go into the room as the original's text when `as_text` (a row runs
 * on into the next, nothing past the 80th character is kept), else clipped to the room. */
CLASSIC_FN void classic_fill_slot(cg *c, int rx, int ry, char room[8][10], int x, int y,
                                  char code, const spg_set *set, const spg_site *site,
                                  bool as_text);
/* The site of the shared door ('8'), ground ('5') or air ('6') chunk roll. */
CLASSIC_FN const spg_site *classic_chunk_site(char code);
CLASSIC_FN chosen classic_shop_layout(cg *c, int code, const spg_set *shop[2], const spg_set *dice[2],
                           const spg_set *kissing[2]);
CLASSIC_FN bool classic_common_tile(cg *c, int rx, int ry, int x, int y, char t);

/* What a tile chain makes of a code it places with no roll of its own: an area's no-roll
 * codes are one table, so the codes its room data may use are derived from it and can
 * never disagree with what its chain places.  A simple code is made from its entry; TM_OWN's placing is written out where
 * the chain handles it (a door, a conditional block, a code the chain tests ahead of its
 * rolls), TM_SHARED's is the shared tail's (classic_common_tile). */
typedef enum tile_make {
    TM_OWN,          /* written out in the chain */
    TM_NOTHING,      /* a picture or air: nothing to make */
    TM_BLOCK,        /* a block of `kind` with `flags`, made whatever is there */
    TM_TILE,         /* a tile of `kind` with `flags` that is no block */
    TM_ENTITY,       /* `entity` (with `info`) on the tile */
    TM_SHARED,       /* the shared tail's */
} tile_make;

/* One no-roll code of a chain and what it makes. */
typedef struct tile_code {
    char code;
    uint8_t make;   /* a tile_make */
    int16_t kind;   /* TM_BLOCK, TM_TILE: the tile kind */
    uint8_t flags;  /* TM_BLOCK, TM_TILE: the tile's flags */
    int16_t entity; /* TM_ENTITY: the entity kind */
    int8_t info;    /* TM_ENTITY: its info */
} tile_code;

/* An area chain's codes: the no-roll table, the codes it places at or after a roll of
 * its own (and its chunk slots), and whether every code it does not know falls to the
 * shared tail (all of classic_common_codes is then accepted). */
typedef struct tile_codes {
    const tile_code *fixed;
    int n;
    const char *rolled;
    bool tail;
    /* where each byte's entry is in `fixed` (0: not yet looked up, 1: none, i + 2: entry
     * i), filled as tile_code_find first looks each byte up: every tile of every room is
     * looked up.  Atomic: find's threads share the tables (each writes the same value).
     * NULL: tile_code_find searches every time. */
    struct tile_code_cache *cache;
} tile_codes;

typedef struct tile_code_cache {
    _Atomic unsigned char at[256];
} tile_code_cache;

/* A table's cache (tile_codes.cache), of static storage at file scope. */
#define TILE_CODE_CACHE (&(tile_code_cache){{0}})

/* The shared tail's codes (classic_common_tile's table). */
CLASSIC_DATA const tile_codes classic_common_codes;
/* `t`'s entry in `tc`'s table, or NULL. */
CLASSIC_FN const tile_code *tile_code_find(const tile_codes *tc, char t);
/* Writes into `out` (NUL-ended, each code once, at most 127) every code `tc`'s chain
 * accepts: its table's, its rolled ones, and the shared tail's when it falls to it. */
CLASSIC_FN void tile_codes_accepted(const tile_codes *tc, char out[128]);
/* Makes a TM_BLOCK, TM_TILE or TM_ENTITY entry's thing at (x,y) with the shared
 * makers; false (nothing made) for any other entry. */
CLASSIC_FN bool tile_code_place(cg *c, const tile_code *e, int x, int y);
CLASSIC_FN void classic_solid_tile(cg *c, int x, int y, int flags);     /* stone 1 in 10, else earth */
CLASSIC_FN void classic_earth_rolls(cg *c, int x, int y, int look_roll, int gem1, int gem2, int gem3);
/* The tile chains' `t == '7' and rand(1,3) == 1` (spikes) and `t == '4' and rand(1,4) ==
 * 1` (a push block) at an area's site, drawn for every tile that reaches them; true
 * when the roll took the tile. */
CLASSIC_FN bool classic_spikes_roll(cg *c, int x, int y, char t, const spg_site *s);
CLASSIC_FN bool classic_push_roll(cg *c, int x, int y, char t, const spg_site *s);
CLASSIC_FN void classic_key_and_chest(cg *c);
CLASSIC_FN void classic_arrow_traps(cg *c);
CLASSIC_FN bool classic_strictly_inside(const spg_level *L, int x, int y);

#endif
