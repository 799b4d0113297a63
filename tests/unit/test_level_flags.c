/* test_level_flags.c — one vocabulary of level flags (src/level_flags.c): the JSON's keys
 * are the names the classic style's trace gives its flag events, so trace --watch flag
 * NAME, the explorer's :watch flag and diff read a flag by the name show --format json
 * gives it; and the events leave every flag as the finished level has it (a flag set
 * with no event would be one --watch cannot see: the Giant Spider's was). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "level_flags.h"

#include "fixture.h"

static void names_and_words(void **st)
{
    (void)st;
    const level_flag *pit = level_flag_find("snake_pit");
    assert_non_null(pit);
    assert_ptr_equal(level_flag_find("snake-pit"), pit); /* show's text, find's options */
    assert_null(level_flag_find("snake"));
    assert_null(level_flag_find("snake_pits"));
    assert_null(level_flag_find("altar")); /* the JSON's is kali_altar */
    assert_non_null(level_flag_find("kali_altar"));
    assert_non_null(level_flag_find("giant_spider"));
    assert_string_equal(level_flag_words(pit, 1), "true");
    assert_string_equal(level_flag_words(pit, 0), "false");
    const level_flag *shop = level_flag_find("shop");
    assert_true(shop->shop);
    assert_string_equal(level_flag_words(shop, SPG_SHOP_NONE), "null");
    assert_string_equal(level_flag_words(shop, SPG_SHOP_GENERAL), "general-store");
    char all[400];
    level_flag_names(all, sizeof all);
    assert_int_equal(strncmp(all, "snake_pit, shop, dark, ", 23), 0);
    assert_non_null(strstr(all, ", yeti_lair"));
}

/* Levels of every area from raw states: each flag event names a JSON flag, and the last
 * event of each flag (none: false, no shop) is the finished level's value.  Each flag
 * that these levels set must be seen set, so the check does not pass vacuously. */
static void events_are_the_jsons_flags(void **st)
{
    (void)st;
    static const int levels[] = {1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15};
    int seen_set[64] = {0};
    for (uint32_t state = 1; state <= 40; state++)
        for (size_t li = 0; li < sizeof levels / sizeof levels[0]; li++) {
            spg_request rq = {0};
            options_default(&rq.opt);
            rq.from_state = true;
            rq.seed = state * 2654435761u;
            rq.level = levels[li];
            rq.trace = true;
            char err[256];
            spg_result_free(res);
            memset(res, 0, sizeof *res);
            if (spg_generate(&rq, &data, res, err, sizeof err) != 0)
                fail_msg("state %u level %d: %s", rq.seed, rq.level, err);
            int last[64];
            for (int i = 0; i < nlevel_flags; i++)
                last[i] = level_flags[i].shop ? SPG_SHOP_NONE : 0;
            for (size_t e = 0; e < res->trace.n; e++) {
                const spg_event *ev = &res->trace.ev[e];
                if (ev->kind != SPG_EV_FLAG)
                    continue;
                const level_flag *lf = level_flag_find(ev->text);
                if (!lf || strcmp(lf->name, ev->text) != 0)
                    fail_msg("state %u level %d: flag event '%s' is no JSON flag", rq.seed,
                             rq.level, ev->text ? ev->text : "(null)");
                last[lf - level_flags] = (int)ev->value;
            }
            for (int i = 0; i < nlevel_flags; i++) {
                int v = level_flag_value(&level_flags[i], &res->level.flags);
                if (v != last[i])
                    fail_msg("state %u level %d: %s is %d, its events leave it %d", rq.seed,
                             rq.level, level_flags[i].name, v, last[i]);
                seen_set[i] += level_flags[i].shop ? v >= 0 : v;
            }
        }
    /* the flags these levels are sure to set now and then */
    static const char *common[] = {"shop", "dark", "udjat", "kali_altar", "idol", "damsel",
                                   "giant_spider", "snake_pit"};
    for (size_t i = 0; i < sizeof common / sizeof common[0]; i++)
        if (!seen_set[level_flag_find(common[i]) - level_flags])
            fail_msg("no level set %s: the check saw nothing", common[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(names_and_words),
        cmocka_unit_test(events_are_the_jsons_flags),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
