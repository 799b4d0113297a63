/* test_tour.c — the guided tour's files: their format and its errors, stops placed in
 * order on a level by kind of draw (never by number), the search for a level where every
 * stop occurs, and the shipped tours of all three styles found and placed. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explore/tour.h"
#include "styles/classic/classic.h"
#include "fixture.h"

static void parse_fails(const char *text, const char *want)
{
    tour t;
    char err[512];
    assert_int_equal(tour_parse("t.tour", text, NULL, &t, err, sizeof err), -1);
    if (!strstr(err, want))
        fail_msg("error '%s' does not say '%s'", err, want);
    assert_int_equal(t.n, 0);
    assert_null(t.buf);
}

static void format_and_errors(void **st)
{
    (void)st;
    tour t;
    char err[512];
    const char *ok = "# a comment\nlevels 2-3\nseeds 7\n\nstop First\nat path.start\n"
                     "  one line\n\tand another\nstop Last\nat end\n  done\n";
    assert_int_equal(tour_parse("t.tour", ok, NULL, &t, err, sizeof err), 0);
    assert_int_equal(t.n, 2);
    assert_int_equal(t.level_lo, 2);
    assert_int_equal(t.level_hi, 3);
    assert_int_equal(t.seeds, 7);
    assert_string_equal(t.stop[0].title, "First");
    assert_string_equal(t.stop[0].at, "path.start");
    assert_string_equal(t.stop[0].text, "one line and another");
    assert_int_equal(t.stop[0].line, 5);
    assert_string_equal(t.stop[1].at, "end");
    tour_free(&t);
    parse_fails("  text\n", "t.tour:1: text before the first 'stop'");
    parse_fails("stop A\n  text\nstop B\nat end\n  x\n", "t.tour:3: stop 'A' (line 1) has no 'at'");
    parse_fails("stop A\nat end\n", "t.tour:2: stop 'A' (line 1) has no text");
    parse_fails("stop A\nat path.walk if value ~ 3\n  x\n", "t.tour:2: 'at path.walk if value ~ 3'");
    parse_fails("stop A\nat end\nat end\n  x\n", "t.tour:3: a second 'at'");
    parse_fails("levels 0\n", "t.tour:1: 'levels' needs N or N-M");
    parse_fails("levels 3-2\n", "'levels' needs");
    parse_fails("seeds x\n", "t.tour:1: 'seeds' needs a number");
    parse_fails("stop A\nat end\n  x\nlevels 2\n", "t.tour:4: 'levels' is not a tour directive");
    parse_fails("frobnicate\n", "t.tour:1: 'frobnicate' is not a tour directive");
    parse_fails("# nothing\n", "no stops");
    parse_fails("stop\n", "'stop' needs a title");
}

/* A tour's `levels` are its style's, from the style's registry entry: the tunnel's
 * stages, the fools style's one level a seed, the classic style's 16. */
static void levels_are_the_styles(void **st)
{
    (void)st;
    static const char *const names[] = {"classic", "fools", "tunnel"};
    for (int i = 0; i < 3; i++) {
        const spg_style_impl *style = spg_style_find(names[i], NULL);
        assert_non_null(style);
        char text[64], err[512], want[128];
        tour t;
        snprintf(text, sizeof text, "levels 1-%d\nstop A\nat end\n  x\n", style->max_level);
        assert_int_equal(tour_parse("t.tour", text, style, &t, err, sizeof err), 0);
        assert_int_equal(t.level_hi, style->max_level);
        tour_free(&t);
        snprintf(text, sizeof text, "levels %d\nstop A\nat end\n  x\n", style->max_level + 1);
        assert_int_equal(tour_parse("t.tour", text, style, &t, err, sizeof err), -1);
        snprintf(want, sizeof want, "t.tour:1: 'levels' needs N or N-M within 1-%d, the %s style's %ss",
                 style->max_level, names[i], style->level_word);
        if (!strstr(err, want))
            fail_msg("error '%s' does not say '%s'", err, want);
    }
    /* the bound is the entry's, not SPG_MAX_LEVEL: the fools style's is 1 */
    assert_int_equal(spg_style_find("fools", NULL)->max_level, 1);
}

static void build(spg_style style, uint32_t seed, int level)
{
    spg_request rq;
    memset(&rq, 0, sizeof rq);
    rq.style = style;
    rq.seed = seed;
    rq.level = level;
    rq.trace = true;
    rq.so.biome = -1;
    options_default(&rq.opt);
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, res, err, sizeof err), 0);
}

/* Stops land on the first matching draw after the stop before: a later stop of the same
 * site is the next such draw, and a stop that does not occur is named. */
static void stops_in_order(void **st)
{
    (void)st;
    tour t;
    char err[512];
    const char *text = "stop a\nat path.walk\n  x\nstop b\nat path.walk\n  x\n"
                       "stop c\nat phase blocks\n  x\nstop d\nat end\n  x\n";
    assert_int_equal(tour_parse("t.tour", text, NULL, &t, err, sizeof err), 0);
    build(SPG_STYLE_CLASSIC, 1, 1);
    uint32_t d[TOUR_MAX_STOPS];
    assert_int_equal(tour_place(&t, res, d, err, sizeof err), 0);
    const spg_event *e0 = &res->trace.ev[res->trace.draw_event[d[0] - 1]];
    const spg_event *e1 = &res->trace.ev[res->trace.draw_event[d[1] - 1]];
    assert_int_equal(strncmp(e0->site->name, "path.walk", 9), 0);
    assert_int_equal(strncmp(e1->site->name, "path.walk", 9), 0);
    assert_true(d[1] > d[0]);
    /* no path.walk draw between the two: the second is the next one */
    for (uint32_t k = d[0] + 1; k < d[1]; k++) {
        const spg_event *e = &res->trace.ev[res->trace.draw_event[k - 1]];
        assert_true(strncmp(e->site->name, "path.walk", 9) != 0);
    }
    assert_true(d[2] > d[1]);
    assert_int_equal(d[3], res->trace.ndraws);
    tour_free(&t);
    /* a stop no draw of level 1 makes (level 1 has no shop) */
    assert_int_equal(tour_parse("t.tour", "stop s\nat path.shop_room\n  x\n", NULL, &t, err, sizeof err), 0);
    assert_int_equal(tour_place(&t, res, d, err, sizeof err), -1);
    assert_non_null(strstr(err, "stop 1 (s) does not occur here"));
    tour_free(&t);
}

/* The search steps through seeds and levels to the first level with every stop. */
static void search_finds_a_level(void **st)
{
    (void)st;
    tour t;
    char err[512];
    assert_int_equal(tour_parse("t.tour", "levels 1-2\nseeds 50\nstop s\nat path.shop_room\n  x\n", NULL,
                                &t, err, sizeof err), 0);
    spg_request base, found;
    memset(&base, 0, sizeof base);
    base.style = SPG_STYLE_CLASSIC;
    base.seed = 1;
    base.so.biome = -1;
    options_default(&base.opt);
    uint32_t d[TOUR_MAX_STOPS];
    assert_int_equal(tour_search(&t, &data, &base, &found, res, d, err, sizeof err), 0);
    assert_int_equal(found.level, 2); /* level 1 never has a shop */
    assert_true(found.seed >= 1);
    tour_free(&t);
    assert_int_equal(tour_parse("t.tour", "seeds 3\nstop s\nat path.shop_room\n  x\n", NULL, &t, err,
                                sizeof err), 0);
    assert_int_equal(tour_search(&t, &data, &base, &found, res, d, err, sizeof err), -1);
    assert_non_null(strstr(err, "no level 1 of seeds 1-3 has every stop"));
    tour_free(&t);
}

/* The shipped tours: each style's is found within its seeds and has 11-20 stops. */
static void shipped_tours(void **st)
{
    (void)st;
    static const char *const names[] = {"classic", "fools", "tunnel"};
    static const spg_style styles[] = {SPG_STYLE_CLASSIC, SPG_STYLE_FOOLS, SPG_STYLE_TUNNEL};
    for (int i = 0; i < 3; i++) {
        char path[4200], err[600];
        snprintf(path, sizeof path, "%s/tour/%s.tour", data.dir, names[i]);
        tour t;
        if (tour_load(path, spg_style_find(names[i], NULL), &t, err, sizeof err) != 0)
            fail_msg("%s", err);
        /* a tour a newcomer follows in one sitting: the classic one has 22 stops */
        assert_true(t.n >= (i == 0 ? 12 : 8) && t.n <= 24);
        spg_request base, found;
        memset(&base, 0, sizeof base);
        base.style = styles[i];
        base.seed = 1;
        base.so.biome = -1;
        options_default(&base.opt);
        uint32_t d[TOUR_MAX_STOPS];
        if (tour_search(&t, &data, &base, &found, res, d, err, sizeof err) != 0)
            fail_msg("%s: %s", names[i], err);
        for (int k = 1; k < t.n; k++)
            assert_true(d[k] > d[k - 1]);
        tour_free(&t);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(format_and_errors),
        cmocka_unit_test(levels_are_the_styles),
        cmocka_unit_test(stops_in_order),
        cmocka_unit_test(search_finds_a_level),
        cmocka_unit_test(shipped_tours),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
