/* test_roomscript_olmec.c — Olmec's Lair from the user's project: its room script read as
 * room data (src/import/roomscript_olmec.c) and its room's instances as a hall file
 * (src/import/gmk_hall.c), on our own small script in the shape of the original's
 * scrRoomGen5 and our own room of instances (nothing of the original's):
 *   - the sets the script becomes (upper, floor, the chunks, an air roll past its cases
 *     laying empty chunks), T written as spelgen's t;
 *   - changed layouts and ranges import, a changed structure is refused with the line;
 *   - the room's instances in creation order, runs, doors, props, and the refusals;
 *   - both loaded as a data directory: level 16 builds from them, its rooms at the hall's
 *     markers in the hall's order and from the right sets, the hall's rolls before the
 *     border. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "roomscript_rig.h"
#include "import/gmk_hall.h"
#include "import/roomscript_olmec.h"
#include "level.h"
#include "styles/classic/classic.h"
#include "trace.h"
#include "gmk_writer.h"

#define OPEN "0000000000"
#define WALL "1111111111"
#define Q(rows) "\"" rows "\""
#define CASE(n, room) "        case " #n ": { strTemp = " room "; break; }\n"
#define CHUNK(n, a, b, c) \
    "            case " #n ": { strObs1 = \"" a "\"; strObs2 = \"" b "\"; strObs3 = \"" c "\"; break; }\n"

/* our own rooms: three above the hall, two for its floor */
#define UP_1 Q("6000000000" OPEN OPEN OPEN OPEN OPEN OPEN OPEN)
#define UP_2 Q(OPEN OPEN OPEN "0000060000" OPEN OPEN OPEN "0L00000000")
#define UP_3 Q(OPEN OPEN OPEN OPEN OPEN "0000000000" "000000a000" OPEN)
#define FLOOR_1 Q(WALL WALL WALL WALL WALL WALL WALL WALL)
#define FLOOR_2 Q(WALL "1122221111" WALL WALL WALL WALL WALL WALL)

static const char script[] =
    "// our own room script in the shape of the original's for the final level\n"
    "strTemp = \"" OPEN OPEN OPEN OPEN OPEN OPEN OPEN OPEN "\";\n"
    "roomPath = global.roomPath[scrGetRoomX(x), scrGetRoomY(y)];\n"
    "if (y < 480)\n"
    "{\n"
    "    switch(rand(1,3))\n"
    "    {\n" CASE(1, UP_1) CASE(2, UP_2) CASE(3, UP_3) "    }\n"
    "}\n"
    "else\n"
    "{\n"
    "    switch(rand(1,2))\n"
    "    {\n" CASE(1, FLOOR_1) CASE(2, FLOOR_2) "    }\n"
    "}\n"
    "\n"
    "for (i = 1; i < 81; i += 1)\n"
    "{\n"
    "    j = i;\n"
    "    strObs1 = \"00000\";\n"
    "    strObs2 = \"00000\";\n"
    "    strObs3 = \"00000\";\n"
    "    tile = string_char_at(strTemp, i);\n"
    "    if (tile == \"8\")\n"
    "    {\n"
    "        switch(rand(1,1))\n"
    "        {\n" CHUNK(1, "00900", "11111", "11111") "        }\n"
    "    }\n"
    "    else if (tile == \"5\")\n"
    "    {\n"
    "        switch(rand(1,2))\n"
    "        {\n" CHUNK(1, "00000", "01110", "11111") CHUNK(2, "11000", "11100", "11111")
    "        }\n"
    "    }\n"
    "    else if (tile == \"6\")\n"
    "    {\n"
    "        switch(rand(1,3))\n"
    "        {\n" CHUNK(1, "0TTT0", "21112", "00000") CHUNK(2, "T0000", "11110", "00000")
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "for (j = 0; j < 8; j += 1)\n"
    "{\n"
    "    for (i = 1; i < 11; i += 1)\n"
    "    {\n"
    "        tile = string_char_at(strTemp, i+j*10);\n"
    "    }\n"
    "}\n";

static char *edited(const char *from, const char *to)
{
    return rs_test_edited(script, from, to);
}

static char *convert(const char *s)
{
    char *out = NULL, err[600];
    int rc = roomscript_olmec("scrRoomGen5", s, "test.gmk", &out, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    return out;
}

/* The text from "\nset NAME " to the next "\nset " (or the end), in a buffer to free. */
static char *set_text(const char *all, const char *name)
{
    char head[80];
    snprintf(head, sizeof head, "\nset %s ", name);
    const char *at = strstr(all, head);
    assert_non_null(at);
    const char *end = strstr(at + 1, "\nset ");
    size_t n = end ? (size_t)(end - at) : strlen(at);
    char *s = malloc(n + 1);
    memcpy(s, at, n);
    s[n] = 0;
    return s;
}

static void expect_set(const char *all, const char *name, int n, const char *holds)
{
    char *s = set_text(all, name);
    if (rs_test_layouts_in(s) != n || (holds && !strstr(s, holds)))
        print_error("set %s: want %d layouts holding '%s', got\n%s\n", name, n,
                    holds ? holds : "", s);
    assert_int_equal(rs_test_layouts_in(s), n);
    if (holds)
        assert_non_null(strstr(s, holds));
    free(s);
}

static void converts(void **st)
{
    (void)st;
    char *out = convert(script);
    assert_non_null(strstr(out, "option small-sets\noption slots-as-text\n"));
    expect_set(out, "upper", 3, "\nlayout case-2\n" OPEN "\n" OPEN "\n" OPEN "\n0000060000\n");
    expect_set(out, "floor", 2, "\n1122221111\n");
    expect_set(out, "door", 1, NULL);
    expect_set(out, "ground", 2, NULL);
    /* T is written as spelgen's t; the air roll's third case lays the loop's empty rows */
    expect_set(out, "air", 3, "\nlayout case-1\n0ttt0\n21112\n00000\n");
    expect_set(out, "air", 3, "\nlayout case-3\n00000\n00000\n00000\n");
    free(out);
}

static void expect_refused(const char *from, const char *to, const char *want)
{
    char *s = edited(from, to);
    char *out = (char *)"untouched", err[600];
    int rc = roomscript_olmec("scrRoomGen5", s, "test.gmk", &out, err, sizeof err);
    if (rc != -1 || strcmp(err, want) != 0)
        print_error("edit '%s' -> '%s'\nwant: %s\ngot (%d): %s\n", from, to, want, rc, err);
    assert_int_equal(rc, -1);
    assert_string_equal(err, want);
    assert_null(out);
    free(s);
}

static void layouts_change_structure_does_not(void **st)
{
    (void)st;
    /* a changed layout and another range import */
    char *s = edited("1122221111", "1111221111");
    char *out = convert(s);
    expect_set(out, "floor", 2, "\n1111221111\n");
    free(out);
    free(s);
    s = edited("switch(rand(1,3))\n    {\n", "switch(rand(2,3))\n    {\n");
    out = convert(s);
    char *up = set_text(out, "upper");
    assert_int_equal(strncmp(up, "\nset upper ROOM rolled-from 2\n", 30), 0);
    assert_int_equal(rs_test_layouts_in(up), 2);
    free(up);
    free(out);
    free(s);
    /* the structure: refused with the line */
    expect_refused("if (y < 480)", "if (y < 400)",
                   "scrRoomGen5: line 4: after the assignments, not if (y < 480) ... else ... "
                   "(the rooms above pixel row 480, then the hall's floor)");
    expect_refused("    switch(rand(1,2))\n    {\n", "    switch(n)\n    {\n",
                   "scrRoomGen5: line 15: the floor rooms are not switch (rand(a,b))");
    expect_refused("    strObs3 = \"00000\";\n", "    strObs3 = \"00100\";\n",
                   "scrRoomGen5: line 22: the chunk loop does not start with strObs1 = "
                   "\"00000\"; strObs2 = \"00000\"; strObs3 = \"00000\"");
    expect_refused("    else if (tile == \"6\")", "    else if (tile == \"7\")",
                   "scrRoomGen5: line 44: the chunk loop's tests are not tile == \"8\", \"5\", "
                   "\"6\" in that order");
    /* codes Olmec's Lair's tiles do not make in spelgen */
    expect_refused("000000a000", "000000I000",
                   "scrRoomGen5: line 10: case 3 of the upper rooms holds tile code 'I', which "
                   "Olmec's Lair's tiles do not make in spelgen (its rooms use 012LP74aT56)");
    expect_refused("case 3: { strTemp = ", "case 3: { if (rand(1,2) == 1) strTemp = \"" OPEN OPEN
                   OPEN OPEN OPEN OPEN OPEN OPEN "\"; else strTemp = ",
                   "scrRoomGen5: line 10: case 3 of the upper rooms has two versions: Olmec's "
                   "Lair rolls none");
    expect_refused("\"T0000\"", "\"9000T\"",
                   "scrRoomGen5: line 49: a chunk holds tile code '9', which Olmec's Lair's "
                   "tiles do not make in spelgen (its chunks use 012LP74aT)");
}

/* ---- the room's instances ------------------------------------------------------------- */

/* Our project: objects by name (the prop's Create event as given) and a room rOlmec of
 * instances "OBJECT X Y" (one a line). */
static void project(gmk_project *p, const char *prop_create, const char *instances)
{
    static const char *const names[] = {"oTemple", "oLava", "oLavaSolid", "oEntrance",
                                        "oOlmec", "oPlayer1", "oRoom", "oGame",
                                        "oFinalBoss", "oBat"};
    enum { N = sizeof names / sizeof names[0] };
    memset(p, 0, sizeof *p);
    p->version = 800;
    p->game_version = strdup("1.1");
    p->nobjects = N;
    p->objects = calloc(N, sizeof *p->objects);
    for (int i = 0; i < N; i++) {
        p->objects[i] = (gmk_object){.name = strdup(names[i]), .sprite = -1, .mask = -1,
                                     .parent = -1};
    }
    gmk_object *boss = &p->objects[8];
    boss->nevents = 1;
    boss->events = calloc(1, sizeof *boss->events);
    boss->events[0].type = GMK_EV_CREATE;
    boss->events[0].nactions = 1;
    boss->events[0].actions = calloc(1, sizeof *boss->events[0].actions);
    gmk_action *a = &boss->events[0].actions[0];
    a->lib = 1, a->id = 603, a->kind = GMK_ACT_CODE, a->function = strdup("");
    a->applies_to = -1, a->nargs = 8;
    a->args = calloc(8, sizeof *a->args);
    a->args[0] = strdup(prop_create);
    for (int k = 1; k < 8; k++)
        a->args[k] = strdup("");
    p->nrooms = 1;
    p->rooms = calloc(1, sizeof *p->rooms);
    gmk_room *r = &p->rooms[0];
    r->name = strdup("rOlmec");
    r->width = 672, r->height = 880;
    r->code = strdup("");
    int n = 0;
    for (const char *s = instances; *s; s++)
        n += *s == '\n';
    r->instances = calloc((size_t)n, sizeof *r->instances);
    const char *s = instances;
    for (int k = 0; k < n; k++) {
        char obj[32];
        int x, y, used;
        assert_int_equal(sscanf(s, "%31s %d %d%n", obj, &x, &y, &used), 3);
        int o = gmk_find_object(p, obj);
        assert_true(o >= 0);
        r->instances[k] = (gmk_instance){x, y, o, 1000 + k, strdup("")};
        s = strchr(s, '\n') + 1;
    }
    r->ninstances = n;
}

static const char room_instances[] = "oEntrance 176 48\n"
                                     "oEntrance 640 48\n"
                                     "oTemple 16 64\n"
                                     "oTemple 32 64\n"
                                     "oTemple 48 64\n"
                                     "oTemple 96 64\n"
                                     "oLavaSolid 16 864\n"
                                     "oPlayer1 24 56\n"
                                     "oOlmec 304 496\n"
                                     "oLava 16 848\n"
                                     "oLava 32 848\n"
                                     "oRoom 496 16\n"
                                     "oGame 32 0\n"
                                     "oRoom 16 16\n"
                                     "oRoom 176 592\n"
                                     "oFinalBoss 48 0\n";

static char *hall_of(gmk_project *p, char *err, size_t n)
{
    char *out = NULL;
    int rc = gmk_hall_read(p, "test.gmk", &out, err, n);
    return rc == 0 ? out : NULL;
}

static void room_becomes_a_hall(void **st)
{
    (void)st;
    gmk_project p;
    project(&p, "olmecDead = false;", room_instances);
    /* through our own writer and the reader, as an import reads it */
    size_t len;
    unsigned char *bytes = gmk_write(&p, NULL, &len);
    gmk_free(&p);
    char err[600];
    assert_int_equal(gmk_read(bytes, len, "test.gmk", &p, err, sizeof err), 0);
    free(bytes);
    char *hall = hall_of(&p, err, sizeof err);
    if (!hall)
        print_error("%s\n", err);
    assert_non_null(hall);
    const char *want = "entrance   176  48\n"
                       "exit       640  48\n"
                       "temple      16  64 3\n"
                       "temple      96  64\n"
                       "lava-solid  16 864\n"
                       "player      24  56\n"
                       "olmec      304 496\n"
                       "lava        16 848 2\n"
                       "room       496  16\n"
                       "level       32   0\n"
                       "room        16  16\n"
                       "room       176 592\n"
                       "prop oFinalBoss 48 0\n";
    const char *body = strstr(hall, "entrance");
    assert_non_null(body);
    assert_string_equal(body, want);
    free(hall);

    /* refused: an object the hall does not know, creation code, off the grid */
    gmk_room *r = &p.rooms[0];
    r->instances[3].object = gmk_find_object(&p, "oBat");
    assert_null(hall_of(&p, err, sizeof err));
    assert_string_equal(err, "test.gmk: room rOlmec: instance 4 (id 1003) is oBat, an object "
                             "spelgen's hall does not know");
    r->instances[3].object = gmk_find_object(&p, "oTemple");
    free(r->instances[5].code);
    r->instances[5].code = strdup("facing = 1;");
    assert_null(hall_of(&p, err, sizeof err));
    assert_string_equal(err, "test.gmk: room rOlmec: instance 6 (id 1005, oTemple) has creation "
                             "code, which spelgen does not read");
    free(r->instances[5].code);
    r->instances[5].code = strdup("");
    r->instances[9].y = 850;
    assert_null(hall_of(&p, err, sizeof err));
    assert_string_equal(err, "test.gmk: room rOlmec: instance 10 (id 1009, oLava) at (16,850) "
                             "is off the 16 px grid");
    r->instances[9].y = 848;
    free(r->name);
    r->name = strdup("rSomewhere");
    assert_null(hall_of(&p, err, sizeof err));
    assert_string_equal(err, "test.gmk: room rOlmec: not in the project (scrRoomGen5's rooms "
                             "are laid in it)");
    gmk_free(&p);
    /* a prop whose Create event draws cannot be one */
    project(&p, "timer = rand(1,5);", room_instances);
    assert_null(hall_of(&p, err, sizeof err));
    assert_string_equal(err, "test.gmk: room rOlmec: instance 16 (id 1015): oFinalBoss's Create "
                             "event draws, so it cannot be a prop");
    gmk_free(&p);
}

/* ---- level 16 from both ---------------------------------------------------------------- */

static void put(const char *dir, const char *rel, const char *text)
{
    char path[700];
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void level16_builds_from_them(void **st)
{
    (void)st;
    char base[] = "/tmp/spelgen-test-roomscript-olmec-XXXXXX";
    assert_non_null(mkdtemp(base));
    const char *own = getenv("SPELGEN_DATA");
    if (!own || !*own)
        own = "data";
    assert_int_equal(rs_test_copy_tree(own, base), 0);
    char *rooms = convert(script);
    put(base, "classic/olmec.rooms", rooms);
    free(rooms);
    gmk_project p;
    project(&p, "olmecDead = false;", room_instances);
    char err[600];
    char *hall = hall_of(&p, err, sizeof err);
    assert_non_null(hall);
    put(base, "classic/olmec.hall", hall);
    free(hall);
    gmk_free(&p);
    spg_data data;
    int rc = spg_data_load(base, &data, err, sizeof err);
    if (rc)
        print_error("%s\n", err);
    assert_int_equal(rc, 0);
    int empty_air = 0;
    for (uint32_t s = 1; s <= 40; s++) {
        spg_request rq;
        memset(&rq, 0, sizeof rq);
        options_default(&rq.opt);
        rq.style = SPG_STYLE_CLASSIC;
        rq.seed = s * 2654435761u;
        rq.from_state = true;
        rq.level = 16;
        rq.trace = true;
        static spg_result res;
        memset(&res, 0, sizeof res);
        rc = spg_generate(&rq, &data, &res, err, sizeof err);
        if (rc)
            print_error("state %u: %s\n", rq.seed, err);
        assert_int_equal(rc, 0);
        const spg_level *L = &res.level;
        /* the doors: the first entrance, the second one the exit */
        assert_int_equal(L->entrance_tx, 11);
        assert_int_equal(L->entrance_ty, 3);
        assert_int_equal(L->exit_tx, 40);
        assert_int_equal(level_tile(L, 1, 54), SPG_T_LAVA_SOLID);
        /* the rooms at the markers in the hall's order, each from its set's roll */
        int rooms_seen = 0;
        const int want[3][2] = {{3, 0}, {0, 0}, {1, 4}};
        const char *want_site[3] = {"olmec.rooms.upper", "olmec.rooms.upper",
                                    "olmec.rooms.floor"};
        const spg_event *last_draw = NULL;
        for (size_t i = 0; i < res.trace.n; i++) {
            const spg_event *e = &res.trace.ev[i];
            if (e->kind == SPG_EV_DRAW)
                last_draw = e;
            if (e->kind == SPG_EV_LAYOUT) {
                assert_true(rooms_seen < 3);
                assert_int_equal(e->rx, want[rooms_seen][0]);
                assert_int_equal(e->ry, want[rooms_seen][1]);
                assert_string_equal(last_draw->site->name, want_site[rooms_seen]);
                assert_int_equal(last_draw->b, rooms_seen < 2 ? 3 : 2);
                rooms_seen++;
            }
            if (e->kind == SPG_EV_CHUNK && strcmp(e->text, "case-3") == 0)
                empty_air++;
        }
        assert_int_equal(rooms_seen, 3);
        /* the hall's rolls: four temple blocks, Olmec, two lava tiles, before the border */
        assert_true(res.phases[CLASSIC_PHASE_HALL].draws >= 4 + 1 + 2);
        assert_int_equal(res.phases[CLASSIC_PHASE_BORDER].draws, 151);
        spg_result_free(&res);
    }
    assert_true(empty_air > 0);
    spg_data_free(&data);
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", base);
    assert_int_equal(system(cmd), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(converts),
        cmocka_unit_test(layouts_change_structure_does_not),
        cmocka_unit_test(room_becomes_a_hall),
        cmocka_unit_test(level16_builds_from_them),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
