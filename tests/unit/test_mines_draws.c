/* test_mines_draws.c — the draws the Mines spend as the original's scripts and objects
 * spend them (classic-divergences.md, the Mines' table): each rule on a level where it
 * fires, the draws it makes counted from the level itself.  Levels come from raw states
 * (--state), so each rule is looked for among a few hundred states. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "quirks.h"
#include "fixture.h"

/* One traced level from raw state s. */
static void gen_state(spg_result *r, uint32_t s, int level, uint32_t quirks)
{
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.opt.quirks = quirks;
    rq.seed = s;
    rq.level = level;
    rq.trace = true;
    rq.from_state = true;
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, r, err, sizeof err), 0);
}

static bool is_site(const spg_event *e, const char *name)
{
    return e->kind == SPG_EV_DRAW && e->site && strcmp(e->site->name, name) == 0;
}

static int count_site(const spg_result *r, const char *name)
{
    int n = 0;
    for (size_t i = 0; i < r->trace.n; i++)
        n += is_site(&r->trace.ev[i], name);
    return n;
}

/* oBlock's Destroy event (and oBrick's, oLush's...): three rubble pieces, two
 * rand(0,8) per coordinate: twelve draws of rand(0,8) in a row. */
static void rubble_is_rand_0_8(void **st)
{
    (void)st;
    int levels = 0;
    for (uint32_t s = 1; s <= 200 && levels < 5; s++) {
        gen_state(res, s * 2654435761u, 1 + (int)(s % 4), quirks_default());
        int n = count_site(res, "block.rubble");
        if (!n)
            continue;
        levels++;
        assert_int_equal(n % 12, 0);
        int run = 0;
        for (size_t i = 0; i < res->trace.n; i++) {
            const spg_event *e = &res->trace.ev[i];
            if (e->kind != SPG_EV_DRAW)
                continue;
            if (!is_site(e, "block.rubble")) {
                assert_int_equal(run % 12, 0);
                run = 0;
                continue;
            }
            run++;
            assert_int_equal(e->a, 0);
            assert_int_equal(e->b, 8);
            assert_in_range(e->value, 0, 8);
        }
    }
    assert_int_equal(levels, 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rubble_is_rand_0_8),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
