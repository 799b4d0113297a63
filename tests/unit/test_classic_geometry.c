/* test_classic_geometry.c — the classic generator's position and collision rules, each
 * on a hand-made level (classic_rig.h): where things stand, and what the original's
 * point and distance tests see of them. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "classic_rig.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(idol_keeps_treasure_64px_from_where_it_stands),
        cmocka_unit_test(the_tiki_head_stands_a_tile_right),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
