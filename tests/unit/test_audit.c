/* test_audit.c — the audit's measuring: per-roll claims counted from hand-made traces
 * (only the rolls whose condition held), the judging of rates against documented values,
 * the same numbers on one thread or several, and the invariants on generated levels. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "quirks.h"
#include "search/audit.h"
#include "fixture.h"


static void claims_table(void **st)
{
    (void)st;
    for (int c = 0; c < AC__COUNT; c++) {
        assert_true(strlen(audit_claim_id(c)) > 0);
        assert_true(strlen(audit_claim_what(c)) > 0);
        assert_true(strlen(audit_claim_source(c)) > 0);
        for (int l = 1; l <= AUDIT_MAX_LEVEL; l++) {
            double p = audit_claim_p(c, l);
            assert_true(isnan(p) || (p >= 0 && p <= 1));
        }
        for (int d = 0; d < c; d++)
            assert_string_not_equal(audit_claim_id(c), audit_claim_id(d));
    }
    assert_true(fabs(audit_claim_p(AC_STONE, 2) - 0.1) < 1e-12);
    assert_true(fabs(audit_claim_p(AC_SHOP_ROLL, 3) - 2.0 / 3) < 1e-12);
    assert_true(audit_claim_p(AC_DARK, 1) == 0);
    assert_true(isnan(audit_claim_p(AC_REACH, 2)));
    /* claims are about their areas: the Mines' Bat odds say nothing of the Jungle, the
     * gems' odds differ by area, the Moai's by level */
    assert_true(audit_claim_applies(AC_BAT, 4) && !audit_claim_applies(AC_BAT, 5));
    assert_true(fabs(audit_claim_p(AC_SAPPHIRE, 6) - 1.0 / 80) < 1e-12);
    assert_true(fabs(audit_claim_p(AC_SAPPHIRE, 10) - 1.0 / 40) < 1e-12);
    assert_true(fabs(audit_claim_p(AC_MOAI, 10) - 1.0 / 3) < 1e-12);
    assert_true(!audit_claim_applies(AC_DARK, 9) && audit_claim_applies(AC_DARK, 13));
    assert_true(fabs(audit_claim_p(AC_SHOP_ROLL, 15) - 2.0 / 15) < 1e-12);
}

/* A level-1-sized result with a trace we write by hand. */
static spg_result *fake(int level)
{
    spg_result *r = calloc(1, sizeof *r);
    level_reset(&r->level, 42, 34, 1, 1, 10, 8);
    r->level.number = level;
    r->level.start_x = 0;
    r->level.start_y = 0;
    r->level.exit_x = 0;
    r->level.exit_y = 3;
    for (int y = 0; y < 4; y++)
        r->level.rooms[y][0] = y < 3 ? 2 : 3; /* the path straight down column 0 */
    game_init(&r->game, 1);
    r->game.level = level;
    trace_begin(&r->trace, 43, 34, 10, 8, 1, 1);
    return r;
}

static void draw_at(spg_result *r, const spg_site *s, int a, int b, int v)
{
    static uint32_t n;
    trace_draw(&r->trace, s, SPG_CALL_RAND, a, b, v, 0, ++n);
}

static void counted_from_traces(void **st)
{
    (void)st;
    static const spg_site solid = SPG_SITE("tiles.solid", ""), pit = SPG_SITE("path.snake_pit", ""),
                          altar = SPG_SITE("rooms.kali_altar", ""), other = SPG_SITE("something.else", ""),
                          gold = SPG_SITE("earth.gold", ""), web = SPG_SITE("treasure.nook.web", "");
    audit_config cfg;
    audit_config_init(&cfg);
    audit_stats s;
    assert_int_equal(audit_stats_init(&s, false), 0);
    spg_result *r = fake(2);
    int vals[] = {1, 5, 10, 1, 3};
    for (int i = 0; i < 5; i++)
        draw_at(r, &solid, 1, 10, vals[i]);
    draw_at(r, &other, 1, 10, 1);
    draw_at(r, &gold, 1, 100, 19); /* a vein */
    draw_at(r, &gold, 1, 100, 20); /* a rich vein */
    draw_at(r, &gold, 1, 100, 30); /* none */
    /* snake pit rolls: column 0 holds the path (not a trial), column 1 is free */
    trace_focus_rect(&r->trace, 1, 1, 10, 8);
    draw_at(r, &pit, 1, 8, 1);
    trace_focus_rect(&r->trace, 11, 1, 10, 8);
    draw_at(r, &pit, 1, 8, 3);
    trace_focus_none(&r->trace);
    /* altar rolls count until one makes the altar; later ones are wasted */
    draw_at(r, &altar, 1, 16, 4);
    draw_at(r, &altar, 1, 16, 1);
    draw_at(r, &altar, 1, 16, 1);
    /* webs: the roll's range is the odds used */
    draw_at(r, &web, 1, 5, 1);
    draw_at(r, &web, 1, 60, 2);
    audit_measure(&cfg, r, &s);
    assert_int_equal(s.n[AC_STONE][2], 5);
    assert_int_equal(s.hits[AC_STONE][2], 2);
    assert_int_equal(s.n[AC_GOLD_VEIN][2], 3);
    assert_int_equal(s.hits[AC_GOLD_VEIN][2], 1);
    assert_int_equal(s.hits[AC_RICH_VEIN][2], 1);
    assert_int_equal(s.hits[AC_ANY_GOLD][2], 2);
    assert_int_equal(s.n[AC_PIT][2], 1);
    assert_int_equal(s.hits[AC_PIT][2], 0);
    assert_int_equal(s.n[AC_ALTAR][2], 2);
    assert_int_equal(s.hits[AC_ALTAR][2], 1);
    assert_int_equal(s.n[AC_WEB_NOOK][2], 1);
    assert_int_equal(s.n[AC_WEB_FAR][2], 1);
    assert_int_equal(s.levels[2], 1);
    /* level 1: the altar rolls are all wasted */
    spg_result *r1 = fake(1);
    draw_at(r1, &altar, 1, 16, 1);
    audit_measure(&cfg, r1, &s);
    assert_int_equal(s.n[AC_ALTAR][1], 0);
    /* judging: 2 of 5 against 1/10 is inside a 99% interval; 500 of 1000 is not */
    static audit_row rows[AUDIT_MAX_ROWS];
    cfg.level_lo = cfg.level_hi = 2;
    int n = audit_rows(&cfg, &s, 0.99, rows, AUDIT_MAX_ROWS);
    assert_true(n > 0);
    bool seen = false;
    for (int i = 0; i < n; i++)
        if (rows[i].claim == AC_STONE) {
            assert_true(rows[i].judged && rows[i].inside);
            seen = true;
        }
    assert_true(seen);
    s.hits[AC_STONE][2] = 500;
    s.n[AC_STONE][2] = 1000;
    n = audit_rows(&cfg, &s, 0.99, rows, AUDIT_MAX_ROWS);
    for (int i = 0; i < n; i++)
        if (rows[i].claim == AC_STONE)
            assert_false(rows[i].inside);
    /* 128 of 1000 against 1/10 lies outside its own 99% interval but inside the
     * family-wise one: an outlier, not a refutation */
    s.hits[AC_STONE][2] = 128;
    n = audit_rows(&cfg, &s, 0.99, rows, AUDIT_MAX_ROWS);
    for (int i = 0; i < n; i++)
        if (rows[i].claim == AC_STONE) {
            assert_true(rows[i].inside && rows[i].outlier);
            assert_true(rows[i].family_confidence > 0.99);
            assert_true(rows[i].ci_family.lo < rows[i].ci.lo);
        }
    spg_result_free(r);
    spg_result_free(r1);
    free(r);
    free(r1);
    audit_stats_free(&s);
}

static void threads_agree_and_invariants_hold(void **st)
{
    (void)st;
    audit_config cfg;
    audit_config_init(&cfg);
    cfg.count = 12;
    cfg.heat = true;
    cfg.level_hi = AUDIT_MAX_LEVEL; /* every area */
    audit_stats one, many;
    char err[512];
    cfg.threads = 1;
    assert_int_equal(audit_run(&cfg, &data, &one, err, sizeof err), 0);
    cfg.threads = 3;
    assert_int_equal(audit_run(&cfg, &data, &many, err, sizeof err), 0);
    assert_memory_equal(one.hits, many.hits, sizeof one.hits);
    assert_memory_equal(one.n, many.n, sizeof one.n);
    assert_memory_equal(one.broken, many.broken, sizeof one.broken);
    for (int l = 1; l <= AUDIT_MAX_LEVEL; l++) {
        assert_int_equal(one.levels[l], 12);
        assert_int_equal(one.draws[l].total, 12);
        assert_int_equal(dist_quantile(&one.draws[l], 0.5), dist_quantile(&many.draws[l], 0.5));
        assert_int_equal(dist_min(&one.path_rooms[l]), dist_min(&many.path_rooms[l]));
        for (int i = 0; i < AI__COUNT; i++) {
            assert_int_equal(one.broken[i][l], 0);
            /* Olmec's hand-laid hall has no grid of rooms to hold doors */
            assert_true(one.checked[i][l] > 0 || (i == AI_DOORS && l == 16) ||
                        (i == AI_PATH && l == 16));
        }
    }
    assert_memory_equal(one.heat, many.heat, sizeof *one.heat * AH__COUNT);
    /* every roll of the stone test was counted: about one in ten */
    long h = 0, n = 0;
    for (int l = 1; l <= AUDIT_MAX_LEVEL; l++) {
        h += one.hits[AC_STONE][l];
        n += one.n[AC_STONE][l];
    }
    assert_true(n > 10000);
    assert_true(h * 100 > n * 8 && h * 100 < n * 12);
    /* the border's column 42 is the quirk's, and counted */
    assert_true(one.column42_writes >= 2 * 12 * AUDIT_MAX_LEVEL);
    audit_stats_free(&one);
    audit_stats_free(&many);
    /* off, the column is never written */
    cfg.opt.quirks &= ~(1u << SPG_Q_BORDER_COLUMN_42);
    cfg.threads = 2;
    cfg.count = 4;
    cfg.level_hi = 4;
    assert_int_equal(audit_run(&cfg, &data, &one, err, sizeof err), 0);
    assert_int_equal(one.column42_writes, 0);
    for (int l = 1; l <= AUDIT_MAX_LEVEL; l++)
        assert_int_equal(one.broken[AI_OUTSIDE][l], 0);
    audit_stats_free(&one);
}

/* The later areas' claims, judged on generated games: the Moai's chain, the lake, the
 * graveyard, the market's entrance, the sacrifice pit all come out near their odds, and
 * a per-area pooled claim is reported per area. */
static void later_areas_judged(void **st)
{
    (void)st;
    audit_config cfg;
    audit_config_init(&cfg);
    cfg.count = 300;
    cfg.level_lo = 5;
    cfg.level_hi = 15;
    cfg.threads = 2;
    cfg.trace = false; /* the per-level claims need no trace */
    audit_stats s;
    char err[512];
    assert_int_equal(audit_run(&cfg, &data, &s, err, sizeof err), 0);
    static audit_row rows[AUDIT_MAX_ROWS];
    int n = audit_rows(&cfg, &s, 0.99, rows, AUDIT_MAX_ROWS);
    int judged[AC__COUNT] = {0};
    bool jungle_row = false, temple_row = false;
    for (int i = 0; i < n; i++) {
        judged[rows[i].claim] += rows[i].judged;
        assert_true(rows[i].inside);
        jungle_row |= rows[i].claim == AC_SHOP_ROLL && rows[i].level == 6;
        temple_row |= rows[i].claim == AC_SACPIT && rows[i].level == 14;
    }
    assert_int_equal(judged[AC_MOAI], 4);
    assert_int_equal(judged[AC_LAKE], 4);
    assert_int_equal(judged[AC_GRAVEYARD], 4);
    assert_int_equal(judged[AC_MARKET], 3);
    assert_int_equal(judged[AC_SACPIT], 3);
    assert_true(judged[AC_MOTHERSHIP] >= 2);
    assert_int_equal(judged[AC_BAT], 0); /* the Mines' odds, not audited here */
    assert_true(jungle_row && temple_row);
    /* the Moai's level 12 is always (when no earlier level had it) */
    for (int i = 0; i < n; i++)
        if (rows[i].claim == AC_MOAI && rows[i].level == 12)
            assert_int_equal(rows[i].hits, rows[i].n);
    audit_stats_free(&s);
}

static void quirk_effects(void **st)
{
    (void)st;
    audit_config cfg;
    audit_config_init(&cfg);
    assert_true(audit_quirk_matters(&cfg, &data, SPG_Q_WALK_ELSE));
    assert_true(audit_quirk_matters(&cfg, &data, SPG_Q_WASTED_ROLLS));
    /* a Jungle rule changes nothing in the Mines */
    assert_false(audit_quirk_matters(&cfg, &data, SPG_Q_LAKE_AFTER_MARKET));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(claims_table),
        cmocka_unit_test(counted_from_traces),
        cmocka_unit_test(threads_agree_and_invariants_hold),
        cmocka_unit_test(later_areas_judged),
        cmocka_unit_test(quirk_effects),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
