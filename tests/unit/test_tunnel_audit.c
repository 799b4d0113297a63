/* test_tunnel_audit.c — the tunnel audit measures without printing (search/tunnel_audit.h):
 * it builds count floors at each stage asked, from consecutive raw states, counts every
 * invariant on every floor, gives a row per stage and the measurements, and refuses a
 * count or stages out of bounds. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "search/tunnel_audit.h"

static spg_data DATA;

static int setup(void **st)
{
    (void)st;
    char err[512];
    if (spg_data_load(NULL, &DATA, err, sizeof err) != 0) {
        fprintf(stderr, "test_tunnel_audit: %s\n", err);
        return -1;
    }
    return 0;
}

static int teardown(void **st)
{
    (void)st;
    spg_data_free(&DATA);
    return 0;
}

static void measures_every_floor_of_every_stage(void **st)
{
    (void)st;
    const tunnel_conf *c = tunnel_data_conf(spg_style_data(&DATA, SPG_STYLE_TUNNEL));
    assert_non_null(c);
    spg_request rq = {.style = SPG_STYLE_TUNNEL, .seed = 40};
    options_default(&rq.opt);
    static tunnel_audit a;
    char err[512];
    assert_int_equal(tunnel_audit_run(&a, &rq, c, 3, 4, 6, err, sizeof err), 0);
    assert_int_equal(a.floors, 9);
    assert_int_equal(a.first_state, 40);
    assert_int_equal(a.nstages, 3);
    for (int i = 0; i < 3; i++) {
        assert_int_equal(a.stage[i].stage, 4 + i);
        assert_int_equal(a.stage[i].floors, 3);
        assert_true(a.stage[i].rungs_min >= a.stage[i].formula_min);
        assert_true(a.stage[i].rungs_max <= a.stage[i].formula_max);
    }
    for (int k = 0; k < TI__COUNT; k++) {
        assert_int_equal(a.holds[k] + a.violated[k] + a.na[k], 9);
        assert_non_null(tunnel_audit_invariant_figures[k]);
    }
    assert_true(a.ok);
    assert_true(a.nrows > 10);
    for (int i = 0; i < a.nrows; i++)
        assert_true(strncmp(a.rows[i].doc, "doc:", 4) == 0 ||
                    strncmp(a.rows[i].doc, "ours:", 5) == 0);
    tunnel_audit_free(&a);
}

static void refuses_what_it_cannot_build(void **st)
{
    (void)st;
    const tunnel_conf *c = tunnel_data_conf(spg_style_data(&DATA, SPG_STYLE_TUNNEL));
    spg_request rq = {.style = SPG_STYLE_TUNNEL, .seed = 1};
    static tunnel_audit a;
    char err[512];
    assert_int_equal(tunnel_audit_run(&a, &rq, c, 0, 1, 1, err, sizeof err), -1);
    assert_int_equal(tunnel_audit_run(&a, &rq, c, 1, 0, 1, err, sizeof err), -1);
    assert_int_equal(tunnel_audit_run(&a, &rq, c, 1, 2, 1, err, sizeof err), -1);
    assert_int_equal(tunnel_audit_run(&a, &rq, c, 1, 1, TUNNEL_MAX_STAGE + 1, err, sizeof err),
                     -1);
    assert_non_null(strstr(err, "stages"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(measures_every_floor_of_every_stage),
        cmocka_unit_test(refuses_what_it_cannot_build),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
