/* test_scan.c — the path scan (classic.h: the border jumped, the path phase into a plan,
 * untraced, no level) against the ordinary path-only build, state by state: the plan,
 * the draws and the RNG state after the path phase must be the same, on 10^6 states of
 * level 1 and many of every other level, with the options that change the path. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "styles/classic/classic.h"
#include "quirks.h"
#include "fixture.h"

/* The classic style's data (level 16's hall is read from it). */
static const classic_data *classic_of(const spg_data *d)
{
    return spg_style_data(d, SPG_STYLE_CLASSIC);
}

/* Compares the scan of `n` states spread over the whole space (and the first few) with
 * path-only builds of the same states; returns how many plans had a shop room, a snake
 * pit or a special (so a caller can check the sample saw them). */
static long compare(int level, const spg_options *opt, long n, long *specials)
{
    classic_path_scan scan;
    char err[256];
    assert_int_equal(classic_path_scan_init(&scan, level, opt, classic_of(&data), err, sizeof err), 0);
    spg_request rq = {0};
    rq.from_state = true;
    rq.level = level;
    rq.path_only = true;
    rq.opt = *opt;
    long shops = 0;
    uint32_t stride = (uint32_t)(4294967296.0 / (double)n);
    for (long i = 0; i < n; i++) {
        uint32_t s = i < 64 ? (uint32_t)i : (uint32_t)i * stride + 0x9E3779B9u;
        rq.seed = s;
        assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
        classic_plan p, want;
        uint32_t draws;
        uint32_t end = untraced_classic_path_scan_state(&scan, s, &p, &draws);
        classic_plan_of(&res->level, &want);
        if (memcmp(&p.rooms, &want.rooms, sizeof p.rooms) != 0 || p.start_x != want.start_x ||
            p.start_y != want.start_y || p.exit_x != want.exit_x || p.exit_y != want.exit_y ||
            memcmp(&p.flags, &want.flags, sizeof p.flags) != 0 || end != res->end_state ||
            draws != res->draws) {
            fail_msg("level %d state %u: the scan's plan differs from the build's", level, s);
        }
        /* the border drew as many times as the scan jumped (level 16's jump begins
         * inside the hall, after its last block that rolls gems) */
        if (scan.hall_blocks)
            assert_true(res->phases[CLASSIC_PHASE_BORDER].draws < scan.border_draws);
        else
            assert_int_equal(res->phases[CLASSIC_PHASE_BORDER].draws, scan.border_draws);
        shops += p.flags.shop_rx >= 0;
        if (specials)
            *specials += p.flags.snake_pit || p.flags.moai || p.flags.mothership ||
                         p.flags.yeti_lair || p.flags.sacrifice_pit || p.flags.black_market ||
                         p.flags.city_of_gold;
    }
    return shops;
}

/* Level 1 on 10^6 states: the scan is the build. */
static void level_1_on_a_million_states(void **st)
{
    (void)st;
    spg_options opt;
    options_default(&opt);
    long pits = 0;
    compare(1, &opt, 1000000, &pits);
    assert_true(pits > 10000); /* snake pits were seen (about 1 level in 5) */
}

/* Every other level the scan covers, with the options that change its path phase: a lake,
 * the Black Market's door and the gold door taken, and the quirks that move draws. */
static void every_level_and_the_options_that_shape_paths(void **st)
{
    (void)st;
    for (int level = 2; level <= 15; level++) {
        spg_options opt;
        options_default(&opt);
        long specials = 0;
        long shops = compare(level, &opt, 20000, &specials);
        assert_true(shops > 0);
        if (level >= 9)
            assert_true(specials > 0); /* the Moai, motherships, Yeti lairs, pits */
        if (area_of_level(level) == SPG_AREA_JUNGLE) {
            opt.lake = 1;
            compare(level, &opt, 5000, NULL);
            options_default(&opt);
            opt.market_door_level = level - 1;
            specials = 0;
            compare(level, &opt, 2000, &specials);
            assert_true(specials > 0); /* the Black Market */
        }
        if (area_of_level(level) == SPG_AREA_TEMPLE) {
            options_default(&opt);
            opt.gold_door_level = level - 1;
            specials = 0;
            compare(level, &opt, 5000, &specials);
            assert_true(specials > 0); /* the City of Gold's room */
            opt.quirks &= ~(1u << SPG_Q_XOC_SEALED);
            compare(level, &opt, 2000, NULL);
        }
    }
    const int quirks[] = {SPG_Q_BORDER_COLUMN_42, SPG_Q_WASTED_ROLLS, SPG_Q_WALK_ELSE,
                          SPG_Q_DEAD_PIT_ROLL, SPG_Q_MOAI_FIRST, SPG_Q_SHOP_LEFT_LAST_COL,
                          SPG_Q_NO_SHOP_AFTER_MARKET};
    const int levels[] = {1, 3, 6, 9, 12, 14};
    for (size_t q = 0; q < sizeof quirks / sizeof *quirks; q++)
        for (size_t l = 0; l < sizeof levels / sizeof *levels; l++) {
            spg_options opt;
            options_default(&opt);
            opt.quirks &= ~(1u << quirks[q]);
            compare(levels[l], &opt, 3000, NULL);
        }
}

/* Plans made many at once are the plans made one by one: every step, across the end of
 * the state space, on a level whose path changes the game (the Moai) and one where the
 * sacrifice pit changes the builder's own flags. */
static void batches_equal_single_states(void **st)
{
    (void)st;
    const int levels[] = {1, 9, 13, 6};
    const uint32_t firsts[] = {0, 0xFFFFFF00u, 0x9E3779B9u}, steps[] = {1, 3, 2654435761u};
    for (size_t l = 0; l < sizeof levels / sizeof *levels; l++) {
        spg_options opt;
        options_default(&opt);
        opt.market_door_level = levels[l] == 6 ? 5 : 0;
        classic_path_scan scan;
        char err[256];
        assert_int_equal(classic_path_scan_init(&scan, levels[l], &opt, classic_of(&data), err, sizeof err), 0);
        static classic_plan many[1000];
        for (int f = 0; f < 3; f++) {
            untraced_classic_path_scan_states(&scan, firsts[f], steps[f], 1000, many);
            for (uint32_t i = 0; i < 1000; i++) {
                classic_plan one;
                untraced_classic_path_scan_state(&scan, firsts[f] + i * steps[f], &one, NULL);
                assert_memory_equal(&one, &many[i], sizeof one);
            }
            /* and the traced copy's batch is the untraced one's */
            static classic_plan traced[1000];
            classic_path_scan_states(&scan, firsts[f], steps[f], 1000, traced);
            assert_memory_equal(traced, many, sizeof traced);
        }
    }
}

/* Olmec's Lair's hall rolls gems before the path, a number of draws that depends on the
 * state: the scan keeps its 121 blocks strictly inside the level that do (the hall's row
 * 54 is the level's last, whose blocks roll gold only), and on other levels none; the
 * path code's scan of level 16 builds the hall, and equals path-only builds. */
static void olmec_hall_is_replayed(void **st)
{
    (void)st;
    spg_options opt;
    options_default(&opt);
    classic_path_scan scan;
    char err[256] = "";
    assert_int_equal(classic_path_scan_init(&scan, 16, &opt, classic_of(&data), err, sizeof err), 0);
    assert_int_equal(scan.hall_blocks, 121);
    compare(16, &opt, 2000, NULL);
    assert_int_equal(classic_path_scan_init(&scan, 15, &opt, classic_of(&data), err, sizeof err), 0);
    assert_int_equal(scan.border_draws, 150);
    assert_int_equal(scan.hall_blocks, 0);
    assert_int_equal(classic_path_scan_init(&scan, 1, &opt, classic_of(&data), err, sizeof err), 0);
    assert_int_equal(scan.border_draws, 300);
    /* in the City of Gold every hall block rolls its look alone: nothing to replay */
    opt.gold_door_level = 15;
    assert_int_equal(classic_path_scan_init(&scan, 16, &opt, classic_of(&data), err, sizeof err), 0);
    assert_int_equal(scan.hall_blocks, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(level_1_on_a_million_states),
        cmocka_unit_test(every_level_and_the_options_that_shape_paths),
        cmocka_unit_test(batches_equal_single_states),
        cmocka_unit_test(olmec_hall_is_replayed),
    };
    return cmocka_run_group_tests_name("scan", tests, setup, teardown);
}
