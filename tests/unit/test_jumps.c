/* test_jumps.c — the explorer's jump list and marks (src/explore/jumps.c): back and
 * forth across every jump as a browser's history goes, and vim's marks. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "explore/jumps.h"

/* Goes back from cur and checks where it lands; returns the new position. */
static uint32_t back(jumps *j, uint32_t cur, uint32_t want)
{
    uint32_t to = 12345;
    assert_true(jumps_back(j, cur, &to));
    assert_int_equal(to, want);
    return to;
}

static uint32_t forward(jumps *j, uint32_t cur, uint32_t want)
{
    uint32_t to = 12345;
    assert_true(jumps_forward(j, cur, &to));
    assert_int_equal(to, want);
    return to;
}

static void test_back_and_forth(void **st)
{
    (void)st;
    jumps j;
    jumps_init(&j);
    uint32_t to;
    assert_false(jumps_back(&j, 0, &to)); /* no jump yet */
    jumps_record(&j, 10, 20);
    jumps_record(&j, 20, 30);
    jumps_record(&j, 30, 40);
    uint32_t cur = 40;
    cur = back(&j, cur, 30);
    cur = back(&j, cur, 20);
    cur = back(&j, cur, 10);
    assert_false(jumps_back(&j, cur, &to));
    cur = forward(&j, cur, 20);
    cur = forward(&j, cur, 30);
    cur = forward(&j, cur, 40); /* where the first Ctrl-O left from */
    assert_false(jumps_forward(&j, cur, &to));
    /* a new jump from the middle drops what lay ahead */
    cur = back(&j, cur, 30);
    cur = back(&j, cur, 20);
    jumps_record(&j, cur, 99);
    cur = 99;
    assert_false(jumps_forward(&j, cur, &to));
    cur = back(&j, cur, 20);
    cur = back(&j, cur, 10);
    cur = forward(&j, cur, 20);
    cur = forward(&j, cur, 99);
    /* a jump to where one stands is none */
    int n = j.n;
    jumps_record(&j, 99, 99);
    assert_int_equal(j.n, n);
}

static void test_full(void **st)
{
    (void)st;
    jumps j;
    jumps_init(&j);
    for (uint32_t i = 0; i < 3 * JUMPS_MAX; i++)
        jumps_record(&j, i, i + 1);
    assert_int_equal(j.n, JUMPS_MAX);
    /* the newest are kept: back walks down from the last one (the first Ctrl-O makes
     * room for where it left from, so one fewer than the list holds) */
    uint32_t cur = 3 * JUMPS_MAX, to;
    for (uint32_t k = 1; k < JUMPS_MAX; k++) {
        assert_true(jumps_back(&j, cur, &to));
        assert_int_equal(to, cur - 1);
        cur = to;
    }
    assert_false(jumps_back(&j, cur, &to));
}

static void test_marks(void **st)
{
    (void)st;
    jumps j;
    jumps_init(&j);
    uint32_t p;
    assert_false(jumps_get_mark(&j, 'a', &p));
    assert_false(jumps_get_mark(&j, '\'', &p));
    assert_true(jumps_set_mark(&j, 'a', 305));
    assert_true(jumps_set_mark(&j, 'z', 0));
    assert_false(jumps_set_mark(&j, 'A', 1));
    assert_false(jumps_set_mark(&j, '1', 1));
    assert_true(jumps_get_mark(&j, 'a', &p));
    assert_int_equal(p, 305);
    assert_true(jumps_get_mark(&j, 'z', &p));
    assert_int_equal(p, 0);
    assert_false(jumps_get_mark(&j, 'b', &p));
    /* '' is where the latest jump left from */
    jumps_record(&j, 7, 1000);
    assert_true(jumps_get_mark(&j, '\'', &p));
    assert_int_equal(p, 7);
    jumps_record(&j, 1000, 7);
    assert_true(jumps_get_mark(&j, '\'', &p));
    assert_int_equal(p, 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_back_and_forth),
        cmocka_unit_test(test_full),
        cmocka_unit_test(test_marks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
