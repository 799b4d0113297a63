/* classic_rig.h — a hand-made classic level to test one rule of a pass on: an empty
 * 42x34 Mines level, the generator's state for it, and helpers to lay blocks and things
 * where a test wants them.  Include after cmocka.h. */
#ifndef SPG_TEST_CLASSIC_RIG_H
#define SPG_TEST_CLASSIC_RIG_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "rng.h"
#include "styles/classic/internal.h"

typedef struct rig {
    spg_rng rng;
    spg_game game;
    spg_options opt;
    classic_phase_counts pc;
    spg_level *L;
    cg c;
} rig;

/* The classic data a rig's passes read: the object facts and the item and shop tables
 * alone (data/classic/objects.facts, items.facts and shops.facts under SPELGEN_DATA) with
 * their sites, loaded once; aborts,
 * saying why, if they cannot be. */
static inline const classic_data *rig_data(void)
{
    static classic_data d;
    static bool loaded;
    if (!loaded) {
        char err[512];
        const char *dir = getenv("SPELGEN_DATA");
        if (!dir || classic_kinds_load(dir, d.kinds, err, sizeof err) != 0 ||
            classic_items_load(dir, &d.items, err, sizeof err) != 0 ||
            classic_shops_load(dir, &d.shops, err, sizeof err) != 0 ||
            classic_item_sites_build(&d.items, &d.shops, &d.sites, err, sizeof err) != 0) {
            fprintf(stderr, "classic_rig: %s\n", dir ? err : "SPELGEN_DATA is not set");
            abort();
        }
        loaded = true;
    }
    return &d;
}

/* A fresh rig for `area` at level `level`: no doors, no rooms of note, RNG state 1. */
static inline void rig_init(rig *r, spg_level *L, spg_area area, int level)
{
    memset(r, 0, sizeof *r);
    rng_init(&r->rng, SPG_ENGINE_GM8, 1);
    game_init(&r->game, 1);
    r->game.level = level;
    options_default(&r->opt);
    level_reset(L, 42, 34, 1, 1, 10, 8);
    L->area = area;
    L->number = level;
    L->entrance_tx = L->entrance_ty = L->exit_tx = L->exit_ty = -1;
    L->flags.shop = SPG_SHOP_NONE;
    L->flags.shop_rx = L->flags.shop_ry = -1;
    L->start_x = L->start_y = -1;
    r->L = L;
    r->c = (cg){.rng = &r->rng, .game = &r->game, .opt = &r->opt, .data = rig_data(), .L = L,
                .pc = &r->pc,
                .area = area, .A = classic_area(area), .wasted_rolls = true};
}

/* Restarts the rig's RNG at raw state `state`. */
static inline void rig_state(rig *r, uint32_t state) { rng_init(&r->rng, SPG_ENGINE_GM8, state); }

/* A block of `kind` at tile (x,y), made as the passes make one (its creation rolls). */
static inline void rig_block(rig *r, int x, int y, int kind)
{
    cg_make_block(&r->c, x, y, kind, 0, 0);
}

/* A row of blocks from x0 to x1 at y. */
static inline void rig_row(rig *r, int x0, int x1, int y, int kind)
{
    for (int x = x0; x <= x1; x++)
        rig_block(r, x, y, kind);
}

/* The draws made so far. */
static inline uint32_t rig_draws(const rig *r) { return r->rng.draws; }

/* How many live entities of `kind` the level has. */
static inline int rig_count(const rig *r, int kind)
{
    int n = 0;
    for (int i = 0; i < r->L->nent; i++)
        n += !r->L->ent[i].gone && r->L->ent[i].kind == kind;
    return n;
}

#endif
