/* test_reach.c — the movement model on small drawn levels (each rule of reach.h, both
 * ways: what it lets through and what it stops), then on generated levels. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "search/reach.h"

static spg_level *L;

/* Draws a level from rows: # brick, . open, H ladder, T ladder top, ^ spikes, P push
 * block, < arrow trap, E entrance, D exit.  The border is the caller's to draw. */
static void draw(const char *const *rows)
{
    int h = 0, w = (int)strlen(rows[0]);
    while (rows[h])
        h++;
    level_reset(L, w, h, 0, 0, 10, 8);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int k = SPG_T_EMPTY;
            switch (rows[y][x]) {
            case '#': k = SPG_T_BRICK; break;
            case 'H': k = SPG_T_LADDER; break;
            case 'T': k = SPG_T_LADDER_TOP; break;
            case '^': k = SPG_T_SPIKES; break;
            case 'P': k = SPG_T_PUSH_BLOCK; break;
            case '<': k = SPG_T_ARROW_TRAP_LEFT; break;
            case 'E': k = SPG_T_ENTRANCE; L->entrance_tx = x; L->entrance_ty = y; break;
            case 'D': k = SPG_T_EXIT; L->exit_tx = x; L->exit_ty = y; break;
            default: break;
            }
            L->cell[y][x].kind = (uint8_t)k;
        }
}

static bool reachable(const char *const *rows)
{
    draw(rows);
    return reach_exit(L, NULL);
}

static void walking_and_steps(void **st)
{
    (void)st;
    const char *flat[] = {"##########", "#........#", "#E......D#", "##########", NULL};
    assert_true(reachable(flat));
    /* one tile up: a jump */
    const char *step1[] = {"##########", "#........#", "#.....#D.#", "#E...###.#", "##########", NULL};
    assert_true(reachable(step1));
    /* two tiles up: no ledge grab in the model */
    const char *step2[] = {"##########", "#......D.#", "#......#.#", "#E.....#.#", "##########", NULL};
    assert_false(reachable(step2));
    /* no headroom to jump: a one-tile ledge under a low ceiling */
    const char *low[] = {"##########", "##########", "#E....#D.#", "##########", NULL};
    assert_false(reachable(low));
}

static void gaps_and_falls(void **st)
{
    (void)st;
    /* a three-tile gap over a pit with spikes: jumped */
    const char *g3[] = {"############", "#..........#", "#E.....D...#", "####...#####",
                        "####^^^#####", "############", NULL};
    assert_true(reachable(g3));
    /* a four-tile gap: the player falls in and lands on spikes */
    const char *g4[] = {"############", "#..........#", "#E......D..#", "###....#####",
                        "###^^^^#####", "############", NULL};
    assert_false(reachable(g4));
    /* the same four-tile gap with a plain floor: he lands, but cannot climb out */
    const char *g4b[] = {"############", "#..........#", "#E......D..#", "###....#####",
                         "###....#####", "############", NULL};
    assert_false(reachable(g4b));
    /* a long fall down a shaft: no fall damage */
    const char *shaft[] = {"######", "#E...#", "###..#", "###..#", "###..#", "###..#", "###..#",
                           "###..#", "###.D#", "######", NULL};
    assert_true(reachable(shaft));
    /* spikes walked into from the side are safe (a low ceiling: no jumping over them) */
    const char *walk_spikes[] = {"##########", "##########", "#E..^^..D#", "##########", NULL};
    assert_true(reachable(walk_spikes));
    /* spikes landed on kill; the same drop onto bare floor does not */
    const char *drop_on_spikes[] = {"########", "#E.....#", "#####.##", "#####^D#", "########", NULL};
    assert_false(reachable(drop_on_spikes));
    const char *drop_on_floor[] = {"########", "#E.....#", "#####.##", "#####.D#", "########", NULL};
    assert_true(reachable(drop_on_floor));
    /* steering while falling: straight down is spikes, one column over is floor */
    const char *steer[] = {"#########", "#E......#", "####..###", "####^.D##", "#########", NULL};
    assert_true(reachable(steer));
    /* but no steering through a wall: the same with the hole one tile wide */
    const char *narrow[] = {"#########", "#E......#", "####.####", "####^.D##", "#########", NULL};
    assert_false(reachable(narrow));
}

static void ladders_and_solids(void **st)
{
    (void)st;
    const char *ladder[] = {"##########", "#.....D..#", "#....T####", "#....H...#", "#....H...#",
                            "#E...H...#", "##########", NULL};
    assert_true(reachable(ladder));
    const char *no_ladder[] = {"##########", "#.....D..#", "#....#####", "#........#", "#........#",
                               "#E.......#", "##########", NULL};
    assert_false(reachable(no_ladder));
    /* a falling player grabs a ladder he passes, and climbs down it to the floor */
    const char *down[] = {"#########", "#E......#", "###T#####", "#..H....#", "#..H...D#",
                          "#########", NULL};
    assert_true(reachable(down));
    /* push blocks and arrow traps are walls */
    const char *push[] = {"##########", "#...P....#", "#E..P...D#", "##########", NULL};
    assert_false(reachable(push));
    const char *trap[] = {"##########", "#...<....#", "#E..<...D#", "##########", NULL};
    assert_false(reachable(trap));
    const char *one_push[] = {"##########", "#........#", "#E..P...D#", "##########", NULL};
    assert_true(reachable(one_push));
    /* no doors, no path */
    const char *none[] = {"#####", "#...#", "#####", NULL};
    assert_false(reachable(none));
}

static void search_marks(void **st)
{
    (void)st;
    const char *flat[] = {"##########", "#........#", "#E......D#", "##########", NULL};
    draw(flat);
    spg_reach *r = calloc(1, sizeof *r);
    assert_true(reach_exit(L, r));
    assert_true(r->exit);
    assert_true(r->seen[2][1] & 1);      /* stood at the entrance */
    assert_true(r->seen[2][8] & 1);      /* and at the exit */
    assert_true(r->seen[1][4] & 4);      /* jumped through the row above */
    assert_int_equal(r->seen[0][4], 0);  /* never inside a wall */
    assert_int_equal(r->tiles, 16);      /* rows 1 and 2, columns 1-8 */
    free(r);
}

static void generated_levels(void **st)
{
    (void)st;
    spg_data data;
    char err[512];
    assert_int_equal(spg_data_load(NULL, &data, err, sizeof err), 0);
    spg_result *res = calloc(1, sizeof *res);
    spg_reach *r = calloc(1, sizeof *r);
    int reached = 0, n = 0;
    for (uint32_t s = 1; s <= 40; s++)
        for (int lv = 1; lv <= 4; lv++) {
            spg_request rq = {0};
            rq.so.biome = -1;
            options_default(&rq.opt);
            rq.seed = s;
            rq.level = lv;
            assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
            const spg_level *l = &res->level;
            bool ok = reach_exit(l, r);
            /* the answer agrees with the marks, and the search stays on open tiles */
            assert_int_equal(ok, (r->seen[l->exit_ty][l->exit_tx] & 1) != 0);
            assert_true(r->seen[l->entrance_ty][l->entrance_tx] != 0);
            for (int y = 0; y < l->h; y++)
                for (int x = 0; x < l->w; x++)
                    if (r->seen[y][x])
                        assert_false(level_solid(l, x, y));
            reached += ok;
            n++;
        }
    /* the path is built to be walkable: nearly every level is */
    assert_true(reached * 10 >= n * 9);
    free(r);
    spg_result_free(res);
    free(res);
    spg_data_free(&data);
}

static int setup(void **st)
{
    (void)st;
    L = calloc(1, sizeof *L);
    return L ? 0 : -1;
}

static int teardown(void **st)
{
    (void)st;
    free(L);
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(walking_and_steps), cmocka_unit_test(gaps_and_falls),
        cmocka_unit_test(ladders_and_solids), cmocka_unit_test(search_marks),
        cmocka_unit_test(generated_levels),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
