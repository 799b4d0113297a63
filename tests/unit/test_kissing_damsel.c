/* test_kissing_damsel.c — a Kissing Parlour sets oGame.damsel (scrRoomGen 186/202,
 * scrRoomGen2 172/187, and the Ice Caves' and Temple's room scripts alike): its Damsel
 * is the level's, so the level's `damsel` flag is set, the trace says so (the explorer
 * replays it), and no other Damsel is made.  Levels come from raw states with the shipped
 * data; each area's parlour must be seen, so no check passes vacuously. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"

#include "fixture.h"

static void kissing_parlour_has_the_damsel(void **st)
{
    (void)st;
    int parlours[5] = {0}, others = 0;
    for (uint32_t i = 1; i <= 3000; i++) {
        spg_request rq = {0};
        options_default(&rq.opt);
        rq.from_state = true;
        rq.seed = i * 2654435761u;
        rq.level = 1 + (int)(i % 15);
        rq.trace = true;
        char err[256];
        if (spg_generate(&rq, &data, res, err, sizeof err) != 0)
            fail_msg("%s", err);
        const spg_level *L = &res->level;
        if (L->flags.shop != SPG_SHOP_KISSING) {
            others += L->flags.shop >= 0 && !L->flags.damsel;
            continue;
        }
        if (!L->flags.damsel)
            fail_msg("state %u level %d: a Kissing Parlour, and no damsel flag", rq.seed,
                     rq.level);
        bool traced = false;
        for (size_t k = 0; k < res->trace.n; k++) {
            const spg_event *e = &res->trace.ev[k];
            traced |= e->kind == SPG_EV_FLAG && e->text && strcmp(e->text, "damsel") == 0 &&
                      e->value == 1;
        }
        assert_true(traced);
        /* the block pass makes no Damsel of its own (it still rolls: GML evaluates the
         * whole `not oGame.damsel and rand(1,8) == 1`): the parlour's is the one */
        int damsels = 0;
        for (int k = 0; k < L->nent; k++)
            damsels += !L->ent[k].gone && L->ent[k].kind == SPG_E_DAMSEL;
        if (damsels != 1)
            fail_msg("state %u level %d: %d Damsels with a Kissing Parlour", rq.seed, rq.level,
                     damsels);
        parlours[L->area]++;
    }
    print_message("Kissing Parlours: Mines %d, Jungle %d, Ice Caves %d, Temple %d; %d other "
                  "shops' levels without a Damsel\n", parlours[SPG_AREA_MINES],
                  parlours[SPG_AREA_JUNGLE], parlours[SPG_AREA_ICE_CAVES],
                  parlours[SPG_AREA_TEMPLE], others);
    assert_true(parlours[SPG_AREA_MINES] > 0 && parlours[SPG_AREA_JUNGLE] > 0 &&
                parlours[SPG_AREA_ICE_CAVES] > 0 && parlours[SPG_AREA_TEMPLE] > 0);
    assert_true(others > 0); /* the flag is not simply set for every shop */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(kissing_parlour_has_the_damsel),
    };
    return cmocka_run_group_tests_name("kissing_damsel", tests, setup, teardown);
}
