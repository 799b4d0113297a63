/* test_scripts_result.c — a level the project's scripts build, as the explorer holds it
 * (src/explore/scripts_result.c), on a project of our own made in memory: the draws in
 * order with their script:line sites and calls, each tile written after the draw before
 * its object was made, one phase "scripts", and the refusals (a seed, past the Mines). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "explore/breakpoint.h"
#include "explore/scripts_result.h"
#include "explore/scripts_source.h"
#include "gml_rig.h"
#include "level.h"
#include "trace.h"

#include <unistd.h>

/* oGame's Create runs scrRow: three bricks on row 2, the i-th at column 3i + rand(0,2);
 * each brick's Create draws its look with random(4) (not the rand wrapper). */
static void project(rig *r)
{
    rig_begin(r);
    if (gml_add_sprite(&r->p, "sBlock", 0, 0, 0, 0, 15, 15, 16, 16) != 0 ||
        gml_add_object(&r->p, "oGlobals", NULL, NULL, false, 0) != 0 ||
        gml_add_object(&r->p, "oGame", NULL, NULL, false, 0) != 0 ||
        gml_add_object(&r->p, "oBrick", NULL, "sBlock", true, 0) != 0 ||
        gml_add_room(&r->p, "rLevel", 160, 128) != 0 ||
        gml_add_room_instance(&r->p, "rLevel", 100001, 0, 0, "oGame") != 0)
        abort();
    rig_script(r, "rand", "return floor(random(argument1 - argument0 + 1)) + argument0;\n");
    rig_script(r, "scrRow", "for (i = 0; i < 3; i += 1)\n"
                            "{\n"
                            "    instance_create((i * 3 + rand(0, 2)) * 16, 32, oBrick);\n"
                            "}\n");
    rig_event(r, "oGlobals", "create", "global.n = 0;\n");
    rig_event(r, "oGame", "create", "scrRow();\n");
    rig_event(r, "oBrick", "create", "look = random(4);\n");
    assert_int_equal(rig_finish(r), 0);
}

/* A native level's frame: 42 x 34 tiles, the classic rooms' grid, level 1. */
static void frame(spg_result *res, spg_request *rq)
{
    memset(res, 0, sizeof *res);
    level_reset(&res->level, 42, 34, 1, 1, 10, 8);
    res->level.number = 1;
    memset(rq, 0, sizeof *rq);
    rq->from_state = true;
    rq->seed = 7;
    rq->level = 1;
}

static void draws_then_tiles(void **state)
{
    (void)state;
    rig r;
    project(&r);
    gml_draws rec = {.rng = &r.rng};
    gml_vm_on_draw(r.vm, gml_draws_record, &rec);
    gml_vm_on_result(r.vm, gml_draws_result);
    spg_result *res = malloc(sizeof *res);
    spg_request rq;
    frame(res, &rq);
    char err[300];
    assert_int_equal(scripts_result_build(r.vm, &rec, &rq, res, err, sizeof err), 0);
    assert_int_equal(res->draws, 6);
    assert_int_equal(res->nphases, 1);
    assert_string_equal(res->phases[0].name, "scripts");
    assert_int_equal(res->start_state, 7);
    assert_int_equal(res->end_state, r.rng.state);
    const spg_trace *t = &res->trace;
    assert_int_equal(t->ndraws, 6);
    /* the events: phase, then per brick its column's draw, its tile, its look's draw */
    assert_int_equal(t->n, 1 + 3 * 3);
    assert_int_equal(t->ev[0].kind, SPG_EV_PHASE);
    int bricks = 0;
    for (int b = 0; b < 3; b++) {
        const spg_event *col = &t->ev[1 + 3 * b], *tile = col + 1, *look = col + 2;
        assert_int_equal(col->kind, SPG_EV_DRAW);
        assert_string_equal(col->site->name, "scrRow:3");
        assert_int_equal(col->call, SPG_CALL_RAND);
        assert_int_equal(col->a, 0);
        assert_int_equal(col->b, 2);
        assert_in_range(col->value, 0, 2);
        assert_int_equal(tile->kind, SPG_EV_TILE);
        assert_int_equal(tile->draw, col->draw); /* caused by the column's draw */
        assert_int_equal(tile->focus.x, 3 * b + col->value);
        assert_int_equal(tile->focus.y, 2);
        assert_int_equal(tile->value, SPG_T_BRICK);
        assert_string_equal(look->site->name, "oBrick:create:1");
        assert_int_equal(look->call, SPG_CALL_RANDOM);
        assert_int_equal(look->b, 4);
        assert_int_equal(level_tile(&res->level, 3 * b + col->value, 2), SPG_T_BRICK);
        bricks++;
    }
    assert_int_equal(bricks, 3);
    assert_int_equal(res->level.number, 1);
    spg_result_free(res);
    free(res);
    gml_draws_free(&rec);
    rig_end(&r);
}

static void refusals(void **state)
{
    (void)state;
    rig r;
    project(&r);
    gml_draws rec = {.rng = &r.rng};
    spg_result *res = malloc(sizeof *res);
    spg_request rq;
    char err[300];
    frame(res, &rq);
    rq.from_state = false;
    assert_int_equal(scripts_result_build(r.vm, &rec, &rq, res, err, sizeof err), -1);
    assert_non_null(strstr(err, "give --state S"));
    frame(res, &rq);
    rq.level = 5;
    assert_int_equal(scripts_result_build(r.vm, &rec, &rq, res, err, sizeof err), -1);
    assert_non_null(strstr(err, "levels 1-4"));
    spg_result_free(res);
    free(res);
    gml_draws_free(&rec);
    rig_end(&r);
}

/* the rand wrapper's call recovered from random's value and the integer it gave */
static void calls(void **state)
{
    (void)state;
    int call, a, b, v;
    gml_draw d = {.x = 10, .value = 3.75, .result = 5}; /* rand(2,11): floor(3.75) + 2 */
    scripts_result_call(&d, &call, &a, &b, &v);
    assert_int_equal(call, SPG_CALL_RAND);
    assert_int_equal(a, 2);
    assert_int_equal(b, 11);
    assert_int_equal(v, 5);
    gml_draw e = {.x = 4, .value = 2.5, .result = 2.5}; /* a bare random(4) */
    scripts_result_call(&e, &call, &a, &b, &v);
    assert_int_equal(call, SPG_CALL_RANDOM);
    assert_int_equal(b, 4);
    assert_int_equal(v, 2);
}

/* breakpoint.c's grammar on the scripts' sites: SCRIPT:LINE exactly, SCRIPT (or an
 * object's OBJECT:EVENT) every draw made in it, and not a script whose name goes on */
static void breaks_on_lines(void **state)
{
    (void)state;
    bp_spec s;
    char err[300];
    assert_int_equal(bp_spec_parse("scrRoomGen:212 if value == 1", NULL, &s, err, sizeof err), 0);
    assert_true(bp_site_matches(&s, "scrRoomGen:212"));
    assert_false(bp_site_matches(&s, "scrRoomGen:21"));
    assert_false(bp_site_matches(&s, "scrRoomGen:2120"));
    spg_site site = {"scrRoomGen:212", "rand(1,10)", "scrRoomGen:212"};
    spg_event e = {.kind = SPG_EV_DRAW, .site = &site, .value = 1};
    assert_true(bp_spec_matches(&s, NULL, &e));
    e.value = 2;
    assert_false(bp_spec_matches(&s, NULL, &e));
    bp_spec_free(&s);
    assert_int_equal(bp_spec_parse("scrRoomGen", NULL, &s, err, sizeof err), 0);
    assert_true(bp_site_matches(&s, "scrRoomGen:212"));
    assert_true(bp_site_matches(&s, "scrRoomGen:3"));
    assert_false(bp_site_matches(&s, "scrRoomGen2:3"));
    bp_spec_free(&s);
    assert_int_equal(bp_spec_parse("oBrick", NULL, &s, err, sizeof err), 0);
    assert_true(bp_site_matches(&s, "oBrick:create:3"));
    assert_false(bp_site_matches(&s, "oBrickOther:create:3"));
    bp_spec_free(&s);
}

/* the source pane's file and line of a draw's site, and the file read as lines */
static void source_of_a_site(void **state)
{
    (void)state;
    char path[300];
    int line = 0;
    assert_int_equal(scripts_source_where("D", "scrRoomGen:212", path, sizeof path, &line), 0);
    assert_string_equal(path, "D/scripts/scrRoomGen.gml");
    assert_int_equal(line, 212);
    assert_int_equal(scripts_source_where("D", "oBrick:create:3", path, sizeof path, &line), 0);
    assert_string_equal(path, "D/project/objects/oBrick/create.gml");
    assert_int_equal(line, 3);
    assert_int_equal(scripts_source_where("D", "path.walk", path, sizeof path, &line), -1);
    assert_int_equal(scripts_source_where("D", "scr:0", path, sizeof path, &line), -1);
    assert_int_equal(scripts_source_where("D", "scr:12x", path, sizeof path, &line), -1);
    char tmp[] = "/tmp/spg-source-XXXXXX";
    int fd = mkstemp(tmp);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs("a = 1;\r\nb = rand(1, 2);\n\nlast", f);
    fclose(f);
    scripts_file sf;
    memset(&sf, 0, sizeof sf);
    assert_int_equal(scripts_file_load(&sf, tmp), 0);
    assert_int_equal(sf.nlines, 4);
    assert_string_equal(sf.line[0], "a = 1;");
    assert_string_equal(sf.line[1], "b = rand(1, 2);");
    assert_string_equal(sf.line[2], "");
    assert_string_equal(sf.line[3], "last");
    assert_int_equal(scripts_file_load(&sf, tmp), 0); /* kept: the same */
    unlink(tmp);
    assert_int_equal(scripts_file_load(&sf, "/nonexistent/x.gml"), -1);
    assert_int_equal(sf.nlines, 0);
    scripts_file_free(&sf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(draws_then_tiles),
        cmocka_unit_test(refusals),
        cmocka_unit_test(calls),
        cmocka_unit_test(breaks_on_lines),
        cmocka_unit_test(source_of_a_site),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
