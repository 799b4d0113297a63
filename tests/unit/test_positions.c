/* test_positions.c — where the classic generator puts each entity in pixels: the point
 * the original's instance_create call names, for the kinds whose point is not the one
 * their kind is usually made at.  Each expectation is written from the original's
 * script line it names, not from the generator's own tables. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "classic_rig.h"
#include "styles/classic/ice.h"
#include "styles/classic/jungle.h"

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

/* The one live entity of `kind` (fails unless there is exactly one). */
static const spg_entity *only(int kind)
{
    assert_int_equal(rig_count(&R, kind), 1);
    for (int i = 0; i < L->nent; i++)
        if (!L->ent[i].gone && L->ent[i].kind == kind)
            return &L->ent[i];
    return NULL;
}

static void assert_at(const spg_entity *e, int px, int py)
{
    assert_int_equal(co_px(e), px);
    assert_int_equal(co_py(e), py);
    /* the tile it is recorded on holds its pixel (row -1 for py -16..-1: above the map) */
    assert_int_equal(e->x, px >= 0 ? px / 16 : -((15 - px) / 16));
    assert_int_equal(e->y, py >= 0 ? py / 16 : -((15 - py) / 16));
}

/* ------------------------------------------------------------------- room chests */

static void room_chests_stand_at_their_tiles_corner(void **st)
{
    (void)st;
    /* scrRoomGen 372: instance_create(xpos, ypos, oChest) */
    rig_init(&R, L, SPG_AREA_MINES, 2);
    classic_common_tile(&R.c, 0, 0, 8, 10, 'a');
    assert_at(only(SPG_E_CHEST), 8 * 16, 10 * 16);
    /* scrRoomGen4 357: instance_create(xpos+8, ypos+8, oChest) */
    rig_init(&R, L, SPG_AREA_TEMPLE, 13);
    classic_common_tile(&R.c, 0, 0, 8, 10, 'a');
    assert_at(only(SPG_E_CHEST), 8 * 16 + 8, 10 * 16 + 8);
    /* scrRoomGen2 372-375: the chest in water ("d", spelgen's 'h'), at xpos, ypos */
    rig_init(&R, L, SPG_AREA_JUNGLE, 6);
    char room[8][10];
    memset(room, '0', sizeof room);
    room[3][6] = 'h';
    jungle_room_tiles(&R.c, 0, 0, room, false);
    assert_at(only(SPG_E_CHEST), (1 + 6) * 16, (1 + 3) * 16);
    /* scrRoomGen3 324 and scrRoomGenYeti 339: xpos, ypos */
    static const ice_sets no_sets;
    for (int lair = 0; lair <= 1; lair++) {
        rig_init(&R, L, SPG_AREA_ICE_CAVES, 10);
        R.c.sets = &no_sets;
        L->flags.yeti_lair = lair;
        memset(room, '0', sizeof room);
        room[3][4] = 'a';
        ice_room_tiles(&R.c, 1, 1, room);
        assert_at(only(SPG_E_CHEST), (11 + 4) * 16, (9 + 3) * 16);
    }
}

static void a_room_chest_is_no_chest_above_the_block_below(void **st)
{
    (void)st;
    /* scrTreasureGen 34 tests collision_point(x, y-8, oChest) for the block under the
     * chest's tile: the chest's box (sChest 2-13 by 8-15, origin 8,8) made at the tile's
     * corner spans its tile's top half, so the point, 8 px down the tile, misses it — as
     * it missed the chest spelgen made 8 px right and down before */
    rig_init(&R, L, SPG_AREA_MINES, 2);
    classic_common_tile(&R.c, 0, 0, 8, 10, 'a');
    assert_false(co_point(R.c.data->kinds, L, 8 * 16, 11 * 16 - 8, CO_CHEST));
    assert_true(co_point(R.c.data->kinds, L, 8 * 16, 10 * 16, CO_CHEST));
    assert_true(co_point(R.c.data->kinds, L, 8 * 16 - 6, 10 * 16 + 7, CO_CHEST));
    assert_false(co_point(R.c.data->kinds, L, 8 * 16 + 6, 10 * 16, CO_CHEST));
}

/* ------------------------------------------------------------- gems and treasure */

static void the_pits_ruby_is_8px_down(void **st)
{
    (void)st;
    /* scrRoomGen 473 (scrRoomGenYeti 433): instance_create(xpos+8, ypos+8, oRubyBig) */
    rig_init(&R, L, SPG_AREA_MINES, 2);
    classic_common_tile(&R.c, 0, 0, 8, 10, 'T');
    assert_at(only(SPG_E_RUBY_BIG), 8 * 16 + 8, 10 * 16 + 8);
}

static void a_gem_in_a_block_is_at_its_middle(void **st)
{
    (void)st;
    /* oBrick's Create event 12-14 (oLush's, oDark's, oTemple's 11-14): instance_create(x+8,
     * y+8, oSapphireBig) and the others: states until a block hides a gem */
    bool seen = false;
    for (uint32_t s = 1; s < 2000 && !seen; s++) {
        rig_init(&R, L, SPG_AREA_MINES, 2);
        rig_state(&R, s);
        classic_earth_rolls(&R.c, 8, 10, 0, 2, 2, 2);
        for (int i = 0; i < L->nent; i++) {
            assert_int_equal(L->ent[i].info, SPG_INFO_INSIDE);
            assert_at(&L->ent[i], 8 * 16 + 8, 10 * 16 + 8);
            seen = true;
        }
    }
    assert_true(seen);
}

static void a_graves_treasure_is_at_the_blocks_middle(void **st)
{
    (void)st;
    /* scrEntityGen 198-201: instance_create(x+8, y+8, oGoldNugget) and the gems, in the
     * block under the grave */
    int graves = 0;
    for (uint32_t s = 1; s < 50 && graves == 0; s++) {
        rig_init(&R, L, SPG_AREA_JUNGLE, 6);
        rig_state(&R, s);
        L->flags.graveyard = true;
        rig_row(&R, 2, 39, 20, SPG_T_LUSH);
        int before = L->nent;
        jungle_block_pass(&R.c);
        for (int i = before; i < L->nent; i++) {
            const spg_entity *e = &L->ent[i];
            if (e->info != SPG_INFO_INSIDE)
                continue;
            assert_true(e->kind == SPG_E_GOLD_NUGGET || e->kind == SPG_E_SAPPHIRE_BIG ||
                        e->kind == SPG_E_EMERALD_BIG || e->kind == SPG_E_RUBY_BIG);
            assert_int_equal(level_tile(L, e->x, e->y - 1), SPG_T_GRAVE);
            assert_at(e, e->x * 16 + 8, 20 * 16 + 8);
            graves++;
        }
    }
    assert_true(graves > 0);
}

/* ------------------------------------------------------------------------- items */

/* scrGenerateItem 67-85, the Underground Set's instance_create(argument0 + dx, argument1
 * + dy, ...) by item (spg_item order); called with a block's middle (x+8, y+8). */
static const struct {
    int dx, dy;
} underground[SPG_ITEM__COUNT] = {
    [SPG_ITEM_JETPACK] = {0, -2},    [SPG_ITEM_TELEPORTER] = {0, 3},
    [SPG_ITEM_GLOVES] = {0, -1},     [SPG_ITEM_WEB_CANNON] = {-2, 0},
    [SPG_ITEM_MITT] = {0, -1},       [SPG_ITEM_BOMB_BOX] = {0, -2},
};

static void a_hidden_item_is_nudged_by_its_kind(void **st)
{
    (void)st;
    bool seen[SPG_ITEM__COUNT] = {false};
    int kinds = 0;
    for (uint32_t s = 1; s < 5000 && kinds < 19; s++) {
        rig_init(&R, L, SPG_AREA_MINES, 2);
        rig_state(&R, s);
        int item = classic_hidden_item(&R.c, 8, 10);
        const spg_entity *e = only(SPG_E_ITEM);
        assert_int_equal(e->item, item);
        assert_at(e, 8 * 16 + 8 + underground[item].dx, 10 * 16 + 8 + underground[item].dy);
        if (!seen[item]) {
            seen[item] = true;
            kinds++;
        }
    }
    assert_int_equal(kinds, 19); /* every item of the set, rand(0,18) */
}

static void the_dice_houses_prize_is_at_its_tiles_middle(void **st)
{
    (void)st;
    /* scrRoomGen 395: scrGenerateItem(xpos+8, ypos+8, 1), whose High End Set makes every
     * item at (argument0, argument1) */
    for (uint32_t s = 1; s < 200; s++) {
        rig_init(&R, L, SPG_AREA_MINES, 2);
        rig_state(&R, s);
        classic_high_end_item(&R.c, 8, 10);
        assert_at(only(SPG_E_SHOP_ITEM), 8 * 16 + 8, 10 * 16 + 8);
    }
}

static void a_shop_item_sits_where_its_shop_makes_it(void **st)
{
    (void)st;
    /* scrShopItemsGen 24-176: instance_create(xpos+8, ypos + dy, ...), dy by the item but
     * for the bomb box: 8 in the Bomb and Rare Shops, 10 in the Weapon Shop */
    static const int dy[SPG_ITEM__COUNT] = {
        [SPG_ITEM_PASTE] = 10,        [SPG_ITEM_BOMB_BOX] = 8,    [SPG_ITEM_BOMB_BAG] = 10,
        [SPG_ITEM_WEB_CANNON] = 12,   [SPG_ITEM_SHOTGUN] = 12,    [SPG_ITEM_PISTOL] = 12,
        [SPG_ITEM_MACHETE] = 12,      [SPG_ITEM_BOW] = 12,        [SPG_ITEM_ROPE_PILE] = 11,
        [SPG_ITEM_SPRING_SHOES] = 10, [SPG_ITEM_SPECTACLES] = 10, [SPG_ITEM_GLOVES] = 8,
        [SPG_ITEM_MITT] = 8,          [SPG_ITEM_CAPE] = 10,       [SPG_ITEM_SPIKE_SHOES] = 10,
        [SPG_ITEM_COMPASS] = 10,      [SPG_ITEM_MATTOCK] = 10,    [SPG_ITEM_JETPACK] = 8,
        [SPG_ITEM_TELEPORTER] = 12,   [SPG_ITEM_PARACHUTE] = 10,
    };
    static const int shops[] = {SPG_SHOP_GENERAL, SPG_SHOP_BOMB, SPG_SHOP_WEAPON,
                                SPG_SHOP_CLOTHING, SPG_SHOP_RARE};
    bool seen[SPG_ITEM__COUNT] = {false};
    for (size_t k = 0; k < sizeof shops / sizeof shops[0]; k++)
        for (uint32_t s = 1; s < 400; s++) {
            rig_init(&R, L, SPG_AREA_MINES, 2);
            rig_state(&R, s);
            L->flags.shop = (uint8_t)shops[k];
            int item = classic_shop_item(&R.c, 8, 10);
            assert_true(dy[item] > 0);
            int want = shops[k] == SPG_SHOP_WEAPON && item == SPG_ITEM_BOMB_BOX ? 10 : dy[item];
            assert_at(only(SPG_E_SHOP_ITEM), 8 * 16 + 8, 10 * 16 + want);
            seen[item] = true;
        }
    for (int item = 1; item < SPG_ITEM__COUNT; item++)
        if (dy[item] > 0)
            assert_true(seen[item]); /* every item a shop sells was tried */
}

/* --------------------------------------------------------------------- the key */

/* Where the Udjat chest's key goes when `kind` made at (px,py) is the level's only
 * treasure. */
static const spg_entity *key_for(int kind, int px, int py)
{
    rig_init(&R, L, SPG_AREA_MINES, 2);
    R.c.gen_udjat = true;
    R.c.locked_chest = true;
    cg_entity_px(&R.c, SPG_E_LOCKED_CHEST, 5 * 16 + 8, 20 * 16 + 8, 0, 0);
    cg_entity_px(&R.c, kind, px, py, 0, 0);
    classic_key_and_chest(&R.c);
    return only(SPG_E_KEY);
}

static void the_key_takes_its_treasures_place(void **st)
{
    (void)st;
    /* scrEntityGen 118-119: instance_create(x, y+4, oKey) for gold bars, else (x, y) */
    assert_at(key_for(SPG_E_GOLD_BARS, 168, 168), 168, 172);
    assert_at(key_for(SPG_E_GOLD_BAR, 168, 172), 168, 172);
    assert_at(key_for(SPG_E_RUBY_BIG, 200, 172), 200, 172);
    assert_int_equal(rig_count(&R, SPG_E_RUBY_BIG), 0); /* the treasure is gone */
}

/* ------------------------------------------------------------------- bones */

/* The block at tile (10,20) with its top open, shaped for one of scrTreasureGen's three
 * chains: 0 open ground, 1 a nook (rock above the top, a wall beside it), 2 a tunnel
 * (walls on both sides). */
static void lay_bones_block(int shape)
{
    rig_block(&R, 10, 20, SPG_T_BRICK);
    if (shape == 1) {
        rig_block(&R, 10, 18, SPG_T_BRICK);
        rig_block(&R, 9, 19, SPG_T_BRICK);
    } else if (shape == 2) {
        rig_block(&R, 9, 19, SPG_T_BRICK);
        rig_block(&R, 11, 19, SPG_T_BRICK);
    }
}

static void bones_have_their_skull_beside_them(void **st)
{
    (void)st;
    /* scrTreasureGen 82-86, 105-109, 126-130: rand(1,8) == 1 makes oFakeBones at
     * (x, y-16) and nothing more; otherwise oBones at (x, y-16), then at once oSkull at
     * (x+12, y-4), where (x, y) is the block's corner */
    const int bx = 10 * 16, by = 20 * 16;
    for (int shape = 0; shape < 3; shape++) {
        int bones = 0, skeletons = 0;
        for (uint32_t state = 1; state <= 400; state++) {
            rig_init(&R, L, SPG_AREA_MINES, 2);
            lay_bones_block(shape);
            int before = L->nent;
            rig_state(&R, state);
            classic_treasure(&R.c, 10, 20, 1000); /* a bones chance that always holds */
            if (L->nent == before)
                continue;
            const spg_entity *e = &L->ent[before];
            if (e->kind == SPG_E_SKELETON) {
                skeletons++;
                assert_at(e, bx, by - 16);
                assert_int_equal(L->nent, before + 1); /* no skull */
                assert_int_equal(rig_count(&R, SPG_E_SKULL), 0);
            } else if (e->kind == SPG_E_BONES) {
                bones++;
                assert_at(e, bx, by - 16);
                assert_int_equal(L->nent, before + 2); /* the skull, right after them */
                assert_int_equal(L->ent[before + 1].kind, SPG_E_SKULL);
                assert_at(&L->ent[before + 1], bx + 12, by - 4);
            } else {
                assert_int_equal(rig_count(&R, SPG_E_SKULL), 0); /* another prize */
            }
        }
        print_message("  shape %d: %d bones, %d skeletons in 400 states\n", shape, bones,
                      skeletons);
        assert_true(bones > 0);
        assert_true(skeletons > 0);
    }
}

/* ------------------------------------------------------------------- on the top border */

/* The pixel scrTreasureGen makes each of its things at, from the block's corner (x, y);
 * false for a kind it does not make on a block's top. */
static bool treasure_offset(int kind, int *dx, int *dy)
{
    switch (kind) {
    case SPG_E_ROCK: *dx = 8; *dy = -4; return true;      /* scrTreasureGen 44 */
    case SPG_E_JAR: *dx = 8; *dy = -6; return true;       /* 45 */
    case SPG_E_WEB: *dx = 0; *dy = -16; return true;      /* 55, 100 */
    case SPG_E_GOLD_BAR: *dx = 8; *dy = -4; return true;  /* 89, 101, 122 */
    case SPG_E_GOLD_BARS: *dx = 8; *dy = -8; return true; /* 90, 102, 123 */
    case SPG_E_EMERALD_BIG:
    case SPG_E_SAPPHIRE_BIG:
    case SPG_E_RUBY_BIG: *dx = 8; *dy = -4; return true;  /* 91-93, 112-114 */
    case SPG_E_SKELETON:
    case SPG_E_BONES: *dx = 0; *dy = -16; return true;    /* 82, 85 ... */
    case SPG_E_SKULL: *dx = 12; *dy = -4; return true;    /* 86 ... */
    default: return false;
    }
}

/* A block of the top border, tile (10,0): shape 0 open ground, 2 a tunnel (blocks beside
 * its top, in the row above the map, as a grave or its spear trap would be). */
static void lay_top_border_block(int shape)
{
    rig_block(&R, 10, 0, SPG_T_BORDER);
    if (shape == 2) {
        rig_block(&R, 9, -1, SPG_T_GRAVE);
        rig_block(&R, 11, -1, SPG_T_GRAVE);
    }
}

static void treasure_on_the_top_border_stands_above_the_map(void **st)
{
    (void)st;
    /* scrEntityGen runs scrTreasureGen on the top border's blocks too: what it makes on
     * one, at (x+8, y-4) and the like with y = 0, stands at a negative y, and is an
     * entity at that pixel, in row -1 */
    int seen[SPG_E__COUNT] = {0};
    for (int shape = 0; shape <= 2; shape += 2)
        for (uint32_t state = 1; state <= 3000; state++) {
            rig_init(&R, L, SPG_AREA_MINES, 2);
            lay_top_border_block(shape);
            int before = L->nent;
            rig_state(&R, state);
            classic_treasure(&R.c, 10, 0, state % 4 == 0 ? 1000 : 0);
            for (int i = before; i < L->nent; i++) {
                const spg_entity *e = &L->ent[i];
                int dx = 0, dy = 0;
                assert_true(treasure_offset(e->kind, &dx, &dy));
                assert_at(e, 10 * 16 + dx, 0 * 16 + dy);
                assert_int_equal(e->y, -1);
                /* on the row's own chain: the tests that look for things at a point see it */
                assert_true(level_entity_at(L, 10, -1, e->kind));
                seen[e->kind]++;
            }
        }
    print_message("  rock %d, jar %d, gold bar %d, gold bars %d, bones %d, skeleton %d, "
                  "web %d, emerald %d\n", seen[SPG_E_ROCK], seen[SPG_E_JAR],
                  seen[SPG_E_GOLD_BAR], seen[SPG_E_GOLD_BARS], seen[SPG_E_BONES],
                  seen[SPG_E_SKELETON], seen[SPG_E_WEB], seen[SPG_E_EMERALD_BIG]);
    static const int kinds[] = {SPG_E_ROCK, SPG_E_JAR, SPG_E_GOLD_BAR, SPG_E_GOLD_BARS,
                                SPG_E_BONES, SPG_E_SKULL, SPG_E_SKELETON, SPG_E_WEB};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        assert_true(seen[kinds[k]] > 0);
    assert_int_equal(seen[SPG_E_SKULL], seen[SPG_E_BONES]);
}

static void treasure_above_the_map_is_seen_by_the_point_test(void **st)
{
    (void)st;
    /* scrTreasureGen 31-39: no rock or jar where collision_point(x, y-1, oTreasure) finds
     * something; on the top border that point is at y -1, above the map.  A state that
     * makes a rock on the bare block makes none once a gold bar covers the point. */
    uint32_t rock_state = 0;
    for (uint32_t state = 1; state <= 3000 && !rock_state; state++) {
        rig_init(&R, L, SPG_AREA_MINES, 2);
        lay_top_border_block(0);
        rig_state(&R, state);
        classic_treasure(&R.c, 10, 0, 0);
        if (rig_count(&R, SPG_E_ROCK) == 1)
            rock_state = state;
    }
    assert_true(rock_state != 0);
    rig_init(&R, L, SPG_AREA_MINES, 2);
    lay_top_border_block(0);
    /* sGoldBar's box is 4 px left of its x and 1 up of its y to 3 right and 3 down: at
     * (163,-4) it covers the point (160,-1) */
    int id = cg_entity_px(&R.c, SPG_E_GOLD_BAR, 163, -4, 0, 0);
    assert_true(id >= 0);
    assert_int_equal(L->ent[id].y, -1);
    assert_true(co_point(R.c.data->kinds, L, 160, -1, CO_TREASURE));
    assert_false(co_point(R.c.data->kinds, L, 158, -1, CO_TREASURE));
    rig_state(&R, rock_state);
    classic_treasure(&R.c, 10, 0, 0);
    assert_int_equal(rig_count(&R, SPG_E_ROCK), 0);
}

/* ------------------------------------------------------------------- the player */

static void the_player_starts_in_the_entrances_middle(void **st)
{
    (void)st;
    /* scrInitLevel 202-203: oPlayer1.x = oEntrance.x+8, oPlayer1.y = oEntrance.y+8 */
    rig_init(&R, L, SPG_AREA_MINES, 2);
    cg_set_tile(&R.c, 12, 7, SPG_T_ENTRANCE, 0, 0);
    L->entrance_tx = 12;
    L->entrance_ty = 7;
    classic_finish(&R.c);
    assert_at(only(SPG_E_PLAYER), 12 * 16 + 8, 7 * 16 + 8);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(room_chests_stand_at_their_tiles_corner),
        cmocka_unit_test(a_room_chest_is_no_chest_above_the_block_below),
        cmocka_unit_test(the_pits_ruby_is_8px_down),
        cmocka_unit_test(a_gem_in_a_block_is_at_its_middle),
        cmocka_unit_test(a_graves_treasure_is_at_the_blocks_middle),
        cmocka_unit_test(a_hidden_item_is_nudged_by_its_kind),
        cmocka_unit_test(the_dice_houses_prize_is_at_its_tiles_middle),
        cmocka_unit_test(a_shop_item_sits_where_its_shop_makes_it),
        cmocka_unit_test(the_key_takes_its_treasures_place),
        cmocka_unit_test(the_player_starts_in_the_entrances_middle),
        cmocka_unit_test(bones_have_their_skull_beside_them),
        cmocka_unit_test(treasure_on_the_top_border_stands_above_the_map),
        cmocka_unit_test(treasure_above_the_map_is_seen_by_the_point_test),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
