/* test_rng.c — the GameMaker 8 LCG against reference/gm8-rng.md's vectors, rand's range,
 * the draw counter, the trace sink, and the rule that `cond and rand(..)` draws whatever cond is. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "level.h"
#include "rng.h"
#include "trace.h"

static void raw_steps_from_1(void **st)
{
    (void)st;
    const uint32_t want[] = {134775814u, 3698175007u, 870078620u, 1172187917u, 2884733762u};
    uint32_t s = 1;
    for (int i = 0; i < 5; i++) {
        s = rng_step_raw(s, SPG_ENGINE_GM8);
        assert_int_equal(s, want[i]);
    }
}

static void step_from_max(void **st)
{
    (void)st;
    assert_int_equal(rng_step_raw(0xFFFFFFFFu, SPG_ENGINE_GM8), 4160191484u);
}

static void rand_1_5_from_2(void **st)
{
    (void)st;
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GM8, 2);
    const int want[] = {1, 4, 3, 2, 1, 5};
    for (int i = 0; i < 6; i++)
        assert_int_equal(rng_rand(&r, 1, 5, NULL), want[i]);
    assert_int_equal(r.draws, 6);
}

static void random_steps_first(void **st)
{
    (void)st;
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GM8, 1);
    double v = rng_random(&r, 1.0, NULL);
    assert_true(v == 134775814.0 / 4294967296.0);
    assert_int_equal(r.state, 134775814u);
}

static void rand_stays_in_range(void **st)
{
    (void)st;
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GM8, 12345);
    int seen[8] = {0};
    for (int i = 0; i < 100000; i++) {
        int v = rng_rand(&r, 3, 9, NULL);
        assert_true(v >= 3 && v <= 9);
        seen[v - 3]++;
    }
    for (int i = 0; i < 7; i++)
        assert_true(seen[i] > 13000 && seen[i] < 15600); /* 1/7 each, +-5 sigma */
    assert_int_equal(rng_rand(&r, 4, 4, NULL), 4);
}

/* The integer shortcut for small ranges must agree with GameMaker's double arithmetic. */
static void rand_matches_double_formula(void **st)
{
    (void)st;
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GM8, 99);
    const int ranges[] = {1, 2, 3, 7, 10, 12, 100, 1200, 65536, 2097152, 2097153, 1 << 30};
    for (int k = 0; k < 12; k++)
        for (int i = 0; i < 20000; i++) {
            uint32_t next = rng_step_raw(r.state, SPG_ENGINE_GM8);
            int want = (int)((double)next / 4294967296.0 * (double)ranges[k]);
            assert_int_equal(rng_rand(&r, 0, ranges[k] - 1, NULL), want);
        }
}

static void mulberry32_is_its_own_stream(void **st)
{
    (void)st;
    spg_rng a, b;
    rng_init(&a, SPG_ENGINE_MULBERRY32, 7);
    rng_init(&b, SPG_ENGINE_GM8, 7);
    int same = 0;
    for (int i = 0; i < 100; i++)
        same += rng_rand(&a, 0, 1000, NULL) == rng_rand(&b, 0, 1000, NULL);
    assert_true(same < 5);
    /* mulberry32's first output from state 0 is 1144304738 / 2^32 */
    spg_rng m;
    rng_init(&m, SPG_ENGINE_MULBERRY32, 0);
    double v = rng_random(&m, 4294967296.0, NULL);
    assert_true((uint32_t)v == 1144304738u);
}

static const spg_site SITE = SPG_SITE("test.site", "a test");

static void trace_records_each_draw(void **st)
{
    (void)st;
    spg_trace t = {0};
    trace_begin(&t, 42, 34, 10, 8, 1, 1);
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GM8, 2);
    r.trace = &t;
    trace_focus_tile(&t, 5, 6);
    rng_rand(&r, 1, 5, &SITE);
    trace_decide(&t, "left");
    rng_rand(&r, 1, 5, &SITE);
    assert_int_equal(t.ndraws, 2);
    const spg_event *e = &t.ev[trace_event_of_draw(&t, 1)];
    assert_int_equal(e->kind, SPG_EV_DRAW);
    assert_int_equal(e->draw, 1);
    assert_int_equal(e->value, 1);
    assert_int_equal(e->a, 1);
    assert_int_equal(e->b, 5);
    assert_ptr_equal(e->site, &SITE);
    assert_string_equal(e->text, "left");
    assert_int_equal(e->state, 134775816u * 0 + rng_step_raw(2, SPG_ENGINE_GM8));
    assert_int_equal(trace_why(&t, 5, 6, NULL, NULL), 2);
    assert_int_equal(trace_why(&t, 6, 6, NULL, NULL), 0);
    trace_free(&t);
}

/* The chains are linked when first asked for: a question asked halfway sees the draws
 * so far, and one asked later sees those recorded since too, in order, also past the
 * tables' first growth (1024 events) and across a room-wide focus. */
static void trace_chains_follow_later_draws(void **st)
{
    (void)st;
    spg_trace t = {0};
    trace_begin(&t, 42, 34, 10, 8, 1, 1);
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GM8, 2);
    r.trace = &t;
    trace_focus_tile(&t, 5, 6);
    rng_rand(&r, 1, 5, &SITE);
    assert_int_equal(trace_why(&t, 5, 6, NULL, NULL), 1);
    for (int i = 0; i < 3000; i++) {
        trace_focus_tile(&t, i % 2 ? 5 : 7, 6);
        rng_rand(&r, 1, 5, &SITE);
    }
    trace_tile(&t, 5, 6, SPG_T_BRICK, 0, 0, SPG_CAUSE_LAST);
    assert_int_equal(t.ndraws, 3001);
    /* the first draw, 1500 under the tile's focus again, the tile's effect */
    assert_int_equal(trace_why(&t, 5, 6, NULL, NULL), 1 + 1500 + 1);
    assert_int_equal(trace_why(&t, 7, 6, NULL, NULL), 1500);
    trace_focus_rect(&t, 1, 1, 10, 8); /* room (0,0): its draws join the room's chain */
    rng_rand(&r, 1, 5, &SITE);
    assert_int_equal(trace_why(&t, 5, 6, NULL, NULL), 1 + 1500 + 1 + 1);
    assert_int_equal(trace_why(&t, 20, 6, NULL, NULL), 0);
    trace_free(&t);
}

static void test_draws_unless_short_circuit_wanted(void **st)
{
    (void)st;
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GM8, 2);
    /* the original: `false and rand(1,5) == 1` still draws */
    assert_int_not_equal(rng_roll_if(&r, false, 1, 5, NULL, true), SPG_NOT_DRAWN);
    assert_int_equal(r.draws, 1);
    /* with the wasted-rolls quirk off it does not */
    assert_int_equal(rng_roll_if(&r, false, 1, 5, NULL, false), SPG_NOT_DRAWN);
    assert_int_equal(r.draws, 1);
    /* a true condition draws either way (state 2's second and third steps give 4, 3) */
    assert_int_equal(rng_roll_if(&r, true, 1, 5, NULL, false), 4);
    assert_int_equal(rng_roll_if(&r, false, 1, 5, NULL, true), 3);
    assert_int_equal(r.draws, 3);
}

/* A jump of k steps lands where k single steps do, on both engines, for every k that
 * exercises each bit of the square-and-multiply; wastes count like draws. */
static void jumps_equal_steps(void **st)
{
    (void)st;
    for (int e = 0; e < 2; e++)
        for (uint32_t seed = 1; seed < 400000000u; seed += 99999989u) {
            uint32_t s = seed;
            for (uint32_t k = 0; k <= 300; k++) {
                assert_int_equal(rng_jump_raw(seed, (spg_engine)e, k), s);
                s = rng_step_raw(s, (spg_engine)e);
            }
        }
    spg_rng a, b;
    rng_init(&a, SPG_ENGINE_GM8, 77);
    rng_init(&b, SPG_ENGINE_GM8, 77);
    rng_waste_n(&a, 12, 1, 4, NULL);
    rng_waste_gm8(&a, 1, 3, NULL);
    for (int i = 0; i < 13; i++)
        rng_rand(&b, 1, 4, NULL);
    assert_int_equal(a.state, b.state);
    assert_int_equal(a.draws, 13);
    assert_int_equal(rng_rand(&a, 1, 100, NULL), rng_rand(&b, 1, 100, NULL));
}

/* The composed constants of k steps, applied once, land where k single steps do: for the
 * border's counts (150-300 draws) and for k = 0, 1, 2^31 and 2^32-1 (every bit), on both
 * engines; composing j steps after k is the map of j+k. */
static void jump_constants_equal_steps(void **st)
{
    (void)st;
    for (int e = 0; e < 2; e++) {
        spg_engine en = (spg_engine)e;
        const uint32_t ks[] = {0, 1, 2, 150, 162, 166, 300, 332, 1000};
        for (size_t i = 0; i < sizeof ks / sizeof *ks; i++) {
            spg_jump j = rng_jump_of(en, ks[i]);
            for (uint32_t seed = 3; seed < 4000000000u; seed += 123456791u) {
                uint32_t s = seed;
                for (uint32_t n = 0; n < ks[i]; n++)
                    s = rng_step_raw(s, en);
                assert_int_equal(rng_jump_apply(j, seed), s);
            }
        }
        /* long jumps: a jump of 2^31 twice is the full period's 2^32, the identity for
         * GameMaker's full-period LCG, and one of 2^32-1 more is one step back */
        spg_jump half = rng_jump_of(en, 1u << 31);
        uint32_t s = rng_jump_apply(half, rng_jump_apply(half, 12345u));
        if (en == SPG_ENGINE_GM8)
            assert_int_equal(s, 12345u);
        uint32_t back = rng_jump_apply(rng_jump_of(en, UINT32_MAX), 12345u);
        assert_int_equal(rng_step_raw(back, en), 12345u);
        /* composition */
        spg_jump a = rng_jump_of(en, 7), b = rng_jump_of(en, 293), ab = rng_jump_of(en, 300);
        assert_int_equal(rng_jump_apply(a, rng_jump_apply(b, 99u)), rng_jump_apply(ab, 99u));
    }
}

/* Traced, a wasted draw is an ordinary draw: recorded with its value. */
static void traced_wastes_are_recorded(void **st)
{
    (void)st;
    spg_trace t = {0};
    trace_begin(&t, 10, 10, 10, 8, 0, 0);
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GM8, 5);
    r.trace = &t;
    static const spg_site site = SPG_SITE("t.rubble", "thrown away");
    rng_waste_n(&r, 12, 1, 4, &site);
    rng_waste_gm8(&r, 1, 4, &site);
    assert_int_equal(r.draws, 13);
    assert_int_equal(t.ndraws, 13);
    assert_int_equal(r.state, rng_jump_raw(5, SPG_ENGINE_GM8, 13));
    trace_free(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(raw_steps_from_1),
        cmocka_unit_test(step_from_max),
        cmocka_unit_test(rand_1_5_from_2),
        cmocka_unit_test(random_steps_first),
        cmocka_unit_test(rand_stays_in_range),
        cmocka_unit_test(rand_matches_double_formula),
        cmocka_unit_test(mulberry32_is_its_own_stream),
        cmocka_unit_test(trace_records_each_draw),
        cmocka_unit_test(trace_chains_follow_later_draws),
        cmocka_unit_test(test_draws_unless_short_circuit_wanted),
        cmocka_unit_test(jumps_equal_steps),
        cmocka_unit_test(jump_constants_equal_steps),
        cmocka_unit_test(traced_wastes_are_recorded),
    };
    return cmocka_run_group_tests_name("rng", tests, NULL, NULL);
}
