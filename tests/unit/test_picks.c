/* test_picks.c — the trace says where every layout and chunk came from (trace_pick): the
 * item itself, its set by name and size, why the room took that set, the layout's version.
 * The explorer's room template reads only this; it never re-derives a room's set. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/roomdata.h"
#include "gen.h"
#include "styles/classic/classic.h"
#include "fixture.h"

static void build_into(spg_result *into, spg_style style, uint32_t seed, int level, bool trace)
{
    spg_request rq;
    memset(&rq, 0, sizeof rq);
    rq.style = style;
    rq.seed = seed;
    rq.level = level;
    rq.trace = trace;
    rq.so.biome = -1;
    options_default(&rq.opt);
    char err[256];
    assert_int_equal(spg_generate(&rq, &data, into, err, sizeof err), 0);
}

static void build(spg_style style, uint32_t seed, int level)
{
    build_into(res, style, seed, level, true);
}

/* Every layout and chunk event has a pick whose item is the one the event names, from a
 * set of at least one item; `need_why` of them say why.  Returns how many layouts. */
static int check_picks(bool layouts_need_why)
{
    const spg_trace *t = &res->trace;
    int layouts = 0, chunks = 0;
    for (size_t i = 0; i < t->n; i++) {
        const spg_event *e = &t->ev[i];
        if (e->kind != SPG_EV_LAYOUT && e->kind != SPG_EV_CHUNK) {
            assert_null(trace_pick_of(t, i));
            continue;
        }
        const spg_pick *p = trace_pick_of(t, i);
        assert_non_null(p);
        assert_int_equal(p->event, i);
        assert_non_null(p->item);
        assert_string_equal(p->item->name, e->text);
        assert_non_null(p->set);
        assert_true(p->of >= 1);
        assert_true(p->variant == 0 || p->variant == 1);
        assert_true(p->variant < p->item->variants);
        if (e->kind == SPG_EV_LAYOUT) {
            layouts++;
            if (layouts_need_why)
                assert_non_null(p->why);
        } else {
            chunks++;
            assert_non_null(p->why); /* the slot's kind */
            assert_int_equal(p->variant, 0);
        }
    }
    assert_true(chunks > 0);
    return layouts;
}

/* scrRoomGen: a Mines level's sixteen rooms each say their set and why. */
static void mines_rooms_say_their_sets(void **st)
{
    (void)st;
    for (uint32_t seed = 1; seed <= 5; seed++) {
        build(SPG_STYLE_CLASSIC, seed, 1);
        assert_int_equal(check_picks(true), 16);
        /* the start room's set is start or start_drop, as its code says */
        const spg_trace *t = &res->trace;
        const spg_level *L = &res->level;
        for (size_t i = 0; i < t->n; i++) {
            const spg_event *e = &t->ev[i];
            if (e->kind != SPG_EV_LAYOUT || e->rx != L->start_x || e->ry != L->start_y)
                continue;
            const spg_pick *p = trace_pick_of(t, i);
            assert_string_equal(p->set, L->rooms[e->ry][e->rx] == 2 ? "start_drop" : "start");
            assert_non_null(strstr(p->why, "start room"));
        }
    }
}

/* The other areas and the fools style record their picks too (the why where they say it). */
static void other_areas_and_styles_pick(void **st)
{
    (void)st;
    int levels[] = {5, 9, 13, 16};
    for (size_t k = 0; k < sizeof levels / sizeof levels[0]; k++) {
        build(SPG_STYLE_CLASSIC, 1, levels[k]);
        assert_true(check_picks(true) > 0); /* every area says why (its code at least) */
    }
    build(SPG_STYLE_FOOLS, 3, 1);
    assert_int_equal(check_picks(true), 16);
}

/* A level without tracing keeps no picks, and a trace begun again forgets the old ones.
 * (An untraced level is built into a result of its own: spg_generate leaves an earlier
 * call's trace in a reused result as it was when it does not trace.) */
static void picks_start_empty(void **st)
{
    (void)st;
    build(SPG_STYLE_CLASSIC, 2, 1);
    size_t n = res->trace.npicks;
    assert_true(n > 16);
    build(SPG_STYLE_CLASSIC, 2, 1);
    assert_int_equal(res->trace.npicks, n);
    assert_null(trace_pick_of(&res->trace, res->trace.n + 5));
    /* the same level without tracing: its level is built, and it has no pick */
    spg_result *plain = calloc(1, sizeof *plain);
    assert_non_null(plain);
    build_into(plain, SPG_STYLE_CLASSIC, 2, 1, false);
    assert_true(plain->level.rooms[plain->level.start_y][plain->level.start_x] != 0);
    assert_int_equal(plain->trace.npicks, 0);
    assert_int_equal(plain->trace.n, 0);
    assert_null(trace_pick_of(&plain->trace, 0));
    spg_result_free(plain);
    free(plain);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(mines_rooms_say_their_sets),
        cmocka_unit_test(other_areas_and_styles_pick),
        cmocka_unit_test(picks_start_empty),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
