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
        assert_int_equal(spg_generate(&rq, cfg->data, res, err, sizeof err), 0);
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
        cfg.data = &data; /* level 16's hall */
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

/* The rolls no plan keeps, tallied by the kernel (cfg.rolls): every path.walk.* draw by
 * its site and value, and every path.shop draw and those of 1 or 2, as the traces of
 * path-only builds of the same states have them, on a level of each area (the Temple's
 * sacrifice pits reshape walks, level 16 replays its hall). */
static void walk_rolls_are_the_traces(void **st)
{
    (void)st;
    const int levels[] = {1, 6, 10, 13, 16};
    for (size_t l = 0; l < sizeof levels / sizeof *levels; l++) {
        count_config cfg;
        count_config_init(&cfg);
        cfg.level = levels[l];
        cfg.from = 70000;
        cfg.to = 71499;
        cfg.rolls = true;
        cfg.threads = 2;
        cfg.data = &data; /* level 16's hall */
        count_result r;
        char err[256];
        assert_int_equal(count_run(&cfg, NULL, NULL, &r, err, sizeof err), 0);
        classic_scan_tally want;
        memset(&want, 0, sizeof want);
        spg_request rq = {0};
        rq.so.biome = -1;
        rq.from_state = true;
        rq.level = cfg.level;
        rq.path_only = true;
        rq.trace = true;
        options_default(&rq.opt);
        for (uint32_t s = cfg.from; s <= cfg.to; s++) {
            rq.seed = s;
            assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
            for (size_t i = 0; i < res->trace.n; i++) {
                const spg_event *e = &res->trace.ev[i];
                if (e->kind != SPG_EV_DRAW || !e->site)
                    continue;
                const char *n = e->site->name;
                if (strcmp(n, "path.walk.middle") == 0)
                    want.walk[e->value - 1]++;
                else if (strcmp(n, "path.walk.left_edge") == 0)
                    want.walk[5 + e->value - 3]++;
                else if (strcmp(n, "path.walk.right_edge") == 0)
                    want.walk[8 + e->value - 5]++;
                else if (strcmp(n, "path.shop") == 0) {
                    want.shop_rolls++;
                    want.shop_rolls_low += e->value <= 2;
                }
            }
        }
        assert_true(want.walk[0] > 1000 && want.walk[5] > 500 && want.walk[10] > 500);
        assert_int_equal(want.shop_rolls, cfg.to - cfg.from + 1);
        assert_memory_equal(&r.rolls, &want, sizeof want);
    }
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
        cmocka_unit_test(walk_rolls_are_the_traces),
        cmocka_unit_test(names_and_labels),
    };
    return cmocka_run_group_tests_name("count", tests, setup, teardown);
}
