/* test_audit_stats.c — the statistics helpers: normal quantiles against published values,
 * Wilson intervals against worked examples and their edge cases, distributions whose
 * medians and merges do not depend on the order values came in. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>

#include "search/stats.h"

static void near(double got, double want, double tol)
{
    if (fabs(got - want) > tol)
        fail_msg("got %.10f, want %.10f (+-%g)", got, want, tol);
}

static void normal_quantiles(void **st)
{
    (void)st;
    near(stats_normal_quantile(0.5), 0, 1e-12);
    near(stats_normal_quantile(0.975), 1.959963984540054, 1e-9);
    near(stats_normal_quantile(0.995), 2.575829303548901, 1e-9);
    near(stats_normal_quantile(0.001), -3.090232306167814, 1e-9);
    near(stats_normal_quantile(1e-10), -6.361340902404056, 1e-8);
    near(stats_normal_quantile(0.02425), -1.9729610513118845, 1e-9); /* the branch boundary */
    assert_true(isinf(stats_normal_quantile(0)) && stats_normal_quantile(0) < 0);
    assert_true(isinf(stats_normal_quantile(1)) && stats_normal_quantile(1) > 0);
    near(stats_z(0.99), 2.575829303548901, 1e-9);
    near(stats_z(0.95), 1.959963984540054, 1e-9);
    /* symmetric */
    for (double p = 0.001; p < 0.5; p += 0.0371)
        near(stats_normal_quantile(p), -stats_normal_quantile(1 - p), 1e-9);
}

static void wilson_examples(void **st)
{
    (void)st;
    /* worked values (Wilson 1927; Newcombe 1998 table I, 95%) */
    spg_interval iv = stats_wilson(81, 263, 0.95);
    near(iv.lo, 0.2553, 5e-5);
    near(iv.hi, 0.3662, 5e-5);
    iv = stats_wilson(15, 148, 0.95);
    near(iv.lo, 0.0624, 5e-5);
    near(iv.hi, 0.1605, 5e-5);
    iv = stats_wilson(0, 20, 0.95);
    near(iv.lo, 0, 1e-15);
    near(iv.hi, 0.1611, 5e-5);
    iv = stats_wilson(1, 29, 0.95);
    near(iv.lo, 0.0061, 5e-5);
    near(iv.hi, 0.1718, 5e-5);
    /* all successes: the top is exactly 1, so a documented "always" stays inside */
    iv = stats_wilson(300, 300, 0.99);
    assert_true(iv.hi == 1.0);
    assert_true(stats_inside(iv, 1.0));
    assert_false(stats_inside(iv, 0.9));
    /* no trials: every p is possible */
    iv = stats_wilson(0, 0, 0.99);
    assert_true(iv.lo == 0 && iv.hi == 1);
    /* wider at higher confidence, narrower with more trials */
    spg_interval a = stats_wilson(50, 100, 0.95), b = stats_wilson(50, 100, 0.99),
                 c = stats_wilson(500, 1000, 0.99);
    assert_true(b.lo < a.lo && b.hi > a.hi);
    assert_true(c.hi - c.lo < b.hi - b.lo);
    /* mirror image: k of n and n-k of n */
    spg_interval m1 = stats_wilson(7, 40, 0.99), m2 = stats_wilson(33, 40, 0.99);
    near(m1.lo, 1 - m2.hi, 1e-12);
    near(m1.hi, 1 - m2.lo, 1e-12);
}

static void distributions(void **st)
{
    (void)st;
    spg_dist a, b;
    dist_init(&a);
    dist_init(&b);
    assert_int_equal(dist_min(&a), 0);
    assert_int_equal(dist_quantile(&a, 0.5), 0);
    int vals[] = {7, 3, 9, 3, 12, -2, 5, 5, 5, 100};
    for (int i = 0; i < 10; i++) {
        assert_int_equal(dist_add(&a, vals[i]), 0);
        assert_int_equal(dist_add(&b, vals[9 - i]), 0); /* the other order */
    }
    assert_int_equal(a.total, 10);
    assert_int_equal(dist_min(&a), -2);
    assert_int_equal(dist_max(&a), 100);
    /* sorted: -2 3 3 5 5 5 7 9 12 100: the lower median is the 5th value */
    assert_int_equal(dist_quantile(&a, 0.5), 5);
    assert_int_equal(dist_quantile(&b, 0.5), 5);
    assert_int_equal(dist_quantile(&a, 0), -2);
    assert_int_equal(dist_quantile(&a, 1), 100);
    assert_int_equal(dist_quantile(&a, 0.9), 12);
    near(dist_mean(&a), 14.7, 1e-12);
    assert_int_equal(dist_count_range(&a, 3, 5), 5);
    /* merging two halves gives the whole */
    spg_dist h1, h2;
    dist_init(&h1);
    dist_init(&h2);
    for (int i = 0; i < 10; i++)
        dist_add(i % 2 ? &h1 : &h2, vals[i]);
    assert_int_equal(dist_merge(&h1, &h2), 0);
    assert_int_equal(h1.total, 10);
    for (int v = -3; v <= 101; v++)
        assert_int_equal(dist_count_range(&h1, v, v), dist_count_range(&a, v, v));
    assert_int_equal(dist_quantile(&h1, 0.5), 5);
    dist_free(&a);
    dist_free(&b);
    dist_free(&h1);
    dist_free(&h2);
    assert_int_equal(a.total, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(normal_quantiles),
        cmocka_unit_test(wilson_examples),
        cmocka_unit_test(distributions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
