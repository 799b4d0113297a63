/* test_gmk.c — the GameMaker 8.0 project reader, the dump and the data directory, on a
 * synthetic project of our own (gmk_writer.h writes it; nothing of the original's).
 *
 * The project is written and read back field by field; its dump and its data directory
 * are compared with the text they must hold; every prefix of the file, a wrong magic or
 * version, a corrupt zlib stream, absurd counts and broken values are refused with the
 * message they must give.  `test_gmk --write-fixture FILE [bad-script]` writes the
 * project as tests/cli/fixtures/synthetic.gmk (bad-script.gmk: with a script that does
 * not parse), the CLI test's fixtures; `--write-corpus DIR` the fuzzer's seeds.  The test
 * checks the committed copies still read as these projects. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <dirent.h>
#include <unistd.h>

#include "gmk_writer.h"
#include "import/gmk.h"
#include "import/gmk_check.h"
#include "import/gmk_dump.h"
#include "import/gmk_export.h"
#include "import/gmk_text.h"
#include "import/outdir.h"

#define FIXTURE "tests/cli/fixtures/synthetic.gmk"
#define BAD_SCRIPT_FIXTURE "tests/cli/fixtures/bad-script.gmk"

/* The bad-script fixture's scrRoomTest: a block that does not end. */
#define BAD_SCRIPT "global.x = 1;\r\nif (x) {\r\n    strTemp = \"0000011111\";\r\n"

/* ---------------------------------------------------------------- the synthetic project */

static char *sdup(const char *s)
{
    return s ? strdup(s) : NULL;
}

static gmk_action act(int kind, int lib, int id, const char *fn, int applies, int used,
                      const char *a0, const char *a1)
{
    gmk_action a = {.lib = lib, .id = id, .kind = kind, .function = sdup(fn),
                    .applies_to = applies, .used = used, .nargs = 8};
    a.args = calloc(8, sizeof *a.args);
    for (int i = 0; i < 8; i++)
        a.args[i] = sdup(i == 0 && a0 ? a0 : i == 1 && a1 ? a1 : "");
    return a;
}

static gmk_action code(const char *text, int applies)
{
    return act(GMK_ACT_CODE, 1, 603, "", applies, 1, text, NULL);
}

static void event(gmk_object *o, int type, int number, int n, ...)
{
    o->events = realloc(o->events, (size_t)(o->nevents + 1) * sizeof *o->events);
    gmk_event *e = &o->events[o->nevents++];
    *e = (gmk_event){.type = type, .number = number, .nactions = n};
    e->actions = calloc((size_t)n, sizeof *e->actions);
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        e->actions[i] = va_arg(ap, gmk_action);
    va_end(ap);
}

/* Our own little project: three scripts (one deleted), three sprites, four objects (one
 * deleted) with events of many kinds, two rooms (one deleted). */
static void synthetic(gmk_project *p)
{
    memset(p, 0, sizeof *p);
    p->version = 800;
    p->game_id = 4242;
    p->author = sdup("The Tests");
    p->game_version = sdup("1.1");
    p->version_major = 1;
    p->version_minor = 1;

    p->nscripts = 3;
    p->scripts = calloc(3, sizeof *p->scripts);
    p->scripts[0] = (gmk_script){sdup("scrGreet"),
                                 sdup("// our own test script\r\nvar n;\r\nn = rand(1,3);\r\n"
                                     "if (n == 1) return \"a\";\r\n")};
    p->scripts[2] = (gmk_script){sdup("scrRoomTest"),
                                 sdup("global.x = 1;\r\nstrTemp = \"0000011111\";")};

    p->nsprites = 3;
    p->sprites = calloc(3, sizeof *p->sprites);
    p->sprites[0] = (gmk_sprite){.name = sdup("sWallTest"), .width = 16, .height = 16,
                                 .frames = 1, .shape = 1, .left = 0, .right = 15, .top = 0,
                                 .bottom = 15};
    p->sprites[1] = (gmk_sprite){.name = sdup("sThingTest"), .origin_x = 8, .origin_y = 8,
                                 .width = 4, .height = 2, .frames = 2, .shape = 1,
                                 .bbox_mode = 2, .left = 1, .right = 2, .top = 0, .bottom = 1};
    p->sprites[2] = (gmk_sprite){.name = sdup("sEmptyTest"), .shape = 1};

    p->nobjects = 4;
    p->objects = calloc(4, sizeof *p->objects);
    gmk_object *wall = &p->objects[0], *block = &p->objects[2], *empty = &p->objects[3];
    *wall = (gmk_object){.name = sdup("oWallTest"), .sprite = 0, .mask = -1, .parent = -1,
                         .solid = true, .visible = true, .depth = 100};
    event(wall, GMK_EV_CREATE, 0, 1, code("x = 1;\r\n", -1));
    *block = (gmk_object){.name = sdup("oBlockTest"), .sprite = 1, .mask = 2, .parent = 0,
                          .visible = true, .depth = -5, .persistent = true};
    event(block, GMK_EV_CREATE, 0, 2, act(0, 1, 604, "action_inherited", -1, 0, NULL, NULL),
          code("n = rand(1,10);\r\nif (n == 1) y = 2;", -1));
    event(block, GMK_EV_ALARM, 2, 1, code("alarm[2] = 5;", -1));
    event(block, GMK_EV_STEP, 1, 1, code("x += 1;", -1));
    event(block, GMK_EV_COLLISION, 0, 1, code("y -= 1;", -2));
    gmk_action script = act(GMK_ACT_NORMAL, 1, 601, "action_execute_script", -1, 2, "0", "1");
    script.arg_kinds[0] = GMK_ARG_SCRIPT;
    gmk_action create = act(GMK_ACT_NORMAL, 1, 201, "action_create_object", -1, 3, "2", "16");
    create.arg_kinds[0] = GMK_ARG_OBJECT;
    create.arg_kinds[1] = 0;
    gmk_action sprite = act(GMK_ACT_NORMAL, 1, 541, "action_sprite_set", -1, 1, "1", NULL);
    sprite.arg_kinds[0] = GMK_ARG_SPRITE;
    event(block, GMK_EV_OTHER, 10, 6, act(GMK_ACT_VARIABLE, 1, 611, "", -2, 2, "x", "3"),
          act(GMK_ACT_NORMAL, 1, 605, "", -1, 1, "our own note", NULL), script, create, sprite,
          act(GMK_ACT_ELSE, 1, 421, "", -1, 0, NULL, NULL));
    event(block, GMK_EV_KEYPRESS, 13, 1, code("depth = 1;", 0));
    block->events[4].actions[0].relative = true;
    block->events[4].actions[2].negate = true;
    *empty = (gmk_object){.name = sdup("oEmptyTest"), .sprite = -1, .mask = -1, .parent = 2};

    p->nrooms = 2;
    p->rooms = calloc(2, sizeof *p->rooms);
    gmk_room *r = &p->rooms[0];
    *r = (gmk_room){.name = sdup("rTestRoom"), .width = 320, .height = 240,
                    .code = sdup("scrRoomTest();\r\n"), .ninstances = 3};
    r->instances = calloc(3, sizeof *r->instances);
    r->instances[0] = (gmk_instance){16, 16, 0, 100001, sdup("")};
    r->instances[1] = (gmk_instance){32, 16, 2, 100002, sdup("depth = 3;\r\n")};
    r->instances[2] = (gmk_instance){48, 32, 0, 100003, sdup("")};
}

/* The synthetic project with scrRoomTest replaced by BAD_SCRIPT. */
static void synthetic_bad_script(gmk_project *p)
{
    synthetic(p);
    free(p->scripts[2].code);
    p->scripts[2].code = sdup(BAD_SCRIPT);
}

static unsigned char *synthetic_file(const gw_opts *o, size_t *len)
{
    gmk_project p;
    synthetic(&p);
    unsigned char *f = gmk_write(&p, o, len);
    gmk_free(&p);
    return f;
}

/* ---------------------------------------------------------------- comparing */

static void same_str(const char *a, const char *b)
{
    if (!a || !b)
        assert_ptr_equal(a, b);
    else
        assert_string_equal(a, b);
}

static void same_project(const gmk_project *a, const gmk_project *b)
{
    assert_int_equal(a->version, b->version);
    assert_int_equal(a->game_id, b->game_id);
    same_str(a->author, b->author);
    same_str(a->game_version, b->game_version);
    assert_int_equal(a->version_major, b->version_major);
    assert_int_equal(a->version_minor, b->version_minor);
    assert_int_equal(a->nscripts, b->nscripts);
    for (int i = 0; i < a->nscripts; i++) {
        same_str(a->scripts[i].name, b->scripts[i].name);
        same_str(a->scripts[i].code, b->scripts[i].code);
    }
    assert_int_equal(a->nsprites, b->nsprites);
    for (int i = 0; i < a->nsprites; i++) {
        const gmk_sprite *x = &a->sprites[i], *y = &b->sprites[i];
        same_str(x->name, y->name);
        if (!x->name)
            continue;
        const int xv[] = {x->origin_x, x->origin_y, x->width, x->height, x->frames, x->shape,
                          x->bbox_mode, x->left, x->right, x->top, x->bottom};
        const int yv[] = {y->origin_x, y->origin_y, y->width, y->height, y->frames, y->shape,
                          y->bbox_mode, y->left, y->right, y->top, y->bottom};
        for (size_t k = 0; k < sizeof xv / sizeof xv[0]; k++)
            assert_int_equal(xv[k], yv[k]);
    }
    assert_int_equal(a->nobjects, b->nobjects);
    for (int i = 0; i < a->nobjects; i++) {
        const gmk_object *x = &a->objects[i], *y = &b->objects[i];
        same_str(x->name, y->name);
        if (!x->name)
            continue;
        assert_int_equal(x->sprite, y->sprite);
        assert_int_equal(x->mask, y->mask);
        assert_int_equal(x->parent, y->parent);
        assert_int_equal(x->solid, y->solid);
        assert_int_equal(x->visible, y->visible);
        assert_int_equal(x->persistent, y->persistent);
        assert_int_equal(x->depth, y->depth);
        assert_int_equal(x->nevents, y->nevents);
        for (int e = 0; e < x->nevents; e++) {
            const gmk_event *ex = &x->events[e], *ey = &y->events[e];
            assert_int_equal(ex->type, ey->type);
            assert_int_equal(ex->number, ey->number);
            assert_int_equal(ex->nactions, ey->nactions);
            for (int k = 0; k < ex->nactions; k++) {
                const gmk_action *ax = &ex->actions[k], *ay = &ey->actions[k];
                assert_int_equal(ax->lib, ay->lib);
                assert_int_equal(ax->id, ay->id);
                assert_int_equal(ax->kind, ay->kind);
                assert_int_equal(ax->applies_to, ay->applies_to);
                assert_int_equal(ax->relative, ay->relative);
                assert_int_equal(ax->negate, ay->negate);
                assert_int_equal(ax->used, ay->used);
                for (int g = 0; g < GMK_ARGS_MAX; g++)
                    assert_int_equal(ax->arg_kinds[g], ay->arg_kinds[g]);
                same_str(ax->function, ay->function);
                assert_int_equal(ax->nargs, ay->nargs);
                for (int g = 0; g < ax->nargs; g++)
                    same_str(ax->args[g], ay->args[g]);
            }
        }
    }
    assert_int_equal(a->nrooms, b->nrooms);
    for (int i = 0; i < a->nrooms; i++) {
        const gmk_room *x = &a->rooms[i], *y = &b->rooms[i];
        same_str(x->name, y->name);
        if (!x->name)
            continue;
        assert_int_equal(x->width, y->width);
        assert_int_equal(x->height, y->height);
        same_str(x->code, y->code);
        assert_int_equal(x->ninstances, y->ninstances);
        for (int k = 0; k < x->ninstances; k++) {
            assert_int_equal(x->instances[k].x, y->instances[k].x);
            assert_int_equal(x->instances[k].y, y->instances[k].y);
            assert_int_equal(x->instances[k].object, y->instances[k].object);
            assert_int_equal(x->instances[k].id, y->instances[k].id);
            same_str(x->instances[k].code, y->instances[k].code);
        }
    }
}

/* ---------------------------------------------------------------- reading */

static void round_trip(void **st)
{
    (void)st;
    size_t len;
    unsigned char *f = synthetic_file(NULL, &len);
    gmk_project want, got;
    synthetic(&want);
    char err[512];
    int rc = gmk_read(f, len, "t.gmk", &got, err, sizeof err);
    if (rc != 0)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    same_project(&want, &got);
    /* GameMaker's -100 ("no parent") reads as none */
    assert_int_equal(got.objects[0].parent, -1);
    assert_string_equal(gmk_object_name(&got, got.objects[3].parent), "oBlockTest");
    assert_int_equal(gmk_find_object(&got, "oEmptyTest"), 3);
    assert_int_equal(gmk_find_object(&got, "oNothing"), -1);
    assert_null(gmk_object_name(&got, 1)); /* deleted */
    assert_null(gmk_sprite_name(&got, 7));
    gmk_free(&got);
    gmk_free(&want);
    free(f);
}

static void scripts_must_parse(void **st)
{
    (void)st;
    gmk_project p;
    char err[512];
    synthetic(&p);
    assert_int_equal(gmk_check_scripts(&p, "t.gmk", err, sizeof err), 0);
    gmk_free(&p);
    synthetic_bad_script(&p);
    assert_int_equal(gmk_check_scripts(&p, "t.gmk", err, sizeof err), -1);
    assert_string_equal(err, "t.gmk: script scrRoomTest: line 2: the block opened here does "
                             "not end");
    gmk_free(&p);
    /* the committed fixture is that project */
    gmk_project want, got;
    int rc = gmk_read_file(BAD_SCRIPT_FIXTURE, &got, err, sizeof err);
    if (rc != 0)
        print_error("%s (regenerate: build/tests/test_gmk --write-fixture " BAD_SCRIPT_FIXTURE
                    " bad-script)\n", err);
    assert_int_equal(rc, 0);
    synthetic_bad_script(&want);
    same_project(&want, &got);
    gmk_free(&got);
    gmk_free(&want);
}

static void many_events_in_order(void **st)
{
    (void)st;
    gmk_project want, got;
    synthetic(&want);
    gmk_object *o = &want.objects[3];
    for (int i = 0; i < 37; i++) {
        char text[32];
        snprintf(text, sizeof text, "n = %d;", i);
        event(o, GMK_EV_ALARM, i, 1, code(text, -1));
    }
    size_t len;
    unsigned char *f = gmk_write(&want, NULL, &len);
    char err[512];
    assert_int_equal(gmk_read(f, len, "t.gmk", &got, err, sizeof err), 0);
    same_project(&want, &got);
    assert_int_equal(got.objects[3].nevents, 37);
    assert_string_equal(got.objects[3].events[36].actions[0].args[0], "n = 36;");
    gmk_free(&got);
    gmk_free(&want);
    free(f);
}

static void committed_fixture_is_the_project(void **st)
{
    (void)st;
    gmk_project want, got;
    char err[512];
    int rc = gmk_read_file(FIXTURE, &got, err, sizeof err);
    if (rc != 0)
        print_error("%s (regenerate: build/tests/test_gmk --write-fixture " FIXTURE ")\n", err);
    assert_int_equal(rc, 0);
    synthetic(&want);
    same_project(&want, &got);
    gmk_free(&got);
    gmk_free(&want);
}

/* Reading `f` fails with exactly `want` (and leaves the project empty). */
static void expect_error(const unsigned char *f, size_t len, const char *want)
{
    gmk_project p;
    char err[512];
    int rc = gmk_read(f, len, "t.gmk", &p, err, sizeof err);
    if (rc == 0 || strcmp(err, want) != 0)
        print_error("want: %s\ngot (%d): %s\n", want, rc, err);
    assert_int_equal(rc, -1);
    assert_string_equal(err, want);
    assert_null(p.objects);
    assert_int_equal(p.nobjects, 0);
}

/* Reading `f` fails with a message starting `prefix` and holding `part`. */
static void expect_error_like(const unsigned char *f, size_t len, const char *prefix,
                              const char *part)
{
    gmk_project p;
    char err[512];
    int rc = gmk_read(f, len, "t.gmk", &p, err, sizeof err);
    if (rc == 0 || strncmp(err, prefix, strlen(prefix)) != 0 || !strstr(err, part))
        print_error("want: %s...%s...\ngot (%d): %s\n", prefix, part, rc, err);
    assert_int_equal(rc, -1);
    assert_true(strncmp(err, prefix, strlen(prefix)) == 0);
    assert_non_null(strstr(err, part));
}

static void stored_blocks_round_trip(void **st)
{
    (void)st;
    gw_opts o = {.stored = 1};
    size_t len;
    unsigned char *f = synthetic_file(&o, &len);
    gmk_project want, got;
    synthetic(&want);
    char err[512];
    assert_int_equal(gmk_read_stored(f, len, "t.gmk", &got, err, sizeof err), 0);
    same_project(&want, &got);
    gmk_free(&got);
    gmk_free(&want);
    /* read as a real file, the first block is no zlib stream */
    expect_error_like(f, len, "t.gmk: game settings: bad compressed block (", "at byte 32");
    free(f);
}

static void every_prefix_is_truncated(void **st)
{
    (void)st;
    size_t len;
    unsigned char *f = synthetic_file(NULL, &len);
    for (size_t n = 0; n < len; n++) {
        gmk_project p;
        char err[512];
        int rc = gmk_read(f, n, "t.gmk", &p, err, sizeof err);
        if (rc != -1 || strncmp(err, "t.gmk: ", 7) != 0 || !strstr(err, "truncated") ||
            strchr(err, '\n'))
            print_error("prefix of %zu bytes: %d %s\n", n, rc, err);
        assert_int_equal(rc, -1);
        assert_non_null(strstr(err, "truncated"));
        assert_null(strchr(err, '\n'));
        assert_null(p.scripts);
    }
    /* and one more byte than it should have */
    unsigned char *g = malloc(len + 1);
    memcpy(g, f, len);
    g[len] = 0;
    char want[160];
    snprintf(want, sizeof want, "t.gmk: end: 1 byte left over (not the GameMaker 8.0 layout) "
             "at byte %zu", len);
    expect_error(g, len + 1, want);
    free(g);
    free(f);
}

static void bad_header(void **st)
{
    (void)st;
    size_t len;
    unsigned char *f = synthetic_file(NULL, &len);
    f[0] = 'P';
    expect_error(f, len, "t.gmk: header: not a GameMaker project file (it starts 1234256, "
                         "not 1234321) at byte 0");
    free(f);
    gw_opts o = {.version = 810};
    f = synthetic_file(&o, &len);
    expect_error(f, len, "t.gmk: header: a GameMaker project of version 810; spelgen reads "
                         "version 800 (GameMaker 8.0) only at byte 4");
    free(f);
    o.version = 530;
    f = synthetic_file(&o, &len);
    expect_error(f, len, "t.gmk: header: a GameMaker project of version 530; spelgen reads "
                         "version 800 (GameMaker 8.0) only at byte 4");
    free(f);
    expect_error((const unsigned char *)"", 0,
                 "t.gmk: header: truncated (4 bytes wanted, 0 left) at byte 0");
}

static void corrupt_zlib(void **st)
{
    (void)st;
    size_t len;
    unsigned char *f = synthetic_file(NULL, &len);
    /* the settings' block: magic, version, id, GUID (28 bytes), its version, its length
     * at byte 32, then zlib's header */
    f[36] ^= 0xff;
    expect_error(f, len, "t.gmk: game settings: bad compressed block (incorrect header "
                         "check) at byte 32");
    f[36] ^= 0xff;
    /* a byte inside the deflated data: zlib notices, one way or another */
    f[48] ^= 0x55;
    expect_error_like(f, len, "t.gmk: game settings: ", "at byte 32");
    free(f);
}

static void absurd_and_broken_values(void **st)
{
    (void)st;
    size_t len;
    gw_opts o = {.instance_count = 1 << 30};
    unsigned char *f = synthetic_file(&o, &len);
    expect_error_like(f, len, "t.gmk: room 0 (rTestRoom), instances: 1073741824 instances "
                              "cannot fit in the ", "(truncated, or an absurd count) at byte ");
    free(f);
    o = (gw_opts){.solid_value = 2};
    f = synthetic_file(&o, &len);
    expect_error_like(f, len, "t.gmk: object 0 (oWallTest): a yes/no value is 2, not 0 or 1 "
                              "at byte ", "of the block at byte ");
    free(f);
    o = (gw_opts){.parent_of_first = 99};
    f = synthetic_file(&o, &len);
    expect_error(f, len, "t.gmk: object 0 (oWallTest): its parent is 99, which is no object");
    free(f);
    o = (gw_opts){.huge_frame = 1};
    f = synthetic_file(&o, &len);
    expect_error_like(f, len, "t.gmk: sprite 0 (sWallTest), frame 0: a frame of 1073741824 x "
                              "1073741824 pixels at byte ", "of the block at byte ");
    free(f);
    o = (gw_opts){.room_version = 520};
    f = synthetic_file(&o, &len);
    expect_error_like(f, len, "t.gmk: room 0 (rTestRoom): room version 520, not 541 "
                              "(GameMaker 8.0) at byte 25 of the block at byte ", "");
    free(f);
}

static void names_must_be_one_printable_line(void **st)
{
    (void)st;
    gmk_project p;
    synthetic(&p);
    free(p.objects[2].name);
    p.objects[2].name = sdup("oBad\nName");
    size_t len;
    unsigned char *f = gmk_write(&p, NULL, &len);
    expect_error_like(f, len, "t.gmk: object 2: a name holds the control character 0x0a at "
                              "byte 4 of the block at byte ", "");
    free(f);
    gmk_free(&p);
}

static void cut_block_names_the_resource(void **st)
{
    (void)st;
    size_t len;
    /* oBlockTest's block loses its last terminator: the trigger events' -1 */
    gw_opts o = {.cut_object = 3, .cut_bytes = 4};
    unsigned char *f = synthetic_file(&o, &len);
    expect_error_like(f, len, "t.gmk: object 2 (oBlockTest), trigger events: truncated "
                              "(4 bytes wanted, 0 left) at byte ", "of the block at byte ");
    free(f);
    /* inside an action's arguments */
    o.cut_bytes = 60;
    f = synthetic_file(&o, &len);
    expect_error_like(f, len, "t.gmk: object 2 (oBlockTest), event keypress 13, action 0: ",
                      "truncated");
    free(f);
}

/* ---------------------------------------------------------------- names and text */

static void event_names(void **st)
{
    (void)st;
    gmk_project p;
    synthetic(&p);
    static const char *const want[] = {"create", "alarm_2", "step_begin", "collision_oWallTest",
                                       "user_0", "keypress_13"};
    char b[64];
    for (int i = 0; i < 6; i++) {
        gmk_event_name(&p, &p.objects[2].events[i], b, sizeof b);
        assert_string_equal(b, want[i]);
    }
    gmk_event e = {.type = GMK_EV_OTHER, .number = 4};
    gmk_event_name(&p, &e, b, sizeof b);
    assert_string_equal(b, "room_start");
    e = (gmk_event){.type = GMK_EV_COLLISION, .number = 1}; /* a deleted object */
    gmk_event_name(&p, &e, b, sizeof b);
    assert_string_equal(b, "collision_1");
    e = (gmk_event){.type = GMK_EV_STEP, .number = 2};
    gmk_event_name(&p, &e, b, sizeof b);
    assert_string_equal(b, "step_end");
    e = (gmk_event){.type = GMK_EV_DRAW, .number = 0};
    gmk_event_name(&p, &e, b, sizeof b);
    assert_string_equal(b, "draw");
    gmk_free(&p);
}

static char *code_text(const char *in)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    gmk_write_code(f, in);
    fclose(f);
    return buf;
}

static void code_lines_and_names(void **st)
{
    (void)st;
    const char *const cases[][2] = {{"a\r\nb\r\n", "a\nb\n"}, {"a\r\nb", "a\nb\n"},
                                    {"a\rb\n", "a\nb\n"},     {"", ""},
                                    {"x", "x\n"},             {"\r\n\r\n", "\n\n"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *t = code_text(cases[i][0]);
        assert_string_equal(t, cases[i][1]);
        free(t);
    }
    assert_true(gmk_safe_name("oBrick"));
    assert_true(gmk_safe_name("scr_a-b.c"));
    assert_false(gmk_safe_name(""));
    assert_false(gmk_safe_name(".hidden"));
    assert_false(gmk_safe_name(".."));
    assert_false(gmk_safe_name("a/b"));
    assert_false(gmk_safe_name("a b"));
    assert_false(gmk_safe_name("01234567890123456789012345678901234567890123456789012345678901234"));
}

/* ---------------------------------------------------------------- writing */

static char *slurp(const char *dir, const char *rel)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    FILE *f = fopen(path, "rb");
    if (!f) {
        print_error("cannot open %s\n", path);
        return NULL;
    }
    char *buf = calloc(1, 65536);
    size_t n = fread(buf, 1, 65535, f);
    buf[n] = 0;
    fclose(f);
    return buf;
}

static void expect_file(const char *dir, const char *rel, const char *want)
{
    char *got = slurp(dir, rel);
    assert_non_null(got);
    if (strcmp(got, want) != 0)
        print_error("%s:\nwant:\n%s\ngot:\n%s\n", rel, want, got);
    assert_string_equal(got, want);
    free(got);
}

static void remove_all(const char *dir)
{
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

/* How many entries a directory holds (its leftovers, after a failure). */
static int entries(const char *dir)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return n;
}

static void dump_files(void **st)
{
    (void)st;
    char base[] = "/tmp/spelgen-test-gmk-XXXXXX";
    assert_non_null(mkdtemp(base));
    char target[600];
    snprintf(target, sizeof target, "%s/dump", base);
    gmk_project p;
    synthetic(&p);
    outdir d;
    char err[512];
    assert_int_equal(outdir_begin(&d, target, GMK_DUMP_MARKER, 0, err, sizeof err), 0);
    assert_int_equal(gmk_dump(&p, &d, "/src/t.gmk", "ab12", err, sizeof err), 0);
    assert_int_equal(outdir_commit(&d, err, sizeof err), 0);
    expect_file(target, "scripts/scrGreet.gml",
                "// our own test script\nvar n;\nn = rand(1,3);\nif (n == 1) return \"a\";\n");
    expect_file(target, "scripts/scrRoomTest.gml", "global.x = 1;\nstrTemp = \"0000011111\";\n");
    expect_file(target, "objects/oWallTest/create.gml", "x = 1;\n");
    expect_file(target, "objects/oBlockTest/create.gml",
                "// action 0: action_inherited()\n// action 1: code\n"
                "n = rand(1,10);\nif (n == 1) y = 2;\n");
    expect_file(target, "objects/oBlockTest/collision_oWallTest.gml",
                "// action 0: code, applied to other\ny -= 1;\n");
    expect_file(target, "objects/oBlockTest/user_0.gml",
                "// action 0: set variable: x += 3, applied to other\n"
                "// action 1: comment: our own note\n"
                "// action 2: action_execute_script(scrGreet, \"1\") not\n"
                "// action 3: action_create_object(oBlockTest, \"16\", \"\")\n"
                "// action 4: action_sprite_set(sThingTest)\n"
                "// action 5: else\n");
    expect_file(target, "objects/oBlockTest/keypress_13.gml",
                "// action 0: code, applied to oWallTest\ndepth = 1;\n");
    expect_file(target, "objects/oBlockTest/object.txt",
                "name oBlockTest\nindex 2\nparent oWallTest\nsprite sThingTest\n"
                "mask sEmptyTest\nsolid no\nvisible yes\ndepth -5\npersistent yes\n"
                "events create alarm_2 step_begin collision_oWallTest user_0 keypress_13\n");
    expect_file(target, "objects/oEmptyTest/object.txt",
                "name oEmptyTest\nindex 3\nparent oBlockTest\nsprite -\nmask -\nsolid no\n"
                "visible no\ndepth 0\npersistent no\nevents\n");
    expect_file(target, "objects.txt",
                "# index name parent sprite mask solid visible depth persistent (- none)\n"
                "0 oWallTest - sWallTest - yes yes 100 no\n"
                "2 oBlockTest oWallTest sThingTest sEmptyTest no yes -5 yes\n"
                "3 oEmptyTest oBlockTest - - no no 0 no\n");
    expect_file(target, "sprites.txt",
                "# index name origin_x origin_y left top right bottom width height frames\n"
                "0 sWallTest 0 0 0 0 15 15 16 16 1\n1 sThingTest 8 8 1 0 2 1 4 2 2\n"
                "2 sEmptyTest 0 0 0 0 0 0 0 0 0\n");
    expect_file(target, "rooms/rTestRoom/room.txt",
                "name rTestRoom\nindex 0\nsize 320 240\ncreation-code yes\ninstances 3\n"
                "# id x y object (+: instance_ID.gml holds its creation code), creation order\n"
                "100001 16 16 oWallTest\n100002 32 16 oBlockTest +\n100003 48 32 oWallTest\n");
    expect_file(target, "rooms/rTestRoom/creation.gml", "scrRoomTest();\n");
    expect_file(target, "rooms/rTestRoom/instance_100002.gml", "depth = 3;\n");
    expect_file(target, GMK_DUMP_MARKER,
                "# spelgen import --dump: a GameMaker 8.0 project as text, for reading\n"
                "source /src/t.gmk\nsha256 ab12\ngmk-version 800\ngame-version 1.1\n"
                "scripts 2\nobjects 3\nsprites 3\nrooms 1\n");
    /* nothing beside it but the dump */
    assert_int_equal(entries(base), 1);

    /* a second dump replaces the first whole */
    free(p.objects[3].name);
    p.objects[3].name = sdup("oRenamedTest");
    assert_int_equal(outdir_begin(&d, target, GMK_DUMP_MARKER, 0, err, sizeof err), 0);
    assert_int_equal(gmk_dump(&p, &d, "/src/t.gmk", "ab12", err, sizeof err), 0);
    assert_int_equal(outdir_commit(&d, err, sizeof err), 0);
    struct stat sb;
    assert_int_equal(stat(target, &sb), 0);
    char gone[700];
    snprintf(gone, sizeof gone, "%s/objects/oEmptyTest", target);
    assert_int_not_equal(stat(gone, &sb), 0);
    assert_int_equal(entries(base), 1);

    /* two objects of one name: refused, and nothing written */
    free(p.objects[3].name);
    p.objects[3].name = sdup("oWallTest");
    char target2[620];
    snprintf(target2, sizeof target2, "%s/dump2", base);
    assert_int_equal(outdir_begin(&d, target2, GMK_DUMP_MARKER, 0, err, sizeof err), 0);
    assert_int_equal(gmk_dump(&p, &d, "/src/t.gmk", "ab12", err, sizeof err), -1);
    assert_string_equal(err, "objects/oWallTest/object.txt: written twice (two resources of "
                             "one name?)");
    outdir_abort(&d);
    assert_int_equal(entries(base), 1);

    /* a name that cannot be a file name */
    free(p.scripts[0].name);
    p.scripts[0].name = sdup("../evil");
    assert_int_equal(outdir_begin(&d, target2, GMK_DUMP_MARKER, 0, err, sizeof err), 0);
    assert_int_equal(gmk_dump(&p, &d, "/src/t.gmk", "ab12", err, sizeof err), -1);
    assert_string_equal(err, "script 0: its name '../evil' cannot be a file name");
    outdir_abort(&d);
    assert_int_equal(entries(base), 1);
    gmk_free(&p);
    remove_all(base);
}

static void export_files(void **st)
{
    (void)st;
    char base[] = "/tmp/spelgen-test-gmk-XXXXXX";
    assert_non_null(mkdtemp(base));
    char target[600];
    snprintf(target, sizeof target, "%s/deep/er/original", base);
    gmk_project p;
    synthetic(&p);
    outdir d;
    char err[512];
    assert_int_equal(outdir_begin(&d, target, GMK_EXPORT_MARKER, 1, err, sizeof err), 0);
    assert_int_equal(gmk_export(&p, &d, "/src/t.gmk", "ab12", err, sizeof err), 0);
    assert_int_equal(outdir_commit(&d, err, sizeof err), 0);
    expect_file(target, "manifest",
                "# spelgen's data from the original game, written by spelgen import from the\n"
                "# user's own copy: not to be shared.\n"
                "format 1\nsource /src/t.gmk\nsha256 ab12\ngame-version 1.1\ngmk-version 800\n"
                "scripts 2\nobjects 3\nsprites 3\n"
                /* none of the scripts the native port follows is in our project */
                "scripts-not-v11 22 rand isLevel isRoom isInShop scrGetRoomX scrGetRoomY "
                "scrClearGlobals scrInitLevel scrLevelGen scrRoomGen scrRoomGen2 scrRoomGen3 "
                "scrRoomGen4 scrRoomGen5 scrRoomGenMarket scrRoomGenYeti scrEntityGen "
                "scrTreasureGen scrSetupWalls scrGenerateItem scrShopItemsGen "
                "scrCheckWaterTop\n");
    expect_file(target, "objects.txt",
                "# the original's objects: name parent sprite mask solid depth (- none)\n"
                "oWallTest - sWallTest - yes 100\noBlockTest oWallTest sThingTest sEmptyTest "
                "no -5\noEmptyTest oBlockTest - - no 0\n");
    expect_file(target, "sprites.txt",
                "# the original's sprites: name origin_x origin_y left top right bottom width "
                "height\nsWallTest 0 0 0 0 15 15 16 16\nsThingTest 8 8 1 0 2 1 4 2\n"
                "sEmptyTest 0 0 0 0 0 0 0 0\n");
    expect_file(target, "scripts/scrGreet.gml",
                "// our own test script\nvar n;\nn = rand(1,3);\nif (n == 1) return \"a\";\n");
    gmk_free(&p);
    remove_all(base);
}

static void foreign_directories_are_kept(void **st)
{
    (void)st;
    char base[] = "/tmp/spelgen-test-gmk-XXXXXX";
    assert_non_null(mkdtemp(base));
    char target[600], file[700];
    snprintf(target, sizeof target, "%s/mine", base);
    assert_int_equal(mkdir(target, 0755), 0);
    snprintf(file, sizeof file, "%s/precious.txt", target);
    FILE *f = fopen(file, "w");
    fputs("keep me\n", f);
    fclose(f);
    outdir d;
    char err[1400];
    assert_int_equal(outdir_begin(&d, target, GMK_DUMP_MARKER, 0, err, sizeof err), -1);
    char want[1400];
    snprintf(want, sizeof want, "%s: exists and was not written by spelgen import (no "
             "spelgen-dump.txt in it); remove it or choose another directory", target);
    assert_string_equal(err, want);
    /* a file, not a directory */
    assert_int_equal(outdir_begin(&d, file, GMK_DUMP_MARKER, 0, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s: exists and is not a directory", file);
    assert_string_equal(err, want);
    /* a missing parent without make_parents */
    snprintf(file, sizeof file, "%s/no/such", base);
    assert_int_equal(outdir_begin(&d, file, GMK_DUMP_MARKER, 0, err, sizeof err), -1);
    assert_non_null(strstr(err, "cannot create a directory beside it"));
    /* an empty directory is taken */
    snprintf(file, sizeof file, "%s/empty", base);
    assert_int_equal(mkdir(file, 0755), 0);
    assert_int_equal(outdir_begin(&d, file, GMK_DUMP_MARKER, 0, err, sizeof err), 0);
    outdir_abort(&d);
    assert_int_equal(entries(base), 2);
    assert_int_equal(entries(target), 1);
    remove_all(base);
}

/* ---------------------------------------------------------------- main */

static int write_fixture(const char *path, bool bad_script)
{
    gmk_project p;
    if (bad_script)
        synthetic_bad_script(&p);
    else
        synthetic(&p);
    return gmk_write_fixture(&p, path, "test_gmk");
}

/* The fuzzer's seeds (tests/fuzz/fuzz_gmk.c): a first byte choosing how blocks are read
 * (even: zlib, odd: stored), then a file. */
static int write_corpus(const char *dir)
{
    static const struct {
        const char *name;
        gw_opts o;
    } seeds[] = {{"plain", {0}},
                 {"stored", {.stored = 1}},
                 {"stored-cut-object", {.stored = 1, .cut_object = 3, .cut_bytes = 30}},
                 {"stored-room-count", {.stored = 1, .instance_count = 9}}};
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        size_t len;
        unsigned char *f = synthetic_file(&seeds[i].o, &len);
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, seeds[i].name);
        FILE *out = fopen(path, "wb");
        unsigned char mode = (unsigned char)seeds[i].o.stored;
        if (!out || fwrite(&mode, 1, 1, out) != 1 || fwrite(f, 1, len, out) != len ||
            fclose(out) != 0) {
            fprintf(stderr, "test_gmk: cannot write %s\n", path);
            free(f);
            return 1;
        }
        free(f);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if ((argc == 3 || argc == 4) && strcmp(argv[1], "--write-fixture") == 0)
        return write_fixture(argv[2], argc == 4 && strcmp(argv[3], "bad-script") == 0);
    if (argc == 3 && strcmp(argv[1], "--write-corpus") == 0)
        return write_corpus(argv[2]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(round_trip),
        cmocka_unit_test(stored_blocks_round_trip),
        cmocka_unit_test(many_events_in_order),
        cmocka_unit_test(committed_fixture_is_the_project),
        cmocka_unit_test(scripts_must_parse),
        cmocka_unit_test(every_prefix_is_truncated),
        cmocka_unit_test(bad_header),
        cmocka_unit_test(corrupt_zlib),
        cmocka_unit_test(absurd_and_broken_values),
        cmocka_unit_test(names_must_be_one_printable_line),
        cmocka_unit_test(cut_block_names_the_resource),
        cmocka_unit_test(event_names),
        cmocka_unit_test(code_lines_and_names),
        cmocka_unit_test(dump_files),
        cmocka_unit_test(export_files),
        cmocka_unit_test(foreign_directories_are_kept),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
