/* test_locate.c — locate's second spelling of the start room's rolls against the
 * generator: on built levels whose start room is the first room built (the left column),
 * the state the rooms phase's first draw leaves is the layout roll's; one of the
 * hypotheses the level's own start-room sketch gives must pass it, in the plain test
 * (locate_prefix.c) and in the eight-lane kernel (locate_kernel.c); and on random states
 * the kernel and the plain test must agree state by state.  Then a sketch's parser's
 * messages, and a tile no layout allows naming itself. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "search/locate.h"
#include "search/locate_kernel.h"
#include "search/locate_levels.h"
#include "search/locate_prefix.h"
#include "search/locate_room.h"
#include "styles/classic/classic.h"
#include "fixture.h"

#define MAX_H 4096

static locate_hyp hyps[MAX_H];

static void build(uint32_t state, int level)
{
    spg_request rq;
    memset(&rq, 0, sizeof rq);
    rq.style = SPG_STYLE_CLASSIC;
    rq.from_state = true;
    rq.seed = state;
    rq.level = level;
    options_default(&rq.opt);
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
}

/* The start room of res's level as a sketch, every tile seen. */
static void room_sketch(spg_sketch *sk)
{
    const spg_level *l = &res->level;
    char text[8 * 11 + 1], *p = text;
    int x0 = 1 + 10 * l->start_x;
    for (int y = 1; y <= 8; y++) {
        for (int x = x0; x < x0 + 10; x++)
            *p++ = sketch_glyph(l, x, y);
        *p++ = '\n';
    }
    *p = 0;
    FILE *f = fmemopen(text, strlen(text), "r");
    assert_non_null(f);
    char err[256];
    assert_int_equal(sketch_read(f, "room", sk, err, sizeof err), 0);
    fclose(f);
}

/* The state the start room's layout roll left, for a level whose start room is the first
 * room built: the rooms phase's first draw. */
static uint32_t layout_state(void)
{
    const spg_phase *ph = &res->phases[CLASSIC_PHASE_ROOMS];
    return rng_jump_raw(res->start_state, SPG_ENGINE_GM8, ph->first_draw);
}

static void true_state_passes(int level, int want)
{
    int area = area_of_level(level);
    const classic_data *cd = spg_style_data(&data, SPG_STYLE_CLASSIC);
    int tried = 0, ops = 0;
    for (uint32_t i = 1; tried < want && i < 400; i++) {
        uint32_t st = i * 2654435761u + 12345u;
        build(st, level);
        if (res->level.start_x != 0 || res->level.flags.yeti_lair)
            continue;
        tried++;
        spg_sketch sk;
        room_sketch(&sk);
        locate_query q;
        memset(&q, 0, sizeof q);
        q.level = level;
        options_default(&q.opt);
        q.sketch = &sk;
        q.start_col = 0;
        q.exit_col = -1;
        char why[512];
        int nh = locate_hypotheses(&q, area, &cd->files[area], hyps, MAX_H, why, sizeof why);
        if (nh <= 0)
            fail_msg("level %d state %u: %s", level, st, why);
        uint32_t s1 = layout_state();
        int passed = 0;
        for (int i = 0; i < nh; i++) {
            uint32_t s;
            if (!locate_fixed_rolls(&hyps[i], s1, &s) ||
                locate_prefix_run(&hyps[i], area, s) != hyps[i].nops)
                continue;
            uint32_t out[8];
            int deepest = -1;
            size_t n = locate_kernel_block(&hyps[i], area, s1, 1, out, 8, &deepest);
            assert_int_equal(n, 1);
            assert_int_equal(out[0], s1);
            ops += hyps[i].nops;
            passed++;
        }
        if (!passed)
            fail_msg("level %d state %u: no hypothesis passes the state its start room was "
                     "built from", level, st);
    }
    assert_int_equal(tried, want);
    assert_true(ops > want * 10); /* the programs ran over the rooms' tiles, not nothing */
}

static void mines_rooms_roll_as_built(void **st)
{
    (void)st;
    true_state_passes(1, 12);
}

static void jungle_rooms_roll_as_built(void **st)
{
    (void)st;
    true_state_passes(5, 12);
}

static void ice_rooms_roll_as_built(void **st)
{
    (void)st;
    true_state_passes(9, 12);
}

static void temple_rooms_roll_as_built(void **st)
{
    (void)st;
    true_state_passes(13, 12);
}

/* The kernel and the plain test agree on every state of a few blocks. */
static void kernel_agrees_with_prefix(void **st)
{
    (void)st;
    const classic_data *cd = spg_style_data(&data, SPG_STYLE_CLASSIC);
    static const int levels[] = {1, 5, 9, 13};
    long compared = 0, passed = 0;
    for (int li = 0; li < 4; li++) {
        int level = levels[li], area = area_of_level(level);
        build(12345u + (uint32_t)li, level);
        spg_sketch sk;
        room_sketch(&sk);
        /* half the tiles unseen, so that states get through */
        for (int y = 0; y < sk.h; y++)
            for (int x = 0; x < sk.w; x++)
                if ((x + y) % 2 && sk.g[y][x] != 'E')
                    sk.g[y][x] = SKETCH_UNSEEN;
        locate_query q;
        memset(&q, 0, sizeof q);
        q.level = level;
        options_default(&q.opt);
        q.sketch = &sk;
        q.start_col = res->level.start_x;
        q.exit_col = -1;
        char why[512];
        int nh = locate_hypotheses(&q, area, &cd->files[area], hyps, MAX_H, why, sizeof why);
        assert_true(nh > 0);
        for (int i = 0; i < nh && i < 4; i++) {
            uint32_t first = 0x9E3779B9u * (uint32_t)(i + 1);
            static uint32_t out[1 << 16];
            int deepest = -1;
            size_t n = locate_kernel_block(&hyps[i], area, first, 1 << 16, out, 1 << 16, &deepest);
            size_t k = 0;
            for (uint32_t d = 0; d < (1u << 16); d++) {
                uint32_t s1 = first + d, s;
                bool ok = locate_fixed_rolls(&hyps[i], s1, &s) &&
                          locate_prefix_run(&hyps[i], area, s) == hyps[i].nops;
                if (ok) {
                    assert_true(k < n);
                    assert_int_equal(out[k], s1);
                    k++;
                    passed++;
                }
                compared++;
            }
            assert_int_equal(k, n);
        }
    }
    assert_true(compared > 100000);
    (void)passed;
}

static int read_sketch(const char *text, spg_sketch *sk, char *err, size_t errlen)
{
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    assert_non_null(f);
    int rc = sketch_read(f, "s.txt", sk, err, errlen);
    fclose(f);
    return rc;
}

static void sketch_errors_name_line_and_column(void **st)
{
    (void)st;
    spg_sketch sk;
    char err[256];
    assert_int_equal(read_sketch("; a comment\n##..\n#.Z@\n", &sk, err, sizeof err), 0);
    assert_int_equal(sk.h, 2);
    assert_int_equal(read_sketch("####\n#.(.\n", &sk, err, sizeof err), -1);
    assert_non_null(strstr(err, "s.txt:2:3:"));
    assert_int_equal(read_sketch("E...\n..E.\n", &sk, err, sizeof err), -1);
    assert_non_null(strstr(err, "s.txt:2:3: a second entrance"));
}

/* A ladder where every start layout has earth: no hypothesis, and the message names it. */
static void impossible_tile_is_named(void **st)
{
    (void)st;
    const classic_data *cd = spg_style_data(&data, SPG_STYLE_CLASSIC);
    build(12345, 1);
    spg_sketch sk;
    room_sketch(&sk);
    sk.g[0][3] = 'H';
    locate_query q;
    memset(&q, 0, sizeof q);
    q.level = 1;
    options_default(&q.opt);
    q.sketch = &sk;
    q.start_col = q.exit_col = -1;
    char why[512];
    int nh = locate_hypotheses(&q, 0, &cd->files[0], hyps, MAX_H, why, sizeof why);
    assert_int_equal(nh, 0);
    char want[64];
    snprintf(want, sizeof want, "'H' (sketch line 1, column 4)");
    if (!strstr(why, want))
        fail_msg("%s", why);
}

/* Two levels are the same only to the tile, the content and the entity; the states a
 * locate found are counted by the levels they build, a repeated state's once. */
static void levels_told_apart_and_counted(void **st)
{
    (void)st;
    build(0x1234567u, 5);
    spg_level *a = malloc(sizeof *a);
    assert_non_null(a);
    *a = res->level;
    assert_true(locate_same_level(a, &res->level));
    a->cell[5][5].content ^= 1;
    assert_false(locate_same_level(a, &res->level));
    a->cell[5][5].content ^= 1;
    a->cell[a->h - 1][a->w - 1].kind ^= 1;
    assert_false(locate_same_level(a, &res->level));
    a->cell[a->h - 1][a->w - 1].kind ^= 1;
    assert_true(a->nent > 0);
    a->ent[a->nent - 1].item ^= 1;
    assert_false(locate_same_level(a, &res->level));
    a->ent[a->nent - 1].item ^= 1;
    a->flags.dark = !a->flags.dark;
    assert_false(locate_same_level(a, &res->level));
    free(a);

    locate_query q;
    memset(&q, 0, sizeof q);
    q.level = 5;
    options_default(&q.opt);
    char err[256];
    uint32_t same[3] = {0x1234567u, 0x1234567u, 0x1234567u};
    assert_int_equal(locate_count_levels(&q, &data, same, 3, err, sizeof err), 1);
    uint32_t two[3] = {0x1234567u, 0x89abcdefu, 0x1234567u};
    assert_int_equal(locate_count_levels(&q, &data, two, 3, err, sizeof err), 2);
    uint32_t many[LOCATE_LEVELS_MAX + 1];
    for (int i = 0; i <= LOCATE_LEVELS_MAX; i++)
        many[i] = 0x1000u * (uint32_t)(i + 1) + 0x9e3779b9u * (uint32_t)i;
    assert_int_equal(locate_count_levels(&q, &data, many, LOCATE_LEVELS_MAX + 1, err, sizeof err), 0);
    assert_int_equal(locate_count_levels(&q, &data, many, 0, err, sizeof err), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(mines_rooms_roll_as_built),
        cmocka_unit_test(jungle_rooms_roll_as_built),
        cmocka_unit_test(ice_rooms_roll_as_built),
        cmocka_unit_test(temple_rooms_roll_as_built),
        cmocka_unit_test(kernel_agrees_with_prefix),
        cmocka_unit_test(sketch_errors_name_line_and_column),
        cmocka_unit_test(impossible_tile_is_named),
        cmocka_unit_test(levels_told_apart_and_counted),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
