/* test_areas.c — every area of the classic style has every part: each hook of its rules
 * is set (a part the area lacks points at the shared default, never at NULL, which the
 * passes would call). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "styles/classic/internal.h"

static void every_area_sets_every_hook(void **st)
{
    (void)st;
    for (int a = 0; a < SPG_AREA__COUNT; a++) {
        const area_rules *r = classic_area((spg_area)a);
        assert_non_null(r);
        assert_int_equal(r->area, a);
        assert_non_null(r->file);
        assert_non_null(r->bind);
        assert_non_null(r->unbind);
        assert_non_null(r->block_rolls);
        assert_non_null(r->bind_hall);
        assert_non_null(r->hand_laid);
        assert_non_null(r->hand_laid_draws);
        assert_non_null(r->hand_laid_after);
        assert_non_null(r->rooms);
        assert_non_null(r->block_pass);
        assert_non_null(r->walls);
        /* the level's rows: the border inside the level, the walls' bottom within it */
        assert_true(r->rows > r->border_last_row && r->border_last_row > 0);
        assert_true(r->walls_bottom_row > 0 && r->walls_bottom_row <= r->border_last_row);
        assert_true(r->rows + CLASSIC_LAKE_ROWS <= SPG_MAX_H);
        assert_int_equal(classic_area_earth((spg_area)a), r->earth);
    }
    assert_null(classic_area(SPG_AREA__COUNT));
    assert_int_equal(classic_area_earth(SPG_AREA__COUNT), -1);
}

static void only_olmec_lays_a_hall_and_skips_the_block_pass(void **st)
{
    (void)st;
    /* the defaults stand where the original has no part: scrEntityGen has none for
     * level 16, and only rOlmec lays instances before its level object */
    for (int a = 0; a < SPG_AREA__COUNT; a++) {
        const area_rules *r = classic_area((spg_area)a);
        bool olmec = a == SPG_AREA_OLMEC;
        assert_int_equal(r->hand_laid != classic_no_hall, olmec);
        assert_int_equal(r->hand_laid_draws != classic_no_hall_draws, olmec);
        assert_int_equal(r->hand_laid_after != classic_no_hall, olmec);
        assert_int_equal(r->bind_hall != classic_no_hall_file, olmec);
        assert_int_equal(r->hall_file != NULL, olmec); /* data/classic/olmec.hall */
        assert_int_equal(r->block_pass == classic_no_block_pass, olmec);
    }
}

/* Each level is in one area, the areas' levels run on without a gap, and a level's
 * height is its area's rows. */
static void areas_hold_their_levels_and_rows(void **st)
{
    (void)st;
    int next = 1;
    for (int a = 0; a < SPG_AREA__COUNT; a++) {
        assert_int_equal(area_first_level((spg_area)a), next);
        assert_true(area_last_level((spg_area)a) >= next);
        for (int l = next; l <= area_last_level((spg_area)a); l++)
            assert_int_equal(area_of_level(l), a);
        next = area_last_level((spg_area)a) + 1;
    }
    assert_int_equal(next, SPG_MAX_LEVEL + 1);
    assert_int_equal(classic_area(SPG_AREA_MINES)->rows, 34);
    assert_int_equal(classic_area(SPG_AREA_ICE_CAVES)->rows, 41);
    assert_int_equal(classic_area(SPG_AREA_OLMEC)->rows, 55);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_area_sets_every_hook),
        cmocka_unit_test(only_olmec_lays_a_hall_and_skips_the_block_pass),
        cmocka_unit_test(areas_hold_their_levels_and_rows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
