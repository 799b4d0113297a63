/* test_indestructible.c — indestructible is one property of a tile (SPG_TF_INVINCIBLE),
 * whatever its kind: the block under every exit (scrRoomGen 355, scrRoomGen2 364,
 * scrRoomGen3 319, scrRoomGen4 352), under a Black Market door (scrEntityGen 221) and
 * the gold door (405), and the Moai's stone (scrRoomGen3 489-492: oMoai, oMoai2, oMoai3
 * and oMoaiInside set invincible in their Create events).  The words (why, the
 * inspector) say so for every such tile and for no other; a block the room scripts make
 * over one (scrRoomGen3 507's clear ice) leaves it beneath, still indestructible.  Levels come from raw states
 * with the shipped data; each case must be seen, so no check passes vacuously. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "output/describe.h"

#include "fixture.h"

static void gen(uint32_t state, int level)
{
    spg_request rq = {0};
    options_default(&rq.opt);
    rq.from_state = true;
    rq.seed = state;
    rq.level = level;
    char err[256];
    if (spg_generate(&rq, &data, res, err, sizeof err) != 0)
        fail_msg("state %u level %d: %s", state, level, err);
}

static void must_be_hard(const spg_level *L, int x, int y, const char *what, uint32_t state)
{
    if (!level_indestructible_at(L, x, y))
        fail_msg("state %u level %d: the %s at (%d,%d) (%s) can be destroyed", state,
                 L->number, what, x, y, tile_name(L->cell[y][x].kind));
}

/* Every exit's block in levels 1-15, every market door's and gold door's block, every
 * Moai tile: indestructible; and the words say so exactly where the property is. */
static void the_original_s_invincible_blocks(void **st)
{
    (void)st;
    int exits = 0, market = 0, gold = 0, moai = 0, said = 0, plain = 0, under = 0;
    for (uint32_t i = 1; i <= 900; i++) {
        uint32_t state = i * 2654435761u;
        int level = 1 + (int)(i % 15);
        gen(state, level);
        const spg_level *L = &res->level;
        /* the Temple's spear trap takes an exit's block's place (scrEntityGen 431-436
         * destroys it); an Ice Caves' block made over it leaves it beneath */
        if (L->exit_tx >= 0 && L->exit_ty + 1 < L->h &&
            L->cell[L->exit_ty + 1][L->exit_tx].kind != SPG_T_SPEAR_TRAP) {
            must_be_hard(L, L->exit_tx, L->exit_ty + 1, "exit's block", state);
            exits++;
            under += !level_indestructible(&L->cell[L->exit_ty + 1][L->exit_tx]);
        }
        for (int y = 0; y + 1 < L->h; y++)
            for (int x = 0; x < L->w; x++) {
                const spg_cell *c = &L->cell[y][x];
                if (c->kind == SPG_T_MARKET_DOOR) {
                    must_be_hard(L, x, y + 1, "market door's block", state);
                    market++;
                }
                if (c->kind == SPG_T_GOLD_DOOR) {
                    must_be_hard(L, x, y + 1, "gold door's block", state);
                    gold++;
                }
                if (c->kind == SPG_T_MOAI) {
                    must_be_hard(L, x, y, "Moai", state);
                    moai++;
                }
                char w[256];
                describe_tile(L, x, y, w, sizeof w);
                bool says = strstr(w, "(indestructible)") != NULL;
                bool is = level_indestructible_at(L, x, y) && c->kind != SPG_T_BORDER;
                if (says != is)
                    fail_msg("state %u level %d (%d,%d): '%s'", state, level, x, y, w);
                said += is;
                plain += !is && spg_tile_solid[c->kind] && c->kind != SPG_T_BORDER;
            }
    }
    print_message("%d exits (%d of their blocks under another), %d market doors, %d gold "
                  "doors, %d Moai tiles; %d tiles said indestructible, %d solid ones not\n",
                  exits, under, market, gold, moai, said, plain);
    assert_true(exits > 800 && under > 0 && market > 0 && gold > 0 && moai > 0 && plain > 0);
}

/* The property is the flag or the border, nothing else: a block's kind alone (lush, ice,
 * even hard_brick without it) does not make it so. */
static void one_property(void **st)
{
    (void)st;
    spg_cell border = {SPG_T_BORDER, 0, 0}, lush = {SPG_T_LUSH, 0, SPG_TF_INVINCIBLE},
             plain = {SPG_T_LUSH, 0, SPG_TF_DRESSED}, moai = {SPG_T_MOAI, 0, SPG_TF_INVINCIBLE};
    assert_true(level_indestructible(&border));
    assert_true(level_indestructible(&lush));
    assert_false(level_indestructible(&plain));
    assert_true(level_indestructible(&moai));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(one_property),
        cmocka_unit_test(the_original_s_invincible_blocks),
    };
    return cmocka_run_group_tests_name("indestructible", tests, setup, teardown);
}
