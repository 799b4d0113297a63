/* test_scan_kernel.c — the path scan's kernel (scan.c: path.c's path phase spelt a second
 * time, the walk from a table) against the path code itself, state by state: 10^6 states
 * sampled over the whole space and over every level 1-16, each plan (every room code, the
 * start and the exit, every flag: all that find's filters and count's properties read),
 * the draws and the RNG state after the path phase the same as the traced unit's path
 * code gives (classic_path_scan_states, path.c run with no trace attached); then the
 * options and quirks that change the path, and traced path-only builds themselves. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "styles/classic/classic.h"
#include "quirks.h"
#include "fixture.h"

/* The classic style's data (level 16's hall is read from it). */
static const classic_data *classic_of(const spg_data *d)
{
    return spg_style_data(d, SPG_STYLE_CLASSIC);
}

/* What a sample saw, so a test can check it reached every branch it claims to cover. */
typedef struct seen {
    long states, shops, snake_pits, sacrifice_pits, moai, motherships, yeti, market, city,
        lakes, walk_else;
} seen;

/* A spread of n states over the space: the first few, then strided with a multiplicative
 * hash's offsets, so every region and every low-bit pattern comes up. */
static uint32_t sample(long i, long n)
{
    if (i < 32)
        return (uint32_t)i;
    if (i < 64)
        return UINT32_MAX - (uint32_t)(i - 32);
    uint32_t stride = (uint32_t)(4294967296.0 / (double)n);
    return (uint32_t)i * stride + (uint32_t)i * 2654435761u;
}

static void tally(seen *w, const classic_plan *p)
{
    w->states++;
    w->shops += p->flags.shop_rx >= 0;
    w->snake_pits += p->flags.snake_pit;
    w->sacrifice_pits += p->flags.sacrifice_pit;
    w->moai += p->flags.moai;
    w->motherships += p->flags.mothership;
    w->yeti += p->flags.yeti_lair;
    w->market += p->flags.black_market;
    w->city += p->flags.city_of_gold;
    /* a flooded level: the exit stays in row 3, one room of row 4 is the Mega Mouth's */
    int nines = 0;
    for (int x = 0; x < 4; x++)
        nines += p->rooms[4][x] == SPG_ROOM_MEGA_MOUTH;
    w->lakes += p->flags.lake && p->exit_y == 3 && nines == 1 &&
                p->rooms[4][p->exit_x] != SPG_ROOM_MEGA_MOUTH;
}

static void fail_plan(int level, uint32_t state, const classic_plan *got, const classic_plan *want,
                      uint32_t got_end, uint32_t want_end, uint32_t got_draws, uint32_t want_draws)
{
    char a[64] = "", b[64] = "";
    for (int i = 0; i < SPG_ROOMS_Y * SPG_ROOMS_X; i++) {
        a[i] = (char)('0' + got->rooms[i / 4][i % 4]);
        b[i] = (char)('0' + want->rooms[i / 4][i % 4]);
    }
    fail_msg("level %d state %u: kernel rooms %s start %d exit %d,%d shop %d,%d end %08x draws %u; "
             "path code rooms %s start %d exit %d,%d shop %d,%d end %08x draws %u",
             level, state, a, got->start_x, got->exit_x, got->exit_y, got->flags.shop_rx,
             got->flags.shop_ry, got_end, got_draws, b, want->start_x, want->exit_x, want->exit_y,
             want->flags.shop_rx, want->flags.shop_ry, want_end, want_draws);
}

/* The kernel against the path code on n sampled states of `level` with options opt:
 * batches (as the search makes them) and single states, plans, draws and end states. */
static void compare(int level, const spg_options *opt, bool moai_made, long n, seen *w)
{
    classic_path_scan scan;
    char err[256];
    if (classic_path_scan_init(&scan, level, opt, classic_of(&data), err, sizeof err) != 0)
        fail_msg("level %d: %s", level, err);
    scan.game.made_moai = moai_made;
    enum { B = 256 };
    static classic_plan got[B], want[B];
    for (long i0 = 0; i0 < n; i0 += B) {
        uint32_t k = n - i0 < B ? (uint32_t)(n - i0) : B;
        /* a batch of consecutive states from a sampled start (the search's shape) */
        uint32_t first = sample(i0 / B, n / B + 1);
        classic_scan_states(&scan, first, 1, k, got);
        classic_path_scan_states(&scan, first, 1, k, want);
        for (uint32_t j = 0; j < k; j++) {
            if (memcmp(&got[j], &want[j], sizeof got[j]) != 0)
                fail_plan(level, first + j, &got[j], &want[j], 0, 0, 0, 0);
            tally(w, &got[j]);
        }
        /* and one sampled state alone, with its draws and the state it ends in */
        uint32_t st = sample(i0 / B, n / B + 1) ^ 0x5bd1e995u;
        classic_plan a, b;
        uint32_t da, db;
        uint32_t ea = classic_scan_state(&scan, st, &a, &da);
        uint32_t eb = classic_path_scan_state(&scan, st, &b, &db);
        if (memcmp(&a, &b, sizeof a) != 0 || ea != eb || da != db)
            fail_plan(level, st, &a, &b, ea, eb, da, db);
    }
}

/* 10^6 states over levels 1-16 with the original's options: the kernel is the path code. */
static void a_million_states_over_every_level(void **st)
{
    (void)st;
    seen all = {0};
    for (int level = 1; level <= SPG_MAX_LEVEL; level++) {
        spg_options opt;
        options_default(&opt);
        seen w = {0};
        compare(level, &opt, false, 1000000 / SPG_MAX_LEVEL, &w);
        if (level > 1)
            assert_true(w.shops > 0);
        if (area_of_level(level) == SPG_AREA_MINES)
            assert_true(w.snake_pits > w.states / 20); /* about 1 in 10 */
        if (area_of_level(level) == SPG_AREA_TEMPLE)
            assert_true(w.sacrifice_pits > w.states / 10);
        if (level >= 9 && level <= 12)
            assert_true(w.moai > 0);
        all.states += w.states;
    }
    assert_true(all.states >= 999984);
}

/* The options that change the path phase, on levels they reach: the Moai made before (the
 * mothership and the Yeti lair), a lake, the Black Market's door and the gold door taken,
 * and every quirk the path phase reads, off. */
static void the_options_and_quirks_that_shape_paths(void **st)
{
    (void)st;
    spg_options opt;
    for (int level = 9; level <= 12; level++) {
        options_default(&opt);
        seen w = {0};
        compare(level, &opt, true, 20000, &w);
        assert_true(w.motherships > 0 && w.yeti > 0);
        opt.quirks &= ~(1u << SPG_Q_MOAI_FIRST);
        seen v = {0};
        compare(level, &opt, false, 20000, &v);
        assert_true(v.motherships > 0 && v.yeti > 0 && v.moai > 0);
    }
    for (int level = 5; level <= 8; level++) {
        options_default(&opt);
        opt.lake = 1;
        seen w = {0};
        compare(level, &opt, false, 20000, &w);
        assert_true(w.lakes == w.states);
        options_default(&opt);
        opt.market_door_level = level - 1;
        seen m = {0};
        compare(level, &opt, false, 2000, &m);
        assert_true(m.market == m.states);
    }
    for (int level = 13; level <= 16; level++) {
        options_default(&opt);
        opt.gold_door_level = level - 1;
        seen w = {0};
        compare(level, &opt, false, 20000, &w);
        assert_true(w.city == w.states);
        opt.quirks &= ~(1u << SPG_Q_XOC_SEALED);
        compare(level, &opt, false, 20000, &w);
    }
    const int quirks[] = {SPG_Q_WALK_ELSE,     SPG_Q_WASTED_ROLLS,       SPG_Q_DEAD_PIT_ROLL,
                          SPG_Q_MOAI_FIRST,    SPG_Q_SHOP_LEFT_LAST_COL, SPG_Q_NO_SHOP_AFTER_MARKET,
                          SPG_Q_BORDER_COLUMN_42, SPG_Q_OLMEC_PATH};
    for (size_t q = 0; q < sizeof quirks / sizeof *quirks; q++)
        for (int level = 1; level <= SPG_MAX_LEVEL; level++) {
            options_default(&opt);
            opt.quirks &= ~(1u << quirks[q]);
            seen w = {0};
            compare(level, &opt, false, 4000, &w);
        }
    /* every quirk off at once */
    for (int level = 1; level <= SPG_MAX_LEVEL; level++) {
        options_default(&opt);
        opt.quirks = 0;
        seen w = {0};
        compare(level, &opt, false, 4000, &w);
    }
}

/* The kernel against traced path-only builds (the trace attached, as the explorer's): the
 * plan, the draws and the end state, on a few thousand states of every level. */
static void traced_builds_agree(void **st)
{
    (void)st;
    for (int level = 1; level <= SPG_MAX_LEVEL; level++) {
        spg_options opt;
        options_default(&opt);
        classic_path_scan scan;
        char err[256];
        assert_int_equal(classic_path_scan_init(&scan, level, &opt, classic_of(&data), err, sizeof err), 0);
        spg_request rq = {0};
        rq.from_state = true;
        rq.level = level;
        rq.path_only = true;
        rq.trace = true;
        rq.opt = opt;
        for (long i = 0; i < 1500; i++) {
            rq.seed = sample(i, 1500);
            assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
            classic_plan got, want;
            uint32_t draws;
            uint32_t end = classic_scan_state(&scan, rq.seed, &got, &draws);
            memset(&want, 0, sizeof want); /* the padding too: plans are compared whole */
            classic_plan_of(&res->level, &want);
            if (memcmp(&got, &want, sizeof got) != 0 || end != res->end_state ||
                draws != res->draws)
                fail_plan(level, rq.seed, &got, &want, end, res->end_state, draws, res->draws);
        }
    }
}

/* A table entry as the next case, plus 64 on a drop (code 2). */
static unsigned step_of(const classic_scan_step *e)
{
    assert_int_equal(e->next & 15, 0);
    assert_int_equal(e->x, e->next >> 8);
    assert_true(e->code == 1 || e->code == 2);
    return (unsigned)(e->next >> 4) | (e->code == 2 ? 64u : 0u);
}

/* The walk's table is path.c's step: a few hand-checked cases of each column. */
static void the_walk_table_is_the_step(void **st)
{
    (void)st;
    spg_options opt;
    options_default(&opt);
    classic_path_scan scan;
    char err[256];
    assert_int_equal(classic_path_scan_init(&scan, 1, &opt, classic_of(&data), err, sizeof err), 0);
    /* index: (x << 4 | taken) << 4 | rr, rr the draw's rand(0,14), whose rand(1,5) is
     * 1 + rr / 3 and whose rand(3,5) and rand(5,7) are 3 + rr / 5 and 5 + rr / 5; entry:
     * the next case times 16, its column and the code written, here as the next case
     * (x << 4 | taken) plus 64 on a drop, after checking the column and the code agree */
#define E(pit, x, taken, rr) step_of(&scan.walk[(pit) + 1][((x) << 4 | (taken)) << 4 | (rr)])
    /* left column: rand(3,5) 3 or 4 moves right, 5 drops into row below's column 0 */
    assert_int_equal(E(-1, 0, 0x1, 4), 1 << 4 | 0x3);  /* rr 0-4: 3 */
    assert_int_equal(E(-1, 0, 0x1, 9), 1 << 4 | 0x3);  /* rr 5-9: 4 */
    assert_int_equal(E(-1, 0, 0x1, 10), 64 | 0 << 4 | 0x1); /* rr 10-14: 5 */
    /* room 1 taken: the right move is blocked and walk-else's other way is the edge */
    assert_int_equal(E(-1, 0, 0x3, 0), 0 << 4 | 0x3);
    /* middle: rand(1,5) 1 or 2 left; left taken, right free: walk-else turns right */
    assert_int_equal(E(-1, 1, 0x3, 0), 2 << 4 | 0x7);  /* rr 0-2: 1 */
    /* both neighbours taken: down */
    assert_int_equal(E(-1, 1, 0x7, 3), 64 | 1 << 4 | 0x2); /* rr 3-5: 2 */
    assert_int_equal(E(-1, 1, 0x1, 12), 64 | 1 << 4 | 0x2); /* rr 12-14: 5, down */
    assert_int_equal(E(-1, 1, 0x3, 11), 2 << 4 | 0x7); /* rr 9-11: 4, right, into room 2 */
    /* right column: rand(5,7) 5 drops, 6 and 7 move left; with a pit in column 2 the row
     * below starts with the pit's column taken; a left move into it does nothing
     * (walk-else's other way is the edge) */
    assert_int_equal(E(2, 3, 0xC, 0), 64 | 3 << 4 | 0xC);
    assert_int_equal(E(2, 3, 0xC, 5), 3 << 4 | 0xC);
    assert_int_equal(E(-1, 3, 0x8, 14), 2 << 4 | 0xC);
#undef E
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_walk_table_is_the_step),
        cmocka_unit_test(a_million_states_over_every_level),
        cmocka_unit_test(the_options_and_quirks_that_shape_paths),
        cmocka_unit_test(traced_builds_agree),
    };
    return cmocka_run_group_tests_name("scan_kernel", tests, setup, teardown);
}
