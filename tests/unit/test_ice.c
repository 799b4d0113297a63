/* test_ice.c — the Ice Caves (levels 9-12): the border and its floor, the Moai and what
 * follows it, the mothership and the Yeti lair on constructed states, the documented
 * odds measured over many levels (binomial tolerance, 4.5 standard deviations, fixed
 * states), golden checksums, determinism, tracing that changes nothing, the quirks in
 * both settings, and the room data's checks. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "measure.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classic_rig.h"
#include "gen.h"
#include "quirks.h"
#include "styles/classic/ice.h"

static spg_data data;
static spg_level *L;
static spg_trace tr;

/* One level built from a raw state, with the once-a-game state the test wants. */
typedef struct built {
    uint32_t end, draws;
    classic_phase_counts pc;
    spg_game after;
} built;

static built build(uint32_t state, int level, bool moai_made, uint32_t quirks, bool traced)
{
    spg_rng rng;
    rng_init(&rng, SPG_ENGINE_GM8, state);
    rng.trace = traced ? &tr : NULL;
    built b;
    game_init(&b.after, 1);
    b.after.level = level;
    b.after.made_moai = moai_made;
    spg_options o;
    options_default(&o);
    o.quirks = quirks;
    classic_build_level(&rng, &b.after, &o, data.style_data[SPG_STYLE_CLASSIC], L, &b.pc);
    b.end = rng.state;
    b.draws = rng.draws;
    return b;
}

static uint32_t Qoff(spg_quirk q) { return quirks_default() & ~(1u << q); }

/* FNV-1a over what a level is: rooms, tiles, contents, entities (by name, so that new
 * kinds elsewhere in the enums change nothing), and the RNG at its end. */
static uint64_t mix(uint64_t h, uint32_t v) { return (h ^ v) * 1099511628211ull; }

static uint64_t mix_name(uint64_t h, const char *s)
{
    while (*s)
        h = mix(h, (unsigned char)*s++);
    return mix(h, 0);
}

static uint64_t digest(const spg_level *l, const built *b)
{
    uint64_t h = 1469598103934665603ull;
    h = mix(h, b->end);
    h = mix(h, b->draws);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++)
            h = mix(h, (uint32_t)l->rooms[y][x]);
    for (int y = 0; y < l->h; y++)
        for (int x = 0; x < l->w + 1; x++) {
            h = mix_name(h, tile_name(l->cell[y][x].kind));
            h = mix_name(h, content_name(l->cell[y][x].content));
            h = mix(h, l->cell[y][x].flags);
        }
    for (int i = 0; i < l->nent; i++) {
        h = mix_name(h, entity_name(l->ent[i].kind));
        h = mix(h, (uint32_t)l->ent[i].x);
        h = mix(h, (uint32_t)l->ent[i].y);
        h = mix(h, l->ent[i].gone);
    }
    return h;
}

static int count_site(const char *name)
{
    int n = 0;
    for (size_t i = 0; i < tr.n; i++)
        n += site_is(&tr.ev[i], name);
    return n;
}

static int count_ent(int kind)
{
    int n = 0;
    for (int i = 0; i < L->nent; i++)
        n += !L->ent[i].gone && L->ent[i].kind == kind;
    return n;
}

static uint32_t spread(uint32_t i) { return i * 2654435761u + 0x9E3779B9u; }

static int setup(void **st)
{
    (void)st;
    char err[512];
    if (spg_data_load(NULL, &data, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    L = calloc(1, sizeof *L);
    return L ? 0 : -1;
}

static int teardown(void **st)
{
    (void)st;
    trace_free(&tr);
    free(L);
    spg_data_free(&data);
    return 0;
}

/* ---------------------------------------------------------------- the border */

/* 119 border blocks (no bottom) and the row of 43 under the level, one draw each. */
static void border_and_floor(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 50; s++) {
        built b = build(spread(s), 9 + s % 4, s & 1, quirks_default(), false);
        assert_int_equal(b.pc.draws[CLASSIC_PHASE_BORDER], 162);
        assert_int_equal(b.pc.first[CLASSIC_PHASE_PATH], 162);
        assert_int_equal(L->h, 41);
        for (int x = 0; x <= 42; x++) {
            assert_int_equal(L->cell[40][x].kind, SPG_T_ICE);
            assert_false(L->cell[40][x].flags & SPG_TF_INVINCIBLE);
        }
        /* no bottom border: the sides stop at row 38 */
        for (int y = 33; y < 40; y++)
            for (int x = 1; x < 41; x++)
                assert_false(level_solid(L, x, y));
        assert_int_equal(L->cell[38][0].kind, SPG_T_BORDER);
        assert_int_equal(L->cell[39][0].kind, SPG_T_EMPTY);
    }
}

/* ---------------------------------------------------------------- special levels */

/* The Moai: the chain of the four levels, its room in row 1 or 2, and what it holds. */
static void moai_levels(void **st)
{
    (void)st;
    rate r[4] = {{"the Moai on level 9 (fresh game)", 1.0 / 4, 0, 0},
                 {"the Moai on level 10 (fresh game)", 1.0 / 3, 0, 0},
                 {"the Moai on level 11 (fresh game)", 1.0 / 2, 0, 0},
                 {"the Moai on level 12 (fresh game)", 1.0, 0, 0}};
    for (uint32_t s = 1; s <= 1500; s++)
        for (int k = 0; k < 4; k++) {
            built b = build(spread(s), 9 + k, false, quirks_default(), false);
            r[k].n++;
            r[k].hits += L->flags.moai;
            assert_int_equal(b.after.made_moai, L->flags.moai);
            if (!L->flags.moai)
                continue;
            assert_false(L->flags.mothership || L->flags.yeti_lair);
            int moai_rooms = 0, my = -1;
            for (int y = 0; y < 4; y++)
                for (int x = 0; x < 4; x++)
                    if (L->rooms[y][x] == 6)
                        moai_rooms++, my = y;
            assert_int_equal(moai_rooms, 1);
            assert_true(my == 1 || my == 2);
            /* rows 1-2 are never the start's or the exit's: the room is the Moai's */
            assert_int_equal(count_ent(SPG_E_MOAI), 1);
            assert_int_equal(count_ent(SPG_E_CROWN), 1);
            int exits = 0;
            for (int y = 0; y < L->h; y++)
                for (int x = 0; x < L->w; x++)
                    exits += L->cell[y][x].kind == SPG_T_EXIT;
            assert_int_equal(exits, 2);
        }
    check_rate(&r[0]);
    check_rate(&r[1]);
    check_rate(&r[2]);
    assert_int_equal(r[3].hits, r[3].n);
}

/* After the Moai: a mothership 1 in 10, else a Yeti lair 1 in 6; before it, neither (the
 * moai-first quirk), and with the quirk off both are rolled after the Moai's chain. */
static void mothership_and_lair(void **st)
{
    (void)st;
    rate ship = {"mothership after the Moai", 1.0 / 10, 0, 0};
    rate lair = {"Yeti lair after the Moai, no mothership", 1.0 / 6, 0, 0};
    rate ship_off = {"mothership before the Moai, moai-first off", 1.0 / 10, 0, 0};
    long before = 0;
    for (uint32_t s = 1; s <= 3000; s++) {
        int level = 9 + s % 4;
        build(spread(s), level, true, quirks_default(), false);
        ship.n++;
        ship.hits += L->flags.mothership;
        if (!L->flags.mothership) {
            lair.n++;
            lair.hits += L->flags.yeti_lair;
        }
        assert_false(L->flags.moai);
        if (L->flags.mothership) {
            /* codes 7, 8.., 9 from a column k to the right edge of row 1 or 2 */
            int row = -1;
            for (int y = 1; y <= 2; y++)
                if (L->rooms[y][3] == 9)
                    row = y;
            assert_true(row > 0);
            int k = 0;
            while (L->rooms[row][k] != 7)
                k++;
            assert_true(k <= 2);
            for (int x = k + 1; x < 3; x++)
                assert_int_equal(L->rooms[row][x], 8);
            assert_int_equal(count_ent(SPG_E_ALIEN_BOSS), 1);
        }
        if (L->flags.yeti_lair)
            assert_true(count_ent(SPG_E_YETI_KING) <= 1);
        build(spread(s), level, false, quirks_default(), false);
        before += L->flags.mothership || L->flags.yeti_lair;
        build(spread(s), level, false, Qoff(SPG_Q_MOAI_FIRST), false);
        ship_off.n++;
        ship_off.hits += L->flags.mothership;
    }
    check_rate(&ship);
    check_rate(&lair);
    check_rate(&ship_off);
    assert_int_equal(before, 0);
}

/* Constructed states for each special level, found by search: each is what it says. */
static void constructed_states(void **st)
{
    (void)st;
    uint32_t moai = 0, ship = 0, lair = 0, king = 0;
    for (uint32_t s = 1; !(moai && ship && lair && king); s++) {
        assert_true(s < 100000);
        if (!moai) {
            build(s, 9, false, quirks_default(), false);
            if (L->flags.moai && count_ent(SPG_E_MOAI))
                moai = s;
        }
        if (!ship || !lair || !king) {
            build(s, 10, true, quirks_default(), false);
            if (!ship && L->flags.mothership)
                ship = s;
            if (!lair && L->flags.yeti_lair)
                lair = s;
            if (!king && L->flags.yeti_lair && count_ent(SPG_E_YETI_KING) == 1)
                king = s;
        }
    }
    printf("  Moai on level 9: state %u; mothership on 10: %u; Yeti lair on 10: %u (King %u)\n",
           moai, ship, lair, king);
    build(moai, 9, false, quirks_default(), false);
    assert_true(L->flags.moai);
    build(ship, 10, true, quirks_default(), false);
    assert_true(L->flags.mothership && count_ent(SPG_E_ALIEN_BOSS) == 1);
    build(king, 10, true, quirks_default(), false);
    assert_true(L->flags.yeti_lair && count_ent(SPG_E_YETI_KING) == 1);
}

/* ---------------------------------------------------------------- the odds */

/* Blocks: clear ice 1 in 10 of the room solids (5 in 6 in a lair); the dark earth's gold
 * 19 + 10 in 100 and its gems 1/40, 1/60, 1/80; clear ice freezes a caveman 1 in 80. */
static void block_odds(void **st)
{
    (void)st;
    rate ice = {"clear ice among room solids", 0.1, 0, 0};
    rate lair_dark = {"dark earth among a lair's solids", 1.0 / 6, 0, 0};
    rate gold = {"dark earth with a gold vein", 0.19, 0, 0};
    rate rich = {"dark earth with a rich vein", 0.10, 0, 0};
    rate sapphire = {"big sapphire (inside, no gold)", 1.0 / 40, 0, 0};
    rate emerald = {"big emerald (after the sapphire fails)", 1.0 / 60, 0, 0};
    rate ruby = {"big ruby (after the emerald fails)", 1.0 / 80, 0, 0};
    rate frozen = {"a frozen caveman in new clear ice", 1.0 / 80, 0, 0};
    for (uint32_t s = 1; s <= 400; s++) {
        build(spread(s), 9 + s % 4, s % 3 == 0, quirks_default(), true);
        for (size_t i = 0; i < tr.n; i++) {
            const spg_event *e = &tr.ev[i];
            if (site_is(e, "ice.tiles.solid")) {
                ice.n++;
                ice.hits += e->value == 1;
            } else if (site_is(e, "ice.lair.tiles.solid")) {
                lair_dark.n++;
                lair_dark.hits += e->value == 1;
            } else if (site_is(e, "earth.gold")) {
                gold.n++;
                rich.n++;
                gold.hits += e->value < 20;
                rich.hits += e->value >= 20 && e->value < 30;
            } else if (site_is(e, "earth.sapphire")) {
                sapphire.n++;
                sapphire.hits += e->value == 1;
            } else if (site_is(e, "earth.emerald")) {
                emerald.n++;
                emerald.hits += e->value == 1;
            } else if (site_is(e, "earth.ruby")) {
                ruby.n++;
                ruby.hits += e->value == 1;
            } else if (site_is(e, "ice.frozen_caveman")) {
                frozen.n++;
                frozen.hits += e->value == 1;
            }
        }
    }
    check_rate(&ice);
    check_rate(&lair_dark);
    check_rate(&gold);
    check_rate(&rich);
    check_rate(&sapphire);
    check_rate(&emerald);
    check_rate(&ruby);
    check_rate(&frozen);
}

/* The block pass and the walls: a UFO 1 in 30 (90 in a lair), a spring trap's roll 1 in
 * 10, a Yeti 1 in 20, an icicle 1 in 20; the room script's side roll 1 in 2, its path
 * roll 9 in 10, Kali's altar 1 in 12. */
static void pass_odds(void **st)
{
    (void)st;
    rate ufo = {"UFO roll (1 in 30)", 1.0 / 30, 0, 0};
    rate ufo_lair = {"UFO roll in a Yeti lair (1 in 90)", 1.0 / 90, 0, 0};
    rate spring = {"spring trap roll (1 in 10)", 1.0 / 10, 0, 0};
    rate yeti = {"Yeti roll (1 in 20)", 1.0 / 20, 0, 0};
    rate icicle = {"icicle roll (1 in 20)", 1.0 / 20, 0, 0};
    rate side = {"side room built as one (1 in 2)", 1.0 / 2, 0, 0};
    rate path = {"path roll under 10 (9 in 10)", 9.0 / 10, 0, 0};
    rate altar = {"Kali's altar roll (1 in 12)", 1.0 / 12, 0, 0};
    rate lair_side = {"lair side room built as one (3 in 4)", 3.0 / 4, 0, 0};
    long ufo_start = 0, spring_bad = 0, yeti_near = 0, webs = 0, traps = 0, dark = 0;
    for (uint32_t s = 1; s <= 600; s++) {
        bool moai_made = s % 2;
        build(spread(s) ^ 0x5bd1e995u, 9 + s % 4, moai_made, quirks_default(), true);
        bool lair_level = L->flags.yeti_lair;
        for (size_t i = 0; i < tr.n; i++) {
            const spg_event *e = &tr.ev[i];
            rate *r = NULL;
            int hit = e->value == 1;
            if (site_is(e, "ice.ufo"))
                r = lair_level ? &ufo_lair : &ufo;
            else if (site_is(e, "ice.spring_trap"))
                r = &spring;
            else if (site_is(e, "ice.yeti"))
                r = &yeti;
            else if (site_is(e, "ice.walls.icicle"))
                r = &icicle;
            else if (site_is(e, "ice.side_room") && e->text && !strstr(e->text, "wasted"))
                r = &side;
            else if (site_is(e, "ice.path_room") && e->text && !strstr(e->text, "wasted")) {
                r = &path;
                hit = e->value < 10;
            } else if (site_is(e, "ice.kali_altar") && e->text && !strstr(e->text, "wasted"))
                r = &altar;
            else if (site_is(e, "ice.lair.side_room") && e->text && !strstr(e->text, "wasted")) {
                r = &lair_side;
                hit = e->value < 4;
            }
            if (r) {
                r->n++;
                r->hits += hit;
            }
        }
        for (int i = 0; i < L->nent; i++) {
            const spg_entity *e = &L->ent[i];
            if (e->gone)
                continue;
            if (e->kind == SPG_E_UFO && classic_room_x(e->x) == L->start_x &&
                classic_room_y(e->y) == L->start_y)
                ufo_start++;
            if (e->kind == SPG_E_SPRING_TRAP) {
                const spg_cell *under = &L->cell[e->y + 1][e->x];
                spring_bad += !(under->kind == SPG_T_ICE && under->content != SPG_C_GOLD &&
                                under->content != SPG_C_RICH_GOLD);
            }
            if (e->kind == SPG_E_YETI && !lair_level &&
                16.0 * hypot(e->x - L->entrance_tx, e->y + 1 - L->entrance_ty) <= 64)
                yeti_near++;
            webs += e->kind == SPG_E_WEB;
        }
        dark += L->flags.dark;
        for (int y = 0; y < L->h; y++)
            for (int x = 0; x < L->w; x++)
                traps += L->cell[y][x].kind == SPG_T_ARROW_TRAP_LEFT ||
                         L->cell[y][x].kind == SPG_T_ARROW_TRAP_RIGHT;
    }
    check_rate(&ufo);
    check_rate(&ufo_lair);
    check_rate(&spring);
    check_rate(&yeti);
    check_rate(&icicle);
    check_rate(&side);
    check_rate(&path);
    check_rate(&altar);
    check_rate(&lair_side);
    assert_int_equal(ufo_start, 0);
    assert_int_equal(spring_bad, 0);
    assert_int_equal(yeti_near, 0);
    assert_int_equal(webs, 0);
    assert_int_equal(traps, 0);
    assert_int_equal(dark, 0);
}

/* A lair's bottom row forces the Yeti King's room on the first main room it builds
 * there, if he is not made yet; rows 2 and 1 roll 1 in 2 and 1 in 3. */
static void yeti_king_rows(void **st)
{
    (void)st;
    rate row2 = {"King forced in row 2 (1 in 2)", 1.0 / 2, 0, 0};
    rate row1 = {"King forced in rows 1-2 (1 in 3)", 1.0 / 3, 0, 0};
    long kings_over_one = 0, lairs = 0;
    for (uint32_t s = 1; lairs < 800; s++) {
        build(spread(s) ^ 0x1234567u, 9 + s % 4, true, quirks_default(), true);
        if (!L->flags.yeti_lair)
            continue;
        lairs++;
        kings_over_one += count_ent(SPG_E_YETI_KING) > 1;
        for (size_t i = 0; i < tr.n; i++) {
            const spg_event *e = &tr.ev[i];
            bool wasted = e->text && strstr(e->text, "wasted");
            if (site_is(e, "ice.lair.king_row2") && !wasted) {
                row2.n++;
                row2.hits += e->value == 1;
            }
            if (site_is(e, "ice.lair.king_row1") && !wasted) {
                row1.n++;
                row1.hits += e->value == 1;
            }
        }
    }
    check_rate(&row2);
    check_rate(&row1);
    assert_int_equal(kings_over_one, 0);
}

/* ---------------------------------------------------------------- goldens, determinism */

/* scrRoomGen3 481 makes an oBarrierEmitter for each 't'; its Create event makes the force
 * field (oBarrier) a tile below it unless one exists: one a mothership, below the first
 * emitter made. */
static void mothership_force_field(void **st)
{
    (void)st;
    int ships = 0, with_emitter = 0;
    for (uint32_t s = 1; ships < 20 && s < 2000; s++) {
        build(spread(s), 9 + s % 4, true, quirks_default(), false);
        if (!L->flags.mothership)
            continue;
        ships++;
        int first = -1, fields = 0, field = -1;
        for (int i = 0; i < L->nent; i++) {
            if (L->ent[i].kind == SPG_E_BARRIER_EMITTER && first < 0)
                first = i;
            if (L->ent[i].kind == SPG_E_FORCE_FIELD) {
                fields++;
                field = i;
            }
        }
        if (first < 0)
            continue; /* a ship whose layouts have no emitter */
        with_emitter++;
        assert_int_equal(fields, 1);
        assert_int_equal(L->ent[field].x, L->ent[first].x);
        assert_int_equal(L->ent[field].y, L->ent[first].y + 1);
        assert_true(field > first);
    }
    assert_true(with_emitter > 0);
}

/* scrRoomGen3 489-492: the Moai is four objects, oMoai at the 'M' tile, oMoai2 16 px
 * right, oMoai3 32 px right, oMoaiInside 16 px right and 16 down; each is an entity at its
 * pixel, in that order, and the tiles their sprites cover are moai stone. */
static void moai_four_objects(void **st)
{
    (void)st;
    int moais = 0;
    for (uint32_t s = 1; moais < 10 && s < 400; s++) {
        build(spread(s), 9 + s % 4, false, quirks_default(), false);
        if (!L->flags.moai)
            continue;
        int m = -1;
        for (int i = 0; i < L->nent && m < 0; i++)
            if (L->ent[i].kind == SPG_E_MOAI)
                m = i;
        assert_true(m >= 0 && m + 3 < L->nent);
        static const struct {
            int kind, dx, dy;
        } part[] = {{SPG_E_MOAI_HEAD, 16, 0}, {SPG_E_MOAI_RIGHT, 32, 0}, {SPG_E_MOAI_INSIDE, 16, 16}};
        const spg_entity *o = &L->ent[m];
        for (int k = 0; k < 3; k++) {
            const spg_entity *e = &L->ent[m + 1 + k];
            assert_int_equal(e->kind, part[k].kind);
            assert_int_equal(e->x * 16 + e->dx, o->x * 16 + o->dx + part[k].dx);
            assert_int_equal(e->y * 16 + e->dy, o->y * 16 + o->dy + part[k].dy);
            assert_int_equal(L->cell[e->y][e->x].kind, SPG_T_MOAI);
        }
        moais++;
    }
    assert_true(moais > 0);
}

static void golden_levels(void **st)
{
    (void)st;
    static const struct {
        uint32_t state;
        int level;
        bool moai_made;
        uint64_t want;
    } g[] = {
        {777, 12, false, 0xfd047ed9f012309full},  /* the Moai (its stone indestructible, its four objects) */
        {1, 9, true, 0x629d64304101d64full},      /* a plain level after the Moai */
        {5, 9, true, 0x46bfcc11d1f75f63ull}, /* a mothership: its force field */
        {12345, 10, false, 0x61162ea9a9e84b72ull},
        {0xdeadbeef, 11, true, 0xe4ebe3428c3dde28ull},
    };
    int fails = 0;
    for (size_t i = 0; i < sizeof g / sizeof g[0]; i++) {
        built b = build(g[i].state, g[i].level, g[i].moai_made, quirks_default(), false);
        uint64_t h = digest(L, &b);
        printf("  state %u level %d: %016llx (%u draws)\n", g[i].state, g[i].level,
               (unsigned long long)h, b.draws);
        if (h != g[i].want) {
            print_error("state %u level %d: digest %016llx, golden %016llx\n", g[i].state,
                        g[i].level, (unsigned long long)h, (unsigned long long)g[i].want);
            fails++;
        }
    }
    assert_int_equal(fails, 0); /* every digest printed first, to update them at once */
}

/* The same state twice gives the same level; tracing on gives the same level as off. */
static void deterministic_and_trace_neutral(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 120; s++) {
        uint32_t state = spread(s);
        int level = 9 + s % 4;
        bool moai = s % 3 != 0;
        built a = build(state, level, moai, quirks_default(), false);
        uint64_t ha = digest(L, &a);
        built b = build(state, level, moai, quirks_default(), false);
        assert_true(digest(L, &b) == ha);
        built c = build(state, level, moai, quirks_default(), true);
        assert_true(digest(L, &c) == ha);
        assert_int_equal(tr.ndraws, c.draws);
    }
}

/* ---------------------------------------------------------------- quirks */

/* ice-outer-treasure: on, the ceiling's top and the floor under the level get treasure
 * rolls (and some treasure); off, the pass never visits them. */
static void quirk_outer_treasure(void **st)
{
    (void)st;
    long below_on = 0, below_off = 0, rolls_on = 0, rolls_off = 0;
    for (uint32_t s = 1; s <= 200; s++) {
        uint32_t state = spread(s);
        build(state, 9 + s % 4, true, quirks_default(), true);
        for (int i = 0; i < L->nent; i++)
            below_on += !L->ent[i].gone && L->ent[i].y >= 33 && L->ent[i].kind != SPG_E_ICICLE;
        for (size_t i = 0; i < tr.n; i++)
            if (tr.ev[i].kind == SPG_EV_DRAW && tr.ev[i].phase == CLASSIC_PHASE_BLOCKS &&
                (tr.ev[i].focus.y == 0 || tr.ev[i].focus.y == 40))
                rolls_on++;
        build(state, 9 + s % 4, true, Qoff(SPG_Q_ICE_OUTER_TREASURE), true);
        for (int i = 0; i < L->nent; i++)
            below_off += !L->ent[i].gone && L->ent[i].y >= 33 && L->ent[i].kind != SPG_E_ICICLE;
        for (size_t i = 0; i < tr.n; i++)
            if (tr.ev[i].kind == SPG_EV_DRAW && tr.ev[i].phase == CLASSIC_PHASE_BLOCKS &&
                (tr.ev[i].focus.y == 0 || tr.ev[i].focus.y == 40))
                rolls_off++;
    }
    printf("  treasure under the level: %ld on, %ld off; rolls at rows 0/40: %ld on, %ld off\n",
           below_on, below_off, rolls_on, rolls_off);
    assert_true(below_on > 0);
    assert_int_equal(below_off, 0);
    assert_true(rolls_on > 0);
    assert_int_equal(rolls_off, 0);
}

/* moai-first and wasted-rolls in the Ice Caves' own tests. */
static void quirk_wasted_rolls(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 100; s++) {
        uint32_t state = spread(s);
        build(state, 9 + s % 4, true, quirks_default(), true);
        bool lair = L->flags.yeti_lair;
        /* never dark, so every scarab roll is wasted; every room but the two doors' pays
         * the side roll */
        assert_true(count_site("ice.scarab") > 0);
        if (!lair)
            assert_int_equal(count_site("ice.side_room"), 14);
        build(state, 9 + s % 4, true, Qoff(SPG_Q_WASTED_ROLLS), true);
        assert_int_equal(count_site("ice.scarab"), 0);
        for (size_t i = 0; i < tr.n; i++)
            if (site_is(&tr.ev[i], "ice.lair.king_row2") || site_is(&tr.ev[i], "ice.lair.king_row1"))
                assert_true(tr.ev[i].focus.y >= 1 + 8); /* never the top row */
        if (!L->flags.yeti_lair)
            assert_true(count_site("ice.side_room") < 14);
    }
}

/* ---------------------------------------------------------------- the room data */

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *t = malloc((size_t)n + 1);
    assert_int_equal(fread(t, 1, (size_t)n, f), (size_t)n);
    t[n] = 0;
    fclose(f);
    *len = (size_t)n;
    return t;
}

/* ice.rooms with `from` (which must be there) replaced by `to` fails to bind with `want`. */
static void expect_bind_error(const char *text, const char *from, const char *to, const char *want)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t n = strlen(text) - strlen(from) + strlen(to) + 1;
    char *t = malloc(n);
    size_t k = (size_t)(at - text);
    memcpy(t, text, k);
    strcpy(t + k, to);
    strcat(t, at + strlen(from));
    spg_roomdata d;
    char err[512];
    void *sets = NULL;
    int rc = roomdata_parse(t, strlen(t), "ice.rooms", &d, err, sizeof err);
    if (rc == 0) {
        rc = ice_rules.bind(&d, &sets, err, sizeof err);
        roomdata_free(&d);
        free(sets);
    }
    free(t);
    if (rc != -1)
        fail_msg("binding with '%s' in place of '%s' succeeded", to, from);
    if (!strstr(err, want))
        fail_msg("error '%s' does not say '%s'", err, want);
}

static void room_data_checks(void **st)
{
    (void)st;
    char path[4200];
    const char *dir = getenv("SPELGEN_DATA");
    snprintf(path, sizeof path, "%s/classic/ice.rooms", dir ? dir : "data");
    size_t len;
    char *text = slurp(path, &len);
    spg_roomdata d;
    char err[512];
    void *sets = NULL;
    assert_int_equal(roomdata_parse(text, len, "ice.rooms", &d, err, sizeof err), 0);
    assert_int_equal(ice_rules.bind(&d, &sets, err, sizeof err), 0);
    const ice_sets *m = sets;
    assert_true(m->start->n >= 8 && m->path->n >= 8 && m->lair_main->n >= 8);
    free(sets);
    roomdata_free(&d);
    /* a code one script does not know */
    expect_bind_error(text, "layout den-mouth\n0000000000", "layout den-mouth\n000000000f",
                      "does not know");
    /* a second version: neither script rolls one */
    expect_bind_error(text, "layout kings-hall\n", "layout kings-hall\n"
                      "0000000000\n0000000000\n0000000000\n0000000000\n0000000000\n"
                      "0000Y00000\n0000000000\n1111111111\nor\n", "'or' version");
    /* an F slot that does not fit, or whose area holds another slot */
    expect_bind_error(text, "layout platform-run\n0000000000\n0000000000\nF000000000",
                      "layout platform-run\n0000000000\n0000000000\n000000F000", "runs out");
    expect_bind_error(text, "layout platform-run\n0000000000\n0000000000\nF000000000",
                      "layout platform-run\n0000000000\n0000000000\nF600000000",
                      "not otherwise 0");
    /* a falling block in a chunk the Yeti lair's rooms share */
    expect_bind_error(text, "layout ice-ledge\n00000\n00000\n0ccc0",
                      "layout ice-ledge\n00000\n00000\n0cfc0", "does not know");
    /* the Moai's area, the boss, the King */
    expect_bind_error(text, "layout moai-left\n0000000000\n0O00000000\n0000000000",
                      "layout moai-left\n0000000000\n0O00000000\n00c0000000", "Moai");
    expect_bind_error(text, "000X00tH00", "0000000H00", "Alien Boss");
    expect_bind_error(text, "0000Y00000\n00yy00yy00", "0000y00000\n00yy00yy00", "Yeti King");
    free(text);
}

/* One room of `rows` built by the Ice Caves' tile chain (the lair's when `lair`) on a rig;
 * returns the draws it cost. */
static uint32_t rig_room(rig *r, bool lair, const char *rows)
{
    const classic_data *cd = data.style_data[SPG_STYLE_CLASSIC];
    r->c.sets = cd->sets[SPG_AREA_ICE_CAVES];
    r->L->flags.yeti_lair = lair;
    char room[8][10];
    memcpy(room, rows, sizeof room);
    uint32_t before = rig_draws(r);
    ice_room_tiles(&r->c, 1, 1, room);
    return rig_draws(r) - before;
}

#define ROW0 "0000000000"

/* scrRoomGen3's ship codes: C three hull blocks down (no test of what is there), G a
 * picture that ends the chain before the j test; scrRoomGenYeti's s: spikes after the 7
 * and 4 tests. */
static void ship_and_lair_codes(void **st)
{
    (void)st;
    rig r;
    spg_level *l = calloc(1, sizeof *l);
    assert_non_null(l);
    rig_init(&r, l, SPG_AREA_ICE_CAVES, 9);
    /* an empty room: 3 draws a tile (the 2, 4 and j tests) */
    uint32_t empty = rig_room(&r, false, ROW0 ROW0 ROW0 ROW0 ROW0 ROW0 ROW0 ROW0);
    assert_int_equal(empty, 80 * 3);
    rig_init(&r, l, SPG_AREA_ICE_CAVES, 9);
    assert_int_equal(rig_room(&r, false, "G000000000" ROW0 ROW0 ROW0 ROW0 ROW0 ROW0 ROW0),
                     80 * 3 - 1);
    rig_init(&r, l, SPG_AREA_ICE_CAVES, 9);
    uint32_t with_c = rig_room(&r, false, "0C00000000" ROW0 ROW0 ROW0 ROW0 ROW0 ROW0 ROW0);
    int x = l->room_x0 + 10 + 1, y = l->room_y0 + 8;
    for (int k = 0; k < 3; k++)
        assert_int_equal(level_tile(l, x, y + k), SPG_T_ALIEN_SHIP);
    assert_int_equal(level_tile(l, x, y + 3), SPG_T_EMPTY);
    assert_int_equal(l->nblock, 3);
    assert_int_equal(with_c, 80 * 3 - 1); /* blocks below still pay their tiles' tests */
    /* the lair: an empty tile pays the 2, 7, 4 and j tests; s stops after 7 and 4 */
    rig_init(&r, l, SPG_AREA_ICE_CAVES, 9);
    assert_int_equal(rig_room(&r, true, ROW0 ROW0 ROW0 ROW0 ROW0 ROW0 ROW0 ROW0), 80 * 4);
    rig_init(&r, l, SPG_AREA_ICE_CAVES, 9);
    assert_int_equal(rig_room(&r, true, "s000000000" ROW0 ROW0 ROW0 ROW0 ROW0 ROW0 ROW0),
                     80 * 4 - 1);
    assert_int_equal(level_tile(l, l->room_x0 + 10, l->room_y0 + 8), SPG_T_SPIKES);
    free(l);
}

/* scrRoomGen3 487-501: the Moai's pieces as the collision tests see them: oMoai and
 * oMoai3 are 64 px tall (rows 0-3 of their columns solid), oMoaiInside 48 px (rows 1-3 of
 * the middle, over the thin ice and the door out), the blocks made in that order, the door
 * an exit the block pass keeps treasure from; an 'O' whose tile is taken makes nothing. */
static void moai_pieces(void **st)
{
    (void)st;
    rig r;
    spg_level *l = calloc(1, sizeof *l);
    assert_non_null(l);
    rig_init(&r, l, SPG_AREA_ICE_CAVES, 12);
    l->flags.moai = true;
    rig_room(&r, false, ROW0 "000O000000" ROW0 ROW0 ROW0 "000mmm0000" ROW0 ROW0);
    int x = l->room_x0 + 10 + 3, y = l->room_y0 + 8 + 1;
    for (int k = 0; k < 4; k++) {
        assert_true(level_solid(l, x, y + k));     /* oMoai: 16x64 */
        assert_true(level_solid(l, x + 2, y + k)); /* oMoai3: 16x64 */
    }
    assert_false(level_solid(l, x, y - 1));     /* nothing above */
    assert_true(level_solid(l, x + 1, y));                 /* oMoai2 */
    assert_true(level_solid(l, x + 1, y + 1));             /* oMoaiInside */
    assert_int_equal(level_tile(l, x + 1, y + 2), SPG_T_THIN_ICE);
    assert_true(ice_moai_exit(l, x + 1, y + 3));           /* inside oMoaiInside's 48 px */
    assert_true(level_entity_at(l, x + 1, y + 3, SPG_E_CROWN));
    /* the blocks in creation order: the three heads, the inside, the thin ice, the plinth */
    const int want[][2] = {{0, 0}, {1, 0}, {2, 0}, {1, 1}, {1, 2}, {0, 4}, {1, 4}, {2, 4}};
    assert_int_equal(l->nblock, 8);
    for (int i = 0; i < 8; i++) {
        assert_int_equal(l->block[i].x, x + want[i][0]);
        assert_int_equal(l->block[i].y, y + want[i][1]);
    }
    /* taken: nothing made, and the tile goes on to the j test (3 draws, as an empty one) */
    rig_init(&r, l, SPG_AREA_ICE_CAVES, 12);
    l->flags.moai = true;
    rig_block(&r, x, y, SPG_T_ICE_BLOCK);
    uint32_t d = rig_room(&r, false, ROW0 "000O000000" ROW0 ROW0 ROW0 ROW0 ROW0 ROW0);
    assert_int_equal(count_ent(SPG_E_MOAI), 0);
    assert_int_equal(d, 80 * 3);
    free(l);
}

/* scrTreasureGen 28: a block within 32 px of an oExit rolls no treasure, measured from
 * the block's box.  A Moai side piece's box (sMoai, 16x64) reaches down beside the Moai's
 * door, 1 px away, so neither piece rolls any; the head, whose box is one tile, is 33 px
 * from the door and still does. */
static void moai_pieces_keep_off_the_door(void **st)
{
    (void)st;
    spg_level *l = calloc(1, sizeof *l);
    assert_non_null(l);
    int at_piece = 0, at_head = 0;
    for (uint32_t s = 1; s <= 40; s++) {
        rig r;
        rig_init(&r, l, SPG_AREA_ICE_CAVES, 12);
        l->flags.moai = true;
        rig_room(&r, false, ROW0 "000O000000" ROW0 ROW0 ROW0 "000mmm0000" ROW0 ROW0);
        int x = l->room_x0 + 10 + 3, y = l->room_y0 + 8 + 1;
        rig_state(&r, s * 2654435761u);
        spg_trace *t = calloc(1, sizeof *t);
        assert_non_null(t);
        trace_begin(t, l->w, l->h, l->room_w, l->room_h, l->room_x0, l->room_y0);
        r.c.T = t;
        r.rng.trace = t;
        ice_block_pass(&r.c);
        for (size_t i = 0; i < t->n; i++) {
            const spg_event *e = &t->ev[i];
            if (e->kind != SPG_EV_DRAW || !e->site || strncmp(e->site->name, "treasure.", 9))
                continue;
            at_piece += e->focus.y == y && (e->focus.x == x || e->focus.x == x + 2);
            at_head += e->focus.y == y && e->focus.x == x + 1;
        }
        trace_free(t);
        free(t);
    }
    assert_int_equal(at_piece, 0);
    assert_true(at_head > 0); /* the test can see a treasure roll on the Moai's top */
    free(l);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(border_and_floor),
        cmocka_unit_test(moai_levels),
        cmocka_unit_test(mothership_and_lair),
        cmocka_unit_test(constructed_states),
        cmocka_unit_test(block_odds),
        cmocka_unit_test(pass_odds),
        cmocka_unit_test(yeti_king_rows),
        cmocka_unit_test(mothership_force_field),
        cmocka_unit_test(moai_four_objects),
        cmocka_unit_test(golden_levels),
        cmocka_unit_test(deterministic_and_trace_neutral),
        cmocka_unit_test(quirk_outer_treasure),
        cmocka_unit_test(quirk_wasted_rolls),
        cmocka_unit_test(room_data_checks),
        cmocka_unit_test(ship_and_lair_codes),
        cmocka_unit_test(moai_pieces),
        cmocka_unit_test(moai_pieces_keep_off_the_door),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
