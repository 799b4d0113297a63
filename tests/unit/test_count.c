/* test_count.c — exact counting on sub-ranges (never the whole 2^32 in a test): the counts
 * sum to the range, equal a tally of path-only builds of the same states whatever the
 * threads, and the snake pit's counted rolls are the ones the audit measures from traces. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "search/audit.h"
#include "search/count.h"
#include "fixture.h"

/* The same counts from path-only builds, one state after another. */
static void slow_tally(const count_config *cfg, count_result *out)
{
    memset(out, 0, sizeof *out);
    spg_request rq = {0};
    rq.so.biome = -1;
    rq.from_state = true;
    rq.level = cfg->level;
    rq.opt = cfg->opt;
    rq.path_only = true;
    char err[256];
    for (uint64_t s = cfg->from; s <= cfg->to; s++) {
        rq.seed = (uint32_t)s;
        assert_int_equal(spg_generate(&rq, NULL, res, err, sizeof err), 0);
        classic_plan p;
        classic_plan_of(&res->level, &p);
        for (int k = 0; k < CP__COUNT; k++)
            out->n[k][count_value(k, &p, cfg->level)]++;
        out->states++;
    }
}

/* Sub-ranges of several levels (16 counted by builds, not the scan): sums and the slow
 * tally, on 1 thread and 3. */
static void counts_equal_builds_and_sum_right(void **st)
{
    (void)st;
    const struct {
        int level, lake, market;
        uint32_t from, n;
    } runs[] = {{1, 0, 0, 0, 30000},          {1, 0, 0, 0xFFFF0000u, 20000},
                {3, 0, 0, 0x7000000u, 20000},  {6, 1, 0, 12345, 10000},
                {7, 0, 6, 999, 5000},          {10, 0, 0, 0x80000000u, 20000},
                {14, 0, 0, 0x12345678u, 20000}, {16, 0, 0, 0, 1500}};
    for (size_t i = 0; i < sizeof runs / sizeof *runs; i++) {
        count_config cfg;
        count_config_init(&cfg);
        cfg.level = runs[i].level;
        cfg.opt.lake = runs[i].lake ? 1 : 0;
        cfg.opt.market_door_level = runs[i].market;
        cfg.from = runs[i].from;
        cfg.to = runs[i].from + runs[i].n - 1;
        cfg.threads = i % 2 ? 3 : 1;
        count_result fast, slow;
        char err[256];
        assert_int_equal(count_run(&cfg, NULL, NULL, &fast, err, sizeof err), 0);
        assert_int_equal(fast.states, runs[i].n);
        for (int k = 0; k < CP__COUNT; k++) {
            uint64_t sum = 0;
            for (int v = 0; v < COUNT_MAX_VALUES; v++)
                sum += fast.n[k][v];
            assert_int_equal(sum, runs[i].n);
        }
        slow_tally(&cfg, &slow);
        assert_memory_equal(fast.n, slow.n, sizeof fast.n);
        /* only the asked-for properties, when asked */
        cfg.props = 1u << CP_EXIT_COL;
        assert_int_equal(count_run(&cfg, NULL, NULL, &fast, err, sizeof err), 0);
        assert_memory_equal(fast.n[CP_EXIT_COL], slow.n[CP_EXIT_COL], sizeof fast.n[0]);
        assert_int_equal(fast.n[CP_START_COL][0] + fast.n[CP_START_COL][1], 0);
    }
}

/* The snake pit's rolls for qualifying columns, counted from plans, are the draws the
 * audit counts from each level's trace (per-roll odds), and the pits the hits. */
static void pit_rolls_are_the_audits(void **st)
{
    (void)st;
    count_config cfg;
    count_config_init(&cfg);
    cfg.from = 5000;
    cfg.to = 6999;
    count_result r;
    char err[256];
    assert_int_equal(count_run(&cfg, NULL, NULL, &r, err, sizeof err), 0);
    uint64_t rolls = 0;
    for (int v = 0; v < COUNT_MAX_VALUES; v++)
        rolls += (uint64_t)v * r.n[CP_PIT_ROLLS][v];
    audit_config ac;
    audit_config_init(&ac);
    audit_stats *as = calloc(1, sizeof *as);
    assert_int_equal(audit_stats_init(as, false), 0);
    spg_request rq = {0};
    rq.so.biome = -1;
    rq.from_state = true;
    rq.level = 1;
    rq.trace = true;
    options_default(&rq.opt);
    for (uint32_t s = cfg.from; s <= cfg.to; s++) {
        rq.seed = s;
        assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
        audit_measure(&ac, res, as);
    }
    assert_true(rolls > 1000);
    assert_int_equal(as->n[AC_PIT][1], (long)rolls);
    assert_int_equal(as->hits[AC_PIT][1], (long)r.n[CP_SNAKE_PIT][1]);
    assert_int_equal(as->hits[AC_PIT_LEVEL][1], (long)r.n[CP_SNAKE_PIT][1]);
    audit_stats_free(as);
    free(as);
}

/* Names and labels as the command line spells them. */
static void names_and_labels(void **st)
{
    (void)st;
    assert_int_equal(count_prop_find("exit-col"), CP_EXIT_COL);
    assert_int_equal(count_prop_find("shop-room"), CP_SHOP_ROOM);
    assert_int_equal(count_prop_find("bogus"), -1);
    char b[16];
    count_value_label(CP_SHOP_ROOM, 0, b, sizeof b);
    assert_string_equal(b, "none");
    count_value_label(CP_SHOP_ROOM, 1 + 2 * 4 + 3, b, sizeof b);
    assert_string_equal(b, "3,2");
    count_value_label(CP_SNAKE_PIT, 1, b, sizeof b);
    assert_string_equal(b, "yes");
    for (int k = 0; k < CP__COUNT; k++)
        assert_true(count_prop_values(k) <= COUNT_MAX_VALUES);
    count_config cfg;
    count_config_init(&cfg);
    cfg.from = 10;
    cfg.to = 9;
    count_result r;
    char err[256];
    assert_int_equal(count_run(&cfg, NULL, NULL, &r, err, sizeof err), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(counts_equal_builds_and_sum_right),
        cmocka_unit_test(pit_rolls_are_the_audits),
        cmocka_unit_test(names_and_labels),
    };
    return cmocka_run_group_tests_name("count", tests, setup, teardown);
}
