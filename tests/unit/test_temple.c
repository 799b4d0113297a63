/* test_temple.c — the Temple (levels 13-15, the City of Gold) and Olmec's Lair (16):
 * the shipped rooms fit together; each special level can be made and is what it says; the
 * documented odds hold over thousands of levels (4.5 standard deviations); golden
 * checksums; determinism; tracing changes nothing; every quirk the two areas add, both
 * ways.  Levels come from raw states (--state), so the tests need no other area built. */
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

#include "gen.h"
#include "quirks.h"
#include "styles/classic/temple.h"

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

typedef struct want {
    uint32_t quirks_off; /* bits of quirks switched off */
    int gold_door;       /* --gold-door */
    bool trace, detail_off, path_only;
} want;

/* One level from a raw state, as `spelgen show --state S --level L` builds it. */
static void gen(spg_result *r, uint32_t state, int level, want w)
{
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.opt.quirks = quirks_default() & ~w.quirks_off;
    rq.opt.gold_door_level = w.gold_door;
    rq.opt.detail = !w.detail_off;
    rq.from_state = true;
    rq.seed = state;
    rq.level = level;
    rq.trace = w.trace;
    rq.path_only = w.path_only;
    char err[256];
    if (spg_generate(&rq, &data, r, err, sizeof err) != 0)
        fail_msg("state %u level %d: %s", state, level, err);
}

#define Q_OFF(q) (1u << (q))

static const spg_site *site_of(const spg_event *e)
{
    return e->kind == SPG_EV_DRAW ? e->site : NULL;
}

static bool is_site(const spg_event *e, const char *name)
{
    const spg_site *s = site_of(e);
    return s && strcmp(s->name, name) == 0;
}

static int count_site(const spg_result *r, const char *name)
{
    int n = 0;
    for (size_t i = 0; i < r->trace.n; i++)
        n += is_site(&r->trace.ev[i], name);
    return n;
}

static int count_tiles(const spg_level *L, int kind)
{
    int n = 0;
    for (int y = 0; y < L->h; y++)
        for (int x = 0; x < L->w; x++)
            n += L->cell[y][x].kind == kind;
    return n;
}

static int count_entities(const spg_level *L, int kind)
{
    int n = 0;
    for (int i = 0; i < L->nent; i++)
        n += !L->ent[i].gone && L->ent[i].kind == kind;
    return n;
}

static const spg_phase *phase(const spg_result *r, const char *name)
{
    for (int p = 0; p < r->nphases; p++)
        if (strcmp(r->phases[p].name, name) == 0)
            return &r->phases[p];
    fail_msg("no phase %s", name);
    return NULL;
}

/* ------------------------------------------------------------------ odds */

/* The sacrifice pit: 1 in 8 Temple levels (path phase only, so thousands are cheap). */
static void odds_sacrifice_pit(void **st)
{
    (void)st;
    rate pit = {"Temple levels with a sacrifice pit", 1.0 / 8, 0, 0};
    rate none = {"Mines levels with one (never)", 0.0, 0, 0};
    for (uint32_t s = 1; s <= 8000; s++) {
        gen(a, s * 2654435761u, 13 + (int)(s % 3), (want){.path_only = true});
        pit.hits += a->level.flags.sacrifice_pit;
        pit.n++;
    }
    for (uint32_t s = 1; s <= 300; s++) {
        gen(a, s, 2, (want){.path_only = true});
        none.hits += a->level.flags.sacrifice_pit;
        none.n++;
    }
    check_rate(&pit);
    assert_int_equal(none.hits, 0);
}

/* Rolls of whole levels, read from their traces. */
static void odds_rooms_and_blocks(void **st)
{
    (void)st;
    rate side = {"non-start rooms rolling a side room's layout", 0.75, 0, 0};
    rate altar = {"Kali's altar, per side room until made", 1.0 / 12, 0, 0};
    rate idol = {"the idol's room, per side room until made", 1.0 / 12, 0, 0};
    rate lush = {"solid tiles: a Jungle block", 0.01, 0, 0};
    rate stone = {"solid tiles: then a stone block", 0.10, 0, 0};
    rate vein = {"temple blocks: a gold vein (< 20)", 0.19, 0, 0};
    rate rich = {"temple blocks: a rich vein (20-29)", 0.10, 0, 0};
    rate lava = {"'m' tiles that are lava", 0.5, 0, 0};
    rate spear = {"spear-trap rolls that hit", 1.0 / 12, 0, 0};
    rate caveman = {"Caveman rolls that hit", 1.0 / 40, 0, 0};
    rate hawk = {"Hawkman rolls that hit", 1.0 / 40, 0, 0};
    rate smash = {"smash-trap rolls that hit", 1.0 / 60, 0, 0};
    rate arrow = {"stone blocks rolling an Arrow Trap", 1.0 / 3, 0, 0};
    rate push = {"stone blocks rolling a push block", 1.0 / 4, 0, 0};
    rate tomb = {"levels 14-15 allowing a Tomb Lord", 1.0 / 4, 0, 0};

    for (uint32_t s = 1; s <= 700; s++) {
        int level = 13 + (int)(s % 3);
        gen(a, s * 40503u + 7, level, (want){.trace = true});
        bool altar_made = false, idol_made = a->level.flags.sacrifice_pit;
        for (size_t i = 0; i < a->trace.n; i++) {
            const spg_event *e = &a->trace.ev[i];
            const spg_site *site = site_of(e);
            if (!site)
                continue;
            const char *n = site->name;
            int v = e->value;
            if (!strcmp(n, "temple.rooms.side_or_path")) {
                side.hits += v > 1;
                side.n++;
            } else if (!strcmp(n, "temple.rooms.kali_altar") && !altar_made) {
                altar.hits += v == 1;
                altar.n++;
                altar_made = v == 1;
            } else if (!strcmp(n, "temple.rooms.side") && !idol_made) {
                assert_int_equal(e->b, 12);
                idol.hits += v == 12;
                idol.n++;
                idol_made = v == 12;
            } else if (!strcmp(n, "temple.tiles.lush")) {
                lush.hits += v == 1;
                lush.n++;
            } else if (!strcmp(n, "temple.tiles.stone")) {
                stone.hits += v == 1;
                stone.n++;
            } else if (!strcmp(n, "earth.gold") && e->phase == CLASSIC_PHASE_ROOMS) {
                vein.hits += v < 20;
                rich.hits += v >= 20 && v < 30;
                vein.n++;
                rich.n++;
            } else if (!strcmp(n, "temple.tiles.lava")) {
                lava.hits += v == 1;
                lava.n++;
            } else if (!strcmp(n, "temple.spear_trap")) {
                spear.hits += v == 1;
                spear.n++;
            } else if (!strcmp(n, "temple.caveman")) {
                caveman.hits += v == 1;
                caveman.n++;
            } else if (!strcmp(n, "temple.hawkman")) {
                hawk.hits += v == 1;
                hawk.n++;
            } else if (!strcmp(n, "temple.smash_trap")) {
                smash.hits += v == 1;
                smash.n++;
            } else if (!strcmp(n, "temple.arrow_trap")) {
                arrow.hits += v == 1;
                arrow.n++;
            } else if (!strcmp(n, "temple.walls.push_block")) {
                push.hits += v == 1;
                push.n++;
            } else if (!strcmp(n, "temple.tomb_lord_allowed")) {
                assert_true(level != 13); /* level 13 always allows him */
                tomb.hits += v == 1;
                tomb.n++;
            } else if (!strcmp(n, "temple.rooms.shop_kind")) {
                /* with the pit's Damsel made, the roll stops at 6: no Kissing Parlor */
                assert_int_equal(e->b, a->level.flags.sacrifice_pit ? 6 : 7);
            }
        }
    }
    rate *all[] = {&side, &altar, &idol, &lush, &stone, &vein, &rich, &lava, &spear,
                   &caveman, &hawk, &smash, &arrow, &push, &tomb};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        check_rate(all[i]);
}

/* Shops: a Kissing Parlor one time in seven, never once the level has its Damsel (the
 * sacrifice pit's); level 2 in 15 ... the shop roll is rand(1, level) <= 2. */
static void odds_shops(void **st)
{
    (void)st;
    rate kissing = {"shops that are Kissing Parlors", 1.0 / 7, 0, 0};
    for (uint32_t s = 1; s <= 5000; s++) {
        gen(a, s * 2246822519u + 1, 13, (want){0});
        int shop = a->level.flags.shop;
        if (shop == SPG_SHOP_NONE)
            continue;
        if (a->level.flags.sacrifice_pit) {
            assert_int_not_equal(shop, SPG_SHOP_KISSING);
            continue;
        }
        kissing.hits += shop == SPG_SHOP_KISSING;
        kissing.n++;
    }
    check_rate(&kissing);
}

/* The City of Gold's side rooms: 11 in 14 a side room, 3 in 14 a vault (12 counts as
 * the third); its path rooms: 2 in 12 a Tomb Lord's. */
static void odds_city_of_gold(void **st)
{
    (void)st;
    rate vault = {"City side rooms that are vaults", 3.0 / 14, 0, 0};
    rate tomb = {"City path rooms that are a Tomb Lord's", 2.0 / 12, 0, 0};
    for (uint32_t s = 1; s <= 900; s++) {
        gen(a, s * 7919u + 3, 15, (want){.gold_door = 14, .trace = true});
        assert_true(a->level.flags.city_of_gold);
        for (size_t i = 0; i < a->trace.n; i++) {
            const spg_event *e = &a->trace.ev[i];
            if (is_site(e, "temple.rooms.city_side")) {
                vault.hits += e->value >= 12;
                vault.n++;
            } else if (is_site(e, "temple.rooms.path")) {
                assert_int_equal(e->b, 12); /* 10 path rooms, then the Tomb Lord's 2 */
                tomb.hits += e->value > 10;
                tomb.n++;
            }
            /* no altar and no idol in the City */
            assert_false(is_site(e, "temple.rooms.kali_altar") || is_site(e, "temple.rooms.side"));
        }
    }
    check_rate(&vault);
    check_rate(&tomb);
}

/* ------------------------------------------------------------------ special levels */

static bool find_state(int level, want w, bool (*has)(const spg_result *), uint32_t *out)
{
    for (uint32_t s = 1; s < 5000; s++) {
        gen(a, s, level, w);
        if (has(a)) {
            *out = s;
            return true;
        }
    }
    return false;
}

static bool has_pit(const spg_result *r) { return r->level.flags.sacrifice_pit; }

static void sacrifice_pit_level(void **st)
{
    (void)st;
    uint32_t s = 0;
    assert_true(find_state(13, (want){0}, has_pit, &s));
    print_message("state %u: a sacrifice pit on level 13\n", s);
    const spg_level *L = &a->level;
    int col = -1;
    for (int x = 0; x < 4; x++)
        if (L->rooms[0][x] == 7)
            col = x;
    assert_true(col >= 0 && col != L->start_x);
    assert_int_equal(L->rooms[1][col], 8);
    assert_int_equal(L->rooms[2][col], 8);
    assert_int_equal(L->rooms[3][col], 9);
    /* the pit brings its own Damsel and idol, side by side on skull blocks */
    assert_true(L->flags.damsel && L->flags.idol);
    int d = -1;
    for (int i = 0; i < L->nent; i++)
        if (L->ent[i].kind == SPG_E_DAMSEL && !L->ent[i].gone)
            d = i;
    assert_true(d >= 0);
    int dx = L->ent[d].x, dy = L->ent[d].y;
    assert_true(dx >= 1 + col * 10 && dx < 11 + col * 10 && dy <= 8);
    assert_true(level_entity_at(L, dx + 1, dy, SPG_E_GOLDEN_IDOL));
    assert_int_equal(L->cell[dy + 1][dx].kind, SPG_T_TRAP_BLOCK);
    /* no nook Damsel and no idol room: the pit's are the level's */
    assert_int_equal(count_entities(L, SPG_E_DAMSEL), 1);
    assert_int_equal(count_entities(L, SPG_E_GOLDEN_IDOL), 1);
    /* the pit's bottom holds big rubies in temple blocks over lava */
    int rubies = 0;
    for (int x = 1 + col * 10; x < 11 + col * 10; x++)
        for (int y = 25; y < 33; y++)
            rubies += L->cell[y][x].content == SPG_C_RUBY;
    assert_true(rubies >= 4);
    assert_true(count_tiles(L, SPG_T_LAVA) > 0);
}

/* Gold doors, column 42 included: the border loop's blocks there, off the map, take the
 * door now and then (the gold-door-sealed quirk). */
static int gold_doors(const spg_level *L, int *gx, int *gy)
{
    int n = 0;
    for (int y = 0; y < L->h; y++)
        for (int x = 0; x <= L->w; x++)
            if (L->cell[y][x].kind == SPG_T_GOLD_DOOR) {
                n++;
                *gx = x;
                *gy = y;
            }
    return n;
}

/* Level 14 always has the gold door, above a block made indestructible; 13 and 15 never. */
static void gold_door_level(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 120; s++) {
        int gx = -1, gy = -1;
        gen(a, s, 14, (want){0});
        assert_int_equal(gold_doors(&a->level, &gx, &gy), 1);
        assert_true(a->level.flags.gold_door);
        assert_true(gy > 1 && level_solid(&a->level, gx, gy + 1));
        /* made indestructible, unless a stone block under it became an Arrow Trap or, in
         * the dressing, a push block since (scrSetupWalls's oBlock loop destroys an
         * indestructible stone block as any other) */
        int under = a->level.cell[gy + 1][gx].kind;
        assert_true((a->level.cell[gy + 1][gx].flags & SPG_TF_INVINCIBLE) ||
                    under == SPG_T_ARROW_TRAP_LEFT || under == SPG_T_ARROW_TRAP_RIGHT ||
                    under == SPG_T_PUSH_BLOCK);
        gen(a, s, 13 + 2 * (int)(s % 2), (want){0});
        assert_int_equal(gold_doors(&a->level, &gx, &gy), 0);
        assert_false(a->level.flags.gold_door);
    }
}

/* --gold-door 14 makes level 15 the City of Gold: gold blocks, Lady Xoc in row 2, one
 * draw a temple block. */
/* scrRoomGen4 416-418: an idol room's door is an oDoor, 32 px tall, with an oTempleFake
 * on each of its two tiles: the door and the fronts are entities at their pixels, the
 * door's tile still the idol trap's (its collision tests). */
static void idol_door_in_two_parts(void **st)
{
    (void)st;
    int doors = 0;
    for (uint32_t s = 1; s <= 400 && doors < 5; s++) {
        gen(a, s, 13 + (int)(s % 3), (want){0});
        const spg_level *L = &a->level;
        for (int i = 0; i < L->nent; i++) {
            const spg_entity *e = &L->ent[i];
            if (e->kind != SPG_E_IDOL_DOOR)
                continue;
            assert_true(i + 2 < L->nent);
            assert_int_equal(e->dx, 0);
            assert_int_equal(e->dy, 0);
            assert_int_equal(L->cell[e->y][e->x].kind, SPG_T_IDOL_TRAP);
            assert_true(L->cell[e->y][e->x].flags & SPG_TF_ALT_LOOK);
            for (int k = 1; k <= 2; k++) {
                const spg_entity *f = &L->ent[i + k];
                assert_int_equal(f->kind, SPG_E_TEMPLE_FRONT);
                assert_int_equal(f->x, e->x);
                assert_int_equal(f->y, e->y + k - 1);
                assert_int_equal(f->dx, 0);
                assert_int_equal(f->dy, 0);
            }
            doors++;
        }
    }
    assert_true(doors > 0);
}

static void city_of_gold_level(void **st)
{
    (void)st;
    int with_diamond = 0;
    for (uint32_t s = 1; s <= 60; s++) {
        gen(a, s, 15, (want){.gold_door = 14, .trace = true});
        const spg_level *L = &a->level;
        assert_true(L->flags.city_of_gold);
        assert_int_equal(count_tiles(L, SPG_T_TEMPLE), 0);
        assert_true(count_tiles(L, SPG_T_GOLD_BLOCK) > 200);
        int xoc = 0;
        for (int x = 0; x < 4; x++)
            xoc += L->rooms[2][x] == 6;
        assert_int_equal(xoc, 1);
        /* scrRoomGen4's "X" makes the oXocBlocks and a picture of her, no object of her
         * own; the block at (2,1) of the statue holds her diamond (unless a spear trap
         * took that block's place) */
        assert_int_equal(count_entities(L, SPG_E_LADY_XOC), 0);
        int diamonds = 0;
        for (int y = 0; y < L->h; y++)
            for (int x = 0; x < L->w; x++)
                if (L->cell[y][x].content == SPG_C_DIAMOND) {
                    assert_int_equal(L->cell[y][x].kind, SPG_T_XOC_BLOCK);
                    diamonds++;
                }
        assert_true(diamonds <= 1);
        with_diamond += diamonds;
        /* 30 blocks, less any the block pass turned into a spear trap (it visits every
         * solid, the statue's too) */
        int xoc_blocks = count_tiles(L, SPG_T_XOC_BLOCK);
        assert_true(xoc_blocks <= 30 && xoc_blocks >= 30 - count_tiles(L, SPG_T_SPEAR_TRAP));
        /* a gold block rolls its look and nothing else: the only veins are Jungle blocks' */
        assert_true(count_site(a, "temple.gold_block") > 200);
        for (size_t i = 0; i < a->trace.n; i++) {
            const spg_event *e = &a->trace.ev[i];
            if (is_site(e, "earth.gold"))
                assert_int_equal(L->cell[e->focus.y][e->focus.x].kind, SPG_T_LUSH);
        }
        /* no idol room and no altar in the City of Gold */
        assert_false(L->flags.altar);
        /* the same state without the door: an ordinary level 15 */
        gen(b, s, 15, (want){0});
        assert_false(b->level.flags.city_of_gold);
        assert_int_equal(count_tiles(&b->level, SPG_T_GOLD_BLOCK), 0);
        /* --gold-door names the level before: any other value changes nothing */
        gen(b, s, 15, (want){.gold_door = 13});
        assert_false(b->level.flags.city_of_gold);
    }
    assert_true(with_diamond > 50);
}

/* Olmec's Lair: the hand-laid hall, Olmec, sixteen rooms, and no block pass. */
static void olmec_level(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 40; s++) {
        gen(a, s, 16, (want){.trace = true});
        const spg_level *L = &a->level;
        assert_int_equal(L->h, 55);
        assert_int_equal(L->area, SPG_AREA_OLMEC);
        assert_int_equal(count_entities(L, SPG_E_OLMEC), 1);
        assert_int_equal(L->entrance_tx, 2);
        assert_int_equal(L->entrance_ty, 3);
        assert_int_equal(L->exit_tx, 20);
        assert_int_equal(L->exit_ty, 47);
        assert_int_equal(count_tiles(L, SPG_T_LAVA), 2 * 16 * 6);
        /* no bottom border: the last row is the hall's own floor of temple blocks */
        assert_int_equal(L->cell[54][0].kind, SPG_T_BORDER);
        assert_true(level_solid(L, 20, 54) && L->cell[54][20].kind != SPG_T_BORDER);
        /* the hall is made before the border: the level's first draw is the entrance's
         * ledge, a hand-laid temple block at (2,4) */
        size_t first = 0;
        while (first < a->trace.n && a->trace.ev[first].kind != SPG_EV_DRAW)
            first++;
        assert_true(first < a->trace.n);
        assert_int_equal(a->trace.ev[first].focus.x, 2);
        assert_int_equal(a->trace.ev[first].focus.y, 4);
        /* the hand-laid instances are made before the generator, in their own phase: the
         * border holds its 151 temple blocks' rolls alone, and Olmec's facing, rand(0,1),
         * is drawn in the hall */
        assert_int_equal(phase(a, "border")->draws, 151);
        assert_int_equal(phase(a, "hall")->first_draw, 1);
        assert_true(phase(a, "hall")->draws > 0);
        assert_int_equal(a->trace.ev[first].phase, phase(a, "hall") - a->phases);
        int facing = 0;
        for (size_t i = 0; i < a->trace.n; i++) {
            const spg_event *e = &a->trace.ev[i];
            if (e->kind == SPG_EV_DRAW && !strcmp(e->site->name, "olmec.hall.facing")) {
                facing++;
                assert_int_equal(e->a, 0);
                assert_int_equal(e->b, 1);
                assert_string_equal(a->phases[e->phase].name, "hall");
            }
        }
        assert_int_equal(facing, 1);
        /* every room chooses a layout: twelve above the hall, four in its floor */
        assert_int_equal(count_site(a, "olmec.rooms.upper"), 12);
        assert_int_equal(count_site(a, "olmec.rooms.floor"), 4);
        /* no block pass: no monster, no trap, no loose treasure */
        assert_int_equal(phase(a, "blocks")->draws, 0);
        assert_int_equal(count_entities(L, SPG_E_CAVEMAN) + count_entities(L, SPG_E_HAWKMAN) +
                             count_entities(L, SPG_E_ROCK) + count_entities(L, SPG_E_JAR),
                         0);
        assert_false(L->flags.dark);
        /* the path phase still runs (the olmec-path quirk) */
        assert_true(phase(a, "path")->draws > 0);
    }
}

/* scrEntityGen's `with oSolid` visits the solids there were when it began: the smash traps
 * and spear traps it makes are not visited (no statue roll, no treasure on them), and a
 * smash trap never becomes a spear trap's base. */
static void pass_skips_what_it_makes(void **st)
{
    (void)st;
    int made = 0;
    for (uint32_t s = 1; s <= 120; s++) {
        gen(a, s, 13 + (int)(s % 3), (want){.trace = true});
        const spg_level *L = &a->level;
        for (int y = 1; y < L->h - 1; y++)
            for (int x = 1; x < L->w - 1; x++) {
                const spg_cell *cl = &L->cell[y][x];
                bool trap = cl->kind == SPG_T_SMASH_TRAP ||
                            (cl->kind == SPG_T_SPEAR_TRAP && (cl->flags & SPG_TF_ALT_LOOK));
                if (!trap)
                    continue;
                made++;
                for (size_t i = 0; i < a->trace.n; i++) {
                    const spg_event *e = &a->trace.ev[i];
                    if (e->kind == SPG_EV_DRAW && !strcmp(e->site->name, "temple.statue"))
                        assert_false(e->focus.x == x && e->focus.y == y);
                }
            }
    }
    assert_true(made > 10);
}

static bool point_enemy(int kind)
{
    return kind == SPG_E_SCARAB || kind == SPG_E_CAVEMAN || kind == SPG_E_HAWKMAN ||
           kind == SPG_E_SCORPION || kind == SPG_E_BAT || kind == SPG_E_SNAKE ||
           kind == SPG_E_SPIDER;
}

/* scrEntityGen's Temple test `roomX != startX or roomY(y-16) != startY and no enemy at
 * (x, y-16)` reads left to right (GML's `and` and `or` share one precedence): a block
 * with an enemy standing on it rolls no Tomb Lord, Caveman, Hawkman or smash trap, in the
 * start room's column or not. */
static void enemy_above_blocks_inhabitants(void **st)
{
    (void)st;
    static uint8_t enemy[SPG_MAX_H][SPG_MAX_W], lord[SPG_MAX_H][SPG_MAX_W];
    int skipped = 0;
    for (uint32_t s = 1; s <= 150; s++) {
        gen(a, s, 13 + (int)(s % 3), (want){.trace = true});
        memset(enemy, 0, sizeof enemy);
        memset(lord, 0, sizeof lord);
        bool visiting = false, blocked = false;
        for (size_t i = 0; i < a->trace.n; i++) {
            const spg_event *e = &a->trace.ev[i];
            if (e->kind == SPG_EV_ENTITY && point_enemy((int)e->value))
                enemy[e->focus.y][e->focus.x]++;
            else if (e->kind == SPG_EV_ENTITY && e->value == SPG_E_TOMB_LORD)
                lord[e->focus.y][e->focus.x] = 1;
            else if (e->kind == SPG_EV_ENTITY_GONE && point_enemy((int)e->value))
                enemy[e->focus.y][e->focus.x]--;
            if (e->kind != SPG_EV_DRAW)
                continue;
            const char *n = e->site->name;
            if (!strcmp(n, "temple.statue")) {
                if (visiting && blocked)
                    skipped++;
                visiting = true;
                /* the Tomb Lord stands two tiles tall from his tile, and the point of
                 * the block to his right lies in his box */
                int x = e->focus.x, y = e->focus.y;
                blocked = y > 1 && (enemy[y - 1][x] > 0 || (x > 0 && (lord[y - 1][x - 1] ||
                                                                       lord[y - 2][x - 1])));
            } else if (!strcmp(n, "temple.arrow_trap")) {
                visiting = false;
            } else if (visiting && blocked &&
                       (!strcmp(n, "temple.tomb_lord") || !strcmp(n, "temple.caveman") ||
                        !strcmp(n, "temple.hawkman") || !strcmp(n, "temple.smash_trap"))) {
                fail_msg("state %u: draw %u (%s) for a block with an enemy on it", s, e->draw, n);
            }
        }
    }
    assert_true(skipped > 0);
}

/* scrTreasureGen's Damsel wants no oWater at the nook's point, and oLava is an oWater: a
 * nook over lava that rolls the Damsel gets none, and the chain goes on to the bones. */
static void no_damsel_over_lava(void **st)
{
    (void)st;
    int over_lava = 0, damsels = 0;
    for (uint32_t s = 1; s <= 4000 && over_lava < 1; s++) {
        gen(a, s * 2654435761u, 13 + (int)(s % 3), (want){.trace = true});
        const spg_level *L = &a->level;
        if (L->flags.shop == SPG_SHOP_KISSING)
            continue; /* its Damsel is made with the room: no nook rolls for one */
        bool made = false;
        for (size_t i = 0; i < a->trace.n && !made; i++) {
            const spg_event *e = &a->trace.ev[i];
            if (e->kind == SPG_EV_ENTITY && e->value == SPG_E_DAMSEL) {
                made = true;
                damsels++;
                assert_int_not_equal(L->cell[e->focus.y][e->focus.x].kind, SPG_T_LAVA);
            }
            if (e->kind != SPG_EV_DRAW || strcmp(e->site->name, "treasure.nook.damsel") ||
                e->value != 1)
                continue;
            /* a hit while no Damsel exists: she is made here unless lava fills the nook */
            int x = e->focus.x, y = e->focus.y - 1;
            size_t j = i + 1;
            while (j < a->trace.n && a->trace.ev[j].kind != SPG_EV_DRAW &&
                   a->trace.ev[j].kind != SPG_EV_ENTITY)
                j++;
            bool placed = j < a->trace.n && a->trace.ev[j].kind == SPG_EV_ENTITY &&
                          a->trace.ev[j].value == SPG_E_DAMSEL;
            if (L->cell[y][x].kind == SPG_T_LAVA) {
                assert_false(placed);
                over_lava++;
            } else {
                assert_true(placed);
            }
        }
    }
    assert_true(damsels > 0);
    assert_int_equal(over_lava, 1);
}

/* ------------------------------------------------------------------ quirks */

/* A trap the block pass made: smash traps and spear traps' heads stand on tiles that
 * were open when it began. */
static bool made_in_pass(const spg_level *L, int x, int y)
{
    int k = L->cell[y][x].kind;
    return k == SPG_T_SMASH_TRAP || k == SPG_T_SPEAR_TRAP;
}

/* Open tiles joined to the entrance through open tiles (lava is no way), as they were when
 * the block pass began. */
static void flood_open(const spg_level *L, uint8_t seen[SPG_MAX_H][SPG_MAX_W])
{
    static int qx[SPG_MAX_W * SPG_MAX_H], qy[SPG_MAX_W * SPG_MAX_H];
    memset(seen, 0, SPG_MAX_H * SPG_MAX_W);
    int n = 0;
    seen[L->entrance_ty][L->entrance_tx] = 1;
    qx[n] = L->entrance_tx;
    qy[n++] = L->entrance_ty;
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 4; d++) {
            int x = qx[i] + (d == 0) - (d == 1), y = qy[i] + (d == 2) - (d == 3);
            if (x < 0 || y < 0 || x >= L->w || y >= L->h || seen[y][x] ||
                (level_solid(L, x, y) && !made_in_pass(L, x, y)) ||
                L->cell[y][x].kind == SPG_T_LAVA)
                continue;
            seen[y][x] = 1;
            qx[n] = x;
            qy[n++] = y;
        }
}

static uint8_t open_map[SPG_MAX_H][SPG_MAX_W];

/* gold-door-sealed: on, the door may sit where no way leads; off, never. */
static void quirk_gold_door_sealed(void **st)
{
    (void)st;
    int sealed_on = 0, sealed_off = 0;
    for (uint32_t s = 1; s <= 400; s++) {
        int gx = 0, gy = 0;
        gen(a, s, 14, (want){0});
        gold_doors(&a->level, &gx, &gy);
        flood_open(&a->level, open_map);
        sealed_on += !open_map[gy][gx];
        gen(b, s, 14, (want){.quirks_off = Q_OFF(SPG_Q_GOLD_DOOR_SEALED)});
        assert_int_equal(gold_doors(&b->level, &gx, &gy), 1);
        flood_open(&b->level, open_map);
        sealed_off += !open_map[gy][gx];
        /* before the block pass the two builds are the same */
        assert_int_equal(a->phases[CLASSIC_PHASE_BLOCKS].first_draw,
                         b->phases[CLASSIC_PHASE_BLOCKS].first_draw);
    }
    print_message("gold doors where no way leads: %d of 400 (quirk on), %d (off)\n", sealed_on,
                  sealed_off);
    assert_true(sealed_on > 0);
    assert_int_equal(sealed_off, 0);
}

static bool on_path(int code) { return code >= 1 && code <= 3; }

/* A room of row 2 as the walk left it: a shop's room was a side room then. */
static int walk_code(const spg_level *plain, int x)
{
    int code = plain->rooms[2][x];
    return code == 4 || code == 5 ? 0 : code;
}

static bool beside_path(const spg_level *plain, int x)
{
    return (x > 0 && on_path(walk_code(plain, x - 1))) ||
           (x < 3 && on_path(walk_code(plain, x + 1)));
}

static int xoc_column(const spg_level *L)
{
    for (int x = 0; x < 4; x++)
        if (L->rooms[2][x] == 6)
            return x;
    fail_msg("no Lady Xoc room in row 2");
    return -1;
}

/* xoc-sealed: on, Lady Xoc's room may be any room of row 2; off, a side room beside the
 * path whenever row 2 has one. */
static void quirk_xoc_sealed(void **st)
{
    (void)st;
    int odd_on = 0, checked = 0;
    spg_level *plain = malloc(sizeof *plain);
    assert_non_null(plain);
    for (uint32_t s = 1; s <= 600; s++) {
        /* the same state without the City: the walk is the same, before any statue */
        gen(a, s, 15, (want){.path_only = true});
        *plain = a->level;
        gen(a, s, 15, (want){.gold_door = 14, .path_only = true});
        int xa = xoc_column(&a->level);
        odd_on += walk_code(plain, xa) != 0 || !beside_path(plain, xa);
        gen(b, s, 15,
            (want){.gold_door = 14, .path_only = true, .quirks_off = Q_OFF(SPG_Q_XOC_SEALED)});
        int xb = xoc_column(&b->level), cand = 0;
        for (int x = 0; x < 4; x++)
            cand += walk_code(plain, x) == 0 && beside_path(plain, x);
        if (cand == 0)
            continue;
        checked++;
        assert_int_equal(walk_code(plain, xb), 0);
        assert_true(beside_path(plain, xb));
    }
    free(plain);
    print_message("City levels whose statue room was on the path or walled off: %d of 600 "
                  "(quirk on); %d levels checked with the quirk off\n", odd_on, checked);
    assert_true(odd_on > 0);
    assert_true(checked > 100);
}

static bool has_push(const spg_result *r) { return count_site(r, "temple.walls.push_block") > 0; }

/* Push blocks the dressing made (a roll of 1 under a stone resting on a temple block). */
static int pushes_made(const spg_result *r)
{
    int n = 0;
    for (size_t i = 0; i < r->trace.n; i++) {
        const spg_event *e = &r->trace.ev[i];
        n += is_site(e, "temple.walls.push_block") && e->text && !strcmp(e->text, "a push block");
    }
    return n;
}

/* stone-without-gold: on, a stone block made a push block dies without a draw; off, it
 * throws rubble (12 draws), or in the City of Gold its gold (28). */
static void quirk_stone_without_gold(void **st)
{
    (void)st;
    int pushes = 0, city_pushes = 0;
    for (uint32_t s = 1; s <= 40; s++) {
        for (int city = 0; city < 2; city++) {
            want w = {.trace = true, .gold_door = city ? 14 : 0};
            gen(a, s, 15, w);
            w.quirks_off = Q_OFF(SPG_Q_STONE_WITHOUT_GOLD);
            gen(b, s, 15, w);
            assert_true(has_push(a));
            int made = pushes_made(a);
            assert_int_equal(count_site(a, "block.rubble"), 0);
            assert_int_equal(count_site(a, "temple.walls.gold_chunks"), 0);
            /* identical up to the first push block; then the debris draws */
            assert_int_equal(a->phases[CLASSIC_PHASE_DRESSING].first_draw,
                             b->phases[CLASSIC_PHASE_DRESSING].first_draw);
            if (made == 0) {
                assert_int_equal(a->draws, b->draws);
                continue;
            }
            int made_b = pushes_made(b);
            if (city) {
                city_pushes += made_b;
                assert_int_equal(count_site(b, "temple.walls.gold_chunks"), 28 * made_b);
                assert_int_equal(count_site(b, "block.rubble"), 0);
                /* oBlock's Destroy event, piece by piece: rand(0,4) four times for the
                 * position, rand(0,3) twice for xVel, rand(2,4) for yVel */
                static const int lo[7] = {0, 0, 0, 0, 0, 0, 2}, hi[7] = {4, 4, 4, 4, 3, 3, 4};
                int k = 0;
                for (size_t i = 0; i < b->trace.n; i++) {
                    const spg_event *e = &b->trace.ev[i];
                    if (e->kind != SPG_EV_DRAW || strcmp(e->site->name, "temple.walls.gold_chunks"))
                        continue;
                    assert_int_equal(e->a, lo[k % 7]);
                    assert_int_equal(e->b, hi[k % 7]);
                    k++;
                }
            } else {
                pushes += made_b;
                assert_int_equal(count_site(b, "block.rubble"), 12 * made_b);
            }
        }
    }
    assert_true(pushes > 10 && city_pushes > 10);
}

/* olmec-path: on, Olmec's Lair draws a path and a shop nobody reads; off, nothing. */
static void quirk_olmec_path(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 30; s++) {
        gen(a, s, 16, (want){0});
        gen(b, s, 16, (want){.quirks_off = Q_OFF(SPG_Q_OLMEC_PATH)});
        assert_true(phase(a, "path")->draws >= 6);
        assert_int_equal(phase(b, "path")->draws, 0);
        assert_int_equal(b->level.start_x, -1);
        assert_int_equal(b->level.flags.shop, SPG_SHOP_NONE);
        /* the rooms never read the path: they are all made either way */
        assert_int_equal(count_entities(&b->level, SPG_E_OLMEC), 1);
        assert_int_equal(b->phases[CLASSIC_PHASE_ROOMS].first_draw,
                         a->phases[CLASSIC_PHASE_ROOMS].first_draw - phase(a, "path")->draws);
    }
}

/* Decoration rolls of temple blocks by idol-room doors. */
static int dressing_draws(const spg_result *r) { return (int)phase(r, "dressing")->draws; }

/* An idol room: eight ceiling traps and two doors (the pit's skull blocks are others). */
static bool has_idol_room(const spg_result *r)
{
    return count_tiles(&r->level, SPG_T_IDOL_TRAP) >= 8;
}

/* temple-fake-below: on, a temple block over an idol-room door counts as covered (the
 * original looks below for the door's fake front); off, a block under a fake front is. */
static void quirk_temple_fake_below(void **st)
{
    (void)st;
    int differ = 0, idol_levels = 0;
    for (uint32_t s = 1; s <= 300 && idol_levels < 20; s++) {
        gen(a, s, 13, (want){0});
        if (!has_idol_room(a))
            continue;
        idol_levels++;
        gen(b, s, 13, (want){.quirks_off = Q_OFF(SPG_Q_TEMPLE_FAKE_BELOW)});
        assert_int_equal(a->phases[CLASSIC_PHASE_DRESSING].first_draw,
                         b->phases[CLASSIC_PHASE_DRESSING].first_draw);
        differ += dressing_draws(a) != dressing_draws(b);
    }
    assert_true(idol_levels >= 5);
    assert_true(differ > 0);
    /* without the detail setting there are no decorations, and nothing differs */
    for (uint32_t s = 1; s <= 20; s++) {
        gen(a, s, 13, (want){.detail_off = true});
        gen(b, s, 13, (want){.detail_off = true, .quirks_off = Q_OFF(SPG_Q_TEMPLE_FAKE_BELOW)});
        assert_int_equal(a->draws, b->draws);
    }
}

/* wasted-rolls off: the side-or-path roll is drawn for side rooms only. */
static void quirk_wasted_side_roll(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 30; s++) {
        gen(a, s, 13, (want){.trace = true});
        gen(b, s, 13, (want){.trace = true, .quirks_off = Q_OFF(SPG_Q_WASTED_ROLLS)});
        int side_rooms = 0;
        for (int y = 0; y < 4; y++)
            for (int x = 0; x < 4; x++)
                side_rooms += b->level.rooms[y][x] == 0;
        assert_int_equal(count_site(a, "temple.rooms.side_or_path"), 14);
        assert_int_equal(count_site(b, "temple.rooms.side_or_path"), side_rooms);
    }
}

/* ------------------------------------------------------------------ whole levels */

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *c = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ c[i]) * 1099511628211ull;
    return h;
}

/* A level's checksum: its tiles, their contents, its entities and its draw count. */
static uint64_t level_sum(const spg_result *r)
{
    const spg_level *L = &r->level;
    uint64_t h = 14695981039346656037ull;
    for (int y = 0; y < L->h; y++)
        for (int x = 0; x < L->w; x++) {
            unsigned char t[2] = {L->cell[y][x].kind, L->cell[y][x].content};
            h = fnv(h, t, 2);
        }
    for (int i = 0; i < L->nent; i++) {
        const spg_entity *e = &L->ent[i];
        int16_t v[4] = {e->x, e->y, e->kind, e->gone};
        h = fnv(h, v, sizeof v);
    }
    return fnv(h, &r->draws, sizeof r->draws);
}

/* Golden checksums: a change to the rules, the data or the shared passes shows here. */
static void golden_levels(void **st)
{
    (void)st;
    static const struct {
        uint32_t state;
        int level, gold_door;
        uint64_t sum;
        uint32_t draws;
    } gold[] = {
        {1, 13, 0, 0x901332387a7acb99ull, 8078},
        /* its two ruby blocks (24,29), (27,31) keep their gold and rich veins */
        {5, 13, 0, 0x358504eba9e6fb42ull, 8012},
        {7, 14, 0, 0xcb9501c6e0ce30f1ull, 8172},
        {3, 15, 14, 0xff15cea1f6d6856full, 7190}, /* Lady Xoc: her diamond, no marker */
        {2, 15, 0, 0x74824be3059061ffull, 8548},
        {3, 16, 0, 0x5abc58a4a89f271full, 6150},
        {2, 14, 0, 0x3dcd21823579c4c4ull, 8548}, /* dark: Scarabs, flares */
    };
    int fails = 0;
    for (size_t i = 0; i < sizeof gold / sizeof gold[0]; i++) {
        gen(a, gold[i].state, gold[i].level, (want){.gold_door = gold[i].gold_door});
        uint64_t sum = level_sum(a);
        print_message("  {%u, %d, %d, 0x%016llxull, %u},\n", gold[i].state, gold[i].level,
                      gold[i].gold_door, (unsigned long long)sum, a->draws);
        if (sum != gold[i].sum || a->draws != gold[i].draws)
            fails++;
    }
    assert_int_equal(fails, 0);
}

static void determinism_and_tracing(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 40; s++) {
        int level = 13 + (int)(s % 4);
        want w = {.gold_door = s % 8 == 2 ? 14 : 0};
        gen(a, s, level, w);
        w.trace = true;
        gen(b, s, level, w);
        assert_int_equal(a->draws, b->draws);
        assert_int_equal(a->end_state, b->end_state);
        assert_true(level_sum(a) == level_sum(b));
        assert_int_equal(b->trace.ndraws, b->draws);
        for (int p = 0; p < a->nphases; p++)
            assert_int_equal(a->phases[p].draws, b->phases[p].draws);
        gen(a, s, level, w);
        assert_true(level_sum(a) == level_sum(b));
        /* phases add up */
        uint32_t sum = 0;
        for (int p = 0; p < b->nphases; p++)
            sum += b->phases[p].draws;
        assert_int_equal(sum, b->draws);
    }
}

/* The Temple costs 7,800-8,800 draws a level in the original (classic-draw-order). */
static void draw_counts(void **st)
{
    (void)st;
    uint32_t lo = UINT32_MAX, hi = 0;
    for (uint32_t s = 1; s <= 150; s++) {
        gen(a, s, 13 + (int)(s % 2), (want){0});
        lo = a->draws < lo ? a->draws : lo;
        hi = a->draws > hi ? a->draws : hi;
        /* the border: 150 temple blocks of one draw each */
        assert_int_equal(phase(a, "border")->draws, 150);
    }
    print_message("Temple levels: %u-%u draws\n", lo, hi);
    assert_true(lo > 7000 && hi < 9600);
}

/* The once-a-game choices between levels: the gold door on 14, the City cleared on 15. */
static void between_levels(void **st)
{
    (void)st;
    spg_options opt;
    options_default(&opt);
    opt.gold_door_level = 14;
    spg_game g;
    game_init(&g, 1);
    spg_level *prev = calloc(1, sizeof *prev);
    assert_non_null(prev);
    char err[256];
    prev->number = 14;
    prev->flags.gold_door = true;
    assert_int_equal(classic_between_levels(&g, &opt, prev, err, sizeof err), 0);
    assert_true(g.city_of_gold);
    prev->number = 15;
    prev->flags.gold_door = false;
    assert_int_equal(classic_between_levels(&g, &opt, prev, err, sizeof err), 0);
    assert_false(g.city_of_gold); /* Olmec's Lair is never the City of Gold */
    prev->number = 14;
    assert_int_equal(classic_between_levels(&g, &opt, prev, err, sizeof err), -1);
    assert_non_null(strstr(err, "no gold door"));
    free(prev);
}


/* ------------------------------------------------------------------ the shipped rooms
 *
 * The walk model of test_roomdata.c, with the Temple's codes: a cautious player one tile
 * in size walks, jumps one tile up and two across, climbs ladders, falls drifting one
 * tile a row, never lands on spikes; solid: 1 x X B M C r . b; unsure (neither walked
 * through nor stood on): 2 4 m, and lava w.  Chunk slots are filled with every chunk of
 * their set in turn. */

enum { W = 10, H = 8, DZ_LO = 3, DZ_HI = 6 };

typedef struct room {
    char t[H][W];
} room;

static const spg_roomdata *temple_file(void) { return &((const classic_data *)data.style_data[SPG_STYLE_CLASSIC])->files[SPG_AREA_TEMPLE]; }

static bool solid_code(char c) { return c && strchr("1xXBMCr.b", c); }
static bool unsure_code(char c) { return c && strchr("24mw", c); }

static bool pass_at(const room *r, int y, int x)
{
    return y >= 0 && y < H && x >= 0 && x < W && !solid_code(r->t[y][x]) &&
           !unsure_code(r->t[y][x]);
}

static bool spike_at(const room *r, int y, int x)
{
    return y >= 0 && y < H && x >= 0 && x < W && r->t[y][x] == '7';
}

static bool ladder_at(const room *r, int y, int x)
{
    return r->t[y][x] == 'L' || r->t[y][x] == 'P';
}

static bool supported(const room *r, int y, int x)
{
    if (ladder_at(r, y, x))
        return true;
    return y + 1 < H && (solid_code(r->t[y + 1][x]) || r->t[y + 1][x] == 'P');
}

typedef struct walk {
    unsigned char seen[H][W];
    unsigned bottom; /* bit x: fell out of the room at column x */
} walk;

static void push(const room *r, walk *w, int *qy, int *qx, int *n, int y, int x)
{
    if (pass_at(r, y, x) && !w->seen[y][x]) {
        w->seen[y][x] = 1;
        qy[*n] = y;
        qx[(*n)++] = x;
    }
}

static void flood(const room *r, int sy, int sx, walk *w)
{
    int qy[H * W], qx[H * W], n = 0;
    memset(w, 0, sizeof *w);
    push(r, w, qy, qx, &n, sy, sx);
    for (int i = 0; i < n; i++) {
        int y = qy[i], x = qx[i];
        if (supported(r, y, x)) {
            push(r, w, qy, qx, &n, y, x - 1);
            push(r, w, qy, qx, &n, y, x + 1);
            if (pass_at(r, y - 1, x)) {
                push(r, w, qy, qx, &n, y - 1, x);
                for (int d = -1; d <= 1; d += 2)
                    for (int k = 1; k <= 2 && pass_at(r, y - 1, x + k * d); k++)
                        if (!spike_at(r, y - 1, x + k * d))
                            push(r, w, qy, qx, &n, y - 1, x + k * d);
            }
            if (ladder_at(r, y, x)) {
                if (y == H - 1)
                    w->bottom |= 1u << x;
                else
                    push(r, w, qy, qx, &n, y + 1, x);
            }
            if (y + 1 < H && r->t[y + 1][x] == 'P')
                push(r, w, qy, qx, &n, y + 1, x);
        } else {
            if (y == H - 1)
                w->bottom |= 1u << x;
            else if (!spike_at(r, y + 1, x))
                push(r, w, qy, qx, &n, y + 1, x);
            for (int d = -1; d <= 1; d += 2) {
                if (!pass_at(r, y, x + d))
                    continue;
                if (y == H - 1)
                    w->bottom |= 1u << (x + d);
                else if (!spike_at(r, y + 1, x + d))
                    push(r, w, qy, qx, &n, y + 1, x + d);
                if (supported(r, y, x + d) && !spike_at(r, y, x + d))
                    push(r, w, qy, qx, &n, y, x + d);
            }
        }
    }
}

enum { G_LEFT = 1, G_RIGHT = 2, G_DOOR = 4, G_BOTTOM = 8 };

typedef struct role {
    const char *set;
    int door, top, bottom, from_door, from_edge, from_top;
} role;

static const role roles[] = {
    {"start", 1, 0, 0, G_LEFT | G_RIGHT, 0, 0},
    {"start_drop", 1, 0, 1, G_LEFT | G_RIGHT | G_BOTTOM, 0, 0},
    {"exit", 1, 1, 0, 0, G_DOOR, G_DOOR},
    {"path", 0, 0, 0, 0, G_LEFT | G_RIGHT, 0},
    {"path_tomb_lord", 0, 0, 0, 0, G_LEFT | G_RIGHT, 0},
    {"path_dropped", 0, 1, 0, 0, 0, G_LEFT | G_RIGHT},
    {"drop", 0, 1, 1, 0, G_BOTTOM, G_BOTTOM},
};

static int failures, instances;

static void complain(const role *ro, const spg_layout *it, const char *what, int v)
{
    if (++failures <= 10)
        print_error("temple.rooms:%d: %s/%s%s: %s\n", it->line, ro->set, it->name,
                    v ? " (or)" : "", what);
}

static int goals(const walk *w, int dy, int dx)
{
    return (w->seen[6][0] ? G_LEFT : 0) | (w->seen[6][W - 1] ? G_RIGHT : 0) |
           (dy >= 0 && w->seen[dy][dx] ? G_DOOR : 0) | (w->bottom ? G_BOTTOM : 0);
}

static void check_walk(const role *ro, const spg_layout *it, int v, const walk *w, int want,
                       int dy, int dx)
{
    unsigned zone = ((1u << (DZ_HI + 1)) - 1) & ~((1u << DZ_LO) - 1);
    if ((goals(w, dy, dx) & want) != want)
        complain(ro, it, "a goal cannot be reached", v);
    if (w->bottom & ~zone)
        complain(ro, it, "a player drops out outside columns 4-7", v);
    if (!ro->bottom && w->bottom)
        complain(ro, it, "a player drops out of a room the path does not leave downward", v);
}

static void check_instance(const role *ro, const spg_layout *it, int v, const room *r)
{
    instances++;
    int doors = 0, dy = -1, dx = -1;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (r->t[y][x] == '9') {
                doors++;
                dy = y;
                dx = x;
                if (y == H - 1 || r->t[y + 1][x] != '1')
                    complain(ro, it, "a door without a block under it", v);
            }
    if (doors != ro->door)
        complain(ro, it, "wrong number of doors", v);
    for (int e = 0; e < 2; e++) {
        int x = e ? W - 1 : 0;
        if (!pass_at(r, 6, x) || spike_at(r, 6, x) || r->t[7][x] != '1')
            complain(ro, it, "an edge is not open at row 7 over a solid row 8", v);
    }
    int best = 0, run = 0;
    for (int x = 0; x < W; x++) {
        bool zone = x >= DZ_LO && x <= DZ_HI;
        char b = r->t[H - 1][x];
        if (ro->top && zone && r->t[0][x] != '0')
            complain(ro, it, "the top row is not open over columns 4-7", v);
        if (b != '1' && !(b == '0' && ro->bottom && zone))
            complain(ro, it, "the bottom row is not solid but for a drop's opening", v);
        run = b == '0' ? run + 1 : 0;
        best = run > best ? run : best;
    }
    if (ro->bottom && best < 2)
        complain(ro, it, "no bottom opening two tiles wide", v);
    walk w;
    if (ro->from_door && dy >= 0) {
        flood(r, dy, dx, &w);
        check_walk(ro, it, v, &w, ro->from_door, dy, dx);
    }
    if (ro->from_edge) {
        flood(r, 6, 0, &w);
        check_walk(ro, it, v, &w, ro->from_edge & ~G_LEFT, dy, dx);
        flood(r, 6, W - 1, &w);
        check_walk(ro, it, v, &w, ro->from_edge & ~G_RIGHT, dy, dx);
    }
    if (ro->from_top)
        for (int x = DZ_LO; x <= DZ_HI; x++) {
            flood(r, 0, x, &w);
            check_walk(ro, it, v, &w, ro->from_top, dy, dx);
        }
}

static void each_instance(const role *ro, const spg_layout *it, int v, room r, int from)
{
    for (int i = from; i < W * H; i++) {
        int y = i / W, x = i % W;
        char t = r.t[y][x];
        if (t != '5' && t != '6' && t != '8')
            continue;
        const char *kind = t == '5' ? "ground" : t == '6' ? "air" : "door";
        const spg_set *cs = roomdata_set(temple_file(), kind);
        assert_non_null(cs);
        for (int k = 0; k < cs->n; k++) {
            room q = r;
            for (int cy = 0; cy < 3; cy++)
                for (int cx = 0; cx < 5; cx++)
                    q.t[y + cy][x + cx] = cs->items[k].tiles[0][cy][cx];
            for (int cx = 0; cx < 5; cx++)
                if (q.t[y + 2][x + cx] == '9' && y + 3 < H)
                    q.t[y + 3][x + cx] = '1';
            each_instance(ro, it, v, q, i + 1);
        }
        return;
    }
    check_instance(ro, it, v, &r);
}

static room first_room(const char *set)
{
    const spg_set *s = roomdata_set(temple_file(), set);
    assert_non_null(s);
    room r;
    memcpy(r.t, s->items[0].tiles[0], sizeof r.t);
    return r;
}

static int count(const room *r, char c)
{
    int n = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            n += r->t[y][x] == c;
    return n;
}

static bool find(const room *r, char c, int *fy, int *fx)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (r->t[y][x] == c) {
                *fy = y;
                *fx = x;
                return true;
            }
    return false;
}

/* Every path room, with every chunk in every slot, can be crossed as its place needs. */
static void rooms_fit_together(void **st)
{
    (void)st;
    failures = instances = 0;
    for (size_t i = 0; i < sizeof roles / sizeof roles[0]; i++) {
        const spg_set *s = roomdata_set(temple_file(), roles[i].set);
        assert_non_null(s);
        for (int k = 0; k < s->n; k++)
            for (int v = 0; v < s->items[k].variants; v++) {
                room r;
                memcpy(r.t, s->items[k].tiles[v], sizeof r.t);
                each_instance(&roles[i], &s->items[k], v, r, 0);
            }
    }
    print_message("%d rooms checked, chunks filled in every way\n", instances);
    assert_int_equal(failures, 0);
}

/* The special rooms: the statue, the pit, the idol's room, the altar, shops, vaults. */
static void special_rooms(void **st)
{
    (void)st;
    int y = 0, x = 0;
    walk w;
    /* Lady Xoc: a 5x6 statue on the floor, the room open at its sides and top */
    room r = first_room("lady_xoc");
    assert_int_equal(count(&r, 'X'), 1);
    assert_true(find(&r, 'X', &y, &x));
    assert_true(x + 4 < W && y + 5 == H - 2);
    for (int i = 0; i < W; i++)
        assert_int_equal(r.t[H - 1][i], '1');
    for (int i = DZ_LO; i <= DZ_HI; i++)
        assert_int_equal(r.t[0][i], '0');
    assert_true(pass_at(&r, 6, 0) && pass_at(&r, 6, W - 1));
    /* the pit: Damsel and idol on skull blocks over the shaft, columns 4-7 all the way */
    r = first_room("pit_top");
    assert_true(find(&r, 'S', &y, &x));
    assert_true(y == H - 2 && x >= DZ_LO && x + 1 <= DZ_HI);
    assert_int_equal(r.t[y][x + 1], '0');
    for (int i = 0; i < W; i++)
        assert_int_equal(r.t[H - 1][i], i >= DZ_LO && i <= DZ_HI ? 'B' : '1');
    r = first_room("pit_middle");
    for (int j = 0; j < H; j++)
        for (int i = DZ_LO; i <= DZ_HI; i++)
            assert_int_equal(r.t[j][i], '0');
    r = first_room("pit_bottom");
    for (int i = DZ_LO; i <= DZ_HI; i++)
        assert_int_equal(r.t[0][i], '0');
    assert_int_equal(count(&r, 'r'), 6);
    for (int i = 0; i < W; i++)
        assert_int_equal(r.t[H - 1][i], '1');
    /* the idol's room: its idol (right of the I) can be walked to, ceiling traps, doors */
    r = first_room("idol");
    assert_int_equal(count(&r, 'I'), 1);
    assert_true(count(&r, 'C') >= 4 && count(&r, 'M') == 2);
    assert_true(find(&r, 'I', &y, &x));
    assert_int_equal(r.t[y][x + 1], '0');
    assert_true(solid_code(r.t[y + 1][x + 1]));
    flood(&r, 6, 0, &w);
    walk w2;
    flood(&r, 6, W - 1, &w2);
    assert_true(w.seen[y][x + 1] || w2.seen[y][x + 1]);
    /* Kali's altar: two tiles on a solid floor, walked to from the edges */
    r = first_room("altar");
    assert_int_equal(count(&r, 'x'), 1);
    assert_true(find(&r, 'x', &y, &x));
    assert_int_equal(r.t[y][x + 1], '0');
    assert_true(solid_code(r.t[y + 1][x]) && solid_code(r.t[y + 1][x + 1]));
    assert_true(y >= 4); /* Kali's head hangs four tiles above, inside the room */
    flood(&r, 6, 0, &w);
    assert_true(w.seen[6][W - 1] && (w.seen[y][x - 1] || w.seen[y][x + 2]));
    /* shops: one shopkeeper, sign, lamp and poster; open on the path's side */
    static const struct {
        const char *set;
        int right, items, prize, dice, damsel, sign;
    } shops[] = {
        {"shop_facing_right", 1, 3, 0, 0, 0, 0},       {"shop_facing_left", 0, 3, 0, 0, 0, 0},
        {"dice_house_facing_right", 1, 0, 1, 2, 0, 1}, {"dice_house_facing_left", 0, 0, 1, 2, 0, 1},
        {"kissing_parlor_facing_right", 1, 0, 0, 0, 1, 0},
        {"kissing_parlor_facing_left", 0, 0, 0, 0, 1, 0},
    };
    for (size_t i = 0; i < sizeof shops / sizeof shops[0]; i++) {
        r = first_room(shops[i].set);
        assert_int_equal(count(&r, 'K'), 1);
        assert_int_equal(count(&r, 'k'), 1);
        assert_int_equal(count(&r, 'l'), 1);
        assert_int_equal(count(&r, 'W'), 1);
        assert_int_equal(count(&r, 'i'), shops[i].items);
        assert_int_equal(count(&r, 'q'), shops[i].prize);
        assert_int_equal(count(&r, 'd'), shops[i].dice);
        assert_int_equal(count(&r, 'D'), shops[i].damsel);
        assert_int_equal(count(&r, 'Q'), shops[i].sign);
        int open = shops[i].right ? W - 1 : 0, closed = W - 1 - open;
        assert_true(pass_at(&r, 6, open) && pass_at(&r, 5, open));
        for (int j = 0; j < H - 1; j++)
            assert_int_equal(r.t[j][closed], '.');
        for (int j = 0; j < W; j++)
            assert_int_equal(r.t[H - 1][j], 'b');
        flood(&r, 6, open, &w);
        for (int j = 0; j < H; j++)
            for (int k = 0; k < W; k++)
                if (strchr("KiqdD", r.t[j][k]))
                    assert_true(w.seen[j][k]);
    }
    /* vaults hold treasure; side rooms are caves, not solid blocks */
    const spg_set *v = roomdata_set(temple_file(), "vault");
    for (int k = 0; k < v->n; k++) {
        room q;
        memcpy(q.t, v->items[k].tiles[0], sizeof q.t);
        assert_true(count(&q, 't') + count(&q, 'h') >= 6);
    }
    const spg_set *side = roomdata_set(temple_file(), "side");
    for (int k = 0; k < side->n; k++)
        for (int vv = 0; vv < side->items[k].variants; vv++) {
            room q;
            memcpy(q.t, side->items[k].tiles[vv], sizeof q.t);
            assert_true(count(&q, '0') >= 10);
        }
    /* doors only where the generator expects them */
    const spg_roomdata *d = temple_file();
    for (int si = 0; si < d->nsets; si++) {
        const spg_set *set = &d->sets[si];
        bool doors = !strncmp(set->name, "start", 5) || !strcmp(set->name, "exit") ||
                     !strcmp(set->name, "door");
        for (int k = 0; k < set->n; k++)
            for (int vv = 0; vv < set->items[k].variants; vv++)
                for (int j = 0; j < H; j++)
                    for (int i = 0; i < W; i++) {
                        char t = set->items[k].tiles[vv][j][i];
                        assert_true(doors || (t != '9' && t != '8'));
                    }
    }
}

/* The shapes the odds rest on are refused when wrong. */
static void bind_checks(void **st)
{
    (void)st;
    /* the shipped file, written out again with one thing wrong at a time */
    static const struct {
        const char *from, *to, *says;
    } breaks[] = {
        {"layout split-level\n", "layout split-level\n1111111111\n1000000001\n1000000001\n"
                                 "1111100001\n1000100001\n1000100001\n1000000001\n1111111111\n"
                                 "layout extra\n",
         "exactly 11 layouts"},
        {"or\n1111111111\n1000000001\n1000000001\n1000000001\n1000tt0001\n1011111101\n"
         "1000000001\n1111111111\n",
         "", "needs a second version"},
        {"layout crusher-hall\n", "layout crusher-hall-two\n1111111111\n1100000011\n"
                                   "1CCCCCCCC1\n1100000011\n1M000000M1\n0000000000\n"
                                   "0100I00010\n1111111111\nlayout crusher-hall\n",
         "exactly 1 layout"},
        {"layout gold-cells\n", "layout gold-cells-two\n1111111111\n1tt11111t1\n1tt11h11t1\n"
                                "1111111111\n11t1tt1t11\n11t1tt1t11\n1111111111\n1111111111\n"
                                "layout gold-cells\n",
         "exactly 3 layouts"},
    };
    char path[4200];
    snprintf(path, sizeof path, "%s/classic/temple.rooms", data.dir);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char text[1 << 17];
    size_t len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[len] = 0;
    for (size_t i = 0; i < sizeof breaks / sizeof breaks[0]; i++) {
        const char *at = strstr(text, breaks[i].from);
        assert_non_null(at);
        static char bad[1 << 17];
        size_t pre = (size_t)(at - text);
        snprintf(bad, sizeof bad, "%.*s%s%s", (int)pre, text, breaks[i].to,
                 at + strlen(breaks[i].from));
        spg_roomdata rd;
        char err[512];
        assert_int_equal(roomdata_parse(bad, strlen(bad), "temple.rooms", &rd, err, sizeof err), 0);
        void *sets = NULL;
        assert_int_equal(temple_bind(&rd, &sets, err, sizeof err), -1);
        print_message("  refused: %s\n", err);
        assert_non_null(strstr(err, breaks[i].says));
        roomdata_free(&rd);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(between_levels),
        cmocka_unit_test(rooms_fit_together),
        cmocka_unit_test(special_rooms),
        cmocka_unit_test(bind_checks),
        cmocka_unit_test(sacrifice_pit_level),
        cmocka_unit_test(gold_door_level),
        cmocka_unit_test(city_of_gold_level),
        cmocka_unit_test(idol_door_in_two_parts),
        cmocka_unit_test(olmec_level),
        cmocka_unit_test(pass_skips_what_it_makes),
        cmocka_unit_test(enemy_above_blocks_inhabitants),
        cmocka_unit_test(no_damsel_over_lava),
        cmocka_unit_test(determinism_and_tracing),
        cmocka_unit_test(draw_counts),
        cmocka_unit_test(golden_levels),
        cmocka_unit_test(quirk_gold_door_sealed),
        cmocka_unit_test(quirk_xoc_sealed),
        cmocka_unit_test(quirk_stone_without_gold),
        cmocka_unit_test(quirk_olmec_path),
        cmocka_unit_test(quirk_temple_fake_below),
        cmocka_unit_test(quirk_wasted_side_roll),
        cmocka_unit_test(odds_sacrifice_pit),
        cmocka_unit_test(odds_rooms_and_blocks),
        cmocka_unit_test(odds_city_of_gold),
        cmocka_unit_test(odds_shops),
    };
    return cmocka_run_group_tests_name("the Temple and Olmec's Lair", tests, setup, teardown);
}
