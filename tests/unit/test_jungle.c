/* test_jungle.c — the Jungle (levels 5-8): each special level found from seeds or raw
 * states by searching (the flooded level, the graveyard, the Black Market's entrance and
 * the Black Market itself), every Jungle quirk in both settings, golden checksums of a
 * few levels, determinism, tracing that changes nothing, and the shipped jungle.rooms
 * against the joining rules its header states. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "styles/classic/jungle.h"

#include "fixture.h"

/* A request: a seed game (state false) or one level from a raw state. */
static spg_request request(uint32_t seed, bool state, int level)
{
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.seed = seed;
    rq.from_state = state;
    rq.level = level;
    return rq;
}

static int run(const spg_request *rq)
{
    char err[256];
    return spg_generate(rq, &data, res, err, sizeof err);
}

static void must_run(const spg_request *rq)
{
    char err[256];
    if (spg_generate(rq, &data, res, err, sizeof err) != 0)
        fail_msg("%s", err);
}

static spg_request quirk_off(spg_request rq, spg_quirk q)
{
    rq.opt.quirks &= ~(1u << q);
    return rq;
}

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

/* A checksum of what a level holds: tiles, contents, flags, live entities, draws. */
static uint64_t level_sum(const spg_result *r)
{
    const spg_level *L = &r->level;
    uint64_t h = 1469598103934665603ull;
    for (int y = 0; y < L->h; y++)
        for (int x = 0; x < L->w; x++)
            h = fnv(h, &L->cell[y][x], sizeof L->cell[y][x]);
    for (int i = 0; i < L->nent; i++)
        if (!L->ent[i].gone) {
            int16_t e[4] = {L->ent[i].x, L->ent[i].y, L->ent[i].kind, L->ent[i].info};
            h = fnv(h, e, sizeof e);
        }
    h = fnv(h, L->rooms, sizeof L->rooms);
    h = fnv(h, &r->draws, sizeof r->draws);
    h = fnv(h, &r->end_state, sizeof r->end_state);
    return h;
}

static int count_tiles(const spg_level *L, int kind)
{
    int n = 0;
    for (int y = 0; y < L->h; y++)
        for (int x = 0; x < L->w; x++)
            n += L->cell[y][x].kind == kind;
    return n;
}

static int count_ents(const spg_level *L, int kind)
{
    int n = 0;
    for (int i = 0; i < L->nent; i++)
        n += !L->ent[i].gone && L->ent[i].kind == kind;
    return n;
}

static int count_signs(const spg_level *L, int shop)
{
    int n = 0;
    for (int i = 0; i < L->nent; i++)
        n += !L->ent[i].gone && L->ent[i].kind == SPG_E_SHOP_SIGN && L->ent[i].info == shop &&
             L->cell[L->ent[i].y][L->ent[i].x].kind == SPG_T_SHOP_SIGN; /* a solid, told */
    return n;
}

/* ------------------------------------------------------------ the special levels */

/* A flooded level from a seed game: five rows of rooms, the lake's rows, the exit where
 * the walk left row 3 (scrLevelGen 192-210 never moves it), the Mega Mouth's room (9)
 * in another column of the hidden row, with the Mega Mouth in it. */
static void flooded_level(void **st)
{
    (void)st;
    int found = 0;
    for (uint32_t s = 1; s < 400 && found < 3; s++)
        for (int lv = 5; lv <= 8; lv++) {
            spg_request rq = request(s, false, lv);
            must_run(&rq);
            const spg_level *L = &res->level;
            if (!L->flags.lake)
                continue;
            found++;
            assert_int_equal(L->h, 42);
            assert_int_equal(L->exit_y, 3);
            int nines = 0;
            for (int x = 0; x < 4; x++) {
                assert_int_equal(L->rooms[3][x], 8);
                assert_true(L->rooms[4][x] == 7 || L->rooms[4][x] == 9);
                nines += L->rooms[4][x] == 9;
            }
            assert_int_equal(nines, 1);
            assert_int_not_equal(L->rooms[4][L->exit_x], 9);
            assert_true(L->exit_ty >= 25 && L->exit_ty <= 32);
            assert_int_equal(count_ents(L, SPG_E_MEGA_MOUTH), 1);
            for (int i = 0; i < L->nent; i++)
                if (L->ent[i].kind == SPG_E_MEGA_MOUTH)
                    assert_int_equal(L->rooms[4][(L->ent[i].x - 1) / 10], 9);
            assert_int_equal(count_tiles(L, SPG_T_EXIT), 1);
            assert_true(count_tiles(L, SPG_T_WATER) > 100);
            /* the border's floor is the level's last row, under the hidden row */
            for (int x = 0; x <= 41; x++)
                assert_int_equal(L->cell[41][x].kind, SPG_T_BORDER);
            break;
        }
    assert_int_equal(found, 3);
    /* a raw state builds a flooded level when asked */
    spg_request rq = request(12345, true, 6);
    rq.opt.lake = 1;
    must_run(&rq);
    assert_true(res->level.flags.lake);
    assert_int_equal(res->level.h, 42);
    rq.opt.lake = -1;
    must_run(&rq);
    assert_false(res->level.flags.lake);
    assert_int_equal(res->level.h, 34);
}

/* A graveyard level: graves stand on the earth's open tops, never on a room's seam, each
 * a solid with a grave (or an Ash grave, with a shotgun buried under it). */
static void graveyard_level(void **st)
{
    (void)st;
    int found = 0, all_graves = 0;
    for (uint32_t s = 1; s < 400 && found < 3; s++)
        for (int lv = 5; lv <= 8; lv++) {
            spg_request rq = request(s, false, lv);
            must_run(&rq);
            const spg_level *L = &res->level;
            assert_true(L->flags.graveyard == L->flags.graveyard_roll);
            if (!L->flags.graveyard)
                continue;
            found++;
            int graves = 0;
            for (int i = 0; i < L->nent; i++) {
                const spg_entity *e = &L->ent[i];
                if (e->gone || (e->kind != SPG_E_GRAVE && e->kind != SPG_E_ASH_GRAVE))
                    continue;
                graves++;
                assert_int_equal(level_tile(L, e->x, e->y), SPG_T_GRAVE); /* row -1 too */
                assert_true(e->x != 10 && e->x != 11 && e->x != 20 && e->x != 21 &&
                            e->x != 30 && e->x != 31);
                int below = jungle_object(L, e->x, e->y + 1);
                assert_true(below == SPG_T_LUSH || below == SPG_T_BORDER ||
                            below == SPG_T_SPEAR_TRAP);
                if (e->kind == SPG_E_ASH_GRAVE)
                    assert_true(level_entity_at(L, e->x, e->y + 1, SPG_E_SHOTGUN));
            }
            /* (the border loop's column-42 block, off the map, may hold one too) */
            int grave_tiles = count_tiles(L, SPG_T_GRAVE);
            for (int y = 0; y < L->h; y++)
                grave_tiles += L->cell[y][L->w].kind == SPG_T_GRAVE;
            /* (and a grave on the top border stands above the map, its entity with it) */
            for (int x = 0; x <= L->w; x++)
                grave_tiles += level_tile(L, x, -1) == SPG_T_GRAVE;
            assert_int_equal(grave_tiles, graves);
            all_graves += graves;
            /* the graveyard's own inhabitants: no Man Traps, Frogs or Piranhas */
            assert_int_equal(count_ents(L, SPG_E_MANTRAP) + count_ents(L, SPG_E_FROG) +
                                 count_ents(L, SPG_E_PIRANHA),
                             0);
            break;
        }
    assert_int_equal(found, 3);
    assert_true(all_graves > 0);
}

/* The Black Market's entrance: made on one of levels 5-7, hidden in a block whose floor
 * becomes indestructible; the game remembers it, and the next level can be the market. */
static void market_entrance(void **st)
{
    (void)st;
    int made_on[9] = {0};
    for (uint32_t s = 1; s <= 60; s++) {
        int made = 0;
        for (int lv = 5; lv <= 8; lv++) {
            spg_request rq = request(s, false, lv);
            must_run(&rq);
            const spg_level *L = &res->level;
            if (lv > 5)
                assert_true(res->game.made_market_entrance == (made != 0));
            if (!L->flags.market_entrance) {
                assert_int_equal(count_tiles(L, SPG_T_MARKET_DOOR), 0);
                continue;
            }
            assert_int_equal(made, 0); /* once a game */
            made = lv;
            made_on[lv]++;
            assert_int_equal(count_tiles(L, SPG_T_MARKET_DOOR), 1);
            for (int y = 0; y < L->h; y++)
                for (int x = 0; x < L->w; x++)
                    if (L->cell[y][x].kind == SPG_T_MARKET_DOOR) {
                        assert_true(level_solid(L, x, y + 1));
                        assert_true(L->cell[y + 1][x].flags & SPG_TF_INVINCIBLE);
                        assert_int_not_equal(jungle_object(L, x, y), SPG_T_TREE);
                    }
        }
        assert_true(made >= 5 && made <= 7); /* level 7 always makes it */
    }
    assert_true(made_on[5] > 0 && made_on[6] > 0 && made_on[7] > 0);
    assert_int_equal(made_on[8], 0);
}

/* The market's fixed grid, its shops (five of five kinds but for the quirk), the Ankh's
 * shop and the casino; it is never flooded and stays lit. */
static void check_market(const spg_level *L)
{
    static const int8_t grid[4][4] = {{2, 4, 4, 2}, {2, 4, 4, 2}, {2, 4, 5, 4}, {3, 1, 1, 3}};
    assert_true(L->flags.black_market);
    /* the entrance was made on the level before: the market has none (scrInitLevel 187) */
    assert_false(L->flags.market_entrance);
    assert_int_equal(count_tiles(L, SPG_T_MARKET_DOOR), 0);
    assert_false(L->flags.lake);
    assert_false(L->flags.dark);
    assert_int_equal(memcmp(L->rooms, grid, sizeof grid), 0);
    assert_int_equal(count_ents(L, SPG_E_ANKH), 1);
    assert_int_equal(count_ents(L, SPG_E_SHOPKEEPER), 7);
    assert_int_equal(count_signs(L, SPG_SHOP_DICE), 1);
    int shops = 0;
    for (int k = SPG_SHOP_GENERAL; k <= SPG_SHOP_CLOTHING; k++)
        shops += count_signs(L, k);
    assert_int_equal(shops, 5);
    assert_int_equal(L->flags.shop, SPG_SHOP_NONE);
}

static void black_market(void **st)
{
    (void)st;
    int found = 0;
    for (uint32_t s = 1; s <= 40 && found < 3; s++) {
        for (int lv = 5; lv <= 7; lv++) {
            spg_request rq = request(s, false, lv);
            must_run(&rq);
            if (!res->level.flags.market_entrance)
                continue;
            uint64_t before = level_sum(res);
            rq.level = lv + 1;
            rq.opt.market_door_level = lv;
            must_run(&rq);
            check_market(&res->level);
            /* the market's door taken: the next level has no shop and no lake */
            if (lv + 2 <= 8) {
                spg_request after = rq;
                after.level = lv + 2;
                must_run(&after);
                assert_false(res->level.flags.black_market);
                assert_false(res->level.flags.lake);
                assert_int_equal(res->level.flags.shop, SPG_SHOP_NONE);
            }
            /* taking the door changes nothing before it */
            rq.level = lv;
            must_run(&rq);
            assert_true(level_sum(res) == before);
            found++;
            break;
        }
    }
    assert_int_equal(found, 3);
    /* a door the level did not have is an error */
    spg_request rq = request(1, false, 7);
    for (uint32_t s = 1; s <= 40; s++) {
        rq = request(s, false, 5);
        must_run(&rq);
        if (!res->level.flags.market_entrance)
            break;
    }
    rq.level = 6;
    rq.opt.market_door_level = 5;
    assert_int_equal(run(&rq), -1);
    /* from a raw state, --market-door names the level before */
    rq = request(777, true, 6);
    rq.opt.market_door_level = 5;
    must_run(&rq);
    check_market(&res->level);
    rq.opt.market_door_level = 4;
    must_run(&rq);
    assert_false(res->level.flags.black_market);
}

/* -------------------------------------------------------------------- the quirks */

static spg_request market_state(uint32_t s)
{
    spg_request rq = request(s, true, 6);
    rq.opt.market_door_level = 5;
    return rq;
}

/* market-graveyard: the graveyard roll also makes the Black Market a graveyard level. */
static void quirk_market_graveyard(void **st)
{
    (void)st;
    int found = 0;
    for (uint32_t s = 1; s < 2000 && found < 2; s++) {
        spg_request rq = market_state(s * 2654435761u);
        must_run(&rq);
        if (!res->level.flags.graveyard_roll)
            continue;
        found++;
        assert_true(res->level.flags.graveyard);
        check_market(&res->level);
        assert_int_equal(count_ents(&res->level, SPG_E_MANTRAP), 0);
        rq = quirk_off(rq, SPG_Q_MARKET_GRAVEYARD);
        must_run(&rq);
        assert_true(res->level.flags.graveyard_roll);
        assert_false(res->level.flags.graveyard);
        assert_int_equal(count_tiles(&res->level, SPG_T_GRAVE), 0);
        assert_int_equal(count_ents(&res->level, SPG_E_ZOMBIE) + count_ents(&res->level, SPG_E_VAMPIRE), 0);
    }
    assert_int_equal(found, 2);
}

/* two-general-stores: a shop whose kind the loop finds on its fifth try is a General
 * Store, so the market can have two and lack a kind. */
static void quirk_two_general_stores(void **st)
{
    (void)st;
    int found = 0, plain = 0;
    for (uint32_t s = 1; s < 400 && found < 2; s++) {
        spg_request rq = market_state(s * 40503u + 7);
        must_run(&rq);
        int general = count_signs(&res->level, SPG_SHOP_GENERAL);
        assert_true(general == 1 || general == 2);
        if (general == 1) {
            plain++;
            continue;
        }
        found++;
        rq = quirk_off(rq, SPG_Q_TWO_GENERAL_STORES);
        must_run(&rq);
        for (int k = SPG_SHOP_GENERAL; k <= SPG_SHOP_CLOTHING; k++)
            assert_int_equal(count_signs(&res->level, k), 1);
    }
    assert_int_equal(found, 2);
    assert_true(plain > 0);
}

/* market-doors: when no block took the entrance, the fallback makes a door over every
 * block it can.  No generated level gets that far (the chance reaches 1 first), so the
 * block pass runs here on a level laid by hand: two columns of four blocks. */
static int fallback_doors(uint32_t state, uint32_t quirks)
{
    spg_level *L = calloc(1, sizeof *L);
    assert_non_null(L);
    level_reset(L, 42, 34, 1, 1, 10, 8);
    L->number = 5;
    L->area = SPG_AREA_JUNGLE;
    L->start_x = L->start_y = 0;
    spg_rng rng;
    rng_init(&rng, SPG_ENGINE_GM8, state);
    spg_game g;
    game_init(&g, 1);
    g.level = 5;
    g.gen_market_entrance = true;
    spg_options o;
    options_default(&o);
    o.quirks = quirks;
    classic_phase_counts pc = {{0}, {0}};
    cg c = {0};
    static classic_data data; /* the object facts and item tables alone: the block pass reads them */
    char err[512];
    assert_int_equal(classic_kinds_load(getenv("SPELGEN_DATA"), data.kinds, err, sizeof err), 0);
    assert_int_equal(classic_items_load(getenv("SPELGEN_DATA"), &data.items, err, sizeof err), 0);
    c.data = &data;
    c.rng = &rng;
    c.game = &g;
    c.opt = &o;
    c.L = L;
    c.pc = &pc;
    c.area = SPG_AREA_JUNGLE;
    c.A = &jungle_rules;
    c.phase = CLASSIC_PHASE_BLOCKS;
    for (int x = 14; x <= 24; x += 10)
        for (int y = 12; y <= 15; y++)
            cg_make_block(&c, x, y, SPG_T_LUSH, 0, 0);
    jungle_block_pass(&c);
    assert_true(g.made_market_entrance && L->flags.market_entrance);
    int doors = count_tiles(L, SPG_T_MARKET_DOOR);
    free(L);
    return doors;
}

static void quirk_market_doors(void **st)
{
    (void)st;
    int seen = 0;
    for (uint32_t s = 1; s < 50 && seen < 5; s++) {
        int on = fallback_doors(s, quirks_default());
        if (on == 1)
            continue; /* the chance took a block in the loop (6 in 160): no fallback */
        seen++;
        /* each column: the second block takes a door over the first, the third is now
         * under an indestructible block, the fourth takes one over the third (and a
         * spear trap made on a column's top may take one more) */
        assert_true(on >= 4);
        assert_int_equal(fallback_doors(s, quirks_default() & ~(1u << SPG_Q_MARKET_DOORS)), 1);
    }
    assert_int_equal(seen, 5);
}

/* ash-graves: every grave may be an Ash grave; without the quirk, one a level at most. */
static void quirk_ash_graves(void **st)
{
    (void)st;
    int found = 0;
    for (uint32_t s = 1; s < 20000 && found < 2; s++) {
        spg_request rq = request(s * 2246822519u, true, 5 + s % 4);
        must_run(&rq);
        if (!res->level.flags.graveyard || count_ents(&res->level, SPG_E_ASH_GRAVE) < 2)
            continue;
        found++;
        rq = quirk_off(rq, SPG_Q_ASH_GRAVES);
        must_run(&rq);
        assert_true(res->level.flags.graveyard);
        assert_int_equal(count_ents(&res->level, SPG_E_ASH_GRAVE), 1);
        assert_int_equal(count_ents(&res->level, SPG_E_SHOTGUN), 1);
    }
    assert_int_equal(found, 2);
}

/* bones-not-jars: the crystal skull's room has bones on all its 'p' tiles; without the
 * quirk, a jar where the roll says 2. */
static int jars_by_skull(const spg_level *L)
{
    static const int p[4][2] = {{1, 2}, {8, 2}, {2, 5}, {7, 5}}; /* (x,y) in the room */
    for (int i = 0; i < L->nent; i++) {
        const spg_entity *e = &L->ent[i];
        if (e->gone || e->kind != SPG_E_CRYSTAL_SKULL)
            continue;
        int x0 = e->x - 5, y0 = e->y - 2, jars = 0, bones = 0; /* it stands a tile right */
        for (int k = 0; k < 4; k++) {
            jars += level_entity_at(L, x0 + p[k][0], y0 + p[k][1], SPG_E_JAR);
            bones += level_entity_at(L, x0 + p[k][0], y0 + p[k][1], SPG_E_SKELETON);
        }
        assert_true(jars + bones >= 4);
        return jars;
    }
    return -1;
}

static void quirk_bones_not_jars(void **st)
{
    (void)st;
    int found = 0;
    for (uint32_t s = 1; s < 40000 && found < 2; s++) {
        spg_request rq = request(s * 747796405u, true, 5 + s % 4);
        must_run(&rq);
        if (count_ents(&res->level, SPG_E_CRYSTAL_SKULL) == 0)
            continue;
        assert_true(res->level.flags.graveyard);
        assert_int_equal(jars_by_skull(&res->level), 0);
        spg_request off = quirk_off(rq, SPG_Q_BONES_NOT_JARS);
        must_run(&off);
        if (jars_by_skull(&res->level) > 0)
            found++;
    }
    assert_int_equal(found, 2);
}

/* ------------------------------------------------- golden, determinism, tracing */

static void golden_levels(void **st)
{
    (void)st;
    /* the flags each level must show keep the labels true */
    enum { ENTRANCE = 1, LAKE = 2, GRAVES = 4, MARKET = 8, DARK = 16 };
    /* raw states, so that a change to the Mines' rules (which a seed's levels 1-4
     * pass through) leaves these alone */
    static const struct {
        uint32_t seed;
        bool state;
        int level, market_door, lake, flags;
        uint64_t sum;
    } g[] = {
        /* the sums hash whole cells (16-bit flags; a ladder, its top, spikes marked) */
        {1, true, 5, 0, -1, ENTRANCE, 0x6aad94f57bf5b2d9ull},
        {2, true, 6, 0, 1, LAKE | ENTRANCE, 0x4c34be8a271bc630ull},
        {7, true, 8, 0, -1, GRAVES, 0x35d82f2aac10ad49ull},
        {4, true, 6, 5, -1, MARKET, 0x5ff07a1dd0e72af4ull}, /* its shop walls: shop_ice */
        {41, true, 6, 0, 1, ENTRANCE | LAKE | GRAVES, 0x53cb8bc0658f3030ull},
        {4242, true, 8, 0, -1, 0, 0x6aa5ffaffb45d35aull},
    };
    int fails = 0;
    for (size_t i = 0; i < sizeof g / sizeof g[0]; i++) {
        spg_request rq = request(g[i].seed, g[i].state, g[i].level);
        rq.opt.market_door_level = g[i].market_door;
        rq.opt.lake = g[i].lake;
        must_run(&rq);
        const spg_level_flags *f = &res->level.flags;
        int flags = (f->market_entrance ? ENTRANCE : 0) | (f->lake ? LAKE : 0) |
                    (f->graveyard ? GRAVES : 0) | (f->black_market ? MARKET : 0) |
                    (f->dark ? DARK : 0);
        assert_int_equal(flags, g[i].flags);
        uint64_t sum = level_sum(res);
        print_message("  golden %zu: 0x%016llxull\n", i, (unsigned long long)sum);
        if (sum != g[i].sum) {
            print_error("golden %zu (seed %u level %d): checksum 0x%016llxull, expected 0x%016llxull\n",
                        i, g[i].seed, g[i].level, (unsigned long long)sum,
                        (unsigned long long)g[i].sum);
            fails++;
        }
    }
    assert_int_equal(fails, 0); /* every checksum printed first, to update them at once */
}

static void determinism_and_tracing(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 12; s++) {
        spg_request rq = request(s * 977u, s % 2, 5 + s % 4);
        rq.opt.market_door_level = s % 3 == 0 ? rq.level - 1 : 0;
        if (!rq.from_state)
            rq.opt.market_door_level = 0;
        must_run(&rq);
        uint64_t a = level_sum(res);
        uint32_t draws = res->draws;
        must_run(&rq);
        assert_true(level_sum(res) == a);
        rq.trace = true;
        must_run(&rq);
        assert_true(level_sum(res) == a);
        assert_int_equal(res->draws, draws);
        assert_int_equal(res->trace.ndraws, draws);
        /* every draw has a dotted site and words */
        for (size_t i = 0; i < res->trace.n; i++) {
            const spg_event *e = &res->trace.ev[i];
            if (e->kind != SPG_EV_DRAW)
                continue;
            assert_non_null(e->site);
            assert_non_null(strchr(e->site->name, '.'));
            assert_true(strlen(e->site->meaning) > 5);
        }
        /* the phases add up */
        uint32_t sum = 0;
        for (int p = 0; p < res->nphases; p++)
            sum += res->phases[p].draws;
        assert_int_equal(sum, draws);
    }
}

/* The wasted-rolls quirk off: the Jungle draws less and still builds its levels. */
static void without_wasted_rolls(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 6; s++) {
        spg_request rq = request(s, true, 6);
        must_run(&rq);
        uint32_t with = res->draws;
        rq = quirk_off(rq, SPG_Q_WASTED_ROLLS);
        must_run(&rq);
        assert_true(res->draws < with);
        assert_int_equal(count_tiles(&res->level, SPG_T_ENTRANCE), 1);
        assert_int_equal(count_tiles(&res->level, SPG_T_EXIT), 1);
    }
}

/* Every Jungle level: one entrance, one exit, the level's rows, walls that rest on
 * something, items only where they may be. */
static void invariants(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 300; s++) {
        spg_request rq = request(s * 2654435761u, true, 5 + s % 4);
        rq.opt.lake = s % 7 == 0 ? 1 : -1;
        must_run(&rq);
        const spg_level *L = &res->level;
        assert_int_equal(L->area, SPG_AREA_JUNGLE);
        assert_int_equal(count_tiles(L, SPG_T_ENTRANCE), 1);
        assert_int_equal(count_tiles(L, SPG_T_EXIT), 1);
        assert_int_equal(L->h, L->flags.lake ? 42 : 34);
        /* the exit stands on its indestructible block, or on a spear trap made of it */
        int under = L->cell[L->exit_ty + 1][L->exit_tx].kind;
        assert_true(level_solid(L, L->exit_tx, L->exit_ty + 1));
        assert_true((L->cell[L->exit_ty + 1][L->exit_tx].flags & SPG_TF_INVINCIBLE) ||
                    under == SPG_T_BORDER || under == SPG_T_SPEAR_TRAP);
        int players = count_ents(L, SPG_E_PLAYER);
        assert_int_equal(players, 1);
        for (int y = 0; y < L->h; y++)
            for (int x = 0; x < L->w; x++) {
                int k = L->cell[y][x].kind;
                assert_true(k == SPG_T_EMPTY || k == SPG_T_BORDER || k == SPG_T_LUSH ||
                            k == SPG_T_TEMPLE || k == SPG_T_TREE || k == SPG_T_WATER ||
                            k == SPG_T_VINE || k == SPG_T_SPIKES || k == SPG_T_PUSH_BLOCK ||
                            k == SPG_T_SPEAR_TRAP || k == SPG_T_ALTAR ||
                            k == SPG_T_SHOP_WALL || k == SPG_T_SHOP_ICE ||
                            k == SPG_T_ENTRANCE || k == SPG_T_EXIT || k == SPG_T_GRAVE ||
                            k == SPG_T_TRAP_BLOCK || k == SPG_T_MARKET_DOOR ||
                            k == SPG_T_LADDER || k == SPG_T_LADDER_TOP || k == SPG_T_SHOP_SIGN);
                if (k == SPG_T_SPEAR_TRAP && !level_solid(L, x, y + 1))
                    fail_msg("state %u: a spear trap floats at (%d,%d)", rq.seed, x, y);
            }
        /* monsters stand on something or hang from something, or swim */
        for (int i = 0; i < L->nent; i++) {
            const spg_entity *e = &L->ent[i];
            if (e->gone)
                continue;
            if (e->kind == SPG_E_MANTRAP || e->kind == SPG_E_FROG || e->kind == SPG_E_ZOMBIE ||
                e->kind == SPG_E_CAVEMAN)
                assert_true(level_solid(L, e->x, e->y + 1) && !level_solid(L, e->x, e->y));
            if (e->kind == SPG_E_BAT)
                assert_true(level_solid(L, e->x, e->y - 1) && !level_solid(L, e->x, e->y));
            if (e->kind == SPG_E_PIRANHA || e->kind == SPG_E_DEAD_FISH)
                assert_true(jungle_water(L, e->x, e->y));
            if (e->kind == SPG_E_MONKEY)
                assert_true(L->cell[e->y][e->x].flags & SPG_TF_VINE);
        }
    }
}

/* -------------------------------------------------------------- the shipped data */

static bool open_tile(char t) { return t == '0' || t == 'L' || t == 'P' || t == 'v'; }

/* The joining rules jungle.rooms states: path rooms meet at row 7 over earth at both
 * edges, floors are earth, drops open within columns 4-7, rooms dropped into are open
 * there on top, and no slot reaches an edge on row 7. */
static void shipped_rooms(void **st)
{
    (void)st;
    const jungle_sets *d = ((classic_data *)data.style_data[SPG_STYLE_CLASSIC])->sets[SPG_AREA_JUNGLE];
    assert_non_null(d);
    const spg_set *edge[] = {d->start, d->start_drop, d->exit, d->exit_below_drop, d->path,
                             d->path_dropped, d->drop, d->drop_capped, d->market_path,
                             d->market_drop, d->market_drop_capped};
    const spg_set *drops[] = {d->start_drop, d->drop, d->drop_capped, d->market_drop,
                              d->market_drop_capped};
    const spg_set *into[] = {d->path_dropped, d->exit_below_drop, d->drop, d->market_drop,
                             d->lake_top};
    const spg_set *floors[] = {d->start, d->exit, d->exit_below_drop, d->path, d->path_dropped,
                               d->market_path};
    for (size_t s = 0; s < sizeof edge / sizeof edge[0]; s++)
        for (int i = 0; i < edge[s]->n; i++)
            for (int v = 0; v < edge[s]->items[i].variants; v++) {
                const char(*t)[10] = edge[s]->items[i].tiles[v];
                if (!(t[6][0] == '0' && t[6][9] == '0' && t[7][0] == '1' && t[7][9] == '1'))
                    fail_msg("%s/%s: edges", edge[s]->name, edge[s]->items[i].name);
                for (int y = 4; y <= 6; y++)
                    if (t[y][0] == '5' || t[y][5] == '5' || t[y][0] == '8' || t[y][5] == '8')
                        fail_msg("%s/%s: a slot reaches an edge", edge[s]->name,
                                 edge[s]->items[i].name);
            }
    for (size_t s = 0; s < sizeof drops / sizeof drops[0]; s++)
        for (int i = 0; i < drops[s]->n; i++) {
            const char(*t)[10] = drops[s]->items[i].tiles[0];
            bool opening = false;
            for (int x = 0; x < 10; x++) {
                bool in = x >= 3 && x <= 6;
                if (open_tile(t[7][x]) && !in)
                    fail_msg("%s/%s: opening outside columns 4-7", drops[s]->name,
                             drops[s]->items[i].name);
                opening |= in && open_tile(t[7][x]);
            }
            if (!opening)
                fail_msg("%s/%s: no way down", drops[s]->name, drops[s]->items[i].name);
        }
    for (size_t s = 0; s < sizeof into / sizeof into[0]; s++)
        for (int i = 0; i < into[s]->n; i++)
            for (int x = 3; x <= 6; x++)
                if (!open_tile(into[s]->items[i].tiles[0][0][x]))
                    fail_msg("%s/%s: closed on top", into[s]->name, into[s]->items[i].name);
    for (size_t s = 0; s < sizeof floors / sizeof floors[0]; s++)
        for (int i = 0; i < floors[s]->n; i++)
            for (int x = 0; x < 10; x++)
                if (floors[s]->items[i].tiles[0][7][x] != '1')
                    fail_msg("%s/%s: floor", floors[s]->name, floors[s]->items[i].name);
    /* eight of every room kind the script rolls among, eight chunks of every kind */
    const spg_set *eight[] = {d->start, d->start_drop, d->exit, d->exit_below_drop, d->exit_lake,
                              d->side, d->path, d->path_dropped, d->drop, d->lake_top,
                              d->lake_bottom, d->market_path, d->market_drop, d->chunks.door,
                              d->chunks.ground, d->chunks.air, d->ground_tree, d->vines};
    for (size_t s = 0; s < sizeof eight / sizeof eight[0]; s++)
        assert_true(eight[s]->n >= 8);
}

/* The Jungle's binding refuses codes its chain does not make and trees with no air. */
static void binding_refuses(void **st)
{
    (void)st;
    spg_roomdata *d = &((classic_data *)data.style_data[SPG_STYLE_CLASSIC])->files[SPG_AREA_JUNGLE];
    spg_layout *it = (spg_layout *)&roomdata_set(d, "side")->items[0];
    char err[512], keep = it->tiles[0][2][2], keep_above = it->tiles[0][1][2];
    void *sets = NULL;
    it->tiles[0][2][2] = 'O';
    assert_int_equal(jungle_bind(d, &sets, err, sizeof err), -1);
    assert_non_null(strstr(err, "uses 'O', which the Jungle's rooms do not make"));
    it->tiles[0][2][2] = 'Y';
    it->tiles[0][1][2] = '1';
    assert_int_equal(jungle_bind(d, &sets, err, sizeof err), -1);
    assert_non_null(strstr(err, "a tree needs air above it"));
    it->tiles[0][2][2] = keep;
    it->tiles[0][1][2] = keep_above;
    /* a vine slot is four rows deep (scrRoomGen2 311-316): its fourth row must be 0 */
    spg_layout *grotto = NULL;
    const spg_set *side = roomdata_set(d, "side");
    for (int i = 0; i < side->n; i++)
        if (strcmp(side->items[i].name, "vine-grotto") == 0)
            grotto = &side->items[i];
    assert_non_null(grotto);
    assert_int_equal(grotto->tiles[0][1][2], 'V');
    grotto->tiles[0][4][3] = '1';
    assert_int_equal(jungle_bind(d, &sets, err, sizeof err), -1);
    assert_non_null(strstr(err, "the vine slot at row 2, column 3 is filled four rows deep"));
    grotto->tiles[0][4][3] = '0';
    assert_int_equal(jungle_bind(d, &sets, err, sizeof err), 0);
    free(sets);
    /* the vines may be four rows deep, no other chunk set */
    spg_set *air = (spg_set *)roomdata_set(d, "air");
    air->h = 4;
    assert_int_equal(jungle_bind(d, &sets, err, sizeof err), -1);
    assert_non_null(strstr(err, "set 'air' has chunks of 5x4; the Jungle's are 5x3"));
    air->h = 3;
    assert_int_equal(jungle_bind(d, &sets, err, sizeof err), 0);
    free(sets);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(flooded_level),
        cmocka_unit_test(graveyard_level),
        cmocka_unit_test(market_entrance),
        cmocka_unit_test(black_market),
        cmocka_unit_test(quirk_market_graveyard),
        cmocka_unit_test(quirk_two_general_stores),
        cmocka_unit_test(quirk_market_doors),
        cmocka_unit_test(quirk_ash_graves),
        cmocka_unit_test(quirk_bones_not_jars),
        cmocka_unit_test(golden_levels),
        cmocka_unit_test(determinism_and_tracing),
        cmocka_unit_test(without_wasted_rolls),
        cmocka_unit_test(invariants),
        cmocka_unit_test(shipped_rooms),
        cmocka_unit_test(binding_refuses),
    };
    return cmocka_run_group_tests_name("jungle", tests, setup, teardown);
}
