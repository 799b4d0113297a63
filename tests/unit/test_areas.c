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
    }
    assert_null(classic_area(SPG_AREA__COUNT));
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_area_sets_every_hook),
        cmocka_unit_test(only_olmec_lays_a_hall_and_skips_the_block_pass),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
