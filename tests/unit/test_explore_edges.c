/* test_explore_edges.c — the explorer's rough edges that live below curses (issue 12,
 * item 5): what its `:` commands refuse and say, per style and per level. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explore/commands.h"
#include "explore/stepper.h"
#include "quirks.h"

static spg_data data;

typedef struct fixture {
    spg_request rq;
    spg_result *res;
    stepper st;
} fixture;

static int load_data(void **state)
{
    (void)state;
    char err[512];
    const char *env = getenv("SPELGEN_DATA");
    if (spg_data_load(env && *env ? NULL : "data", &data, err, sizeof err) != 0) {
        fprintf(stderr, "test_explore_edges: %s\n", err);
        return -1;
    }
    return 0;
}

static int free_data(void **state)
{
    (void)state;
    spg_data_free(&data);
    return 0;
}

static fixture *make(spg_style style, uint32_t seed, int level)
{
    fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    f->res = calloc(1, sizeof *f->res);
    assert_non_null(f->res);
    f->rq.style = style;
    f->rq.seed = seed;
    f->rq.level = level;
    f->rq.trace = true;
    options_default(&f->rq.opt);
    char err[256];
    if (spg_generate(&f->rq, &data, f->res, err, sizeof err) != 0)
        fail_msg("generate: %s", err);
    assert_int_equal(stepper_init(&f->st, f->res), 0);
    return f;
}

static void drop(fixture *f)
{
    stepper_free(&f->st);
    spg_result_free(f->res);
    free(f->res);
    free(f);
}

static void add_name(const char *cand, void *ctx)
{
    char *buf = ctx;
    strcat(buf, cand);
    strcat(buf, " ");
}

/* The quirks are the classic style's: a fools or tunnel level refuses them (a switch that
 * changes nothing would look like one that worked) and completes no quirk names. */
static void quirks_are_the_classic_styles(void **state)
{
    (void)state;
    static const spg_style others[] = {SPG_STYLE_FOOLS, SPG_STYLE_TUNNEL};
    for (size_t i = 0; i < 2; i++) {
        fixture *f = make(others[i], 3, 1);
        tui_cmd c;
        char err[256] = "", got[512] = "";
        assert_int_equal(tui_cmd_parse("quirk walk-else off", &f->st, &c, err, sizeof err), -1);
        assert_non_null(strstr(err, "the quirks are the classic style's"));
        assert_non_null(strstr(err, f->res->style));
        tui_cmd_complete("quirk", 1, "", &f->st, add_name, got);
        assert_string_equal(got, "");
        drop(f);
    }
    fixture *f = make(SPG_STYLE_CLASSIC, 1, 1);
    tui_cmd c;
    char err[256] = "";
    assert_int_equal(tui_cmd_parse("quirk walk-else off", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, TC_QUIRK);
    drop(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(quirks_are_the_classic_styles),
    };
    return cmocka_run_group_tests(tests, load_data, free_data);
}
