/* test_explore_edges.c — the explorer's rough edges that live below curses: what its `:`
 * commands refuse and say, per style and per level. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explore/commands.h"
#include "explore/snapshot.h"
#include "explore/stepper.h"
#include "output/describe.h"
#include "quirks.h"

static spg_data data;

typedef struct fixture {
    spg_request rq;
    spg_result *res;
    stepper st;
} fixture;

static int load_data(void **state)
{
    (void)state;
    char err[512];
    const char *env = getenv("SPELGEN_DATA");
    if (spg_data_load(env && *env ? NULL : "data", &data, err, sizeof err) != 0) {
        fprintf(stderr, "test_explore_edges: %s\n", err);
        return -1;
    }
    return 0;
}

static int free_data(void **state)
{
    (void)state;
    spg_data_free(&data);
    return 0;
}

static fixture *make(spg_style style, uint32_t seed, int level)
{
    fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    f->res = calloc(1, sizeof *f->res);
    assert_non_null(f->res);
    f->rq.style = style;
    f->rq.seed = seed;
    f->rq.level = level;
    f->rq.trace = true;
    options_default(&f->rq.opt);
    char err[256];
    if (spg_generate(&f->rq, &data, f->res, err, sizeof err) != 0)
        fail_msg("generate: %s", err);
    assert_int_equal(stepper_init(&f->st, f->res), 0);
    return f;
}

static void drop(fixture *f)
{
    stepper_free(&f->st);
    spg_result_free(f->res);
    free(f->res);
    free(f);
}

static void add_name(const char *cand, void *ctx)
{
    char *buf = ctx;
    strcat(buf, cand);
    strcat(buf, " ");
}

/* The quirks are the classic style's: a fools or tunnel level refuses them (a switch that
 * changes nothing would look like one that worked) and completes no quirk names. */
static void quirks_are_the_classic_styles(void **state)
{
    (void)state;
    static const spg_style others[] = {SPG_STYLE_FOOLS, SPG_STYLE_TUNNEL};
    for (size_t i = 0; i < 2; i++) {
        fixture *f = make(others[i], 3, 1);
        explore_cmd c;
        char err[256] = "", got[512] = "";
        assert_int_equal(explore_cmd_parse("quirk walk-else off", &f->st, &c, err, sizeof err),
                         -1);
        assert_non_null(strstr(err, "the quirks are the classic style's"));
        assert_non_null(strstr(err, spg_style_of(f->res)->name));
        explore_cmd_complete("quirk", 1, "", &f->st, add_name, got);
        assert_string_equal(got, "");
        drop(f);
    }
    fixture *f = make(SPG_STYLE_CLASSIC, 1, 1);
    explore_cmd c;
    char err[256] = "";
    assert_int_equal(explore_cmd_parse("quirk walk-else off", &f->st, &c, err, sizeof err), 0);
    assert_int_equal(c.kind, EC_QUIRK);
    drop(f);
}

/* :export's level at a step: the finished level at the last draw, the replayed tiles and
 * rooms before it, with the flags set so far and the step's draw number. */
static void snapshot_is_the_level_at_the_step(void **state)
{
    (void)state;
    fixture *f = make(SPG_STYLE_CLASSIC, 1, 1);
    spg_result *snap = malloc(sizeof *snap);
    assert_non_null(snap);
    stepper_seek(&f->st, f->st.ndraws);
    snapshot_at_step(&f->st, snap);
    assert_memory_equal(&snap->level, &f->res->level, sizeof snap->level);
    assert_int_equal(snap->draws, f->res->draws);
    assert_int_equal(snap->trace.n, 0);
    stepper_seek(&f->st, 2000);
    snapshot_at_step(&f->st, snap);
    assert_int_equal(snap->draws, 2000);
    assert_int_equal(snap->end_state, stepper_rng_state(&f->st, 2000));
    assert_memory_equal(snap->level.cell, f->st.cur.L.cell, sizeof snap->level.cell);
    assert_memory_equal(snap->level.rooms, f->st.cur.L.rooms, sizeof snap->level.rooms);
    assert_true(memcmp(snap->level.cell, f->res->level.cell, sizeof snap->level.cell) != 0);
    /* the shop is decided in the path phase: at draw 2000 (rooms) it is the finished
     * level's, and so are the start and exit rooms */
    assert_int_equal(snap->level.flags.shop, f->res->level.flags.shop);
    assert_int_equal(snap->level.start_x, f->res->level.start_x);
    /* at the start, nothing is decided */
    stepper_seek(&f->st, 0);
    snapshot_at_step(&f->st, snap);
    assert_int_equal(snap->draws, 0);
    assert_int_equal(snap->level.flags.shop, SPG_SHOP_NONE);
    assert_int_equal(snap->level.start_x, -1);
    free(snap);
    drop(f);
}

/* scrGenPath's sideways move: seed 1 level 1's walk rolls right from column 0 into a taken
 * room at draw 307; walk-else's else then looks left, past the edge, and nothing happens.
 * That is not "blocked at the edge", and the room it stays in is told as staying. */
static void walk_no_op_is_told_as_it_is(void **state)
{
    (void)state;
    fixture *f = make(SPG_STYLE_CLASSIC, 1, 1);
    const spg_event *d = stepper_draw(&f->st, 307);
    assert_non_null(d);
    assert_string_equal(d->site->name, "path.walk.left_edge");
    assert_non_null(d->text);
    assert_non_null(strstr(d->text, "the room on the right is taken and walk-else's other way, "
                                    "left, is the edge"));
    const spg_event *code = NULL;
    for (size_t i = f->res->trace.draw_event[306] + 1; i < f->res->trace.draw_event[307]; i++)
        if (f->res->trace.ev[i].kind == SPG_EV_ROOM_CODE)
            code = &f->res->trace.ev[i];
    assert_non_null(code);
    char what[200];
    describe_event(code, spg_style_of(f->res), what, sizeof what);
    assert_string_equal(what, "room (0,0) stays 1: path (set again)");
    /* a real move still marks */
    const spg_event *first = &f->res->trace.ev[f->res->trace.draw_event[305] + 1];
    if (first->kind == SPG_EV_ROOM_CODE) {
        describe_event(first, spg_style_of(f->res), what, sizeof what);
        assert_non_null(strstr(what, "marked"));
    }
    drop(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(quirks_are_the_classic_styles),
        cmocka_unit_test(snapshot_is_the_level_at_the_step),
        cmocka_unit_test(walk_no_op_is_told_as_it_is),
    };
    return cmocka_run_group_tests(tests, load_data, free_data);
}
