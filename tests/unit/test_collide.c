/* test_collide.c — the original's collision tests against instances' boxes: a point test
 * sees what a box holds and nothing else (off-centre gems, the Giant Spider's 32 px, the
 * spikes' open top rows), a distance test measures box to box. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

#include "gen.h"
#include "level.h"
#include "styles/classic/internal.h"

static spg_level *L;
static classic_kind_facts K[SPG_E__COUNT]; /* our data's boxes and classes */

static int setup(void **st)
{
    (void)st;
    char err[512];
    const char *dir = getenv("SPELGEN_DATA");
    if (!dir || classic_kinds_load(dir, K, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", dir ? err : "SPELGEN_DATA is not set");
        return -1;
    }
    L = malloc(sizeof *L);
    return L ? 0 : -1;
}

static int teardown(void **st)
{
    (void)st;
    free(L);
    return 0;
}

static void reset(void) { level_reset(L, 42, 34, 1, 1, 10, 8); }

/* An entity of `kind` made at pixel (px,py), as the classic style records it. */
static int at_px(int kind, int px, int py)
{
    int id = level_add_entity(L, kind, px / 16, py / 16, 0);
    L->ent[id].dx = (int8_t)(px % 16);
    L->ent[id].dy = (int8_t)(py % 16);
    return id;
}

/* The block at tile (10,10): its top-left pixel is (160,160). */
enum { BX = 160, BY = 160 };

static void off_centre_treasure_misses_the_corner(void **st)
{
    (void)st;
    reset();
    /* scrTreasureGen makes a gold bar at (x+8, y-4): an 8-px box from x+4 */
    at_px(SPG_E_GOLD_BAR, BX + 8, BY - 4);
    assert_false(co_point(K, L, BX, BY - 1, CO_TREASURE));
    assert_true(co_point(K, L, BX + 4, BY - 1, CO_TREASURE));
    assert_true(co_point(K, L, BX + 11, BY - 5, CO_TREASURE));
    assert_false(co_point(K, L, BX + 12, BY - 1, CO_TREASURE));
    /* gold bars are 16 px wide, from x */
    reset();
    at_px(SPG_E_GOLD_BARS, BX + 8, BY - 8);
    assert_true(co_point(K, L, BX, BY - 1, CO_TREASURE));
    assert_false(co_point(K, L, BX, BY - 11, CO_TREASURE));
    /* a class the thing is not in sees nothing */
    assert_false(co_point(K, L, BX, BY - 1, CO_CHEST | CO_ENEMY | CO_SOLID));
}

static void the_giant_spider_covers_two_tiles(void **st)
{
    (void)st;
    reset();
    at_px(SPG_E_GIANT_SPIDER, BX, BY + 16);
    assert_false(co_point(K, L, BX, BY + 16, CO_ENEMY)); /* its box starts 1 px in */
    assert_true(co_point(K, L, BX + 16, BY + 16, CO_ENEMY));
    assert_true(co_point(K, L, BX + 30, BY + 31, CO_ENEMY));
    assert_false(co_point(K, L, BX + 31, BY + 16, CO_ENEMY));
    /* a Bat's box leaves the tile's left 3 columns out */
    reset();
    at_px(SPG_E_BAT, BX, BY + 16);
    assert_false(co_point(K, L, BX, BY + 16, CO_ENEMY));
    assert_true(co_point(K, L, BX + 3, BY + 16, CO_ENEMY));
    /* gone entities are not there */
    reset();
    int id = at_px(SPG_E_SPIDER, BX, BY + 16);
    assert_true(co_point(K, L, BX, BY + 16, CO_ENEMY));
    L->ent[id].gone = 1;
    assert_false(co_point(K, L, BX, BY + 16, CO_ENEMY));
}

static void tiles_have_their_boxes(void **st)
{
    (void)st;
    reset();
    L->cell[10][10].kind = SPG_T_SPIKES;
    assert_false(co_point(K, L, BX, BY + 2, CO_SPIKES));
    assert_true(co_point(K, L, BX, BY + 3, CO_SPIKES));
    assert_true(co_point(K, L, BX + 15, BY + 15, CO_SPIKES));
    assert_false(co_point(K, L, BX, BY + 8, CO_SOLID));
    L->cell[10][11].kind = SPG_T_BRICK;
    assert_true(co_point(K, L, BX + 16, BY, CO_SOLID));
    assert_false(co_point(K, L, BX + 32, BY, CO_SOLID));
    L->cell[9][10].kind = SPG_T_EXIT;
    assert_true(co_point(K, L, BX, BY - 8, CO_EXIT));
    assert_false(co_point(K, L, BX, BY - 8, CO_ENTRANCE));
    /* outside the map there is nothing */
    assert_false(co_point(K, L, -1, -1, ~0u));
}

/* oWater's point test sees water and lava (its child) as tiles and lying beneath a
 * trap or door made over them (scrTreasureGen 73's Damsel test; scrEntityGen 404, 470). */
static void water_and_lava_beneath(void **st)
{
    (void)st;
    reset();
    L->cell[10][10].kind = SPG_T_LAVA;
    assert_true(co_point(K, L, BX + 8, BY + 8, CO_WATER));
    assert_false(co_point(K, L, BX + 8, BY + 8, CO_SOLID));
    L->cell[10][11] = (spg_cell){SPG_T_GOLD_DOOR, SPG_C_NONE, SPG_TF_LAVA};
    assert_true(co_point(K, L, BX + 24, BY + 8, CO_WATER));
    L->cell[10][12] = (spg_cell){SPG_T_SMASH_TRAP, SPG_C_NONE, SPG_TF_LAVA};
    assert_true(co_point(K, L, BX + 40, BY + 8, CO_WATER | CO_SOLID));
    assert_true(co_point(K, L, BX + 40, BY + 8, CO_WATER));
    L->cell[10][13] = (spg_cell){SPG_T_LUSH, SPG_C_NONE, SPG_TF_WATER};
    assert_true(co_point(K, L, BX + 56, BY + 8, CO_WATER));
    /* a ladder or spikes beneath is no water; nor is a door with nothing beneath */
    L->cell[10][14] = (spg_cell){SPG_T_GOLD_DOOR, SPG_C_NONE, SPG_TF_LADDER | SPG_TF_SPIKES};
    assert_false(co_point(K, L, BX + 72, BY + 8, CO_WATER));
    L->cell[10][15] = (spg_cell){SPG_T_GOLD_DOOR, SPG_C_NONE, 0};
    assert_false(co_point(K, L, BX + 88, BY + 8, CO_WATER));
}

static void distance_is_box_to_box(void **st)
{
    (void)st;
    reset();
    /* the idol is made 16 px right and 12 down of its tile (8,10): its box spans 10-21
     * px right of the tile, rows 1-15 */
    at_px(SPG_E_GOLDEN_IDOL, 8 * 16 + 16, 10 * 16 + 12);
    co_box idol = {8 * 16 + 10, 10 * 16 + 1, 8 * 16 + 21, 10 * 16 + 15};
    co_box b = {12 * 16, 10 * 16, 12 * 16 + 15, 10 * 16 + 15};
    assert_int_equal(co_gap2(b, idol), (12 * 16 - (8 * 16 + 21)) * (12 * 16 - (8 * 16 + 21)));
    /* within 64 px, box to box: to the right, blocks 4 and 5 tiles from the idol's
     * tile are 43 and 59 px off, one 6 tiles off 75; to the left 59 and 75 px */
    assert_true(co_entity_near_block(K, L, 12, 10, CO_IDOL, 64));
    assert_true(co_entity_near_block(K, L, 13, 10, CO_IDOL, 64));
    assert_false(co_entity_near_block(K, L, 14, 10, CO_IDOL, 64));
    assert_true(co_entity_near_block(K, L, 4, 10, CO_IDOL, 64));
    assert_false(co_entity_near_block(K, L, 3, 10, CO_IDOL, 64));
    assert_false(co_entity_near_block(K, L, 12, 10, CO_TREASURE, 64));
    /* adjacent boxes are 1 px apart, overlapping ones 0 */
    assert_int_equal(co_gap2((co_box){0, 0, 15, 15}, (co_box){16, 0, 31, 15}), 1);
    assert_int_equal(co_gap2((co_box){0, 0, 15, 15}, (co_box){15, 15, 31, 31}), 0);
    assert_int_equal(co_gap2((co_box){0, 0, 15, 15}, (co_box){17, 18, 31, 31}), 4 + 9);
}

/* co_point skips the tile for a test of no class a tile can be: no tile of any kind,
 * with any flags, may be of another class. */
static void tiles_are_only_tile_classes(void **st)
{
    (void)st;
    for (int k = 0; k < SPG_T__COUNT; k++)
        for (int f = 0; f < 1 << 10; f++) {
            spg_cell cell = {(uint8_t)k, SPG_C_NONE, (uint16_t)f};
            co_box b;
            assert_int_equal(co_tile_classes(&cell, &b) & ~(unsigned)CO_TILE_CLASSES, 0);
        }
}

static void every_monster_is_an_enemy(void **st)
{
    (void)st;
    /* the generator's "any monster" tests now ask the enemy class: no monster kind may
     * be left out of it */
    static const int monsters[] = {
        SPG_E_GIANT_SPIDER, SPG_E_BAT, SPG_E_SPIDER, SPG_E_SNAKE, SPG_E_CAVEMAN, SPG_E_SCARAB,
        SPG_E_TOMB_LORD, SPG_E_HAWKMAN, SPG_E_SCORPION, SPG_E_MANTRAP, SPG_E_FROG,
        SPG_E_FIRE_FROG, SPG_E_MONKEY, SPG_E_PIRANHA, SPG_E_DEAD_FISH, SPG_E_ZOMBIE,
        SPG_E_VAMPIRE, SPG_E_SHOPKEEPER, SPG_E_UFO, SPG_E_YETI, SPG_E_YETI_KING, SPG_E_ALIEN,
        SPG_E_ALIEN_BOSS, SPG_E_MAGMAMAN};
    for (size_t i = 0; i < sizeof monsters / sizeof *monsters; i++)
        assert_true(co_entity_classes(K, monsters[i]) & CO_ENEMY);
    assert_false(co_entity_classes(K, SPG_E_SKELETON) & CO_ENEMY); /* fake bones are not yet */
    assert_false(co_entity_classes(K, SPG_E_LOCKED_CHEST) & CO_CHEST);
    assert_true(co_entity_classes(K, SPG_E_CRYSTAL_SKULL) & CO_IDOL);
}

/* The index's answers (co_entity_point) are the brute-force scan's (co_point_scan) on
 * whole levels of every number from raw states: at pixels on and just off every
 * entity's box, gone ones among them, and at random pixels over the map and beyond its
 * edges, for each class alone and for all of them. */
static void the_index_answers_as_the_scan(void **st)
{
    (void)st;
    static spg_data data;
    char err[512];
    assert_int_equal(spg_data_load(NULL, &data, err, sizeof err), 0);
    const classic_kind_facts *DK = ((const classic_data *)spg_style_data(&data, SPG_STYLE_CLASSIC))->kinds;
    spg_result *r = calloc(1, sizeof *r);
    assert_non_null(r);
    uint32_t x = 2463534242u; /* xorshift: the pixels' own sequence, no draw of the level's */
    long asked = 0, ruled_out = 0, hits = 0;
    for (int n = 0; n < 160; n++) {
        spg_request rq = {0};
        options_default(&rq.opt);
        rq.seed = 0x9e3779b9u * (uint32_t)(n + 1);
        rq.level = 1 + n % SPG_MAX_LEVEL;
        rq.from_state = true;
        assert_int_equal(spg_generate(&rq, &data, r, err, sizeof err), 0);
        spg_level *V = &r->level;
        for (int i = 0; i < V->nent + 400; i++) {
            int px, py;
            if (i < V->nent) { /* a corner of entity i's box, or a pixel beside it */
                const spg_entity *e = &V->ent[i];
                co_box b = co_entity_box(DK, e->kind);
                x ^= x << 13, x ^= x >> 17, x ^= x << 5;
                px = co_px(e) + (x & 1 ? b.r : b.l) + (int)(x >> 1 & 3) - 1;
                py = co_py(e) + (x & 8 ? b.b : b.t) + (int)(x >> 4 & 3) - 1;
            } else { /* anywhere over the map, 3 tiles past each edge */
                x ^= x << 13, x ^= x >> 17, x ^= x << 5;
                px = (int)(x % (uint32_t)((V->w + 6) * 16)) - 48;
                x ^= x << 13, x ^= x >> 17, x ^= x << 5;
                py = (int)(x % (uint32_t)((V->h + 6) * 16)) - 48;
            }
            for (int c = 0; c <= 9; c++) {
                unsigned cls = c < 9 ? 1u << c : ~0u;
                bool fast = co_entity_point(DK, V, px, py, cls);
                bool slow = co_point_scan(DK, V, px, py, cls);
                if (fast != slow)
                    fail_msg("level %d from state %u: (%d,%d) classes %#x: the index says %d, "
                             "the scan %d", rq.level, rq.seed, px, py, cls, fast, slow);
                asked++;
                hits += slow;
                int tx = px >= 0 ? px / 16 : -((15 - px) / 16), ty = py >= 0 ? py / 16 : -((15 - py) / 16);
                ruled_out += tx >= 0 && tx < V->cover_w && ty + SPG_COVER_ABOVE >= 0 &&
                             ty + SPG_COVER_ABOVE < V->cover_rows &&
                             !(V->cover[ty + SPG_COVER_ABOVE][tx] & cls);
            }
        }
    }
    /* the test asks both kinds of question: many the index rules out, many it cannot */
    assert_true(hits > 1000);
    assert_true(ruled_out > asked / 2);
    spg_result_free(r);
    free(r);
    spg_data_free(&data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(off_centre_treasure_misses_the_corner),
        cmocka_unit_test(the_giant_spider_covers_two_tiles),
        cmocka_unit_test(tiles_have_their_boxes),
        cmocka_unit_test(water_and_lava_beneath),
        cmocka_unit_test(distance_is_box_to_box),
        cmocka_unit_test(every_monster_is_an_enemy),
        cmocka_unit_test(tiles_are_only_tile_classes),
        cmocka_unit_test(the_index_answers_as_the_scan),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
