/* test_classic_geometry.c — the classic generator's position and collision rules, each
 * on a hand-made level (classic_rig.h): where things stand, and what the original's
 * point and distance tests see of them. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "classic_rig.h"
#include "styles/classic/ice.h"
#include "styles/classic/mines.h"

static spg_level *L;
static rig R;

static int setup(void **st)
{
    (void)st;
    L = malloc(sizeof *L);
    return L ? 0 : -1;
}

static int teardown(void **st)
{
    (void)st;
    free(L);
    return 0;
}

/* The draws classic_treasure makes for the block at (x,y). */
static uint32_t treasure_draws(int x, int y)
{
    uint32_t before = rig_draws(&R);
    classic_treasure(&R.c, x, y, 0);
    return rig_draws(&R) - before;
}

/* ------------------------------------------------------------ rule 7: the idol's zone */

static void idol_keeps_treasure_64px_from_where_it_stands(void **st)
{
    (void)st;
    /* scrRoomGen makes the idol 16 px right and 12 down of its 'I' tile (8,10): it is
     * recorded on tile 9, and its box spans 138-149 px */
    rig_init(&R, L, SPG_AREA_MINES, 2);
    classic_common_tile(&R.c, 0, 0, 8, 10, 'I');
    L->flags.idol = true;
    assert_int_equal(rig_count(&R, SPG_E_GOLDEN_IDOL), 1);
    assert_int_equal(L->ent[0].x, 9);
    assert_int_equal(co_px(&L->ent[0]), 8 * 16 + 16);
    assert_int_equal(co_py(&L->ent[0]), 10 * 16 + 12);
    /* blocks in a row on the floor, open above: the 64 px reach 13 (59 px off) but not
     * 14 (75 px); to the left 4 (59 px) but not 3 */
    rig_row(&R, 2, 15, 11, SPG_T_STONE);
    assert_int_equal(treasure_draws(13, 11), 0);
    assert_true(treasure_draws(14, 11) > 0);
    assert_int_equal(treasure_draws(4, 11), 0);
    assert_true(treasure_draws(3, 11) > 0);
    /* the crystal skull is an idol too (a child of oGoldIdol) */
    rig_init(&R, L, SPG_AREA_JUNGLE, 6);
    cg_entity_px(&R.c, SPG_E_CRYSTAL_SKULL, 8 * 16 + 16, 10 * 16 + 12, 0, 0);
    L->flags.idol = true;
    rig_row(&R, 2, 15, 11, SPG_T_STONE);
    assert_int_equal(treasure_draws(13, 11), 0);
    assert_true(treasure_draws(14, 11) > 0);
}

static void the_tiki_head_stands_a_tile_right(void **st)
{
    (void)st;
    rig_init(&R, L, SPG_AREA_MINES, 2);
    classic_common_tile(&R.c, 0, 0, 8, 10, 'B');
    assert_int_equal(rig_count(&R, SPG_E_BOULDER), 1);
    assert_int_equal(L->ent[0].x, 9);
    assert_int_equal(L->ent[0].y, 10);
    assert_int_equal(rig_draws(&R), 2); /* its two carvings' looks */
}

/* ------------------------------------------------- rule 8: something on a block's top */

/* A raw state whose first draw, rand(1,100), is 1: a block with an open top gets a rock. */
static uint32_t rock_state(void)
{
    for (uint32_t s = 1;; s++) {
        spg_rng g;
        rng_init(&g, SPG_ENGINE_GM8, s);
        if (rng_draw_gm8(&g, 1, 100) == 1)
            return s;
    }
}

/* Whether the block at (10,11) gets a rock with `put` standing on it. */
static bool rock_with(void (*put)(void), uint32_t state)
{
    rig_init(&R, L, SPG_AREA_MINES, 2);
    rig_block(&R, 10, 11, SPG_T_STONE);
    if (put)
        put();
    rig_state(&R, state);
    classic_treasure(&R.c, 10, 11, 0);
    return rig_count(&R, SPG_E_ROCK) == 1;
}

static void pit_ruby(void) { classic_common_tile(&R.c, 0, 0, 10, 10, 'T'); }
static void room_chest(void) { classic_common_tile(&R.c, 0, 0, 10, 10, 'a'); }
static void gold_bar_on_top(void) { cg_entity_px(&R.c, SPG_E_GOLD_BAR, 168, 172, 0, 0); }
static void gold_bars_on_top(void) { cg_entity_px(&R.c, SPG_E_GOLD_BARS, 168, 168, 0, 0); }
static void locked_chest_on_top(void) { cg_entity_px(&R.c, SPG_E_LOCKED_CHEST, 168, 168, 0, 0); }
static void spikes_on_top(void) { cg_set_tile(&R.c, 10, 10, SPG_T_SPIKES, 0, 0); }
static void chest_over_the_point(void) { cg_entity_px(&R.c, SPG_E_CHEST, 164, 168, 0, 0); }

static void something_on_top_is_a_point_test(void **st)
{
    (void)st;
    uint32_t s = rock_state();
    assert_true(rock_with(NULL, s));
    /* scrTreasureGen tests treasure at (x, y-1) and a chest at (x, y-8): the pit's ruby
     * (made 8 px in), a gold bar and a room's chest (the top half of its tile) miss them */
    assert_true(rock_with(pit_ruby, s));
    assert_true(rock_with(gold_bar_on_top, s));
    assert_true(rock_with(room_chest, s));
    /* the locked chest is no oChest */
    assert_true(rock_with(locked_chest_on_top, s));
    /* gold bars are 16 px wide from x: they cover (x, y-1); spikes cover (x, y-8); so
     * does a chest whose box (6 px either side of it) holds that point */
    assert_false(rock_with(gold_bars_on_top, s));
    assert_false(rock_with(spikes_on_top, s));
    assert_false(rock_with(chest_over_the_point, s));
}

/* ------------------------------------------------------ rule 9: an enemy below a block */

/* The Mines' block pass over one stone block at (10,10) with open air below, `put`
 * standing under it first; returns the draws it made. */
static uint32_t pass_draws(void (*put)(void), uint32_t state)
{
    rig_init(&R, L, SPG_AREA_MINES, 2);
    rig_block(&R, 10, 10, SPG_T_STONE);
    if (put)
        put();
    rig_state(&R, state);
    mines_block_pass(&R.c);
    return rig_draws(&R);
}

static void bat_below(void) { cg_entity(&R.c, SPG_E_BAT, 10, 11, 0, 0); }
static void snake_below(void) { cg_entity(&R.c, SPG_E_SNAKE, 10, 11, 0, 0); }
static void spider_below(void) { cg_entity(&R.c, SPG_E_SPIDER, 10, 11, 0, 0); }
static void giant_spider_left(void) { cg_entity(&R.c, SPG_E_GIANT_SPIDER, 9, 11, 0, 0); }
static void giant_spider_right(void) { cg_entity(&R.c, SPG_E_GIANT_SPIDER, 11, 11, 0, 0); }

static void enemy_below_is_a_point_test(void **st)
{
    (void)st;
    for (uint32_t s = 1; s <= 40; s++) {
        uint32_t open = pass_draws(NULL, s);
        /* a Bat's and a Snake's boxes miss the point (x, y+16): the hanging chain rolls */
        assert_int_equal(pass_draws(bat_below, s), open);
        assert_int_equal(pass_draws(snake_below, s), open);
        assert_int_equal(pass_draws(giant_spider_right, s), open);
        /* a Spider's box and the Giant Spider's second tile cover it: it does not */
        assert_true(pass_draws(spider_below, s) < open);
        assert_true(pass_draws(giant_spider_left, s) < open);
    }
}

static void the_giant_spider_hangs_two_webs(void **st)
{
    (void)st;
    uint32_t s = 1;
    for (; s < 1000000; s++) {
        pass_draws(NULL, s);
        if (rig_count(&R, SPG_E_GIANT_SPIDER) == 1)
            break;
    }
    assert_int_equal(rig_count(&R, SPG_E_GIANT_SPIDER), 1);
    assert_true(level_entity_at(L, 10, 11, SPG_E_GIANT_SPIDER));
    /* oGiantSpiderHang's Create event: Webs at (x, y+16) and (x+16, y+16) */
    assert_true(level_entity_at(L, 10, 12, SPG_E_WEB));
    assert_true(level_entity_at(L, 11, 12, SPG_E_WEB));
    assert_int_equal(rig_count(&R, SPG_E_WEB), 2);
}

/* ------------------------------------------------------- rule 10: the shop's sign is solid */

static void the_sign_is_a_solid(void **st)
{
    (void)st;
    rig_init(&R, L, SPG_AREA_MINES, 2);
    L->flags.shop = SPG_SHOP_BOMB;
    classic_common_tile(&R.c, 0, 0, 12, 10, 'k');
    assert_true(level_solid(L, 12, 10));
    assert_int_equal(L->nblock, 1);
    assert_int_equal(L->block[0].kind, SPG_T_SHOP_SIGN);
    assert_true(co_point(R.c.data->kinds, L, 12 * 16 + 15, 10 * 16 + 15, CO_SOLID));
    /* which shop's sign it is stays told */
    assert_true(level_entity_at(L, 12, 10, SPG_E_SHOP_SIGN));
    assert_int_equal(rig_draws(&R), 0); /* an oSign rolls nothing when made */
}

/* A raw state whose first draw, rand(1,4), is 1: a stone block's arrow-trap roll passes. */
static uint32_t trap_state(void)
{
    for (uint32_t s = 1;; s++) {
        spg_rng g;
        rng_init(&g, SPG_ENGINE_GM8, s);
        if (rng_draw_gm8(&g, 1, 4) == 1)
            return s;
    }
}

/* Whether the stone block at (20,10), earth behind it at (21,10), becomes an Arrow Trap,
 * with a sign at (sign_x,10) if sign_x >= 0. */
static bool trap_with_sign(int sign_x)
{
    rig_init(&R, L, SPG_AREA_MINES, 2);
    if (sign_x >= 0)
        classic_common_tile(&R.c, 0, 0, sign_x, 10, 'k');
    rig_block(&R, 21, 10, SPG_T_BRICK);
    rig_block(&R, 20, 10, SPG_T_STONE);
    rig_state(&R, trap_state());
    classic_arrow_traps(&R.c);
    return level_tile(L, 20, 10) == SPG_T_ARROW_TRAP_LEFT;
}

static void the_sign_blocks_an_arrow_trap(void **st)
{
    (void)st;
    /* scrEntityGen 145-169: a left-facing trap wants no solid in the two tiles before it */
    assert_true(trap_with_sign(-1));
    assert_true(trap_with_sign(17));
    assert_false(trap_with_sign(18));
    assert_false(trap_with_sign(19));
}

/* The Jungle's or the Temple's block pass with one block, `sign` or earth, inside the
 * level's shop room (so that only the roll every solid makes remains). */
static uint32_t shop_block_draws(spg_area area, int level, bool sign)
{
    rig_init(&R, L, area, level);
    L->flags.shop = SPG_SHOP_GENERAL;
    L->flags.shop_rx = 1;
    L->flags.shop_ry = 1;
    L->rooms[1][1] = 4;
    if (sign)
        classic_common_tile(&R.c, 1, 1, 13, 12, 'k');
    uint32_t before = rig_draws(&R);
    R.c.A->block_pass(&R.c);
    return rig_draws(&R) - before;
}

static void the_sign_gets_the_background_roll(void **st)
{
    (void)st;
    /* scrEntityGen: the Jungle's loop over oSolid rolls rand(1,100) for a background tree
     * before it asks whether the block is in a shop; the Temple's for a statue */
    assert_int_equal(shop_block_draws(SPG_AREA_JUNGLE, 6, true),
                     shop_block_draws(SPG_AREA_JUNGLE, 6, false) + 1);
    assert_int_equal(shop_block_draws(SPG_AREA_TEMPLE, 13, true),
                     shop_block_draws(SPG_AREA_TEMPLE, 13, false) + 1);
}

/* -------------------------------------------------------------------------- positions */

/* Where a dark level's crate of flares goes, with blocks at the tiles in `blocks`
 * (x coordinates on the entrance's row, -1 ends). */
static int flare_crate_x(const int *blocks)
{
    rig_init(&R, L, SPG_AREA_MINES, 2);
    cg_set_tile(&R.c, 10, 10, SPG_T_ENTRANCE, 0, 0);
    L->entrance_tx = 10;
    L->entrance_ty = 10;
    L->flags.dark = true;
    for (; *blocks >= 0; blocks++)
        rig_block(&R, *blocks, 10, SPG_T_STONE);
    classic_block_pass(&R.c);
    for (int i = 0; i < L->nent; i++)
        if (L->ent[i].kind == SPG_E_FLARE_CRATE) {
            assert_int_equal(L->ent[i].y, 10);
            assert_int_equal(L->ent[i].dx, 8);
            return L->ent[i].x;
        }
    return -1;
}

static void the_flare_crate_goes_left_then_right_then_on(void **st)
{
    (void)st;
    /* scrEntityGen 527-544 */
    assert_int_equal(flare_crate_x((const int[]){-1}), 9);
    assert_int_equal(flare_crate_x((const int[]){9, -1}), 11);
    assert_int_equal(flare_crate_x((const int[]){11, -1}), 9);
    assert_int_equal(flare_crate_x((const int[]){9, 11, -1}), 10);
}

/* Where the Udjat Eye's chest goes beside the exit at (20,10); `put` lays things first. */
static int udjat_chest_x(void (*put)(void), bool quirk)
{
    rig_init(&R, L, SPG_AREA_MINES, 2);
    if (!quirk)
        R.opt.quirks &= ~(1u << SPG_Q_UDJAT_CHEST_RIGHT);
    cg_set_tile(&R.c, 20, 10, SPG_T_EXIT, 0, 0);
    L->exit_tx = 20;
    L->exit_ty = 10;
    R.c.gen_udjat = true;
    if (put)
        put();
    classic_key_and_chest(&R.c);
    assert_int_equal(rig_count(&R, SPG_E_LOCKED_CHEST), 1);
    for (int i = 0; i < L->nent; i++)
        if (L->ent[i].kind == SPG_E_LOCKED_CHEST) {
            assert_int_equal(co_py(&L->ent[i]), 10 * 16 + 8);
            assert_int_equal(L->ent[i].dx, 8);
            return L->ent[i].x;
        }
    return -1;
}

static void block_left(void) { rig_block(&R, 19, 10, SPG_T_STONE); }
static void blocks_both_sides(void)
{
    rig_block(&R, 19, 10, SPG_T_STONE);
    rig_block(&R, 21, 10, SPG_T_STONE);
}
static void bat_left(void) { cg_entity(&R.c, SPG_E_BAT, 19, 10, 0, 0); }
static void gold_bars_left(void) { cg_entity_px(&R.c, SPG_E_GOLD_BARS, 19 * 16 + 8, 10 * 16 + 8, 0, 0); }
static void spikes_left(void) { cg_set_tile(&R.c, 19, 10, SPG_T_SPIKES, 0, 0); }

static void the_udjat_chest_goes_beside_the_exit(void **st)
{
    (void)st;
    /* scrEntityGen 76-104: left if free (only solids, treasure, chests, spikes count) */
    assert_int_equal(udjat_chest_x(NULL, true), 19);
    assert_int_equal(udjat_chest_x(bat_left, true), 19);
    assert_int_equal(udjat_chest_x(gold_bars_left, true), 21);
    assert_int_equal(udjat_chest_x(spikes_left, true), 21);
    /* else right: the test looks at the exit's own tile, so the chest goes right even
     * into a block */
    assert_int_equal(udjat_chest_x(block_left, true), 21);
    assert_int_equal(udjat_chest_x(blocks_both_sides, true), 21);
    assert_true(level_solid(L, 21, 10));
    /* the quirk off: the tile the chest goes to is tested; both taken, on the exit */
    assert_int_equal(udjat_chest_x(block_left, false), 21);
    assert_int_equal(udjat_chest_x(blocks_both_sides, false), 20);
}

static void the_dice_house_walls_are_solid(void **st)
{
    (void)st;
    rig_init(&R, L, SPG_AREA_MINES, 2);
    classic_common_tile(&R.c, 0, 0, 12, 10, '+');
    assert_true(level_solid(L, 12, 10));
    assert_int_equal(L->nblock, 1);
    assert_int_equal(level_tile(L, 12, 10), SPG_T_SHOP_ICE);
    assert_int_equal(rig_draws(&R), 0); /* a plain oSolid rolls nothing */
}

static void the_shop_test_clamps_to_the_map(void **st)
{
    (void)st;
    /* isInShop finds a tile's room with scrGetRoomX/Y: column 0 and 41 (and 42) belong to
     * the rooms beside them, row 0 to the top row's; tiles below the rooms to a row 4 */
    rig_init(&R, L, SPG_AREA_ICE_CAVES, 9);
    L->flags.shop_rx = 0;
    L->flags.shop_ry = 0;
    assert_true(level_in_shop(L, 0, 0));
    assert_true(level_in_shop(L, 10, 8));
    assert_false(level_in_shop(L, 11, 8));
    assert_false(level_in_shop(L, 10, 9));
    L->flags.shop_rx = 3;
    L->flags.shop_ry = 3;
    assert_true(level_in_shop(L, 41, 25));
    assert_true(level_in_shop(L, 42, 32));
    assert_true(level_in_shop(L, 31, 32));
    assert_false(level_in_shop(L, 30, 32));
    assert_false(level_in_shop(L, 41, 33));
    assert_false(level_in_shop(L, 35, 40));
}

static void the_ice_dice_house_walls_are_plain(void **st)
{
    (void)st;
    /* scrRoomGen3: '+' is a plain oSolid there too, not an oIce: no frozen-Caveman roll,
     * and the icicle pass (which visits oIce) leaves it */
    static const ice_sets no_sets; /* a room with no chunk slots reads none */
    for (int lair = 0; lair <= 1; lair++) {
        rig_init(&R, L, SPG_AREA_ICE_CAVES, 10);
        R.c.sets = &no_sets;
        L->flags.yeti_lair = lair; /* scrRoomGenYeti's chain, then scrRoomGen3's */
        char room[8][10];
        memset(room, '0', sizeof room);
        room[3][4] = '+';
        uint32_t before = rig_draws(&R);
        ice_room_tiles(&R.c, 1, 1, room);
        assert_int_equal(level_tile(L, 11 + 4, 9 + 3), SPG_T_SHOP_ICE);
        assert_true(level_solid(L, 11 + 4, 9 + 3));
        /* every tile of the room pays its chain's tests; the '+' no roll of its own */
        uint32_t with_wall = rig_draws(&R) - before;
        rig_init(&R, L, SPG_AREA_ICE_CAVES, 10);
        R.c.sets = &no_sets;
        L->flags.yeti_lair = lair;
        room[3][4] = 'b';
        before = rig_draws(&R);
        ice_room_tiles(&R.c, 1, 1, room);
        assert_int_equal(rig_draws(&R) - before, with_wall);
    }
}

/* ---------------------------------------------------------------------------- the Jungle */

static void the_market_door_is_an_exit(void **st)
{
    (void)st;
    /* scrTreasureGen 28: distance_to_object(oExit) < 32, and oXMarket is an oExit */
    rig_init(&R, L, SPG_AREA_JUNGLE, 5);
    rig_block(&R, 10, 11, SPG_T_STONE);
    cg_set_tile(&R.c, 10, 10, SPG_T_MARKET_DOOR, 0, 0);
    L->flags.market_entrance = true;
    rig_row(&R, 12, 13, 12, SPG_T_STONE);
    assert_int_equal(treasure_draws(12, 12), 0); /* 17 px off either way */
    assert_true(treasure_draws(13, 12) > 0);     /* 33 px off */
    assert_true(co_point(R.c.data->kinds, L, 10 * 16, 10 * 16 + 8, CO_EXIT));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(idol_keeps_treasure_64px_from_where_it_stands),
        cmocka_unit_test(the_tiki_head_stands_a_tile_right),
        cmocka_unit_test(something_on_top_is_a_point_test),
        cmocka_unit_test(enemy_below_is_a_point_test),
        cmocka_unit_test(the_giant_spider_hangs_two_webs),
        cmocka_unit_test(the_sign_is_a_solid),
        cmocka_unit_test(the_sign_blocks_an_arrow_trap),
        cmocka_unit_test(the_sign_gets_the_background_roll),
        cmocka_unit_test(the_flare_crate_goes_left_then_right_then_on),
        cmocka_unit_test(the_udjat_chest_goes_beside_the_exit),
        cmocka_unit_test(the_dice_house_walls_are_solid),
        cmocka_unit_test(the_shop_test_clamps_to_the_map),
        cmocka_unit_test(the_market_door_is_an_exit),
        cmocka_unit_test(the_ice_dice_house_walls_are_plain),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
