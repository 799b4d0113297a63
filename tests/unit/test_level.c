/* test_level.c — whole levels: tracing never changes a draw; phases add up; each tile
 * costs what classic-draw-order §3 says; the trace explains every tile; the block pass
 * keeps its distance rules; levels chain within a game. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "styles/classic/classic.h"
#include "quirks.h"

static spg_data data;
static spg_result *a, *b;

static int setup(void **st)
{
    (void)st;
    char err[512];
    if (spg_data_load(NULL, &data, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    a = calloc(1, sizeof *a);
    b = calloc(1, sizeof *b);
    return a && b ? 0 : -1;
}

static int teardown(void **st)
{
    (void)st;
    spg_result_free(a);
    spg_result_free(b);
    free(a);
    free(b);
    spg_data_free(&data);
    return 0;
}

static void gen_as(spg_result *r, uint32_t seed, int level, bool trace, uint32_t quirks,
                   bool from_state)
{
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.opt.quirks = quirks;
    rq.seed = seed;
    rq.level = level;
    rq.trace = trace;
    rq.from_state = from_state;
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, r, err, sizeof err), 0);
}

static void gen(spg_result *r, uint32_t seed, int level, bool trace, uint32_t quirks)
{
    gen_as(r, seed, level, trace, quirks, false);
}

/* Two builds of one level are the same level: every tile, room, entity and block, the
 * draws of every phase and the final state. */
static void assert_same_level(const spg_result *x, const spg_result *y)
{
    assert_int_equal(x->draws, y->draws);
    assert_int_equal(x->end_state, y->end_state);
    assert_int_equal(x->nphases, y->nphases);
    for (int p = 0; p < x->nphases; p++)
        assert_int_equal(x->phases[p].draws, y->phases[p].draws);
    const spg_level *l = &x->level, *m = &y->level;
    assert_memory_equal(l->cell, m->cell, sizeof l->cell);
    assert_memory_equal(l->rooms, m->rooms, sizeof l->rooms);
    assert_memory_equal(&l->flags, &m->flags, sizeof l->flags);
    assert_int_equal(l->nent, m->nent);
    for (int i = 0; i < l->nent; i++) {
        const spg_entity *e = &l->ent[i], *f = &m->ent[i];
        assert_int_equal(e->kind, f->kind);
        assert_int_equal(e->x, f->x);
        assert_int_equal(e->y, f->y);
        assert_int_equal(e->info, f->info);
        assert_int_equal(e->gone, f->gone);
    }
    assert_int_equal(l->nblock, m->nblock);
    assert_memory_equal(l->block, m->block, sizeof l->block[0] * (size_t)l->nblock);
}

/* An untraced level is built by the classic style's untraced copy (compiled with the
 * trace a constant NULL) and takes shortcuts (wasted draws step without an output, a run
 * of them jumps the state at once); a traced one by the style as written, drawing each.  Every area, as a raw state
 * and within a game, with the quirks on and off. */
static void tracing_changes_nothing(void **st)
{
    (void)st;
    uint32_t all_off = 0;
    for (uint32_t s = 1; s <= 160; s++) {
        int level = 1 + (int)(s % 16);
        uint32_t quirks = s % 3 == 0 ? all_off : quirks_default();
        bool from_state = s % 2 == 0;
        gen_as(a, s * 7919u, level, false, quirks, from_state);
        gen_as(b, s * 7919u, level, true, quirks, from_state);
        assert_same_level(a, b);
        assert_int_equal(b->trace.ndraws, b->draws);
    }
}

static void phases_add_up(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 50; s++) {
        gen(a, s, 1 + (int)(s % 4), false, quirks_default());
        uint32_t sum = 0, next = 1;
        for (int p = 0; p < a->nphases; p++) {
            assert_int_equal(a->phases[p].first_draw, next);
            next += a->phases[p].draws;
            sum += a->phases[p].draws;
        }
        assert_int_equal(sum, a->draws);
        assert_string_equal(a->phases[CLASSIC_PHASE_BORDER].name, "border");
        assert_int_equal(a->phases[CLASSIC_PHASE_BORDER].draws, 300);
        assert_int_equal(a->phases[CLASSIC_PHASE_SCREEN].draws, 0); /* the Mines: no lake */
        /* a Mines level costs the original about 7,500-8,200 draws; ours, with our own
         * layouts, must be of that order */
        assert_true(a->draws > 4000 && a->draws < 14000);
    }
}

/* Draws of the rooms phase whose focus is exactly tile (x,y). */
static int room_draws_at(const spg_result *r, int x, int y)
{
    int n = 0;
    for (size_t i = 0; i < r->trace.n; i++) {
        const spg_event *e = &r->trace.ev[i];
        n += e->kind == SPG_EV_DRAW && e->phase == CLASSIC_PHASE_ROOMS && e->focus.x == x &&
             e->focus.y == y && e->focus.w == 1;
    }
    return n;
}

static bool has_entity(const spg_level *l, int x, int y)
{
    for (int i = 0; i < l->nent; i++)
        if (l->ent[i].x == x && l->ent[i].y == y)
            return true;
    return false;
}

static void tile_costs(void **st)
{
    (void)st;
    int ladders = 0, empties = 0;
    for (uint32_t s = 1; s <= 12; s++) {
        gen(a, s, 1 + (int)(s % 4), true, quirks_default());
        const spg_level *l = &a->level;
        for (int y = 1; y < 33; y++)
            for (int x = 1; x < 41; x++) {
                int code = l->rooms[(y - 1) / 8][(x - 1) / 10];
                if (code >= 4 && code != 6) /* shops and pits have tiles of their own */
                    continue;
                int k = l->cell[y][x].kind;
                int n = room_draws_at(a, x, y);
                if (k == SPG_T_LADDER || k == SPG_T_LADDER_TOP) {
                    assert_int_equal(n, 1);
                    ladders++;
                } else if (k == SPG_T_EMPTY && !has_entity(l, x, y) && !has_entity(l, x, y - 1) &&
                           !has_entity(l, x + 1, y)) { /* (an idol's, a tiki head's code) */
                    assert_int_equal(n, 3);
                    empties++;
                } else if (k == SPG_T_STONE) {
                    assert_true(n == 1 || n == 2);
                }
            }
    }
    assert_true(ladders > 0 && empties > 0);
    /* with the wasted rolls off, an empty tile draws nothing */
    gen(a, 3, 2, true, quirks_default() & ~(1u << SPG_Q_WASTED_ROLLS));
    int zero = 0;
    for (int y = 1; y < 33; y++)
        for (int x = 1; x < 41; x++)
            if (a->level.cell[y][x].kind == SPG_T_EMPTY && room_draws_at(a, x, y) == 0)
                zero++;
    assert_true(zero > 100);
}

typedef struct seen {
    int layout, draws, effects;
    uint32_t last_index;
    bool ordered;
} seen;

static void count(const spg_event *e, size_t index, void *ctx)
{
    seen *s = ctx;
    s->layout += e->kind == SPG_EV_LAYOUT;
    s->draws += e->kind == SPG_EV_DRAW;
    s->effects += e->kind != SPG_EV_DRAW;
    if (index < s->last_index)
        s->ordered = false;
    s->last_index = (uint32_t)index;
}

static void every_tile_explained(void **st)
{
    (void)st;
    gen(a, 21, 2, true, quirks_default());
    for (int y = 1; y < 33; y++)
        for (int x = 1; x < 41; x++) {
            seen s = {0, 0, 0, 0, true};
            trace_why(&a->trace, x, y, count, &s);
            assert_true(s.ordered);
            assert_true(s.layout >= 1); /* the room's layout */
            assert_true(s.draws >= 1);  /* the layout roll at least */
            if (a->level.cell[y][x].kind == SPG_T_BRICK)
                assert_true(s.draws >= 3); /* its tile roll, look and gold */
        }
    /* the border is made without a roll, but its blocks roll their looks and gold */
    seen s = {0, 0, 0, 0, true};
    trace_why(&a->trace, 0, 5, count, &s);
    assert_int_equal(s.draws, 2);
}

static void block_pass_distances(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 60; s++) {
        gen(a, s, 1 + (int)(s % 4), false, quirks_default());
        const spg_level *l = &a->level;
        for (int i = 0; i < l->nent; i++) {
            const spg_entity *e = &l->ent[i];
            if (e->gone)
                continue;
            bool monster = e->kind == SPG_E_BAT || e->kind == SPG_E_SPIDER ||
                           e->kind == SPG_E_SNAKE || e->kind == SPG_E_CAVEMAN ||
                           e->kind == SPG_E_GIANT_SPIDER;
            if (monster && (e->x < 1 || e->x > 40 || e->y < 1 || e->y > 32)) {
                /* outside the rooms: only on the loop's column-42 block (the border-column
                 * quirk), which no room holds */
                assert_int_equal(e->x, 42);
                continue;
            }
            if (monster && l->rooms[(e->y - 1) / 8][(e->x - 1) / 10] != 8 &&
                l->rooms[(e->y - 1) / 8][(e->x - 1) / 10] != 9) {
                /* none hang or stand in the start room (pits make their own snakes) */
                int rx = (e->x - 1) / 10, ry = (e->y - 1) / 8;
                if (e->kind == SPG_E_BAT || e->kind == SPG_E_SPIDER || e->kind == SPG_E_GIANT_SPIDER)
                    ry = (e->y - 2) / 8; /* judged by the block above */
                assert_false(rx == l->start_x && ry == l->start_y);
            }
        }
        for (int y = 0; y < 34; y++)
            for (int x = 0; x < 42; x++) {
                int k = l->cell[y][x].kind;
                if (k == SPG_T_ARROW_TRAP_LEFT || k == SPG_T_ARROW_TRAP_RIGHT) {
                    int dx = x - l->entrance_tx, dy = y - l->entrance_ty;
                    double d = 16.0 * __builtin_sqrt((double)(dx * dx + dy * dy));
                    assert_true(d > 48);
                    assert_false(dy == 0 && d < 144);
                    if (k == SPG_T_ARROW_TRAP_LEFT) {
                        assert_false(level_solid(l, x - 1, y) || level_solid(l, x - 2, y));
                    } else {
                        assert_false(level_solid(l, x + 1, y) || level_solid(l, x + 2, y) ||
                                     level_solid(l, x + 3, y));
                    }
                }
            }
    }
}

/* The Tunnel Man's shortcuts (spec 000, "Shortcuts": doors on the title screen to the
 * Jungle, the Ice Caves and the Temple): a game begins at level 5, 9 or 13, no other, and
 * a game from a shortcut has no level before it. */
static void shortcuts(void **st)
{
    (void)st;
    for (int lv = 0; lv <= SPG_MAX_LEVEL + 1; lv++)
        assert_int_equal(game_is_shortcut(lv), lv == 5 || lv == 9 || lv == 13);
    spg_request rq = {.style = SPG_STYLE_CLASSIC, .seed = 1, .level = 10, .path_only = true};
    options_default(&rq.opt);
    rq.opt.shortcut = 9;
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, a, err, sizeof err), 0);
    assert_int_equal(a->game.first_level, 9);
    rq.level = 8;
    assert_int_equal(spg_generate(&rq, &data, a, err, sizeof err), -1);
    assert_non_null(strstr(err, "comes before the shortcut"));
    rq.opt.shortcut = 7;
    rq.level = 10;
    assert_int_equal(spg_generate(&rq, &data, a, err, sizeof err), -1);
    assert_non_null(strstr(err, "shortcuts lead to levels 5, 9 and 13"));
}

static void once_a_game_udjat(void **st)
{
    (void)st;
    int made = 0;
    for (uint32_t s = 1; s <= 200; s++) {
        int udjat_levels = 0;
        for (int l = 2; l <= 4; l++) {
            gen(a, s, l, false, quirks_default());
            udjat_levels += a->level.flags.udjat;
        }
        assert_true(udjat_levels <= 1); /* once made, never again */
        made += udjat_levels;
    }
    assert_true(made > 150); /* level 4 always makes it when 2 and 3 did not */
}

/* The JSON legend maps glyphs to names, so no two tile kinds may share a glyph. */
static void tile_glyphs_unique(void **st)
{
    (void)st;
    for (int a = 0; a < SPG_T__COUNT; a++) {
        assert_non_null(tile_name(a));
        assert_true(tile_glyph(a) > ' ');
        for (int b = a + 1; b < SPG_T__COUNT; b++)
            if (tile_glyph(a) == tile_glyph(b))
                fail_msg("tiles %s and %s share '%c'", tile_name(a), tile_name(b), tile_glyph(a));
    }
    for (int e = 0; e < SPG_E__COUNT; e++)
        assert_true(entity_glyph(e) > ' ' && strcmp(entity_name(e), "unknown") != 0);
}

/* The level model sizes itself to the floor: a level of 128 rows or fewer has the
 * 128-row storage the classic rules bound themselves by; a taller one (a tunnel floor,
 * W x H within 14,400 tiles) has rows up to its height, and a level built after it in
 * the same struct sees none of them. */
static void grid_sizes_itself(void **st)
{
    (void)st;
    static spg_level L;
    level_reset(&L, 42, 34, 0, 0, 10, 8);
    assert_int_equal(level_rows(&L), SPG_MAX_H);
    assert_int_equal(level_tile(&L, 5, SPG_MAX_H), SPG_T_EMPTY);
    assert_int_equal(level_add_entity(&L, SPG_E_BAT, 5, SPG_MAX_H, 0), -1); /* outside */
    assert_int_equal(SPG_GRID_ROWS, 14400 / 18);
    level_reset(&L, 18, 800, 0, 0, 0, 0);
    assert_int_equal(level_rows(&L), 800);
    L.cell[799][17].kind = SPG_T_WALL;
    L.cell[700][3].kind = SPG_T_FLOOR;
    assert_true(level_solid(&L, 17, 799));
    assert_int_equal(level_tile(&L, 3, 700), SPG_T_FLOOR);
    assert_int_equal(level_add_entity(&L, SPG_E_ITEM, 3, 700, 0), 0);
    assert_true(level_entity_at(&L, 3, 700, SPG_E_ITEM));
    assert_false(level_solid(&L, 17, 800));
    /* back to a classic size: the tall rows are cleared, the bounds are 128 rows again */
    level_reset(&L, 42, 34, 0, 0, 10, 8);
    assert_int_equal(level_rows(&L), SPG_MAX_H);
    assert_int_equal(L.cell[799][17].kind, SPG_T_EMPTY);
    assert_int_equal(L.ent_at[700][3], -1);
    assert_false(level_solid(&L, 17, 799));
    assert_false(level_entity_at(&L, 3, 700, -1));
}

/* A classic level built in a result that last held a tall tunnel floor is byte for byte
 * the level a fresh result gets. */
static void classic_after_tall_floor(void **st)
{
    (void)st;
    spg_result *fresh = calloc(1, sizeof *fresh), *used = calloc(1, sizeof *used);
    assert_non_null(fresh);
    assert_non_null(used);
    gen(fresh, 7, 3, false, quirks_default());
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.style = SPG_STYLE_TUNNEL;
    rq.seed = 7;
    rq.level = 16;
    rq.from_state = true;
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, used, err, sizeof err), 0);
    assert_true(used->level.h > SPG_MAX_H);
    gen(used, 7, 3, false, quirks_default());
    assert_memory_equal(&fresh->level, &used->level, offsetof(spg_level, cell));
    assert_memory_equal(fresh->level.cell, used->level.cell, sizeof fresh->level.cell);
    assert_int_equal(fresh->level.nent, used->level.nent);
    assert_memory_equal(fresh->level.ent, used->level.ent,
                        sizeof(spg_entity) * (size_t)fresh->level.nent);
    assert_memory_equal(fresh->level.ent_at, used->level.ent_at,
                        sizeof fresh->level.ent_at[0] * SPG_MAX_H);
    assert_memory_equal(fresh->level.ent_above, used->level.ent_above,
                        sizeof fresh->level.ent_above);
    assert_int_equal(fresh->draws, used->draws);
    spg_result_free(fresh);
    spg_result_free(used);
    free(fresh);
    free(used);
}

/* The rows above the map hold entities (the original's treasure on the top border, at a
 * negative y): chained per tile like the map's, the tiles past them refused, and a reset
 * empties them. */
static void entities_above_the_map(void **st)
{
    (void)st;
    static spg_level L;
    level_reset(&L, 42, 34, 0, 0, 10, 8);
    assert_int_equal(level_first_entity(&L, 5, -1), -1);
    int a = level_add_entity(&L, SPG_E_GOLD_BAR, 5, -1, 0);
    int b = level_add_entity(&L, SPG_E_SKULL, 5, -1, 0);
    assert_true(a >= 0 && b >= 0);
    assert_int_equal(level_first_entity(&L, 5, -1), a); /* oldest first */
    assert_int_equal(L.ent[a].next, b);
    assert_true(level_entity_at(&L, 5, -1, SPG_E_SKULL));
    assert_false(level_entity_at(&L, 5, 0, -1)); /* the map's top row holds none */
    assert_false(level_entity_at(&L, 6, -1, -1));
    assert_int_equal(level_add_entity(&L, SPG_E_ROCK, 7, -SPG_ABOVE_ROWS, 0), 2);
    assert_int_equal(level_add_entity(&L, SPG_E_ROCK, 7, -SPG_ABOVE_ROWS - 1, 0), -1);
    assert_int_equal(level_add_entity(&L, SPG_E_ROCK, -1, -1, 0), -1);
    assert_int_equal(level_add_entity(&L, SPG_E_ROCK, SPG_MAX_W, -1, 0), -1);
    assert_int_equal(level_first_entity(&L, 7, -SPG_ABOVE_ROWS - 1), -1);
    assert_int_equal(level_first_entity(&L, SPG_MAX_W, -1), -1);
    level_reset(&L, 42, 34, 0, 0, 10, 8);
    assert_int_equal(level_first_entity(&L, 5, -1), -1);
    assert_false(level_entity_at(&L, 7, -SPG_ABOVE_ROWS, -1));
}

/* level_reset puts back "no entity" on the tiles the last level's entities stood on
 * (it clears those, not the whole table): a reset level has none anywhere, also where
 * two stood on one tile, on a row above the map, or past a short level's rows; and a
 * level never reset before (its table all zeros: entity 0 everywhere) is cleared whole. */
static void reset_clears_every_entity(void **st)
{
    (void)st;
    spg_level *L = calloc(1, sizeof *L);
    assert_non_null(L);
    level_reset(L, 42, 34, 1, 1, 10, 8);
    assert_int_equal(level_first_entity(L, 100, 120), -1);
    assert_int_equal(level_first_entity(L, 0, 0), -1);
    assert_true(level_add_entity(L, SPG_E_ROCK, 3, 4, 0) >= 0);
    assert_true(level_add_entity(L, SPG_E_JAR, 3, 4, 0) >= 0);
    assert_true(level_add_entity(L, SPG_E_BAT, 100, 120, 0) >= 0);
    assert_true(level_add_entity(L, SPG_E_GOLD_BAR, 7, -1, 0) >= 0);
    assert_int_equal(level_first_entity(L, 3, 4), 0);
    assert_int_equal(level_first_entity(L, 100, 120), 2);
    level_reset(L, 42, 34, 1, 1, 10, 8);
    for (int y = -SPG_ABOVE_ROWS; y < SPG_MAX_H; y++)
        for (int x = 0; x < SPG_MAX_W; x++)
            assert_int_equal(level_first_entity(L, x, y), -1);
    assert_true(level_add_entity(L, SPG_E_SNAKE, 3, 4, 0) >= 0);
    assert_int_equal(level_first_entity(L, 3, 4), 0);
    assert_int_equal(L->ent[0].next, -1);
    free(L);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tracing_changes_nothing),
        cmocka_unit_test(reset_clears_every_entity),
        cmocka_unit_test(phases_add_up),
        cmocka_unit_test(tile_costs),
        cmocka_unit_test(every_tile_explained),
        cmocka_unit_test(block_pass_distances),
        cmocka_unit_test(once_a_game_udjat),
        cmocka_unit_test(shortcuts),
        cmocka_unit_test(tile_glyphs_unique),
        cmocka_unit_test(grid_sizes_itself),
        cmocka_unit_test(entities_above_the_map),
        cmocka_unit_test(classic_after_tall_floor),
    };
    return cmocka_run_group_tests_name("level", tests, setup, teardown);
}
