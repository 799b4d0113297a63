/* test_rng_gamemaker.c — modern GameMaker's generator (SPG_ENGINE_GAMEMAKER) against
 * vectors made by running YoYo Games' HTML5 runner's own Function_Maths.js (InitRandom,
 * rand, random, irandom, irandom_range, choose, random_use_old_version) under node,
 * outside this repository: random_set_seed's 16 words, rand()'s words and values,
 * irandom's two draws, irandom_range's order and bounds, choose, the old polynomial,
 * rand() == 1.0 and what it does to each call, and the trace's spelling of each call.
 *
 * How the vectors were made: Function_Maths.js and yyTypes.js (for yyGetInt32 and
 * yyGetReal) from github.com/YoYoGames/GameMaker-HTML5 (commit a67b34df, 2024-10-24),
 * unchanged, loaded into one node vm context with stubs for the runner globals they touch
 * at load (Long, yyError, method_get_index, g_NumberRE); then random_set_seed(s) and the
 * calls in order, the words read from the runner's `state` array (>>> 0) at g_RndIndex.
 * The rand() == 1.0 state: seed 3531's words with word 15 solved (a ^ (a << 2) = t) so
 * that the next word is 0x7fffffff, checked by calling the runner's rand() on it. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "rng.h"
#include "trace.h"

static spg_rng seeded(uint32_t seed)
{
    spg_rng r;
    rng_init(&r, SPG_ENGINE_GAMEMAKER, seed);
    return r;
}

/* random_set_seed(s); then the runner's `state` array, as unsigned words. */
static void set_seed_fills_sixteen_words(void **st)
{
    (void)st;
    static const struct {
        uint32_t seed;
        uint32_t w[16];
    } v[] = {
        {0u, {38u, 162u, 567u, 1890u, 6210u, 20317u, 849u, 2811u, 9218u, 30140u, 2147451039u,
              2147475503u, 6208u, 20311u, 829u, 2745u}},
        {1u, {41u, 172u, 600u, 1997u, 6559u, 21457u, 4572u, 14968u, 2147467029u, 2147462183u,
              28246u, 26742u, 21830u, 5790u, 18946u, 2147480020u}},
        {3531u, {11569u, 2147455930u, 7827u, 25598u, 18094u, 2147477238u, 11874u, 2147456926u,
                 11079u, 2147454329u, 2599u, 8525u, 27877u, 25537u, 17895u, 2147476588u}},
        /* random_set_seed(-1): the seed is taken as a signed 32-bit integer */
        {4294967295u, {35u, 152u, 534u, 1782u, 5857u, 19165u, 2147480735u, 23293u, 10567u,
                       2147452657u, 2147480787u, 23463u, 11122u, 2147454470u, 3059u, 10028u}},
        {2147483647u, {2147450915u, 2147475098u, 4885u, 15990u, 2147470367u, 2147473084u,
                       2147481957u, 27284u, 23600u, 11570u, 2147455933u, 7837u, 25630u, 18199u,
                       2147477580u, 12991u}},
        {123456789u, {2147464139u, 2147452746u, 2147481077u, 24410u, 14215u, 2147464570u,
                      2147454153u, 2024u, 6648u, 21748u, 5522u, 18071u, 2147477162u, 11626u,
                      2147456116u, 8434u}},
    };
    for (size_t k = 0; k < sizeof v / sizeof v[0]; k++) {
        spg_rng r = seeded(v[k].seed);
        assert_memory_equal(r.well, v[k].w, sizeof v[k].w);
        assert_int_equal(r.well_index, 0);
        assert_int_equal(r.draws, 0);
        assert_int_equal(r.state, v[k].seed);
        /* the signed shift: a word is below 2^15 or 0x7FFF8000 and up, nothing between */
        for (int i = 0; i < 16; i++)
            assert_true(v[k].w[i] < 0x8000u || (v[k].w[i] >= 0x7FFF8000u && v[k].w[i] <= 0x7FFFFFFFu));
    }
}

/* rand()'s words (state[g_RndIndex] after the call) and values, 20 draws from a seed. */
static void rand_words_and_values(void **st)
{
    (void)st;
    static const struct {
        uint32_t seed;
        uint32_t w[20];
        double v[6];
    } v[] = {
        {1u,
         {392972662u, 1731275496u, 3795614393u, 1677538720u, 69047157u, 3011896210u,
          3085508438u, 808012057u, 2971721524u, 1987354881u, 3661172044u, 2008882765u,
          568059912u, 939169357u, 3982974070u, 2846950029u, 1199112265u, 485307922u,
          1122978177u, 92841819u},
         {0.18299215574888147, 0.8061879765271153, 0.7674706847255447, 0.7811648402275354,
          0.0321525880285318, 0.4025234665733406}},
        {3531u,
         {70519380u, 3095745817u, 920748457u, 343792694u, 1087157587u, 441475101u,
          3020805967u, 1861271019u, 465669518u, 2108514949u, 3317283492u, 3584274557u,
          3635456907u, 2339731107u, 2022018891u, 4058976859u, 2863439838u, 530838379u,
          634939264u, 1981534969u},
         {0.0328381452862351, 0.4415689825273906, 0.4287569119728901, 0.16009094852958383,
          0.5062472017045353, 0.20557786394170385}},
        {4294967295u,
         {2535515805u, 2545420381u, 3987328488u, 3411576027u, 145322735u, 111155292u,
          3133510627u, 1874109261u, 872747153u, 3277271353u, 691349656u, 3216812696u,
          1608314498u, 409373193u, 2927377162u, 3628899995u, 2788175247u, 4177983193u,
          3682607338u, 2265716338u},
         {0.18069155382955984, 0.1853037314421049, 0.8567445170398543, 0.5886388847551489,
          0.0676711718866933, 0.051760716387890614}},
    };
    for (size_t k = 0; k < sizeof v / sizeof v[0]; k++) {
        spg_rng r = seeded(v[k].seed);
        for (int i = 0; i < 20; i++) {
            uint32_t w = rng_well_step(&r);
            assert_int_equal(w, v[k].w[i]);
            if (i < 6)
                assert_true(rng_well_unit(w) == v[k].v[i]); /* bit for bit */
        }
        /* through random(1): the same values, counted, the word kept as the state */
        r = seeded(v[k].seed);
        for (int i = 0; i < 6; i++) {
            assert_true(rng_random(&r, 1.0, NULL) == v[k].v[i]);
            assert_int_equal(r.state, v[k].w[i]);
        }
        assert_int_equal(r.draws, 6);
    }
}

static void random_scales(void **st)
{
    (void)st;
    static const double want[] = {3.28381452862351,  44.156898252739055, 42.875691197289015,
                                  16.009094852958384, 50.62472017045353, 20.557786394170385,
                                  40.66723954894917,  86.67218591397264};
    spg_rng r = seeded(3531);
    for (int i = 0; i < 8; i++)
        assert_true(rng_random(&r, 100.0, NULL) == want[i]);
}

/* irandom_range: one draw each, the ends in either order, negative ranges. */
static void irandom_range_vectors(void **st)
{
    (void)st;
    static const int b02_3531[24] = {0, 1, 1, 0, 1, 0, 1, 2, 0, 2, 1, 2,
                                     2, 0, 2, 2, 1, 0, 0, 2, 2, 0, 2, 0};
    static const int b39_77[24] = {8, 4, 4, 7, 3, 5, 8, 9, 9, 5, 7, 3,
                                   7, 4, 3, 9, 9, 3, 9, 8, 9, 8, 8, 5};
    static const int bm55_5[24] = {-3, 5, 3, -3, -1, 3, 4, 1, 0, 4, -3, 0,
                                   -3, -1, 1, 2, 5, 1, -2, -2, 5, -3, 0, 4};
    spg_rng r = seeded(3531), q, s = seeded(5);
    for (int i = 0; i < 24; i++)
        assert_int_equal(rng_irandom_range(&r, 0, 2, NULL), b02_3531[i]);
    assert_int_equal(r.draws, 24);
    r = seeded(77);
    q = seeded(77);
    for (int i = 0; i < 24; i++) {
        assert_int_equal(rng_irandom_range(&r, 3, 9, NULL), b39_77[i]);
        assert_int_equal(rng_irandom_range(&q, 9, 3, NULL), b39_77[i]);
        assert_int_equal(rng_irandom_range(&s, -5, 5, NULL), bm55_5[i]);
    }
    /* rng_rand on this engine is irandom_range */
    r = seeded(3531);
    for (int i = 0; i < 24; i++)
        assert_int_equal(rng_rand(&r, 0, 2, NULL), b02_3531[i]);
}

/* Over many draws irandom_range stays in lo..hi and reaches both ends evenly. */
static void irandom_range_bounds(void **st)
{
    (void)st;
    spg_rng r = seeded(99);
    const int ranges[][2] = {{0, 0}, {0, 1}, {0, 2}, {1, 6}, {-3, 3}, {0, 13}, {5, -5}};
    for (size_t k = 0; k < sizeof ranges / sizeof ranges[0]; k++) {
        int a = ranges[k][0], b = ranges[k][1];
        int lo = a < b ? a : b, hi = a < b ? b : a, n = hi - lo + 1;
        long seen[16] = {0};
        for (int i = 0; i < 60000; i++) {
            int v = rng_irandom_range(&r, a, b, NULL);
            assert_true(v >= lo && v <= hi);
            seen[v - lo]++;
        }
        double p = 1.0 / n, sd = sqrt(60000 * p * (1 - p));
        for (int i = 0; i < n; i++)
            assert_true(fabs(seen[i] - 60000 * p) < 5 * sd + 1e-9);
    }
}

/* irandom draws twice: its value from the first rand(), the second thrown away. */
static void irandom_draws_twice(void **st)
{
    (void)st;
    static const int i5[12] = {0, 2, 3, 2, 1, 3, 4, 5, 2, 1, 5, 4};
    static const int im5[12] = {0, -2, -3, -2, -1, -3, -4, -5, -2, -1, -5, -4};
    spg_rng r = seeded(3531), m = seeded(3531), raw = seeded(3531);
    for (int i = 0; i < 12; i++) {
        assert_int_equal(rng_irandom(&r, 5, NULL), i5[i]);
        assert_int_equal(rng_irandom(&m, -5, NULL), im5[i]);
        assert_int_equal(r.draws, 2u * (uint32_t)(i + 1));
        double first = rng_well_unit(rng_well_step(&raw));
        uint32_t second = rng_well_step(&raw);
        assert_int_equal((int)(first * 6), i5[i]);
        assert_int_equal(r.state, second); /* the word of the thrown-away draw */
    }
    assert_memory_equal(r.well, raw.well, sizeof r.well);
    /* the draws after an irandom are the third rand() on */
    spg_rng a = seeded(1), b = seeded(1);
    rng_irandom(&a, 100, NULL);
    rng_well_step(&b);
    rng_well_step(&b);
    assert_int_equal(rng_irandom_range(&a, 0, 1000, NULL), rng_irandom_range(&b, 0, 1000, NULL));
}

static void choose_vectors(void **st)
{
    (void)st;
    static const spg_choice three = {SPG_SITE("t.choose", "10, 20 or 30"), 3, {10, 20, 30}};
    static const spg_choice rock_or_empty = {SPG_SITE("t.half", "2 or 0"), 2, {2, 0}};
    static const int c3[12] = {10, 20, 20, 10, 20, 10, 20, 30, 10, 30, 20, 30};
    static const int c20[12] = {2, 0, 0, 0, 2, 2, 2, 2, 2, 0, 0, 0};
    spg_rng r = seeded(3531), q = seeded(1);
    for (int i = 0; i < 12; i++) {
        assert_int_equal(three.values[rng_choose(&r, &three)], c3[i]);
        assert_int_equal(rock_or_empty.values[rng_choose(&q, &rock_or_empty)], c20[i]);
    }
    assert_int_equal(r.draws, 12);
}

/* random_use_old_version(true): the polynomial 0xDA442D20.  The runner ANDs it with
 * a << 5, whose low five bits are 0, and the two polynomials differ in bit 2 only: the
 * runner gives the same stream either way (node: 0 of 500,000 draws differ). */
static void old_polynomial(void **st)
{
    (void)st;
    assert_int_equal(SPG_WELL_POLY ^ SPG_WELL_POLY_OLD, 0x4u);
    static const uint32_t old_1[6] = {392972662u, 1731275496u, 3795614393u,
                                      1677538720u, 69047157u,  3011896210u};
    spg_rng o;
    rng_init(&o, SPG_ENGINE_GAMEMAKER_OLD, 1);
    for (int i = 0; i < 6; i++)
        assert_int_equal(rng_well_step(&o), old_1[i]);
    for (uint32_t seed = 0; seed < 50; seed++) {
        spg_rng a, b;
        rng_init(&a, SPG_ENGINE_GAMEMAKER, seed * 2654435761u);
        rng_init(&b, SPG_ENGINE_GAMEMAKER_OLD, seed * 2654435761u);
        for (int i = 0; i < 2000; i++)
            assert_int_equal(rng_well_step(&a), rng_well_step(&b));
    }
    assert_true(rng_is_gamemaker(SPG_ENGINE_GAMEMAKER_OLD));
    spg_engine e;
    assert_int_equal(rng_engine_parse("gamemaker-old-poly", &e), 0);
    assert_int_equal(e, SPG_ENGINE_GAMEMAKER_OLD);
}

/* Seed 3531's words with word 15 set (by node, from the runner's rand()) so that the next
 * word is 0x7fffffff: rand() is exactly 1.0, and each call does what the runner does. */
static spg_rng planted(void)
{
    spg_rng r = seeded(3531);
    r.well[15] = 1732083739u;
    return r;
}

static void rand_of_one(void **st)
{
    (void)st;
    static const spg_choice three = {SPG_SITE("t.choose", "10, 20 or 30"), 3, {10, 20, 30}};
    spg_rng r = planted();
    assert_int_equal(rng_well_step(&r), 0x7fffffffu);
    assert_true(rng_well_unit(0x7fffffffu) == 1.0);
    assert_true(rng_well_unit(0xffffffffu) == 1.0);
    assert_true(rng_well_unit(rng_well_step(&r)) == 0.29826166913763696);
    r = planted();
    assert_true(rng_random(&r, 100.0, NULL) == 100.0);
    r = planted();
    assert_int_equal(rng_irandom_range(&r, 0, 2, NULL), 3); /* hi + 1 */
    r = planted();
    assert_int_equal(rng_irandom(&r, 5, NULL), 6);
    r = planted();
    assert_int_equal(rng_choose(&r, &three), 3); /* the runner's undefined */
}

/* Each call as GameMaker spells it, with its words. */
static void traced_calls(void **st)
{
    (void)st;
    static const spg_site site = SPG_SITE("t.site", "a test");
    static const spg_choice half = {SPG_SITE("t.half", "2 rock, 0 empty"), 2, {2, 0}};
    spg_trace t;
    memset(&t, 0, sizeof t);
    trace_begin(&t, 4, 4, 2, 2, 0, 0);
    spg_rng r = seeded(3531);
    r.trace = &t;
    rng_irandom_range(&r, 0, 2, &site);
    rng_irandom(&r, 5, &site);
    rng_choose(&r, &half);
    rng_random(&r, 100.0, &site);
    rng_rand(&r, 3, 1, &site);
    const char *want[] = {"irandom_range(0,2)", "irandom(5)", "irandom(5) 2nd draw", "choose(2,0)",
                          "random(100)", "irandom_range(3,1)"};
    assert_int_equal(t.ndraws, 6);
    for (uint32_t d = 1; d <= 6; d++) {
        const spg_event *e = &t.ev[t.draw_event[d - 1]];
        char buf[64];
        trace_format_call(e, buf, sizeof buf);
        assert_string_equal(buf, want[d - 1]);
        assert_int_equal(e->draw, d);
    }
    /* the second draw of irandom says what it is; the first is left for the caller */
    assert_null(t.ev[t.draw_event[1]].text);
    assert_non_null(strstr(t.ev[t.draw_event[2]].text, "second draw"));
    /* choose records the value chosen and its index */
    const spg_event *c = &t.ev[t.draw_event[3]];
    assert_true(c->value == 2 || c->value == 0);
    assert_int_equal(c->value, half.values[c->b]);
    /* the state shown is the word each draw produced */
    spg_rng raw = seeded(3531);
    for (uint32_t d = 1; d <= 6; d++)
        assert_int_equal(t.ev[t.draw_event[d - 1]].state, rng_well_step(&raw));
    trace_free(&t);
}

static void waste_steps_the_words(void **st)
{
    (void)st;
    static const spg_site site = SPG_SITE("t.site", "a test");
    spg_rng a = seeded(42), b = seeded(42);
    rng_waste_n(&a, 6, 0, 9, &site);
    for (int i = 0; i < 6; i++)
        rng_well_step(&b);
    assert_memory_equal(a.well, b.well, sizeof a.well);
    assert_int_equal(a.well_index, b.well_index);
    assert_int_equal(a.draws, 6);
}

static void engine_names(void **st)
{
    (void)st;
    static const char *const names[] = {"gm8", "mulberry32", "gamemaker", "gamemaker-old-poly"};
    for (int i = 0; i < SPG_ENGINE__COUNT; i++) {
        spg_engine e;
        assert_string_equal(rng_engine_name((spg_engine)i), names[i]);
        assert_int_equal(rng_engine_parse(names[i], &e), 0);
        assert_int_equal(e, i);
    }
    spg_engine e = SPG_ENGINE_GM8;
    assert_int_equal(rng_engine_parse("GameMaker", &e), -1);
    assert_int_equal(rng_engine_parse("", &e), -1);
    assert_int_equal(rng_engine_parse(NULL, &e), -1);
    assert_string_equal(rng_engine_label(SPG_ENGINE_GAMEMAKER), "WELL");
    assert_string_equal(rng_engine_label(SPG_ENGINE_GM8), "LCG");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(set_seed_fills_sixteen_words),
        cmocka_unit_test(rand_words_and_values),
        cmocka_unit_test(random_scales),
        cmocka_unit_test(irandom_range_vectors),
        cmocka_unit_test(irandom_range_bounds),
        cmocka_unit_test(irandom_draws_twice),
        cmocka_unit_test(choose_vectors),
        cmocka_unit_test(old_polynomial),
        cmocka_unit_test(rand_of_one),
        cmocka_unit_test(traced_calls),
        cmocka_unit_test(waste_steps_the_words),
        cmocka_unit_test(engine_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
