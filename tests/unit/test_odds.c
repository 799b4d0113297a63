/* test_odds.c — the documents' odds, measured over thousands of generated levels, each
 * checked against the stated value with a binomial tolerance (4.5 standard deviations,
 * so a correct generator fails about once in 150,000 runs; the seeds are fixed, so a
 * run is reproducible). */
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
#include "styles/classic/classic.h"
#include "fixture.h"

static void generate(uint32_t seed, int level, bool trace)
{
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.seed = seed;
    rq.level = level;
    rq.trace = trace;
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
}

/* Blocks made in room building: stone 1 in 10; a brick's gold 29 in 100 (19 + 10). */
static void blocks_and_gold(void **st)
{
    (void)st;
    rate stone = {"stone among room blocks", 0.1, 0, 0};
    rate gold = {"bricks with a gold vein", 0.19, 0, 0};
    rate rich = {"bricks with a rich vein", 0.10, 0, 0};
    for (uint32_t s = 1; s <= 150; s++) {
        generate(s, 1 + s % 4, true);
        const spg_trace *t = &res->trace;
        for (size_t i = 0; i < t->n; i++) {
            const spg_event *e = &t->ev[i];
            if (site_is(e, "tiles.solid")) {
                stone.n++;
                stone.hits += e->value == 1;
            }
            if (site_is(e, "earth.gold") && e->phase == CLASSIC_PHASE_ROOMS) {
                gold.n++;
                rich.n++;
                gold.hits += e->value < 20;
                rich.hits += e->value >= 20 && e->value < 30;
            }
        }
    }
    check_rate(&stone);
    check_rate(&gold);
    check_rate(&rich);
}

/* The shop roll passes 2 times in `level` (from level 2); the snake pit is 1 in 8 per
 * qualifying cell; the dark level 1 in 12 on level 2 of a game (allowed: 0:45 clock). */
static void level_odds(void **st)
{
    (void)st;
    rate shop[5] = {{0}};
    const char *shop_names[5] = {"", "", "shop roll passes, level 2", "shop roll passes, level 3",
                                 "shop roll passes, level 4"};
    for (int l = 2; l <= 4; l++)
        shop[l] = (rate){shop_names[l], 2.0 / l, 0, 0};
    rate pit = {"snake pit, per qualifying cell rolled", 1.0 / 8, 0, 0};
    rate dark2 = {"dark level 2", 1.0 / 12, 0, 0};
    rate kinds = {"Kissing Parlor among shops (1 of 7 kinds)", 1.0 / 7, 0, 0};
    long pits_per_level_over_one = 0;
    for (uint32_t s = 1; s <= 3000; s++) {
        for (int l = 2; l <= 4; l++) {
            generate(s * 2654435761u, l, true);
            const spg_trace *t = &res->trace;
            int pits = 0;
            for (size_t i = 0; i < t->n; i++) {
                const spg_event *e = &t->ev[i];
                if (site_is(e, "path.shop")) {
                    shop[l].n++;
                    shop[l].hits += e->value <= 2;
                }
                if (site_is(e, "path.snake_pit") && e->text &&
                    strstr(e->text, "wasted") == NULL) {
                    pit.n++;
                    pit.hits += e->value == 1;
                }
                if (site_is(e, "rooms.shop_kind")) {
                    kinds.n++;
                    kinds.hits += e->value == 7;
                }
            }
            for (int y = 0; y < 4; y++)
                for (int x = 0; x < 4; x++)
                    pits += res->level.rooms[y][x] == 7;
            pits_per_level_over_one += pits > 1;
            if (l == 2) {
                dark2.n++;
                dark2.hits += res->level.flags.dark;
            }
        }
    }
    for (int l = 2; l <= 4; l++)
        check_rate(&shop[l]);
    check_rate(&pit);
    check_rate(&dark2);
    check_rate(&kinds);
    assert_int_equal(pits_per_level_over_one, 0);
}

/* No dark level on level 1, nor after a fast level, nor twice in the Mines. */
static void dark_rules(void **st)
{
    (void)st;
    long dark_after_fast = 0, dark_l1 = 0, twice = 0;
    for (uint32_t s = 1; s <= 1500; s++) {
        spg_request rq = {0};
        options_default(&rq.opt);
        rq.seed = s;
        rq.opt.level_seconds[1] = 65; /* 1:05 — fast by the seconds rule */
        int darks = 0;
        for (int l = 1; l <= 4; l++) {
            rq.level = l;
            char err[256];
            assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
            darks += res->level.flags.dark;
            dark_l1 += l == 1 && res->level.flags.dark;
            dark_after_fast += l == 2 && res->level.flags.dark;
        }
        twice += darks > 1;
    }
    assert_int_equal(dark_l1, 0);
    assert_int_equal(dark_after_fast, 0);
    assert_int_equal(twice, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(blocks_and_gold),
        cmocka_unit_test(level_odds),
        cmocka_unit_test(dark_rules),
    };
    return cmocka_run_group_tests_name("odds", tests, setup, teardown);
}
