/* test_jungle_odds.c — the Jungle's odds, measured over thousands of generated levels and
 * checked against the stated values with a binomial tolerance of 4.5 standard deviations
 * (a correct generator fails about once in 150,000 runs; the seeds are fixed, so a run
 * is reproducible): the flooded level, the graveyard and the market's entrance per level,
 * the room script's and the block pass's rolls, and the Black Market's two General
 * Stores against the rate its shop loop gives. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "measure.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "fixture.h"

static void generate(uint32_t seed, bool state, int level, int market_door, bool trace)
{
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.seed = seed;
    rq.from_state = state;
    rq.level = level;
    rq.opt.market_door_level = market_door;
    rq.trace = trace;
    char err[256];
    if (spg_generate(&rq, &data, res, err, sizeof err) != 0)
        fail_msg("%s", err);
}

/* A roll counts when its test's condition held (its words do not say it was wasted). */
static bool counted(const spg_event *e) { return !e->text || !strstr(e->text, "wasted"); }

/* Per level of a game: flooded 1 in 10 (the screen's roll), a graveyard 1 in 10, the
 * market's entrance on level 5 1 in 3 (the entrance is then always made). */
static void level_odds(void **st)
{
    (void)st;
    rate lake = {"flooded, level 5 of a game", 0.1, 0, 0};
    rate grave = {"graveyard roll passes, level 5", 0.1, 0, 0};
    rate entrance = {"the market's entrance made on level 5", 1.0 / 3, 0, 0};
    for (uint32_t s = 1; s <= 3000; s++) {
        generate(s * 2654435761u, false, 5, 0, false);
        lake.n++, grave.n++, entrance.n++;
        lake.hits += res->level.flags.lake;
        grave.hits += res->level.flags.graveyard_roll;
        entrance.hits += res->level.flags.market_entrance;
    }
    check_rate(&lake);
    check_rate(&grave);
    check_rate(&entrance);
}

/* The rolls of the room script, the tiles and the block pass, from the trace of levels
 * built from raw states (a seventh of them flooded). */
static void roll_odds(void **st)
{
    (void)st;
    struct {
        const char *site;
        rate r;
        int hit; /* the value that hits; 0: <= 2 (the side-or-path roll) */
    } t[] = {
        {"jungle.rooms.side_or_path", {"side room keeps a side layout (1-2 of 3)", 2.0 / 3, 0, 0}, 0},
        {"jungle.rooms.kali_altar", {"Kali's altar, per side room until made", 1.0 / 12, 0, 0}, 1},
        {"jungle.chunk.ground_kind", {"tree chunk in a ground slot", 1.0 / 8, 0, 0}, 1},
        {"jungle.tiles.spikes", {"spikes on a '7' tile", 1.0 / 3, 0, 0}, 1},
        {"jungle.grave", {"grave on an open-topped earth block", 1.0 / 20, 0, 0}, 1},
        {"jungle.grave.ash", {"Ash grave, per grave", 1.0 / 40, 0, 0}, 1},
        {"jungle.spear_trap", {"spear trap, per block that fits one", 1.0 / 12, 0, 0}, 1},
        {"jungle.zombie", {"Zombie on an open block (graveyard)", 1.0 / 25, 0, 0}, 1},
        {"jungle.frog", {"Frog, when the rolls before it fail", 1.0 / 30, 0, 0}, 1},
        {"jungle.caveman", {"Caveman, when the Man Trap's fails", 1.0 / 60, 0, 0}, 1},
        {"jungle.monkey", {"Monkey on a vine", 1.0 / 15, 0, 0}, 1},
        {"jungle.piranha", {"Piranha or Dead Fish in open water", 1.0 / 30, 0, 0}, 1},
        {"jungle.walls.earth_top", {"a flower on the earth's open top", 1.0 / 8, 0, 0}, 1},
    };
    size_t nt = sizeof t / sizeof t[0];
    long monkeys = 0, vines = 0;
    for (uint32_t s = 1; s <= 1500; s++) {
        spg_request rq = {0};
        options_default(&rq.opt);
        rq.seed = s * 2246822519u;
        rq.from_state = true;
        rq.level = 5 + s % 4;
        rq.opt.lake = s % 7 == 0 ? 1 : -1;
        rq.trace = true;
        char err[256];
        assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
        const spg_trace *tr = &res->trace;
        for (size_t i = 0; i < tr->n; i++) {
            const spg_event *e = &tr->ev[i];
            if (e->kind != SPG_EV_DRAW || !counted(e))
                continue;
            for (size_t k = 0; k < nt; k++)
                if (site_is(e, t[k].site)) {
                    t[k].r.n++;
                    t[k].r.hits += t[k].hit ? e->value == t[k].hit : e->value <= 2;
                }
        }
        /* the outcome, not only the roll: a Monkey on one vine in fifteen */
        const spg_level *L = &res->level;
        for (int y = 0; y < L->h; y++)
            for (int x = 0; x < L->w; x++)
                vines += (L->cell[y][x].flags & SPG_TF_VINE) != 0;
        for (int i = 0; i < L->nent; i++)
            monkeys += !L->ent[i].gone && L->ent[i].kind == SPG_E_MONKEY;
    }
    for (size_t k = 0; k < nt; k++)
        check_rate(&t[k].r);
    rate m = {"Monkeys per vine, counted on the map", 1.0 / 15, monkeys, vines};
    check_rate(&m);
}

/* The market's five shops each roll 1-5 and take the first kind not yet taken from
 * there; a kind found on the loop's fifth try turns General.  The chance of a second
 * General Store, over all 5^5 roll sequences. */
static double two_general_chance(void)
{
    long two = 0, all = 0;
    for (int code = 0; code < 3125; code++) {
        int rolls[5], c = code;
        for (int i = 0; i < 5; i++, c /= 5)
            rolls[i] = c % 5 + 1;
        unsigned taken = 0;
        int general = 0;
        for (int i = 0; i < 5; i++) {
            int n = rolls[i], m = n, kind = -1;
            for (;;) {
                if (!(taken & (1u << (n - 1)))) {
                    kind = n - 1;
                    taken |= 1u << (n - 1);
                }
                n = n % 5 + 1;
                if (n == m) {
                    kind = 0;
                    break;
                }
                if (kind >= 0)
                    break;
            }
            general += kind == 0;
        }
        two += general == 2;
        all++;
    }
    return (double)two / all;
}

static void market_odds(void **st)
{
    (void)st;
    rate two = {"Black Market with two General Stores", two_general_chance(), 0, 0};
    rate graves = {"Black Market that is a graveyard level", 0.1, 0, 0};
    for (uint32_t s = 1; s <= 2500; s++) {
        generate(s * 747796405u + 1, true, 6, 5, false);
        const spg_level *L = &res->level;
        assert_true(L->flags.black_market);
        int general = 0;
        for (int i = 0; i < L->nent; i++)
            general += !L->ent[i].gone && L->ent[i].kind == SPG_E_SHOP_SIGN &&
                       L->ent[i].info == SPG_SHOP_GENERAL;
        two.n++;
        two.hits += general == 2;
        graves.n++;
        graves.hits += L->flags.graveyard;
    }
    check_rate(&two);
    check_rate(&graves);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(level_odds),
        cmocka_unit_test(roll_odds),
        cmocka_unit_test(market_odds),
    };
    return cmocka_run_group_tests_name("jungle odds", tests, setup, teardown);
}
